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
   game uses (engine/cards.py: 1 the printed 4th-edition dice, 2 issue 17's first
   balance, 3 its second).
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
from ._common import read_limited, show, type_name
from .atomic import atomic_write_text
from .container import (
    MAX_NESTING,
    MAX_SAVE_BYTES,
    check_fields,
    check_version,
    dump_container,
    is_int,
    migrate,
    parse_text,
    save_text,
    wrong,
)
from .errors import LoadError, StorageError

__all__ = [
    "MAX_NESTING",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "JSONObject",
    "Mode",
    "SaveFile",
    "autosave_backup_path",
    "autosave_path",
    "clear_autosave",
    "dump_save",
    "find_resumable",
    "load_save",
    "parse_save",
    "remove_stale_temp_files",
    "write_autosave",
    "write_save",
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
    "Version 2 to 3: games saved before the cards changed (issue 17) used the printed dice.")


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

    app_version = data["app_version"]
    if not isinstance(app_version, str):
        wrong(source, "app_version", "text", app_version)
    created_text = data["created"]
    if not isinstance(created_text, str):
        wrong(source, "created", "an ISO 8601 date and time as text", created_text)
    try:
        created = dt.datetime.fromisoformat(created_text)
    except ValueError as exc:
        raise LoadError(source, f"not an ISO 8601 date and time: {show(created_text)}",
                        field="created") from exc
    mode = data["mode"]
    if mode not in _MODES:
        raise LoadError(source, f"expected 'ai' or 'hotseat', got {show(mode)}", field="mode")
    difficulty = data["difficulty"]
    if difficulty is not None and not isinstance(difficulty, str):
        wrong(source, "difficulty", "text or null", difficulty)
    setup = data["setup"]
    if not isinstance(setup, dict):
        wrong(source, "setup", "an object", setup)
    seed = data["seed"]
    if not is_int(seed):
        wrong(source, "seed", "a whole number", seed)
    actions = data["actions"]
    if not isinstance(actions, list):
        wrong(source, "actions", "a list of actions", actions)
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            wrong(source, f"actions[{index}]", "an object", action)
        kind = action.get("kind")
        if not isinstance(kind, str) or not kind:
            message = "missing" if kind is None else f"expected text, got {type_name(kind)}"
            if kind == "":
                message = "empty"
            raise LoadError(source, message, field=f"actions[{index}].kind")
    finished = data["finished"]
    if not isinstance(finished, bool):
        wrong(source, "finished", "true or false", finished)
    result = data["result"]
    if result is not None and not isinstance(result, dict):
        wrong(source, "result", "an object or null", result)

    return SaveFile(
        setup=setup,
        seed=seed,
        actions=actions,
        mode=mode,
        difficulty=difficulty,
        finished=finished,
        result=result,
        created=created,
        app_version=app_version,
    )


def parse_save(
    data: bytes | str,
    source: str | os.PathLike[str] = _MEMORY,
    *,
    max_bytes: int = MAX_SAVE_BYTES,
    max_depth: int = MAX_NESTING,
) -> SaveFile:
    """A save from its bytes or text; ``source`` names it in errors. Raises LoadError."""
    return _validate(source, parse_text(source, data, max_bytes=max_bytes, max_depth=max_depth))


def load_save(path: str | os.PathLike[str], *, max_bytes: int = MAX_SAVE_BYTES) -> SaveFile:
    """Read and check the save at ``path``; raises LoadError naming the file and field."""
    return parse_save(read_limited(path, max_bytes), path, max_bytes=max_bytes)


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


def dump_save(save: SaveFile) -> str:
    """The text of ``save`` as a file: one top-level field per line, one action per line.

    Raises ValueError if the save holds something that ``load_save`` would refuse
    or read back differently (a non-JSON value, a tuple, a non-text key, NaN, ...).
    """
    return dump_container(_top_level(save), _validate)


def _dump_for(path: Path, save: SaveFile) -> str:
    return save_text(path, lambda: dump_save(save))


def write_save(path: str | os.PathLike[str], save: SaveFile) -> Path:
    """Write ``save`` to ``path`` atomically; WriteError (old file kept) on failure."""
    target = Path(path)
    atomic_write_text(target, _dump_for(target, save))
    return target


# --- autosave ---------------------------------------------------------------------

def autosave_path() -> Path:
    return paths.autosave_path()


def autosave_backup_path() -> Path:
    return paths.autosave_backup_path()


def write_autosave(save: SaveFile) -> Path:
    """Autosave ``save``: the new file is written and flushed first; only then does the
    previous autosave become the backup and the new one take its place.

    Raises WriteError on failure (a full disk, a read-only folder): the autosave and
    its backup are then both as they were. At every moment the autosave holds a
    readable game, the latest one confirmed or the one being written.
    """
    main, backup = autosave_path(), autosave_backup_path()
    text = _dump_for(main, save)  # a save that cannot be written must not rotate the backup
    atomic_write_text(main, text, keep_previous_as=backup)
    return main


def find_resumable(*, problems: list[str] | None = None) -> SaveFile | None:
    """The unfinished game in the autosave, if there is one.

    When the autosave is missing or unreadable, the backup is tried. Messages about
    unreadable files are appended to ``problems`` when a list is given.
    """
    main, backup = autosave_path(), autosave_backup_path()
    for candidate in (main, backup):
        if not candidate.exists():
            continue
        try:
            save = load_save(candidate)
        except LoadError as exc:
            if problems is not None:
                problems.append(str(exc))
            continue
        return None if save.finished else save
    return None


def clear_autosave(final: SaveFile | None = None) -> None:
    """Remove the autosave and its backup (a finished or abandoned game).

    ``final``: the finished game. It first replaces the autosave in one atomic step,
    so a process killed while the files are being removed never finds the game
    unfinished again. The backup goes before the autosave for the same reason.
    """
    main, backup = autosave_path(), autosave_backup_path()
    if final is not None and main.is_file():
        if not final.finished:
            raise ValueError("clear_autosave: the final game is not finished")
        atomic_write_text(main, _dump_for(main, final))
    for candidate in (backup, main):
        try:
            candidate.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(candidate, f"cannot remove: {exc.strerror or exc}") from exc


def remove_stale_temp_files(*, min_age: float = 10.0) -> list[Path]:
    """Remove the temporary files a killed process left beside the autosave, the
    settings, the army lists and the saves (see :func:`.atomic.remove_stale_temp_files`)."""
    from .atomic import remove_stale_temp_files as remove_in

    removed: list[Path] = []
    folders = {paths.data_dir(), paths.config_dir(), paths.armies_dir(), paths.saves_dir()}
    for folder in sorted(folders):
        removed += remove_in(folder, min_age=min_age)
    return removed
