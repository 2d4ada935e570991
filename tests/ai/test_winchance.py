"""The win chance's model (``ai/winchance.py``): a logistic regression on the position's
terms mixed with the certain results (R11.2 threat, R11.3 verdict)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from pocket_tactics_app.ai import winchance, winchance_weights
from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.ai.winchance import Term
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.kinds import Phase
from pocket_tactics_app.engine.position import from_json

from .helpers import line_map

CAT = default_catalog()


def position(extra: dict[str, Any] | None = None, where: str = "reserve", clock: int = 0,
             turn: int = 10, to_move: int = 0) -> Game:
    """Each side holds its home colony; the badlands between them is free. ``extra``: a
    unit more, in the reserve or on the map far from the fighting."""
    units: list[dict[str, Any]] = [
        {"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-2, 0]},
        {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 0]},
        {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [2, 0]},
        {"id": "b2", "card": "mytoan-spore-guard", "owner": 1, "at": [3, 0]}]
    reserve: list[dict[str, Any]] = []
    if extra is not None and where == "map":
        units.append({**extra, "at": [-3, 1]})
    elif extra is not None:
        reserve.append(extra)
    tiles = line_map({(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"})
    data = {
        "format": "pocket-tactics/position@1", "point_limit": 50, "tiles": tiles,
        "units": units, "reserve": reserve,
        "control": [{"at": [3, 0], "owner": 1}, {"at": [-3, 0], "owner": 0}],
        "to_move": to_move, "turn_limit": 40, "turns_without_defeat": clock, "turn": turn,
    }
    return from_json(data, CAT, seed=11)


def played_positions(plies: int = 60) -> list[Game]:
    """Positions in play of a game between two random agents."""
    setup = make_setup(CAT, 50, 4242, 0)
    g = Game.new(setup, CAT)
    agents = (make_agent("random", 1), make_agent("random", 2))
    out: list[Game] = []
    while not g.is_over() and len(out) < plies:
        if g.phase == Phase.PLAY and g.pending is None:
            out.append(g.clone())
        g.apply(agents[g.current_player()].choose(g))
    return out


def test_the_fitted_weights_load_one_finite_weight_per_term() -> None:
    assert set(winchance.WEIGHTS) == set(Term)
    assert all(math.isfinite(v) for v in winchance.WEIGHTS.values())
    assert winchance.WEIGHTS == winchance.load_weights(winchance_weights.WEIGHTS)
    partial = dict(winchance_weights.WEIGHTS)
    del partial["map"]
    with pytest.raises(ValueError, match="'map'"):
        winchance.load_weights(partial)
    with pytest.raises(ValueError, match="unknown"):
        winchance.load_weights({**winchance_weights.WEIGHTS, "luck": 1.0})


def test_the_two_players_chances_add_up_to_one_and_every_term_changes_sign() -> None:
    games = played_positions()
    assert len(games) >= 20
    for g in games:
        t0, t1 = winchance.terms(g, 0), winchance.terms(g, 1)
        assert all(t0[k] == pytest.approx(-t1[k]) for k in Term)
        p0, p1 = winchance.win_chance(g, 0), winchance.win_chance(g, 1)
        assert 0.0 < p0 < 1.0
        assert p0 + p1 == pytest.approx(1.0)


def test_material_features_and_the_clock_lead_weigh_for_their_side() -> None:
    w = winchance.WEIGHTS
    for term in (Term.MAP, Term.RESERVE, Term.FEATURES, Term.ALL_BUT_ONE, Term.CLOCK_LEAD):
        assert w[term] > 0, term


@pytest.mark.parametrize("where", ["reserve", "map"])
def test_win_chance_rises_with_a_unit_more_and_falls_for_the_other(where: str) -> None:
    base = position()
    more = position(extra={"id": "a9", "card": "cyber-grunt", "owner": 0}, where=where)
    assert winchance.win_chance(more, 0) > winchance.win_chance(base, 0)
    assert winchance.win_chance(more, 1) < winchance.win_chance(base, 1)


def test_r11_3_clock_a_finished_game_is_worth_its_result_a_draw_half() -> None:
    """Features held equally, the turn limit reached with no defeat: a draw."""
    g = position(clock=39)
    move = next(a for a in g.legal_actions() if a.kind == "move" and a.unit == "a1")
    g.apply(move)
    assert g.is_over() and g.winner == "draw"
    assert (winchance.win_chance(g, 0), winchance.win_chance(g, 1)) == (0.5, 0.5)


def test_r11_3_clock_the_verdict_at_the_limit_weighs_in_as_it_nears() -> None:
    """Ahead on features, the chance grows towards the limit's verdict (a win) as the
    turns without a defeat run up, and the other's shrinks by as much."""
    early = position(clock=0)
    early.control[(0, 0)] = 0
    late = position(clock=38)
    late.control[(0, 0)] = 0
    assert winchance.parts(late, 0).limit_result == 1.0
    assert winchance.win_chance(late, 0) > winchance.win_chance(early, 0)
    assert winchance.win_chance(late, 0) + winchance.win_chance(late, 1) == pytest.approx(1.0)


def test_no_chance_during_the_setup() -> None:
    g = Game.new(make_setup(CAT, 50, 4242, 0), CAT)
    assert not winchance.in_play(g)
    agents = (make_agent("random", 1), make_agent("random", 2))
    while g.phase != Phase.PLAY:
        assert not winchance.in_play(g)
        g.apply(agents[g.current_player()].choose(g))
    assert winchance.in_play(g)
