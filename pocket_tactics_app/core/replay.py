"""Replaying a recorded game of any :class:`~.protocol.GameKind`: its setup and seed, then
its JSON actions, each read, checked and applied through the game protocol only.

The one replay both games use: the ``replay`` command, opening a save, resuming the
autosave and the replay windows all iterate over a :class:`Replay`. A game module keeps
only what is its own: reading its file formats into a setup, a seed and a list of
actions, and what its windows show of a step.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .errors import IllegalAction
from .protocol import GameKind, GameState, JSONObject, JSONValue

S = TypeVar("S", bound=GameState[Any])


class ReplayError(ValueError):
    """A recorded game that does not replay; ``index`` is the first bad action (-1: the
    setup), ``detail`` why, in the game's words (the rule it breaks)."""

    def __init__(self, index: int, message: str) -> None:
        where = "setup" if index < 0 else f"actions[{index}]"
        super().__init__(f"{where}: {message}")
        self.index = index
        self.detail = message


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One recorded action played again: ``deciders`` are the seats that decided when it
    was taken (one, or several in a sealed commit), ``events`` what it caused. The
    position after it is ``Replay.state`` at the moment the step is yielded."""

    index: int
    action: Any
    deciders: tuple[int, ...]
    events: list[Any]


def start(kind: GameKind, setup: JSONObject, seed: int) -> GameState[Any]:
    """A new game of ``kind`` from a recorded setup and seed; a setup the game refuses
    raises :class:`ReplayError` with index -1 (a setup is user data)."""
    try:
        return kind.new_state(setup, seed)
    except (KeyError, TypeError, ValueError) as exc:
        raise ReplayError(-1, str(exc)) from exc


class Replay(Generic[S]):
    """The recorded ``actions`` (JSON) played on from ``state``, one step at a time.

    Iterating reads each action with the state's ``action_from_json`` and plays it with
    ``apply``, which refuses an action the rules do not allow now; the first action that
    is malformed, illegal or comes after the end raises :class:`ReplayError` naming it,
    after the steps before it were yielded. ``state`` is played forward in place: read it
    (or clone it) between steps for the position after each one.
    """

    def __init__(self, state: S, actions: Sequence[JSONValue]) -> None:
        self.state = state
        self._actions = actions

    def __iter__(self) -> Iterator[ReplayStep]:
        state = self.state
        for i, raw in enumerate(self._actions):
            deciders = tuple(state.current_seats())
            if not deciders:
                raise ReplayError(i, "the game is already over")
            try:
                action = state.action_from_json(raw)
                events = state.apply(action)
            except IllegalAction as exc:
                raise ReplayError(i, str(exc)) from exc
            yield ReplayStep(i, action, deciders, list(events))

    def to_end(self) -> list[Any]:
        """Plays every action (raising ``ReplayError`` at the first bad one) and returns
        them as the game reads them."""
        return [step.action for step in self]

    def positions(self) -> list[S]:
        """Plays every action and returns the position before the first one and after
        each (copies: ``positions()[k]`` is the game after ``k`` actions)."""
        out = [self.state.clone()]
        for _step in self:
            out.append(self.state.clone())
        return out
