"""``pocket-tactics simulate``: AI-versus-AI games with no window.

Games come in pairs: one pair of random legal armies (from a seeded random
builder) and one game seed, played once with A in seat 0 and once with A in seat
1, so every map and pair of armies is played from both seats. Prints one JSON
object (see ``main``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.play import play
from ..engine.actions import Action
from ..engine.cards import (
    BALANCED_CARDS,
    CARD_SETS,
    DEFAULT_CARDS,
    FIRST_BALANCE_CARDS,
    PRINTED_CARDS,
    Catalog,
    default_catalog,
)
from ..engine.game import (
    RULES_REVISION,
    RULES_REVISIONS,
    Game,
    GameSetup,
    PlayerSetup,
    SetupError,
    validate_setup,
)
from ..engine.state import PocketTacticsState
from .agents import LEVELS, Agent, SearchAgent, make_agent, random_army
from .player import AgentPlayer
from .warm import warm_up

#: seconds of cache warming (``warm.warm_up``) before each game
WARM_UP_SECONDS = 3.0
MAX_ACTIONS = 5000  # a safety net: the turn limit (R11.3) ends games long before

#: How a game ended, as ``summarize`` counts them: the engine's reasons (R11.1 no legal
#: action, R11.2 control of every feature, R11.3 turn limit won on features, R11.3 turn
#: limit drawn) and the simulation's own cap on actions.
REASONS = ("no_action", "control", "turn_limit", "draw_rule", "action_cap")

#: ``--cards``: the card revision every game of a run is played with (engine/cards.py):
#: the dice printed on the 4th-edition cards (the default), the balanced variant, or its
#: first balance (to re-run the figures measured with it).
CARDS_CHOICES: dict[str, int] = CARD_SETS


def game_record(setup: GameSetup, actions: Sequence[Action]) -> dict[str, Any]:
    """A replayable game: the setup (with its seed) and every action in order."""
    return {"setup": setup.to_json(), "actions": [a.to_json() for a in actions]}


@dataclass
class GameResult:
    index: int
    a_seat: int
    winner: int | str | None
    reason: str
    actions: int
    think: list[list[float]] = field(default_factory=lambda: [[], []])  # per seat
    record: dict[str, Any] | None = None
    turns: int = 0


def make_setup(catalog: Catalog, points: int, seed: int, pair: int,
               rules: int = RULES_REVISION, cards: int = DEFAULT_CARDS) -> GameSetup:
    """The armies and game seed of one pair of games (both seats use them). The armies
    do not depend on ``cards``: a card revision changes dice, never points."""
    rng = random.Random(f"{seed}:{pair}")
    p0 = random_army(catalog, points, rng)
    p1 = random_army(catalog, points, rng)
    return GameSetup((p0, p1), central_feature=None, point_limit=points,
                     seed=rng.getrandbits(31), rules=rules, cards_revision=cards)


#: Reads an army file (``--army-a FILE``) into an engine ``PlayerSetup``; raises
#: ValueError with a one-line reason. The command layer provides it (cli.py reads army
#: files through storage); the AI does not depend on storage.
ArmyReader = Callable[[str], PlayerSetup]


def preset_army(catalog: Catalog, preset_id: str) -> PlayerSetup:
    p = catalog.presets[preset_id]
    return PlayerSetup(list(p.units), list(p.tiles), p.home_feature)


def resolve_army(catalog: Catalog, name: str, reader: ArmyReader | None) -> PlayerSetup:
    """``name``: a suggested build's id (``cards`` lists them) or an army file."""
    if name in catalog.presets:
        return preset_army(catalog, name)
    if reader is None:
        raise ValueError(f"{name}: not a suggested build "
                         f"({', '.join(sorted(catalog.presets))}); army files need the "
                         "pocket-tactics command")
    return reader(name)


def armies_setup(catalog: Catalog, points: int, seed: int, pair: int, a_seat: int,
                 army_a: PlayerSetup | None, army_b: PlayerSetup | None,
                 rules: int = RULES_REVISION, cards: int = DEFAULT_CARDS) -> GameSetup:
    """``make_setup`` with A's and/or B's army fixed: A's army sits where A plays, so
    both games of a pair play the same armies from both seats on the same game seed."""
    base = make_setup(catalog, points, seed, pair, rules, cards)
    a = army_a if army_a is not None else base.players[0]
    b = army_b if army_b is not None else base.players[1]
    players = (a, b) if a_seat == 0 else (b, a)
    return GameSetup(players, central_feature=None, point_limit=points, seed=base.seed,
                     rules=rules, cards_revision=cards)


def play_game(setup: GameSetup, agents: tuple[Agent, Agent],
              catalog: Catalog) -> tuple[Game, list[Action], list[list[float]]]:
    """One game, through the protocol's game loop; the think times of each seat's turn
    decisions (the worst included)."""
    state = PocketTacticsState(Game.new(setup, catalog))
    # as the app does at game start (off the GUI thread, while the human sets up): the
    # first decision is not cold. Capped here, where nobody sets up; only times change.
    searchers = [a for a in agents if isinstance(a, SearchAgent)]
    if searchers:
        warm_up(state.game, time_limit=WARM_UP_SECONDS,
                exact=any(a.exact_odds for a in searchers))
    played = play(state, [AgentPlayer(a) for a in agents], max_actions=MAX_ACTIONS,
                  timed=_is_turn)
    return played.state.game, played.actions, played.think


def _is_turn(state: PocketTacticsState, seat: int) -> bool:
    """Think times are taken over turn decisions: setup placements and the bumps and
    re-rolls inside an assault are instant and would hide the slow ones."""
    del seat
    return state.game.phase == "play" and state.game.pending is None


Task = tuple[int, str, str, int, int | None, int | None, int, bool, int,
             PlayerSetup | None, PlayerSetup | None, int]


def _run_one(args: Task) -> GameResult:
    (index, level_a, level_b, seed, budget_a, budget_b, points, keep, rules, army_a, army_b,
     cards) = args
    catalog = default_catalog()
    pair, a_seat = divmod(index, 2)
    if army_a is None and army_b is None:
        setup = make_setup(catalog, points, seed, pair, rules, cards)
    else:
        setup = armies_setup(catalog, points, seed, pair, a_seat, army_a, army_b, rules, cards)
    agent_seed = seed * 1_000_003 + index
    a = make_agent(level_a, agent_seed * 2 + 1, budget_a)
    b = make_agent(level_b, agent_seed * 2 + 2, budget_b)
    agents = (a, b) if a_seat == 0 else (b, a)
    game, actions, think = play_game(setup, agents, catalog)
    winner = game.winner
    reason = game.win_reason if game.is_over() else "action_cap"
    res = GameResult(index, a_seat, winner, reason, len(actions), think, turns=game.turn)
    if keep:
        res.record = game_record(setup, actions)
    return res


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (score + z * z / (2 * n)) / denom
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(math.ceil(0.95 * len(s))) - 1)]


def summarize(results: list[GameResult], level_a: str, level_b: str) -> dict[str, Any]:
    n = len(results)
    wins = [0, 0]
    draws = 0
    think: list[list[float]] = [[], []]  # 0: A, 1: B
    for r in results:
        b_seat = 1 - r.a_seat
        think[0].extend(r.think[r.a_seat])
        think[1].extend(r.think[b_seat])
        if r.winner == r.a_seat:
            wins[0] += 1
        elif r.winner == b_seat:
            wins[1] += 1
        else:
            draws += 1
    out: dict[str, Any] = {"games": n}
    for side, level in ((0, level_a), (1, level_b)):
        score = (wins[side] + 0.5 * draws) / n if n else 0.0
        lo, hi = wilson(score, n)
        t = think[side]
        out["ab"[side]] = {
            "level": level, "wins": wins[side], "score": round(score, 4),
            "score_ci95": [round(lo, 4), round(hi, 4)],
            "think_mean_s": round(sum(t) / len(t), 4) if t else 0.0,
            "think_p95_s": round(_p95(t), 4),
            "think_max_s": round(max(t), 4) if t else 0.0,
        }
    out["draws"] = draws
    out["mean_actions"] = round(sum(r.actions for r in results) / n, 2) if n else 0.0
    out["median_actions"] = _median([r.actions for r in results])
    out["median_turns"] = _median([r.turns for r in results])
    reasons = {k: 0 for k in REASONS}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    out["reasons"] = reasons
    return out


def _median(xs: list[int]) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    mid = len(s) // 2
    return float(s[mid]) if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


def _parse_budget(text: str | None) -> int | None:
    if text is None:
        return None
    kind, _, value = text.partition(":")
    if kind != "iterations" or not value.isdigit():
        raise argparse.ArgumentTypeError("--budget expects iterations:K")
    return int(value)


def add_cards_option(ap: argparse.ArgumentParser) -> None:
    """``--cards`` for ``simulate`` and ``balance``."""
    ap.add_argument("--cards", default="printed", choices=list(CARDS_CHOICES),
                    help="the card dice to play with: printed (the 4th-edition cards; the "
                         "default), balanced (the balanced variant, nine cards changed) or "
                         "balanced-2 (its first balance); the JSON says cards_revision "
                         f"{PRINTED_CARDS}, {BALANCED_CARDS} or {FIRST_BALANCE_CARDS}")


#: Writes one finished simulated game into a folder (``--save-dir``): given the folder,
#: the game and the levels that played seat 0 and seat 1. The command layer provides it
#: (cli.py writes real save files); the AI does not depend on storage.
SaveWriter = Callable[[Path, GameResult, tuple[str, str]], None]


class SaveDirError(ValueError):
    """A ``--save-dir`` that cannot take the save files; said before any game is played."""


def check_save_dir(save_dir: str) -> Path:
    """Make sure ``save_dir`` is (or can be made) a folder we can write files into."""
    d = Path(save_dir)
    if d.exists() and not d.is_dir():
        raise SaveDirError(f"--save-dir {save_dir}: not a folder")
    try:
        d.mkdir(parents=True, exist_ok=True)
        probe = d / f".simulate-write-check-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise SaveDirError(f"--save-dir {save_dir}: cannot write there: "
                           f"{exc.strerror or exc}") from exc
    return d


def run(level_a: str, level_b: str, games: int, seed: int, budget: int | None = None,
        points: int = 50, jobs: int = 1, save_dir: str | None = None,
        budget_a: int | None = None, budget_b: int | None = None,
        raw_file: str | None = None, rules: int = RULES_REVISION,
        save_writer: SaveWriter | None = None, army_a: PlayerSetup | None = None,
        army_b: PlayerSetup | None = None, cards: int = DEFAULT_CARDS) -> dict[str, Any]:
    """Play ``games`` games (pairs with seats swapped) and summarize them.

    ``budget`` applies to both agents unless ``budget_a``/``budget_b`` override it;
    ``save_dir`` needs a ``save_writer``; ``army_a``/``army_b`` fix that side's army
    (else random armies, the same for both seats of a pair); ``cards`` is the card
    revision every game is played with (the setups, and so the saves, record it).
    """
    if save_dir is not None and save_writer is None:
        raise ValueError("save_dir needs a save_writer")
    ba = budget_a if budget_a is not None else budget
    bb = budget_b if budget_b is not None else budget
    if save_dir is not None:
        check_save_dir(save_dir)  # before the games, not after hours of them
    tasks: list[Task] = [(i, level_a, level_b, seed, ba, bb, points, save_dir is not None,
                          rules, army_a, army_b, cards) for i in range(games)]
    if jobs > 1 and games > 1:
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap_unordered(_run_one, tasks, chunksize=1))
    else:
        results = [_run_one(t) for t in tasks]
    results.sort(key=lambda r: r.index)
    if save_dir is not None and save_writer is not None:
        d = check_save_dir(save_dir)
        for r in results:
            if r.record is not None:
                # seat 0 played ``level_a`` when a_seat is 0
                save_writer(d, r, (level_a, level_b) if r.a_seat == 0 else (level_b, level_a))
    out = summarize(results, level_a, level_b)
    out["rules"] = rules
    out["cards_revision"] = cards
    if raw_file is not None:  # per-game results, to pool several runs
        Path(raw_file).write_text(json.dumps([
            {"index": r.index, "a_seat": r.a_seat, "winner": r.winner, "reason": r.reason,
             "actions": r.actions, "think_a": r.think[r.a_seat],
             "think_b": r.think[1 - r.a_seat]} for r in results]), encoding="utf-8")
    return out


def main(argv: list[str] | None = None, save_writer: SaveWriter | None = None,
         army_reader: ArmyReader | None = None) -> int:
    """The ``simulate`` command; ``--save-dir`` works when a ``save_writer`` is given,
    ``--army-a FILE`` when an ``army_reader`` is (a suggested build's id always does)."""
    ap = argparse.ArgumentParser(prog="pocket-tactics simulate",
                                 description="AI-versus-AI games with no window.")
    ap.add_argument("--a", default="normal", choices=LEVELS,
                    help="the level of computer A (default: normal)")
    ap.add_argument("--b", default="normal", choices=LEVELS,
                    help="the level of computer B (default: normal)")
    ap.add_argument("--games", type=int, default=20,
                    help="how many games; they come in pairs with the seats swapped")
    ap.add_argument("--seed", type=int, default=0, help="the seed of the armies and games")
    ap.add_argument("--budget", default=None, help="iterations:K (positions per decision)")
    ap.add_argument("--budget-a", default=None, help="iterations:K for A only")
    ap.add_argument("--budget-b", default=None, help="iterations:K for B only")
    ap.add_argument("--points", type=int, default=50,
                    help="the point limit of the random armies (R1.1)")
    ap.add_argument("--army-a", default=None,
                    help="A's army: a suggested build's id or an army file (else random)")
    ap.add_argument("--army-b", default=None, help="B's army, likewise")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    ap.add_argument("--save-dir", default=None,
                    help="write every game as a save file into this folder (for replay)")
    ap.add_argument("--raw", default=None, help="also write per-game results to this file")
    ap.add_argument("--rules", type=int, default=RULES_REVISION, choices=RULES_REVISIONS,
                    help="the rules revision to play under (1: the readings before revision 2)")
    add_cards_option(ap)
    ns = ap.parse_args(argv if argv is not None else sys.argv[1:])
    try:
        budget = _parse_budget(ns.budget)
        budget_a = _parse_budget(ns.budget_a)
        budget_b = _parse_budget(ns.budget_b)
    except argparse.ArgumentTypeError as exc:
        ap.error(str(exc))
    if ns.games < 1:
        ap.error("--games must be at least 1")
    if ns.save_dir is not None and save_writer is None:
        ap.error("--save-dir is not available here")
    catalog = default_catalog()
    armies: list[PlayerSetup | None] = []
    points = ns.points
    for name in (ns.army_a, ns.army_b):
        if name is None:
            armies.append(None)
            continue
        try:
            armies.append(resolve_army(catalog, name, army_reader))
        except ValueError as exc:
            print(f"simulate: {' '.join(str(exc).splitlines())}", file=sys.stderr)
            return 1
        if name in catalog.presets:  # a 100-point build plays at its own limit
            points = max(points, catalog.presets[name].point_limit)
    try:
        for army in armies:
            if army is not None:
                validate_setup(GameSetup((army, army), None, points), catalog)
    except SetupError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 1
    try:
        result = run(ns.a, ns.b, ns.games, ns.seed, budget, points, max(1, ns.jobs),
                     ns.save_dir, budget_a, budget_b, ns.raw, ns.rules, save_writer,
                     armies[0], armies[1], CARDS_CHOICES[ns.cards])
    except SaveDirError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
