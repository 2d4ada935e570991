"""Furrow & Foundry saves through the storage machinery (issue 15): a versioned container
with migrations (a ``furrow-foundry/save@1`` file written before the change still
loads), atomic writes, an autosave with its backup, hostile input refused with the file
and the field named, and the two games' saves never taken for each other."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from pocket_tactics_app.storage.errors import LoadError, WriteError
from pocket_tactics_app.storage.furrow_saves import (
    FURROW_FORMAT,
    FURROW_SAVES,
    FURROW_VERSION,
    FurrowSaveFile,
    furrow_autosave_backup_path,
    furrow_autosave_path,
    is_furrow_save,
)
from pocket_tactics_app.storage.saves import SAVES, SaveFile

FIXTURES = Path(__file__).parent.parent / "fixtures"
V1 = FIXTURES / "furrow_save_v1_mid_turn.json"  # written by the code before this format


def sample(n: int = 3, finished: bool = False) -> FurrowSaveFile:
    return FurrowSaveFile(setup={"players": 2, "factions": None, "mats": None, "seed": 5,
                                 "round_limit": None},
                          seats=["human", "normal"],
                          actions=[{"kind": "section", "section": 1 + i % 4} for i in range(n)],
                          finished=finished,
                          created=dt.datetime(2026, 12, 1, 18, 0, tzinfo=dt.UTC))


def test_a_version_1_file_written_before_the_change_loads_upgraded() -> None:
    raw = json.loads(V1.read_text(encoding="utf-8"))
    assert raw["format"] == "furrow-foundry/save@1" and "version" not in raw
    save = FURROW_SAVES.load(V1)
    assert save.seats == raw["seats"] and save.setup == raw["setup"]
    assert save.actions == raw["actions"] and save.finished is False
    assert save.created is None and save.app_version == "unknown"
    assert is_furrow_save(V1)
    # written again, it is the current version and reads back the same
    text = FURROW_SAVES.dump(save)
    data = json.loads(text)
    assert data["format"] == FURROW_FORMAT and data["version"] == FURROW_VERSION
    assert FURROW_SAVES.parse(text) == save


def test_round_trip_and_one_action_a_line(tmp_path: Path) -> None:
    save = sample(5)
    path = FURROW_SAVES.write(tmp_path / "g.furrow.json", save)
    assert FURROW_SAVES.load(path) == save
    lines = path.read_text(encoding="utf-8").splitlines()
    assert sum(1 for line in lines if line.strip().startswith('{"kind"')) == 5


def test_the_autosave_keeps_the_previous_one_as_its_backup() -> None:
    first, second = sample(2), sample(4)
    FURROW_SAVES.write_autosave(first)
    assert not furrow_autosave_backup_path().exists()
    FURROW_SAVES.write_autosave(second)
    assert FURROW_SAVES.load(furrow_autosave_backup_path()) == first
    found = FURROW_SAVES.find_resumable()
    assert found == (furrow_autosave_path(), second)
    # the autosave cut short: the backup is offered, and the problem reported
    furrow_autosave_path().write_text('{"format": "furrow-foundry/save", "vers',
                                      encoding="utf-8")
    problems: list[str] = []
    found = FURROW_SAVES.find_resumable(problems=problems)
    assert found == (furrow_autosave_backup_path(), first)
    assert problems and "furrow-autosave.json" in problems[0]


def test_a_finished_game_is_not_resumable() -> None:
    FURROW_SAVES.write_autosave(sample(3, finished=True))
    assert FURROW_SAVES.find_resumable() is None


@pytest.mark.parametrize(("text", "field", "words"), [
    ('{"format": "pocket-tactics/save", "version": 2}', "format", "not a Furrow"),
    ('{"format": "furrow-foundry/save"}', "version", "missing"),
    ('{"format": "furrow-foundry/save", "version": 99}', "version", "newer"),
    ('{"format": "furrow-foundry/save@1", "setup": {}, "seats": ["human"], "actions": [],'
     ' "finished": false}', "seats", "2 to 5"),
    ('{"format": "furrow-foundry/save@1", "setup": {}, "seats": ["human", "human"],'
     ' "actions": [{"section": 1}], "finished": false}', "actions[0].kind", "missing"),
    ('{"format": "furrow-foundry/save@1", "setup": {}, "seats": ["human", "human"],'
     ' "actions": [], "finished": "no"}', "finished", "true or false"),
    ('{"format": "furrow-foundry/save@1", "setup": {}, "seats": ["human", "human"],'
     ' "actions": [], "finished": false, "extra": 1}', "extra", "unknown field"),
])
def test_bad_files_are_refused_naming_the_field(text: str, field: str, words: str) -> None:
    with pytest.raises(LoadError) as info:
        FURROW_SAVES.parse(text, "bad.json")
    assert info.value.field == field
    assert words in str(info.value)


def test_not_json_and_too_deep_are_refused() -> None:
    with pytest.raises(LoadError, match="not valid JSON"):
        FURROW_SAVES.parse('{"format": ', "cut.json")
    with pytest.raises(LoadError, match="nested too deeply"):
        FURROW_SAVES.parse("[" * 100 + "]" * 100, "deep.json")
    with pytest.raises(LoadError, match="duplicate key"):
        FURROW_SAVES.parse('{"format": 1, "format": 2}', "dup.json")


def test_the_two_games_saves_are_never_taken_for_each_other(tmp_path: Path) -> None:
    furrow = FURROW_SAVES.write(tmp_path / "f.json", sample())
    pt = SAVES.write(tmp_path / "p.json", SaveFile(setup={"rules": 2}, seed=1))
    assert is_furrow_save(furrow) and not is_furrow_save(pt)
    with pytest.raises(LoadError, match="not a Pocket Tactics save"):
        SAVES.load(furrow)
    with pytest.raises(LoadError, match="not a Furrow & Foundry save"):
        FURROW_SAVES.load(pt)


def test_a_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    path = FURROW_SAVES.write(tmp_path / "g.json", sample(2))
    bad = sample(2)
    bad.actions.append({"kind": "x", "value": float("nan")})
    with pytest.raises(WriteError, match="nan cannot be saved"):
        FURROW_SAVES.write(path, bad)
    assert FURROW_SAVES.load(path) == sample(2)
