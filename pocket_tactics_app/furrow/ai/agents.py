"""The ``random`` and ``greedy`` players: they turn the engine's legal entries
(free fields given as domains, Appendix A) into concrete actions.

Both decide from what the acting seat may know (S17.3): the legal entries of that seat
and, for ``greedy``, a determinized copy of the game (:meth:`Game.determinized`: the
other seats' hands and objectives redrawn, the decks reshuffled), so no hidden value can
reach a decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from ..engine.actions import Cargo
from ..engine.content import RESOURCES
from ..engine.game import BONUSES, Action, Game, IllegalAction
from .planner import LEVEL_CONFIG, PLAY_TIME_LIMITS, PlannerAgent

Agent = Callable[[Game, int], Action]
T = TypeVar("T")

__all__ = ["LEVELS", "PLAY_TIME_LIMITS", "Agent", "GreedyAgent", "PlannerAgent", "RandomAgent",
           "make_agent"]


def _sub(rng: random.Random, items: list[T], lo: int, hi: int) -> list[T]:
    k = rng.randint(lo, max(lo, min(hi, len(items))))
    return rng.sample(items, k)


def concretize(entry: Action, rng: random.Random) -> Action:
    """One concrete action drawn from a legal entry's domains."""
    kind = entry["kind"]
    a: Action = {k: v for k, v in entry.items()
                 if k not in ("cargo", "pay", "types", "place", "named", "choice", "max",
                              "max_cards", "discard", "requisition", "stores",
                              "stores_at")}
    if kind in ("move_unit", "foundry_move"):
        cargo = entry.get("cargo") or []
        if cargo and rng.random() < 0.5:
            first = cargo[0]
            carry: Cargo = {}
            if first.get("workers"):
                carry["workers"] = _sub(rng, list(first["workers"]), 0, 8)
            if first.get("resources"):
                carry["resources"] = {t: rng.randint(0, n) for t, n in first["resources"].items()}
            if carry:
                a["carry"] = carry
    elif kind == "hired_guns":
        a["coins"] = rng.choice(entry["coins"])
    elif kind == "produce":
        a["hexes"] = _sub(rng, list(entry["hexes"]), 1, int(entry["max"]))
    elif kind in ("trade", "foundry_top"):
        if entry.get("place") is not None and (kind == "foundry_top" or entry["gain"] ==
                                               "resources"):
            hexes = entry["place"]
            if hexes:
                types = [t for t, n in entry.get("named", {}).items() for _ in range(n)]
                types += [rng.choice(RESOURCES) for _ in range(entry.get("choice", 2))]
                a["place"] = [{"type": t, "at": rng.choice(hexes)} for t in types]
        if "discard" in entry and kind == "foundry_top":
            a["discard"] = rng.choice(entry["discard"])
        if "at" in entry and kind == "foundry_top":
            a["at"] = rng.choice(entry["at"])
    elif kind in ("upgrade", "deploy", "build", "conscript"):
        for key in ("cube", "slot", "ability", "at", "structure", "column", "bonus"):
            if key in entry:
                a[key] = rng.choice(entry[key])
    elif kind == "commit":
        lo, hi = entry["power"]
        a["power"] = rng.randint(lo, hi)
        a["cards"] = _sub(rng, list(entry["cards"]), 0, int(entry["max_cards"]))
    elif kind == "encounter":
        choices: dict[str, Any] = {}
        for option, needs in entry.get("choices", {}).items():
            c: dict[str, Any] = {}
            for key, dom in needs.items():
                if key == "resources":
                    res: dict[str, int] = {}
                    for _ in range(dom["choice"]):
                        t = rng.choice(dom["types"])
                        res[t] = res.get(t, 0) + 1
                    c["resources"] = res
                else:
                    c[key] = rng.choice(dom)
            choices[option] = c
        a["choices"] = choices
    return a


def play(game: Game, entry: Action, action: Action, rng: random.Random) -> Action:
    """``action`` if the engine takes it; else with Common Stores or Requisition, when the
    entry offers it. ``game`` is the seat's determinized copy."""
    if "requisition" in entry or "stores" in entry:
        trial = game.clone()
        try:
            trial.apply(action)
            return action
        except IllegalAction:
            if "stores" in entry:
                return {**action, "stores": rng.choice(entry["stores"])}
            return {**action, "requisition": entry["requisition"][0],
                    "discard": rng.choice(entry["discard"])}
    return action


class RandomAgent:
    """Uniform over legal entries, then uniform within their domains."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def __call__(self, game: Game, seat: int) -> Action:
        legal = [e for e in game.legal() if e.get("player", seat) == seat]
        entry = self.rng.choice(legal)
        action = concretize(entry, self.rng)
        if "requisition" in entry or "stores" in entry:
            action = play(game.determinized(seat, self.rng), entry, action, self.rng)
        return action


def estimate(game: Game, seat: int) -> float:
    """Open values only (S17.3): the score now, plus progress the score does not see yet."""
    p = game.players[seat]
    total = game.scores()[str(seat)]["total"]
    return (total + 4.0 * len(p.stars) + 0.5 * p.power + 0.8 * len(p.hand)
            + 1.5 * len(p.cubes_removed) + 2.0 * game.mechs(seat)
            + 1.5 * len(p.structures_built) + 2.0 * len(p.recruits)
            + 1.0 * game.workers_in_play(seat))


class GreedyAgent:
    """One-step look-ahead: a few samples of each legal entry, the best estimate wins."""

    def __init__(self, seed: int = 0, samples: int = 2) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def __call__(self, game: Game, seat: int) -> Action:
        legal = [e for e in game.legal() if e.get("player", seat) == seat]
        game = game.determinized(seat, self.rng)
        if legal[0]["kind"] == "commit":
            entry = legal[0]
            cards = sorted(entry["cards"], reverse=True)[: int(entry["max_cards"])]
            return {"kind": "commit", "player": seat, "power": entry["power"][1],
                    "cards": cards}
        best: tuple[float, Action] | None = None
        for entry in legal:
            tries = 1 if entry["kind"] in ("section", "skip", "end_turn", "end_move",
                                           "pass") else self.samples
            for _ in range(tries):
                action = play(game, entry, concretize(entry, self.rng), self.rng)
                trial = game.clone()
                try:
                    trial.apply(action)
                except IllegalAction:
                    continue
                value = estimate(trial, seat) + self.rng.random() * 0.01
                if entry["kind"] == "conscript" and action.get("bonus") in BONUSES:
                    value += 0.5
                if best is None or value > best[0]:
                    best = (value, action)
        if best is None:
            return concretize(legal[-1], self.rng)
        return best[1]


#: Every level ``make_agent`` knows; Easy, Normal and Hard are the planner's.
LEVELS = ("random", "greedy", "easy", "normal", "hard")


def make_agent(level: str, seed: int = 0, budget: int | None = None,
               time_limit: float | None = None) -> Agent:
    """The player of a level. ``budget`` (evaluations per decision) and the seed make it
    deterministic; ``time_limit`` is the app's wall-clock cap (PLAY_TIME_LIMITS)."""
    if level == "random":
        return RandomAgent(seed)
    if level == "greedy":
        return GreedyAgent(seed)
    if level in LEVEL_CONFIG:
        return PlannerAgent(level, seed, budget=budget, time_limit=time_limit)
    raise ValueError(f"unknown level {level!r} ({', '.join(LEVELS)})")
