"""Game ▸ Host a network game and Game ▸ Join a network game.

Host: the game and its setup as for a local game (Pocket Tactics: the armies, the seed,
the host's colour and the other seat; Furrow & Foundry: the new-game page's players,
factions, mats and seed, each seat a remote player, a player at this screen or a
computer level), the room's switches (hints allowed, a turn time limit) and where the
server listens; Host starts the server in the app and shows the invitation (address,
port, room code) to copy. Join: the address (or the whole invitation pasted), the room
code and the player's name; the room says which game it plays.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
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
from .session import (
    FURROW_ID,
    GAME_ID,
    HERE,
    REMOTE,
    HostOptions,
    host_game,
    join_game,
)
from .session import parse_invitation as read_invitation

if TYPE_CHECKING:
    from ..furrow.new_game import FurrowNewGameDialog
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
        self.hosted: Any = None
        self.presets = list(default_catalog().presets.values())
        lay = QVBoxLayout(self)
        chooser = QFormLayout()
        lay.addLayout(chooser)
        self.game = QComboBox()
        self.game.setObjectName("hostGame")
        self.game.addItem(self.tr("Pocket Tactics"), GAME_ID)
        self.game.addItem(self.tr("Furrow & Foundry"), FURROW_ID)
        self.game.currentIndexChanged.connect(self._game_chosen)
        chooser.addRow(self.tr("Game:"), self.game)
        self.pocket_box = QWidget()
        lay.addWidget(self.pocket_box)
        form = QFormLayout(self.pocket_box)
        form.setContentsMargins(0, 0, 0, 0)
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
        self.furrow = _furrow_seats(self)
        lay.addWidget(self.furrow)
        form = QFormLayout()
        lay.addLayout(form)
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
        self.turn_limit = QSpinBox()
        self.turn_limit.setObjectName("hostTurnLimit")
        self.turn_limit.setRange(0, 3600)
        self.turn_limit.setSuffix(self.tr(" s"))
        self.turn_limit.setSpecialValueText(self.tr("off"))
        self.turn_limit.setToolTip(self.tr("How long each decision may take; then the "
                                           "computer decides for that player, that "
                                           "decision only"))
        self.stand_in = QComboBox()
        self.stand_in.setObjectName("hostStandIn")
        for level in LEVELS:
            self.stand_in.addItem(fmt(self.tr("then the computer (%1)"), level), level)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.turn_limit)
        limit_row.addWidget(self.stand_in, 1)
        form.addRow(self.tr("Turn time limit:"), limit_row)
        self.hints = QCheckBox(self.tr("Players may ask for a hint"))
        self.hints.setObjectName("hostHints")
        self.hints.setChecked(True)
        form.addRow(self.tr("Hints:"), self.hints)
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
        self._game_chosen()

    def _game_chosen(self) -> None:
        furrow = self.game.currentData() == FURROW_ID
        self.pocket_box.setVisible(not furrow)
        self.furrow.setVisible(furrow)
        self.adjustSize()

    def options(self) -> HostOptions:
        from ...engine.setup import GameSetup, PlayerSetup

        name = self.name.text().strip() or self.tr("Host")
        seconds, hints = self.turn_limit.value(), self.hints.isChecked()
        from ...net import messages

        # the server's shortest limit at least (read at the call: tests may lower it)
        limit = float(max(messages.MIN_TURN_LIMIT, seconds)) if seconds else None
        if self.game.currentData() == FURROW_ID:
            problem = self.furrow._problem() or (
                "" if HERE in self.furrow.seats() else
                self.tr("At least one seat is played at this screen."))
            if problem:
                raise ValueError(problem)
            return HostOptions(self.furrow.setup(), tuple(self.furrow.seats()), name,
                               self.bind.text().strip() or "127.0.0.1", self.port.value(),
                               float(self.hand_over.value()), FURROW_ID, hints, limit,
                               self.stand_in.currentData())

        chosen = [self.presets[c.currentIndex()] for c in self.armies]
        players = tuple(PlayerSetup(list(p.units), list(p.tiles), p.home_feature)
                        for p in chosen)
        setup = GameSetup((players[0], players[1]), None,
                          max(p.point_limit for p in chosen), self.seed.value())
        other = str(self.opponent.currentData())
        seats = (HERE, other) if self.colour.currentIndex() == 0 else (other, HERE)
        return HostOptions(setup, seats, name, self.bind.text().strip() or "127.0.0.1",
                           self.port.value(), float(self.hand_over.value()), GAME_ID, hints,
                           limit, self.stand_in.currentData())

    def start(self) -> None:
        """Starts the server and the game; the invitation shows once the room exists."""
        try:
            options = self.options()
        except ValueError as exc:
            self.message.setText(str(exc))
            return
        try:
            self.hosted = host_game(self.shell, options)
        except (OSError, ServerRefused, TimeoutError) as exc:
            self.message.setText(fmt(self.tr("Could not host the game: %1"), _failure(exc)))
            return
        self.start_button.setEnabled(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self.message.setText(self.tr("The server is starting…"))
        self.hosted.seat_controller.seated.connect(lambda *_: self._show_invitation())
        self.hosted.seat_controller.connection_lost.connect(self.message.setText)

    def _show_invitation(self) -> None:
        assert self.hosted is not None
        self.invitation.setText(self.hosted.seat_bar.invitation)
        self.copy_button.setEnabled(True)
        self.message.setText(self.tr("Send this invitation to the other player: Game ▸ Join "
                                     "a network game, then paste it."))


def _furrow_seats(parent: QWidget) -> FurrowNewGameDialog:
    """The Furrow new-game page's seats, factions, mats, seed and round limit, embedded
    in the Host dialog; each seat is a remote player, a player at this screen or a
    computer level."""
    from ..furrow.new_game import FurrowNewGameDialog

    page = FurrowNewGameDialog(parent)
    page.setObjectName("hostFurrow")
    page.setWindowFlags(Qt.WindowType.Widget)
    page.buttons.hide()
    for i, kind in enumerate(page.kinds):
        kind.clear()
        kind.addItem(QCoreApplication.translate("HostDialog", "A remote player"), REMOTE)
        kind.addItem(QCoreApplication.translate("HostDialog", "A player at this screen"), HERE)
        for level in LEVELS:
            kind.addItem(fmt(QCoreApplication.translate("HostDialog", "The computer (%1)"),
                             level), level)
        kind.setCurrentIndex(1 if i == 0 else 0)
    return page


class JoinDialog(QDialog):
    """Game ▸ Join a network game."""

    def __init__(self, shell: ShellWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or shell.window())
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Join a network game"))
        self.shell = shell
        self.hosted: Any = None
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
