"""After a Furrow & Foundry game: each seat's chance to win over it, and the turns of the
chosen seats that cost them the most chance to win, each with Hard's better turn.

A choice is a whole turn of a seat (S6: its section, top action, combats, bottom action,
objective), from its start to the next turn start: the steps inside a turn make sense
only together. A turn's drop is the seat's win chance (``winchance``) at its start minus
that at its end. Both the turn played and Hard's turn (:func:`.hint.hint`) are played on
one determinized copy of the turn's start (S17.3: the seat's knowledge), so they are
judged alike. A turn is listed only when Hard's turn is worth at least ``MIN_GAIN`` more:
a drop nobody could avoid is not a mistake, and a "better" turn a point or two better is
within the estimate's own error.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine.game import Action, Game
from .hint import FurrowHint, hint, play_out
from .winchance import win_chance, win_chances

#: The least Hard's turn must gain over the one played, in win chance, to be listed.
MIN_GAIN = 0.03


@dataclass(frozen=True)
class Turn:
    """The steps ``seat`` took in one turn: entries ``start`` to ``end`` (excluded)."""

    seat: int
    start: int
    end: int
    steps: tuple[Action, ...]


@dataclass(frozen=True)
class Mistake:
    """A turn that cost ``seat`` chance to win, with Hard's turn from the same start."""

    turn: Turn
    round: int
    before: float  # the seat's chance at the turn's start
    after: float  # ... at its end, as played
    better: FurrowHint  # Hard's turn
    better_after: float  # ... at the end of Hard's turn

    @property
    def drop(self) -> float:
        return self.before - self.after

    @property
    def gain(self) -> float:
        """How much more Hard's turn was worth."""
        return self.better_after - self.after


def series(positions: Sequence[Game]) -> list[list[float]]:
    """Every seat's chance to win in each position (one list per seat)."""
    rows = [win_chances(g) for g in positions]
    n = len(rows[0]) if rows else 0
    return [[r[s] for r in rows] for s in range(n)]


def turns(befores: Sequence[Game], actions: Sequence[Action],
          seats: Sequence[int]) -> list[Turn]:
    """The whole turns in a game: ``befores[k]`` is the position before ``actions[k]``,
    taken by ``seats[k]``; a turn starts where no turn is under way."""
    out: list[Turn] = []
    k = 0
    n = min(len(befores), len(actions), len(seats))
    while k < n:
        g = befores[k]
        if g.over or g.turn is not None:
            k += 1
            continue
        seat = g.to_move
        end = k + 1
        while end < n and befores[end].turn is not None and not befores[end].over:
            end += 1
        steps = tuple(actions[m] for m in range(k, end) if seats[m] == seat)
        out.append(Turn(seat, k, end, steps))
        k = end
    return out


def review(befores: Sequence[Game], actions: Sequence[Action], seats: Sequence[int],
           players: Collection[int], top: int = 3, searches: int = 8, seed: int = 0,
           budget: int | None = None, time_limit: float | None = 1.5,
           min_gain: float = MIN_GAIN,
           stop: Callable[[], bool] | None = None) -> list[Mistake]:
    """Up to ``top`` turns of ``players`` that cost them the most chance to win, each with
    Hard's turn, worth at least ``min_gain`` more; the largest loss first. Slow (Hard's
    search on up to ``searches`` turns, the largest drops first): call it off the GUI
    thread; ``stop()`` turning true ends it early with what was found."""
    judged: list[tuple[float, Turn, Game, float, float]] = []
    for t in turns(befores, actions, seats):
        if t.seat not in players or not t.steps:
            continue
        if stop is not None and stop():
            return []
        det = befores[t.start].determinized(t.seat, random.Random(seed + t.start))
        before = win_chance(det, t.seat)
        played, _, _ = play_out(det, t.seat, t.steps)
        after = win_chance(played, t.seat)
        judged.append((before - after, t, det, before, after))
    judged.sort(key=lambda j: (-j[0], j[1].start))
    found: list[Mistake] = []
    for _drop, t, det, before, after in judged[:searches]:
        if stop is not None and stop():
            break
        h = hint(det, t.seat, seed=seed + t.start, budget=budget, time_limit=time_limit)
        hard_after, _, _ = play_out(det, t.seat, h.steps)
        better_after = win_chance(hard_after, t.seat)
        if list(h.steps) == list(t.steps) or better_after - after < min_gain - 1e-9:
            continue
        found.append(Mistake(t, befores[t.start].round, before, after, h, better_after))
    found.sort(key=lambda m: (-m.gain, m.turn.start))
    return found[:top]


__all__ = ["MIN_GAIN", "Mistake", "Turn", "review", "series", "turns"]
