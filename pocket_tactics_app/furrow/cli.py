"""`pocket-tactics furrow ...`: Furrow & Foundry's headless commands.

    furrow new --players N [--factions a,b] [--mats 3,1] [--seed S] [--round-limit R]
    furrow position FILE.json [--apply ACTIONS.json] [--view SEAT]
    furrow simulate --players N --ai LEVEL,... --games G --seed S [--jobs J]

Exit status: 0 success, 1 bad input file, 2 illegal action (one line naming the field or
the rule ID; the file is never changed).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine.events import Event
    from .engine.game import Game

EXIT_OK, EXIT_BAD_FILE, EXIT_ILLEGAL = 0, 1, 2
MAX_JSON_BYTES = 20_000_000
MAX_MESSAGE = 500


class _BadFile(Exception):
    pass


def _fail(code: int, message: str) -> int:
    message = " ".join(message.splitlines())
    if len(message) > MAX_MESSAGE:
        message = message[: MAX_MESSAGE - 1] + "\u2026"
    print(message, file=sys.stderr)
    return code


def _read_json(path: str, what: str) -> Any:
    from ..core.files import UnreadableFile, read_regular_file
    from ..core.json_safe import JsonError, parse_json_bytes

    try:
        data = read_regular_file(path, MAX_JSON_BYTES)
    except UnreadableFile as exc:
        raise _BadFile(f"{path}: cannot read {what}: {exc.message}") from exc
    try:
        return parse_json_bytes(data)
    except JsonError as exc:
        raise _BadFile(exc.at(path)) from exc


def result(game: Game, events: list[Event], seat: int | None = None) -> dict[str, Any]:
    from .engine.position import to_json, view

    if seat is None:
        position, legal = to_json(game), game.legal()
    else:
        v = view(game, seat)
        position, legal = v.position, v.legal
        events = [e for e in events if e.get("kind") != "committed" or e.get("player") == seat]
    return {"position": position, "legal": legal, "events": events,
            "decision": game.decision(),
            "scores": game.scores() if game.over else None, "winner": game.winner()}


def cmd_new(args: argparse.Namespace) -> int:
    from .engine.content import ContentError
    from .engine.game import new_game
    from .engine.position import to_json

    factions = args.factions.split(",") if args.factions else None
    try:
        mats = [int(m) for m in args.mats.split(",")] if args.mats else None
        game = new_game(factions=factions, mats=mats, seed=args.seed, players=args.players,
                        round_limit=args.round_limit)
    except (ValueError, ContentError) as exc:
        return _fail(EXIT_BAD_FILE, f"furrow new: {exc}")
    print(json.dumps(to_json(game)))
    return EXIT_OK


def cmd_position(args: argparse.Namespace) -> int:
    from .engine.content import ContentError
    from .engine.game import BadAction, IllegalAction
    from .engine.position import PositionError, from_json

    try:
        data = _read_json(args.file, "position")
        try:
            game = from_json(data)
        except PositionError as exc:
            raise _BadFile(f"{args.file}: {exc}") from exc
        except ContentError as exc:
            raise _BadFile(str(exc)) from exc
        actions: list[Any] = []
        if args.apply:
            raw = _read_json(args.apply, "actions")
            actions = [raw] if isinstance(raw, dict) else raw
            if not isinstance(actions, list):
                raise _BadFile(f"{args.apply}: expected a JSON list of actions")
        if args.view is not None and not 0 <= args.view < game.n:
            raise _BadFile(f"--view {args.view}: no such seat")
    except _BadFile as exc:
        return _fail(EXIT_BAD_FILE, str(exc))
    events: list[Event] = []
    for i, action in enumerate(actions):
        try:
            events.extend(game.apply(action))
        except BadAction as exc:  # not an action of Appendix A's shape: a bad file
            return _fail(EXIT_BAD_FILE, f"{args.apply}: [{i}] {exc}")
        except IllegalAction as exc:
            return _fail(EXIT_ILLEGAL, f"{args.apply}: [{i}] {exc}")
    print(json.dumps(result(game, events, args.view)))
    return EXIT_OK


# --------------------------------------------------------------------------- simulate


def play_game(levels: list[str], factions: list[str], mats: list[int], seed: int,
              round_limit: int, budget: int | None = None) -> dict[str, Any]:
    """One AI-versus-AI game through the protocol's game loop; levels[i] plays
    factions[i] with mats[i]. ``budget`` (evaluations per decision) overrides the levels'
    own; no wall-clock cap here, so a game is the same on any machine."""
    from ..core.play import play
    from .ai.agents import make_agent
    from .ai.player import WholeStatePlayer
    from .engine.kind import game_from_setup

    game = game_from_setup({"factions": factions, "mats": mats, "round_limit": round_limit,
                            "content": None}, seed)
    by_faction = {f: i for i, f in enumerate(factions)}
    seat_of = {p.seat: by_faction[p.faction] for p in game.players}
    agents = [make_agent(levels[i], seed * 7 + i, budget=budget) for i in range(len(levels))]
    played = play(game, [WholeStatePlayer(agents[seat_of[s]]) for s in range(game.n)],
                  max_actions=100_000)
    turns = sum(action.get("kind") == "section" for action in played.actions)
    scores = game.scores()
    winners = game.winner() or []
    return {"rounds": game.round if game.end_reason != "round_limit" else round_limit,
            "turns": turns, "end": game.end_reason,
            "players": [{"level": levels[seat_of[s]], "faction": game.players[s].faction,
                         "mat": game.players[s].mat,
                         "score": (1 / len(winners)) if s in winners else 0.0,
                         "win": s in winners, "coins": scores[str(s)]["total"],
                         "stars": len(game.players[s].stars),
                         "think": played.think[s]} for s in range(game.n)]}


Job = tuple[list[str], list[str], list[int], int, int, int | None]


def _play_job(job: Job) -> dict[str, Any]:
    return play_game(*job)


def game_setup(levels: list[str], g: int) -> tuple[list[str], list[str], list[int]]:
    """Game ``g`` of a run: the level, faction and mat of each seat. Seats, factions and
    mats rotate across games (every faction-mat pair within 25 games); ``levels`` has one
    entry a seat."""
    from .engine.content import FACTION_IDS

    n = len(levels)
    factions = [FACTION_IDS[(g + i) % 5] for i in range(n)]
    mats = [1 + (g + g // 5 + i) % 5 for i in range(n)]
    rot = [levels[(i + g) % n] for i in range(n)]
    return rot, factions, mats


def play_games(jobs: list[Job], processes: int) -> list[dict[str, Any]]:
    """:func:`play_game` for each job, on ``processes`` forked workers when above 1 (they
    keep any level a bench script changed before the call)."""
    if processes > 1:
        from multiprocessing import Pool

        with Pool(processes) as pool:
            return pool.map(_play_job, jobs)
    return [_play_job(j) for j in jobs]


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    scores = [r["score"] for r in rows]
    n = len(scores)
    mean = sum(scores) / n if n else 0.0
    sd = statistics.pstdev(scores) if n > 1 else 0.0
    return {"games": n, "wins": sum(1 for r in rows if r["win"]), "score": round(mean, 4),
            "score_ci95": round(1.96 * sd / math.sqrt(n), 4) if n else 0.0,
            "mean_coins": round(sum(r["coins"] for r in rows) / n, 2) if n else 0.0}


def cmd_simulate(args: argparse.Namespace) -> int:
    from .ai.agents import LEVELS

    levels = args.ai.split(",")
    for level in levels:
        if level not in LEVELS:
            return _fail(EXIT_BAD_FILE, f"--ai: unknown level {level!r} ({', '.join(LEVELS)})")
    n = args.players
    if not 2 <= n <= 5:
        return _fail(EXIT_BAD_FILE, "--players: 2 to 5")
    if len(levels) > n:
        return _fail(EXIT_BAD_FILE, "--ai: at most one level per player")
    levels = [levels[i % len(levels)] for i in range(n)]  # repeated to fill the seats
    jobs: list[Job] = []
    for g in range(args.games):
        rot, factions, mats = game_setup(levels, g)
        jobs.append((rot, factions, mats, args.seed + g, args.round_limit, args.budget))
    games = play_games(jobs, args.jobs)
    rows = [p for g in games for p in g["players"]]
    out: dict[str, Any] = {"games": len(games),
                           "mean_rounds": round(sum(g["rounds"] for g in games)
                                                / max(1, len(games)), 2)}
    if games:
        out["median_rounds"] = statistics.median(g["rounds"] for g in games)
        out["median_turns"] = statistics.median(g["turns"] for g in games)
        out["ended_by_stars"] = round(sum(g["end"] == "six_stars" for g in games)
                                      / len(games), 4)
    for key in ("level", "faction", "mat"):
        groups: dict[str, list[dict[str, Any]]] = {}
        for r in rows:
            groups.setdefault(str(r[key]), []).append(r)
        table = {}
        for name, rs in sorted(groups.items()):
            table[name] = _summary(rs)
            if key == "level":
                times = sorted(t for r in rs for t in r["think"])
                table[name]["think_mean_s"] = round(sum(times) / len(times), 6) if times \
                    else 0.0
                table[name]["think_p95_s"] = round(times[int(0.95 * (len(times) - 1))], 6) \
                    if times else 0.0
        out[key + "s"] = table
    print(json.dumps(out))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pocket-tactics furrow",
                                     description="Furrow & Foundry headless commands")
    sub = parser.add_subparsers(dest="command", required=True)
    n = sub.add_parser("new", help="a starting position (S5)")
    n.add_argument("--players", type=int, default=None)
    n.add_argument("--factions")
    n.add_argument("--mats")
    n.add_argument("--seed", type=int, default=0)
    n.add_argument("--round-limit", type=int, default=None)
    n.set_defaults(func=cmd_new)
    p = sub.add_parser("position", help="legal actions of a position, or apply actions")
    p.add_argument("file")
    p.add_argument("--apply", metavar="ACTIONS.json")
    p.add_argument("--view", type=int, default=None, metavar="SEAT")
    p.set_defaults(func=cmd_position)
    s = sub.add_parser("simulate", help="computer-versus-computer games")
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--ai", default="random")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--round-limit", type=int, default=80)
    s.add_argument("--budget", type=int, default=None,
                   help="evaluations per decision for easy/normal/hard (default: the level's)")
    s.set_defaults(func=cmd_simulate)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
