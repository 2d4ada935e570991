"""Random games of 2-5 players to the end (or S16.5's round limit), invariants after every
action, hidden values never in a view, replay of seed + actions, and the per-seat view of
S17.1."""

from __future__ import annotations

import pytest

from pocket_tactics_app.furrow.ai.agents import GreedyAgent, RandomAgent
from pocket_tactics_app.furrow.engine.game import Action, Game, new_game
from pocket_tactics_app.furrow.engine.position import to_json, view

from . import invariants
from .helpers import fight


def play(players: int, seed: int, check_every: int = 1, limit: int = 80,
         greedy: bool = False) -> tuple[Game, list[Action]]:
    g = new_game(players=players, seed=seed, round_limit=limit)
    agent = GreedyAgent(seed) if greedy else RandomAgent(seed)
    actions: list[Action] = []
    while not g.over:
        seat = g.deciders()[0]
        a = agent(g, seat)
        g.apply(a)
        actions.append(a)
        if len(actions) % check_every == 0:
            invariants.check(g)
            if len(actions) % (check_every * 25) == 0:
                invariants.hidden_free(g)
                invariants.roundtrip(g)
        assert len(actions) < 20_000
    invariants.check(g)
    return g, actions


def replay(players: int, seed: int, actions: list[Action], limit: int = 80) -> Game:
    g = new_game(players=players, seed=seed, round_limit=limit)
    for a in actions:
        g.apply(a)
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_s16_random_games_end_with_invariants_and_replay(players: int) -> None:
    g, actions = play(players, 100 + players, limit=25)
    assert g.over and g.winner()
    assert to_json(replay(players, 100 + players, actions, 25)) == to_json(g)  # S17.5


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_s16_1000_random_games(chunk: int) -> None:
    for i in range(100):
        seed = chunk * 100 + i
        players = 2 + seed % 4
        g, actions = play(players, seed, check_every=1)
        assert g.over
        if i % 10 == 0:
            assert to_json(replay(players, seed, actions)) == to_json(g)


@pytest.mark.slow
def test_greedy_game_to_the_end() -> None:
    g, _ = play(4, 5, greedy=True, check_every=5)
    assert g.over


def test_s17_1_view_hides_other_hands_objectives_seed_and_draws() -> None:
    g = new_game(factions=["veldmark", "saltreach"], mats=[1, 2], seed=4,
                 draws=[{"deck": "combat", "card": 5}])
    g.draws = [{"deck": "encounter", "card": "enc-04"}]
    v = view(g, 0)
    pos = v.position
    assert "seed" not in pos and "draws" not in pos
    me, other = pos["players"]
    assert me["hand"] == g.players[0].hand
    assert other["hand"] is None and other["hand_size"] == 4
    assert other["objectives"] == [] and other["objectives_hidden"] == 2
    for oid in g.players[1].objectives:
        if oid not in g.players[0].objectives:
            assert oid not in str(v.to_json())
    invariants.hidden_free(g)


def test_s17_3_commit_legal_list_names_only_the_seat_own_hand() -> None:
    g = fight()
    g.players[1].hand = [5, 5]
    assert 5 not in g.players[0].hand  # so a 5 in the list could only be the other's
    v0 = view(g, 0)
    # one commit entry, for seat 0, whose cards are exactly seat 0's own hand
    assert [(e["player"], sorted(e["cards"])) for e in v0.legal] == \
        [(0, sorted(g.players[0].hand))]
    invariants.hidden_free(g)


def test_s17_3_ai_decision_does_not_depend_on_hidden_values() -> None:
    for make in (GreedyAgent, RandomAgent):
        g = fight()
        g.players[1].hand = [2, 3]
        h = g.clone()
        h.players[1].hand = [5, 5]
        h.seed, h.rng = 12345, __import__("random").Random(12345)
        assert make(3)(g, 0) == make(3)(h, 0)
        # the AI commits first; the other seat's later commit cannot change it
        a = make(3)(g, 0)
        g.apply(a)
        g.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})
        # both commits made: the combat is resolved and the other seat chooses a section
        assert not g.over and g.phase() == "section" and g.deciders() == [1]
