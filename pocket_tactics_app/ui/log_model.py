"""The game log as a Qt table model: one row per applied action, with its dice."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import QBrush, QColor

from ..controller.game_controller import LogEntry
from ..engine.events import Event
from ..engine.game import Game
from ..engine.kinds import EventKind
from . import describe, theme

_Index = QModelIndex | QPersistentModelIndex


class LogSource(Protocol):
    """What the log reads: the game controller while playing, or a replay's feed in the
    replay window (which has no controller)."""

    @property
    def action_applied(self) -> SignalInstance: ...

    @property
    def history_reset(self) -> SignalInstance: ...

    @property
    def game(self) -> Game: ...

    players: tuple[str, str]
    entries: list[LogEntry]
    initial_events: list[Event]

    def has_game(self) -> bool: ...


class GameLogModel(QAbstractTableModel):
    """Rows mirror ``controller.entries``; row text is built once when the row arrives."""

    COLUMNS = ("turn", "player", "action", "result", "dice")

    def __init__(self, controller: LogSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: list[tuple[str, str, str, str, str, int]] = []
        controller.action_applied.connect(self._append)
        controller.history_reset.connect(self.reload)

    def _headers(self) -> tuple[str, ...]:
        return (
            self.tr("Turn"),
            self.tr("Player"),
            self.tr("Action"),
            self.tr("Result"),
            self.tr("Dice"),
        )

    def _row_for(self, entry: LogEntry) -> tuple[str, str, str, str, str, int]:
        game = self._controller.game
        turn = str(entry.turn) if entry.phase == "play" else self.tr("setup")
        player = describe.player_name(entry.player, self._controller.players)
        action = describe.action_text(game, entry.action)
        result = "; ".join(
            t
            for t in (
                describe.event_text(game, e)
                for e in entry.events
                if e["kind"] not in (EventKind.ROLLED, EventKind.BUMPED, EventKind.REROLLED)
            )
            if t
        )
        return (turn, player, action, result, describe.dice_of(entry.events), entry.player)

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = []
        if self._controller.has_game():
            game = self._controller.game
            setup_text = "; ".join(
                t
                for t in (describe.event_text(game, e) for e in self._controller.initial_events)
                if t
            )
            # the central feature and roll-off belong to no player: setup in the Turn
            # column like every other setup row, the Player column left empty
            self._rows.append(
                (
                    self.tr("setup"),
                    "",
                    self.tr("Map begins with the central feature"),
                    setup_text,
                    describe.dice_of(self._controller.initial_events),
                    -1,
                )
            )
            self._rows.extend(self._row_for(e) for e in self._controller.entries)
        self.endResetModel()

    def _append(self, entry: LogEntry) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(self._row_for(entry))
        self.endInsertRows()

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:  # unit names, shown as written
            return describe.plain_tooltip(str(row[index.column()]))
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 1 and row[5] >= 0:
            return QBrush(QColor(theme.player_style(row[5]).light))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers()[section]
        return None
