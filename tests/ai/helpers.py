"""Shared helpers for the AI tests: a hand-built map and a played game."""

from __future__ import annotations

from typing import Any

from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.position import from_json

CAT = default_catalog()


def line_map(extra: dict[tuple[int, int], str]) -> list[dict[str, Any]]:
    """Two rows of wasteland, q -3..3 at r 0 and q -3..2 at r 1, with features set in."""
    tiles = []
    for r, qs in ((0, range(-3, 4)), (1, range(-3, 3))):
        for q in qs:
            t: dict[str, Any] = {"at": [q, r], "terrain": "wasteland"}
            if (q, r) in extra:
                t["feature"] = extra[(q, r)]
            tiles.append(t)
    return tiles


def played(seed: int = 9) -> tuple[list[Game], list[Action], Game]:
    """Random (seat 0) against Easy: the positions before each action, the actions, the end."""
    game = Game.new(make_setup(CAT, 50, seed, 0), CAT)
    agents = (make_agent("random", 1), make_agent("easy", 2))
    befores: list[Game] = []
    actions: list[Action] = []
    while not game.is_over():
        a = agents[game.current_player()].choose(game)
        befores.append(game.clone())
        game.apply(a)
        actions.append(a)
    return befores, actions, game


def behind_on_features(clock: int, to_move: int = 0) -> Game:
    """Player 0 holds one feature to the opponent's two; its Cyber Commando stands beside
    a Mytoan Soldier, its Grunt on its home; ``clock`` turns without a defeat."""
    tiles = line_map({(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"})
    data = {
        "format": "pocket-tactics/position@1", "point_limit": 50, "tiles": tiles,
        "units": [{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-2, 0]},
                  {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 0]},
                  {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [-2, 1]},
                  {"id": "b2", "card": "mytoan-spore-guard", "owner": 1, "at": [3, 0]},
                  {"id": "b3", "card": "mytoan-soldier", "owner": 1, "at": [0, 0]}],
        "reserve": [], "control": [{"at": [3, 0], "owner": 1}, {"at": [0, 0], "owner": 1},
                                   {"at": [-3, 0], "owner": 0}],
        "to_move": to_move, "turn_limit": 40, "turns_without_defeat": clock,
    }
    return from_json(data, default_catalog(), seed=11)
