"""Furrow & Foundry's actions: one ``TypedDict`` per action kind (Appendix A, Actions), and
the checked readers of their fields.

An action reaches the engine as JSON (:data:`Action`, a ``dict``); ``apply`` reads each
field through the readers below, which raise :class:`BadAction` naming the field when it
is missing or of the wrong shape. The TypedDicts say what a concrete action of each
kind holds; the legal entries of :meth:`Game.legal` give the free fields as domains.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal, NotRequired, TypedDict

from ...core.errors import IllegalAction
from .board import Hex

#: An action as JSON, as it arrives from a player, a file or the wire.
Action = dict[str, Any]
#: A hex as JSON: ``[q, r]``.
HexJSON = list[int]


class BadAction(IllegalAction):
    """An action that is not of the Appendix A shape (a missing or malformed field)."""

    def __init__(self, message: str) -> None:
        super().__init__("Appendix A", message, f"Appendix A: {message}")


class Cargo(TypedDict, total=False):
    """What a unit carries (S8.8): worker ids (mechs only) and resources by type."""

    workers: list[str]
    resources: dict[str, int]


class Stop(TypedDict):
    """A hex along a path where cargo is left or taken up (``step`` is 1-based)."""

    step: int
    leave: NotRequired[Cargo]
    take: NotRequired[Cargo]


class Payment(TypedDict):
    """Resources paid from one hex (S6.6)."""

    at: HexJSON
    type: str
    n: NotRequired[int]


class Placement(TypedDict):
    """A gained resource and the hex (holding the player's worker) it goes to."""

    type: str
    at: HexJSON


class SectionAction(TypedDict):
    kind: Literal["section"]
    section: int


class SkipAction(TypedDict):
    kind: Literal["skip"]


class StrengthenAction(TypedDict):
    kind: Literal["strengthen"]
    gain: Literal["power", "cards"]


class GainCoinsAction(TypedDict):
    kind: Literal["gain_coins"]


class MoveUnitAction(TypedDict):
    kind: Literal["move_unit", "foundry_move"]
    unit: str
    path: list[HexJSON]
    carry: NotRequired[Cargo]
    stops: NotRequired[list[Stop]]


class EndMoveAction(TypedDict):
    kind: Literal["end_move"]


class ProduceAction(TypedDict):
    kind: Literal["produce"]
    hexes: list[HexJSON]


class TradeAction(TypedDict):
    kind: Literal["trade"]
    gain: Literal["resources", "popularity"]
    place: NotRequired[list[Placement]]


class FoundryTopAction(TypedDict):
    kind: Literal["foundry_top"]
    option: int
    pay: NotRequired[list[Payment]]
    discard: NotRequired[int]
    place: NotRequired[list[Placement]]
    at: NotRequired[HexJSON]


class BottomPayment(TypedDict, total=False):
    """How a bottom action pays (S9.2 a): the resources, and Requisition or Common Stores."""

    pay: list[Payment]
    requisition: str
    discard: int
    stores: str
    stores_at: HexJSON


class UpgradeAction(BottomPayment):
    kind: Literal["upgrade"]
    cube: str
    slot: str


class DeployAction(BottomPayment):
    kind: Literal["deploy"]
    ability: str
    at: HexJSON


class BuildAction(BottomPayment):
    kind: Literal["build"]
    structure: str
    at: HexJSON


class ConscriptAction(BottomPayment):
    kind: Literal["conscript"]
    column: str
    bonus: str


class CombatAction(TypedDict):
    kind: Literal["combat"]
    at: HexJSON


class PreCombatAction(TypedDict):
    kind: Literal["bombard", "pass"]
    player: int


class HiredGunsAction(TypedDict):
    kind: Literal["hired_guns"]
    player: int
    coins: int


class CommitAction(TypedDict):
    kind: Literal["commit"]
    player: int
    power: int
    cards: list[int]


class RetreatAction(TypedDict):
    kind: Literal["retreat"]
    player: int
    to: HexJSON | Literal["base"]


class EncounterChoice(TypedDict, total=False):
    """What one chosen encounter option needs (S12.4)."""

    ability: str
    structure: str
    cube: str
    slot: str
    column: str
    bonus: str
    resources: dict[str, int]


class EncounterAction(TypedDict):
    kind: Literal["encounter"]
    options: list[str]
    choices: NotRequired[dict[str, EncounterChoice]]


class TakeFoundryCardAction(TypedDict):
    kind: Literal["take_foundry_card"]
    card: str


class ObjectiveAction(TypedDict):
    kind: Literal["objective"]
    card: str


class EndTurnAction(TypedDict):
    kind: Literal["end_turn"]


#: A concrete action of any kind.
ConcreteAction = (SectionAction | SkipAction | StrengthenAction | GainCoinsAction
                  | MoveUnitAction | EndMoveAction | ProduceAction | TradeAction
                  | FoundryTopAction | UpgradeAction | DeployAction | BuildAction
                  | ConscriptAction | CombatAction | PreCombatAction | HiredGunsAction
                  | CommitAction | RetreatAction | EncounterAction | TakeFoundryCardAction
                  | ObjectiveAction | EndTurnAction)


# --------------------------------------------------------------------------- field readers


def need_field(action: Mapping[str, object], key: str) -> object:
    """The value of a field that must be there."""
    if key not in action:
        raise BadAction(f"{action.get('kind')}.{key}: missing")
    return action[key]


def int_field(action: Mapping[str, object], key: str, default: int | None = None) -> int:
    if key not in action and default is not None:
        return default
    value = need_field(action, key)
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6:
        raise BadAction(f"{action.get('kind')}.{key}: expected a whole number")
    return value


def str_field(action: Mapping[str, object], key: str) -> str:
    value = need_field(action, key)
    if not isinstance(value, str):
        raise BadAction(f"{action.get('kind')}.{key}: expected a text")
    return value


def as_hex(value: object, where: str) -> Hex:
    if (not isinstance(value, list | tuple) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 1000
                       for v in value)):
        raise BadAction(f"{where}: expected a hex [q, r]")
    return (int(value[0]), int(value[1]))


def hex_list(value: object, where: str, limit: int = 64) -> list[Hex]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadAction(f"{where}: expected a list of hexes")
    return [as_hex(v, f"{where}[{i}]") for i, v in enumerate(value)]


def amounts(value: object, where: str, keys: Iterable[str]) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise BadAction(f"{where}: expected a mapping")
    allowed = tuple(keys)
    out: dict[str, int] = {}
    for k, v in value.items():
        if k not in allowed or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 1000:
            raise BadAction(f"{where}.{k}: expected one of {', '.join(allowed)} with a count")
        if v:
            out[k] = v
    return out


def unit_ids(value: object, where: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) \
            or len(value) > 64:
        raise BadAction(f"{where}: expected a list of unit ids")
    return list(value)
