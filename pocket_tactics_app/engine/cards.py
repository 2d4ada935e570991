"""The card files: unit, terrain and feature cards and suggested builds read from YAML
into a :class:`~.card_data.Catalog`, every problem reported with its file, line and
field; and the shipped catalog.

Files are read with the one safe YAML loader (``core/yaml_safe.py``, which records lines).
The card data itself (and the card revisions) is ``card_data.py``; its names are
re-exported here, where the rest of the app has always imported them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml

from ..core.files import UnreadableFile, read_regular_file
from ..core.yaml_safe import YamlShapeError, check_shape, load_lines
from .card_data import (
    _BIDI,
    ABILITY_KEYS,
    FILE_KEYS,
    ID_PATTERN,
    MAX_ABILITIES,
    MAX_BUMPS,
    MAX_EFFECTS,
    MAX_ID_LENGTH,
    MAX_NAME_LENGTH,
    MAX_REROLLS,
    MAX_TEXT_LENGTH,
    PRESET_KEYS,
    TILE_KEYS,
    UNIT_KEYS,
    UNIT_ONLY_EFFECTS,
)
from .card_data import ACTION_EFFECTS as ACTION_EFFECTS
from .card_data import BALANCED_CARDS as BALANCED_CARDS
from .card_data import CARD_SETS as CARD_SETS
from .card_data import CARDS_REVISION as CARDS_REVISION
from .card_data import CARDS_REVISIONS as CARDS_REVISIONS
from .card_data import COLOURS as COLOURS
from .card_data import DEFAULT_CARDS as DEFAULT_CARDS
from .card_data import EFFECT_KINDS as EFFECT_KINDS
from .card_data import FIRST_BALANCE_CARDS as FIRST_BALANCE_CARDS
from .card_data import OCCASIONS as OCCASIONS
from .card_data import PRINTED_CARDS as PRINTED_CARDS
from .card_data import TILE_ONLY_EFFECTS as TILE_ONLY_EFFECTS
from .card_data import Ability as Ability
from .card_data import CardError as CardError
from .card_data import Catalog as Catalog
from .card_data import DiceSpec as DiceSpec
from .card_data import Effect as Effect
from .card_data import Preset as Preset
from .card_data import TestSpec as TestSpec
from .card_data import TileCard as TileCard
from .card_data import UnitCard as UnitCard
from .card_data import card_id as card_id
from .card_data import one_line as one_line
from .util import brief

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


def played_catalog(catalog: Catalog | None = None, revision: int = DEFAULT_CARDS) -> Catalog:
    """``catalog`` (the shipped cards when None) with the dice of card revision
    ``revision``: by default the printed cards, what the app and the commands play."""
    return (catalog if catalog is not None else default_catalog()).for_revision(revision)
