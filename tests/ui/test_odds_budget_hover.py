"""The window never computes odds on its own thread beyond a few milliseconds: hovering an
assault whose stacked bumps take tens of milliseconds to follow (the Banner Mech cards of
tests/engine/test_odds_budget.py) returns at once with "computing the odds…", and the odds
appear when the worker has them, at the pointer, in the status line and in the
right-click menu."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine import odds, pending_odds
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import Catalog, load_catalog, shipped_cards_dir
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.pending_odds import choice_odds
from pocket_tactics_app.engine.policy import default_decision
from pocket_tactics_app.ui import describe
from pocket_tactics_app.ui.main_window import MainWindow
from tests.engine.helpers import BANNER, crowded

COMPUTING = "computing the odds…"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    folder: Path = tmp_path_factory.mktemp("cards")
    (folder / "banner.yaml").write_text(BANNER, encoding="utf-8")
    return load_catalog([shipped_cards_dir(), folder])


def crowded_window(open_window: Callable[..., MainWindow], catalog: Catalog
                   ) -> tuple[MainWindow, Game]:
    w = open_window(GameController(catalog))
    g = crowded(catalog)
    w.controller.start_position(g, (HUMAN, COMPUTER))
    w.controller.set_paused(True)
    w.click_hex((0, 0))
    assert w.interaction.selected_unit == "a"
    odds._cached_odds.cache_clear()  # the first hover of this assault: nothing remembered
    return w, g


def expected_line(g: Game) -> str:
    o = odds.assault_odds(g, "a", "e")
    assert o.approximate  # 23 stacked bumps: bounded, and said
    return describe.odds_line(o.target_defeated, o.attacker_defeated, True)


def test_odds_budget_hover_over_stacked_bumps_does_not_block_the_window(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    w, g = crowded_window(open_window, catalog)
    wall, cpu = time.perf_counter(), time.thread_time()
    w._on_hex_hovered(1, 0)
    wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
    print(f"hover over 23 stacked bumps: {wall * 1000:.1f} ms wall, "
          f"{cpu * 1000:.1f} ms of the GUI thread")
    assert w.hint_label.text() == COMPUTING
    assert w.cursor_hint.isVisible() and w.cursor_hint.text() == COMPUTING
    # Computed here it takes 40-270 ms of this thread; the wall time's margin is for
    # a loaded machine (the worker and other processes share the cores).
    assert cpu < 0.02 and wall < 0.1
    qtbot.waitUntil(lambda: "you defeat it" in w.hint_label.text(), timeout=30_000)
    line = expected_line(g)
    assert line.startswith("about ")
    assert w.hint_label.text() == line
    assert w.cursor_hint.isVisible() and w.cursor_hint.text() == line
    start = time.perf_counter()
    w._on_hex_hovered(1, 0)  # hovered again: remembered, shown at once
    assert time.perf_counter() - start < 0.05
    assert w.hint_label.text() == line


def test_odds_budget_result_for_a_pointer_gone_elsewhere_is_not_shown(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    w, g = crowded_window(open_window, catalog)
    w._on_hex_hovered(1, 0)
    assert w.hint_label.text() == COMPUTING
    w._on_hover_left()
    qtbot.waitUntil(lambda: not w.hover_odds.pending(), timeout=30_000)
    assert w.hint_label.text() == "" and not w.cursor_hint.isVisible()
    w._on_hex_hovered(1, 0)  # back on it: the odds that arrived meanwhile, at once
    assert w.hint_label.text() == expected_line(g)


def test_odds_budget_right_click_menu_gets_the_odds_when_they_arrive(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    w, g = crowded_window(open_window, catalog)
    cpu = time.thread_time()
    items = w.context_actions((1, 0))  # three of its units can attack e: three assaults
    assert time.thread_time() - cpu < 0.02
    assert [label.endswith(" — " + COMPUTING) for label, _a in items] == [True] * 3
    menu = w.context_menu_for((1, 0))
    attack = next(a for a in menu.actions() if a.data()[:2] == ("a", "e"))
    assert attack.text().startswith("Attack ")
    assert attack.text().endswith(" — " + COMPUTING)
    qtbot.waitUntil(lambda: "you defeat it" in attack.text(), timeout=30_000)
    assert attack.text().endswith(" — " + expected_line(g))
    menu.deleteLater()


def test_odds_budget_a_refresh_loses_no_odds_on_their_way(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    """The window refreshes (the computer's clock, a setting) while the odds are computed:
    they are kept by the assault's description and shown when they come, the pointer
    being still there."""
    w, g = crowded_window(open_window, catalog)
    w._on_hex_hovered(1, 0)
    assert w.hint_label.text() == COMPUTING
    w.refresh()
    assert w.hint_label.text() == ""
    qtbot.waitUntil(lambda: "you defeat it" in w.hint_label.text(), timeout=30_000)
    assert w.hint_label.text() == expected_line(g)
    assert w.cursor_hint.isVisible() and w.cursor_hint.text() == expected_line(g)


def slow_choice(catalog: Catalog) -> tuple[int, list[Action]]:
    """A seed and the actions from the crowded position to a decision whose choices'
    odds take over 50 ms of one core to compute from nothing (up to 130 ms measured)."""
    for seed in range(10):
        g = crowded(catalog).clone(reseed=seed)
        rng = random.Random(seed)
        actions = [Action("attack", unit="a", target="e")]
        g.apply(actions[0])
        while g.pending is not None and len(actions) < 40:
            choices = [a for a in g.legal_actions() if a.kind in ("bump", "reroll", "pass")]
            pending_odds._assault_value.cache_clear()
            start = time.thread_time()  # this thread's work: not stretched by a loaded machine
            for a in choices:
                choice_odds(g, a)
            if time.thread_time() - start > 0.05:
                return seed, actions
            actions.append(rng.choice(choices))
            g.apply(actions[-1])
    raise AssertionError("no slow decision found")


def test_odds_budget_assault_panel_odds_of_stacked_choices_come_from_the_worker(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    """The table of the choices in an assault (each bump, re-roll and Pass with its odds)
    says "computing the odds…" until the worker has them."""
    seed, actions = slow_choice(catalog)
    w = open_window(GameController(catalog))
    c = w.controller
    c.start_position(crowded(catalog).clone(reseed=seed), (HUMAN, HUMAN))
    for a in actions[:-1]:
        assert c.request(a)
    pending_odds._assault_value.cache_clear()  # nothing remembered of the next decision
    cpu = time.thread_time()
    assert c.request(actions[-1])
    cpu = time.thread_time() - cpu
    print(f"the decision's choices drawn: {cpu * 1000:.1f} ms of the GUI thread")
    panel = w.assault_panel
    assert c.game.pending is not None and panel.choices.text() == COMPUTING
    qtbot.waitUntil(lambda: "★" in panel.choices.text(), timeout=30_000)
    odds_now = panel.choice_odds()
    assert set(odds_now) == {a for a in c.legal_actions() if a.kind in ("bump", "reroll", "pass")}
    for a, o in odds_now.items():
        assert o == choice_odds(c.game, a)


def test_odds_budget_decide_for_me_is_computed_on_the_worker(
        open_window: Callable[..., MainWindow], catalog: Catalog, qtbot: QtBot) -> None:
    """ "Decide for me" at a decision whose odds are not computed yet: the click returns at
    once and the engine's default decision is played when the worker has it."""
    seed, actions = slow_choice(catalog)
    w = open_window(GameController(catalog))
    c = w.controller
    c.start_position(crowded(catalog).clone(reseed=seed), (HUMAN, HUMAN))
    for a in actions:
        assert c.request(a)
    state = c.game.clone()
    panel = w.assault_panel
    pending_odds._assault_value.cache_clear()
    panel._choice_worker.clear()  # noqa: SLF001 - nothing computed for this decision yet
    before = len(c.entries)
    cpu = time.thread_time()
    qtbot.mouseClick(panel.auto_button, Qt.MouseButton.LeftButton)
    cpu = time.thread_time() - cpu
    print(f"decide for me clicked: {cpu * 1000:.1f} ms of the GUI thread")
    assert len(c.entries) == before and cpu < 0.02
    qtbot.waitUntil(lambda: len(c.entries) == before + 1, timeout=30_000)
    assert c.entries[-1].action == default_decision(state)


def test_odds_budget_quitting_waits_for_the_odds_worker(
        open_window: Callable[..., MainWindow], catalog: Catalog) -> None:
    """No odds worker still runs Python when the app ends (aboutToQuit waits for it)."""
    w, _g = crowded_window(open_window, catalog)
    w._on_hex_hovered(1, 0)
    assert w.hover_odds.pending()
    assert w.hover_odds.shutdown(10_000)
    assert not w.hover_odds.pending()
