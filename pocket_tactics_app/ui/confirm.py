"""The questions asked before a game in progress would be lost (New game, Open, Quit,
a restart), before a restart for a new language, and at start about an unfinished game."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

#: Each word keeps the context of the window it was first written for (lupdate reads
#: the literal context of every translate call).
_Q = QCoreApplication


def ask_before_leaving(parent: QWidget, question: str, go_text: str, then: Callable[[], object],
                       save: Callable[[], bool] | None,
                       closed: Callable[[], object] | None = None) -> QMessageBox:
    """A window-modal box, opened: "Save first" (when ``save`` is given) runs ``then``
    once the game is saved, ``go_text`` runs it at once, Cancel does nothing;
    ``closed`` runs first whatever the answer."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      _Q.translate("FileCommands", "Pocket Tactics"),
                      _Q.translate("FileCommands", "The game in progress is not saved."),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("confirmLeave")
    box.setInformativeText(question)
    save_button = (box.addButton(_Q.translate("FileCommands", "Save first"),
                                 QMessageBox.ButtonRole.AcceptRole)
                   if save is not None else None)
    go = box.addButton(go_text, QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)

    def done(_result: int) -> None:
        clicked = box.clickedButton()
        if closed is not None:
            closed()
        if save is not None and save_button is not None and clicked is save_button:
            if save():
                then()
        elif clicked is go:
            then()

    box.finished.connect(done)
    box.open()
    return box


def ask_restart(parent: QWidget, restart_now: Callable[[], object]) -> QMessageBox:
    """A new language takes a restart: "Restart now" runs ``restart_now``, "Later" keeps
    the language for the next start. The box is opened and returned."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_Q.translate("MainWindow", "Language"))
    box.setText(_Q.translate(
        "MainWindow", "The new language applies after a restart. Restart Pocket Tactics now?"))
    now = box.addButton(_Q.translate("MainWindow", "Restart now"),
                        QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_Q.translate("MainWindow", "Later"), QMessageBox.ButtonRole.RejectRole)
    box.setObjectName("restartBox")
    box.buttonClicked.connect(lambda b: restart_now() if b is now else None)
    box.open()
    return box


def ask_to_resume(parent: QWidget, game: str | None, saved: dt.datetime | None, actions: int,
                  resume: Callable[[], bool], new_game: Callable[[], object],
                  closed: Callable[[], object] | None = None) -> QMessageBox:
    """At start: the unfinished game of an autosave offered (``game``: its name, when
    the app has several). Resume is the default button; New game (or
    Esc), or a resume that fails, runs ``new_game``; ``closed`` runs first whatever the
    answer."""
    from ..textfmt import english_plural, fmt

    title = game if game is not None else _Q.translate("FileCommands", "Pocket Tactics")
    text = (fmt(_Q.translate("Shell", "Your last game of %1 was not finished."), game)
            if game is not None
            else _Q.translate("FileCommands", "Your last game was not finished."))
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("resumeOffer")
    when = (saved.astimezone().strftime("%Y-%m-%d %H:%M") if saved is not None
            else "?")  # the same in every language
    box.setInformativeText(fmt(english_plural(_Q.translate(
        "FileCommands", "It was saved on %1 after %n action(s). Resume it?", None, actions),
        actions), when))
    resume_button = box.addButton(_Q.translate("FileCommands", "Resume"),
                                  QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_Q.translate("FileCommands", "New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume_button)

    def done(_result: int) -> None:
        if closed is not None:
            closed()
        if box.clickedButton() is resume_button and resume():
            return
        new_game()

    box.finished.connect(done)
    box.open()
    return box


__all__ = ["ask_before_leaving", "ask_restart", "ask_to_resume"]
