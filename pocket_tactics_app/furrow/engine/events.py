"""The events ``apply`` returns (Appendix A, ``events``), and what one seat may see of them.

Most events are public: they say what every player at the table sees happen. The secrets
(S17.1) are another seat's hand values, its sealed commit and its unrevealed objectives;
:func:`event_for` leaves them out of the events shown to ``seat``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any, Literal, NotRequired, TypedDict

from ...core.protocol import JSONObject
from .actions import HexJSON, Payment, Placement
from .kinds import EventKind

#: An event as JSON, as ``apply`` returns it.
Event = dict[str, Any]


class SectionEvent(TypedDict):
    kind: Literal[EventKind.SECTION]
    player: int
    section: int


class PaidEvent(TypedDict):
    """Resources paid from hexes (``resources``), or an encounter's track costs."""

    kind: Literal[EventKind.PAID]
    player: int
    resources: NotRequired[list[Payment]]
    coins: NotRequired[int]
    power: NotRequired[int]
    popularity: NotRequired[int]


class GainedEvent(TypedDict):
    """A gain on a track (``n``), cards drawn (``n``, their values not named), workers
    (``n`` at ``at``) or resources (placed by ``place`` or on ``at``)."""

    kind: Literal[EventKind.GAINED]
    player: int
    what: str
    n: NotRequired[int]
    place: NotRequired[list[Placement]]
    at: NotRequired[HexJSON]


class MovedEvent(TypedDict):
    kind: Literal[EventKind.MOVED]
    player: int
    unit: str
    path: list[HexJSON]
    carried: list[str]


class DisplacedEvent(TypedDict):
    kind: Literal[EventKind.DISPLACED]
    player: int
    units: list[str]
    at: HexJSON
    popularity_lost: int
    by: int


class RetreatedEvent(TypedDict):
    kind: Literal[EventKind.RETREATED]
    player: int
    units: list[str]
    to: HexJSON | Literal["base"]


class ProducedEvent(TypedDict):
    """Produce on one hex: new workers on a village, else ``n`` of ``type``."""

    kind: Literal[EventKind.PRODUCED]
    player: int
    at: HexJSON
    workers: NotRequired[int]
    type: NotRequired[str]
    n: NotRequired[int]


class CombatEvent(TypedDict):
    kind: Literal[EventKind.COMBAT]
    at: HexJSON
    attacker: int
    defender: int


class BombardEvent(TypedDict):
    kind: Literal[EventKind.BOMBARD]
    player: int
    target: int


class HiredGunsEvent(TypedDict):
    kind: Literal[EventKind.HIRED_GUNS]
    player: int
    coins: int


class CommittedEvent(TypedDict):
    """A sealed commit was made (its values stay secret until the reveal, S17.2)."""

    kind: Literal[EventKind.COMMITTED]
    player: int


class RevealedCommit(TypedDict):
    power: int
    cards: list[int]
    total: int


class RevealedEvent(TypedDict):
    kind: Literal[EventKind.REVEALED]
    at: HexJSON
    commits: dict[str, RevealedCommit]
    winner: int


class StarEvent(TypedDict):
    kind: Literal[EventKind.STAR]
    player: int
    category: str


class EncounterEvent(TypedDict):
    kind: Literal[EventKind.ENCOUNTER]
    player: int
    at: HexJSON
    card: str


class EncounterResolvedEvent(TypedDict):
    kind: Literal[EventKind.ENCOUNTER_RESOLVED]
    player: int
    card: str
    options: list[str]


class FoundryCardEvent(TypedDict):
    kind: Literal[EventKind.FOUNDRY_CARD]
    player: int
    card: str


class DeployedEvent(TypedDict):
    kind: Literal[EventKind.DEPLOYED]
    player: int
    unit: str
    ability: str
    at: HexJSON


class BuiltEvent(TypedDict):
    kind: Literal[EventKind.BUILT]
    player: int
    structure: str
    at: HexJSON


class UpgradedEvent(TypedDict):
    kind: Literal[EventKind.UPGRADED]
    player: int
    cube: str
    slot: str


class RecruitedEvent(TypedDict):
    kind: Literal[EventKind.RECRUITED]
    player: int
    column: str
    bonus: str


class RecruitBonusEvent(TypedDict):
    kind: Literal[EventKind.RECRUIT_BONUS]
    player: int
    column: str
    what: str


class CommonStoresEvent(TypedDict):
    kind: Literal[EventKind.COMMON_STORES]
    player: int
    type: str
    instead_of: str
    at: HexJSON


class RequisitionEvent(TypedDict):
    kind: Literal[EventKind.REQUISITION]
    player: int
    card: int
    instead_of: str


class ObjectiveEvent(TypedDict):
    kind: Literal[EventKind.OBJECTIVE]
    player: int
    card: str


class TurnEndEvent(TypedDict):
    kind: Literal[EventKind.TURN_END]
    player: int


class GameOverEvent(TypedDict):
    kind: Literal[EventKind.GAME_OVER]
    reason: str
    winner: list[int] | None
    scores: dict[str, dict[str, int]]


#: An event of any kind, as the engine makes it.
GameEvent = (SectionEvent | PaidEvent | GainedEvent | MovedEvent | DisplacedEvent
             | RetreatedEvent | ProducedEvent | CombatEvent | BombardEvent | HiredGunsEvent
             | CommittedEvent | RevealedEvent | StarEvent | EncounterEvent
             | EncounterResolvedEvent | FoundryCardEvent | DeployedEvent | BuiltEvent
             | UpgradedEvent | RecruitedEvent | RecruitBonusEvent | CommonStoresEvent
             | RequisitionEvent | ObjectiveEvent | TurnEndEvent | GameOverEvent)

#: Events after which an undo must not go back (S17.4): a reveal, a draw, a sealed commit.
UNDO_BARRIER_EVENTS = frozenset({EventKind.COMMITTED, EventKind.REVEALED, EventKind.ENCOUNTER})


def is_undo_barrier(events: Iterable[Mapping[str, Any]]) -> bool:
    """S17.4: whether the events of one action close the way back for undo (a card drawn
    from a deck counts as a draw)."""
    return any(e.get("kind") in UNDO_BARRIER_EVENTS
               or (e.get("kind") == EventKind.GAINED and e.get("what") == "cards")
               for e in events)

#: Keys that carry the secret of the event's player (hand values, cards drawn, objectives
#: kept): shown to that seat only.
SECRET_KEYS = frozenset({"hand", "drawn", "objectives"})


def event_for(event: Event, seat: int | None) -> JSONObject:
    """``event`` as JSON, as ``seat`` may see it (``None``: a spectator): another seat's
    sealed commit shows only that it was made (S17.2), its secret keys are left out."""
    data: JSONObject = json.loads(json.dumps(event))
    owner = data.get("player")
    if owner is not None and owner == seat:
        return data
    if data.get("kind") == "committed":
        return {"kind": "committed", "player": owner}
    return {k: v for k, v in data.items() if k not in SECRET_KEYS}
