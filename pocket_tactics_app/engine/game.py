"""Game state, legal actions and their application: the rules R1-R12 of RULES.md.

The state is mutable and owned by one ``Game``; ``clone()`` copies it cheaply for
search. Every die comes from the game's ``Dice`` (one seeded generator, plus an
optional queue of forced results), so setup + seed + actions replays a game.

Decisions inside an assault or a test (bumps, re-rolls) are explicit decision
points: ``decision()`` says who decides what, ``legal_actions()`` lists the
choices and ``apply()`` takes them one at a time.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.errors import IllegalAction as IllegalAction
from . import setup as setup_phase
from .actions import PASS, Action, illegal
from .cards import Ability, Catalog, Effect, TileCard, UnitCard
from .events import Defeated, Event, Rolled
from .hexgrid import Hex, bfs_distances

# Re-exported: the names other modules have always imported from here.
from .kinds import RULES_REVISION as RULES_REVISION
from .kinds import RULES_REVISIONS as RULES_REVISIONS
from .kinds import (
    EndReason,
    EventKind,
    Location,
    Outcome,
    Phase,
    Winner,
)
from .setup import GameSetup as GameSetup
from .setup import PlayerSetup as PlayerSetup
from .setup import SetupError as SetupError
from .setup import army_points as army_points
from .setup import army_problem as army_problem
from .setup import validate_setup as validate_setup
from .util import brief

MAP, RESERVE, CAPTIVE = Location.MAP, Location.RESERVE, Location.CAPTIVE


# ---------------------------------------------------------------------------- dice


class Dice:
    """The game's single source of dice: forced results first, then a seeded generator."""

    __slots__ = ("rng", "forced", "rolled")

    def __init__(self, seed: int | None = None, forced: Iterable[int] = ()) -> None:
        self.rng = random.Random(seed)
        self.forced: deque[int] = deque(forced)
        self.rolled = 0

    def roll(self) -> int:
        self.rolled += 1
        if self.forced:
            return self.forced.popleft()
        return int(self.rng.random() * 6) + 1

    def choice_index(self, n: int) -> int:
        """A uniform index below n (tile draws, random central feature)."""
        return int(self.rng.random() * n)

    def copy(self) -> Dice:
        d = Dice.__new__(Dice)
        d.rng = random.Random()
        d.rng.setstate(self.rng.getstate())
        d.forced = deque(self.forced)
        d.rolled = self.rolled
        return d


# ---------------------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class Tile:
    terrain: str
    feature: str | None = None

    @property
    def kind(self) -> str:
        """The tile's type: the feature when there is one (R8.3), else the terrain."""
        return self.feature or self.terrain


class Unit:
    __slots__ = ("id", "card", "owner", "at", "where", "held_by")

    def __init__(
        self,
        uid: str,
        card: UnitCard,
        owner: int,
        at: Hex | None = None,
        where: str = RESERVE,
        held_by: int | None = None,
    ) -> None:
        self.id = uid
        self.card = card
        self.owner = owner
        self.at = at
        self.where = where
        self.held_by = held_by

    def copy(self) -> Unit:
        return Unit(self.id, self.card, self.owner, self.at, self.where, self.held_by)

    def __repr__(self) -> str:
        return f"Unit({self.id!r}, {self.card.id!r}, p{self.owner}, {self.where}, {self.at})"


@dataclass
class BumpSource:
    colour: str
    value: int
    label: str
    used: bool = False


@dataclass
class Roller:
    """One unit's dice in an assault or a test, with its bumps and re-rolls."""

    unit: str
    owner: int
    dice: dict[str, list[int]]
    bumps: dict[str, list[BumpSource]]
    rerolls: int
    bumped: dict[str, list[int]] = field(default_factory=dict)  # per die: total bump on it

    def copy(self) -> Roller:
        return Roller(
            self.unit,
            self.owner,
            {c: list(v) for c, v in self.dice.items()},
            {
                c: [BumpSource(b.colour, b.value, b.label, b.used) for b in v]
                for c, v in self.bumps.items()
            },
            self.rerolls,
            {c: list(v) for c, v in self.bumped.items()},
        )

    def can_bump(self) -> bool:
        for colour, sources in self.bumps.items():
            if any(not b.used for b in sources) and any(v < 6 for v in self.dice[colour]):
                return True
        return False

    def can_reroll(self) -> bool:
        return self.rerolls > 0 and bool(self.dice["off"] or self.dice["def"])


@dataclass
class Assault:
    """An assault or ranged attack in progress (R6, R7)."""

    attacker: Roller
    defender: Roller
    ranged: bool
    reply: bool  # R7.3: the target rolls OFF only if it could attack back
    phase: str = "bump"
    turn: int = 0  # 0 attacker, 1 defender
    passes: int = 0

    def roller(self, side: int) -> Roller:
        return self.attacker if side == 0 else self.defender

    def copy(self) -> Assault:
        return Assault(
            self.attacker.copy(),
            self.defender.copy(),
            self.ranged,
            self.reply,
            self.phase,
            self.turn,
            self.passes,
        )


@dataclass
class Test:
    """An N OFF/DEF test in progress (R8.2): a hazard on a move, or an ability's test."""

    roller: Roller
    colour: str
    target: int
    purpose: str  # "hazard" or "rescue"
    rest_of_path: tuple[Hex, ...] = ()
    path_done: tuple[Hex, ...] = ()
    start: Hex | None = None
    captive: str = ""
    phase: str = "bump"

    @property
    def passed(self) -> bool:
        return any(v >= self.target for v in self.roller.dice[self.colour])

    def copy(self) -> Test:
        return Test(
            self.roller.copy(),
            self.colour,
            self.target,
            self.purpose,
            self.rest_of_path,
            self.path_done,
            self.start,
            self.captive,
            self.phase,
        )


Pending = Assault | Test


# ---------------------------------------------------------------------------- helpers


def defeats_sorted(off: tuple[int, ...], def_: tuple[int, ...]) -> bool:
    """R6.5 on rolls already sorted highest first: does this OFF roll defeat this DEF?

    Compared pair by pair from the top, the first unequal pair decides, a leftover OFF
    die defeats and running out of OFF dice is safe: that is exactly Python's
    lexicographic tuple order. (The odds and the AI keep their rolls sorted, and call
    this in their innermost loops.)
    """
    return off > def_


def compare(off: Sequence[int], def_: Sequence[int]) -> bool:
    """R6.5: does this OFF roll defeat this DEF roll (in any order)?"""
    return defeats_sorted(tuple(sorted(off, reverse=True)), tuple(sorted(def_, reverse=True)))


def _types_match(effect: Effect, card: UnitCard) -> bool:
    return not effect.types or any(t in card.types for t in effect.types)


# ---------------------------------------------------------------------------- game


class Game:
    """One game of Pocket Tactics, from setup to result."""

    def __init__(
        self,
        catalog: Catalog,
        point_limit: int = 50,
        seed: int | None = 0,
        forced_dice: Iterable[int] = (),
        turn_limit: int | None = 40,
        rules: int = RULES_REVISION,
    ) -> None:
        self.catalog = catalog
        self.rules = rules
        self.point_limit = point_limit
        self.dice = Dice(seed, forced_dice)
        self.tiles: dict[Hex, Tile] = {}
        self.adj: dict[Hex, tuple[Hex, ...]] = {}
        self.units: dict[str, Unit] = {}
        self.occ: dict[Hex, str] = {}
        self.control: dict[Hex, int] = {}
        self.phase = Phase.PLAY
        self.to_move = 0
        self.outcome: Outcome | None = None  # set when the game is over (R11)
        self.pending: Pending | None = None
        self.turn = 0
        # R11.3: turns in a row with no unit defeated (under revision 1 a change of
        # control also reset it), and the number of them that ends the game.
        self.turns_without_defeat = 0
        self.turn_limit = turn_limit
        self.events: list[Event] = []
        # setup state
        self.bag: list[str] = []
        self.drawn: str | None = None
        self.order: tuple[int, int] = (0, 1)
        self.setup_step = 0
        self.home_features: list[str] = ["", ""]
        self.central: Hex | None = None
        self.placed = [0, 0]
        self.last_placer: int | None = None
        self._turn_defeat = False  # a unit was defeated in this turn (R11.3)
        self._turn_control = False  # control changed in this turn (R11.3, revision 1)
        self._legal_cache: list[Action] | None = None
        # Facts that depend only on the cards (hazards, stopping tiles): shared by clones.
        self._static: dict[str, Any] = {"hazard": {}, "stop": {}, "features": None}
        self._slots: set[Hex] = set()

    # ------------------------------------------------------------------ copying
    def clone(self, reseed: int | None = None, forced_dice: Iterable[int] | None = None) -> Game:
        """A deep copy for search. With ``reseed`` the copy rolls from its own generator;
        with ``forced_dice`` it rolls those results first (and none the original queued),
        so a search can play out one chosen outcome without seeing the game's dice.

        Tiles, the adjacency table and cards are shared: they never change in play.
        """
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.dice = self.dice.copy() if reseed is None else Dice(reseed)
        if forced_dice is not None:
            g.dice.forced = deque(forced_dice)
        g.units = {uid: u.copy() for uid, u in self.units.items()}
        g.occ = dict(self.occ)
        g.control = dict(self.control)
        g.pending = self.pending.copy() if self.pending is not None else None
        g.events = []
        g.bag = list(self.bag)
        g.placed = list(self.placed)
        g.home_features = list(self.home_features)
        if self.phase in (Phase.TILES, Phase.FEATURES):
            g.tiles = dict(self.tiles)
            g.adj = dict(self.adj)
            g._slots = set(self._slots)
        g._legal_cache = None
        return g

    # ------------------------------------------------------------------ queries
    def unit(self, uid: str) -> Unit:
        return self.units[uid]

    def unit_at(self, h: Hex) -> Unit | None:
        uid = self.occ.get(h)
        return self.units[uid] if uid is not None else None

    def on_map(self, player: int | None = None) -> list[Unit]:
        return [
            u
            for u in self.units.values()
            if u.where == MAP and (player is None or u.owner == player)
        ]

    def reserve(self, player: int) -> list[Unit]:
        return [u for u in self.units.values() if u.where == RESERVE and u.owner == player]

    def captives(self, held_by: int) -> list[Unit]:
        return [u for u in self.units.values() if u.where == CAPTIVE and u.held_by == held_by]

    def features(self) -> list[Hex]:
        if self.phase in (Phase.PLAY, Phase.OVER):
            cached = self._static.get("features")
            if cached is None or cached[0] is not self.tiles:
                cached = (self.tiles, [h for h, t in self.tiles.items() if t.feature])
                self._static["features"] = cached
            return list(cached[1])
        return [h for h, t in self.tiles.items() if t.feature]

    def tile_card(self, h: Hex) -> TileCard:
        return self.catalog.tile(self.tiles[h].kind)

    def current_player(self) -> int:
        """Who decides now: the player of a pending decision, else the side to move."""
        if self.pending is not None:
            if isinstance(self.pending, Assault):
                return self.pending.roller(self.pending.turn).owner
            return self.pending.roller.owner
        return self.to_move

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def winner(self) -> Winner | None:
        """0, 1 or ``"draw"`` once the game is over, else None (docs/POSITION.md)."""
        return self.outcome.winner if self.outcome is not None else None

    @property
    def win_reason(self) -> str:
        """Why the game ended (an ``EndReason``), or "" while it goes on."""
        return self.outcome.reason if self.outcome is not None else ""

    def decision(self) -> dict[str, Any] | None:
        """POSITION.md ``decision``: who must decide what inside an assault or test."""
        if self.pending is None:
            return None
        kind = "assault" if isinstance(self.pending, Assault) else "test"
        return {"player": self.current_player(), "phase": self.pending.phase, "in": kind}

    # ------------------------------------------------------------------ card effects
    def _effects_reaching(self, unit: Unit, kind: str) -> Iterator[tuple[Effect, str]]:
        """Effects of one kind that reach ``unit`` from its own card, adjacent units
        and the tile it occupies, in the order R6.3 numbers bumps: the unit's abilities,
        then adjacent units' abilities, then the tile."""
        card = unit.card
        for ability in card.abilities:
            for e in ability.effects:
                if e.kind == kind and e.to == "self":
                    yield e, ability.name
        if unit.at is None:
            return
        for n in self.adj.get(unit.at, ()):
            other_id = self.occ.get(n)
            if other_id is None:
                continue
            other = self.units[other_id]
            want = "adjacent_allies" if other.owner == unit.owner else "adjacent_enemies"
            for ability in other.card.abilities:
                for e in ability.effects:
                    if e.kind == kind and e.to == want and _types_match(e, card):
                        yield e, f"{ability.name} ({other.card.name})"
        tile = self.tiles.get(unit.at)
        if tile is not None:
            tcard = self.catalog.tile(tile.kind)
            for e in tcard.effects:
                if e.kind == kind and _types_match(e, card):
                    yield e, tcard.name

    def bump_sources(self, unit: Unit, colour: str, occasions: tuple[str, ...]) -> list[BumpSource]:
        spec = unit.card.dice(colour)
        out = [BumpSource(colour, b, unit.card.name) for b in spec.bumps]
        for e, label in self._effects_reaching(unit, "bump"):
            if e.colour == colour and e.applies_on(occasions):
                out.append(BumpSource(colour, e.value, label))
        return out

    def support(self, unit: Unit) -> int:
        """R6.4 support: one re-roll per adjacent ally, none under an enemy's no_support."""
        if unit.at is None:
            return 0
        allies = 0
        for n in self.adj.get(unit.at, ()):
            other_id = self.occ.get(n)
            if other_id is None:
                continue
            other = self.units[other_id]
            if other.owner == unit.owner:
                allies += 1
        if allies and any(True for _ in self._effects_reaching(unit, "no_support")):
            return 0
        return allies

    def rerolls(self, unit: Unit, occasions: tuple[str, ...]) -> int:
        count = self.support(unit)
        favored = unit.card.favored
        if unit.at is not None and favored and self.tiles[unit.at].kind == favored:
            count += 1
        for e, _ in self._effects_reaching(unit, "reroll"):
            if e.applies_on(occasions):
                count += e.count
        return count

    def hazard_of(self, unit: Unit, h: Hex) -> Effect | None:
        """The hazard entering ``h`` would make ``unit`` face, if any (R8.1, R8.2)."""
        kind = self.tiles[h].kind
        key = (unit.card.id, kind)
        try:
            hit: Effect | None = self._static["hazard"][key]
            return hit
        except KeyError:
            pass
        found = self._hazard(unit, kind)
        self._static["hazard"][key] = found
        return found

    def _hazard(self, unit: Unit, kind: str) -> Effect | None:
        tcard = self.catalog.tile(kind)
        for e in tcard.effects:
            if e.kind != "hazard":
                continue
            if unit.card.favored == kind:
                return None
            if e.unless_types and any(t in unit.card.types for t in e.unless_types):
                continue
            for ig in unit.card.effects("ignore_hazard"):
                if ig.tiles is None or kind in ig.tiles:
                    return None
            return e
        return None

    def stops_move(self, unit: Unit, h: Hex) -> bool:
        """R4.4: entering this tile ends the unit's move (Badlands, unless Flying)."""
        kind = self.tiles[h].kind
        key = (unit.card.id, kind)
        cache: dict[tuple[str, str], bool] = self._static["stop"]
        hit = cache.get(key)
        if hit is None:
            hit = any(
                e.kind == "stop_move" and not (e.unless_flying and unit.card.flying > 0)
                for e in self.catalog.tile(kind).effects
            )
            cache[key] = hit
        return hit

    # ------------------------------------------------------------------ movement
    def _step_targets(self, unit: Unit, here: Hex, origin: Hex) -> Iterator[Hex]:
        """Tiles one step from ``here``: adjacent and free, or over one adjacent unit
        that may be jumped (an ally; any unit when Flying) onto a free tile beside it."""
        occ = self.occ
        adj = self.adj
        flying = unit.card.flying > 0
        for n in adj[here]:
            uid = occ.get(n)
            if uid is None or uid == unit.id:
                if n != origin:
                    yield n
                continue
            if not flying and self.units[uid].owner != unit.owner:
                continue
            for m in adj[n]:
                if m != here and m != origin and (m not in occ or occ[m] == unit.id):
                    yield m

    def move_options(self, unit: Unit) -> dict[Hex, tuple[Hex, ...]]:
        """One path per destination (R4): the one entering the fewest hazards, then the
        shortest, then the first in coordinate order. Any other legal path may still be
        applied; this is the list the legal actions offer."""
        assert unit.at is not None
        origin = unit.at
        steps = 1 + unit.card.swift + unit.card.flying
        if steps == 1:
            return {t: (t,) for t in self._step_targets(unit, origin, origin)}
        best: dict[Hex, tuple[int, int, tuple[Hex, ...]]] = {}
        layer: dict[Hex, tuple[int, tuple[Hex, ...]]] = {origin: (0, ())}
        tested_on_the_way = self.tested_on_every_step(unit)
        for k in range(1, steps + 1):
            nxt: dict[Hex, tuple[int, tuple[Hex, ...]]] = {}
            for here, (hz, path) in layer.items():
                for t in self._step_targets(unit, here, origin):
                    h2 = hz
                    if tested_on_the_way and self.hazard_of(unit, t) is not None:
                        h2 += 1
                    p2 = path + (t,)
                    cur = nxt.get(t)
                    if cur is None or (h2, p2) < cur:
                        nxt[t] = (h2, p2)
            for t, (hz, path) in nxt.items():
                cur_best = best.get(t)
                if not tested_on_the_way:
                    hz = 1 if self.hazard_of(unit, t) is not None else 0
                cand = (hz, k, path)
                if cur_best is None or cand < cur_best:
                    best[t] = cand
            # A unit that enters a stopping tile (Badlands) ends its move there.
            layer = {t: v for t, v in nxt.items() if not self.stops_move(unit, t)}
            if not layer:
                break
        return {t: v[2] for t, v in best.items()}

    def tested_on_every_step(self, unit: Unit) -> bool:
        """R4.5: is the unit tested on every tile it enters (else only where it lands)?
        Revision 2 lets a Flying unit fly over the tiles in between."""
        return self.rules < 2 or unit.card.flying == 0

    def _check_path(self, unit: Unit, path: tuple[Hex, ...], action: Action) -> None:
        assert unit.at is not None
        origin = unit.at
        if len(path) > 1 + unit.card.swift + unit.card.flying:
            raise illegal(
                action,
                "R4.3",
                f"{unit.card.name} may take at most "
                f"{1 + unit.card.swift + unit.card.flying} step(s)",
            )
        here = origin
        for i, t in enumerate(path):
            if t not in self.tiles:
                raise illegal(action, "R4.1", f"{list(t)} is void")
            if i > 0 and self.stops_move(unit, here):
                raise illegal(
                    action,
                    "R4.4",
                    f"the move must end on {list(here)} ({self.tile_card(here).name})",
                )
            if t not in set(self._step_targets(unit, here, origin)):
                if t in self.occ and self.occ[t] != unit.id:
                    raise illegal(action, "R4.1", f"{list(t)} is occupied")
                if t == origin:
                    raise illegal(action, "R4.1", "a move must leave the unit's tile")
                rule = "R4.3" if unit.card.flying else "R4.2"
                raise illegal(
                    action, rule, f"{list(t)} is not one step (or one jump) from {list(here)}"
                )
            here = t

    # ------------------------------------------------------------------ ranged
    def attack_distance(self, attacker: Unit, target: Unit) -> int | None:
        """R7.2: shortest route from attacker to target, or None if there is none."""
        assert attacker.at is not None and target.at is not None
        reach = 1 + attacker.card.ranged
        if target.at in self.adj[attacker.at]:
            return 1
        if reach < 2:
            return None
        return self._route(attacker, target, reach)

    def _route(self, attacker: Unit, target: Unit, reach: int) -> int | None:
        """R7.2: steps from attacker to target over a route that may pass allies only
        (anything but void when either unit is Flying), or None beyond ``reach``."""
        assert target.at is not None
        flying = attacker.card.flying > 0 or target.card.flying > 0
        return self._route_table(attacker, flying, reach).get(target.at)

    def attack_targets(self, unit: Unit) -> list[Unit]:
        assert unit.at is not None
        out = []
        reach = 1 + unit.card.ranged
        if reach >= 2:
            foes = [u for u in self.units.values() if u.where == MAP and u.owner != unit.owner]
            if not foes:
                return []
            flying_any = unit.card.flying > 0
            # Two route tables cover every target: with and without the Flying exception.
            tables: dict[bool, dict[Hex, int]] = {}
            for foe in foes:
                fl = flying_any or foe.card.flying > 0
                if fl not in tables:
                    tables[fl] = self._route_table(unit, fl, reach)
                if foe.at in tables[fl]:
                    out.append(foe)
            return out
        for n in self.adj[unit.at]:
            uid = self.occ.get(n)
            if uid is not None and self.units[uid].owner != unit.owner:
                out.append(self.units[uid])
        return out

    def _route_table(self, unit: Unit, flying: bool, reach: int) -> dict[Hex, int]:
        """Route distances from ``unit`` up to ``reach``: intermediate tiles may not be
        features or enemy-held, unless ``flying`` (R7.2); void always blocks."""
        assert unit.at is not None
        tiles, occ, units = self.tiles, self.occ, self.units

        def passable(h: Hex) -> bool:
            if flying:
                return True
            if tiles[h].feature:
                return False
            uid = occ.get(h)
            return uid is None or units[uid].owner == unit.owner

        return bfs_distances(self.adj, unit.at, passable, reach)

    # ------------------------------------------------------------------ deploy
    def deploy_tiles(self, unit: Unit) -> list[Hex]:
        """R9.1: free tiles adjacent to a feature the player controls; Spore Drop adds
        tiles beside its unit, Infiltrate lets its unit use any feature. Under revision 2
        the tile may not itself be a feature."""
        player = unit.owner
        anchors: set[Hex] = set()
        any_feature = bool(unit.card.effects("deploy_near_any_feature"))
        for h in self.features():
            if any_feature or self.control.get(h) == player:
                anchors.add(h)
        for u in self.units.values():
            if u.where == MAP and u.owner == player and u.card.effects("deploy_point"):
                assert u.at is not None
                anchors.add(u.at)
        out: set[Hex] = set()
        no_features = self.rules >= 2  # R9.1 (rev. 2): deploying never takes control
        tiles = self.tiles
        for a in anchors:
            for n in self.adj[a]:
                if n not in self.occ and not (no_features and tiles[n].feature):
                    out.add(n)
        return sorted(out)

    # ------------------------------------------------------------------ withdraw
    def withdraw_features(self, unit: Unit) -> list[Hex]:
        """R5.1 (rev. 2): an adjacent feature an allied unit occupies; R5.2: the feature
        the unit occupies. Revision 1 allowed any adjacent feature the player controlled
        that no enemy held, empty ones included."""
        assert unit.at is not None
        out = []
        if self.tiles[unit.at].feature:
            out.append(unit.at)
        rev2 = self.rules >= 2
        for n in self.adj[unit.at]:
            if not self.tiles[n].feature:
                continue
            uid = self.occ.get(n)
            if rev2:
                if uid is not None and self.units[uid].owner == unit.owner:
                    out.append(n)
            elif self.control.get(n) == unit.owner:
                if uid is None or self.units[uid].owner == unit.owner:
                    out.append(n)
        return out

    # ------------------------------------------------------------------ abilities
    def ability_actions(self, unit: Unit) -> list[Action]:
        """The unit's action abilities (R3.1) and their legal targets now, as the
        ``ACTION_ABILITIES`` registry finds them."""
        out: list[Action] = []
        assert unit.at is not None
        for ability in unit.card.abilities:
            for e in ability.effects:
                kind = ACTION_ABILITIES.get(e.kind)
                if kind is not None:
                    out.extend(kind.targets(self, unit, ability))
        return out

    def _enemy_on(self, h: Hex, player: int) -> bool:
        uid = self.occ.get(h)
        return uid is not None and self.units[uid].owner != player

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self._generate_legal()
        return list(self._legal_cache)

    def _generate_legal(self) -> list[Action]:
        if self.phase == Phase.OVER:
            return []
        if self.pending is not None:
            return self._decision_actions()
        if self.phase != Phase.PLAY:
            return setup_phase.legal_actions(self)
        player = self.to_move
        out: list[Action] = []
        for u in list(self.units.values()):
            if u.owner != player:
                continue
            if u.where == MAP:
                for dest, path in self.move_options(u).items():
                    del dest
                    out.append(Action("move", unit=u.id, path=path))
                for t in self.attack_targets(u):
                    out.append(Action("attack", unit=u.id, target=t.id))
                for f in self.withdraw_features(u):
                    out.append(Action("withdraw", unit=u.id, at=f))
                out.extend(self.ability_actions(u))
            elif u.where == RESERVE:
                for h in self.deploy_tiles(u):
                    out.append(Action("deploy", unit=u.id, at=h))
        return out

    def has_legal_action(self) -> bool:
        """Cheaper than ``legal_actions`` when only existence matters (R11.1)."""
        if self._legal_cache is not None:
            return bool(self._legal_cache)
        player = self.to_move
        for u in self.units.values():
            if u.owner != player:
                continue
            if u.where == MAP:
                assert u.at is not None
                for _ in self._step_targets(u, u.at, u.at):
                    return True
                if self.attack_targets(u) or self.withdraw_features(u) or self.ability_actions(u):
                    return True
            elif u.where == RESERVE and self.deploy_tiles(u):
                return True
        return False

    def _decision_actions(self) -> list[Action]:
        p = self.pending
        assert p is not None
        roller = p.roller(p.turn) if isinstance(p, Assault) else p.roller
        colours = ("off", "def") if isinstance(p, Assault) else (p.colour,)
        out: list[Action] = []
        if p.phase == "bump":
            for colour in colours:
                for bi, b in enumerate(roller.bumps.get(colour, [])):
                    if b.used:
                        continue
                    for di, v in enumerate(roller.dice[colour]):
                        if v < 6:
                            out.append(
                                Action("bump", unit=roller.unit, colour=colour, die=di, bump=bi)
                            )
        else:
            for colour in colours:
                for di in range(len(roller.dice[colour])):
                    out.append(Action("reroll", unit=roller.unit, colour=colour, die=di))
        out.append(PASS)
        return out

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; returns the events it caused. Raises IllegalAction."""
        self.events = []
        if self.phase == Phase.OVER:
            raise illegal(action, "R11", "the game is over")
        self._legal_cache = None
        if self.pending is not None:
            self._apply_decision(action)
        elif self.phase != Phase.PLAY:
            setup_phase.apply(self, action)
        else:
            self._apply_turn(action)
        self._legal_cache = None
        return self.events

    def _emit(self, event: Event) -> None:
        self.events.append(event)

    def _apply_turn(self, action: Action) -> None:
        k = action.kind
        if k in ("bump", "reroll", "pass"):
            if k == "pass":
                raise illegal(
                    action, "R3.2", "a player may not pass while a legal action exists"
                )
            raise illegal(action, "R6.3", "there is no assault or test in progress")
        if k not in ("move", "attack", "deploy", "withdraw", "ability"):
            raise illegal(action, "R3.1", f"{k!r} is not a turn action")
        unit = self.units.get(action.unit)
        if unit is None:
            raise illegal(action, "R3.1", f"there is no unit {brief(action.unit)}")
        if unit.owner != self.to_move:
            raise illegal(
                action,
                "R3.1",
                f"{unit.id} belongs to player {unit.owner}, player {self.to_move} is to move",
            )
        self._turn_defeat = self._turn_control = False
        if k == "deploy":
            self._do_deploy(unit, action)
            return
        if unit.where != MAP:
            raise illegal(action, "R3.1", f"{unit.id} is not on the map")
        if k == "move":
            self._do_move(unit, action)
        elif k == "attack":
            self._do_attack(unit, action)
        elif k == "withdraw":
            self._do_withdraw(unit, action)
        else:
            self._do_ability(unit, action)

    # ---- move
    def _do_move(self, unit: Unit, action: Action) -> None:
        self._check_path(unit, action.path, action)
        assert unit.at is not None
        self._continue_move(unit, unit.at, (), action.path)

    def _continue_move(
        self, unit: Unit, start: Hex, done: tuple[Hex, ...], rest: tuple[Hex, ...]
    ) -> None:
        while rest:
            step, rest = rest[0], rest[1:]
            assert unit.at is not None
            del self.occ[unit.at]
            unit.at = step
            self.occ[step] = unit.id
            done = done + (step,)
            if rest and not self.tested_on_every_step(unit):
                continue  # R4.5 (rev. 2): flying over this tile
            hazard = self.hazard_of(unit, step)
            if hazard is not None and hazard.test is not None:
                test = Test(
                    self._roller(unit, hazard.test.colour, ("test",)),
                    hazard.test.colour,
                    hazard.test.target,
                    "hazard",
                    rest,
                    done,
                    start,
                )
                self._emit(
                    {
                        "kind": EventKind.HAZARD,
                        "unit": unit.id,
                        "at": list(step),
                        "tile": self.tiles[step].kind,
                        "test": f"{hazard.test.target} {hazard.test.colour.upper()}",
                    }
                )
                self._start_test(test)
                return
        self._emit(
            {
                "kind": EventKind.MOVED,
                "unit": unit.id,
                "path": [list(h) for h in done],
                "from": list(start),
            }
        )
        self._end_action(unit)

    # ---- attack
    def _do_attack(self, unit: Unit, action: Action) -> None:
        target = self.units.get(action.target)
        if target is None or target.where != MAP:
            raise illegal(action, "R6.1", f"{brief(action.target)} is not a unit on the map")
        if target.owner == unit.owner:
            raise illegal(action, "R6.1", f"{target.id} is not an enemy")
        info = self.assault_info(unit, target)
        if info is None:
            if unit.card.ranged:
                raise illegal(
                    action, "R7.2", f"{target.id} is out of range or behind a blocked route"
                )
            raise illegal(action, "R6.1", f"{target.id} is not adjacent")
        dist, ranged, reply, att_occ, def_occ = info
        a = self._roller(unit, None, att_occ, roll_def=reply)
        d = self._roller(target, None, def_occ, roll_off=reply)
        self._emit(
            {
                "kind": EventKind.ATTACK,
                "unit": unit.id,
                "target": target.id,
                "ranged": ranged,
                "reply": reply,
                "distance": dist,
            }
        )
        for r in (a, d):
            self._emit(
                {
                    "kind": EventKind.ROLLED,
                    "unit": r.unit,
                    "off": list(r.dice["off"]),
                    "def": list(r.dice["def"]),
                }
            )
        self.pending = Assault(a, d, ranged, reply)
        self._advance_assault()

    def assault_info(
        self, unit: Unit, target: Unit
    ) -> tuple[int, bool, bool, tuple[str, ...], tuple[str, ...]] | None:
        """(distance, ranged, reply, attacker occasions, target occasions), or None when
        ``unit`` cannot attack ``target`` (R6.1, R7.1, R7.2, R7.3)."""
        dist = self.attack_distance(unit, target)
        if dist is None:
            return None
        ranged = dist > 1
        reply = True
        if ranged:
            back = 1 + target.card.ranged
            if self.rules >= 2:
                # R7.3 (rev. 2): the reply uses the attack's own route, the same both ways.
                reply = back >= dist
            else:
                reply = back >= dist and self._route(target, unit, back) is not None
        att_occ = ("assault", "attacking") + (("ranged_attack",) if ranged else ("melee",))
        def_occ = ("assault", "defending") + (("ranged_target",) if ranged else ("melee",))
        return dist, ranged, reply, att_occ, def_occ

    def _roller(
        self,
        unit: Unit,
        colour: str | None,
        occasions: tuple[str, ...],
        roll_off: bool = True,
        roll_def: bool = True,
    ) -> Roller:
        """Roll a unit's dice for an assault (colour None: both colours, OFF first) or a test."""
        dice: dict[str, list[int]] = {"off": [], "def": []}
        bumps: dict[str, list[BumpSource]] = {"off": [], "def": []}
        for c in ("off", "def") if colour is None else (colour,):
            if (c == "off" and not roll_off) or (c == "def" and not roll_def):
                continue
            dice[c] = [self.dice.roll() for _ in range(unit.card.dice(c).dice)]
            if dice[c]:
                bumps[c] = self.bump_sources(unit, c, occasions)
        return Roller(
            unit.id,
            unit.owner,
            dice,
            bumps,
            self.rerolls(unit, occasions),
            {"off": [0] * len(dice["off"]), "def": [0] * len(dice["def"])},
        )

    # ---- decisions
    def _apply_decision(self, action: Action) -> None:
        p = self.pending
        assert p is not None
        roller = p.roller(p.turn) if isinstance(p, Assault) else p.roller
        k = action.kind
        if k not in ("bump", "reroll", "pass"):
            raise illegal(
                action,
                "R6.3" if isinstance(p, Assault) else "R8.2",
                f"a {p.phase} decision is pending for player {roller.owner}",
            )
        if k != "pass":
            if action.unit != roller.unit:
                raise illegal(action, "R6.3", f"it is {roller.unit}'s decision")
            if isinstance(p, Test) and action.colour != p.colour:
                raise illegal(action, "R8.2", f"this is a {p.colour.upper()} test")
            dice = roller.dice.get(action.colour, [])
            if not 0 <= action.die < len(dice):
                raise illegal(action, "R6.3", f"there is no {action.colour} die {action.die}")
        if k == "bump":
            if p.phase != "bump":
                raise illegal(action, "R6.4", "the bump phase is over")
            sources = roller.bumps.get(action.colour, [])
            if not 0 <= action.bump < len(sources) or sources[action.bump].used:
                raise illegal(action, "R6.3", f"no unused {action.colour} bump {action.bump}")
            dice = roller.dice[action.colour]
            if dice[action.die] >= 6:
                raise illegal(action, "R6.3", "a die cannot be raised above 6")
            src = sources[action.bump]
            src.used = True
            before = dice[action.die]
            dice[action.die] = min(6, before + src.value)
            roller.bumped[action.colour][action.die] += dice[action.die] - before
            self._emit(
                {
                    "kind": EventKind.BUMPED,
                    "unit": roller.unit,
                    "colour": action.colour,
                    "die": action.die,
                    "value": dice[action.die],
                    "by": src.value,
                    "source": src.label,
                }
            )
        elif k == "reroll":
            if p.phase != "reroll":
                raise illegal(action, "R6.4", "re-rolls come after the bump phase")
            if roller.rerolls <= 0:
                raise illegal(action, "R6.4", "no re-roll left")
            roller.rerolls -= 1
            dice = roller.dice[action.colour]
            old = dice[action.die]
            dice[action.die] = self.dice.roll()
            roller.bumped[action.colour][action.die] = 0  # R6.4: a bump on it is lost
            self._emit(
                {
                    "kind": EventKind.REROLLED,
                    "unit": roller.unit,
                    "colour": action.colour,
                    "die": action.die,
                    "old": old,
                    "value": dice[action.die],
                }
            )
        if isinstance(p, Assault):
            if k == "pass":
                p.passes += 1
                p.turn ^= 1
            elif k == "reroll" and self.rules >= 2:
                pass  # R6.4 (rev. 2): the player re-rolls on until it passes
            else:
                p.passes = 0
                p.turn ^= 1
            self._advance_assault()
        else:
            if k == "pass":
                if p.phase == "bump":
                    p.phase = "reroll"
                else:
                    p.phase = "done"
            self._advance_test()

    def _advance_assault(self) -> None:
        p = self.pending
        assert isinstance(p, Assault)
        while True:
            if p.phase == "bump":
                can = (p.attacker.can_bump(), p.defender.can_bump())
                if p.passes >= 2 or not (can[0] or can[1]):
                    p.phase, p.turn, p.passes = "reroll", 0, 0
                    continue
                if can[p.turn]:
                    return
                p.passes += 1  # a player with nothing to choose is skipped (POSITION.md)
                p.turn ^= 1
                continue
            if p.phase == "reroll":
                # Revision 2: the attacker takes every re-roll it wants, then the
                # defender; a pass ends that player's re-rolls, so two passes (or skips)
                # end the phase. Revision 1 alternated one re-roll at a time.
                can = (p.attacker.can_reroll(), p.defender.can_reroll())
                if p.passes >= 2 or not (can[0] or can[1]):
                    p.phase = "count"
                    continue
                if can[p.turn]:
                    return
                p.passes += 1
                p.turn ^= 1
                continue
            self._count_assault(p)
            return

    def _count_assault(self, p: Assault) -> None:
        self.pending = None
        a, d = p.attacker, p.defender
        target_defeated = compare(a.dice["off"], d.dice["def"])
        attacker_defeated = p.reply and compare(d.dice["off"], a.dice["def"])
        self._emit(
            {
                "kind": EventKind.COUNT,
                "attacker": a.unit,
                "target": d.unit,
                "target_defeated": target_defeated,
                "attacker_defeated": attacker_defeated,
            }
        )
        attacker = self.units[a.unit]
        if target_defeated:
            self._defeat(self.units[d.unit], by=attacker)
        if attacker_defeated:
            self._defeat(attacker, by=self.units[d.unit])
        self._end_action(attacker)

    def _defeat(
        self, unit: Unit, by: Unit | None, reason: Literal["assault", "hazard"] = "assault"
    ) -> None:
        """R6.6/R8.1: the unit leaves the map and joins the opponent's captives."""
        if unit.at is not None and self.occ.get(unit.at) == unit.id:
            del self.occ[unit.at]
        unit.at = None
        unit.where = CAPTIVE
        unit.held_by = 1 - unit.owner
        self._turn_defeat = True
        ev: Defeated = {"kind": EventKind.DEFEATED, "unit": unit.id, "reason": reason}
        if by is not None:
            ev["by"] = by.id
        self._emit(ev)

    # ---- tests
    def _start_test(self, test: Test) -> None:
        self.pending = test
        rolled: Rolled = {"kind": EventKind.ROLLED, "unit": test.roller.unit}
        rolled["off" if test.colour == "off" else "def"] = list(test.roller.dice[test.colour])
        self._emit(rolled)
        self._advance_test()

    def _advance_test(self) -> None:
        t = self.pending
        assert isinstance(t, Test)
        # Once a test passes nothing can change its result: no more decisions are asked.
        while True:
            if t.phase == "bump":
                if not t.passed and t.roller.can_bump():
                    return
                t.phase = "reroll"
            if t.phase == "reroll":
                if not t.passed and t.roller.rerolls > 0 and t.roller.dice[t.colour]:
                    return
                t.phase = "done"
            break
        self.pending = None
        passed = t.passed
        unit = self.units[t.roller.unit]
        self._emit(
            {
                "kind": EventKind.TEST,
                "unit": unit.id,
                "colour": t.colour,
                "target": t.target,
                "dice": list(t.roller.dice[t.colour]),
                "result": "pass" if passed else "fail",
                "purpose": "rescue" if t.purpose == "rescue" else "hazard",
            }
        )
        if t.purpose == "hazard":
            if not passed:
                assert t.start is not None
                self._emit(
                    {
                        "kind": EventKind.MOVED,
                        "unit": unit.id,
                        "path": [list(h) for h in t.path_done],
                        "from": list(t.start),
                    }
                )
                self._defeat(unit, by=None, reason="hazard")
                self._end_action(unit)
                return
            assert t.start is not None
            self._continue_move(unit, t.start, t.path_done, t.rest_of_path)
            return
        # rescue (Reboot)
        if passed:
            captive = self.units[t.captive]
            captive.where = RESERVE
            captive.held_by = None
            self._emit({"kind": EventKind.RETURNED, "unit": captive.id, "by": unit.id})
        self._end_action(unit)

    # ---- deploy / withdraw / abilities
    def _do_deploy(self, unit: Unit, action: Action) -> None:
        if unit.where != RESERVE:
            raise illegal(action, "R9.1", f"{unit.id} is not in the reserve")
        assert action.at is not None
        if action.at not in self.tiles:
            raise illegal(action, "R9.1", f"{list(action.at)} is void")
        if action.at in self.occ:
            raise illegal(action, "R9.1", f"{list(action.at)} is occupied")
        if action.at not in self.deploy_tiles(unit):
            raise illegal(
                action,
                "R9.1",
                f"{list(action.at)} is not adjacent to a feature the player controls",
            )
        unit.where = MAP
        unit.at = action.at
        self.occ[action.at] = unit.id
        self._emit({"kind": EventKind.DEPLOYED, "unit": unit.id, "at": list(action.at)})
        self._end_action(unit)

    def _do_withdraw(self, unit: Unit, action: Action) -> None:
        assert action.at is not None and unit.at is not None
        if action.at not in self.withdraw_features(unit):
            where = (
                "an adjacent feature an allied unit occupies"
                if self.rules >= 2
                else "an adjacent feature its player controls"
            )
            raise illegal(
                action,
                "R5.1",
                f"{list(action.at)} is not a feature the unit occupies or {where}",
            )
        from_feature = action.at == unit.at
        del self.occ[unit.at]
        unit.at = None
        unit.where = RESERVE
        self._emit({"kind": EventKind.WITHDRAWN, "unit": unit.id, "feature": list(action.at)})
        if from_feature and action.at in self.control:
            # R5.2/R10.3: withdrawing from the feature gives up its control.
            del self.control[action.at]
            self._turn_control = True
            self._emit({"kind": EventKind.CONTROL, "feature": list(action.at), "owner": None})
        self._end_action(None)

    def _do_ability(self, unit: Unit, action: Action) -> None:
        if action not in self.ability_actions(unit):
            names = [a.id for a in unit.card.abilities if a.is_action]
            if action.ability not in names:
                raise illegal(
                    action,
                    "R3.1",
                    f"{unit.card.name} has no action ability {brief(action.ability)}",
                )
            raise illegal(action, "R3.1", "that ability target is not legal now")
        ability = next(a for a in unit.card.abilities if a.id == action.ability)
        self._emit(
            {
                "kind": EventKind.ABILITY,
                "unit": unit.id,
                "ability": ability.id,
                "target": action.target or (list(action.at) if action.at else None),
            }
        )
        for e in ability.effects:
            kind = ACTION_ABILITIES.get(e.kind)
            if kind is not None:
                kind.resolve(self, unit, action, e)
                return

    # ---- end of an action (R10, R11)
    def _end_action(self, unit: Unit | None) -> None:
        if unit is not None and unit.where == MAP and unit.at is not None:
            h = unit.at
            if self.tiles[h].feature and self.control.get(h) != unit.owner:
                self.control[h] = unit.owner  # R10.2
                self._turn_control = True
                self._emit({"kind": EventKind.CONTROL, "feature": list(h), "owner": unit.owner})
        if self._finish_if_all_features_held():
            return
        # R11.3: under revision 2 only a defeat resets the count (giving up a feature and
        # retaking it must not dodge the limit); under revision 1 a change of control did.
        reset = self._turn_defeat or (self.rules < 2 and self._turn_control)
        self.turns_without_defeat = 0 if reset else self.turns_without_defeat + 1
        self._turn_defeat = self._turn_control = False
        if self.turn_limit is not None and self.turns_without_defeat >= self.turn_limit:
            self._finish_at_turn_limit()
            return
        self.to_move = 1 - self.to_move
        self.turn += 1
        self._start_turn()

    def _finish_if_all_features_held(self) -> bool:
        """R11.2: a player who controls every feature on the map wins at once."""
        feats = self.features()
        for player in (0, 1):
            if feats and all(self.control.get(f) == player for f in feats):
                self._finish(player, EndReason.CONTROL)
                return True
        return False

    def start_loaded(self) -> None:
        """R11.4: a position loaded between turns that is already over ends at once,
        with R11.2's winner, else R11.1's; otherwise the side to move begins its turn."""
        self._legal_cache = None
        if not self._finish_if_all_features_held():
            self._start_turn()

    def _finish_at_turn_limit(self) -> None:
        """R11.3: revision 2 gives the game to the player who controls more features
        (equal: a draw); revision 1 always called it a draw."""
        if self.rules >= 2:
            held = [0, 0]
            for f in self.features():
                owner = self.control.get(f)
                if owner is not None:
                    held[owner] += 1
            if held[0] != held[1]:
                self._finish(0 if held[0] > held[1] else 1, EndReason.TURN_LIMIT)
                return
        self._finish("draw", EndReason.DRAW_RULE)

    def _start_turn(self) -> None:
        self._legal_cache = None
        if not self.has_legal_action():
            self._finish(1 - self.to_move, EndReason.NO_ACTION)  # R11.1

    def _finish(self, winner: Winner, reason: EndReason) -> None:
        self.phase = Phase.OVER
        self.outcome = Outcome(winner, reason)
        self.pending = None
        self._emit({"kind": EventKind.GAME_OVER, "winner": winner, "reason": reason})

    # ================================================================== setup (R1, R2)
    @classmethod
    def new(cls, setup: GameSetup, catalog: Catalog) -> Game:
        """Validate the armies and tiles (R1, R2.1, R2.2) and begin map generation
        (engine/setup.py)."""
        return setup_phase.begin(setup, catalog)

    def tile_slots(self) -> list[Hex]:
        """R2.5: empty spaces adjacent to at least one tile."""
        return setup_phase.tile_slots(self)

    def feature_slots(self) -> list[Hex]:
        """R2.6: the tiles a home feature may be set into now."""
        return setup_phase.feature_slots(self)

    def placement_tiles(self, player: int) -> list[Hex]:
        """R2.7: the home feature or a free tile adjacent to it."""
        return setup_phase.placement_tiles(self, player)


# ---------------------------------------------------------------------------- action abilities


@dataclass(frozen=True, slots=True)
class ActionAbility:
    """An effect kind that takes a whole turn (R3.1): its legal targets and what it does.

    ``resolve`` ends the action itself (``Game._end_action``) or starts the test that
    will (``Game._start_test``). Passive effect kinds are read where they apply
    (``Game._effects_reaching``); these are the ones a player chooses to use.
    """

    targets: Callable[[Game, Unit, Ability], Iterator[Action]]
    resolve: Callable[[Game, Unit, Action, Effect], None]


def _sabotage_targets(g: Game, unit: Unit, ability: Ability) -> Iterator[Action]:
    """CARDS.md Sabotage: an adjacent feature the enemy controls that no enemy occupies."""
    assert unit.at is not None
    for n in g.adj[unit.at]:
        if g.tiles[n].feature and g.control.get(n) == 1 - unit.owner:
            if not g._enemy_on(n, unit.owner):
                yield Action("ability", unit=unit.id, ability=ability.id, at=n)


def _sabotage(g: Game, unit: Unit, action: Action, effect: Effect) -> None:
    """The feature becomes uncontrolled; the Cyberteur's turn ends."""
    assert action.at is not None
    del g.control[action.at]
    g._turn_control = True
    g._emit({"kind": EventKind.CONTROL, "feature": list(action.at), "owner": None})
    g._end_action(unit)


def _rescue_targets(g: Game, unit: Unit, ability: Ability) -> Iterator[Action]:
    """CARDS.md Reboot: any captive of the unit's own player."""
    for c in g.units.values():
        if c.where == CAPTIVE and c.owner == unit.owner:
            yield Action("ability", unit=unit.id, ability=ability.id, target=c.id)


def _rescue(g: Game, unit: Unit, action: Action, effect: Effect) -> None:
    """A test (R8.2); on a pass the captive returns to its reserve (``_advance_test``)."""
    assert effect.test is not None
    colour, target = effect.test.colour, effect.test.target
    test = Test(g._roller(unit, colour, ("test",)), colour, target, "rescue", captive=action.target)
    g._start_test(test)


#: Every action effect kind of cards.ACTION_EFFECTS, implemented once.
ACTION_ABILITIES: dict[str, ActionAbility] = {
    "sabotage": ActionAbility(_sabotage_targets, _sabotage),
    "rescue": ActionAbility(_rescue_targets, _rescue),
}
