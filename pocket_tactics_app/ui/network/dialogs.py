"""Game ▸ Host a network game and Game ▸ Join a network game.

Host: the armies, the seed, the host's colour and whether the other seat is a remote
player or a computer level, and where the server listens; Host starts the server in the
app and shows the invitation (address, port, room code) to copy. Join: the address (or
the whole invitation pasted), the room code and the player's name.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...net.client import ServerRefused
from ...textfmt import fmt
from .session import HERE, REMOTE, HostOptions, NetworkHosted, host_game, join_game
from .session import parse_invitation as read_invitation

if TYPE_CHECKING:
    from ..games import ShellWindow

LEVELS = ("easy", "normal", "hard")


def _is_room_code(text: str) -> bool:
    return len(text) == 32 and all(c in "0123456789abcdef" for c in text)


def _failure(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


class HostDialog(QDialog):
    """Game ▸ Host a network game."""

    def __init__(self, shell: ShellWindow) -> None:
        super().__init__(shell.window())
        from ...engine.cards import default_catalog

        self.setObjectName("hostDialog")
        self.setWindowTitle(self.tr("Host a network game"))
        self.shell = shell
        self.hosted: NetworkHosted | None = None
        self.presets = list(default_catalog().presets.values())
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)
        form.addRow(self.tr("Game:"), QLabel(self.tr("Pocket Tactics")))
        self.armies: list[QComboBox] = []
        for index, label in enumerate((self.tr("Blue army:"), self.tr("Orange army:"))):
            combo = QComboBox()
            combo.setObjectName(f"hostArmy{index}")
            for preset in self.presets:
                combo.addItem(preset.name, preset.id)
            combo.setCurrentIndex(min(index, combo.count() - 1))
            form.addRow(label, combo)
            self.armies.append(combo)
        self.colour = QComboBox()
        self.colour.setObjectName("hostColour")
        self.colour.addItems([self.tr("Blue"), self.tr("Orange")])
        form.addRow(self.tr("You play:"), self.colour)
        self.opponent = QComboBox()
        self.opponent.setObjectName("hostOpponent")
        self.opponent.addItem(self.tr("A remote player"), REMOTE)
        for level in LEVELS:
            self.opponent.addItem(fmt(self.tr("The computer (%1)"), level), level)
        form.addRow(self.tr("Opponent:"), self.opponent)
        self.seed = QSpinBox()
        self.seed.setObjectName("hostSeed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(2**31))
        form.addRow(self.tr("Seed:"), self.seed)
        self.name = QLineEdit(self.tr("Host"))
        self.name.setObjectName("hostName")
        form.addRow(self.tr("Your name:"), self.name)
        self.bind = QLineEdit("127.0.0.1")
        self.bind.setObjectName("hostBind")
        self.bind.setToolTip(self.tr("127.0.0.1: this computer only; 0.0.0.0: every network "
                                     "this computer is on"))
        form.addRow(self.tr("Listen on:"), self.bind)
        self.port = QSpinBox()
        self.port.setObjectName("hostPort")
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        form.addRow(self.tr("Port:"), self.port)
        self.hand_over = QSpinBox()
        self.hand_over.setObjectName("hostHandOver")
        self.hand_over.setRange(0, 3600)
        self.hand_over.setValue(60)
        self.hand_over.setSuffix(self.tr(" s"))
        self.hand_over.setToolTip(self.tr("How long a player who left keeps their seat before "
                                          "you may give it to the computer"))
        form.addRow(self.tr("Seat kept for:"), self.hand_over)
        self.message = QLabel()
        self.message.setObjectName("hostMessage")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        row = QHBoxLayout()
        self.invitation = QLineEdit()
        self.invitation.setObjectName("invitationText")
        self.invitation.setReadOnly(True)
        self.invitation.setPlaceholderText(self.tr("The invitation appears here."))
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setObjectName("invitationCopy")
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.invitation.text()))
        row.addWidget(self.invitation, 1)
        row.addWidget(self.copy_button)
        lay.addLayout(row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(self.tr("Host"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setObjectName("hostStart")
        self.start_button.clicked.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

    def options(self) -> HostOptions:
        from ...engine.setup import GameSetup, PlayerSetup

        chosen = [self.presets[c.currentIndex()] for c in self.armies]
        players = tuple(PlayerSetup(list(p.units), list(p.tiles), p.home_feature)
                        for p in chosen)
        setup = GameSetup((players[0], players[1]), None,
                          max(p.point_limit for p in chosen), self.seed.value())
        other = str(self.opponent.currentData())
        seats = (HERE, other) if self.colour.currentIndex() == 0 else (other, HERE)
        return HostOptions(setup, seats, self.name.text().strip() or self.tr("Host"),
                           self.bind.text().strip() or "127.0.0.1", self.port.value(),
                           float(self.hand_over.value()))

    def start(self) -> None:
        """Starts the server and the game; the invitation shows once the room exists."""
        try:
            self.hosted = host_game(self.shell, self.options())
        except (OSError, ServerRefused, TimeoutError) as exc:
            self.message.setText(fmt(self.tr("Could not host the game: %1"), _failure(exc)))
            return
        self.start_button.setEnabled(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self.message.setText(self.tr("The server is starting…"))
        self.hosted.controller.seated.connect(lambda *_: self._show_invitation())
        self.hosted.controller.connection_lost.connect(self.message.setText)

    def _show_invitation(self) -> None:
        assert self.hosted is not None
        self.invitation.setText(self.hosted.seat_bar.invitation)
        self.copy_button.setEnabled(True)
        self.message.setText(self.tr("Send this invitation to the other player: Game ▸ Join "
                                     "a network game, then paste it."))


class JoinDialog(QDialog):
    """Game ▸ Join a network game."""

    def __init__(self, shell: ShellWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or shell.window())
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Join a network game"))
        self.shell = shell
        self.hosted: NetworkHosted | None = None
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)
        self.address = QLineEdit()
        self.address.setObjectName("joinAddress")
        self.address.setPlaceholderText(self.tr("address:port, or the whole invitation"))
        self.address.textChanged.connect(self._pasted)
        form.addRow(self.tr("Address:"), self.address)
        self.room = QLineEdit()
        self.room.setObjectName("joinRoom")
        form.addRow(self.tr("Room code:"), self.room)
        self.name = QLineEdit(self.tr("Guest"))
        self.name.setObjectName("joinName")
        form.addRow(self.tr("Your name:"), self.name)
        self.message = QLabel()
        self.message.setObjectName("joinMessage")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.addButton(self.tr("Join"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.setObjectName("joinStart")
        self.join_button.clicked.connect(self.join)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _pasted(self, text: str) -> None:
        """A whole invitation pasted in the address: its room code goes to its field."""
        parts = text.split()
        if len(parts) == 2 and _is_room_code(parts[1]):
            self.address.setText(parts[0])
            self.room.setText(parts[1])

    def join(self) -> None:
        try:
            host, port, _ = read_invitation(self.address.text())
        except ValueError as exc:
            self.message.setText(str(exc))
            return
        room = self.room.text().strip().lower()
        if not _is_room_code(room):
            self.message.setText(self.tr("The room code is the 32 letters and digits of the "
                                         "invitation."))
            return
        try:
            self.hosted = join_game(self.shell, host, port, room,
                                    self.name.text().strip() or self.tr("Guest"))
        except (OSError, ServerRefused, TimeoutError) as exc:
            self.message.setText(fmt(self.tr("Could not join: %1"), _failure(exc)))
            return
        self.accept()


__all__ = ["HostDialog", "JoinDialog"]
