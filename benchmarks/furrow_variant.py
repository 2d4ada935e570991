"""Furrow & Foundry: one variant of a level against the shipped levels, game by game (issue 16).

Plays the games ``furrow simulate --ai hard,normal,...`` plays (same seats, factions, mats
and agent seeds for game ``g`` at ``--seed S``) with fields of the first level's
``Level`` changed, and prints one JSON object: its score, its mean margin (its final coins
minus the best other seat's) and, per game, its score, its margin, its stars and the most
stars another seat has, so two variants run on the same seeds compare game by game (the
margin varies less than the win), and a lost game shows whether it lost the race to the
sixth star. ``--set`` changes a field of the level (``second=0``) or of its evaluation
weights (``weights.threat=0``).

    .venv/bin/python benchmarks/furrow_variant.py --players 2 --games 100 --seed 650000 \
        --set weights.threat=0 --jobs 1
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.furrow import cli  # noqa: E402
from pocket_tactics_app.furrow.ai import planner  # noqa: E402


def parse_set(items: list[str], level: str) -> dict[str, Any]:
    names = {f.name for f in fields(planner.Level)}
    out: dict[str, Any] = {}
    weights: dict[str, Any] = {}
    for item in items:
        key, _, raw = item.partition("=")
        if key.startswith("weights."):  # a field of the level's evaluation weights
            weights[key.removeprefix("weights.")] = float(raw)
            continue
        if key not in names:
            raise SystemExit(f"--set {item}: {level} has no field {key!r}")
        default = getattr(planner.LEVEL_CONFIG[level], key)
        out[key] = type(default)(float(raw)) if not isinstance(default, bool) \
            else raw not in ("0", "false", "")
    if weights:
        out["weights"] = replace(planner.LEVEL_CONFIG[level].weights, **weights)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--level", default="hard", help="the level varied (the first seat's)")
    ap.add_argument("--others", default="normal")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE")
    args = ap.parse_args(argv)
    if args.level == args.others:
        raise SystemExit("--level and --others must differ (the level's seat is found by it)")
    changes = parse_set(args.set, args.level)
    planner.LEVEL_CONFIG[args.level] = replace(planner.LEVEL_CONFIG[args.level], **changes)
    levels = [args.level] + [args.others] * (args.players - 1)
    jobs: list[cli.Job] = []
    for g in range(args.games):
        rot, factions, mats = cli.game_setup(levels, g)
        jobs.append((rot, factions, mats, args.seed + g, 80, None))
    results = cli.play_games(jobs, args.jobs)  # forked: the workers keep the change above
    per: list[tuple[float, int, int, int]] = []
    for r in results:
        mine = next(p for p in r["players"] if p["level"] == args.level)
        others = [p for p in r["players"] if p is not mine]
        per.append((mine["score"], mine["coins"] - max(p["coins"] for p in others),
                    mine["stars"], max(p["stars"] for p in others)))
    n = len(per)
    lost = [x for x in per if x[0] == 0]
    print(json.dumps({"level": args.level, "set": args.set, "players": args.players,
                      "seed": args.seed, "games": n,
                      "score": round(sum(x[0] for x in per) / n, 4),
                      "margin": round(sum(x[1] for x in per) / n, 2),
                      "lost": len(lost),
                      "stars_when_lost": round(sum(x[2] for x in lost) / max(1, len(lost)), 2),
                      "per_game": [[round(s, 3), m, a, b] for s, m, a, b in per]}))


if __name__ == "__main__":
    main()
