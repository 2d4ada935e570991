"""Chance nodes: a turn action's outcomes as (probability, position) pairs, never sampled.

An assault has four outcomes (target defeated, attacker defeated, both, neither); a
move through hazards passes or fails each test. Each outcome position is built by
replaying the action on a clone whose dice are *forced* to a roll that gives that
outcome, with every decision inside the assault or test passed: the engine itself
then does the bookkeeping (captives, control, victory, the turn change). The AI
never reads the game's generator: the clone gets its own seed and forced dice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import PASS, Action
from ..engine.game import Game
from .odds import assault_outcomes, test_pass_probability

_EPS = 1e-9


@dataclass
class Expansion:
    """The outcomes of one action. ``cost`` counts positions built (the search budget)."""

    outcomes: list[tuple[float, Game]]
    cost: int


def _finish(g: Game) -> Game:
    """Pass every decision still pending (used with forced dice), then drop leftover dice."""
    guard = 0
    while g.pending is not None and not g.is_over() and guard < 64:
        g.apply(PASS)
        guard += 1
    g.dice.forced.clear()
    return g


def _forced(game: Game, dice: list[int], seed: int) -> Game:
    return game.clone(reseed=seed, forced_dice=dice)


def expand_attack(game: Game, action: Action, seed: int,
                  exact: bool = False) -> Expansion:
    attacker = game.units[action.unit]
    target = game.units[action.target]
    odds, reply = assault_outcomes(game, attacker, target, exact=exact)
    a_off, a_def = attacker.card.off.dice, attacker.card.defence.dice if reply else 0
    d_off, d_def = target.card.off.dice if reply else 0, target.card.defence.dice
    outs: list[tuple[float, Game]] = []
    cost = 1
    for p, t_def, a_defd in ((odds.target_only, True, False), (odds.attacker_only, False, True),
                             (odds.both, True, True), (odds.neither, False, False)):
        if p <= _EPS:
            continue
        # Roll order (docs/POSITION.md): attacker OFF, attacker DEF, defender OFF, defender DEF.
        dice = ([6 if t_def else 1] * a_off + [1 if a_defd else 6] * a_def
                + [6 if a_defd else 1] * d_off + [1 if t_def else 6] * d_def)
        g = _forced(game, dice, seed)
        g.apply(action)
        _finish(g)
        cost += 1
        outs.append((p, g))
    total = sum(p for p, _ in outs)
    if total <= _EPS:  # cannot happen with consistent odds; fall back to "nothing happens"
        g = _finish(_forced(game, [1] * 12, seed))
        return Expansion([(1.0, g)], cost)
    return Expansion([(p / total, g) for p, g in outs], cost)


def _test_pass(game: Game, unit_id: str, at: tuple[int, int]) -> tuple[float, int]:
    """P(pass) of the hazard test on entering ``at`` (unit moved there on a scratch copy)."""
    g = game.clone()
    u = g.units[unit_id]
    assert u.at is not None
    hazard = g.hazard_of(u, at)
    if hazard is None or hazard.test is None:
        return 1.0, 0
    del g.occ[u.at]
    u.at = at
    g.occ[at] = u.id
    colour = hazard.test.colour
    bumps = tuple(b.value for b in g.bump_sources(u, colour, ("test",)))
    n = u.card.dice(colour).dice
    return test_pass_probability(n, hazard.test.target, bumps, g.rerolls(u, ("test",))), n


def expand_move(game: Game, action: Action, seed: int) -> Expansion:
    unit = game.units[action.unit]
    hazards: list[tuple[float, int]] = []
    for h in action.path:
        hz = game.hazard_of(unit, h)
        if hz is not None and hz.test is not None:
            hazards.append(_test_pass(game, unit.id, h))
    if not hazards:
        g = game.clone(reseed=seed)
        g.apply(action)
        return Expansion([(1.0, _finish(g))], 1)
    outs: list[tuple[float, Game]] = []
    cost = 0
    reach = 1.0
    before: list[int] = []
    for p_pass, n in hazards:
        p_fail = reach * (1 - p_pass)
        if p_fail > _EPS:
            g = _forced(game, before + [1] * (n + 8), seed)
            g.apply(action)
            outs.append((p_fail, _finish(g)))
            cost += 1
        reach *= p_pass
        before = before + [6] * n
    if reach > _EPS:
        g = _forced(game, before, seed)
        g.apply(action)
        outs.append((reach, _finish(g)))
        cost += 1
    return Expansion(outs, cost)


def expand_ability(game: Game, action: Action, seed: int) -> Expansion:
    """Sabotage is certain; a rescue test (Reboot) passes or fails."""
    unit = game.units[action.unit]
    ability = next(a for a in unit.card.abilities if a.id == action.ability)
    test = next((e.test for e in ability.effects if e.test is not None), None)
    if test is None:
        g = game.clone(reseed=seed)
        g.apply(action)
        return Expansion([(1.0, _finish(g))], 1)
    n = unit.card.dice(test.colour).dice
    bumps = tuple(b.value for b in game.bump_sources(unit, test.colour, ("test",)))
    p = test_pass_probability(n, test.target, bumps, game.rerolls(unit, ("test",)))
    outs: list[tuple[float, Game]] = []
    if p < 1 - _EPS:
        g = _forced(game, [1] * (n + 8), seed)
        g.apply(action)
        outs.append((1 - p, _finish(g)))
    if p > _EPS:
        g = _forced(game, [6] * max(n, 1), seed)
        g.apply(action)
        outs.append((p, _finish(g)))
    return Expansion(outs, len(outs))


def expand(game: Game, action: Action, seed: int, exact: bool = False) -> Expansion:
    """Every outcome of a turn action with its probability, positions at the next turn."""
    k = action.kind
    if k == "attack":
        return expand_attack(game, action, seed, exact)
    if k == "move":
        return expand_move(game, action, seed)
    if k == "ability":
        return expand_ability(game, action, seed)
    g = game.clone(reseed=seed)
    g.apply(action)
    return Expansion([(1.0, _finish(g))], 1)


def expected(exp: Expansion, value: Callable[[Game], float]) -> float:
    return sum(p * value(g) for p, g in exp.outcomes)
