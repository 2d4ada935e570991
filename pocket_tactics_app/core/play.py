"""One game of any :class:`~.protocol.GameKind` between computer players, through the
protocol only: what ``simulate``, the benchmarks and tests of either game run.

The loop asks the first seat that decides now for its action, applies it and goes on
until the game is over (or ``max_actions`` ran out). Several seats that decide together
(a sealed commit) are asked one after the other; each player decides on what its own
seat may know (a Furrow player searches a ``determinized`` copy), so the order does not
let one see another's choice.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .protocol import GameState, Player

S = TypeVar("S", bound=GameState[Any])


@dataclass
class PlayedGame(Generic[S]):
    """A game played to its end: the final state, every action in order, the outcome
    per seat, and each seat's think times in seconds (the decisions ``timed`` kept)."""

    state: S
    actions: list[Any]
    returns: list[float]
    think: list[list[float]] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        """Whether the game ended by its rules (not by the cap on actions)."""
        return self.state.is_over()


def play(state: S, players: Sequence[Player], *, max_actions: int | None = None,
         deadline_seconds: float | None = None,
         timed: Callable[[S, int], bool] | None = None) -> PlayedGame[S]:
    """Plays ``state`` forward with ``players[seat]`` deciding for each seat.

    ``deadline_seconds`` gives each decision a protocol deadline that far ahead (None: the
    players search their position budgets only, so the seeds decide the game).
    ``timed(state, seat)``, asked before a decision, says whether its think time counts
    (default: every decision). Raises ``ValueError`` when ``players`` does not seat the
    game; the state's ``IllegalAction`` when a player chooses an illegal action.
    """
    seats = state.num_seats()
    if len(players) != seats:
        raise ValueError(f"{len(players)} players for a game of {seats} seats")
    actions: list[Any] = []
    think: list[list[float]] = [[] for _ in range(seats)]
    while not state.is_over() and (max_actions is None or len(actions) < max_actions):
        deciders = state.current_seats()
        if not deciders:
            raise ValueError("no seat decides in a game that is not over")
        seat = deciders[0]
        counted = timed is None or timed(state, seat)
        t0 = time.perf_counter()
        deadline = None if deadline_seconds is None else time.monotonic() + deadline_seconds
        action = players[seat].choose(state, seat, deadline)
        if counted:
            think[seat].append(time.perf_counter() - t0)
        state.apply(action)
        actions.append(action)
    return PlayedGame(state, actions, state.returns(), think)
