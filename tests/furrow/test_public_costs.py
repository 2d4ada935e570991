"""The engine's public costs and score parts (issue 15, point 5): what a screen shows
before an action is taken must be what the action then does. Each is checked against
``apply`` over random games, so a change of a rule that forgets the public function
fails here."""

from __future__ import annotations

import random

import pytest

from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.engine.content import COLUMN_RESOURCE, COLUMNS, RESOURCES
from pocket_tactics_app.furrow.engine.game import (
    CUBES,
    ONGOING,
    POPULARITY_CAP,
    POWER_CAP,
    BadAction,
    Game,
    new_game,
)

from .helpers import game, seat, start_turn


def _board_total(g: Game, kind: str) -> int:
    return sum(r.get(kind, 0) for r in g.resources.values())


def _play(seed: int, limit: int = 400) -> list[tuple[Game, dict[str, object], Game]]:
    """A random 3-player game: (before, action, after) for every action."""
    g = new_game(seed=seed, players=3)
    rng = random.Random(seed)
    out = []
    for _ in range(limit):
        if g.over:
            break
        who = g.deciders()[0]
        action = make_agent("random", rng.randrange(2**31))(g.determinized(who, rng), who)
        before = g.clone()
        g.apply(action)
        out.append((before, action, g.clone()))
    return out


@pytest.mark.parametrize("seed", [3, 11])
def test_s7_top_amount_and_top_cost_are_what_the_top_action_does(seed: int) -> None:
    checked = 0
    for before, action, after in _play(seed):
        kind = action["kind"]
        s = before.to_move
        p0, p1 = before.players[s], after.players[s]
        if kind == "strengthen":
            assert before.turn is not None
            assert before.top_cost(s, before.turn.section) == {"coins": 1}
            assert p0.coins - p1.coins == 1
            if action["gain"] == "power" and p0.power + 3 <= POWER_CAP:
                assert p1.power - p0.power == before.top_amount(s, "strengthen_power")
            elif action["gain"] == "cards":
                assert len(p1.hand) - len(p0.hand) == before.top_amount(s, "strengthen_cards")
            checked += 1
        elif kind == "gain_coins":
            assert p1.coins - p0.coins == before.top_amount(s, "move_coins")
            checked += 1
        elif kind == "produce":
            assert before.turn is not None
            cost = before.top_cost(s, before.turn.section)
            assert cost == before.produce_cost(s)
            assert p0.power - p1.power == cost.get("power", 0)
            assert len(action["hexes"]) <= before.top_amount(s, "produce_hexes")
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("seed", [3, 11, 19])
def test_s7_4_trade_resources_and_top_cost_are_what_trade_does(seed: int) -> None:
    checked = 0
    for before, action, after in _play(seed):
        if action["kind"] != "trade":
            continue
        s = before.to_move
        assert before.turn is not None
        assert before.top_cost(s, before.turn.section) == {"coins": 1}
        p0, p1 = before.players[s], after.players[s]
        assert p0.coins - p1.coins == 1
        if action["gain"] == "resources":
            gained = sum(_board_total(after, k) - _board_total(before, k)
                         for k in RESOURCES)
            # with no worker on the map the resources are lost (S7.4 [reading])
            assert gained == (before.trade_resources(s) if action.get("place") else 0)
            checked += 1
        elif p0.popularity + before.top_amount(s, "trade_popularity") <= POPULARITY_CAP:
            assert p1.popularity - p0.popularity == before.top_amount(s, "trade_popularity")
    assert checked >= 1


def test_s7_4_trade_takes_exactly_trade_resources_whatever_the_mat() -> None:
    g = game()
    v = seat(g, "veldmark")
    n = g.trade_resources(v)
    assert n == 2  # S7.4: "gain 2 resources"; not upgradable (S9.3)
    g.players[v].cubes_removed = list(CUBES)
    assert g.trade_resources(v) == n
    start_turn(g, "veldmark", 2)  # Pioneer II: Trade
    one = {"type": "oil", "at": [2, -4]}
    for wrong in (n - 1, n + 1):
        with pytest.raises(BadAction, match=f"expected {n} resources"):
            g.clone().apply({"kind": "trade", "gain": "resources", "place": [one] * wrong})
    g.apply({"kind": "trade", "gain": "resources", "place": [one] * n})
    assert g.resources[(2, -4)] == {"oil": n}


def test_s7_top_amount_one_more_once_the_cube_is_removed() -> None:
    g = game()
    v = seat(g, "veldmark")
    base = {c: g.top_amount(v, c) for c in CUBES}
    assert base == {"strengthen_power": 2, "strengthen_cards": 1, "move_units": 2,
                    "move_coins": 1, "produce_hexes": 2, "trade_popularity": 1}
    g.players[v].cubes_removed = list(CUBES)
    assert {c: g.top_amount(v, c) for c in CUBES} == {c: n + 1 for c, n in base.items()}
    with pytest.raises(ValueError):
        g.top_amount(v, "nonsense")


@pytest.mark.parametrize("seed", [3, 11, 19])
def test_s9_column_cost_and_coins_are_what_the_bottom_action_takes_and_pays(seed: int) -> None:
    checked = 0
    for before, action, after in _play(seed):
        kind = str(action["kind"])
        if kind not in COLUMNS or action.get("requisition") is not None:
            continue
        s = before.to_move
        res = COLUMN_RESOURCE[kind]
        assert before.can_pay_column(s, kind)
        stand_in = action.get("stores")  # Common Stores: one of another type pays for one
        assert (_board_total(before, res) - _board_total(after, res)
                == before.column_cost(s, kind) - (1 if stand_in else 0))
        if stand_in:
            assert _board_total(before, stand_in) - _board_total(after, stand_in) == 1
        recruit = 1 if kind == "deploy" and kind in after.players[s].recruits else 0
        if kind == "conscript" and action.get("bonus") == "coins":
            checked += 1  # the recruit's one-time bonus pays coins too (S9.7)
            continue
        assert (after.players[s].coins - before.players[s].coins
                == before.column_coins(s, kind) + recruit)
        assert ONGOING["deploy"] == "coins"
        checked += 1
    assert checked >= 1


@pytest.mark.parametrize("seed", [3, 11])
def test_s16_2_score_parts_add_up_to_the_scores(seed: int) -> None:
    for _before, _action, after in _play(seed)[::25]:
        scores = after.scores()
        for s in range(after.n):
            sp = after.score_parts(s)
            sc = scores[str(s)]
            assert sp.total == sc["total"]
            assert (sp.coins, sp.structure_bonus, sp.stars, sp.territories,
                    sp.resource_pairs, sp.tier) == (
                sc["coins"], sc["structure_bonus"], sc["stars"], sc["territories"],
                sc["resource_pairs"], sc["tier"])
            assert (sp.star_value, sp.territory_value, sp.pair_value) == (
                (3, 2, 1), (4, 3, 2), (5, 4, 3))[sp.tier - 1]


def test_s12_3_shortfall_is_what_an_option_lacks_and_matches_the_legal_options() -> None:
    g = game()
    v = seat(g, "veldmark")
    p = g.players[v]
    p.coins, p.power, p.popularity = 1, 3, 0
    assert g.shortfall(v, [{"coins": 2}]) == {"coins": 1}
    assert g.shortfall(v, [{"coins": 1}, {"power": 3}]) == {}
    assert g.shortfall(v, [{"coins": 1}, {"coins": 1}, {"popularity": 2}]) == {
        "coins": 1, "popularity": 2}
