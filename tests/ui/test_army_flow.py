"""The army builder reached from the main window, and saved armies in the new game dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.storage.armies import ArmyList, save_army
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog
from pocket_tactics_app.ui.army_files import load_saved_armies
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog

CAT = default_catalog()
TILES = ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


def test_saved_army_is_offered_and_starts_a_game(home: Path, qtbot: QtBot) -> None:
    save_army(ArmyList("Grunt rush", 50, ["cyber-grunt"] * 6, TILES, "badlands"))
    dlg = NewGameDialog(CAT, saved=load_saved_armies(CAT), army="Grunt rush")
    qtbot.addWidget(dlg)
    combo = dlg.sides[0].preset
    assert combo.currentData() == "saved:Grunt rush"
    assert "Grunt rush" in combo.currentText()
    setup = dlg.setup()
    assert setup.players[0].units == ["cyber-grunt"] * 6
    assert setup.players[0].tiles == TILES and setup.players[0].home_feature == "badlands"
    assert dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    # The other side can take it too; the suggested builds stay first.
    assert dlg.sides[1].preset.findData("saved:Grunt rush") >= 0
    assert dlg.sides[1].preset.itemData(0).startswith("preset:")


def test_saved_army_with_a_missing_card_is_shown_and_blocks_start(home: Path,
                                                                  qtbot: QtBot) -> None:
    save_army(ArmyList("Ghosts", 50, ["cyber-grunt", "no-such-card"], TILES, "badlands"))
    dlg = NewGameDialog(CAT, saved=load_saved_armies(CAT), army="Ghosts")
    qtbot.addWidget(dlg)
    assert "no-such-card" in dlg.sides[0].units.text()
    assert not dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dlg.problem.text()


def test_army_builder_opens_from_the_game_menu(home: Path, qtbot: QtBot) -> None:
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    w.act_armies.trigger()
    dlg = w._army_dialog
    assert isinstance(dlg, ArmyBuilderDialog) and dlg.isVisible()
    dlg.close()


def test_army_used_from_the_builder_goes_to_a_new_game(home: Path, qtbot: QtBot) -> None:
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    w.act_armies.trigger()
    army = ArmyList("Unsaved", 50, ["cyber-commando", "cyber-grunt"], TILES, "badlands")
    w._army_dialog.army_chosen.emit(army)
    dlg = w.files.new_dialog
    assert isinstance(dlg, NewGameDialog)
    assert dlg.sides[0].preset.currentData() == "chosen"
    assert dlg.setup().players[0].units == ["cyber-commando", "cyber-grunt"]
    assert dlg.sides[1].preset.currentData().startswith("preset:")
