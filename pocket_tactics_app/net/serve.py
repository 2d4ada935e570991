"""``pocket-tactics serve``: the headless game server on the command line.

    pocket-tactics serve [--bind ADDR] [--port P] [--data DIR] [--cert C --key K]

It resumes the rooms saved under ``--data``, prints the address it listens on, and stops
cleanly on SIGTERM or Ctrl-C (every room is saved after every action already).
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import ssl
import sys
from pathlib import Path

from .server import GameServer, Limits, tls_context

DEFAULT_PORT = 8765


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pocket-tactics serve",
        description="Host network games of every game of the app (no window).")
    parser.add_argument("--bind", default="127.0.0.1", metavar="ADDR",
                        help="address to listen on (0.0.0.0: every interface; "
                        "default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port (0: any free port; default {DEFAULT_PORT})")
    parser.add_argument("--data", metavar="DIR", default=None,
                        help="folder where rooms are saved and resumed from "
                        "(default: none, rooms live in memory only)")
    parser.add_argument("--cert", metavar="C", help="TLS certificate (PEM)")
    parser.add_argument("--key", metavar="K", help="TLS private key (PEM)")
    parser.add_argument("--think", type=float, default=Limits.think_seconds, metavar="S",
                        help="seconds a computer seat thinks per decision "
                        f"(default {Limits.think_seconds:g})")
    return parser


async def run(args: argparse.Namespace, tls: ssl.SSLContext | None) -> int:
    data = Path(args.data) if args.data else None
    game_server = GameServer(data, limits=Limits(think_seconds=args.think))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises instead
            pass
    server = await game_server.listen(args.bind, args.port, tls)
    print(f"{len(game_server.rooms)} rooms resumed", flush=True)
    scheme = "wss" if tls is not None else "ws"
    for sock in server.sockets:
        host, port = sock.getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        print(f"listening on {scheme}://{shown}:{port}", flush=True)
    try:
        await stop.wait()
    finally:
        server.close()
        await server.wait_closed()
        game_server.close()
    print("stopped", flush=True)
    return 0


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if (args.cert is None) != (args.key is None):
        print("serve: --cert and --key go together", file=sys.stderr)
        return 1
    tls = None
    if args.cert is not None:
        try:
            tls = tls_context(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            print(f"serve: cannot use {args.cert} / {args.key}: {exc}", file=sys.stderr)
            return 1
    try:
        return asyncio.run(run(args, tls))
    except OSError as exc:
        print(f"serve: cannot listen on {args.bind}:{args.port}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
