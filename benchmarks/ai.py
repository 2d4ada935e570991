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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai.agents import PLAY_TIME_LIMITS, make_agent  # noqa: E402
from pocket_tactics_app.ai.simulate import make_setup  # noqa: E402
from pocket_tactics_app.ai.warm import warm_up  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.engine.game import Game  # noqa: E402


def fixed_positions(n: int) -> list[Game]:
    cat = default_catalog()
    out: list[Game] = []
    pair = 0
    while len(out) < n:
        g = Game.new(make_setup(cat, 50, 12345, pair), cat)
        agents = (make_agent("easy", pair * 2 + 1), make_agent("easy", pair * 2 + 2))
        stops = {4, 10, 16, 24}
        while not g.is_over() and len(out) < n:
            if g.phase == "play" and g.pending is None and g.turn in stops:
                stops.discard(g.turn)
                out.append(g.clone())
            g.apply(agents[g.current_player()].choose(g))
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
        agent.choose(positions[0].clone())  # warm the odds caches
        times: list[float] = []
        built = 0
        for g in positions:
            if ns.warm:
                warm_up(g, exact=True)
            t0 = time.perf_counter()
            agent.choose(g.clone())
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
