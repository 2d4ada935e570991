"""A key given twice is refused by every YAML and JSON loader of both games, naming both
lines: army files, settings.yaml, card files, position and action JSON of both games, and
the saves of both games (the JSON and YAML readers of ``core``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pocket_tactics_app.cli import main
from pocket_tactics_app.core.json_safe import JsonError, parse_json
from pocket_tactics_app.core.yaml_safe import load_lines
from pocket_tactics_app.engine.cards import Catalog, load_text
from pocket_tactics_app.storage.armies import parse_army
from pocket_tactics_app.storage.errors import LoadError
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES
from pocket_tactics_app.storage.saves import SAVES
from pocket_tactics_app.storage.settings import parse_settings

BOTH = "(lines 2 and 3)"


def test_duplicate_key_json_names_both_lines_and_the_place() -> None:
    with pytest.raises(JsonError) as caught:
        parse_json('{"a": 1,\n "to_move": 1,\n "to_move": 0}')
    assert f"duplicate key 'to_move' {BOTH}" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (3, 2)


def test_duplicate_key_json_only_within_one_object() -> None:
    assert parse_json('[{"a": 1}, {"a": 2, "b": {"a": 3}}]') == [{"a": 1}, {"a": 2, "b": {"a": 3}}]
    with pytest.raises(JsonError, match=r"duplicate key 'k' \(lines 1 and 4\)"):
        parse_json('{"k": 1, "x": [{"k": 2}, \n{"k": 3}],\n "y": "\\"k\\": 1",\n"k": 4}')


def test_duplicate_key_yaml_names_both_lines() -> None:
    with pytest.raises(yaml.constructor.ConstructorError,
                       match=r"duplicate key 'off' \(lines 2 and 3\)"):
        load_lines("units:\n  off: 1\n  off: 2\n")


def test_duplicate_key_army_file() -> None:
    with pytest.raises(LoadError, match=r"duplicate key 'name' \(lines 2 and 3\)"):
        parse_army("version: 1\nname: A\nname: B\npoint_limit: 10\nunits: []\n", "a.yaml")


def test_duplicate_key_settings_file_uses_the_defaults() -> None:
    settings, problems = parse_settings("version: 2\nlanguage: de\nlanguage: fr\n", "s.yaml")
    assert settings.language != "fr"
    assert len(problems) == 1 and f"duplicate key 'language' {BOTH}" in problems[0]


def test_duplicate_key_card_file() -> None:
    catalog = Catalog()
    load_text("faction: x\nunits: []\nunits: []\n", "c.yaml", catalog)
    assert len(catalog.errors) == 1 and f"duplicate key 'units' {BOTH}" in str(catalog.errors[0])


@pytest.mark.parametrize("parse", [SAVES.parse, FURROW_SAVES.parse])
def test_duplicate_key_saves_of_both_games(parse: object) -> None:
    text = '{\n "format": "x",\n "format": "y"\n}'
    with pytest.raises(LoadError) as caught:
        parse(text, "s.json")  # type: ignore[operator]
    assert f"duplicate key 'format' {BOTH}" in str(caught.value)
    assert caught.value.line == 3


@pytest.mark.parametrize("game", [[], ["furrow"]])
def test_duplicate_key_position_json_of_both_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: list[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{\n "to_move": 1,\n "to_move": 0\n}')
    assert main([*game, "position", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"bad.json:3:2: not valid JSON: duplicate key 'to_move' {BOTH}" in err


def test_duplicate_key_furrow_action_json(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["furrow", "new", "--seed", "3"]) == 0
    pos = tmp_path / "pos.json"
    pos.write_text(capsys.readouterr().out)
    bad = tmp_path / "bad.json"
    bad.write_text('{\n "kind": "section",\n "kind": "end"\n}')
    assert main(["furrow", "position", str(pos), "--apply", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"bad.json:3:2: not valid JSON: duplicate key 'kind' {BOTH}" in err
