"""A network client's copy of a Pocket Tactics game, rebuilt from what the server sends.

The server holds the game and its dice; a seat receives, after every change, the
position as its view (``state.view``: the position JSON of docs/POSITION.md with the
phase, the drawn tile, the decision in progress and the result) and the change's
events. Pocket Tactics hides nothing, so the client rebuilds a whole :class:`Game`
from the view to draw the board and panels; its own dice are never rolled (the legal
actions come from the server too).

The state message does not say which action was played, so the log's entry is read
back from the events: a setup placement names itself; an action of play is the one of
the previous position's legal actions that, replayed on a copy with the dice the events
show, gives the same events and the same position.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..core.hexgrid import neighbours
from ..engine import position
from ..engine.actions import Action
from ..engine.cards import Catalog
from ..engine.game import Game
from ..engine.kinds import ActionKind, EndReason, EventKind, Outcome, Phase

#: The keys ``state.view`` adds to the position JSON.
VIEW_KEYS = ("phase", "drawn", "decision", "winner", "reason")
#: Events of randomness that is not dice (tile draws): left out when events are compared.
_DRAW_EVENTS = (EventKind.DRAWN, EventKind.CENTRAL_FEATURE)


def game_from_view(view: dict[str, Any], catalog: Catalog) -> Game:
    """The game of a seat's view (``ValueError`` naming the field when it is not one)."""
    data = {k: v for k, v in view.items() if k not in VIEW_KEYS}
    phase = Phase(str(view.get("phase", Phase.PLAY)))
    game = position.from_json(data, catalog)
    if phase in (Phase.TILES, Phase.FEATURES, Phase.UNITS):
        # A position file is a position of play; in setup no turn has begun yet.
        game.phase = phase
        game.outcome = None
        game.pending = None
        game.turn = int(view.get("turn", 0))
        drawn = view.get("drawn")
        game.drawn = drawn if isinstance(drawn, str) else None
        # R2.5: the empty spaces beside the map, where the drawn tile may go.
        game._slots = {n for h in game.tiles for n in neighbours(h) if n not in game.tiles}
    winner = view.get("winner")
    if winner is not None:
        game.outcome = Outcome(winner, EndReason(str(view.get("reason"))))
        game.phase = Phase.OVER
    return game


def dice_of(events: Sequence[dict[str, Any]]) -> list[int]:
    """Every die the events show, in the order rolled."""
    dice: list[int] = []
    for event in events:
        kind = event.get("kind")
        if kind == EventKind.ROLLED:  # OFF first, then DEF, as the engine rolls them
            dice.extend(int(d) for d in (*event.get("off", ()), *event.get("def", ())))
        elif kind == EventKind.REROLLED:
            dice.append(int(event["value"]))
        elif kind == EventKind.ROLL_OFF:
            dice.extend(int(d) for d in event["dice"])
    return dice


def _public(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e.get("kind") not in _DRAW_EVENTS]


def placement_of(events: Sequence[dict[str, Any]]) -> Action | None:
    """The setup action a placement event names (None: the events are of play)."""
    for event in events:
        kind = event.get("kind")
        if kind == EventKind.PLACED_TILE:
            return Action(ActionKind.PLACE_TILE, at=tuple(event["at"]))
        if kind == EventKind.PLACED_FEATURE:
            return Action(ActionKind.PLACE_FEATURE, at=tuple(event["at"]))
        if kind == EventKind.PLACED_UNIT:
            return Action(ActionKind.PLACE_UNIT, unit=event["unit"], at=tuple(event["at"]))
    return None


def _canonical(data: dict[str, Any]) -> dict[str, Any]:
    """A position JSON whose lists are compared as sets (units, tiles and control are
    listed in the order each copy of the game made them)."""
    return {k: sorted(json.dumps(x, sort_keys=True) for x in v) if isinstance(v, list) else v
            for k, v in data.items() if k not in VIEW_KEYS}


def infer_action(before: Game | None, events: Sequence[dict[str, Any]],
                 after: dict[str, Any] | None = None) -> Action | None:
    """The action that caused ``events`` from the position ``before`` and, when given,
    led to the view ``after`` (None: none of its legal actions does). Two paths can give
    the same events (a move stopped by a hazard's test): the position after tells them
    apart, since the test's pending move keeps the rest of its path."""
    placed = placement_of(events)
    if placed is not None or before is None or before.phase != Phase.PLAY:
        return placed
    wanted = _public(events)
    dice = dice_of(events)
    position_after = None if after is None else _canonical(after)
    for action in before.legal_actions():
        trial = before.clone(forced_dice=dice)
        try:
            got = json.loads(json.dumps(trial.apply(action)))
        except Exception:  # noqa: BLE001 - a candidate the copy refuses is not the one
            continue
        if _public(got) != wanted:
            continue
        if position_after is None or _canonical(position.to_json(trial)) == position_after:
            return action
    return None


__all__ = ["dice_of", "game_from_view", "infer_action", "placement_of"]
