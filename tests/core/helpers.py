"""What the tests of the game-neutral package share."""

from __future__ import annotations

from typing import Any

#: A Pocket Tactics setup JSON (two suggested builds), as saves carry it.
PT_SETUP: dict[str, Any] = {
    "players": [
        {"units": ["colonial-astronaut", "space-force-marine", "colonial-science-mech",
                   "space-force-jump-trooper", "space-force-captain"],
         "tiles": ["wasteland", "wasteland", "wasteland", "wasteland", "water", "water"],
         "home_feature": "colony"},
        {"units": ["cyber-grunt", "cyberteur", "cyber-doc", "cyber-commando"],
         "tiles": ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"],
         "home_feature": "badlands"},
    ],
    "central_feature": None,
    "point_limit": 50,
    "draw_turns": 40,
}

