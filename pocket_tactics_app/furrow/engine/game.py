"""Furrow & Foundry: the state, the legal actions and ``apply`` (docs/SCYTHE.md S5-S16).

Actions are the JSON objects of Appendix A. :meth:`Game.legal` lists what the deciding
player may do now, with free fields given as domains; :meth:`Game.apply` checks one
concrete action and plays it, returning the events. Every random draw comes from the
game's one seeded generator (or the forced ``draws`` queue), so setup + seed + actions
replays a game exactly (S17.5). Rule numbers are cited in the errors: ``S6.1 ...``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction as IllegalAction
from .board import FOUNDRY, Board, Hex
from .concrete import TRIED_KINDS, expand
from .content import (
    COLUMN_RESOURCE,
    COLUMNS,
    FACTION_IDS,
    PRODUCES,
    RESOURCES,
    STRUCTURES,
    Content,
    Option,
    default_content,
)
from .events import event_for
from .snapshot import to_json as position_json
from .snapshot import view_json

Action = dict[str, Any]
Event = dict[str, Any]

POWER_CAP, POPULARITY_CAP, DIAL_CAP, STAR_LIMIT = 16, 18, 7, 6
#: S7: the amounts of the top actions before their cube is removed (one more after).
TOP_BASE = {"strengthen_power": 2, "strengthen_cards": 1, "move_units": 2, "move_coins": 1,
            "produce_hexes": 2, "trade_popularity": 1}
#: S7.4: the resources Trade gives instead of popularity (no cube, no faction changes it).
TRADE_RESOURCES = 2
#: S16.2: what a star, a territory and a resource pair are worth by popularity tier.
TIER_VALUES = ((3, 2, 1), (4, 3, 2), (5, 4, 3))
CUBES = ("strengthen_power", "strengthen_cards", "move_units", "move_coins", "produce_hexes",
         "trade_popularity")
BONUSES = ("power", "coins", "popularity", "cards")
ONGOING = {"upgrade": "power", "deploy": "coins", "build": "popularity", "conscript": "cards"}
STAR_CONDITIONS = ("upgrades", "mechs", "structures", "recruits", "workers", "popularity",
                   "power")
STAR_CATEGORIES = (*STAR_CONDITIONS, "objective", "combat")
PRE_COMBAT = ("bombard", "hired_guns", "pass")
#: Whose decision each phase is, and the action kinds it takes (Appendix A, Decisions).
PHASE_ACTIONS: dict[str, tuple[str, ...]] = {
    "section": ("section",),
    "top": ("strengthen", "move_unit", "gain_coins", "produce", "trade", "foundry_top", "skip"),
    "move": ("move_unit", "end_move"),
    "retreat": ("retreat",),
    "combat_order": ("combat",),
    "pre_combat": PRE_COMBAT,
    "commit": ("commit",),
    "encounter": ("encounter",),
    "foundry_card": ("take_foundry_card",),
    "bottom": ("upgrade", "deploy", "build", "conscript", "foundry_move", "skip"),
    "objective": ("objective", "end_turn"),
}


#: Every action kind of Appendix A.
ACTION_KINDS = frozenset(k for kinds in PHASE_ACTIONS.values() for k in kinds)


#: Events after which an undo must not go back (S17.4): a reveal, a draw, a sealed commit.
UNDO_BARRIER_EVENTS = frozenset({"committed", "revealed", "encounter"})


def is_undo_barrier(events: Iterable[Mapping[str, Any]]) -> bool:
    """S17.4: whether the events of one action close the way back for undo (a card drawn
    from a deck counts as a draw)."""
    return any(e.get("kind") in UNDO_BARRIER_EVENTS
               or (e.get("kind") == "gained" and e.get("what") == "cards") for e in events)


@dataclass(frozen=True)
class ScoreParts:
    """One player's score by S16.2: each counted part and what one of it is worth at the
    player's popularity tier (1-3)."""

    coins: int
    structure_bonus: int
    stars: int
    star_value: int
    territories: int
    territory_value: int
    resource_pairs: int
    pair_value: int
    tier: int

    @property
    def star_points(self) -> int:
        return self.stars * self.star_value

    @property
    def territory_points(self) -> int:
        return self.territories * self.territory_value

    @property
    def pair_points(self) -> int:
        return self.resource_pairs * self.pair_value

    @property
    def total(self) -> int:
        return (self.coins + self.structure_bonus + self.star_points + self.territory_points
                + self.pair_points)


class BadAction(IllegalAction):
    """An action that is not of the Appendix A shape (a missing or malformed field)."""

    def __init__(self, message: str) -> None:
        super().__init__("Appendix A", message, f"Appendix A: {message}")


@dataclass
class Player:
    seat: int
    faction: str
    mat: int
    coins: int
    power: int
    popularity: int
    hand: list[int] = field(default_factory=list)
    objectives: list[str] = field(default_factory=list)
    objectives_revealed: list[str] = field(default_factory=list)
    stars: list[str] = field(default_factory=list)
    cubes_removed: list[str] = field(default_factory=list)
    slots_covered: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COLUMNS, 0))
    mech_abilities: list[str] = field(default_factory=list)
    structures_built: list[str] = field(default_factory=list)
    recruits: dict[str, str] = field(default_factory=dict)
    bonuses_taken: list[str] = field(default_factory=list)
    foundry_card: str | None = None
    last_section: int | None = None

    def copy(self) -> Player:
        return Player(self.seat, self.faction, self.mat, self.coins, self.power,
                      self.popularity, list(self.hand), list(self.objectives),
                      list(self.objectives_revealed), list(self.stars),
                      list(self.cubes_removed), dict(self.slots_covered),
                      list(self.mech_abilities), list(self.structures_built),
                      dict(self.recruits), list(self.bonuses_taken), self.foundry_card,
                      self.last_section)


@dataclass
class Unit:
    id: str
    owner: int
    kind: str  # character, mech, worker
    at: Hex | None  # None: on the home base


@dataclass
class Turn:
    section: int
    phase: str = "top"
    moved: list[str] = field(default_factory=list)
    units_left: int = 0
    entered: Hex | None = None
    pending_combats: list[Hex] = field(default_factory=list)
    combat: dict[str, Any] | None = None
    commits: dict[int, dict[str, Any]] = field(default_factory=dict)
    retreat: dict[str, Any] | None = None
    encounter: dict[str, Any] | None = None
    requisition_used: bool = False

    def copy(self) -> Turn:
        combat = None
        if self.combat is not None:
            combat = dict(self.combat)
            combat["hired_guns"] = dict(combat.get("hired_guns", {}))
        return Turn(self.section, self.phase, list(self.moved), self.units_left, self.entered,
                    list(self.pending_combats), combat,
                    {k: {"power": c["power"], "cards": list(c["cards"])}
                     for k, c in self.commits.items()},
                    None if self.retreat is None else {**self.retreat,
                                                       "units": list(self.retreat["units"])},
                    None if self.encounter is None else dict(self.encounter),
                    self.requisition_used)


# --------------------------------------------------------------------------- action fields


def _field(action: Mapping[str, Any], key: str) -> Any:
    if key not in action:
        raise BadAction(f"{action.get('kind')}.{key}: missing")
    return action[key]


def _int_field(action: Mapping[str, Any], key: str, default: int | None = None) -> int:
    if key not in action and default is not None:
        return default
    value = _field(action, key)
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6:
        raise BadAction(f"{action.get('kind')}.{key}: expected a whole number")
    return value


def _str_field(action: Mapping[str, Any], key: str) -> str:
    value = _field(action, key)
    if not isinstance(value, str):
        raise BadAction(f"{action.get('kind')}.{key}: expected a text")
    return value


def as_hex(value: Any, where: str) -> Hex:
    if (not isinstance(value, list | tuple) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 1000
                       for v in value)):
        raise BadAction(f"{where}: expected a hex [q, r]")
    return (int(value[0]), int(value[1]))


def _hex_list(value: Any, where: str, limit: int = 64) -> list[Hex]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadAction(f"{where}: expected a list of hexes")
    return [as_hex(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _amounts(value: Any, where: str, keys: Iterable[str]) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise BadAction(f"{where}: expected a mapping")
    allowed = tuple(keys)
    out: dict[str, int] = {}
    for k, v in value.items():
        if k not in allowed or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 1000:
            raise BadAction(f"{where}.{k}: expected one of {', '.join(allowed)} with a count")
        if v:
            out[k] = v
    return out


def _ids(value: Any, where: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) \
            or len(value) > 64:
        raise BadAction(f"{where}: expected a list of unit ids")
    return list(value)


# --------------------------------------------------------------------------- the game


class Game:
    """One game of Furrow & Foundry: the full state (both hidden and open parts)."""

    #: The game protocol's id of Furrow & Foundry.
    game_id = "furrow"

    def __init__(self, content: Content, players: list[Player], seed: int,
                 bonus_tile: str, round_limit: int | None = None) -> None:
        content.check_usable()
        assert content.board is not None
        self.content = content
        self.board: Board = content.board
        self.players = players
        self.seed = seed
        self.rng = random.Random(seed)
        self.bonus_tile = bonus_tile
        self.round_limit = round_limit
        self.units: dict[str, Unit] = {}
        self.structures: dict[Hex, tuple[int, str]] = {}
        self.resources: dict[Hex, dict[str, int]] = {}
        self.tokens: set[Hex] = set(self.board.encounters)
        self.foundry_cards: list[str] = []
        self.combat_discard: list[int] = []
        self.encounters_used: list[str] = []
        self.to_move = 0
        self.round = 1
        self.turn: Turn | None = None
        self.draws: list[dict[str, Any]] = []
        self.over = False
        self.end_reason: str | None = None
        self._combat_pile: list[int] | None = None
        self._encounter_pile: list[str] | None = None
        self._events: list[Event] = []
        self._pending_objective: list[int] = []
        self._pending_combat_wins: list[int] = []

    # ------------------------------------------------------------------ basics

    @property
    def n(self) -> int:
        return len(self.players)

    def faction(self, seat: int) -> str:
        return self.players[seat].faction

    def first_seat(self) -> int:
        return min(range(self.n), key=lambda s: self.players[s].mat)

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.rng = random.Random()
        g._restore(self._snapshot())
        g._events = []
        return g

    def next_turn_of(self, seat: int) -> Game:
        """A copy in which ``seat`` starts a turn now, the seats in between skipped, for
        look-ahead only: it is not a legal move (S6). The copy is the same in every other
        respect (round, tracks, board), so a planner can try the seat's next turn."""
        if self.over:
            raise IllegalAction("S16.1", "the game is over")
        g = self.clone()
        g.to_move, g.turn = seat, None
        return g

    def determinized(self, seat: int, rng: random.Random) -> Game:
        """A copy consistent with what ``seat`` may know (S17.1, S17.3): the other seats'
        hand values and unrevealed objectives redrawn from the unseen cards, the decks
        unshuffled, no forced draws, a new generator. A player (the AI) that searches on
        this copy cannot depend on any hidden value."""
        g = self.clone()
        unseen = Counter(self.content.combat)
        unseen.subtract(self.players[seat].hand)
        unseen.subtract(self.combat_discard)
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        known = set(self.players[seat].objectives)
        spare = sorted(o for o in self.content.objectives if o not in known)
        rng.shuffle(spare)
        for p in g.players:
            if p.seat == seat:
                continue
            p.hand = [pool.pop() for _ in p.hand]
            p.objectives = [o if o in p.objectives_revealed else spare.pop()
                            for o in p.objectives]
        if g.turn is not None:
            g.turn.commits = {s: c for s, c in g.turn.commits.items() if s == seat}
        g.draws = []
        g._combat_pile = None
        g._encounter_pile = None
        g.seed = rng.randrange(2**31)
        g.rng = random.Random(g.seed)
        return g

    def has(self, seat: int, ability: str) -> bool:
        """A mech ability (S3.3) unlocked, or the faction's own ability (S3.2)."""
        p = self.players[seat]
        if ability in p.mech_abilities:
            return True
        return self.content.factions[p.faction].ability == ability

    def units_of(self, seat: int, kind: str | None = None) -> list[Unit]:
        return [u for u in self.units.values()
                if u.owner == seat and (kind is None or u.kind == kind)]

    def units_at(self, h: Hex) -> list[Unit]:
        return [u for u in self.units.values() if u.at == h]

    def control(self, h: Hex) -> int | None:
        """S11.1."""
        owners = {u.owner for u in self.units.values() if u.at == h}
        if len(owners) == 1:
            return next(iter(owners))
        if owners:
            return None
        s = self.structures.get(h)
        return s[0] if s is not None else None

    def control_map(self) -> dict[Hex, int]:
        owners: dict[Hex, set[int]] = {}
        for u in self.units.values():
            if u.at is not None:
                owners.setdefault(u.at, set()).add(u.owner)
        out: dict[Hex, int] = {}
        for h, (owner, _) in self.structures.items():
            if h not in owners:
                out[h] = owner
        for h, o in owners.items():
            if len(o) == 1:
                out[h] = next(iter(o))
        return out

    def controlled(self, seat: int) -> list[Hex]:
        return [h for h, s in self.control_map().items() if s == seat]

    def workers_in_play(self, seat: int) -> int:
        return sum(1 for u in self.units.values() if u.owner == seat and u.kind == "worker")

    def mechs(self, seat: int) -> int:
        return sum(1 for u in self.units.values() if u.owner == seat and u.kind == "mech")

    def structure_hex(self, seat: int, kind: str) -> Hex | None:
        for h, (owner, k) in self.structures.items():
            if owner == seat and k == kind:
                return h
        return None

    def neighbours(self, seat: int) -> list[int]:
        """S0: the players just before and after in seat order; counted once with 2."""
        out = []
        for s in ((seat - 1) % self.n, (seat + 1) % self.n):
            if s != seat and s not in out:
                out.append(s)
        return out

    def mat(self, seat: int) -> Any:
        return self.content.mats[self.players[seat].mat]

    def _event(self, kind: str, **data: Any) -> None:
        self._events.append({"kind": kind, **data})

    # ------------------------------------------------------------------ tracks

    def _gain(self, seat: int, what: str, n: int) -> None:
        p = self.players[seat]
        if n <= 0:
            return
        if what == "coins":
            p.coins += n
        elif what == "power":
            p.power = min(POWER_CAP, p.power + n)
        elif what == "popularity":
            p.popularity = min(POPULARITY_CAP, p.popularity + n)
        elif what == "cards":
            for _ in range(n):
                card = self._draw_combat()
                if card is not None:
                    p.hand.append(card)
        self._event("gained", player=seat, what=what, n=n)

    def _lose(self, seat: int, what: str, n: int) -> None:
        p = self.players[seat]
        if what == "coins":
            p.coins = max(0, p.coins - n)
        elif what == "power":
            p.power = max(0, p.power - n)
        elif what == "popularity":
            p.popularity = max(0, p.popularity - n)

    # ------------------------------------------------------------------ decks (S17.5)

    def _forced(self, deck: str) -> Any:
        for i, d in enumerate(self.draws):
            if d.get("deck") == deck:
                del self.draws[i]
                return d.get("card")
        return None

    def _take(self, pile: list[Any], forced: Any, deck: str) -> Any:
        if forced is not None:
            if forced not in pile:
                raise IllegalAction("S17.5", f"forced {deck} draw {forced!r} is not in the pile")
            pile.remove(forced)
            return forced
        return pile.pop()

    def combat_pile(self) -> list[int]:
        if self._combat_pile is None:
            left = Counter(self.content.combat)
            for p in self.players:
                left.subtract(p.hand)
            left.subtract(self.combat_discard)
            pile = sorted(left.elements())
            self.rng.shuffle(pile)
            self._combat_pile = pile
        return self._combat_pile

    def _draw_combat(self) -> int | None:
        """S18.1: draw; an empty pile is refilled from the discards."""
        pile = self.combat_pile()
        if not pile and self.combat_discard:
            pile.extend(sorted(self.combat_discard))
            self.combat_discard.clear()
            self.rng.shuffle(pile)
        if not pile:
            return None
        card: int = self._take(pile, self._forced("combat"), "combat")
        return card

    def _draw_encounter(self) -> str:
        if self._encounter_pile is None:
            pile = sorted(set(self.content.encounters) - set(self.encounters_used))
            self.rng.shuffle(pile)
            self._encounter_pile = pile
        card: str = self._take(self._encounter_pile, self._forced("encounter"), "encounter")
        return card

    # ------------------------------------------------------------------ decisions

    def phase(self) -> str | None:
        if self.over:
            return None
        return "section" if self.turn is None else self.turn.phase

    def deciders(self) -> list[int]:
        """The seats that may act now (two during a sealed commit)."""
        if self.over:
            return []
        t = self.turn
        if t is None:
            return [self.to_move]
        if t.phase == "retreat" and t.retreat is not None:
            return [int(t.retreat["player"])]
        if t.phase == "pre_combat" and t.combat is not None:
            return [int(t.combat["next"])]
        if t.phase == "commit" and t.combat is not None:
            return [s for s in (t.combat["attacker"], t.combat["defender"])
                    if s not in t.commits]
        return [self.to_move]

    def decision(self) -> dict[str, Any] | None:
        phase = self.phase()
        return None if phase is None else {"players": self.deciders(), "phase": phase}

    # ------------------------------------------------------------------ setup (S5)

    def _place_start(self) -> None:
        for p in self.players:
            fid = p.faction
            self.units[f"{fid}.c"] = Unit(f"{fid}.c", p.seat, "character", None)
            for i, h in enumerate(self.board.starts[fid], 1):
                self.units[f"{fid}.w{i}"] = Unit(f"{fid}.w{i}", p.seat, "worker", h)

    # ================================================================== legal actions

    def legal(self) -> list[Action]:
        """The actions allowed now, free fields as domains (Appendix A, ``legal``)."""
        if self.over:
            return []
        t = self.turn
        if t is None:
            return [{"kind": "section", "section": s} for s in self._sections(self.to_move)]
        phase = t.phase
        seat = self.to_move
        if phase == "top":
            return [*self._top_actions(seat, t.section), {"kind": "skip"}]
        if phase == "move":
            return [*self._move_entries(seat, "move_unit"), {"kind": "end_move"}]
        if phase == "bottom":
            return [*self._bottom_actions(seat, t.section), {"kind": "skip"}]
        if phase == "retreat" and t.retreat is not None:
            who = int(t.retreat["player"])
            return [{"kind": "retreat", "player": who, "to": to}
                    for to in ["base", *map(list, self._fallback_targets(who))]]
        if phase == "combat_order":
            return [{"kind": "combat", "at": list(h)} for h in sorted(t.pending_combats)]
        if phase == "pre_combat" and t.combat is not None:
            who = int(t.combat["next"])
            out: list[Action] = []
            if self._can_bombard(who):
                out.append({"kind": "bombard", "player": who})
            if self._can_hire(who):
                out.append({"kind": "hired_guns", "player": who,
                            "coins": list(range(1, min(2, self.players[who].coins) + 1))})
            return [*out, {"kind": "pass", "player": who}]
        if phase == "commit" and t.combat is not None:
            return [{"kind": "commit", "player": s,
                     "power": [0, min(DIAL_CAP, self.players[s].power)],
                     "cards": sorted(self.players[s].hand, reverse=True),
                     "max_cards": self._card_limit(s)} for s in self.deciders()]
        if phase == "encounter" and t.encounter is not None:
            return self._encounter_entries(seat, str(t.encounter["card"]))
        if phase == "foundry_card":
            return [{"kind": "take_foundry_card", "card": c} for c in self.foundry_cards]
        if phase == "objective":
            return [*({"kind": "objective", "card": c} for c in self._revealable(seat)),
                    {"kind": "end_turn"}]
        return []

    def _sections(self, seat: int) -> list[int]:
        """S6.1: any section but the last one (Tireless excepted; any on the first turn)."""
        p = self.players[seat]
        sections = [1, 2, 3, 4] + ([5] if p.foundry_card else [])
        if p.last_section is not None and not self.has(seat, "tireless"):
            sections = [s for s in sections if s != p.last_section]
        return sections

    # ------------------------------------------------------------------ top actions

    def _top_kind(self, seat: int, section: int) -> str:
        if section == 5:
            return "foundry"
        top: str = self.mat(seat).columns[section - 1].top
        return top

    def _upgraded(self, seat: int, cube: str) -> bool:
        return cube in self.players[seat].cubes_removed

    # ------------------------------------------------------------------ public costs
    # What a screen shows before an action is taken; the rules below use the same
    # functions, so a screen never repeats a rule.

    def top_amount(self, seat: int, cube: str) -> int:
        """An upgradeable amount of a top action now: the base of S7, one more once its
        cube is removed (S9.3). ``cube`` is one of :data:`CUBES`."""
        if cube not in TOP_BASE:
            raise ValueError(f"unknown top-action cube {cube!r}")
        return TOP_BASE[cube] + (1 if self._upgraded(seat, cube) else 0)

    def trade_resources(self, seat: int) -> int:
        """S7.4: how many resources (of any types) Trade gives when popularity is not
        chosen; not upgradable, so the same for every seat."""
        del seat  # the same for every seat; taken so a screen asks as for the other amounts
        return TRADE_RESOURCES

    def top_kind(self, seat: int, section: int) -> str:
        """The top action of a section of the seat's mat (5: the Foundry card's)."""
        return self._top_kind(seat, section)

    def top_cost(self, seat: int, section: int) -> dict[str, int]:
        """What the section's top action costs now (S7): 1 coin for Strengthen and Trade,
        the workers' toll for Produce (S4.4), nothing for Move; a Foundry card's options
        each have their own cost (its ``top``)."""
        kind = self._top_kind(seat, section)
        if kind in ("strengthen", "trade"):
            return {"coins": 1}
        if kind == "produce":
            return self._produce_cost(seat)
        return {}

    def produce_cost(self, seat: int) -> dict[str, int]:
        """S4.4: what Produce costs by the seat's workers in play."""
        return self._produce_cost(seat)

    def column_cost(self, seat: int, column: str) -> int:
        """S9.1: the bottom action's resource cost now (printed cost less covered slots);
        the resource is ``COLUMN_RESOURCE[column]``."""
        return self._cost(seat, column)

    def column_coins(self, seat: int, column: str) -> int:
        """S9.2 c: the coins the bottom action pays."""
        coins: int = self.mat(seat).columns[COLUMNS.index(column)].coins
        return coins

    def controlled_resources(self, seat: int, kind: str | None = None) -> int:
        """The resources (of one kind, or all) on hexes the seat controls: what it may pay
        with (S6.6)."""
        return self._resource_total(seat, kind)

    def can_pay_column(self, seat: int, column: str) -> bool:
        """Whether the seat has the resources for the bottom action (Requisition counted)."""
        return self._can_pay_column(seat, column)

    def _has_top(self, seat: int, section: int) -> bool:
        """Whether the section's top action is possible (cheaper than listing it)."""
        kind = self._top_kind(seat, section)
        if kind == "move":
            return True  # the coins alternative is always possible
        if kind in ("strengthen", "trade"):
            return self.players[seat].coins >= 1
        return bool(self._top_actions(seat, section))

    def _top_actions(self, seat: int, section: int) -> list[Action]:
        p = self.players[seat]
        kind = self._top_kind(seat, section)
        out: list[Action] = []
        if kind == "strengthen" and p.coins >= 1:
            out += [{"kind": "strengthen", "gain": g} for g in ("power", "cards")]
        elif kind == "move":
            out += self._move_entries(seat, "move_unit")
            out.append({"kind": "gain_coins"})
        elif kind == "produce":
            hexes = self._produce_hexes(seat)
            if hexes and self._can_pay_produce(seat):
                out.append({"kind": "produce", "hexes": [list(h) for h in hexes],
                            "max": self.top_amount(seat, "produce_hexes")})
        elif kind == "trade" and p.coins >= 1:
            out.append({"kind": "trade", "gain": "resources", "types": list(RESOURCES),
                        "place": [list(h) for h in self._worker_hexes(seat)]})
            out.append({"kind": "trade", "gain": "popularity"})
        elif kind == "foundry" and p.foundry_card is not None:
            card = self.content.foundry[p.foundry_card]
            for i, opt in enumerate(card.top):
                entry = self._foundry_top_entry(seat, i, opt)
                if entry is not None:
                    out.append(entry)
        return out

    def _worker_hexes(self, seat: int) -> list[Hex]:
        return sorted({u.at for u in self.units.values()
                       if u.owner == seat and u.kind == "worker" and u.at is not None},
                      key=lambda h: (h[1], h[0]))

    def _produce_cost(self, seat: int) -> dict[str, int]:
        """S4.4, by workers in play (map and home base)."""
        w = self.workers_in_play(seat)
        if w <= 3:
            return {}
        if w <= 5:
            return {"power": 1}
        if w <= 7:
            return {"power": 1, "popularity": 1}
        return {"power": 1, "popularity": 1, "coins": 1}

    def _can_pay_produce(self, seat: int) -> bool:
        p = self.players[seat]
        cost = self._produce_cost(seat)
        return (p.power >= cost.get("power", 0) and p.popularity >= cost.get("popularity", 0)
                and p.coins >= cost.get("coins", 0))

    def _produce_hexes(self, seat: int) -> list[Hex]:
        """S7.3 b: hexes with your worker, or your Waterwheel's hex while you control it."""
        hexes = set(self._worker_hexes(seat))
        ww = self.structure_hex(seat, "waterwheel")
        if ww is not None and self.control(ww) == seat:
            hexes.add(ww)
        return sorted((h for h in hexes if self.board.terrain[h] not in ("lake", "foundry")),
                      key=lambda h: (h[1], h[0]))

    def _foundry_top_entry(self, seat: int, index: int, opt: Option) -> Action | None:
        p = self.players[seat]
        entry: Action = {"kind": "foundry_top", "option": index}
        for k, v in opt.cost.items():
            if k in ("coins", "power", "popularity") and getattr(p, k) < v:
                return None
            if k == "cards":
                if len(p.hand) < v:
                    return None
                entry["discard"] = sorted(set(p.hand))
            if k == "resources":
                if self._resource_total(seat) < v:
                    return None
                entry["pay"] = self._pay_domain(seat, None)
        if "resources" in opt.gain:
            entry["place"] = [list(h) for h in self._worker_hexes(seat)]
            entry["types"] = list(RESOURCES)
            entry["named"] = {k: v for k, v in opt.gain["resources"].items() if k != "choice"}
            entry["choice"] = int(opt.gain["resources"].get("choice", 0))
        if "produce_one" in opt.gain:
            hexes = [h for h in self._worker_hexes(seat)
                     if self.board.terrain[h] not in ("lake", "foundry")]
            if not hexes:
                return None
            entry["at"] = [list(h) for h in hexes]
        return entry

    # ------------------------------------------------------------------ resources

    def _resource_total(self, seat: int, kind: str | None = None) -> int:
        cm = self.control_map()
        return sum(n for h, res in self.resources.items() if cm.get(h) == seat
                   for t, n in res.items() if kind is None or t == kind)

    def _pay_domain(self, seat: int, kind: str | None) -> list[dict[str, Any]]:
        cm = self.control_map()
        out = []
        for h in self.board.order:
            if cm.get(h) != seat or h not in self.resources:
                continue
            for t in RESOURCES:
                n = self.resources[h].get(t, 0)
                if n and (kind is None or t == kind):
                    out.append({"at": list(h), "type": t, "n": n})
        return out

    def _add_resource(self, h: Hex, kind: str, n: int) -> None:
        if n <= 0:
            return
        res = self.resources.setdefault(h, {})
        res[kind] = res.get(kind, 0) + n

    def _remove_resource(self, h: Hex, kind: str, n: int) -> None:
        res = self.resources.get(h, {})
        left = res.get(kind, 0) - n
        if left < 0:
            raise IllegalAction("S6.6", f"{list(h)} holds fewer than {n} {kind}")
        if left:
            res[kind] = left
        else:
            res.pop(kind, None)
            if not res:
                self.resources.pop(h, None)

    def _payment(self, seat: int, action: Mapping[str, Any], need: Mapping[str, int],
                 any_types: int = 0) -> list[tuple[Hex, str, int]]:
        """S6.6/S6.7: which resources pay ``need`` (per type) plus ``any_types`` of any type.
        Checks only; nothing is removed."""
        cm = self.control_map()
        if "pay" in action and action["pay"] is not None:
            raw = action["pay"]
            if not isinstance(raw, list) or len(raw) > 64:
                raise BadAction(f"{action.get('kind')}.pay: expected a list")
            plan: list[tuple[Hex, str, int]] = []
            for i, item in enumerate(raw):
                if not isinstance(item, dict):
                    raise BadAction(f"{action.get('kind')}.pay[{i}]: expected a mapping")
                h = as_hex(item.get("at"), f"pay[{i}].at")
                t = item.get("type")
                n = _int_field(item, "n") if "n" in item else 1
                if t not in RESOURCES or n < 1:
                    raise BadAction(f"{action.get('kind')}.pay[{i}]: bad type or count")
                if cm.get(h) != seat:
                    raise IllegalAction("S6.6", f"pay[{i}]: you do not control {list(h)}")
                plan.append((h, str(t), n))
            given: Counter[tuple[Hex, str]] = Counter()
            for h, t, n in plan:
                given[(h, t)] += n
            for (h, t), n in given.items():
                if self.resources.get(h, {}).get(t, 0) < n:
                    raise IllegalAction("S6.6", f"{list(h)} holds fewer than {n} {t}")
            by_type: Counter[str] = Counter()
            for _, t, n in plan:
                by_type[t] += n
            extra = dict(by_type)
            for t, n in need.items():
                if extra.get(t, 0) < n:
                    raise IllegalAction("S6.7", f"the cost needs {n} {t}")
                extra[t] -= n
            if sum(extra.values()) != any_types:
                raise IllegalAction("S6.7", "the payment does not match the cost")
            return plan
        plan = []
        for t, n in need.items():
            left = n
            for h in self.board.order:
                if left == 0:
                    break
                if cm.get(h) != seat:
                    continue
                have = self.resources.get(h, {}).get(t, 0)
                if have:
                    k = min(have, left)
                    plan.append((h, t, k))
                    left -= k
            if left:
                raise IllegalAction("S6.7", f"not enough {t} on hexes you control")
        left = any_types
        used: Counter[tuple[Hex, str]] = Counter()
        for h, t, k in plan:
            used[(h, t)] += k
        for h in self.board.order:
            if left == 0:
                break
            if cm.get(h) != seat:
                continue
            for t in RESOURCES:
                have = self.resources.get(h, {}).get(t, 0) - used[(h, t)]
                if have > 0 and left:
                    k = min(have, left)
                    plan.append((h, t, k))
                    left -= k
        if left:
            raise IllegalAction("S6.7", "not enough resources on hexes you control")
        return plan

    def _pay_plan(self, seat: int, plan: Sequence[tuple[Hex, str, int]]) -> None:
        for h, t, n in plan:
            self._remove_resource(h, t, n)
        if plan:
            self._event("paid", player=seat,
                        resources=[{"at": list(h), "type": t, "n": n} for h, t, n in plan])

    def _place_gained(self, seat: int, action: Mapping[str, Any], named: Mapping[str, int],
                      choice: int) -> None:
        """S7.4/S18.5: gained resources on hexes holding your worker; lost with none."""
        hexes = set(self._worker_hexes(seat))
        count = sum(named.values()) + choice
        place = action.get("place")
        if not hexes:
            if place:
                raise IllegalAction("S7.4", "you have no worker on the map; the gain is lost")
            return
        if not isinstance(place, list) or len(place) != count:
            raise BadAction(f"{action.get('kind')}.place: expected {count} resources to place")
        types: Counter[str] = Counter()
        todo: list[tuple[Hex, str]] = []
        for i, item in enumerate(place):
            if not isinstance(item, dict):
                raise BadAction(f"place[{i}]: expected a mapping")
            h = as_hex(item.get("at"), f"place[{i}].at")
            t = item.get("type")
            if t not in RESOURCES:
                raise BadAction(f"place[{i}].type: expected a resource type")
            if h not in hexes:
                raise IllegalAction("S7.4", f"place[{i}]: {list(h)} holds none of your workers")
            types[str(t)] += 1
            todo.append((h, str(t)))
        for t, n in named.items():
            if types.get(t, 0) < n:
                raise IllegalAction("S18.5", f"the gain is {n} {t}")
        for h, t in todo:
            self._add_resource(h, t, 1)
        self._event("gained", player=seat, what="resources",
                    place=[{"at": list(h), "type": t} for h, t in todo])

    # ------------------------------------------------------------------ movement (S8)

    def _tunnel_set(self, seat: int, unit: Unit) -> set[Hex]:
        tunnels = set(self.board.tunnels)
        delve = self.structure_hex(seat, "delve")
        if delve is not None:
            tunnels.add(delve)
        if unit.kind != "worker" and self.has(seat, "ridge_tunnels"):
            cm = self.control_map()
            tunnels.update(h for h, t in self.board.terrain.items()
                           if t == "mountain" and cm.get(h) == seat)
        return tunnels

    def _steps(self, seat: int, unit: Unit, cur: Hex | None, carrying: bool,
               tunnels: set[Hex]) -> set[Hex]:
        """Hexes one step from ``cur`` for this unit (S8.3, S8.4, S3.4); entry rules apart."""
        b = self.board
        if cur is None:
            return set(b.starts[self.faction(seat)])
        fac = self.content.factions[self.faction(seat)]
        machine = unit.kind != "worker"
        boats = machine and self.has(seat, "reed_boats") and not carrying
        out: set[Hex] = set()
        for nb in b.adjacent[cur]:
            t = b.terrain[nb]
            if t == "lake" and not boats:
                continue
            if b.crosses_river(cur, nb):
                ok = (machine and "river" in self.players[seat].mech_abilities
                      and t in fac.river_terrains) or (not machine
                                                       and self.has(seat, "wading_hands"))
                if not ok:
                    continue
            out.add(nb)
        if cur in tunnels:
            out.update(tunnels)
        if machine and self.has(seat, "market_roads"):
            cm = self.control_map()
            if cur == FOUNDRY:
                out.update(h for h, tt in b.terrain.items()
                           if tt == "village" and cm.get(h) == seat)
            elif b.terrain[cur] == "village" and cm.get(cur) == seat:
                out.add(FOUNDRY)
        if machine and self.has(seat, "shoreline_ferry") and b.terrain[cur] != "lake":
            for shore in b.shore:
                if cur in shore:
                    out.update(shore)
        out.discard(cur)
        return out

    def _entry(self, seat: int, unit: Unit, h: Hex) -> str | None:
        """S8.6/S8.7 on entering ``h``: None (may go on), "stop", "displace", "combat",
        or "no" (forbidden)."""
        others = [u for u in self.units.values() if u.at == h and u.owner != seat]
        if unit.kind == "worker":
            return "no" if others else None
        result: str | None = None
        if any(u.kind != "worker" for u in others):
            result = "combat"
        elif others:
            result = "displace"
        if unit.kind == "character" and result is None:
            if h in self.tokens:
                result = "stop"
            elif h == FOUNDRY and self.players[seat].foundry_card is None:
                result = "stop"
        return result

    def _engaged(self, unit: Unit) -> bool:
        """S8.6 e: units in a hex awaiting combat."""
        if unit.at is None:
            return False
        return any(u.at == unit.at and u.owner != unit.owner for u in self.units.values())

    def _allowance(self, seat: int, unit: Unit, kind: str) -> int:
        if kind == "foundry_move":
            return 2
        if unit.kind != "worker" and self.has(seat, "stride"):
            return 2
        return 1

    def _paths(self, seat: int, unit: Unit, kind: str) -> list[list[Hex]]:
        allowance = self._allowance(seat, unit, kind)
        tunnels = self._tunnel_set(seat, unit)
        out: list[list[Hex]] = []

        start = unit.at
        ridge = unit.kind != "worker" and self.has(seat, "ridge_tunnels")

        def walk(cur: Hex | None, path: list[Hex]) -> None:
            here = tunnels
            if ridge and path:  # control is judged just before each step (S3.4)
                unit.at = cur
                here = self._tunnel_set(seat, unit)
            nexts = sorted(self._steps(seat, unit, cur, False, here))
            unit.at = start
            for nxt in nexts:
                if nxt in path or nxt == start:
                    continue
                entry = self._entry(seat, unit, nxt)
                if entry == "no":
                    continue
                out.append([*path, nxt])
                if entry is None and len(path) + 1 < allowance:
                    walk(nxt, [*path, nxt])

        walk(start, [])
        return out

    def _movable(self, seat: int) -> list[Unit]:
        t = self.turn
        moved = set(t.moved) if t is not None else set()
        return [u for u in self.units.values()
                if u.owner == seat and u.id not in moved and not self._engaged(u)]

    def _can_move_any(self, seat: int) -> bool:
        """Whether some unit may still take a step (so ``end_move`` is not the only choice)."""
        for unit in self._movable(seat):
            tunnels = self._tunnel_set(seat, unit)
            for nxt in self._steps(seat, unit, unit.at, False, tunnels):
                if self._entry(seat, unit, nxt) != "no":
                    return True
        return False

    def _move_entries(self, seat: int, kind: str) -> list[Action]:
        out: list[Action] = []
        for unit in sorted(self._movable(seat), key=lambda u: u.id):
            for path in self._paths(seat, unit, kind):
                cargo = []
                for i, h in enumerate([unit.at, *path[:-1]]):
                    dom: dict[str, Any] = {"hex": list(h) if h is not None else "base"}
                    if unit.kind == "mech" and not any(
                            self.board.terrain[x] == "lake" for x in path):
                        dom["workers"] = sorted(w.id for w in self.units.values()
                                                if w.owner == seat and w.kind == "worker"
                                                and w.at == h)
                    if h is not None and h in self.resources:
                        dom["resources"] = dict(self.resources[h])
                    if len(dom) > 1 or i == 0:
                        cargo.append(dom)
                out.append({"kind": kind, "unit": unit.id, "path": [list(h) for h in path],
                            "cargo": cargo})
        return out

    def _cargo(self, value: Any, where: str) -> tuple[list[str], dict[str, int]]:
        if value is None:
            return [], {}
        if not isinstance(value, dict):
            raise BadAction(f"{where}: expected a mapping")
        for k in value:
            if k not in ("workers", "resources"):
                raise BadAction(f"{where}.{k}: unknown key")
        return (_ids(value.get("workers"), f"{where}.workers"),
                _amounts(value.get("resources"), f"{where}.resources", RESOURCES))

    def _do_move(self, seat: int, action: Mapping[str, Any], kind: str) -> None:
        """One unit's move (S8.1-S8.8), cargo included; displacement at the end."""
        t = self.turn
        assert t is not None
        uid = _str_field(action, "unit")
        unit = self.units.get(uid)
        if unit is None or unit.owner != seat:
            raise IllegalAction("S8.1", f"{uid} is not a unit of yours in play")
        if uid in t.moved:
            raise IllegalAction("S8.1", f"{uid} has already moved in this action")
        if self._engaged(unit):
            raise IllegalAction("S8.6", f"{uid} is engaged in a hex awaiting combat")
        path = _hex_list(_field(action, "path"), f"{kind}.path", 8)
        if not path:
            raise BadAction(f"{kind}.path: at least one step")
        allowance = self._allowance(seat, unit, kind)
        if len(path) > allowance:
            raise IllegalAction("S8.2", f"{uid} may take at most {allowance} step(s)")
        carry_w, carry_r = self._cargo(action.get("carry"), f"{kind}.carry")
        stops_raw = action.get("stops") or []
        if not isinstance(stops_raw, list) or len(stops_raw) > 8:
            raise BadAction(f"{kind}.stops: expected a list")
        stops: dict[int, tuple[list[str], dict[str, int], list[str], dict[str, int]]] = {}
        for i, s in enumerate(stops_raw):
            if not isinstance(s, dict):
                raise BadAction(f"{kind}.stops[{i}]: expected a mapping")
            step = _int_field(s, "step")
            if not 1 <= step < len(path) or step in stops:
                raise IllegalAction("S8.8", f"stops[{i}].step must be a hex of the path before "
                                    "the last, once")
            lw, lr = self._cargo(s.get("leave"), f"stops[{i}].leave")
            tw, tr = self._cargo(s.get("take"), f"stops[{i}].take")
            stops[step] = (lw, lr, tw, tr)
        if unit.kind != "mech" and (carry_w or any(st[2] for st in stops.values())):
            raise IllegalAction("S8.8", "only a mech carries workers")
        # cargo at the start
        start = unit.at
        carried_w: list[Unit] = []

        def take(h: Hex | None, ids: list[str], res: Mapping[str, int]) -> None:
            for wid in ids:
                w = self.units.get(wid)
                if (w is None or w.owner != seat or w.kind != "worker" or w.at != h
                        or w in carried_w):
                    raise IllegalAction("S8.8", f"{wid} is not your worker on that hex")
                carried_w.append(w)
            for r, n in res.items():
                if h is None or self.resources.get(h, {}).get(r, 0) < n:
                    raise IllegalAction("S8.8", f"fewer than {n} {r} lie there")
                self._remove_resource(h, r, n)
                carried_r[r] = carried_r.get(r, 0) + n

        carried_r: dict[str, int] = {}
        take(start, carry_w, carry_r)
        tunnels = self._tunnel_set(seat, unit)
        cur = start
        outcome: str | None = None
        ridge = unit.kind != "worker" and self.has(seat, "ridge_tunnels")
        for i, nxt in enumerate(path, 1):
            if ridge and i > 1:  # control is judged just before each step (S3.4)
                tunnels = self._tunnel_set(seat, unit)
            if nxt not in self._steps(seat, unit, cur, bool(carried_w), tunnels):
                rule = "S8.3"
                if self.board.terrain.get(nxt) == "lake":
                    rule = "S3.4" if unit.kind != "worker" else "S8.3"
                raise IllegalAction(rule, f"{uid} cannot step from "
                                    f"{list(cur) if cur else 'base'} to {list(nxt)}")
            outcome = self._entry(seat, unit, nxt)
            if outcome == "no":
                raise IllegalAction("S8.6", f"a worker cannot enter {list(nxt)}, which holds "
                                    "another player's unit")
            if outcome is not None and i < len(path):
                raise IllegalAction("S8.7" if outcome == "stop" else "S8.6",
                                    f"{uid}'s move ends at {list(nxt)}")
            unit.at = nxt
            for w in carried_w:
                w.at = nxt
            cur = nxt
            if i in stops:
                lw, lr, tw, tr = stops[i]
                for wid in lw:
                    left_w = self.units.get(wid)
                    if left_w is None or left_w not in carried_w:
                        raise IllegalAction("S8.8", f"{wid} is not carried")
                    carried_w.remove(left_w)
                for r, n in lr.items():
                    if carried_r.get(r, 0) < n:
                        raise IllegalAction("S8.8", f"fewer than {n} {r} carried")
                    carried_r[r] -= n
                    self._add_resource(cur, r, n)
                take(nxt, tw, tr)
                # a taken worker cannot ride onto a lake; checked at the next step
        assert cur is not None
        for r, n in carried_r.items():
            self._add_resource(cur, r, n)
        t.moved.append(uid)
        if unit.kind == "character":
            t.entered = cur
        self._event("moved", player=seat, unit=uid, path=[list(h) for h in path],
                    carried=[w.id for w in carried_w])
        if outcome == "displace":
            self._displace(seat, cur)

    def _displace(self, seat: int, h: Hex) -> None:
        """S8.6 c: the other player's workers go home at once; the mover loses popularity."""
        t = self.turn
        assert t is not None
        victims = [u for u in self.units.values() if u.at == h and u.owner != seat]
        owner = victims[0].owner
        self._lose(seat, "popularity", len(victims))
        self._event("displaced", player=owner, units=[u.id for u in victims], at=list(h),
                    popularity_lost=len(victims), by=seat)
        self._retreat(owner, victims, h, "displaced")

    def _fallback_targets(self, seat: int) -> list[Hex]:
        if not self.has(seat, "fallback"):
            return []
        return sorted((h for h, (o, _) in self.structures.items()
                       if o == seat and not any(u.at == h and u.owner != seat
                                                for u in self.units.values())),
                      key=lambda h: (h[1], h[0]))

    def _retreat(self, seat: int, units: list[Unit], h: Hex, cause: str) -> None:
        """Send ``units`` home, or ask about Fallback (S3.4) when it has a target."""
        t = self.turn
        assert t is not None
        if self._fallback_targets(seat):
            t.retreat = {"player": seat, "units": [u.id for u in units], "from": list(h),
                         "cause": cause, "then": t.phase}
            t.phase = "retreat"
            return
        for u in units:
            u.at = None
        self._event("retreated", player=seat, units=[u.id for u in units], to="base")

    def _apply_retreat(self, action: Mapping[str, Any]) -> None:
        t = self.turn
        assert t is not None and t.retreat is not None
        seat = int(t.retreat["player"])
        to = _field(action, "to")
        dest: Hex | None = None
        if to != "base":
            dest = as_hex(to, "retreat.to")
            if dest not in self._fallback_targets(seat):
                raise IllegalAction("S3.4", f"Fallback cannot go to {list(dest)}")
        for uid in t.retreat["units"]:
            self.units[uid].at = dest
        self._event("retreated", player=seat, units=list(t.retreat["units"]),
                    to="base" if dest is None else list(dest))
        cause, then = t.retreat["cause"], t.retreat.get("then", "move")
        t.retreat = None
        t.phase = then
        if cause == "displaced":
            self._after_unit_moved()
        else:
            self._finish_combat()

    def _after_unit_moved(self) -> None:
        t = self.turn
        assert t is not None
        if t.phase == "retreat":
            return
        if t.units_left > 0:
            t.units_left -= 1
        if t.units_left > 0 and self._can_move_any(self.to_move):
            t.phase = "move"
            return
        self._end_movement()

    def _end_movement(self) -> None:
        """S6.4 checkpoint after the movement part; then S8.9: combats, encounter, card."""
        t = self.turn
        assert t is not None
        t.units_left = 0
        t.moved = []
        if self._checkpoint():
            return
        seat = self.to_move
        fights = set()
        for u in self.units.values():
            if u.owner == seat and u.kind != "worker" and u.at is not None:
                if any(v.at == u.at and v.owner != seat and v.kind != "worker"
                       for v in self.units.values()):
                    fights.add(u.at)
        t.pending_combats = sorted(fights, key=lambda h: (h[1], h[0]))
        self._next_combat()

    # ------------------------------------------------------------------ combat (S10)

    def _next_combat(self) -> None:
        t = self.turn
        assert t is not None
        if len(t.pending_combats) > 1:
            t.phase = "combat_order"
        elif t.pending_combats:
            self._start_combat(t.pending_combats[0])
        else:
            self._encounter_stage()

    def _start_combat(self, h: Hex) -> None:
        t = self.turn
        assert t is not None
        attacker = self.to_move
        defender = next(u.owner for u in self.units.values()
                        if u.at == h and u.owner != attacker and u.kind != "worker")
        t.combat = {"at": list(h), "attacker": attacker, "defender": defender, "next": None,
                    "bombard_used": False, "hired_guns": {}, "winner": None}
        t.commits = {}
        self._event("combat", at=list(h), attacker=attacker, defender=defender)
        self._advance_pre_combat(None)

    def _has_pre(self, seat: int) -> bool:
        return self._can_bombard(seat) or self._can_hire(seat)

    def _can_bombard(self, seat: int) -> bool:
        t = self.turn
        return (t is not None and t.combat is not None and not t.combat["bombard_used"]
                and self.has(seat, "bombard") and self.players[seat].power >= 1)

    def _can_hire(self, seat: int) -> bool:
        t = self.turn
        return (t is not None and t.combat is not None and self.has(seat, "hired_guns")
                and str(seat) not in t.combat["hired_guns"] and self.players[seat].coins >= 1)

    def _advance_pre_combat(self, done: int | None) -> None:
        """S10.4: the attacker, then the defender, may use a before-the-commit ability."""
        t = self.turn
        assert t is not None and t.combat is not None
        order = [t.combat["attacker"], t.combat["defender"]]
        rest = order if done is None else order[order.index(done) + 1:]
        for s in rest:
            if self._has_pre(s):
                t.combat["next"] = s
                t.phase = "pre_combat"
                return
        t.combat["next"] = None
        t.phase = "commit"

    def _card_limit(self, seat: int) -> int:
        t = self.turn
        assert t is not None and t.combat is not None
        h = as_hex(t.combat["at"], "combat.at")
        here = [u for u in self.units.values() if u.at == h and u.owner == seat]
        k = sum(1 for u in here if u.kind != "worker")
        if self.has(seat, "levy") and any(u.kind == "worker" for u in here):
            k += 1
        return k

    def _apply_pre_combat(self, action: Mapping[str, Any]) -> None:
        t = self.turn
        assert t is not None and t.combat is not None
        who = int(t.combat["next"])
        kind = action["kind"]
        if kind == "bombard":
            if not self._can_bombard(who):
                raise IllegalAction("S3.4", "Bombard is not available")
            other = t.combat["defender"] if who == t.combat["attacker"] else t.combat["attacker"]
            self._lose(who, "power", 1)
            self._lose(other, "power", 2)
            t.combat["bombard_used"] = True
            self._event("bombard", player=who, target=other)
        elif kind == "hired_guns":
            coins = _int_field(action, "coins")
            if not self._can_hire(who) or not 1 <= coins <= min(2, self.players[who].coins):
                raise IllegalAction("S3.4", "Hired Guns takes 1 or 2 coins you have")
            self._lose(who, "coins", coins)
            t.combat["hired_guns"][str(who)] = coins
            self._event("hired_guns", player=who, coins=coins)
        self._advance_pre_combat(who)

    def _apply_commit(self, action: Mapping[str, Any], seat: int) -> None:
        """S10.5, S17.2: a sealed commit; revealed when both are in."""
        t = self.turn
        assert t is not None and t.combat is not None
        p = self.players[seat]
        dial = _int_field(action, "power")
        cards = action.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool)
                                                  for c in cards):
            raise BadAction("commit.cards: expected a list of card values")
        if not 0 <= dial <= min(DIAL_CAP, p.power):
            raise IllegalAction("S10.5", f"the dial is 0..{min(DIAL_CAP, p.power)}")
        if len(cards) > self._card_limit(seat):
            raise IllegalAction("S10.5", f"at most {self._card_limit(seat)} combat card(s)")
        if Counter(cards) - Counter(p.hand):
            raise IllegalAction("S10.5", "those cards are not in your hand")
        t.commits[seat] = {"power": dial, "cards": list(cards)}
        self._event("committed", player=seat)
        if len(t.commits) == 2:
            self._reveal()

    def combat_bonus(self, seat: int) -> int:
        """S10.6: what the seat's total gets beyond its dial and cards in the combat being
        fought (Hired Guns, Ambush Ground, Stand Fast: all public); 0 outside a combat."""
        t = self.turn
        if t is None or t.combat is None:
            return 0
        bonus = int(t.combat["hired_guns"].get(str(seat), 0))
        h = as_hex(t.combat["at"], "combat.at")
        if self.has(seat, "ambush_ground") and self.board.terrain[h] in ("forest", "mountain"):
            bonus += 2
        if self.has(seat, "stand_fast") and seat == t.combat["defender"]:
            bonus += 1
        return bonus

    def _total(self, seat: int) -> int:
        t = self.turn
        assert t is not None and t.combat is not None
        c = t.commits[seat]
        return int(c["power"]) + sum(int(v) for v in c["cards"]) + self.combat_bonus(seat)

    def _reveal(self) -> None:
        """S10.6-S10.9."""
        t = self.turn
        assert t is not None and t.combat is not None
        att, dfd = int(t.combat["attacker"]), int(t.combat["defender"])
        ta, td = self._total(att), self._total(dfd)
        if ta > td:
            winner = att
        elif td > ta:
            winner = dfd
        else:
            winner = dfd if self.has(dfd, "stand_fast") else att
        loser = dfd if winner == att else att
        t.combat["winner"] = winner
        self._event("revealed", at=t.combat["at"], commits={
            str(s): {**t.commits[s], "total": tot} for s, tot in ((att, ta), (dfd, td))},
            winner=winner)
        for s in (att, dfd):
            c = t.commits[s]
            self._lose(s, "power", int(c["power"]))
            for v in c["cards"]:
                self.players[s].hand.remove(v)
                self.combat_discard.append(v)
        h = as_hex(t.combat["at"], "combat.at")
        losers = [u for u in self.units.values() if u.at == h and u.owner == loser]
        t.combat["workers_retreated"] = sum(1 for u in losers if u.kind == "worker")
        self._retreat(loser, losers, h, "combat")
        if t.phase != "retreat":
            self._finish_combat()

    def _finish_combat(self) -> None:
        """S10.9 (consolation card), S10.10 (popularity, star), checkpoint, next combat."""
        t = self.turn
        assert t is not None and t.combat is not None
        c = t.combat
        winner = int(c["winner"])
        loser = c["defender"] if winner == c["attacker"] else c["attacker"]
        commit = t.commits.get(loser, {"power": 0, "cards": []})
        if commit["power"] >= 1 or commit["cards"]:
            self._gain(loser, "cards", 1)
        if winner == c["attacker"] and c.get("workers_retreated"):
            self._lose(winner, "popularity", int(c["workers_retreated"]))
        self._pending_combat_wins.append(winner)
        h = as_hex(c["at"], "combat.at")
        if h in t.pending_combats:
            t.pending_combats.remove(h)
        t.combat = None
        t.commits = {}
        if self._checkpoint():
            return
        self._next_combat()

    # ------------------------------------------------------------------ encounters (S12)

    def _encounter_stage(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        char = self.units[f"{self.faction(seat)}.c"]
        if t.entered is not None and t.entered in self.tokens and char.at == t.entered:
            card = self._draw_encounter()
            t.encounter = {"at": list(t.entered), "card": card}
            t.phase = "encounter"
            self._event("encounter", player=seat, at=list(t.entered), card=card)
            return
        self._foundry_stage()

    def _option_needs(self, seat: int, gain: Mapping[str, Any], at: Hex) -> dict[str, Any]:
        """The choice domains a gain needs (empty ones mean the gain is lost, S12.4)."""
        p = self.players[seat]
        needs: dict[str, Any] = {}
        if "mech" in gain and self.mechs(seat) < 4:
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            if left:
                needs["ability"] = left
        if "structure" in gain and at not in self.structures:
            left = [s for s in STRUCTURES if s not in p.structures_built]
            if left:
                needs["structure"] = left
        if "upgrade" in gain:
            cubes, slots = self._upgrade_domains(seat)
            if cubes and slots:
                needs["cube"], needs["slot"] = cubes, slots
        if "recruit" in gain:
            cols = [c for c in COLUMNS if c not in p.recruits]
            bonuses = [b for b in BONUSES if b not in p.bonuses_taken]
            if cols and bonuses:
                needs["column"], needs["bonus"] = cols, bonuses
        res = gain.get("resources", {})
        if isinstance(res, dict) and res.get("choice"):
            needs["resources"] = {"choice": res["choice"], "types": list(RESOURCES)}
        return needs

    def shortfall(self, seat: int, costs: Iterable[Mapping[str, Any]]) -> dict[str, int]:
        """What the seat lacks to pay all of ``costs`` together (coins, power, popularity:
        an encounter's options, S12.3); empty when it can pay."""
        p = self.players[seat]
        total: Counter[str] = Counter()
        for c in costs:
            for k, v in c.items():
                total[k] += int(v)
        return {k: v - int(getattr(p, k)) for k, v in total.items() if getattr(p, k) < v}

    def _affordable(self, seat: int, costs: Iterable[Mapping[str, Any]]) -> bool:
        return not self.shortfall(seat, costs)

    def _encounter_entries(self, seat: int, card_id: str) -> list[Action]:
        card = self.content.encounters[card_id]
        t = self.turn
        assert t is not None and t.encounter is not None
        at = as_hex(t.encounter["at"], "encounter.at")
        combos: list[list[str]] = [[o] for o in "ABC"]
        if self.has(seat, "wayfinders"):
            combos += [[a, b] for a in "ABC" for b in "ABC" if a != b]
        out: list[Action] = []
        for combo in combos:
            if not self._affordable(seat, [card.options[o].cost for o in combo]):
                continue
            choices = {o: self._option_needs(seat, card.options[o].gain, at) for o in combo}
            out.append({"kind": "encounter", "options": combo,
                        "choices": {o: c for o, c in choices.items() if c}})
        return out

    def _apply_encounter(self, seat: int, action: Mapping[str, Any]) -> None:
        t = self.turn
        assert t is not None and t.encounter is not None
        card = self.content.encounters[str(t.encounter["card"])]
        at = as_hex(t.encounter["at"], "encounter.at")
        options = _field(action, "options")
        limit = 2 if self.has(seat, "wayfinders") else 1
        if (not isinstance(options, list) or not 1 <= len(options) <= limit
                or len(set(options)) != len(options)
                or not all(o in ("A", "B", "C") for o in options)):
            raise IllegalAction("S12.3", "choose " + ("one or two different options"
                                                      if limit == 2 else "one option")
                                + " of A, B, C")
        chosen = [card.options[o] for o in options]
        if not self._affordable(seat, [c.cost for c in chosen]):
            raise IllegalAction("S12.3", "you cannot pay for that option in full")
        choices = action.get("choices") or {}
        if not isinstance(choices, dict):
            raise BadAction("encounter.choices: expected a mapping")
        # check every choice before changing anything
        needs = {o: self._option_needs(seat, card.options[o].gain, at) for o in options}
        for o in options:
            self._check_choices(needs[o], choices.get(o) or {}, o)
        for opt in chosen:
            for k, v in opt.cost.items():
                self._lose(seat, k, int(v))
            if opt.cost:
                self._event("paid", player=seat, **{k: int(v) for k, v in opt.cost.items()})
        for o, opt in zip(options, chosen, strict=True):
            self._free_gain(seat, opt.gain, at, choices.get(o) or {})
        self.tokens.discard(at)
        self.encounters_used.append(card.id)
        t.encounter = None
        self._event("encounter_resolved", player=seat, card=card.id, options=list(options))
        if self._checkpoint():
            return
        self._foundry_stage()

    def _check_choices(self, needs: Mapping[str, Any], given: Any, option: str) -> None:
        if not isinstance(given, dict):
            raise BadAction(f"encounter.choices.{option}: expected a mapping")
        for key, domain in needs.items():
            if key == "resources":
                res = _amounts(given.get("resources"), f"choices.{option}.resources", RESOURCES)
                if sum(res.values()) != domain["choice"]:
                    raise IllegalAction("S12.4", f"choose {domain['choice']} resources")
            elif given.get(key) not in domain:
                raise IllegalAction("S12.4", f"choices.{option}.{key}: one of "
                                    f"{', '.join(map(str, domain))}")
        if "cube" in needs:
            self._check_upgrade(self.to_move, str(given["cube"]), str(given["slot"]))

    def _free_gain(self, seat: int, gain: Mapping[str, Any], at: Hex,
                   choices: Mapping[str, Any]) -> None:
        """S12.4: gains of an encounter, on the encounter hex; free pieces without coins or
        ongoing bonuses."""
        p = self.players[seat]
        needs = self._option_needs(seat, gain, at)
        for k in ("coins", "power", "popularity", "cards"):
            if k in gain:
                self._gain(seat, k, int(gain[k]))
        res = gain.get("resources")
        if isinstance(res, dict):
            for r, n in res.items():
                if r != "choice":
                    self._add_resource(at, r, int(n))
            if res.get("choice"):
                for r, n in _amounts(choices.get("resources"), "resources", RESOURCES).items():
                    self._add_resource(at, r, n)
            self._event("gained", player=seat, what="resources", at=list(at))
        if "workers" in gain:
            self._new_workers(seat, at, int(gain["workers"]))
        if "mech" in gain and "ability" in needs:
            self._place_mech(seat, str(choices["ability"]), at)
        if "structure" in gain and "structure" in needs:
            self._place_structure(seat, str(choices["structure"]), at)
        if "upgrade" in gain and "cube" in needs:
            self._do_upgrade(seat, str(choices["cube"]), str(choices["slot"]))
        if "recruit" in gain and "column" in needs:
            self._do_recruit(seat, str(choices["column"]), str(choices["bonus"]))
        del p

    def _new_workers(self, seat: int, at: Hex, n: int) -> int:
        fid = self.faction(seat)
        made = 0
        for i in range(1, 9):
            if made == n:
                break
            uid = f"{fid}.w{i}"
            if uid not in self.units:
                self.units[uid] = Unit(uid, seat, "worker", at)
                made += 1
        if made:
            self._event("gained", player=seat, what="workers", n=made, at=list(at))
        return made

    def _place_mech(self, seat: int, ability: str, at: Hex) -> None:
        fid = self.faction(seat)
        uid = next(f"{fid}.m{i}" for i in range(1, 5) if f"{fid}.m{i}" not in self.units)
        self.units[uid] = Unit(uid, seat, "mech", at)
        self.players[seat].mech_abilities.append(ability)
        self._event("deployed", player=seat, unit=uid, ability=ability, at=list(at))

    def _place_structure(self, seat: int, kind: str, at: Hex) -> None:
        self.structures[at] = (seat, kind)
        self.players[seat].structures_built.append(kind)
        self._event("built", player=seat, structure=kind, at=list(at))

    def _upgrade_domains(self, seat: int) -> tuple[list[str], list[str]]:
        p = self.players[seat]
        cubes = [c for c in CUBES if c not in p.cubes_removed]
        mat = self.mat(seat)
        slots = [col for i, col in enumerate(COLUMNS)
                 if p.slots_covered.get(col, 0) < mat.columns[i].removable]
        return cubes, slots

    def _check_upgrade(self, seat: int, cube: str, slot: str) -> None:
        cubes, slots = self._upgrade_domains(seat)
        if cube not in cubes:
            raise IllegalAction("S9.3", f"cube {cube} is not on the top row")
        if slot not in slots:
            raise IllegalAction("S9.3", f"no uncovered removable slot in column {slot}")

    def _do_upgrade(self, seat: int, cube: str, slot: str) -> None:
        self._check_upgrade(seat, cube, slot)
        p = self.players[seat]
        p.cubes_removed.append(cube)
        p.slots_covered[slot] = p.slots_covered.get(slot, 0) + 1
        self._event("upgraded", player=seat, cube=cube, slot=slot)

    def _do_recruit(self, seat: int, column: str, bonus: str) -> None:
        p = self.players[seat]
        if column not in COLUMNS or column in p.recruits:
            raise IllegalAction("S9.7", f"column {column} already has a recruit")
        if bonus not in BONUSES or bonus in p.bonuses_taken:
            raise IllegalAction("S9.7", f"the one-time bonus {bonus} is taken")
        p.recruits[column] = bonus
        p.bonuses_taken.append(bonus)
        self._event("recruited", player=seat, column=column, bonus=bonus)
        self._gain(seat, bonus, 2)

    # ------------------------------------------------------------------ Foundry (S13)

    def _foundry_stage(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        char = self.units[f"{self.faction(seat)}.c"]
        if (char.at == FOUNDRY and self.players[seat].foundry_card is None
                and self.foundry_cards):
            t.phase = "foundry_card"
            return
        self._after_move_action()

    def _after_move_action(self) -> None:
        t = self.turn
        assert t is not None
        t.entered = None
        if t.section == 5:  # the Foundry-card move was the bottom action
            self._objective_stage()
        else:
            self._bottom_stage()

    # ------------------------------------------------------------------ bottom actions (S9)

    def _cost(self, seat: int, column: str) -> int:
        i = COLUMNS.index(column)
        cost: int = self.mat(seat).columns[i].cost
        return cost - self.players[seat].slots_covered.get(column, 0)

    def _stores_types(self, seat: int, column: str) -> list[str]:
        """Common Stores (authored, S3.2's place for the faction ability): the other
        resource types one of which may stand in for one resource of a bottom action's
        cost; empty without the ability or with nothing to pay."""
        if not self.has(seat, "common_stores") or self._cost(seat, column) < 1:
            return []
        rtype = COLUMN_RESOURCE[column]
        return [t for t in RESOURCES if t != rtype and self._resource_total(seat, t) > 0]

    def _can_pay_column(self, seat: int, column: str) -> bool:
        need = self._cost(seat, column)
        have = self._resource_total(seat, COLUMN_RESOURCE[column])
        t = self.turn
        if (self.has(seat, "requisition") and t is not None and not t.requisition_used
                and self.players[seat].hand and need > 0):
            need -= 1
        elif self._stores_types(seat, column):
            need -= 1
        return have >= need

    def _bottom_actions(self, seat: int, section: int) -> list[Action]:
        p = self.players[seat]
        if section == 5:
            return self._move_entries(seat, "foundry_move")
        column = COLUMNS[section - 1]
        if not self._can_pay_column(seat, column):
            return []
        entry: Action = {"kind": column, "pay": self._pay_domain(seat, COLUMN_RESOURCE[column])}
        t = self.turn
        if (self.has(seat, "requisition") and t is not None and not t.requisition_used
                and p.hand):
            entry["requisition"] = [COLUMN_RESOURCE[column]]
            entry["discard"] = sorted(set(p.hand))
        stores = self._stores_types(seat, column)
        if stores:
            entry["stores"] = stores
            # S6.6: the player says which hex the stand-in comes from, as with "pay"
            held = self._pay_domain(seat, None)
            entry["stores_at"] = {t: [x["at"] for x in held if x["type"] == t] for t in stores}
        if column == "upgrade":
            cubes, slots = self._upgrade_domains(seat)
            if not cubes or not slots:
                return []
            entry.update(cube=cubes, slot=slots)
        elif column == "deploy":
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            hexes = [h for h in self._worker_hexes(seat) if self.board.terrain[h] != "lake"]
            if self.mechs(seat) >= 4 or not left or not hexes:
                return []
            entry.update(ability=left, at=[list(h) for h in hexes])
        elif column == "build":
            left = [s for s in STRUCTURES if s not in p.structures_built]
            hexes = [h for h in self._worker_hexes(seat)
                     if h not in self.structures
                     and self.board.terrain[h] not in ("lake", "foundry")]
            if not left or not hexes:
                return []
            entry.update(structure=left, at=[list(h) for h in hexes])
        else:
            cols = [c for c in COLUMNS if c not in p.recruits]
            bonuses = [b for b in BONUSES if b not in p.bonuses_taken]
            if not cols or not bonuses:
                return []
            entry.update(column=cols, bonus=bonuses)
        return [entry]

    def _bottom_stage(self) -> None:
        t = self.turn
        assert t is not None
        t.phase = "bottom"
        if t.section == 5:
            possible = self._can_move_any(self.to_move)
        else:
            possible = bool(self._bottom_actions(self.to_move, t.section))
        if not possible:
            self._objective_stage()

    def _apply_bottom(self, seat: int, action: Mapping[str, Any]) -> None:
        """S9.2: pay, effect, coins, recruit bonuses, checkpoint."""
        t = self.turn
        assert t is not None
        kind = action["kind"]
        column = COLUMNS[t.section - 1] if t.section <= 4 else None
        if kind != column:
            raise IllegalAction("S6.2", f"the bottom action of section {t.section} is "
                                f"{column or 'foundry_move'}")
        p = self.players[seat]
        # validate the effect before paying
        if kind == "upgrade":
            self._check_upgrade(seat, _str_field(action, "cube"), _str_field(action, "slot"))
        elif kind == "deploy":
            ability = _str_field(action, "ability")
            at = as_hex(_field(action, "at"), "deploy.at")
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            if self.mechs(seat) >= 4:
                raise IllegalAction("S9.1", "no mech left in supply")
            if ability not in left:
                raise IllegalAction("S9.4", f"ability {ability} is not yours to unlock")
            if at not in self._worker_hexes(seat):
                raise IllegalAction("S9.4", f"{list(at)} holds none of your workers")
        elif kind == "build":
            structure = _str_field(action, "structure")
            at = as_hex(_field(action, "at"), "build.at")
            if structure not in STRUCTURES or structure in p.structures_built:
                raise IllegalAction("S9.5", f"{structure} is not in your supply")
            if at not in self._worker_hexes(seat):
                raise IllegalAction("S9.5", f"{list(at)} holds none of your workers")
            if at in self.structures:
                raise IllegalAction("S9.5", f"{list(at)} already holds a structure")
            if self.board.terrain[at] in ("lake", "foundry"):
                raise IllegalAction("S9.5", "no structure on a lake or the Foundry")
        else:
            col, bonus = _str_field(action, "column"), _str_field(action, "bonus")
            if col not in COLUMNS or col in p.recruits:
                raise IllegalAction("S9.7", f"column {col} cannot take a recruit")
            if bonus not in BONUSES or bonus in p.bonuses_taken:
                raise IllegalAction("S9.7", f"the one-time bonus {bonus} is not available")
        # pay (S9.2 a)
        assert column is not None
        rtype = COLUMN_RESOURCE[column]
        need = self._cost(seat, column)
        discard: int | None = None
        if action.get("requisition") is not None or action.get("discard") is not None:
            if not self.has(seat, "requisition"):
                raise IllegalAction("S3.2", "only Corvane may requisition")
            if t.requisition_used:
                raise IllegalAction("S3.2", "Requisition is once per turn")
            if action.get("requisition") != rtype:
                raise IllegalAction("S3.2", f"the cost is {rtype}")
            discard = _int_field(action, "discard")
            if discard not in p.hand:
                raise IllegalAction("S3.2", f"no combat card of value {discard} in hand")
            if need < 1:
                raise IllegalAction("S3.2", "nothing to requisition")
            need -= 1
        stores: str | None = None
        if action.get("stores") is not None:
            if not self.has(seat, "common_stores"):
                raise IllegalAction("S3.2", "only a faction with Common Stores may pay "
                                    "with another resource")
            stores = _str_field(action, "stores")
            if stores not in RESOURCES or stores == rtype:
                raise IllegalAction("S3.2", f"Common Stores pays with a resource other than "
                                    f"{rtype}")
            if need < 1:
                raise IllegalAction("S3.2", "nothing for Common Stores to pay")
            need -= 1
        elif action.get("stores_at") is not None:
            raise BadAction(f"{kind}.stores_at: only with stores")
        plan = self._payment(seat, action, {rtype: need} if need else {})
        if stores is not None:
            # a chosen payment ("pay") names only the cost's own type, as with
            # Requisition; the stand-in comes from "stores_at", else in the usual order
            if action.get("stores_at") is not None:
                h = as_hex(action["stores_at"], f"{kind}.stores_at")
                if self.control(h) != seat:
                    raise IllegalAction("S6.6", f"stores_at: you do not control {list(h)}")
                if self.resources.get(h, {}).get(stores, 0) < 1:
                    raise IllegalAction("S6.6", f"{list(h)} holds no {stores}")
                plan.append((h, stores, 1))
            else:
                plan += self._payment(seat, {"kind": kind}, {stores: 1})
        self._pay_plan(seat, plan)
        if stores is not None:
            self._event("common_stores", player=seat, type=stores, instead_of=rtype,
                        at=list(plan[-1][0]))
        if discard is not None:
            p.hand.remove(discard)
            self.combat_discard.append(discard)
            t.requisition_used = True
            self._event("requisition", player=seat, card=discard, instead_of=rtype)
        # effect (S9.2 b)
        if kind == "upgrade":
            self._do_upgrade(seat, str(action["cube"]), str(action["slot"]))
        elif kind == "deploy":
            self._place_mech(seat, str(action["ability"]), as_hex(action["at"], "at"))
        elif kind == "build":
            self._place_structure(seat, str(action["structure"]), as_hex(action["at"], "at"))
        else:
            self._do_recruit(seat, str(action["column"]), str(action["bonus"]))
        # coins (c) and ongoing recruit bonuses (d)
        self._gain(seat, "coins", self.column_coins(seat, column))
        for s in [seat, *self.neighbours(seat)]:
            if column in self.players[s].recruits:
                self._gain(s, ONGOING[column], 1)
                self._event("recruit_bonus", player=s, column=column, what=ONGOING[column])
        if self._checkpoint():
            return
        self._objective_stage()

    # ------------------------------------------------------------------ objectives (S14)

    def _revealable(self, seat: int) -> list[str]:
        p = self.players[seat]
        cap = 2 if self.has(seat, "unbounded") else 1
        if len(p.objectives_revealed) >= cap:
            return []
        return [o for o in p.objectives if o not in p.objectives_revealed
                and self.check_condition(seat, self.content.objectives[o].condition)]

    def _objective_stage(self) -> None:
        t = self.turn
        assert t is not None
        if self._revealable(self.to_move):
            t.phase = "objective"
            return
        self._end_turn()

    def _end_turn(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        self.players[seat].last_section = t.section
        self.turn = None
        self._event("turn_end", player=seat)
        self.to_move = (seat + 1) % self.n
        if self.to_move == self.first_seat():
            self.round += 1
            if self.round_limit is not None and self.round > self.round_limit:
                self._game_over("round_limit")

    # ------------------------------------------------------------------ stars (S6.4, S15)

    def _star_caps(self, seat: int) -> dict[str, int]:
        ember = self.has(seat, "unbounded")
        return {"combat": STAR_LIMIT if ember else 2, "objective": 2 if ember else 1}

    def condition_met(self, seat: int, category: str) -> bool:
        p = self.players[seat]
        if category == "upgrades":
            return len(p.cubes_removed) == 6
        if category == "mechs":
            return self.mechs(seat) == 4
        if category == "structures":
            return len(p.structures_built) == 4
        if category == "recruits":
            return len(p.recruits) == 4
        if category == "workers":
            return self.workers_in_play(seat) == 8
        if category == "popularity":
            return p.popularity >= POPULARITY_CAP
        if category == "power":
            return p.power >= POWER_CAP
        return False

    def _checkpoint(self) -> bool:
        """Place every earned star (active player first); True if the game ended."""
        wins = Counter(self._pending_combat_wins)
        objectives = Counter(self._pending_objective)
        self._pending_combat_wins.clear()
        self._pending_objective.clear()
        order = [(self.to_move + i) % self.n for i in range(self.n)]
        for seat in order:
            p = self.players[seat]
            caps = self._star_caps(seat)
            earned = [c for c in STAR_CONDITIONS
                      if c not in p.stars and self.condition_met(seat, c)]
            earned += ["objective"] * objectives[seat] + ["combat"] * wins[seat]
            for cat in earned:
                if len(p.stars) >= STAR_LIMIT:
                    break
                if cat in caps and p.stars.count(cat) >= caps[cat]:
                    continue
                p.stars.append(cat)
                self._event("star", player=seat, category=cat)
        if any(len(p.stars) >= STAR_LIMIT for p in self.players):
            self._game_over("six_stars")
            return True
        return False

    def _game_over(self, reason: str) -> None:
        """S16.1: the rest of the turn is void."""
        self.over = True
        self.end_reason = reason
        self.turn = None  # the rest of the turn is void (S16.1)
        self._event("game_over", reason=reason, winner=self.winner(), scores=self.scores())

    # ------------------------------------------------------------------ conditions (S18.3)

    def hex_matches(self, f: Mapping[str, Any] | None, h: Hex) -> bool:
        """Whether hex ``h`` passes an objective condition's hex filter (S18.3: terrain,
        feature, within N of the Foundry); no filter passes every hex."""
        return self._filter(f, h)

    def _filter(self, f: Mapping[str, Any] | None, h: Hex) -> bool:
        if not f:
            return True
        b = self.board
        if "terrain" in f:
            return b.terrain[h] in f["terrain"]
        if "feature" in f:
            feat = f["feature"]
            if feat == "tunnel":
                return h in b.tunnels
            if feat == "encounter":
                return h in b.encounters
            return h in b.lakeside
        if "within" in f:
            return b.distance(h, FOUNDRY) <= int(f["within"])
        return True

    def check_condition(self, seat: int, c: Mapping[str, Any]) -> bool:
        p = self.players[seat]
        if "all" in c:
            return all(self.check_condition(seat, part) for part in c["all"])
        if "track" in c:
            value = len(p.hand) if c["track"] == "hand" else int(getattr(p, c["track"]))
            return value >= int(c["min"]) if "min" in c else value <= int(c["max"])
        mine = self.controlled(seat)
        if "resource" in c:
            kind = c["resource"]
            per = [sum(n for t, n in self.resources.get(h, {}).items()
                       if kind == "any" or t == kind) for h in mine]
            value = (max(per) if per else 0) if c["scope"] == "one_hex" else sum(per)
            return bool(value >= c["min"])
        if "each_resource" in c:
            return all(sum(self.resources.get(h, {}).get(t, 0) for h in mine)
                       >= int(c["each_resource"]) for t in RESOURCES)
        if "control" in c:
            return sum(1 for h in mine if self._filter(c["control"], h)) >= int(c["min"])
        units = [u for u in self.units.values() if u.owner == seat and u.at is not None]
        if "units" in c:
            sel = [u for u in units if (c["units"] == "any" or u.kind == c["units"])
                   and u.at is not None and self._filter(c.get("where"), u.at)]
            counts = Counter(u.at for u in sel)
            if c["per"] == "hex":
                return max(counts.values(), default=0) >= int(c["min"])
            if c["per"] == "total":
                return len(sel) >= int(c["min"])
            return len(counts) >= int(c["min"])
        if "stack" in c:
            by_hex: dict[Hex, Counter[str]] = {}
            for u in units:
                assert u.at is not None
                by_hex.setdefault(u.at, Counter())[u.kind] += 1
            return any(all(cnt[k] >= int(v) for k, v in c["stack"].items())
                       for cnt in by_hex.values())
        if "distinct_terrains" in c:
            kinds = {self.board.terrain[u.at] for u in units
                     if u.at is not None and (c["distinct_terrains"] == "any"
                                              or u.kind == "worker")}
            return len(kinds & {*PRODUCES, "village"}) >= int(c["min"])
        if "done" in c:
            d = c["done"]
            return bool(len(p.cubes_removed) >= d.get("upgrades", 0)
                    and self.mechs(seat) >= d.get("mechs", 0)
                    and len(p.structures_built) >= d.get("structures", 0)
                    and len(p.recruits) >= d.get("recruits", 0))
        return False

    # ------------------------------------------------------------------ scoring (S16)

    def territories(self, seat: int) -> int:
        """S11.4: controlled hexes; the Foundry counts 3."""
        return sum(3 if h == FOUNDRY else 1 for h in self.controlled(seat))

    def structure_bonus(self, seat: int) -> int:
        tile = self.content.bonus_tiles[self.bonus_tile]
        b = self.board
        mine = [h for h, (o, _) in self.structures.items() if o == seat]
        if tile.counts == "lakeside":
            n = sum(1 for h in mine if h in b.lakeside)
        elif tile.counts == "foundry_ring":
            n = sum(1 for h in mine if b.distance(h, FOUNDRY) <= 2)
        elif tile.counts == "riverwatch":
            n = sum(1 for h in mine if b.river_edges[h] >= 2)
        elif tile.counts == "tunnel_works":
            ms = set(mine)
            n = sum(1 for tn in b.tunnels if tn in ms or any(x in ms for x in b.adjacent[tn]))
        elif tile.counts == "many_fields":
            n = len({b.terrain[h] for h in mine})
        else:
            left, n = set(mine), 0
            while left:
                group, todo = set(), [left.pop()]
                while todo:
                    h = todo.pop()
                    group.add(h)
                    for x in b.adjacent[h]:
                        if x in left:
                            left.discard(x)
                            todo.append(x)
                n = max(n, len(group))
        return tile.payout[min(n, 4) - 1] if n else 0

    def score_parts(self, seat: int) -> ScoreParts:
        """S16.2: the parts of the seat's score now, with what each unit is worth."""
        cm = self.control_map()
        p = self.players[seat]
        tier = 0 if p.popularity <= 6 else 1 if p.popularity <= 12 else 2
        star_v, terr_v, pair_v = TIER_VALUES[tier]
        res = sum(n for h, r in self.resources.items() if cm.get(h) == seat for n in r.values())
        return ScoreParts(coins=p.coins, structure_bonus=self.structure_bonus(seat),
                          stars=len(p.stars), star_value=star_v,
                          territories=self.territories(seat), territory_value=terr_v,
                          resource_pairs=res // 2, pair_value=pair_v, tier=tier + 1)

    def scores(self) -> dict[str, dict[str, int]]:
        """S16.2."""
        out = {}
        for p in self.players:
            sp = self.score_parts(p.seat)
            out[str(p.seat)] = {"coins": sp.coins, "structure_bonus": sp.structure_bonus,
                                "stars": sp.stars, "territories": sp.territories,
                                "resource_pairs": sp.resource_pairs, "tier": sp.tier,
                                "total": sp.total}
        return out

    def winner(self) -> list[int] | None:
        """S16.3-S16.4: the seats sharing the win."""
        if not self.over:
            return None
        sc = self.scores()

        def key(seat: int) -> tuple[int, ...]:
            p = self.players[seat]
            on_map = sum(1 for u in self.units.values() if u.owner == seat and u.at is not None)
            on_map += sum(1 for o, _ in self.structures.values() if o == seat)
            return (sc[str(seat)]["total"], p.popularity, len(p.stars),
                    sc[str(seat)]["territories"], on_map, p.power)

        best = max(key(s) for s in range(self.n))
        return [s for s in range(self.n) if key(s) == best]

    # ================================================================== the game protocol

    def num_seats(self) -> int:
        return self.n

    def current_seats(self) -> list[int]:
        """The seats that decide now (both combatants during a sealed commit)."""
        return self.deciders()

    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        """1.0 shared among the winners (S16.3-S16.4) once the game is over; else 0.0."""
        winners = self.winner() or []
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.n)]

    def legal_actions(self, seat: int) -> list[Action]:
        """Every concrete action ``seat`` may take now: the legal entries' domains
        expanded as :mod:`.concrete` bounds them, each one accepted by ``apply``."""
        if seat not in self.deciders():
            return []
        trial: Game | None = None
        out: list[Action] = []
        for entry in self.legal():
            if entry.get("player", self.to_move) != seat:
                continue
            for action in expand(entry, self.trade_resources(seat)):
                if entry["kind"] in TRIED_KINDS:
                    trial = trial or self.clone()
                    if not trial.accepts(action):
                        continue
                out.append(action)
        return out

    def accepts(self, action: Action) -> bool:
        """Whether ``apply`` takes ``action`` now; the game is left as it was."""
        snap = self._snapshot()
        try:
            self.apply(action)
        except IllegalAction:
            return False
        finally:
            self._restore(snap)
            self._events = []
        return True

    def view(self, seat: int | None) -> dict[str, Any]:
        """The position as ``seat`` may see it (S17.1); ``None``: a spectator's view, every
        seat's secrets hidden."""
        return view_json(self, -1 if seat is None else seat)

    def to_json(self) -> dict[str, Any]:
        """The full-information position (Appendix A)."""
        return position_json(self)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        out: dict[str, Any] = json.loads(json.dumps(action))
        return out

    def action_from_json(self, data: Any) -> Action:
        """An action from its JSON; :class:`BadAction` when it is not of an Appendix A
        kind (legality is ``apply``'s to check)."""
        if not isinstance(data, dict):
            raise BadAction("an action is a JSON object")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in ACTION_KINDS:
            raise BadAction(f"action.kind: expected one of {', '.join(sorted(ACTION_KINDS))}")
        return self.action_to_json(data)

    def events_to_json(self, events: Sequence[Mapping[str, Any]],
                       seat: int | None) -> list[dict[str, Any]]:
        """``events`` as ``seat`` may see them (``None``: a spectator), other seats'
        secrets left out (:func:`.events.event_for`)."""
        return [event_for(e, seat) for e in events]

    # ================================================================== apply

    def apply(self, action: Any) -> list[Event]:
        """Play one concrete action; :class:`IllegalAction` (state unchanged) if refused."""
        if not isinstance(action, dict):
            raise BadAction("an action is a JSON object")
        kind = action.get("kind")
        if not isinstance(kind, str):
            raise BadAction("action.kind: missing")
        if self.over:
            raise IllegalAction("S16.1", "the game is over")
        phase = self.phase()
        assert phase is not None
        if kind not in PHASE_ACTIONS[phase]:
            raise IllegalAction("S6.2" if phase in ("top", "bottom", "move") else "Appendix A",
                                f"{kind} is not an action of phase {phase}")
        backup = self._snapshot()
        self._events = []
        try:
            self._dispatch(kind, action)
        except IllegalAction:
            self._restore(backup)
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self._restore(backup)
            raise BadAction(f"{kind}: malformed field ({type(exc).__name__})") from exc
        events, self._events = self._events, []
        return events

    _STATE = ("to_move", "round", "over", "end_reason", "bonus_tile")

    def _snapshot(self) -> tuple[Any, ...]:
        """What ``apply`` may change, to put back when an action is refused."""
        return (
            [p.copy() for p in self.players], None if self.turn is None else self.turn.copy(),
            {k: Unit(u.id, u.owner, u.kind, u.at) for k, u in self.units.items()},
            dict(self.structures), {h: dict(r) for h, r in self.resources.items()},
            set(self.tokens), list(self.foundry_cards), list(self.combat_discard),
            list(self.encounters_used), [dict(d) for d in self.draws],
            tuple(getattr(self, k) for k in self._STATE), self.rng.getstate(),
            None if self._combat_pile is None else list(self._combat_pile),
            None if self._encounter_pile is None else list(self._encounter_pile),
            list(self._pending_objective), list(self._pending_combat_wins))

    def _restore(self, snap: tuple[Any, ...]) -> None:
        (self.players, self.turn, self.units, self.structures, self.resources, self.tokens,
         self.foundry_cards, self.combat_discard, self.encounters_used, self.draws, state,
         rng, self._combat_pile, self._encounter_pile, self._pending_objective,
         self._pending_combat_wins) = snap
        for k, v in zip(self._STATE, state, strict=True):
            setattr(self, k, v)
        self.rng.setstate(rng)

    def _player_field(self, action: Mapping[str, Any]) -> int:
        who = _int_field(action, "player")
        if who not in self.deciders():
            raise IllegalAction("S17.2" if action["kind"] == "commit" else "S10.4",
                                f"player {who} does not decide now")
        return who

    def _dispatch(self, kind: str, action: Mapping[str, Any]) -> None:
        seat = self.to_move
        t = self.turn
        if kind == "section":
            section = _int_field(action, "section")
            if section not in self._sections(seat):
                p = self.players[seat]
                if section == p.last_section:
                    raise IllegalAction("S6.1", f"section {section} was used last turn")
                raise IllegalAction("S6.1", f"section {section} is not available")
            self.turn = Turn(section)
            self._event("section", player=seat, section=section)
            if not self._has_top(seat, section):
                self._bottom_stage()
            return
        assert t is not None
        if kind in ("commit", "bombard", "hired_guns", "pass", "retreat"):
            who = self._player_field(action)
            if kind == "commit":
                self._apply_commit(action, who)
            elif kind == "retreat":
                self._apply_retreat(action)
            else:
                self._apply_pre_combat(action)
            return
        if kind == "skip":
            if t.phase == "top":
                self._bottom_stage()
            else:
                self._objective_stage()
            return
        if kind == "end_turn":
            self._end_turn()
            return
        if kind == "objective":
            card = _str_field(action, "card")
            if card not in self._revealable(seat):
                raise IllegalAction("S14.2", f"objective {card} cannot be revealed now")
            p = self.players[seat]
            p.objectives_revealed.append(card)
            if not self.has(seat, "unbounded"):
                p.objectives = [card]
            self._event("objective", player=seat, card=card)
            self._pending_objective.append(seat)
            if self._checkpoint():
                return
            self._end_turn()
            return
        if kind in ("move_unit", "end_move"):
            top = self._top_kind(seat, t.section)
            if top != "move":
                raise IllegalAction("S6.2", "this section's top action is not Move")
            if kind == "end_move":
                self._end_movement()
                return
            if t.phase == "top":
                t.units_left = self.top_amount(seat, "move_units")
                t.moved = []
            self._do_move(seat, action, "move_unit")
            self._after_unit_moved()
            return
        if kind == "foundry_move":
            if t.section != 5:
                raise IllegalAction("S13.3", "only the Foundry card's bottom action moves")
            t.units_left = 1
            t.moved = []
            self._do_move(seat, action, "foundry_move")
            self._after_unit_moved()
            return
        if kind == "combat":
            h = as_hex(_field(action, "at"), "combat.at")
            if h not in t.pending_combats:
                raise IllegalAction("S10.2", f"no combat awaits at {list(h)}")
            self._start_combat(h)
            return
        if kind == "encounter":
            self._apply_encounter(seat, action)
            return
        if kind == "take_foundry_card":
            card = _str_field(action, "card")
            if card not in self.foundry_cards:
                raise IllegalAction("S13.2", f"Foundry card {card} is not face up")
            self.foundry_cards.remove(card)
            self.players[seat].foundry_card = card
            self._event("foundry_card", player=seat, card=card)
            if self._checkpoint():
                return
            self._after_move_action()
            return
        if kind in COLUMNS:
            self._apply_bottom(seat, action)
            return
        self._apply_top(seat, kind, action)

    def _apply_top(self, seat: int, kind: str, action: Mapping[str, Any]) -> None:
        t = self.turn
        assert t is not None
        p = self.players[seat]
        top = self._top_kind(seat, t.section)
        expected = {"strengthen": "strengthen", "gain_coins": "move", "produce": "produce",
                    "trade": "trade", "foundry_top": "foundry"}[kind]
        if top != expected:
            raise IllegalAction("S6.2", f"section {t.section}'s top action is {top}")
        if kind == "strengthen":
            gain = action.get("gain")
            if gain not in ("power", "cards"):
                raise BadAction("strengthen.gain: power or cards")
            if p.coins < 1:
                raise IllegalAction("S6.7", "Strengthen costs 1 coin")
            self._lose(seat, "coins", 1)
            if gain == "power":
                self._gain(seat, "power", self.top_amount(seat, "strengthen_power"))
            else:
                self._gain(seat, "cards", self.top_amount(seat, "strengthen_cards"))
            if self.structure_hex(seat, "beacon") is not None:
                self._gain(seat, "popularity", 1)
        elif kind == "gain_coins":
            self._gain(seat, "coins", self.top_amount(seat, "move_coins"))
        elif kind == "produce":
            self._produce(seat, action)
        elif kind == "trade":
            gain = action.get("gain")
            if gain not in ("resources", "popularity"):
                raise BadAction("trade.gain: resources or popularity")
            if p.coins < 1:
                raise IllegalAction("S6.7", "Trade costs 1 coin")
            self._lose(seat, "coins", 1)
            if gain == "resources":
                self._place_gained(seat, action, {}, self.trade_resources(seat))
            else:
                self._gain(seat, "popularity", self.top_amount(seat, "trade_popularity"))
            if self.structure_hex(seat, "drill_hall") is not None:
                self._gain(seat, "power", 1)
        else:
            self._foundry_top(seat, action)
        if self._checkpoint():
            return
        self._bottom_stage()

    def _produce(self, seat: int, action: Mapping[str, Any]) -> None:
        """S7.3."""
        hexes = _hex_list(_field(action, "hexes"), "produce.hexes", 8)
        limit = self.top_amount(seat, "produce_hexes")
        if not 1 <= len(hexes) <= limit or len(set(hexes)) != len(hexes):
            raise IllegalAction("S7.3", f"choose 1 to {limit} different hexes")
        allowed = self._produce_hexes(seat)
        for h in hexes:
            if h not in allowed:
                raise IllegalAction("S7.3", f"{list(h)} cannot produce for you")
        if not self._can_pay_produce(seat):
            raise IllegalAction("S7.3", "you cannot pay the Produce cost (S4.4)")
        for k, v in self._produce_cost(seat).items():
            self._lose(seat, k, v)
        self._produce_on(seat, {h: self._producers(seat, h) for h in hexes})

    def _producers(self, seat: int, h: Hex) -> int:
        n = sum(1 for u in self.units.values()
                if u.at == h and u.owner == seat and u.kind == "worker")
        ww = self.structure_hex(seat, "waterwheel")
        if ww == h and self.control(h) == seat:
            n += 1
        return n

    def _produce_on(self, seat: int, counts: Mapping[Hex, int]) -> None:
        """S7.3 c-d: n fixed before anything is produced."""
        for h, n in counts.items():
            terrain = self.board.terrain[h]
            if terrain == "village":
                made = self._new_workers(seat, h, n)
                self._event("produced", player=seat, at=list(h), workers=made)
            else:
                self._add_resource(h, PRODUCES[terrain], n)
                self._event("produced", player=seat, at=list(h), type=PRODUCES[terrain], n=n)

    def _foundry_top(self, seat: int, action: Mapping[str, Any]) -> None:
        p = self.players[seat]
        assert p.foundry_card is not None
        card = self.content.foundry[p.foundry_card]
        index = _int_field(action, "option")
        if not 0 <= index < len(card.top):
            raise IllegalAction("S13.3", f"option {index} is not on {card.id}")
        opt = card.top[index]
        if self._foundry_top_entry(seat, index, opt) is None:
            raise IllegalAction("S6.7", "you cannot pay that cost in full")
        gain = opt.gain
        if "produce_one" in gain:
            at = as_hex(_field(action, "at"), "foundry_top.at")
            if at not in self._worker_hexes(seat) or self.board.terrain[at] in ("lake",
                                                                                "foundry"):
                raise IllegalAction("S18.5", f"{list(at)} holds none of your workers")
        plan: list[tuple[Hex, str, int]] = []
        if "resources" in opt.cost:
            plan = self._payment(seat, action, {}, int(opt.cost["resources"]))
        discard: int | None = None
        if "cards" in opt.cost:
            discard = _int_field(action, "discard")
            if discard not in p.hand:
                raise IllegalAction("S18.5", f"no combat card of value {discard} in hand")
        res = gain.get("resources", {})
        named = {k: int(v) for k, v in res.items() if k != "choice"} if res else {}
        choice = int(res.get("choice", 0)) if res else 0
        # pay
        for k in ("coins", "power", "popularity"):
            if k in opt.cost:
                self._lose(seat, k, int(opt.cost[k]))
        self._pay_plan(seat, plan)
        if discard is not None:
            p.hand.remove(discard)
            self.combat_discard.append(discard)
        for k in ("coins", "power", "popularity", "cards"):
            if k in gain:
                self._gain(seat, k, int(gain[k]))
        if res:
            self._place_gained(seat, action, named, choice)
        if "produce_one" in gain:
            at = as_hex(action["at"], "at")
            self._produce_on(seat, {at: self._producers(seat, at) + 2})


# --------------------------------------------------------------------------- setup


def new_game(content: Content | None = None, factions: Sequence[str] | None = None,
             mats: Sequence[int] | None = None, seed: int = 0, players: int | None = None,
             round_limit: int | None = None, draws: Iterable[Mapping[str, Any]] = (),
             banned: Iterable[tuple[str, int]] = ()) -> Game:
    """S5: a starting position. Factions are drawn when not given, mats always drawn unless
    given; everything random comes from ``seed`` (S5.8, S17.5)."""
    content = content or default_content()
    rng = random.Random(seed)
    if factions is None:
        count = players or 2
        if not 2 <= count <= 5:
            raise ValueError("S5.1 2 to 5 players")
        factions = rng.sample(list(FACTION_IDS), count)
    factions = list(factions)
    if not 2 <= len(factions) <= 5 or len(set(factions)) != len(factions):
        raise ValueError("S5.1 2 to 5 different factions")
    for f in factions:
        if f not in content.factions:
            raise ValueError(f"S3.1 unknown faction {f!r}")
    ban = set(banned)
    if mats is None:
        for _ in range(1000):
            mats = rng.sample(sorted(content.mats), len(factions))
            if not any((f, m) in ban for f, m in zip(factions, mats, strict=True)):
                break
        else:
            raise ValueError("S5.1 no mat deal avoids the banned pairs")
    mats = list(mats)
    if len(mats) != len(factions) or len(set(mats)) != len(mats) \
            or any(m not in content.mats for m in mats):
        raise ValueError("S5.1 one different mat per player")
    pairs = sorted(zip(factions, mats, strict=True),
                   key=lambda fm: content.factions[fm[0]].number)  # S5.2 seat order
    plist = []
    for seat, (f, m) in enumerate(pairs):
        fac, mat = content.factions[f], content.mats[m]
        plist.append(Player(seat, f, m, mat.coins, fac.power, mat.popularity))
    tiles = sorted(content.bonus_tiles)
    game = Game(content, plist, seed, tiles[0], round_limit)
    game.rng = rng
    game.draws = [dict(d) for d in draws]
    game._place_start()
    for p in plist:  # S5.4: starting combat cards
        for _ in range(content.factions[p.faction].cards):
            card = game._draw_combat()
            if card is not None:
                p.hand.append(card)
    objectives = sorted(content.objectives)
    rng.shuffle(objectives)
    for p in plist:  # S5.5
        for _ in range(2):
            p.objectives.append(game._take(objectives, game._forced("objective"), "objective"))
    rng.shuffle(tiles)
    game.bonus_tile = game._take(tiles, game._forced("bonus"), "bonus")  # S5.7
    foundry = sorted(content.foundry)
    rng.shuffle(foundry)
    game.foundry_cards = [game._take(foundry, game._forced("foundry"), "foundry")
                          for _ in range(len(plist) + 1)]  # S5.8
    game.to_move = game.first_seat()  # S5.3
    return game
