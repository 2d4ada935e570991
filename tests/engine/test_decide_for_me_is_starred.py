"""One policy inside an assault: the choice the assault table stars (the best exact
odds now, ``policy.best_choices``) is what the engine's default policy takes, and so
what "Decide for me", ``position --auto`` and the computer take."""

from __future__ import annotations

import random

from pocket_tactics_app.engine.cards import BALANCED_CARDS, default_catalog
from pocket_tactics_app.engine.game import Assault, Game
from pocket_tactics_app.engine.pending_odds import all_choice_odds
from pocket_tactics_app.engine.policy import (
    SCORE_TIE,
    best_choices,
    choice_score,
    default_decision,
    rule_decision,
)
from pocket_tactics_app.engine.randomgame import random_setup


def _pending_decisions(seed: int, cards: int) -> list[Game]:
    """Every pending assault or test decision met in one random game (random choices
    elsewhere, so the decisions come from all kinds of dice)."""
    rng = random.Random(seed)
    setup = random_setup(default_catalog(), rng)
    setup.cards_revision = cards
    game = Game.new(setup, default_catalog())
    found: list[Game] = []
    steps = 0
    while not game.is_over() and steps < 600:
        if game.pending is not None:
            found.append(game.clone())
        legal = game.legal_actions()
        game.apply(legal[int(rng.random() * len(legal))])
        steps += 1
    return found


def test_decide_for_me_is_starred_over_random_assaults() -> None:
    checked = differs = 0  # assault decisions checked; where the rule is not starred
    for seed in range(30):
        for game in _pending_decisions(seed, BALANCED_CARDS if seed % 2 else 1):
            odds, starred = best_choices(game)
            assert odds == all_choice_odds(game)
            top = max(choice_score(game, o) for o in odds.values())
            choice = default_decision(game)
            assert choice in starred
            assert choice_score(game, odds[choice]) >= top - SCORE_TIE
            rule = rule_decision(game)
            if rule in starred:
                assert choice == rule  # the rule's own choice when it is among the best
            else:
                differs += 1
            checked += isinstance(game.pending, Assault)
    assert checked > 100
    assert differs > 0  # the rule alone would not always take a starred choice
