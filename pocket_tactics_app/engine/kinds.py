"""The engine's named values: phases, unit locations, action and event kinds, how a
game ended.

Each is a ``StrEnum``, so a member equals its text (``Phase.PLAY == "play"``) and JSON
writes it as that text: positions, saves and events keep the form docs/POSITION.md
gives them, while code gets names that a typo cannot slip past.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

#: The revision of docs/RULES.md new games are played under. Revision 1 (the readings
#: before the audit of the seeds) stays selectable so that games saved under it replay
#: exactly as they were played; ``Game.rules`` says which one a game follows.
RULES_REVISION = 2
RULES_REVISIONS = (1, 2)


class Phase(StrEnum):
    """Where a game stands: map drafting (R2.5), home features (R2.6), units (R2.7),
    play, or over."""

    TILES = "tiles"
    FEATURES = "features"
    UNITS = "units"
    PLAY = "play"
    OVER = "over"


class Location(StrEnum):
    """Where a unit is (R0): on the map, in its player's reserve, or held captive."""

    MAP = "map"
    RESERVE = "reserve"
    CAPTIVE = "captive"


class ActionKind(StrEnum):
    """Turn actions (R3.1), decisions inside an assault or test (R6.3, R6.4, R8.2) and
    setup placements (R2)."""

    MOVE = "move"
    ATTACK = "attack"
    DEPLOY = "deploy"
    WITHDRAW = "withdraw"
    ABILITY = "ability"
    BUMP = "bump"
    REROLL = "reroll"
    PASS = "pass"
    PLACE_TILE = "place_tile"
    PLACE_FEATURE = "place_feature"
    PLACE_UNIT = "place_unit"


class EventKind(StrEnum):
    """What the engine reports an action did (engine/events.py has each one's fields)."""

    CENTRAL_FEATURE = "central_feature"
    ROLL_OFF = "roll_off"
    DRAWN = "drawn"
    PLACED_TILE = "placed_tile"
    PLACED_FEATURE = "placed_feature"
    PLACED_UNIT = "placed_unit"
    GAME_START = "game_start"
    MOVED = "moved"
    HAZARD = "hazard"
    ATTACK = "attack"
    ROLLED = "rolled"
    BUMPED = "bumped"
    REROLLED = "rerolled"
    COUNT = "count"
    DEFEATED = "defeated"
    TEST = "test"
    DEPLOYED = "deployed"
    WITHDRAWN = "withdrawn"
    ABILITY = "ability"
    RETURNED = "returned"
    CONTROL = "control"
    GAME_OVER = "game_over"


class EndReason(StrEnum):
    """Why a game ended (R11)."""

    NO_ACTION = "no_action"  # R11.1: the player to act had no legal action
    CONTROL = "control"  # R11.2: every feature held by one player
    TURN_LIMIT = "turn_limit"  # R11.3 (rev. 2): the limit ran out; more features won
    DRAW_RULE = "draw_rule"  # R11.3: the limit ran out with no winner: a draw


Winner = int | Literal["draw"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning player (0 or 1) or ``"draw"``, and why."""

    winner: Winner
    reason: EndReason

    @property
    def is_draw(self) -> bool:
        return self.winner == "draw"
