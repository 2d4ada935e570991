"""Issue 17 in the window: Game ▸ Hint (Hard's choice lit on the map with its reason and
the chance to win, off the GUI thread), the win chance graph in the end dialog and the
replay window, the review of a finished game, and the warm-up at game start."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai import winchance
from pocket_tactics_app.ai.hint import percent, reason_for
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.odds import assault_odds
from pocket_tactics_app.ui import replay_review
from pocket_tactics_app.ui.advice import hint_highlights
from pocket_tactics_app.ui.end_dialog import EndGameDialog
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.replay_window import ReplayWindow

from .helpers import CAT, duel, finished_game, save_of


class SlowAgent:
    """A computer that thinks for a while (its turn lasts while the test looks)."""

    def choose(self, game: Game) -> Action:
        time.sleep(0.6)
        return game.legal_actions()[0]


@pytest.fixture
def window(open_window: Callable[..., MainWindow]) -> MainWindow:
    c = GameController(CAT)
    c.ai_delay_ms = 0
    c.advisor.hint_budget = 400  # a quick search: the test is about the window
    return open_window(c)


def game_menu_texts(w: MainWindow) -> list[str]:
    menu = w.menuBar().actions()[0].menu()
    assert menu is not None
    return [a.text() for a in menu.actions()]


def click_menu_entry(w: MainWindow, qtbot: QtBot, action: QAction) -> None:
    """Open the Game menu and click ``action`` in it."""
    menu = w.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    menu.popup(w.mapToGlobal(QPoint(0, 0)))
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_hint_lights_a_legal_action_and_says_why(window: MainWindow, qtbot: QtBot) -> None:
    w, c = window, window.controller
    c.start_position(duel(), (HUMAN, COMPUTER), "hard")
    assert "&Hint" in game_menu_texts(w)
    assert w.act_hint.shortcut() == QKeySequence("Ctrl+H")
    assert w.act_hint.isEnabled()
    asked_from = threading.get_ident()
    click_menu_entry(w, qtbot, w.act_hint)  # Game ▸ Hint, clicked
    assert c.advisor.busy()  # the search runs on a worker: the window goes on
    qtbot.waitUntil(lambda: c.advisor.current_hint is not None, timeout=30000)
    h = c.advisor.current_hint
    assert h is not None and h.action in c.legal_actions()
    assert threading.get_ident() == asked_from
    g = c.game
    # lit on the map: the acting unit and where it goes or what it attacks
    lit = w.scene.highlights()
    expected = hint_highlights(g, h.action)
    assert expected and all(lit.get(at) == kind for at, kind in expected.items())
    assert lit[g.units[h.action.unit].at] == "selected"
    # the banner: the action, the reason (the engine's exact odds), the chance to win
    banner = w.hints.banner
    assert banner.isVisible()
    text = banner.text()
    assert text.startswith("Hint: ")
    reason = reason_for(g, h.action)
    if h.action.kind == "attack":
        odds = assault_odds(g, h.action.unit, h.action.target)
        assert (f"attack: {percent(float(odds.target_defeated))} to defeat, "
                f"{percent(float(odds.attacker_defeated))} to lose the unit") in text
    assert w.hints.reason_words(reason) in text
    assert f"Your chance to win from here: {percent(winchance.win_chance(g, 0))}" in text
    # the position changes: the hint goes
    other = next(a for a in c.legal_actions() if a != h.action)
    c.set_paused(True)  # the computer's reply would change it again
    assert w.apply(other)
    assert c.advisor.current_hint is None
    assert not banner.isVisible()
    assert w.scene.highlights() == {}  # the hint's hexes are no longer lit


def test_r6_a_dice_decision_is_hinted_in_the_assault_panel(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    w, c = window, window.controller
    c.start_position(duel(), (HUMAN, HUMAN))
    assert w.apply(Action("attack", unit="a1", target="b1"))
    g = c.game
    assert g.pending is not None and c.human_to_decide()  # the seeded dice leave a bump
    assert w.act_hint.isEnabled()
    w.activateWindow()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # the shortcut
    qtbot.waitUntil(lambda: c.advisor.current_hint is not None, timeout=30000)
    h = c.advisor.current_hint
    assert h is not None and h.action in c.legal_actions()
    assert h.action.kind in ("bump", "reroll", "pass")
    panel = w.assault_panel
    assert panel.hint_line.isVisible() and panel.hint_line.text().startswith("Hint: ")
    assert w.assault_dock.isVisible()
    assert w.apply(h.action)  # taken: the hint is gone from the panel
    assert not panel.hint_line.isVisible()


def test_a_hint_for_a_position_since_left_is_dropped(window: MainWindow, qtbot: QtBot) -> None:
    w, c = window, window.controller
    c.start_position(duel(), (HUMAN, HUMAN))
    w.act_hint.trigger()
    assert w.apply(c.legal_actions()[0])  # before the hint is back
    assert c.advisor.wait(30000)
    qtbot.wait(200)  # the worker's result is collected, and dropped
    assert c.advisor.current_hint is None and not w.hints.banner.isVisible()
    assert not c.advisor.busy()


def test_hint_is_disabled_on_the_computers_turn(window: MainWindow, qtbot: QtBot) -> None:
    w, c = window, window.controller
    c.agent_factory = lambda level, seed: SlowAgent()
    g = duel()
    g.to_move = 1
    c.start_position(g, (HUMAN, COMPUTER), "hard")
    assert not c.human_to_decide()
    assert not w.act_hint.isEnabled()
    w.act_hint.trigger()
    assert not c.advisor.busy() and c.advisor.current_hint is None
    qtbot.waitUntil(c.human_to_decide, timeout=10000)  # the computer has moved
    assert w.act_hint.isEnabled()


def test_end_dialog_graph_has_a_point_per_action(window: MainWindow, qtbot: QtBot) -> None:
    w, c = window, window.controller
    setup, actions = finished_game()
    c.load_save(save_of(setup, actions))  # over: the end dialog opens
    qtbot.waitUntil(lambda: w._end_dialog is not None and w._end_dialog.isVisible())
    dlg = w._end_dialog
    assert isinstance(dlg, EndGameDialog)
    qtbot.waitUntil(lambda: bool(dlg.graph.values()), timeout=20000)  # from a worker
    values = dlg.graph.values()
    after = [*c._before[1:], c.game]  # the position after each action
    setup = sum(1 for g in after if g.phase not in ("play", "over"))
    assert len(after) == len(c.entries) and setup > 0
    assert len(values) == len(c.entries) - setup  # a point per action from play on
    assert all(0.0 <= v <= 1.0 for v in values)
    assert dlg.graph.isVisible() and dlg.graph_caption.text() == \
        "Your chance to win over the game"
    winner = c.game.winner
    assert values[-1] == (1.0 if winner == 0 else 0.0 if winner == 1 else 0.5)
    dlg.close()


def test_replay_review_lists_three_costly_moves_and_jumps(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay_review, "REVIEW_BUDGET", 150)
    monkeypatch.setattr(replay_review, "REVIEW_TIME_LIMIT", None)  # the same on any machine
    setup, actions = finished_game(9, "random")  # 46 actions: seat 0 plays at random
    win = ReplayWindow.from_save(save_of(setup, actions), CAT)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    # "Reviewing…" until the worker's result is collected by a timer, so before any
    # event is processed (after the graph's wait a warm cache may have finished it)
    assert win.review_list.count() == 1 and not win.review_items()
    # the graph: one point per recorded action, each a probability (from a worker)
    qtbot.waitUntil(lambda: bool(win.graph.values()), timeout=20000)
    values = win.graph.values()
    assert win.count == len(actions)
    assert len(values) == win.count - win._play_start + 1  # none during the setup
    assert all(0.0 <= v <= 1.0 for v in values)
    assert win.wait_review(120000)
    qtbot.waitUntil(lambda: win.mistakes is not None, timeout=5000)
    assert win.mistakes is not None
    items = win.review_items()
    assert len(items) == len(win.mistakes) == 3
    for m in win.mistakes:
        assert m.player == 0  # the human's seat
        assert m.drop > 0 and m.better != m.action and m.better_after > m.after
        assert win.game_at(m.index).current_player() == 0
    drops = [m.drop for m in win.mistakes]
    assert drops == sorted(drops, reverse=True)
    assert "Better: " in items[0].text() and "win chance" in items[0].text()
    win.go_to(0)
    for item, m in zip(items, win.mistakes, strict=True):
        rect = win.review_list.visualItemRect(item)
        qtbot.mouseClick(win.review_list.viewport(), Qt.MouseButton.LeftButton,
                         pos=rect.center())
        assert win.index == m.index + 1  # the move itself is shown
        assert win.data.steps[win.index - 1].action == m.action
    # a click on the graph jumps too
    qtbot.mouseClick(win.graph, Qt.MouseButton.LeftButton,
                     pos=QPoint(win.graph.width() - 8, win.graph.height() // 2))
    assert win.index == win.count
    win.close()


def test_warm_up_starts_at_new_game_off_the_gui_thread(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    c = window.controller
    adv = c.advisor
    adv.warm_enabled = True
    release = threading.Event()
    seen: list[Game] = []

    def slow_warm(game: Game, stop: Callable[[], bool]) -> int:
        seen.append(game)
        release.wait(5)  # as long as the test wants: the GUI must go on meanwhile
        return 7

    adv.warm_fn = slow_warm
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    t0 = time.perf_counter()
    c.new_game(make_setup(CAT, 50, 3, 0), (HUMAN, COMPUTER), "hard")
    assert time.perf_counter() - t0 < 1.0  # new_game did not wait for the warm-up
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=3000)  # the event loop runs
    assert seen and seen[0] is not c.game  # a copy: the worker never shares the game
    with qtbot.waitSignal(adv.warm_up_done, timeout=5000) as blocker:
        release.set()
    assert blocker.args == [7]
    assert adv.warm_thread is not None and adv.warm_thread != threading.get_ident()
    timer.stop()


def test_warm_up_fills_the_caches_after_loading_a_game(window: MainWindow, qtbot: QtBot,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from pocket_tactics_app.controller import advisor

    # a wall-clock budget: 0.3 s warmed nothing once on a loaded CI machine (the loaded
    # game's computer thinks first, and one cold exact assault can take tens of ms)
    monkeypatch.setattr(advisor, "WARM_UP_SECONDS", 3.0)
    c = window.controller
    adv = c.advisor
    adv.warm_enabled = True
    adv.warm_fn = lambda g, stop: advisor.warm_up(g, advisor.WARM_UP_SECONDS, True, stop)
    setup, actions = finished_game()
    with qtbot.waitSignal(adv.warm_up_done, timeout=10000) as blocker:
        c.load_save(save_of(setup, actions[:30]))
    assert blocker.args[0] > 0


def test_closing_the_window_stops_the_warm_up_and_waits_for_it(
        window: MainWindow, qtbot: QtBot) -> None:
    """No worker thread may run Python when the app exits: the frozen app aborted
    ("terminate called without an active exception") when it quit mid warm-up."""
    adv = window.controller.advisor
    adv.warm_enabled = True
    workers: list[threading.Thread] = []

    def endless(game: Game, stop: Callable[[], bool]) -> int:
        workers.append(threading.current_thread())
        while not stop():
            time.sleep(0.01)
        return 0

    adv.warm_fn = endless
    window.controller.start_position(duel(), (HUMAN, HUMAN), "normal")
    qtbot.waitUntil(lambda: bool(workers), timeout=3000)
    time.sleep(0.1)
    assert workers[0].is_alive()  # the warm-up runs until told to stop
    window.close()
    assert not workers[0].is_alive()


def test_warm_up_waits_while_the_computer_thinks(window: MainWindow, qtbot: QtBot) -> None:
    """The warm-up takes only idle time: the computer's think time stays its own."""
    c = window.controller
    adv = c.advisor
    adv.warm_enabled = True
    c.agent_factory = lambda level, seed: SlowAgent()
    steps: list[bool] = []  # each step of the warm-up: was the computer thinking?

    def stepping(game: Game, stop: Callable[[], bool]) -> int:
        while not stop():
            steps.append(c.thinking)
            time.sleep(0.01)
        return len(steps)

    adv.warm_fn = stepping
    g = duel()
    g.to_move = 1
    with qtbot.waitSignal(c.ai_thinking, timeout=3000):
        c.start_position(g, (HUMAN, COMPUTER), "hard")
    assert c.thinking
    qtbot.waitUntil(c.human_to_decide, timeout=10000)
    qtbot.waitUntil(lambda: len(steps) > 5, timeout=3000)  # going on once it has moved
    assert steps.count(True) <= 1  # at most the step under way when it began to think
    with qtbot.waitSignal(adv.warm_up_done, timeout=3000):
        adv.stop_warm_up()
