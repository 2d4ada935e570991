"""Helpers shared by the loaders: bounded reads, strict UTF-8, short value descriptions."""

from __future__ import annotations

import datetime as dt
import os
import stat
from pathlib import Path

from .errors import LoadError

MEGABYTE = 1024 * 1024


def size_text(size: int) -> str:
    if size >= MEGABYTE:
        return f"{size / MEGABYTE:.1f} MB"
    if size >= 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size} bytes"


def read_limited(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``; refuses (LoadError) anything over ``max_bytes``.

    The size is checked before reading, and again while reading in case the file grows.
    """
    p = Path(path)
    try:
        info = os.stat(p)
    except FileNotFoundError as exc:
        raise LoadError(p, "file not found") from exc
    except OSError as exc:
        raise LoadError(p, f"cannot read: {exc.strerror or exc}") from exc
    if stat.S_ISDIR(info.st_mode):
        raise LoadError(p, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise LoadError(p, "is not a regular file")
    too_large = f"file is too large (the limit is {size_text(max_bytes)})"
    if info.st_size > max_bytes:
        raise LoadError(p, f"file is too large ({size_text(info.st_size)}; "
                           f"the limit is {size_text(max_bytes)})")
    try:
        with open(p, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as exc:
        raise LoadError(p, f"cannot read: {exc.strerror or exc}") from exc
    if len(data) > max_bytes:
        raise LoadError(p, too_large)
    return data


def decode_utf8(path: str | os.PathLike[str], data: bytes) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark is allowed)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        start = exc.start
        line_start = data.rfind(b"\n", 0, start) + 1
        raise LoadError(
            path,
            f"not UTF-8 text (byte 0x{data[start]:02x} at offset {start})",
            line=data.count(b"\n", 0, start) + 1,
            column=start - line_start + 1,
        ) from exc


def type_name(value: object) -> str:
    """How a value read from a file is described to the player."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dt.date):
        return "a date"
    if isinstance(value, bytes):
        return "binary data"
    if isinstance(value, set | frozenset):
        return "a set"
    return type(value).__name__


def show(value: object, limit: int = 40) -> str:
    """A short, one-line picture of ``value`` for an error message."""
    if isinstance(value, dict | list | tuple | set | frozenset | bytes):
        return type_name(value)
    text = repr(value)
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text
