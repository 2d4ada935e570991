"""Property-based tests of the engine's loaders: positions (JSON) and cards (YAML).

Whatever the input (truncated, corrupted, wrong types, huge, deeply nested,
hostile YAML tags), a loader gives a clear error naming the field or file, and
never crashes with another exception or executes anything.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck
from hypothesis import strategies as st

from pocket_tactics_app.core.errors import IllegalAction
from pocket_tactics_app.engine.actions import Action, ActionFormatError
from pocket_tactics_app.engine.cards import Catalog, default_catalog, load_text
from pocket_tactics_app.engine.position import PositionError, from_json, to_json
from tests.depth import check_property, depths

VALID: dict[str, Any] = {
    "format": "pocket-tactics/position@1",
    "point_limit": 50,
    "tiles": [{"at": [0, 0], "terrain": "wasteland", "feature": "badlands"},
              {"at": [1, 0], "terrain": "water"}, {"at": [2, 0], "terrain": "grid"}],
    "units": [{"id": "m1", "card": "space-force-marine", "owner": 0, "at": [1, 0]},
              {"id": "s1", "card": "mytoan-soldier", "owner": 1, "at": [2, 0]}],
    "reserve": [{"id": "c1", "card": "space-force-captain", "owner": 0}],
    "captives": [{"id": "x1", "card": "cyber-grunt", "owner": 1, "held_by": 0}],
    "control": [{"at": [0, 0], "owner": 0}],
    "to_move": 0,
    "dice": [6, 1, 3],
}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)

paths = st.lists(st.sampled_from(["tiles", "units", "reserve", "captives", "control", 0, 1,
                                  "at", "card", "owner", "id", "terrain", "feature", "dice",
                                  "to_move", "point_limit", "format", "held_by"]),
                 min_size=1, max_size=4)


def mutate(data: Any, path: list[Any], value: Any) -> Any:
    """Replace (or add) the value at ``path`` inside a copy of ``data``."""
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        if isinstance(node, dict) and isinstance(key, str) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            node = node[key]
        else:
            return data
    last = path[-1]
    if isinstance(node, dict) and isinstance(last, str):
        node[last] = value
    elif isinstance(node, list) and isinstance(last, int) and last < len(node):
        node[last] = value
    return data


def load(data: Any) -> None:
    try:
        g = from_json(data, default_catalog())
    except PositionError as exc:
        assert str(exc).startswith("position"), exc  # names the field
        return
    # A position that loads writes back out and loads again to the same thing.
    again = from_json(json.loads(json.dumps(to_json(g))), default_catalog())
    assert to_json(again) == to_json(g)


@depths()
def test_position_loader_mutations(examples: int) -> None:
    def check(path: list[Any], value: Any) -> None:
        load(mutate(VALID, path, value))

    check_property(examples, check, paths, json_values, health=[HealthCheck.too_slow])


@depths()
def test_position_loader_truncated_and_corrupted(examples: int) -> None:
    def check(cut: int, junk: bytes) -> None:
        text = json.dumps(VALID)[:cut] + junk.decode("latin-1")
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            return
        load(data)

    check_property(examples, check, st.integers(0, len(json.dumps(VALID))), st.binary(max_size=8))


@depths()
def test_position_loader_any_json(examples: int) -> None:
    def check(value: Any) -> None:
        load(value)

    check_property(examples, check, json_values)


def test_position_loader_deeply_nested_and_huge() -> None:
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    load({**VALID, "tiles": deep})
    load({**VALID, "units": [VALID["units"][0]] * 50_000})


@depths()
def test_action_parser_any_json(examples: int) -> None:
    def check(value: Any) -> None:
        try:
            action = Action.from_json(value)
        except ActionFormatError as exc:
            assert str(exc).startswith("action"), exc
            return
        assert Action.from_json(action.to_json()) == action
        g = from_json(VALID, default_catalog())
        try:
            g.apply(action)
        except IllegalAction as exc:
            assert exc.rule.startswith("R"), exc

    check_property(examples, check, json_values)


CARD_TEXT = (Path(__file__).resolve().parents[2] / "unit_cards" / "space-force.yaml").read_text(
    encoding="utf-8")

HOSTILE = [
    "!!python/object/apply:os.system ['echo pwned']",
    "!!python/name:os.system",
    "!!python/object/new:subprocess.Popen [['true']]",
    "!!binary aGVsbG8=",
    "&a [*a]",
    "*undefined_alias",
    "!!set {a, b}",
    "!custom {x: 1}",
]


@depths()
def test_card_loader_truncated_corrupted_and_hostile(examples: int) -> None:
    def check(cut: int, hostile: str, junk: str) -> None:
        text = CARD_TEXT[:cut] + ("\n  - " + hostile if hostile else "") + junk
        catalog = Catalog()
        load_text(text, "fuzz.yaml", catalog)  # never raises
        for err in catalog.errors:
            assert err.file == "fuzz.yaml" and err.message

    check_property(examples, check, st.integers(0, len(CARD_TEXT)),
                   st.sampled_from(["", *HOSTILE]), st.text(max_size=20))


@depths()
def test_card_loader_any_structure(examples: int) -> None:
    def check(value: Any) -> None:
        import yaml

        catalog = Catalog()
        load_text(yaml.safe_dump({"units": [value]} if not isinstance(value, dict) else value),
                  "fuzz.yaml", catalog)
        assert all(e.file == "fuzz.yaml" for e in catalog.errors)

    check_property(examples, check, json_values)


def test_card_loader_deeply_nested() -> None:
    catalog = Catalog()
    load_text("units: " + "[" * 3000 + "]" * 3000, "deep.yaml", catalog)
    load_text("units:\n" + "  - name: A\n    points: 1\n" * 20_000, "huge.yaml", catalog)
    assert catalog.errors  # the duplicates at least


def test_card_loader_odd_scalars_and_alias_bombs() -> None:
    """A malformed date is text, not a crash; a billion-laughs alias bomb is neither
    expanded nor fatal: the file gets an error and loading ends."""
    catalog = Catalog()
    load_text("units: 2024-13-45\n", "date.yaml", catalog)
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
        for p, c in zip("abcdefgh", "bcdefghi", strict=True)) + "units: [*i]\n"
    load_text(bomb, "bomb.yaml", catalog)
    assert sorted(e.file for e in catalog.errors) == ["bomb.yaml", "date.yaml"]
    assert all(e.message for e in catalog.errors)
