"""One work bound for the exact odds whatever the cards: custom cards each within the
per-card limits whose "+1 to adjacent allies" effects stack give odds that say they are
approximate, within a node budget; every computer level keeps its wall-clock cap on them."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from pocket_tactics_app.ai.agents import PLAY_TIME_LIMITS, make_agent
from pocket_tactics_app.engine import odds
from pocket_tactics_app.engine.cards import Catalog, load_catalog, shipped_cards_dir
from pocket_tactics_app.engine.decision_rule import plan_bumps
from pocket_tactics_app.engine.odds import MAX_NODES, AssaultSpec, assault_odds, odds_for
from tests.engine.helpers import BANNER, crowded


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    folder: Path = tmp_path_factory.mktemp("cards")
    (folder / "banner.yaml").write_text(BANNER, encoding="utf-8")
    cat = load_catalog([shipped_cards_dir(), folder])
    assert cat.errors == [] and "banner-mech" in cat.units
    return cat


def test_odds_budget_stacked_bumps_are_approximate_within_the_node_budget(
        catalog: Catalog) -> None:
    game = crowded(catalog)
    start = time.perf_counter()
    got = assault_odds(game, "a", "e")
    seconds = time.perf_counter() - start
    print(f"odds on 23 stacked bumps a colour: {seconds * 1000:.0f} ms, {got.nodes} nodes")
    assert "bumps added together to 3 a side (up to 23 stacked" in got.approximate
    assert got.to_json()["approximate"] == got.approximate
    assert 0 < got.nodes <= MAX_NODES
    total = got.target_defeated + got.attacker_defeated - got.both_defeated + \
        got.neither_defeated
    assert total == pytest.approx(1.0)


def test_odds_budget_a_cards_own_bumps_stay_exact() -> None:
    spec = AssaultSpec(3, 3, 3, 3, (1, 1, 2), (1, 2, 3), (1,), (2, 2, 2))
    got = odds_for(spec)
    assert got.approximate == "" and got.nodes <= MAX_NODES


def test_odds_budget_merging_adds_the_smallest_bumps() -> None:
    assert odds.merged_bumps((1,) * 7) == (2, 2, 3)
    assert odds.merged_bumps((1, 1, 4, 5)) == (2, 4, 5)
    assert odds.merged_bumps((3, 3, 3, 3)) == (3, 3, 5)


def test_odds_budget_plan_bumps_finds_the_same_plan_faster() -> None:
    """Equal bumps are one choice: 23 bumps of +1 plan as a card's 3 would."""
    assert plan_bumps((3, 2, 1), (1,) * 23, (6, 6, 6), True, True) is None
    plan = plan_bumps((4, 2, 1), (1,) * 23, (5, 5, 1), True, True)
    assert plan == ((0, 0), (1, 0))  # two bumps on the 4: 6, 2, 1 beats 5, 5, 1
    assert plan_bumps((4, 2, 1), (1, 1), (5, 5, 1), True, True) == plan


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_odds_budget_every_level_keeps_its_cap_on_stacked_cards(catalog: Catalog,
                                                                level: str) -> None:
    cap = PLAY_TIME_LIMITS[level]
    assert cap is not None
    agent = make_agent(level, seed=3, time_limit=cap)
    game = crowded(catalog)
    start = time.perf_counter()
    action = agent.choose(game)
    seconds = time.perf_counter() - start
    print(f"{level}: {seconds:.2f} s against its {cap} s cap, chose {action.kind}")
    assert action in game.legal_actions()
    got = odds.odds_for(odds.spec_for(game, game.units["a"], game.units["e"]))
    assert got.approximate and got.nodes <= MAX_NODES
