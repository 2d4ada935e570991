"""Furrow & Foundry benchmark (issue 14): actions applied per second in random 4-player
play, legal-action generations per second in mid-game positions, and the time of a whole
4-player greedy game, each game played through the game protocol. Run:
.venv/bin/python benchmarks/furrow.py [--quick]

Times are CPU time of this process (process_time): the machines here are shared. The
action rate counts ``Game.apply`` alone (the random player's choice is timed apart).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.play import play  # noqa: E402
from pocket_tactics_app.core.protocol import GameState, Player  # noqa: E402
from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.furrow.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer  # noqa: E402


def new_game(seed: int) -> GameState[Any]:
    """A 4-player game of the shipped content and 80 rounds at most."""
    setup = {"players": 4, "round_limit": 80, "content": None}
    return game_kind("furrow").new_state(setup, seed)


def player(level: str, seed: int) -> Player:
    return WholeStatePlayer(make_agent(level, seed))


def random_play(games: int, seed: int) -> dict[str, float]:
    apply_s = choose_s = 0.0
    actions = 0
    for i in range(games):
        state = new_game(seed + i)
        agent = player("random", seed + i)
        while not state.is_over():
            t0 = time.process_time()
            seat = state.current_seats()[0]
            a = agent.choose(state, seat)
            t1 = time.process_time()
            state.apply(a)
            t2 = time.process_time()
            choose_s += t1 - t0
            apply_s += t2 - t1
            actions += 1
    return {"actions": actions, "applied_per_s": round(actions / apply_s),
            "with_random_player_per_s": round(actions / (apply_s + choose_s))}


def mid_game_states(n: int, seed: int) -> list[Any]:
    """Positions inside a turn (where the list is longest: moves with their cargo,
    payments) of random games played through the protocol."""
    states: list[Any] = []
    i = 0
    while len(states) < n:
        state = new_game(seed + i)
        agent = player("random", seed + i)
        while not state.is_over() and len(states) < n:
            seat = state.current_seats()[0]
            state.apply(agent.choose(state, seat))
            seen = state.view(None)
            phase = (seen["turn"] or {}).get("phase")
            if 10 <= seen["round"] <= 40 and phase in ("top", "move", "bottom"):
                if seen["round"] % 3 == 0:
                    states.append(state.clone())
        i += 1
    return states


def legal_rate(states: list[Any], repeat: int = 3) -> float:
    """The engine's legal entries (free fields as domains) per second."""
    rates = []
    for _ in range(repeat):
        t = time.process_time()
        for g in states:
            g.legal()
        rates.append(len(states) / (time.process_time() - t))
    return round(statistics.median(rates))


def greedy_game(seed: int) -> dict[str, float]:
    t = time.process_time()
    played = play(new_game(seed), [player("greedy", seed + s) for s in range(4)])
    seconds = time.process_time() - t
    end = played.state.view(None)
    reason = end.get("over")
    return {"seconds": round(seconds, 2), "actions": len(played.actions),
            "rounds": end["round"], "end": reason if isinstance(reason, str) else ""}


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
