"""Furrow & Foundry computer players' benchmark (issue 16): think time per decision and
search rate (positions evaluated per second) per level, in 2- and 4-player games between
players of that level. Run: .venv/bin/python tests/furrow/bench_ai.py [--games N]

Times are wall-clock per decision (what a player waits for), on whatever else the machine
runs; the rate counts the evaluations of the turn search (``PlannerAgent.last_evaluations``).
The file is not a test module (pytest collects ``test_*.py`` only); the issue names
``tests/bench/furrow_ai.py``, a folder outside this work's files, so it lives here.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pocket_tactics_app.furrow.ai.planner import PlannerAgent  # noqa: E402
from pocket_tactics_app.furrow.engine.game import new_game  # noqa: E402


def bench(level: str, players: int, games: int, seed: int) -> dict[str, float]:
    times: list[float] = []
    evals = 0
    searched = 0.0
    for i in range(games):
        g = new_game(players=players, seed=seed + i, round_limit=80)
        agents = [PlannerAgent(level, seed * 11 + s) for s in range(players)]
        while not g.over:
            s = g.deciders()[0]
            t0 = time.perf_counter()
            action = agents[s](g, s)
            dt = time.perf_counter() - t0
            times.append(dt)
            if agents[s].last_evaluations:
                evals += agents[s].last_evaluations
                searched += dt
            g.apply(action)
    times.sort()
    return {"decisions": len(times), "think_mean_s": round(sum(times) / len(times), 4),
            "think_p95_s": round(times[int(0.95 * (len(times) - 1))], 4),
            "think_max_s": round(times[-1], 4),
            "evaluations_per_s": round(evals / searched) if searched else 0}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=77)
    args = ap.parse_args()
    out = {f"{level} {players}p": bench(level, players, args.games, args.seed)
           for level in ("easy", "normal", "hard") for players in (2, 4)}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
