"""The Pocket Tactics computer players under the game protocol's ``Player``.

``make_player`` is what ``engine/kind.KIND.make_player`` returns: an agent of
``agents.py`` deciding for a seat of a :class:`~..engine.state.PocketTacticsState`.
"""

from __future__ import annotations

from typing import Any

from ..core.budget import cap_until
from ..core.protocol import GameState
from ..engine.actions import Action
from ..engine.state import PocketTacticsState
from .agents import LEVELS, Agent, make_agent


class AgentPlayer:
    """An agent as a protocol player. Without a deadline it keeps the agent's own cap
    (none: it searches its position budget only, so a seed decides its every choice);
    with one it stops at the shared budget's share of the time left."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.cap = agent.time_limit

    def choose(self, state: GameState[Any], seat: int,
               deadline: float | None = None) -> Action:
        if not isinstance(state, PocketTacticsState):
            raise TypeError(f"a Pocket Tactics player cannot play {state.game_id!r}")
        if seat not in state.current_seats():
            raise ValueError(f"seat {seat} does not decide now")
        self.agent.time_limit = self.cap if deadline is None else cap_until(deadline)
        return self.agent.choose(state.game)


def make_player(level: str, seed: int) -> AgentPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return AgentPlayer(make_agent(level, seed))
