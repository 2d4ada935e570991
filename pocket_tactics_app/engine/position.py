"""Positions: the ``pocket-tactics/position@1`` JSON of POSITION.md, read and written.

A position is a snapshot between turns. ``from_json`` checks every field and
raises ``PositionError`` naming it; nothing is guessed. When a game is written in
the middle of an assault or test, the optional ``pending`` field records it so the
output can be read back (an extension; positions between turns never carry it).
"""

from __future__ import annotations

from typing import Any

from ..core.hexgrid import Hex, adjacency
from .cards import CARDS_REVISIONS, PRINTED_CARDS, Catalog
from .game import (
    CAPTIVE,
    MAP,
    RESERVE,
    RULES_REVISION,
    Assault,
    BumpSource,
    Game,
    Roller,
    Test,
    Tile,
    Unit,
)
from .kinds import Phase
from .util import brief

FORMAT = "pocket-tactics/position@1"
TOP_KEYS = {
    "format",
    "point_limit",
    "tiles",
    "units",
    "reserve",
    "captives",
    "control",
    "to_move",
    "dice",
    "turns_without_defeat",
    "turn_limit",
    # The names of these two before POSITION.md said what the counter counts; read only.
    "quiet_turns",
    "draw_turns",
    "pending",
    "turn",
    "cards_revision",
}


#: The most dice a card rolls and the largest bump a card or effect gives (engine/cards.py).
MAX_DICE = 3
MAX_BUMP = 5


class PositionError(ValueError):
    """A position file that breaks the format; the message names the field."""


def _req(obj: dict[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise PositionError(f"{where}.{key}: missing")
    return obj[key]


def _int(value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(f"{where}: expected an integer, got {brief(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise PositionError(f"{where}: {value} is out of range")
    return value


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise PositionError(f"{where}: expected a non-empty string, got {brief(value)}")
    return value


def _hex(value: Any, where: str) -> Hex:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise PositionError(f"{where}: expected [q, r], got {brief(value)}")
    return (value[0], value[1])


def _list(obj: dict[str, Any], key: str, where: str, required: bool = True) -> list[Any]:
    if key not in obj:
        if required:
            raise PositionError(f"{where}.{key}: missing")
        return []
    value = obj[key]
    if not isinstance(value, list):
        raise PositionError(f"{where}.{key}: expected a list, got {type(value).__name__}")
    return value


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected an object, got {brief(value)}")
    return value


def from_json(
    data: Any, catalog: Catalog, seed: int | None = 0, rules: int = RULES_REVISION
) -> Game:
    """Build a Game in play from a position object. Positions follow the current rules
    revision; ``rules`` picks another (the tests of revision 1's readings use it)."""
    root = _obj(data, "position")
    for k in root:
        if k not in TOP_KEYS:
            raise PositionError(f"position.{k}: unknown field")
    fmt = _req(root, "format", "position")
    if fmt != FORMAT:
        raise PositionError(f"position.format: expected {FORMAT!r}, got {brief(fmt)}")
    limit = _int(_req(root, "point_limit", "position"), "position.point_limit", 1)
    dice = [
        _int(d, f"position.dice[{i}]", 1, 6)
        for i, d in enumerate(_list(root, "dice", "position", required=False))
    ]
    limit_key = _one_of(root, "turn_limit", "draw_turns")
    turn_limit = root.get(limit_key, 40)
    if turn_limit is not None:
        turn_limit = _int(turn_limit, f"position.{limit_key}", 1)
    # Without ``cards_revision`` a position means the printed dice, as it did before the
    # cards changed; the positions this module writes name any other revision.
    cards = root.get("cards_revision", PRINTED_CARDS)
    if cards not in CARDS_REVISIONS or isinstance(cards, bool):
        raise PositionError(f"position.cards_revision: card revision {brief(cards)} is not "
                            f"known (this version has {', '.join(map(str, CARDS_REVISIONS))})")
    catalog = catalog.for_revision(cards)
    g = Game(catalog, limit, seed, dice, turn_limit, rules)
    g.phase = Phase.PLAY

    for i, t in enumerate(_list(root, "tiles", "position")):
        w = f"position.tiles[{i}]"
        t = _obj(t, w)
        for k in t:
            if k not in ("at", "terrain", "feature"):
                raise PositionError(f"{w}.{k}: unknown field")
        at = _hex(_req(t, "at", w), f"{w}.at")
        if at in g.tiles:
            raise PositionError(f"{w}.at: tile {list(at)} is listed twice")
        terrain = _str(_req(t, "terrain", w), f"{w}.terrain")
        if terrain not in catalog.terrain:
            raise PositionError(f"{w}.terrain: unknown terrain {brief(terrain)}")
        feature = t.get("feature")
        if feature is not None:
            feature = _str(feature, f"{w}.feature")
            if feature not in catalog.features:
                raise PositionError(f"{w}.feature: unknown feature {brief(feature)}")
        g.tiles[at] = Tile(terrain, feature)
    if not g.tiles:
        raise PositionError("position.tiles: a position needs at least one tile")
    g.adj = adjacency(g.tiles)
    g.central = next(iter(g.tiles))

    def unit_common(u: Any, w: str, allowed: set[str]) -> tuple[str, Any, int]:
        u = _obj(u, w)
        for k in u:
            if k not in allowed:
                raise PositionError(f"{w}.{k}: unknown field")
        uid = _str(_req(u, "id", w), f"{w}.id")
        if uid in g.units:
            raise PositionError(f"{w}.id: unit id {brief(uid)} is used twice")
        cid = _str(_req(u, "card", w), f"{w}.card")
        if cid not in catalog.units:
            raise PositionError(f"{w}.card: unknown unit card {brief(cid)}")
        owner = _int(_req(u, "owner", w), f"{w}.owner", 0, 1)
        return uid, catalog.units[cid], owner

    for i, u in enumerate(_list(root, "units", "position")):
        w = f"position.units[{i}]"
        uid, card, owner = unit_common(u, w, {"id", "card", "owner", "at"})
        at = _hex(_req(u, "at", w), f"{w}.at")
        if at not in g.tiles:
            raise PositionError(f"{w}.at: {list(at)} is not a tile")
        if at in g.occ:
            raise PositionError(f"{w}.at: two units on tile {list(at)}")
        g.units[uid] = Unit(uid, card, owner, at, MAP)
        g.occ[at] = uid
    for i, u in enumerate(_list(root, "reserve", "position", required=False)):
        w = f"position.reserve[{i}]"
        uid, card, owner = unit_common(u, w, {"id", "card", "owner"})
        g.units[uid] = Unit(uid, card, owner, None, RESERVE)
    for i, u in enumerate(_list(root, "captives", "position", required=False)):
        w = f"position.captives[{i}]"
        uid, card, owner = unit_common(u, w, {"id", "card", "owner", "held_by"})
        held = _int(_req(u, "held_by", w), f"{w}.held_by", 0, 1)
        if held == owner:
            raise PositionError(f"{w}.held_by: a player cannot hold their own unit captive")
        g.units[uid] = Unit(uid, card, owner, None, CAPTIVE, held)
    for i, c in enumerate(_list(root, "control", "position", required=False)):
        w = f"position.control[{i}]"
        c = _obj(c, w)
        at = _hex(_req(c, "at", w), f"{w}.at")
        if at not in g.tiles or not g.tiles[at].feature:
            raise PositionError(f"{w}.at: {list(at)} is not a feature")
        if at in g.control:
            raise PositionError(f"{w}.at: feature {list(at)} is listed twice")
        g.control[at] = _int(_req(c, "owner", w), f"{w}.owner", 0, 1)
    g.to_move = _int(_req(root, "to_move", "position"), "position.to_move", 0, 1)
    count_key = _one_of(root, "turns_without_defeat", "quiet_turns")
    g.turns_without_defeat = _int(root.get(count_key, 0), f"position.{count_key}", 0)
    g.turn = _int(root.get("turn", 1), "position.turn", 0)
    if "pending" in root:
        g.pending = _pending_from_json(_obj(root["pending"], "position.pending"), g)
    else:
        g.start_loaded()  # R11.4
    return g


def _one_of(root: dict[str, Any], name: str, old_name: str) -> str:
    """The key a position uses for a field that has an older name as well."""
    if name in root and old_name in root:
        raise PositionError(f"position.{old_name}: the older name of {name}; give only one")
    return old_name if old_name in root else name


def to_json(g: Game) -> dict[str, Any]:
    units = [u for u in g.units.values()]
    out: dict[str, Any] = {
        "format": FORMAT,
        "point_limit": g.point_limit,
        "tiles": [
            {"at": list(h), "terrain": t.terrain, **({"feature": t.feature} if t.feature else {})}
            for h, t in g.tiles.items()
        ],
        "units": [
            {"id": u.id, "card": u.card.id, "owner": u.owner, "at": list(u.at)}
            for u in units
            if u.where == MAP and u.at is not None
        ],
        "reserve": [
            {"id": u.id, "card": u.card.id, "owner": u.owner} for u in units if u.where == RESERVE
        ],
        "captives": [
            {"id": u.id, "card": u.card.id, "owner": u.owner, "held_by": u.held_by}
            for u in units
            if u.where == CAPTIVE
        ],
        "control": [{"at": list(h), "owner": p} for h, p in g.control.items()],
        "to_move": g.to_move,
        "turn": g.turn,
    }
    if g.dice.forced:
        out["dice"] = list(g.dice.forced)
    if g.turns_without_defeat:
        out["turns_without_defeat"] = g.turns_without_defeat
    if g.turn_limit != 40:
        out["turn_limit"] = g.turn_limit
    if g.pending is not None:
        out["pending"] = _pending_to_json(g.pending)
    if g.catalog.cards_revision != PRINTED_CARDS:
        out["cards_revision"] = g.catalog.cards_revision
    return out


# ------------------------------------------------------------------ pending decisions


def _roller_to_json(r: Roller) -> dict[str, Any]:
    return {
        "unit": r.unit,
        "dice": {c: list(v) for c, v in r.dice.items()},
        "bumps": {
            c: [{"value": b.value, "label": b.label, "used": b.used} for b in v]
            for c, v in r.bumps.items()
        },
        "rerolls": r.rerolls,
    }


def _roller_from_json(d: Any, g: Game, w: str) -> Roller:
    d = _obj(d, w)
    uid = _str(_req(d, "unit", w), f"{w}.unit")
    if uid not in g.units:
        raise PositionError(f"{w}.unit: unknown unit {brief(uid)}")
    dice_obj = _obj(_req(d, "dice", w), f"{w}.dice")
    dice = {
        c: [_int(v, f"{w}.dice.{c}", 1, 6) for v in _list(dice_obj, c, f"{w}.dice", False)]
        for c in ("off", "def")
    }
    for c, values in dice.items():
        if len(values) > MAX_DICE:
            raise PositionError(f"{w}.dice.{c}: {len(values)} dice; a card rolls at most "
                                f"{MAX_DICE}")
    bumps_obj = _obj(d.get("bumps", {}), f"{w}.bumps")
    bumps: dict[str, list[BumpSource]] = {}
    for c in ("off", "def"):
        bumps[c] = []
        for i, b in enumerate(_list(bumps_obj, c, f"{w}.bumps", False)):
            b = _obj(b, f"{w}.bumps.{c}[{i}]")
            bumps[c].append(
                BumpSource(
                    c,
                    _int(_req(b, "value", w), f"{w}.bumps.{c}[{i}].value", 1, MAX_BUMP),
                    str(b.get("label", "")),
                    bool(b.get("used", False)),
                )
            )
    return Roller(
        uid,
        g.units[uid].owner,
        dice,
        bumps,
        _int(d.get("rerolls", 0), f"{w}.rerolls", 0),
        {c: [0] * len(dice[c]) for c in dice},
    )


def _pending_to_json(p: Assault | Test) -> dict[str, Any]:
    if isinstance(p, Assault):
        return {
            "kind": "assault",
            "attacker": _roller_to_json(p.attacker),
            "defender": _roller_to_json(p.defender),
            "ranged": p.ranged,
            "reply": p.reply,
            "phase": p.phase,
            "turn": p.turn,
            "passes": p.passes,
        }
    return {
        "kind": "test",
        "roller": _roller_to_json(p.roller),
        "colour": p.colour,
        "target": p.target,
        "purpose": p.purpose,
        "phase": p.phase,
        "rest_of_path": [list(h) for h in p.rest_of_path],
        "path_done": [list(h) for h in p.path_done],
        "start": list(p.start) if p.start else None,
        "captive": p.captive,
    }


def _pending_from_json(d: dict[str, Any], g: Game) -> Assault | Test:
    w = "position.pending"
    kind = d.get("kind")
    phase = d.get("phase")
    if phase not in ("bump", "reroll"):
        raise PositionError(f"{w}.phase: expected 'bump' or 'reroll', got {brief(phase)}")
    if kind == "assault":
        attacker = _roller_from_json(d.get("attacker"), g, f"{w}.attacker")
        defender = _roller_from_json(d.get("defender"), g, f"{w}.defender")
        for side, roller in (("attacker", attacker), ("defender", defender)):
            unit = g.units[roller.unit]
            if unit.where != MAP or unit.at not in g.tiles:
                raise PositionError(f"{w}.{side}.unit: {brief(unit.id)} is not on the map "
                                    f"({unit.where}); only units on the map assault")
        if attacker.unit == defender.unit:
            raise PositionError(f"{w}.defender.unit: {brief(defender.unit)} is the attacker; "
                                "a unit cannot assault itself")
        if attacker.owner == defender.owner:
            raise PositionError(f"{w}.defender.unit: {brief(defender.unit)} belongs to the "
                                "attacker's player")
        return Assault(
            attacker,
            defender,
            bool(d.get("ranged", False)),
            bool(d.get("reply", True)),
            phase,
            _int(d.get("turn", 0), f"{w}.turn", 0, 1),
            _int(d.get("passes", 0), f"{w}.passes", 0, 2),
        )
    if kind == "test":
        colour = d.get("colour")
        if colour not in ("off", "def"):
            raise PositionError(f"{w}.colour: expected 'off' or 'def'")
        purpose = d.get("purpose", "hazard")
        if purpose not in ("hazard", "rescue"):
            raise PositionError(f"{w}.purpose: expected 'hazard' or 'rescue', got {brief(purpose)}")
        roller = _roller_from_json(d.get("roller"), g, f"{w}.roller")

        def tiles(key: str) -> tuple[Hex, ...]:
            out = []
            for i, h in enumerate(_list(d, key, w, required=False)):
                at = _hex(h, f"{w}.{key}[{i}]")
                if at not in g.tiles:
                    raise PositionError(f"{w}.{key}[{i}]: {list(at)} is not a tile")
                out.append(at)
            return tuple(out)

        rest, done = tiles("rest_of_path"), tiles("path_done")
        start = d.get("start")
        start_at = _hex(start, f"{w}.start") if start is not None else None
        if start_at is not None and start_at not in g.tiles:
            raise PositionError(f"{w}.start: {list(start_at)} is not a tile")
        captive = str(d.get("captive", ""))
        if purpose == "hazard":
            mover = g.units[roller.unit]
            if start_at is None or not done:
                raise PositionError(f"{w}: a hazard test needs its move's start and path_done")
            if mover.where != MAP or mover.at != done[-1]:
                raise PositionError(
                    f"{w}.path_done: {roller.unit} must stand on the last tile of path_done"
                )
        if purpose == "rescue":
            c = g.units.get(captive)
            if c is None or c.where != CAPTIVE or c.owner != roller.owner:
                raise PositionError(
                    f"{w}.captive: {brief(captive)} is not a captive of the testing player"
                )
        return Test(
            roller, colour, _int(d.get("target"), f"{w}.target", 1, 6), purpose, rest, done,
            start_at, captive, phase,
        )
    raise PositionError(f"{w}.kind: expected 'assault' or 'test', got {brief(kind)}")
