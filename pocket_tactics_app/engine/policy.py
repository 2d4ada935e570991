"""The engine's policy for decisions inside an assault or a test.

Two layers. The rule (``rule_decision``) is deliberately simple and made so that the
two comparisons of an assault (attacker OFF vs target DEF, target OFF vs attacker
DEF) stay independent during the bump phase, which keeps exact odds cheap: every
later decision is taken by it when odds are computed. The default policy
(``default_decision``) looks one decision ahead: of the choices the decider has now
it takes the one whose exact odds (later decisions by the rule) are best, the rule's
own when it is among the best. That is what ``position --auto`` uses, what the
computer takes, what a player gets from "Decide for me", and what the assault table
stars: one choice, one policy.

The rule:

Assault, on a player's turn:
- bump phase: first defence, then offence. Defence: if the opponent's OFF defeats
  my DEF now and my DEF bumps can make me safe, use the first bump of the plan
  with the fewest bumps (smallest bump, lowest die first). Offence: likewise if my
  OFF does not defeat theirs now and my OFF bumps can make it defeat.
- re-roll phase: first defence, then offence: re-roll the die (of the losing
  comparison) that gives the best chance of turning it, if that chance is above 0.
- otherwise pass.
Test: bump while not passed and the highest die plus the unused bumps can reach
the target (largest bump on the highest die); re-roll the lowest die while failing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING

from .actions import PASS, Action
from .events import Event
from .game import Assault, BumpSource, Game, Roller, Test, compare

if TYPE_CHECKING:
    from .pending_odds import Outcome


def choose_bump(
    dice: Sequence[int], bumps: Sequence[int], other: Sequence[int], want_defeat: bool, as_off: bool
) -> tuple[int, int] | None:
    """(bump index, die index) to use now to flip the comparison my way, or None.

    ``as_off``: my dice are the OFF side of the comparison; ``want_defeat`` is what I
    want it to say. The plan uses as few bumps as possible (smallest first, lowest die
    first); when no single bump is enough, bumps are stacked or spread over dice, and
    this returns the plan's first bump (the rest follow on later turns).
    """
    plan = plan_bumps(tuple(dice), tuple(bumps), tuple(other), want_defeat, as_off)
    return plan[0] if plan else None


@lru_cache(maxsize=65536)
def plan_bumps(
    dice: tuple[int, ...],
    bumps: tuple[int, ...],
    other: tuple[int, ...],
    want_defeat: bool,
    as_off: bool,
) -> tuple[tuple[int, int], ...] | None:
    """The fewest (bump index, die index) steps that flip the comparison, or None.

    Plans are tried fewest bumps first, then by bump (smallest first) and die (lowest
    first). Bumps of equal value are interchangeable, so only the first of each set of
    equal choices is tried; a plan never needs more bumps than the dice have room to
    rise (each useful bump raises a die by at least one); and when every die raised by
    all the bumps together still cannot flip the comparison there is no plan. These
    leave the plan found unchanged and keep stacked effects from multiplying the work.
    Past ``MAX_PLAN_NODES`` tries the search gives up (None: no bump is used).
    """
    if not bumps or not dice:
        return None
    total = sum(bumps)
    best = [min(6, d + total) for d in dice]
    if (compare(best, other) if as_off else compare(other, best)) != want_defeat:
        return None
    order_b = sorted(range(len(bumps)), key=lambda i: (bumps[i], i))
    order_d = sorted(range(len(dice)), key=lambda i: (dice[i], i))
    room = sum(6 - d for d in dice)
    tries = 0
    for k in range(1, min(len(bumps), room) + 1):
        for chosen in _distinct_combinations(order_b, bumps, k):
            for targets in product(order_d, repeat=k):
                tries += 1
                if tries > MAX_PLAN_NODES:
                    return None
                new = list(dice)
                for bi, di in zip(chosen, targets, strict=True):
                    new[di] = min(6, new[di] + bumps[bi])
                if any(new[di] == dice[di] for di in targets):
                    continue  # a bump on a die already at 6 does nothing
                result = compare(new, other) if as_off else compare(other, new)
                if result == want_defeat:
                    return tuple(zip(chosen, targets, strict=True))
    return None


#: The most plans :func:`plan_bumps` tries (a card's own three bumps need at most 39).
MAX_PLAN_NODES = 20_000


def _distinct_combinations(order: list[int], values: Sequence[int], k: int
                           ) -> Iterator[tuple[int, ...]]:
    """``itertools.combinations(order, k)`` (``order`` sorted by value) without the
    combinations that repeat an earlier one's values: the first of each is kept."""
    if k == 0:
        yield ()
        return
    last: int | None = None
    for pos in range(len(order) - k + 1):
        value = values[order[pos]]
        if value == last:
            continue
        last = value
        for rest in _distinct_combinations(order[pos + 1:], values, k - 1):
            yield (order[pos], *rest)


def best_reroll(
    dice: Sequence[int], other: Sequence[int], want_defeat: bool, as_off: bool
) -> tuple[int, float]:
    """(die index, probability) of the re-roll that best turns the comparison."""
    best_i, best_p = -1, 0.0
    seen: set[int] = set()
    for i in sorted(range(len(dice)), key=lambda i: (dice[i], i)):
        if dice[i] in seen:
            continue
        seen.add(dice[i])
        hits = 0
        new = list(dice)
        for face in range(1, 7):
            new[i] = face
            result = compare(new, other) if as_off else compare(other, new)
            hits += result == want_defeat
        p = hits / 6
        if p > best_p:
            best_i, best_p = i, p
    return best_i, best_p


def _free_bumps(sources: list[BumpSource]) -> tuple[list[int], list[int]]:
    idx = [i for i, b in enumerate(sources) if not b.used]
    return idx, [sources[i].value for i in idx]


def assault_decision(a: Assault) -> Action:
    me: Roller = a.roller(a.turn)
    them: Roller = a.roller(1 - a.turn)
    my_attack_counts = a.turn == 0 or a.reply
    their_attack_counts = a.turn == 1 or a.reply
    threatened = their_attack_counts and compare(them.dice["off"], me.dice["def"])
    failing = (
        my_attack_counts and bool(me.dice["off"]) and not compare(me.dice["off"], them.dice["def"])
    )
    if a.phase == "bump":
        if threatened and me.dice["def"]:
            idx, vals = _free_bumps(me.bumps["def"])
            pick = choose_bump(me.dice["def"], vals, them.dice["off"], False, as_off=False)
            if pick is not None:
                return Action("bump", unit=me.unit, colour="def", die=pick[1], bump=idx[pick[0]])
        if failing:
            idx, vals = _free_bumps(me.bumps["off"])
            pick = choose_bump(me.dice["off"], vals, them.dice["def"], True, as_off=True)
            if pick is not None:
                return Action("bump", unit=me.unit, colour="off", die=pick[1], bump=idx[pick[0]])
        return PASS
    if me.rerolls > 0:
        if threatened and me.dice["def"]:
            i, p = best_reroll(me.dice["def"], them.dice["off"], False, as_off=False)
            if p > 0:
                return Action("reroll", unit=me.unit, colour="def", die=i)
        if failing:
            i, p = best_reroll(me.dice["off"], them.dice["def"], True, as_off=True)
            if p > 0:
                return Action("reroll", unit=me.unit, colour="off", die=i)
    return PASS


def test_decision(t: Test) -> Action:
    dice = t.roller.dice[t.colour]
    if t.passed or not dice:
        return PASS
    hi = max(range(len(dice)), key=lambda i: (dice[i], -i))
    if t.phase == "bump":
        idx, vals = _free_bumps(t.roller.bumps[t.colour])
        if idx and dice[hi] + sum(vals) >= t.target:
            j = max(range(len(vals)), key=lambda k: (vals[k], -k))
            return Action("bump", unit=t.roller.unit, colour=t.colour, die=hi, bump=idx[j])
        return PASS
    if t.roller.rerolls > 0:
        lo = min(range(len(dice)), key=lambda i: (dice[i], i))
        return Action("reroll", unit=t.roller.unit, colour=t.colour, die=lo)
    return PASS


def rule_decision(game: Game) -> Action:
    """The simple rule above at the pending decision of ``game``: what every later
    decision is taken as when odds are computed (``pending_odds``, ``odds``)."""
    p = game.pending
    if isinstance(p, Assault):
        return assault_decision(p)
    if isinstance(p, Test):
        return test_decision(p)
    raise ValueError("no decision is pending")


#: Choices whose scores differ by less than this are equally good.
SCORE_TIE = 1e-9


def choice_score(game: Game, odds: Outcome) -> float:
    """How good ``odds`` are for the player deciding now (higher is better): in an
    assault the chance the enemy falls less the chance their own unit falls, in a test
    the chance to pass."""
    p = game.pending
    if isinstance(p, Assault):
        if p.turn == 0:
            return odds.target_defeated - odds.attacker_defeated
        return odds.attacker_defeated - odds.target_defeated
    return odds.passed


def best_choices(game: Game) -> tuple[dict[Action, Outcome], frozenset[Action]]:
    """The exact odds of every choice the decider has now (later decisions by the rule)
    and the choices with the best score: the ones the assault table stars."""
    from .pending_odds import all_choice_odds  # it computes odds under the rule above

    odds = all_choice_odds(game)
    if not odds:
        return odds, frozenset()
    top = max(choice_score(game, o) for o in odds.values())
    return odds, frozenset(a for a, o in odds.items()
                           if choice_score(game, o) >= top - SCORE_TIE)


def default_decision(game: Game) -> Action:
    """The engine's default policy: the choice with the best exact odds now, the rule's
    own choice when it is among the best. It is what "Decide for me" does, what the
    assault table stars, what ``position --auto`` and the computer take."""
    rule = rule_decision(game)
    _odds, best = best_choices(game)
    if not best or rule in best:
        return rule
    return next(a for a in game.legal_actions() if a in best)


def resolve_pending(game: Game, decide: Callable[[Game], Action] | None = None
                    ) -> list[Event]:
    """Take every pending decision with ``decide`` (the default policy when None);
    returns the events."""
    choose = decide if decide is not None else default_decision
    events: list[Event] = []
    while game.pending is not None and not game.is_over():
        events.extend(game.apply(choose(game)))
    return events
