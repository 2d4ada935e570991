"""The chance to win from a position: a logistic curve on the evaluation, mixed with
the certain results Hard's value already sees.

Hard's value (``HardAgent.value``) is the evaluation ``e`` (card points) mixed with two
results it can name: a win-in-one threat on the last feature (R11.2), taken with the
exact chance ``t`` of making it, and the turn limit (R11.3), whose verdict comes with
the weight ``w`` (the chance that the turns still to go pass quietly). The win chance
mirrors that mixture in probabilities:

    p = sigmoid(SLOPE * e + TO_MOVE * s)      s = +1 if ``player`` is to move, else -1
    p = t * T + (1 - t) * p                   T = 1 if the threat is ``player``'s, else 0
    p = (1 - w) * p + w * L                   L = 1, 0 or 1/2: the verdict at the limit

The evaluation is zero-sum, so the two players' chances add up to 1. A draw counts as
half a win. SLOPE and TO_MOVE are fit by ``tools/fit_win_chance.py`` on simulated
games (every turn decision of every game, labelled with how the game ended) and checked
on games not used for the fit; the command and its result are in ``FIT``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import Game
from ..engine.kinds import Phase
from .agents import HardAgent, at_turn_limit
from .evaluate import evaluate, sigmoid

#: fit by tools/fit_win_chance.py (see FIT)
SLOPE = 0.0849
TO_MOVE = 0.0613
#: How the constants were obtained and how they did on the games left out of the fit
#: (predicted / observed per bin of the prediction, positions in brackets; positions of
#: one game are correlated, so the 60 games are the sample, not the 2,927 positions).
FIT = """\
.venv/bin/python tools/fit_win_chance.py --fit-games 100 --fit-seed 81001 \\
    --test-games 60 --test-seed 82001        (pairs normal-normal, easy-normal, hard-normal)
fit:  100 games, 4,669 positions, log loss 0.369, Brier 0.108
test:  60 games, 2,927 positions, log loss 0.405, Brier 0.132
  0.0-0.1 0.041/0.079 (529)  0.1-0.2 0.150/0.126 (366)  0.2-0.3 0.250/0.117 (264)
  0.3-0.4 0.339/0.320 (122)  0.4-0.5 0.457/0.434 (143)  0.5-0.6 0.550/0.542 (166)
  0.6-0.7 0.652/0.607 (112)  0.7-0.8 0.751/0.544 (195)  0.8-0.9 0.850/0.710 (290)
  0.9-1.0 0.968/0.957 (740)
"""

_VALUER = HardAgent(seed=0)


@dataclass(frozen=True)
class Parts:
    """The pieces of a position's win chance for one player (see the module text)."""

    evaluation: float
    to_move: bool
    threat: float = 0.0  # t: the chance the side to move wins at once (R11.2)
    threat_mine: bool = False
    limit_weight: float = 0.0  # w
    limit_result: float = 0.5  # L


def parts(game: Game, player: int) -> Parts:
    v = _VALUER
    e = evaluate(game, player, v.weights)
    mine = game.to_move == player
    t = v._win_in_one(game) if v.win_threat and game.pending is None else 0.0
    w, result = 0.0, 0.5
    if game.turn_limit and game.pending is None:
        to_go = max(0, game.turn_limit - game.turns_without_defeat)
        w = v.quiet_turn_chance**to_go
        verdict = at_turn_limit(game, player)
        result = 0.5 if verdict == 0.0 else (1.0 if verdict > 0 else 0.0)
    return Parts(e, mine, t, mine, w, result)


def chance_from_parts(p: Parts, slope: float = SLOPE, to_move_weight: float = TO_MOVE) -> float:
    x = sigmoid(slope * p.evaluation + (to_move_weight if p.to_move else -to_move_weight))
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
