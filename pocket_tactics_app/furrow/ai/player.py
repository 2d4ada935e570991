"""The Furrow & Foundry computer players under the game protocol's ``Player``.

``make_player`` is what ``furrow/engine/kind.KIND.make_player`` returns: an agent of
:mod:`.agents` deciding for a seat. It decides on a determinized copy of the state
(:meth:`Game.determinized`: the other seats' hands, unrevealed objectives and sealed
commits redrawn or dropped, S17.3), never on the state itself.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.budget import cap_until
from ...core.protocol import GameState
from ..engine.game import Action, Game
from .agents import Agent, make_agent
from .planner import LEVEL_CONFIG

#: The levels a protocol player may have: the planner's (weakest first), then the
#: simple ones tests and baselines use.
LEVELS = (*LEVEL_CONFIG, "greedy", "random")


class AgentPlayer:
    """An agent as a protocol player. Without a deadline it searches its evaluation
    budget only, so its seed decides its every choice; with one it also stops in time."""

    def __init__(self, agent: Agent, seed: int) -> None:
        self.agent = agent
        self.rng = random.Random(seed)

    def choose(self, state: GameState[Any], seat: int, deadline: float | None = None) -> Action:
        if not isinstance(state, Game):
            raise TypeError(f"a Furrow & Foundry player cannot play {state.game_id!r}")
        if seat not in state.current_seats():
            raise ValueError(f"seat {seat} does not decide now")
        if hasattr(self.agent, "time_limit"):
            self.agent.time_limit = cap_until(deadline)
        return self.agent(state.determinized(seat, self.rng), seat)


class WholeStatePlayer:
    """An agent as a protocol player that decides on the state itself, hidden parts
    included: what ``furrow simulate`` and the benchmarks seat, so that a game depends on
    its seeds alone and their figures stay comparable across versions. A player at a
    table (the app, the network) is an :class:`AgentPlayer`, deciding on its seat's view."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    def choose(self, state: GameState[Any], seat: int, deadline: float | None = None) -> Action:
        del deadline
        if not isinstance(state, Game):
            raise TypeError(f"a Furrow & Foundry player cannot play {state.game_id!r}")
        return self.agent(state, seat)


def make_player(level: str, seed: int) -> AgentPlayer:
    """The computer player of ``level``; ``ValueError`` for an unknown one."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return AgentPlayer(make_agent(level, seed), seed)
