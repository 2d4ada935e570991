"""Shared builders for the rules tests (tests/engine/test_rules_*.py).

Positions are built the way docs/POSITION.md describes them and loaded through
``pocket_tactics_app.engine.position.from_json``, so every test starts from the
same public format a bug report or a puzzle would use.

Maps are written compactly, one character per tile:

=====  ======================================
``w``  Wasteland
``W``  Water
``g``  Grid
``B``  Badlands (set into Wasteland)
``C``  Colony (set into Wasteland)
``M``  Biomass (set into Wasteland)
``.``  void (no tile); a space is void too
=====  ======================================

``line_map("wwW")`` is the row r=0 with q = 0, 1, 2. ``hex_map("ww", "ww")`` is
an axial parallelogram: the character at row ``r``, column ``q`` is the hex
``(q, r)``. In it, ``(q, r)`` touches ``(q±1, r)``, ``(q, r-1)``, ``(q+1, r-1)``,
``(q, r+1)`` and ``(q-1, r+1)``.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from pocket_tactics_app.engine import (
    PASS,
    RULES_REVISION,
    Action,
    Catalog,
    Game,
    default_catalog,
)
from pocket_tactics_app.engine.cards import load_catalog, load_text, shipped_cards_dir
from pocket_tactics_app.engine.position import FORMAT, from_json, to_json

Hex = tuple[int, int]

CODES: dict[str, tuple[str, str | None]] = {
    "w": ("wasteland", None),
    "W": ("water", None),
    "g": ("grid", None),
    "B": ("wasteland", "badlands"),
    "C": ("wasteland", "colony"),
    "M": ("wasteland", "biomass"),
}

NEIGHBOUR_OFFSETS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


# ------------------------------------------------------------------------ cards

#: Cards that the shipped sets do not have, for edges of the rules no shipped card
#: reaches (no OFF dice, no DEF dice, Flying and Ranged together, a hazard tile as
#: favored terrain, Ranged 2, a +2 bump) and a Cyber Grunt twin without the Cyborg
#: type. Loaded next to the shipped cards by ``custom_catalog``.
TEST_CARDS = """
faction: Rules Test
favored: wasteland
units:
  - name: Paper Target
    types: [Construct]
    points: 1
    off: 0
    def: 0
  - name: Pacifist
    types: [Human]
    points: 1
    off: 0
    def: 1
  - name: Sky Gunner
    types: [Human]
    points: 5
    off: 1
    def: 1
    flying: 1
    ranged: 1
  - name: Bog Walker
    types: [Human]
    points: 5
    off: 1
    def: 1
    favored: water
  - name: Long Gunner
    types: [Human]
    points: 5
    off: 1
    def: 1
    ranged: 2
  - name: Heavy Hitter
    types: [Human]
    points: 5
    off: {dice: 1, bumps: [2]}
    def: 1
  - name: Plain Grunt
    types: [Human]
    points: 8
    off: 2
    def: 2
    favored: grid
"""


@lru_cache(maxsize=1)
def custom_catalog() -> Catalog:
    """The shipped cards plus ``TEST_CARDS``."""
    catalog = load_catalog([shipped_cards_dir()])
    load_text(TEST_CARDS, "tests/engine/helpers.py", catalog)
    assert not catalog.errors, catalog.errors
    return catalog


# ------------------------------------------------------------------------ maps


def _tile(at: Hex, code: str) -> dict[str, Any]:
    terrain, feature = CODES[code]
    out: dict[str, Any] = {"at": [at[0], at[1]], "terrain": terrain}
    if feature is not None:
        out["feature"] = feature
    return out


def hex_map(*rows: str, origin: Hex = (0, 0)) -> list[dict[str, Any]]:
    """Tiles of an axial parallelogram: row r, column q is the hex (q, r) + origin."""
    out = []
    for r, row in enumerate(rows):
        for q, code in enumerate(row):
            if code in ". ":
                continue
            out.append(_tile((q + origin[0], r + origin[1]), code))
    return out


def line_map(spec: str, r: int = 0, q0: int = 0) -> list[dict[str, Any]]:
    """One row of tiles: ``spec[i]`` is the hex (q0 + i, r)."""
    return hex_map(spec, origin=(q0, r))


def disc_map(radius: int, code: str = "w") -> list[dict[str, Any]]:
    """Every hex within ``radius`` steps of (0, 0), all of one kind."""
    return [_tile((q, r), code) for q in range(-radius, radius + 1)
            for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1)]


def with_tiles(tiles: list[dict[str, Any]], *changes: dict[str, Any]) -> list[dict[str, Any]]:
    """``tiles`` with some replaced (same ``at``) or added; ``{"at": h, "void": True}`` removes."""
    out = {tuple(t["at"]): t for t in tiles}
    for c in changes:
        at = tuple(c["at"])
        if c.get("void"):
            out.pop(at, None)
        else:
            out[at] = c
    return list(out.values())


def void(at: Hex) -> dict[str, Any]:
    return {"at": [at[0], at[1]], "void": True}


def tile(at: Hex, terrain: str, feature: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"at": [at[0], at[1]], "terrain": terrain}
    if feature is not None:
        out["feature"] = feature
    return out


def neighbours(h: Hex) -> list[Hex]:
    """Independent of the engine: the six hexes sharing an edge with h (POSITION.md)."""
    return [(h[0] + dq, h[1] + dr) for dq, dr in NEIGHBOUR_OFFSETS]


def path_distances(tiles: Iterable[Hex], start: Hex) -> dict[Hex, int]:
    """Shortest step counts over tiles (void is not a tile), computed by the tests."""
    tile_set = set(tiles)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        for n in neighbours(h):
            if n in tile_set and n not in dist:
                dist[n] = dist[h] + 1
                todo.append(n)
    return dist


# ------------------------------------------------------------------------ positions

UnitSpec = tuple[str, str, int, Hex]


def position_data(
    tiles: str | Sequence[str] | Sequence[dict[str, Any]],
    units: Iterable[UnitSpec] = (),
    reserve: Iterable[tuple[str, str, int]] = (),
    captives: Iterable[tuple[str, str, int] | tuple[str, str, int, int]] = (),
    control: Mapping[Hex, int] | Iterable[tuple[Hex, int]] = (),
    to_move: int = 0,
    dice: Sequence[int] = (),
    point_limit: int = 100,
    turn_limit: int | None = 40,
    turns_without_defeat: int = 0,
) -> dict[str, Any]:
    """A ``pocket-tactics/position@1`` object.

    ``tiles``: a line spec (``"wwW"``), a list of row specs (``hex_map``) or tile objects.
    ``units``: ``(id, card, owner, (q, r))``; ``reserve``: ``(id, card, owner)``;
    ``captives``: ``(id, card, owner[, held_by])`` (held by the opponent by default);
    ``control``: ``{(q, r): owner}``.
    """
    if isinstance(tiles, str):
        tile_list = line_map(tiles)
    elif tiles and isinstance(tiles[0], str):
        tile_list = hex_map(*tiles)  # type: ignore[arg-type]
    else:
        tile_list = [dict(t) for t in tiles]  # type: ignore[arg-type]
    ctrl = control.items() if isinstance(control, Mapping) else control
    data: dict[str, Any] = {
        "format": FORMAT,
        "point_limit": point_limit,
        "tiles": tile_list,
        "units": [{"id": i, "card": c, "owner": o, "at": [at[0], at[1]]}
                  for i, c, o, at in units],
        "reserve": [{"id": i, "card": c, "owner": o} for i, c, o in reserve],
        "captives": [{"id": cap[0], "card": cap[1], "owner": cap[2],
                      "held_by": cap[3] if len(cap) > 3 else 1 - cap[2]}  # type: ignore[misc]
                     for cap in captives],
        "control": [{"at": [h[0], h[1]], "owner": p} for h, p in ctrl],
        "to_move": to_move,
        "turn_limit": turn_limit,
        "turns_without_defeat": turns_without_defeat,
    }
    if dice:
        data["dice"] = list(dice)
    return data


def make_position(*args: Any, catalog: Catalog | None = None, seed: int = 0,
                  rules: int = RULES_REVISION, **kwargs: Any) -> Game:
    """A Game in play built from ``position_data(...)`` through ``position.from_json``;
    ``rules=1`` plays it under the readings of rules revision 1 (old saves). The position
    has no ``cards_revision``, so its cards have their printed dice (POSITION.md): the
    rules tests keep the card data they were written for."""
    return from_json(position_data(*args, **kwargs), catalog or default_catalog(), seed,
                     rules)


def forced_left(game: Game) -> list[int]:
    """The forced dice not used yet, as the position format writes them."""
    return list(to_json(game).get("dice", []))


# ------------------------------------------------------------------------ actions


def move(unit: str, *path: Hex) -> Action:
    return Action("move", unit=unit, path=tuple(path))


def attack(unit: str, target: str) -> Action:
    return Action("attack", unit=unit, target=target)


def deploy(unit: str, at: Hex) -> Action:
    return Action("deploy", unit=unit, at=at)


def withdraw(unit: str, feature: Hex) -> Action:
    return Action("withdraw", unit=unit, at=feature)


def ability(unit: str, name: str, target: str = "", at: Hex | None = None) -> Action:
    return Action("ability", unit=unit, ability=name, target=target, at=at)


def bump(unit: str, colour: str, die: int, index: int = 0) -> Action:
    return Action("bump", unit=unit, colour=colour, die=die, bump=index)


def reroll(unit: str, colour: str, die: int) -> Action:
    return Action("reroll", unit=unit, colour=colour, die=die)


def apply_all(game: Game, actions: Iterable[Action]) -> list[dict[str, Any]]:
    """Apply actions in order; returns all their events."""
    events: list[dict[str, Any]] = []
    for a in actions:
        events.extend(game.apply(a))
    return events


def pass_out(game: Game, limit: int = 50) -> list[dict[str, Any]]:
    """Pass every pending decision (bump, re-roll) until the action is over."""
    events: list[dict[str, Any]] = []
    while game.pending is not None and not game.is_over():
        limit -= 1
        assert limit >= 0, "a decision loop that never ends"
        events.extend(game.apply(PASS))
    return events


def of_kind(events: Iterable[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["kind"] == kind]


def kinds(actions: Iterable[Action]) -> set[str]:
    return {a.kind for a in actions}


def moves_of(game: Game, unit: str) -> set[Hex]:
    """Destinations the legal actions offer ``unit``."""
    return {a.path[-1] for a in game.legal_actions() if a.kind == "move" and a.unit == unit}


def targets_of(game: Game, unit: str) -> set[str]:
    return {a.target for a in game.legal_actions() if a.kind == "attack" and a.unit == unit}


def deploys_of(game: Game, unit: str) -> set[Hex]:
    out = set()
    for a in game.legal_actions():
        if a.kind == "deploy" and a.unit == unit:
            assert a.at is not None
            out.add(a.at)
    return out


def where(game: Game, uid: str) -> tuple[str, Hex | None]:
    u = game.unit(uid)
    return u.where, u.at


def control_of(game: Game) -> dict[Hex, int]:
    return {(c["at"][0], c["at"][1]): c["owner"] for c in to_json(game)["control"]}


def bump_options(game: Game) -> set[tuple[str, str, int, int]]:
    """(unit, colour, die, bump index) of every bump legal now."""
    return {(a.unit, a.colour, a.die, a.bump) for a in game.legal_actions() if a.kind == "bump"}


def decision(game: Game) -> tuple[int, str] | None:
    d = game.decision()
    return None if d is None else (d["player"], d["phase"])


# ------------------------------------------------------------------------ setup (R1, R2)

SF_UNITS = ["colonial-astronaut", "space-force-marine", "colonial-science-mech",
            "space-force-jump-trooper", "space-force-captain"]
MY_UNITS = ["mytoan-spore-wing", "mytoan-soldier", "mytoan-spore-guard", "mytoan-interloper",
            "mytoan-psycho-pontiff"]
SF_TILES = ["wasteland"] * 4 + ["water"] * 2
MY_TILES = ["wasteland"] * 5 + ["water"]


def new_game(units0: Sequence[str] = SF_UNITS, units1: Sequence[str] = MY_UNITS,
             tiles0: Sequence[str] = SF_TILES, tiles1: Sequence[str] = MY_TILES,
             home0: str = "colony", home1: str = "biomass",
             central: str | None = "badlands", seed: int = 0, point_limit: int = 50,
             draw_turns: int | None = 40, rules: int = RULES_REVISION) -> Game:
    """``Game.new`` for two players (setup begins: first tile laid, roll-off made)."""
    from pocket_tactics_app.engine import GameSetup, PlayerSetup

    setup = GameSetup((PlayerSetup(list(units0), list(tiles0), home0),
                       PlayerSetup(list(units1), list(tiles1), home1)),
                      central, point_limit, seed, draw_turns, rules)
    game = Game.new(setup, default_catalog())
    _ROLL_OFFS[game] = [list(e["dice"]) for e in game.events if e["kind"] == "roll_off"]
    return game


_ROLL_OFFS: WeakKeyDictionary[Game, list[list[int]]] = WeakKeyDictionary()


def rolloffs(game: Game) -> list[list[int]]:
    """The roll-off dice ``[player 0, player 1]`` of a game made by ``new_game``, in order."""
    return _ROLL_OFFS[game]


def rolloff_winner(game: Game) -> int:
    """The roll-off winner, read from the roll-off dice of ``new_game`` (R0, R2.4)."""
    rolls = rolloffs(game)
    assert rolls, "Game.new made no roll-off"
    r0, r1 = rolls[-1]
    assert r0 != r1
    return 0 if r0 > r1 else 1


def place_tiles(game: Game, slots: Iterable[Hex]) -> list[dict[str, Any]]:
    return apply_all(game, [Action("place_tile", at=h) for h in slots])


def finish_setup(game: Game) -> list[dict[str, Any]]:
    """Take the first legal setup action until play begins."""
    events: list[dict[str, Any]] = []
    while game.phase in ("tiles", "features", "units"):
        events.extend(game.apply(game.legal_actions()[0]))
    return events


#: Eleven placements that make the map the row q = -5..6 (central tile at q = 0).
TWO_SIDED_LINE: list[Hex] = [(1, 0), (-1, 0), (2, 0), (-2, 0), (3, 0), (-3, 0), (4, 0),
                             (-4, 0), (5, 0), (-5, 0), (6, 0)]


# --- shared samples of the CLI, odds and revision tests --------------------------------

#: A small position in the public format: the CLI's and the hostile-file tests' sample.
POSITION: dict[str, Any] = {
    "format": "pocket-tactics/position@1",
    "point_limit": 50,
    "tiles": [
        {"at": [0, 0], "terrain": "wasteland", "feature": "badlands"},
        {"at": [1, 0], "terrain": "water"},
        {"at": [2, 0], "terrain": "wasteland"},
        {"at": [0, 1], "terrain": "wasteland", "feature": "colony"},
    ],
    "units": [
        {"id": "m1", "card": "space-force-marine", "owner": 0, "at": [1, 0]},
        {"id": "s1", "card": "mytoan-soldier", "owner": 1, "at": [2, 0]},
    ],
    "reserve": [{"id": "c1", "card": "space-force-captain", "owner": 0}],
    "captives": [],
    "control": [{"at": [0, 0], "owner": 0}, {"at": [0, 1], "owner": 1}],
    "to_move": 0,
    "dice": [6, 1, 3, 6, 5, 3, 2, 4],
}


def pair(a: str, d: str, terrain: str = "water", extra: list[dict[str, Any]] | None = None,
         tiles: list[tuple[int, int, str]] | None = None, rules: int = 2) -> Game:
    """Card ``a`` (player 0) at (0, 0) beside card ``d`` (player 1) at (1, 0) on a 5x3
    board of ``terrain`` (``tiles``: (q, r, terrain) changed), with ``extra`` units."""
    tl = [{"at": [q, r], "terrain": terrain} for q in range(-1, 4) for r in range(-1, 2)]
    if tiles:
        for q, r, ter in tiles:
            for x in tl:
                if x["at"] == [q, r]:
                    x["terrain"] = ter
    return from_json({"format": "pocket-tactics/position@1", "point_limit": 100, "tiles": tl,
                      "units": [{"id": "x", "card": a, "owner": 0, "at": [0, 0]},
                                {"id": "y", "card": d, "owner": 1, "at": [1, 0]}]
                      + (extra or []), "to_move": 0}, default_catalog(), rules=rules)


#: Assaults whose odds are checked against simulated ones (``pair``'s arguments).
ODDS_SCENARIOS: dict[str, dict[str, Any]] = {
    # Marine on Colony-less water next to its Captain (Command: +1 re-roll) and a Science
    # Mech (Shield Projector: +1 DEF bump, and support) attacks a Commando on Grid (favored:
    # +1 re-roll) beside a Proto-Ox (Uplink: +1 OFF bump; support).
    "bumps_and_rerolls": dict(
        a="space-force-marine", d="cyber-commando", tiles=[(1, 0, "grid")],
        extra=[{"id": "c", "card": "space-force-captain", "owner": 0, "at": [-1, 0]},
               {"id": "m", "card": "colonial-science-mech", "owner": 0, "at": [0, -1]},
               {"id": "o", "card": "hacker-proto-ox", "owner": 1, "at": [2, 0]}]),
    # Proto-Ox against Proto-Ox on Wasteland: both favored, a re-roll each, OFF bumps.
    "mirror_favored": dict(a="hacker-proto-ox", d="hacker-proto-ox", terrain="wasteland"),
}


#: Games saved under rules revision 1 and what replaying each must give.
REV1_FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules_rev1"
REV1_EXPECTED: dict[str, Any] = json.loads(
    (REV1_FIXTURES / "expected.json").read_text(encoding="utf-8"))


def rev1_renamed(position: dict[str, Any]) -> dict[str, Any]:
    """The fixtures' positions under today's names of the R11.3 fields (POSITION.md)."""
    names = {"quiet_turns": "turns_without_defeat", "draw_turns": "turn_limit"}
    return {names.get(k, k): v for k, v in position.items()}


#: Each card within the limits (3 dice, 3 bumps, 8 effects an ability); its "+1 to
#: adjacent allies" effects add up with every such ally around a unit.
BANNER = """faction: Homebrew
units:
  - name: Banner Mech
    points: 9
    off: {dice: 3, bumps: [1, 1, 1]}
    def: {dice: 3, bumps: [1, 1, 1]}
    abilities:
      - name: Rally
        text: Allies adjacent to it have four more OFF and DEF bumps of +1.
        effects:
"""
BANNER += "".join(f"          - {{kind: bump, colour: {c}, value: 1, to: adjacent_allies,"
                  " when: [assault]}\n" for c in ("off", "def") for _ in range(4))


def crowded(catalog: Catalog, to_move: int = 0) -> Game:
    """Attacker ``a`` at (0, 0) with five allied Banner Mechs around it, target ``e`` at
    (1, 0) with three of its own: 3 + 5 x 4 = 23 bumps a colour on the attacker."""
    own = [(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    theirs = [(2, 0), (2, -1), (1, 1)]
    units = [("a", "banner-mech", 0, (0, 0)), ("e", "banner-mech", 1, (1, 0))]
    units += [(f"a{i}", "banner-mech", 0, h) for i, h in enumerate(own)]
    units += [(f"e{i}", "banner-mech", 1, h) for i, h in enumerate(theirs)]
    return make_position(disc_map(3), units=units, to_move=to_move, catalog=catalog)
