"""Pocket Tactics through the game protocol only: the registry's kind, its states and
players, as the network server, ``simulate`` and the OpenSpiel adapter see them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pocket_tactics_app.core.errors import IllegalAction
from pocket_tactics_app.core.protocol import GameKind, GameState
from pocket_tactics_app.core.registry import game_kind

from .helpers import PT_SETUP as SETUP


@pytest.fixture(scope="module")
def kind() -> GameKind:
    return game_kind("pocket-tactics")


def play_random(state: GameState[Any], rng: random.Random,
                limit: int = 20_000) -> list[Any]:
    """Uniformly random legal actions through the protocol until the game ends."""
    played: list[Any] = []
    while not state.is_over() and len(played) < limit:
        seats = state.current_seats()
        assert len(seats) == 1
        legal = state.legal_actions(seats[0])
        assert legal, "a seat that decides has a legal action"
        for other in range(state.num_seats()):
            if other != seats[0]:
                assert state.legal_actions(other) == []
        action = legal[int(rng.random() * len(legal))]
        state.apply(action)
        played.append(action)
    return played


def test_kind_describes_the_game(kind: GameKind) -> None:
    assert kind.game_id == "pocket-tactics"
    assert (kind.min_seats, kind.max_seats) == (2, 2)
    assert list(kind.levels()) == ["easy", "normal", "hard"]
    assert set(kind.revisions()) == {"rules", "cards"}
    state = kind.new_state(SETUP, seed=3)
    assert isinstance(state, GameState)
    assert state.game_id == kind.game_id
    assert state.num_seats() == 2


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_legal_play_reaches_the_end(kind: GameKind, seed: int) -> None:
    state = kind.new_state(SETUP, seed)
    assert state.returns() == [0.0, 0.0]
    play_random(state, random.Random(seed))
    assert state.is_over()
    assert state.current_seats() == []
    assert state.legal_actions(0) == [] and state.legal_actions(1) == []
    returns = state.returns()
    assert sum(returns) == 1.0
    assert sorted(returns) in ([0.0, 1.0], [0.5, 0.5])
    view = state.view(0)
    assert view["winner"] in (0, 1, "draw")
    assert view == state.view(1) == state.view(None)


def test_same_seed_same_game(kind: GameKind) -> None:
    a, b = kind.new_state(SETUP, 11), kind.new_state(SETUP, 11)
    play_random(a, random.Random(5))
    play_random(b, random.Random(5))
    assert a.to_json() == b.to_json()
    assert a.returns() == b.returns()


def test_actions_round_trip_through_json(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 7)
    rng = random.Random(7)
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        for action in legal:
            data = json.loads(json.dumps(state.action_to_json(action)))
            assert state.action_from_json(data) == action
        events = state.apply(legal[int(rng.random() * len(legal))])
        as_json = state.events_to_json(events, seat)
        assert json.loads(json.dumps(as_json)) == as_json
        assert all(isinstance(e["kind"], str) for e in as_json)


@pytest.mark.parametrize("seed", [8, 9, 10])
def test_positions_round_trip_through_json(kind: GameKind, seed: int) -> None:
    state = kind.new_state(SETUP, seed)
    rng = random.Random(seed)
    checked = 0
    while not state.is_over():
        if state.view(None)["phase"] == "play":
            data = json.loads(json.dumps(state.to_json()))
            again = kind.state_from_json(data)
            assert again.to_json() == data
            assert again.current_seats() == state.current_seats()
            seat = state.current_seats()[0]
            # the same actions; their order follows the units' order in the file
            assert set(again.legal_actions(seat)) == set(state.legal_actions(seat))
            checked += 1
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[int(rng.random() * len(legal))])
    assert checked > 0


def test_clone_replays_identically(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 9)
    rng = random.Random(9)
    while state.view(None)["phase"] != "play":  # into the turns, past the setup
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[int(rng.random() * len(legal))])
    copy = state.clone()
    assert copy.to_json() == state.to_json()
    played = play_random(state, random.Random(12))
    for action in played:
        copy.apply(action)
    assert copy.to_json() == state.to_json()
    assert copy.returns() == state.returns()


def test_determinized_copy_has_fresh_dice(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 10)
    a = state.determinized(0, random.Random(1))
    b = state.determinized(0, random.Random(1))
    assert a.to_json() == b.to_json() == state.to_json()
    play_random(a, random.Random(2))
    play_random(b, random.Random(2))
    assert a.to_json() == b.to_json()


def bad_actions(state: GameState[Any], seat: int) -> list[Any]:
    """Actions of the JSON shape that the rules refuse now."""
    raw: list[dict[str, Any]] = [
        {"kind": "pass"},
        {"kind": "attack", "unit": "a1", "target": "a2"},
        {"kind": "move", "unit": "b1", "path": [[9, 9]]},
        {"kind": "deploy", "unit": "zz", "at": [0, 0]},
        {"kind": "bump", "unit": "a1", "colour": "off", "die": 0, "bump": 0},
        {"kind": "place_tile", "at": [40, 40]},
    ]
    legal = state.legal_actions(seat)
    actions = [state.action_from_json(r) for r in raw]
    return [a for a in actions if a not in legal]


def test_illegal_action_leaves_the_state_unchanged(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 13)
    rng = random.Random(13)
    refused = 0
    while not state.is_over():
        seat = state.current_seats()[0]
        before = json.dumps(state.view(None), sort_keys=True)
        for bad in bad_actions(state, seat):
            with pytest.raises(IllegalAction) as info:
                state.apply(bad)
            assert info.value.rule
            assert info.value.reason
            assert json.dumps(state.view(None), sort_keys=True) == before
            refused += 1
        legal = state.legal_actions(seat)
        state.apply(legal[int(rng.random() * len(legal))])
    final = json.dumps(state.view(None), sort_keys=True)
    with pytest.raises(IllegalAction):
        state.apply(state.action_from_json({"kind": "pass"}))
    assert json.dumps(state.view(None), sort_keys=True) == final
    assert refused > 100


def test_malformed_action_json_names_the_field(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 1)
    with pytest.raises(IllegalAction, match="action.kind"):
        state.action_from_json({"kind": "fly"})
    with pytest.raises(IllegalAction, match="action.path"):
        state.action_from_json({"kind": "move", "unit": "a1", "path": []})


def test_bad_setup_names_the_field(kind: GameKind) -> None:
    with pytest.raises(ValueError, match="setup.players"):
        kind.new_state({"players": []}, 1)
    with pytest.raises(ValueError, match="position.format"):
        kind.state_from_json({"format": "chess"})


def test_players_play_a_whole_game(kind: GameKind) -> None:
    state = kind.new_state(SETUP, 21)
    players = [kind.make_player("easy", 1), kind.make_player("easy", 2)]
    moves = 0
    while not state.is_over():
        seat = state.current_seats()[0]
        action = players[seat].choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(action)
        moves += 1
    assert moves > 10
    with pytest.raises(ValueError, match="unknown level"):
        kind.make_player("grandmaster", 1)


def test_the_engine_raises_the_one_illegal_action() -> None:
    from pocket_tactics_app import engine
    from pocket_tactics_app.engine import game

    assert game.IllegalAction is IllegalAction
    assert engine.IllegalAction is IllegalAction
