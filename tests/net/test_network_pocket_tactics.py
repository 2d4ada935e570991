"""Pocket Tactics over real 127.0.0.1 sockets: a whole game against a computer seat on
the server, and a seat that drops in the middle of an assault and takes it back."""

from __future__ import annotations

import random
from typing import Any

from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.net.server import Limits

from ..core.helpers import PT_SETUP
from .helpers import client_for, fetch_replay, lockstep, next_state, play_out, run, running_server

GAME = "pocket-tactics"
HUMAN = {"kind": "human"}


def test_network_whole_pocket_tactics_game_against_a_server_computer() -> None:
    async def scenario() -> None:
        async with running_server(limits=Limits(think_seconds=0.2)) as (_, url, _reports):
            ann = await client_for(url, GAME, "Ann")
            first = await ann.create(PT_SETUP, 21, [HUMAN, {"kind": "computer",
                                                             "level": "easy"}], seat=0)
            assert first["view"]["reserve"]  # no hidden information: the whole position
            end = await play_out(ann, first, random.Random(5))
            assert end["over"] and sum(end["returns"]) == 1.0
            replay, state = await fetch_replay(ann, game_kind)
            assert state.is_over() and state.returns() == end["returns"]
            assert len(replay["actions"]) == end["ply"] > 20  # past the setup
            await ann.close()

    run(scenario, timeout=240)


def _in_assault(state: dict[str, Any]) -> bool:
    pending = state["view"].get("pending")
    return isinstance(pending, dict) and pending.get("kind") == "assault"


def test_network_pocket_tactics_rejoin_mid_assault() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await client_for(url, GAME, "Ann"), await client_for(url, GAME, "Bob")
            first_a = await ann.create(PT_SETUP, 8, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            first_b = await bob.join(ann.room)
            clients = {0: ann, 1: bob}
            states = await lockstep(clients, {0: first_a, 1: first_b}, random.Random(9),
                                    stop=_in_assault)
            seat = states[0]["current"][0]
            before = states[seat]
            assert _in_assault(before) and before["legal"]
            leaving, staying = clients[seat], clients[1 - seat]
            room, token = leaving.room, leaving.token
            assert room is not None and token is not None
            await leaving.close()
            presence = await staying.expect(("presence",), 10)
            name = "Ann" if seat == 0 else "Bob"
            assert presence["waiting"] == f"waiting for {name} (disconnected)"
            back = await client_for(url, GAME, name)
            resumed = await back.rejoin(room, seat, token)
            assert resumed["view"] == before["view"] and resumed["legal"] == before["legal"]
            assert resumed["ply"] == before["ply"]
            clients[seat] = back
            await staying.expect(("presence",), 10)
            states[seat] = resumed
            await back.act(resumed["legal"][0])
            after = {index: await next_state(client) for index, client in clients.items()}
            assert after[0]["ply"] == before["ply"] + 1 == after[1]["ply"]
            for client in clients.values():
                await client.close()

    run(scenario, timeout=120)


def test_network_pocket_tactics_undo_against_the_computer_needs_no_vote() -> None:
    """With no other human in the room an undo happens at once: Ann's last action and
    the computer's answers after it are taken back, and the position is as it was."""

    async def scenario() -> None:
        async with running_server(limits=Limits(think_seconds=0.05)) as (_, url, _reports):
            ann = await client_for(url, GAME, "Ann")
            state = await ann.create(PT_SETUP, 4, [HUMAN, {"kind": "computer",
                                                            "level": "easy"}], seat=0)
            rng = random.Random(2)
            for _ in range(6):
                while not state["legal"]:
                    state = await next_state(ann)
                before = state
                await ann.act(rng.choice(state["legal"]))
                state = await next_state(ann)
            await ann.send({"type": "undo"})
            result = await ann.expect(("undo_result",), 10)
            assert result["accepted"] is True
            undone = await next_state(ann)
            assert undone["ply"] == before["ply"] and undone["view"] == before["view"]
            assert undone["legal"] == before["legal"]
            await ann.close()

    run(scenario, timeout=120)
