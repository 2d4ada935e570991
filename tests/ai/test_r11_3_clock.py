"""R11.3 (rules revision 2): after 40 turns without a defeat the side holding more
features wins. Normal and Hard, behind on features near the limit, fight to break the
count (any defeat resets it) instead of moving units back and forth."""

from __future__ import annotations

import pytest

from pocket_tactics_app.ai.agents import NormalAgent, clock_loss_weight, make_agent
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.position import from_json

from .helpers import line_map


def behind_on_features(clock: int, to_move: int = 0) -> Game:
    """Player 0 holds one feature to the opponent's two; its Cyber Commando stands beside
    a Mytoan Soldier, its Grunt on its home; ``clock`` turns without a defeat."""
    tiles = line_map({(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"})
    data = {
        "format": "pocket-tactics/position@1", "point_limit": 50, "tiles": tiles,
        "units": [{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-2, 0]},
                  {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 0]},
                  {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [-2, 1]},
                  {"id": "b2", "card": "mytoan-spore-guard", "owner": 1, "at": [3, 0]},
                  {"id": "b3", "card": "mytoan-soldier", "owner": 1, "at": [0, 0]}],
        "reserve": [], "control": [{"at": [3, 0], "owner": 1}, {"at": [0, 0], "owner": 1},
                                   {"at": [-3, 0], "owner": 0}],
        "to_move": to_move, "turn_limit": 40, "turns_without_defeat": clock,
    }
    return from_json(data, default_catalog(), seed=11)


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
