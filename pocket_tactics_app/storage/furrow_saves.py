"""Furrow & Foundry save files (issue 15): the same machinery as the first game's saves
(:mod:`.saves`): hostile-input parsing, atomic writes, a versioned container upgraded
through :data:`FURROW_MIGRATIONS`, an autosave with a backup, resume.

A save is a JSON object::

    {"format": "furrow-foundry/save", "version": 2, "app_version": "0.1.0",
     "created": "2026-12-01T18:02:11+00:00", "setup": {...}, "seats": ["human", "hard"],
     "actions": [{"kind": "section", "section": 2}, ...], "finished": false}

``setup`` (the arguments of the engine's ``new_game``) and each action belong to the
engine and are opaque here; replaying them is the controller's job.

Versions
--------
1. ``{"format": "furrow-foundry/save@1", "setup", "seats", "actions", "finished"}``: the
   format name carried the version; no ``version``, ``app_version`` nor ``created``.
2. (current) As above with the container fields of the first game's saves; ``created``
   is null for a game upgraded from version 1 (its date was not kept).
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from . import paths
from ._common import read_limited, show, type_name
from .atomic import atomic_write_text
from .container import (
    MAX_NESTING,
    MAX_SAVE_BYTES,
    check_fields,
    check_version,
    dump_container,
    migrate,
    parse_text,
    save_text,
    wrong,
)
from .errors import LoadError, StorageError
from .saves import current_app_version

__all__ = [
    "FURROW_FORMAT",
    "FURROW_MIGRATIONS",
    "FURROW_VERSION",
    "FurrowSaveFile",
    "clear_furrow_autosave",
    "dump_furrow_save",
    "find_furrow_resumable",
    "furrow_autosave_backup_path",
    "furrow_autosave_path",
    "furrow_save_from_json",
    "is_furrow_save",
    "load_furrow_save",
    "parse_furrow_save",
    "write_furrow_autosave",
    "write_furrow_save",
]

FURROW_FORMAT: Final = "furrow-foundry/save"
FURROW_VERSION: Final = 2
_V1_FORMAT: Final = "furrow-foundry/save@1"
_MEMORY: Final = "<memory>"
_FIELDS: Final = ("format", "version", "app_version", "created", "setup", "seats", "actions",
                  "finished")

JSONObject = dict[str, Any]


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


@dataclass
class FurrowSaveFile:
    """One saved Furrow & Foundry game; ``setup`` and ``actions`` are the engine's JSON."""

    setup: JSONObject
    seats: list[str]
    actions: list[JSONObject] = field(default_factory=list)
    finished: bool = False
    created: dt.datetime | None = field(default_factory=_now)
    app_version: str = field(default_factory=current_app_version)


# --- migrations -------------------------------------------------------------------

def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (``furrow-foundry/save@1``) to 2: the container's fields added."""
    out = {k: v for k, v in data.items() if k != "format"}
    return {"format": FURROW_FORMAT, "version": 2, "app_version": "unknown", "created": None,
            **out}


FURROW_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}
"""``FURROW_MIGRATIONS[n]`` turns a version-``n`` Furrow save into version ``n + 1``."""


def _detect_version(source: str | os.PathLike[str], data: dict[str, Any]) -> int:
    fmt = data.get("format")
    if fmt == _V1_FORMAT:
        return 1
    if fmt != FURROW_FORMAT:
        raise LoadError(source, f"not a Furrow & Foundry save (format {show(fmt)}, "
                                f"expected {FURROW_FORMAT!r})", field="format")
    if "version" not in data:
        raise LoadError(source, "missing", field="version")
    return check_version(source, data["version"], lowest=1, current=FURROW_VERSION)


def _validate(source: str | os.PathLike[str], data: object) -> FurrowSaveFile:
    if not isinstance(data, dict):
        raise LoadError(source, f"expected a JSON object at the top level, got {type_name(data)}")
    data = migrate(source, data, _detect_version(source, data), FURROW_VERSION,
                   FURROW_MIGRATIONS)
    check_fields(source, data, _FIELDS)
    app_version = data["app_version"]
    if not isinstance(app_version, str):
        wrong(source, "app_version", "text", app_version)
    created_text = data["created"]
    created: dt.datetime | None = None
    if created_text is not None:
        if not isinstance(created_text, str):
            wrong(source, "created", "an ISO 8601 date and time as text, or null",
                   created_text)
        try:
            created = dt.datetime.fromisoformat(created_text)
        except ValueError as exc:
            raise LoadError(source, f"not an ISO 8601 date and time: {show(created_text)}",
                            field="created") from exc
    setup = data["setup"]
    if not isinstance(setup, dict):
        wrong(source, "setup", "an object", setup)
    seats = data["seats"]
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        wrong(source, "seats", "a list of 2 to 5 seats", seats)
    for index, seat in enumerate(seats):
        if not isinstance(seat, str) or not seat:
            wrong(source, f"seats[{index}]", "text ('human' or a computer level)", seat)
    actions = data["actions"]
    if not isinstance(actions, list):
        wrong(source, "actions", "a list of actions", actions)
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            wrong(source, f"actions[{index}]", "an object", action)
        kind = action.get("kind")
        if not isinstance(kind, str) or not kind:
            raise LoadError(source, "missing" if kind is None else f"expected text, got "
                            f"{type_name(kind)}", field=f"actions[{index}].kind")
    finished = data["finished"]
    if not isinstance(finished, bool):
        wrong(source, "finished", "true or false", finished)
    return FurrowSaveFile(setup=setup, seats=list(seats), actions=actions, finished=finished,
                          created=created, app_version=app_version)


def furrow_save_from_json(data: object, source: str | os.PathLike[str] = _MEMORY
                          ) -> FurrowSaveFile:
    """A save from JSON already parsed (any version; upgraded and checked)."""
    return _validate(source, data)


def parse_furrow_save(data: bytes | str, source: str | os.PathLike[str] = _MEMORY, *,
                      max_bytes: int = MAX_SAVE_BYTES, max_depth: int = MAX_NESTING
                      ) -> FurrowSaveFile:
    """A save from its bytes or text; ``source`` names it in errors. Raises LoadError."""
    return _validate(source, parse_text(source, data, max_bytes=max_bytes, max_depth=max_depth))


def load_furrow_save(path: str | os.PathLike[str], *, max_bytes: int = MAX_SAVE_BYTES
                     ) -> FurrowSaveFile:
    """Read and check the save at ``path``; raises LoadError naming the file and field."""
    return parse_furrow_save(read_limited(path, max_bytes), path, max_bytes=max_bytes)


def is_furrow_save(path: str | os.PathLike[str]) -> bool:
    """Whether a file is a Furrow & Foundry save, any version (its first bytes name the
    format; the file is not read further)."""
    try:
        with open(path, "rb") as f:
            head = f.read(300)
    except OSError:
        return False
    return b'"furrow-foundry/save' in head


# --- writing ----------------------------------------------------------------------

def _top_level(save: FurrowSaveFile) -> dict[str, Any]:
    return {"format": FURROW_FORMAT, "version": FURROW_VERSION,
            "app_version": save.app_version,
            "created": None if save.created is None else save.created.isoformat(),
            "setup": save.setup, "seats": save.seats, "actions": save.actions,
            "finished": save.finished}


def dump_furrow_save(save: FurrowSaveFile) -> str:
    """The text of ``save``: one top-level field per line, one action per line. Raises
    ValueError if it holds something ``load_furrow_save`` would refuse or read back
    differently."""
    return dump_container(_top_level(save), _validate)


def _dump_for(path: Path, save: FurrowSaveFile) -> str:
    return save_text(path, lambda: dump_furrow_save(save))


def write_furrow_save(path: str | os.PathLike[str], save: FurrowSaveFile) -> Path:
    """Write ``save`` to ``path`` atomically; WriteError (old file kept) on failure."""
    target = Path(path)
    atomic_write_text(target, _dump_for(target, save))
    return target


# --- autosave ---------------------------------------------------------------------

def furrow_autosave_path() -> Path:
    """Where the Furrow & Foundry window autosaves (in the saves folder, as before)."""
    return paths.saves_dir() / "furrow-autosave.json"


def furrow_autosave_backup_path() -> Path:
    """The autosave before the latest one, kept in case the latest is unreadable."""
    return paths.saves_dir() / "furrow-autosave.bak.json"


def write_furrow_autosave(save: FurrowSaveFile, path: Path | None = None) -> Path:
    """Autosave: the new file written and flushed first, then the previous autosave
    becomes the backup (``path``: another autosave file, its backup beside it as
    ``NAME.bak.json``). WriteError on failure, both files then as they were."""
    main = furrow_autosave_path() if path is None else Path(path)
    backup = (furrow_autosave_backup_path() if path is None
              else main.with_name(main.name.removesuffix(".json") + ".bak.json"))
    text = _dump_for(main, save)
    atomic_write_text(main, text, keep_previous_as=backup)
    return main


def find_furrow_resumable(*, problems: list[str] | None = None,
                          path: Path | None = None) -> tuple[Path, FurrowSaveFile] | None:
    """The unfinished game in the autosave (or, when it is missing or unreadable, in its
    backup) with the file it came from; problems with unreadable files are appended to
    ``problems``."""
    main = furrow_autosave_path() if path is None else Path(path)
    backup = (furrow_autosave_backup_path() if path is None
              else main.with_name(main.name.removesuffix(".json") + ".bak.json"))
    for candidate in (main, backup):
        if not candidate.exists():
            continue
        try:
            save = load_furrow_save(candidate)
        except LoadError as exc:
            if problems is not None:
                problems.append(str(exc))
            continue
        return None if save.finished else (candidate, save)
    return None


def clear_furrow_autosave() -> None:
    """Remove the autosave and its backup (the backup first)."""
    for candidate in (furrow_autosave_backup_path(), furrow_autosave_path()):
        try:
            candidate.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(candidate, f"cannot remove: {exc.strerror or exc}") from exc
