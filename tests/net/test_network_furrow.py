"""Furrow & Foundry over real 127.0.0.1 sockets: a whole 3-seat game with a computer seat
on the server, a seat that drops in the middle of a combat and takes it back, and the
secrecy test: every byte one seat receives through whole 3- and 4-seat games holds no
other seat's hand, sealed commit, unrevealed objective, seed or draw pile."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.net import server as server_module
from pocket_tactics_app.net.client import Client
from pocket_tactics_app.net.server import Limits

from .helpers import client_for, fetch_replay, lockstep, next_state, play_out, run, running_server

GAME = "furrow"
HUMAN = {"kind": "human"}
COMPUTER = {"kind": "computer", "level": "easy"}
FAST = Limits(think_seconds=0.05)


def setup(players: int) -> dict[str, Any]:
    return {"players": players, "content": 2}


def test_network_whole_furrow_game_three_seats_one_computer() -> None:
    async def scenario() -> None:
        async with running_server(limits=FAST) as (_, url, _reports):
            ann, bob = await client_for(url, GAME, "Ann"), await client_for(url, GAME, "Bob")
            first_a = await ann.create(setup(3), 12, [HUMAN, HUMAN, COMPUTER], seat=0)
            assert ann.room is not None
            first_b = await bob.join(ann.room)
            end_a, end_b = await asyncio.gather(play_out(ann, first_a, random.Random(1)),
                                                play_out(bob, first_b, random.Random(2)))
            assert end_a["over"] and end_a["returns"] == end_b["returns"]
            assert sum(end_a["returns"]) == pytest.approx(1.0)
            _, state = await fetch_replay(bob, game_kind)
            assert state.is_over() and state.returns() == end_a["returns"]
            await ann.close()
            await bob.close()

    run(scenario, timeout=240)


def _in_combat(state: dict[str, Any]) -> bool:
    turn = state["view"].get("turn")
    return isinstance(turn, dict) and turn.get("combat") is not None


def test_network_furrow_rejoin_mid_combat() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            names = ("Ann", "Bob", "Cy")
            clients = {0: await client_for(url, GAME, names[0])}
            states = {0: await clients[0].create(setup(3), 4, [HUMAN] * 3, seat=0)}
            room = clients[0].room
            assert room is not None
            for seat in (1, 2):
                clients[seat] = await client_for(url, GAME, names[seat])
                states[seat] = await clients[seat].join(room, seat)
            states = await lockstep(clients, states, random.Random(6), stop=_in_combat)
            seat = states[0]["current"][0]
            before = states[seat]
            assert _in_combat(before) and before["legal"]
            token = clients[seat].token
            assert token is not None
            await clients[seat].close()
            others = [s for s in clients if s != seat]
            for other in others:
                presence = await clients[other].expect(("presence",), 10)
                assert f"{names[seat]} (disconnected)" in presence["waiting"]
            back = await client_for(url, GAME, names[seat])
            resumed = await back.rejoin(room, seat, token)
            assert resumed["view"] == before["view"] and resumed["legal"] == before["legal"]
            clients[seat] = back
            for other in others:
                await clients[other].expect(("presence",), 10)
            await back.act(resumed["legal"][0])
            after = {index: await next_state(client) for index, client in clients.items()}
            assert {s["ply"] for s in after.values()} == {before["ply"] + 1}
            for client in clients.values():
                await client.close()

    run(scenario, timeout=240)


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)


def _secret_objectives(position: dict[str, Any], seat: int) -> set[str]:
    return {o for p in position["players"] if p["seat"] != seat for o in p["objectives"]
            if o not in p["objectives_revealed"]}


def _check_message(text: str, position: dict[str, Any] | None, seat: int) -> None:
    """One received frame holds nothing of another seat's secrets at the time it was sent."""
    message = json.loads(text)
    revealed = any(e.get("kind") == "revealed" for e in message.get("events", ()))
    for node in _walk(message):
        if node.get("kind") == "commit" and node.get("player") != seat:
            # the action another seat committed with: shown once the combat is revealed
            assert revealed and "power" in node, text[:300]
        assert "seed" not in node and "draws" not in node, text[:300]
        if "hand" in node and node.get("seat", node.get("player")) != seat:
            assert node["hand"] is None, text[:300]
        if node.get("kind") == "committed" and node.get("player") != seat:
            assert set(node) == {"kind", "player"}, text[:300]
        commits = node.get("commits")
        if isinstance(commits, dict) and node.get("kind") != "revealed":
            # a turn: its commits are sealed until the combat's reveal (the "revealed"
            # event and the combat with a winner show them to all)
            combat = node.get("combat")
            if not (isinstance(combat, dict) and combat.get("winner") is not None):
                assert set(commits) <= {str(seat)}, json.dumps(node)[:1500]
    if position is not None:
        for objective in _secret_objectives(position, seat):
            assert objective not in text


#: Event kinds the recorded games must have shown between them.
COVERED = {"combat", "committed", "revealed", "encounter", "objective", "game_over"}


async def watch_to_the_end(client: Client, room: str) -> None:
    """A spectator's client: watches ``room`` until a state says the game is over."""
    await client.send({"type": "watch", "room": room})
    await client.expect(("watching",), 10)
    while not (await next_state(client, 60))["over"]:
        pass


# The 4-seat game is the slow set's (about as long as the other two together).
@pytest.mark.parametrize("players,seed,spectator", [
    (3, 31, False), pytest.param(4, 42, False, marks=pytest.mark.slow), (3, 53, True)])
def test_network_furrow_secrecy_every_byte_to_one_seat(players: int, seed: int,
                                                       spectator: bool,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Ann's client (or, for a spectator, Wes's) records every frame; the server records
    the full position when each frame is made. Whole games are played (random humans,
    easy computers) until they have shown combats, encounters and objectives."""
    recorded = "Wes" if spectator else "Ann"
    sent: list[dict[str, Any] | None] = []
    original = server_module.Connection.send

    def recording_send(conn: server_module.Connection, message: dict[str, Any]) -> None:
        if conn.name == recorded:
            sent.append(None if conn.room is None else conn.room.state.to_json())
        original(conn, message)

    monkeypatch.setattr(server_module.Connection, "send", recording_send)
    received: list[str] = []

    async def one_game(url: str, game_seed: int) -> None:
        clients = {name: await client_for(url, GAME, name) for name in ("Ann", "Bob", "Wes")}
        del sent[-1]  # the welcome, read by connect before the recording starts
        ann, bob, wes = clients["Ann"], clients["Bob"], clients["Wes"]
        recv = clients[recorded].ws.recv

        async def recording_recv(*args: Any, **kwargs: Any) -> Any:
            text = await recv(*args, **kwargs)
            received.append(text)
            return text

        clients[recorded].ws.recv = recording_recv  # type: ignore[method-assign]
        seats = [HUMAN, HUMAN] + [COMPUTER] * (players - 2)
        first_a = await ann.create(setup(players), game_seed, seats, seat=0)
        assert ann.room is not None
        first_b = await bob.join(ann.room)
        watching = [watch_to_the_end(wes, ann.room)] if spectator else []
        await asyncio.gather(play_out(ann, first_a, random.Random(game_seed)),
                             play_out(bob, first_b, random.Random(game_seed + 1)), *watching)
        await clients.pop(recorded).close()  # first: it reads no frame sent after it
        for client in clients.values():
            await client.close()

    async def scenario() -> set[str]:
        kinds: set[str] = set()
        async with running_server(limits=FAST) as (_, url, _reports):
            for game in range(8):
                start = len(received)
                await one_game(url, seed * 100 + game)
                for text in received[start:]:
                    kinds.update(e["kind"] for e in json.loads(text).get("events", []))
                if COVERED <= kinds:
                    break
        return kinds

    kinds = run(scenario, timeout=400)
    assert COVERED <= kinds, kinds
    assert len(received) == len(sent)
    for text, position in zip(received, sent, strict=True):
        _check_message(text, position, -1 if spectator else 0)
    if spectator:
        states = [json.loads(t) for t in received if '"type":"state"' in t]
        assert states and all(s["seat"] is None and s["legal"] == [] for s in states)
