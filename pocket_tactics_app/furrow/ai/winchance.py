"""Each seat's chance to win a Furrow & Foundry game from a position: a softmax over the
seats of their scaled estimates.

Every seat's estimate is :func:`~.evaluate.seat_value` on open values only (S17.1: no
seat's objectives, as for another seat), so the chances of one position are the same for
every onlooker and add up to 1. The scale grows as the game nears its end (the most stars
any seat has, over 6), when a lead in estimated coins is surer:

    p_s = exp(k * v_s) / sum_t exp(k * v_t)      k = SCALE + SCALE_PHASE * phase

A finished game gives its result (1 shared among the winners, S16.3-S16.4). SCALE and
SCALE_PHASE are fit by ``tools/fit_furrow_win_chance.py`` on simulated games (one seed
range) and checked on games left out of the fit (another seed range); the command and
the calibration table are in docs/FURROW_BALANCE.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine.game import STAR_LIMIT, Game
from .evaluate import Weights, plan, seat_value

#: fit by tools/fit_furrow_win_chance.py (docs/FURROW_BALANCE.md, "Win chance")
SCALE = 0.0562
SCALE_PHASE = 0.0406

#: the hand-set weights: the same estimate for every seat and level
_WEIGHTS = Weights(opponents=0.0)


def phase(game: Game) -> float:
    """How near the end the game is: the most stars any seat has, over 6 (S16.1)."""
    return max(len(p.stars) for p in game.players) / STAR_LIMIT


def estimates(game: Game) -> list[float]:
    """Each seat's estimated final coins on open values (no objectives counted)."""
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
                 scale_phase: float = SCALE_PHASE) -> list[float]:
    """The chances of seats with estimates ``values`` at ``ph`` (0..1) of the game."""
    return softmax(values, max(0.0, scale + scale_phase * ph))


def win_chances(game: Game) -> list[float]:
    """Every seat's chance to win from here (a shared win counting its share), summing
    to 1."""
    if game.over:
        return game.returns()
    return chances_from(estimates(game), phase(game))


def win_chance(game: Game, seat: int) -> float:
    return win_chances(game)[seat]


__all__ = ["SCALE", "SCALE_PHASE", "chances_from", "estimates", "phase", "softmax",
           "win_chance", "win_chances"]
