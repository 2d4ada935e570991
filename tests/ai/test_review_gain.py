"""The review lists a choice only when the better move gains at least 3 points of win
chance (``review.MIN_GAIN``): "7% -> 6%, better: ... (6%)" is no advice."""

from __future__ import annotations

from pocket_tactics_app.ai.review import MIN_GAIN, review

from .helpers import played


def test_review_gain_lists_only_a_better_move_worth_3_points_more() -> None:
    befores, actions, _ = played(9)
    every = review(befores, actions, [0], top=8, budget=150, time_limit=None, min_gain=0.0)
    listed = review(befores, actions, [0], top=8, budget=150, time_limit=None)
    assert MIN_GAIN == 0.03
    assert any(m.loss < MIN_GAIN for m in every)  # small "better" moves exist...
    assert listed == [m for m in every if m.loss >= MIN_GAIN]  # ...and are left out
    assert listed and all(m.better_after - m.after >= MIN_GAIN for m in listed)


def test_review_gain_none_when_no_better_move_gains_enough() -> None:
    befores, actions, _ = played(9)
    assert review(befores, actions, [0], budget=150, time_limit=None, min_gain=1.01) == []
