"""The new game dialog's card choice: the printed 4th-edition cards by default, the
balanced variant on request; the game, its save and its replay use the chosen dice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import GameController
from pocket_tactics_app.engine.cards import CARDS_REVISION, PRINTED_CARDS, DiceSpec
from pocket_tactics_app.engine.game import GameSetup
from pocket_tactics_app.storage.saves import SAVES
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog


def _start(qtbot: QtBot, dlg: NewGameDialog) -> GameSetup:
    got: list[Any] = []
    dlg.accepted_config.connect(lambda s, p, d: got.append(s))
    dlg.hotseat.setChecked(True)
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    setup: GameSetup = got[0]
    return setup


def _captain_off(controller: GameController) -> DiceSpec:
    game = controller.game
    assert game is not None
    cards = [u.card for u in game.units.values() if u.card.id == "space-force-captain"]
    return cards[0].off


def test_printed_default_new_game_uses_the_printed_cards(qtbot: QtBot) -> None:
    controller = GameController()
    dlg = NewGameDialog(controller.catalog)
    qtbot.addWidget(dlg)
    assert dlg.cards.currentData() == PRINTED_CARDS
    assert "4th edition" in dlg.cards.currentText()
    dlg.sides[1].preset.setCurrentIndex(dlg.sides[1].preset.findData("preset:core-space-force"))
    setup = _start(qtbot, dlg)
    assert setup.cards_revision == PRINTED_CARDS
    controller.new_game(setup, ("human", "human"))
    assert _captain_off(controller) == DiceSpec(3)


def test_printed_default_balanced_variant_is_played_saved_and_resumed_with_its_dice(
        qtbot: QtBot) -> None:
    controller = GameController()
    dlg = NewGameDialog(controller.catalog)
    qtbot.addWidget(dlg)
    dlg.sides[1].preset.setCurrentIndex(dlg.sides[1].preset.findData("preset:core-space-force"))
    dlg.cards.setCurrentIndex(dlg.cards.findData(CARDS_REVISION))
    assert dlg.cards.currentText() == "Balanced variant (nine cards changed)"
    setup = _start(qtbot, dlg)
    assert setup.cards_revision == CARDS_REVISION
    controller.new_game(setup, ("human", "human"))
    assert _captain_off(controller) == DiceSpec(2, (1,))
    save = SAVES.parse(SAVES.dump(controller.to_save()))
    assert save.setup["cards_revision"] == CARDS_REVISION
    again = GameController()
    again.load_save(save)
    assert _captain_off(again) == DiceSpec(2, (1,))
