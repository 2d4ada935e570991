"""Which Furrow & Foundry choice wastes what, before it is sent (no Qt here).

Each check reads the game and the choice about to be sent and returns a
:class:`WasteFacts` (the kind of waste and the facts that show it), or None when nothing
is wasted: a section whose top action cannot be taken (S6.2 passes over it), a bottom
action skipped while the seat could take it, a combat entered or a commit sealed with
0 power and no combat card, a move that leaves workers with no guard beside a rival's
character or mech (they can be pushed home, S8.6 c). The window words the warning and asks
before it sends the choice; each :class:`Waste` has its own "don't ask again".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..core.hexgrid import neighbours
from ..furrow.engine.game import Action, Game
from ..furrow.engine.state import Unit
from .furrow_interaction import Reason, Section, WhyNot, as_hex

Hex = tuple[int, int]

class Waste(StrEnum):
    """What a choice would waste (one "don't ask again" each)."""

    TOP_LOST = "top_lost"
    BOTTOM_SKIPPED = "bottom_skipped"
    EMPTY_COMBAT = "empty_combat"
    WORKERS_LEFT = "workers_left"


@dataclass(frozen=True)
class WasteFacts:
    """One warning and its facts.

    ``why``: why the section's top action cannot be taken (TOP_LOST) and ``bottom_why``
    why its bottom one cannot either (None: it can); ``at``: the hex of the combat a
    move starts, or the hex a move leaves workers on (EMPTY_COMBAT, WORKERS_LEFT; None
    for a commit)."""

    waste: Waste
    why: WhyNot | None = None
    bottom_why: WhyNot | None = None
    at: Hex | None = None


def section_warning(section: Section) -> WasteFacts | None:
    """Choosing a section whose top action cannot be taken."""
    why = section.top.why_not
    if not section.choosable or why is None or why.reason is Reason.NOT_DECIDING:
        return None
    low = section.bottom.why_not
    if low is not None and low.reason is Reason.NOT_DECIDING:
        low = None
    return WasteFacts(Waste.TOP_LOST, why, low)


def skip_warning(game: Game, legal: Sequence[Action]) -> WasteFacts | None:
    """Skipping a bottom action while the seat could take it."""
    if game.phase() != "bottom" or not any(e["kind"] != "skip" for e in legal):
        return None
    return WasteFacts(Waste.BOTTOM_SKIPPED)


def _fighters_at(game: Game, at: Hex, seat: int, own: bool) -> list[Unit]:
    return [u for u in game.units.values() if u.at == at and u.kind != "worker"
            and (u.owner == seat) == own]


def move_warning(game: Game, seat: int, action: Mapping[str, Any]) -> WasteFacts | None:
    """A move into a combat with 0 power and no combat card, or off a hex where the
    seat's workers stay, with no character or mech of theirs, beside a rival's."""
    unit = game.units.get(str(action.get("unit")))
    path = [h for h in (as_hex(x) for x in action.get("path", [])) if h is not None]
    if unit is None or unit.kind == "worker" or not path:
        return None
    p = game.players[seat]
    end = path[-1]
    if _fighters_at(game, end, seat, own=False) and p.power == 0 and not p.hand:
        return WasteFacts(Waste.EMPTY_COMBAT, at=end)
    start = unit.at
    if start is None:
        return None
    carried = set(action.get("carry", {}).get("workers", []))
    left = [u for u in game.units.values() if u.at == start and u.owner == seat
            and u.kind == "worker" and u.id not in carried]
    guards = [u for u in _fighters_at(game, start, seat, own=True) if u.id != unit.id]
    rivals = [u for h in neighbours(start) for u in _fighters_at(game, h, seat, own=False)]
    if left and not guards and rivals:
        return WasteFacts(Waste.WORKERS_LEFT, at=start)
    return None


def commit_warning(game: Game, seat: int, action: Mapping[str, Any]) -> WasteFacts | None:
    """A commit of 0 power and no card while the seat has power or cards to add."""
    p = game.players[seat]
    if int(action.get("power", 0)) or action.get("cards") or not (p.power or p.hand):
        return None
    return WasteFacts(Waste.EMPTY_COMBAT)


__all__ = ["Waste", "WasteFacts", "commit_warning", "move_warning",
           "section_warning", "skip_warning"]
