"""Either game as an OpenSpiel game, played to its end by OpenSpiel's own search bots.
Skipped when OpenSpiel is not installed (``pip install .[openspiel]``)."""

from __future__ import annotations

from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from pocket_tactics_app.core.openspiel_game import openspiel_game  # noqa: E402

from .helpers import PT_SETUP  # noqa: E402

#: A short Furrow & Foundry game (three rounds), so that search rollouts stay cheap.
FURROW_SETUP = {"players": 2, "round_limit": 3}


def play_with(game: Any, bots: list[Any]) -> tuple[Any, int]:
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        player = state.current_player()
        action = bots[player].step(state)
        assert action in state.legal_actions(player)
        state.apply_action(action)
        moves += 1
    return state, moves


def test_pocket_tactics_is_a_perfect_information_openspiel_game() -> None:
    game = openspiel_game("pocket-tactics", PT_SETUP, seed=3)
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.num_players() == 2
    state = game.new_initial_state()
    legal = state.legal_actions()
    assert legal == list(range(len(legal)))
    names = [state.action_to_string(state.current_player(), a) for a in legal]
    assert names == sorted(names)
    assert state.clone().legal_actions() == legal


def test_mcts_plays_a_whole_pocket_tactics_game() -> None:
    game = openspiel_game("pocket-tactics", PT_SETUP, seed=5)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=6,
                         evaluator=mcts.RandomRolloutEvaluator(
                             n_rollouts=1, random_state=np.random.RandomState(seat)),
                         random_state=np.random.RandomState(10 + seat))
            for seat in range(2)]
    state, moves = play_with(game, bots)
    assert moves > 10
    assert sorted(state.returns()) in ([0.0, 1.0], [0.5, 0.5])


def test_furrow_is_an_imperfect_information_openspiel_game() -> None:
    game = openspiel_game("furrow", FURROW_SETUP, seed=4)
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.num_players() == 2
    state = game.new_initial_state()
    player = state.current_player()
    own = state.information_state_string(player)
    assert own != state.information_state_string(1 - player)
    world = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.information_state_string(player) == own
    assert world.legal_actions() == state.legal_actions()


def test_ismcts_plays_a_whole_furrow_game_over_the_seats_views() -> None:
    game = openspiel_game("furrow", FURROW_SETUP, seed=6)
    bots = [ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(
                n_rollouts=1, random_state=np.random.RandomState(seat)),
                uct_c=2.0, max_simulations=4, random_state=np.random.RandomState(20 + seat))
            for seat in range(2)]
    state, moves = play_with(game, bots)
    assert moves > 10
    assert sum(state.returns()) == pytest.approx(1.0)
