"""A network client's copy of Pocket Tactics: the game rebuilt from each seat's view
offers the server's legal actions, and the log reads every action back from the events
(whole random games, setup and play, against the server's own state)."""

from __future__ import annotations

import random

import pytest

from pocket_tactics_app.controller.network_mirror import (
    dice_of,
    game_from_view,
    infer_action,
    placement_of,
)
from pocket_tactics_app.engine import position
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.kind import KIND
from pocket_tactics_app.engine.kinds import Phase
from pocket_tactics_app.engine.state import PocketTacticsState
from pocket_tactics_app.ui.games.pocket import default_setup


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_network_mirror_follows_a_whole_game(seed: int) -> None:
    catalog = default_catalog()
    state = KIND.new_state(default_setup(seed).to_json(), seed)
    assert isinstance(state, PocketTacticsState)
    rng = random.Random(seed)
    mirror = game_from_view(state.view(0), catalog)
    phases = set()
    while not state.is_over():
        seat = state.current_seats()[0]
        assert mirror.phase == state.game.phase
        assert mirror.current_player() == seat
        if mirror.phase in (Phase.TILES, Phase.PLAY):  # the window draws their targets
            assert set(mirror.legal_actions()) == set(state.legal_actions(seat))
        if mirror.phase == Phase.TILES:
            assert mirror.tile_slots() == state.game.tile_slots()
        phases.add(mirror.phase)
        action = rng.choice(state.legal_actions(seat))
        events = state.events_to_json(state.apply(action), seat)
        assert infer_action(mirror, events, state.view(seat)) == action
        mirror = game_from_view(state.view(1 - seat), catalog)
        assert position.to_json(mirror) == position.to_json(state.game)
    assert mirror.is_over()
    assert mirror.winner == state.game.winner
    assert phases == {Phase.TILES, Phase.FEATURES, Phase.UNITS, Phase.PLAY}


def test_network_mirror_reads_dice_in_rolling_order() -> None:
    events = [{"kind": "rolled", "unit": "a1", "off": [3, 5], "def": [2]},
              {"kind": "rerolled", "unit": "a1", "colour": "off", "die": 0, "old": 3,
               "value": 6},
              {"kind": "roll_off", "dice": [1, 4]}]
    assert dice_of(events) == [3, 5, 2, 6, 1, 4]
    assert placement_of(events) is None
    assert infer_action(None, events) is None
