"""Help ▸ Learn to play: a guided first game of each game the shell hosts.

:class:`Lessons` is what the shell holds: one Help entry per game, the offer of the
guided game the first time a game is shown (once per game, remembered in
:mod:`.progress`), and the coach (:mod:`.overlay`) of the guided game running, which
follows the steps of :mod:`.script`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ...textfmt import fmt
from ..games import ShellWindow, game_ids, game_ui
from .progress import load_progress, save_quietly
from .script import SCRIPTS

if TYPE_CHECKING:
    from .overlay import Coach


class Lessons(QObject):
    """The guided games of the shell's games.

    Nothing of a game is imported before it is shown (the window appears fast): the
    Help entries take the games' names when the menu first opens, the coach's module
    when a guided game starts."""

    def __init__(self, shell: ShellWindow) -> None:
        super().__init__(shell.window())
        self.shell = shell
        #: Whether a game shown for the first time offers its guided game (the app's
        #: window does; windows made by tests and screenshots do not).
        self.offer_enabled = False
        self.offer_box: QMessageBox | None = None
        self.coach: Coach | None = None
        self._actions: dict[str, QAction] = {}
        for game_id in game_ids():
            if game_id not in SCRIPTS:
                continue
            act = QAction(QCoreApplication.translate("Learn", "Learn to play"), shell.window())
            act.setObjectName(f"learn-{game_id}")
            act.triggered.connect(lambda _=False, g=game_id: self.start(g))
            self._actions[game_id] = act

    def actions(self) -> list[QAction | None]:
        """The Help menu's entries."""
        return list(self._actions.values())

    def name_actions(self) -> None:
        """Each Help entry says its game's name (the Help menu is opening)."""
        text = QCoreApplication.translate("Learn", "Learn to play %1")
        for game_id, act in self._actions.items():
            act.setText(fmt(text, game_ui(game_id).title()))

    def action(self, game_id: str) -> QAction:
        return self._actions[game_id]

    # ------------------------------------------------------------------ the offer
    def hosted(self, game_id: str) -> None:
        """The shell shows ``game_id``: its guided game is offered if it never was."""
        coach = self.coach
        if coach is not None and (self.shell.hosted is None
                                  or coach.window is not self.shell.hosted.content()):
            self.coach = None  # its window is gone with the game it hosted
        if not self.offer_enabled or game_id not in SCRIPTS:
            return
        progress = load_progress()
        if game_id in progress.offered:
            return
        progress.offered.append(game_id)
        save_quietly(progress)
        QTimer.singleShot(0, lambda: self._offer(game_id))

    def _offer(self, game_id: str) -> None:
        title = game_ui(game_id).title()
        learn = QCoreApplication.translate("Learn", "Learn to play")
        words = QCoreApplication.translate(
            "Learn", "New to %1? A short guided game shows how to play, step by step. You "
            "can leave it at any time and come back to it from Help ▸ Learn to play.")
        box = QMessageBox(QMessageBox.Icon.Question, learn, fmt(words, title),
                          QMessageBox.StandardButton.NoButton, self.shell.window())
        box.setObjectName("learnOffer")
        go = box.addButton(learn, QMessageBox.ButtonRole.AcceptRole)
        go.setObjectName("learnOfferYes")
        later = box.addButton(QCoreApplication.translate("Learn", "Not now"),
                              QMessageBox.ButtonRole.RejectRole)
        later.setObjectName("learnOfferNo")
        go.clicked.connect(lambda: self.start(game_id))
        box.finished.connect(lambda _r: setattr(self, "offer_box", None))
        self.offer_box = box
        box.open()

    # ------------------------------------------------------------------ running
    def start(self, game_id: str) -> None:
        """Help ▸ Learn to play: asks about a game in progress, then the guided game at
        the step it was left at."""
        self.shell.confirm_leave(
            QCoreApplication.translate(
                "Learn", "Start the guided game anyway? This game will be lost."),
            QCoreApplication.translate("Learn", "Learn to play"), lambda: self._go(game_id))

    def _go(self, game_id: str) -> None:
        progress = load_progress()
        if game_id not in progress.offered:  # shown now: no offer on top of it
            progress.offered.append(game_id)
            save_quietly(progress)
        if self.coach is not None and self.coach.is_active():
            self.coach.leave()
        hosted = self.shell.host(game_id)
        window = hosted.content()
        from .overlay import make_coach

        coach = self.coach
        if coach is None or coach.window is not window:  # else the same window's again
            coach = make_coach(SCRIPTS[game_id], window)
        self.coach = coach
        coach.start(progress.steps.get(game_id, 0))


__all__ = ["Lessons"]
