"""Furrow & Foundry as a :class:`~pocket_tactics_app.core.protocol.GameKind`: its name,
its 2 to 5 seats, its revisions, how a game starts (the setup JSON saves carry) and its
computer players.

The computer players live in the Furrow AI, above the engine; the kind names their
factory by its dotted path and imports it only when a player is asked for, as the
registry names the games, so the engine does not depend on the AI.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import cast

from ...core.protocol import GameKind, JSONObject, JSONValue, Player
from . import position
from .content import ContentError, content_at, default_content
from .game import Game, new_game

#: The revision of docs/SCYTHE.md the engine follows.
DOCUMENT_REVISION = 2
#: The computer levels a player picks from, weakest first (``make_player`` also takes
#: "greedy" and "random", for tests and baselines).
LEVELS = ("easy", "normal", "hard")
#: "module:function" of the factory of the computer players (level, seed) -> Player.
PLAYER_FACTORY = "pocket_tactics_app.furrow.ai.player:make_player"
#: The fields of a setup (the arguments of ``new_game`` a save records).
SETUP_FIELDS = ("players", "factions", "mats", "seed", "round_limit", "content")


def _whole(data: Mapping[str, object], key: str, lo: int, hi: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ValueError(f"setup.{key}: expected a whole number {lo}..{hi}")
    return value


def _texts(data: Mapping[str, object], key: str) -> list[str] | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"setup.{key}: expected a list of texts or null")
    return [str(v) for v in value]


def _numbers(data: Mapping[str, object], key: str) -> list[int] | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool)
                                              for v in value):
        raise ValueError(f"setup.{key}: expected a list of whole numbers or null")
    return [int(v) for v in value]


def game_from_setup(config: Mapping[str, object], seed: int) -> Game:
    """A new game from a setup JSON (``{"players", "factions", "mats", "seed",
    "round_limit", "content"}``, as saves record it; ``content`` absent means revision 1,
    null the shipped one); ``seed`` replaces the setup's own. ``ValueError`` names the
    field."""
    if not isinstance(config, Mapping):
        raise ValueError("setup: expected a JSON object")
    unknown = sorted(set(config) - set(SETUP_FIELDS))
    if unknown:
        raise ValueError(f"setup.{unknown[0]}: unknown field")
    revision = _whole(config, "content", 1, 999) if "content" in config else 1
    try:
        content = default_content() if revision is None else content_at(revision)
    except ContentError as exc:
        raise ValueError(f"setup.content: {exc}") from exc
    return new_game(content=content, factions=_texts(config, "factions"),
                    mats=_numbers(config, "mats"), seed=seed,
                    players=_whole(config, "players", 2, 5),
                    round_limit=_whole(config, "round_limit", 1, 10**4))


class FurrowKind:
    """The game itself: what no single position of it changes."""

    game_id = Game.game_id
    title = "Furrow & Foundry"
    min_seats = 2
    max_seats = 5

    def revisions(self) -> Mapping[str, int | str]:
        """The content revision new games are played under (start values, abilities:
        resources/furrow/revisions.yaml) and the revision of docs/SCYTHE.md."""
        return {"content": default_content().revision, "document": DOCUMENT_REVISION}

    def levels(self) -> Sequence[str]:
        return LEVELS

    def new_state(self, config: JSONObject, seed: int) -> Game:
        """See :func:`game_from_setup`."""
        return game_from_setup(config, seed)

    def state_from_json(self, data: JSONValue) -> Game:
        """A position from its JSON (Appendix A); ``PositionError`` (a ValueError) names
        the field."""
        return position.from_json(data)

    def make_player(self, level: str, seed: int) -> Player:
        """The computer player of ``level`` (see ``levels``, or "greedy", "random"),
        deterministic for a seed when no deadline is given; ``ValueError`` for an
        unknown level."""
        module, _, name = PLAYER_FACTORY.partition(":")
        factory = getattr(importlib.import_module(module), name)
        return cast(Player, factory(level, seed))


#: The registered kind (typed as the protocol, so mypy checks that it and its states conform).
KIND: GameKind = FurrowKind()
