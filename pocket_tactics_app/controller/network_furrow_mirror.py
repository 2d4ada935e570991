"""A network seat's copy of a Furrow & Foundry game, rebuilt from its view alone.

The server holds the game; a seat receives, after every change, ``state.view(seat)``: the
position JSON of Appendix A without the other seats' hand values, unrevealed objectives
and sealed commits, the seed or the forced draws (S17.1). The window draws an engine
:class:`Game`, so the view is read back into one, the hidden parts filled with neutral
placeholders:

- another seat's hand holds as many cards as it has, of the lowest values still unseen
  by this seat (the deck less its own hand and the discards);
- its unrevealed objectives are the first objectives (in catalogue order) this seat
  neither holds nor has seen revealed;
- a sealed commit another seat has made is an empty commit (dial 0, no card), so the
  game knows who has committed;
- the seed is 0 and no draw is forced.

The placeholders are never shown as real: the window shows a hand's values and the
objectives only on the private screen of a seat at this screen, whose parts are its own,
never placeholders. The seat's legal actions depend on its own view only (its hand, its
objectives, the open position), so the mirror lists the same legal actions as the
server does for this seat (``tests/net/test_network_furrow_app.py`` checks every
decision of whole games).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..furrow.engine import position
from ..furrow.engine.content import content_at
from ..furrow.engine.game import Game

#: The keys a view adds to a player's entry or to the turn; the position reader ignores
#: them, but they are dropped so the mirror's JSON is plain Appendix A.
_VIEW_PLAYER_KEYS = ("hand_size", "objectives_hidden")


def position_of_view(view: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """The view as a whole position (Appendix A), its hidden parts filled with the
    placeholders described in the module's docstring; ``seat`` None: a spectator's view."""
    data: dict[str, Any] = copy.deepcopy(dict(view))
    content = content_at(int(data.get("content", 1)))
    players: list[dict[str, Any]] = data["players"]
    own = next((p for p in players if p["seat"] == seat), None)
    unseen = Counter(content.combat)
    unseen.subtract(own["hand"] if own is not None else [])
    unseen.subtract(data.get("combat_discard", []))
    pool = sorted(unseen.elements())
    known = {o for p in players for o in p["objectives"]}
    spare = [o for o in sorted(content.objectives) if o not in known]
    for p in players:
        if p["hand"] is None:
            size = int(p.get("hand_size", 0))
            p["hand"], pool = pool[:size], pool[size:]
            hidden = int(p.get("objectives_hidden", 0))
            p["objectives"] = [*p["objectives"], *spare[:hidden]]
            spare = spare[hidden:]
        for key in _VIEW_PLAYER_KEYS:
            p.pop(key, None)
    turn = data.get("turn")
    if isinstance(turn, dict):
        commits = dict(turn.get("commits") or {})
        for s in turn.pop("committed", []):
            commits.setdefault(str(s), {"power": 0, "cards": []})
        turn["commits"] = commits
    data["seed"] = 0
    data["draws"] = []
    return data


def game_from_view(view: Mapping[str, Any], seat: int | None) -> Game:
    """The game of a seat's view (``PositionError``, a ValueError naming the field, when
    it is not one)."""
    return position.from_json(position_of_view(view, seat))


__all__ = ["game_from_view", "position_of_view"]
