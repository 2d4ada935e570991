"""Benchmark of the computer opponents (not collected by pytest).

    .venv/bin/python benchmarks/ai.py [--positions 30] [--levels easy,normal,hard]
        [--warm] [--app-caps]

Fixed positions: seeded easy-vs-easy games stopped at turns 4, 10, 16 and 24 of
play. For each level it prints positions built per second (the search's unit of
work, one chance outcome of one action) and the median and 95th-percentile think
time of a turn decision, as one JSON object.

``--warm``: before each position is timed, ``ai.warm.warm_up`` fills the odds caches
for its armies, with no time limit as the app does at game start (off the GUI
thread; ``simulate`` gives it 3 s a game); without it every position after the
first meets cold caches (each comes from another pair of armies), which a game does
not.

``--app-caps``: every level searches with the app's wall-clock cap as well as its
position budget (``agents.PLAY_TIME_LIMITS``: Hard 1.6 s); without it the budget alone
stops the search, as in ``simulate``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai.agents import PLAY_TIME_LIMITS, make_agent  # noqa: E402
from pocket_tactics_app.ai.player import AgentPlayer  # noqa: E402
from pocket_tactics_app.ai.simulate import make_setup  # noqa: E402
from pocket_tactics_app.ai.warm import warm_up  # noqa: E402
from pocket_tactics_app.core.protocol import GameState  # noqa: E402
from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402


def fixed_positions(n: int) -> list[GameState[Any]]:
    """Positions of seeded easy-vs-easy games played through the protocol, each taken
    at a turn decision (the play phase, no assault pending) of turn 4, 10, 16 or 24."""
    cat = default_catalog()
    kind = game_kind("pocket-tactics")
    out: list[GameState[Any]] = []
    pair = 0
    while len(out) < n:
        setup = make_setup(cat, 50, 12345, pair)
        state = kind.new_state(setup.to_json(), setup.seed)
        players = (kind.make_player("easy", pair * 2 + 1), kind.make_player("easy", pair * 2 + 2))
        stops = {4, 10, 16, 24}
        while not state.is_over() and len(out) < n:
            seen = state.view(None)
            if seen["phase"] == "play" and "pending" not in seen and seen["turn"] in stops:
                stops.discard(seen["turn"])
                out.append(state.clone())
            seat = state.current_seats()[0]
            state.apply(players[seat].choose(state, seat))
        pair += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--levels", default="random,easy,normal,hard")
    ap.add_argument("--warm", action="store_true",
                    help="warm_up each position's armies first, untimed, as the app does")
    ap.add_argument("--app-caps", action="store_true",
                    help="each level's wall-clock cap per decision, as the app sets it")
    ns = ap.parse_args()
    positions = fixed_positions(ns.positions)
    report: dict[str, object] = {"positions": len(positions), "warmed": ns.warm,
                                 "app_caps": ns.app_caps}
    for level in ns.levels.split(","):
        agent = make_agent(level, 7, time_limit=PLAY_TIME_LIMITS[level] if ns.app_caps else None)
        player = AgentPlayer(agent)
        first = positions[0].clone()
        player.choose(first, first.current_seats()[0])  # warm the odds caches
        times: list[float] = []
        built = 0
        for state in positions:
            if ns.warm:
                warm_up(state.game, exact=True)  # type: ignore[attr-defined]
            copy = state.clone()
            seat = copy.current_seats()[0]
            t0 = time.perf_counter()
            player.choose(copy, seat)
            times.append(time.perf_counter() - t0)
            built += agent.last_positions
        times.sort()
        total = sum(times)
        report[level] = {
            "budget": agent.budget,
            # Hard's third ply builds up to this many more positions (0: no third ply)
            "third_ply_budget": round(agent.budget * getattr(agent, "deep_factor", 0.0)),
            "positions_per_s": round(built / total, 1) if total and built else None,
            "think_median_s": round(statistics.median(times), 4),
            "think_p95_s": round(times[min(len(times) - 1, int(0.95 * len(times)))], 4),
            "think_max_s": round(times[-1], 4),
        }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
