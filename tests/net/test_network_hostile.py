"""200 hostile messages, each answered with an error, while another room plays on."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import time
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from pocket_tactics_app.net.client import Client
from pocket_tactics_app.net.messages import PROTOCOL_VERSION
from pocket_tactics_app.net.server import Limits

from . import fakegame
from .helpers import count_client, next_state, run, running_server

HUMAN = {"kind": "human"}
LIMITS = Limits(rate=50.0, burst=50.0)


async def raw(url: str) -> ClientConnection:
    """A bare WebSocket after a correct hello (so each message is judged by itself)."""
    ws = await connect(url, max_size=None, compression=None, proxy=None)
    await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                              "game": fakegame.GAME_ID, "revisions": {"rules": 1},
                              "name": "Mallory"}))
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def answer(ws: ClientConnection, payload: str | bytes) -> dict[str, Any]:
    """Sends one frame; the next frame that is not a state or presence note."""
    await ws.send(payload)
    while True:
        reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if reply["type"] not in ("state", "presence"):
            return reply


async def keep_playing(url: str, stop: asyncio.Event, times: list[float]) -> int:
    """Two players in their own room, one action every 20 ms, until ``stop``; ``times``
    gets the time of each action's answer."""
    ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
    states = {0: await ann.create({"target": 1000}, 2, [HUMAN, HUMAN], seat=0)}
    assert ann.room is not None
    states[1] = await bob.join(ann.room)
    clients: dict[int, Client] = {0: ann, 1: bob}
    while not stop.is_set():
        seat = states[0]["current"][0]
        await clients[seat].act(states[seat]["legal"][0])
        for index, client in clients.items():
            states[index] = await next_state(client)
        times.append(time.monotonic())
        await asyncio.sleep(0.02)
    await ann.close()
    await bob.close()
    return int(states[0]["ply"])


def test_network_200_hostile_messages_each_answered_while_another_room_plays() -> None:
    async def scenario() -> None:
        async with running_server(limits=LIMITS) as (_, url, _reports):
            stop = asyncio.Event()
            times: list[float] = []
            other_room = asyncio.create_task(keep_playing(url, stop, times))
            while not times:
                await asyncio.sleep(0.01)
            began = time.monotonic()
            codes: list[str] = []

            async def expect(ws: ClientConnection, payload: str | bytes, code: str) -> None:
                reply = await answer(ws, payload)
                assert reply["type"] == "error" and reply["code"] == code, (payload, reply)
                codes.append(code)

            malformed = await raw(url)
            for payload in ['{', '{"type": ', 'nul', '[1, 2', '{"type": "ping"} x', "\x00",
                            '{"a": NaN', "'single'", '{"type": "action", }', "[" * 30000]:
                await expect(malformed, payload, "bad_json")
            for payload in ["[]", "3", '"text"', "null", "true"]:
                await expect(malformed, payload, "bad_message")
            await expect(malformed, b"\x80\x81binary", "bad_message")
            for payload in [{"type": "nope"}, {"kind": "ping"}, {"type": 3},
                            {"type": "hello", "protocol": 1, "game": "count",
                             "revisions": {}, "name": "again"},
                            {"type": "create", "config": {}, "seed": -1, "seats": [HUMAN],
                             "seat": 0},
                            {"type": "create", "config": [], "seed": 1, "seats": [HUMAN],
                             "seat": 0},
                            {"type": "create", "config": {}, "seed": 1, "seats": "two",
                             "seat": 0},
                            {"type": "create", "config": {}, "seed": 1,
                             "seats": [{"kind": "robot"}], "seat": 0},
                            {"type": "join", "room": "ZZ"}, {"type": "join", "room": 5},
                            {"type": "rejoin", "room": "0" * 32, "seat": "0", "token": "x"},
                            {"type": "action"}, {"type": "chat", "text": 5},
                            {"type": "chat", "text": "x" * 501}, {"type": "ping", "x": 1},
                            {"type": "undo_reply", "accept": "yes"}]:
                await expect(malformed, json.dumps(payload), "bad_message")
            for _ in range(3):
                await expect(malformed, json.dumps({"type": "chat", "text": "x" * 70_000}),
                             "too_big")
            for payload in [{"type": "action", "action": {"seat": 0, "add": 1}},
                            {"type": "chat", "text": "hi"}, {"type": "undo"},
                            {"type": "replay"}]:
                await expect(malformed, json.dumps(payload), "not_seated")

            # a room to attack: Eve holds seat 0, Mallory seat 1
            eve = await count_client(url, "Eve")
            await eve.create({"target": 50}, 9, [HUMAN, HUMAN], seat=0)
            room, token = eve.room, eve.token
            assert room is not None and token is not None
            tokens = await raw(url)
            for i in range(20):
                await expect(tokens, json.dumps({"type": "rejoin", "room": room, "seat": 0,
                                                 "token": f"{i:032x}"}), "bad_token")
            for seat in (1, 2, 7):  # the right token on another seat
                await expect(tokens, json.dumps({"type": "rejoin", "room": room,
                                                 "seat": seat, "token": token}), "bad_token")
            for i in range(7):
                await expect(tokens, json.dumps({"type": "join", "room": f"{i:032x}"}),
                             "unknown_room")
            mallory = await raw(url)
            joined = await answer(mallory, json.dumps({"type": "join", "room": room}))
            assert joined["type"] == "joined" and joined["seat"] == 1
            for _ in range(5):  # a second seat on a seated connection, by token or join
                await expect(mallory, json.dumps({"type": "rejoin", "room": room, "seat": 0,
                                                  "token": token}), "already_seated")
                await expect(mallory, json.dumps({"type": "join", "room": room}),
                             "already_seated")
            for add in (1, 2):
                for _ in range(10):
                    await expect(mallory, json.dumps({"type": "action", "action": {
                        "seat": 1, "add": add}}), "not_your_turn")
            for _ in range(10):
                await expect(mallory, json.dumps({"type": "hand_over", "seat": 0,
                                                  "level": "easy"}), "not_host")
            for payload in [{"seat": 0, "add": 3}, {"seat": 0, "commit": 3},
                            {"seat": 0, "add": 1, "x": 1}, {"seat": 9, "add": 1}]:
                for _ in range(3):
                    reply = await answer(eve.ws, json.dumps({"type": "action",
                                                             "action": payload}))
                    assert reply["code"] == "illegal_action" and reply["rule"], reply
                    codes.append(reply["code"])
            # a flood: every message answered, the excess with rate_limited
            flood = await raw(url)
            for _ in range(400):  # 8 s of the allowed rate, sent at once
                await flood.send(json.dumps({"type": "nope"}))
            replies = [json.loads(await asyncio.wait_for(flood.recv(), 10))
                       for _ in range(400)]
            assert all(r["type"] == "error" for r in replies)
            flood_codes = {r["code"] for r in replies}
            assert flood_codes == {"bad_message", "rate_limited"}
            codes.extend(r["code"] for r in replies)
            # above the WebSocket layer's cap the connection is closed (1009)
            await flood.send("x" * (2 * 1024 * 1024))
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(flood.recv(), 10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
            # the attacked room is as it was, and the other room played on
            await eve.send({"type": "ping"})
            assert (await eve.expect(("pong",), 5))["type"] == "pong"
            ended, during = time.monotonic(), len(times)
            while len(times) < during + 3:  # and it plays on after
                await asyncio.sleep(0.01)
            stop.set()
            plies = await other_room
            assert plies == len(times)
            assert sum(began < t < ended for t in times) >= 1
            assert len(codes) >= 200
            for ws in (malformed, tokens, mallory):
                await ws.close()
            await eve.close()

    run(scenario, timeout=120)


def _mutations(action: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal action JSON bent out of shape: a field dropped, retyped or added."""
    bent = dict(action)
    key = rng.choice(sorted(bent))
    choice = rng.randrange(4)
    if choice == 0:
        del bent[key]
    elif choice == 1:
        bent[key] = rng.choice([None, -1, 10**9, "x" * 50, [], {}, [[1, 2, 3]], 1.5, True])
    elif choice == 2:
        bent["extra"] = rng.choice([1, "x", None, {"a": []}])
    else:
        bent["kind"] = rng.choice(["move", "attack", "commit", "section", "nope", 7])
    return bent


@pytest.mark.parametrize("game,config", [
    ("pocket-tactics", None), ("furrow", {"players": 2, "content": 2})])
def test_network_bent_actions_are_refused_without_harm(game: str, config: Any) -> None:
    """Legal actions bent out of shape are answered (refused with a code, or played when
    they still are legal) and never break the room: the server raises nothing."""
    from ..core.helpers import PT_SETUP
    from .helpers import client_for

    async def scenario() -> None:
        async with running_server() as (_, url, reports):
            ann = await client_for(url, game, "Ann")
            state = await ann.create(config or PT_SETUP, 3, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            bob = await client_for(url, game, "Bob")
            other = await bob.join(ann.room)
            clients, states = {0: ann, 1: bob}, {0: state, 1: other}
            rng = random.Random(game)
            answers: dict[str, int] = {}
            for _ in range(120):
                seat = states[0]["current"][0]
                bent = _mutations(rng.choice(states[seat]["legal"]), rng)
                ws = clients[seat].ws
                await ws.send(json.dumps({"type": "action", "action": bent}))
                reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                while reply["type"] == "presence":
                    reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                key = reply.get("code", reply["type"])
                answers[key] = answers.get(key, 0) + 1
                if reply["type"] == "error":
                    assert key in ("illegal_action", "bad_action"), reply
                    continue
                # it was still legal: both seats read the state it made
                states[seat] = reply
                states[1 - seat] = await next_state(clients[1 - seat])
            assert reports == [] and "internal_error" not in answers
            assert answers.get("illegal_action", 0) >= 40, answers
            await ann.close()
            await bob.close()

    run(scenario, timeout=120)


def test_network_a_client_that_never_reads_is_cut_off() -> None:
    """Chat lines pile up for a seat whose client reads nothing (its socket's receive
    buffer made small): past ``send_queue`` waiting messages the server cuts it off."""
    limits = Limits(rate=100_000.0, burst=100_000.0, send_queue=16)

    async def scenario() -> None:
        async with running_server(limits=limits) as (game_server, url, _reports):
            ann = await count_client(url, "Ann")
            await ann.create({"target": 9}, 1, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            sloth = await connect(url, max_queue=1, compression=None, proxy=None)
            sock = sloth.transport.get_extra_info("socket")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            await sloth.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                         "game": fakegame.GAME_ID, "revisions": {"rules": 1},
                                         "name": "Sloth"}))
            await sloth.send(json.dumps({"type": "join", "room": ann.room}))

            async def drain() -> None:
                while True:
                    await ann.recv()

            reader = asyncio.create_task(drain())
            seat = game_server.rooms[ann.room].seats[1]
            while not seat.connected:
                await asyncio.sleep(0.01)
            # the server's side of the socket buffers little too, so the pile-up shows soon
            server_side = game_server.members[ann.room][1].ws.transport.get_extra_info("socket")
            server_side.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            for i in range(4000):
                await ann.send({"type": "chat", "text": f"{i} " + "x" * 490})
                if i % 100 == 99:
                    await asyncio.sleep(0.02)
                    if not seat.connected:
                        break
            assert not seat.connected, "the silent reader was never cut off"
            reader.cancel()
            await ann.close()

    run(scenario, timeout=60)
