"""Fit the win-chance curve (``ai/winchance.py``) on simulated games; report calibration.

    .venv/bin/python tools/fit_win_chance.py --fit-games 120 --fit-seed 81001 \\
        --test-games 80 --test-seed 82001 [--pairs normal-normal,easy-normal,hard-normal]
        [--weights search]

Plays the games (pairs of games on one setup with the seats swapped, the level pairs
cycled per pair of games), splits every turn decision into ``winchance.parts`` for seat 0 and
labels it with how the game ended for seat 0 (win 1, draw 0.5, loss 0). Fits ``SLOPE``
and ``TO_MOVE`` of ``winchance.chance_from_parts`` (a logistic curve on the evaluation,
mixed with the win-in-one threat and the turn limit's verdict) by minimizing the log
loss of the fit games, then prints one JSON object: the coefficients, and on the test games
(never used for the fit) the log loss, the Brier score and predicted against observed
in 10 bins of the prediction, for the fitted constants (``test``) and for the shipped
ones (``test_shipped``). Positions of one game are correlated: the bins' counts
overstate the evidence; the games are the sample.

``--weights search`` values the positions with Hard's search weights instead of the
shared defaults: the slope Hard's search turns its leaves into chances with
(``HardAgent.win_prob_slope``) was fit so.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai import winchance  # noqa: E402
from pocket_tactics_app.ai.agents import HardAgent, make_agent  # noqa: E402
from pocket_tactics_app.ai.simulate import make_setup, play_game  # noqa: E402
from pocket_tactics_app.ai.winchance import Parts, chance_from_parts, parts  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.engine.game import Game  # noqa: E402

Row = tuple[Parts, float, int]  # seat 0's parts, its outcome, the game


def collect(games: int, seed: int, pairs: list[tuple[str, str]]) -> list[Row]:
    cat = default_catalog()
    rows: list[Row] = []
    for i in range(games):
        pair, a_seat = divmod(i, 2)
        la, lb = pairs[pair % len(pairs)]
        setup = make_setup(cat, 50, seed, pair)
        s = seed * 1_000_003 + i
        a, b = make_agent(la, s * 2 + 1), make_agent(lb, s * 2 + 2)
        game, actions, _ = play_game(setup, (a, b) if a_seat == 0 else (b, a), cat)
        outcome = 1.0 if game.winner == 0 else 0.0 if game.winner == 1 else 0.5
        g = Game.new(setup, cat)
        for act in actions:
            if g.phase == "play" and g.pending is None and not g.is_over():
                rows.append((parts(g, 0), outcome, i))
            g.apply(act)
        print(f"game {i}: {la} vs {lb}, seat 0 {outcome}, {len(actions)} actions",
              file=sys.stderr)
    return rows


def _loss(rows: list[Row], a: float, b: float) -> float:
    total = 0.0
    for pt, y, _ in rows:
        q = min(max(chance_from_parts(pt, a, b), 1e-12), 1 - 1e-12)
        total -= y * math.log(q) + (1 - y) * math.log(1 - q)
    return total / max(1, len(rows))


def _golden(f: Callable[[float], float], lo: float, hi: float, steps: int = 40) -> float:
    g = (math.sqrt(5) - 1) / 2
    x1, x2 = hi - g * (hi - lo), lo + g * (hi - lo)
    f1, f2 = f(x1), f(x2)
    for _ in range(steps):
        if f1 <= f2:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - g * (hi - lo)
            f1 = f(x1)
        else:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + g * (hi - lo)
            f2 = f(x2)
    return (lo + hi) / 2


def fit(rows: list[Row]) -> tuple[float, float]:
    """Coordinate descent by golden-section search: the slope (log scale), then the
    side-to-move term, a few rounds (the loss is smooth and has one minimum here)."""
    a, b = 0.05, 0.0
    for _ in range(4):
        a = math.exp(_golden(lambda la, b=b: _loss(rows, math.exp(la), b),
                             math.log(1e-4), math.log(2.0)))
        b = _golden(lambda bb, a=a: _loss(rows, a, bb), -2.0, 2.0)
    return a, b


def report(rows: list[Row], a: float, b: float) -> dict[str, object]:
    bins: list[list[float]] = [[0, 0.0, 0.0] for _ in range(10)]
    loss = brier = 0.0
    for pt, y, _ in rows:
        p = chance_from_parts(pt, a, b)
        q = min(max(p, 1e-12), 1 - 1e-12)
        loss -= y * math.log(q) + (1 - y) * math.log(1 - q)
        brier += (p - y) ** 2
        k = min(9, int(p * 10))
        bins[k][0] += 1
        bins[k][1] += p
        bins[k][2] += y
    n = len(rows) or 1
    return {
        "positions": len(rows), "games": len({r[2] for r in rows}),
        "log_loss": round(loss / n, 4), "brier": round(brier / n, 4),
        "bins": [{"range": f"{k / 10:.1f}-{(k + 1) / 10:.1f}", "positions": int(c),
                  "predicted": round(sp / c, 3) if c else None,
                  "observed": round(sy / c, 3) if c else None}
                 for k, (c, sp, sy) in enumerate(bins)],
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fit-games", type=int, default=120)
    ap.add_argument("--fit-seed", type=int, default=81001)
    ap.add_argument("--test-games", type=int, default=80)
    ap.add_argument("--test-seed", type=int, default=82001)
    ap.add_argument("--pairs", default="normal-normal,easy-normal,hard-normal")
    ap.add_argument("--rows", default=None, help="also write the valued positions here")
    ap.add_argument("--weights", choices=("default", "search"), default="default",
                    help="the evaluation's weights: the shared defaults or Hard's search's")
    ns = ap.parse_args()
    if ns.weights == "search" and HardAgent.search_weights is not None:
        winchance._VALUER.weights = HardAgent.search_weights
    pairs = [(p.split("-")[0], p.split("-")[1]) for p in ns.pairs.split(",")]
    fit_rows = collect(ns.fit_games, ns.fit_seed, pairs)
    test_rows = collect(ns.test_games, ns.test_seed, pairs)
    if ns.rows:
        Path(ns.rows).write_text(json.dumps(
            {k: [[asdict(pt), y, i] for pt, y, i in rows]
             for k, rows in (("fit", fit_rows), ("test", test_rows))}))
    a, b = fit(fit_rows)
    print(json.dumps({"slope": a, "to_move": b, "fit": report(fit_rows, a, b),
                      "test": report(test_rows, a, b),
                      # the constants the app ships, on the same games left out
                      "test_shipped": report(test_rows, winchance.SLOPE, winchance.TO_MOVE)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
