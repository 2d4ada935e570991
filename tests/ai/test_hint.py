"""Issue 17: the hint (Hard's choice, a reason with the engine's exact odds, the win
chance) and the win chance itself."""

from __future__ import annotations

from typing import Any

import pytest

from pocket_tactics_app.ai import winchance
from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.ai.hint import Hint, Reason, hint, percent, reason_for
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.odds import assault_odds
from pocket_tactics_app.engine.position import from_json

CAT = default_catalog()


def position(units: list[dict[str, Any]], control: list[dict[str, Any]],
             water: tuple[tuple[int, int], ...] = ()) -> Game:
    tiles = []
    for r, qs in ((0, range(-3, 4)), (1, range(-3, 3))):
        for q in qs:
            t: dict[str, Any] = {"at": [q, r],
                                 "terrain": "water" if (q, r) in water else "wasteland"}
            feature = {(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"}.get((q, r))
            if feature:
                t["feature"] = feature
            tiles.append(t)
    data = {"format": "pocket-tactics/position@1", "point_limit": 50, "tiles": tiles,
            "units": units, "reserve": [], "control": control, "to_move": 0}
    return from_json(data, CAT, seed=11)


def duel() -> Game:
    """a1 can attack b1 at once; each side holds its home colony."""
    return position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 1]},
               {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]},
               {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [3, 0], "owner": 1}])


def test_r6_attack_reason_quotes_the_engines_exact_odds() -> None:
    g = duel()
    attack = Action("attack", unit="a1", target="b1")
    assert attack in g.legal_actions()
    odds = assault_odds(g, "a1", "b1")
    reason = reason_for(g, attack)
    assert reason.defeat == pytest.approx(float(odds.target_defeated))
    assert reason.lose == pytest.approx(float(odds.attacker_defeated))
    assert reason.text() == (f"attack: {round(odds.target_defeated * 100)}% to defeat, "
                             f"{round(odds.attacker_defeated * 100)}% to lose the unit")


def test_hint_is_hards_choice_with_its_reason_and_win_chance() -> None:
    g = duel()
    h = hint(g, budget=600, seed=5)
    assert isinstance(h, Hint)
    action, reason, chance = h  # a plain (action, reason, win chance) triple too
    assert action in g.legal_actions()
    assert action == make_agent("hard", 5, budget=600).choose(g.clone(reseed=5))
    assert reason == reason_for(g, action).text() and reason
    assert chance == pytest.approx(winchance.win_chance(g, 0))
    assert hint(g, budget=600, seed=5) == h  # same position, budget, seed: same hint


def test_r4_5_a_move_through_water_names_its_chance_to_pass() -> None:
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [-1, 0]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [3, 0], "owner": 1}], water=((-1, 1),))
    move = next(a for a in g.legal_actions() if a.kind == "move" and a.path == ((-1, 1),))
    r = reason_for(g, move)
    assert r.pass_tests is not None and 0 < r.pass_tests < 1
    assert f"{percent(r.pass_tests)} to pass the hazard test" in r.text()
    onto = next(a for a in g.legal_actions() if a.kind == "move" and a.path[-1] == (0, 0))
    assert reason_for(g, onto).text() == "move: takes the Badlands"


def test_r11_2_a_move_that_wins_says_so() -> None:
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [2, 0]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [-2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                 {"at": [3, 0], "owner": 1}])
    win = next(a for a in g.legal_actions() if a.kind == "move" and a.path[-1] == (3, 0))
    assert reason_for(g, win) == Reason("move", takes="Colony", wins=1.0)
    assert reason_for(g, win).text() == "move: wins the game"


def test_win_chance_is_a_probability_that_adds_up_and_follows_material() -> None:
    g = duel()
    p0, p1 = winchance.win_chance(g, 0), winchance.win_chance(g, 1)
    assert 0.0 < p0 < 1.0 and p0 + p1 == pytest.approx(1.0)
    stronger = position(
        units=[{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
               {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 1]},
               {"id": "a3", "card": "cyber-grunt", "owner": 0, "at": [-2, 1]},
               {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [3, 0], "owner": 1}])
    assert winchance.win_chance(stronger, 0) > p0


def test_win_chance_of_a_finished_game_is_its_result() -> None:
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [2, 0]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [-2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                 {"at": [3, 0], "owner": 1}])
    g.apply(Action("move", unit="a1", path=((3, 0),)))
    assert g.winner == 0
    assert (winchance.win_chance(g, 0), winchance.win_chance(g, 1)) == (1.0, 0.0)
    with pytest.raises(ValueError):
        hint(g)


def test_r11_2_a_win_in_one_threat_carries_into_the_win_chance() -> None:
    """Holding two features of three with the third in reach, the side to move wins at
    once: its chance is the threat's (certain here), whatever the evaluation says."""
    g = position(
        units=[{"id": "a1", "card": "cyber-grunt", "owner": 0, "at": [2, 0]},
               {"id": "b1", "card": "cyber-grunt", "owner": 1, "at": [-2, 1]}],
        control=[{"at": [-3, 0], "owner": 0}, {"at": [0, 0], "owner": 0},
                 {"at": [3, 0], "owner": 1}])
    p = winchance.parts(g, 0)
    assert p.threat == pytest.approx(1.0) and p.threat_mine
    assert winchance.win_chance(g, 0) == pytest.approx(1.0)
    assert winchance.win_chance(g, 1) == pytest.approx(0.0)
