"""Pocket Tactics as a :class:`~pocket_tactics_app.core.protocol.GameState`.

A thin state around one :class:`~.game.Game`: the engine keeps its own search API
(``legal_actions()`` of whoever decides, ``clone(reseed, forced_dice)``) for the computer
players, and this class gives the game-neutral names the shell, ``simulate``, replay and
the network server speak. It lives beside the engine rather than inside ``Game`` so that
the game module does not import its own position serializer (``position.py`` builds
``Game`` objects).

Pocket Tactics has no hidden information: every seat's view is the whole position. A
state's dice come from the game's one seeded generator, so the setup, the seed and the
actions replay a game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from ..core.errors import IllegalAction
from ..core.protocol import JSONObject, JSONValue
from . import position
from .actions import Action, ActionFormatError
from .events import Event
from .game import Game
from .kinds import Phase

#: The registered id of the game (core/registry.py).
GAME_ID = "pocket-tactics"


class PocketTacticsState:
    """One Pocket Tactics game under the game protocol; ``game`` is the engine's state."""

    game_id = GAME_ID

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        self.game = game

    # ------------------------------------------------------------------ who decides
    def num_seats(self) -> int:
        return 2

    def current_seats(self) -> list[int]:
        """The one player who decides now (a turn, a setup placement, a bump or re-roll
        inside an assault or test); none once the game is over."""
        return [] if self.game.is_over() else [self.game.current_player()]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.current_seats():
            return []
        return self.game.legal_actions()

    def is_over(self) -> bool:
        return self.game.is_over()

    def returns(self) -> list[float]:
        winner = self.game.winner
        if winner is None:
            return [0.0, 0.0]
        if winner == "draw":
            return [0.5, 0.5]
        return [1.0 if seat == winner else 0.0 for seat in (0, 1)]

    # ------------------------------------------------------------------ playing
    def apply(self, action: Action) -> list[Event]:
        """Plays ``action`` for the player deciding now. An action the engine does not
        list (another path to the same hex, say) is tried on a copy first, so an illegal
        one leaves this state exactly as it was."""
        if not isinstance(action, Action):
            raise IllegalAction("POSITION.md", f"not a Pocket Tactics action: {action!r}")
        if action in self.game.legal_actions():
            return self.game.apply(action)
        trial = self.game.clone()
        events = trial.apply(action)  # raises IllegalAction naming the rule
        self.game = trial
        return events

    def clone(self) -> PocketTacticsState:
        return PocketTacticsState(self.game.clone())

    def determinized(self, seat: int, rng: random.Random) -> PocketTacticsState:
        """Nothing is hidden from ``seat``: a copy whose dice come from a generator seeded
        from ``rng``, so a search on it cannot know the game's future rolls."""
        del seat
        return PocketTacticsState(self.game.clone(reseed=rng.getrandbits(63)))

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> JSONObject:
        """The position JSON of docs/POSITION.md (the game's generator is not part of it:
        a position read back rolls from the seed it is given)."""
        return position.to_json(self.game)

    def view(self, seat: int | None) -> JSONObject:
        """The whole position (no hidden information, so the same for every seat and a
        spectator), with what a position file leaves out: the phase, the setup's drawn
        tile, the decision in progress and the result."""
        del seat
        g = self.game
        out = self.to_json()
        out["phase"] = str(g.phase)
        if g.phase == Phase.TILES:
            out["drawn"] = g.drawn
        decision = g.decision()
        if decision is not None:
            out["decision"] = decision
        if g.outcome is not None:
            out["winner"] = g.outcome.winner
            out["reason"] = str(g.outcome.reason)
        return out

    def action_to_json(self, action: Action) -> JSONObject:
        return action.to_json()

    def action_from_json(self, data: JSONValue) -> Action:
        try:
            return Action.from_json(data)
        except ActionFormatError as exc:
            raise IllegalAction("POSITION.md", str(exc), str(exc)) from exc

    def events_to_json(self, events: Sequence[Any], seat: int | None) -> list[JSONObject]:
        """The events as plain JSON objects; nothing is secret in Pocket Tactics, so every
        seat sees them all."""
        del seat
        return [json.loads(json.dumps(e)) for e in events]
