"""Army lists: YAML files in ``<data>/armies/``, one army per file.

A file looks like::

    version: 1
    name: Marines
    point_limit: 50
    units: [space-force-marine, space-force-marine, space-force-captain]
    tiles: [wasteland, wasteland, water, water, grid, grid]
    home_feature: colony

Armies are found by name (the ``name`` inside the file); the file name is derived
from the name (lower case, letters, digits, ``-`` and ``_`` only, so no path can
be smuggled in) with ``-2``, ``-3``... added when two names give the same file.

:func:`load_army` reports every problem and drops nothing silently: a field it
cannot use is listed (and defaulted), a unit that is not text is listed (and left
out), an unknown card or an army over its point limit is listed (and kept). Only a
file that cannot be read as an army at all raises :class:`LoadError`.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from . import paths
from ._common import MEGABYTE, decode_utf8, read_limited, show, size_text, type_name
from ._yaml import YamlDocument, dump_yaml, load_yaml
from .atomic import atomic_write_text
from .container import is_int
from .errors import LoadError, StorageError

__all__ = [
    "ARMY_VERSION",
    "TILE_COUNT",
    "ArmyInfo",
    "ArmyList",
    "army_file_name",
    "army_to_yaml",
    "delete_army",
    "export_army",
    "find_army",
    "import_army",
    "list_armies",
    "load_army",
    "parse_army",
    "rename_army",
    "save_army",
]

ARMY_VERSION: Final = 1
TILE_COUNT: Final = 6
MAX_ARMY_BYTES: Final = 1 * MEGABYTE
MAX_NAME_CHARS: Final = 80
_MAX_SLUG_CHARS: Final = 50
_MAX_PROBLEMS: Final = 50
_SUFFIXES: Final = (".yaml", ".yml")
_HEADER = "# Pocket Tactics army list\n"
_FIELDS: Final = ("version", "name", "point_limit", "units", "tiles", "home_feature")
_BAD_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
#: The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069).
_BIDI_CONTROLS: Final = frozenset(map(chr, (*range(0x202A, 0x202F), *range(0x2066, 0x206A))))
_WINDOWS_RESERVED: Final = frozenset(
    {"con", "prn", "aux", "nul"}
    | {f"com{i}" for i in range(10)}
    | {f"lpt{i}" for i in range(10)}
)


@dataclass
class ArmyList:
    name: str
    point_limit: int
    units: list[str] = field(default_factory=list)
    """Card ids, one per unit (a card taken twice is listed twice)."""
    tiles: list[str] = field(default_factory=list)
    """The six terrain ids the player brings."""
    home_feature: str = ""


@dataclass(frozen=True)
class ArmyInfo:
    """One file of the armies folder; ``error`` says why it cannot be loaded, if so."""

    name: str
    path: Path
    error: str | None = None


# --- names and files --------------------------------------------------------------

def _name_problem(name: object) -> str | None:
    if not isinstance(name, str):
        return f"expected text, got {type_name(name)}"
    if not name.strip():
        return "the name is empty"
    if len(name) > MAX_NAME_CHARS:
        return f"the name is longer than {MAX_NAME_CHARS} characters"
    if any(unicodedata.category(c) in _BAD_CATEGORIES for c in name):
        return "the name contains control characters"
    bidi = next((c for c in name if c in _BIDI_CONTROLS), None)
    if bidi is not None:
        return (f"the name contains the text-direction control U+{ord(bidi):04X}, which can "
                "make a name read differently from what it is")
    return None


def _clean_name(name: str) -> str:
    kept = "".join(c for c in name
                   if unicodedata.category(c) not in _BAD_CATEGORIES and c not in _BIDI_CONTROLS)
    return kept.strip()[:MAX_NAME_CHARS].strip()


def army_file_name(name: str) -> str:
    """The file name (no folder) for an army called ``name``; never a path."""
    text = unicodedata.normalize("NFKC", name).casefold()
    slug = "".join(c if (c.isalnum() and c.isprintable()) or c in "-_" else "-" for c in text)
    slug = re.sub(r"-{2,}", "-", slug).strip("-_")[:_MAX_SLUG_CHARS].strip("-_")
    if not slug:
        slug = "army"
    if slug in _WINDOWS_RESERVED:
        slug = f"army-{slug}"
    return f"{slug}.yaml"


def _folder(directory: str | os.PathLike[str] | None) -> Path:
    return Path(directory) if directory is not None else paths.armies_dir()


def _army_files(folder: Path) -> list[Path]:
    try:
        entries = sorted(folder.iterdir())
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise StorageError(folder, f"cannot list the folder: {exc.strerror or exc}") from exc
    return [p for p in entries if p.suffix.lower() in _SUFFIXES and p.is_file()]


def _stored_name(path: Path) -> str | None:
    try:
        army, _problems = load_army(path)
    except LoadError:
        return None
    return army.name


def find_army(name: str, *, directory: str | os.PathLike[str] | None = None) -> Path | None:
    """The file holding the army called ``name``, or None."""
    folder = _folder(directory)
    first = folder / army_file_name(name)
    if first.is_file() and _stored_name(first) == name:
        return first
    for path in _army_files(folder):
        if path != first and _stored_name(path) == name:
            return path
    return None


def _free_path(folder: Path, name: str) -> Path:
    stem = army_file_name(name)[: -len(".yaml")]
    candidate = folder / f"{stem}.yaml"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}.yaml"
        number += 1
    return candidate


# --- reading ----------------------------------------------------------------------

class _Problems:
    def __init__(self, path: Path, document: YamlDocument) -> None:
        self.path = path
        self.document = document
        self.items: list[str] = []
        self.dropped = 0

    def add(self, message: str, field: str | None = None, index: int | None = None) -> None:
        if len(self.items) >= _MAX_PROBLEMS:
            self.dropped += 1
            return
        line = None
        name = field
        if field is not None:
            line = self.document.key_lines.get(field)
            if index is not None:
                name = f"{field}[{index}]"
                item_lines = self.document.item_lines.get(field, [])
                if index < len(item_lines):
                    line = item_lines[index]
        self.items.append(str(LoadError(self.path, message, line=line, field=name)))

    def result(self) -> list[str]:
        if self.dropped:
            self.items.append(str(LoadError(self.path, f"{self.dropped} more problems not shown")))
        return self.items


def _read_ids(data: dict[Any, Any], key: str, problems: _Problems) -> list[str]:
    if key not in data:
        problems.add("missing", key)
        return []
    value = data[key]
    if not isinstance(value, list):
        problems.add(f"expected a list of card ids, got {type_name(value)}", key)
        return []
    ids: list[str] = []
    for index, item in enumerate(value):
        if not isinstance(item, str):
            problems.add(f"expected a card id (text), got {show(item)}; left out", key, index)
        elif not item.strip() or any(unicodedata.category(c) in _BAD_CATEGORIES for c in item):
            problems.add(f"{show(item)} is not a card id; left out", key, index)
        else:
            ids.append(item)
    return ids


def _check_known(
    ids: Iterable[tuple[int | None, str]],
    key: str,
    known: set[str] | None,
    what: str,
    problems: _Problems,
) -> set[str]:
    """Report each id not in ``known`` once, at its first place; returns those ids."""
    unknown: set[str] = set()
    if known is None:
        return unknown
    for index, card in ids:
        if card not in known and card not in unknown:
            unknown.add(card)
            problems.add(f"unknown {what} {show(card)}", key, index)
    return unknown


def parse_army(
    data: bytes | str,
    source: str | os.PathLike[str] = "<memory>",
    *,
    known_cards: set[str] | None = None,
    known_terrain: set[str] | None = None,
    known_features: set[str] | None = None,
    points: dict[str, int] | None = None,
    max_bytes: int | None = None,
) -> tuple[ArmyList, list[str]]:
    """An army from the bytes or text of an army file; see :func:`load_army`."""
    file = Path(source)
    limit = MAX_ARMY_BYTES if max_bytes is None else max_bytes
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "replace"))
    if size > limit:
        raise LoadError(file, f"file is too large ({size_text(size)}; "
                              f"the limit is {size_text(limit)})")
    document = load_yaml(file, decode_utf8(file, data) if isinstance(data, bytes) else data)
    content = document.data
    if content is None:
        raise LoadError(file, "the file is empty")
    if not isinstance(content, dict):
        raise LoadError(file, f"expected a mapping (name, point_limit, units, ...), "
                              f"got {type_name(content)}")
    return _from_mapping(file, content, document, known_cards, known_terrain,
                         known_features, points)


def load_army(
    path: str | os.PathLike[str],
    *,
    known_cards: set[str] | None = None,
    known_terrain: set[str] | None = None,
    known_features: set[str] | None = None,
    points: dict[str, int] | None = None,
) -> tuple[ArmyList, list[str]]:
    """Read an army file: the army and one line per problem found.

    ``known_cards`` (unit card ids), ``known_terrain`` and ``known_features``, when
    given, flag ids that do not exist; ``points`` (card id to cost), when given,
    flags cards without a cost and an army over its point limit. Raises LoadError
    only when the file cannot be read as an army at all.
    """
    file = Path(path)
    return parse_army(read_limited(file, MAX_ARMY_BYTES), file, known_cards=known_cards,
                      known_terrain=known_terrain, known_features=known_features,
                      points=points)


def _from_mapping(
    file: Path,
    data: dict[Any, Any],
    document: YamlDocument,
    known_cards: set[str] | None,
    known_terrain: set[str] | None,
    known_features: set[str] | None,
    points: dict[str, int] | None,
) -> tuple[ArmyList, list[str]]:
    problems = _Problems(file, document)

    version = data.get("version", ARMY_VERSION)
    if not is_int(version) or version < 1:
        problems.add(f"expected a whole number from 1, got {show(version)}", "version")
    elif version > ARMY_VERSION:
        problems.add(f"written by a newer version of the app (army version {version}, this "
                     f"app reads up to {ARMY_VERSION}); reading the fields it knows", "version")
    for key in data:
        if key not in _FIELDS:
            problems.add(f"unknown field {show(key)} ignored",
                         key if isinstance(key, str) else None)

    raw_name = data.get("name")
    name_problem = "missing" if "name" not in data else _name_problem(raw_name)
    name = raw_name if isinstance(raw_name, str) else ""
    if name_problem is not None:
        name = _clean_name(name) or file.stem
        problems.add(f"{name_problem}; using {name!r}", "name")

    limit = data.get("point_limit")
    point_limit = 0
    if "point_limit" not in data:
        problems.add("missing", "point_limit")
    elif isinstance(limit, int) and not isinstance(limit, bool) and limit >= 1:
        point_limit = limit
    else:
        problems.add(f"expected a whole number of points from 1, got {show(limit)}",
                     "point_limit")

    units = _read_ids(data, "units", problems)
    tiles = _read_ids(data, "tiles", problems)
    if "tiles" in data and isinstance(data["tiles"], list) and len(tiles) != TILE_COUNT:
        problems.add(f"expected {TILE_COUNT} terrain tiles, got {len(tiles)}", "tiles")

    home = data.get("home_feature")
    home_feature = ""
    if "home_feature" not in data:
        problems.add("missing", "home_feature")
    elif not isinstance(home, str) or not home.strip():
        problems.add(f"expected a feature id (text), got {show(home)}", "home_feature")
    else:
        home_feature = home

    unknown = _check_known(_indexed(data, "units", units), "units", known_cards, "card",
                           problems)
    _check_known(_indexed(data, "tiles", tiles), "tiles", known_terrain, "terrain", problems)
    if home_feature:
        _check_known([(None, home_feature)], "home_feature", known_features, "feature",
                     problems)
    if points is not None:
        total = 0
        for index, card in _indexed(data, "units", units):
            if card in points:
                total += points[card]
            elif card not in unknown:
                unknown.add(card)
                problems.add(f"no point value for card {show(card)}", "units", index)
        if point_limit and total > point_limit:
            problems.add(f"{total} points is over the limit of {point_limit}", "units")

    army = ArmyList(name=name, point_limit=point_limit, units=units, tiles=tiles,
                    home_feature=home_feature)
    return army, problems.result()


def _indexed(data: dict[Any, Any], key: str, ids: list[str]) -> list[tuple[int | None, str]]:
    """Pair each kept id with its index in the file's list (entries may have been left out)."""
    raw = data.get(key)
    if not isinstance(raw, list):
        return [(None, card) for card in ids]
    pairs: list[tuple[int | None, str]] = []
    wanted = iter(ids)
    next_id = next(wanted, None)
    for index, item in enumerate(raw):
        if next_id is not None and item is next_id:
            pairs.append((index, next_id))
            next_id = next(wanted, None)
    return pairs


# --- writing ----------------------------------------------------------------------

def _check_for_save(army: ArmyList, target: Path) -> None:
    problem = _name_problem(army.name)
    if problem is not None:
        raise StorageError(target, f"cannot save the army: {problem}")
    if not is_int(army.point_limit) or army.point_limit < 0:
        raise StorageError(target, "cannot save the army: the point limit is not a whole number")
    for key, ids in (("units", army.units), ("tiles", army.tiles)):
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            raise StorageError(target, f"cannot save the army: {key} must be a list of ids")
    if not isinstance(army.home_feature, str):
        raise StorageError(target, "cannot save the army: home_feature must be an id")


def army_to_yaml(army: ArmyList) -> str:
    """The text of an army file holding ``army``."""
    data = {
        "version": ARMY_VERSION,
        "name": army.name,
        "point_limit": army.point_limit,
        "units": list(army.units),
        "tiles": list(army.tiles),
        "home_feature": army.home_feature,
    }
    return _HEADER + dump_yaml(data)


def save_army(army: ArmyList, *, directory: str | os.PathLike[str] | None = None,
              notices: list[str] | None = None) -> Path:
    """Write ``army`` (replacing the army of the same name, if any) atomically.

    Returns the file written. Raises StorageError for an army that cannot be saved
    (empty name, ...) and WriteError (the old file kept) when the write fails. A symbolic
    link in its place is replaced by a regular file, its target untouched (``notices``).
    """
    folder = _folder(directory)
    _check_for_save(army, folder)
    target = find_army(army.name, directory=folder) or _free_path(folder, army.name)
    notice = atomic_write_text(target, army_to_yaml(army))
    if notices is not None and notice:
        notices.append(notice)
    return target


def list_armies(*, directory: str | os.PathLike[str] | None = None) -> list[ArmyInfo]:
    """Every army file in the folder, by name; unreadable files are listed with their error."""
    infos: list[ArmyInfo] = []
    for path in _army_files(_folder(directory)):
        try:
            army, _problems = load_army(path)
        except LoadError as exc:
            infos.append(ArmyInfo(path.stem, path, str(exc)))
        else:
            infos.append(ArmyInfo(army.name, path))
    infos.sort(key=lambda info: (info.name.casefold(), info.name, str(info.path)))
    return infos


def _require(name: str, folder: Path) -> Path:
    path = find_army(name, directory=folder)
    if path is None:
        raise StorageError(folder / army_file_name(name), f"no army named {name!r}")
    return path


def rename_army(
    old: str, new: str, *, directory: str | os.PathLike[str] | None = None
) -> Path:
    """Give the army ``old`` the name ``new``; returns its (possibly new) file."""
    folder = _folder(directory)
    source = _require(old, folder)
    if new == old:
        return source
    problem = _name_problem(new)
    if problem is not None:
        raise StorageError(source, f"cannot rename the army: {problem}")
    if find_army(new, directory=folder) is not None:
        raise StorageError(source, f"cannot rename the army: an army named {new!r} exists")
    army, _problems = load_army(source)
    army.name = new
    target = source if army_file_name(new) == source.name else _free_path(folder, new)
    atomic_write_text(target, army_to_yaml(army))
    if target != source:
        try:
            source.unlink()
        except OSError as exc:
            raise StorageError(source, f"renamed, but cannot remove the old file: "
                                       f"{exc.strerror or exc}") from exc
    return target


def delete_army(name: str, *, directory: str | os.PathLike[str] | None = None) -> None:
    """Remove the army called ``name``; StorageError if there is none or it cannot go."""
    path = _require(name, _folder(directory))
    try:
        path.unlink()
    except OSError as exc:
        raise StorageError(path, f"cannot delete: {exc.strerror or exc}") from exc


def import_army(
    source: str | os.PathLike[str],
    *,
    directory: str | os.PathLike[str] | None = None,
    known_cards: set[str] | None = None,
    known_terrain: set[str] | None = None,
    known_features: set[str] | None = None,
    points: dict[str, int] | None = None,
) -> tuple[ArmyList, list[str]]:
    """Copy the army file ``source`` into the armies folder.

    Returns the army as stored and its problems (see :func:`load_army`). An army
    whose name is taken is imported as "Name (2)", and that is listed as a problem.
    Raises LoadError when ``source`` cannot be read as an army.
    """
    folder = _folder(directory)
    army, problems = load_army(source, known_cards=known_cards, known_terrain=known_terrain,
                               known_features=known_features, points=points)
    original = army.name
    number = 2
    while find_army(army.name, directory=folder) is not None:
        suffix = f" ({number})"
        army.name = original[: MAX_NAME_CHARS - len(suffix)].rstrip() + suffix
        number += 1
    if army.name != original:
        problems.append(str(LoadError(
            source, f"an army named {original!r} exists; imported as {army.name!r}",
            field="name")))
    save_army(army, directory=folder)
    return army, problems


def export_army(
    name: str, dest: str | os.PathLike[str], *, directory: str | os.PathLike[str] | None = None
) -> Path:
    """Write the army ``name`` to ``dest`` (a file, or a folder to put it in); returns the file."""
    army, _problems = load_army(_require(name, _folder(directory)))
    target = Path(dest)
    if target.is_dir():
        target = target / army_file_name(name)
    atomic_write_text(target, army_to_yaml(army))
    return target
