"""Fit the win chance (``ai/winchance.py``) on simulated games; report calibration.

    .venv/bin/python tools/fit_win_chance.py --fit-games 100 --fit-seed 81001 \\
        --test-games 60 --test-seed 83001 [--pairs normal-normal,easy-normal,hard-normal]
        [--games DIR] [--write] [--before SLOPE,TO_MOVE] [--ridge 30]
        [--model terms|curve] [--weights default|search]

Plays the games (pairs of games on one setup with the seats swapped, the level pairs
cycled per pair of games, the printed cards, each level at its own budget), splits every
turn decision into ``winchance.parts`` for seat 0 and labels it with how the game ended
for seat 0 (win 1, draw 0.5, loss 0). ``--games DIR`` keeps each played game there and
reads it back on the next run, so a new model is fit without playing again.

``--model terms`` (the default) fits the app's model: a weight per ``winchance.Term`` in
a logistic regression whose output is mixed with the win-in-one threat and the turn
limit's verdict, by Fisher scoring (Newton's method with the expected information) on
the log loss of the fit games plus ``--ridge`` times the squared weights. ``--write``
writes the weights to ``ai/winchance_weights.py``. ``--model curve`` fits one logistic
curve on the evaluation and the side to move (two weights) instead.

Prints one JSON object: the weights, and for the fit games and the test games (never
used for the fit) the log loss, the Brier score and predicted against observed in 10
bins of the prediction; ``--before`` adds the same for a curve with the given constants
on the test games (``test_before``). Each position counts for both players. Positions of
one game are correlated: the bins' counts overstate the evidence; the games are the sample.

``--model curve --weights search`` values the positions with Hard's search weights
instead of the shared defaults: the slope Hard's search turns its leaves into chances
with (``HardAgent.win_prob_slope``) was fit so.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypedDict

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai.agents import HardAgent, make_agent  # noqa: E402
from pocket_tactics_app.ai.evaluate import DEFAULT_WEIGHTS, Weights, evaluate, sigmoid  # noqa: E402
from pocket_tactics_app.ai.simulate import game_record, make_setup, play_game  # noqa: E402
from pocket_tactics_app.ai.winchance import Parts, Term, parts  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.engine.replay import Replay  # noqa: E402

Row = tuple[Parts, float, float, int]  # seat 0's parts, evaluation, outcome, the game


class Record(TypedDict):
    """A played game: ``simulate.game_record`` with how it ended and who played it."""

    setup: dict[str, Any]
    actions: list[dict[str, Any]]
    outcome: float  # seat 0's: win 1, draw 0.5, loss 0
    game: int  # its index in the seed range
    levels: list[str]  # seat 0's and seat 1's


def play_records(games: int, seed: int, pairs: list[tuple[str, str]],
                 cache: Path | None = None) -> list[Record]:
    """The games of one seed range as replayable records (setup, actions, seat 0's
    outcome, the levels), played once: with ``cache`` each game is kept in a file there
    and read back on the next run, so a new model is fit without playing again."""
    cat = default_catalog()
    out: list[Record] = []
    for i in range(games):
        path = cache / f"{seed}-{i}.json" if cache is not None else None
        if path is not None and path.exists():
            out.append(json.loads(path.read_text()))
            continue
        pair, a_seat = divmod(i, 2)
        la, lb = pairs[pair % len(pairs)]
        setup = make_setup(cat, 50, seed, pair)
        s = seed * 1_000_003 + i
        a, b = make_agent(la, s * 2 + 1), make_agent(lb, s * 2 + 2)
        game, actions, _ = play_game(setup, (a, b) if a_seat == 0 else (b, a), cat)
        outcome = 1.0 if game.winner == 0 else 0.0 if game.winner == 1 else 0.5
        played = game_record(setup, actions)
        rec = Record(setup=played["setup"], actions=played["actions"], outcome=outcome,
                     game=i, levels=[la, lb] if a_seat == 0 else [lb, la])
        if path is not None:
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(rec))
            tmp.replace(path)
        out.append(rec)
        print(f"game {seed}-{i}: {la} vs {lb}, seat 0 {outcome}, {len(actions)} actions",
              file=sys.stderr)
    return out


def collect(games: int, seed: int, pairs: list[tuple[str, str]], cache: Path | None,
            weights: Weights) -> list[Row]:
    """Every turn decision of the games (play begun, no assault pending), valued for
    seat 0 (the parts and the evaluation with ``weights``) and labelled with how the
    game ended for seat 0."""
    cat = default_catalog()
    rows: list[Row] = []
    for rec in play_records(games, seed, pairs, cache):
        played = Replay(rec["setup"], None, rec["actions"], cat)  # through the protocol
        steps = iter(played)
        for _ in rec["actions"]:
            g = played.game
            if g.phase == "play" and g.pending is None and not g.is_over():
                rows.append((parts(g, 0), evaluate(g, 0, weights), rec["outcome"],
                             rec["game"]))
            next(steps)
    return rows


Model = Callable[[Row], list[float]]  # a position's inputs


def terms_model(row: Row) -> list[float]:
    return [row[0].terms[k] for k in Term]


def curve_model(row: Row) -> list[float]:
    return [row[1], row[0].terms[Term.TO_MOVE]]


def chance(row: Row, inputs: Model, beta: list[float]) -> float:
    """``c0 + c1 * sigmoid(beta . inputs)``: the regression mixed with the certain results."""
    c0, c1 = _mixture(row[0])
    return c0 + c1 * sigmoid(sum(b * v for b, v in zip(beta, inputs(row), strict=True)))


def _mixture(pt: Parts) -> tuple[float, float]:
    """``c0, c1`` with the chance ``c0 + c1 * sigmoid(z)`` (``winchance.chance_from_parts``)."""
    c1 = (1.0 - pt.threat) * (1.0 - pt.limit_weight)
    c0 = (pt.threat * (1.0 if pt.threat_mine else 0.0) * (1.0 - pt.limit_weight)
          + pt.limit_weight * pt.limit_result)
    return c0, c1


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (``a`` is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(rows: list[Row], inputs: Model, ridge: float, rounds: int = 30) -> list[float]:
    """The weights minimizing the fit games' log loss (plus ``ridge`` times the squared
    weights) of ``c0 + c1 * sigmoid(beta . x)``, by Fisher scoring."""
    data = [(inputs(row), *_mixture(row[0]), row[2]) for row in rows]
    n = len(data[0][0])
    beta = [0.0] * n
    for _ in range(rounds):
        grad = [-ridge * b for b in beta]
        info = [[ridge if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, c0, c1, y in data:
            if c1 <= 1e-9:
                continue
            s = sigmoid(sum(b * v for b, v in zip(beta, x, strict=True)))
            p = min(max(c0 + c1 * s, 1e-9), 1 - 1e-9)
            dp = c1 * s * (1.0 - s)
            g = (y - p) / (p * (1.0 - p)) * dp
            h = dp * dp / (p * (1.0 - p))
            for i in range(n):
                grad[i] += g * x[i]
                hx = h * x[i]
                row = info[i]
                for j in range(i + 1):
                    row[j] += hx * x[j]
        for i in range(n):
            for j in range(i):
                info[j][i] = info[i][j]
        step = _solve(info, grad)
        beta = [b + d for b, d in zip(beta, step, strict=True)]
        if max(abs(d) for d in step) < 1e-7:
            break
    return beta


def report(rows: list[Row], inputs: Model, beta: list[float]) -> dict[str, object]:
    """Log loss, Brier score and predicted against observed in 10 bins; each position
    counts for both players (seat 0's chance and outcome, and seat 1's), as the window
    shows the chance to whichever seat the player has."""
    bins: list[list[float]] = [[0, 0.0, 0.0] for _ in range(10)]
    loss = brier = 0.0
    pairs: list[tuple[float, float]] = []
    for row in rows:
        q = chance(row, inputs, beta)
        pairs += [(q, row[2]), (1.0 - q, 1.0 - row[2])]
    for p, y in pairs:
        q = min(max(p, 1e-12), 1 - 1e-12)
        loss -= y * math.log(q) + (1 - y) * math.log(1 - q)
        brier += (p - y) ** 2
        k = min(9, int(p * 10))
        bins[k][0] += 1
        bins[k][1] += p
        bins[k][2] += y
    n = len(pairs) or 1
    return {
        "positions": len(rows), "games": len({r[3] for r in rows}),
        "log_loss": round(loss / n, 4), "brier": round(brier / n, 4),
        "bins": [{"range": f"{k / 10:.1f}-{(k + 1) / 10:.1f}", "positions": int(c),
                  "predicted": round(sp / c, 3) if c else None,
                  "observed": round(sy / c, 3) if c else None}
                 for k, (c, sp, sy) in enumerate(bins)],
    }


WEIGHTS_FILE = Path(__file__).resolve().parents[1] / "pocket_tactics_app/ai/winchance_weights.py"


def write_weights(weights: dict[Term, float]) -> None:
    """Writes ``ai/winchance_weights.py`` (atomically) with the fitted weights."""
    lines = [f'    "{k.value}": {v:.6g},' for k, v in weights.items()]
    text = ('"""The win chance\'s fitted weights (``winchance.Term`` -> weight), written by\n'
            '``tools/fit_win_chance.py --write``; the command, the fit and its check are in\n'
            'docs/AI_STRENGTH.md."""\n\nfrom __future__ import annotations\n\n'
            'WEIGHTS: dict[str, float] = {\n' + "\n".join(lines) + "\n}\n")
    tmp = WEIGHTS_FILE.with_suffix(".tmp")
    tmp.write_text(text)
    tmp.replace(WEIGHTS_FILE)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fit-games", type=int, default=100)
    ap.add_argument("--fit-seed", type=int, default=81001)
    ap.add_argument("--test-games", type=int, default=60)
    ap.add_argument("--test-seed", type=int, default=83001)
    ap.add_argument("--pairs", default="normal-normal,easy-normal,hard-normal")
    ap.add_argument("--games", default=None, help="keep the played games in this folder")
    ap.add_argument("--model", choices=("terms", "curve"), default="terms")
    ap.add_argument("--ridge", type=float, default=30.0,
                    help="the penalty on the squared weights (log loss summed over positions)")
    ap.add_argument("--write", action="store_true",
                    help="write the fitted weights to ai/winchance_weights.py")
    ap.add_argument("--before", default=None, metavar="SLOPE,TO_MOVE",
                    help="also report a curve with these constants on the test games")
    ap.add_argument("--weights", choices=("default", "search"), default="default",
                    help="the evaluation's weights a curve is fit on: the shared "
                         "defaults or Hard's search's")
    ns = ap.parse_args()
    if ns.write and ns.model != "terms":
        ap.error("--write takes the terms model")
    weights = (HardAgent.search_weights if ns.weights == "search"
               and HardAgent.search_weights is not None else DEFAULT_WEIGHTS)
    pairs = [(p.split("-")[0], p.split("-")[1]) for p in ns.pairs.split(",")]
    cache = Path(ns.games) if ns.games else None
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
    fit_rows = collect(ns.fit_games, ns.fit_seed, pairs, cache, weights)
    test_rows = collect(ns.test_games, ns.test_seed, pairs, cache, weights)
    inputs = terms_model if ns.model == "terms" else curve_model
    beta = fit(fit_rows, inputs, ns.ridge)
    out: dict[str, object] = {"model": ns.model, "beta": beta}
    if ns.model == "terms":
        fitted = dict(zip(Term, beta, strict=True))
        out["weights"] = {k.value: v for k, v in fitted.items()}
        if ns.write:
            write_weights(fitted)
    out["fit"] = report(fit_rows, inputs, beta)
    out["test"] = report(test_rows, inputs, beta)
    if ns.before:
        slope, to_move = (float(x) for x in ns.before.split(","))
        out["test_before"] = report(test_rows, curve_model, [slope, to_move])
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
