"""The one reader for every file a player gives the app (cards, positions, actions, saves,
armies, settings).

:func:`read_regular_file` opens without blocking (a FIFO or a terminal opened for
reading would otherwise wait forever), refuses anything that is not a regular file
(a pipe, a device such as ``/dev/zero``, a socket, a folder) by looking at the opened
descriptor itself, and bounds the size before and while reading. Pure Python: the
engine, the command line and :mod:`pocket_tactics_app.storage` all use it.
"""

from __future__ import annotations

import os
import stat

__all__ = ["MEGABYTE", "UnreadableFile", "read_regular_file", "size_text"]

MEGABYTE = 1024 * 1024


def size_text(size: int) -> str:
    if size >= MEGABYTE:
        return f"{size / MEGABYTE:.1f} MB"
    if size >= 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size} bytes"


class UnreadableFile(Exception):
    """A file could not be read. ``message`` says why on one line, without the path."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        super().__init__(f"{os.fspath(path)}: {message}")
        self.path = os.fspath(path)
        self.message = message


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "is not a regular file (a pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is not a regular file (a device)"
    if stat.S_ISSOCK(mode):
        return "is not a regular file (a socket)"
    return "is not a regular file"


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them.

    Raises :class:`UnreadableFile` for a missing or unreadable file, for anything
    that is not a regular file (checked on the opened descriptor, so a FIFO never
    blocks) and for a file larger than ``max_bytes`` (checked before reading, and
    while reading in case it grows).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as exc:
        raise UnreadableFile(path, "file not found") from exc
    except IsADirectoryError as exc:
        raise UnreadableFile(path, "is a folder, not a file") from exc
    except OSError as exc:
        raise UnreadableFile(path, f"cannot read: {exc.strerror or exc}") from exc
    try:
        try:
            info = os.fstat(fd)
        except OSError as exc:
            raise UnreadableFile(path, f"cannot read: {exc.strerror or exc}") from exc
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(path, _kind(info.st_mode))
        if info.st_size > max_bytes:
            raise UnreadableFile(path, f"file is too large ({size_text(info.st_size)}; "
                                       f"the limit is {size_text(max_bytes)})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        try:
            while total <= max_bytes:
                chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
        except OSError as exc:
            raise UnreadableFile(path, f"cannot read: {exc.strerror or exc}") from exc
        if total > max_bytes:
            raise UnreadableFile(path, f"file is too large (the limit is {size_text(max_bytes)})")
        return b"".join(chunks)
    finally:
        os.close(fd)
