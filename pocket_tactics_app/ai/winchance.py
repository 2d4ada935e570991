"""The chance to win from a position: a logistic regression on the position's terms,
mixed with the certain results Hard's value already sees.

The regression's inputs (``Term``) are the evaluation's named terms (``evaluate.py``)
taken apart, each as ``player``'s share minus the opponent's, plus the game's progress
and the R11.3 clock:

    x = sigmoid(sum of WEIGHTS[k] * terms[k])
    p = t * T + (1 - t) * x                   T = 1 if the threat is ``player``'s, else 0
    p = (1 - w) * p + w * L                   L = 1, 0 or 1/2: the verdict at the limit

``t`` is the exact chance that the side to move wins at once (a win-in-one threat on the
last feature, R11.2) and ``w`` the chance that the turns still to go pass with no defeat,
so that the turn limit (R11.3) decides. Both are certain results with a known chance, not
tendencies to learn: they stay outside the regression as a mixture, which keeps them exact
in the rare positions where they decide (too rare in the simulated games for a weight to
learn them). Every term changes sign with the player, so the two players' chances add up
to 1; a draw counts as half a win.

The weights (``winchance_weights.py``) are fit by ``tools/fit_win_chance.py`` on simulated
games of the printed cards (every turn decision of every game, labelled with how the game
ended) and checked on games of another seed range; the command and the calibration table
are in docs/AI_STRENGTH.md.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from ..engine.game import MAP, RESERVE, Game
from ..engine.kinds import Phase
from . import winchance_weights
from .agents import HardAgent, at_turn_limit
from .evaluate import DistanceCache, best_attack_gain, sigmoid, unit_value

#: the turn at which ``Term.LATE_MATERIAL`` reaches its full weight (games of 50 points
#: last 40 to 80 turns)
LATE_TURN = 60


class Term(StrEnum):
    """An input of the regression, from one player's side (theirs minus the other's)."""

    MAP = "map"  # card points on the map
    RESERVE = "reserve"  # card points in the reserve
    STRANDED = "stranded"  # reserve points with no feature held to deploy near (R9.1)
    FEATURES = "features"  # features held
    ALL_BUT_ONE = "all_but_one"  # 1 when holding all features but one (R11.2 in reach)
    APPROACH = "approach"  # units near features their side does not hold: 1 / (1 + steps)
    GUARD = "guard"  # units on or next to features their side holds: 1 / (1 + steps)
    INITIATIVE = "initiative"  # the best expected gain of one attack by the side to move
    COUNTER = "counter"  # the same for the side not to move (with the opposite sign)
    TO_MOVE = "to_move"  # +1 to move, -1 not
    LATE_MATERIAL = "late_material"  # material on map and reserve, times min(1, turn/60)
    CLOCK_LEAD = "clock_lead"  # features held, times turns without a defeat / limit


def load_weights(raw: Mapping[str, float]) -> dict[Term, float]:
    """The fitted weights by term; a missing or non-finite weight is an error."""
    out: dict[Term, float] = {}
    for term in Term:
        value = raw.get(term.value)
        if value is None or not math.isfinite(value):
            raise ValueError(f"winchance_weights.WEIGHTS: no finite weight for {term.value!r}")
        out[term] = float(value)
    unknown = set(raw) - {t.value for t in Term}
    if unknown:
        raise ValueError(f"winchance_weights.WEIGHTS: unknown term(s) {sorted(unknown)}")
    return out


WEIGHTS: dict[Term, float] = load_weights(winchance_weights.WEIGHTS)

_VALUER = HardAgent(seed=0)
_DIST = DistanceCache()


@dataclass(frozen=True)
class Parts:
    """The pieces of a position's win chance for one player (see the module text)."""

    terms: Mapping[Term, float] = field(default_factory=dict)
    threat: float = 0.0  # t: the chance the side to move wins at once (R11.2)
    threat_mine: bool = False
    limit_weight: float = 0.0  # w
    limit_result: float = 0.5  # L


def terms(game: Game, player: int) -> dict[Term, float]:
    """The regression's inputs for ``player`` in a position in play."""
    t = dict.fromkeys(Term, 0.0)
    sign = (1.0, -1.0) if player == 0 else (-1.0, 1.0)
    reserve = [0.0, 0.0]
    held = [0, 0]
    feats = game.features()
    for f in feats:
        owner = game.control.get(f)
        if owner is not None:
            held[owner] += 1
    tables = _DIST.tables(game)
    on_map = []
    for u in game.units.values():
        s = sign[u.owner]
        if u.where == RESERVE:
            reserve[u.owner] += unit_value(u)
            t[Term.RESERVE] += s * unit_value(u)
            continue
        if u.where != MAP or u.at is None:
            continue
        on_map.append(u)
        t[Term.MAP] += s * unit_value(u)
        nearest = min((table.get(u.at, 99) for f, table in tables.items()
                       if game.control.get(f) != u.owner), default=99)
        if nearest < 99:
            t[Term.APPROACH] += s / (1 + nearest)
        for f, table in tables.items():
            steps = table.get(u.at, 99)
            if game.control.get(f) == u.owner and steps <= 1:
                t[Term.GUARD] += s / (1 + steps)
    for p in (0, 1):
        t[Term.FEATURES] += sign[p] * held[p]
        if feats and held[p] == len(feats) - 1:
            t[Term.ALL_BUT_ONE] += sign[p]
        if held[p] == 0:
            t[Term.STRANDED] += sign[p] * reserve[p]
    mover = game.to_move
    t[Term.TO_MOVE] = sign[mover]
    t[Term.INITIATIVE] = sign[mover] * best_attack_gain(game, mover, on_map)
    t[Term.COUNTER] = sign[1 - mover] * best_attack_gain(game, 1 - mover, on_map)
    t[Term.LATE_MATERIAL] = (t[Term.MAP] + t[Term.RESERVE]) * min(1.0, game.turn / LATE_TURN)
    if game.turn_limit:
        t[Term.CLOCK_LEAD] = t[Term.FEATURES] * min(
            1.0, game.turns_without_defeat / game.turn_limit)
    return t


def parts(game: Game, player: int) -> Parts:
    v = _VALUER
    mine = game.to_move == player
    t = v._win_in_one(game) if v.win_threat and game.pending is None else 0.0
    w, result = 0.0, 0.5
    if game.turn_limit and game.pending is None:
        to_go = max(0, game.turn_limit - game.turns_without_defeat)
        w = v.quiet_turn_chance**to_go
        verdict = at_turn_limit(game, player)
        result = 0.5 if verdict == 0.0 else (1.0 if verdict > 0 else 0.0)
    return Parts(terms(game, player), t, mine, w, result)


def linear(p: Parts, weights: Mapping[Term, float] = WEIGHTS) -> float:
    """The regression's log-odds before the certain results are mixed in."""
    return sum(weights[k] * v for k, v in p.terms.items())


def chance_from_parts(p: Parts, weights: Mapping[Term, float] = WEIGHTS) -> float:
    x = sigmoid(linear(p, weights))
    x = p.threat * (1.0 if p.threat_mine else 0.0) + (1.0 - p.threat) * x
    return (1.0 - p.limit_weight) * x + p.limit_weight * p.limit_result


def in_play(game: Game) -> bool:
    """Whether ``game`` has a win chance worth showing: play has begun (or ended). During
    the setup (tiles, homes, units, R2) the evaluation swings with every placement and
    means nothing yet (0.95 after a home, 0.52 after the other's), so the window shows,
    graphs and reviews no chance there."""
    return game.phase in (Phase.PLAY, Phase.OVER)


def win_chance(game: Game, player: int) -> float:
    """``player``'s chance to win from here (a draw counting half), between 0 and 1."""
    if game.is_over():
        if game.winner == player:
            return 1.0
        if game.winner == 1 - player:
            return 0.0
        return 0.5
    return chance_from_parts(parts(game, player))
