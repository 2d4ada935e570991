"""Card data (R12, docs/CARDS.md) and the YAML loader's handling of bad files."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pocket_tactics_app.engine.cards import (
    EFFECT_KINDS,
    PRINTED_CARDS,
    card_id,
    default_catalog,
    load_catalog,
    shipped_cards_dir,
)

# CARDS.md, row by row: id -> (points, OFF, OFF bumps, DEF, DEF bumps, swift, flying, ranged,
# favored, abilities).
EXPECTED = {
    "colonial-astronaut": (6, 1, (), 2, (), 0, 0, 0, "colony", ("survey",)),
    "space-force-marine": (9, 2, (), 2, (), 0, 0, 1, "colony", ()),
    "colonial-science-mech": (11, 1, (), 3, (), 0, 0, 0, "colony", ("shield-projector",)),
    "space-force-jump-trooper": (10, 2, (), 1, (), 0, 1, 0, "colony", ()),
    "space-force-captain": (14, 2, (1,), 2, (1,), 0, 0, 1, "colony", ("command",)),
    "mytoan-spore-wing": (10, 2, (), 1, (), 0, 1, 0, "biomass", ("spore-drop",)),
    "mytoan-soldier": (8, 2, (1,), 2, (), 0, 0, 0, "biomass", ()),
    "mytoan-spore-guard": (10, 1, (), 3, (1,), 0, 0, 0, "biomass", ("thick-hide",)),
    "mytoan-interloper": (9, 2, (), 1, (1,), 1, 0, 0, "biomass", ("infiltrate",)),
    "mytoan-psycho-pontiff": (13, 2, (1,), 2, (1,), 0, 0, 1, "biomass", ("mind-fog",)),
    "cyber-grunt": (8, 2, (1,), 2, (), 0, 0, 0, "grid", ()),
    "cyberteur": (13, 2, (), 2, (1,), 1, 0, 0, "grid", ("sabotage",)),
    "cyber-doc": (12, 2, (), 2, (1,), 0, 0, 0, "grid", ("reboot",)),
    "cyber-commando": (17, 3, (1,), 3, (1,), 1, 0, 0, "grid", ()),
    "mutant-rebel": (10, 3, (), 1, (), 0, 0, 0, "wasteland", ("wasteborn",)),
    "hacker-proto-ox": (16, 3, (1,), 3, (), 0, 0, 0, "wasteland", ("uplink",)),
}

# CARDS.md's "printed" figures: the 4th-edition dice of the nine cards issue 17 changed
# (OFF, OFF bumps, DEF, DEF bumps); every other card's printed dice are its dice.
PRINTED = {
    "space-force-marine": (2, (), 2, (1,)),
    "space-force-captain": (3, (), 2, (1,)),
    "cyber-grunt": (2, (), 2, ()),
    "cyberteur": (2, (), 1, (1,)),
    "cyber-doc": (1, (), 2, (1,)),
    "cyber-commando": (3, (1,), 2, (1,)),
    "mytoan-psycho-pontiff": (2, (1,), 2, ()),
    "colonial-science-mech": (1, (), 3, (1,)),
    "space-force-jump-trooper": (2, (1,), 1, ()),
}


def test_r12_1_every_shipped_card_matches_cards_md() -> None:
    """R12.1: each card shows its points, dice with bumps, movement, favored terrain, abilities."""
    cat = default_catalog()
    assert cat.errors == []
    assert set(cat.units) == set(EXPECTED)
    for cid, (pts, off, offb, dfn, defb, swift, flying, ranged, fav, abil) in EXPECTED.items():
        c = cat.units[cid]
        assert (c.points, c.off.dice, c.off.bumps, c.defence.dice, c.defence.bumps) == (
            pts, off, offb, dfn, defb), cid
        assert (c.swift, c.flying, c.ranged, c.favored) == (swift, flying, ranged, fav), cid
        assert tuple(a.id for a in c.abilities) == abil, cid


def test_r12_1_printed_cards_are_the_4th_edition_dice_with_all_else_the_same() -> None:
    """CARDS.md: the printed card set (old saves, "Printed cards") differs from the shipped
    one in the six changed cards' dice only; points, abilities and the rest are the same."""
    cat = default_catalog()
    printed = cat.for_revision(PRINTED_CARDS)
    assert printed.cards_revision == PRINTED_CARDS and set(printed.units) == set(cat.units)
    assert printed.presets is cat.presets and printed.terrain is cat.terrain
    for cid, card in cat.units.items():
        old = printed.units[cid]
        dice = (old.off.dice, old.off.bumps, old.defence.dice, old.defence.bumps)
        pts, off, offb, dfn, defb = EXPECTED[cid][:5]
        assert dice == PRINTED.get(cid, (off, offb, dfn, defb)), cid
        assert (dice != (off, offb, dfn, defb)) == (cid in PRINTED), cid
        assert (old.points, old.abilities, old.types, old.swift, old.ranged) == (
            card.points, card.abilities, card.types, card.swift, card.ranged), cid
    assert printed.for_revision(cat.cards_revision) is cat


def test_printed_dice_of_a_card_file_are_checked(tmp_path: Path) -> None:
    """A ``printed:`` entry takes off/def dice like the card's own, and nothing else."""
    base = "units:\n  - name: Tester\n    points: 5\n    off: 2\n    def: 1\n"
    good = tmp_path / "good.yaml"
    good.write_text(base + "    printed: {off: {dice: 1, bumps: [1]}}\n", encoding="utf-8")
    cat = load_catalog([good])
    assert cat.errors == []
    card = cat.units["tester"].as_printed()
    assert (card.off.dice, card.off.bumps, card.defence.dice) == (1, (1,), 1)
    for bad, field in (("{speed: 2}", "printed.speed"), ("{off: 7}", "printed.off"),
                       ("3", "printed")):
        path = tmp_path / "bad.yaml"
        path.write_text(base + f"    printed: {bad}\n", encoding="utf-8")
        errors = load_catalog([path]).errors
        assert len(errors) == 1 and field in errors[0].field, (bad, errors)


def test_faction_totals_and_presets_match_cards_md() -> None:
    """R1.3: suggested builds; CARDS.md: Core Set factions 50 each, CLF 76, CLF builds 50/100."""
    cat = default_catalog()
    totals: dict[str, int] = {}
    for c in cat.units.values():
        totals[c.faction] = totals.get(c.faction, 0) + c.points
    assert totals == {"Space Force": 50, "Mytoan Spore Hosts": 50,
                      "Cybernetic Liberation Front": 76}
    points = {p.id: sum(cat.units[u].points for u in p.units) for p in cat.presets.values()}
    assert points == {"core-space-force": 50, "core-mytoan": 50, "clf-50": 50, "clf-100": 100}
    assert cat.presets["clf-100"].units.count("cyber-grunt") == 2
    assert all(len(p.tiles) == 6 for p in cat.presets.values())


def test_terrain_and_feature_cards() -> None:
    cat = default_catalog()
    assert set(cat.terrain) == {"wasteland", "water", "grid"}
    assert set(cat.features) == {"badlands", "colony", "biomass"}
    water = cat.terrain["water"].effects
    assert [(e.kind, e.test.colour if e.test else None, e.test.target if e.test else None)
            for e in water] == [("hazard", "def", 5)]
    biomass = {e.kind: e for e in cat.features["biomass"].effects}
    assert biomass["bump"].colour == "off" and biomass["hazard"].unless_types == ("Fungal",)
    assert biomass["hazard"].test is not None and biomass["hazard"].test.target == 4
    badlands = {e.kind: e for e in cat.features["badlands"].effects}
    assert badlands["stop_move"].unless_flying and badlands["bump"].colour == "def"


def test_every_terrain_and_feature_card_has_chinese_rule_texts() -> None:
    cat = default_catalog()
    assert cat.errors == []
    for tile in [*cat.terrain.values(), *cat.features.values()]:
        assert tile.text, tile.id
        assert set(tile.texts) == {"zh_CN", "zh_TW"}, tile.id
        assert all(t and t != tile.text for t in tile.texts.values()), tile.id
    assert cat.features["biomass"].texts["zh_CN"].startswith("占据它的单位获得一个 +1 的攻击加值")
    assert "檢定" in cat.terrain["water"].texts["zh_TW"]


def test_card_ids_are_lower_case_hyphenated_names() -> None:
    assert card_id("Mytoan Psycho-Pontiff") == "mytoan-psycho-pontiff"
    assert card_id("Hacker Proto-Ox") == "hacker-proto-ox"


def test_abilities_use_only_the_effect_vocabulary() -> None:
    cat = default_catalog()
    kinds = {e.kind for c in cat.units.values() for a in c.abilities for e in a.effects}
    assert kinds <= set(EFFECT_KINDS)
    assert {a.id for c in cat.units.values() for a in c.abilities if a.is_action} == {
        "sabotage", "reboot"}


# ------------------------------------------------------------------ bad input


def _load_with(tmp_path: Path, name: str, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / name).write_text(text, encoding="utf-8")
    return load_catalog([shipped_cards_dir(), tmp_path])


def test_missing_or_unreadable_path_is_an_error_and_the_rest_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "missing"
    cat = load_catalog([shipped_cards_dir(), missing])
    assert len(cat.units) == 16
    [err] = cat.errors
    assert err.file == str(missing) and err.message.startswith("cannot read:")
    locked = tmp_path / "locked"
    locked.mkdir()
    listdir = Path.iterdir

    def refuse(self: Path) -> Iterator[Path]:
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return listdir(self)

    monkeypatch.setattr(Path, "iterdir", refuse)
    cat = load_catalog([shipped_cards_dir(), locked])  # reported, not raised
    assert len(cat.units) == 16
    [err] = cat.errors
    assert err.file == str(locked) and "Permission denied" in err.message


def test_invalid_yaml_names_file_and_line_and_the_rest_loads(tmp_path: Path) -> None:
    cat = _load_with(tmp_path, "broken.yaml", "units:\n  - name: X\n    points: [1, 2\n")
    assert len(cat.units) == 16  # every other file still loads
    [err] = cat.errors
    assert err.file.endswith("broken.yaml") and err.line >= 3
    assert "not valid YAML" in err.message


@pytest.mark.parametrize(
    ("body", "line", "field", "words"),
    [
        ("    colour: red\n", 6, "units[0](Bad).colour", "unknown key"),
        ("    off: 4\n", 6, "units[0](Bad).off", "outside 0..3"),
        ("    def: {dice: -1}\n", 6, "units[0](Bad).def.dice", "outside 0..3"),
        ("    points: lots\n", 6, "units[0](Bad).points", "expected int"),
        ("    abilities:\n      - name: Zap\n        effects: [{kind: teleport}]\n", 8,
         "units[0](Bad).abilities[0].effects[0].kind", "unknown effect kind"),
        ("    abilities:\n      - name: Zap\n        effects: [{kind: bump, colour: green}]\n", 8,
         "units[0](Bad).abilities[0].effects[0].colour", "not off or def"),
    ],
)
def test_bad_unit_card_names_file_line_field(tmp_path: Path, body: str, line: int, field: str,
                                             words: str) -> None:
    text = ("faction: Test\nfavored: grid\nunits:\n  - name: Bad\n    points: 5\n" + body
            if "points:" not in body else
            "faction: Test\nfavored: grid\nunits:\n  - name: Bad\n    off: 1\n" + body)
    text += "  - name: Good\n    points: 3\n    off: 1\n    def: 1\n"
    cat = _load_with(tmp_path, "mine.yaml", text)
    [err] = cat.errors
    assert err.file.endswith("mine.yaml")
    assert err.field == field
    assert err.line == line
    assert words in err.message
    assert "good" in cat.units and "bad" not in cat.units
    assert f"mine.yaml:{line}: {field}:" in str(err)


TILE_FILE = "features:\n  - name: Swamp\n    text: Slow going.\n"


def test_tile_card_texts_load(tmp_path: Path) -> None:
    text = TILE_FILE + "    texts: {zh_CN: 难以通行。, zh_TW: 難以通行。}\n"
    cat = _load_with(tmp_path, "swamp.yaml", text)
    assert cat.errors == []
    swamp = cat.features["swamp"]
    assert swamp.text == "Slow going."
    assert dict(swamp.texts) == {"zh_CN": "难以通行。", "zh_TW": "難以通行。"}
    assert cat.terrain["water"].texts  # the shipped tiles still load alongside


def test_tile_card_texts_are_optional(tmp_path: Path) -> None:
    cat = _load_with(tmp_path, "swamp.yaml", TILE_FILE)
    assert cat.errors == [] and dict(cat.features["swamp"].texts) == {}


@pytest.mark.parametrize(
    ("texts", "line", "field", "words"),
    [
        ("{zh_CN: 难以通行。, zh_TW: 5}", 4, "features[0](Swamp).texts.zh_TW",
         "expected a string"),
        ("\n      zh_CN: [难以, 通行]", 5, "features[0](Swamp).texts.zh_CN",
         "expected a string"),
        ("[难以通行。]", 4, "features[0](Swamp).texts", "expected dict, got list"),
        ("难以通行。", 4, "features[0](Swamp).texts", "expected dict, got str"),
        ("7", 4, "features[0](Swamp).texts", "expected dict, got int"),
    ],
)
def test_bad_tile_card_texts_name_file_line_field(tmp_path: Path, texts: str, line: int,
                                                  field: str, words: str) -> None:
    text = TILE_FILE + f"    texts: {texts}\n" + "  - name: Marsh\n    text: Wet.\n"
    cat = _load_with(tmp_path, "swamp.yaml", text)
    [err] = cat.errors
    assert err.file.endswith("swamp.yaml")
    assert (err.line, err.field) == (line, field)
    assert words in err.message
    assert f"swamp.yaml:{line}: {field}:" in str(err)
    assert "swamp" not in cat.features and "marsh" in cat.features  # the rest still loads


def test_unknown_reference_is_an_error_naming_the_card(tmp_path: Path) -> None:
    text = ("faction: Test\nunits:\n  - name: Lost\n    points: 3\n    favored: lava\n"
            "  - name: Swimmer\n    points: 3\n    abilities:\n      - name: Fins\n"
            "        effects: [{kind: ignore_hazard, tiles: [acid]}]\n")
    cat = _load_with(tmp_path, "refs.yaml", text)
    msgs = sorted(str(e) for e in cat.errors)
    assert any("units(Lost).favored" in m and "lava" in m for m in msgs)
    assert any("units(Swimmer).abilities(Fins).tiles" in m and "acid" in m for m in msgs)
    assert "lost" not in cat.units and "swimmer" not in cat.units
    assert len(cat.units) == 16


def test_preset_naming_a_missing_card_is_reported(tmp_path: Path) -> None:
    text = "presets:\n  - name: Ghosts\n    units: [no-such-card]\n    tiles: [water]\n"
    cat = _load_with(tmp_path, "p.yaml", text)
    assert any("presets(Ghosts).units" in str(e) and "no-such-card" in str(e)
               for e in cat.errors)
    assert "ghosts" not in cat.presets


def test_hostile_yaml_tags_are_refused_not_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    text = f"units:\n  - !!python/object/apply:os.system ['touch {marker}']\n"
    cat = _load_with(tmp_path, "evil.yaml", text)
    assert not marker.exists()
    assert len(cat.errors) == 1 and "evil.yaml" in cat.errors[0].file
    assert len(cat.units) == 16


def test_duplicate_card_id_is_an_error(tmp_path: Path) -> None:
    text = "units:\n  - name: Cyber Grunt\n    points: 1\n"
    cat = _load_with(tmp_path, "dup.yaml", text)
    assert any("duplicate card id 'cyber-grunt'" in str(e) for e in cat.errors)
    assert cat.units["cyber-grunt"].points == 8  # the shipped card is kept


def test_a_new_card_written_as_yaml_works_without_python(tmp_path: Path) -> None:
    """Abilities are data: a player's card combining existing effect kinds loads."""
    text = (
        "faction: Homebrew\nfavored: water\nunits:\n  - name: Frogman\n    types: [Amphibian]\n"
        "    points: 7\n    off: {dice: 2, bumps: [1, 1]}\n    def: 2\n    swift: 2\n"
        "    abilities:\n      - name: Gills\n        text: Ignores Water.\n"
        "        effects: [{kind: ignore_hazard, tiles: [water]},"
        " {kind: reroll, count: 2, to: adjacent_allies, when: [assault, test]}]\n")
    cat = _load_with(tmp_path, "frog.yaml", text)
    assert cat.errors == []
    frog = cat.units["frogman"]
    assert frog.off.bumps == (1, 1) and frog.swift == 2 and frog.favored == "water"
    assert [e.kind for e in frog.abilities[0].effects] == ["ignore_hazard", "reroll"]


def test_faction_and_type_translations_are_card_data() -> None:
    cat = default_catalog()
    assert cat.faction_names["Space Force"]["zh_CN"] == "太空部队"
    every_type = {t for c in cat.units.values() for t in c.types}
    assert every_type <= set(cat.type_names)
    assert all({"zh_CN", "zh_TW"} <= set(v) for v in cat.type_names.values())
