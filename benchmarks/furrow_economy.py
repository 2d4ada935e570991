"""Furrow & Foundry: the economy of computer players, round by round (issue 16).

Plays games as ``furrow simulate`` does, through the game protocol (same seats, factions,
mats and agent seeds for game ``g`` of a run at ``--seed S``) and prints, at the end of
every round and for every seat: workers, mechs, structures, upgrades, recruits, resources
held, coins, cards, power, popularity and stars; then the final scores. With ``--summary``
only the mean curve per level (every 5 rounds) is printed, to compare one level's economy
with another's.

    .venv/bin/python benchmarks/furrow_economy.py --players 2 --ai hard,normal \
        --seed 200000 --games 4 [--summary]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.core.registry import game_kind  # noqa: E402
from pocket_tactics_app.furrow.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer  # noqa: E402
from pocket_tactics_app.furrow.cli import game_setup  # noqa: E402
from pocket_tactics_app.furrow.engine.game import Game  # noqa: E402

FIELDS = ("wk", "mech", "str", "upg", "enl", "res", "coin", "card", "pow", "pop", "star")


def snapshot(game: Game, seat: int) -> dict[str, int]:
    p = game.players[seat]
    return {"wk": game.workers_in_play(seat), "mech": game.mechs(seat),
            "str": len(p.structures_built), "upg": len(p.cubes_removed),
            "enl": len(p.recruits), "res": game.controlled_resources(seat),
            "coin": p.coins, "card": len(p.hand), "pow": p.power, "pop": p.popularity,
            "star": len(p.stars)}


def play(levels: list[str], n: int, g: int, seed: int, verbose: bool
         ) -> tuple[list[str], list[list[dict[str, int]]], dict[str, Any]]:
    """Game ``g`` of a ``simulate`` run: the level of each seat, its curve, the result."""
    rot, factions, mats = game_setup(levels, g)
    setup = {"factions": factions, "mats": mats, "round_limit": 80, "content": None}
    game = game_kind("furrow").new_state(setup, seed + g)
    assert isinstance(game, Game)  # its economy is read from the Furrow state itself
    by_faction = {f: i for i, f in enumerate(factions)}
    slot = {p.seat: by_faction[p.faction] for p in game.players}
    players = [WholeStatePlayer(make_agent(rot[i], (seed + g) * 7 + i)) for i in range(n)]
    level_of = [rot[slot[s]] for s in range(n)]
    curve: list[list[dict[str, int]]] = [[] for _ in range(n)]
    last_round = game.round
    fights = [[0, 0] for _ in range(n)]  # combats attacked, combats won
    if verbose:
        print(f"# game {g} seed {seed + g}: " + ", ".join(
            f"seat {s} {level_of[s]} {game.players[s].faction}/mat {game.players[s].mat}"
            for s in range(n)))
        print("round seat level  " + " ".join(f"{f:>4}" for f in FIELDS))
    while not game.is_over():
        seat = game.current_seats()[0]
        for ev in game.apply(players[slot[seat]].choose(game, seat)):
            if ev.get("kind") == "combat":
                fights[int(ev["attacker"])][0] += 1
            elif ev.get("kind") == "revealed":
                fights[int(ev["winner"])][1] += 1
        if game.round != last_round or game.over:
            for s in range(n):
                snap = snapshot(game, s)
                curve[s].append(snap)
                if verbose:
                    print(f"{last_round:5d} {s:4d} {level_of[s]:6s} "
                          + " ".join(f"{snap[f]:4d}" for f in FIELDS))
            last_round = game.round
    sc = game.scores()
    winners = game.winner() or []
    result = {"scores": [sc[str(s)]["total"] for s in range(n)], "winners": winners,
              "parts": [{**sc[str(s)], "attacks": fights[s][0], "combat_wins": fights[s][1],
                         "popularity": game.players[s].popularity}
                        for s in range(n)],
              "end": game.end_reason, "round": game.round,
              "stars": [list(game.players[s].stars) for s in range(n)]}
    if verbose:
        print(f"# end {game.end_reason} round {game.round}: scores {result['scores']}, "
              f"winners {winners}, stars {result['stars']}, attacks and wins {fights}")
    return level_of, curve, result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--ai", default="hard,normal")
    ap.add_argument("--seed", type=int, default=200000)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--first", type=int, default=0, help="index of the first game")
    ap.add_argument("--summary", action="store_true")
    args = ap.parse_args(argv)
    levels = args.ai.split(",")
    levels = [levels[i % len(levels)] for i in range(args.players)]
    sums: dict[str, dict[int, dict[str, float]]] = {}
    counts: dict[str, dict[int, int]] = {}
    wins: dict[str, float] = {}
    parts: dict[str, dict[str, float]] = {}
    seats: dict[str, int] = {}
    for g in range(args.first, args.first + args.games):
        level_of, curve, result = play(levels, args.players, g, args.seed, not args.summary)
        for s, lv in enumerate(level_of):
            seats[lv] = seats.get(lv, 0) + 1
            acc_p = parts.setdefault(lv, {})
            for key, v in result["parts"][s].items():
                acc_p[key] = acc_p.get(key, 0.0) + v
            if s in result["winners"]:
                wins[lv] = wins.get(lv, 0.0) + 1 / len(result["winners"])
            for r, snap in enumerate(curve[s]):
                acc = sums.setdefault(lv, {}).setdefault(r + 1, dict.fromkeys(FIELDS, 0.0))
                for f in FIELDS:
                    acc[f] += snap[f]
                counts.setdefault(lv, {})
                counts[lv][r + 1] = counts[lv].get(r + 1, 0) + 1
        if args.summary:
            print(f"# game {g}: {level_of} scores {result['scores']} winners "
                  f"{result['winners']} round {result['round']}", flush=True)
    print("mean per seat of a level (rounds reached by fewer games count fewer)")
    print("level  round  n " + " ".join(f"{f:>5}" for f in FIELDS))
    for lv in sorted(sums):
        for r in sorted(sums[lv]):
            if r % 5 and r != 1:
                continue
            k = counts[lv][r]
            print(f"{lv:6s} {r:5d} {k:2d} " + " ".join(f"{sums[lv][r][f] / k:5.1f}"
                                                      for f in FIELDS))
    print("final score parts, mean per seat of a level")
    for lv in sorted(parts):
        print(f"{lv:6s} " + " ".join(f"{k} {v / seats[lv]:.1f}" for k, v in parts[lv].items()))
    print("wins", wins)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
