"""Save files: the container around a game's setup, seed and list of actions.

A save is a JSON object::

    {"format": "pocket-tactics/save", "version": 1, "app_version": "0.1.0",
     "created": "2025-01-31T18:02:11+00:00", "mode": "ai", "difficulty": "normal",
     "setup": {...}, "seed": 1234, "actions": [{"kind": "move", ...}, ...],
     "finished": false, "result": null}

``setup``, each action and ``result`` belong to the engine; here they are opaque
JSON objects. This module checks the container (the type of every top-level field,
each action an object with a text ``kind``) and upgrades older versions through
:data:`MIGRATIONS`. Replaying the actions is the engine's job.

Versions
--------
0. No ``format`` key; ``app`` (app version), ``saved`` (date), ``vs`` (``"ai"`` or
   ``"human"``), ``level`` (difficulty, optional), ``setup``, ``seed``, ``moves``
   (actions whose kind was called ``type``) and ``winner`` (``null`` while playing,
   else ``0``, ``1`` or ``"draw"``).
1. As above.
2. As above; ``setup.rules`` names the rules revision the game is played
   under (docs/RULES.md, revision 2). A version-1 save was played under revision 1,
   so its migration writes ``rules: 1`` into its setup and it replays as it was played.
3. (current) As above; ``setup.cards_revision`` names the card revision whose dice the
   game uses (engine/cards.py: 1 the printed 4th-edition dice, 2 the first
   balance, 3 the second).
   Every save before version 3 was played with the printed dice, so its migration
   writes ``cards_revision: 1`` into its setup. An app that reads only version 2 refuses
   a version-3 save instead of replaying it with the wrong dice.

Every failure to load is a :class:`LoadError` naming the file and the field, with
the line and column for JSON syntax errors. Files over :data:`MAX_SAVE_BYTES` and
nesting deeper than :data:`MAX_NESTING` are refused before they are parsed.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from . import paths
from ._common import show, type_name
from .container import (
    MAX_NESTING,
    MAX_SAVE_BYTES,
    check_common,
    check_fields,
    check_version,
    is_int,
    migrate,
    wrong,
)
from .errors import LoadError
from .save_format import SaveFormat

__all__ = [
    "MAX_NESTING",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SAVE_FORMAT",
    "SAVES",
    "SAVE_VERSION",
    "JSONObject",
    "Mode",
    "SaveFile",
    "find_resumable",
    "remove_stale_temp_files",
]

SAVE_FORMAT: Final = "pocket-tactics/save"
SAVE_VERSION: Final = 3

Mode = Literal["ai", "hotseat"]
JSONObject = dict[str, Any]
"""A JSON object as ``json.loads`` returns it: str keys; values None, bool, int,
float (finite), str, list or JSONObject."""

_MODES: Final = ("ai", "hotseat")
_MEMORY: Final = "<memory>"


@functools.cache
def current_app_version() -> str:
    # The package's own constant: asking importlib.metadata costs ~20 ms at start-up and
    # fails in a frozen bundle.
    from .. import __version__

    return __version__


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


@dataclass
class SaveFile:
    """One saved game. ``setup``, ``actions`` and ``result`` are the engine's JSON."""

    setup: JSONObject
    seed: int
    actions: list[JSONObject] = field(default_factory=list)
    mode: Mode = "ai"
    difficulty: str | None = None
    finished: bool = False
    result: JSONObject | None = None
    created: dt.datetime = field(default_factory=_now)
    app_version: str = field(default_factory=current_app_version)


# --- migrations -------------------------------------------------------------------

def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (no ``format``, ``moves`` with ``type``) to version 1."""
    moves = data.get("moves", [])
    if isinstance(moves, list):
        actions: Any = []
        for move in moves:
            if isinstance(move, dict) and "type" in move and "kind" not in move:
                move = {("kind" if k == "type" else k): v for k, v in move.items()}
            actions.append(move)
    else:
        actions = moves  # a wrong type is reported by the validation that follows
    vs = data.get("vs")
    winner = data.get("winner")
    out: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": 1,
        "app_version": data.get("app", "unknown"),
        "created": data.get("saved"),
        "mode": "hotseat" if vs == "human" else vs,
        "difficulty": data.get("level"),
        "setup": data.get("setup"),
        "seed": data.get("seed"),
        "actions": actions,
        "finished": winner is not None,
        "result": None if winner is None else {"winner": winner},
    }
    known = {"version", "app", "saved", "vs", "level", "setup", "seed", "moves", "winner"}
    # Anything else is carried over so that validation reports it, not lost silently.
    out.update({k: v for k, v in data.items() if k not in known})
    return out


def _setup_field_added(field: str, old_value: int, version: int,
                       doc: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A migration to ``version`` for a setup field that saves before it lacked: those
    games were played with ``old_value``."""

    def migrate(data: dict[str, Any]) -> dict[str, Any]:
        out = dict(data)
        setup = data.get("setup")
        if isinstance(setup, dict) and field not in setup:
            out["setup"] = {**setup, field: old_value}
        out["version"] = version
        return out

    migrate.__doc__ = doc
    return migrate


_v1_to_v2 = _setup_field_added(
    "rules", 1, 2,
    "Version 1 to 2: games saved before rules revision 2 were played under revision 1.")
_v2_to_v3 = _setup_field_added(
    "cards_revision", 1, 3,
    "Version 2 to 3: games saved before the cards changed used the printed dice.")


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _v0_to_v1,
    1: _v1_to_v2,
    2: _v2_to_v3,
}
"""``MIGRATIONS[n]`` turns the content of a version-``n`` save into version ``n + 1``."""


# --- parsing ----------------------------------------------------------------------

# --- validation -------------------------------------------------------------------

_FIELDS: Final = (
    "format", "version", "app_version", "created", "mode", "difficulty",
    "setup", "seed", "actions", "finished", "result",
)


def _detect_version(source: str | os.PathLike[str], data: dict[str, Any]) -> int:
    if "format" not in data:
        version = data.get("version")
        if "moves" in data or (is_int(version) and version == 0):
            return 0
        raise LoadError(source, "not a Pocket Tactics save (no 'format' field)", field="format")
    fmt = data["format"]
    if fmt != SAVE_FORMAT:
        raise LoadError(source, f"not a Pocket Tactics save (format {show(fmt)}, "
                                f"expected {SAVE_FORMAT!r})", field="format")
    if "version" not in data:
        raise LoadError(source, "missing", field="version")
    return check_version(source, data["version"], lowest=0, current=SAVE_VERSION)


def _validate(source: str | os.PathLike[str], data: object) -> SaveFile:
    if not isinstance(data, dict):
        raise LoadError(source, f"expected a JSON object at the top level, got {type_name(data)}")
    data = migrate(source, data, _detect_version(source, data), SAVE_VERSION, MIGRATIONS)
    check_fields(source, data, _FIELDS)

    common = check_common(source, data)
    mode = data["mode"]
    if mode not in _MODES:
        raise LoadError(source, f"expected 'ai' or 'hotseat', got {show(mode)}", field="mode")
    difficulty = data["difficulty"]
    if difficulty is not None and not isinstance(difficulty, str):
        wrong(source, "difficulty", "text or null", difficulty)
    seed = data["seed"]
    if not is_int(seed):
        wrong(source, "seed", "a whole number", seed)
    result = data["result"]
    if result is not None and not isinstance(result, dict):
        wrong(source, "result", "an object or null", result)

    assert common.created is not None  # required here
    return SaveFile(
        setup=common.setup,
        seed=seed,
        actions=common.actions,
        mode=mode,
        difficulty=difficulty,
        finished=common.finished,
        result=result,
        created=common.created,
        app_version=common.app_version,
    )


# --- writing ----------------------------------------------------------------------

def _top_level(save: SaveFile) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app_version": save.app_version,
        "created": save.created.isoformat(),
        "mode": save.mode,
        "difficulty": save.difficulty,
        "setup": save.setup,
        "seed": save.seed,
        "actions": save.actions,
        "finished": save.finished,
        "result": save.result,
    }


def _identity(save: SaveFile) -> object:
    return save.setup, save.seed


SAVES: SaveFormat[SaveFile] = SaveFormat(
    validate=_validate, top_level=_top_level, autosave_path=paths.autosave_path,
    identity=_identity)
"""Pocket Tactics' saves: load, dump, write, autosave and resume (:class:`.SaveFormat`)."""


def find_resumable(*, problems: list[str] | None = None) -> SaveFile | None:
    """The unfinished game in the autosave, or in its backup when the autosave is
    missing or unreadable; notices about files passed over go to ``problems``."""
    found = SAVES.find_resumable(problems=problems)
    return None if found is None else found[1]


def remove_stale_temp_files(*, min_age: float = 10.0) -> list[Path]:
    """Remove the temporary files a killed process left beside the autosave, the
    settings, the army lists and the saves (see :func:`.atomic.remove_stale_temp_files`)."""
    from .atomic import remove_stale_temp_files as remove_in

    removed: list[Path] = []
    folders = {paths.data_dir(), paths.config_dir(), paths.armies_dir(), paths.saves_dir()}
    for folder in sorted(folders):
        removed += remove_in(folder, min_age=min_age)
    return removed
