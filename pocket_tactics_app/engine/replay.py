"""Replaying a recorded Pocket Tactics game (saves, replays, bug reports): its setup and
seed read into a game, then the game-neutral :class:`~..core.replay.Replay` plays its
actions through the game protocol. What is Pocket Tactics' own is here: the setup JSON
with a card catalog, and the turn and phase each step was taken in."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import replay as core_replay
from ..core.replay import ReplayError
from .actions import Action
from .cards import Catalog
from .events import Event
from .game import Game, GameSetup, SetupError
from .kinds import Phase
from .state import PocketTacticsState

__all__ = ["Replay", "ReplayError", "ReplayStep", "replay", "summary"]


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

    Building it plays the setup's opening (raises ``ReplayError`` with index -1 for a
    refused setup); iterating applies the actions in order through the protocol and
    raises ``ReplayError`` naming the first one that is malformed or illegal, after
    yielding the steps before it.
    """

    def __init__(self, setup: Any, seed: int | None, actions: Sequence[Any],
                 catalog: Catalog) -> None:
        try:
            data = dict(setup) if isinstance(setup, dict) else setup
            if isinstance(data, dict) and seed is not None:
                data["seed"] = seed
            game = Game.new(GameSetup.from_json(data), catalog)
        except (SetupError, KeyError, TypeError, ValueError) as exc:  # a setup is user data
            raise ReplayError(-1, str(exc)) from exc
        self.state = PocketTacticsState(game)
        self.initial_events: list[Event] = list(game.events)
        self._replay = core_replay.Replay(self.state, actions)

    @property
    def game(self) -> Game:
        """The game now (the state may swap in a new game object as it applies)."""
        return self.state.game

    def __iter__(self) -> Iterator[ReplayStep]:
        steps = iter(self._replay)
        while True:
            game = self.game
            turn, phase = game.turn, game.phase
            step = next(steps, None)
            if step is None:
                return
            yield ReplayStep(step.index, step.action, step.deciders[0], turn, phase,
                             list(step.events))


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
