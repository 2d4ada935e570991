"""Furrow & Foundry benchmark (issue 14): actions applied per second in random 4-player
play, legal-action generations per second in mid-game positions, and the time of a whole
4-player greedy game. Run: .venv/bin/python benchmarks/furrow.py [--quick]

Times are CPU time of this process (process_time): the machines here are shared. The
action rate counts ``Game.apply`` alone (the random player's choice is timed apart).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.furrow.ai.agents import GreedyAgent, RandomAgent  # noqa: E402
from pocket_tactics_app.furrow.engine.game import Game, new_game  # noqa: E402


def random_play(games: int, seed: int) -> dict[str, float]:
    apply_s = choose_s = 0.0
    actions = 0
    for i in range(games):
        g = new_game(players=4, seed=seed + i, round_limit=80)
        agent = RandomAgent(seed + i)
        while not g.over:
            t0 = time.process_time()
            a = agent(g, g.deciders()[0])
            t1 = time.process_time()
            g.apply(a)
            t2 = time.process_time()
            choose_s += t1 - t0
            apply_s += t2 - t1
            actions += 1
    return {"actions": actions, "applied_per_s": round(actions / apply_s),
            "with_random_player_per_s": round(actions / (apply_s + choose_s))}


def mid_game_states(n: int, seed: int) -> list[Game]:
    states: list[Game] = []
    i = 0
    while len(states) < n:
        g = new_game(players=4, seed=seed + i, round_limit=80)
        agent = RandomAgent(seed + i)
        while not g.over and len(states) < n:
            g.apply(agent(g, g.deciders()[0]))
            # inside a turn, where the list is longest (moves with their cargo, payments)
            if 10 <= g.round <= 40 and g.phase() in ("top", "move", "bottom"):
                if g.round % 3 == 0:
                    states.append(g.clone())
        i += 1
    return states


def legal_rate(states: list[Game], repeat: int = 3) -> float:
    rates = []
    for _ in range(repeat):
        t = time.process_time()
        for g in states:
            g.legal()
        rates.append(len(states) / (time.process_time() - t))
    return round(statistics.median(rates))


def greedy_game(seed: int) -> dict[str, float]:
    g = new_game(players=4, seed=seed, round_limit=80)
    agents = [GreedyAgent(seed + s) for s in range(4)]
    t = time.process_time()
    actions = 0
    while not g.over:
        s = g.deciders()[0]
        g.apply(agents[s](g, s))
        actions += 1
    return {"seconds": round(time.process_time() - t, 2), "actions": actions,
            "rounds": g.round, "end": g.end_reason or ""}


def main() -> None:
    quick = "--quick" in sys.argv
    out = {
        "random_4p": random_play(3 if quick else 20, 1000),
        "legal_per_s_mid_game": legal_rate(mid_game_states(100 if quick else 400, 77)),
        "greedy_4p_game": greedy_game(5),
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
