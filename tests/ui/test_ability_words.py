"""An action ability on the unit's card: its chance to pass its test shows before it is
used, and when it cannot be used now the card says why in words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.pending_odds import pass_chance
from pocket_tactics_app.engine.position import from_json
from pocket_tactics_app.ui.main_window import MainWindow

from .helpers import click_hex

CAT = default_catalog()


def _doc(captives: list[dict[str, Any]]) -> Game:
    tiles: list[dict[str, Any]] = [{"at": [q, 0], "terrain": "wasteland"} for q in range(5)]
    tiles[0]["feature"] = "colony"
    tiles[4]["feature"] = "biomass"
    return from_json({"format": "pocket-tactics/position@1", "point_limit": 100,
                      "tiles": tiles,
                      "units": [{"id": "d", "card": "cyber-doc", "owner": 0, "at": [2, 0]},
                                {"id": "s", "card": "mytoan-soldier", "owner": 1,
                                 "at": [4, 0]}],
                      "captives": captives, "control": [{"at": [0, 0], "owner": 0}],
                      "to_move": 0}, CAT)


def _select_doc(open_window: Callable[..., MainWindow], game: Game) -> MainWindow:
    c = GameController(CAT)
    w = open_window(c, exposed=True)
    c.start_position(game, (HUMAN, COMPUTER))
    c.set_paused(True)
    click_hex(w, (2, 0))
    assert w.interaction.selected_unit == "d"
    return w


def test_an_ability_with_a_test_shows_its_chance_before_use(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    game = _doc([{"id": "g", "card": "cyber-grunt", "owner": 0, "held_by": 1}])
    w = _select_doc(open_window, game)
    doc = game.units["d"]
    chance = pass_chance(doc.card.off.dice, 5, [b.value for b in game.bump_sources(
        doc, "off", ("test",))], game.rerolls(doc, ("test",)))
    button = w.findChild(QPushButton, "unitAction-ability")
    assert button is not None
    assert button.text() == f"Use Reboot ({round(chance * 100)}% to pass its test)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.controller.entries[-1].action.ability == "reboot"


def test_an_ability_that_cannot_be_used_says_why(
        open_window: Callable[..., MainWindow]) -> None:
    w = _select_doc(open_window, _doc([]))
    assert w.findChild(QPushButton, "unitAction-ability") is None
    notes = [label.text() for label in w.actions_box.findChildren(QLabel)]
    assert "Reboot cannot be used now: none of your units is held captive." in notes
