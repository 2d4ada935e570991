"""Thousands of random games, setup included, checking invariants after every action."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import CAPTIVE, MAP, RESERVE, Game, GameSetup
from pocket_tactics_app.engine.randomgame import random_setup

#: Random games in the default run, and in the slow run.
QUICK_GAMES, GAMES = 400, 2000
MAX_ACTIONS = 5000


def check_invariants(g: Game, setup: GameSetup) -> None:
    # One unit per tile, and the occupancy table agrees with the units.
    on_map = [u for u in g.units.values() if u.where == MAP]
    assert len({u.at for u in on_map}) == len(on_map)
    assert {u.at: u.id for u in on_map} == g.occ
    for u in g.units.values():
        assert u.where in (MAP, RESERVE, CAPTIVE)
        if u.where == MAP:
            assert u.at in g.tiles and u.held_by is None
        elif u.where == CAPTIVE:
            # No unit both on the map and captive; captives are held by the other player.
            assert u.at is None and u.held_by == 1 - u.owner
        else:
            assert u.at is None and u.held_by is None
    # Armies within the limit (R1.1).
    for p in (0, 1):
        pts = sum(u.card.points for u in g.units.values() if u.owner == p)
        assert pts <= setup.point_limit
    # Control only of features.
    for h in g.control:
        assert g.tiles[h].feature
    assert (g.winner is not None) == g.is_over()


def check_revision_2(g: Game, action: Action, events: list[dict[str, Any]]) -> None:
    """The readings of rules revision 2 hold in every action of a random game."""
    kinds = [e["kind"] for e in events]
    if action.kind == "deploy":
        # R9.1: never onto a feature, so deploying never takes control.
        assert action.at is not None and not g.tiles[action.at].feature
        assert "control" not in kinds
    if action.kind == "withdraw" and "control" not in kinds:
        # R5.1: into a feature an ally occupies (R5.2, from the feature, gives control up
        # when the player held it).
        assert action.at is not None
        ally = g.unit_at(action.at)
        assert ally is not None and ally.owner == g.units[action.unit].owner
    if action.kind == "move" and g.units[action.unit].card.flying:
        # R4.5: a Flying unit is tested only where its move ends.
        hazards = [e["at"] for e in events if e["kind"] == "hazard"]
        assert hazards in ([], [list(action.path[-1])])
    if action.kind == "place_feature":
        assert g.rules == 2


def check_dice(events: list[dict[str, object]]) -> int:
    n = 0
    for e in events:
        values: list[object] = []
        if e["kind"] == "rolled":
            for colour in ("off", "def"):
                values += list(e.get(colour, []))  # type: ignore[call-overload]
        elif e["kind"] in ("rerolled", "bumped"):
            values.append(e["value"])
        elif e["kind"] == "roll_off":
            values += list(e["dice"])  # type: ignore[call-overload]
        for v in values:
            assert isinstance(v, int) and 1 <= v <= 6
            n += 1
    return n


@pytest.mark.parametrize("games", [
    pytest.param(QUICK_GAMES, id="quick"),
    pytest.param(GAMES, id="full", marks=pytest.mark.slow),
])
def test_random_games_keep_invariants_and_end(games: int) -> None:
    cat = default_catalog()
    rng = random.Random(20261130)
    outcomes: dict[str, int] = {}
    dice_seen = 0
    for _ in range(games):
        setup = random_setup(cat, rng)
        g = Game.new(setup, cat)
        check_invariants(g, setup)
        n = 0
        while not g.is_over():
            legal = g.legal_actions()
            assert legal, "a live game always offers an action (R3.2, R11.1)"
            action = legal[int(rng.random() * len(legal))]
            events = g.apply(action)
            dice_seen += check_dice(events)
            check_invariants(g, setup)
            check_revision_2(g, action, events)
            n += 1
            assert n < MAX_ACTIONS, "every game ends"
        assert g.legal_actions() == []
        outcomes[g.win_reason] = outcomes.get(g.win_reason, 0) + 1
    assert sum(outcomes.values()) == games
    # Random play reaches each way of ending a game.
    assert set(outcomes) == {"control", "no_action", "turn_limit", "draw_rule"}, outcomes
    assert dice_seen > games


def test_seed_and_actions_replay_a_game_exactly() -> None:
    """Every die from one seeded generator: setup + seed + actions replays the game."""
    from pocket_tactics_app.engine.position import to_json

    cat = default_catalog()
    rng = random.Random(7)
    for _ in range(20):
        setup = random_setup(cat, rng)
        g = Game.new(setup, cat)
        actions = []
        events = []
        while not g.is_over():
            legal = g.legal_actions()
            a = legal[int(rng.random() * len(legal))]
            actions.append(a)
            events.append(g.apply(a))
        again = Game.new(GameSetup.from_json(setup.to_json()), cat)
        replay_events = [again.apply(a) for a in actions]
        assert replay_events == events
        assert to_json(again) == to_json(g) and again.winner == g.winner


def test_clone_is_independent() -> None:
    cat = default_catalog()
    rng = random.Random(11)
    g = Game.new(random_setup(cat, rng), cat)
    while g.phase != "play":
        g.apply(g.legal_actions()[0])
    c = g.clone()
    before = [(u.id, u.where, u.at) for u in g.units.values()]
    while not c.is_over():
        c.apply(c.legal_actions()[-1])
    assert [(u.id, u.where, u.at) for u in g.units.values()] == before
