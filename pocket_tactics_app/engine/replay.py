"""Replaying a recorded game: its setup, seed and actions (saves, replays, bug reports)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from .actions import Action, ActionFormatError
from .cards import Catalog
from .events import Event
from .game import Game, GameSetup, SetupError
from .kinds import Phase


class ReplayError(ValueError):
    """A recorded game that does not replay; ``index`` is the first bad action (or -1)."""

    def __init__(self, index: int, message: str) -> None:
        where = "setup" if index < 0 else f"actions[{index}]"
        super().__init__(f"{where}: {message}")
        self.index = index
        self.detail = message


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One recorded action played again: who took it, when, and what it did. The game
    after it is ``Replay.game`` at the moment the step is yielded."""

    index: int
    action: Action
    player: int  # who decided it
    turn: int  # the turn it was taken in
    phase: Phase  # the phase it was taken in
    events: list[Event]


class Replay:
    """A recorded game (setup, seed, JSON actions) played again, one step at a time.

    The one way the app replays a game: the ``replay`` command, opening a save and the
    replay window all iterate over it. Building it plays the setup's opening (raises
    ``ReplayError`` with index -1 for a refused setup); iterating applies the actions in
    order and raises ``ReplayError`` naming the first one that is malformed or illegal,
    after yielding the steps before it.
    """

    def __init__(self, setup: Any, seed: int | None, actions: Sequence[Any],
                 catalog: Catalog) -> None:
        try:
            data = dict(setup) if isinstance(setup, dict) else setup
            if isinstance(data, dict) and seed is not None:
                data["seed"] = seed
            self.game = Game.new(GameSetup.from_json(data), catalog)
        except (SetupError, KeyError, TypeError, ValueError) as exc:  # a setup is user data
            raise ReplayError(-1, str(exc)) from exc
        self.initial_events: list[Event] = list(self.game.events)
        self._actions = actions

    def __iter__(self) -> Iterator[ReplayStep]:
        game = self.game
        for i, raw in enumerate(self._actions):
            player, turn, phase = game.current_player(), game.turn, game.phase
            try:
                action = Action.from_json(raw)
                events = game.apply(action)
            except (ActionFormatError, IllegalAction) as exc:
                raise ReplayError(i, str(exc)) from exc
            yield ReplayStep(i, action, player, turn, phase, list(events))


def replay(
    setup: Any, seed: int | None, actions: Sequence[Any], catalog: Catalog
) -> tuple[Game, list[Action]]:
    """Rebuild a game from its JSON setup, seed and JSON actions, checking each action."""
    played = Replay(setup, seed, actions, catalog)
    parsed = [step.action for step in played]
    return played.game, parsed


def summary(game: Game, actions: int) -> str:
    """One line saying how a replayed game stands."""
    if game.is_over():
        who = "draw" if game.winner == "draw" else f"player {game.winner} wins"
        why = {
            "control": "by control of every feature",
            "no_action": "(no legal action left)",
            "turn_limit": "on features when the turn limit ran out",
            "draw_rule": "by the turn limit",
        }.get(game.win_reason, game.win_reason)
        return f"{actions} actions, turn {game.turn}: {who} {why}"
    return f"{actions} actions, turn {game.turn}: unfinished, player {game.current_player()} to act"
