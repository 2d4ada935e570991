"""The names of Furrow & Foundry's JSON (docs/SCYTHE.md Appendix A) as ``StrEnum`` s: action
kinds, event kinds, phases, unit kinds, tracks, decks and how a game ends.

A member equals its text (``ActionKind.SECTION == "section"``) and is written as it, so
actions and events stay the plain JSON objects of Appendix A.
"""

from __future__ import annotations

from enum import StrEnum


class ActionKind(StrEnum):
    """The ``kind`` of an action (Appendix A, Actions)."""

    SECTION = "section"
    SKIP = "skip"
    STRENGTHEN = "strengthen"
    GAIN_COINS = "gain_coins"
    MOVE_UNIT = "move_unit"
    END_MOVE = "end_move"
    PRODUCE = "produce"
    TRADE = "trade"
    FOUNDRY_TOP = "foundry_top"
    UPGRADE = "upgrade"
    DEPLOY = "deploy"
    BUILD = "build"
    CONSCRIPT = "conscript"
    FOUNDRY_MOVE = "foundry_move"
    COMBAT = "combat"
    BOMBARD = "bombard"
    HIRED_GUNS = "hired_guns"
    PASS = "pass"
    COMMIT = "commit"
    RETREAT = "retreat"
    ENCOUNTER = "encounter"
    TAKE_FOUNDRY_CARD = "take_foundry_card"
    OBJECTIVE = "objective"
    END_TURN = "end_turn"


class EventKind(StrEnum):
    """The ``kind`` of an event ``apply`` returns (Appendix A, ``events``)."""

    SECTION = "section"
    PAID = "paid"
    GAINED = "gained"
    MOVED = "moved"
    DISPLACED = "displaced"
    RETREATED = "retreated"
    PRODUCED = "produced"
    COMBAT = "combat"
    BOMBARD = "bombard"
    HIRED_GUNS = "hired_guns"
    COMMITTED = "committed"
    REVEALED = "revealed"
    STAR = "star"
    ENCOUNTER = "encounter"
    ENCOUNTER_RESOLVED = "encounter_resolved"
    FOUNDRY_CARD = "foundry_card"
    DEPLOYED = "deployed"
    BUILT = "built"
    UPGRADED = "upgraded"
    RECRUITED = "recruited"
    RECRUIT_BONUS = "recruit_bonus"
    COMMON_STORES = "common_stores"
    REQUISITION = "requisition"
    OBJECTIVE = "objective"
    TURN_END = "turn_end"
    GAME_OVER = "game_over"


class Phase(StrEnum):
    """The step of a turn awaiting a decision (Appendix A, Decisions); ``SECTION`` is
    between turns."""

    SECTION = "section"
    TOP = "top"
    MOVE = "move"
    RETREAT = "retreat"
    COMBAT_ORDER = "combat_order"
    PRE_COMBAT = "pre_combat"
    COMMIT = "commit"
    ENCOUNTER = "encounter"
    FOUNDRY_CARD = "foundry_card"
    BOTTOM = "bottom"
    OBJECTIVE = "objective"


class UnitKind(StrEnum):
    CHARACTER = "character"
    MECH = "mech"
    WORKER = "worker"


class Track(StrEnum):
    """What a player gains or pays on its tracks and in hand (S4.2)."""

    COINS = "coins"
    POWER = "power"
    POPULARITY = "popularity"
    CARDS = "cards"


class Deck(StrEnum):
    """The decks a forced draw names (Appendix A, ``draws``)."""

    COMBAT = "combat"
    ENCOUNTER = "encounter"
    OBJECTIVE = "objective"
    FOUNDRY = "foundry"
    BONUS = "bonus"


class EndReason(StrEnum):
    """Why a game ended (S16.1, or the optional round limit)."""

    SIX_STARS = "six_stars"
    ROUND_LIMIT = "round_limit"


#: Whose decision each phase is, and the action kinds it takes (Appendix A, Decisions).
PHASE_ACTIONS: dict[str, tuple[str, ...]] = {
    Phase.SECTION: (ActionKind.SECTION,),
    Phase.TOP: (ActionKind.STRENGTHEN, ActionKind.MOVE_UNIT, ActionKind.GAIN_COINS,
                ActionKind.PRODUCE, ActionKind.TRADE, ActionKind.FOUNDRY_TOP, ActionKind.SKIP),
    Phase.MOVE: (ActionKind.MOVE_UNIT, ActionKind.END_MOVE),
    Phase.RETREAT: (ActionKind.RETREAT,),
    Phase.COMBAT_ORDER: (ActionKind.COMBAT,),
    Phase.PRE_COMBAT: (ActionKind.BOMBARD, ActionKind.HIRED_GUNS, ActionKind.PASS),
    Phase.COMMIT: (ActionKind.COMMIT,),
    Phase.ENCOUNTER: (ActionKind.ENCOUNTER,),
    Phase.FOUNDRY_CARD: (ActionKind.TAKE_FOUNDRY_CARD,),
    Phase.BOTTOM: (ActionKind.UPGRADE, ActionKind.DEPLOY, ActionKind.BUILD,
                   ActionKind.CONSCRIPT, ActionKind.FOUNDRY_MOVE, ActionKind.SKIP),
    Phase.OBJECTIVE: (ActionKind.OBJECTIVE, ActionKind.END_TURN),
}
#: The actions taken before a combat's commit (S10.4).
PRE_COMBAT: tuple[str, ...] = PHASE_ACTIONS[Phase.PRE_COMBAT]
#: Every action kind of Appendix A.
ACTION_KINDS = frozenset(ActionKind)
