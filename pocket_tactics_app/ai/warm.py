"""Warming the AI's caches at game start, so that the first decision is not the slow one.

The searches meet the same few assaults again and again; their odds (the estimate for
the evaluation, the engine's exact odds at Hard's chance nodes) are computed once per
assault description and cached for the life of the process. Cold, the first turn of a
game paid for all of them at once. ``warm_up(game)`` computes them ahead for every
pairing of a unit of one army with a unit of the other (both ways, with and without a
reply, with 0-2 re-rolls a side and the cards' own bumps), likeliest first, within an
optional time limit. It reads the game and changes nothing: the controller can call it
on a worker thread when a game starts or is loaded, while the human sets up.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine.cards import UnitCard
from ..engine.game import Game
from ..engine.odds import AssaultSpec
from .odds import _exact_odds, comparison_odds

#: re-rolls a side that are warmed (support and favored terrain rarely give more)
MAX_REROLLS = 2


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


def warm_up(game: Game, time_limit: float | None = None, exact: bool = True,
            stop: Callable[[], bool] | None = None) -> int:
    """Fill the odds caches for ``game``'s armies; returns how many assaults were warmed.

    ``exact`` also warms the engine's exact odds (Hard's chance nodes); ``time_limit``
    (seconds) stops early, the likeliest assaults having gone first, and so does
    ``stop()`` turning true (a new game, the app closing). Thread-safe in the sense the
    caches are: they only ever gain entries.
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    done = 0
    seen: set[AssaultSpec] = set()
    for _rank, s in _specs(game):
        if s in seen:
            continue
        seen.add(s)
        if deadline is not None and time.perf_counter() > deadline:
            break
        if stop is not None and stop():
            break
        comparison_odds(s.a_off, s.a_off_bumps, s.d_def, s.d_def_bumps, s.a_rerolls,
                        s.d_rerolls, 0, s.sequential_rerolls)
        if s.reply:
            comparison_odds(s.d_off, s.d_off_bumps, s.a_def, s.a_def_bumps, s.d_rerolls,
                            s.a_rerolls, 1 if s.sequential_rerolls else 0,
                            s.sequential_rerolls)
        if exact:
            _exact_odds(s)
        done += 1
    return done
