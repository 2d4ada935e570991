"""Shared helpers for the Furrow & Foundry tests: positions built by hand."""

from __future__ import annotations

from functools import cache
from typing import Any

from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.engine.game import Action, Game, Turn, Unit, new_game
from pocket_tactics_app.furrow.engine.position import from_json, to_json


def game(factions: tuple[str, ...] = ("veldmark", "ember"), mats: tuple[int, ...] = (3, 1),
         seed: int = 7) -> Game:
    return new_game(factions=list(factions), mats=list(mats), seed=seed)


def put(g: Game, uid: str, at: tuple[int, int] | None) -> Unit:
    """Place (or create) a unit by id, e.g. ``veldmark.m1``."""
    fid, rest = uid.split(".")
    seat = next(p.seat for p in g.players if p.faction == fid)
    kind = {"c": "character", "w": "worker", "m": "mech"}[rest[0]]
    if uid not in g.units:
        g.units[uid] = Unit(uid, seat, kind, at)
    g.units[uid].at = at
    return g.units[uid]


def seat(g: Game, fid: str) -> int:
    return next(p.seat for p in g.players if p.faction == fid)


def start_turn(g: Game, fid: str, section: int, phase: str = "top") -> Turn:
    """Make ``fid`` the active player inside its turn at ``phase``."""
    g.to_move = seat(g, fid)
    g.turn = Turn(section, phase)
    return g.turn


def roundtrip(g: Game) -> dict[str, Any]:
    data = to_json(g)
    assert to_json(from_json(data)) == data
    return data


def move_turn(g: Game, fid: str) -> None:
    """Start ``fid``'s turn on its mat's Move section."""
    s = seat(g, fid)
    col = next(i for i, c in enumerate(g.mat(s).columns, 1) if c.top == "move")
    start_turn(g, fid, col)


def fight(defender: str = "ember", ability: str | None = None, hexes: tuple[
        tuple[int, int], tuple[int, int]] = ((1, -4), (1, -3))) -> Game:
    """A combat about to be committed: Veldmark's character moves onto ``defender``'s
    mech (given ``ability``, else Stride) on the first of ``hexes`` to the second."""
    g = game(("veldmark", defender), (3, 1))
    d = seat(g, defender)
    put(g, "veldmark.c", hexes[0])
    put(g, f"{defender}.m1", hexes[1])
    g.players[d].mech_abilities = [ability] if ability else ["stride"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [list(hexes[1])]})
    if g.phase() == "move":
        g.apply({"kind": "end_move"})
    return g


@cache
def recorded(seed: int) -> tuple[list[Game], list[Action], list[int], Game]:
    """A two-seat game: seat 0 random, seat 1 Normal; the position before each action."""
    g = new_game(players=2, seed=seed, round_limit=40)
    agents = [make_agent("random", seed), make_agent("normal", seed + 1, budget=40)]
    befores: list[Game] = []
    actions: list[Action] = []
    seats: list[int] = []
    while not g.over:
        s = g.deciders()[0]
        a = agents[s](g, s)
        befores.append(g.clone())
        g.apply(a)
        actions.append(a)
        seats.append(s)
    return befores, actions, seats, g
