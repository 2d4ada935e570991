"""The versioned JSON container both games' saves share (issue 18, issue 15).

Hostile input is parsed safely (:func:`parse_json`: nesting bounded before parsing,
duplicate keys, NaN and huge numbers refused with line and column), a container's
``version`` is checked and upgraded step by step through a table of migrations
(:func:`check_version`, :func:`migrate`), and its top-level fields are checked by name
(:func:`check_fields`, :func:`wrong`). What a field holds is each format's own business.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable, Mapping
from typing import Any, Final, NamedTuple, NoReturn, cast

from ..core import json_safe
from ..core.json_safe import JsonError
from ._common import MEGABYTE, decode_utf8, show, size_text, type_name
from .errors import LoadError, WriteError

__all__ = [
    "MAX_NESTING",
    "MAX_SAVE_BYTES",
    "Migration",
    "check_fields",
    "check_json",
    "check_version",
    "dump_container",
    "is_int",
    "migrate",
    "parse_json",
    "parse_text",
    "save_text",
    "wrong",
]

MAX_SAVE_BYTES: Final = 20 * MEGABYTE
MAX_NESTING: Final = 64

Migration = Callable[[dict[str, Any]], dict[str, Any]]
Source = str | os.PathLike[str]


def is_int(value: object) -> bool:
    """A JSON whole number (``true`` and ``false`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


# --- parsing ----------------------------------------------------------------------

def parse_json(source: str | os.PathLike[str], text: str, max_depth: int) -> Any:
    """The JSON value of ``text`` (:func:`..core.json_safe.parse_json`); LoadError naming
    ``source`` with the line and column."""
    try:
        return json_safe.parse_json(text, max_depth=max_depth)
    except JsonError as exc:
        raise LoadError(source, exc.message, line=exc.line, column=exc.column) from exc


def parse_text(source: Source, data: bytes | str, *, max_bytes: int, max_depth: int) -> Any:
    """The JSON value in ``data`` (bytes or text), refused before parsing when over
    ``max_bytes``; UTF-8 checked and a byte-order mark dropped. Raises LoadError."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise LoadError(source, f"file is too large ({size_text(size)}; "
                                f"the limit is {size_text(max_bytes)})")
    text = decode_utf8(source, data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    return parse_json(source, text, max_depth)


# --- the container ----------------------------------------------------------------

def check_version(source: Source, version: object, *, lowest: int, current: int,
                  app: str = "Pocket Tactics") -> int:
    """``version`` as a whole number from ``lowest`` up to ``current``, else LoadError on
    the field ``version`` (a newer one tells the player to update ``app``)."""
    if not is_int(version) or cast(int, version) < lowest:
        raise LoadError(source, f"expected a whole number from {lowest}, got {show(version)}",
                        field="version")
    number = cast(int, version)
    if number > current:
        raise LoadError(source, f"save version {number} is newer than this app reads "
                                f"(up to {current}); update {app} to open it",
                        field="version")
    return number


def migrate(source: Source, data: dict[str, Any], version: int, current: int,
            migrations: Mapping[int, Migration]) -> dict[str, Any]:
    """``data`` upgraded from ``version`` to ``current`` one step at a time; a step that
    fails on odd content is a LoadError, never a crash."""
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise LoadError(source, f"cannot read save version {version} (no upgrade known)",
                            field="version")
        try:
            data = step(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise LoadError(source, f"cannot upgrade from save version {version}: "
                                    f"{type(exc).__name__}: {exc}"[:300]) from exc
        if not isinstance(data, dict):
            raise LoadError(source, f"upgrade from save version {version} gave no object")
        version += 1
    return data


def wrong(source: Source, name: str, expected: str, value: object) -> NoReturn:
    """LoadError on field ``name``: it holds something other than ``expected``."""
    raise LoadError(source, f"expected {expected}, got {type_name(value)}", field=name)


def check_fields(source: Source, data: Mapping[str, object], fields: tuple[str, ...]) -> None:
    """Every one of ``fields`` present and nothing else (LoadError naming the field)."""
    for name in data:
        if name not in fields:
            raise LoadError(source, "unknown field", field=str(name))
    for name in fields:
        if name not in data:
            raise LoadError(source, "missing", field=name)


class CommonFields(NamedTuple):
    """The fields every save container holds, checked."""

    app_version: str
    created: dt.datetime | None
    setup: dict[str, Any]
    actions: list[dict[str, Any]]
    finished: bool


def check_common(source: Source, data: Mapping[str, object], *,
                 created_may_be_null: bool = False) -> CommonFields:
    """``app_version``, ``created``, ``setup``, ``actions`` (objects with a text ``kind``)
    and ``finished`` checked; LoadError naming the field at fault."""
    app_version = data["app_version"]
    if not isinstance(app_version, str):
        wrong(source, "app_version", "text", app_version)
    created_text = data["created"]
    created: dt.datetime | None = None
    if created_text is not None or not created_may_be_null:
        if not isinstance(created_text, str):
            wrong(source, "created", "an ISO 8601 date and time as text"
                  + (", or null" if created_may_be_null else ""), created_text)
        try:
            created = dt.datetime.fromisoformat(created_text)
        except ValueError as exc:
            raise LoadError(source, f"not an ISO 8601 date and time: {show(created_text)}",
                            field="created") from exc
    setup = data["setup"]
    if not isinstance(setup, dict):
        wrong(source, "setup", "an object", setup)
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
    return CommonFields(app_version, created, setup, actions, finished)


# --- writing ----------------------------------------------------------------------

def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=True, allow_nan=False, separators=(", ", ": "))


def dump_container(data: dict[str, Any], validate: Callable[[Source, object], object]) -> str:
    """The text of a save's top-level object: one field per line and one action per line
    (a diff of two saves shows the moves). Raises ValueError if ``validate`` (the format's
    loader check) would refuse it or JSON would not read it back equal."""
    try:  # the same checks as loading, so that what is written can be read
        validate("<memory>", data)
    except LoadError as exc:
        raise ValueError(f"{exc.field or 'save'}: {exc.message}") from exc
    check_json(data, "save")
    parts = []
    for key, value in data.items():
        if key == "actions" and value:
            body = "[\n" + ",\n".join("  " + _dumps(a) for a in value) + "\n ]"
        else:
            body = _dumps(value)
        parts.append(f" {_dumps(key)}: {body}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def save_text(path: Source, dump: Callable[[], str]) -> str:
    """``dump()``'s text for writing to ``path``: WriteError (naming the file) if the game
    cannot be saved or the text is over :data:`MAX_SAVE_BYTES`."""
    try:
        text = dump()
    except ValueError as exc:
        raise WriteError(path, f"cannot save this game: {exc}") from exc
    if len(text) > MAX_SAVE_BYTES:  # ensure_ascii: characters are bytes
        raise WriteError(path, f"cannot save this game: larger than {size_text(MAX_SAVE_BYTES)}")
    return text


def check_json(value: object, where: str, max_depth: int = MAX_NESTING) -> None:
    """Refuse values that would not come back equal from JSON (iteratively: no recursion)."""
    stack: list[tuple[object, str, int]] = [(value, where, 1)]
    while stack:
        item, name, depth = stack.pop()
        if depth > max_depth:
            raise ValueError(f"{name}: nested deeper than {max_depth} levels")
        if item is None or isinstance(item, bool | int | str):
            continue
        if isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                raise ValueError(f"{name}: {item} cannot be saved in JSON")
        elif isinstance(item, list):
            stack.extend((v, f"{name}[{i}]", depth + 1) for i, v in enumerate(item))
        elif isinstance(item, dict):
            for key, v in item.items():
                if not isinstance(key, str):
                    raise ValueError(f"{name}: key {key!r} is not text")
                stack.append((v, f"{name}.{key}", depth + 1))
        else:
            raise ValueError(f"{name}: {type(item).__name__} is not a JSON value "
                             "(use lists, objects, text, numbers, true/false, null)")
