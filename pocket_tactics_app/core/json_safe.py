"""The one JSON reader of both games: hostile text parsed within bounds, every failure
placed by line and column.

Nesting deeper than a limit is refused before parsing (Python's parser is recursive); a
key given twice in one object is refused naming both lines (``json.loads`` would keep
the last one silently); NaN, Infinity and numbers too large for a float are refused; an
integer of more than 4,300 digits is refused where it stands. Game-neutral: the error is
a :class:`JsonError` (a ``ValueError``) with ``line`` and ``column``, which the storage
layer and each game's command line turn into their own messages.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any, Final, NoReturn

__all__ = ["DEFAULT_MAX_DEPTH", "JsonError", "decode_utf8", "location", "parse_json",
           "parse_json_bytes"]

DEFAULT_MAX_DEPTH: Final = 64


class JsonError(ValueError):
    """Text that is not JSON the app accepts. ``line`` and ``column`` are 1-based when the
    place is known; ``str()`` is the message alone (the caller adds the file)."""

    def __init__(self, message: str, *, line: int | None = None,
                 column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column

    def at(self, source: str) -> str:
        """``"SOURCE:LINE:COLUMN: message"`` (the parts known), as compilers print it."""
        place = "".join(f":{n}" for n in (self.line, self.column) if n is not None)
        return f"{source}{place}: {self.message}"


def location(text: str, offset: int) -> tuple[int, int]:
    """The 1-based line and column of ``offset`` in ``text``."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def decode_utf8(data: bytes) -> str:
    """``data`` as UTF-8 text (a leading byte-order mark dropped); JsonError placing the
    first byte that is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        start = exc.start
        raise JsonError(f"not UTF-8 text (byte 0x{data[start]:02x} at offset {start})",
                        line=data.count(b"\n", 0, start) + 1,
                        column=start - (data.rfind(b"\n", 0, start) + 1) + 1) from exc


# A JSON string, or an unterminated one running to the end of the text: every `"`
# starts a match, so the scans stay linear on hostile input.
_STRING_PATTERN: Final = r'"[^"\\]*(?:\\.[^"\\]*)*\\?(?:"|\Z)'
_STRING: Final = re.compile(_STRING_PATTERN, re.DOTALL)
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")
_TOKEN: Final = re.compile(_STRING_PATTERN + r"|[\[\]{}]", re.DOTALL)
# Strings, brackets and the colon after a key (a key is a string followed by a colon).
_KEY_TOKEN: Final = re.compile(rf"({_STRING_PATTERN})\s*(:)?|[\[\]{{}}]", re.DOTALL)


def _nesting_exceeded(text: str, limit: int) -> int | None:
    """Offset of the first bracket nested deeper than ``limit``, or None; nothing parsed."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if len(brackets) <= limit:
        return None
    if max(accumulate(1 if c in "[{" else -1 for c in brackets), default=0) <= limit:
        return None
    depth = 0
    for match in _TOKEN.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                return match.start()
        elif char in "]}":
            depth -= 1
    return 0  # pragma: no cover - the two scans agree


class _Duplicate(ValueError):
    pass


class _BadValue(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise _Duplicate
    return result


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _BadValue(f"number {text[:40]} is too large")
    return value


def _reject_constant(text: str) -> NoReturn:
    raise _BadValue(f"{text} is not allowed")


def _duplicate_error(text: str) -> JsonError:
    """The first key given twice in one object, found by a scan of the (valid) text."""
    objects: list[dict[str, int] | None] = []  # None for a list
    for match in _KEY_TOKEN.finditer(text):
        token, colon = match.group(1), match.group(2)
        if token is None:
            char = match.group()
            if char in "[{":
                objects.append({} if char == "{" else None)
            elif objects:
                objects.pop()
            continue
        if colon is None or not objects or objects[-1] is None:
            continue
        key = json.loads(token)
        line, column = location(text, match.start())
        seen = objects[-1]
        if key in seen:
            shown = key if len(key) <= 40 else key[:37] + "..."
            return JsonError(f"duplicate key {shown!r} (lines {seen[key]} and {line}): "
                             "a key given twice is not allowed", line=line, column=column)
        seen[key] = line
    return JsonError("a key is given twice in one object")  # pragma: no cover


def parse_json(text: str, *, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """The JSON value of ``text``; JsonError, placed where known, for anything refused."""
    deep = _nesting_exceeded(text, max_depth)
    if deep is not None:
        line, column = location(text, deep)
        raise JsonError(f"nested too deeply (more than {max_depth} levels)",
                        line=line, column=column)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates,
                          parse_float=_finite_float, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        message = exc.msg
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            message = f"the file ends too early, perhaps cut short ({exc.msg})"
        raise JsonError(f"not valid JSON: {message}", line=exc.lineno,
                        column=exc.colno) from exc
    except _Duplicate as exc:
        error = _duplicate_error(text)
        raise JsonError(f"not valid JSON: {error.message}", line=error.line,
                        column=error.column) from exc
    except _BadValue as exc:
        raise JsonError(f"not valid JSON: {exc}") from exc
    except RecursionError as exc:
        raise JsonError("nested too deeply") from exc
    except ValueError as exc:
        if "digits" in str(exc):  # Python refuses to convert very long integers
            match = re.search(r"\d{4301,}", text)
            place = location(text, match.start()) if match else (None, None)
            raise JsonError("not valid JSON: a number has too many digits",
                            line=place[0], column=place[1]) from exc
        raise JsonError(f"not valid JSON: {exc}"[:300]) from exc


def parse_json_bytes(data: bytes, *, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """The JSON value of a file's bytes (UTF-8, a byte-order mark allowed); JsonError."""
    return parse_json(decode_utf8(data), max_depth=max_depth)
