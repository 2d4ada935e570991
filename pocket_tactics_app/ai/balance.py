"""``pocket-tactics balance``: every pair of the suggested builds of one point limit
(mirrors included) played at one level, seats swapped, as a matrix with 95% CIs.

Cell (row, column) is the row build's score against the column build (a win 1, a draw
one half), with its Wilson interval; cell (column, row) is one minus it, from the same
games. A mirror (the diagonal) gives the score of the agent that played A: 0.5 but for
noise and the seats. Each pair is ``simulate.run`` with both armies fixed: ``games`` games, pairs of
games on one game seed with the seats swapped.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine.cards import DEFAULT_CARDS, Catalog, default_catalog
from .agents import LEVELS
from .simulate import CARDS_CHOICES, _parse_budget, add_cards_option, preset_army, run, wilson


def builds(catalog: Catalog, points: int) -> list[str]:
    """The suggested builds of that point limit, by id."""
    return sorted(p.id for p in catalog.presets.values() if p.point_limit == points)


def run_balance(level: str, games: int, seed: int, jobs: int = 1, points: int = 50,
                budget: int | None = None, cards: int = DEFAULT_CARDS) -> dict[str, Any]:
    """``cards``: the card revision every game is played with (the suggested builds
    are the same in each: a revision changes dice, never points)."""
    catalog = default_catalog()
    ids = builds(catalog, points)
    n = len(ids)
    cells: list[list[dict[str, Any] | None]] = [[None] * n for _ in range(n)]
    for i in range(n):
        for j in range(i, n):
            res = run(level, level, games, seed, budget, points, jobs,
                      army_a=preset_army(catalog, ids[i]), army_b=preset_army(catalog, ids[j]),
                      cards=cards)
            a, b = res["a"], res["b"]
            draws = res["draws"]
            cells[i][j] = _cell(a["wins"], b["wins"], draws, games, res)
            if i != j:  # a mirror's cell is the score of the agent that played A
                cells[j][i] = _cell(b["wins"], a["wins"], draws, games, res)
    return {"level": level, "points": points, "games_per_pair": games, "seed": seed,
            "cards_revision": cards, "builds": ids, "matrix": cells}


def _cell(wins: int, losses: int, draws: int, games: int,
          res: dict[str, Any]) -> dict[str, Any]:
    score = (wins + 0.5 * draws) / games if games else 0.0
    lo, hi = wilson(score, games)
    return {"score": round(score, 4), "score_ci95": [round(lo, 4), round(hi, 4)],
            "wins": wins, "losses": losses, "draws": draws, "games": games,
            "reasons": res["reasons"]}


def table(result: dict[str, Any]) -> str:
    """The matrix as text: the row build's score against the column build."""
    ids: list[str] = result["builds"]
    width = max(22, *(len(i) for i in ids))
    col = 22
    cards = next((name for name, rev in CARDS_CHOICES.items()
                  if rev == result.get("cards_revision", DEFAULT_CARDS)), "?")
    lines = [f"{result['level']} vs {result['level']}, {cards} cards, "
             f"{result['games_per_pair']} games a pair, seed {result['seed']}: "
             "row's score against column (95% CI)",
             " " * width + "".join(f"{i[:col - 1]:>{col}}" for i in ids)]
    for r, row in enumerate(result["matrix"]):
        cells = []
        for c in row:
            assert c is not None
            lo, hi = c["score_ci95"]
            cells.append(f"{c['score']:.2f} ({lo:.2f}-{hi:.2f})".rjust(col))
        lines.append(f"{ids[r]:<{width}}" + "".join(cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="pocket-tactics balance",
        description="Every pair of the suggested builds (mirrors included), seats swapped.")
    ap.add_argument("--level", default="normal", choices=LEVELS,
                    help="the computer level of both sides (default: normal)")
    ap.add_argument("--games", type=int, default=20, help="games a pair (even: seats swapped)")
    ap.add_argument("--seed", type=int, default=0, help="the seed of the games")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    ap.add_argument("--points", type=int, default=50,
                    help="the point limit whose suggested builds play (50 or 100)")
    ap.add_argument("--budget", default=None, help="iterations:K (positions per decision)")
    ap.add_argument("--table", action="store_true", help="a readable table instead of JSON")
    add_cards_option(ap)
    ns = ap.parse_args(argv if argv is not None else sys.argv[1:])
    try:
        budget = _parse_budget(ns.budget)
    except argparse.ArgumentTypeError as exc:
        ap.error(str(exc))
    if ns.games < 1:
        ap.error("--games must be at least 1")
    if not builds(default_catalog(), ns.points):
        print(f"balance: no suggested builds of {ns.points} points", file=sys.stderr)
        return 1
    result = run_balance(ns.level, ns.games, ns.seed, max(1, ns.jobs), ns.points, budget,
                         CARDS_CHOICES[ns.cards])
    print(table(result) if ns.table else json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
