"""The local statistics of Furrow & Foundry games: written atomically, read strictly
(duplicate keys and bad values refused, naming the file, line and field), summed by
faction, mat, seat count and level."""

from __future__ import annotations

from pathlib import Path

import pytest

from pocket_tactics_app.storage.errors import LoadError
from pocket_tactics_app.storage.furrow_stats import (
    MAX_RECORDS,
    StatKey,
    StatRecord,
    add_records,
    dumps,
    load_stats,
    summarize,
)


def rec(faction: str = "corvane", mat: int = 1, seats: int = 2, level: str = "normal",
        won: bool = False, coins: int = 40) -> StatRecord:
    return StatRecord(faction=faction, mat=mat, seats=seats, level=level, won=won,
                      coins=coins)


def test_records_are_kept_and_summed_by_each_key(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    assert load_stats(path) == []
    add_records([rec(won=True, coins=60), rec(mat=3, seats=3, coins=30)], path)
    add_records([rec(faction="veldmark", level="hard", coins=20)], path)
    records = load_stats(path)
    assert len(records) == 3
    by_faction = {r.value: r for r in summarize(records, StatKey.FACTION)}
    assert (by_faction["corvane"].games, by_faction["corvane"].wins) == (2, 1)
    assert by_faction["corvane"].coins == pytest.approx(45.0)
    assert by_faction["corvane"].win_rate == pytest.approx(0.5)
    assert [r.value for r in summarize(records, StatKey.MAT)] == ["1", "3"]
    assert [(r.value, r.games) for r in summarize(records, StatKey.SEATS)] == [("2", 2),
                                                                             ("3", 1)]
    assert {r.value for r in summarize(records, StatKey.LEVEL)} == {"normal", "hard"}
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]  # no temporary file left


def test_only_the_newest_records_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(dumps([rec(coins=1)] * MAX_RECORDS), encoding="utf-8")
    records = add_records([rec(coins=2)], path)
    assert len(records) == MAX_RECORDS and records[-1]["coins"] == 2


def test_a_duplicate_key_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    text = dumps([rec(), rec()]).replace('"coins": 40', '"coins": 40, "coins": 41', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_stats(path)
    assert err.value.line == 2
    assert "stats.json" in str(err.value)


def test_a_bad_value_names_the_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    text = dumps([rec(), rec(), rec()]).replace('"mat": 1', '"mat": -2', 3)
    text = text.replace('"mat": -2', '"mat": 1', 2)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_stats(path)
    assert err.value.field == "games[2].mat"
    assert err.value.line == 4
    assert "line 4" in str(err.value) and "games[2].mat" in str(err.value)


def test_a_file_of_another_kind_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"format": "something else", "version": 1, "games": []}',
                    encoding="utf-8")
    with pytest.raises(LoadError, match="format"):
        add_records([rec()], path)
    assert "something else" in path.read_text(encoding="utf-8")
