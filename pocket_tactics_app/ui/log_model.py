"""The game log as a Qt model: one row per applied action, with its outcome and dice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractItemModel,
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


_DECISIONS = ("bump", "reroll", "pass")
_DICE_EVENTS = (EventKind.ROLLED, EventKind.BUMPED, EventKind.REROLLED)


@dataclass
class _Row:
    cells: list[str]
    player: int
    children: list[_Row] = field(default_factory=list)
    open_fight: bool = False  # an assault or test whose decisions fold under this row
    veiled: bool = False  # its result waits for the dice animation (``reveal``)
    #: the events of the fight this row started (its decisions' too): its Dice column
    #: shows the dice as they stand after them, paired OFF against DEF
    fight: list[Event] = field(default_factory=list)


class GameLogModel(QAbstractItemModel):
    """Rows mirror ``controller.entries``; row text is built once when the row arrives.

    With ``fold`` (the main window), the bump, re-roll and pass rows of an assault or a
    test are children of the row that started it (a tree: expand to see them), and that
    row's Result takes the outcome when it comes: one row per action with its outcome.
    Without it (the replay window, which selects row n for step n) every entry is a row.
    """

    COLUMNS = ("turn", "player", "action", "result", "dice")

    def __init__(self, controller: LogSource, parent: QObject | None = None,
                 fold: bool = False) -> None:
        super().__init__(parent)
        self._controller = controller
        self._fold = fold
        self._top: list[_Row] = []
        #: Rows with fresh dice hide their result until ``reveal`` (the window sets this
        #: while dice animate: the log never tells a result before the dice show it).
        self.veil = False
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

    def _result_of(self, events: list[Event]) -> str:
        game = self._controller.game
        return self.tr("; ").join(
            t
            for t in (describe.event_text(game, e) for e in events if e["kind"] not in _DICE_EVENTS)
            if t
        )

    def _row_for(self, entry: LogEntry) -> _Row:
        game = self._controller.game
        turn = str(entry.turn) if entry.phase == "play" else self.tr("setup")
        player = describe.player_name(entry.player, self._controller.players)
        action = describe.action_text(game, entry.action)
        result = self._result_of(entry.events)
        kinds = {e["kind"] for e in entry.events}
        starts = bool(kinds & {EventKind.ATTACK, EventKind.HAZARD}) or (
            EventKind.ROLLED in kinds and entry.action.kind not in _DECISIONS
        )
        ends = bool(kinds & {EventKind.COUNT, EventKind.TEST})
        fight = list(entry.events) if starts else []
        dice = describe.fight_dice(fight) if fight else describe.dice_of(entry.events)
        return _Row([turn, player, action, result, dice], entry.player,
                    open_fight=starts and not ends, fight=fight)

    def reload(self) -> None:
        self.beginResetModel()
        self._top = []
        if self._controller.has_game():
            game = self._controller.game
            setup_text = self.tr("; ").join(
                t
                for t in (describe.event_text(game, e) for e in self._controller.initial_events)
                if t
            )
            # the central feature and roll-off belong to no player: setup in the Turn
            # column like every other setup row, the Player column left empty
            self._top.append(
                _Row(
                    [
                        self.tr("setup"),
                        "",
                        self.tr("Map begins with the central feature"),
                        setup_text,
                        describe.dice_of(self._controller.initial_events),
                    ],
                    -1,
                )
            )
            for e in self._controller.entries:
                self._add(e, notify=False)
        self.endResetModel()

    def _append(self, entry: LogEntry) -> None:
        self._add(entry, notify=True)

    def reveal(self) -> None:
        """The dice have stopped: every result is shown."""
        for r, top in enumerate(self._top):
            rows = [(top, self.index(r, 3))] + [
                (kid, self.index(k, 3, self.index(r, 0))) for k, kid in enumerate(top.children)
            ]
            for row, idx in rows:
                if row.veiled:
                    row.veiled = False
                    self.dataChanged.emit(idx, idx)

    def is_veiled(self, index: _Index) -> bool:
        row = self._row_at(index)
        return row is not None and row.veiled

    def _add(self, entry: LogEntry, notify: bool) -> None:
        row = self._row_for(entry)
        row.veiled = notify and self.veil and any(
            e["kind"] in (EventKind.ROLLED, EventKind.REROLLED) for e in entry.events)
        last = self._top[-1] if self._top else None
        if self._fold and last is not None and last.open_fight \
                and entry.action.kind in _DECISIONS:
            parent = self.index(len(self._top) - 1, 0)
            n = len(last.children)
            if notify:
                self.beginInsertRows(parent, n, n)
            last.children.append(row)
            if notify:
                self.endInsertRows()
            last.fight.extend(entry.events)
            last.cells[4] = describe.fight_dice(last.fight)  # the dice as they stand
            top = len(self._top) - 1
            if any(e["kind"] in (EventKind.COUNT, EventKind.TEST) for e in entry.events):
                last.open_fight = False
                last.cells[3] = row.cells[3]  # the assault's row says how it ended
                last.veiled = last.veiled or row.veiled
            if notify:
                self.dataChanged.emit(self.index(top, 3), self.index(top, 4))
            return
        n = len(self._top)
        if notify:
            self.beginInsertRows(QModelIndex(), n, n)
        self._top.append(row)
        if notify:
            self.endInsertRows()

    # ------------------------------------------------------------------ Qt model
    def _row_at(self, index: _Index) -> _Row | None:
        if not index.isValid():
            return None
        parent = int(index.internalId())
        if parent == 0:
            return self._top[index.row()] if 0 <= index.row() < len(self._top) else None
        if not 0 < parent <= len(self._top):
            return None
        kids = self._top[parent - 1].children
        return kids[index.row()] if 0 <= index.row() < len(kids) else None

    def index(self, row: int, column: int,
              parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column < 0 or column >= len(self.COLUMNS) or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0) if row < len(self._top) else QModelIndex()
        if int(parent.internalId()) != 0:
            return QModelIndex()
        p = parent.row()
        if 0 <= p < len(self._top) and row < len(self._top[p].children):
            return self.createIndex(row, column, p + 1)
        return QModelIndex()

    def parent(self, index: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or int(index.internalId()) == 0:
            return QModelIndex()
        return self.createIndex(int(index.internalId()) - 1, 0, 0)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._top)
        if int(parent.internalId()) != 0 or parent.column() != 0:
            return 0
        return len(self._top[parent.row()].children) if parent.row() < len(self._top) else 0

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return len(self.COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self._row_at(index)
        if row is None:
            return None
        if row.veiled and index.column() == 3 and role in (
                Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return "…"
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:  # unit names, shown as written; whole text
            return describe.plain_tooltip(str(row.cells[index.column()]))
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 1 and row.player >= 0:
            return QBrush(QColor(theme.player_style(row.player).light))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers()[section]
        return None
