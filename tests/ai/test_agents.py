"""Computer opponents (issue 5): tactics on hand-built positions, legality, determinism."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pocket_tactics_app.ai.agents import (
    LEVELS,
    ExpectimaxAgent,
    HardAgent,
    make_agent,
    random_army,
)
from pocket_tactics_app.ai.chance import expand
from pocket_tactics_app.ai.evaluate import DEFAULT_WEIGHTS, Weights, evaluate
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game, GameSetup, validate_setup
from pocket_tactics_app.engine.position import from_json

from .helpers import line_map

CAT = default_catalog()


def position(units: list[dict[str, Any]], control: list[dict[str, Any]],
             reserve: list[dict[str, Any]] | None = None) -> Game:
    data = {
        "format": "pocket-tactics/position@1", "point_limit": 50,
        "tiles": line_map({(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"}),
        "units": units, "reserve": reserve or [], "control": control, "to_move": 0,
    }
    return from_json(data, CAT, seed=11)


def test_r11_1_hard_takes_the_capture_that_wins() -> None:
    """Capturing the opponent's last unit leaves them no legal action (R11.1)."""
    g = position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [2, 1]},
               {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [-3, 0], "owner": 1}])
    for seed in range(3):
        action = make_agent("hard", seed, budget=3000).choose(g)
        assert action == Action("attack", unit="a1", target="b1")


def test_r11_2_hard_takes_the_last_feature() -> None:
    """Ending a move on the last feature the player lacks wins at once (R11.2)."""
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [-2, 0]},
               {"id": "a2", "card": "cyber-commando", "owner": 0, "at": [1, 1]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [2, 1]},
               {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [-3, 1]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                 {"at": [-3, 0], "owner": 1}])
    action = make_agent("hard", 1, budget=3000).choose(g)
    assert action.kind == "move" and action.unit == "a1" and action.path[-1] == (-3, 0)
    g.apply(action)
    assert g.winner == 0


def test_r11_2_hard_keeps_the_blocker_that_prevents_a_loss() -> None:
    """The opponent holds two of three features and stands beside the third, which the
    agent's unit occupies: moving or withdrawing that unit loses at once."""
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [3, 0]},
               {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-1, 1]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [2, 0]},
               {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [-3, 1]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [0, 0], "owner": 1},
                 {"at": [-3, 0], "owner": 1}])
    losing = [a for a in g.legal_actions()
              if a.unit == "a1" and a.kind in ("move", "withdraw")]
    assert losing, "the position must offer the losing moves"
    for seed in range(3):
        action = make_agent("hard", seed, budget=3000).choose(g)
        assert action not in losing


def test_chance_outcomes_sum_to_one() -> None:
    g = position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [-3, 0], "owner": 1}])
    for a in g.legal_actions():
        exp = expand(g, a, seed=3)
        assert abs(sum(p for p, _ in exp.outcomes) - 1) < 1e-9
        for _, out in exp.outcomes:
            assert out.pending is None


def test_r1_1_choose_army_is_legal() -> None:
    rng = random.Random(5)
    for level in LEVELS:
        agent = make_agent(level, 3)
        for limit in (30, 50, 100):
            ps = agent.choose_army(CAT, limit, rng)
            assert len(ps.tiles) == 6
            validate_setup(GameSetup((ps, random_army(CAT, limit, rng)), point_limit=limit),
                           CAT)
            assert sum(CAT.units[u].points for u in ps.units) > limit - 6


def test_unknown_level_is_an_error() -> None:
    with pytest.raises(ValueError):
        make_agent("grandmaster", 0)


def test_r6_5_estimated_odds_match_the_engine_without_rerolls() -> None:
    """With no re-rolls the estimate is exact: it must agree with engine.odds."""
    from pocket_tactics_app.ai.odds import assault_outcomes

    g = position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [-3, 0], "owner": 1}])
    a1, b1 = g.units["a1"], g.units["b1"]
    est, reply = assault_outcomes(g, a1, b1, exact=False)
    exact, reply2 = assault_outcomes(g, a1, b1, exact=True)
    assert reply and reply2
    for x, y in zip((est.target_only, est.attacker_only, est.both, est.neither),
                    (exact.target_only, exact.attacker_only, exact.both, exact.neither),
                    strict=True):
        assert abs(x - y) < 1e-9


def test_r6_4_estimated_odds_follow_the_reroll_order_of_the_revision() -> None:
    """R6.4 [rev. 2]: Grunt against Grunt with a supporter each. The attacker re-rolls
    first and cannot answer the defender, so its chance to defeat the target is lower
    than when the two alternated (revision 1): the AI's estimate moves the same way as
    the engine's exact odds, and the exact odds are the engine's for each revision."""
    from pocket_tactics_app.ai.odds import assault_outcomes

    tiles = [{"at": [q, r], "terrain": "wasteland"} for q in range(-1, 4) for r in range(-1, 2)]
    data = {"format": "pocket-tactics/position@1", "point_limit": 100, "tiles": tiles,
            "units": [{"id": "x", "card": "cyber-grunt", "owner": 0, "at": [0, 0]},
                      {"id": "y", "card": "cyber-grunt", "owner": 1, "at": [1, 0]},
                      {"id": "s", "card": "cyber-grunt", "owner": 0, "at": [-1, 0]},
                      {"id": "t", "card": "cyber-grunt", "owner": 1, "at": [2, 0]}],
            "to_move": 0}
    defeats: dict[tuple[int, bool], float] = {}
    for rules in (1, 2):
        g = from_json(data, default_catalog(), rules=rules)
        for exact in (False, True):
            o, _ = assault_outcomes(g, g.units["x"], g.units["y"], exact=exact)
            defeats[rules, exact] = o.target_only + o.both
    for exact in (False, True):
        assert defeats[2, exact] < defeats[1, exact] - 0.01, defeats


def test_r11_2_hard_values_a_threat_to_take_the_last_feature() -> None:
    """Player 0 holds two of three features and, to move, can step onto the third:
    Hard's leaf value counts that as (nearly) won; the bare evaluation does not."""
    from pocket_tactics_app.ai.evaluate import WIN, evaluate

    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [-2, 0]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [2, 1]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                 {"at": [-3, 0], "owner": 1}])
    hard = make_agent("hard", 1)
    assert isinstance(hard, HardAgent)
    assert evaluate(g, 0) < WIN / 2
    # as a chance to win (Hard's search) ...
    assert hard.value(g, 0) > 0.99 and hard.is_win(hard.value(g, 0))
    assert hard.value(g, 1) < 0.01
    assert not hard.is_win(hard.chance(evaluate(g, 0, hard.search_weights)))
    # ... and in points (``win_prob_slope = 0``)
    hard.win_prob_slope = 0.0
    assert hard.value(g, 0) > WIN / 2 and hard.is_win(hard.value(g, 0))
    assert hard.value(g, 1) < -WIN / 2


def test_r11_3_hard_values_the_turn_limit_by_features() -> None:
    """R11.3 [rev. 2]: the closer the count of turns without a defeat is to the limit,
    the more Hard's value follows what the limit will decide: player 0 holds two
    features to one, so its value rises towards a win; with the features even it falls
    towards the draw. Under revision 1 (old saves) every lead fell towards the draw."""
    from pocket_tactics_app.ai.evaluate import evaluate

    def game(control: list[dict[str, object]]) -> Game:
        return position(
            units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [2, 0]},
                   {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 1]}],
            control=control)

    for slope in (HardAgent.win_prob_slope, 0.0):  # chances, then points
        hard = make_agent("hard", 1)
        assert isinstance(hard, HardAgent)
        hard.win_prob_slope = slope
        draw = 0.5 if slope else 0.0
        win = 1.0 if slope else 10_000.0
        ahead = game([{"at": [3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                      {"at": [-3, 0], "owner": 1}])
        fresh = hard.value(ahead, 0)
        # 40 turns to go: the limit's verdict weighs 0.85**40 (0.15%) of a win.
        e = evaluate(ahead, 0, hard.search_weights or hard.weights)
        e = hard.chance(e) if slope else e
        assert e < fresh < e + 0.002 * win
        assert fresh > draw
        ahead.turns_without_defeat = 30
        assert hard.value(ahead, 0) > fresh
        assert hard.value(ahead, 1) - draw == pytest.approx(draw - hard.value(ahead, 0))
        ahead.rules = 1
        assert draw < hard.value(ahead, 0) < fresh

        even = game([{"at": [3, 0], "owner": 0}, {"at": [-3, 0], "owner": 1}])
        fresh_even = hard.value(even, 0)
        even.turns_without_defeat = 30
        assert abs(hard.value(even, 0) - draw) < abs(fresh_even - draw)


def test_hard_values_positions_by_the_chance_to_win() -> None:
    """Hard's leaves are chances to win: a finished game is 1, 0 or 1/2 (a sooner win a
    hair better), the evaluation goes through a rising curve that stays between 0 and 1,
    is 1/2 at an even position and is symmetric, and a lead keeps growing in worth."""
    hard = make_agent("hard", 1)
    assert isinstance(hard, HardAgent)
    assert hard.win_prob_slope > 0
    c = hard.chance
    assert c(0.0) == pytest.approx(0.5)
    assert c(25.0) + c(-25.0) == pytest.approx(1.0)
    pts = [-400.0, -80.0, -60.0, -10.0, 0.0, 10.0, 60.0, 80.0, 400.0]
    chances = [c(x) for x in pts]
    assert chances == sorted(chances) and len(set(chances)) == len(chances)
    assert 0.0 < chances[0] and chances[-1] < 1.0
    assert not hard.is_win(c(400.0))  # only a won game is a win
    assert hard.won_at(10) > hard.won_at(11) > 1.0 - 1e-4
    assert hard.is_win(hard.won_at(40))
    g = skirmish()
    v = hard.value(g, 0)
    assert 0.0 < v < 1.0
    assert hard.value(g, 1) == pytest.approx(1.0 - v, abs=1e-9)


def skirmish() -> Game:
    """Two units a side, one colony each, player 0 to move (10 legal actions)."""
    return position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [1, 1]},
               {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]},
               {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [2, 0]}],
        control=[{"at": [3, 0], "owner": 0}, {"at": [-3, 0], "owner": 1}])


def _expectimax(agent: Any, g: Game, me: int, depth: int) -> float:
    """Plain expectimax over turn actions and their exact chance outcomes, no cuts."""
    if depth == 0 or g.is_over() or g.pending is not None:
        return float(agent.value(g, me))
    vals = []
    for a in g.legal_actions():
        exp = expand(g, a, 1, exact=agent.exact_odds)
        vals.append(sum(p * _expectimax(agent, h, me, depth - 1) for p, h in exp.outcomes))
    return max(vals) if g.to_move == me else min(vals)


def test_hard_third_ply_matches_plain_expectimax() -> None:
    """Hard's third ply (with its cuts) picks the action a plain three-ply expectimax
    rates best, here a move the two-ply search ranks only sixth: stepping beside the
    opponent's colony, whose threat shows only once our answer is searched."""
    g = skirmish()
    hard = make_agent("hard", 3)
    assert isinstance(hard, ExpectimaxAgent)
    hard.deep_top = len(g.legal_actions())  # every action gets the third ply
    three = {a: sum(p * _expectimax(hard, h, 0, 2) for p, h in expand(g, a, 1, True).outcomes)
             for a in g.legal_actions()}
    two = {a: sum(p * _expectimax(hard, h, 0, 1) for p, h in expand(g, a, 1, True).outcomes)
           for a in g.legal_actions()}
    choice = hard.choose(g)
    assert three[choice] == pytest.approx(max(three.values()))
    assert sorted(two.values(), reverse=True).index(two[choice]) >= 5
    two_ply = make_agent("hard", 3)
    assert isinstance(two_ply, ExpectimaxAgent)
    two_ply.deep_top = 0
    assert two_ply.choose(g) != choice


def test_hard_deterministic_given_seed_and_budget() -> None:
    """Seed + position budget fix every choice, third ply included."""
    g = skirmish()
    runs = []
    for _ in range(2):
        hard = make_agent("hard", 9)
        runs.append((hard.choose(g.clone()), hard.last_positions))
    assert runs[0] == runs[1]


def test_hard_time_limit_caps_the_search() -> None:
    """With a wall-clock cap (interactive play) a huge budget still answers in time."""
    import time

    g = skirmish()
    hard = make_agent("hard", 2, budget=10**9, time_limit=0.05)
    t0 = time.perf_counter()
    action = hard.choose(g)
    # generous: one position and one evaluation past the deadline, on a loaded machine
    assert time.perf_counter() - t0 < 1.0
    assert action in g.legal_actions()


def test_r9_1_a_reserve_with_nowhere_to_deploy_costs_no_deploy() -> None:
    """A reserve whose player holds no feature cannot deploy (R9.1): the evaluation
    takes ``no_deploy`` per card point off it (by default half of ``in_reserve``)."""
    g = position([{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [1, 0]},
                  {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 1]}],
                 [{"at": [3, 0], "owner": 0}],
                 reserve=[{"id": "b2", "card": "cyber-grunt", "owner": 1}])
    base = evaluate(g, 0)
    assert evaluate(g, 0, Weights(no_deploy=2.0)) - base == pytest.approx(
        (2.0 - 0.85 * 0.5) * 8)


def test_hard_search_weights_leave_the_shared_evaluation_alone() -> None:
    """Hard searches with its own fitted weights; Easy, Normal and the win chance's
    calibration keep the shared defaults."""
    g = skirmish()
    hard = make_agent("hard", 1)
    assert isinstance(hard, HardAgent)
    assert hard.weights is DEFAULT_WEIGHTS
    assert hard.search_weights is not None and hard.search_weights != DEFAULT_WEIGHTS
    normal = make_agent("normal", 1)
    assert isinstance(normal, ExpectimaxAgent)
    assert normal.value(g, 0) == evaluate(g, 0)
    g.turns_without_defeat = 0
    assert hard.value(g, 0) != pytest.approx(evaluate(g, 0))
