"""The chance to win from a position: a logistic curve on Hard's evaluation.

``win_chance(game, player) = 1 / (1 + exp(-(SLOPE * v + TO_MOVE * s)))`` with ``v`` Hard's
value of the position for ``player`` (``HardAgent.value``: the evaluation in card points,
a win-in-one threat and the turn limit, R11.3) and ``s`` +1 when ``player`` is to move,
-1 when the opponent is. The value is zero-sum, so the two players' chances add up to 1.
A draw counts as half a win, so 0.5 also means "even".

The coefficients are fit by ``scripts/fit_win_chance.py`` on simulated games (every turn
decision of every game, labelled with how the game ended) and checked on games not used
for the fit; the figures it printed are in ``FIT`` below.
"""

from __future__ import annotations

import math

from ..engine.game import Game
from .agents import HardAgent

#: fit by scripts/fit_win_chance.py (see FIT)
SLOPE = 0.05
TO_MOVE = 0.0
#: how the constants were obtained (the script's command and its held-out calibration)
FIT = "not fit yet"

_VALUER = HardAgent(seed=0)


def position_value(game: Game, player: int) -> float:
    """Hard's value of the position for ``player`` (card points; +-WIN when over)."""
    return _VALUER.value(game, player)


def chance_from_value(v: float, to_move: bool, slope: float = SLOPE,
                      to_move_weight: float = TO_MOVE) -> float:
    x = slope * v + (to_move_weight if to_move else -to_move_weight)
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-min(x, 700.0)))
    e = math.exp(max(x, -700.0))
    return e / (1.0 + e)


def win_chance(game: Game, player: int) -> float:
    """``player``'s chance to win from here (a draw counting half), between 0 and 1."""
    if game.is_over():
        if game.winner == player:
            return 1.0
        if game.winner == 1 - player:
            return 0.0
        return 0.5
    return chance_from_value(position_value(game, player), game.to_move == player)
