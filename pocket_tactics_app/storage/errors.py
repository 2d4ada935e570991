"""Errors raised by the storage layer.

Every error names the file it is about and says what went wrong on one line, so
the UI can show ``str(error)`` to the player as it is.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["LoadError", "StorageError", "WriteError", "one_line"]

# Control characters (a newline in a path or a value read from a hostile file)
# would break the one-line promise; they are shown escaped instead.
# So would the other characters str.splitlines() breaks at (C1 controls, U+2028/9).
_CONTROL = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7F, 0xA0))}
_CONTROL.update({0x2028: "\\u2028", 0x2029: "\\u2029"})
_CONTROL.update({ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t"})


def one_line(text: str) -> str:
    """``text`` with control characters (newlines included) escaped."""
    return text.translate(_CONTROL)


class StorageError(Exception):
    """A file could not be read or written. ``str()`` names the file and the problem."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        super().__init__(path, message)
        self.path = Path(path)
        self.message = message

    def _location(self) -> str:
        return one_line(str(self.path))

    def __str__(self) -> str:
        return f"{self._location()}: {one_line(self.message)}"


class WriteError(StorageError):
    """A write failed; the file that was there before is unchanged.

    ``errno`` is the operating system's error number when there was one (for
    example ``errno.ENOSPC`` for a full disk), else ``None``.
    """

    def __init__(
        self, path: str | os.PathLike[str], message: str, *, errno: int | None = None
    ) -> None:
        super().__init__(path, message)
        self.errno = errno


class LoadError(StorageError):
    """A file could not be loaded: unreadable, not valid, or from an unknown version.

    ``line`` and ``column`` (1-based) locate the problem in the file when known;
    ``field`` names the value at fault (``"actions[3].kind"``) when there is one.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
    ) -> None:
        super().__init__(path, message)
        self.line = line
        self.column = column
        self.field = field

    def _location(self) -> str:
        parts = [super()._location()]
        if self.line is not None:
            where = f"line {self.line}"
            if self.column is not None:
                where += f", column {self.column}"
            parts.append(where)
        if self.field is not None:
            parts.append(f"field '{one_line(self.field)}'")
        return ", ".join(parts)
