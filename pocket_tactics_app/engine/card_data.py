"""Card data: unit, terrain and feature cards, abilities and their effects, suggested
builds, the catalog that holds them, and the card revisions (which dice a game uses).

Abilities are data. Each ability is a list of *effects* drawn from a small
vocabulary (``EFFECT_KINDS``); the rules engine implements each kind once, so a
player can write a new card without Python. ``cards.py`` reads them from YAML.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

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
#: The balanced variant: the dice in unit_cards/ (nine cards changed from the printed).
BALANCED_CARDS = CARDS_REVISION
#: What a new game, the army builder and every command play unless told otherwise: the
#: printed 4th-edition cards, so the app plays the published game; the balanced dice are a
#: named variant.
DEFAULT_CARDS = PRINTED_CARDS
#: The card sets by name (``--cards NAME`` on the commands): the printed cards, the
#: balanced variant and its first balance (kept to re-run the figures measured with it).
CARD_SETS: dict[str, int] = {"printed": PRINTED_CARDS, "balanced": BALANCED_CARDS,
                             "balanced-2": FIRST_BALANCE_CARDS}

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
