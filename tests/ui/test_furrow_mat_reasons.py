"""Furrow & Foundry: each slot of the mat says why it cannot be chosen or would do
nothing now, with the rule ID (``FurrowInteraction.mat``), read from the real widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.window import FurrowWindow


def test_s6_7_and_s6_1_the_mat_says_why_in_its_tooltips(qtbot: QtBot,
                                                        furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    qtbot.mouseClick(w.handoff.button, Qt.MouseButton.LeftButton)  # the first seat's screen
    seat = w.deciding()
    assert seat is not None and w.private_seat() == seat
    g = w.controller.game
    unpaid = [i for i in (1, 2, 3, 4) if not g.can_pay_column(seat, COLUMNS[i - 1])]
    assert unpaid, "a new game holds no resources"
    for i in unpaid:
        col = COLUMNS[i - 1]
        tip = w.mat.bottom_slots[i].toolTip()
        have = g.controlled_resources(seat, COLUMN_RESOURCE[col])
        assert (f"S6.7: costs {g.column_cost(seat, col)} "
                f"{words.resource(COLUMN_RESOURCE[col])}, you have {have}") in tip
    strengthen = next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == "strengthen")
    assert w.mat.buttons[strengthen].isEnabled()
    qtbot.mouseClick(w.mat.buttons[strengthen], Qt.MouseButton.LeftButton)
    for _ in range(40):  # both seats skip the rest of their turns on their own screens
        if w.handoff.isVisible():
            qtbot.mouseClick(w.handoff.button, Qt.MouseButton.LeftButton)
        if w.deciding() == seat and w.controller.game.phase() == "section":
            break
        section = next((b for b in w.mat.buttons.values() if b.isEnabled()), None)
        skip = next((b for b in w._buttons()
                     if b.objectName().startswith(("choice_skip", "choice_end_turn"))), None)
        target = section if section is not None else skip
        assert target is not None, [b.objectName() for b in w._buttons()]
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert w.deciding() == seat and w.controller.game.phase() == "section"
    slot = w.mat.buttons[strengthen]
    assert not slot.isEnabled()
    assert "S6.1: used last turn" in slot.toolTip()
    others = [i for i in (1, 2, 3, 4) if i != strengthen]
    assert all(w.mat.buttons[i].isEnabled() for i in others)
