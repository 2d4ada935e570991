"""Statistics of the local Furrow & Foundry games: one record per human seat of every
finished game (faction, mat, seat count, the computers' level, won, coins), kept in a
small JSON file in the app's data folder, and their sums by faction, mat, seat count
and level.

The file is written atomically (:mod:`.atomic`), one record a line, and read with the
app's one JSON reader (duplicate keys, NaN and deep nesting refused); a bad value is a
:class:`LoadError` naming the file, the line of its record and the field. The newest
``MAX_RECORDS`` records are kept.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Final, TypedDict

from . import paths
from ._common import read_limited
from .atomic import atomic_write_text
from .container import is_int, parse_text
from .errors import LoadError

FORMAT: Final = "furrow-stats"
VERSION: Final = 1
MAX_RECORDS: Final = 5000
MAX_BYTES: Final = 4 * 1024 * 1024
#: the level of a game with no computer seat
HOT_SEAT: Final = "humans"


class StatRecord(TypedDict):
    """One human seat of one finished game."""

    faction: str
    mat: int
    seats: int
    level: str  # the strongest computer level at the table, or HOT_SEAT
    won: bool
    coins: int


class StatKey(StrEnum):
    """What the sums are taken by."""

    FACTION = "faction"
    MAT = "mat"
    SEATS = "seats"
    LEVEL = "level"


@dataclass(frozen=True)
class StatRow:
    """The sums of the records sharing one ``value`` of a key."""

    value: str
    games: int
    wins: int
    coins: float  # the mean final coins

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def stats_path() -> Path:
    return paths.data_dir() / "furrow_stats.json"


_FIELDS: dict[str, type] = {"faction": str, "mat": int, "seats": int, "level": str,
                            "won": bool, "coins": int}


def _record_lines(text: str) -> list[int]:
    """The 1-based line where each object of the top-level ``games`` list begins (JSON
    scanned for its structure, strings skipped)."""
    lines: list[int] = []
    depth, line, in_str, escape = 0, 1, False, False
    for ch in text:
        if ch == "\n":
            line += 1
        if in_str:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            if ch == "{" and depth == 2:
                lines.append(line)
            depth += 1
        elif ch in "}]":
            depth -= 1
    return lines


def _valid(value: object, kind: type) -> bool:
    """A field's value: true or false, a whole number 0 or more, or a name."""
    if kind is bool:
        return isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and is_int(value) and value >= 0
    return isinstance(value, str) and value != ""


def _check(path: Path, data: Any, text: str) -> list[StatRecord]:
    if not isinstance(data, dict):
        raise LoadError(path, "expected a JSON object at the top level", line=1)
    if data.get("format") != FORMAT:
        raise LoadError(path, f"not a Furrow & Foundry statistics file (format "
                              f"{data.get('format')!r})", field="format")
    if data.get("version") != VERSION:
        raise LoadError(path, f"unknown version {data.get('version')!r} (this app reads "
                              f"{VERSION})", field="version")
    games = data.get("games")
    if not isinstance(games, list):
        raise LoadError(path, "expected a list", field="games")
    lines = _record_lines(text)
    out: list[StatRecord] = []
    for i, g in enumerate(games):
        line = lines[i] if i < len(lines) else None
        if not isinstance(g, dict):
            raise LoadError(path, "expected an object", line=line, field=f"games[{i}]")
        for name, kind in _FIELDS.items():
            v = g.get(name)
            if not _valid(v, kind):
                want = {bool: "true or false", int: "a whole number, 0 or more",
                        str: "a name"}[kind]
                raise LoadError(path, f"expected {want}, got {v!r}", line=line,
                                field=f"games[{i}].{name}")
        out.append(StatRecord(faction=g["faction"], mat=g["mat"], seats=g["seats"],
                              level=g["level"], won=g["won"], coins=g["coins"]))
    return out


def load_stats(path: str | os.PathLike[str] | None = None) -> list[StatRecord]:
    """The records of ``path`` (the data folder's file by default); none when there is no
    file. LoadError for a file that is not a valid statistics file."""
    p = Path(path) if path is not None else stats_path()
    if not p.exists():
        return []
    data = read_limited(p, MAX_BYTES)
    text = data.decode("utf-8-sig", errors="replace")
    return _check(p, parse_text(p, data, max_bytes=MAX_BYTES, max_depth=8), text)


def dumps(records: Sequence[StatRecord]) -> str:
    """The file's text: one record a line, so an error can name its line."""
    body = ",\n".join(json.dumps(dict(r), sort_keys=True) for r in records)
    return (f'{{"format": "{FORMAT}", "version": {VERSION}, "games": [\n'
            + body + ("\n" if body else "") + "]}\n")


def add_records(new: Iterable[StatRecord],
                path: str | os.PathLike[str] | None = None) -> list[StatRecord]:
    """Add ``new`` to the file (written atomically; the newest MAX_RECORDS kept) and
    return every record. LoadError when the file there is not valid (it is left as it
    is); WriteError when the write fails."""
    p = Path(path) if path is not None else stats_path()
    records = [*load_stats(p), *new][-MAX_RECORDS:]
    atomic_write_text(p, dumps(records))
    return records


def summarize(records: Iterable[StatRecord], key: StatKey) -> list[StatRow]:
    """The games, wins and mean coins of the records by ``key``, ordered by its value."""
    sums: dict[str, list[int]] = {}
    for r in records:
        s = sums.setdefault(str(r[key.value]), [0, 0, 0])
        s[0] += 1
        s[1] += int(r["won"])
        s[2] += r["coins"]
    def order(v: str) -> tuple[int, str]:
        return (int(v), "") if v.isdigit() else (1 << 30, v)
    return [StatRow(v, s[0], s[1], s[2] / s[0]) for v, s in sorted(sums.items(),
                                                                    key=lambda kv: order(kv[0]))]


__all__ = ["HOT_SEAT", "MAX_RECORDS", "StatKey", "StatRecord", "StatRow", "add_records",
           "dumps", "load_stats", "stats_path", "summarize"]
