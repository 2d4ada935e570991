"""Pocket Tactics positions shared by the UI tests and the screenshot tools: a small
Wasteland board with an assault, a plain attack, a Water tile, a computer's turn."""

from __future__ import annotations

from typing import Any

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.position import from_json

CAT = default_catalog()


def board(units: list[dict[str, Any]], water: tuple[tuple[int, int], ...] = ()) -> Game:
    """A small Wasteland board with a Colony and a Biomass, ``water`` tiles, ``units``."""
    tiles: list[dict[str, Any]] = [
        {"at": [q, r], "terrain": "wasteland"} for q in range(-2, 4) for r in range(-2, 3)
    ]
    for t in tiles:
        if tuple(t["at"]) in water:
            t["terrain"] = "water"
    tiles[0]["feature"] = "colony"
    tiles[-1]["feature"] = "biomass"
    return from_json({"format": "pocket-tactics/position@1", "point_limit": 100,
                      "tiles": tiles, "units": units, "to_move": 0}, CAT)


def assault_position(dice: tuple[int, ...] = (5, 2, 3, 1, 6, 4, 4, 3)) -> Game:
    """A Marine (its Captain beside it: a re-roll; a +1 DEF bump) attacks a Mytoan
    Soldier (+1 OFF bump). ``dice``: Marine OFF, OFF, DEF, DEF, Soldier OFF, OFF, DEF, DEF."""
    g = board([
        {"id": "m", "card": "space-force-marine", "owner": 0, "at": [0, 0]},
        {"id": "c", "card": "space-force-captain", "owner": 0, "at": [-1, 0]},
        {"id": "s", "card": "mytoan-soldier", "owner": 1, "at": [1, 0]},
        {"id": "p", "card": "mytoan-psycho-pontiff", "owner": 1, "at": [2, 1]},
    ])
    g.dice.forced.extend(dice)
    return g


def plain_position(dice: tuple[int, ...]) -> Game:
    """An Astronaut (no bump, no re-roll) attacks a Spore Wing (none either): no decision."""
    g = board([
        {"id": "a", "card": "colonial-astronaut", "owner": 0, "at": [0, 0]},
        {"id": "w", "card": "mytoan-spore-wing", "owner": 1, "at": [1, 0]},
    ])
    g.dice.forced.extend(dice)
    return g


def water_position(card: str = "space-force-marine") -> Game:
    """A unit beside a Water tile (an ally beside the Water: a re-roll there)."""
    return board([
        {"id": "m", "card": card, "owner": 0, "at": [0, 0]},
        {"id": "g", "card": "space-force-captain", "owner": 0, "at": [1, 1]},
        {"id": "s", "card": "mytoan-soldier", "owner": 1, "at": [3, -1]},
    ], water=((1, 0),))


def computer_position() -> Game:
    """Blue holds the Colony at (-2, -2) with a Captain on it; a Marine beside it may
    withdraw into it (R5.1), an Astronaut waits in the reserve to deploy (R9.1)."""
    tiles: list[dict[str, Any]] = [
        {"at": [q, r], "terrain": "wasteland"} for q in range(-2, 4) for r in range(-2, 3)
    ]
    tiles[0]["feature"] = "colony"
    tiles[-1]["feature"] = "biomass"
    return from_json({
        "format": "pocket-tactics/position@1", "point_limit": 100, "tiles": tiles,
        "units": [{"id": "c", "card": "space-force-captain", "owner": 0, "at": [-2, -2]},
                  {"id": "m", "card": "space-force-marine", "owner": 0, "at": [-1, -2]},
                  {"id": "s", "card": "mytoan-soldier", "owner": 1, "at": [3, 2]}],
        "reserve": [{"id": "a", "card": "colonial-astronaut", "owner": 0}],
        "control": [{"at": [-2, -2], "owner": 0}],
        "to_move": 0}, CAT)
