"""The chance to win from a position: a logistic regression on the position's terms,
mixed with the certain results Hard's value already sees.

The regression's inputs (``Term``), each ``player``'s share minus the opponent's, are
the evaluation's material, feature and attack terms (``evaluate.py``) taken apart, the
side to move and the R11.3 clock (the feature lead, weighed by how far the count of turns
without a defeat has run):

    x = sigmoid(sum of WEIGHTS[k] * terms[k])
    p = t * T + (1 - t) * x                   T = 1 if the threat is ``player``'s, else 0
    p = (1 - w) * p + w * L                   L = 1, 0 or 1/2: the verdict at the limit

``t`` is the exact chance that the side to move wins at once (a win-in-one threat on the
last feature, R11.2) and ``w`` the chance that the turns still to go pass with no defeat,
so that the turn limit (R11.3) decides. Both are results with a known chance, not
tendencies to learn: they stay outside the regression as a mixture, which keeps them
exact in the few positions where they decide (too few in the simulated games for a weight
to learn them). Every term changes sign with the player, so the two players' chances add
up to 1; a draw counts as half a win.

The weights (``winchance_weights.py``) are fit by ``tools/fit_win_chance.py`` on simulated
games of the printed cards (every turn decision of every game, labelled with how the game
ended) and checked on games of another seed range; the commands, the choice of inputs and
the calibration table are in docs/AI_STRENGTH.md.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from ..engine.game import MAP, RESERVE, Game
from ..engine.kinds import Phase
from ..engine.turn_clock import features_held
from . import winchance_weights
from .agents import HardAgent, at_turn_limit
from .evaluate import best_attack_gain, sigmoid, unit_value


class Term(StrEnum):
    """An input of the regression, from one player's side (theirs minus the other's)."""

    MAP = "map"  # card points on the map
    RESERVE = "reserve"  # card points in the reserve
    FEATURES = "features"  # features held
    ALL_BUT_ONE = "all_but_one"  # 1 when holding all features but one (R11.2 in reach)
    INITIATIVE = "initiative"  # the best expected gain of one attack by the side to move
    COUNTER = "counter"  # the same for the side not to move (with the opposite sign)
    TO_MOVE = "to_move"  # +1 to move, -1 not
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
    on_map = []
    for u in game.units.values():
        if u.where == MAP:
            on_map.append(u)
            t[Term.MAP] += sign[u.owner] * unit_value(u)
        elif u.where == RESERVE:
            t[Term.RESERVE] += sign[u.owner] * unit_value(u)
    held = features_held(game)
    all_but_one = len(game.features()) - 1
    for p in (0, 1):
        t[Term.FEATURES] += sign[p] * held[p]
        if all_but_one >= 0 and held[p] == all_but_one:
            t[Term.ALL_BUT_ONE] += sign[p]
    mover = game.to_move
    t[Term.TO_MOVE] = sign[mover]
    t[Term.INITIATIVE] = sign[mover] * best_attack_gain(game, mover, on_map)
    t[Term.COUNTER] = sign[1 - mover] * best_attack_gain(game, 1 - mover, on_map)
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
