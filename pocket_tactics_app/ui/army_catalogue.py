"""The army builder's card catalogue pane: the search and filters, the catalogue table
and its buttons, and the card files' problems. The dialog wires its commands to them;
the words are translated under the dialog's context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..storage import paths
from ..textfmt import fmt
from .card_errors import CardErrorsPanel
from .catalog_model import CatalogFilterProxy, CatalogModel

_Q = QCoreApplication


class CataloguePane(QWidget):
    """Search, kind/faction/type filters, the catalogue table and its buttons."""

    # The catalogue columns sized to their contents (Name takes the room left).
    FITTED_COLUMNS = (CatalogModel.FACTION, CatalogModel.POINTS, CatalogModel.OFF,
                      CatalogModel.DEF, CatalogModel.MOVE)
    # The Faction column grows no wider than this many average characters.
    FACTION_MAX_CHARS = 28

    def __init__(self, proxy: CatalogFilterProxy, model: CatalogModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 4, 0)
        title = QLabel(_Q.translate("ArmyBuilderDialog", "Card catalogue"))
        title.setStyleSheet("font-weight: bold; font-size: 14px;")
        lay.addWidget(title)
        filters = QGridLayout()
        filters.setHorizontalSpacing(6)
        self.search = QLineEdit()
        self.search.setObjectName("cardSearch")
        self.search.setPlaceholderText(
            _Q.translate("ArmyBuilderDialog", "Search names, types, abilities…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(proxy.set_text)
        filters.addWidget(self.search, 0, 0, 1, 3)
        self.kind_filter = QComboBox()
        self.kind_filter.setObjectName("kindFilter")
        for label, kind in ((_Q.translate("ArmyBuilderDialog", "All cards"), ""),
                            (_Q.translate("ArmyBuilderDialog", "Units"), "unit"),
                            (_Q.translate("ArmyBuilderDialog", "Terrain"), "terrain"),
                            (_Q.translate("ArmyBuilderDialog", "Features"), "feature")):
            self.kind_filter.addItem(label, kind)
        self.kind_filter.currentIndexChanged.connect(
            lambda _i: proxy.set_kind(str(self.kind_filter.currentData())))
        self.faction_filter = QComboBox()
        self.faction_filter.setObjectName("factionFilter")
        self.faction_filter.currentIndexChanged.connect(
            lambda _i: proxy.set_faction(str(self.faction_filter.currentData() or "")))
        self.type_filter = QComboBox()
        self.type_filter.setObjectName("typeFilter")
        self.type_filter.currentIndexChanged.connect(
            lambda _i: proxy.set_unit_type(str(self.type_filter.currentData() or "")))
        filters.addWidget(self.kind_filter, 1, 0)
        filters.addWidget(self.faction_filter, 1, 1)
        filters.addWidget(self.type_filter, 1, 2)
        filters.setColumnStretch(1, 2)
        filters.setColumnStretch(0, 1)
        filters.setColumnStretch(2, 1)
        lay.addLayout(filters)

        self.table = QTableView()
        self.table.setObjectName("catalogTable")
        self.table.setModel(proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(False)
        # Name takes what is left; the other columns fit their contents (fit_columns).
        head.setSectionResizeMode(CatalogModel.NAME, QHeaderView.ResizeMode.Stretch)
        for col, width in ((CatalogModel.KIND, 64), (CatalogModel.SOURCE, 62),
                           (CatalogModel.TYPES, 130)):
            self.table.setColumnWidth(col, width)
        self.fit_columns()
        # Kind shows in the faction column for tiles; own cards have green names.
        for col in (CatalogModel.KIND, CatalogModel.TYPES, CatalogModel.SOURCE):
            self.table.setColumnHidden(col, True)
        lay.addWidget(self.table, 1)

        row = QHBoxLayout()
        self.add_button = QPushButton(_Q.translate("ArmyBuilderDialog", "Add to army →"))
        self.add_button.setObjectName("addUnit")
        self.add_button.setToolTip(_Q.translate(
            "ArmyBuilderDialog",
            "Add the selected unit (or double-click it, or drag it onto the roster)"))
        self.reload_button = QPushButton(_Q.translate("ArmyBuilderDialog", "Reload cards"))
        self.reload_button.setObjectName("reloadCards")
        self.reload_button.setToolTip(
            fmt(_Q.translate("ArmyBuilderDialog", "Read the card folders again: %1"),
                paths.cards_dir()))
        self.new_card_button = QPushButton(_Q.translate("ArmyBuilderDialog", "New card…"))
        self.new_card_button.setObjectName("newCard")
        row.addWidget(self.add_button)
        row.addStretch(1)
        row.addWidget(self.new_card_button)
        row.addWidget(self.reload_button)
        lay.addLayout(row)
        self.card_errors = CardErrorsPanel()
        lay.addWidget(self.card_errors)

    def fit_columns(self) -> None:
        """Size the Faction, points, dice and Move columns to the longest text each shows
        for any card (all cards, not only those the filters let through, so the columns
        keep their widths while filtering) and to their headings; Name, stretched, gets
        the rest. Faction stops at about ``FACTION_MAX_CHARS`` characters, so an own card's
        very long faction leaves Name room (the column can still be dragged wider). The
        columns stay resizable, unlike ResizeToContents, which also reserves room for
        the sort arrow in every heading."""
        model = self.model
        metrics = self.table.fontMetrics()
        head = self.table.horizontalHeader()
        head_metrics = head.fontMetrics()
        style = self.table.style()
        # An item's text margins (focus frame margin + 1 on each side) and a heading's,
        # with room for the sort arrow (as QCommonStyle lays it out: half the heading's
        # height and two margins), and two pixels so no text touches a grid line.
        text_pad = 2 * (style.pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table) + 1) + 2
        head_margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, head)
        head_pad = 4 * head_margin + head.sizeHint().height() // 2 + 2
        labels = model.headers()
        for col in self.FITTED_COLUMNS:
            widest = max((metrics.horizontalAdvance(str(model.index(row, col).data() or ""))
                          for row in range(model.rowCount())), default=0) + text_pad
            if col == CatalogModel.FACTION:
                widest = min(widest, self.FACTION_MAX_CHARS * metrics.averageCharWidth()
                             + text_pad)
            heading = head_metrics.horizontalAdvance(labels[col]) + head_pad
            self.table.setColumnWidth(col, max(widest, heading))
