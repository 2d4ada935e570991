"""Setup with purpose (issue 17): R2.5-R2.7 chosen by play-outs and the map's value at
Normal and Hard, Easy unchanged; deterministic given seed and budget; warm-up."""

from __future__ import annotations

import random

from pocket_tactics_app.ai.agents import SearchAgent, make_agent
from pocket_tactics_app.ai.setup_play import SetupPlanner, map_value, route_length
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.ai.warm import warm_up
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game

CAT = default_catalog()


def play_setup(level: str, seed: int, budget: int | None = None) -> tuple[Game, list[Action]]:
    g = Game.new(make_setup(CAT, 50, 5, 0), CAT)
    agents = (make_agent(level, seed, budget), make_agent(level, seed + 1, budget))
    actions: list[Action] = []
    while g.phase != "play":
        a = agents[g.current_player()].choose(g)
        assert a in g.legal_actions()
        g.apply(a)
        actions.append(a)
    return g, actions


def test_r2_5_to_r2_7_setup_is_deterministic_given_seed_and_budget() -> None:
    for level in ("normal", "hard"):
        first = play_setup(level, 3, budget=300)[1]
        assert play_setup(level, 3, budget=300)[1] == first


def test_r2_5_easy_keeps_its_random_setup_normal_and_hard_plan() -> None:
    rollouts = {}
    for level in ("easy", "normal", "hard"):
        agent = make_agent(level, 1)
        assert isinstance(agent, SearchAgent)
        rollouts[level] = agent.setup_rollouts
    assert rollouts["easy"] == 0 < rollouts["normal"] <= rollouts["hard"]


def test_r2_6_the_chosen_home_is_the_one_the_map_values_most() -> None:
    """Every allowed home is tried with the rest of the setup played out; the choice has
    the best value of them (the planner is not ignoring its own judgement)."""
    g = Game.new(make_setup(CAT, 50, 8, 1), CAT)
    agents = (make_agent("normal", 1), make_agent("normal", 2))
    while g.phase == "tiles":
        g.apply(agents[g.current_player()].choose(g))
    me = g.current_player()
    legal = g.legal_actions()
    planner = SetupPlanner(random.Random(4), 3000)
    choice = planner.choose(g, legal)
    values = {}
    for a in legal:
        h = g.clone(reseed=1)
        h.apply(a)
        values[a] = planner._finish(h, me, random.Random(0))
    assert values[choice] == max(values.values())


def test_map_value_is_zero_sum_and_water_lengthens_a_route() -> None:
    g, _ = play_setup("normal", 7, budget=300)
    assert map_value(g, 0) == -map_value(g, 1)
    assert g.central is not None
    for h in g.tiles:
        assert route_length(g, h, g.central, 3) >= route_length(g, h, g.central, 1)


def test_warm_up_fills_the_odds_caches_and_respects_its_time_limit() -> None:
    from pocket_tactics_app.ai.odds import _exact_odds, comparison_odds

    def calls() -> tuple[int, int]:
        """(hits, misses) of the two caches warmed: the exact odds and the estimate's."""
        e, c = _exact_odds.cache_info(), comparison_odds.cache_info()
        return e.hits + c.hits, e.misses + c.misses

    g, _ = play_setup("easy", 2)
    assert warm_up(g, time_limit=0.0) <= 1
    n = warm_up(g, time_limit=60.0)
    assert n > 0
    hits, misses = calls()
    again = warm_up(g, time_limit=60.0)  # as far at least, now from the cache
    assert again >= n
    new_hits, new_misses = calls()
    assert new_hits - hits >= n  # every comparison and assault warmed came from the cache
    assert (new_hits - hits) + (new_misses - misses) == again  # one lookup each


def test_r2_5_a_time_limit_cuts_the_tile_play_outs_to_one_round() -> None:
    g = Game.new(make_setup(CAT, 50, 6, 0), CAT)
    legal = g.legal_actions()
    capped = SetupPlanner(random.Random(1), 10**6, rollouts=8, time_limit=0.0)
    assert capped.choose(g, legal) in legal
    full = SetupPlanner(random.Random(1), 10**6, rollouts=8)
    full.choose(g, legal)
    assert 0 < capped.spent < full.spent
