"""A hint for the Furrow & Foundry seat deciding now: Hard's choice, why, and the chance
to win.

:func:`hint` runs Hard's search on ``game.determinized(seat, rng)`` (the other seats'
hands and objectives redrawn from what the seat cannot see, S17.3), never on the game
itself, so a hint reveals nothing hidden. Hard plans a whole turn; the hint is its first
step and the turn it leads to (``steps``); its chance to win is taken on the same copy.
Its reason is what that turn changes for the seat, as facts (:class:`Change`: a star and
its category, coins, a mech and its hex, ...), ordered by how much the evaluation term
they belong to moved (``seat_value``'s named terms), so the words say first what the
choice is for. ``hexes`` are the hexes the turn names (where units go, what is built or
deployed, where it produces).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..engine.board import Hex
from ..engine.game import Action, Game, IllegalAction
from .evaluate import Weights, plan, seat_value
from .planner import PlannerAgent
from .winchance import win_chance


class ChangeKind(StrEnum):
    """What a turn may change for its seat, as the reason names it."""

    STAR = "star"
    COINS = "coins"
    POPULARITY = "popularity"
    POWER = "power"
    CARDS = "cards"
    RESOURCES = "resources"
    WORKERS = "workers"
    MECH = "mech"
    STRUCTURE = "structure"
    RECRUIT = "recruit"
    UPGRADE = "upgrade"
    TERRITORY = "territory"


#: the evaluation term (``evaluate.TERMS``) each kind of change counts in
TERM_OF: dict[ChangeKind, str] = {
    ChangeKind.STAR: "stars", ChangeKind.COINS: "coins", ChangeKind.POPULARITY: "popularity",
    ChangeKind.POWER: "power", ChangeKind.CARDS: "cards", ChangeKind.RESOURCES: "resources",
    ChangeKind.WORKERS: "production", ChangeKind.MECH: "pieces",
    ChangeKind.STRUCTURE: "pieces", ChangeKind.RECRUIT: "pieces",
    ChangeKind.UPGRADE: "pieces", ChangeKind.TERRITORY: "territory",
}


@dataclass(frozen=True)
class Change:
    """One fact of a hint's reason: ``amount`` of ``kind`` (``detail``: the star's
    category, the structure, the resource type; ``at``: the hex, if one)."""

    kind: ChangeKind
    amount: int
    detail: str = ""
    at: Hex | None = None

    def text(self) -> str:
        """The fact in a few English words ("+1 star (upgrades)", "a mech on (3, 4)")."""
        k, n = self.kind, self.amount
        sign = f"{n:+d}"
        if k is ChangeKind.STAR:
            return f"{sign} star ({self.detail})"
        if k in (ChangeKind.MECH, ChangeKind.STRUCTURE):
            what = "a mech" if k is ChangeKind.MECH else f"a {self.detail}"
            return f"{what} on {self.at}" if self.at is not None else what
        if k is ChangeKind.RECRUIT:
            return f"a recruit ({self.detail})"
        if k is ChangeKind.UPGRADE:
            return f"an upgrade ({self.detail})"
        if k is ChangeKind.RESOURCES:
            return f"{sign} {self.detail}"
        return f"{sign} {k.value}"


@dataclass(frozen=True)
class FurrowHint:
    """Hard's choice for ``seat``: ``action`` now, the turn it leads to, why."""

    seat: int
    action: Action
    steps: list[Action] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    terms: list[tuple[str, float]] = field(default_factory=list)
    hexes: list[Hex] = field(default_factory=list)
    win_chance: float = 0.5

    def reason(self) -> str:
        """The reason in English (the UI builds its own, translated, from ``changes``)."""
        return ", ".join(c.text() for c in self.changes[:3])


def _terms(game: Game, seat: int) -> dict[str, float]:
    out: dict[str, float] = {}
    seat_value(game, seat, game.control_map(), Weights(), plan(game, seat), True, out)
    return out


def _hexes_of(events: Iterable[Mapping[str, Any]]) -> list[Hex]:
    """The map hexes events name: paths, where something is placed, built or produced."""
    out: list[Hex] = []
    for e in events:
        places = [p.get("at") for p in e.get("place", []) if isinstance(p, dict)]
        for h in [*e.get("path", []), *e.get("hexes", []), e.get("at"), *places]:
            if isinstance(h, list | tuple) and len(h) == 2:
                hx = (int(h[0]), int(h[1]))
                if hx not in out:
                    out.append(hx)
    return out


def changes(before: Game, after: Game, seat: int) -> list[Change]:
    """What ``after`` has for ``seat`` that ``before`` had not, as facts."""
    p0, p1 = before.players[seat], after.players[seat]
    out: list[Change] = []
    for cat, n in (Counter(p1.stars) - Counter(p0.stars)).items():
        out.extend(Change(ChangeKind.STAR, 1, cat) for _ in range(n))
    for kind, a, b in ((ChangeKind.COINS, p0.coins, p1.coins),
                       (ChangeKind.POPULARITY, p0.popularity, p1.popularity),
                       (ChangeKind.POWER, p0.power, p1.power),
                       (ChangeKind.CARDS, len(p0.hand), len(p1.hand)),
                       (ChangeKind.WORKERS, before.workers_in_play(seat),
                        after.workers_in_play(seat)),
                       (ChangeKind.TERRITORY, len(before.controlled(seat)),
                        len(after.controlled(seat)))):
        if b != a:
            out.append(Change(kind, b - a))
    for uid, u in after.units.items():
        if u.owner == seat and u.kind == "mech" and u.at is not None and (
                uid not in before.units or before.units[uid].at is None):
            out.append(Change(ChangeKind.MECH, 1, "", u.at))
    for h, (owner, built) in after.structures.items():
        if owner == seat and before.structures.get(h) != (owner, built):
            out.append(Change(ChangeKind.STRUCTURE, 1, built, h))
    for r in p1.recruits:
        if r not in p0.recruits:
            out.append(Change(ChangeKind.RECRUIT, 1, str(r)))
    for cube in p1.cubes_removed:
        if cube not in p0.cubes_removed:
            out.append(Change(ChangeKind.UPGRADE, 1, str(cube)))
    res0, res1 = _held(before, seat), _held(after, seat)
    for t in sorted(set(res0) | set(res1)):
        if res1.get(t, 0) != res0.get(t, 0):
            out.append(Change(ChangeKind.RESOURCES, res1.get(t, 0) - res0.get(t, 0), t))
    return out


def _held(game: Game, seat: int) -> dict[str, int]:
    have: dict[str, int] = {}
    cm = game.control_map()
    for h, res in game.resources.items():
        if cm.get(h) == seat:
            for t, n in res.items():
                have[t] = have.get(t, 0) + n
    return have


def ranked(found: Sequence[Change], before: Mapping[str, float],
           after: Mapping[str, float]) -> list[Change]:
    """``found`` ordered by how much the evaluation term each counts in moved."""
    def weight(c: Change) -> float:
        term = TERM_OF[c.kind]
        return abs(after.get(term, 0.0) - before.get(term, 0.0))
    return sorted(found, key=lambda c: (-weight(c), list(ChangeKind).index(c.kind)))


def play_out(game: Game, seat: int, steps: Sequence[Action]) -> tuple[Game, list[Action],
                                                                     list[Hex]]:
    """``game`` (a copy) after the planned ``steps`` that apply, in order, while ``seat``
    decides; the steps played and the hexes their events name."""
    g = game.clone()
    played: list[Action] = []
    events: list[Mapping[str, Any]] = []
    for a in steps:
        if g.over or seat not in g.deciders():
            break
        try:
            events.extend(g.apply(a))
        except IllegalAction:
            break
        played.append(a)
    return g, played, _hexes_of(events)


def hint(game: Game, seat: int, seed: int = 0, budget: int | None = None,
         time_limit: float | None = None) -> FurrowHint:
    """Hard's choice for ``seat`` (deciding now), on a determinized copy seeded by
    ``seed``. Slow (one of Hard's decisions): call it off the GUI thread. ValueError when
    the game is over or ``seat`` does not decide now."""
    if game.over:
        raise ValueError("no hint: the game is over")
    if seat not in game.deciders():
        raise ValueError(f"no hint: seat {seat} does not decide now")
    rng = random.Random(seed)
    det = game.determinized(seat, rng)
    agent = PlannerAgent("hard", rng.randrange(2**31), budget=budget, time_limit=time_limit)
    first = agent(det, seat)
    planned = [first, *(a for _sig, a in agent._plan)]
    after, played, hexes = play_out(det, seat, planned)
    t0, t1 = _terms(det, seat), _terms(after, seat)
    moved = sorted(((k, t1.get(k, 0.0) - t0.get(k, 0.0)) for k in set(t0) | set(t1)),
                   key=lambda kv: -abs(kv[1]))
    return FurrowHint(seat, first, played or [first], ranked(changes(det, after, seat), t0, t1),
                      [(k, round(v, 2)) for k, v in moved if abs(v) > 1e-9][:5], hexes,
                      win_chance(det, seat))


__all__ = ["TERM_OF", "Change", "ChangeKind", "FurrowHint", "changes", "hint", "play_out",
           "ranked"]
