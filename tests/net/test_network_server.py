"""The server on the Count test game over real 127.0.0.1 sockets: whole games, secrets,
refusals with the rule, rejoin, undo, hand-over and autosave-and-resume."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from pocket_tactics_app.net.client import Client, ServerRefused
from pocket_tactics_app.net.server import Limits

from . import fakegame
from .helpers import (
    count_client,
    fetch_replay,
    next_error,
    next_state,
    play_out,
    run,
    running_server,
)

HUMAN = {"kind": "human"}
COMPUTER = {"kind": "computer", "level": "easy"}


def test_network_count_game_two_humans_and_a_computer() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
            first_a = await ann.create({"seats": 3, "target": 30, "sealed": True}, 7,
                                       [HUMAN, COMPUTER, HUMAN], seat=0)
            assert ann.room is not None and len(ann.room) == 32
            first_b = await bob.join(ann.room)
            assert bob.seat == 2 and bob.token != ann.token
            # each seat sees its own card only
            assert first_a["view"]["cards"][0].startswith(fakegame.CARD_MARK)
            assert first_a["view"]["cards"][1:] == [None, None]
            assert first_b["view"]["cards"][:2] == [None, None]
            seen_b: list[str] = []
            end_a, end_b = await asyncio.gather(
                play_out(ann, first_a, random.Random(1)),
                play_out(bob, first_b, random.Random(2), seen_b))
            assert end_a["over"] and end_b["over"]
            assert end_a["returns"] == end_b["returns"] and sum(end_a["returns"]) == 1.0
            assert end_a["view"]["count"] == 30
            # no byte sent to Bob shows Ann's or the computer's card or commit
            text = "".join(seen_b)
            view = end_a["view"]
            assert view["cards"][0] not in text
            assert view["commits"][0] not in text
            _, state = await fetch_replay(bob, fakegame.lookup)
            assert state.returns() == end_b["returns"]
            await ann.close()
            await bob.close()

    run(scenario)


def test_network_refusals_name_the_rule_and_the_seat_waited_for() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
            await ann.create({"target": 5}, 3, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            await ann.act({"seat": 0, "add": 3})
            error = await next_error(ann)
            assert error["code"] == "illegal_action" and error["rule"] == "C3"
            assert error["id"] == 1
            await ann.act({"seat": 0, "add": 2})
            state = await next_state(ann)
            assert state["ack"] == 2 and state["waiting"] == "waiting for seat 2 (open)"
            await ann.act({"seat": 0, "add": 2})
            error = await next_error(ann)
            assert error["code"] == "not_your_turn"
            assert "waiting for seat 2 (open)" in error["message"]
            await bob.join(ann.room)
            await bob.act({"seat": 0, "add": 1})  # seat 0's action, sent by seat 1
            error = await next_error(bob)
            assert error["code"] == "illegal_action" and error["rule"] == "C1"
            await ann.close()
            await bob.close()

    run(scenario)


def test_network_version_and_revision_mismatch_refused_in_words() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            with pytest.raises(ServerRefused) as caught:
                await Client.connect(url, fakegame.GAME_ID, {"rules": 1}, "Old", protocol=99)
            assert caught.value.code == "version_mismatch"
            assert ("this server speaks protocol version 1, your client speaks version 99"
                    in str(caught.value))
            with pytest.raises(ServerRefused) as caught:
                await Client.connect(url, fakegame.GAME_ID, {"rules": 2}, "New")
            assert caught.value.code == "revision_mismatch"
            assert "rules 2 (server 1)" in str(caught.value)
            with pytest.raises(ServerRefused) as caught:
                await Client.connect(url, "chess", {}, "Who")
            assert caught.value.code == "unknown_game"

    run(scenario)


def test_network_rejoin_with_the_token_resumes_at_the_decision() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
            await ann.create({"target": 20, "sealed": True}, 5, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            await bob.join(ann.room, seat=1)
            await ann.act({"seat": 0, "commit": 4})
            await next_state(ann)
            await next_state(bob)
            token = bob.token
            assert token is not None
            await bob.close()
            presence = await ann.expect(("presence",), 5)
            assert presence["waiting"] == "waiting for Bob (disconnected)"
            assert presence["seats"][1]["connected"] is False
            again = await count_client(url, "Bob")
            with pytest.raises(ServerRefused) as caught:
                await again.rejoin(ann.room, 1, "0" * 32)
            assert caught.value.code == "bad_token"
            state = await again.rejoin(ann.room, 1, token)
            assert state["current"] == [1] and len(state["legal"]) == 10
            assert state["view"]["commits"][0] is True  # committed, digit hidden
            # the same token again replaces the older connection
            third = await count_client(url, "Bob")
            await third.rejoin(ann.room, 1, token)
            with pytest.raises(ServerRefused) as caught:
                await again.expect(("state",), 5)
            assert caught.value.code == "seat_replaced"
            await third.act({"seat": 1, "commit": 9})
            state = await next_state(third)
            assert state["current"] == [0] and state["events"][0]["digit"].endswith("9")
            for client in (ann, again, third):
                await client.close()

    run(scenario)


def test_network_undo_is_a_request_the_other_humans_accept() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
            await ann.create({"target": 20}, 5, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            await bob.join(ann.room)
            await ann.act({"seat": 0, "add": 2})
            await next_state(ann)
            await ann.send({"type": "undo"})
            request = await bob.expect(("undo_request",), 5)
            assert request["seat"] == 0 and request["name"] == "Ann"
            await bob.send({"type": "undo_reply", "accept": False})
            result = await ann.expect(("undo_result",), 5)
            assert result["accepted"] is False and "Bob refused" in result["message"]
            await ann.send({"type": "undo"})
            await bob.expect(("undo_request",), 5)
            await bob.send({"type": "undo_reply", "accept": True})
            result = await ann.expect(("undo_result",), 5)
            assert result["accepted"] is True
            state = await next_state(ann)
            assert state["ply"] == 0 and state["view"]["count"] == 0
            await bob.send({"type": "undo"})
            error = await next_error(bob)
            while error["type"] != "error":
                error = await next_error(bob)
            assert error["code"] == "no_undo"
            await ann.close()
            await bob.close()

    run(scenario)


def test_network_host_hands_a_dropped_seat_to_the_computer() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
            first = await ann.create({"target": 6}, 5, [HUMAN, HUMAN], seat=0,
                                     hand_over_after=0.3)
            assert ann.room is not None
            await bob.join(ann.room)
            await bob.send({"type": "hand_over", "seat": 0, "level": "easy"})
            assert (await next_error(bob))["code"] == "not_host"
            await bob.close()
            await ann.send({"type": "hand_over", "seat": 1, "level": "easy"})
            error = await next_error(ann)
            while error["type"] != "error":
                error = await next_error(ann)
            assert error["code"] == "too_early"
            await asyncio.sleep(0.4)
            await ann.send({"type": "hand_over", "seat": 1, "level": "easy"})
            presence = await ann.expect(("presence",), 5)
            assert presence["seats"][1]["kind"] == "computer"
            state = await play_out(ann, first, random.Random(3))
            assert state["over"]
            await ann.close()

    run(scenario)


def test_network_rooms_are_saved_after_every_action_and_resumed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_, url, _reports):
            ann = await count_client(url, "Ann")
            await ann.create({"target": 40}, 11, [HUMAN, COMPUTER], seat=0)
            room, token = ann.room, ann.token
            assert room is not None and token is not None
            for _ in range(3):
                await ann.act({"seat": 0, "add": 1})
                await next_state(ann)  # Ann's action
                await next_state(ann)  # the computer's answer
            saved = json.loads((tmp_path / "rooms" / f"{room}.json").read_text())
            assert len(saved["actions"]) == 6 and token not in json.dumps(saved)
            await ann.close()
        async with running_server(tmp_path) as (game_server, url, reports):
            assert list(game_server.rooms) == [room] and reports == []
            ann = await count_client(url, "Ann")
            state = await ann.rejoin(room, 0, token)
            assert state["ply"] == 6 and state["view"]["count"] == 9 and state["legal"]
            await ann.close()

    run(scenario)


def test_network_unresumable_room_files_are_reported_and_left(tmp_path: Path) -> None:
    good = {"format": "pocket-tactics-net-room", "version": 1, "room": "a" * 32,
            "game": "count", "revisions": {"rules": 1}, "config": {"target": 9}, "seed": 1,
            "seats": [{"kind": "human", "level": None, "name": "", "token_sha256": None},
                      {"kind": "human", "level": None, "name": "", "token_sha256": None}],
            "host_seat": 0, "hand_over_after": 60, "actions": [], "over": False}
    seats = good["seats"]
    assert isinstance(seats, list)
    bad = {
        "revisions": {**good, "revisions": {"rules": 0}},
        "seats[1].token_sha256": {**good, "seats": [seats[0], {**seats[1],
                                                               "token_sha256": 5}]},
        "seats[0].level": {**good, "seats": [{**seats[0], "kind": "computer",
                                              "level": "godlike"}, seats[1]]},
        "actions[0]": {**good, "actions": [{"seat": 0, "action": {"seat": 0, "add": 7}}]},
        "seed": {**good, "seed": "1"},
    }

    async def scenario() -> None:
        folder = tmp_path / "rooms"
        folder.mkdir()
        for name, data in bad.items():
            (folder / f"{name}.json").write_text(json.dumps(data))
        (folder / "cut.json").write_text(json.dumps(good)[:40])
        (folder / f"{'a' * 32}.json").write_text(json.dumps(good))
        async with running_server(tmp_path) as (game_server, _url, reports):
            assert list(game_server.rooms) == ["a" * 32]
            assert len(reports) == len(bad) + 1
            for name in bad:
                assert any(f"{name}.json: field '{name}'" in line for line in reports), name
            assert any("cut.json: cannot read" in line for line in reports)
        assert len(list(folder.glob("*.json"))) == len(bad) + 2

    run(scenario)


def test_network_idle_connection_is_closed() -> None:
    async def scenario() -> None:
        async with running_server(limits=Limits(idle_timeout=0.3)) as (_, url, _reports):
            ann = await count_client(url, "Ann")
            error = await next_error(ann)
            assert error["code"] == "idle"
            with pytest.raises(ServerRefused):
                await ann.recv(5)

    run(scenario)


def test_network_threaded_client_plays_from_a_plain_thread(tmp_path: Path) -> None:
    """The client a Qt window uses: calls from the caller's thread, messages in a queue."""
    import threading

    from pocket_tactics_app.net.client import ThreadedClient, any_message

    from .helpers import start_serve

    process, url, _ = start_serve(["--port", "0"], with_count=True)
    try:
        client = ThreadedClient(url, fakegame.GAME_ID, {"rules": 1}, "Ann")
        assert client.get(5)["type"] == "welcome"
        client.send({"type": "create", "config": {"target": 4}, "seed": 1,
                     "seats": [HUMAN, COMPUTER], "seat": 0})
        assert any_message(client, ("created",), 10)["seat"] == 0
        state = any_message(client, ("state",), 10)
        while not state["over"]:
            if state["legal"]:
                client.send({"type": "action", "action": state["legal"][0]})
            state = any_message(client, ("state",), 10)
        assert state["view"]["count"] == 4
        assert threading.current_thread() is threading.main_thread()
        client.close()
        assert any_message(client, ("closed",), 10)["type"] == "closed"
    finally:
        process.terminate()
        process.wait(10)


def test_network_chat_is_plain_bounded_text_kept_for_joiners() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann = await count_client(url, "Ann")
            await ann.create({"target": 9}, 1, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            await ann.send({"type": "chat", "text": "  hi\x1b[31m \u202eall\u200b  "})
            line = await ann.expect(("chat",), 5)
            assert line == {"type": "chat", "seat": 0, "name": "Ann", "text": "hi[31m all"}
            for i in range(60):
                await ann.send({"type": "chat", "text": f"line {i}"})
            await ann.send({"type": "chat", "text": "x" * 501})
            assert (await next_error(ann))["message"] == ("field 'text': longer than 500 "
                                                          "characters")
            bob = await count_client(url, "Bob")
            await bob.send({"type": "join", "room": ann.room})
            joined = await bob.expect(("joined",), 5)
            assert [c["text"] for c in joined["chat"]] == [f"line {i}" for i in range(10, 60)]
            await ann.close()
            await bob.close()

    run(scenario)


def test_network_finished_room_leaves_memory_and_comes_back_from_its_file(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (game_server, url, _reports):
            ann = await count_client(url, "Ann")
            first = await ann.create({"target": 3}, 2, [HUMAN, COMPUTER], seat=0)
            room, token = ann.room, ann.token
            assert room is not None and token is not None
            end = await play_out(ann, first, random.Random(4))
            await ann.close()
            for _ in range(100):  # the server sees the close
                if room not in game_server.rooms:
                    break
                await asyncio.sleep(0.02)
            assert room not in game_server.rooms and room not in game_server.locks
            back = await count_client(url, "Ann")
            state = await back.rejoin(room, 0, token)
            assert state["over"] and state["ply"] == end["ply"]
            replay, replayed = await fetch_replay(back, fakegame.lookup)
            assert replayed.returns() == end["returns"] == replay["returns"]
            await back.close()
        async with running_server(tmp_path) as (game_server, _url, reports):
            assert game_server.rooms == {} and reports == []  # finished: not resumed

    run(scenario)


def test_network_spectator_sees_the_public_view_and_decides_nothing() -> None:
    async def scenario() -> None:
        async with running_server() as (_, url, _reports):
            ann = await count_client(url, "Ann")
            await ann.create({"target": 9, "sealed": True}, 1, [HUMAN, HUMAN], seat=0)
            assert ann.room is not None
            wes = await count_client(url, "Wes")
            await wes.send({"type": "watch", "room": ann.room})
            assert (await wes.expect(("watching",), 5))["room"] == ann.room
            state = await next_state(wes)
            assert state["seat"] is None and state["legal"] == []
            assert state["view"]["cards"] == [None, None]
            await ann.act({"seat": 0, "commit": 5})
            state = await next_state(wes)
            assert state["view"]["commits"] == [True, None]
            assert state["events"] == [{"kind": "committed", "seat": 0, "digit": None}]
            for message in ({"type": "action", "action": {"seat": 1, "commit": 1}},
                            {"type": "chat", "text": "hi"}, {"type": "undo"}):
                await wes.send(message)
                error = await next_error(wes)
                assert error["code"] == "not_seated" and "spectator" in error["message"]
            await wes.send({"type": "join", "room": ann.room})
            assert (await next_error(wes))["code"] == "already_seated"
            await ann.close()
            await wes.close()

    run(scenario)
