"""The games the app knows, by id, each loaded only when first asked for.

A game registers the dotted path of its :class:`~pocket_tactics_app.core.protocol.GameKind`
object (``"module:attribute"``), so that naming the games imports none of their engines:
the shell, ``simulate`` and the network server look a game up by its id.
"""

from __future__ import annotations

import importlib
from typing import cast

from .protocol import GameKind

#: game id -> "module:attribute" of its GameKind.
_PATHS: dict[str, str] = {
    "pocket-tactics": "pocket_tactics_app.engine.kind:KIND",
    "furrow": "pocket_tactics_app.furrow.engine.kind:KIND",
}
_LOADED: dict[str, GameKind] = {}


def game_ids() -> list[str]:
    """The registered games' ids, in the order the app lists them."""
    return list(_PATHS)


def game_kind(game_id: str) -> GameKind:
    """The game of an id; ``KeyError`` naming the known ids when there is none."""
    kind = _LOADED.get(game_id)
    if kind is not None:
        return kind
    path = _PATHS.get(game_id)
    if path is None:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_PATHS)})")
    module, _, attribute = path.partition(":")
    kind = cast(GameKind, getattr(importlib.import_module(module), attribute))
    _LOADED[game_id] = kind
    return kind
