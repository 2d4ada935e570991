"""Helpers shared by the loaders: bounded reads, strict UTF-8, short value descriptions."""

from __future__ import annotations

import datetime as dt
import os

from ..core.files import MEGABYTE, UnreadableFile, read_regular_file, size_text
from .errors import LoadError

__all__ = ["MEGABYTE", "decode_utf8", "read_limited", "show", "size_text", "type_name"]


def read_limited(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``; refuses (LoadError) anything over ``max_bytes``.

    The one reader every loader uses (:func:`..core.files.read_regular_file`): a
    pipe, a device or a folder is refused without blocking, and the size is checked
    before reading and again while reading in case the file grows.
    """
    try:
        return read_regular_file(path, max_bytes)
    except UnreadableFile as exc:
        raise LoadError(path, exc.message) from exc


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
