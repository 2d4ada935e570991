"""Exact odds from a pending assault or test, and of each choice the decider has now.

``engine/odds.py`` answers "what are the odds of this assault before its dice are
rolled". This module answers the questions asked in the middle of one: with the dice as
they stand, what happens under the default policy (``policy.py``, both sides, the
player's own later decisions included: "decide for me" from here on), and what happens
if the deciding player takes this bump, this re-roll or Pass now.

Nothing is sampled: every remaining decision is followed, a re-roll branches into its
six faces, and states are memoised. A state is the dice as sorted multisets with the
unused bump values and re-rolls left: the default policy decides from values only
(which die of equal value it raises or re-rolls does not change the outcome), so two
states alike in those values have the same odds. The rules of the bump and re-roll
phases mirror ``Game._apply_decision``, ``_advance_assault`` and ``_advance_test``
(R6.3, R6.4 both revisions, R8.2); ``tests/engine/test_pending_odds.py`` checks them
against the engine itself, every die forced through ``Game.apply``.

``hazard_survival`` is the chance that a move survives its hazard tests (R8.1, R8.2),
the unit's bumps and re-rolls used by the default policy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from .actions import Action
from .decision_rule import assault_decision, test_decision
from .game import Assault, BumpSource, Game, Roller, Test, compare
from .kinds import EventKind
from .odds import multisets

Dice = tuple[int, ...]  # sorted highest first
Bumps = tuple[int, ...]  # unused bump values, sorted lowest first

#: Exact enumeration grows fast with re-rolls on both sides (measured, a 3-dice duel with
#: bumps: 0.15 s at 3 a side, 2 s at 6, 9 s at 10). Past this many a side the odds are
#: computed with each side's re-rolls capped here and say so (``Outcome.approximate``):
#: a hint never freezes the window.
REROLL_CAP = 4


@dataclass(frozen=True)
class Outcome:
    """Chances of an assault's four outcomes (or of a test's pass, ``passed``)."""

    target_defeated: float = 0.0
    attacker_defeated: float = 0.0
    both_defeated: float = 0.0
    passed: float = 0.0  # a test only
    approximate: bool = False  # re-rolls capped at REROLL_CAP a side (see there)

    @property
    def neither_defeated(self) -> float:
        return max(0.0, 1.0 - self.target_defeated - self.attacker_defeated + self.both_defeated)

    def __add__(self, o: Outcome) -> Outcome:
        return Outcome(
            self.target_defeated + o.target_defeated,
            self.attacker_defeated + o.attacker_defeated,
            self.both_defeated + o.both_defeated,
            self.passed + o.passed,
        )

    def scaled(self, p: float) -> Outcome:
        return Outcome(
            self.target_defeated * p,
            self.attacker_defeated * p,
            self.both_defeated * p,
            self.passed * p,
        )


@dataclass(frozen=True)
class _SideState:
    off: Dice
    def_: Dice
    off_bumps: Bumps
    def_bumps: Bumps
    rerolls: int

    def dice(self, colour: str) -> Dice:
        return self.off if colour == "off" else self.def_

    def bumps(self, colour: str) -> Bumps:
        return self.off_bumps if colour == "off" else self.def_bumps

    def can_bump(self) -> bool:
        return any(
            self.bumps(c) and any(v < 6 for v in self.dice(c)) for c in ("off", "def")
        )

    def can_reroll(self) -> bool:
        return self.rerolls > 0 and bool(self.off or self.def_)

    def with_dice(self, colour: str, dice: Sequence[int]) -> _SideState:
        d = tuple(sorted(dice, reverse=True))
        if colour == "off":
            return _SideState(d, self.def_, self.off_bumps, self.def_bumps, self.rerolls)
        return _SideState(self.off, d, self.off_bumps, self.def_bumps, self.rerolls)

    def without_bump(self, colour: str, index: int) -> _SideState:
        b = self.bumps(colour)
        rest = b[:index] + b[index + 1 :]
        if colour == "off":
            return _SideState(self.off, self.def_, rest, self.def_bumps, self.rerolls)
        return _SideState(self.off, self.def_, self.off_bumps, rest, self.rerolls)

    def roller(self, unit: str) -> Roller:
        """A Roller for the policy to look at (indices into these sorted tuples)."""
        return Roller(
            unit,
            0,
            {"off": list(self.off), "def": list(self.def_)},
            {
                "off": [BumpSource("off", v, "") for v in self.off_bumps],
                "def": [BumpSource("def", v, "") for v in self.def_bumps],
            },
            self.rerolls,
        )


def _side_of(r: Roller) -> _SideState:
    def free(c: str) -> Bumps:
        return tuple(sorted(b.value for b in r.bumps.get(c, []) if not b.used))

    return _SideState(
        tuple(sorted(r.dice["off"], reverse=True)),
        tuple(sorted(r.dice["def"], reverse=True)),
        free("off"),
        free("def"),
        r.rerolls,
    )


# ------------------------------------------------------------------ assaults


@dataclass(frozen=True)
class _AssaultState:
    a: _SideState
    d: _SideState
    phase: str
    turn: int
    passes: int
    reply: bool
    sequential: bool  # R6.4 rev. 2: a re-roll keeps the turn

    def side(self, i: int) -> _SideState:
        return self.a if i == 0 else self.d

    def with_side(self, i: int, s: _SideState) -> _AssaultState:
        a, d = (s, self.d) if i == 0 else (self.a, s)
        return _AssaultState(a, d, self.phase, self.turn, self.passes, self.reply, self.sequential)

    def moved(self, turn: int, passes: int, phase: str | None = None) -> _AssaultState:
        return _AssaultState(
            self.a, self.d, phase or self.phase, turn, passes, self.reply, self.sequential
        )


def _advance(s: _AssaultState) -> _AssaultState | None:
    """``Game._advance_assault``: the state at the next decision, or None at the count."""
    while True:
        if s.phase == "bump":
            can = (s.a.can_bump(), s.d.can_bump())
            if s.passes >= 2 or not (can[0] or can[1]):
                s = s.moved(0, 0, "reroll")
                continue
            if can[s.turn]:
                return s
            s = s.moved(s.turn ^ 1, s.passes + 1)
            continue
        can = (s.a.can_reroll(), s.d.can_reroll())
        if s.passes >= 2 or not (can[0] or can[1]):
            return None
        if can[s.turn]:
            return s
        s = s.moved(s.turn ^ 1, s.passes + 1)


def _count(s: _AssaultState) -> Outcome:
    td = compare(s.a.off, s.d.def_)
    ad = s.reply and compare(s.d.off, s.a.def_)
    return Outcome(float(td), float(ad), float(td and ad))


def _after(s: _AssaultState, kind: str, colour: str, die: int, bump: int) -> list[
    tuple[_AssaultState, float]
]:
    """The states (with chances) after the decider's ``kind`` on the sorted dice, before
    the phase advances (``Game._apply_decision``)."""
    me = s.side(s.turn)
    if kind == "pass":
        return [(s.moved(s.turn ^ 1, s.passes + 1), 1.0)]
    dice = list(me.dice(colour))
    if kind == "bump":
        dice[die] = min(6, dice[die] + me.bumps(colour)[bump])
        nxt = s.with_side(s.turn, me.with_dice(colour, dice).without_bump(colour, bump))
        return [(nxt.moved(nxt.turn ^ 1, 0), 1.0)]
    out = []
    for face in range(1, 7):
        dice[die] = face
        side = me.with_dice(colour, dice)
        side = _SideState(side.off, side.def_, side.off_bumps, side.def_bumps, me.rerolls - 1)
        nxt = s.with_side(s.turn, side)
        nxt = nxt if s.sequential else nxt.moved(nxt.turn ^ 1, 0)
        out.append((nxt, 1 / 6))
    return out


def _policy_choice(s: _AssaultState) -> tuple[str, str, int, int]:
    a = Assault(s.a.roller("a"), s.d.roller("d"), False, s.reply, s.phase, s.turn, s.passes)
    act = assault_decision(a)
    return act.kind, act.colour, act.die, act.bump


@lru_cache(maxsize=200_000)
def _assault_value(s: _AssaultState) -> Outcome:
    """Odds from the decision ``s`` with every decision taken by the default policy."""
    kind, colour, die, bump = _policy_choice(s)
    return _then(s, kind, colour, die, bump)


def _then(s: _AssaultState, kind: str, colour: str, die: int, bump: int) -> Outcome:
    total = Outcome()
    for nxt, p in _after(s, kind, colour, die, bump):
        at = _advance(nxt)
        total = total + (_count(nxt) if at is None else _assault_value(at)).scaled(p)
    return total


def _capped(side: _SideState) -> _SideState:
    return _SideState(side.off, side.def_, side.off_bumps, side.def_bumps,
                      min(side.rerolls, REROLL_CAP))


def _assault_state(game: Game, a: Assault) -> _AssaultState:
    return _AssaultState(
        _capped(_side_of(a.attacker)), _capped(_side_of(a.defender)), a.phase, a.turn,
        a.passes, a.reply, game.rules >= 2,
    )


def _too_many_rerolls(p: Assault | Test) -> bool:
    rollers = (p.attacker, p.defender) if isinstance(p, Assault) else (p.roller,)
    return any(r.rerolls > REROLL_CAP for r in rollers)


def _sorted_index(values: Sequence[int], index: int) -> int:
    """Where die ``index`` of ``values`` sits once sorted highest first (equal values
    are interchangeable, so the first position of that value)."""
    return sorted(values, reverse=True).index(values[index])


def _bump_index(sources: list[BumpSource], index: int) -> int:
    """Where bump ``index`` sits among the unused bump values sorted lowest first."""
    free = sorted(b.value for b in sources if not b.used)
    return free.index(sources[index].value)


# ------------------------------------------------------------------ tests


@dataclass(frozen=True)
class _TestState:
    dice: Dice
    bumps: Bumps
    rerolls: int
    phase: str
    target: int

    @property
    def passed(self) -> bool:
        return any(v >= self.target for v in self.dice)


def _advance_test(t: _TestState) -> _TestState | None:
    """``Game._advance_test``: the state at the next decision, or None when it is over."""
    if t.phase == "bump":
        if not t.passed and t.bumps and any(v < 6 for v in t.dice):
            return t
        t = _TestState(t.dice, t.bumps, t.rerolls, "reroll", t.target)
    if t.phase == "reroll" and not t.passed and t.rerolls > 0 and t.dice:
        return t
    return None


def _test_after(t: _TestState, kind: str, die: int, bump: int) -> list[tuple[_TestState, float]]:
    if kind == "pass":
        return [(_TestState(t.dice, t.bumps, t.rerolls,
                            "reroll" if t.phase == "bump" else "done", t.target), 1.0)]
    dice = list(t.dice)
    if kind == "bump":
        dice[die] = min(6, dice[die] + t.bumps[bump])
        rest = t.bumps[:bump] + t.bumps[bump + 1 :]
        return [(_TestState(tuple(sorted(dice, reverse=True)), rest, t.rerolls, t.phase,
                            t.target), 1.0)]
    out = []
    for face in range(1, 7):
        dice[die] = face
        out.append((_TestState(tuple(sorted(dice, reverse=True)), t.bumps, t.rerolls - 1,
                               t.phase, t.target), 1 / 6))
    return out


def _test_then(t: _TestState, kind: str, die: int, bump: int) -> float:
    total = 0.0
    for nxt, p in _test_after(t, kind, die, bump):
        at = _advance_test(nxt)
        total += p * (float(nxt.passed) if at is None else _test_value(at))
    return total


@lru_cache(maxsize=100_000)
def _test_value(t: _TestState) -> float:
    colour = "def"
    roller = Roller("u", 0, {colour: list(t.dice)},
                    {colour: [BumpSource(colour, v, "") for v in t.bumps]}, t.rerolls)
    act = test_decision(Test(roller, colour, t.target, "hazard", phase=t.phase))
    return _test_then(t, act.kind, act.die, act.bump)


def pass_chance(n_dice: int, target: int, bumps: Sequence[int], rerolls: int) -> float:
    """The chance to pass an N-dice test needing ``target`` (R8.2) before its dice are
    rolled, the bumps and re-rolls used by the default policy."""
    total = 0.0
    for dice, p in multisets(n_dice):
        t = _advance_test(_TestState(dice, tuple(sorted(bumps)), rerolls, "bump", target))
        if t is None:
            total += float(p) * any(v >= target for v in dice)
        else:
            total += float(p) * _test_value(t)
    return total


# ------------------------------------------------------------------ public


def pending_odds(game: Game) -> Outcome:
    """The odds of the pending assault or test from here, every remaining decision
    (both sides') taken by the default policy."""
    p = game.pending
    if isinstance(p, Assault):
        s = _assault_state(game, p)
        at = _advance(s)
        out = _count(s) if at is None else _assault_value(at)
        return replace(out, approximate=_too_many_rerolls(p))
    if isinstance(p, Test):
        t = _test_state(p)
        nxt = _advance_test(t)
        return Outcome(passed=float(t.passed) if nxt is None else _test_value(nxt))
    raise ValueError("no decision is pending")


def _test_state(p: Test) -> _TestState:
    return _TestState(
        tuple(sorted(p.roller.dice[p.colour], reverse=True)),
        tuple(sorted(b.value for b in p.roller.bumps.get(p.colour, []) if not b.used)),
        p.roller.rerolls,
        p.phase,
        p.target,
    )


def choice_odds(game: Game, action: Action) -> Outcome:
    """The odds if the deciding player takes ``action`` (a legal bump, re-roll or pass)
    now, and every decision after it is the default policy's."""
    p = game.pending
    if action.kind not in ("bump", "reroll", "pass"):
        raise ValueError(f"not a decision: {action.kind}")
    die = bump = 0
    if isinstance(p, Assault):
        s = _assault_state(game, p)
        if action.kind != "pass":
            r = p.roller(p.turn)
            die = _sorted_index(r.dice[action.colour], action.die)
            if action.kind == "bump":
                bump = _bump_index(r.bumps[action.colour], action.bump)
        return replace(_then(s, action.kind, action.colour, die, bump),
                       approximate=_too_many_rerolls(p))
    if isinstance(p, Test):
        t = _test_state(p)
        if action.kind != "pass":
            die = _sorted_index(p.roller.dice[p.colour], action.die)
            if action.kind == "bump":
                bump = _bump_index(p.roller.bumps[p.colour], action.bump)
        return Outcome(passed=_test_then(t, action.kind, die, bump))
    raise ValueError("no decision is pending")


def all_choice_odds(game: Game) -> dict[Action, Outcome]:
    """``choice_odds`` for every legal decision of the pending decider (Pass too)."""
    if game.pending is None:
        return {}
    return {a: choice_odds(game, a) for a in game.legal_actions()}


def hazard_survival(game: Game, unit_id: str, path: Sequence[tuple[int, int]]) -> float | None:
    """The chance that ``unit_id`` survives every hazard test of the move along ``path``
    (R4.5, R8.1, R8.2), or None when the move faces no test. Each test's bumps and
    re-rolls are those the unit has on that tile (support counted there), as
    ``Game._continue_move`` rolls them."""
    walk = game.clone(forced_dice=[6] * 64)  # every test passes at once: the whole path
    chance: float | None = None
    for ev in walk.apply(Action("move", unit=unit_id, path=tuple((h[0], h[1]) for h in path))):
        if ev["kind"] != EventKind.HAZARD:
            continue
        target_text, colour = ev["test"].split()
        colour = colour.lower()
        there = game.clone()
        unit = there.units[unit_id]
        if unit.at is not None:
            del there.occ[unit.at]
        unit.at = (ev["at"][0], ev["at"][1])
        there.occ[unit.at] = unit_id
        n = unit.card.dice(colour).dice
        bumps = [b.value for b in there.bump_sources(unit, colour, ("test",))] if n else []
        p = pass_chance(n, int(target_text), bumps, there.rerolls(unit, ("test",)))
        chance = p if chance is None else chance * p
    return chance
