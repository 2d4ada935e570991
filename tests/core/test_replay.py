"""The game-neutral replay: a recorded game of either game (setup, seed, JSON actions)
replays to the same position through the protocol only, position by position, and the
first action that is malformed, illegal or after the end is named."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.core.replay import Replay, ReplayError, start

from .helpers import PT_SETUP

SETUPS: dict[str, dict[str, Any]] = {
    "pocket-tactics": PT_SETUP,
    "furrow": {"players": 2, "round_limit": 3},
}


def recorded(game_id: str, seed: int) -> tuple[list[Any], list[str]]:
    """A random game's actions as JSON and its position JSON after each action."""
    state = game_kind(game_id).new_state(SETUPS[game_id], seed)
    rng = random.Random(seed)
    actions: list[Any] = []
    positions = [json.dumps(state.to_json(), sort_keys=True)]
    while not state.is_over():
        seat = state.current_seats()[0]
        action = rng.choice(state.legal_actions(seat))
        actions.append(json.loads(json.dumps(state.action_to_json(action))))
        state.apply(action)
        positions.append(json.dumps(state.to_json(), sort_keys=True))
    return actions, positions


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_a_recorded_game_replays_position_by_position(game_id: str) -> None:
    actions, expected = recorded(game_id, 4)
    played = Replay(start(game_kind(game_id), SETUPS[game_id], 4), actions)
    positions = [json.dumps(p.to_json(), sort_keys=True) for p in played.positions()]
    assert positions == expected
    assert played.state.is_over()


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_the_steps_name_who_decided(game_id: str) -> None:
    actions, _ = recorded(game_id, 5)
    state = start(game_kind(game_id), SETUPS[game_id], 5)
    for step in Replay(state, actions[:12]):
        assert step.deciders and set(step.deciders) <= set(range(state.num_seats()))
        assert state.action_to_json(step.action) == actions[step.index]


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_the_first_bad_action_is_named_after_the_steps_before_it(game_id: str) -> None:
    actions, _ = recorded(game_id, 6)
    actions[7] = {"kind": "no-such-action"}
    played = Replay(start(game_kind(game_id), SETUPS[game_id], 6), actions)
    seen: list[int] = []
    with pytest.raises(ReplayError) as err:
        for step in played:
            seen.append(step.index)
    assert seen == list(range(7))
    assert err.value.index == 7
    assert str(err.value).startswith("actions[7]: ")


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_an_action_after_the_end_is_named(game_id: str) -> None:
    actions, _ = recorded(game_id, 7)
    played = Replay(start(game_kind(game_id), SETUPS[game_id], 7), [*actions, actions[-1]])
    with pytest.raises(ReplayError) as err:
        played.to_end()
    assert err.value.index == len(actions)
    assert "over" in err.value.detail


def test_a_refused_setup_is_index_minus_one() -> None:
    with pytest.raises(ReplayError) as err:
        start(game_kind("furrow"), {"players": 9}, 1)
    assert err.value.index == -1
    assert str(err.value).startswith("setup: setup.players")
