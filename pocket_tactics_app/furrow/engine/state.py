"""Furrow & Foundry's state: the players, units and turn (S1, S4, S6), the constants of the
rules, and :class:`GameCore`, the state every action family plays on: its pieces, tracks,
decks, resources and who decides now.

The action families build on it, one module each, each class on the one before, so
that a family calls only what is defined below it: :mod:`.scoring` (stars, objectives,
the end), :mod:`.economy` (top actions and payment), :mod:`.bottom` (bottom actions),
:mod:`.movement`, :mod:`.combat`, :mod:`.encounters` (encounters and Foundry cards), and
:mod:`.game` with the legal actions and ``apply``. The few steps a family takes forward
into one above it (a move ends in combat, a combat in an encounter) are declared on
:class:`GameCore`. Every random draw comes from the game's one seeded generator (or
the forced ``draws`` queue), so setup + seed + actions replays a game exactly (S17.5).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, NotRequired, Self, TypedDict, TypeVar, cast

from ...core.errors import IllegalAction
from .actions import (
    Action,
    HexJSON,
)
from .board import Board, Hex
from .content import (
    COLUMNS,
    Content,
    Mat,
    Option,
)
from .events import (
    Event,
    GainedEvent,
    GameEvent,
)
from .kinds import EventKind, Phase, UnitKind

T = TypeVar("T")

#: The caps of the power and popularity tracks (S4.2), of the combat dial (S10.5), and the
#: stars that end the game (S15).
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


class CombatState(TypedDict):
    """The combat being resolved (Appendix A, ``turn.combat``)."""

    at: HexJSON
    attacker: int
    defender: int
    #: the seat whose before-the-commit choice is due (S10.4), or None
    next: int | None
    bombard_used: bool
    #: coins paid per seat (keys are seats as text)
    hired_guns: dict[str, int]
    winner: int | None
    #: the loser's workers sent home, which the winning attacker pays popularity for
    workers_retreated: NotRequired[int]


class Commit(TypedDict):
    """A seat's commit to a combat (S10.5)."""

    power: int
    cards: list[int]


#: A retreat awaiting its owner's Fallback choice (``turn.retreat``): ``player``,
#: ``units``, ``from`` (a hex), ``cause`` ("displaced" or "combat") and the phase it
#: returns to (``then``).
RetreatState = TypedDict("RetreatState", {"player": int, "units": list[str], "from": HexJSON,
                                          "cause": str, "then": NotRequired[str]})


class EncounterState(TypedDict):
    """A drawn, unresolved encounter (``turn.encounter``)."""

    at: HexJSON
    card: str


def named_seat(value: int | None, key: str) -> int:
    """A seat a combat names (``next``, ``winner``); an error when it names none yet."""
    if value is None:
        raise IllegalAction("S10.4", f"combat.{key}: no seat is named yet")
    return int(value)


def _retreat_copy(retreat: RetreatState) -> RetreatState:
    out = retreat.copy()
    out["units"] = list(retreat["units"])
    return out


@dataclass
class Turn:
    section: int
    phase: str = "top"
    moved: list[str] = field(default_factory=list)
    units_left: int = 0
    entered: Hex | None = None
    pending_combats: list[Hex] = field(default_factory=list)
    combat: CombatState | None = None
    commits: dict[int, Commit] = field(default_factory=dict)
    retreat: RetreatState | None = None
    encounter: EncounterState | None = None
    requisition_used: bool = False

    def copy(self) -> Turn:
        combat: CombatState | None = None
        if self.combat is not None:
            combat = self.combat.copy()
            combat["hired_guns"] = dict(combat.get("hired_guns", {}))
        return Turn(self.section, self.phase, list(self.moved), self.units_left, self.entered,
                    list(self.pending_combats), combat,
                    {k: Commit(power=c["power"], cards=list(c["cards"]))
                     for k, c in self.commits.items()},
                    None if self.retreat is None else _retreat_copy(self.retreat),
                    None if self.encounter is None else self.encounter.copy(),
                    self.requisition_used)


class Snapshot(NamedTuple):
    """What ``apply`` may change (copies), to put back when an action is refused."""

    players: list[Player]
    turn: Turn | None
    units: dict[str, Unit]
    structures: dict[Hex, tuple[int, str]]
    resources: dict[Hex, dict[str, int]]
    tokens: set[Hex]
    foundry_cards: list[str]
    combat_discard: list[int]
    encounters_used: list[str]
    draws: list[dict[str, Any]]
    #: to_move, round, over, end_reason, bonus_tile
    state: tuple[int, int, bool, str | None, str]
    rng: tuple[object, ...]
    combat_pile: list[int] | None
    encounter_pile: list[str] | None
    pending_objective: list[int]
    pending_combat_wins: list[int]


class GameCore:
    """One game's state and what every action family shares (S1-S6, S17.5)."""

    if TYPE_CHECKING:
        # Steps of a turn that the action families built on this class define.
        def _move_entries(self, seat: int, kind: str) -> list[Action]: ...
        def _can_move_any(self, seat: int) -> bool: ...
        def _foundry_top_entry(self, seat: int, index: int, opt: Option) -> Action | None: ...
        def _foundry_top(self, seat: int, action: Action) -> None: ...
        def _bottom_stage(self) -> None: ...
        def _next_combat(self) -> None: ...
        def _finish_combat(self) -> None: ...
        def _encounter_stage(self) -> None: ...

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

    @property
    def n(self) -> int:
        return len(self.players)

    def faction(self, seat: int) -> str:
        return self.players[seat].faction

    def first_seat(self) -> int:
        return min(range(self.n), key=lambda s: self.players[s].mat)

    def clone(self) -> Self:
        g = type(self).__new__(type(self))
        g.__dict__.update(self.__dict__)
        g.rng = random.Random()
        g._restore(self._snapshot())
        g._events = []
        return g

    def next_turn_of(self, seat: int) -> Self:
        """A copy in which ``seat`` starts a turn now, the seats in between skipped, for
        look-ahead only: it is not a legal move (S6). The copy is the same in every other
        respect (round, tracks, board), so a planner can try the seat's next turn."""
        if self.over:
            raise IllegalAction("S16.1", "the game is over")
        g = self.clone()
        g.to_move, g.turn = seat, None
        return g

    def determinized(self, seat: int, rng: random.Random) -> Self:
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
        return sum(1 for u in self.units.values() if u.owner == seat and u.kind == UnitKind.WORKER)

    def mechs(self, seat: int) -> int:
        return sum(1 for u in self.units.values() if u.owner == seat and u.kind == UnitKind.MECH)

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

    def mat(self, seat: int) -> Mat:
        return self.content.mats[self.players[seat].mat]

    def _emit(self, event: GameEvent) -> None:
        self._events.append(cast(Event, event))

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
        self._emit(GainedEvent(kind=EventKind.GAINED, player=seat, what=what, n=n))

    def _lose(self, seat: int, what: str, n: int) -> None:
        p = self.players[seat]
        if what == "coins":
            p.coins = max(0, p.coins - n)
        elif what == "power":
            p.power = max(0, p.power - n)
        elif what == "popularity":
            p.popularity = max(0, p.popularity - n)

    def _forced(self, deck: str) -> object:
        for i, d in enumerate(self.draws):
            if d.get("deck") == deck:
                del self.draws[i]
                return d.get("card")
        return None

    def _take(self, pile: list[T], forced: object, deck: str) -> T:
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
        if t.phase == Phase.RETREAT and t.retreat is not None:
            return [int(t.retreat["player"])]
        if t.phase == Phase.PRE_COMBAT and t.combat is not None:
            return [named_seat(t.combat["next"], "next")]
        if t.phase == Phase.COMMIT and t.combat is not None:
            return [s for s in (t.combat["attacker"], t.combat["defender"])
                    if s not in t.commits]
        return [self.to_move]

    def decision(self) -> dict[str, Any] | None:
        phase = self.phase()
        return None if phase is None else {"players": self.deciders(), "phase": phase}

    def _place_start(self) -> None:
        for p in self.players:
            fid = p.faction
            self.units[f"{fid}.c"] = Unit(f"{fid}.c", p.seat, UnitKind.CHARACTER, None)
            for i, h in enumerate(self.board.starts[fid], 1):
                self.units[f"{fid}.w{i}"] = Unit(f"{fid}.w{i}", p.seat, UnitKind.WORKER, h)

    def _snapshot(self) -> Snapshot:
        """What ``apply`` may change, to put back when an action is refused."""
        return Snapshot(
            [p.copy() for p in self.players], None if self.turn is None else self.turn.copy(),
            {k: Unit(u.id, u.owner, u.kind, u.at) for k, u in self.units.items()},
            dict(self.structures), {h: dict(r) for h, r in self.resources.items()},
            set(self.tokens), list(self.foundry_cards), list(self.combat_discard),
            list(self.encounters_used), [dict(d) for d in self.draws],
            (self.to_move, self.round, self.over, self.end_reason, self.bonus_tile),
            self.rng.getstate(),
            None if self._combat_pile is None else list(self._combat_pile),
            None if self._encounter_pile is None else list(self._encounter_pile),
            list(self._pending_objective), list(self._pending_combat_wins))

    def _restore(self, snap: Snapshot) -> None:
        (self.players, self.turn, self.units, self.structures, self.resources, self.tokens,
         self.foundry_cards, self.combat_discard, self.encounters_used, self.draws, state,
         rng, self._combat_pile, self._encounter_pile, self._pending_objective,
         self._pending_combat_wins) = snap
        self.to_move, self.round, self.over, self.end_reason, self.bonus_tile = state
        self.rng.setstate(rng)

    def _new_workers(self, seat: int, at: Hex, n: int) -> int:
        fid = self.faction(seat)
        made = 0
        for i in range(1, 9):
            if made == n:
                break
            uid = f"{fid}.w{i}"
            if uid not in self.units:
                self.units[uid] = Unit(uid, seat, UnitKind.WORKER, at)
                made += 1
        if made:
            self._emit(GainedEvent(kind=EventKind.GAINED, player=seat, what="workers", n=made,
                                   at=list(at)))
        return made

    def _worker_hexes(self, seat: int) -> list[Hex]:
        return sorted({u.at for u in self.units.values()
                       if u.owner == seat and u.kind == UnitKind.WORKER and u.at is not None},
                      key=lambda h: (h[1], h[0]))

    def controlled_resources(self, seat: int, kind: str | None = None) -> int:
        """The resources (of one kind, or all) on hexes the seat controls: what it may pay
        with (S6.6)."""
        cm = self.control_map()
        return sum(n for h, res in self.resources.items() if cm.get(h) == seat
                   for t, n in res.items() if kind is None or t == kind)


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
