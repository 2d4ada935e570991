"""The Furrow & Foundry window shows a failed autosave once, says "not saved" in its
status while the failure lasts, and stops saying it once a write works again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.storage import paths
from pocket_tactics_app.ui.furrow.window import FurrowWindow


def click_section(qtbot: QtBot, w: FurrowWindow) -> None:
    """Click the first section of the mat that may be chosen now (past the hand-off)."""
    if w.handoff.isVisible():
        qtbot.mouseClick(w.handoff.button, Qt.MouseButton.LeftButton)
    slot = next(b for b in w.mat.buttons.values() if b.isEnabled())
    qtbot.mouseClick(slot, Qt.MouseButton.LeftButton)


def test_autosave_failure_is_shown_once_and_the_status_says_not_saved(
        qtbot: QtBot, furrow_window: FurrowWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    c = w.controller
    assert c.autosave_path is not None
    click_section(qtbot, w)  # a good write
    assert c.saved and w.autosave_box is None
    assert "not saved" not in w.status.text()
    folder = c.autosave_path.parent
    for f in folder.iterdir():
        f.unlink()
    folder.rmdir()
    folder.write_text("a file where the saves folder should be")
    c.undo()
    qtbot.waitUntil(lambda: w.autosave_box is not None and w.autosave_box.isVisible(),
                    timeout=2000)
    box = w.autosave_box
    assert isinstance(box, QMessageBox) and c.autosave_problem is not None
    assert c.autosave_problem in box.text()
    assert "not saved" in w.status.text()
    box.accept()
    click_section(qtbot, w)  # fails again: the same streak, not shown twice
    assert w.autosave_box is box and not box.isVisible() and "not saved" in w.status.text()
    folder.unlink()
    folder.mkdir()
    c.undo()  # this write works: the failure is over
    assert c.saved and "not saved" not in w.status.text()
