"""Setup with purpose (R2.5-R2.7) for Normal and Hard; Easy keeps its random setup.

Three decisions, each judged by the position it leads to:

- **Tile placement (R2.5).** Each legal slot is tried and the rest of the setup is
  played out ``rollouts`` times with the remaining bag drawn on a re-seeded clone (the
  agent never sees the game's future draws), both players placing tiles at random,
  homes and units by the rules below; the slot with the best mean value wins. Every
  slot is played out with the same re-seeds (common random numbers), so the
  comparison between slots is not drowned by the draws.
- **Home feature (R2.6).** Every allowed tile, the opponent's home (if still to come)
  by the same rule from their side, then the units placed: the best value.
- **Unit placement (R2.7).** Every (unit, tile), the remaining placements by the
  quick rule (``quick_placement``), then the value.

The value of a position at the start of play is the evaluation (``evaluate``) plus
``map_value``: the race to the central feature (the shortest route from each home,
a hazard tile counting as ``hazard_steps`` steps, so water on the opponent's way is
worth placing and on one's own is not), and the room around each home to deploy
(R9.1: non-feature tiles next to a feature one controls).

The work is counted in positions built, like the searches, so a setup decision is
deterministic given the agent's seed and budget.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.hexgrid import Hex, bfs_distances
from ..engine.actions import Action
from ..engine.game import Game
from .evaluate import DEFAULT_WEIGHTS, Weights, evaluate


@dataclass(frozen=True)
class MapWeights:
    #: points per step the opponent's route to the central feature is longer than ours
    race: float = 1.5
    #: points per free deploy tile around a home, up to ``room_cap``
    room: float = 1.0
    room_cap: int = 4
    #: a tile with a hazard counts as this many steps on a route
    hazard_steps: int = 3


DEFAULT_MAP_WEIGHTS = MapWeights()

Value = Callable[[Game, int], float]


def _hazard_tile(game: Game, h: Hex) -> bool:
    card = game.catalog.tile(game.tiles[h].kind)
    return any(e.kind == "hazard" for e in card.effects)


def route_length(game: Game, start: Hex, goal: Hex, hazard_steps: int) -> float:
    """Steps from ``start`` to ``goal`` over tiles, a hazard tile costing ``hazard_steps``."""
    if start == goal:
        return 0.0
    best: dict[Hex, int] = {start: 0}
    heap = [(0, start)]
    while heap:
        d, h = heapq.heappop(heap)
        if h == goal:
            return float(d)
        if d > best.get(h, 10**9):
            continue
        for n in game.adj[h]:
            nd = d + (hazard_steps if _hazard_tile(game, n) else 1)
            if nd < best.get(n, 10**9):
                best[n] = nd
                heapq.heappush(heap, (nd, n))
    return 99.0


def homes(game: Game) -> dict[int, Hex]:
    """Each player's home feature on the map (the features they control at setup)."""
    out: dict[int, Hex] = {}
    for h, t in game.tiles.items():
        if t.feature and h != game.central:
            owner = game.control.get(h)
            if owner is not None and owner not in out:
                out[owner] = h
    return out


def map_value(game: Game, me: int, w: MapWeights = DEFAULT_MAP_WEIGHTS) -> float:
    """What the map gives ``me`` over the opponent once both homes are placed."""
    hs = homes(game)
    if game.central is None or len(hs) < 2:
        return 0.0
    score = 0.0
    for p in (0, 1):
        s = 1.0 if p == me else -1.0
        home = hs[p]
        score -= s * w.race * route_length(game, home, game.central, w.hazard_steps)
        room = sum(1 for n in game.adj[home] if not game.tiles[n].feature)
        score += s * w.room * min(room, w.room_cap)
    return score


def quick_placement(game: Game, legal: Sequence[Action], rng: random.Random) -> Action:
    """R2.7 by rule: the strongest unit first, on the tile nearest the central feature
    (the home feature itself kept for the last, sturdiest placement)."""
    me = game.current_player()
    dist = bfs_distances(game.adj, game.central) if game.central is not None else {}
    home = homes(game).get(me)

    def key(a: Action) -> tuple[float, float, float]:
        u = game.units[a.unit]
        assert a.at is not None
        on_home = 1.0 if a.at == home else 0.0
        return (-u.card.points, dist.get(a.at, 50) + 2 * on_home, rng.random())

    return min(legal, key=key)


class SetupPlanner:
    """Setup decisions for one agent: ``choose(game)`` in the tiles, features and units
    phases. ``value`` scores a position at the start of play for a player."""

    def __init__(self, rng: random.Random, budget: int, rollouts: int = 6,
                 weights: Weights = DEFAULT_WEIGHTS,
                 map_weights: MapWeights = DEFAULT_MAP_WEIGHTS,
                 time_limit: float | None = None) -> None:
        self.rng = rng
        self.budget = budget
        #: interactive play: rounds of tile play-outs stop here (the first always runs)
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.rollouts = rollouts
        self.weights = weights
        self.map_weights = map_weights
        #: positions built by the last decision
        self.spent = 0

    # ------------------------------------------------------------------ value
    def value(self, game: Game, me: int) -> float:
        return evaluate(game, me, self.weights) + map_value(game, me, self.map_weights)

    # ------------------------------------------------------------------ decisions
    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        self.spent = 0
        if len(legal) == 1:
            return legal[0]
        if game.phase == "tiles":
            return self.place_tile(game, legal)
        if game.phase == "features":
            return self.place_home(game, legal)
        return self.place_unit(game, legal)

    def place_tile(self, game: Game, legal: Sequence[Action]) -> Action:
        me = game.current_player()
        seeds = [self.rng.getrandbits(31) for _ in range(self.rollouts)]
        # positions one rollout builds: the rest of the bag, two homes, six units
        per = len(game.bag) + 9
        runs = max(1, min(self.rollouts, self.budget // max(1, per * len(legal))))
        totals = [0.0] * len(legal)
        # one round of play-outs for every slot at a time, so that a time limit cuts
        # whole rounds and every slot is judged on the same draws
        for r, s in enumerate(seeds[:runs]):
            if r and self.deadline is not None and time.perf_counter() > self.deadline:
                break
            for i, a in enumerate(legal):
                g = game.clone(reseed=s)
                g.apply(a)
                self.spent += 1
                totals[i] += self._finish(g, me, random.Random(s))
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]

    def place_home(self, game: Game, legal: Sequence[Action]) -> Action:
        me = game.current_player()
        best_a, best_v = legal[0], -float("inf")
        for a in legal:
            g = game.clone(reseed=1)
            g.apply(a)
            self.spent += 1
            v = self._finish(g, me, random.Random(0))
            if v > best_v:
                best_a, best_v = a, v
        return best_a

    def place_unit(self, game: Game, legal: Sequence[Action]) -> Action:
        me = game.current_player()
        best_a, best_v = legal[0], -float("inf")
        for a in legal:
            g = game.clone(reseed=1)
            g.apply(a)
            self.spent += 1
            v = self._finish(g, me, random.Random(0))
            if v > best_v:
                best_a, best_v = a, v
        return best_a

    # ------------------------------------------------------------------ play-outs
    def _finish(self, g: Game, me: int, rng: random.Random) -> float:
        """Play the rest of the setup by rule on ``g`` and value the position."""
        while g.phase in ("tiles", "features", "units") and not g.is_over():
            legal = g.legal_actions()
            if not legal:
                break
            if g.phase == "tiles":
                a = legal[int(rng.random() * len(legal))]
            elif g.phase == "features":
                a = self._home_by_map(g, legal)
            else:
                a = quick_placement(g, legal, rng)
            g.apply(a)
            self.spent += 1
        return self.value(g, me)

    def _home_by_map(self, g: Game, legal: Sequence[Action]) -> Action:
        """The home the map values most for its player (the opponent's home by the
        same rule when it is still to come; the map value only, no units yet)."""
        p = g.current_player()
        if len(legal) == 1:
            return legal[0]
        best_a, best_v = legal[0], -float("inf")
        for a in legal:
            h = a.at
            assert h is not None
            v = self._home_score(g, p, h)
            if v > best_v:
                best_a, best_v = a, v
        return best_a

    def _home_score(self, g: Game, p: int, h: Hex) -> float:
        w = self.map_weights
        assert g.central is not None
        race = route_length(g, h, g.central, w.hazard_steps)
        room = sum(1 for n in g.adj[h] if not g.tiles[n].feature)
        return -w.race * race + w.room * min(room, w.room_cap)
