"""The main window's parts: log model, card view, menus, dialogs, errors, screenshot mode."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.app import main as app_main
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui.card_view import CardView
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog

CAT = default_catalog()


@pytest.fixture
def hotseat(qtbot: QtBot) -> Iterator[MainWindow]:
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    c.new_game(default_setup(5), (HUMAN, HUMAN))
    yield w


def play(w: MainWindow, n: int) -> None:
    for _ in range(n):
        assert w.controller.request(w.controller.legal_actions()[0])


def test_log_has_one_row_per_action_with_dice(hotseat: MainWindow) -> None:
    w = hotseat
    model = w.log_model
    assert model.rowCount() == 1  # the setup row: central feature, roll-off
    assert model.index(0, 4).data()  # the roll-off dice
    play(w, 5)
    assert model.rowCount() == 6
    assert "Places a tile" in model.index(5, 2).data()
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Dice"


def test_card_view_shows_the_printed_card(qtbot: QtBot) -> None:
    view = CardView(CAT)
    qtbot.addWidget(view)
    card = CAT.units["space-force-captain"]
    view.set_card(card, 0)
    assert view.name_label.text() == "Space Force Captain"
    assert view.points_label.text() == str(card.points)
    assert view.off_view.spec == card.off and view.def_view.spec == card.defence
    assert "Ranged 1" in view.keywords_label.text()
    assert "Command" in view.abilities_label.text()
    view.set_card(None)
    assert view.hint_label.isVisibleTo(view)


def test_undo_and_redo_from_the_edit_menu(hotseat: MainWindow) -> None:
    w = hotseat
    c = w.controller
    play(w, 1)
    assert not w.act_undo.isEnabled()  # placing a tile drew the next one: no undo past it
    while c.game.phase == "tiles":
        play(w, 1)
    play(w, 1)  # a home feature: no dice
    assert w.act_undo.isEnabled()
    n = len(c.entries)
    w.act_undo.trigger()
    assert len(c.entries) == n - 1 and w.log_model.rowCount() == n
    assert w.act_redo.isEnabled()
    w.act_redo.trigger()
    assert len(c.entries) == n


def test_an_error_in_a_click_handler_is_shown_and_the_game_goes_on(
        hotseat: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    w = hotseat

    def broken(*_args: object) -> dict[object, object]:
        raise RuntimeError("handler bug")

    monkeypatch.setattr(w, "target_hexes", broken)
    w._on_hex_clicked(0, 0)
    assert w.errors and "handler bug" in w.errors[-1]
    boxes = [b for b in w.findChildren(QMessageBox) if b.isVisible()]
    assert boxes
    monkeypatch.undo()
    n = len(w.controller.entries)
    play(w, 1)
    assert len(w.controller.entries) == n + 1


def test_new_game_dialog_refuses_an_army_over_the_point_limit(qtbot: QtBot) -> None:
    dlg = NewGameDialog(CAT)
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dlg.limit.setValue(30)
    assert not ok.isEnabled() and "over the limit" in dlg.problem.text()
    dlg.limit.setValue(50)
    dlg.seed.setText("abc")
    assert not ok.isEnabled()
    dlg.seed.setText("12")
    assert ok.isEnabled()
    got: list[object] = []
    dlg.accepted_config.connect(lambda s, p, d: got.append((s, p, d)))
    dlg.hotseat.setChecked(True)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    setup, players, _difficulty = got[0]  # type: ignore[misc]
    assert setup.seed == 12 and players == ("human", "human")


def test_screenshot_mode_writes_a_png(tmp_path: Path, qtbot: QtBot) -> None:
    out = tmp_path / "shot.png"
    assert app_main(["--screenshot", str(out), "--autoplay", "12", "--seed", "2"]) == 0
    assert out.stat().st_size > 10_000


SABOTAGE_POSITION = {
    "format": "pocket-tactics/position@1",
    "point_limit": 50,
    "tiles": [
        {"at": [0, 0], "terrain": "grid", "feature": "badlands"},
        {"at": [1, 0], "terrain": "grid"},
        {"at": [2, 0], "terrain": "wasteland", "feature": "biomass"},
        {"at": [3, 0], "terrain": "wasteland"},
    ],
    "units": [
        {"id": "a1", "card": "cyberteur", "owner": 0, "at": [1, 0]},
        {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [3, 0]},
    ],
    "reserve": [],
    "captives": [],
    "control": [{"at": [0, 0], "owner": 0}, {"at": [2, 0], "owner": 1}],
    "to_move": 0,
}


def test_ability_actions_are_offered_as_buttons_on_the_card(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QPushButton

    from pocket_tactics_app.engine.position import from_json

    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    c.start_position(from_json(SABOTAGE_POSITION, CAT), (HUMAN, HUMAN))
    w.click_hex((1, 0))
    assert w.selected_unit == "a1"
    button = w.actions_box.findChild(QPushButton, "unitAction-ability")
    assert button is not None and "Sabotage" in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert c.entries[-1].action.kind == "ability"
    assert (2, 0) not in c.game.control
