"""Exact assault odds under the default policy (POSITION.md ``odds``).

Computed, never sampled:
- Dice are grouped into sorted multisets with their multinomial probabilities.
- The bump phase splits into two independent comparisons (attacker OFF vs target
  DEF, target OFF vs attacker DEF): the default policy only spends a bump on a
  comparison it is losing, so each comparison's bumps are settled on its own.
- With no re-rolls on either side the two comparisons are independent, and the
  four outcomes are products.
- With re-rolls, each comparison is a small Markov chain (its loser re-rolls the
  best die). Its states are lumped by bisimulation (same status, same chance of
  turning it, same successor classes), and the re-roll phase is solved exactly by
  dynamic programming over (class, class, re-rolls left, turn, passes).
- The order of the re-roll phase follows the game's rules revision (R6.4): under
  revision 2 the attacker re-rolls until it passes, then the defender; under
  revision 1 the players alternated one re-roll at a time (``sequential_rerolls``).
"""

from __future__ import annotations

import threading
from bisect import bisect_left, insort
from collections import defaultdict
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Any

from .decision_rule import plan_bumps
from .game import Game, Unit

Dice = tuple[int, ...]  # sorted highest first
Pair = tuple[Dice, Dice]  # (OFF dice, DEF dice) of one comparison


#: The exact re-roll phase follows every history of the default policy's choices, and
#: with many re-rolls on both sides they multiply (a 3-dice duel with bumps, measured
#: here: 0.15 s at 3 re-rolls a side, 0.6 s at 8 (about 10,000 histories), 2 s at 12,
#: 15 s at 20). Past this many histories the odds are computed again with each side's
#: re-rolls capped at ``REROLL_CAP`` and say so (``Odds.approximate``, and an
#: ``approximate`` field in the ``odds`` output): a hint never hangs the window.
MAX_HISTORIES = 4_000
REROLL_CAP = 5

#: Bumps stack without a cap (each adjacent ally's "+1 to adjacent allies" adds one), and
#: the bump phase's work multiplies with them. Past this many bumps on one side of a
#: comparison (a card's own limit) the smallest are added together until this many are
#: left, and the odds say so: the exact path stays bounded whatever the cards.
MAX_EXACT_BUMPS = 3
#: The work budget the bounds above keep an ``odds_for`` call within, in nodes: dice
#: pairs settled in the bump phase plus re-roll histories followed (``Odds.nodes``).
MAX_NODES = 2 * 56 * 56 + MAX_HISTORIES


class _TooManyHistories(Exception):
    pass


@dataclass(frozen=True)
class Odds:
    target_defeated: float
    attacker_defeated: float
    both_defeated: float
    neither_defeated: float
    approximate: str = ""  # empty when exact; else what was simplified
    nodes: int = field(default=0, compare=False)  # the work done (see MAX_NODES)

    def to_json(self) -> dict[str, float | str]:
        out: dict[str, float | str] = {
            "target_defeated": self.target_defeated,
            "attacker_defeated": self.attacker_defeated,
            "both_defeated": self.both_defeated,
            "neither_defeated": self.neither_defeated,
        }
        if self.approximate:
            out["approximate"] = self.approximate
        return out


@dataclass(frozen=True)
class AssaultSpec:
    """Everything about an assault that its odds depend on."""

    a_off: int
    a_def: int
    d_off: int
    d_def: int
    a_off_bumps: tuple[int, ...] = ()
    a_def_bumps: tuple[int, ...] = ()
    d_off_bumps: tuple[int, ...] = ()
    d_def_bumps: tuple[int, ...] = ()
    a_rerolls: int = 0
    d_rerolls: int = 0
    reply: bool = True
    sequential_rerolls: bool = True  # R6.4 rev. 2: attacker's re-rolls first, then defender's


@cache
def multisets(n: int) -> tuple[tuple[Dice, Fraction], ...]:
    """All sorted results of n dice with their exact probabilities."""
    out = []
    total = 6**n
    for combo in combinations_with_replacement(range(6, 0, -1), n):
        counts: dict[int, int] = defaultdict(int)
        for v in combo:
            counts[v] += 1
        ways = factorial(n)
        for c in counts.values():
            ways //= factorial(c)
        out.append((tuple(combo), Fraction(ways, total)))
    return tuple(out)


@cache
def _float_multisets(n: int) -> tuple[tuple[Dice, float], ...]:
    return tuple((d, float(p)) for d, p in multisets(n))


def _sorted(dice: list[int]) -> Dice:
    return tuple(sorted(dice, reverse=True))


@cache
def _raised(dice: Dice, value: int) -> tuple[Dice, ...]:
    """Each way to raise one die by ``value`` (capped at 6), lowest die first: the
    order in which ``decision_rule.choose_bump`` tries them."""
    out = []
    seen = set()
    for i in range(len(dice) - 1, -1, -1):
        v = dice[i]
        if v >= 6 or v in seen:
            continue
        seen.add(v)
        new = list(dice)
        new[i] = min(6, v + value)
        out.append(tuple(sorted(new, reverse=True)))
    return tuple(out)


def merged_bumps(bumps: tuple[int, ...], keep: int = MAX_EXACT_BUMPS) -> tuple[int, ...]:
    """``bumps`` (sorted ascending) with the two smallest added together (at most 5, the
    most a die can rise) until ``keep`` are left: the approximation past the budget."""
    out = sorted(bumps)
    while len(out) > keep:
        first, second = out.pop(0), out.pop(0)
        insort(out, min(5, first + second))
    return tuple(out)


def _within_budget(spec: AssaultSpec) -> tuple[AssaultSpec, str]:
    """``spec`` with each side's bumps merged down to MAX_EXACT_BUMPS, and the note saying
    so ("" when nothing was merged)."""
    lists = (spec.a_off_bumps, spec.a_def_bumps, spec.d_off_bumps, spec.d_def_bumps)
    most = max(len(b) for b in lists)
    if most <= MAX_EXACT_BUMPS:
        return spec, ""
    note = (f"bumps added together to {MAX_EXACT_BUMPS} a side (up to {most} stacked "
            "on one side): too many to follow exactly")
    a_off, a_def, d_off, d_def = (merged_bumps(b) for b in lists)
    return replace(spec, a_off_bumps=a_off, a_def_bumps=a_def, d_off_bumps=d_off,
                   d_def_bumps=d_def), note


def settle_bumps(o: Dice, d: Dice, ob: tuple[int, ...], db: tuple[int, ...]) -> Pair:
    """The bump phase of one comparison under the default policy: its loser bumps
    while its bumps can turn it (the OFF side wants to defeat, the DEF side to be
    safe). ``ob`` and ``db`` are sorted ascending. A single bump that works is found
    through the ``_raised`` table (the common case, kept fast); otherwise the plan
    comes from ``decision_rule.plan_bumps``, as in play."""
    while True:
        losing_def = o > d
        mine, bumps = (d, db) if losing_def else (o, ob)
        if not bumps or not mine:
            return o, d
        step: tuple[int, Dice] | None = None
        for bi, bv in enumerate(bumps):
            if bi and bumps[bi - 1] == bv:
                continue
            for new in _raised(mine, bv):
                if (not o > new) if losing_def else (new > d):
                    step = (bi, new)
                    break
            if step is not None:
                break
        if step is None and len(bumps) > 1:
            plan = plan_bumps(mine, bumps, o if losing_def else d, not losing_def, not losing_def)
            if plan is not None:
                bi, di = plan[0]
                raised = list(mine)
                raised[di] = min(6, raised[di] + bumps[bi])
                step = (bi, _sorted(raised))
        if step is None:
            return o, d
        bi, new = step
        if losing_def:
            d, db = new, db[:bi] + db[bi + 1 :]
        else:
            o, ob = new, ob[:bi] + ob[bi + 1 :]


@cache
def _lex_sorted(n: int) -> tuple[list[Dice], list[float]]:
    """n dice's sorted results in ascending lexicographic order, with cumulative
    probabilities: P(DEF < o) is then one bisection."""
    items = sorted(_float_multisets(n))
    keys = [d for d, _ in items]
    cum = []
    total = 0.0
    for _, p in items:
        total += p
        cum.append(total)
    return keys, cum


def _bump_free_probability(n_off: int, n_def: int) -> float:
    """P(OFF defeats DEF) with no bumps: sum over OFF results of P(DEF sorts below it)."""
    if n_off == 0:
        return 0.0
    keys, cum = _lex_sorted(n_def)
    total = 0.0
    for o, po in _float_multisets(n_off):
        i = bisect_left(keys, o)
        if i:
            total += po * cum[i - 1]
    return total


def comparison_after_bumps(
    n_off: int, n_def: int, ob: tuple[int, ...], db: tuple[int, ...]
) -> dict[Pair, float]:
    """Distribution of one comparison's dice after its bump phase."""
    out: dict[Pair, float] = defaultdict(float)
    offs = _float_multisets(n_off)
    defs = _float_multisets(n_def)
    if not ob and not db:
        for o, po in offs:
            for d, pd in defs:
                out[(o, d)] += po * pd
        return out
    ob = tuple(sorted(ob))
    db = tuple(sorted(db))
    for o, po in offs:
        for d, pd in defs:
            out[settle_bumps(o, d, ob, db)] += po * pd
    _NODES.count += len(offs) * len(defs)
    return out


def comparison_probability(
    n_off: int, n_def: int, ob: tuple[int, ...], db: tuple[int, ...]
) -> float:
    """P(OFF defeats DEF) after the bump phase, with no re-rolls."""
    if n_off == 0:
        return 0.0
    if not ob and not db:
        return _bump_free_probability(n_off, n_def)
    ob = tuple(sorted(ob))
    db = tuple(sorted(db))
    # A side whose top die cannot reach the other's top die even with every bump
    # stacked on it cannot turn the comparison: no need to play the bump phase out.
    o_reach = sum(ob)
    d_reach = sum(db)
    total = 0.0
    defs = _float_multisets(n_def)
    for o, po in _float_multisets(n_off):
        o_top = min(6, o[0] + o_reach)
        acc = 0.0
        for d, pd in defs:
            if o > d:
                if not db or (d and min(6, d[0] + d_reach) < o[0]) or (not d):
                    acc += pd
                    continue
            elif not ob or o_top < d[0]:
                continue
            o2, d2 = settle_bumps(o, d, ob, db)
            _NODES.count += 1
            if o2 > d2:
                acc += pd
        total += po * acc
    return total


# ------------------------------------------------------------------ re-roll phase


@cache
def _rerolled(dice: Dice) -> tuple[tuple[int, tuple[Dice, ...]], ...]:
    """For each distinct die value, lowest first (the order ``decision_rule.best_reroll`` tries
    them): the six sorted results of re-rolling one die of that value."""
    out = []
    seen = set()
    for i in range(len(dice) - 1, -1, -1):
        v = dice[i]
        if v in seen:
            continue
        seen.add(v)
        results = []
        for face in range(1, 7):
            new = list(dice)
            new[i] = face
            results.append(tuple(sorted(new, reverse=True)))
        out.append((v, tuple(results)))
    return tuple(out)


@dataclass(frozen=True)
class _ChainCore:
    """The lumped chain of every state of one comparison's dice counts (shared by every
    assault with those counts: the chain depends on the counts and the horizon only)."""

    cls: dict[Pair, int]
    n: int
    status: list[bool]
    can_turn: list[bool]
    trans: list[list[tuple[int, float]]]


@lru_cache(maxsize=256)
def _chain_core(n_off: int, n_def: int, horizon: int) -> _ChainCore:
    """Every (OFF, DEF) state of ``n_off`` and ``n_def`` dice, each re-rolled by its loser
    (its best die), lumped by bisimulation for ``horizon`` rounds (no lumping when
    negative). Bumps keep dice within these states, so any start distribution maps in."""
    succ: dict[Pair, list[Pair]] = {}
    useful: dict[Pair, bool] = {}
    for o, _ in _float_multisets(n_off):
        for d, _ in _float_multisets(n_def):
            s = (o, d)
            losing_def = o > d  # the DEF side re-rolls to be safe, else the OFF side to defeat
            mine = d if losing_def else o
            best: tuple[Dice, ...] | None = None
            best_hits = 0
            for _, results in _rerolled(mine):
                if losing_def:
                    hits = sum(1 for r in results if not o > r)
                else:
                    hits = sum(1 for r in results if r > d)
                if hits > best_hits:
                    best, best_hits = results, hits
            useful[s] = best is not None
            succ[s] = [] if best is None else [(o, r) if losing_def else (r, d) for r in best]
    if horizon < 0:
        # No lumping: each state is its own class (what the history method needs).
        ids = {st: n for n, st in enumerate(succ)}
        cls = ids
    else:
        # Partition refinement (bisimulation), ``horizon`` rounds: at most that many
        # re-rolls happen, and states alike for that many steps have the same value.
        key: dict[Pair, Any] = {s: (s[0] > s[1], useful[s]) for s in succ}
        rounds = 0
        while True:
            ids = {k: n for n, k in enumerate(set(key.values()))}
            cls = {s: ids[k] for s, k in key.items()}
            if rounds >= horizon:
                break
            new_key = {s: (key[s], tuple(sorted(cls[t] for t in succ[s]))) for s in succ}
            rounds += 1
            if len(set(new_key.values())) == len(ids):
                break
            key = new_key
    n = len(ids)
    status = [False] * n
    can_turn = [False] * n
    trans: list[list[tuple[int, float]]] = [[] for _ in range(n)]
    done: set[int] = set()
    for s, c in cls.items():
        if c in done:
            continue
        done.add(c)
        status[c] = s[0] > s[1]
        can_turn[c] = useful[s]
        agg: dict[int, float] = defaultdict(float)
        for t in succ[s]:
            agg[cls[t]] += 1 / 6
        trans[c] = sorted(agg.items())
    return _ChainCore(cls, n, status, can_turn, trans)


class _Chain:
    """One comparison as a Markov chain under re-rolls by its loser, lumped, with the
    start distribution of its dice after the bump phase."""

    def __init__(self, start: dict[Pair, float], horizon: int) -> None:
        o, d = next(iter(start))
        core = _chain_core(len(o), len(d), horizon)
        self.cls, self.n = core.cls, core.n
        self.status, self.can_turn, self.trans = core.status, core.can_turn, core.trans
        self.start: dict[int, float] = defaultdict(float)
        for s, p in start.items():
            self.start[self.cls[s]] += p


def _after_reroll(turn: int, passes: int, sequential: bool) -> tuple[int, int]:
    """(turn, passes) after a re-roll: the same player goes on under revision 2 (R6.4);
    under revision 1 the other player was asked next."""
    return (turn, passes) if sequential else (1 - turn, 0)


def _reroll_phase_pairs(
    a: _Chain, b: _Chain, ra: int, rd: int, reply: bool, sequential: bool = True
) -> tuple[float, float, float]:
    """(P target defeated, P attacker defeated, P both) after the re-roll phase, by
    dynamic programming over pairs of classes. Slower than ``_reroll_phase_split``
    (the one ``odds_for`` uses) and kept as its independent check in the tests.

    ``a`` is attacker OFF vs target DEF, ``b`` target OFF vs attacker DEF.
    """
    memo: dict[tuple[int, int, int, int, int, int], tuple[float, float, float]] = {}

    def value(
        ca: int, cb: int, ra: int, rd: int, turn: int, passes: int
    ) -> tuple[float, float, float]:
        k = (ca, cb, ra, rd, turn, passes)
        hit = memo.get(k)
        if hit is not None:
            return hit
        if passes >= 2:
            t = a.status[ca]
            at = reply and b.status[cb]
            res = (1.0 if t else 0.0, 1.0 if at else 0.0, 1.0 if (t and at) else 0.0)
            memo[k] = res
            return res
        move = None  # "a" or "b": which comparison the player re-rolls in
        if turn == 0 and ra > 0:
            if reply and b.status[cb] and b.can_turn[cb]:
                move = "b"
            elif not a.status[ca] and a.can_turn[ca]:
                move = "a"
        elif turn == 1 and rd > 0:
            if a.status[ca] and a.can_turn[ca]:
                move = "a"
            elif reply and not b.status[cb] and b.can_turn[cb]:
                move = "b"
        if move is None:
            res = value(ca, cb, ra, rd, 1 - turn, passes + 1)
        else:
            nra, nrd = (ra - 1, rd) if turn == 0 else (ra, rd - 1)
            nturn, npasses = _after_reroll(turn, passes, sequential)
            x = y = z = 0.0
            chain, here = (a, ca) if move == "a" else (b, cb)
            for nxt, p in chain.trans[here]:
                if move == "a":
                    r = value(nxt, cb, nra, nrd, nturn, npasses)
                else:
                    r = value(ca, nxt, nra, nrd, nturn, npasses)
                x += p * r[0]
                y += p * r[1]
                z += p * r[2]
            res = (x, y, z)
        memo[k] = res
        return res

    tx = ty = tz = 0.0
    for ca, pa in a.start.items():
        for cb, pb in b.start.items():
            r = value(ca, cb, ra, rd, 0, 0)
            w = pa * pb
            tx += w * r[0]
            ty += w * r[1]
            tz += w * r[2]
    return tx, ty, tz


def _reroll_phase_split(
    a: _Chain,
    b: _Chain,
    ra: int,
    rd: int,
    reply: bool,
    sequential: bool = True,
    max_histories: int | None = None,
) -> tuple[float, float, float]:
    """The re-roll phase again, by following histories instead of state pairs.

    The default policy decides from labels only (each comparison's status and whether
    its loser has a useful re-roll), and each re-roll moves one comparison. So given
    the history of labels, the two comparisons' states stay independent: each history
    carries one (unnormalised) distribution per comparison, the product of their
    masses is the history's probability, and a re-roll splits a history by the new
    label. The tree has at most four branches a re-roll, and few in practice.
    """
    Dist = dict[int, float]

    def split(chain: _Chain, dist: Dist) -> list[tuple[bool, bool, Dist, float]]:
        groups: dict[tuple[bool, bool], Dist] = {}
        for c, p in dist.items():
            key = (chain.status[c], chain.can_turn[c])
            g = groups.get(key)
            if g is None:
                groups[key] = g = {}
            g[c] = p
        return [(k[0], k[1], g, sum(g.values())) for k, g in groups.items()]

    def advance(chain: _Chain, dist: Dist) -> Dist:
        out: Dist = defaultdict(float)
        for c, p in dist.items():
            for n, q in chain.trans[c]:
                out[n] += p * q
        return out

    acc = [0.0, 0.0, 0.0]
    budget = [max_histories if max_histories is not None else -1]

    def explore(
        sa: bool,
        ua: bool,
        da: Dist,
        ma: float,
        sb: bool,
        ub: bool,
        db: Dist,
        mb: float,
        ra: int,
        rd: int,
        turn: int,
        passes: int,
    ) -> None:
        while True:
            if passes >= 2:
                w = ma * mb
                at = reply and sb
                if sa:
                    acc[0] += w
                if at:
                    acc[1] += w
                if sa and at:
                    acc[2] += w
                return
            move = ""
            if turn == 0 and ra > 0:
                if reply and sb and ub:
                    move = "b"
                elif not sa and ua:
                    move = "a"
            elif turn == 1 and rd > 0:
                if sa and ua:
                    move = "a"
                elif reply and not sb and ub:
                    move = "b"
            if not move:
                turn, passes = 1 - turn, passes + 1
                continue
            nra, nrd = (ra - 1, rd) if turn == 0 else (ra, rd - 1)
            nturn, npasses = _after_reroll(turn, passes, sequential)
            budget[0] -= 1
            _NODES.count += 1
            if budget[0] == 0:
                raise _TooManyHistories
            if move == "a":
                for s2, u2, d2, m2 in split(a, advance(a, da)):
                    explore(s2, u2, d2, m2, sb, ub, db, mb, nra, nrd, nturn, npasses)
            else:
                for s2, u2, d2, m2 in split(b, advance(b, db)):
                    explore(sa, ua, da, ma, s2, u2, d2, m2, nra, nrd, nturn, npasses)
            return

    for sa, ua, da, ma in split(a, dict(a.start)):
        for sb, ub, db, mb in split(b, dict(b.start)):
            explore(sa, ua, da, ma, sb, ub, db, mb, ra, rd, 0, 0)
    return acc[0], acc[1], acc[2]


def odds_for(spec: AssaultSpec, max_histories: int | None = MAX_HISTORIES) -> Odds:
    """Outcome probabilities of an assault described by ``spec``: exact, unless a side
    of a comparison has more than ``MAX_EXACT_BUMPS`` bumps (they are merged) or the
    re-roll phase has more than ``max_histories`` histories (None: no bound; each side's
    re-rolls are then capped at ``REROLL_CAP``); ``approximate`` says what was done."""
    bounded, note = _within_budget(spec)
    _NODES.count = 0
    odds = _odds_for(bounded, max_histories)
    if note:
        odds = replace(odds, approximate="; ".join(filter(None, (note, odds.approximate))))
    return replace(odds, nodes=_NODES.count)


class _Nodes(threading.local):
    count = 0


_NODES = _Nodes()  # the work of the current odds_for call, per thread


def _odds_for(spec: AssaultSpec, max_histories: int | None) -> Odds:
    d_off = spec.d_off if spec.reply else 0
    a_def = spec.a_def if spec.reply else 0
    if spec.a_rerolls == 0 and spec.d_rerolls == 0:
        pt = comparison_probability(spec.a_off, spec.d_def, spec.a_off_bumps, spec.d_def_bumps)
        pa = (
            comparison_probability(d_off, a_def, spec.d_off_bumps, spec.a_def_bumps)
            if spec.reply
            else 0.0
        )
        return _odds(pt, pa, pt * pa)
    a_start = comparison_after_bumps(spec.a_off, spec.d_def, spec.a_off_bumps, spec.d_def_bumps)
    b_start = comparison_after_bumps(d_off, a_def, spec.d_off_bumps, spec.a_def_bumps)

    def reroll_phase(ra: int, rd: int, bound: int | None) -> tuple[float, float, float]:
        return _reroll_phase_split(
            _Chain(a_start, ra + rd), _Chain(b_start, ra + rd), ra, rd, spec.reply,
            spec.sequential_rerolls, bound,
        )

    try:
        return _odds(*reroll_phase(spec.a_rerolls, spec.d_rerolls, max_histories))
    except _TooManyHistories:
        ra, rd = min(spec.a_rerolls, REROLL_CAP), min(spec.d_rerolls, REROLL_CAP)
        note = (
            f"re-rolls capped at {REROLL_CAP} a side (asked: {spec.a_rerolls} and "
            f"{spec.d_rerolls}): too many to follow exactly"
        )
        return _odds(*reroll_phase(ra, rd, None), approximate=note)


def _odds(pt: float, pa: float, both: float, approximate: str = "") -> Odds:
    neither = 1.0 - pt - pa + both
    return Odds(pt, pa, both, max(0.0, neither), approximate)


def spec_for(game: Game, attacker: Unit, target: Unit) -> AssaultSpec:
    """The assault ``attacker`` would make on ``target`` now (raises if not legal)."""
    info = game.assault_info(attacker, target)
    if info is None:
        raise ValueError(f"{attacker.id} cannot attack {target.id} now")
    _dist, ranged, reply, att_occ, def_occ = info

    def bumps(u: Unit, colour: str, occ: tuple[str, ...], rolled: bool) -> tuple[int, ...]:
        if not rolled or u.card.dice(colour).dice == 0:
            return ()
        return tuple(b.value for b in game.bump_sources(u, colour, occ))

    return AssaultSpec(
        a_off=attacker.card.off.dice,
        a_def=attacker.card.defence.dice if reply else 0,
        d_off=target.card.off.dice if reply else 0,
        d_def=target.card.defence.dice,
        a_off_bumps=bumps(attacker, "off", att_occ, True),
        a_def_bumps=bumps(attacker, "def", att_occ, reply),
        d_off_bumps=bumps(target, "off", def_occ, reply),
        d_def_bumps=bumps(target, "def", def_occ, True),
        a_rerolls=game.rerolls(attacker, att_occ),
        d_rerolls=game.rerolls(target, def_occ),
        reply=reply,
        sequential_rerolls=game.rules >= 2,
    )


def assault_odds(game: Game, attacker_id: str, target_id: str) -> Odds:
    """Exact odds of the assault ``attacker_id`` -> ``target_id`` in ``game`` now (cached
    per assault description: hovering the same assault again costs nothing)."""
    return _cached_odds(spec_for(game, game.units[attacker_id], game.units[target_id]))


_cached_odds = lru_cache(maxsize=4096)(odds_for)


def assault_odds_of(spec: AssaultSpec) -> Odds:
    """The odds of the assault ``spec`` describes, cached as :func:`assault_odds`'s: the
    window's worker computes them from the description alone, holding no game."""
    return _cached_odds(spec)


def exact_fractions(spec: AssaultSpec) -> tuple[Fraction, Fraction]:
    """P(target defeated), P(attacker defeated) as exact fractions, for specs with no
    bumps and no re-rolls (the test oracle's form)."""

    def p(n_off: int, n_def: int) -> Fraction:
        if n_off == 0:
            return Fraction(0)
        return sum(
            (po * pd for o, po in multisets(n_off) for d, pd in multisets(n_def) if o > d),
            Fraction(0),
        )

    return p(spec.a_off, spec.d_def), (p(spec.d_off, spec.a_def) if spec.reply else Fraction(0))
