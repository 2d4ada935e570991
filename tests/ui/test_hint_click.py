"""Clicking what Game ▸ Hint lights plays the hinted action: one click on the goal of a
one-step action, the unit and then the lit tile for a move; Esc dismisses the hint."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai.hint import Hint
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui.main_window import MainWindow

from .helpers import click_hex, duel


def _window(open_window: Callable[..., MainWindow]) -> MainWindow:
    c = GameController(default_catalog())
    c.ai_delay_ms = 0
    w = open_window(c, exposed=True)
    c.start_position(duel(), (HUMAN, HUMAN))
    return w


def _show_hint(w: MainWindow, action: Action) -> None:
    """The advisor's answer as it arrives from its worker (a search is not the point)."""
    advisor = w.controller.advisor
    assert action in w.controller.legal_actions()
    advisor.current_hint = Hint(action, "", 0.5)
    advisor.hint_changed.emit()
    assert w.hints.banner.isVisible()


def test_hint_click_on_the_lit_target_plays_the_attack(
        open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window)
    attack = Action("attack", unit="a1", target="b1")
    _show_hint(w, attack)
    assert w.scene.highlights()[(-2, 0)] == "attack"
    click_hex(w, (-2, 0))  # one click, no unit selected first
    assert w.controller.entries[-1].action == attack


def test_hint_click_unit_then_lit_tile_plays_the_hinted_move(
        open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window)
    c = w.controller
    g = c.game
    # the Commando's two steps (Swift 1)
    hinted = next(a for a in c.legal_actions() if a.kind == "move" and a.unit == "a1"
                  and len(a.path) == 2)
    _show_hint(w, hinted)
    goal = hinted.path[-1]
    assert w.scene.highlights()[goal] == "move"
    assert g.units["a1"].at is not None
    click_hex(w, g.units["a1"].at)  # the lit unit...
    assert w.interaction.selected_unit == "a1"
    click_hex(w, goal)  # ...then the lit tile
    assert c.entries[-1].action == hinted


def test_hint_click_elsewhere_does_not_play_it(open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window)
    c = w.controller
    hinted = next(a for a in c.legal_actions() if a.kind == "move" and a.unit == "a2")
    _show_hint(w, hinted)
    click_hex(w, hinted.path[-1])  # the tile without its unit: a move needs the unit first
    assert c.entries == [] and w.hints.banner.isVisible()


def test_hint_click_esc_dismisses_it(qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    w = _window(open_window)
    attack = Action("attack", unit="a1", target="b1")
    _show_hint(w, attack)
    w.activateWindow()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.hints.banner.isVisible()
    assert (-2, 0) not in w.scene.highlights()
    click_hex(w, (-2, 0))  # dismissed: the target is just a unit again
    assert w.controller.entries == []
    w.act_hint.trigger()  # asked again: the same hint shows again
    assert w.hints.banner.isVisible() and w.scene.highlights()[(-2, 0)] == "attack"
