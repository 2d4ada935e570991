"""The game's content as typed data (S2-S4, S9.6, S18): the ids of resources, terrains,
columns, structures, factions and abilities, and the dataclasses :mod:`.content` fills from
``resources/furrow/``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import CardError
from .board import Board

RESOURCES = ("food", "wood", "metal", "oil")
TERRAINS = ("mountain", "forest", "field", "tundra", "village", "lake", "foundry")
PRODUCES = {"field": "food", "forest": "wood", "mountain": "metal", "tundra": "oil"}
TOP_ACTIONS = ("strengthen", "move", "produce", "trade")
COLUMNS = ("upgrade", "deploy", "build", "conscript")
COLUMN_RESOURCE = {"upgrade": "oil", "deploy": "metal", "build": "wood", "conscript": "food"}
STRUCTURES = ("beacon", "waterwheel", "delve", "drill_hall")
FACTION_IDS = ("veldmark", "corvane", "hollin", "saltreach", "ember")
SPECIALS = ("reed_boats", "market_roads", "ridge_tunnels", "shoreline_ferry", "fallback")
COMBAT_ABILITIES = ("levy", "hired_guns", "ambush_ground", "stand_fast", "bombard")
#: S3.2's five, and Common Stores (authored: content revision 2 gives it to Veldmark in
#: place of Wading Hands; resources/furrow/factions.yaml says why)
FACTION_ABILITIES = ("wading_hands", "requisition", "tireless", "wayfinders", "unbounded",
                     "common_stores")
COUNTS = ("lakeside", "foundry_ring", "riverwatch", "tunnel_works", "many_fields", "chain")

#: The value scale of S18.2 (authoring and balance checks only).
VU = {"coins": 2, "power": 2, "resources": 2, "popularity": 3, "cards": 3, "workers": 4,
      "upgrade": 8, "structure": 8, "mech": 10, "recruit": 10}
PIECE_GAINS = ("upgrade", "mech", "structure", "recruit")


class ContentError(Exception):
    """The content cannot be used (a game cannot start on it)."""


#: One problem in one data file (file, line, field, message), as the unit cards report
#: theirs.
Problem = CardError


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    number: int
    name: str
    colour: str
    character: str
    base: str
    power: int
    cards: int
    ability: str
    ability_name: str
    river_name: str
    river_terrains: tuple[str, ...]
    special: str
    combat: str

    @property
    def mech_abilities(self) -> tuple[str, ...]:
        return ("river", self.special, "stride", self.combat)


@dataclass(frozen=True, slots=True)
class Column:
    top: str
    cost: int
    removable: int
    coins: int


@dataclass(frozen=True, slots=True)
class Mat:
    number: int
    name: str
    coins: int
    popularity: int
    columns: tuple[Column, ...]


@dataclass(frozen=True, slots=True)
class Option:
    cost: Mapping[str, Any]
    gain: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    name: str
    flavour: str
    condition: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    title: str
    flavour: str
    options: Mapping[str, Option]


@dataclass(frozen=True, slots=True)
class FoundryCard:
    id: str
    name: str
    flavour: str
    top: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class BonusTile:
    id: str
    name: str
    counts: str
    payout: tuple[int, int, int, int]
    text: str


@dataclass
class Content:
    board: Board | None = None
    factions: dict[str, Faction] = field(default_factory=dict)
    ability_names: dict[str, str] = field(default_factory=dict)
    mats: dict[int, Mat] = field(default_factory=dict)
    structures: dict[str, str] = field(default_factory=dict)
    bonus_tiles: dict[str, BonusTile] = field(default_factory=dict)
    combat: list[int] = field(default_factory=list)
    objectives: dict[str, Objective] = field(default_factory=dict)
    encounters: dict[str, Encounter] = field(default_factory=dict)
    foundry: dict[str, FoundryCard] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    #: the content revision (revisions.yaml); a saved game records the one it began with
    revision: int = 1
    #: per earlier revision, the values that differed from this one's (start values, S5.4,
    #: and the faction ability, S3.2):
    #: ``{revision: {"mats": {number: {field: value}}, "factions": {id: {field: value}}}}``
    earlier: dict[int, dict[str, dict[Any, dict[str, Any]]]] = field(default_factory=dict)

    def check_usable(self) -> None:
        if self.problems:
            raise ContentError(f"{len(self.problems)} problem(s) in the game data; first: "
                               f"{self.problems[0]}")
        if self.board is None:
            raise ContentError("no map (map.yaml)")
