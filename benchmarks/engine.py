"""Engine benchmark: random games per second (played through the game protocol), the
engine's legal-action generations per second, uncached odds time per pair of shipped
cards. Run: .venv/bin/python benchmarks/engine.py

Times are CPU time of this process (process_time): machines here are shared and noisy,
and wall time would count the other jobs. Prints medians over repeated runs, and a
baseline in the same run (a fixed pure-Python loop) so figures can be compared
across machines as ratios.
"""

from __future__ import annotations

import gc
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.protocol import GameState  # noqa: E402
from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.engine import odds as odds_mod  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.engine.position import from_json  # noqa: E402
from pocket_tactics_app.engine.randomgame import random_setup  # noqa: E402


def baseline(n: int = 300_000) -> float:
    """Seconds for a fixed loop of dict and tuple work: the machine's yardstick."""
    t = time.process_time()
    d: dict[tuple[int, int], int] = {}
    for i in range(n):
        d[(i % 97, i % 89)] = d.get((i % 89, i % 97), 0) + 1
    return time.process_time() - t


def new_random_game(rng: random.Random) -> GameState[Any]:
    """A game of a random setup (armies, map, seed drawn from ``rng``), as a protocol state."""
    setup = random_setup(default_catalog(), rng)
    return game_kind("pocket-tactics").new_state(setup.to_json(), setup.seed)


def random_move(state: GameState[Any], rng: random.Random) -> None:
    """One action of the seat deciding, drawn from its legal actions, applied."""
    legal = state.legal_actions(state.current_seats()[0])
    state.apply(legal[int(rng.random() * len(legal))])


def random_games(n: int, seed: int) -> tuple[float, int]:
    """Random games per second through the protocol (legal actions, apply)."""
    rng = random.Random(seed)
    actions = 0
    t = time.process_time()
    for _ in range(n):
        state = new_random_game(rng)
        while not state.is_over():
            random_move(state, rng)
            actions += 1
    return n / (time.process_time() - t), actions


def legal_generations(seed: int, samples: int = 300) -> float:
    """The engine's legal-action generations per second (its move generator alone, the
    cache cleared) over turn decisions sampled from random games played through the
    protocol."""
    rng = random.Random(seed)
    states: list[Any] = []
    while len(states) < samples:
        state = new_random_game(rng)
        while not state.is_over() and len(states) < samples:
            seen = state.view(None)
            if seen["phase"] == "play" and "pending" not in seen:
                copy: Any = state.clone()
                states.append(copy.game)  # the engine's game inside the protocol state
            random_move(state, rng)
    t = time.process_time()
    for s in states:
        s._legal_cache = None
        s._generate_legal()
    return len(states) / (time.process_time() - t)


def pair_position(a: str, d: str, terrain: str) -> dict[str, object]:
    return {"format": "pocket-tactics/position@1", "point_limit": 50,
            "tiles": [{"at": [q, 0], "terrain": terrain} for q in range(3)],
            "units": [{"id": "x", "card": a, "owner": 0, "at": [0, 0]},
                      {"id": "y", "card": d, "owner": 1, "at": [1, 0]}],
            "to_move": 0}


def clear_caches() -> None:
    for name in dir(odds_mod):
        fn = getattr(odds_mod, name)
        keep = ("multisets", "_float_multisets", "_raised", "_lex_sorted", "_rerolled")
        if hasattr(fn, "cache_clear") and name not in keep:
            fn.cache_clear()


def odds_times(terrain: str) -> list[tuple[float, str, str]]:
    """Uncached odds time of every ordered pair of shipped cards, side by side on
    ``terrain`` (with no ally nearby: the cards' own bumps, no support)."""
    cat = default_catalog()
    out = []
    for a in sorted(cat.units):
        for d in sorted(cat.units):
            g = from_json(pair_position(a, d, terrain), cat)
            clear_caches()
            t = time.process_time()
            odds_mod.assault_odds(g, "x", "y")
            out.append((time.process_time() - t, a, d))
    return out


def main() -> None:
    gc.disable()
    base = [baseline() for _ in range(5)]
    games = [random_games(100, seed) for seed in range(5)]
    legal = [legal_generations(seed) for seed in range(3)]
    # Water is nobody's favored terrain: the cards' own figures only (bumps, no re-rolls).
    plain = odds_times("water")
    # Wasteland is favored by the Proto-Ox and the Mutant Rebel: re-rolls in play for them.
    favored = odds_times("wasteland")
    plain_t = sorted(t for t, _, _ in plain)
    fav_t = sorted(t for t, _, _ in favored)
    report = {
        "baseline_s_median": statistics.median(base),
        "random_games_per_s_median": statistics.median(g for g, _ in games),
        "actions_per_game": statistics.mean(a for _, a in games) / 100,
        "legal_generations_per_s_median": statistics.median(legal),
        "odds_pair_ms_median": 1000 * statistics.median(plain_t),
        "odds_pair_ms_max": 1000 * plain_t[-1],
        "odds_pair_max_pair": max(plain)[1:],
        "odds_with_rerolls_ms_median": 1000 * statistics.median(fav_t),
        "odds_with_rerolls_ms_max": 1000 * fav_t[-1],
        "odds_with_rerolls_max_pair": max(favored)[1:],
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
