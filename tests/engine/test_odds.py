"""Exact odds (docs/POSITION.md `odds`): against exhaustive enumeration and against the engine."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

import pytest

from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.decision_rule import rule_decision
from pocket_tactics_app.engine.game import Game, compare
from pocket_tactics_app.engine.odds import AssaultSpec, assault_odds, odds_for
from pocket_tactics_app.engine.policy import resolve_pending
from pocket_tactics_app.engine.position import from_json

from .helpers import ODDS_SCENARIOS, pair


@cache
def brute(n_off: int, n_def: int) -> Fraction:
    """P(OFF defeats DEF) over every one of the 6^(n_off+n_def) equally likely rolls."""
    if n_off + n_def == 0:
        return Fraction(0)
    wins = sum(compare(list(r[:n_off]), list(r[n_off:]))
               for r in itertools.product(range(1, 7), repeat=n_off + n_def))
    return Fraction(wins, 6 ** (n_off + n_def))


def test_odds_equal_enumeration_for_every_pair_without_bumps_or_rerolls() -> None:
    """Each ordered pair of shipped cards, their dice counts with no bumps or re-rolls in
    play, in melee and as a ranged attack the target cannot answer (R7.3)."""
    cat = default_catalog()
    for a, d in itertools.product(cat.units.values(), repeat=2):
        for reply in (True, False):
            spec = AssaultSpec(a.off.dice, a.defence.dice, d.off.dice, d.defence.dice,
                               reply=reply)
            o = odds_for(spec)
            pt = brute(a.off.dice, d.defence.dice)
            pa = brute(d.off.dice, a.defence.dice) if reply else Fraction(0)
            # The two comparisons use disjoint dice, so the joint outcome is their product.
            exact = (pt, pa, pt * pa, (1 - pt) * (1 - pa))
            got = (o.target_defeated, o.attacker_defeated, o.both_defeated, o.neither_defeated)
            for x, y in zip(got, exact, strict=True):
                assert abs(x - float(y)) < 1e-12, (a.id, d.id, reply)


@pytest.mark.slow  # 6^6 forced rolls through the engine: run with -m slow
def test_odds_equal_every_roll_played_through_the_engine() -> None:
    """Astronaut (OFF 1, DEF 2) attacks a Spore Wing (OFF 2, DEF 1): no bumps, no re-rolls.
    Every one of the 6^6 rolls is forced through the engine and the outcomes counted."""
    g = pair("colonial-astronaut", "mytoan-spore-wing")
    counts = [0, 0, 0]
    for roll in itertools.product(range(1, 7), repeat=6):
        h = g.clone()
        h.dice.forced.extend(roll)
        h.apply(Action("attack", unit="x", target="y"))
        assert h.pending is None  # nothing to decide
        td, ad = h.units["y"].where == "captive", h.units["x"].where == "captive"
        counts[0] += td
        counts[1] += ad
        counts[2] += td and ad
    o = assault_odds(g, "x", "y")
    n = 6 ** 6
    assert abs(o.target_defeated - counts[0] / n) < 1e-12
    assert abs(o.attacker_defeated - counts[1] / n) < 1e-12
    assert abs(o.both_defeated - counts[2] / n) < 1e-12


def simulate(g: Game, n: int) -> tuple[float, float, float]:
    c = [0, 0, 0]
    for i in range(n):
        h = g.clone(reseed=i)
        h.apply(Action("attack", unit="x", target="y"))
        resolve_pending(h, rule_decision)  # the odds assume the rule throughout
        td, ad = h.units["y"].where == "captive", h.units["x"].where == "captive"
        c[0] += td
        c[1] += ad
        c[2] += td and ad
    return c[0] / n, c[1] / n, c[2] / n


@pytest.mark.slow  # 15-25 s a scenario: run with -m slow (and in .ci/run)
@pytest.mark.parametrize("rules", [2, 1])
@pytest.mark.parametrize("name", sorted(ODDS_SCENARIOS))
def test_odds_match_200k_simulated_assaults_under_the_default_policy(name: str,
                                                                      rules: int) -> None:
    """With bumps and re-rolls: within 0.5 percentage points of 200,000 assaults played
    through the engine with both players on the decision rule, under each rules
    revision's re-roll order (R6.4)."""
    g = pair(**ODDS_SCENARIOS[name], rules=rules)  # type: ignore[arg-type]
    o = assault_odds(g, "x", "y")
    sim = simulate(g, 200_000)
    for exact, seen in zip((o.target_defeated, o.attacker_defeated, o.both_defeated), sim,
                           strict=True):
        assert abs(exact - seen) < 0.005, (name, exact, seen)


def test_ranged_odds_with_no_reply() -> None:
    """R7.3: a Marine shooting a Spore Guard two steps away: the Guard cannot answer, so the
    Marine is never defeated; Thick Hide gives the Guard a second DEF bump."""
    g = from_json({"format": "pocket-tactics/position@1", "point_limit": 50,
                   "tiles": [{"at": [q, 0], "terrain": "water"} for q in range(3)],
                   "units": [{"id": "x", "card": "space-force-marine", "owner": 0, "at": [0, 0]},
                             {"id": "y", "card": "mytoan-spore-guard", "owner": 1, "at": [2, 0]}],
                   "to_move": 0}, default_catalog())
    o = assault_odds(g, "x", "y")
    assert o.attacker_defeated == 0 and o.both_defeated == 0
    with_hide = odds_for(AssaultSpec(2, 0, 0, 3, d_def_bumps=(1, 1), reply=False))
    assert o.target_defeated == pytest.approx(with_hide.target_defeated, abs=1e-15)
    without = odds_for(AssaultSpec(2, 0, 0, 3, d_def_bumps=(1,), reply=False))
    assert o.target_defeated < without.target_defeated


@pytest.mark.parametrize("sequential", [True, False])
# The three longest chains are the slow set's (seconds each); the short ones run every time.
@pytest.mark.parametrize(("ra", "rd"), [
    (1, 0), (0, 2), (1, 1),
    *(pytest.param(ra, rd, marks=pytest.mark.slow) for ra, rd in [(2, 1), (2, 2), (3, 1)]),
])
def test_r6_4_two_exact_methods_agree_on_the_reroll_phase(ra: int, rd: int,
                                                          sequential: bool) -> None:
    """The history method `odds_for` uses equals the pair-of-classes dynamic program, in
    revision 2's order (the attacker's re-rolls first) and revision 1's (alternating)."""
    from pocket_tactics_app.engine import odds as o

    for n in ((3, 2, 3, 3), (2, 1, 1, 3), (1, 2, 2, 2)):
        a0 = o.comparison_after_bumps(n[0], n[3], (1,), ())
        b0 = o.comparison_after_bumps(n[2], n[1], (1,), (1,))
        a, b = o._Chain(a0, ra + rd), o._Chain(b0, ra + rd)
        for reply in (True, False):
            split = o._reroll_phase_split(a, b, ra, rd, reply, sequential)
            pairs = o._reroll_phase_pairs(a, b, ra, rd, reply, sequential)
            assert max(abs(x - y) for x, y in zip(split, pairs, strict=True)) < 1e-12


def test_r6_4_the_reroll_order_changes_the_odds() -> None:
    """R6.4 [rev. 2]: with re-rolls on both sides the order matters. Two 2-dice Grunts
    with a re-roll each: when the attacker re-rolls first and cannot answer the
    defender's re-roll, its chance to defeat the target is lower than when the two
    alternated (revision 1), and the exact odds follow the game's revision."""
    seq = odds_for(AssaultSpec(2, 2, 2, 2, a_rerolls=1, d_rerolls=1))
    alt = odds_for(AssaultSpec(2, 2, 2, 2, a_rerolls=1, d_rerolls=1, sequential_rerolls=False))
    assert seq.target_defeated < alt.target_defeated - 0.005
    support = [{"id": "s", "card": "cyber-grunt", "owner": 0, "at": [-1, 0]},
               {"id": "t", "card": "cyber-grunt", "owner": 1, "at": [2, 0]}]
    for rules, expected in ((2, seq), (1, alt)):
        g = pair("cyber-grunt", "cyber-grunt", "wasteland", extra=support, rules=rules)
        got = assault_odds(g, "x", "y")
        assert got.target_defeated == pytest.approx(expected.target_defeated, abs=1e-12)
        assert got.attacker_defeated == pytest.approx(expected.attacker_defeated, abs=1e-12)


def test_r6_4_odds_match_simulated_assaults_with_rerolls_on_both_sides() -> None:
    """R6.4 [rev. 2]: Grunt against Grunt with a supporter each, 30,000 assaults played
    through the engine on the decision rule (seeded, so the same every run): within 1
    percentage point of the exact odds."""
    support = [{"id": "s", "card": "cyber-grunt", "owner": 0, "at": [-1, 0]},
               {"id": "t", "card": "cyber-grunt", "owner": 1, "at": [2, 0]}]
    g = pair("cyber-grunt", "cyber-grunt", "wasteland", extra=support)
    o = assault_odds(g, "x", "y")
    sim = simulate(g, 30_000)
    for exact, seen in zip((o.target_defeated, o.attacker_defeated, o.both_defeated), sim,
                           strict=True):
        assert abs(exact - seen) < 0.01, (exact, seen)


def test_odds_with_too_many_rerolls_degrade_to_a_capped_approximation() -> None:
    """Issue 18: past MAX_HISTORIES the exact re-roll phase is not followed; each side's
    re-rolls are capped at REROLL_CAP and the odds say so, instead of running for
    minutes. Below the bound nothing changes."""
    from pocket_tactics_app.engine import odds as o

    many = AssaultSpec(3, 3, 3, 3, (1,), (1,), (1,), (1,), a_rerolls=20, d_rerolls=20)
    got = odds_for(many)
    assert "capped at 5 a side" in got.approximate and "20 and 20" in got.approximate
    capped = odds_for(AssaultSpec(3, 3, 3, 3, (1,), (1,), (1,), (1,), a_rerolls=o.REROLL_CAP,
                                  d_rerolls=o.REROLL_CAP), max_histories=None)
    assert got.target_defeated == pytest.approx(capped.target_defeated, abs=1e-12)
    assert got.to_json()["approximate"] == got.approximate
    few = odds_for(AssaultSpec(2, 2, 2, 2, a_rerolls=1, d_rerolls=1))
    assert few.approximate == "" and "approximate" not in few.to_json()
