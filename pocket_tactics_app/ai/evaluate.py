"""The evaluation shared by every level: a position's worth to one player, in card points.

Terms (each in points, from ``me``'s side, the opponent's subtracted):
- material: cards on the map and in the reserve (captives are lost points);
- control: each feature held, more when holding all but one (R11.2 is one step away);
- approach: units near features their player does not hold yet, and guards on
  the features they do hold;
- initiative: the best expected gain of an attack by the side to move (from the
  assault odds), a one-move look-ahead that keeps the search from stopping just
  before an obvious capture.
A finished game is worth +-WIN (a draw 0).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.hexgrid import Hex, bfs_distances
from ..engine.game import MAP, RESERVE, Game, Unit
from .odds import quick_outcomes

WIN = 10_000.0


def sigmoid(x: float) -> float:
    """The logistic curve, safe for any ``x``."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-min(x, 700.0)))
    e = math.exp(max(x, -700.0))
    return e / (1.0 + e)


@dataclass(frozen=True)
class Weights:
    on_map: float = 1.0
    in_reserve: float = 0.85
    feature: float = 6.0
    all_but_one: float = 8.0
    approach: float = 4.0
    guard: float = 1.5
    initiative: float = 0.6
    counter: float = 0.25
    deployable: float = 0.1
    #: points per card point of a reserve with no feature to deploy near (R9.1);
    #: None: half of ``in_reserve``
    no_deploy: float | None = None


DEFAULT_WEIGHTS = Weights()


class DistanceCache:
    """Step distances from every feature, per map (the map never changes in play)."""

    def __init__(self) -> None:
        self._cache: dict[int, tuple[object, dict[Hex, dict[Hex, int]]]] = {}

    def tables(self, game: Game) -> dict[Hex, dict[Hex, int]]:
        key = id(game.adj)
        hit = self._cache.get(key)
        if hit is not None and hit[0] is game.adj:
            return hit[1]
        if len(self._cache) > 32:
            self._cache.clear()
        tables = {f: bfs_distances(game.adj, f) for f in game.features()}
        self._cache[key] = (game.adj, tables)
        return tables


_DIST = DistanceCache()


def unit_value(u: Unit) -> float:
    return float(u.card.points)


def best_attack_gain(game: Game, player: int, units: list[Unit]) -> float:
    """The best expected (points won - points lost) of one attack by ``player``."""
    best = 0.0
    for u in units:
        if u.owner != player or u.card.off.dice == 0:
            continue
        assert u.at is not None
        if u.card.ranged:
            targets = game.attack_targets(u)
        else:
            targets = []
            for n in game.adj[u.at]:
                uid = game.occ.get(n)
                if uid is not None:
                    t = game.units[uid]
                    if t.owner != player:
                        targets.append(t)
        for t in targets:
            assert t.at is not None
            ranged = t.at not in game.adj[u.at]
            reply = not ranged or t.card.ranged >= 1
            o = quick_outcomes(game, u, t, ranged, reply)
            gain = ((o.target_only + o.both) * unit_value(t)
                    - (o.attacker_only + o.both) * unit_value(u))
            if gain > best:
                best = gain
    return best


def evaluate(game: Game, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    if game.is_over():
        if game.winner == me:
            return WIN - game.turn  # sooner is better
        if game.winner == "draw":
            return 0.0
        return -WIN + game.turn
    score = 0.0
    on_map: list[Unit] = []
    reserve_value = [0.0, 0.0]
    for u in game.units.values():
        s = 1.0 if u.owner == me else -1.0
        if u.where == MAP:
            score += s * w.on_map * unit_value(u)
            on_map.append(u)
        elif u.where == RESERVE:
            score += s * w.in_reserve * unit_value(u)
            reserve_value[u.owner] += unit_value(u)
    feats = game.features()
    held = [0, 0]
    for f in feats:
        c = game.control.get(f)
        if c is not None:
            held[c] += 1
            score += w.feature if c == me else -w.feature
    for p in (0, 1):
        if feats and held[p] == len(feats) - 1:
            score += w.all_but_one if p == me else -w.all_but_one
        # a reserve with nowhere to deploy is worth less
        if reserve_value[p] and held[p] == 0:
            nd = w.in_reserve * 0.5 if w.no_deploy is None else w.no_deploy
            score -= (nd * reserve_value[p]) * (1 if p == me else -1)
    tables = _DIST.tables(game)
    for u in on_map:
        assert u.at is not None
        s = 1.0 if u.owner == me else -1.0
        best_d = 99
        for f, table in tables.items():
            if game.control.get(f) == u.owner:
                d = table.get(u.at, 99)
                if d <= 1:
                    score += s * w.guard / (1 + d)
                continue
            d = table.get(u.at, 99)
            if d < best_d:
                best_d = d
        if best_d < 99:
            score += s * w.approach / (1 + best_d)
    if w.initiative or w.counter:
        mover = game.to_move
        g_move = best_attack_gain(game, mover, on_map)
        g_other = best_attack_gain(game, 1 - mover, on_map) if w.counter else 0.0
        sign = 1.0 if mover == me else -1.0
        score += sign * (w.initiative * g_move - w.counter * g_other)
    return score
