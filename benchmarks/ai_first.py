"""The first turn decision of a game, cold and after ``warm_up`` (not collected by pytest).

    .venv/bin/python benchmarks/ai_first.py [--games 6] [--level hard] [--seed 4242]
        [--warm-limit S] [--time-limit S]

Each measurement runs in a fresh process (the odds caches live for the process): both
seats of the level play the setup of a ``simulate`` game through the game protocol (the
level's agents as protocol players), then the first turn decision is timed, cold or
after ``ai.warm.warm_up(game)`` (its own time reported apart, as the app spends it on a
worker thread while the human sets up). ``--warm-limit`` caps the warm-up as the app
does (``controller.advisor.WARM_UP_SECONDS``); ``--time-limit`` gives the agents the
app's play-time cap. Prints one JSON object (worst and median included).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.ai.player import AgentPlayer
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.ai.warm import warm_up
from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.engine.cards import default_catalog
setup = make_setup(default_catalog(), 50, {seed}, {pair})
state = game_kind("pocket-tactics").new_state(setup.to_json(), setup.seed)
warm = 0.0
if {warm}:
    t = time.perf_counter(); warm_up(state.game, time_limit={warm_limit!r})
    warm = time.perf_counter() - t
players = (AgentPlayer(make_agent({level!r}, 1, time_limit={time_limit!r})),
           AgentPlayer(make_agent({level!r}, 2, time_limit={time_limit!r})))
while state.view(None)["phase"] != "play":
    seat = state.current_seats()[0]
    state.apply(players[seat].choose(state, seat))
seat = state.current_seats()[0]
t = time.perf_counter(); players[seat].choose(state, seat)
print(json.dumps({{"first": time.perf_counter() - t, "warm_up": warm}}))
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--warm-limit", type=float, default=None)
    ap.add_argument("--time-limit", type=float, default=None)
    ns = ap.parse_args()
    out: dict[str, object] = {"level": ns.level, "games": ns.games, "seed": ns.seed,
                              "warm_limit": ns.warm_limit, "time_limit": ns.time_limit}
    for warm in (False, True):
        firsts, warms = [], []
        for pair in range(ns.games):
            code = CHILD.format(root=str(ROOT), seed=ns.seed, pair=pair, warm=warm,
                                level=ns.level, warm_limit=ns.warm_limit,
                                time_limit=ns.time_limit)
            res = json.loads(subprocess.run([sys.executable, "-c", code], check=True,
                                            capture_output=True, text=True).stdout)
            firsts.append(round(res["first"], 3))
            warms.append(round(res["warm_up"], 2))
        key = "warmed" if warm else "cold"
        out[key] = {"first_decision_s": firsts, "max_s": max(firsts),
                    "median_s": round(statistics.median(firsts), 3)}
        if warm:
            out[key]["warm_up_s"] = warms  # type: ignore[index]
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
