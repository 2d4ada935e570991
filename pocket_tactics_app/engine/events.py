"""The events the engine reports, one ``TypedDict`` per kind (docs/POSITION.md ``events``).

An event is a plain JSON object, as the ``position`` command prints it; these types say
which fields each kind carries, so code that reads events (texts, the log, the replay
window) can rely on them instead of checking. Hexes are ``[q, r]`` lists, as in JSON.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from .kinds import EndReason, EventKind, Winner

HexJSON = list[int]


class CentralFeature(TypedDict):
    kind: Literal[EventKind.CENTRAL_FEATURE]
    feature: str
    random: bool


class RollOff(TypedDict):
    kind: Literal[EventKind.ROLL_OFF]
    dice: list[int]  # player 0's die, then player 1's


class Drawn(TypedDict):
    kind: Literal[EventKind.DRAWN]
    tile: str
    player: int


class PlacedTile(TypedDict):
    kind: Literal[EventKind.PLACED_TILE]
    player: int
    at: HexJSON
    tile: str


class PlacedFeature(TypedDict):
    kind: Literal[EventKind.PLACED_FEATURE]
    player: int
    at: HexJSON
    feature: str


class PlacedUnit(TypedDict):
    kind: Literal[EventKind.PLACED_UNIT]
    player: int
    unit: str
    at: HexJSON


class GameStart(TypedDict):
    kind: Literal[EventKind.GAME_START]
    to_move: int


# "from" is a Python keyword: the functional form.
Moved = TypedDict(
    "Moved",
    {"kind": Literal[EventKind.MOVED], "unit": str, "path": list[HexJSON], "from": HexJSON},
)


class Hazard(TypedDict):
    kind: Literal[EventKind.HAZARD]
    unit: str
    at: HexJSON
    tile: str
    test: str  # "5 DEF"


class Attack(TypedDict):
    kind: Literal[EventKind.ATTACK]
    unit: str
    target: str
    ranged: bool
    reply: bool
    distance: int


# An assault rolls both colours of each unit; a test only the colour it tests.
Rolled = TypedDict(
    "Rolled",
    {
        "kind": Literal[EventKind.ROLLED],
        "unit": str,
        "off": NotRequired[list[int]],
        "def": NotRequired[list[int]],
    },
)


class Bumped(TypedDict):
    kind: Literal[EventKind.BUMPED]
    unit: str
    colour: str
    die: int
    value: int  # the die's value after the bump
    by: int
    source: str


class Rerolled(TypedDict):
    kind: Literal[EventKind.REROLLED]
    unit: str
    colour: str
    die: int
    old: int
    value: int


class Count(TypedDict):
    kind: Literal[EventKind.COUNT]
    attacker: str
    target: str
    target_defeated: bool
    attacker_defeated: bool


class Defeated(TypedDict):
    kind: Literal[EventKind.DEFEATED]
    unit: str
    reason: Literal["assault", "hazard"]
    by: NotRequired[str]  # the unit that defeated it (none for a hazard)


class Tested(TypedDict):
    kind: Literal[EventKind.TEST]
    unit: str
    colour: str
    target: int
    dice: list[int]
    result: Literal["pass", "fail"]
    purpose: Literal["hazard", "rescue"]


class Deployed(TypedDict):
    kind: Literal[EventKind.DEPLOYED]
    unit: str
    at: HexJSON


class Withdrawn(TypedDict):
    kind: Literal[EventKind.WITHDRAWN]
    unit: str
    feature: HexJSON


class AbilityUsed(TypedDict):
    kind: Literal[EventKind.ABILITY]
    unit: str
    ability: str
    target: str | HexJSON | None


class Returned(TypedDict):
    kind: Literal[EventKind.RETURNED]
    unit: str  # the captive back in its player's reserve
    by: str


class Control(TypedDict):
    kind: Literal[EventKind.CONTROL]
    feature: HexJSON
    owner: int | None


class GameOver(TypedDict):
    kind: Literal[EventKind.GAME_OVER]
    winner: Winner
    reason: EndReason


Event = (
    CentralFeature
    | RollOff
    | Drawn
    | PlacedTile
    | PlacedFeature
    | PlacedUnit
    | GameStart
    | Moved
    | Hazard
    | Attack
    | Rolled
    | Bumped
    | Rerolled
    | Count
    | Defeated
    | Tested
    | Deployed
    | Withdrawn
    | AbilityUsed
    | Returned
    | Control
    | GameOver
)
