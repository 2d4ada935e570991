"""Fit Furrow & Foundry's win chance (``furrow/ai/winchance.py``) on simulated games and
report its calibration on games left out of the fit.

    .venv/bin/python tools/fit_furrow_win_chance.py --fit-games 120 --fit-seed 930000 \\
        --test-games 60 --test-seed 940000 --budget 120 --jobs 2 [--rows rows.json]

Plays Normal against Normal (every seat Normal at ``--budget`` evaluations a decision),
2, 3 and 4 seats in turn, factions and mats rotated with the game's number. At every
turn start it records each seat's estimate (``winchance.estimates``) and the game's phase,
and labels the seats with the result (1 shared among the winners). ``SCALE``,
``SCALE_PHASE`` and ``EVEN`` of ``winchance.chances_from`` are fit on the fit games (one
seed range) by the least mean log loss of the winners' predicted chances (a grid, then
refined); ``--rows`` keeps the recorded games in a file and reads them from it when it
is there (the same seeds and budget: a new fit without playing them again);
on the test games (another seed range, never used for the fit) the tool prints the log
loss, the Brier score and, in 10 bins of the predicted chance of every seat at every
turn start, the mean predicted against the observed share of wins, with the counts, and
the same scores for every seat given the same chance (``test_uniform``).
Positions of one game are correlated: the games are the sample, not the positions.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.furrow.ai import winchance  # noqa: E402
from pocket_tactics_app.furrow.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer  # noqa: E402
from pocket_tactics_app.furrow.engine.content import FACTION_IDS  # noqa: E402
from pocket_tactics_app.furrow.engine.game import Game  # noqa: E402

#: one turn start of one game: each seat's estimate, the phase, each seat's result
Row = tuple[list[float], float, list[float]]


def play(args: tuple[int, int, int]) -> list[Row]:
    """The turn starts of one Normal-vs-Normal game (seed, seats, budget)."""
    seed, players, budget = args
    factions = [FACTION_IDS[(seed + i) % len(FACTION_IDS)] for i in range(players)]
    mats = [1 + (seed + seed // 5 + i) % 5 for i in range(players)]
    setup = {"factions": factions, "mats": mats, "players": players, "round_limit": 80,
             "content": None}
    game = game_kind("furrow").new_state(setup, seed)  # played through the protocol
    assert isinstance(game, Game)  # the estimates read the Furrow state itself
    agents = [WholeStatePlayer(make_agent("normal", seed * 7 + s, budget=budget))
              for s in range(players)]
    starts: list[tuple[list[float], float]] = []
    while not game.is_over():
        if game.turn is None:
            starts.append((winchance.estimates(game), winchance.phase(game)))
        seat = game.current_seats()[0]
        game.apply(agents[seat].choose(game, seat))
    result = game.returns()
    return [(v, ph, result) for v, ph in starts]


def simulate(first: int, games: int, budget: int, jobs: int) -> list[list[Row]]:
    tasks = [(first + g, 2 + g % 3, budget) for g in range(games)]
    if jobs <= 1:
        return [play(t) for t in tasks]
    with Pool(jobs) as pool:
        return pool.map(play, tasks)


Params = tuple[float, float, float]  # scale, scale_phase, even


def log_loss(rows: list[Row], scale: float, scale_phase: float, even: float) -> float:
    """Mean over turn starts of -log(the chance given to the result)."""
    total = 0.0
    for values, ph, result in rows:
        p = winchance.chances_from(values, ph, scale, scale_phase, even)
        total -= sum(r * math.log(max(1e-12, q)) for r, q in zip(result, p, strict=True))
    return total / max(1, len(rows))


def fit(rows: list[Row]) -> Params:
    """The (scale, scale_phase, even) of least log loss: a grid, then halving steps."""
    best: Params = min(((a / 100, b / 100, e / 100) for a in range(0, 31, 3)
                        for b in range(0, 61, 6) for e in range(0, 31, 10)),
                       key=lambda p: log_loss(rows, *p))
    step = 0.02
    while step > 0.0005:
        moved = True
        while moved:
            moved = False
            for d in ((step, 0, 0), (-step, 0, 0), (0, step, 0), (0, -step, 0),
                      (0, 0, step), (0, 0, -step)):
                cand = (max(0.0, best[0] + d[0]), best[1] + d[1],
                        min(1.0, max(0.0, best[2] + d[2])))
                if log_loss(rows, *cand) < log_loss(rows, *best) - 1e-9:
                    best, moved = cand, True
        step /= 2
    return round(best[0], 4), round(best[1], 4), round(best[2], 4)


def calibration(rows: list[Row], scale: float, scale_phase: float,
                even: float) -> dict[str, Any]:
    bins: list[list[float]] = [[0.0, 0.0, 0.0] for _ in range(10)]  # predicted, observed, n
    brier = 0.0
    n = 0
    for values, ph, result in rows:
        for q, r in zip(winchance.chances_from(values, ph, scale, scale_phase, even),
                        result, strict=True):
            b = bins[min(9, int(q * 10))]
            b[0] += q
            b[1] += r
            b[2] += 1
            brier += (q - r) ** 2
            n += 1
    return {"log_loss": round(log_loss(rows, scale, scale_phase, even), 4),
            "brier": round(brier / max(1, n), 4),
            "bins": [{"bin": f"{i / 10:.1f}-{(i + 1) / 10:.1f}",
                      "predicted": round(b[0] / b[2], 3) if b[2] else None,
                      "observed": round(b[1] / b[2], 3) if b[2] else None,
                      "count": int(b[2])} for i, b in enumerate(bins)]}


def table(cal: dict[str, Any]) -> str:
    lines = ["| predicted chance | mean predicted | observed wins | seat-positions |",
             "|---|---|---|---|"]
    for b in cal["bins"]:
        if b["count"]:
            lines.append(f"| {b['bin']} | {b['predicted']:.3f} | {b['observed']:.3f} "
                         f"| {b['count']} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fit-games", type=int, default=120)
    ap.add_argument("--fit-seed", type=int, default=930000)
    ap.add_argument("--test-games", type=int, default=60)
    ap.add_argument("--test-seed", type=int, default=940000)
    ap.add_argument("--budget", type=int, default=100, help="Normal's evaluations a decision")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--rows", type=Path, default=None,
                    help="keep the recorded games here (read them when the file is there)")
    a = ap.parse_args()
    if a.rows is not None and a.rows.exists():
        saved = json.loads(a.rows.read_text(encoding="utf-8"))
        fit_games, test_games = saved["fit"], saved["test"]
    else:
        fit_games = simulate(a.fit_seed, a.fit_games, a.budget, a.jobs)
        test_games = simulate(a.test_seed, a.test_games, a.budget, a.jobs)
        if a.rows is not None:
            a.rows.write_text(json.dumps({"fit": fit_games, "test": test_games}),
                              encoding="utf-8")
    fit_rows = [(v, ph, r) for g in fit_games for v, ph, r in g]
    test_rows = [(v, ph, r) for g in test_games for v, ph, r in g]
    params = fit(fit_rows)
    shipped = (winchance.SCALE, winchance.SCALE_PHASE, winchance.EVEN)

    def scores(p: Params) -> dict[str, Any]:
        return {k: v for k, v in calibration(test_rows, *p).items() if k != "bins"}

    out = {"scale": params[0], "scale_phase": params[1], "even": params[2],
           "fit": {"games": len(fit_games), "turn_starts": len(fit_rows),
                   **calibration(fit_rows, *params)},
           "test": {"games": len(test_games), "turn_starts": len(test_rows),
                    **calibration(test_rows, *params)},
           "test_shipped": scores(shipped),
           # every seat alike (scale 0): what the estimates add over a guess
           "test_uniform": scores((0.0, 0.0, 0.0))}
    print(json.dumps(out, indent=1))
    print(table(out["test"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
