"""Card data: unit, terrain and feature cards, suggested builds, and their YAML loader.

Abilities are data. Each ability is a list of *effects* drawn from a small
vocabulary (``EFFECT_KINDS``); the rules engine implements each kind once, so a
player can write a new card without Python. Files are read with a SafeLoader
subclass only (it records line numbers, nothing more).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from ..core.yaml_safe import YamlShapeError, check_shape, load_lines
from .files import UnreadableFile, read_regular_file
from .util import brief

#: Card, ability and preset ids: lower-case ASCII letters, digits and single hyphens,
#: starting and ending with a letter or digit, at most 64 characters (``cyber-grunt``).
ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MAX_ID_LENGTH = 64
#: Longest name (card, ability, preset, faction, type) and rule text accepted.
MAX_NAME_LENGTH = 80
MAX_TEXT_LENGTH = 2000
#: Re-rolls one card may grant in all (every ``reroll`` effect's ``count`` added up):
#: each re-roll multiplies the work of the exact odds, so more would stall the window.
MAX_REROLLS = 3
#: Other counts a card may ask for.
MAX_ABILITIES = 8
MAX_EFFECTS = 8
MAX_BUMPS = 3
#: Longest error line printed or shown; longer ones are cut with an ellipsis.
MAX_ERROR_LINE = 300

# Format characters that reorder or hide text (bidi embeddings, overrides and isolates,
# the marks, zero-width characters): refused in names and texts.
_BIDI = frozenset("\u061c\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d"
                  "\u202e\u2060\u2066\u2067\u2068\u2069\ufeff")

COLOURS = ("off", "def")

#: Card revisions (a game's ``cards_revision``). 1: the dice as printed on the 4th-edition
#: cards; 2: issue 17's first balance (six cards); 3: its second (the Mytoan build, tuned
#: against the Normal that chooses with noise), the dice in unit_cards/ (docs/CARDS.md). A
#: card whose dice changed keeps its printed ones under ``printed:`` and, when they
#: differed in revision 2, those under ``revision_2:``; a game's catalog is
#: ``Catalog.for_revision`` of the loaded one, so old saves replay with the dice they were
#: played with.
PRINTED_CARDS = 1
FIRST_BALANCE_CARDS = 2
CARDS_REVISION = 3
CARDS_REVISIONS = (PRINTED_CARDS, FIRST_BALANCE_CARDS, CARDS_REVISION)

#: Who an effect applies to, seen from the card that carries it.
TARGETS = ("self", "adjacent_allies", "adjacent_enemies", "occupant")

#: When a bump or re-roll applies.
OCCASIONS = ("assault", "attacking", "defending", "melee", "ranged_attack", "ranged_target", "test")

#: Effect kinds and the keys each accepts (``kind`` aside). A missing key takes its default.
EFFECT_KINDS: dict[str, frozenset[str]] = {
    # +value to one die of that colour, once per assault or test.
    "bump": frozenset({"colour", "value", "to", "types", "when"}),
    # extra re-rolls in assaults (or tests).
    "reroll": frozenset({"count", "to", "types", "when"}),
    # the units it reaches get no support re-rolls (R6.4).
    "no_support": frozenset({"to", "types"}),
    # hazards of these tiles (all when ``tiles`` is absent) do not apply to the unit.
    "ignore_hazard": frozenset({"tiles"}),
    # its player may deploy adjacent to this unit as if it were a controlled feature.
    "deploy_point": frozenset(),
    # this unit may be deployed adjacent to any feature, controlled or not.
    "deploy_near_any_feature": frozenset(),
    # action: an adjacent feature the enemy controls and no enemy occupies becomes uncontrolled.
    "sabotage": frozenset(),
    # action: a test; on a pass one of its player's captives returns to their reserve.
    "rescue": frozenset({"test"}),
    # tile cards: entering the tile makes a test or the unit is defeated.
    "hazard": frozenset({"test", "unless_types"}),
    # tile cards: a unit entering the tile ends its move there.
    "stop_move": frozenset({"unless"}),
}

ACTION_EFFECTS = frozenset({"sabotage", "rescue"})
TILE_ONLY_EFFECTS = frozenset({"hazard", "stop_move"})
UNIT_ONLY_EFFECTS = frozenset(
    {"deploy_point", "deploy_near_any_feature", "sabotage", "rescue", "ignore_hazard", "no_support"}
)

UNIT_KEYS = frozenset(
    {
        "id",
        "name",
        "faction",
        "types",
        "points",
        "off",
        "def",
        "swift",
        "flying",
        "ranged",
        "favored",
        "abilities",
        "text",
        "names",
        "printed",
        "revision_2",
    }
)
TILE_KEYS = frozenset({"id", "name", "text", "effects", "names", "texts"})
ABILITY_KEYS = frozenset({"id", "name", "text", "effects", "names", "texts"})
PRESET_KEYS = frozenset({"id", "name", "point_limit", "units", "tiles", "home_feature", "names"})
FILE_KEYS = frozenset(
    {"faction", "favored", "units", "terrain", "features", "presets", "names", "type_names"}
)


def card_id(name: str) -> str:
    """Card ids are the lower-case, hyphenated card names (POSITION.md)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _with_translations(out: dict[str, Any], names: Mapping[str, str],
                       texts: Mapping[str, str]) -> dict[str, Any]:
    """``out`` with ``names``/``texts`` (``{language: text}``) added where not empty."""
    if names:
        out["names"] = dict(names)
    if texts:
        out["texts"] = dict(texts)
    return out


@dataclass(frozen=True, slots=True)
class TestSpec:
    colour: str
    target: int


@dataclass(frozen=True, slots=True)
class Effect:
    kind: str
    colour: str = ""
    value: int = 1
    count: int = 1
    to: str = "self"
    types: tuple[str, ...] = ()
    when: tuple[str, ...] = ()
    tiles: tuple[str, ...] | None = None
    test: TestSpec | None = None
    unless_types: tuple[str, ...] = ()
    unless_flying: bool = False

    def applies_on(self, occasions: Iterable[str]) -> bool:
        return any(o in self.when for o in occasions)


@dataclass(frozen=True, slots=True)
class Ability:
    id: str
    name: str
    text: str
    effects: tuple[Effect, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[str, str] = field(default_factory=dict)

    @property
    def is_action(self) -> bool:
        return any(e.kind in ACTION_EFFECTS for e in self.effects)


@dataclass(frozen=True, slots=True)
class DiceSpec:
    dice: int
    bumps: tuple[int, ...] = ()

    def label(self) -> str:
        return str(self.dice) + "".join(f"+{b}" for b in self.bumps)


@dataclass(frozen=True, slots=True)
class UnitCard:
    id: str
    name: str
    faction: str
    types: tuple[str, ...]
    points: int
    off: DiceSpec
    defence: DiceSpec
    swift: int = 0
    flying: int = 0
    ranged: int = 0
    favored: str = ""
    abilities: tuple[Ability, ...] = ()
    source: str = ""
    names: Mapping[str, str] = field(default_factory=dict)
    #: The dice printed on the card where they differ from ``off``/``defence``
    #: (``{"off": ..., "def": ...}``, either or both): used for ``PRINTED_CARDS``.
    printed: Mapping[str, DiceSpec] = field(default_factory=dict)
    #: The dice of card revision 2 where they differ from ``off``/``defence`` (a card
    #: changed again in revision 3): used for ``FIRST_BALANCE_CARDS``.
    revision_2: Mapping[str, DiceSpec] = field(default_factory=dict)

    def as_printed(self) -> UnitCard:
        """The card with its printed dice (itself when they never changed)."""
        return self.at_revision(PRINTED_CARDS)

    def at_revision(self, revision: int) -> UnitCard:
        """The card with the dice of card revision ``revision`` (itself when they are the
        current ones). ``printed`` keeps only the colours still differing from the printed
        card, so the printed card and revision 1 carry none."""
        if revision not in (PRINTED_CARDS, FIRST_BALANCE_CARDS):
            return self
        earlier = self.printed if revision == PRINTED_CARDS else self.revision_2
        if not earlier and not self.revision_2:
            return self
        off = earlier.get("off", self.off)
        defence = earlier.get("def", self.defence)
        dice = {"off": off, "def": defence}
        printed = {c: d for c, d in self.printed.items() if d != dice[c]}
        return replace(self, off=off, defence=defence, printed=printed, revision_2={})

    def dice(self, colour: str) -> DiceSpec:
        return self.off if colour == "off" else self.defence

    def effects(self, kind: str) -> tuple[Effect, ...]:
        return tuple(e for a in self.abilities for e in a.effects if e.kind == kind)

    def to_json(self) -> dict[str, Any]:
        """The ``pocket-tactics cards --json`` object.

        The English ``name``/``text`` fields are always there; the translations
        (``names``, and an ability's ``texts``: ``{language: text}``) only when the card
        has some; ``printed`` (the printed card's dice, by colour) only on a card whose dice
        differ from them.
        """
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "faction": self.faction,
            "types": list(self.types),
            "points": self.points,
            "off": {"dice": self.off.dice, "bumps": list(self.off.bumps)},
            "def": {"dice": self.defence.dice, "bumps": list(self.defence.bumps)},
            "swift": self.swift,
            "flying": self.flying,
            "ranged": self.ranged,
            "favored": self.favored,
            "abilities": [
                _with_translations(
                    {"id": a.id, "name": a.name, "text": a.text, "action": a.is_action},
                    a.names, a.texts)
                for a in self.abilities
            ],
        }
        out = _with_translations(out, self.names, {})
        for key, earlier in (("printed", self.printed), ("revision_2", self.revision_2)):
            if earlier:  # only on a card whose dice differ from that revision's
                out[key] = {c: {"dice": d.dice, "bumps": list(d.bumps)}
                            for c, d in earlier.items()}
        return out


@dataclass(frozen=True, slots=True)
class TileCard:
    """A terrain tile or a feature (``kind`` is "terrain" or "feature")."""

    id: str
    name: str
    kind: str
    text: str = ""
    effects: tuple[Effect, ...] = ()
    source: str = ""
    names: Mapping[str, str] = field(default_factory=dict)
    #: The rule text in other languages (``texts: {zh_CN: ..., zh_TW: ...}``), as abilities have.
    texts: Mapping[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Like a unit's: English ``name``/``text``, then ``names``/``texts`` when present."""
        return _with_translations(
            {"id": self.id, "name": self.name, "kind": self.kind, "text": self.text},
            self.names, self.texts)


@dataclass(frozen=True, slots=True)
class Preset:
    """A suggested build: units, six tiles and a home feature (R1.3)."""

    id: str
    name: str
    point_limit: int
    units: tuple[str, ...]
    tiles: tuple[str, ...]
    home_feature: str
    source: str = ""
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class CardError:
    """One problem in one card file: where it is and what is wrong."""

    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.field:
            return one_line(f"{where}: {self.field}: {self.message}")
        return one_line(f"{where}: {self.message}")


_ESCAPES = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7F, 0xA0))}
_ESCAPES.update({0x2028: "\\u2028", 0x2029: "\\u2029"})
_ESCAPES.update({ord(c): f"\\u{ord(c):04x}" for c in _BIDI})


def one_line(text: str, limit: int = MAX_ERROR_LINE) -> str:
    """``text`` on one line (control and bidi characters escaped), cut at ``limit``."""
    text = text.translate(_ESCAPES)
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return text


@dataclass
class Catalog:
    units: dict[str, UnitCard] = field(default_factory=dict)
    terrain: dict[str, TileCard] = field(default_factory=dict)
    features: dict[str, TileCard] = field(default_factory=dict)
    presets: dict[str, Preset] = field(default_factory=dict)
    #: Translations of faction names (a file's ``names``) and of unit types (``type_names``).
    faction_names: dict[str, dict[str, str]] = field(default_factory=dict)
    type_names: dict[str, dict[str, str]] = field(default_factory=dict)
    errors: list[CardError] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    #: Which dice ``units`` carry: ``CARDS_REVISION`` as loaded, ``PRINTED_CARDS`` in the
    #: catalog ``for_revision(PRINTED_CARDS)`` returns.
    cards_revision: int = CARDS_REVISION
    #: The catalog this one was derived from by ``for_revision`` (None: as loaded).
    loaded: Catalog | None = field(default=None, repr=False, compare=False)

    def for_revision(self, revision: int) -> Catalog:
        """This catalog with the dice of card revision ``revision`` (docs/CARDS.md).

        The current revision is the catalog itself; ``PRINTED_CARDS`` (and
        ``FIRST_BALANCE_CARDS``) is a catalog whose units carry their printed dice (those of
        revision 2) and that shares everything else with this one.
        """
        if revision == self.cards_revision:
            return self
        if self.loaded is not None:
            return self.loaded.for_revision(revision)
        if revision in (PRINTED_CARDS, FIRST_BALANCE_CARDS):
            return Catalog(
                units={cid: c.at_revision(revision) for cid, c in self.units.items()},
                terrain=self.terrain, features=self.features, presets=self.presets,
                faction_names=self.faction_names, type_names=self.type_names,
                errors=self.errors, files=self.files, cards_revision=revision,
                loaded=self)
        raise ValueError(f"card revision {brief(revision)} is not known (this version has "
                         f"{', '.join(map(str, CARDS_REVISIONS))})")

    def tile(self, tile_id: str) -> TileCard:
        card = self.terrain.get(tile_id) or self.features.get(tile_id)
        if card is None:
            raise KeyError(tile_id)
        return card

    def unit(self, unit_id: str) -> UnitCard:
        return self.units[unit_id]


# --------------------------------------------------------------------------- loading


#: Card files larger than this are refused before parsing (the shipped ones are ~5 KB).
MAX_CARD_FILE = 2_000_000
#: Values a card file may hold once its aliases are expanded (the shipped ones ~2,000).
MAX_CARD_VALUES = 100_000
#: Problems listed for one card file; past them the rest of it is not checked.
MAX_FILE_ERRORS = 50

#: The card files' YAML reader (the one safe loader; Furrow's content files use it too).
_parse_yaml = load_lines


def _position(text: str, offset: int) -> tuple[int, int]:
    """Line and column (1-based) of character ``offset`` in ``text``."""
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _bad_character(text: str) -> tuple[int, int, str] | None:
    """Line, column and code of the first character YAML refuses (NUL, other controls)."""
    match = re.search(r"[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd"
                      r"\U00010000-\U0010ffff]", text)
    if match is None:
        return None
    line, column = _position(text, match.start())
    return line, column, f"U+{ord(match.group()):04X}"


class NotUtf8(ValueError):
    """A card file that is not UTF-8 text: where the first bad byte is."""

    def __init__(self, line: int, column: int, byte: int) -> None:
        self.line, self.column = line, column
        super().__init__(f"column {column}: not UTF-8 text (byte 0x{byte:02x})")


def decode_card_file(data: bytes) -> str:
    """The text of a card file; :class:`NotUtf8` (line, column) when it is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise NotUtf8(line, column, data[exc.start]) from exc


class _Problem(Exception):
    def __init__(self, line: int, field_name: str, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.field = field_name
        self.message = message


def _line(node: Mapping[str, Any], key: str | None = None) -> int:
    if key is not None:
        lines = node.get("__lines__", {})
        if key in lines:
            return int(lines[key])
    return int(node.get("__line__", 0))


def _keys(node: Mapping[str, Any]) -> list[str]:
    return [k for k in node if k not in ("__line__", "__lines__")]


def _check_keys(node: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    for k in _keys(node):
        if k not in allowed:
            raise _Problem(
                _line(node, k),
                f"{where}.{k}" if where else str(k),
                f"unknown key (allowed: {', '.join(sorted(allowed))})",
            )


def _get(
    node: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = ...
) -> Any:
    if key not in node:
        if default is ...:
            raise _Problem(_line(node), f"{where}.{key}", "missing")
        return default
    value = node[key]
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if isinstance(kind, tuple) and int in kind and isinstance(value, bool):
        ok = False
    if not ok:
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise _Problem(
            _line(node, key),
            f"{where}.{key}",
            f"expected {names}, got {type(value).__name__} {brief(value)}",
        )
    return value


def _int_in(node: Mapping[str, Any], key: str, where: str, lo: int, hi: int, default: int) -> int:
    value = int(_get(node, key, int, where, default))
    if not lo <= value <= hi:
        raise _Problem(_line(node, key), f"{where}.{key}", f"{value} is outside {lo}..{hi}")
    return value


def _str_list(node: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = _get(node, key, list, where, [])
    for item in value:
        if not isinstance(item, str):
            raise _Problem(
                _line(node, key), f"{where}.{key}", f"expected strings, got {brief(item)}"
            )
    return tuple(value)


def _names(node: Mapping[str, Any], key: str, where: str, *, text: bool = False
           ) -> dict[str, str]:
    return _lang_map(_get(node, key, dict, where, {}), f"{where}.{key}" if where else key,
                     text=text)


def _lang_map(value: Mapping[str, Any], where: str, *, text: bool = False) -> dict[str, str]:
    """A mapping of language code to text (``{zh_CN: ..., zh_TW: ...}``)."""
    out: dict[str, str] = {}
    for k in _keys(value):
        if not isinstance(value[k], str):
            raise _Problem(_line(value, k), f"{where}.{k}", "expected a string")
        _check_text(value[k], _line(value, k), f"{where}.{k}", text=text)
        out[str(k)] = value[k]
    return out


def _check_text(value: str, line: int, where: str, *, text: bool = False) -> str:
    """``value`` if it is printable: a name is one line of at most MAX_NAME_LENGTH
    characters; a rule text (``text``) may hold line breaks and tabs. Control
    characters and the format characters that reorder or hide text are refused."""
    limit = MAX_TEXT_LENGTH if text else MAX_NAME_LENGTH
    what = "text" if text else "a name"
    if len(value) > limit:
        raise _Problem(line, where, f"{what} may have at most {limit} characters, "
                                    f"this one has {len(value)}")
    if not text and not value.strip():
        raise _Problem(line, where, "a name may not be empty")
    allowed = "\n\t" if text else ""
    for ch in value:
        if ch in allowed:
            continue
        if ch in _BIDI or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            raise _Problem(line, where, f"character U+{ord(ch):04X} is not allowed in {what} "
                                        "(no control, invisible or direction characters)")
    return value


def _name(node: Mapping[str, Any], key: str, where: str, default: Any = ...) -> str:
    value = _get(node, key, str, where, default)
    if key in node:
        _check_text(value, _line(node, key), f"{where}.{key}" if where else key)
    return str(value)


def _text(node: Mapping[str, Any], key: str, where: str) -> str:
    value = _get(node, key, str, where, "")
    return _check_text(value, _line(node, key), f"{where}.{key}", text=True)


def _id(node: Mapping[str, Any], where: str, name: str, fallback: str = "") -> str:
    """The ``id`` given, else the one made from the name (else ``fallback``); it must
    follow ID_PATTERN."""
    given = "id" in node
    value = _get(node, "id", str, where, "") if given else (card_id(name) or fallback)
    line = _line(node, "id" if given else None)
    if not ID_PATTERN.fullmatch(value) or len(value) > MAX_ID_LENGTH:
        shown = brief(value)
        reason = (f"id {shown} is not allowed" if given else
                  f"the name gives the id {shown}, which is not allowed; add an id")
        raise _Problem(line, f"{where}.id", f"{reason}: ids are lower-case letters a-z, "
                                            f"digits and single hyphens, 1..{MAX_ID_LENGTH} "
                                            "characters (like cyber-grunt)")
    return value


def _parse_dice(node: Mapping[str, Any], key: str, where: str) -> DiceSpec:
    if key not in node:
        return DiceSpec(0)
    value = node[key]
    w = f"{where}.{key}"
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= 3:
            raise _Problem(_line(node, key), w, f"{value} dice is outside 0..3")
        return DiceSpec(value)
    if not isinstance(value, dict):
        raise _Problem(
            _line(node, key), w, f"expected a number or {{dice, bumps}}, got {brief(value)}"
        )
    _check_keys(value, frozenset({"dice", "bumps"}), w)
    dice = _int_in(value, "dice", w, 0, 3, 0)
    bumps = _get(value, "bumps", list, w, [])
    if len(bumps) > MAX_BUMPS:
        raise _Problem(_line(value, "bumps"), f"{w}.bumps",
                       f"{len(bumps)} bumps; a card may have at most {MAX_BUMPS}")
    for b in bumps:
        if not isinstance(b, int) or isinstance(b, bool) or not 1 <= b <= 5:
            raise _Problem(
                _line(value, "bumps"), f"{w}.bumps", f"bump {brief(b)} is not a number 1..5"
            )
    return DiceSpec(dice, tuple(bumps))


def _parse_earlier(node: Mapping[str, Any], key: str, where: str) -> dict[str, DiceSpec]:
    """``printed: {off: ..., def: ...}``: the dice printed on a card whose dice changed;
    ``revision_2:`` likewise, the dice of card revision 2."""
    value = _get(node, key, dict, where, {})
    w = f"{where}.{key}"
    _check_keys(value, frozenset(COLOURS), w)
    return {colour: _parse_dice(value, colour, w) for colour in COLOURS if colour in value}


def _parse_test(node: Mapping[str, Any], where: str) -> TestSpec:
    value = _get(node, "test", dict, where)
    w = f"{where}.test"
    _check_keys(value, frozenset({"colour", "target"}), w)
    colour = _get(value, "colour", str, w)
    if colour not in COLOURS:
        raise _Problem(_line(value, "colour"), f"{w}.colour", f"{brief(colour)} is not off or def")
    return TestSpec(colour, _int_in(value, "target", w, 1, 6, 0))


def _parse_effect(node: Any, where: str, on_tile: bool) -> Effect:
    if not isinstance(node, dict):
        raise _Problem(0, where, f"expected a mapping, got {brief(node)}")
    kind = _get(node, "kind", str, where)
    if kind not in EFFECT_KINDS:
        raise _Problem(
            _line(node, "kind"),
            f"{where}.kind",
            f"unknown effect kind {brief(kind)} (known: {', '.join(sorted(EFFECT_KINDS))})",
        )
    if on_tile and kind in UNIT_ONLY_EFFECTS:
        raise _Problem(_line(node, "kind"), f"{where}.kind", f"{brief(kind)} is for unit cards")
    if not on_tile and kind in TILE_ONLY_EFFECTS:
        raise _Problem(_line(node, "kind"), f"{where}.kind", f"{brief(kind)} is for tile cards")
    _check_keys(node, EFFECT_KINDS[kind] | {"kind"}, where)
    default_to = "occupant" if on_tile else "self"
    to = _get(node, "to", str, where, default_to)
    allowed_to = ("occupant",) if on_tile else ("self", "adjacent_allies", "adjacent_enemies")
    if kind == "no_support":
        to = _get(node, "to", str, where, "adjacent_enemies")
    if to not in allowed_to:
        raise _Problem(
            _line(node, "to"), f"{where}.to", f"{brief(to)} is not one of {', '.join(allowed_to)}"
        )
    colour = ""
    if kind == "bump":
        colour = _get(node, "colour", str, where)
        if colour not in COLOURS:
            raise _Problem(
                _line(node, "colour"), f"{where}.colour", f"{brief(colour)} is not off or def"
            )
    default_when = {"bump": ("assault", "test"), "reroll": ("assault",)}.get(kind, ())
    when = _str_list(node, "when", where) or default_when
    for w in when:
        if w not in OCCASIONS:
            raise _Problem(
                _line(node, "when"),
                f"{where}.when",
                f"{brief(w)} is not one of {', '.join(OCCASIONS)}",
            )
    tiles: tuple[str, ...] | None = None
    if "tiles" in node:
        tiles = _str_list(node, "tiles", where)
    test = _parse_test(node, where) if kind in ("rescue", "hazard") else None
    unless = _str_list(node, "unless", where)
    for u in unless:
        if u != "flying":
            raise _Problem(
                _line(node, "unless"), f"{where}.unless", f"{brief(u)}: only 'flying' is known"
            )
    return Effect(
        kind=kind,
        colour=colour,
        value=_int_in(node, "value", where, 1, 5, 1),
        count=_count(node, where),
        to=to,
        types=_names_list(node, "types", where),
        when=when,
        tiles=tiles,
        test=test,
        unless_types=_str_list(node, "unless_types", where),
        unless_flying="flying" in unless,
    )


def _count(node: Mapping[str, Any], where: str) -> int:
    """A re-roll count: at most MAX_REROLLS (each re-roll multiplies the exact odds' work)."""
    value = _int_in(node, "count", where, 1, 1000, 1)
    if value > MAX_REROLLS:
        raise _Problem(_line(node, "count"), f"{where}.count",
                       f"{value} re-rolls; a card may grant at most {MAX_REROLLS} in all")
    return value


def _names_list(node: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    values = _str_list(node, key, where)
    for v in values:
        _check_text(v, _line(node, key), f"{where}.{key}")
    return values


def _check_rerolls(effects: Iterable[Effect], line: int, where: str) -> None:
    total = sum(e.count for e in effects if e.kind == "reroll")
    if total > MAX_REROLLS:
        raise _Problem(line, where, f"its abilities grant {total} re-rolls; a card may grant "
                                    f"at most {MAX_REROLLS} in all")


def _parse_effects(node: Mapping[str, Any], where: str, on_tile: bool) -> tuple[Effect, ...]:
    raw = _get(node, "effects", list, where, [])
    if len(raw) > MAX_EFFECTS:
        raise _Problem(_line(node, "effects"), f"{where}.effects",
                       f"{len(raw)} effects; at most {MAX_EFFECTS} are allowed")
    return tuple(_parse_effect(e, f"{where}.effects[{i}]", on_tile) for i, e in enumerate(raw))


def _card_head(node: Any, where: str, keys: frozenset[str]) -> tuple[str, str]:
    """A card entry's name, and its place for messages (``units[2](Cyber Grunt)``),
    after checking it is a mapping with only known keys."""
    if not isinstance(node, dict):
        raise _Problem(0, where, f"expected a mapping, got {brief(node)}")
    name = _name(node, "name", where)
    where = f"{where}({name})"
    _check_keys(node, keys, where)
    return name, where


def _parse_unit(node: Any, where: str, faction: str, favored: str, source: str) -> UnitCard:
    name, where = _card_head(node, where, UNIT_KEYS)
    cid = _id(node, where, name)
    raw_abilities = _get(node, "abilities", list, where, [])
    if len(raw_abilities) > MAX_ABILITIES:
        raise _Problem(_line(node, "abilities"), f"{where}.abilities",
                       f"{len(raw_abilities)} abilities; at most {MAX_ABILITIES} are allowed")
    abilities = []
    for i, a in enumerate(raw_abilities):
        aw = f"{where}.abilities[{i}]"
        if not isinstance(a, dict):
            raise _Problem(_line(node, "abilities"), aw, f"expected a mapping, got {brief(a)}")
        _check_keys(a, ABILITY_KEYS, aw)
        aname = _name(a, "name", aw)
        abilities.append(
            Ability(
                # An ability named without a-z or 0-9 (in Chinese, say) is ability-<n>.
                id=_id(a, aw, aname, f"ability-{i + 1}"),
                name=aname,
                text=_text(a, "text", aw),
                effects=_parse_effects(a, aw, on_tile=False),
                names=_names(a, "names", aw),
                texts=_names(a, "texts", aw, text=True),
            )
        )
    _check_rerolls((e for a in abilities for e in a.effects), _line(node, "abilities"),
                   f"{where}.abilities")
    moves = {k: _int_in(node, k, where, 0, 6, 0) for k in ("swift", "flying", "ranged")}
    return UnitCard(
        id=cid,
        name=name,
        faction=_name(node, "faction", where, faction),
        types=_names_list(node, "types", where),
        points=_required_int(node, "points", where, 0, 1000),
        off=_parse_dice(node, "off", where),
        defence=_parse_dice(node, "def", where),
        swift=moves["swift"],
        flying=moves["flying"],
        ranged=moves["ranged"],
        favored=_get(node, "favored", str, where, favored),
        abilities=tuple(abilities),
        source=source,
        names=_names(node, "names", where),
        printed=_parse_earlier(node, "printed", where),
        revision_2=_parse_earlier(node, "revision_2", where),
    )


def _required_int(node: Mapping[str, Any], key: str, where: str, lo: int, hi: int) -> int:
    if key not in node:
        raise _Problem(_line(node), f"{where}.{key}", "missing")
    return _int_in(node, key, where, lo, hi, 0)


def _parse_tile(node: Any, where: str, kind: str, source: str) -> TileCard:
    name, where = _card_head(node, where, TILE_KEYS)
    effects = _parse_effects(node, where, on_tile=True)
    _check_rerolls(effects, _line(node, "effects"), f"{where}.effects")
    return TileCard(
        id=_id(node, where, name),
        name=name,
        kind=kind,
        text=_text(node, "text", where),
        effects=effects,
        source=source,
        names=_names(node, "names", where),
        texts=_names(node, "texts", where, text=True),
    )


def _parse_preset(node: Any, where: str, source: str) -> Preset:
    name, where = _card_head(node, where, PRESET_KEYS)
    return Preset(
        id=_id(node, where, name),
        name=name,
        point_limit=_int_in(node, "point_limit", where, 1, 10000, 50),
        units=_str_list(node, "units", where),
        tiles=_str_list(node, "tiles", where),
        home_feature=_get(node, "home_feature", str, where, ""),
        source=source,
        names=_names(node, "names", where),
    )


def load_text(text: str, source: str, catalog: Catalog) -> None:
    """Parse one card file's text into ``catalog``; problems go to ``catalog.errors``."""
    catalog.files.append(source)
    if len(text) > MAX_CARD_FILE:
        catalog.errors.append(CardError(source, 0, "", f"file too large ({len(text)} bytes)"))
        return
    bad = _bad_character(text)
    if bad is not None:
        line, column, code = bad
        catalog.errors.append(CardError(
            source, line, "", f"column {column}: character {code} is not allowed in a card file"))
        return
    try:
        check_shape(text, max_nodes=MAX_CARD_VALUES)
        data = _parse_yaml(text)
    except YamlShapeError as exc:
        catalog.errors.append(CardError(source, exc.line or 0, "", exc.message))
        return
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 0
        catalog.errors.append(CardError(source, line, "", f"not valid YAML: {exc.problem or exc}"))
        return
    except yaml.YAMLError as exc:
        catalog.errors.append(CardError(source, 0, "", f"not valid YAML: {exc}"))
        return
    except RecursionError:
        catalog.errors.append(CardError(source, 0, "", "nested too deeply"))
        return
    except (ValueError, TypeError, OverflowError) as exc:
        # A scalar the safe constructor could not build (a malformed number, say).
        catalog.errors.append(CardError(source, 0, "", f"not valid YAML: {brief(str(exc))}"))
        return
    if data is None:
        return
    if not isinstance(data, dict):
        catalog.errors.append(CardError(source, 1, "", "expected a mapping at the top level"))
        return
    try:
        _check_keys(data, FILE_KEYS, "")
        faction = _name(data, "faction", "", "")
        favored = _get(data, "favored", str, "", "")
        if faction and "names" in data:
            catalog.faction_names[faction] = _names(data, "names", "")
        for type_name, node in _get(data, "type_names", dict, "", {}).items():
            if type_name in ("__line__", "__lines__"):
                continue
            if not isinstance(node, dict):
                raise _Problem(_line(data, "type_names"), f"type_names.{type_name}",
                               "expected a mapping of language to name")
            _check_text(str(type_name), _line(data, "type_names"), f"type_names.{type_name}")
            catalog.type_names[str(type_name)] = _lang_map(node, f"type_names.{type_name}")
        sections = {
            k: _get(data, k, list, "", []) for k in ("units", "terrain", "features", "presets")
        }
    except _Problem as p:
        catalog.errors.append(CardError(source, p.line, p.field, p.message))
        return

    def add(table: dict[str, Any], card: Any, line: int, where: str) -> None:
        if card.id in table or (table is not catalog.units and card.id in _tile_ids(catalog)):
            catalog.errors.append(
                CardError(source, line, f"{where}.id", f"duplicate card id {card.id!r}")
            )
            return
        table[card.id] = card

    first = len(catalog.errors)
    entries = sum(len(v) for v in sections.values())
    checked = 0

    def stop() -> bool:
        """After MAX_FILE_ERRORS problems the rest of the file is not checked."""
        if len(catalog.errors) - first < MAX_FILE_ERRORS:
            return False
        catalog.errors.append(CardError(source, 0, "", f"and {entries - checked} more "
                                        "entries not checked (stopped after "
                                        f"{MAX_FILE_ERRORS} problems)"))
        return True

    for i, node in enumerate(sections["units"]):
        if stop():
            return
        checked += 1
        where = f"units[{i}]"
        line = _line(node) if isinstance(node, dict) else _line(data, "units")
        try:
            add(catalog.units, _parse_unit(node, where, faction, favored, source), line, where)
        except _Problem as p:
            catalog.errors.append(CardError(source, p.line or line, p.field, p.message))
    for section, kind, table in (
        ("terrain", "terrain", catalog.terrain),
        ("features", "feature", catalog.features),
    ):
        for i, node in enumerate(sections[section]):
            if stop():
                return
            checked += 1
            where = f"{section}[{i}]"
            line = _line(node) if isinstance(node, dict) else _line(data, section)
            try:
                add(table, _parse_tile(node, where, kind, source), line, where)
            except _Problem as p:
                catalog.errors.append(CardError(source, p.line or line, p.field, p.message))
    for i, node in enumerate(sections["presets"]):
        if stop():
            return
        checked += 1
        where = f"presets[{i}]"
        line = _line(node) if isinstance(node, dict) else _line(data, "presets")
        try:
            preset = _parse_preset(node, where, source)
            if preset.id in catalog.presets:
                raise _Problem(line, f"{where}.id", f"duplicate preset id {preset.id!r}")
            catalog.presets[preset.id] = preset
        except _Problem as p:
            catalog.errors.append(CardError(source, p.line or line, p.field, p.message))


def _tile_ids(catalog: Catalog) -> set[str]:
    return set(catalog.terrain) | set(catalog.features)


def _check_references(catalog: Catalog) -> None:
    """Cards may refer to terrain, features and units from other files: check once all are read."""
    tiles = _tile_ids(catalog)
    for card in list(catalog.units.values()):
        problems: list[tuple[str, str]] = []
        if card.favored and card.favored not in tiles:
            problems.append(("favored", f"unknown terrain or feature {card.favored!r}"))
        for a in card.abilities:
            for e in a.effects:
                for t in e.tiles or ():
                    if t not in tiles:
                        problems.append((f"abilities({a.name}).tiles", f"unknown tile {brief(t)}"))
        for fld, msg in problems:
            catalog.errors.append(CardError(card.source, 0, f"units({card.name}).{fld}", msg))
        if problems:
            del catalog.units[card.id]
    for preset in list(catalog.presets.values()):
        bad = [u for u in preset.units if u not in catalog.units]
        bad_tiles = [t for t in preset.tiles if t not in catalog.terrain]
        msgs = []
        if bad:
            msgs.append(("units", f"unknown unit card(s) {', '.join(bad)}"))
        if bad_tiles:
            msgs.append(("tiles", f"unknown terrain {', '.join(bad_tiles)}"))
        if preset.home_feature and preset.home_feature not in catalog.features:
            msgs.append(("home_feature", f"unknown feature {preset.home_feature!r}"))
        for fld, msg in msgs:
            catalog.errors.append(CardError(preset.source, 0, f"presets({preset.name}).{fld}", msg))
        if msgs:
            del catalog.presets[preset.id]


def card_files(paths: Iterable[Path | str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(q for q in p.iterdir() if q.suffix in (".yaml", ".yml")))
        else:
            out.append(p)
    return out


def load_catalog(paths: Iterable[Path | str]) -> Catalog:
    """Load every card file (folders are scanned for *.yaml); never raises for bad files.

    A path that cannot be read (a missing file or folder, a folder that cannot be
    listed) is one of the catalog's ``errors``; the other paths still load.
    """
    catalog = Catalog()
    files: list[Path] = []
    for folder in paths:
        try:
            files += card_files([folder])
        except OSError as exc:
            catalog.errors.append(CardError(str(folder), 0, "", f"cannot read: {exc}"))
    for path in files:
        try:
            text = decode_card_file(read_regular_file(path, MAX_CARD_FILE))
        except UnreadableFile as exc:
            catalog.files.append(str(path))
            message = exc.message.removeprefix("cannot read: ")
            catalog.errors.append(CardError(str(path), 0, "", f"cannot read: {message}"))
            continue
        except NotUtf8 as exc:
            catalog.files.append(str(path))
            catalog.errors.append(CardError(str(path), exc.line, "", str(exc)))
            continue
        load_text(text, str(path), catalog)
    _check_references(catalog)
    return catalog


def shipped_cards_dir() -> Path:
    """The ``unit_cards/`` folder: beside the package, or in a frozen bundle."""
    import sys

    base = getattr(sys, "_MEIPASS", None)
    if base is not None:
        return Path(base) / "unit_cards"
    return Path(__file__).resolve().parent.parent.parent / "unit_cards"


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The shipped cards, loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_catalog([shipped_cards_dir()])
    return _DEFAULT
