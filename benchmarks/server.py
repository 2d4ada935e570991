"""Network server benchmark: N rooms of computer-against-computer clients playing over
real sockets to one ``pocket-tactics serve`` process.

    .venv/bin/python benchmarks/server.py --rooms 10 100 300 [--game pocket-tactics|furrow]
                                          [--seconds 20] [--think S] [--no-data] [--json]

Each room has two remote seats, each a client that plays a random legal action from the
``state`` it receives (the cheapest computer player, so the server is what is measured),
at once or after ``--think`` seconds on average (0.5 to 1.5 times it); when a room's
game ends its clients start another in a new room. The server saves every
room after every action (atomic write with fsync) unless ``--no-data``.

Reports actions per second over the whole server, the p50/p95 round trip of an action
(from the client's send to its receipt of the ``state`` acknowledging it) and the
server's resident memory per room (its RSS with N rooms open minus its RSS before the
first room, divided by N). The clients run in this process, on one event loop; on a
shared machine its figures include time other jobs take.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.net.client import Client  # noqa: E402

HUMAN = {"kind": "human"}


def setup_of(game: str, seed: int) -> dict[str, Any]:
    """A new game's setup JSON: random suggested-size armies, or a 2-seat Furrow game."""
    if game == "furrow":
        return {"players": 2, "content": 2}
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.engine.randomgame import random_setup

    data: dict[str, Any] = random_setup(default_catalog(), random.Random(seed)).to_json()
    return data


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Tally:
    def __init__(self) -> None:
        self.rtts: list[float] = []
        self.actions = 0
        self.games = 0
        self.measuring = False


async def one_room(url: str, game: str, index: int, tally: Tally, ready: asyncio.Queue[int],
                   go: asyncio.Event, stop: asyncio.Event, think: float) -> None:
    revisions = game_kind(game).revisions()
    a = await Client.connect(url, game, revisions, f"a{index}", timeout=60)
    b = await Client.connect(url, game, revisions, f"b{index}", timeout=60)
    rng = random.Random(index)
    first = True
    while not stop.is_set():
        seed = rng.randrange(1 << 30)
        states = {0: await a.create(setup_of(game, seed), seed, [HUMAN, HUMAN], seat=0)}
        assert a.room is not None
        states[1] = await b.join(a.room)
        clients = {0: a, 1: b}
        if first:
            first = False
            ready.put_nowait(index)
            await go.wait()
        while not states[0]["over"] and not stop.is_set():
            if think:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            seat = states[0]["current"][0]
            sent = time.perf_counter()
            request = await clients[seat].act(rng.choice(states[seat]["legal"]))
            states[seat] = await clients[seat].expect(("state",), 60)
            if tally.measuring:
                tally.rtts.append(time.perf_counter() - sent)
                tally.actions += 1
            assert states[seat].get("ack") == request
            other = 1 - seat
            states[other] = await clients[other].expect(("state",), 60)
        tally.games += bool(states[0]["over"])
        # a new room for the next game: the clients leave this one
        for client in (a, b):
            await client.close()
        a = await Client.connect(url, game, revisions, f"a{index}", timeout=60)
        b = await Client.connect(url, game, revisions, f"b{index}", timeout=60)
    await a.close()
    await b.close()


async def measure(url: str, pid: int, game: str, rooms: int, seconds: float,
                  think: float) -> dict[str, Any]:
    tally = Tally()
    ready: asyncio.Queue[int] = asyncio.Queue()
    go, stop = asyncio.Event(), asyncio.Event()
    base = rss_kb(pid)
    tasks = []
    for index in range(rooms):
        tasks.append(asyncio.create_task(one_room(url, game, index, tally, ready, go, stop,
                                                  think)))
        if index % 20 == 19:
            await asyncio.sleep(0.05)  # let connections open in batches
    for _ in range(rooms):
        await asyncio.wait_for(ready.get(), 120)
    with_rooms = rss_kb(pid)
    go.set()
    await asyncio.sleep(min(2.0, seconds / 5))  # warm up
    tally.measuring = True
    started, cpu, server_cpu = time.perf_counter(), time.process_time(), cpu_seconds(pid)
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - started
    cpu, server_cpu = time.process_time() - cpu, cpu_seconds(pid) - server_cpu
    tally.measuring = False
    stop.set()
    peak = rss_kb(pid)
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 120)
    rtts = sorted(tally.rtts)
    return {
        "game": game, "rooms": rooms, "seconds": round(elapsed, 1), "actions": tally.actions,
        "actions_per_s": round(tally.actions / elapsed, 1),
        "rtt_p50_ms": round(1000 * statistics.median(rtts), 2) if rtts else None,
        "rtt_p95_ms": round(1000 * rtts[int(0.95 * (len(rtts) - 1))], 2) if rtts else None,
        "games_finished": tally.games, "think_s": think,
        "server_cpu_share": round(server_cpu / elapsed, 2),
        "server_cpu_ms_per_action": (round(1000 * server_cpu / tally.actions, 3)
                                     if tally.actions else None),
        "clients_cpu_share": round(cpu / elapsed, 2),
        "server_rss_mb_before": round(base / 1024, 1),
        "server_rss_mb_with_rooms": round(with_rooms / 1024, 1),
        "server_kb_per_room": round((with_rooms - base) / rooms, 1),
        "server_rss_mb_at_end": round(peak / 1024, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, nargs="+", default=[10])
    parser.add_argument("--game", choices=("pocket-tactics", "furrow"),
                        default="pocket-tactics")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.0, metavar="S",
                        help="mean seconds a client waits before each action "
                        "(0: as fast as the server answers)")
    parser.add_argument("--no-data", action="store_true",
                        help="no autosave (rooms in memory only)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = []
    for rooms in args.rooms:
        with tempfile.TemporaryDirectory(prefix="bench-server-") as tmp:
            command = [sys.executable, "-m", "pocket_tactics_app", "serve", "--port", "0"]
            if not args.no_data:
                command += ["--data", tmp]
            server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
            try:
                assert server.stdout is not None
                while not (line := server.stdout.readline()).startswith("listening on "):
                    if not line:
                        raise RuntimeError("serve did not start")
                url = line.split()[-1]
                result = asyncio.run(measure(url, server.pid, args.game, rooms, args.seconds,
                                             args.think))
            finally:
                server.terminate()
                server.wait(30)
        result["autosave"] = not args.no_data
        results.append(result)
        if not args.json:
            print(f"{rooms:4d} rooms {args.game}: {result['actions_per_s']:8.1f} actions/s, "
                  f"round trip p50 {result['rtt_p50_ms']} ms p95 {result['rtt_p95_ms']} ms, "
                  f"{result['server_kb_per_room']} kB/room "
                  f"(server {result['server_rss_mb_before']} -> "
                  f"{result['server_rss_mb_with_rooms']} MB), "
                  f"{result['games_finished']} games finished; CPU server "
                  f"{result['server_cpu_share']} ({result['server_cpu_ms_per_action']} ms/action)"
                  f" clients {result['clients_cpu_share']}; load {os.getloadavg()[0]:.1f}",
                  flush=True)
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
