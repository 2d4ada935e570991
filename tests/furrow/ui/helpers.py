"""The Furrow & Foundry window for its UI tests: one opened, and clicks through it (a
button, a hex, an open dialog answered, one human step of a game)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN
from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.engine.game import Game, new_game
from pocket_tactics_app.ui.furrow.dialogs import CommitDialog, EncounterDialog
from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.waste_warnings import WasteWarning
from pocket_tactics_app.ui.furrow.window import FurrowWindow

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

FIXTURE = FIXTURES / "furrow_before_commit.json"


def open_furrow_window(qtbot: QtBot) -> FurrowWindow:
    """The window at 1280x800, shown, with no delay between computer actions."""
    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def click(qtbot: QtBot, button: QPushButton | None) -> None:
    assert button is not None
    qtbot.waitUntil(button.isVisible, timeout=2000)  # new widgets are shown by an event
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_hex(qtbot: QtBot, w: FurrowWindow, h: tuple[int, int]) -> None:
    pos = w.view.mapFromScene(w.scene.hex_center(h))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def open_commit(qtbot: QtBot, w: FurrowWindow) -> CommitDialog:
    """The next seat's commit screen opened: past the hand-off, its commit dialog."""
    click(qtbot, w.handoff.button)
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_commit"))
    dlg = w._dialog
    assert isinstance(dlg, CommitDialog)
    return dlg


def settle_dialog(qtbot: QtBot, w: FurrowWindow) -> bool:
    """Answer an open dialog through its buttons; True if there was one."""
    dlg = w._dialog
    if dlg is None or not dlg.isVisible():
        return False
    if isinstance(dlg, RevealPanel):
        click(qtbot, dlg.findChild(QPushButton, "revealOk"))
    elif isinstance(dlg, WasteWarning):
        click(qtbot, dlg.findChild(QPushButton, "warningGo"))
    elif isinstance(dlg, CommitDialog):
        click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    elif isinstance(dlg, EncounterDialog):
        enabled = [b for b in dlg.buttons.values() if b.isEnabled()]
        click(qtbot, enabled[0])
    else:
        click(qtbot, dlg.findChild(QPushButton, "choiceOk"))
    return True


def step(qtbot: QtBot, w: FurrowWindow) -> None:
    """One human step through the widgets: the hand-off, a section, or the first
    choice button (its dialog answered)."""
    qtbot.wait(5)  # new widgets are shown by a posted event
    before = len(w.controller.entries)
    if settle_dialog(qtbot, w):
        return
    if w.handoff.isVisible():
        click(qtbot, w.handoff.button)
        return
    sections = [b for b in w.mat.buttons.values() if b.isVisible() and b.isEnabled()]
    if sections:
        click(qtbot, sections[0])
        settle_dialog(qtbot, w)  # a warning that the section wastes its top action
        assert len(w.controller.entries) == before + 1
        return
    buttons = [b for b in w._buttons() if b.isEnabled()
               and not b.objectName().startswith("unit_")]
    assert buttons, "no choice on screen"
    # prefer a step that ends this part of the turn, then anything
    for name in ("choice_skip", "choice_end_move", "choice_end_turn", "choice_pass"):
        for b in buttons:
            if b.objectName().startswith(name):
                click(qtbot, b)
                return
    click(qtbot, buttons[0])
    settle_dialog(qtbot, w)


def played(seed: int, actions: int, players: int = 3) -> Game:
    """A game played on by Easy computers for ``actions`` decisions and on to the start of
    a turn (a section to choose), or to the decision before its end."""
    g = new_game(players=players, seed=seed)
    agents = [make_agent("easy", seed * 7 + i) for i in range(players)]
    done = 0
    while done < actions or g.phase() != "section":
        done += 1
        s = g.deciders()[0]
        before = g.clone()
        g.apply(agents[s](g, s))
        if g.over:
            return before
    return g


def at_human_decision(qtbot: QtBot, w: FurrowWindow, g: Game) -> int:
    """The window on ``g`` with the seat to move human, the others Easy; waits for the
    human's decision."""
    seats = ["easy"] * g.n
    seats[g.deciders()[0]] = HUMAN
    w.controller.start_position(g, seats)
    w._unlocked = g.deciders()[0]  # the one human's screen is open, as after start()
    w.refresh()
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    seat = w.deciding()
    assert seat is not None
    return seat
