"""R11.3 (rules revision 2): after 40 turns without a defeat the side holding more
features wins. Normal and Hard, behind on features near the limit, fight to break the
count (any defeat resets it) instead of moving units back and forth."""

from __future__ import annotations

import pytest

from pocket_tactics_app.ai.agents import NormalAgent, clock_loss_weight, make_agent

from .helpers import behind_on_features


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_r11_3_clock_behind_on_features_at_35_attacks_rather_than_shuffles(level: str) -> None:
    game = behind_on_features(35)
    assert [a for a in game.legal_actions() if a.kind == "attack"]
    for seed in range(6):
        action = make_agent(level, seed).choose(game)
        assert (action.kind, action.unit, action.target) == ("attack", "a1", "b1"), seed


def test_r11_3_clock_is_why_normal_attacks() -> None:
    """With the count fresh Normal's noisy choice also moves; near the limit the loss it
    would bring weighs on every quiet leaf, and nothing when ahead or under rules 1."""
    fresh = behind_on_features(0)
    picks = {make_agent("normal", seed).choose(fresh).kind for seed in range(6)}
    assert "move" in picks
    normal = make_agent("normal", 1)
    assert isinstance(normal, NormalAgent)
    late = behind_on_features(35)
    assert clock_loss_weight(late, 0, 0.85) == pytest.approx(0.85**5)
    assert normal.value(late, 0) == pytest.approx(normal.value(fresh, 0) - 100 * 0.85**5
                                                  + 100 * 0.85**40)
    assert clock_loss_weight(late, 1, 0.85) == 0.0  # the side ahead
    late.rules = 1
    assert clock_loss_weight(late, 0, 0.85) == 0.0  # revision 1: the limit draws
