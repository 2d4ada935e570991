"""The Easy, Normal and Hard computer players (issue 16): fair about secrets (S17.1-S17.3),
combat commits under uncertainty, the game-ending star only when ahead, determinism by
seed and budget, a wall-clock cap, and legal play for 2-5 players."""

from __future__ import annotations

import random
import time

import pytest

from pocket_tactics_app.furrow.ai.agents import LEVELS, PLAY_TIME_LIMITS, make_agent
from pocket_tactics_app.furrow.ai.combat import choose_commit
from pocket_tactics_app.furrow.ai.planner import PlannerAgent
from pocket_tactics_app.furrow.engine.game import Action, Game, Turn, new_game
from pocket_tactics_app.furrow.engine.position import view_json

from . import invariants
from .helpers import put

LEVELS_UNDER_TEST = ("easy", "normal", "hard")


def scrambled(g: Game, seat: int, salt: int) -> Game:
    """The same position as ``seat`` sees it, with every value hidden from it changed: the
    other hands and unrevealed objectives, the deck order, the seed and forced draws."""
    h = g.clone()
    rng = random.Random(salt)
    for p in h.players:
        if p.seat == seat:
            continue
        p.hand = [rng.choice((2, 3, 4, 5)) for _ in p.hand]
        spare = sorted(o for o in h.content.objectives
                       if o not in g.players[seat].objectives and o not in p.objectives)
        p.objectives = [o if o in p.objectives_revealed else spare[rng.randrange(len(spare))]
                        for o in p.objectives]
    h.seed = 1000 + salt
    h.rng = random.Random(h.seed)
    h._combat_pile = None
    h._encounter_pile = None
    h.draws = [{"deck": "encounter", "card": sorted(set(h.content.encounters)
                                                     - set(h.encounters_used))[salt % 5]}]
    assert view_json(h, seat) == view_json(g, seat)
    return h


def positions(players: int, seed: int, every: int = 9, limit: int = 6) -> list[Game]:
    """Positions from a game between Normal players, at decisions of many kinds."""
    g = new_game(players=players, seed=seed, round_limit=40)
    agents = [make_agent("normal", seed + s) for s in range(players)]
    out: list[Game] = []
    steps = 0
    while not g.over and len(out) < limit:
        s = g.deciders()[0]
        g.apply(agents[s](g, s))
        steps += 1
        if steps % every == 0 and not g.over:
            out.append(g.clone())
    return out


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_s17_3_same_view_same_decision_whatever_the_hidden_values(level: str) -> None:
    for g in positions(3, 11):
        seat = g.deciders()[0]
        decisions = []
        for salt in range(3):
            h = g if salt == 0 else scrambled(g, seat, salt)
            decisions.append(make_agent(level, 5)(h, seat))
        assert decisions[0] == decisions[1] == decisions[2]


def fight(defender_power: int = 5, defender_cards: int = 2) -> Game:
    """Veldmark's character attacks Ember's mech at [1,-3] (S10.1); both commit next."""
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.m1", (1, -3))
    g.players[1].mech_abilities = ["stride"]
    g.players[0].power, g.players[0].hand = 6, [3, 4]
    g.players[1].power = defender_power
    g.players[1].hand = [2] * defender_cards
    g.to_move = 0
    move = next(i + 1 for i, c in enumerate(g.mat(0).columns) if c.top == "move")
    g.turn = Turn(move, "top")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    if g.phase() == "move":
        g.apply({"kind": "end_move"})
    assert g.phase() == "commit"
    return g


def test_s17_2_ai_commit_identical_whatever_the_human_commits() -> None:
    for level in LEVELS_UNDER_TEST:
        g = fight()
        first = make_agent(level, 3)(g, 1)  # the AI (defender) commits first
        for human in ({"power": 0, "cards": []}, {"power": 6, "cards": [4]},
                      {"power": 2, "cards": [3]}):
            h = g.clone()
            # the human has committed before the AI: sealed, it must change nothing
            h.apply({"kind": "commit", "player": 0, **human})
            assert make_agent(level, 3)(h, 1) == first
            # the AI commits first, then the human: the AI's commit is what was sealed
            k = g.clone()
            k.apply(first)
            k.apply({"kind": "commit", "player": 0, **human})
        assert first["kind"] == "commit" and first["player"] == 1


def test_s10_5_commit_weighs_the_opponent_public_strength() -> None:
    """The dial and cards depend on what the other may hold (power, hand size), not on a
    fixed rule: against a player with nothing, little is spent; against a strong one
    more, or nothing when the fight is lost anyway."""
    weak = fight(defender_power=0, defender_cards=0)
    d_weak, c_weak = choose_commit(weak, 0, random.Random(1), 24)
    strong = fight(defender_power=7, defender_cards=1)
    d_strong, c_strong = choose_commit(strong, 0, random.Random(1), 24)
    assert d_weak + sum(c_weak) < d_strong + sum(c_strong)
    assert d_weak + sum(c_weak) >= 0
    # the defender against an attacker it cannot beat spends at most a token for the
    # consolation card (S10.9)
    hopeless = fight(defender_power=0, defender_cards=1)
    hopeless.players[0].power = 7
    d, cards = choose_commit(hopeless, 1, random.Random(2), 24)
    assert d <= 1


def ending_position(my_coins: int, other_coins: int) -> Game:
    """Seat 0 has 5 stars and may reveal an objective for the 6th, which ends the game."""
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    p = g.players[0]
    p.stars = ["upgrades", "mechs", "structures", "recruits", "workers"]
    p.objectives = ["obj-10", "obj-01"]
    p.hand = [2, 2, 3, 3, 4]  # obj-10: hand >= 5
    p.coins, p.popularity = my_coins, 8
    g.players[1].coins, g.players[1].popularity = other_coins, 8
    g.to_move = 0
    g.turn = Turn(2, "objective")
    assert {"kind": "objective", "card": "obj-10"} in g.legal()
    return g


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_s16_1_sixth_star_only_when_ahead(level: str) -> None:
    ahead = ending_position(60, 10)
    assert make_agent(level, 1)(ahead, 0) == {"kind": "objective", "card": "obj-10"}
    behind = ending_position(0, 90)
    assert make_agent(level, 1)(behind, 0) == {"kind": "end_turn"}


def play(levels: list[str], seed: int, limit: int, check: bool = False) -> tuple[Game,
                                                                                list[Action]]:
    g = new_game(players=len(levels), seed=seed, round_limit=limit)
    agents = [make_agent(level, seed * 7 + i) for i, level in enumerate(levels)]
    actions: list[Action] = []
    while not g.over:
        s = g.deciders()[0]
        a = agents[s](g, s)
        g.apply(a)  # an illegal choice would raise here
        actions.append(a)
        if check and len(actions) % 5 == 0:
            invariants.check(g)
    return g, actions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_plays_legally_for_2_to_5_players(players: int) -> None:
    levels = [LEVELS_UNDER_TEST[i % 3] for i in range(players)]
    g, _ = play(levels, 40 + players, limit=6, check=True)
    assert g.over


def test_deterministic_by_seed_and_budget() -> None:
    a = play(["hard", "normal"], 3, limit=5)[1]
    b = play(["hard", "normal"], 3, limit=5)[1]
    assert a == b
    g = positions(2, 8, limit=1)[0]
    seat = g.deciders()[0]
    small = [PlannerAgent("normal", 4, budget=40)(g.clone(), seat) for _ in range(2)]
    assert small[0] == small[1]


def test_wall_clock_cap_for_the_app() -> None:
    assert set(PLAY_TIME_LIMITS) >= set(LEVELS)
    # the searching levels are capped at 2 s at most; random and greedy do not search
    for level in ("easy", "normal", "hard"):
        limit = PLAY_TIME_LIMITS[level]
        assert limit is not None and 0 < limit <= 2.0, level
    assert PLAY_TIME_LIMITS["random"] is None and PLAY_TIME_LIMITS["greedy"] is None
    g = positions(4, 21, limit=1)[0]
    seat = g.deciders()[0]
    agent = make_agent("hard", 1, budget=10**9, time_limit=0.3)
    t0 = time.perf_counter()
    action = agent(g, seat)
    assert time.perf_counter() - t0 < 1.5
    g.apply(action)


@pytest.mark.slow
def test_normal_games_end_by_stars_with_a_working_economy() -> None:
    """Two Normal players: the game ends by a 6th star (S16.1), not the round limit, and
    each player has put workers, mechs, structures or recruits into play (no stall)."""
    g, _ = play(["normal", "normal"], 5, limit=80)
    assert g.end_reason == "six_stars"
    for s in range(2):
        p = g.players[s]
        assert g.workers_in_play(s) >= 4
        assert len(p.recruits) + g.mechs(s) + len(p.structures_built) + len(
            p.cubes_removed) >= 6


def test_simulate_takes_the_levels_and_a_budget(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from pocket_tactics_app.cli import main

    code = main(["furrow", "simulate", "--players", "3", "--ai", "easy,normal,hard",
                 "--games", "3", "--seed", "2", "--round-limit", "3", "--budget", "30"])
    res = json.loads(capsys.readouterr().out)
    assert code == 0 and set(res["levels"]) == {"easy", "normal", "hard"}
    assert {"median_rounds", "median_turns", "ended_by_stars"} <= set(res)
    assert res["ended_by_stars"] == 0.0 and res["median_rounds"] == 3
    assert main(["furrow", "simulate", "--ai", "expert"]) == 1
    assert "unknown level" in capsys.readouterr().err


def test_public_engine_entry_points_for_the_planner() -> None:
    """The AI reads the engine through public methods only (issue 16): ``hex_matches``
    (S18.3's hex filter) and ``next_turn_of`` (a look-ahead copy, not a move)."""
    g = new_game(players=2, seed=3)
    h = next(iter(g.board.terrain))
    assert g.hex_matches(None, h)
    assert g.hex_matches({"terrain": [g.board.terrain[h]]}, h)
    assert not g.hex_matches({"terrain": ["no_such_terrain"]}, h)
    other = (g.to_move + 1) % g.n
    before = view_json(g, 0)
    c = g.next_turn_of(other)
    assert c.to_move == other and c.turn is None and c.round == g.round
    assert view_json(g, 0) == before  # the original is untouched
    assert any(e["kind"] == "section" and e.get("player", other) == other for e in c.legal())


@pytest.mark.parametrize("players", [2, 4])
def test_hard_weighs_the_other_seat_fully_only_with_2_players(players: int) -> None:
    """With 2 players the game is zero-sum (S16.3: the most coins wins), so Hard weighs
    the other seat's estimate in full; with more it keeps the default share of the best
    other seat, since any one rival is only one of several (issue 16)."""
    from pocket_tactics_app.furrow.ai.evaluate import Weights, evaluate, plan, seat_value
    from pocket_tactics_app.furrow.ai.planner import LEVEL_CONFIG

    g = new_game(players=players, seed=9)
    w = LEVEL_CONFIG["hard"].weights
    plans = {s: plan(g, s, own=s == 0) for s in range(players)}
    cm = g.control_map()
    me = seat_value(g, 0, cm, w, plans[0])
    best = max(seat_value(g, s, cm, w, plans[s], own=False) for s in range(1, players))
    assert 0 < w.opponents == Weights().opponents < 1.0 and w.opponents_two == 1.0
    share = 1.0 if players == 2 else w.opponents
    assert evaluate(g, 0, w, plans) == pytest.approx(me - share * best)


@pytest.mark.parametrize("players", [2, 4])
def test_normal_and_easy_play_for_their_own_seat(players: int) -> None:
    """Issue 16, fifth pass: Normal, like Easy, does not weigh the other seats' estimates
    (its whole-turn search keeps its economy; Hard alone also plays against the best
    rival), so its value of a position is its own seat's value whatever the others'."""
    from pocket_tactics_app.furrow.ai.evaluate import evaluate, plan, seat_value
    from pocket_tactics_app.furrow.ai.planner import LEVEL_CONFIG

    g = new_game(players=players, seed=9)
    cm = g.control_map()
    for level in ("easy", "normal"):
        w = LEVEL_CONFIG[level].weights
        assert w.opponents == 0.0 and w.opponents_two is None
        plans = {s: plan(g, s, own=s == 0) for s in range(players)}
        assert evaluate(g, 0, w, plans) == pytest.approx(seat_value(g, 0, cm, w, plans[0]))


@pytest.mark.parametrize("players", [2, 4])
def test_evaluation_terms_sum_to_the_estimate_and_a_fit_weighs_them(players: int) -> None:
    """Issue 16, ninth pass: the estimate comes apart into named terms
    (benchmarks/furrow_fit.py fits weights to them); their sum is the estimate, a fit of
    ones is the estimate again, and a fit weighs each term as it says, more so as the game
    nears its end."""
    from dataclasses import replace

    from pocket_tactics_app.furrow.ai.evaluate import TERMS, plan, seat_value
    from pocket_tactics_app.furrow.ai.planner import LEVEL_CONFIG

    w = LEVEL_CONFIG["hard"].weights
    ones = replace(w, fit=tuple((t, 1.0, 0.0) for t in TERMS))
    games = positions(players, seed=31, every=60, limit=5)
    assert any(p.stars for g in games for p in g.players)  # the phase's part is tried
    for g in games:
        cm = g.control_map()
        phase = max(len(p.stars) for p in g.players) / 6
        for s in range(players):
            pl = plan(g, s, own=s == 0)
            terms: dict[str, float] = {}
            value = seat_value(g, s, cm, w, pl, s == 0, terms)
            assert set(terms) <= set(TERMS) and "coins" in terms
            assert sum(terms.values()) == pytest.approx(value)
            assert seat_value(g, s, cm, ones, pl, s == 0) == pytest.approx(value)
            more = replace(w, fit=tuple((t, 1.0, 0.0) if t != "coins" else (t, 2.0, 4.0)
                                        for t in TERMS))
            assert seat_value(g, s, cm, more, pl, s == 0) == pytest.approx(
                value + (1.0 + 4.0 * phase) * g.players[s].coins)


def deciding_fight(star_seat: int, star_coins: int, other_coins: int) -> Game:
    """:func:`fight` in which ``star_seat`` has 5 stars and no combat star, so winning this
    combat places its 6th and ends the game (S10.10, S16.1), with the coins given."""
    g = fight(defender_power=7, defender_cards=2)
    g.players[star_seat].stars = ["upgrades", "mechs", "structures", "recruits", "workers"]
    g.players[star_seat].coins = star_coins
    g.players[1 - star_seat].coins = other_coins
    return g


def test_s16_1_hard_does_not_win_a_combat_that_ends_the_game_behind() -> None:
    """The defender's win would be its 6th star while it trails by 80 coins: Hard commits
    nothing (the game goes on); without the end in view it fights for the combat star."""
    g = deciding_fight(star_seat=1, star_coins=0, other_coins=80)
    assert choose_commit(g, 1, random.Random(4), 24, endgame=True) == (0, [])
    plain = choose_commit(g, 1, random.Random(4), 24)
    assert plain[0] + sum(plain[1]) > 0
    hard = make_agent("hard", 3)(g, 1)
    assert (hard["power"], hard["cards"]) == (0, [])


def test_s16_1_hard_spends_everything_to_stop_a_win_that_ends_the_game() -> None:
    """The attacker's win would be its 6th star with it ahead by 80: Hard, defending, dials
    all it may and plays every card it may (the other levels weigh only the combat)."""
    g = deciding_fight(star_seat=0, star_coins=80, other_coins=0)
    power, cards = choose_commit(g, 1, random.Random(4), 24, endgame=True)
    limit = 1  # one mech on the hex: one card (S10.5)
    assert power == min(7, g.players[1].power)
    assert cards == sorted(g.players[1].hand, reverse=True)[:limit]
    hard = make_agent("hard", 3)(g, 1)
    assert hard["power"] == power and sorted(hard["cards"]) == sorted(cards)


def test_s16_1_hard_takes_a_combat_that_ends_the_game_ahead() -> None:
    """The defender's win would be its 6th star with it ahead: worth the whole game, so Hard
    commits at least as much as for an ordinary combat star."""
    g = deciding_fight(star_seat=1, star_coins=80, other_coins=0)
    power, cards = choose_commit(g, 1, random.Random(4), 24, endgame=True)
    plain = choose_commit(g, 1, random.Random(4), 24)
    assert power + sum(cards) >= plain[0] + sum(plain[1])
    assert power + sum(cards) > 0
