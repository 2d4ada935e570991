"""The app's side of Furrow & Foundry over real 127.0.0.1 sockets: the mirror a seat's
window rebuilds from its view (``controller.network_furrow_mirror``) lists the same
legal actions as the server at every decision of whole games, and holds nothing of the
other seats' hands, sealed commits, unrevealed objectives, seed or draws; the state
names the action that led to it (a sealed commit only to its own seat); the turn limit
hands a decision to the computer stand-in; a room of another game says which it is."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from pocket_tactics_app.controller.network_furrow_mirror import game_from_view
from pocket_tactics_app.furrow.engine.game import Game
from pocket_tactics_app.net import messages
from pocket_tactics_app.net import server as server_module
from pocket_tactics_app.net.client import Client
from pocket_tactics_app.net.server import Limits

from .helpers import client_for, fighting_choice, next_error, next_state, run, running_server

GAME = "furrow"
HUMAN = {"kind": "human"}
FAST = Limits(think_seconds=0.05)


def _swapped_secrets(game: Game, seat: int, rng: random.Random) -> Game:
    """A position the seat cannot tell from ``game``: the other seats' hands and
    unrevealed objectives redrawn, their sealed commits changed, another seed and draws."""
    other = game.determinized(seat, rng)
    if game.turn is not None and other.turn is not None:
        combat = game.turn.combat
        sealed = combat is None or combat.get("winner") is None
        for s, commit in game.turn.commits.items():
            if s != seat:
                other.turn.commits[s] = ({"power": 0, "cards": []} if sealed
                                         else {"power": commit["power"],
                                               "cards": list(commit["cards"])})
    other.draws = [{"deck": "combat", "card": 5}]
    return other


async def _play(url: str, seed: int, truths: dict[int, list[Game]],
                rng: random.Random) -> tuple[int, int, set[str]]:
    """A whole 3-seat game, every seat a scripted client acting in turn; every state's
    legal actions are compared with its mirror's. Returns (decisions compared, states
    to seat 0, event kinds seen)."""
    clients: dict[int, Client] = {0: await client_for(url, GAME, "Ann")}
    states = {0: await clients[0].create({"players": 3, "content": 2}, seed, [HUMAN] * 3,
                                         seat=0)}
    room = clients[0].room
    assert room is not None
    for seat in (1, 2):
        clients[seat] = await client_for(url, GAME, ("Bob", "Cy")[seat - 1])
        states[seat] = await clients[seat].join(room, seat)
    compared, kinds, to_ann = 0, set(), [states[0]]
    while not states[0]["over"]:
        for seat, state in states.items():
            if state["legal"]:
                mirror = game_from_view(state["view"], seat)
                assert [mirror.action_to_json(a) for a in mirror.legal_actions(seat)] \
                    == state["legal"], (seed, state["ply"], seat)
                compared += 1
        seat = states[0]["current"][0]
        sealed = len(states[0]["current"]) > 1
        choice = fighting_choice(states[seat]["view"], seat, states[seat]["legal"], rng)
        await clients[seat].act(choice)
        for index, client in clients.items():
            states[index] = await next_state(client)
        to_ann.append(states[0])
        kinds.update(e["kind"] for e in states[0]["events"])
        assert states[0]["by"] == seat and states[seat]["action"] == choice
        # another seat's sealed commit shows only that it was made
        assert states[0]["action"] == (None if sealed and seat != 0 else choice)
    for client in clients.values():
        await client.close()
    _check_mirrors(to_ann, truths[0])
    return compared, len(to_ann), kinds


def _check_mirrors(states: list[dict[str, Any]], truths: list[Game]) -> None:
    """Seat 0's mirror of every state it received is the same whatever the other seats'
    secrets were: it holds nothing of them."""
    assert len(states) == len(truths)
    rng = random.Random(5)
    for state, truth in zip(states, truths, strict=True):
        mirror = game_from_view(state["view"], 0)
        other = _swapped_secrets(truth, 0, rng)
        assert truth.view(0) == state["view"]
        assert game_from_view(other.view(0), 0).to_json() == mirror.to_json()
        position = mirror.to_json()
        assert position["seed"] == 0 and position["draws"] == []
        assert mirror.players[0].hand == truth.players[0].hand


def test_network_furrow_mirror_matches_the_server_and_keeps_no_secret(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole 3-seat games until one has had a combat: at every decision of every seat the
    mirror's legal actions are the server's, and seat 0's mirror never depends on the
    other seats' hands, commits, objectives, seed or draws."""
    truths: dict[int, list[Game]] = {0: []}
    original = server_module.Connection.send

    def recording_send(conn: server_module.Connection, message: dict[str, Any]) -> None:
        if conn.name == "Ann" and message.get("type") == "state" and conn.room is not None:
            truths[0].append(conn.room.state.clone())
        original(conn, message)

    monkeypatch.setattr(server_module.Connection, "send", recording_send)

    async def scenario() -> tuple[int, set[str]]:
        compared, kinds = 0, set()
        async with running_server(limits=FAST) as (_, url, _reports):
            for game in range(6):
                truths[0].clear()
                count, _, seen = await _play(url, 700 + game, truths, random.Random(game))
                compared += count
                kinds |= seen
                if {"revealed", "game_over"} <= kinds:
                    break
        return compared, kinds

    compared, kinds = run(scenario, timeout=600)
    assert {"committed", "revealed", "game_over"} <= kinds, kinds
    assert compared > 300


def test_network_turn_limit_hands_the_decision_to_the_stand_in(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A human seat that lets its time run out: the computer stand-in decides for it,
    that decision only; the seat stays the human's. (The shortest limit allowed is
    lowered for the test, so that it waits 1.5 s rather than 5.)"""
    monkeypatch.setattr(messages, "MIN_TURN_LIMIT", 1.0)

    async def scenario() -> None:
        async with running_server(limits=FAST) as (_, url, _reports):
            ann = await client_for(url, GAME, "Ann")
            await ann.send({"type": "create", "config": {"players": 2, "content": 2},
                            "seed": 3, "seats": [HUMAN, HUMAN], "seat": 0, "turn_limit": 1.5,
                            "stand_in": "easy", "hints": False})
            await ann.expect(("created",), 10)
            first = await next_state(ann)
            assert first["turn_limit"] == 1.5 and 0 < first["turn_left"] <= 1.5
            assert first["hints"] is False and first["by"] is None
            waiter = first["current"][0]
            started = asyncio.get_running_loop().time()
            after = await next_state(ann, 20)
            waited = asyncio.get_running_loop().time() - started
            assert 1.2 <= waited <= 6.0
            assert after["by"] == waiter and after["stand_in"] is True
            assert after["ply"] == first["ply"] + 1
            assert after["seats"][waiter]["kind"] == "human"
            assert after["turn_left"] > 1.0  # the next decision has its own time
            await ann.close()

    run(scenario, timeout=60)


def test_network_join_of_a_room_of_another_game_names_its_game() -> None:
    async def scenario() -> None:
        async with running_server(limits=FAST) as (_, url, _reports):
            ann = await client_for(url, GAME, "Ann")
            await ann.create({"players": 2, "content": 2}, 1, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            bob = await client_for(url, "pocket-tactics", "Bob")
            await bob.send({"type": "join", "room": ann.room, "seat": None})
            error = await next_error(bob)
            assert error["code"] == "game_mismatch" and error["game"] == GAME
            assert "Furrow & Foundry" in error["message"]
            await ann.close()
            await bob.close()

    run(scenario, timeout=60)
