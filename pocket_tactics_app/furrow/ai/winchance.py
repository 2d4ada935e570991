"""Each seat's chance to win a Furrow & Foundry game from a position: a softmax over the
seats of their scaled estimates, with a share of an even chance.

Every seat's estimate is :func:`~.evaluate.seat_value` as for another seat (no
objectives counted), so the chances of one position add up to 1. The estimate weighs
each hand's best card values a little: during play the hint takes the chance on the
seat's determinized copy (the other hands redrawn, S17.3), never on the game itself.
The scale grows as the game nears its end (the most stars any seat has, over 6), when a
lead in estimated coins is surer:

    q_s = exp(k * v_s) / sum_t exp(k * v_t)      k = SCALE + SCALE_PHASE * phase
    p_s = (1 - EVEN) * q_s + EVEN / n

The even share stands for what the estimate cannot see (objectives, the sealed
combat cards, the turns still to play): a leader in estimated coins loses more often
than the softmax alone says. A finished game gives its result (1 shared among the
winners, S16.3-S16.4). SCALE, SCALE_PHASE and EVEN are fit by
``tools/fit_furrow_win_chance.py`` on simulated games (one seed range), the two scales
then shrunk by the factor that predicts best on games held out of the fit in turn
(cross-validation by game: a fit is surer of its own games than of others), and checked
on games left out of the fit (another seed range); the command and the calibration
table are in docs/FURROW_BALANCE.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine.game import STAR_LIMIT, Game
from .evaluate import Weights, plan, seat_value

#: fit by tools/fit_furrow_win_chance.py (docs/FURROW_BALANCE.md, "Win chance")
SCALE = 0.0698
SCALE_PHASE = 0.016
EVEN = 0.0

#: the hand-set weights: the same estimate for every seat and level
_WEIGHTS = Weights(opponents=0.0)


def phase(game: Game) -> float:
    """How near the end the game is: the most stars any seat has, over 6 (S16.1)."""
    return max(len(p.stars) for p in game.players) / STAR_LIMIT


def estimates(game: Game) -> list[float]:
    """Each seat's estimated final coins (no objectives counted)."""
    cm = game.control_map()
    return [seat_value(game, s, cm, _WEIGHTS, plan(game, s, own=False), own=False)
            for s in range(game.n)]


def softmax(values: Sequence[float], k: float) -> list[float]:
    """``exp(k * v)`` normalized over ``values`` (stable for any spread)."""
    top = max(values)
    ex = [math.exp(k * (v - top)) for v in values]
    total = sum(ex)
    return [x / total for x in ex]


def chances_from(values: Sequence[float], ph: float, scale: float = SCALE,
                 scale_phase: float = SCALE_PHASE, even: float = EVEN) -> list[float]:
    """The chances of seats with estimates ``values`` at ``ph`` (0..1) of the game."""
    q = softmax(values, max(0.0, scale + scale_phase * ph))
    return [(1.0 - even) * x + even / len(q) for x in q]


def win_chances(game: Game) -> list[float]:
    """Every seat's chance to win from here (a shared win counting its share), summing
    to 1."""
    if game.over:
        return game.returns()
    return chances_from(estimates(game), phase(game))


def win_chance(game: Game, seat: int) -> float:
    return win_chances(game)[seat]


__all__ = ["EVEN", "SCALE", "SCALE_PHASE", "chances_from", "estimates", "phase", "softmax",
           "win_chance", "win_chances"]
