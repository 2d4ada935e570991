"""The R11.3 clock on screen: turns without a defeat out of 40 and who would win if it
ran out now, always in view during play; a warning at 10 and at 3 turns left; the end
reason names the clock and the seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.ui.main_window import MainWindow

from ..ai.helpers import behind_on_features
from .helpers import click_hex


def _window(open_window: Callable[..., MainWindow], game: Game,
            players: tuple[str, str]) -> MainWindow:
    controller = GameController(default_catalog())
    controller.ai_delay_ms = 0
    w = open_window(controller, exposed=True)
    controller.start_position(game, players)
    if "ai" in players:
        controller.set_paused(True)
    return w


def test_r11_3_clock_is_in_view_and_names_who_would_win(
        open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window, behind_on_features(35), ("human", "ai"))
    clock = w.turn_clock
    assert clock.isVisible() and clock.parent() is not None
    assert clock.text() == ("R11.3: 35/40 turns without a defeat · if the limit came now: "
                            "the computer wins")
    assert "R11.3" in clock.toolTip() and "Features held now: Blue 1, Orange 2." in \
        clock.toolTip()


def test_r11_3_clock_warns_at_10_and_at_3_turns_left(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window, behind_on_features(29), ("human", "human"))
    clock = w.turn_clock
    assert clock.last_warning == "" and "29/40" in clock.text()
    with qtbot.waitSignal(clock.warning) as signal:
        click_hex(w, (-2, 0))  # Blue's Commando, then a tile: a move, no defeat
        click_hex(w, (-1, 0))
    assert signal.args == ["Turn limit: 10 turns left without a defeat; if it runs out, "
                           "Orange wins."]
    assert w.statusBar().currentMessage() == signal.args[0]
    assert "30/40" in clock.text() and "#ffd76a" in clock.styleSheet()
    w.controller.start_position(behind_on_features(36, to_move=1), ("human", "human"))
    with qtbot.waitSignal(clock.warning) as signal:
        click_hex(w, (3, 0))  # Orange's Spore Guard steps off its colony and back
        click_hex(w, (2, 0))
    assert signal.args[0].startswith("Turn limit: 3 turns left without a defeat")
    assert "#d64541" in clock.styleSheet()


def test_r11_3_clock_the_end_reason_names_the_clock_and_the_seat(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window, behind_on_features(39), ("human", "ai"))
    click_hex(w, (-3, 0))  # Blue's Grunt leaves its home: the 40th turn without a defeat
    click_hex(w, (-3, 1))
    qtbot.waitUntil(lambda: w.controller.game.is_over(), timeout=5000)
    reason = "40 turns passed without a defeat and the computer held more features (R11.3)"
    qtbot.waitUntil(lambda: w._end_dialog is not None, timeout=5000)
    dialog: Any = w._end_dialog
    assert dialog.reason.text() == reason[:1].upper() + reason[1:]
    assert w.status_label.text().endswith(reason + ".")
    assert "40/40" in w.turn_clock.text()
