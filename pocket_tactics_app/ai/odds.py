"""Outcome probabilities for the AI: assaults and tests, from dice counts and modifiers.

Two sources. ``assault_outcomes(..., exact=True)`` gives the engine's exact odds
(``engine.odds``, cached here per assault description): Hard's chance nodes use them
(see ``HardAgent.exact_odds`` for the measured cost). Everything else, the other
levels' chance nodes and the evaluation (``quick_outcomes``, which meets every pair of
units on the map at every leaf), uses this module's cheaper estimate of the odds under
the engine's default decision policy (cold worst case well under a second, then cached):

- each of the two comparisons of an assault (R6.5) is solved exactly, as a small
  game of bumps (R6.3) and re-rolls (R6.4) between the two players under the default
  policy, by enumerating every roll (multisets with their multinomial weights) and
  every re-roll result;
- the two comparisons are then combined as if independent, and each side may spend
  all of its re-rolls on either comparison (the real game shares them), so the
  estimate is slightly generous to both sides.

Tests (R8.2) are exact under the default test policy: bumps only ever help before
the re-rolls, so a test passes if the highest die plus every bump reaches the
target, or else if one of the re-rolled dice does.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cache, lru_cache

from ..engine.game import Game, Unit, defeats_sorted
from ..engine.odds import merged_bumps, odds_for, spec_for

Dice = tuple[int, ...]  # sorted, highest first


@dataclass(frozen=True, slots=True)
class Outcome4:
    """The four outcomes of an assault; the fields sum to 1."""

    target_only: float
    attacker_only: float
    both: float
    neither: float


# R6.5 on rolls kept sorted highest first (``compare`` would sort them again: a cold
# estimate took a third longer with it).
_defeats = defeats_sorted


def _sort(d: tuple[int, ...] | list[int]) -> Dice:
    return tuple(sorted(d, reverse=True))


@cache
def _rolls(n: int) -> tuple[tuple[Dice, float], ...]:
    """Every sorted roll of n dice with its probability."""
    out = []
    total = 6 ** n
    for combo in itertools.combinations_with_replacement(range(1, 7), n):
        counts = [combo.count(v) for v in set(combo)]
        ways = math.factorial(n)
        for c in counts:
            ways //= math.factorial(c)
        out.append((_sort(combo), ways / total))
    return tuple(out)


def _bump_to_flip(dice: Dice, bumps: tuple[int, ...], other: Dice,
                  want_defeat: bool, as_off: bool) -> tuple[Dice, tuple[int, ...]] | None:
    """The default policy's bump: smallest bump, lowest die, that flips the comparison."""
    for bi in sorted(range(len(bumps)), key=lambda i: (bumps[i], i)):
        for di in range(len(dice) - 1, -1, -1):
            if dice[di] >= 6:
                continue
            new = list(dice)
            new[di] = min(6, new[di] + bumps[bi])
            nd = _sort(new)
            result = _defeats(nd, other) if as_off else _defeats(other, nd)
            if result == want_defeat:
                return nd, bumps[:bi] + bumps[bi + 1:]
    return None


@lru_cache(maxsize=200_000)
def _reroll_game(off: Dice, def_: Dice, r_off: int, r_def: int, turn: int, passes: int,
                 sequential: bool = False) -> float:
    """P(OFF defeats DEF) in the re-roll phase, each side re-rolling its best die while
    losing; ``turn`` 0 is the OFF side. ``sequential`` (R6.4, rev. 2): a side re-rolls on
    until it passes, and a pass ends its re-rolls; else the sides alternate (rev. 1)."""
    if passes >= 2 or (r_off == 0 and r_def == 0):
        return 1.0 if _defeats(off, def_) else 0.0
    defeated = _defeats(off, def_)
    if turn == 0:  # the OFF side
        if r_off > 0 and not defeated and off:
            i = _best_reroll(off, def_, True)
            if i >= 0:
                nturn, npasses = (0, passes) if sequential else (1, 0)
                return sum(_reroll_game(_sort(off[:i] + (f,) + off[i + 1:]), def_, r_off - 1,
                                        r_def, nturn, npasses, sequential)
                           for f in range(1, 7)) / 6
        return _reroll_game(off, def_, r_off, r_def, 1, passes + 1, sequential)
    if r_def > 0 and defeated and def_:
        i = _best_reroll(def_, off, False)
        if i >= 0:
            nturn, npasses = (1, passes) if sequential else (0, 0)
            return sum(_reroll_game(off, _sort(def_[:i] + (f,) + def_[i + 1:]), r_off, r_def - 1,
                                    nturn, npasses, sequential) for f in range(1, 7)) / 6
    return _reroll_game(off, def_, r_off, r_def, 0, passes + 1, sequential)


def _best_reroll(mine: Dice, other: Dice, as_off: bool) -> int:
    best_i, best_hits = -1, 0
    seen: set[int] = set()
    for i in range(len(mine) - 1, -1, -1):
        if mine[i] in seen:
            continue
        seen.add(mine[i])
        hits = 0
        for f in range(1, 7):
            new = _sort(mine[:i] + (f,) + mine[i + 1:])
            hits += _defeats(new, other) if as_off else not _defeats(other, new)
        if hits > best_hits:
            best_i, best_hits = i, hits
    return best_i


@cache
def comparison_odds(n_off: int, off_bumps: tuple[int, ...], n_def: int, def_bumps: tuple[int, ...],
                    r_off: int, r_def: int, first: int = 0, sequential: bool = False) -> float:
    """P(n_off OFF dice defeat n_def DEF dice), with bumps and re-rolls (default policy).
    ``first`` is the side that re-rolls first (0 OFF, 1 DEF: the attacker's side);
    ``sequential`` is revision 2's re-roll order (R6.4)."""
    if n_off == 0:
        return 0.0
    # more than two re-rolls a side change little and cost much: capped (an estimate)
    r_off, r_def = min(r_off, 2), min(r_def, 2)
    total = 0.0
    for off, p_off in _rolls(n_off):
        for def_, p_def in _rolls(n_def):
            o, d = off, def_
            ob, db = off_bumps, def_bumps
            # bump phase: the OFF side bumps while losing, the DEF side while beaten
            for _ in range(len(ob) + len(db) + 1):
                changed = False
                if not _defeats(o, d) and ob:
                    pick = _bump_to_flip(o, ob, d, True, True)
                    if pick is not None:
                        o, ob = pick
                        changed = True
                if _defeats(o, d) and db:
                    pick = _bump_to_flip(d, db, o, False, False)
                    if pick is not None:
                        d, db = pick
                        changed = True
                if not changed:
                    break
            total += p_off * p_def * _reroll_game(o, d, r_off, r_def, first, 0, sequential)
    return total


def test_pass_probability(n: int, target: int, bumps: tuple[int, ...], rerolls: int) -> float:
    """R8.2 under the default test policy: exact."""
    if n == 0:
        return 0.0
    if target <= 1:
        return 1.0
    need = target - sum(bumps)  # the highest die must show at least this
    p_fail_roll = (min(max(need - 1, 0), 6) / 6) ** n
    q_fail = (min(target - 1, 6)) / 6
    return 1.0 - p_fail_roll * q_fail ** rerolls


def _combine(p_target: float, p_attacker: float) -> Outcome4:
    return Outcome4(p_target * (1 - p_attacker), p_attacker * (1 - p_target),
                    p_target * p_attacker, (1 - p_target) * (1 - p_attacker))


def estimate_assault(game: Game, attacker: Unit, target: Unit, ranged: bool,
                     reply: bool) -> Outcome4:
    """Estimated outcome of ``attacker`` assaulting ``target`` from the current position."""
    a_occ = ("assault", "attacking") + (("ranged_attack",) if ranged else ("melee",))
    d_occ = ("assault", "defending") + (("ranged_target",) if ranged else ("melee",))
    ac, dc = attacker.card, target.card
    # Stacked effects are merged as the exact odds merge them (their work bound).
    a_off_b = merged_bumps(tuple(b.value for b in game.bump_sources(attacker, "off", a_occ)))
    d_def_b = merged_bumps(tuple(b.value for b in game.bump_sources(target, "def", d_occ)))
    ra = game.rerolls(attacker, a_occ)
    rd = game.rerolls(target, d_occ)
    # R6.4 (rev. 2): the attacker re-rolls first in both comparisons: as the OFF side of
    # its attack and as the DEF side of the reply. Revision 1 is kept as it was estimated.
    seq = game.rules >= 2
    p_t = comparison_odds(ac.off.dice, a_off_b, dc.defence.dice, d_def_b, ra, rd, 0, seq)
    p_a = 0.0
    if reply:
        d_off_b = merged_bumps(tuple(b.value for b in game.bump_sources(target, "off", d_occ)))
        a_def_b = merged_bumps(tuple(b.value for b in game.bump_sources(attacker, "def", a_occ)))
        p_a = comparison_odds(dc.off.dice, d_off_b, ac.defence.dice, a_def_b, rd, ra,
                              1 if seq else 0, seq)
    return _combine(p_t, p_a)


#: The engine's exact odds, cached per assault description (an ``AssaultSpec``).
_exact_odds = lru_cache(maxsize=50_000)(odds_for)


def assault_outcomes(game: Game, attacker: Unit, target: Unit,
                     exact: bool = False) -> tuple[Outcome4, bool]:
    """The four outcome probabilities of ``attacker`` attacking ``target`` now, and whether
    the target replies (R7.3): the engine's exact odds if ``exact``, else the estimate."""
    if exact:
        spec = spec_for(game, attacker, target)
        o = _exact_odds(spec)
        both = float(o.both_defeated)
        return (Outcome4(max(0.0, float(o.target_defeated) - both),
                         max(0.0, float(o.attacker_defeated) - both), both,
                         float(o.neither_defeated)), bool(spec.reply))
    info = game.assault_info(attacker, target)
    if info is None:
        raise ValueError(f"{attacker.id} cannot attack {target.id} now")
    _dist, ranged, reply, _a, _d = info
    return estimate_assault(game, attacker, target, ranged, reply), reply


def quick_outcomes(game: Game, attacker: Unit, target: Unit, ranged: bool,
                   reply: bool) -> Outcome4:
    """For the evaluation: the estimate (the engine's exact odds cost up to seconds a spec)."""
    return estimate_assault(game, attacker, target, ranged, reply)
