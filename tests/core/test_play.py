"""The protocol's game loop: any game between computer players, to its end."""

from __future__ import annotations

import pytest

from pocket_tactics_app.core.play import play
from pocket_tactics_app.core.registry import game_kind

from .helpers import PT_SETUP as SETUP


def test_a_pocket_tactics_game_between_players_is_played_to_its_end() -> None:
    kind = game_kind("pocket-tactics")
    players = [kind.make_player("random", 1), kind.make_player("easy", 2)]
    played = play(kind.new_state(SETUP, 4), players)
    assert played.finished
    assert played.returns == played.state.returns()
    assert sum(played.returns) == 1.0
    assert all(len(t) > 0 for t in played.think)
    again = play(kind.new_state(SETUP, 4),
                 [kind.make_player("random", 1), kind.make_player("easy", 2)])
    assert [kind.new_state(SETUP, 4).action_to_json(a) for a in again.actions] == \
        [kind.new_state(SETUP, 4).action_to_json(a) for a in played.actions]


def test_the_cap_on_actions_stops_a_game() -> None:
    kind = game_kind("pocket-tactics")
    players = [kind.make_player("random", 1), kind.make_player("random", 2)]
    played = play(kind.new_state(SETUP, 4), players, max_actions=5)
    assert len(played.actions) == 5
    assert not played.finished
    assert played.returns == [0.0, 0.0]


def test_a_deadline_reaches_the_players() -> None:
    kind = game_kind("pocket-tactics")
    players = [kind.make_player("hard", 1), kind.make_player("hard", 2)]
    played = play(kind.new_state(SETUP, 4), players, max_actions=30, deadline_seconds=0.3,
                  timed=lambda state, seat: True)
    assert max(max(t) for t in played.think) < 1.0


def test_players_must_seat_the_game() -> None:
    kind = game_kind("pocket-tactics")
    with pytest.raises(ValueError, match="1 players for a game of 2 seats"):
        play(kind.new_state(SETUP, 4), [kind.make_player("random", 1)])
