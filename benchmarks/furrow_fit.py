r"""Fit Furrow & Foundry's evaluation on simulated games (issue 16).

``record`` plays computer games (through the game protocol) and writes, at every turn
start, each seat's evaluation terms (:func:`seat_value` with ``terms``) and how the game
ended for it (JSON lines).
``fit`` weighs those terms so that the difference between two seats' estimates at one
turn start follows the difference of their final coins: ridge regression on the pairs
of seats, pulled towards the hand-set weights (each term 1, no change with the phase),
terms never negative (a term the fit would turn round is dropped instead). It reports on
games kept out of the fit (odd seeds) how often the seat estimated ahead finished ahead,
for the hand-set weights and for the fit, and writes the fit for ``Weights.fit``.

    .venv/bin/python benchmarks/furrow_fit.py record --players 2 --games 600 --seed 710000 \
        --out n2.jsonl
    .venv/bin/python benchmarks/furrow_fit.py fit n2.jsonl n4.jsonl --lam 0.1 --out fit.json
    .venv/bin/python benchmarks/furrow_fit.py play fit.json --players 2 --games 50 \
        --seed 610000 --jobs 2

``agree`` counts how often Hard and Normal choose the same turn on the same positions.
``play`` plays Hard with the fit (``others``: the fit for the other seats' estimates only,
Hard's own as set by hand; ``none``: the shipped Hard) against Normal, seats and factions
rotated as in ``furrow simulate``, and prints Hard's score per game.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.furrow import cli  # noqa: E402
from pocket_tactics_app.furrow.ai import evaluate, planner  # noqa: E402
from pocket_tactics_app.furrow.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.furrow.ai.evaluate import TERMS, plan, seat_value  # noqa: E402
from pocket_tactics_app.furrow.ai.planner import LEVEL_CONFIG  # noqa: E402
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer  # noqa: E402
from pocket_tactics_app.furrow.engine.content import FACTION_IDS  # noqa: E402
from pocket_tactics_app.furrow.engine.game import STAR_LIMIT, Game  # noqa: E402

Row = dict[str, Any]
Pair = tuple[list[float], float]


def new_state(factions: list[str], mats: list[int], seed: int) -> Game:
    """A game of the shipped content (80 rounds at most) through the game protocol; the
    evaluation terms are read from the Furrow state itself."""
    setup = {"factions": factions, "mats": mats, "round_limit": 80, "content": None}
    game = game_kind("furrow").new_state(setup, seed)
    assert isinstance(game, Game)
    return game


def record(players: int, games: int, seed: int, levels: list[str], out: str) -> None:
    w = LEVEL_CONFIG["hard"].weights  # Hard's terms (its threat term included)
    with open(out, "w", encoding="utf-8") as f:
        for g in range(games):  # seats, factions and mats rotate as in `furrow simulate`
            factions = [FACTION_IDS[(g + i) % 5] for i in range(players)]
            mats = [1 + (g + g // 5 + i) % 5 for i in range(players)]
            rot = [levels[(i + g) % len(levels)] for i in range(players)]
            game = new_state(factions, mats, seed + g)
            slot = {p.seat: factions.index(p.faction) for p in game.players}
            agents = [WholeStatePlayer(make_agent(rot[i], (seed + g) * 7 + i))
                      for i in range(players)]
            rows: list[Row] = []
            turn = 0
            while not game.is_over():
                seat = game.current_seats()[0]
                if game.turn is None:
                    turn += 1
                    cm = game.control_map()
                    phase = max(len(p.stars) for p in game.players) / STAR_LIMIT
                    for s in range(players):
                        terms: dict[str, float] = {}
                        seat_value(game, s, cm, w, plan(game, s), True, terms)
                        rows.append({"game": seed + g, "turn": turn, "seat": s,
                                     "phase": phase, "terms": terms})
                game.apply(agents[slot[seat]].choose(game, seat))
            scores = game.scores()
            for r in rows:
                r["final"] = scores[str(r["seat"])]["total"]
                f.write(json.dumps(r) + "\n")
            print(f"game {seed + g}: {turn} turns, coins "
                  f"{[scores[str(s)]['total'] for s in range(players)]}", flush=True)


def load(paths: Iterable[str]) -> list[Row]:
    return [json.loads(line) for p in paths for line in open(p, encoding="utf-8")]


def pairs(rows: list[Row]) -> list[Pair]:
    """Each two seats at one turn start: their terms' difference (then the same scaled by
    the phase) and their final coins' difference."""
    by: dict[tuple[int, int], list[Row]] = {}
    for r in rows:
        by.setdefault((r["game"], r["turn"]), []).append(r)
    out: list[Pair] = []
    for rs in by.values():
        for i, a in enumerate(rs):
            for b in rs[i + 1:]:
                dx = [a["terms"].get(k, 0.0) - b["terms"].get(k, 0.0) for k in TERMS]
                out.append((dx + [v * a["phase"] for v in dx], a["final"] - b["final"]))
    return out


def prior() -> list[float]:
    return [1.0] * len(TERMS) + [0.0] * len(TERMS)


def fit(data: list[Pair], lam: float, sweeps: int = 200) -> list[float]:
    """Coordinate descent on the ridge problem; ``lam`` weighs the pull to the hand-set
    weights against the data, in each term's own spread."""
    d = 2 * len(TERMS)
    gram = [[0.0] * d for _ in range(d)]
    rhs = [0.0] * d
    for dx, dy in data:
        for i in range(d):
            if dx[i]:
                rhs[i] += dx[i] * dy
                row = gram[i]
                for j in range(d):
                    row[j] += dx[i] * dx[j]
    c = prior()
    p0 = prior()
    for _ in range(sweeps):
        for i in range(d):
            if gram[i][i] == 0:
                continue
            pull = lam * gram[i][i]  # lam times the pairs times the term's mean square
            r = rhs[i] - sum(gram[i][j] * c[j] for j in range(d) if j != i) + pull * p0[i]
            v = r / (gram[i][i] + pull)
            c[i] = max(0.0, v) if i < len(TERMS) else v
    return c


def accuracy(c: list[float], data: list[Pair]) -> float:
    """How often the pair's seat estimated ahead finished ahead (ties in coins left out)."""
    hits = total = 0
    for dx, dy in data:
        if dy:
            total += 1
            hits += (sum(a * b for a, b in zip(c, dx, strict=True)) > 0) == (dy > 0)
    return hits / max(1, total)


def play(fit_file: str, players: int, games: int, seed: int, jobs: int) -> None:
    if fit_file != "none":
        others_only = fit_file.startswith("others:")
        coef = json.loads(Path(fit_file.removeprefix("others:")).read_text(encoding="utf-8"))
        fit_ = tuple((str(k), float(a), float(b)) for k, a, b in coef)
        hard = LEVEL_CONFIG["hard"]
        if others_only:
            hand_set = evaluate.seat_value
            fitted = replace(hard.weights, fit=fit_)

            def seat_value_(game: Any, seat: int, cm: Any, w: Any, pl: Any, own: bool = True,
                            terms: dict[str, float] | None = None) -> float:
                if own or terms is not None:
                    return hand_set(game, seat, cm, w, pl, own, terms)
                return hand_set(game, seat, cm, fitted, pl, own)

            evaluate.seat_value = seat_value_  # type: ignore[assignment]
        else:
            planner.LEVEL_CONFIG["hard"] = replace(hard, weights=replace(hard.weights, fit=fit_))
    levels = ["hard"] + ["normal"] * (players - 1)
    jobs_: list[cli.Job] = []
    for g in range(games):
        rot, factions, mats = cli.game_setup(levels, g)
        jobs_.append((rot, factions, mats, seed + g, 80, None))
    results = cli.play_games(jobs_, jobs)  # forked: the workers keep the fit set above
    per = [next(p["score"] for p in r["players"] if p["level"] == "hard") for r in results]
    print(json.dumps({"fit": fit_file, "players": players, "seed": seed, "games": games,
                      "hard": round(sum(per) / len(per), 4), "per_game": per}))


def agree(players: int, games: int, seed: int) -> None:
    """At every third turn start of games between Normal players: do Hard and Normal
    (fresh, seeded alike) choose the same section, and the same whole turn?"""
    decisions = same_section = same_turn = 0
    for g in range(games):
        factions = [FACTION_IDS[(g + i) % 5] for i in range(players)]
        mats = [1 + (g + g // 5 + i) % 5 for i in range(players)]
        game = new_state(factions, mats, seed + g)
        normals = [WholeStatePlayer(make_agent("normal", (seed + g) * 7 + i))
                   for i in range(players)]
        turn = 0
        while not game.is_over():
            seat = game.current_seats()[0]
            if game.turn is None:
                turn += 1
                if turn % 3 == 0:
                    hard = planner.PlannerAgent("hard", 99 + turn)
                    normal = planner.PlannerAgent("normal", 99 + turn)
                    h, n = hard(game, seat), normal(game, seat)
                    decisions += 1
                    same_section += h == n
                    same_turn += [h, *(a for _, a in hard._plan)] == [
                        n, *(a for _, a in normal._plan)]
            game.apply(normals[seat].choose(game, seat))
        print(f"game {seed + g}: {decisions} turn starts, same section {same_section}, "
              f"same turn {same_turn}", flush=True)
    print(json.dumps({"turn_starts": decisions,
                      "same_section": round(same_section / max(1, decisions), 3),
                      "same_turn": round(same_turn / max(1, decisions), 3)}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("--players", type=int, default=2)
    r.add_argument("--games", type=int, default=100)
    r.add_argument("--seed", type=int, default=710000)
    r.add_argument("--ai", default="normal")
    r.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--lam", type=float, nargs="+", default=[0.1])
    f.add_argument("--out")
    pl = sub.add_parser("play")
    pl.add_argument("fit_file")
    pl.add_argument("--players", type=int, default=2)
    pl.add_argument("--games", type=int, default=50)
    pl.add_argument("--seed", type=int, default=610000)
    pl.add_argument("--jobs", type=int, default=1)
    ag = sub.add_parser("agree")
    ag.add_argument("--players", type=int, default=2)
    ag.add_argument("--games", type=int, default=12)
    ag.add_argument("--seed", type=int, default=730000)
    args = ap.parse_args()
    if args.cmd == "agree":
        agree(args.players, args.games, args.seed)
        return
    if args.cmd == "play":
        play(args.fit_file, args.players, args.games, args.seed, args.jobs)
        return
    if args.cmd == "record":
        record(args.players, args.games, args.seed, args.ai.split(","), args.out)
        return
    rows = load(args.files)
    train = pairs([x for x in rows if x["game"] % 2 == 0])
    test = pairs([x for x in rows if x["game"] % 2 == 1])
    report: dict[str, Any] = {"pairs_fit": len(train), "pairs_kept_out": len(test),
                              "hand_set": round(accuracy(prior(), test), 4)}
    best: list[float] | None = None
    for lam in args.lam:
        c = fit(train, lam)
        report[f"fit lam {lam}"] = round(accuracy(c, test), 4)
        best = c
    print(json.dumps(report))
    if args.out and best is not None:
        k = len(TERMS)
        coef = [[name, round(best[i], 3), round(best[k + i], 3)] for i, name in enumerate(TERMS)]
        Path(args.out).write_text(json.dumps(coef) + "\n", encoding="utf-8")
        print(json.dumps(coef))


if __name__ == "__main__":
    main()
