"""Replaying a recorded game: its setup, seed and actions (saves, replays, bug reports)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Action, ActionFormatError
from .cards import Catalog
from .game import Game, GameSetup, IllegalAction, SetupError


class ReplayError(ValueError):
    """A recorded game that does not replay; ``index`` is the first bad action (or -1)."""

    def __init__(self, index: int, message: str) -> None:
        where = "setup" if index < 0 else f"actions[{index}]"
        super().__init__(f"{where}: {message}")
        self.index = index


def replay(
    setup: Any, seed: int | None, actions: Sequence[Any], catalog: Catalog
) -> tuple[Game, list[Action]]:
    """Rebuild a game from its JSON setup, seed and JSON actions, checking each action."""
    try:
        data = dict(setup) if isinstance(setup, dict) else setup
        if isinstance(data, dict) and seed is not None:
            data["seed"] = seed
        game = Game.new(GameSetup.from_json(data), catalog)
    except SetupError as exc:
        raise ReplayError(-1, str(exc)) from exc
    parsed: list[Action] = []
    for i, raw in enumerate(actions):
        try:
            action = Action.from_json(raw)
            game.apply(action)
        except (ActionFormatError, IllegalAction) as exc:
            raise ReplayError(i, str(exc)) from exc
        parsed.append(action)
    return game, parsed


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
