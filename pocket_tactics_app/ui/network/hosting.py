"""What the network content of either game shares in the shell: the seat bar over the
game's window, undo requests answered in a question box, the host's hint switch, and
the server a host started (it stops with the window)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox, QToolBar

from ...controller.network_seat import NetworkSeat
from ...net.local import LocalServer
from ...textfmt import fmt
from ..describe import player_colour
from .seat_bar import SeatBar


class SeatHosting:
    """What the network content of either game shares: the seat bar over the game's
    window, undo requests answered in a question box, the hint switch, and the server a
    host started (it stops with the window)."""

    undo_box: QMessageBox | None = None

    if TYPE_CHECKING:  # the hosted game's window

        def content(self) -> QMainWindow: ...

    def _attach(self, controller: NetworkSeat, server: LocalServer | None,
                hint: QAction, label: Callable[[int], str] = player_colour) -> None:
        self.seat_controller = controller
        self.server = server
        self.seat_bar = SeatBar(controller, label=label)
        bar = QToolBar(QCoreApplication.translate("NetworkGame", "Seats"))
        bar.setObjectName("seatToolBar")
        bar.setMovable(False)
        bar.addWidget(self.seat_bar)
        self.content().addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        controller.undo_asked.connect(self.ask_undo)
        controller.undo_answered.connect(
            lambda text: self.content().statusBar().showMessage(text, 8000))
        controller.stand_in_played.connect(lambda seat: self.content().statusBar().showMessage(
            fmt(QCoreApplication.translate(
                "NetworkGame", "Time ran out: the computer decided for %1."), label(seat)),
            10000))

        def honour_hints() -> None:
            """Hints off (the host's switch): the Hint entry and Ctrl+H do nothing."""
            if not controller.hints_allowed:
                hint.setEnabled(False)
                hint.setToolTip(QCoreApplication.translate(
                    "NetworkGame", "The host has turned hints off for this game."))

        controller.hints_changed.connect(lambda _on: honour_hints())
        controller.state_changed.connect(honour_hints)  # after the window's own update

    def ask_undo(self, name: str) -> None:
        """Another player asks to take back their last action: accept or refuse."""
        box = QMessageBox(QMessageBox.Icon.Question, self.content().windowTitle(),
                          fmt(QCoreApplication.translate(
                              "NetworkGame", "%1 asks to take back their last action. Accept?"),
                              name), QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.No, self.content())
        box.setObjectName("undoRequest")
        box.finished.connect(lambda _result: self.seat_controller.answer_undo(
            box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes))
        self.undo_box = box
        box.open()

    def needs_confirmation(self, *, quitting: bool) -> bool:
        """The host is asked before leaving a game in progress: the server, and the
        game with it, ends with this window. A joiner's seat waits on the server."""
        del quitting
        c = self.seat_controller
        return self.server is not None and c.has_game() and not c.game_is_over()

    def load_file(self, path: Path) -> bool:
        del path
        return False

    def resume(self) -> bool:
        return False

    def carry_over(self) -> bool:
        return False

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()


__all__ = ["SeatHosting"]
