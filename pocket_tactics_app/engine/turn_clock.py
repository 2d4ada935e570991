"""The R11.3 clock as the players see it: turns without a defeat out of the turn limit,
and who the limit would give the game to if it ran out now.

Rules revision 2 gives the game to the player who controls more features (equal: a
draw); revision 1 always called it a draw. The engine ends the game itself
(``Game._finish_at_turn_limit``); this is the same reading, for showing it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game
from .kinds import Phase, Winner


@dataclass(frozen=True, slots=True)
class TurnClock:
    #: turns in a row without a unit defeated
    count: int
    #: the turn limit (R11.3), 40 unless the setup changed it
    limit: int
    #: features controlled by player 0 and player 1
    held: tuple[int, int]
    #: who would win if the limit ran out now: a player or "draw"
    verdict: Winner

    @property
    def to_go(self) -> int:
        """Turns left before the limit ends the game (0 once it has)."""
        return max(0, self.limit - self.count)


def features_held(game: Game) -> tuple[int, int]:
    held = [0, 0]
    for f in game.features():
        owner = game.control.get(f)
        if owner is not None:
            held[owner] += 1
    return held[0], held[1]


def turn_clock(game: Game) -> TurnClock | None:
    """The clock of a game in play or over; None during setup or without a turn limit."""
    if game.turn_limit is None or game.phase not in (Phase.PLAY, Phase.OVER):
        return None
    held = features_held(game)
    verdict: Winner = "draw"
    if game.rules >= 2 and held[0] != held[1]:
        verdict = 0 if held[0] > held[1] else 1
    return TurnClock(game.turns_without_defeat, game.turn_limit, held, verdict)
