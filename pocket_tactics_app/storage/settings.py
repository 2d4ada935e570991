"""The settings file: versioned YAML under the config folder, with migrations.

Loading never fails: :func:`load_settings` returns usable settings (the defaults
for anything missing or wrong) and the list of problems it found, each naming the
file, the line when known and the field. Saving is atomic.

Saving never loses what the player wrote: a settings file with problems (one the app
could not read in full) is first kept as ``settings.yaml.broken-<date>T<time>``, and
a file written by a newer version of the app is never replaced (its settings would be
lost): the app then runs with the defaults, in memory only, and saving raises
``WriteError`` saying so.

Versions
--------
1. Keys ``anim_speed`` (percent, 0..200), ``animations``, ``difficulty``
   (``easy|medium|hard``), ``confirm``, ``language``, ``geometry``, ``show_coords``.
2. The fields of :class:`Settings` but the last; ``animation_speed`` is a factor 0..2.
3. (current) Adds ``furrow_silenced_warnings`` (empty when read from version 2).
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import math
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Final, Literal, cast, get_args

from . import paths
from ._common import MEGABYTE, decode_utf8, read_limited, show, size_text, type_name
from ._yaml import dump_yaml, load_yaml
from .atomic import atomic_write_text
from .errors import LoadError, WriteError, one_line

__all__ = [
    "CURRENT_VERSION",
    "MIGRATIONS",
    "Difficulty",
    "FurrowWarning",
    "Language",
    "Settings",
    "broken_copy_path",
    "keep_broken_file",
    "load_settings",
    "parse_settings",
    "save_settings",
    "settings_to_yaml",
]

Difficulty = Literal["easy", "normal", "hard"]
Language = Literal["system", "en", "zh_CN", "zh_TW"]
#: The Furrow & Foundry warnings before a wasteful choice, by the kind of waste (the
#: values of ``controller.furrow_warnings.Waste``).
FurrowWarning = Literal["top_lost", "bottom_skipped", "empty_combat", "workers_left"]

CURRENT_VERSION: Final = 3
MAX_SETTINGS_BYTES: Final = 1 * MEGABYTE
MAX_GEOMETRY_CHARS: Final = 64 * 1024
MAX_SPEED: Final = 2.0
MAX_TEXT_CHARS: Final = 1024
MAX_POINT_LIMIT: Final = 400  # the new game dialog's highest
_MAX_PROBLEMS: Final = 50

_HEADER = "# Pocket Tactics settings. Edit with care; unknown keys are ignored.\n"


@dataclass
class Settings:
    version: int = CURRENT_VERSION
    animation_speed: float = 1.0
    """Animation speed factor, 0 (no animation) to 2 (twice as fast)."""
    animations: bool = True
    default_difficulty: Difficulty = "normal"
    confirm_actions: bool = True
    language: Language = "system"
    window_geometry: str = ""
    """Qt ``saveGeometry()`` bytes, base64; empty for the default placement."""
    window_state: str = ""
    """Qt ``saveState()`` bytes (the docks' places and sizes), base64; empty: default."""
    show_coordinates: bool = False
    hold_results: bool = True
    """Hold each assault and test result on screen (a click goes on) before play resumes."""
    last_army_first: str = ""
    """The first player's army in the last new game begun (the new game dialog's choice:
    ``preset:<id>``, ``saved:<name>``); empty: the dialog's default."""
    last_army_second: str = ""
    """The second player's army in the last new game begun; empty: the default."""
    last_point_limit: int = 0
    """The point limit of the last new game begun (R1.1); 0: from the armies."""
    furrow_silenced_warnings: list[FurrowWarning] = field(default_factory=list)
    """The Furrow & Foundry warnings the player asked not to see again ("Don't ask
    again"); View ▸ Show all warnings again empties it."""


# --- migrations -------------------------------------------------------------------

def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    renames = {
        "anim_speed": "animation_speed",
        "difficulty": "default_difficulty",
        "confirm": "confirm_actions",
        "geometry": "window_geometry",
        "show_coords": "show_coordinates",
    }
    out: dict[str, Any] = {}
    for key, value in data.items():
        new_key = renames.get(key, key) if isinstance(key, str) else key
        if new_key in out and key != new_key:
            continue  # a current key already given wins over its old name
        out[new_key] = value
    speed = data.get("anim_speed")
    # Version 1 kept the speed in percent; a wrong type is left for validation.
    if (
        "animation_speed" not in data
        and isinstance(speed, int | float)
        and not isinstance(speed, bool)
    ):
        out["animation_speed"] = speed / 100
    if out.get("default_difficulty") == "medium":
        out["default_difficulty"] = "normal"
    out["version"] = 2
    return out


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 adds the silenced Furrow & Foundry warnings: none silenced yet."""
    out = dict(data)
    out.setdefault("furrow_silenced_warnings", [])
    out["version"] = 3
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2, 2: _v2_to_v3}
"""``MIGRATIONS[n]`` turns the content of a version-``n`` file into version ``n + 1``."""


# --- validation -------------------------------------------------------------------

_DEFAULTS: Final = Settings()
_FIELD_NAMES: Final = tuple(f.name for f in fields(Settings))
# Keys of older versions, so a problem can name the key the file really has.
_OLD_NAMES: Final = {
    "animation_speed": "anim_speed",
    "default_difficulty": "difficulty",
    "confirm_actions": "confirm",
    "window_geometry": "geometry",
    "show_coordinates": "show_coords",
}


class _Problems:
    def __init__(self, path: Path, key_lines: dict[str, int]) -> None:
        self.path = path
        self.key_lines = key_lines
        self.items: list[str] = []
        self.dropped = 0

    def add(self, message: str, field: str | None = None) -> None:
        if len(self.items) >= _MAX_PROBLEMS:
            self.dropped += 1
            return
        line = None
        if field is not None:
            line = self.key_lines.get(field)
            if line is None and field in _OLD_NAMES:
                line = self.key_lines.get(_OLD_NAMES[field])
        self.items.append(str(LoadError(self.path, message, line=line, field=field)))

    def result(self) -> list[str]:
        if self.dropped:
            self.items.append(str(LoadError(self.path, f"{self.dropped} more problems not shown")))
        return self.items


def _read_bool(name: str, value: object, problems: _Problems) -> bool:
    default = cast(bool, getattr(_DEFAULTS, name))
    if isinstance(value, bool):
        return value
    problems.add(f"expected true or false, got {show(value)}; using {str(default).lower()}",
                 name)
    return default


def _read_choice(name: str, value: object, choices: tuple[str, ...], problems: _Problems) -> str:
    default = cast(str, getattr(_DEFAULTS, name))
    if isinstance(value, str) and value in choices:
        return value
    listed = ", ".join(repr(c) for c in choices)
    problems.add(f"expected one of {listed}, got {show(value)}; using {default!r}", name)
    return default


def _read_speed(value: object, problems: _Problems) -> float:
    name, default = "animation_speed", _DEFAULTS.animation_speed
    if isinstance(value, int | float) and not isinstance(value, bool):
        speed = float(value)
        if math.isnan(speed):
            problems.add(f"expected a number from 0 to {MAX_SPEED:g}, got nan; using {default}",
                         name)
            return default
        if 0.0 <= speed <= MAX_SPEED:
            return speed
        clamped = min(max(speed, 0.0), MAX_SPEED)
        problems.add(f"{show(value)} is outside 0 to {MAX_SPEED:g}; using {clamped:g}", name)
        return clamped
    problems.add(f"expected a number from 0 to {MAX_SPEED:g}, got {type_name(value)}; "
                 f"using {default:g}", name)
    return default


def _read_geometry(value: object, problems: _Problems, name: str = "window_geometry") -> str:
    if not isinstance(value, str):
        problems.add(f"expected base64 text, got {type_name(value)}; using the default", name)
        return ""
    if len(value) > MAX_GEOMETRY_CHARS:
        problems.add(f"longer than {MAX_GEOMETRY_CHARS} characters; using the default", name)
        return ""
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        problems.add("not valid base64; using the default", name)
        return ""
    return value


def _read_text(name: str, value: object, problems: _Problems) -> str:
    if isinstance(value, str) and len(value) <= MAX_TEXT_CHARS:
        return value
    got = f"{len(value)} characters" if isinstance(value, str) else type_name(value)
    problems.add(f"expected text of at most {MAX_TEXT_CHARS} characters, got {got}; "
                 "using the default", name)
    return cast(str, getattr(_DEFAULTS, name))


def _read_limit(value: object, problems: _Problems) -> int:
    name = "last_point_limit"
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_POINT_LIMIT:
        return value
    problems.add(f"expected a whole number from 0 to {MAX_POINT_LIMIT}, got {show(value)}; "
                 "using 0", name)
    return 0


def _read_warnings(value: object, problems: _Problems) -> list[FurrowWarning]:
    name, known = "furrow_silenced_warnings", get_args(FurrowWarning)
    if not isinstance(value, list):
        problems.add(f"expected a list of warnings, got {type_name(value)}; using none", name)
        return []
    out: list[FurrowWarning] = []
    for item in value:
        if isinstance(item, str) and item in known:
            if item not in out:
                out.append(cast(FurrowWarning, item))
            continue
        listed = ", ".join(repr(k) for k in known)
        problems.add(f"unknown warning {show(item)} ignored (known: {listed})", name)
    return out


def _read_version(data: dict[Any, Any], problems: _Problems) -> int:
    if "version" not in data:
        problems.add("no version given; read as version 1", "version")
        return 1
    version = data["version"]
    if isinstance(version, int) and not isinstance(version, bool) and version >= 1:
        return version
    problems.add(f"expected a whole number from 1, got {show(version)}; read as version 1",
                 "version")
    return 1


def _migrate(data: dict[Any, Any], version: int, problems: _Problems) -> dict[Any, Any]:
    while version < CURRENT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            problems.add(f"no upgrade from version {version}; reading the fields as they are",
                         "version")
            return data
        data = step(data)
        version += 1
    return data


def _from_mapping(data: dict[Any, Any], problems: _Problems) -> Settings:
    version = _read_version(data, problems)
    if version > CURRENT_VERSION:
        problems.add(
            f"written by a newer version of the app (settings version {version}, this app "
            f"reads up to {CURRENT_VERSION}); using the default settings for this session "
            "and leaving the file as it is",
            "version",
        )
        return Settings()
    data = _migrate(data, version, problems)

    settings = Settings()
    for key, value in data.items():
        if key == "version":
            continue
        if not isinstance(key, str) or key not in _FIELD_NAMES:
            problems.add(f"unknown setting {show(key)} ignored",
                         key if isinstance(key, str) else None)
            continue
        if key == "animation_speed":
            settings.animation_speed = _read_speed(value, problems)
        elif key == "default_difficulty":
            settings.default_difficulty = cast(
                Difficulty, _read_choice(key, value, get_args(Difficulty), problems))
        elif key == "language":
            settings.language = cast(
                Language, _read_choice(key, value, get_args(Language), problems))
        elif key == "window_geometry":
            settings.window_geometry = _read_geometry(value, problems)
        elif key == "window_state":
            settings.window_state = _read_geometry(value, problems, key)
        elif key in ("last_army_first", "last_army_second"):
            setattr(settings, key, _read_text(key, value, problems))
        elif key == "last_point_limit":
            settings.last_point_limit = _read_limit(value, problems)
        elif key == "furrow_silenced_warnings":
            settings.furrow_silenced_warnings = _read_warnings(value, problems)
        else:
            setattr(settings, key, _read_bool(key, value, problems))
    return settings


# --- public API -------------------------------------------------------------------

def parse_settings(
    data: bytes | str,
    source: str | os.PathLike[str] = "<memory>",
    *,
    max_bytes: int | None = None,
) -> tuple[Settings, list[str]]:
    """Settings from the bytes or text of a settings file; ``source`` names it in problems.

    Never raises for bad content: returns the settings read (defaults for whatever
    is missing or wrong) and one line per problem.
    """
    file = Path(source)
    limit = MAX_SETTINGS_BYTES if max_bytes is None else max_bytes
    problems = _Problems(file, {})
    try:
        size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "replace"))
        if size > limit:
            raise LoadError(file, f"file is too large ({size_text(size)}; "
                                  f"the limit is {size_text(limit)})")
        text = decode_utf8(file, data) if isinstance(data, bytes) else data
        document = load_yaml(file, text)
    except LoadError as exc:
        return Settings(), [f"{exc}; using the default settings"]
    problems.key_lines = document.key_lines
    content = document.data
    if content is None:
        problems.add("the file is empty; using the default settings")
        return Settings(), problems.result()
    if not isinstance(content, dict):
        problems.add(f"expected a mapping of settings, got {type_name(content)}; "
                     "using the default settings")
        return Settings(), problems.result()
    return _from_mapping(content, problems), problems.result()


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, list[str]]:
    """Read the settings file (default: :func:`paths.settings_path`).

    Never raises for a bad file: returns the settings read (defaults for whatever is
    missing or wrong) and one line per problem, each naming the file, the line when
    known and the field. A missing file is not a problem.
    """
    file = Path(path) if path is not None else paths.settings_path()
    if not file.exists() and not file.is_symlink():
        return Settings(), []
    try:
        data = read_limited(file, MAX_SETTINGS_BYTES)
    except LoadError as exc:
        return Settings(), [f"{exc}; using the default settings"]
    return parse_settings(data, file)


def settings_to_yaml(settings: Settings) -> str:
    """The text of a settings file holding ``settings`` (always the current version)."""
    data = asdict(settings)
    data["version"] = CURRENT_VERSION
    return _HEADER + dump_yaml(data)


def _newer_version(file: Path) -> int | None:
    """The version of the settings file at ``file`` when newer than this app reads."""
    try:
        document = load_yaml(file, decode_utf8(file, read_limited(file, MAX_SETTINGS_BYTES)))
    except LoadError:
        return None
    data = document.data
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > CURRENT_VERSION:
        return version
    return None


def broken_copy_path(file: Path, when: dt.datetime | None = None) -> Path:
    """Where a settings file with problems is kept: ``<name>.broken-<UTC date and time>``."""
    stamp = (when or dt.datetime.now(dt.UTC)).strftime("%Y%m%dT%H%M%S")
    candidate = file.with_name(f"{file.name}.broken-{stamp}")
    n = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = file.with_name(f"{file.name}.broken-{stamp}-{n}")
        n += 1
    return candidate


def keep_broken_file(file: Path) -> Path | None:
    """Keep ``file`` aside (renamed) when it has problems, so that writing the settings
    loses nothing the player wrote. Returns the copy's path, or None when the file is
    missing or fine. Raises WriteError when it cannot be kept (nothing is written then)."""
    if not file.exists() or file.is_symlink():  # a link is replaced, its target untouched
        return None
    _settings, problems = load_settings(file)
    if not problems:
        return None
    copy = broken_copy_path(file)
    try:
        os.rename(file, copy)
    except OSError as exc:
        raise WriteError(file, f"the settings file has problems and cannot be kept as "
                               f"{copy.name} before it is replaced: {exc}") from exc
    return copy


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None, *,
                  notices: list[str] | None = None) -> Path:
    """Write the settings file atomically; raises ``WriteError`` (old file kept) on failure.

    A file with problems is kept first (:func:`keep_broken_file`). A file written by a
    newer version of the app is left alone (its settings would be lost): nothing is
    written, and ``notices`` (when given) says so. A symbolic link where the file should be
    is replaced by a regular file, its target untouched, and ``notices`` says so.
    """
    file = Path(path) if path is not None else paths.settings_path()
    newer = _newer_version(file)
    if newer is not None:
        if notices is not None:
            notices.append(one_line(
                f"{file}: written by a newer version of Pocket Tactics (settings version "
                f"{newer}); left unchanged, so the settings apply to this session only"))
        return file
    keep_broken_file(file)
    notice = atomic_write_text(file, settings_to_yaml(settings))
    if notices is not None and notice:
        notices.append(notice)
    return file
