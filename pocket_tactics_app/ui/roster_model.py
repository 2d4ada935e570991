"""The army being built: a Qt table over a plain list of unit card ids.

Card names show in the app's language (``i18n.card_name``). A card id the catalog
does not know (an army saved before a card was removed) is kept and shown as
missing, never dropped. Catalogue cards dropped on the table (``CARD_MIME``) are
added at the drop row.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from ..engine.cards import Catalog, UnitCard
from ..textfmt import fmt
from . import describe, i18n
from .catalog_model import CARD_MIME, CardIdRole

AnyIndex = QModelIndex | QPersistentModelIndex

MISSING_COLOUR = "#ff7b6b"


class RosterModel(QAbstractTableModel):
    """Columns: name, points, OFF, DEF. ``changed`` fires after every edit."""

    changed = Signal()

    NAME, POINTS, OFF, DEF = range(4)

    def __init__(self, catalog: Catalog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._units: list[str] = []

    # --- our API ------------------------------------------------------------------

    def set_catalog(self, catalog: Catalog) -> None:
        self.beginResetModel()
        self._catalog = catalog
        self.endResetModel()
        self.changed.emit()

    def units(self) -> list[str]:
        return list(self._units)

    def set_units(self, units: Iterable[str]) -> None:
        self.beginResetModel()
        self._units = [str(u) for u in units]
        self.endResetModel()
        self.changed.emit()

    def card(self, row: int) -> UnitCard | None:
        if not 0 <= row < len(self._units):
            return None
        return self._catalog.units.get(self._units[row])

    def card_id(self, row: int) -> str:
        return self._units[row]

    def add(self, card_id: str, row: int | None = None) -> int:
        """Insert ``card_id`` at ``row`` (the end when None); returns the row."""
        at = len(self._units) if row is None or not 0 <= row <= len(self._units) else row
        self.beginInsertRows(QModelIndex(), at, at)
        self._units.insert(at, card_id)
        self.endInsertRows()
        self.changed.emit()
        return at

    def duplicate(self, row: int) -> int:
        if not 0 <= row < len(self._units):
            return -1
        return self.add(self._units[row], row + 1)

    def remove(self, row: int) -> None:
        if not 0 <= row < len(self._units):
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._units[row]
        self.endRemoveRows()
        self.changed.emit()

    def clear(self) -> None:
        self.set_units([])

    def total(self) -> int:
        """Points of the known cards (a missing card counts nothing)."""
        return sum(c.points for c in (self._catalog.units.get(u) for u in self._units) if c)

    def missing(self) -> list[str]:
        """Card ids in the roster that the catalog does not know, each once."""
        seen: list[str] = []
        for u in self._units:
            if u not in self._catalog.units and u not in seen:
                seen.append(u)
        return seen

    # --- Qt model -----------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._units)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < 4:
            return (self.tr("Unit"), self.tr("Pts"), self.tr("OFF"), self.tr("DEF"))[section]
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._units):
            return str(section + 1)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._units):
            return None
        cid = self._units[index.row()]
        card = self._catalog.units.get(cid)
        col = index.column()
        if role == CardIdRole:
            return cid
        if role == Qt.ItemDataRole.DisplayRole:
            if card is None:
                if col == self.NAME:
                    return fmt(self.tr("%1 (missing card)"), cid)
                return "?" if col == self.POINTS else ""
            return (i18n.card_name(card), str(card.points), card.off.label(),
                    card.defence.label())[col]
        if role == Qt.ItemDataRole.ForegroundRole:
            if card is None:
                return QColor(MISSING_COLOUR)
            if col == self.OFF:
                return QColor("#ff8a80")
            if col == self.DEF:
                return QColor("#8ab4ff")
        if role == Qt.ItemDataRole.ToolTipRole and card is None:
            return describe.plain_tooltip(
                fmt(self.tr("No loaded card has the id %1. It is kept in the list; remove it "
                            "or add the card to use this army."), repr(cid)))
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    # --- drops from the catalogue ---------------------------------------------------

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: AnyIndex) -> bool:
        del action, row, column, parent
        return bool(self._dropped_ids(data))

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: AnyIndex) -> bool:
        del column
        if action == Qt.DropAction.IgnoreAction:
            return True
        ids = self._dropped_ids(data)
        if not ids:
            return False
        at = row if row >= 0 else (parent.row() if parent.isValid() else len(self._units))
        for offset, cid in enumerate(ids):
            self.add(cid, at + offset)
        return True

    def _dropped_ids(self, data: QMimeData) -> Sequence[str]:
        if not data.hasFormat(CARD_MIME):
            return ()
        raw = bytes(data.data(CARD_MIME).data()).decode("utf-8", "replace")
        return [c for c in raw.split("\n") if c in self._catalog.units]
