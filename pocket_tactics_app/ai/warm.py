"""Warming the AI's caches at game start, so that the first decision is not the slow one.

The searches meet the same few assaults again and again; their odds (the estimate for
the evaluation, the engine's exact odds at Hard's chance nodes) are computed once per
assault description and cached for the life of the process. Cold, the first turn of a
game paid for all of them at once. ``warm_up(game)`` computes them ahead for every
pairing of a unit of one army with a unit of the other, likeliest first, within an
optional time limit, in three rounds:

1. the evaluation's comparisons (one side's OFF dice against the other's DEF dice) with
   the cards' own bumps or one +1 more (a feature, terrain or an ally's ability), 0-3
   re-rolls a side (support), whichever side re-rolls first, at most two of those
   departures from the plain cards;
2. the engine's exact odds of the assaults with the cards' own bumps and 0-2 re-rolls a
   side, both with and without a reply (Hard's chance nodes);
3. the rest of round 1's comparisons.

It reads the game and changes nothing: the controller calls it on a worker thread when
a game starts or is loaded, while the human sets up.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine.cards import UnitCard
from ..engine.game import Game
from ..engine.odds import AssaultSpec
from .odds import _exact_odds, comparison_odds

#: re-rolls a side that are warmed for the exact odds (support rarely gives more)
MAX_REROLLS = 2
#: and for the evaluation's estimate, whose comparisons are cheaper and met more often
MAX_REROLLS_ESTIMATE = 3
#: the bump a feature, terrain or an ally's ability adds most often
EXTRA_BUMP = (1,)


def _cards(game: Game, player: int) -> list[UnitCard]:
    seen: dict[str, UnitCard] = {}
    for u in game.units.values():
        if u.owner == player:
            seen.setdefault(u.card.id, u.card)
    return [seen[k] for k in sorted(seen)]


def _specs(game: Game) -> list[tuple[int, AssaultSpec]]:
    """Every assault description to warm, with a rank (lower: likelier)."""
    seq = game.rules >= 2
    out: list[tuple[int, AssaultSpec]] = []
    for p in (0, 1):
        for a in _cards(game, p):
            if a.off.dice == 0:
                continue
            for d in _cards(game, 1 - p):
                replies = (True, False) if a.ranged else (True,)
                for reply in replies:
                    for ra in range(MAX_REROLLS + 1):
                        for rd in range(MAX_REROLLS + 1):
                            spec = AssaultSpec(
                                a_off=a.off.dice,
                                a_def=a.defence.dice if reply else 0,
                                d_off=d.off.dice if reply else 0,
                                d_def=d.defence.dice,
                                a_off_bumps=a.off.bumps if a.off.dice else (),
                                a_def_bumps=a.defence.bumps if reply and a.defence.dice else (),
                                d_off_bumps=d.off.bumps if reply and d.off.dice else (),
                                d_def_bumps=d.defence.bumps if d.defence.dice else (),
                                a_rerolls=ra, d_rerolls=rd, reply=reply,
                                sequential_rerolls=seq)
                            out.append((ra + rd + (0 if reply else 1), spec))
    out.sort(key=lambda t: t[0])
    return out


Comparison = tuple[int, tuple[int, ...], int, tuple[int, ...], int, int, int, bool]


def _comparisons(game: Game) -> list[tuple[int, Comparison]]:
    """The evaluation's comparisons to warm (``comparison_odds`` arguments), with a rank
    (lower: likelier): one for each departure from the plain cards."""
    seq = game.rules >= 2
    out: list[tuple[int, Comparison]] = []
    for p in (0, 1):
        for a in _cards(game, p):
            if a.off.dice == 0:
                continue
            for d in _cards(game, 1 - p):
                if d.defence.dice == 0:
                    continue
                for xo in (0, 1):
                    ob = a.off.bumps + EXTRA_BUMP * xo
                    for xd in (0, 1):
                        db = d.defence.bumps + EXTRA_BUMP * xd
                        for ro in range(MAX_REROLLS_ESTIMATE + 1):
                            for rd in range(MAX_REROLLS_ESTIMATE + 1):
                                for first in ((0, 1) if seq else (0,)):
                                    rank = xo + xd + (ro > 0) + (rd > 0) + (ro > 2) + (rd > 2)
                                    out.append((rank, (a.off.dice, ob, d.defence.dice, db,
                                                       ro, rd, first, seq)))
    out.sort(key=lambda t: t[0])
    return out


def warm_up(game: Game, time_limit: float | None = None, exact: bool = True,
            stop: Callable[[], bool] | None = None) -> int:
    """Fill the odds caches for ``game``'s armies; returns how many comparisons and
    assaults were warmed.

    ``exact`` also warms the engine's exact odds (Hard's chance nodes); ``time_limit``
    (seconds) stops early, the likeliest assaults having gone first, and so does
    ``stop()`` turning true (a new game, the app closing). Thread-safe in the sense the
    caches are: they only ever gain entries.
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit

    def out_of_time() -> bool:
        return ((deadline is not None and time.perf_counter() > deadline)
                or (stop is not None and stop()))

    done = 0
    comparisons = _comparisons(game)
    seen_c: set[Comparison] = set()
    for rank, c in comparisons:
        if rank > 2:
            break
        if c in seen_c:
            continue
        if out_of_time():
            return done
        seen_c.add(c)
        comparison_odds(*c)
        done += 1
    if exact:
        seen: set[AssaultSpec] = set()
        for _rank, s in _specs(game):
            if s in seen:
                continue
            if out_of_time():
                return done
            seen.add(s)
            _exact_odds(s)
            done += 1
    for _rank, c in comparisons:
        if c in seen_c:
            continue
        if out_of_time():
            return done
        seen_c.add(c)
        comparison_odds(*c)
        done += 1
    return done
