"""The second probe's reproducers (tests/fixtures/hostile), each refused by its loader
with the file and the field or line named, never a Python message."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from pocket_tactics_app.cli import main
from pocket_tactics_app.engine.cards import MAX_FILE_ERRORS, Catalog, load_text
from pocket_tactics_app.storage.armies import load_army
from pocket_tactics_app.storage.errors import LoadError
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES
from pocket_tactics_app.storage.settings import load_settings, save_settings

HOSTILE = Path(__file__).parent.parent / "fixtures" / "hostile"

POSITIONS = {
    "furrow_position_one_seat_all_objectives.json": "players[0].objectives: at most 2",
    "furrow_position_duplicate_objective.json": "players[0].objectives: at most 2 different",
    "furrow_position_seven_stars.json": "players[0].stars: 7 stars; at most 6",
    "furrow_position_negative_coins.json": "players[0].coins: expected a whole number 0",
    "furrow_position_duplicate_to_move.json":
        ":172:2: not valid JSON: duplicate key 'to_move' (lines 171 and 172)",
    "furrow_position_bad_json.json": "not valid JSON: the file ends too early",
    "pt_position_attacker_is_defender.json": "position.pending.defender.unit: 's' is the",
    "pt_position_bump_1e9.json": "position.pending.attacker.bumps.off[0].value",
    "pt_position_attacker_in_reserve.json": "position.pending.attacker.unit: 's' is not on",
    "pt_position_duplicate_to_move.json": "not valid JSON: duplicate key 'to_move'",
}


def test_every_hostile_fixture_is_covered() -> None:
    covered = set(POSITIONS) | {
        "furrow_save_setup_factions_int.json", "settings_duplicate_key.yaml",
        "settings_version_99.yaml", "army_bidi_name.yaml", "army_duplicate_key.yaml",
        "cards_alias_bomb.yaml", "cards_120_bad_units.yaml", "cards_stacked_bumps.yaml"}
    assert {p.name for p in HOSTILE.iterdir()} == covered


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_impossible_hostile_position_fixture(name: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    game = ["furrow"] if name.startswith("furrow") else []
    assert main([*game, "position", str(HOSTILE / name)]) == 1
    err = capsys.readouterr().err
    assert POSITIONS[name] in err and err.count("\n") == 1
    assert "Error" not in err and "object is not" not in err


def test_impossible_hostile_furrow_save_fixture() -> None:
    with pytest.raises(LoadError) as caught:
        FURROW_SAVES.load(HOSTILE / "furrow_save_setup_factions_int.json")
    assert caught.value.field == "setup.factions"
    assert "expected a list of 2 to 5 (or null), got a number" in str(caught.value)


def test_duplicate_key_hostile_settings_and_army_fixtures() -> None:
    _settings, problems = load_settings(HOSTILE / "settings_duplicate_key.yaml")
    assert "duplicate key 'language' (lines 2 and 3)" in problems[0]
    with pytest.raises(LoadError, match=r"line 3, column 1: .*duplicate key 'name'"):
        load_army(HOSTILE / "army_duplicate_key.yaml")


def test_hostile_army_name_with_a_bidi_override() -> None:
    army, problems = load_army(HOSTILE / "army_bidi_name.yaml")
    assert "\u202e" not in army.name
    assert any("field 'name'" in p and "U+202E" in p for p in problems)


def test_hostile_newer_settings_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    text = (HOSTILE / "settings_version_99.yaml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    _settings, problems = load_settings(path)
    assert "newer version" in problems[0] and "default" in problems[0]
    notices: list[str] = []
    save_settings(_settings, path, notices=notices)  # no error: nothing to show but words
    assert path.read_text(encoding="utf-8") == text and "newer version" in notices[0]


def test_hostile_card_files_stop_early() -> None:
    bomb = Catalog()
    start = time.perf_counter()
    load_text((HOSTILE / "cards_alias_bomb.yaml").read_text(encoding="utf-8"), "bomb", bomb)
    assert [e.message for e in bomb.errors] == [
        "too many values (over 100000, counting repeated aliases)"]
    many = Catalog()
    load_text((HOSTILE / "cards_120_bad_units.yaml").read_text(encoding="utf-8"), "bad", many)
    assert len(many.errors) == MAX_FILE_ERRORS + 1
    assert many.errors[-1].message == ("and 70 more entries not checked (stopped after "
                                       f"{MAX_FILE_ERRORS} problems)")
    aliases = Catalog()
    text = ("faction: Probe\nunits:\n  - &u {name: Alias Unit, points: 1, off: 1, def: 1}\n"
            + "  - *u\n" * 270_000)
    load_text(text, "alias.yaml", aliases)
    print(f"three hostile card files: {time.perf_counter() - start:.2f} s")
    assert len(aliases.errors) == 1 and "too many values" in aliases.errors[0].message
