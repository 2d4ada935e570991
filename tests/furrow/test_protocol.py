"""Furrow & Foundry speaks the game protocol (core/protocol.py): the kind, concrete legal
actions, JSON in and out, clones, determinized copies and per-seat events."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pocket_tactics_app.core.errors import IllegalAction as CoreIllegalAction
from pocket_tactics_app.core.protocol import GameState
from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.ai.player import WholeStatePlayer
from pocket_tactics_app.furrow.engine.concrete import expand
from pocket_tactics_app.furrow.engine.game import BadAction, Game, IllegalAction
from pocket_tactics_app.furrow.engine.kind import KIND

from ..core.helpers import PT_SETUP

SETUP = {"factions": None, "mats": None, "seed": 0, "round_limit": None, "content": 2}


def _start(players: int, seed: int) -> Game:
    state = KIND.new_state({**SETUP, "players": players}, seed)
    assert isinstance(state, Game)
    return state


def _hidden_objectives(game: Game, seat: int) -> set[str]:
    return {o for p in game.players if p.seat != seat for o in p.objectives
            if o not in p.objectives_revealed}


def _check_events(game: Game, events: list[Any]) -> None:
    """No seat sees another seat's hand, sealed commit or unrevealed objective."""
    for seat in [*range(game.num_seats()), None]:
        shown = game.events_to_json(events, seat)
        text = json.dumps(shown)
        for hidden in _hidden_objectives(game, -1 if seat is None else seat):
            assert hidden not in text
        for e in shown:
            if e.get("player") != seat:
                assert "hand" not in e
                if e["kind"] == "committed":
                    assert set(e) == {"kind", "player"}


# Two and five seats every run; three and four in the slow set (about as long each).
@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow), 5])
def test_random_protocol_play_to_the_end(players: int) -> None:
    game = _start(players, 40 + players)
    assert isinstance(game, GameState)
    assert game.num_seats() == players
    rng = random.Random(players)
    start = game.clone()
    played: list[dict[str, Any]] = []
    steps = 0
    while not game.is_over():
        seats = game.current_seats()
        assert seats
        for other in range(players):
            if other not in seats:
                assert game.legal_actions(other) == []
        seat = rng.choice(seats)
        actions = game.legal_actions(seat)
        assert actions
        for action in actions:  # every listed action applies as it is
            trial = game.clone()
            trial.apply(action)
        for entry in game.legal():  # every bound keeps an action of each legal entry
            if entry.get("player", game.to_move) == seat:
                assert any(a in actions for a in expand(entry, game.trade_resources(seat)))
        action = rng.choice(actions)
        wire = json.loads(json.dumps(game.action_to_json(action)))
        assert game.action_from_json(wire) == action
        events = game.apply(game.action_from_json(wire))
        _check_events(game, events)
        played.append(action)
        steps += 1
        if steps % 25 == 0:
            data = json.loads(json.dumps(game.to_json()))
            assert KIND.state_from_json(data).to_json() == data
    assert steps > players * 6
    returns = game.returns()
    assert len(returns) == players
    assert sum(returns) == pytest.approx(1.0)
    assert game.current_seats() == []
    assert game.legal_actions(0) == []
    for action in played:  # the clone taken at the start replays the same game
        start.apply(action)
    assert start.to_json() == game.to_json()


def test_clone_replays_identically_with_draws() -> None:
    game = _start(3, 5)
    rng = random.Random(5)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions(game.current_seats()[0])))
    copy = game.clone()
    for _ in range(80):
        if game.is_over():
            break
        action = rng.choice(game.legal_actions(game.current_seats()[0]))
        assert copy.apply(action) == game.apply(action)
    assert copy.to_json() == game.to_json()


def test_commit_actions_are_distinct_multisets_within_the_card_limit() -> None:
    game = _start(2, 3)
    seat = game.current_seats()[0]
    game.players[seat].hand = [2, 2, 3, 5]
    entry = {"kind": "commit", "player": seat, "power": [0, 2], "cards": [5, 3, 2, 2],
             "max_cards": 2}
    actions = expand(entry, 2)
    hands = {tuple(a["cards"]) for a in actions if a["power"] == 0}
    assert hands == {(), (2,), (3,), (5,), (2, 2), (3, 2), (5, 2), (5, 3)}
    assert len(actions) == 3 * len(hands)


def test_views_hide_other_seats_secrets() -> None:
    game = _start(3, 9)
    spectator = game.view(None)
    assert all(p["hand"] is None for p in spectator["players"])
    assert "seed" not in spectator
    assert "draws" not in spectator
    for seat in range(3):
        view = game.view(seat)
        for p in view["players"]:
            if p["seat"] == seat:
                assert p["hand"] == game.players[seat].hand
            else:
                assert p["hand"] is None
                assert p["hand_size"] == len(game.players[p["seat"]].hand)
        assert not _hidden_objectives(game, seat) & set(json.dumps(view).split('"'))


def test_determinized_keeps_what_the_seat_knows() -> None:
    game = _start(4, 11)
    copy = game.determinized(1, random.Random(3))
    assert copy.view(1) == game.view(1)
    assert copy.to_json()["units"] == game.to_json()["units"]
    assert [len(p.hand) for p in copy.players] == [len(p.hand) for p in game.players]


def test_kind_and_registry() -> None:
    assert game_kind("furrow") is KIND
    assert KIND.game_id == "furrow"
    assert KIND.title == "Furrow & Foundry"
    assert (KIND.min_seats, KIND.max_seats) == (2, 5)
    assert list(KIND.levels()) == ["easy", "normal", "hard"]
    assert set(KIND.revisions()) == {"content", "document"}
    game = KIND.new_state({"players": 3, "seed": 1}, 8)
    assert game.to_json()["seed"] == 8
    with pytest.raises(ValueError, match="setup.players"):
        KIND.new_state({"players": 7}, 1)
    with pytest.raises(ValueError, match="setup.colour"):
        KIND.new_state({"players": 2, "colour": "red"}, 1)
    with pytest.raises(ValueError, match="map"):
        KIND.state_from_json({"format": "furrow-foundry/position@1"})
    with pytest.raises(ValueError, match="unknown level"):
        KIND.make_player("grandmaster", 1)


def test_new_state_matches_a_saved_setup() -> None:
    setup = {"players": 3, "factions": None, "mats": None, "seed": 4, "round_limit": None,
             "content": 2}
    from pocket_tactics_app.furrow.engine.content import content_at
    from pocket_tactics_app.furrow.engine.game import new_game
    expected = new_game(content=content_at(2), seed=4, players=3)
    assert KIND.new_state(setup, 4).to_json() == expected.to_json()


def test_one_illegal_action_class() -> None:
    assert IllegalAction is CoreIllegalAction
    assert issubclass(BadAction, CoreIllegalAction)
    game = _start(2, 1)
    with pytest.raises(CoreIllegalAction) as info:
        game.apply({"kind": "section", "section": 9})
    assert info.value.rule == "S6.1"
    with pytest.raises(BadAction) as bad:
        game.action_from_json({"kind": "fly"})
    assert bad.value.rule == "Appendix A"
    with pytest.raises(BadAction):
        game.action_from_json(["section"])


@pytest.mark.parametrize("level", ["easy", "greedy"])
def test_player_decides_on_a_determinized_copy(level: str) -> None:
    game = _start(3, 2)
    player = KIND.make_player(level, 7)
    before = game.to_json()
    for _ in range(12):
        seat = game.current_seats()[0]
        action = player.choose(game, seat)
        game.apply(action)
    assert game.to_json() != before
    with pytest.raises(ValueError, match="does not decide"):
        player.choose(game, (game.current_seats()[0] + 1) % 3)


def test_a_whole_state_player_plays_as_its_agent_on_the_game_itself() -> None:
    """``furrow simulate`` and the benchmarks seat agents deciding on the state itself:
    the game is the one the bare agents play, seed for seed."""
    seated, bare = _start(2, 4), _start(2, 4)
    players = [WholeStatePlayer(make_agent("greedy", s)) for s in range(2)]
    agents = [make_agent("greedy", s) for s in range(2)]
    for _ in range(40):
        seat = seated.current_seats()[0]
        seated.apply(players[seat].choose(seated, seat))
        bare.apply(agents[seat](bare, seat))
    assert seated.to_json() == bare.to_json()
    pocket = game_kind("pocket-tactics").new_state(PT_SETUP, 1)
    with pytest.raises(TypeError, match="pocket-tactics"):
        players[0].choose(pocket, 0)
