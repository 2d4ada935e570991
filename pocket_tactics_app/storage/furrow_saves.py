"""Furrow & Foundry save files: the same machinery as the first game's saves
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
from typing import Any, Final, cast

from . import paths
from ._common import show, type_name
from .container import check_common, check_fields, check_version, is_int, migrate, wrong
from .errors import LoadError
from .save_format import SaveFormat
from .saves import current_app_version

__all__ = [
    "FURROW_FORMAT",
    "FURROW_MIGRATIONS",
    "FURROW_SAVES",
    "FURROW_VERSION",
    "FurrowSaveFile",
    "furrow_autosave_backup_path",
    "furrow_autosave_path",
    "is_furrow_save",
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


def _whole(source: str | os.PathLike[str], name: str, value: object, lowest: int,
           highest: int | None = None) -> None:
    if not is_int(value) or cast(int, value) < lowest or (
            highest is not None and cast(int, value) > highest):
        span = f"from {lowest}" + ("" if highest is None else f" to {highest}")
        wrong(source, name, f"a whole number {span}", value)


def _check_setup(source: str | os.PathLike[str], setup: dict[str, Any]) -> None:
    """The setup's fields the game is started with, each by name: a save whose setup
    would fail to start says which field, not a Python error (others are the game's)."""
    if "players" in setup:
        _whole(source, "setup.players", setup["players"], 2, 5)
    for name, item in (("factions", "text"), ("mats", "a whole number")):
        value = setup.get(name)
        if value is None:
            continue
        if not isinstance(value, list) or not 2 <= len(value) <= 5:
            wrong(source, f"setup.{name}", "a list of 2 to 5 (or null)", value)
        for index, entry in enumerate(value):
            if name == "mats":
                _whole(source, f"setup.mats[{index}]", entry, 1, 5)
            elif not isinstance(entry, str):
                wrong(source, f"setup.{name}[{index}]", item, entry)
    if "seed" in setup:
        _whole(source, "setup.seed", setup["seed"], -(2**63), 2**63)
    if setup.get("round_limit") is not None:
        _whole(source, "setup.round_limit", setup["round_limit"], 1)
    if "content" in setup:
        _whole(source, "setup.content", setup["content"], 1)


def _validate(source: str | os.PathLike[str], data: object) -> FurrowSaveFile:
    if not isinstance(data, dict):
        raise LoadError(source, f"expected a JSON object at the top level, got {type_name(data)}")
    data = migrate(source, data, _detect_version(source, data), FURROW_VERSION,
                   FURROW_MIGRATIONS)
    check_fields(source, data, _FIELDS)
    common = check_common(source, data, created_may_be_null=True)
    _check_setup(source, common.setup)
    seats = data["seats"]
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        wrong(source, "seats", "a list of 2 to 5 seats", seats)
    for index, seat in enumerate(seats):
        if not isinstance(seat, str) or not seat:
            wrong(source, f"seats[{index}]", "text ('human' or a computer level)", seat)
    return FurrowSaveFile(setup=common.setup, seats=list(seats), actions=common.actions,
                          finished=common.finished, created=common.created,
                          app_version=common.app_version)


def is_furrow_save(path: str | os.PathLike[str]) -> bool:
    """Whether a file is a Furrow & Foundry save, any version (its first bytes name the
    format; the file is not read further)."""
    try:
        with open(path, "rb") as f:
            head = f.read(300)
    except OSError:
        return False
    return b'"furrow-foundry/save' in head


# --- writing ---------------------------------------------------------------------

def _top_level(save: FurrowSaveFile) -> dict[str, Any]:
    return {"format": FURROW_FORMAT, "version": FURROW_VERSION,
            "app_version": save.app_version,
            "created": None if save.created is None else save.created.isoformat(),
            "setup": save.setup, "seats": save.seats, "actions": save.actions,
            "finished": save.finished}


def furrow_autosave_path() -> Path:
    """Where the Furrow & Foundry window autosaves (in the saves folder, as before)."""
    return paths.saves_dir() / "furrow-autosave.json"


def furrow_autosave_backup_path() -> Path:
    """The autosave before the latest one, kept in case the latest is unreadable."""
    return paths.saves_dir() / "furrow-autosave.bak.json"


def _identity(save: FurrowSaveFile) -> object:
    return save.setup, save.seats, save.created


FURROW_SAVES: SaveFormat[FurrowSaveFile] = SaveFormat(
    validate=_validate, top_level=_top_level, autosave_path=furrow_autosave_path,
    identity=_identity)
"""Furrow & Foundry's saves: load, dump, write, autosave and resume
(:class:`.SaveFormat`, the same class as Pocket Tactics' saves)."""
