"""Every registered game keeps the protocol's promises, seen through the protocol only:
what the network server, ``core.play`` and the OpenSpiel adapter rely on."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pocket_tactics_app.core.errors import IllegalAction
from pocket_tactics_app.core.protocol import GameState
from pocket_tactics_app.core.registry import game_ids, game_kind

from .helpers import PT_SETUP

#: A small setup of each game.
SETUPS: dict[str, dict[str, Any]] = {
    "pocket-tactics": PT_SETUP,
    "furrow": {"players": 3, "round_limit": 6},
}


def test_every_registered_game_has_a_setup_here() -> None:
    assert set(game_ids()) == set(SETUPS)


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_a_game_keeps_the_protocol_to_its_end(game_id: str) -> None:
    kind = game_kind(game_id)
    state = kind.new_state(SETUPS[game_id], 3)
    assert state.game_id == game_id
    assert kind.min_seats <= state.num_seats() <= kind.max_seats
    rng = random.Random(3)
    copy: GameState[Any] | None = None
    after_copy: list[Any] = []
    last: Any = None
    while not state.is_over():
        seats = state.current_seats()
        assert seats and set(seats) <= set(range(state.num_seats()))
        assert state.returns() == [0.0] * state.num_seats()
        legal = state.legal_actions(seats[0])
        for action in legal:
            data = json.loads(json.dumps(state.action_to_json(action)))
            assert state.action_from_json(data) == action
        if copy is None and len(legal) > 1:
            copy = state.clone()
        last = legal[int(rng.random() * len(legal))]
        events = state.apply(last)
        if copy is not None:
            after_copy.append(last)
        for viewer in [None, *range(state.num_seats())]:
            shown = state.events_to_json(events, viewer)
            assert json.loads(json.dumps(shown)) == shown
            assert json.loads(json.dumps(state.view(viewer))) == state.view(viewer)
    assert sum(state.returns()) == pytest.approx(1.0)
    assert state.current_seats() == []
    final = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction):
        state.apply(last)
    assert json.dumps(state.to_json(), sort_keys=True) == final
    assert copy is not None
    for action in after_copy:
        copy.apply(action)
    assert json.dumps(copy.to_json(), sort_keys=True) == final
