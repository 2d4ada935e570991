"""``pocket-tactics net-play``: a client with no window that plays one seat of a network
game to its end, choosing among the legal actions the server lists (a seeded random
choice): a smoke test of a server and of two app processes, and a stand-in opponent.

    pocket-tactics net-play --url ws://HOST:PORT --create SETUP.json [--seats human,human]
                            [--seat N] [--seed S] [--room-file F]
    pocket-tactics net-play --url ws://HOST:PORT --join ROOM [--seed S]

``--create`` takes the game's setup JSON (or a save file, whose ``setup`` it uses); the
room code is printed (``room CODE``) and written to ``--room-file``. Seats are ``human``
or ``computer:LEVEL`` (computer seats play on the server). Game-neutral: any registered
game, by ``--game``. Exit status 0 when the game has ended, 1 otherwise (refused,
disconnected, timed out).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from pathlib import Path
from typing import Any

from ..core import registry
from ..core.protocol import JSONObject
from ..storage.atomic import atomic_write_bytes
from .client import Client, ServerRefused


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pocket-tactics net-play",
        description="Play one seat of a network game with no window (random legal actions).")
    parser.add_argument("--url", required=True, help="the server, e.g. ws://127.0.0.1:8765")
    parser.add_argument("--game", default="pocket-tactics", help="the game's id")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--create", metavar="SETUP.json",
                       help="create a room with this setup (or a save file's setup)")
    which.add_argument("--join", metavar="ROOM", help="join the first open seat of ROOM")
    parser.add_argument("--seats", default="human,human",
                        help="create: the seats, human or computer:LEVEL (default human,human)")
    parser.add_argument("--seat", type=int, default=0, help="create: this client's seat")
    parser.add_argument("--seed", type=int, default=1,
                        help="the game's seed (create) and this client's choices")
    parser.add_argument("--name", default="net-play", help="the player's name")
    parser.add_argument("--room-file", metavar="F", help="create: write the room code here")
    parser.add_argument("--timeout", type=float, default=600.0,
                        help="seconds the whole game may take (default 600)")
    return parser


def read_setup(path: Path) -> JSONObject:
    """The setup JSON of a file: a setup, or a save holding one; ``ValueError`` naming
    the file when it is neither."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read a setup: {exc}") from exc
    if isinstance(data, dict) and isinstance(data.get("setup"), dict):
        data = data["setup"]
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a setup object (or a save with 'setup')")
    setup: JSONObject = data
    return setup


def seat_specs(text: str) -> list[JSONObject]:
    """``human,computer:easy`` as the ``seats`` of a ``create`` message."""
    seats: list[JSONObject] = []
    for part in text.split(","):
        kind, _, level = part.strip().partition(":")
        if kind == "human" and not level:
            seats.append({"kind": "human"})
        elif kind == "computer" and level:
            seats.append({"kind": "computer", "level": level})
        else:
            raise ValueError(f"--seats: {part!r} is neither human nor computer:LEVEL")
    return seats


async def play(args: argparse.Namespace) -> int:
    kind = registry.game_kind(args.game)
    client = await Client.connect(args.url, args.game, kind.revisions(), args.name)
    try:
        if args.create is not None:
            state = await client.create(read_setup(Path(args.create)), args.seed,
                                        seat_specs(args.seats), args.seat)
            if args.room_file:
                atomic_write_bytes(Path(args.room_file), f"{client.room}\n".encode("ascii"))
        else:
            state = await client.join(args.join)
        print(f"room {client.room} seat {client.seat}", flush=True)
        rng = random.Random(args.seed * 31 + (client.seat or 0))
        played = 0
        while not state["over"]:
            legal: list[Any] = state["legal"]
            if legal:
                await client.act(rng.choice(legal))
                played += 1
            state = await client.expect(("state",))
        print(f"game over after {state['ply']} actions ({played} of them this seat's): "
              f"returns {state['returns']}", flush=True)
        return 0
    finally:
        await client.close()


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        return asyncio.run(asyncio.wait_for(play(args), args.timeout))
    except KeyError as exc:
        print(f"net-play: {exc}", file=sys.stderr)
    except ValueError as exc:
        print(f"net-play: {exc}", file=sys.stderr)
    except ServerRefused as exc:
        print(f"net-play: the server refused: {exc}", file=sys.stderr)
    except OSError as exc:
        print(f"net-play: cannot reach {args.url}: {exc}", file=sys.stderr)
    except TimeoutError:
        print(f"net-play: the game did not end within {args.timeout:g} s", file=sys.stderr)
    return 1


__all__ = ["build_parser", "main", "read_setup", "seat_specs"]
