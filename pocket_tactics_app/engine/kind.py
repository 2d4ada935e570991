"""Pocket Tactics as a :class:`~pocket_tactics_app.core.protocol.GameKind`: its name, its
two seats, its revisions, how a game starts (the setup JSON saves carry) and its
computer players.

The computer players live in the AI layer, above the engine; the kind names their
factory by its dotted path and imports it only when a player is asked for, as the
registry names the games, so the engine does not depend on the AI.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import cast

from ..core.protocol import GameKind, JSONObject, JSONValue, Player
from . import position
from .cards import CARDS_REVISION, default_catalog
from .game import Game
from .kinds import RULES_REVISION
from .setup import GameSetup
from .state import GAME_ID, PocketTacticsState

#: The computer levels a player picks from, weakest first (``ai/agents.LEVELS`` also
#: has "random", which ``make_player`` accepts for tests and baselines).
LEVELS = ("easy", "normal", "hard")
#: "module:function" of the factory of the computer players (level, seed) -> Player.
PLAYER_FACTORY = "pocket_tactics_app.ai.player:make_player"


class PocketTacticsKind:
    """The game itself: what no single position of it changes."""

    game_id = GAME_ID
    title = "Pocket Tactics"
    min_seats = 2
    max_seats = 2

    def revisions(self) -> Mapping[str, int | str]:
        """The rules revision (docs/RULES.md) and the card revision (docs/CARDS.md) new
        games are played under."""
        return {"rules": RULES_REVISION, "cards": CARDS_REVISION}

    def levels(self) -> Sequence[str]:
        return LEVELS

    def new_state(self, config: JSONObject, seed: int) -> PocketTacticsState:
        """A new game from a setup JSON (``GameSetup.to_json``: the two armies and tile
        sets, home and central features, point limit, turn limit, revisions); ``seed``
        replaces the setup's own. Raises ``SetupError`` (a ValueError) naming the field."""
        data = dict(config) if isinstance(config, dict) else config
        if isinstance(data, dict):
            data["seed"] = seed
        setup = GameSetup.from_json(data)
        return PocketTacticsState(Game.new(setup, default_catalog()))

    def state_from_json(self, data: JSONValue, seed: int = 0) -> PocketTacticsState:
        """A position from its JSON (docs/POSITION.md); its dice roll from ``seed``.
        Raises ``PositionError`` (a ValueError) naming the field."""
        return PocketTacticsState(position.from_json(data, default_catalog(), seed=seed))

    def make_player(self, level: str, seed: int) -> Player:
        """The computer player of ``level`` (see ``levels``, or "random"), deterministic
        for a seed when no deadline is given. Raises ``ValueError`` for an unknown level."""
        module, _, name = PLAYER_FACTORY.partition(":")
        factory = getattr(importlib.import_module(module), name)
        return cast(Player, factory(level, seed))


#: The registered kind (typed as the protocol, so mypy checks that it and its states conform).
KIND: GameKind = PocketTacticsKind()
