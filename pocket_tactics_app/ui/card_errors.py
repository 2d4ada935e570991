"""A panel listing the card files that failed to load, with file, line and field.

Every other card still loads (the engine's loader skips only the broken card), so
the panel is a report, not a gate.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import CardError
from ..textfmt import fmt
from . import describe

AnyIndex = QModelIndex | QPersistentModelIndex


class CardErrorsModel(QAbstractTableModel):
    """Columns: file, line, field, problem."""

    FILE, LINE, FIELD, MESSAGE = range(4)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._errors: list[CardError] = []

    def set_errors(self, errors: list[CardError]) -> None:
        self.beginResetModel()
        self._errors = list(errors)
        self.endResetModel()

    def errors(self) -> list[CardError]:
        return list(self._errors)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._errors)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < 4):
            return (self.tr("File"), self.tr("Line"), self.tr("Field"), self.tr("Problem"))[section]
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._errors):
            return None
        err = self._errors[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.FILE:
                return Path(err.file).name
            if col == self.LINE:
                return str(err.line) if err.line else ""
            if col == self.FIELD:
                return err.field
            return err.message
        if role == Qt.ItemDataRole.ToolTipRole:
            return describe.plain_tooltip(str(err))
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.LINE:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class CardErrorsPanel(QWidget):
    """A heading ("2 problems in card files — the other cards loaded") over the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CardErrorsModel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.heading = QLabel()
        self.heading.setObjectName("cardErrorsHeading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("color: #ffb86b; font-weight: bold;")
        lay.addWidget(self.heading)
        self.table = QTableView()
        self.table.setObjectName("cardErrors")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(CardErrorsModel.FILE, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(CardErrorsModel.LINE, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(CardErrorsModel.FIELD, QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(True)
        self.table.setColumnWidth(CardErrorsModel.FIELD, 180)
        self.table.setMaximumHeight(130)
        lay.addWidget(self.table)
        self.set_errors([])

    def set_errors(self, errors: list[CardError]) -> None:
        self.model.set_errors(errors)
        files = len({e.file for e in errors})
        if errors:
            # Two counts, two plural texts ("1 problem", "2 card files") joined by a template
            # that follows the file count ("Fix the file" / "Fix the files").
            n = len(errors)
            problems = describe.english_plural(self.tr("%n problem(s)", "", n), n)
            in_files = describe.english_plural(self.tr("%n card file(s)", "", files), files)
            text = describe.english_plural(self.tr(
                "%1 in %2; every other card loaded. Fix the file(s) and press Reload cards.",
                "", files), files)
            self.heading.setText(fmt(text, problems, in_files))
        else:
            self.heading.setText("")
        self.table.resizeRowsToContents()
        self.setVisible(bool(errors))
