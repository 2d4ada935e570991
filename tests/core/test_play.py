"""The protocol's game loop: any game between computer players, to its end."""

from __future__ import annotations

import time
from typing import Any

import pytest

from pocket_tactics_app.ai.player import AgentPlayer
from pocket_tactics_app.core.play import play
from pocket_tactics_app.core.protocol import GameState, Player
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


class Recording:
    """A player that remembers the deadlines it was given."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.deadlines: list[float | None] = []

    def choose(self, state: GameState[Any], seat: int, deadline: float | None = None) -> Any:
        self.deadlines.append(deadline)
        return self.inner.choose(state, seat, deadline)


def test_each_decision_gets_its_deadline() -> None:
    kind = game_kind("pocket-tactics")
    players = [Recording(kind.make_player("random", 1)), Recording(kind.make_player("easy", 2))]
    before = time.monotonic()
    play(kind.new_state(SETUP, 4), players, max_actions=30, deadline_seconds=0.5)
    deadlines = [d for p in players for d in p.deadlines]
    assert len(deadlines) == 30
    assert all(d is not None and before + 0.5 <= d <= time.monotonic() + 0.5 for d in deadlines)
    untimed = Recording(kind.make_player("random", 3))
    play(kind.new_state(SETUP, 4), [untimed, untimed], max_actions=5)
    assert untimed.deadlines == [None] * 5


def test_a_deadline_becomes_the_agents_cap() -> None:
    kind = game_kind("pocket-tactics")
    state = kind.new_state(SETUP, 4)
    player = kind.make_player("easy", 1)
    assert isinstance(player, AgentPlayer)
    player.choose(state, state.current_seats()[0], time.monotonic() + 2.0)
    assert player.agent.time_limit is not None and 1.5 < player.agent.time_limit <= 2.0
    player.choose(state, state.current_seats()[0])
    assert player.agent.time_limit is None


def test_players_must_seat_the_game() -> None:
    kind = game_kind("pocket-tactics")
    with pytest.raises(ValueError, match="1 players for a game of 2 seats"):
        play(kind.new_state(SETUP, 4), [kind.make_player("random", 1)])


def test_a_furrow_game_between_players_is_played_to_its_end() -> None:
    kind = game_kind("furrow")
    players = [kind.make_player("random", seat) for seat in range(3)]
    played = play(kind.new_state({"players": 3}, 6), players)
    assert played.finished
    assert sum(played.returns) == pytest.approx(1.0)
    assert played.returns == played.state.returns()
