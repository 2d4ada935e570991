"""Computer players as the controller sees them: anything with ``choose(game) -> Action``.

The opponents live in ``pocket_tactics_app.ai``; :func:`make_agent` gives the one for a
difficulty with its play-time cap. A level the AI does not know (a save written by
``simulate`` names its seats "hard vs easy") gets :data:`FALLBACK_LEVEL`, and so does a
seat whose computer player failed (``GameController._on_ai_failed``).
"""

from __future__ import annotations

from typing import Protocol

from ..ai.agents import LEVELS, PLAY_TIME_LIMITS
from ..ai.agents import make_agent as ai_make_agent
from ..engine.actions import Action
from ..engine.game import Game

#: The level that stands in for an unknown one or a failed player: quick and legal.
FALLBACK_LEVEL = "easy"


class Agent(Protocol):
    def choose(self, game: Game) -> Action: ...


def make_agent(level: str, seed: int | None = None) -> Agent:
    """The computer player for a difficulty, with its play time limit."""
    if level not in LEVELS:
        level = FALLBACK_LEVEL
    agent: Agent = ai_make_agent(level, 0 if seed is None else seed,
                                 time_limit=PLAY_TIME_LIMITS.get(level))
    return agent
