"""Thousands of random games, setup included, checking invariants after every action."""

from __future__ import annotations

import random

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import CAPTIVE, MAP, RESERVE, Game, GameSetup
from pocket_tactics_app.engine.randomgame import random_setup

GAMES = 2000
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


def test_random_games_keep_invariants_and_end() -> None:
    cat = default_catalog()
    rng = random.Random(20261130)
    outcomes: dict[str, int] = {}
    dice_seen = 0
    for _ in range(GAMES):
        setup = random_setup(cat, rng)
        g = Game.new(setup, cat)
        check_invariants(g, setup)
        n = 0
        while not g.is_over():
            legal = g.legal_actions()
            assert legal, "a live game always offers an action (R3.2, R11.1)"
            dice_seen += check_dice(g.apply(legal[int(rng.random() * len(legal))]))
            check_invariants(g, setup)
            n += 1
            assert n < MAX_ACTIONS, "every game ends"
        assert g.legal_actions() == []
        outcomes[g.win_reason] = outcomes.get(g.win_reason, 0) + 1
    assert sum(outcomes.values()) == GAMES
    # Random play reaches each way of ending a game.
    assert set(outcomes) == {"control", "no_action", "draw_rule"}, outcomes
    assert dice_seen > GAMES


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
