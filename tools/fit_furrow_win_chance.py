"""Fit Furrow & Foundry's win chance (``furrow/ai/winchance.py``) on simulated games and
report its calibration on games left out of the fit.

    .venv/bin/python tools/fit_furrow_win_chance.py --fit-games 360 --fit-seed 930000 \\
        --test-games 180 --test-seed 940000 --budget 120 --jobs 2 [--rows rows.json] \\
        [--compare 0.0562,0.0406,0]

Plays Normal against Normal (every seat Normal at ``--budget`` evaluations a decision),
2, 3 and 4 seats in turn, factions and mats rotated with the game's number. At every
turn start it records each seat's estimate (``winchance.estimates``) and the game's phase,
and labels the seats with the result (1 shared among the winners). ``SCALE``,
``SCALE_PHASE`` and ``EVEN`` of ``winchance.chances_from`` are fit on the fit games (one
seed range) by the least mean log loss of the winners' predicted chances (a grid, then
refined; the scales kept at 0 or more). A fit is surer of the games it was fit on than
of others, so the two scales are then shrunk by a factor chosen by cross-validation by
game (``--folds``: each fold's games predicted by a fit on the others; the factor of
least log loss on those predictions). ``--rows`` keeps the recorded games in a file and
reads them from it when it is there (the same seeds and budget: a new fit without
playing them again). On the test games (another seed range, never used for the fit)
the tool prints the log loss, the Brier score and, in 10 bins of the predicted chance of
every seat at every turn start, the mean predicted against the observed share of wins,
with the counts and a 90% interval of the observed share from resampling the games
(the positions of one game are correlated: the games are the sample, not the positions),
for the constants found, for those shipped now, for ``--compare`` constants and for
every seat given the same chance; then the table before (``--compare``, else shipped)
and after.
"""

from __future__ import annotations

import argparse
import json
import math
import random
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
                cand = (max(0.0, best[0] + d[0]), max(0.0, best[1] + d[1]),
                        min(1.0, max(0.0, best[2] + d[2])))
                if log_loss(rows, *cand) < log_loss(rows, *best) - 1e-9:
                    best, moved = cand, True
        step /= 2
    return round(best[0], 4), round(best[1], 4), round(best[2], 4)


def shrink(games: list[list[Row]], folds: int) -> float:
    """The factor on the two scales of least log loss on each fold's games predicted by
    a fit on the other folds (0.50 to 1.20 by 0.01)."""
    held: list[tuple[list[Row], Params]] = []
    for k in range(folds):
        train = [r for i, g in enumerate(games) if i % folds != k for r in g]
        held.append(([r for i, g in enumerate(games) if i % folds == k for r in g],
                     fit(train)))

    def loss(a: float) -> float:
        total = sum(log_loss(rows, a * p[0], a * p[1], p[2]) * len(rows) for rows, p in held)
        return total / sum(len(rows) for rows, _p in held)
    return min((x / 100 for x in range(50, 121)), key=loss)


def intervals(games: list[list[Row]], params: Params, draws: int = 300) -> list[list[float]]:
    """Per bin, the 5% and 95% points of the observed share of wins over ``draws``
    resamplings of the games (with replacement; a fixed seed)."""
    per_game = []
    for g in games:
        bins = [[0.0, 0.0] for _ in range(10)]  # wins, seat-positions
        for values, ph, result in g:
            for q, r in zip(winchance.chances_from(values, ph, *params), result, strict=True):
                bins[min(9, int(q * 10))][0] += r
                bins[min(9, int(q * 10))][1] += 1
        per_game.append(bins)
    rng = random.Random(1)
    shares: list[list[float]] = [[] for _ in range(10)]
    for _ in range(draws):
        sample = [per_game[rng.randrange(len(per_game))] for _ in per_game]
        for i in range(10):
            n = sum(b[i][1] for b in sample)
            if n:
                shares[i].append(sum(b[i][0] for b in sample) / n)
    return [[round(s[len(s) // 20], 3), round(s[len(s) * 19 // 20], 3)] if s else []
            for s in (sorted(x) for x in shares)]


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


def table(before: dict[str, Any], after: dict[str, Any]) -> str:
    """Before and after, bin by bin, each with its count and 90% interval."""
    lines = ["| predicted chance | before: mean predicted | observed wins (90%) | "
             "seat-positions | after: mean predicted | observed wins (90%) | "
             "seat-positions |", "|---|---|---|---|---|---|---|"]

    def cells(b: dict[str, Any]) -> str:
        if not b["count"]:
            return "- | - | 0"
        low, high = b["interval"]
        return (f"{b['predicted']:.3f} | {b['observed']:.3f} ({low:.2f}-{high:.2f}) "
                f"| {b['count']}")

    for b, a in zip(before["bins"], after["bins"], strict=True):
        if b["count"] or a["count"]:
            lines.append(f"| {b['bin']} | {cells(b)} | {cells(a)} |")
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
    ap.add_argument("--folds", type=int, default=5, help="folds of the cross-validation")
    ap.add_argument("--compare", default=None,
                    help="scale,scale_phase,even to compare with (the constants before)")
    ap.add_argument("--held-out-sample", type=Path, default=None,
                    help="write every 4th turn start of the test games here (the tests' "
                         "fixed held-out set), estimates to one decimal")
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
    if a.held_out_sample is not None:
        sample = [[[round(x, 1) for x in v], round(ph, 4), r]
                  for g in test_games for v, ph, r in g[::4]]
        a.held_out_sample.write_text(json.dumps(
            {"seeds": f"{a.test_seed}-{a.test_seed + a.test_games - 1}", "budget": a.budget,
             "every": 4, "rows": sample}, separators=(",", ":")) + "\n", encoding="utf-8")
    found = fit(fit_rows)
    factor = shrink(fit_games, a.folds)
    params: Params = (round(found[0] * factor, 4), round(found[1] * factor, 4), found[2])
    models: dict[str, Params] = {
        "found": params, "shipped": (winchance.SCALE, winchance.SCALE_PHASE, winchance.EVEN),
        "uniform": (0.0, 0.0, 0.0)}  # every seat alike: what the estimates add over a guess
    if a.compare:
        c = [float(x) for x in a.compare.split(",")]
        models["compare"] = (c[0], c[1], c[2])

    def check(p: Params) -> dict[str, Any]:
        cal = calibration(test_rows, *p)
        for b, iv in zip(cal["bins"], intervals(test_games, p), strict=True):
            b["interval"] = iv
        return cal

    out = {"fit_before_shrink": found, "shrink": factor, "scale": params[0],
           "scale_phase": params[1], "even": params[2],
           "fit": {"games": len(fit_games), "turn_starts": len(fit_rows),
                   **calibration(fit_rows, *params)},
           "test": {"games": len(test_games), "turn_starts": len(test_rows)},
           **{f"test_{name}": check(p) for name, p in models.items()}}
    print(json.dumps(out, indent=1))
    before = "compare" if a.compare else "shipped"
    print(f"before: {models[before]}; after: {params} (the test games)")
    print(table(out[f"test_{before}"], out["test_found"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
