"""``pocket-tactics serve`` as a process: it listens within 5 s, stops cleanly on SIGTERM,
speaks TLS when given a certificate, and resumes every room after a kill -9."""

from __future__ import annotations

import random
import shutil
import signal
import ssl
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.net.client import Client, ServerRefused

from ..core.helpers import PT_SETUP
from . import fakegame
from .helpers import client_for, count_client, lockstep, next_state, run, start_serve

HUMAN = {"kind": "human"}
COMPUTER = {"kind": "computer", "level": "easy"}


def _stop(process: subprocess.Popen[str]) -> tuple[int, str]:
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=15)
    return process.returncode, out + err


def test_network_serve_listens_and_stops_on_sigterm(tmp_path: Path) -> None:
    process, url, _ = start_serve(["--port", "0", "--data", str(tmp_path)])
    try:
        assert url.startswith("ws://127.0.0.1:")

        async def scenario() -> None:
            with pytest.raises(ServerRefused) as caught:
                await Client.connect(url, "pocket-tactics", {}, "Old", protocol=0)
            assert caught.value.code == "version_mismatch"
            assert "install the same version of the app" in str(caught.value)

        run(scenario, timeout=30)
    finally:
        code, output = _stop(process)
    assert code == 0, output
    assert "stopped" in output


def _certificate(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is not installed")
def test_network_serve_speaks_tls_with_a_certificate(tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)
    process, url, _ = start_serve(["--port", "0", "--cert", str(cert), "--key", str(key)],
                               with_count=True)
    try:
        assert url.startswith("wss://127.0.0.1:")
        trust = ssl.create_default_context(cafile=str(cert))

        async def scenario() -> None:
            client = await Client.connect(url, fakegame.GAME_ID, {"rules": 1}, "Ann",
                                          tls=trust)
            state = await client.create({"target": 3}, 1, [HUMAN, HUMAN], seat=0)
            assert state["legal"]
            await client.close()
            with pytest.raises(ssl.SSLCertVerificationError):  # an untrusting client
                await Client.connect(url, fakegame.GAME_ID, {"rules": 1}, "Bob",
                                     tls=ssl.create_default_context())

        run(scenario, timeout=30)
    finally:
        code, output = _stop(process)
    assert code == 0, output


def test_network_kill_9_and_restart_resumes_every_room(tmp_path: Path) -> None:
    """Rooms of both games and the test game are played a little, the server is killed
    without warning, and a new server on the same folder gives every seat back its
    position at its token."""
    process, url, _ = start_serve(["--port", "0", "--data", str(tmp_path),
                                   "--think", "0.05"], with_count=True)
    seen: list[tuple[str, str, int, str, dict[str, Any]]] = []

    async def before() -> None:
        ann, bob = await count_client(url, "Ann"), await count_client(url, "Bob")
        states = {0: await ann.create({"target": 50}, 4, [HUMAN, HUMAN], seat=0)}
        assert ann.room is not None and ann.token is not None
        states[1] = await bob.join(ann.room)
        states = await lockstep({0: ann, 1: bob}, states, random.Random(3),
                                stop=lambda state: state["ply"] >= 5 and state["seat"] == 0)
        seen.append((fakegame.GAME_ID, ann.room, 0, ann.token, states[0]))
        for game, config, seats in (("pocket-tactics", PT_SETUP, [HUMAN, COMPUTER]),
                                    ("furrow", {"players": 3, "content": 2},
                                     [HUMAN, COMPUTER, COMPUTER])):
            client = await client_for(url, game, "Ann")
            state = await client.create(config, 5, seats, seat=0)
            for _ in range(4):
                while not state["legal"]:
                    state = await next_state(client)
                await client.act(state["legal"][0])
                state = await next_state(client)
            assert client.room is not None and client.token is not None
            seen.append((game, client.room, 0, client.token, state))

    try:
        run(before, timeout=60)
    finally:
        process.kill()  # SIGKILL: no chance to save anything more
        process.wait(10)
    assert len(list((tmp_path / "rooms").glob("*.json"))) == 3
    process, url, printed = start_serve(["--port", "0", "--data", str(tmp_path),
                                         "--think", "0.05"], with_count=True)
    assert printed == ["3 rooms resumed"]

    async def after() -> None:
        for game, room, seat, token, last in seen:
            client = (await count_client(url, "Ann") if game == fakegame.GAME_ID
                      else await client_for(url, game, "Ann"))
            state = await client.rejoin(room, seat, token)
            assert state["ply"] >= last["ply"], game
            if game == fakegame.GAME_ID:  # no computer seat: exactly where it stopped
                assert state["view"] == last["view"] and state["ply"] == last["ply"]
            while not state["legal"]:
                state = await next_state(client)
            await client.act(state["legal"][0])
            assert (await next_state(client))["ply"] == state["ply"] + 1
            await client.close()

    try:
        run(after, timeout=60)
    finally:
        code, output = _stop(process)
    assert code == 0, output
