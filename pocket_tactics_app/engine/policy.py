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

The rule itself is ``decision_rule``.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .decision_rule import rule_decision
from .events import Event
from .game import Assault, Game
from .pending_odds import Outcome, all_choice_odds

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
