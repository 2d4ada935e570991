"""Running a game server on a free 127.0.0.1 port, in the test's own event loop or as a
``serve`` subprocess, and scripted clients for it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from pocket_tactics_app.net.client import Client
from pocket_tactics_app.net.server import GameServer, Limits

from . import fakegame

ROOT = Path(__file__).resolve().parents[2]


def run(scenario: Callable[[], Awaitable[Any]], timeout: float = 60.0) -> Any:
    """Runs an async test scenario in a new event loop, bounded in time."""

    async def bounded() -> Any:
        return await asyncio.wait_for(scenario(), timeout)

    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def running_server(data: Path | None = None, limits: Limits | None = None,
                         lookup: Callable[[str], Any] = fakegame.lookup
                         ) -> AsyncIterator[tuple[GameServer, str, list[str]]]:
    """A server on a free port: the server, its ws:// address and its report lines."""
    reports: list[str] = []
    game_server = GameServer(data, limits=limits, lookup=lookup, report=reports.append)
    server = await game_server.listen("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield game_server, f"ws://127.0.0.1:{port}", reports
    finally:
        server.close()
        await server.wait_closed()
        game_server.close()


async def count_client(url: str, name: str) -> Client:
    return await Client.connect(url, fakegame.GAME_ID, fakegame.KIND.revisions(), name)


async def client_for(url: str, game: str, name: str) -> Client:
    from pocket_tactics_app.core import registry

    return await Client.connect(url, game, registry.game_kind(game).revisions(), name)


async def next_state(client: Client, timeout: float = 30.0) -> dict[str, Any]:
    state: dict[str, Any] = await client.expect(("state",), timeout)
    return state


SERVE_WITH_COUNT = (
    "import sys; sys.path.insert(0, {root!r}); "
    "from tests.net import fakegame; "
    "from pocket_tactics_app.core import registry; "
    "registry._PATHS[fakegame.GAME_ID] = 'tests.net.fakegame:KIND'; "
    "from pocket_tactics_app.net.serve import main; "
    "raise SystemExit(main(sys.argv[1:]))")


def start_serve(args: list[str], *, with_count: bool = False,
                env: Mapping[str, str] | None = None
                ) -> tuple[subprocess.Popen[str], str, list[str]]:
    """``pocket-tactics serve ARGS`` as a subprocess (with the Count game registered when
    asked); returns it, the address it printed (within 5 s) and the lines before."""
    if with_count:
        command = [sys.executable, "-c", SERVE_WITH_COUNT.format(root=str(ROOT)), *args]
    else:
        command = [sys.executable, "-m", "pocket_tactics_app", "serve", *args]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               env={**os.environ, **(env or {})})
    started = time.monotonic()
    assert process.stdout is not None
    before: list[str] = []
    while not (line := process.stdout.readline()).startswith("listening on "):
        if not line:
            assert process.stderr is not None
            raise AssertionError(f"serve printed {before}; stderr: {process.stderr.read()}")
        before.append(line.strip())
    elapsed = time.monotonic() - started
    assert elapsed < 5.0, f"serve took {elapsed:.1f} s to listen"
    return process, line.split()[-1], before


async def next_error(client: Client, timeout: float = 10.0) -> dict[str, Any]:
    """The next ``error`` message (states, presence and chat on the way skipped)."""
    while True:
        message: dict[str, Any] = await client.recv(timeout)
        if message["type"] == "error":
            return message


async def play_out(client: Client, first: dict[str, Any], rng: random.Random,
                   record: list[str] | None = None,
                   stop: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
    """Plays random legal actions for the client's seat until the game is over (or
    ``stop`` holds for a state received); ``record`` collects every message's text."""
    state, pending = first, None
    while not state["over"] and not (stop is not None and stop(state) and pending is None):
        if state["legal"] and pending is None:
            pending = await client.act(rng.choice(state["legal"]))
        message = await client.recv(60.0)
        if record is not None:
            record.append(json.dumps(message))
        if message["type"] == "error":
            raise AssertionError(message)
        if message["type"] == "state":
            state = message
            if message.get("ack") == pending:
                pending = None  # later states may ask this seat again
    return state


async def lockstep(clients: dict[int, Client], states: dict[int, dict[str, Any]],
                   rng: random.Random, stop: Callable[[dict[str, Any]], bool] | None = None,
                   ) -> dict[int, dict[str, Any]]:
    """Plays a room whose every seat is one of ``clients``, one action at a time: the
    deciding seat acts at random, then every seat reads the state that follows; until
    the game ends or ``stop`` holds for the deciding seat's state."""
    while True:
        some = next(iter(states.values()))
        if some["over"]:
            return states
        seat = some["current"][0]
        if stop is not None and stop(states[seat]):
            return states
        await clients[seat].act(rng.choice(states[seat]["legal"]))
        for index, client in clients.items():
            states[index] = await next_state(client)


async def fetch_replay(client: Client, lookup: Callable[[str], Any]) -> tuple[Any, Any]:
    """The finished game's ``replay`` message, and the game it replays to (applied
    action by action to a new state of its setup and seed)."""
    await client.send({"type": "replay"})
    replay = await client.expect(("replay",), 10)
    state = lookup(replay["game"]).new_state(replay["config"], replay["seed"])
    for action in replay["actions"]:
        state.apply(state.action_from_json(action))
    return replay, state


def fighting_choice(view: dict[str, Any], seat: int, legal: list[dict[str, Any]],
                    rng: random.Random) -> dict[str, Any]:
    """A random legal action, a move onto another seat's units whenever there is one (so
    that random games reach their combats sooner)."""
    occupied = {tuple(u["at"]) for u in view["units"]
                if u["owner"] != seat and isinstance(u["at"], list)}
    fights = [a for a in legal if a.get("kind") in ("move_unit", "foundry_move")
              and a.get("path") and tuple(a["path"][-1]) in occupied]
    return rng.choice(fights or legal)
