"""Furrow & Foundry computer players' benchmark (issue 16): think time per decision and
search rate (positions evaluated per second) per level, in 2- and 4-player games between
players of that level, played through the game protocol. Run:
.venv/bin/python benchmarks/furrow_ai.py [--games N] [--quick]

Times are wall-clock per decision (what a player waits for), on whatever else the machine
runs; the issue's limit is a 95th percentile of 2 s. The search rate counts the
evaluations of the turn search (``PlannerAgent.last_evaluations``) over the time of the
decisions that searched; ``searched_p95_s`` is the p95 of those decisions alone (the
others replay a planned turn or answer a combat, and take almost nothing).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.furrow.ai.planner import PlannerAgent  # noqa: E402
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer  # noqa: E402

LEVELS = ("easy", "normal", "hard")


def p95(times: list[float]) -> float:
    if not times:
        return 0.0
    s = sorted(times)
    return round(s[int(0.95 * (len(s) - 1))], 4)


def bench(level: str, players: int, games: int, seed: int) -> dict[str, float]:
    times: list[float] = []
    searched: list[float] = []
    evals = 0
    rounds = 0
    for i in range(games):
        setup = {"players": players, "round_limit": 80, "content": None}
        state = game_kind("furrow").new_state(setup, seed + i)
        agents = [PlannerAgent(level, seed * 11 + s) for s in range(players)]
        seated = [WholeStatePlayer(agent) for agent in agents]
        while not state.is_over():
            s = state.current_seats()[0]
            t0 = time.perf_counter()
            action = seated[s].choose(state, s)
            dt = time.perf_counter() - t0
            times.append(dt)
            if agents[s].last_evaluations:
                evals += agents[s].last_evaluations
                searched.append(dt)
            state.apply(action)
        rounds += state.view(None)["round"]
    return {"games": games, "decisions": len(times),
            "rounds_mean": round(rounds / games, 1),
            "think_mean_s": round(sum(times) / len(times), 4),
            "think_p95_s": p95(times),
            "think_max_s": round(max(times), 4),
            "searches": len(searched),
            "searched_p95_s": p95(searched),
            "evaluations_per_search": round(evals / len(searched)) if searched else 0,
            "evaluations_per_s": round(evals / sum(searched)) if searched else 0}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--quick", action="store_true", help="one 2-player game per level")
    args = ap.parse_args(argv)
    sizes = (2,) if args.quick else (2, 4)
    games = 1 if args.quick else args.games
    out = {f"{level} {players}p": bench(level, players, games, args.seed)
           for level in LEVELS for players in sizes}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
