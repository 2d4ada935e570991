"""What a Pocket Tactics position allows, without changing it: the state a ``Game``
holds, the card effects that reach a unit (bumps, support, re-rolls, hazards), where a
unit may move, whom it may attack, where it may deploy or withdraw, its action
abilities' targets, the dice it rolls, and the legal actions of whoever decides now.

The rules that change the position build on it, each layer a subclass of the one below:
``endings`` (the end of an action and of the game), ``setup_phase`` (drawing the map and
placing the first units), ``movement`` (moves, hazard and rescue tests, deploy,
withdraw), ``assault`` (attacks and the decisions inside them) and ``game`` (legal
actions, apply and the action abilities).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Self

from ..core.hexgrid import Hex, bfs_distances
from .actions import PASS, Action, illegal
from .cards import Ability, Catalog, Effect, TileCard
from .events import Event
from .kinds import RULES_REVISION, Outcome, Phase, Winner
from .pieces import (
    CAPTIVE,
    MAP,
    RESERVE,
    Assault,
    BumpSource,
    Dice,
    Pending,
    Roller,
    Tile,
    Unit,
    _types_match,
)


class Board:
    """A Pocket Tactics position and the questions the rules ask of it."""

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

    def clone(self, reseed: int | None = None, forced_dice: Iterable[int] | None = None) -> Self:
        """A deep copy for search. With ``reseed`` the copy rolls from its own generator;
        with ``forced_dice`` it rolls those results first (and none the original queued),
        so a search can play out one chosen outcome without seeing the game's dice.

        Tiles, the adjacency table and cards are shared: they never change in play.
        """
        g = type(self).__new__(type(self))
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

    def ability_actions(self, unit: Unit) -> list[Action]:
        """The unit's action abilities (R3.1) and their legal targets now, as the
        ``ABILITY_TARGETS`` registry finds them."""
        out: list[Action] = []
        assert unit.at is not None
        for ability in unit.card.abilities:
            for e in ability.effects:
                targets = ABILITY_TARGETS.get(e.kind)
                if targets is not None:
                    out.extend(targets(self, unit, ability))
        return out

    def _enemy_on(self, h: Hex, player: int) -> bool:
        uid = self.occ.get(h)
        return uid is not None and self.units[uid].owner != player

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

    def _emit(self, event: Event) -> None:
        self.events.append(event)


def _sabotage_targets(g: Board, unit: Unit, ability: Ability) -> Iterator[Action]:
    """CARDS.md Sabotage: an adjacent feature the enemy controls that no enemy occupies."""
    assert unit.at is not None
    for n in g.adj[unit.at]:
        if g.tiles[n].feature and g.control.get(n) == 1 - unit.owner:
            if not g._enemy_on(n, unit.owner):
                yield Action("ability", unit=unit.id, ability=ability.id, at=n)


def _rescue_targets(g: Board, unit: Unit, ability: Ability) -> Iterator[Action]:
    """CARDS.md Reboot: any captive of the unit's own player."""
    for c in g.units.values():
        if c.where == CAPTIVE and c.owner == unit.owner:
            yield Action("ability", unit=unit.id, ability=ability.id, target=c.id)


#: The targets of every action effect kind of cards.ACTION_EFFECTS (R3.1); what each one
#: does is ``game.ACTION_ABILITIES``.
ABILITY_TARGETS: dict[str, Callable[[Board, Unit, Ability], Iterator[Action]]] = {
    "sabotage": _sabotage_targets,
    "rescue": _rescue_targets,
}
