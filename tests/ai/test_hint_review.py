"""Issue 17: the review of a finished game (ai/review.py): the win chance over the game,
the choices that lowered it most, each with Hard's better move."""

from __future__ import annotations

import pytest

from pocket_tactics_app.ai import winchance
from pocket_tactics_app.ai.agents import HardAgent
from pocket_tactics_app.ai.chance import expand, expected
from pocket_tactics_app.ai.review import (
    REVIEWED_KINDS,
    drops,
    expected_after,
    review,
    win_chance_series,
)
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game

from .helpers import played

CAT = default_catalog()


@pytest.fixture(scope="module")
def game() -> tuple[list[Game], list[Action], Game]:
    return played()


def test_series_is_one_probability_per_position_ending_in_the_result(
        game: tuple[list[Game], list[Action], Game]) -> None:
    befores, actions, end = game
    after = [*befores[1:], end]
    series = win_chance_series(after, 0)
    # one per position in play: none during the setup
    assert len(series) == sum(1 for g in after if g.phase in ("play", "over"))
    assert 0 < len(series) < len(actions)
    assert all(0.0 <= v <= 1.0 for v in series)
    assert series[-1] == (1.0 if end.winner == 0 else 0.0 if end.winner == 1 else 0.5)
    other = win_chance_series(after, 1)
    assert all(a + b == pytest.approx(1.0) for a, b in zip(series, other, strict=True))


def test_r3_1_drops_judge_the_players_turn_actions_by_their_expectation(
        game: tuple[list[Game], list[Action], Game]) -> None:
    befores, actions, _ = game
    found = drops(befores, actions, [0])
    assert found
    assert [d for d, *_ in found] == sorted((d for d, *_ in found), reverse=True)
    for d, k, before, after in found:
        g = befores[k]
        assert g.phase == "play" and g.pending is None and g.current_player() == 0
        assert actions[k].kind in REVIEWED_KINDS
        assert before == pytest.approx(winchance.win_chance(g, 0))
        # the choice is judged over its dice, not by the roll that came
        assert after == pytest.approx(expected(expand(g, actions[k], k, exact=True),
                                               lambda x: winchance.win_chance(x, 0)))
        assert d == pytest.approx(before - after)
    turn_actions_of_0 = sum(1 for g, a in zip(befores, actions, strict=True)
                            if g.phase == "play" and g.pending is None
                            and g.current_player() == 0 and a.kind in REVIEWED_KINDS)
    assert len(found) == turn_actions_of_0
    assert not drops(befores, actions, [])


def test_review_names_three_costly_choices_each_with_hards_better_move(
        game: tuple[list[Game], list[Action], Game]) -> None:
    befores, actions, _ = game
    mistakes = review(befores, actions, [0], budget=150, time_limit=None)
    assert len(mistakes) == 3
    assert [m.drop for m in mistakes] == sorted((m.drop for m in mistakes), reverse=True)
    for m in mistakes:
        g = befores[m.index]
        assert m.action == actions[m.index] and m.player == 0 and m.drop > 0
        hard = HardAgent(seed=m.index, budget=150).choose(g.clone(reseed=m.index))
        assert m.better == hard != m.action
        assert m.better in g.legal_actions()
        assert m.better_after == pytest.approx(expected_after(g, m.better, 0, seed=m.index))
        assert m.loss > 0
    assert len(review(befores, actions, [0], top=1, budget=150, time_limit=None)) == 1
