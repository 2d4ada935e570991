"""The main window's parts: log model, card view, menus, dialogs, errors, screenshot mode."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.app import main as app_main
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import GameSetup
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.card_view import CardView
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog
from pocket_tactics_app.ui.reserve_panel import UNIT_MIME

CAT = default_catalog()


@pytest.fixture
def hotseat(open_window: Callable[..., MainWindow]) -> MainWindow:
    # No "not saved" question when the test closes the window (tested on its own below).
    w = open_window()
    w.controller.new_game(default_setup(5), (HUMAN, HUMAN))
    return w


def play(w: MainWindow, n: int) -> None:
    for _ in range(n):
        assert w.controller.request(w.controller.legal_actions()[0])


def test_log_has_one_row_per_action_with_dice(hotseat: MainWindow) -> None:
    w = hotseat
    model = w.log_model
    assert model.rowCount() == 1  # the setup row: central feature, roll-off
    assert model.index(0, 4).data()  # the roll-off dice
    # setup rows read alike: "setup" under Turn; the opening row belongs to no player
    assert model.index(0, 0).data() == "setup" and not model.index(0, 1).data()
    play(w, 5)
    assert model.rowCount() == 6
    assert "Places a tile" in model.index(5, 2).data()
    assert model.index(5, 0).data() == "setup" and model.index(5, 1).data()
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
    got: list[tuple[GameSetup, tuple[str, str], str]] = []
    dlg.accepted_config.connect(lambda s, p, d: got.append((s, p, d)))
    dlg.hotseat.setChecked(True)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    setup, players, _difficulty = got[0]
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


# ---------------------------------------------------------------- undo stack in the menu
def test_edit_menu_names_the_step_undo_takes_back(hotseat: MainWindow) -> None:
    w = hotseat
    c = w.controller
    while c.game.phase == "tiles":
        play(w, 1)
    assert w.act_undo.text() == "&Undo Place tile"  # the last tile drew nothing
    play(w, 1)
    assert w.act_undo.text() == "&Undo Place home feature"
    assert c.undo_stack.undoText() == "Place home feature"
    w.act_undo.trigger()
    assert w.act_redo.text() == "&Redo Place home feature"
    w.act_redo.trigger()
    assert w.act_redo.text() == "&Redo" and not w.act_redo.isEnabled()


# ---------------------------------------------------------------- confirmations
def _confirming_window(qtbot: QtBot, autosave: bool = False) -> MainWindow:
    c = GameController(CAT)
    c.autosave = autosave
    w = MainWindow(c, settings=Settings(confirm_actions=True))
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    w.show()
    c.new_game(default_setup(5), (HUMAN, HUMAN))
    return w


def _answer(w: MainWindow, text: str) -> None:
    box = w.files.confirm_box
    assert box is not None and box.isVisible()
    next(b for b in box.buttons() if b.text() == text).click()


def test_new_game_asks_first_when_the_game_is_not_saved(qtbot: QtBot, tmp_path: Path) -> None:
    w = _confirming_window(qtbot)
    w.act_new.trigger()  # nothing played yet: no question
    assert w.files.confirm_box is None and w.files.new_dialog.isVisible()
    w.files.new_dialog.reject()
    play(w, 2)
    assert w.isWindowModified()
    first = w.files.new_dialog
    w.act_new.trigger()
    assert w.files.new_dialog is first and not first.isVisible()
    assert w.files.confirm_box is not None and "not saved" in w.files.confirm_box.text()
    _answer(w, "Cancel")
    assert w.files.new_dialog is first and w.files.confirm_box is None
    w.act_new.trigger()
    _answer(w, "New game")
    assert w.files.new_dialog is not first and w.files.new_dialog.isVisible()
    w.files.new_dialog.reject()
    # Saved: no question, and the title loses its modified mark.
    w.files.write(tmp_path / "g.json")
    assert not w.isWindowModified() and "g.json" in w.windowTitle()
    w.act_new.trigger()
    assert w.files.confirm_box is None and w.files.new_dialog.isVisible()
    w.files.new_dialog.reject()


def test_quit_asks_only_when_the_game_would_be_lost(qtbot: QtBot) -> None:
    w = _confirming_window(qtbot)
    play(w, 2)
    w.close()
    assert w.isVisible()  # not closed: asked first
    _answer(w, "Cancel")
    assert w.isVisible()
    w.close()
    _answer(w, "Quit")
    assert not w.isVisible()

    kept = _confirming_window(qtbot, autosave=True)  # the autosave keeps it for Resume
    play(kept, 2)
    assert kept.controller.is_modified()
    kept.close()
    assert kept.files.confirm_box is None and not kept.isVisible()


# ---------------------------------------------------------------- drag to deploy
def _mime(uid: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(UNIT_MIME, uid.encode())
    return mime


def _drag_to(w: MainWindow, uid: str, h: tuple[int, int], drop: bool) -> QDropEvent:
    port = w.view.viewport()
    pos = w.view.mapFromScene(w.scene.hex_center(h))
    actions = Qt.DropAction.MoveAction
    mime = _mime(uid)
    button, no_key = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(port, QDragEnterEvent(pos, actions, mime, button, no_key))
    move = QDragMoveEvent(pos, actions, mime, button, no_key)
    QApplication.sendEvent(port, move)
    if not drop:
        return move
    ev = QDropEvent(QPointF(pos), actions, mime, button, no_key)
    QApplication.sendEvent(port, ev)
    return ev


def _illegal_hex(w: MainWindow, legal: set[tuple[int, int]]) -> tuple[int, int]:
    return next(h for h in sorted(w.controller.game.tiles) if h not in legal)


def test_drag_a_reserve_unit_onto_a_glowing_tile(hotseat: MainWindow) -> None:
    w = hotseat
    c = w.controller
    while c.game.phase != "units":
        play(w, 1)
    # R2.7 placement by drag.
    uid = next(a.unit for a in c.legal_actions() if a.kind == "place_unit")
    legal = {a.at for a in c.legal_actions() if a.unit == uid and a.at is not None}
    button = w.reserve_panel.button(uid)
    assert button is not None and button.isEnabled() and button.property("ready")
    assert button.drag_unit == uid  # type: ignore[attr-defined]
    w.reserve_panel.drag_started.emit(uid)
    assert set(highlighted_hexes(w, "deploy")) == legal  # they glow while dragging
    n = len(c.entries)
    bad = _illegal_hex(w, legal)
    move = _drag_to(w, uid, bad, drop=False)
    assert not move.isAccepted()  # the cursor says no over an illegal tile
    _drag_to(w, uid, bad, drop=True)
    assert len(c.entries) == n  # dropped elsewhere: nothing happens
    good = sorted(legal)[0]
    move = _drag_to(w, uid, good, drop=False)
    assert move.isAccepted()
    drop = _drag_to(w, uid, good, drop=True)
    assert drop.isAccepted()
    w.reserve_panel.drag_finished.emit(uid, True)
    assert c.entries[-1].action == Action("place_unit", unit=uid, at=good)
    # Deploy during play.
    for _ in range(60):
        if c.game.phase == "play" and any(a.kind == "deploy" for a in c.legal_actions()):
            break
        play(w, 1)
    deploy = next(a for a in c.legal_actions() if a.kind == "deploy")
    legal = {a.at for a in c.legal_actions()
             if a.kind == "deploy" and a.unit == deploy.unit and a.at is not None}
    w.reserve_panel.drag_started.emit(deploy.unit)
    assert set(highlighted_hexes(w, "deploy")) == legal
    w.reserve_panel.drag_finished.emit(deploy.unit, False)  # let go over the dock
    assert not highlighted_hexes(w, "deploy") and w.selected_reserve is None
    n = len(c.entries)
    _drag_to(w, deploy.unit, _illegal_hex(w, legal), drop=True)
    assert len(c.entries) == n
    _drag_to(w, deploy.unit, deploy.at, drop=True)  # type: ignore[arg-type]
    assert c.entries[-1].action.kind == "deploy" and c.entries[-1].action.at == deploy.at
    assert not w.errors


def highlighted_hexes(w: MainWindow, kind: str) -> list[tuple[int, int]]:
    return sorted(h for h, k in w.scene.highlights().items() if k == kind)


# ---------------------------------------------------------------- right-click menu
def test_right_click_offers_the_legal_actions_at_that_hex(hotseat: MainWindow,
                                                          qtbot: QtBot) -> None:
    w = hotseat
    c = w.controller
    while c.game.phase != "play":
        play(w, 1)
    legal = c.legal_actions()
    move = next(a for a in legal if a.kind == "move")
    target = move.path[-1]
    items = w.context_actions(target)
    labels = [label for label, _a in items]
    assert any(label.startswith("Move ") and label.endswith(" here") for label in labels)
    assert all(a in legal for _label, a in items)  # only legal actions
    # Through a real context-menu event on the viewport.
    pos = w.view.mapFromScene(w.scene.hex_center(target))
    ev = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, w.view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(w.view.viewport(), ev)
    menu = w._context_menu
    assert menu is not None and menu.isVisible()
    entry = next(a for a in menu.actions() if a.text().startswith("Move "))
    n = len(c.entries)
    entry.trigger()
    assert len(c.entries) == n + 1 and c.entries[-1].action.kind == "move"
    assert c.entries[-1].action.path[-1] == target
    menu.close()
    # A hex with nothing to do says so (disabled).
    empty = next(h for h in sorted(c.game.tiles) if not w.context_actions(h))
    menu = w.context_menu_for(empty)
    assert [a.isEnabled() for a in menu.actions()] == [False]
    menu.deleteLater()


def test_reserve_shows_units_of_one_card_as_one_entry(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    """A 100-point army's reserve lists each card once ("2 × Cyber Grunt · 8"), so it
    fits the dock; the entry stands for a ready unit of that card and follows the count."""
    from pocket_tactics_app.engine.game import PlayerSetup

    clf = CAT.presets["clf-100"]
    side = PlayerSetup(list(clf.units), list(clf.tiles), clf.home_feature)
    w = open_window()
    w.controller.new_game(GameSetup((side, PlayerSetup(list(clf.units), list(clf.tiles),
                                                      "biomass")), None, 100, 3),
                          (HUMAN, HUMAN))
    c = w.controller
    grunts = sorted(u.id for u in c.game.units.values()
                    if u.owner == 0 and u.card.id == "cyber-grunt")
    assert len(grunts) == 2
    box = w.reserve_panel.boxes[0]
    assert w.reserve_panel.button(grunts[0]) is w.reserve_panel.button(grunts[1])
    assert box.reserve_grid.count() == len(set(clf.units)) == 6  # 8 units, 6 cards
    assert "2 × Cyber Grunt · 8" in box.buttons[grunts[0]].text()
    while c.game.phase != "units":  # the map is drafted
        play(w, 1)
    while c.game.to_move != 0:
        play(w, 1)
    ready = {a.unit for a in c.legal_actions() if a.kind == "place_unit"}
    assert set(grunts) <= ready
    button = w.reserve_panel.button(grunts[1])
    assert button is not None and button.property("ready")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    chosen = w.selected_reserve
    assert chosen in grunts
    rebuilt = w.reserve_panel.button(chosen)  # the panel is rebuilt on every change
    assert rebuilt is not None and rebuilt.isChecked()
    at = next(a.at for a in c.legal_actions() if a.kind == "place_unit" and a.unit == chosen)
    assert c.request(Action("place_unit", unit=chosen, at=at))
    left = next(g for g in grunts if g != chosen)
    text = box.buttons[left].text()
    assert "Cyber Grunt · 8" in text and "×" not in text
    assert box.reserve_grid.count() == 6
