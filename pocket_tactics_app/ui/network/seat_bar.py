"""The seat bar of a network game: who holds each seat, who is connected, who is
thinking and for how long (or how long is left, when the host set a turn limit), whom
the game waits for, and the host's invitation. It serves either game's network seat
(:class:`~pocket_tactics_app.controller.network_seat.NetworkSeat`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...controller.network_seat import NetworkSeat
from ...net.messages import MAX_CHAT_CHARS
from ...textfmt import fmt
from ..describe import player_colour

# The computer levels, as the seat bar names them.
LEVELS: dict[str, str] = {"easy": str(QT_TRANSLATE_NOOP("SeatBar", "easy")),
                          "normal": str(QT_TRANSLATE_NOOP("SeatBar", "normal")),
                          "hard": str(QT_TRANSLATE_NOOP("SeatBar", "hard"))}


def seat_text(seat: dict[str, Any], own: int | None | list[int],
              label: Callable[[int], str] = player_colour) -> str:
    """One seat in words: "Blue: Ann (you), thinking", "Orange: computer (easy)"."""
    index = int(seat["seat"])
    who = str(seat.get("name") or "")
    if seat.get("open"):
        who = QCoreApplication.translate("SeatBar", "open seat")
    elif seat.get("kind") == "computer":
        level = str(seat.get("level") or "")
        who = fmt(QCoreApplication.translate("SeatBar", "computer (%1)"),
                  QCoreApplication.translate("SeatBar", LEVELS[level]) if level in LEVELS
                  else level)
    if index == own or isinstance(own, list) and index in own:
        who = fmt(QCoreApplication.translate("SeatBar", "%1 (you)"), who)
    parts = [fmt("%1: %2", label(index), who)]
    if seat.get("kind") != "computer" and not seat.get("open") and not seat.get("connected"):
        parts.append(QCoreApplication.translate("SeatBar", "disconnected"))
    if seat.get("deciding"):
        parts.append(QCoreApplication.translate("SeatBar", "thinking"))
    return ", ".join(parts)


#: The computer level that takes over a seat its player left.
HAND_OVER_LEVEL = "normal"


class SeatBar(QWidget):
    """A line above the board; it reads the controller's seats and refreshes each second
    (the clock of the decision in progress)."""

    def __init__(self, controller: NetworkSeat, parent: QWidget | None = None, *,
                 label: Callable[[int], str] = player_colour) -> None:
        """``label`` names a seat (Pocket Tactics: its colour; Furrow: its faction)."""
        super().__init__(parent)
        self.label = label
        self.setObjectName("seatBar")
        self.controller = controller
        # Two lines, so that the bar never widens the window: who plays, the chat field,
        # whom the game waits for and the host's Copy invitation (the invitation in its
        # tooltip; the Host dialog shows it whole) above; the last line said below, once
        # someone has said something.
        lines = QVBoxLayout(self)
        lines.setContentsMargins(6, 2, 6, 2)
        lines.setSpacing(2)
        row, below = QHBoxLayout(), QHBoxLayout()
        lines.addLayout(row)
        lines.addLayout(below)
        self.seats_label = QLabel()
        self.seats_label.setObjectName("seatBarSeats")
        self.seats_label.setTextFormat(Qt.TextFormat.PlainText)  # players' names are text
        self.seats_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setObjectName("seatBarStatus")
        self.copy_button = QPushButton(self.tr("Copy invitation"))
        self.copy_button.setObjectName("seatBarCopy")
        self.copy_button.clicked.connect(self.copy_invitation)
        self.copy_button.hide()
        self.invitation = ""
        self.reconnect_button = QPushButton(self.tr("Reconnect"))
        self.reconnect_button.setObjectName("seatBarReconnect")
        self.reconnect_button.clicked.connect(controller.rejoin)
        self.hand_over_button = QPushButton()
        self.hand_over_button.setObjectName("seatBarHandOver")
        self.hand_over_button.clicked.connect(self.hand_over)
        self.chat_line = QLabel()
        self.chat_line.setObjectName("seatBarChatLine")
        self.chat_line.setTextFormat(Qt.TextFormat.PlainText)
        self.chat_edit = QLineEdit()
        self.chat_edit.setObjectName("seatBarChat")
        self.chat_edit.setPlaceholderText(self.tr("Say something…"))
        self.chat_edit.setMaxLength(MAX_CHAT_CHARS)
        self.chat_edit.setMinimumWidth(160)
        self.chat_edit.setMaximumWidth(260)
        self.chat_edit.returnPressed.connect(self.send_chat)
        controller.chat_received.connect(self.show_chat)
        row.addWidget(self.seats_label, 1)
        row.addWidget(self.chat_edit)
        row.addWidget(self.status_label)
        row.addWidget(self.reconnect_button)
        row.addWidget(self.hand_over_button)
        row.addWidget(self.copy_button)
        below.addWidget(self.chat_line, 1)
        self.chat_line.hide()
        controller.seats_changed.connect(lambda *_: self.refresh())
        controller.state_changed.connect(self.refresh)
        controller.connection_lost.connect(lambda *_: self.refresh())
        self._clock = QTimer(self)
        self._clock.timeout.connect(self.refresh)
        self._clock.start(1000)
        self.refresh()

    def set_invitation(self, text: str) -> None:
        """The host's invitation (address, port, room code), shown with a copy button."""
        self.invitation = text
        self.copy_button.setToolTip(fmt(self.tr("Invitation: %1"), text))
        self.copy_button.setVisible(bool(text))

    def send_chat(self) -> None:
        """Enter in the chat field: the line goes to every player of the room."""
        text = self.chat_edit.text().strip()
        if text and self.controller.connected and self.controller.seat is not None:
            self.controller.send_chat(text)
            self.chat_edit.clear()

    def show_chat(self, name: str, text: str) -> None:
        """The last line said, beside the seats (plain text: no markup is read)."""
        self.chat_line.setText(fmt("%1: %2", name, text))
        self.chat_line.show()

    def copy_invitation(self) -> None:
        QGuiApplication.clipboard().setText(self.invitation)

    def status_text(self) -> str:
        """Whom the game waits for, and for how long; or why it cannot go on."""
        c = self.controller
        if not c.connected:
            return self.tr("Disconnected from the server")
        if c.has_game() and c.game_is_over():
            return self.tr("The game is over")
        if c.seat is None:
            return self.tr("Connecting…")
        if c.turn_ends is not None:  # the host's turn limit: the time left
            left = max(0, int(c.turn_ends - time.monotonic() + 0.999))
            clock = fmt(self.tr("%1 left"), f"{left // 60}:{left % 60:02d}")
        else:
            elapsed = int(time.monotonic() - c.decision_since)
            clock = f"{elapsed // 60}:{elapsed % 60:02d}"
        if c.human_to_decide():
            return fmt(self.tr("Your turn (%1)"), clock)
        waiting = [seat_text(s, c.local_seats(), self.label).partition(",")[0] for s in c.room_seats
                   if s.get("deciding")]
        if waiting:
            return fmt(self.tr("Waiting for %1 (%2)"), ", ".join(waiting), clock)
        return ""

    def dropped_seat(self) -> int | None:
        """A human seat nobody is at (its player left, or never came), the first, if this
        window is the host's."""
        c = self.controller
        if not c.hosting or not c.connected:
            return None
        return next((int(s["seat"]) for s in c.room_seats if s.get("kind") == "human"
                     and not s.get("connected")), None)

    def hand_over(self) -> None:
        """The host gives the dropped seat to the computer (the server may say it is too
        early: the room waits a while for the player to come back)."""
        seat = self.dropped_seat()
        if seat is not None:
            self.controller.hand_over(seat, HAND_OVER_LEVEL)

    def refresh(self) -> None:
        c = self.controller
        self.seats_label.setText("   ".join(seat_text(s, c.local_seats(), self.label)
                                           for s in c.room_seats))
        self.status_label.setText(self.status_text())
        self.reconnect_button.setVisible(not c.connected and c.connect_again is not None)
        dropped = self.dropped_seat()
        self.hand_over_button.setVisible(dropped is not None)
        if dropped is not None:
            self.hand_over_button.setText(fmt(self.tr("Give %1 to the computer"),
                                              self.label(dropped)))


__all__ = ["SeatBar", "seat_text"]
