"""Odds from a pending assault or test (engine/pending_odds.py) against brute force:
every remaining decision played through ``Game.apply``, each re-roll forced to each of
its six faces, the decision rule (``decision_rule.rule_decision``) deciding (R6.3, R6.4 both
revisions, R8.2)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from pocket_tactics_app.engine.actions import PASS, Action
from pocket_tactics_app.engine.decision_rule import rule_decision
from pocket_tactics_app.engine.game import Assault, Game
from pocket_tactics_app.engine.game import Test as PendingTest
from pocket_tactics_app.engine.odds import assault_odds
from pocket_tactics_app.engine.pending_odds import (
    all_choice_odds,
    hazard_survival,
    pass_chance,
    pending_odds,
)

from .helpers import ODDS_SCENARIOS, pair

Result = tuple[Fraction, Fraction, Fraction, Fraction]  # target, attacker, both, test passed


def _outcome(g: Game) -> Result:
    x = g.units["x"].where == "captive"
    y = g.units["y"].where == "captive"
    return (Fraction(int(y)), Fraction(int(x)), Fraction(int(x and y)), Fraction(0))


def brute(g: Game, first: Action | None = None) -> Result:
    """Play ``first`` (or the rule's choice) and then the rule (``decision_rule.rule_decision``,
    which the odds assume for every later decision) to the end of the assault, a
    re-roll branching over its six forced faces."""
    if g.pending is None:
        return _outcome(g)
    action = first if first is not None else rule_decision(g)
    if action.kind == "reroll":
        total = [Fraction(0)] * 4
        for face in range(1, 7):
            h = g.clone(forced_dice=[face])
            h.apply(action)
            r = brute(h)
            total = [t + v / 6 for t, v in zip(total, r, strict=True)]
        return (total[0], total[1], total[2], total[3])
    h = g.clone(forced_dice=[])
    h.apply(action)
    return brute(h)


def brute_test(g: Game, uid: str, first: Action | None = None) -> Fraction:
    if not isinstance(g.pending, PendingTest):
        return Fraction(int(g.units[uid].where != "captive"))
    action = first if first is not None else rule_decision(g)
    if action.kind == "reroll":
        total = Fraction(0)
        for face in range(1, 7):
            h = g.clone(forced_dice=[face])
            h.apply(action)
            total += brute_test(h, uid) / 6
        return total
    h = g.clone(forced_dice=[])
    h.apply(action)
    return brute_test(h, uid)


def _close(got: float, want: Fraction) -> None:
    assert abs(got - float(want)) < 1e-12, (got, float(want))


def _check_every_choice(g: Game) -> int:
    """pending_odds and every legal choice's odds equal brute force here; returns the
    number of choices checked."""
    want = brute(g)
    got = pending_odds(g)
    _close(got.target_defeated, want[0])
    _close(got.attacker_defeated, want[1])
    _close(got.both_defeated, want[2])
    choices = all_choice_odds(g)
    assert PASS in choices
    for action, o in choices.items():
        w = brute(g, action)
        _close(o.target_defeated, w[0])
        _close(o.attacker_defeated, w[1])
        _close(o.both_defeated, w[2])
    return len(choices)


def _rolls(n: int, count: int) -> list[tuple[int, ...]]:
    """``count`` seeded random rolls of n dice, and a few fixed ones."""
    rng = random.Random(n * 1000 + count)
    fixed = [(1,) * n, (6,) * n, tuple(1 + i % 6 for i in range(n))]
    return fixed + [tuple(rng.randint(1, 6) for _ in range(n)) for _ in range(count)]


#: Brute force re-rolls every face of every re-roll: few rolls where re-rolls are many.
ROLLS = {"bumps_and_rerolls": 3, "mirror_favored": 40}


@pytest.mark.parametrize("rules", [2, 1])
@pytest.mark.parametrize(
    "name",
    # many re-rolls a side: a minute of brute force each (run with -m slow)
    [pytest.param("bumps_and_rerolls", marks=pytest.mark.slow), "mirror_favored"],
)
def test_pending_assault_odds_equal_brute_force_at_every_decision(name: str, rules: int) -> None:
    """R6.3, R6.4: from many rolls, at the first decision and at each later decision the
    rule reaches, the odds of each choice (and of the rule's play) are those of every
    re-roll face played through the engine."""
    base = pair(**ODDS_SCENARIOS[name], rules=rules)  # type: ignore[arg-type]
    x, y = base.units["x"].card, base.units["y"].card
    n = x.off.dice + x.defence.dice + y.off.dice + y.defence.dice
    checked = 0
    for roll in _rolls(n, ROLLS[name]):
        g = base.clone(forced_dice=roll)
        g.apply(Action("attack", unit="x", target="y"))
        while isinstance(g.pending, Assault):
            checked += _check_every_choice(g)
            step = rule_decision(g)
            g = g.clone(forced_dice=[3])
            g.apply(step)
    assert checked > 20


def test_pending_odds_with_no_decision_left_are_the_count() -> None:
    """A decision with nothing left to change: Pass gives the count (R6.5)."""
    g = pair("cyber-doc", "mytoan-spore-wing", terrain="grid")  # favored: 1 re-roll
    g = g.clone(forced_dice=[6, 6, 6, 1, 1, 1])  # x OFF 6 DEF 6 6; y OFF 1 1 DEF 1
    g.apply(Action("attack", unit="x", target="y"))
    assert isinstance(g.pending, Assault)
    o = pending_odds(g)
    assert (o.target_defeated, o.attacker_defeated) == (1.0, 0.0)


@pytest.mark.slow  # 6^6 forced rolls through the engine: run with -m slow
def test_before_the_roll_pending_odds_agree_with_the_assault_odds() -> None:
    """Averaged over every first roll, the pending odds are engine/odds.py's exact odds."""
    g = pair("cyber-doc", "mytoan-spore-wing", terrain="grid")  # 1 re-roll, a DEF bump
    want = assault_odds(g, "x", "y")
    total = [0.0, 0.0, 0.0]
    for roll in itertools.product(range(1, 7), repeat=6):
        h = g.clone(forced_dice=roll)
        h.apply(Action("attack", unit="x", target="y"))
        if h.pending is None:
            o = (h.units["y"].where == "captive", h.units["x"].where == "captive")
            vals = (float(o[0]), float(o[1]), float(o[0] and o[1]))
        else:
            p = pending_odds(h)
            vals = (p.target_defeated, p.attacker_defeated, p.both_defeated)
        total = [t + v / 6**6 for t, v in zip(total, vals, strict=True)]
    assert total[0] == pytest.approx(want.target_defeated, abs=1e-9)
    assert total[1] == pytest.approx(want.attacker_defeated, abs=1e-9)
    assert total[2] == pytest.approx(want.both_defeated, abs=1e-9)


def _water_walk(card: str, rules: int = 2) -> Game:
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.engine.position import from_json

    tiles = [{"at": [q, r], "terrain": "wasteland"} for q in range(-1, 4) for r in range(-1, 2)]
    for t in tiles:
        if t["at"] in ([1, 0], [2, 0]):
            t["terrain"] = "water"
    return from_json({"format": "pocket-tactics/position@1", "point_limit": 100, "tiles": tiles,
                      "units": [{"id": "u", "card": card, "owner": 0, "at": [0, 0]},
                                {"id": "f", "card": "cyber-grunt", "owner": 0, "at": [1, 1]},
                                {"id": "e", "card": "mutant-rebel", "owner": 1, "at": [3, 1]}],
                      "to_move": 0}, default_catalog(), rules=rules)


@pytest.mark.parametrize("card", ["space-force-marine", "cyber-commando", "cyber-doc"])
def test_test_odds_equal_brute_force(card: str) -> None:
    """R8.1, R8.2: a 5 DEF test in Water beside an ally (support: a re-roll), each roll
    and each choice played through the engine."""
    base = _water_walk(card)
    n = base.units["u"].card.defence.dice
    seen = 0
    for roll in itertools.product(range(1, 7), repeat=n):
        g = base.clone(forced_dice=roll)
        g.apply(Action("move", unit="u", path=((1, 0),)))
        if not isinstance(g.pending, PendingTest):
            continue
        seen += 1
        _close(pending_odds(g).passed, brute_test(g, "u"))
        for action, o in all_choice_odds(g).items():
            _close(o.passed, brute_test(g, "u", action))
    assert seen


def test_hazard_survival_is_the_average_over_first_rolls() -> None:
    """The chance before the move equals the pending chance averaged over the first roll;
    two waters in a row (a Swift unit, R4.5) multiply."""
    g = _water_walk("cyber-commando")
    one = hazard_survival(g, "u", [(1, 0)])
    assert one is not None
    avg = Fraction(0)
    n = g.units["u"].card.defence.dice
    for roll in itertools.product(range(1, 7), repeat=n):
        h = g.clone(forced_dice=roll)
        h.apply(Action("move", unit="u", path=((1, 0),)))
        avg += brute_test(h, "u") / 6**n
    _close(one, avg)
    two = hazard_survival(g, "u", [(1, 0), (2, 0)])
    assert two is not None and two < one
    assert hazard_survival(g, "u", [(0, 1)]) is None  # wasteland: no test


def test_pass_chance_simple_cases() -> None:
    """One die, needing 5: 1/3; one re-roll: 1 - (2/3)^2; a +1 bump makes 4 enough."""
    assert pass_chance(1, 5, (), 0) == pytest.approx(1 / 3)
    assert pass_chance(1, 5, (), 1) == pytest.approx(1 - (2 / 3) ** 2)
    assert pass_chance(1, 5, (1,), 0) == pytest.approx(1 / 2)
    assert pass_chance(0, 5, (), 3) == 0.0


def test_many_rerolls_are_capped_and_said() -> None:
    """Past REROLL_CAP re-rolls a side the odds come quickly, re-rolls capped, and say
    they are approximate; at or below it they are exact."""
    import time

    from pocket_tactics_app.engine.pending_odds import REROLL_CAP

    g = pair("hacker-proto-ox", "hacker-proto-ox", terrain="wasteland")
    h = g.clone(forced_dice=[1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6])
    h.apply(Action("attack", unit="x", target="y"))
    assert isinstance(h.pending, Assault)
    assert not pending_odds(h).approximate
    h.pending.attacker.rerolls = h.pending.defender.rerolls = REROLL_CAP + 8
    t = time.monotonic()
    o = pending_odds(h)
    assert o.approximate and all(v.approximate for v in all_choice_odds(h).values())
    assert time.monotonic() - t < 10
