"""The position JSON of Appendix A (``furrow-foundry/position@1``) and a seat's view (S17.1).

:func:`from_json` refuses any inconsistency with a :class:`PositionError` naming the field
and nothing is guessed; :func:`to_json` writes the full-information snapshot;
:func:`view` is what one seat may know: no other seat's hand values, unrevealed
objectives or sealed commit, no seed and no forced draws.

Beyond Appendix A, a position names its content revision (``"content": 2``) when it is not
1: the start values and faction abilities it is played with (resources/furrow/
revisions.yaml). A position without it means revision 1, the content Appendix A and the
rest of docs/SCYTHE.md describe (Veldmark with Wading Hands), so files written before
revision 2 keep their meaning.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, cast

from .board import FOUNDRY, Hex
from .content import (
    COLUMNS,
    FACTION_IDS,
    RESOURCES,
    STRUCTURES,
    Content,
    ContentError,
    content_at,
)
from .game import (
    BONUSES,
    CUBES,
    PHASE_ACTIONS,
    STAR_CATEGORIES,
    STAR_LIMIT,
    Game,
    Player,
    Turn,
    Unit,
)
from .snapshot import FORMAT, MAP_ID
from .snapshot import player_json as player_json
from .snapshot import to_json as to_json
from .snapshot import turn_json as turn_json
from .snapshot import view_json as view_json
from .state import CombatState

_UNIT_ID = re.compile(r"^([a-z]+)\.(c|w[1-8]|m[1-4])$")
_LIMIT = {"character": 1, "worker": 8, "mech": 4}


class PositionError(ValueError):
    """A position that breaks Appendix A; the message names the field."""


@dataclass(frozen=True)
class View:
    """What ``seat`` may know (S17.1): the open position, its own hidden values only, and
    the legal actions that are its own."""

    seat: int
    position: dict[str, Any]
    legal: list[dict[str, Any]]
    decision: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "position": self.position, "legal": self.legal,
                "decision": self.decision}


def view(game: Game, seat: int) -> View:
    legal = [e for e in game.legal() if e.get("player", game.to_move) == seat] \
        if seat in game.deciders() else []
    return View(seat, view_json(game, seat), legal, game.decision())


# --------------------------------------------------------------------------- reading


def _need(obj: Any, key: str, where: str) -> Any:
    if not isinstance(obj, dict):
        raise PositionError(f"{where}: expected an object")
    if key not in obj:
        raise PositionError(f"{where}.{key}: missing")
    return obj[key]


def _int(obj: Any, key: str, where: str, lo: int, hi: int) -> int:
    v = _need(obj, key, where)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PositionError(f"{where}.{key}: expected a whole number {lo}..{hi}")
    return v


def _list(obj: Any, key: str, where: str, limit: int = 200) -> list[Any]:
    v = _need(obj, key, where)
    if not isinstance(v, list) or len(v) > limit:
        raise PositionError(f"{where}.{key}: expected a list")
    return v


def _strs(obj: Any, key: str, where: str, allowed: Any) -> list[str]:
    v = _list(obj, key, where)
    for i, s in enumerate(v):
        if not isinstance(s, str) or s not in allowed:
            raise PositionError(f"{where}.{key}[{i}]: unknown value")
    return list(v)


def _as_hex(v: Any, where: str, game: Game, base: bool = False) -> Hex | None:
    if base and v == "base":
        return None
    if (not isinstance(v, list) or len(v) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)):
        raise PositionError(f"{where}: expected a hex [q, r]" + (' or "base"' if base else ""))
    h = (int(v[0]), int(v[1]))
    if h not in game.board.terrain:
        raise PositionError(f"{where}: {v} is not a hex of the map")
    return h


def _map_hex(v: Any, where: str, game: Game) -> Hex:
    h = _as_hex(v, where, game)
    assert h is not None
    return h


#: Objectives a seat holds at most: the two dealt (S5.5).
OBJECTIVES_HELD = 2


def _check_stars(stars: list[str], unbounded: bool, where: str) -> None:
    """S3.5: one star a category, combat two (Unbounded: any), objective one (Unbounded:
    two), six in all."""
    if len(stars) > STAR_LIMIT:
        raise PositionError(f"{where}.stars: {len(stars)} stars; at most {STAR_LIMIT} (S3.5)")
    caps = {"combat": STAR_LIMIT if unbounded else 2, "objective": 2 if unbounded else 1}
    for category, count in Counter(stars).items():
        cap = caps.get(category, 1)
        if count > cap:
            raise PositionError(f"{where}.stars: {count} stars for {category}; at most {cap} "
                                "(S3.5)")


def from_json(data: Any, content: Content | None = None) -> Game:
    """A game from a position; :class:`PositionError` names the first bad field. Without
    ``content`` the game gets the shipped content at the position's revision."""
    try:
        return _from_json(data, content)
    except PositionError:
        raise
    except (TypeError, KeyError, ValueError, AttributeError, IndexError) as exc:
        # a value of the wrong JSON type deep inside a field the checks above let through
        raise PositionError(f"position: a field has the wrong type ({type(exc).__name__}: "
                            f"{str(exc)[:80]})") from exc


def _from_json(data: Any, given: Content | None) -> Game:
    if not isinstance(data, dict):
        raise PositionError("position: expected a JSON object")
    if data.get("format") != FORMAT:
        raise PositionError(f"format: expected {FORMAT!r}")
    if data.get("map") != MAP_ID:
        raise PositionError(f"map: expected {MAP_ID!r}")
    revision = data.get("content", 1)
    if not isinstance(revision, int) or isinstance(revision, bool):
        raise PositionError(f"position.content: expected a content revision number, got "
                            f"{str(revision)[:40]!r}")
    if given is not None and given.revision != revision:
        raise PositionError(f"position.content: the position is of content revision "
                            f"{revision}, the content given is revision {given.revision}")
    try:
        content = given if given is not None else content_at(revision)
    except ContentError as exc:
        raise PositionError(f"position.content: {exc}") from exc
    seed = _int(data, "seed", "position", -(2**63), 2**63)
    bonus = _need(data, "structure_bonus", "position")
    if not isinstance(bonus, str) or bonus not in content.bonus_tiles:
        raise PositionError("structure_bonus: unknown tile")
    raw_players = _list(data, "players", "position", 5)
    if not 2 <= len(raw_players) <= 5:
        raise PositionError("players: 2 to 5 players (S5.1)")
    players: list[Player] = []
    for i, rp in enumerate(raw_players):
        w = f"players[{i}]"
        if _int(rp, "seat", w, 0, 4) != i:
            raise PositionError(f"{w}.seat: seats are 0, 1, ... in order")
        fid = _need(rp, "faction", w)
        if not isinstance(fid, str) or fid not in FACTION_IDS:
            raise PositionError(f"{w}.faction: unknown faction")
        p = Player(i, fid, _int(rp, "mat", w, 1, 5), _int(rp, "coins", w, 0, 10**6),
                   _int(rp, "power", w, 0, 16), _int(rp, "popularity", w, 0, 18))
        hand = _list(rp, "hand", w, 42)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in hand):
            raise PositionError(f"{w}.hand: card values")
        p.hand = list(hand)
        p.objectives = _strs(rp, "objectives", w, content.objectives)
        p.objectives_revealed = _strs(rp, "objectives_revealed", w, p.objectives)
        if len(p.objectives) > OBJECTIVES_HELD or len(set(p.objectives)) != len(p.objectives):
            raise PositionError(f"{w}.objectives: at most {OBJECTIVES_HELD} different "
                                f"objectives a seat (S5.5), got {len(p.objectives)}")
        p.stars = _strs(rp, "stars", w, STAR_CATEGORIES)
        _check_stars(p.stars, content.factions[fid].ability == "unbounded", w)
        p.cubes_removed = _strs(rp, "cubes_removed", w, CUBES)
        slots = _need(rp, "slots_covered", w)
        if not isinstance(slots, dict) or set(slots) != set(COLUMNS):
            raise PositionError(f"{w}.slots_covered: one count per column")
        mat = content.mats.get(p.mat)
        if mat is None:
            raise PositionError(f"{w}.mat: unknown mat")
        for j, col in enumerate(COLUMNS):
            p.slots_covered[col] = _int(slots, col, f"{w}.slots_covered", 0,
                                        mat.columns[j].removable)
        if sum(p.slots_covered.values()) != len(p.cubes_removed) or \
                len(set(p.cubes_removed)) != len(p.cubes_removed):
            raise PositionError(f"{w}.slots_covered: must total the cubes removed")
        fac = content.factions[fid]
        p.mech_abilities = _strs(rp, "mech_abilities", w, fac.mech_abilities)
        p.structures_built = _strs(rp, "structures_built", w, STRUCTURES)
        recruits = _need(rp, "recruits", w)
        if not isinstance(recruits, dict) or not all(
                k in COLUMNS and isinstance(v, str) and v in BONUSES
                for k, v in recruits.items()):
            raise PositionError(f"{w}.recruits: column to one-time bonus")
        p.recruits = dict(recruits)
        p.bonuses_taken = _strs(rp, "bonuses_taken", w, BONUSES)
        for fld, vals in (("mech_abilities", p.mech_abilities),
                          ("structures_built", p.structures_built),
                          ("bonuses_taken", p.bonuses_taken), ("stars", [])):
            if len(set(vals)) != len(vals):
                raise PositionError(f"{w}.{fld}: a value twice")
        if sorted(p.recruits.values()) != sorted(p.bonuses_taken):
            raise PositionError(f"{w}.bonuses_taken: must match the recruits' bonuses")
        fc = _need(rp, "foundry_card", w)
        if fc is not None and (not isinstance(fc, str) or fc not in content.foundry):
            raise PositionError(f"{w}.foundry_card: unknown card")
        p.foundry_card = fc
        last = _need(rp, "last_section", w)
        if last is not None and (not isinstance(last, int) or isinstance(last, bool)
                                 or not 1 <= last <= 5):
            raise PositionError(f"{w}.last_section: 1..5 or null")
        p.last_section = last
        players.append(p)
    holder: dict[str, int] = {}
    for p in players:
        for obj in p.objectives:
            if obj in holder:
                raise PositionError(f"players[{p.seat}].objectives: {obj} is also held by "
                                    f"players[{holder[obj]}] (one card of each, S18.3)")
            holder[obj] = p.seat
    factions = [p.faction for p in players]
    if len(set(factions)) != len(factions):
        raise PositionError("players: a faction twice")
    if [content.factions[f].number for f in factions] != sorted(
            content.factions[f].number for f in factions):
        raise PositionError("players: seats follow the seat order of S5.2")
    if len({p.mat for p in players}) != len(players):
        raise PositionError("players: a mat twice (S5.1)")
    game = Game(content, players, seed, bonus)
    if "round_limit" in data:
        game.round_limit = _int(data, "round_limit", "position", 1, 10**4)
    # units
    for i, ru in enumerate(_list(data, "units", "position", 100)):
        w = f"units[{i}]"
        uid = _need(ru, "id", w)
        m = _UNIT_ID.match(uid) if isinstance(uid, str) else None
        owner = _int(ru, "owner", w, 0, len(players) - 1)
        kind = _need(ru, "kind", w)
        if m is None or m.group(1) != players[owner].faction or uid in game.units:
            raise PositionError(f"{w}.id: expected a new id <faction>.c/w1-8/m1-4 of its owner")
        if kind != {"c": "character", "w": "worker", "m": "mech"}[m.group(2)[0]]:
            raise PositionError(f"{w}.kind: does not match the id")
        at = _as_hex(_need(ru, "at", w), f"{w}.at", game, base=True)
        if at is not None and game.board.terrain[at] == "lake" and (
                kind == "worker" or "reed_boats" not in players[owner].mech_abilities):
            raise PositionError(f"{w}.at: a unit on a lake without Reed Boats (S3.4)")
        game.units[uid] = Unit(uid, owner, kind, at)
    for p in players:
        kinds = Counter(u.kind for u in game.units.values() if u.owner == p.seat)
        if kinds["character"] != 1:
            raise PositionError(f"units: {p.faction} needs its character (S1.1)")
        if kinds["mech"] != len(p.mech_abilities):
            raise PositionError(f"players[{p.seat}].mech_abilities: one per mech in units")
    # structures
    for i, rs in enumerate(_list(data, "structures", "position", 20)):
        w = f"structures[{i}]"
        owner = _int(rs, "owner", w, 0, len(players) - 1)
        kind = _need(rs, "kind", w)
        if not isinstance(kind, str) or kind not in STRUCTURES:
            raise PositionError(f"{w}.kind: unknown structure")
        at = _map_hex(_need(rs, "at", w), f"{w}.at", game)
        if at in game.structures:
            raise PositionError(f"{w}.at: two structures on a hex")
        if game.board.terrain[at] in ("lake", "foundry"):
            raise PositionError(f"{w}.at: no structure on a lake or the Foundry (S9.5)")
        if any(o == owner and k == kind for o, k in game.structures.values()):
            raise PositionError(f"{w}: one {kind} per player (S9.6)")
        game.structures[at] = (owner, kind)
    for p in players:
        built = sorted(k for o, k in game.structures.values() if o == p.seat)
        if built != sorted(p.structures_built):
            raise PositionError(f"players[{p.seat}].structures_built: must match structures")
    for i, rr in enumerate(_list(data, "resources", "position", 500)):
        w = f"resources[{i}]"
        at = _map_hex(_need(rr, "at", w), f"{w}.at", game)
        t = _need(rr, "type", w)
        if not isinstance(t, str) or t not in RESOURCES:
            raise PositionError(f"{w}.type: unknown resource")
        game._add_resource(at, t, _int(rr, "n", w, 1, 10**6))
    tokens = _list(data, "encounter_tokens", "position", 10)
    game.tokens = set()
    for i, v in enumerate(tokens):
        h = _map_hex(v, f"encounter_tokens[{i}]", game)
        if h not in game.board.encounters:
            raise PositionError(f"encounter_tokens[{i}]: not an encounter hex (S2.6)")
        game.tokens.add(h)
    game.foundry_cards = _strs(data, "foundry_cards", "position", content.foundry)
    held = [p.foundry_card for p in players if p.foundry_card]
    if len(set(held + game.foundry_cards)) != len(held) + len(game.foundry_cards):
        raise PositionError("foundry_cards: a card is both face up and held, or twice")
    discard = _list(data, "combat_discard", "position", 42)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in discard):
        raise PositionError("combat_discard: card values")
    game.combat_discard = list(discard)
    if Counter(discard) + sum((Counter(p.hand) for p in players), Counter()) - \
            Counter(content.combat):
        raise PositionError("players.hand: more combat cards than the deck holds (S18.1)")
    game.encounters_used = _strs(data, "encounters_used", "position", content.encounters)
    if len(set(game.encounters_used)) != len(game.encounters_used):
        raise PositionError("encounters_used: a card twice")
    game.to_move = _int(data, "to_move", "position", 0, len(players) - 1)
    game.round = _int(data, "round", "position", 1, 10**6)
    draws = _list(data, "draws", "position", 1000)
    for i, d in enumerate(draws):
        if not isinstance(d, dict) or d.get("deck") not in ("combat", "encounter", "objective",
                                                            "foundry", "bonus"):
            raise PositionError(f"draws[{i}]: expected {{deck, card}}")
    game.draws = [dict(d) for d in draws]
    over = data.get("over")
    if over:
        game.over = True
        game.end_reason = over if isinstance(over, str) else "six_stars"
    game.turn = _turn(data.get("turn"), game)
    if game.turn is None and not game.over:
        owners: dict[Hex, set[int]] = {}
        for u in game.units.values():
            if u.at is not None:
                owners.setdefault(u.at, set()).add(u.owner)
        for h, o in owners.items():
            if len(o) > 1:
                raise PositionError(f"units: two players on {list(h)} between turns (S8.5)")
    if game.turn is not None and game.turn.encounter is not None:
        card = game.turn.encounter["card"]
        if not isinstance(card, str) or card not in content.encounters \
                or card in game.encounters_used:
            raise PositionError("turn.encounter.card: unknown or used")
    if FOUNDRY in game.structures:
        raise PositionError("structures: none on the Foundry")
    return game


def _turn(raw: Any, game: Game) -> Turn | None:
    if raw is None:
        return None
    w = "turn"
    t = Turn(_int(raw, "section", w, 1, 5))
    phase = _need(raw, "phase", w)
    if not isinstance(phase, str) or phase not in PHASE_ACTIONS or phase == "section":
        raise PositionError("turn.phase: unknown phase")
    t.phase = phase
    moved = _list(raw, "moved", w, 70)
    if not all(isinstance(m, str) and m in game.units for m in moved):
        raise PositionError("turn.moved: unknown unit")
    t.moved = list(moved)
    t.units_left = _int(raw, "units_left", w, 0, 3)
    entered = raw.get("entered")
    t.entered = None if entered is None else _map_hex(entered, "turn.entered", game)
    t.pending_combats = [_map_hex(v, f"turn.pending_combats[{i}]", game)
                         for i, v in enumerate(_list(raw, "pending_combats", w, 20))]
    combat = raw.get("combat")
    if combat is not None:
        if not isinstance(combat, dict):
            raise PositionError("turn.combat: expected an object or null")
        _map_hex(_need(combat, "at", "turn.combat"), "turn.combat.at", game)
        for k in ("attacker", "defender"):
            _int(combat, k, "turn.combat", 0, game.n - 1)
        if not isinstance(combat.get("hired_guns", {}), dict):
            raise PositionError("turn.combat.hired_guns: expected an object")
        t.combat = cast(CombatState, {"next": None, "bombard_used": False, "hired_guns": {},
                                      "winner": None, **combat})
    commits = raw.get("commits") or {}
    if not isinstance(commits, dict):
        raise PositionError("turn.commits: expected an object")
    for s, c in commits.items():
        if not isinstance(s, str) or not s.isdigit() or int(s) >= game.n:
            raise PositionError("turn.commits: keys are seats")
        _int(c, "power", f"turn.commits.{s}", 0, 7)
        cards = _list(c, "cards", f"turn.commits.{s}", 8)
        revealed = t.combat is not None and t.combat.get("winner") is not None
        if not revealed and Counter(cards) - Counter(game.players[int(s)].hand):
            raise PositionError(f"turn.commits.{s}.cards: not in hand")
        t.commits[int(s)] = {"power": c["power"], "cards": list(cards)}
    for key in ("retreat", "encounter"):
        v = raw.get(key)
        if v is not None and not isinstance(v, dict):
            raise PositionError(f"turn.{key}: expected an object or null")
    t.retreat = raw.get("retreat")
    if t.retreat is not None:
        _int(t.retreat, "player", "turn.retreat", 0, game.n - 1)
        if not all(isinstance(u, str) and u in game.units
                   for u in _list(t.retreat, "units", "turn.retreat", 20)):
            raise PositionError("turn.retreat.units: unknown unit")
        _map_hex(_need(t.retreat, "from", "turn.retreat"), "turn.retreat.from", game)
    t.encounter = raw.get("encounter")
    if t.encounter is not None:
        _map_hex(_need(t.encounter, "at", "turn.encounter"), "turn.encounter.at", game)
        _need(t.encounter, "card", "turn.encounter")
    t.requisition_used = bool(raw.get("requisition_used", False))
    needs = {"retreat": t.retreat, "encounter": t.encounter, "commit": t.combat,
             "pre_combat": t.combat}
    if phase in needs and needs[phase] is None:
        raise PositionError(f"turn.{'combat' if phase in ('commit', 'pre_combat') else phase}:"
                            f" phase {phase} needs it")
    if phase == "pre_combat" and t.combat is not None and not isinstance(
            t.combat.get("next"), int):
        raise PositionError("turn.combat.next: the seat deciding before the commit")
    return t
