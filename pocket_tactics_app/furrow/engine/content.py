"""The game's content as data: map, factions, mats, structures, bonus tiles and the four
decks, read from ``resources/furrow/`` and validated (S2-S4, S9.6, S18).

Files are read with the unit cards' safe loader (a ``SafeLoader`` subclass that records
line numbers, :mod:`pocket_tactics_app.engine.cards`), so hostile tags are refused. Every
problem is a :class:`ContentError` naming file, line and field; a bad file never stops the
others from loading, and the deck-wide constraints of S18 are checked once all are read.

``revisions.yaml`` numbers the content; a balance pass that changes start values or a
faction's ability adds a revision and lists the old values there, and :func:`content_at`
rebuilds an earlier revision, so a saved game replays with the content it began with.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from ...core.files import UnreadableFile, read_regular_file
from ...engine.cards import (
    MAX_CARD_FILE,
    NotUtf8,
    _bad_character,
    _parse_yaml,
    decode_card_file,
)
from ...engine.util import brief
from .board import Board, Hex
from .content_model import (
    COLUMN_RESOURCE,
    COLUMNS,
    COMBAT_ABILITIES,
    COUNTS,
    FACTION_ABILITIES,
    FACTION_IDS,
    PIECE_GAINS,
    PRODUCES,
    RESOURCES,
    SPECIALS,
    STRUCTURES,
    TERRAINS,
    TOP_ACTIONS,
    VU,
    BonusTile,
    Column,
    Content,
    ContentError,
    Encounter,
    Faction,
    FoundryCard,
    Mat,
    Objective,
    Option,
    Problem,
)

__all__ = ["BonusTile", "COLUMNS", "COLUMN_RESOURCE", "COMBAT_ABILITIES", "COUNTS", "Column",
           "Content", "ContentError", "Encounter", "FACTION_ABILITIES", "FACTION_IDS",
           "Faction", "FoundryCard", "Mat", "Objective", "Option", "PIECE_GAINS",
           "PRODUCES", "Problem", "RESOURCES", "SPECIALS", "STRUCTURES", "TERRAINS",
           "TOP_ACTIONS", "VU", "content_at", "data_dir", "default_content",
           "load_content", "main_gain", "vu"]


class _Bad(Exception):
    def __init__(self, line: int, field_name: str, message: str) -> None:
        super().__init__(message)
        self.line, self.field, self.message = line, field_name, message


# --------------------------------------------------------------------------- helpers


def _line(node: object, key: str | None = None) -> int:
    if not isinstance(node, dict):
        return 0
    if key is not None and key in node.get("__lines__", {}):
        return int(node["__lines__"][key])
    return int(node.get("__line__", 0))


def _keys(node: Mapping[str, object]) -> list[str]:
    return [k for k in node if k not in ("__line__", "__lines__")]


def _clean(value: Any) -> Any:
    """The value without the loader's line bookkeeping."""
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if k not in ("__line__", "__lines__")}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _map(node: object, where: str, line: int, allowed: Iterable[str] | None = None,
         required: Iterable[str] = ()) -> dict[str, Any]:
    if not isinstance(node, dict):
        raise _Bad(line, where, f"expected a mapping, got {brief(_clean(node))}")
    if allowed is not None:
        ok = set(allowed)
        for k in _keys(node):
            if k not in ok:
                raise _Bad(_line(node, k), f"{where}.{k}" if where else k,
                           f"unknown key (allowed: {', '.join(sorted(ok))})")
    for k in required:
        if k not in node:
            raise _Bad(_line(node), f"{where}.{k}" if where else k, "missing")
    return node


def _int(node: Mapping[str, object], key: str, where: str, lo: int, hi: int) -> int:
    value = node.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise _Bad(_line(node, key), f"{where}.{key}", f"expected a whole number, got "
                   f"{brief(_clean(value))}")
    if not lo <= value <= hi:
        raise _Bad(_line(node, key), f"{where}.{key}", f"{value} is outside {lo}..{hi}")
    return value


def _str(node: Mapping[str, object], key: str, where: str, choices: Iterable[str] | None = None,
         limit: int = 200) -> str:
    value = node.get(key)
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise _Bad(_line(node, key), f"{where}.{key}",
                   f"expected a text of 1..{limit} characters, got {brief(_clean(value))}")
    if choices is not None and value not in tuple(choices):
        raise _Bad(_line(node, key), f"{where}.{key}",
                   f"{brief(value)} is not one of {', '.join(choices)}")
    return value


def _hex(value: object, line: int, where: str) -> Hex:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and -50 < v < 50
                       for v in value)):
        raise _Bad(line, where, f"expected a hex [q, r], got {brief(_clean(value))}")
    return (int(value[0]), int(value[1]))


def _list(node: Mapping[str, object], key: str, where: str) -> list[Any]:
    value = node.get(key)
    if not isinstance(value, list):
        raise _Bad(_line(node, key), f"{where}.{key}" if where else key,
                   f"expected a list, got {brief(_clean(value))}")
    return value


# --------------------------------------------------------------------------- parsers


def _parse_map(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("id", "name", "hexes", "rivers", "bases"), ("id", "hexes", "rivers",
                                                                     "bases"))
    terrain: dict[Hex, str] = {}
    tunnels: list[Hex] = []
    encounters: list[Hex] = []
    starts: dict[str, list[Hex]] = {}
    for i, node in enumerate(_list(data, "hexes", "")):
        where = f"hexes[{i}]"
        _map(node, where, _line(data, "hexes"), ("at", "terrain", "tunnel", "encounter", "start"),
             ("at", "terrain"))
        h = _hex(node["at"], _line(node, "at"), f"{where}.at")
        if h in terrain:
            raise _Bad(_line(node, "at"), f"{where}.at", f"hex {list(h)} given twice")
        terrain[h] = _str(node, "terrain", where, TERRAINS)
        for flag, out in (("tunnel", tunnels), ("encounter", encounters)):
            if flag in node:
                if node[flag] is not True:
                    raise _Bad(_line(node, flag), f"{where}.{flag}", "expected true")
                out.append(h)
        if "start" in node:
            starts.setdefault(_str(node, "start", where, FACTION_IDS), []).append(h)
    rivers: list[tuple[Hex, Hex]] = []
    for i, pair in enumerate(_list(data, "rivers", "")):
        where, line = f"rivers[{i}]", _line(data, "rivers")
        if not isinstance(pair, list) or len(pair) != 2:
            raise _Bad(line, where, "expected a pair of hexes")
        a, b = _hex(pair[0], line, where), _hex(pair[1], line, where)
        if a not in terrain or b not in terrain or Board.distance(a, b) != 1:
            raise _Bad(line, where, f"{list(a)}|{list(b)} is not a pair of adjacent map hexes")
        if "lake" in (terrain[a], terrain[b]):
            raise _Bad(line, where, "a river never borders a lake (S2.4)")
        rivers.append((a, b))
    bases: dict[str, tuple[str, Hex, tuple[Hex, ...]]] = {}
    for i, node in enumerate(_list(data, "bases", "")):
        where = f"bases[{i}]"
        _map(node, where, _line(data, "bases"), ("faction", "name", "at", "adjacent"),
             ("faction", "name", "at", "adjacent"))
        fid = _str(node, "faction", where, FACTION_IDS)
        at = _hex(node["at"], _line(node, "at"), f"{where}.at")
        adj = tuple(_hex(v, _line(node, "adjacent"), f"{where}.adjacent")
                    for v in _list(node, "adjacent", where))
        if at in terrain:
            raise _Bad(_line(node, "at"), f"{where}.at", "a home base is not a map hex (S2.3)")
        if sorted(adj) != sorted(starts.get(fid, [])) or len(adj) != 2:
            raise _Bad(_line(node, "adjacent"), f"{where}.adjacent",
                       f"must be the two starting hexes of {fid}")
        bases[fid] = (_str(node, "name", where), at, adj)
    if set(bases) != set(FACTION_IDS):
        raise _Bad(_line(data, "bases"), "bases", "need one base per faction")
    content.board = Board(terrain, rivers, tunnels, encounters, bases)


def _parse_factions(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("factions", "abilities"), ("factions", "abilities"))
    names = _map(data["abilities"], "abilities", _line(data, "abilities"))
    for k in _keys(names):
        content.ability_names[k] = _str(names, k, "abilities")
    for i, node in enumerate(_list(data, "factions", "")):
        where = f"factions[{i}]"
        keys = ("id", "number", "name", "colour", "character", "base", "power", "cards",
                "ability", "ability_name", "river", "special", "combat")
        _map(node, where, _line(data, "factions"), keys, keys)
        river = _map(node["river"], f"{where}.river", _line(node, "river"), ("name", "terrains"),
                     ("name", "terrains"))
        terrains = tuple(_list(river, "terrains", f"{where}.river"))
        if len(terrains) != 2 or not all(t in ("mountain", "forest", "field", "tundra")
                                         for t in terrains):
            raise _Bad(_line(river, "terrains"), f"{where}.river.terrains",
                       "expected two resource terrains")
        fid = _str(node, "id", where, FACTION_IDS)
        if fid in content.factions:
            raise _Bad(_line(node, "id"), f"{where}.id", f"faction {fid} given twice")
        power, cards = _int(node, "power", where, 0, 16), _int(node, "cards", where, 0, 8)
        content.factions[fid] = Faction(
            fid, _int(node, "number", where, 1, 5), _str(node, "name", where),
            _str(node, "colour", where), _str(node, "character", where),
            _str(node, "base", where), power, cards,
            _str(node, "ability", where, FACTION_ABILITIES), _str(node, "ability_name", where),
            _str(river, "name", f"{where}.river"), terrains,
            _str(node, "special", where, SPECIALS), _str(node, "combat", where, COMBAT_ABILITIES))


def _parse_mats(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("mats",), ("mats",))
    for i, node in enumerate(_list(data, "mats", "")):
        where = f"mats[{i}]"
        keys = ("number", "name", "coins", "popularity", "columns")
        _map(node, where, _line(data, "mats"), keys, keys)
        cols = _list(node, "columns", where)
        if len(cols) != 4:
            raise _Bad(_line(node, "columns"), f"{where}.columns", "expected 4 columns")
        columns = []
        for j, c in enumerate(cols):
            w = f"{where}.columns[{j}]"
            _map(c, w, _line(node, "columns"), ("top", "cost", "removable", "coins"),
                 ("top", "cost", "removable", "coins"))
            cost = _int(c, "cost", w, 1, 9)
            columns.append(Column(_str(c, "top", w, TOP_ACTIONS), cost,
                                  _int(c, "removable", w, 0, cost - 1), _int(c, "coins", w, 0, 9)))
        if sorted(c.top for c in columns) != sorted(TOP_ACTIONS):
            raise _Bad(_line(node, "columns"), f"{where}.columns",
                       "each top action once (S4.1)")
        if sum(c.removable for c in columns) != 6:
            raise _Bad(_line(node, "columns"), f"{where}.columns",
                       "removable slots must total 6, one per cube (S4.2)")
        number = _int(node, "number", where, 1, 9)
        if number in content.mats:
            raise _Bad(_line(node, "number"), f"{where}.number", f"mat {number} given twice")
        content.mats[number] = Mat(number, _str(node, "name", where),
                                   _int(node, "coins", where, 0, 99),
                                   _int(node, "popularity", where, 0, 18), tuple(columns))


def _parse_structures(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("structures", "bonus_tiles"), ("structures", "bonus_tiles"))
    for i, node in enumerate(_list(data, "structures", "")):
        where = f"structures[{i}]"
        _map(node, where, _line(data, "structures"), ("id", "name", "text"), ("id", "name", "text"))
        _str(node, "text", where, limit=400)
        content.structures[_str(node, "id", where, STRUCTURES)] = _str(node, "name", where)
    for i, node in enumerate(_list(data, "bonus_tiles", "")):
        where = f"bonus_tiles[{i}]"
        keys = ("id", "name", "counts", "payout", "text")
        _map(node, where, _line(data, "bonus_tiles"), keys, keys)
        payout = _list(node, "payout", where)
        if len(payout) != 4 or not all(isinstance(v, int) and not isinstance(v, bool)
                                       and 0 <= v <= 30 for v in payout):
            raise _Bad(_line(node, "payout"), f"{where}.payout", "expected 4 numbers 0..30")
        tid = _str(node, "id", where)
        content.bonus_tiles[tid] = BonusTile(
            tid, _str(node, "name", where), _str(node, "counts", where, COUNTS),
            (payout[0], payout[1], payout[2], payout[3]), _str(node, "text", where, limit=400))


def _parse_combat(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("cards",), ("cards",))
    cards: list[int] = []
    for i, node in enumerate(_list(data, "cards", "")):
        where = f"cards[{i}]"
        _map(node, where, _line(data, "cards"), ("value", "count"), ("value", "count"))
        cards += [_int(node, "value", where, 1, 9)] * _int(node, "count", where, 1, 60)
    content.combat = sorted(cards)


# --- deck cards (one file per card)


FILTER_KEYS = ("terrain", "feature", "within")


def _check_filter(node: object, where: str, line: int) -> None:
    f = _map(node, where, line, FILTER_KEYS)
    if len(_keys(f)) > 1:
        raise _Bad(_line(f), where, "a filter has at most one key")
    if "terrain" in f:
        terrains = _list(f, "terrain", where)
        if not terrains or not all(t in TERRAINS for t in terrains):
            raise _Bad(_line(f, "terrain"), f"{where}.terrain", "expected terrain names")
    if "feature" in f:
        _str(f, "feature", where, ("tunnel", "encounter", "lakeside"))
    if "within" in f:
        _int(f, "within", where, 0, 6)


def _check_condition(node: object, where: str, line: int, depth: int = 0) -> None:
    """S18.3: the condition vocabulary."""
    c = _map(node, where, line)
    keys = _keys(c)
    if not keys:
        raise _Bad(_line(c), where, "empty condition")
    head = keys[0]
    if "track" in c:
        _map(c, where, line, ("track", "min", "max"), ("track",))
        _str(c, "track", where, ("power", "popularity", "coins", "hand"))
        if ("min" in c) == ("max" in c):
            raise _Bad(_line(c), where, "give exactly one of min and max")
        _int(c, "min" if "min" in c else "max", where, 0, 99)
    elif "resource" in c:
        _map(c, where, line, ("resource", "min", "scope"), ("resource", "min", "scope"))
        _str(c, "resource", where, (*RESOURCES, "any"))
        _int(c, "min", where, 1, 99)
        _str(c, "scope", where, ("one_hex", "all"))
    elif "each_resource" in c:
        _map(c, where, line, ("each_resource",))
        _int(c, "each_resource", where, 1, 99)
    elif "control" in c:
        _map(c, where, line, ("control", "min"), ("control", "min"))
        _check_filter(c["control"], f"{where}.control", _line(c, "control"))
        _int(c, "min", where, 1, 52)
    elif "units" in c:
        _map(c, where, line, ("units", "min", "where", "per"), ("units", "min", "per"))
        _str(c, "units", where, ("worker", "mech", "character", "any"))
        _int(c, "min", where, 1, 13)
        if "where" in c:
            _check_filter(c["where"], f"{where}.where", _line(c, "where"))
        _str(c, "per", where, ("hex", "total", "distinct_hexes"))
    elif "stack" in c:
        _map(c, where, line, ("stack",))
        s = _map(c["stack"], f"{where}.stack", _line(c, "stack"), ("character", "mech", "worker"))
        if not _keys(s):
            raise _Bad(_line(s), f"{where}.stack", "name at least one unit kind")
        for k in _keys(s):
            _int(s, k, f"{where}.stack", 1, 8)
    elif "distinct_terrains" in c:
        _map(c, where, line, ("distinct_terrains", "min"), ("distinct_terrains", "min"))
        _str(c, "distinct_terrains", where, ("worker", "any"))
        _int(c, "min", where, 1, 5)
    elif "done" in c:
        _map(c, where, line, ("done",))
        d = _map(c["done"], f"{where}.done", _line(c, "done"),
                 ("upgrades", "mechs", "structures", "recruits"))
        for k, hi in (("upgrades", 6), ("mechs", 4), ("structures", 4), ("recruits", 4)):
            if k in d:
                _int(d, k, f"{where}.done", 0, hi)
    elif "all" in c:
        _map(c, where, line, ("all",))
        parts = _list(c, "all", where)
        if not parts or depth > 3:
            raise _Bad(_line(c, "all"), f"{where}.all", "expected 1 or more conditions")
        for i, p in enumerate(parts):
            _check_condition(p, f"{where}.all[{i}]", _line(c, "all"), depth + 1)
    else:
        raise _Bad(_line(c, head), f"{where}.{head}", "unknown condition term (S18.3)")


def _parse_objective(data: dict[str, Any], content: Content) -> None:
    keys = ("id", "name", "flavour", "condition")
    _map(data, "", 1, keys, keys)
    _check_condition(data["condition"], "condition", _line(data, "condition"))
    oid = _str(data, "id", "")
    if oid in content.objectives:
        raise _Bad(_line(data, "id"), "id", f"objective {oid} given twice")
    content.objectives[oid] = Objective(oid, _str(data, "name", ""),
                                        _str(data, "flavour", "", limit=300),
                                        _clean(data["condition"]))


def _amounts(node: object, where: str, line: int, allowed: Iterable[str],
             lo: int = 1, hi: int = 9) -> dict[str, Any]:
    m = _map(node, where, line, allowed)
    out: dict[str, Any] = {}
    for k in _keys(m):
        if k == "resources" and isinstance(m[k], dict):
            r = _map(m[k], f"{where}.resources", _line(m, k), (*RESOURCES, "choice"))
            if not _keys(r):
                raise _Bad(_line(m, k), f"{where}.resources", "empty")
            out[k] = {t: _int(r, t, f"{where}.resources", 1, 9) for t in _keys(r)}
        else:
            out[k] = _int(m, k, where, lo, hi)
    return out


def vu(amounts: Mapping[str, Any]) -> int:
    """The value of a cost or gain on the S18.2 scale."""
    total = 0
    for k, v in amounts.items():
        if k == "resources":
            total += 2 * (sum(v.values()) if isinstance(v, dict) else int(v))
        elif k == "produce_one":
            continue
        else:
            total += VU[k] * int(v)
    return total


def main_gain(gain: Mapping[str, object]) -> str:
    """An option's main gain (S18.4 deck mix): a piece, 2 workers, or a bundle."""
    for k in PIECE_GAINS:
        if k in gain:
            return k
    return "workers" if "workers" in gain else "bundle"


ENC_GAINS = ("coins", "power", "popularity", "cards", "resources", "workers", *PIECE_GAINS)


def _parse_encounter(data: dict[str, Any], content: Content) -> None:
    keys = ("id", "title", "flavour", "A", "B", "C")
    _map(data, "", 1, keys, keys)
    flavour = _str(data, "flavour", "", limit=300)
    if flavour.count(". ") + flavour.count("; ") > 1:
        raise _Bad(_line(data, "flavour"), "flavour", "at most 2 sentences (S18.4)")
    options: dict[str, Option] = {}
    for name in "ABC":
        node = _map(data[name], name, _line(data, name), ("cost", "gain"), ("cost", "gain"))
        cost_keys = {"A": (), "B": ("coins",), "C": ("popularity",)}[name]
        gain_keys = ENC_GAINS if name != "C" else tuple(g for g in ENC_GAINS if g != "popularity")
        if name == "A":
            gain_keys = ("coins", "power", "popularity", "cards", "resources")
        cost = _amounts(node["cost"], f"{name}.cost", _line(node, "cost"), cost_keys)
        gain = _amounts(node["gain"], f"{name}.gain", _line(node, "gain"), gain_keys)
        line = _line(node, "gain")
        for piece in PIECE_GAINS:
            if gain.get(piece, 0) > 1:
                raise _Bad(line, f"{name}.gain.{piece}", "at most 1 (S18.4)")
        if not gain:
            raise _Bad(line, f"{name}.gain", "empty")
        value = vu(gain) - vu(cost)
        if name == "A":
            band = (6, 8)
        elif name == "B":
            band = (5, 8)
            if not 2 <= cost.get("coins", 0) <= 4:
                raise _Bad(_line(node, "cost"), "B.cost.coins", "B costs 2-4 coins (S18.4)")
        else:
            band = (6, 9)
            if not 2 <= cost.get("popularity", 0) <= 3:
                raise _Bad(_line(node, "cost"), "C.cost.popularity",
                           "C costs 2-3 popularity (S18.4)")
        if not band[0] <= value <= band[1]:
            raise _Bad(line, f"{name}.gain", f"worth {value} vu net; {name} must be "
                       f"{band[0]}-{band[1]} (S18.4)")
        if name == "C" and main_gain(gain) == "workers" and gain.get("workers") != 2:
            raise _Bad(line, f"{name}.gain.workers", "C's worker gain is 2 workers (S18.4)")
        if name == "C" and main_gain(gain) == "bundle":
            raise _Bad(line, f"{name}.gain", "C's main gain is a piece or 2 workers (S18.4)")
        options[name] = Option(cost, gain)
    mains = [main_gain(options[n].gain) for n in "BC"]
    if mains[0] == mains[1]:
        raise _Bad(_line(data, "C"), "C.gain", "B and C have the same main gain (S18.4)")
    eid = _str(data, "id", "")
    if eid in content.encounters:
        raise _Bad(_line(data, "id"), "id", f"encounter {eid} given twice")
    content.encounters[eid] = Encounter(eid, _str(data, "title", ""), flavour, options)


FC_COSTS = {"coins": (1, 2), "power": (1, 3), "popularity": (1, 2), "cards": (1, 1),
            "resources": (2, 2)}


def _parse_foundry(data: dict[str, Any], content: Content) -> None:
    keys = ("id", "name", "flavour", "top")
    _map(data, "", 1, keys, keys)
    tops = _list(data, "top", "")
    if not 1 <= len(tops) <= 2:
        raise _Bad(_line(data, "top"), "top", "1 or 2 alternatives (S18.5)")
    options = []
    for i, node in enumerate(tops):
        where = f"top[{i}]"
        _map(node, where, _line(data, "top"), ("cost", "gain"), ("cost", "gain"))
        cost = _map(node["cost"], f"{where}.cost", _line(node, "cost"), FC_COSTS)
        if len(_keys(cost)) > 1:
            raise _Bad(_line(node, "cost"), f"{where}.cost", "one cost (S18.5)")
        costs = {k: _int(cost, k, f"{where}.cost", *FC_COSTS[k]) for k in _keys(cost)}
        gain = _amounts(node["gain"], f"{where}.gain", _line(node, "gain"),
                        ("coins", "power", "popularity", "cards", "resources", "produce_one"))
        if "produce_one" in gain and (gain["produce_one"] != 1 or len(gain) > 1):
            raise _Bad(_line(node, "gain"), f"{where}.gain.produce_one",
                       "produce_one is 1 and alone")
        options.append(Option(costs, gain))
    if len(options) == 1 and "produce_one" not in options[0].gain:
        net = vu(options[0].gain) - vu(options[0].cost)
        if not 4 <= net <= 6:
            raise _Bad(_line(data, "top"), "top[0].gain", f"exchange worth {net} vu; 4-6 (S18.5)")
    if len(options) == 2:
        for i, o in enumerate(options):
            if o.cost or not 5 <= vu(o.gain) <= 7 or "produce_one" in o.gain:
                raise _Bad(_line(data, "top"), f"top[{i}]",
                           "a choice card has two free alternatives of 5-7 vu (S18.5)")
    fid = _str(data, "id", "")
    if fid in content.foundry:
        raise _Bad(_line(data, "id"), "id", f"Foundry card {fid} given twice")
    content.foundry[fid] = FoundryCard(fid, _str(data, "name", ""),
                                       _str(data, "flavour", "", limit=300), tuple(options))


#: The values an earlier revision may list: what a game's replay depends on beyond the
#: rules, changed by balance passes (docs/FURROW_BALANCE.md): start values (S5.4) and a
#: faction's ability (S3.2).
REVISED_FIELDS = {"mats": ("coins", "popularity"),
                  "factions": ("power", "cards", "ability", "ability_name")}


def _revised_value(item: Mapping[str, object], key: str, where: str) -> Any:
    if key == "ability":
        return _str(item, key, where, FACTION_ABILITIES)
    if key == "ability_name":
        return _str(item, key, where)
    return _int(item, key, where, 0, 99)


def _parse_revisions(data: dict[str, Any], content: Content) -> None:
    _map(data, "", 1, ("current", "earlier"), ("current", "earlier"))
    content.revision = _int(data, "current", "", 1, 999)
    for i, node in enumerate(_list(data, "earlier", "")):
        where = f"earlier[{i}]"
        _map(node, where, _line(data, "earlier"), ("revision", *REVISED_FIELDS), ("revision",))
        rev = _int(node, "revision", where, 1, content.revision - 1)
        if rev in content.earlier:
            raise _Bad(_line(node, "revision"), f"{where}.revision", f"revision {rev} given twice")
        values: dict[str, dict[Any, dict[str, Any]]] = {}
        for kind, fields in REVISED_FIELDS.items():
            if kind not in node:
                continue
            values[kind] = {}
            for j, item in enumerate(_list(node, kind, where)):
                w = f"{where}.{kind}[{j}]"
                key_name = "number" if kind == "mats" else "id"
                _map(item, w, _line(node, kind), (key_name, *fields), (key_name,))
                key: Any = _int(item, "number", w, 1, 9) if kind == "mats" \
                    else _str(item, "id", w, FACTION_IDS)
                values[kind][key] = {f: _revised_value(item, f, w) for f in fields if f in item}
        content.earlier[rev] = values
    missing = sorted(set(range(1, content.revision)) - set(content.earlier))
    if missing:
        raise _Bad(_line(data, "earlier"), "earlier",
                   f"revisions {missing} are not listed: their saved games could not replay")


_SINGLE = {"map.yaml": _parse_map, "factions.yaml": _parse_factions, "mats.yaml": _parse_mats,
           "structures.yaml": _parse_structures, "combat.yaml": _parse_combat,
           "revisions.yaml": _parse_revisions}
_DECKS = {"objectives": _parse_objective, "encounters": _parse_encounter,
          "foundry": _parse_foundry}


def _read(path: Path, content: Content) -> dict[str, Any] | None:
    source = str(path)
    content.files.append(source)
    try:
        text = decode_card_file(read_regular_file(path, MAX_CARD_FILE))
    except UnreadableFile as exc:
        content.problems.append(Problem(source, 0, "", exc.message))
        return None
    except NotUtf8 as exc:
        content.problems.append(Problem(source, exc.line, "", str(exc)))
        return None
    bad = _bad_character(text)
    if bad is not None:
        content.problems.append(Problem(source, bad[0], "",
                                        f"column {bad[1]}: character {bad[2]} is not allowed"))
        return None
    try:
        data = _parse_yaml(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        content.problems.append(Problem(source, mark.line + 1 if mark else 0, "",
                                        f"not valid YAML: {exc.problem or exc}"))
        return None
    except (yaml.YAMLError, RecursionError, ValueError, TypeError, OverflowError) as exc:
        content.problems.append(Problem(source, 0, "", f"not valid YAML: {brief(str(exc))}"))
        return None
    if not isinstance(data, dict):
        content.problems.append(Problem(source, 1, "", "expected a mapping at the top level"))
        return None
    return data


def load_content(folder: Path | str) -> Content:
    """Read every data file under ``folder``; never raises for bad files."""
    root = Path(folder)
    content = Content()
    for name, parse in _SINGLE.items():
        data = _read(root / name, content)
        if data is None:
            continue
        try:
            parse(data, content)
        except _Bad as bad:
            content.problems.append(Problem(str(root / name), bad.line, bad.field, bad.message))
    for sub, parse in _DECKS.items():
        try:
            paths = sorted(p for p in (root / sub).iterdir() if p.suffix in (".yaml", ".yml"))
        except OSError as exc:
            content.problems.append(Problem(str(root / sub), 0, "", f"cannot read: {exc}"))
            continue
        for path in paths:
            data = _read(path, content)
            if data is None:
                continue
            try:
                parse(data, content)
            except _Bad as bad:
                content.problems.append(Problem(str(path), bad.line, bad.field, bad.message))
    _check_decks(content, root)
    return content


def _check_decks(content: Content, root: Path) -> None:
    """S18's deck-wide constraints (counts and mixes)."""
    def bad(where: str, message: str) -> None:
        content.problems.append(Problem(str(root / where), 0, "", message))

    if sorted(content.combat) != sorted([2] * 16 + [3] * 12 + [4] * 8 + [5] * 6):
        bad("combat.yaml", "the combat deck is 16x2, 12x3, 8x4, 6x5 (S18.1)")
    for sub, deck, n in (("objectives", content.objectives, 18),
                         ("encounters", content.encounters, 22),
                         ("foundry", content.foundry, 10)):
        if len(deck) != n:
            bad(sub, f"{len(deck)} cards; the deck has {n} (S18)")
    if len(content.encounters) == 22:
        from collections import Counter
        b = Counter(main_gain(e.options["B"].gain) for e in content.encounters.values())
        c = Counter(main_gain(e.options["C"].gain) for e in content.encounters.values())
        if b != Counter(upgrade=6, recruit=4, mech=2, structure=2, bundle=8):
            bad("encounters", f"B main gains {dict(b)} break the mix of S18.4")
        if c != Counter(mech=5, structure=5, recruit=4, upgrade=4, workers=4):
            bad("encounters", f"C main gains {dict(c)} break the mix of S18.4")
    if len(content.foundry) == 10:
        kinds = [("boost" if "produce_one" in f.top[0].gain else
                  "choice" if len(f.top) == 2 else "exchange") for f in content.foundry.values()]
        if (kinds.count("exchange"), kinds.count("choice"), kinds.count("boost")) != (6, 2, 2):
            bad("foundry", "the Foundry deck is 6 exchange, 2 choice, 2 boost (S18.5)")
        boosts = sorted(next(iter(f.top[0].cost.items())) for f in content.foundry.values()
                        if "produce_one" in f.top[0].gain)
        if boosts != [("coins", 1), ("power", 1)]:
            bad("foundry", "the boost cards cost 1 coin and 1 power (S18.5)")
    if len(content.bonus_tiles) != 6:
        bad("structures.yaml", "6 structure-bonus tiles (S18.6)")
    if content.board is not None and set(content.factions) == set(FACTION_IDS):
        for fid in FACTION_IDS:
            if content.board.bases[fid][0] != content.factions[fid].base:
                bad("factions.yaml", f"{fid}: base name differs from map.yaml")
    for rev, values in sorted(content.earlier.items()):
        for kind, table in (("mats", content.mats), ("factions", content.factions)):
            for key in values.get(kind, {}):
                if key not in table:
                    bad("revisions.yaml", f"revision {rev}: no {kind[:-1]} {key} to revise")


def data_dir() -> Path:
    """``resources/furrow/``: beside the package, or in a frozen bundle."""
    base = getattr(sys, "_MEIPASS", None)
    if base is not None:
        return Path(base) / "resources" / "furrow"
    return Path(__file__).resolve().parents[3] / "resources" / "furrow"


_DEFAULT: Content | None = None
_AT_REVISION: dict[int, Content] = {}


def default_content() -> Content:
    """The shipped content, loaded once; :class:`ContentError` if it is broken."""
    global _DEFAULT
    if _DEFAULT is None:
        content = load_content(data_dir())
        content.check_usable()
        _DEFAULT = content
    return _DEFAULT


def content_at(revision: int) -> Content:
    """The shipped content as it was at ``revision``: a saved game replays with the start
    values it began with (revisions.yaml); :class:`ContentError` for a revision this
    build does not know (a save from a newer version)."""
    current = default_content()
    if revision == current.revision:
        return current
    if revision not in current.earlier:
        raise ContentError(f"content revision {revision} is not known (this version has "
                           f"1 to {current.revision})")
    if revision not in _AT_REVISION:
        values = current.earlier[revision]
        mats = dict(current.mats)
        for number, changed in values.get("mats", {}).items():
            mats[number] = replace(mats[number], **changed)
        factions = dict(current.factions)
        for fid, changed in values.get("factions", {}).items():
            factions[fid] = replace(factions[fid], **changed)
        _AT_REVISION[revision] = replace(current, mats=mats, factions=factions,
                                         revision=revision, earlier={})
    return _AT_REVISION[revision]
