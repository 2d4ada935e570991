"""The assault panel at the window sizes players use: at 1280x800 the whole panel shows
while a player decides (no scrolling: the title, the dice, the choices and the prompt);
at 1024x640 the dice being decided stay in view."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import HUMAN
from pocket_tactics_app.engine.actions import PASS, Action
from pocket_tactics_app.ui.main_window import MainWindow

from .positions import assault_position


def _decide(qtbot: QtBot, open_window: Callable[..., MainWindow], size: tuple[int, int],
            phase: str) -> MainWindow:
    w = open_window(exposed=True)
    w.resize(*size)
    c = w.controller
    c.start_position(assault_position(), (HUMAN, HUMAN))
    c.request(Action("attack", unit="m", target="s"))
    while c.game.pending is not None and c.game.pending.phase != phase:
        assert c.request(PASS)
    assert c.game.pending is not None and c.human_to_decide()
    panel = w.assault_panel
    qtbot.waitUntil(lambda: panel.choices.isVisible() and "★" in panel.choices.text(),
                    timeout=5000)
    qtbot.wait(50)  # the layout settles, the scroll to the decision is done
    return w


def _in_view(w: MainWindow, widget: QWidget) -> bool:
    viewport = w.assault_panel.scroller.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("phase", ["bump", "reroll"])
def test_the_assault_panel_fits_1280x800_while_deciding(
        qtbot: QtBot, open_window: Callable[..., MainWindow], phase: str) -> None:
    w = _decide(qtbot, open_window, (1280, 800), phase)
    panel = w.assault_panel
    assert panel.scroller.verticalScrollBar().maximum() == 0
    for part in (panel.title, *panel.compares, panel.verdict, panel.choices, panel.phase):
        assert _in_view(w, part), part.objectName() or type(part).__name__
    assert not panel.history.isVisible()  # the earlier results come back with the result


@pytest.mark.parametrize("phase", ["bump", "reroll"])
def test_at_1024x640_the_dice_being_decided_stay_in_view(
        qtbot: QtBot, open_window: Callable[..., MainWindow], phase: str) -> None:
    w = _decide(qtbot, open_window, (1024, 640), phase)
    panel = w.assault_panel
    assert all(_in_view(w, box) for box in panel.compares)
    assert panel.pass_button.isVisible() and panel.auto_button.isVisible()


def test_at_1024x640_the_map_keeps_unit_numbers_readable(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    """The board in play is fitted no smaller than ``FIT_MIN_HEX_PX`` a hex (30 px: the
    numbers on the tokens stay readable); the rest of it is a drag away."""
    w = open_window(exposed=True)
    w.resize(1024, 640)
    w.controller.start_position(assault_position(), (HUMAN, HUMAN))
    w.view.fit()
    qtbot.wait(50)
    radius = w.view.zoom_factor() * w.scene.hex_size()
    assert radius >= 30.0
    w.resize(1280, 800)  # where it fits whole, it is fitted whole as before
    w.view.fit()
    qtbot.wait(50)
    assert all(w.view.in_sight(w.scene.hex_item(h).sceneBoundingRect())
               for h in w.controller.game.tiles)
