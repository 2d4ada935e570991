"""The army builder: browse the cards, compose an army to a point limit, keep lists.

``ArmyBuilderDialog(catalog, parent).exec()``; after it is accepted,
``dialog.chosen_army()`` is the army (``ArmyList``) and ``dialog.catalog`` the cards as
last reloaded (the player may have added some). The catalogue pane is
``army_catalogue``; the cards and army files it reads (also for the new-game flow) are
``army_files``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import (
    Catalog,
    TileCard,
    UnitCard,
    played_catalog,
)
from ..storage import armies as army_store
from ..storage import paths
from ..storage.armies import TILE_COUNT, ArmyList
from ..storage.errors import LoadError, StorageError
from ..textfmt import fmt
from . import describe, i18n
from .army_catalogue import CataloguePane
from .army_files import army_problems, load_cards, load_checked, without_file
from .card_face import CardFace
from .card_form import CardForm
from .catalog_model import (
    CatalogFilterProxy,
    CatalogModel,
    faction_choices,
    unit_type_choices,
)
from .roster_model import MISSING_COLOUR, RosterModel
from .write_notices import new_notices

log = logging.getLogger(__name__)

#: Point limits offered; "Custom" lets the player type any other.
LIMITS = (50, 75, 100)
DEFAULT_LIMIT = 50
OK_COLOUR = "#9be38f"


# --------------------------------------------------------------------------- public helpers


# --------------------------------------------------------------------------- the dialog


class ArmyBuilderDialog(QDialog):
    """Catalogue | card | roster. ``army_chosen(ArmyList)`` fires on "Use army"."""

    army_chosen = Signal(object)
    cards_reloaded = Signal(object)

    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the dice shown are those a new game plays by default: the printed cards
        self.catalog = played_catalog(catalog if catalog is not None else load_cards())
        self.loaded_problems: list[str] = []
        self._chosen: ArmyList | None = None
        self._current_saved_name = ""
        self.setWindowTitle(self.tr("Army builder"))
        self.resize(1200, 800)

        self.catalog_model = CatalogModel(self.catalog, paths.cards_dir(), self)
        self.proxy = CatalogFilterProxy(self)
        self.proxy.setSourceModel(self.catalog_model)
        self.roster = RosterModel(self.catalog, self)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        split.addWidget(self._build_catalogue_pane())
        split.addWidget(self._build_middle_pane())
        split.addWidget(self._build_roster_pane())
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 4)
        split.setSizes([570, 280, 350])

        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        self.status = QLabel()
        self.status.setObjectName("builderStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Close)
        self.use_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.use_button.setText(self.tr("Use army"))
        self.use_button.setObjectName("useArmy")
        # Qt's own words for standard buttons are not in the app's translations.
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setObjectName("closeBuilder")
        self.buttons.accepted.connect(self.use_army)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.buttons)
        lay.addLayout(bottom)

        # Enter adds the selected card (catalogue) or does nothing; it never closes the
        # dialog by surprise.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.roster.changed.connect(self._refresh_total)
        self._fill_filters()
        self._fill_tile_choices()
        self._fill_presets()
        self.card_errors.set_errors(self.catalog.errors)
        if self.catalog.presets:
            self.apply_preset(next(iter(self.catalog.presets)), units=False)
        self.refresh_saved()
        self._refresh_total()

    # --- building the panes ---------------------------------------------------------

    def _build_catalogue_pane(self) -> QWidget:
        """The catalogue pane (``army_catalogue.CataloguePane``), its widgets named on the
        dialog and its buttons and table wired to the dialog's commands."""
        pane = CataloguePane(self.proxy, self.catalog_model)
        self.catalogue_pane = pane
        self.search, self.table = pane.search, pane.table
        self.kind_filter, self.faction_filter = pane.kind_filter, pane.faction_filter
        self.type_filter, self.card_errors = pane.type_filter, pane.card_errors
        self.add_button, self.reload_button = pane.add_button, pane.reload_button
        self.new_card_button = pane.new_card_button
        self.table.doubleClicked.connect(self._catalog_double_clicked)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self.table, self.add_selected,
                      Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.table.selectionModel().currentRowChanged.connect(self._catalog_current_changed)
        self.add_button.clicked.connect(self.add_selected)
        self.reload_button.clicked.connect(self.reload_cards)
        self.new_card_button.clicked.connect(lambda: self.open_card_form())
        return pane

    def _build_middle_pane(self) -> QWidget:
        pane = QWidget()
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(4, 0, 4, 0)
        self.card_face = CardFace(self.catalog)
        self.card_face.setObjectName("cardFace")
        self.card_face.setMinimumHeight(300)
        lay.addWidget(self.card_face)

        saved = QGroupBox(self.tr("Saved armies"))
        slay = QVBoxLayout(saved)
        self.saved_list = QListWidget()
        self.saved_list.setObjectName("savedArmies")
        self.saved_list.setStyleSheet("QListWidget::item { padding: 3px 2px; }")
        self.saved_list.itemDoubleClicked.connect(lambda _item: self.load_selected())
        slay.addWidget(self.saved_list, 1)
        grid = QGridLayout()
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName("saveArmy")
        self.save_button.clicked.connect(lambda: self.save_current())
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.setObjectName("loadArmy")
        self.load_button.clicked.connect(lambda: self.load_selected())
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.rename_button.setObjectName("renameArmy")
        self.rename_button.clicked.connect(lambda: self.rename_selected())
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setObjectName("deleteArmy")
        self.delete_button.clicked.connect(lambda: self.delete_selected())
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setObjectName("importArmy")
        self.import_button.clicked.connect(lambda: self.import_file())
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setObjectName("exportArmy")
        self.export_button.clicked.connect(lambda: self.export_selected())
        for i, b in enumerate((self.save_button, self.load_button, self.rename_button,
                               self.delete_button, self.import_button, self.export_button)):
            grid.addWidget(b, i // 2, i % 2)
        slay.addLayout(grid)
        lay.addWidget(saved, 1)
        return pane

    def _build_roster_pane(self) -> QWidget:
        pane = QWidget()
        lay = QVBoxLayout(pane)
        lay.setContentsMargins(4, 0, 0, 0)
        title = QLabel(self.tr("Your army"))
        title.setStyleSheet("font-weight: bold; font-size: 14px;")
        lay.addWidget(title)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("armyName")
        self.name_edit.setPlaceholderText(self.tr("Name this army to save it"))
        self.name_edit.textChanged.connect(lambda _t: self._refresh_total())
        form.addRow(self.tr("Name"), self.name_edit)
        preset_row = QHBoxLayout()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presets")
        self.preset_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset_combo.setMinimumContentsLength(12)
        preset_row.addWidget(self.preset_combo, 1)
        self.preset_button = QPushButton(self.tr("Use"))
        self.preset_button.setObjectName("applyPreset")
        self.preset_button.setToolTip(self.tr("Replace the roster, tiles and home feature with "
                                              "this suggested build"))
        self.preset_button.clicked.connect(
            lambda: self.apply_preset(str(self.preset_combo.currentData() or "")))
        preset_row.addWidget(self.preset_button)
        form.addRow(self.tr("Suggested"), preset_row)
        limit_row = QHBoxLayout()
        self.limit_combo = QComboBox()
        self.limit_combo.setObjectName("pointLimit")
        for n in LIMITS:
            self.limit_combo.addItem(fmt(self.tr("%1 points"), str(n)), n)
        self.limit_combo.addItem(self.tr("Custom"), 0)
        self.limit_spin = QSpinBox()
        self.limit_spin.setObjectName("customLimit")
        self.limit_spin.setRange(1, 10000)
        self.limit_spin.setValue(DEFAULT_LIMIT)
        self.limit_spin.setSuffix(self.tr(" pts"))
        self.limit_spin.setVisible(False)
        self.limit_combo.currentIndexChanged.connect(self._limit_choice_changed)
        self.limit_spin.valueChanged.connect(lambda _v: self._refresh_total())
        limit_row.addWidget(self.limit_combo, 1)
        limit_row.addWidget(self.limit_spin)
        form.addRow(self.tr("Point limit"), limit_row)
        lay.addLayout(form)

        self.roster_view = QTableView()
        self.roster_view.setObjectName("rosterTable")
        self.roster_view.setModel(self.roster)
        self.roster_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.roster_view.setAcceptDrops(True)
        self.roster_view.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.roster_view.setDropIndicatorShown(True)
        self.roster_view.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.roster_view.verticalHeader().setDefaultSectionSize(26)
        head = self.roster_view.horizontalHeader()
        head.setSectionResizeMode(RosterModel.NAME, QHeaderView.ResizeMode.Stretch)
        for col in (RosterModel.POINTS, RosterModel.OFF, RosterModel.DEF):
            self.roster_view.setColumnWidth(col, 46)
        self.roster_view.selectionModel().currentRowChanged.connect(self._roster_current_changed)
        self.roster_view.doubleClicked.connect(lambda idx: self.roster.remove(idx.row()))
        self.roster_view.setToolTip(self.tr("Drop units here. Double-click a unit to remove "
                                            "it."))
        lay.addWidget(self.roster_view, 1)
        QShortcut(QKeySequence.StandardKey.Delete, self.roster_view, self.remove_selected,
                  Qt.ShortcutContext.WidgetWithChildrenShortcut)

        buttons = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setObjectName("removeUnit")
        self.remove_button.clicked.connect(self.remove_selected)
        self.duplicate_button = QPushButton(self.tr("Duplicate"))
        self.duplicate_button.setObjectName("duplicateUnit")
        self.duplicate_button.clicked.connect(self.duplicate_selected)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setObjectName("clearRoster")
        self.clear_button.clicked.connect(self.roster.clear)
        for b in (self.remove_button, self.duplicate_button, self.clear_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)

        self.total_label = QLabel()
        self.total_label.setObjectName("armyTotal")
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.total_label)
        self.message = QLabel()
        self.message.setObjectName("armyMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.message)

        tiles = QGroupBox(self.tr("Six terrain tiles and home feature"))
        tlay = QVBoxLayout(tiles)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        self.tile_combos: list[QComboBox] = []
        for i in range(TILE_COUNT):
            combo = QComboBox()
            combo.setObjectName(f"tile{i}")
            combo.currentIndexChanged.connect(lambda _i: self._refresh_total())
            grid.addWidget(combo, i // 3, i % 3)
            self.tile_combos.append(combo)
        tlay.addLayout(grid)
        home_row = QHBoxLayout()
        home_row.addWidget(QLabel(self.tr("Home feature")))
        self.home_combo = QComboBox()
        self.home_combo.setObjectName("homeFeature")
        self.home_combo.currentIndexChanged.connect(lambda _i: self._refresh_total())
        home_row.addWidget(self.home_combo, 1)
        tlay.addLayout(home_row)
        lay.addWidget(tiles)
        return pane

    # --- filling choices from the catalog ---------------------------------------------

    def _fill_filters(self) -> None:
        # Shown in the app's language; the item data is the key the cards use.
        for combo, all_label, choices in (
                (self.faction_filter, self.tr("All factions"), faction_choices(self.catalog)),
                (self.type_filter, self.tr("All types"), unit_type_choices(self.catalog))):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(all_label, "")
            for label, key in choices:
                combo.addItem(label, key)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self.proxy.set_faction(str(self.faction_filter.currentData() or ""))
        self.proxy.set_unit_type(str(self.type_filter.currentData() or ""))

    @staticmethod
    def _set_combo(combo: QComboBox, value: str, missing_label: str) -> None:
        """Select ``value``; an id the catalog lacks is added, marked, so it is not lost."""
        i = combo.findData(value)
        if i < 0 and value:
            combo.addItem(fmt(missing_label, value), value)
            i = combo.count() - 1
            combo.setItemData(i, MISSING_COLOUR, Qt.ItemDataRole.ForegroundRole)
        combo.setCurrentIndex(max(0, i))

    def _fill_tile_choices(self) -> None:
        current = self.tiles()
        home = self.home_feature()
        for combo in (*self.tile_combos, self.home_combo):
            combo.blockSignals(True)
            combo.clear()
        for combo in self.tile_combos:
            for tid, t in self.catalog.terrain.items():
                combo.addItem(i18n.tile_name(t), tid)
        for fid, f in self.catalog.features.items():
            self.home_combo.addItem(i18n.tile_name(f), fid)
        for combo, tid in zip(self.tile_combos, current, strict=False):
            self._set_combo(combo, tid, self.tr("%1 (missing)"))
        if home:
            self._set_combo(self.home_combo, home, self.tr("%1 (missing)"))
        for combo in (*self.tile_combos, self.home_combo):
            combo.blockSignals(False)

    def _fill_presets(self) -> None:
        self.preset_combo.clear()
        for pid, p in self.catalog.presets.items():
            self.preset_combo.addItem(i18n.preset_name(p), pid)
            self.preset_combo.setItemData(
                self.preset_combo.count() - 1,
                fmt(self.tr("%1 points"), str(p.point_limit)),
                Qt.ItemDataRole.ToolTipRole)
        self.preset_button.setEnabled(bool(self.catalog.presets))

    # --- the army -----------------------------------------------------------------------

    def point_limit(self) -> int:
        data = self.limit_combo.currentData()
        return int(data) if data else self.limit_spin.value()

    def set_point_limit(self, limit: int) -> None:
        i = self.limit_combo.findData(limit) if limit in LIMITS else -1
        if i < 0:
            i = self.limit_combo.findData(0)
            self.limit_spin.setValue(max(1, limit))
        self.limit_combo.setCurrentIndex(i)
        self._limit_choice_changed()

    def _limit_choice_changed(self, _index: int = 0) -> None:
        custom = not self.limit_combo.currentData()
        if custom and self.limit_spin.isHidden():
            self.limit_spin.setValue(max(self.limit_spin.value(), self.roster.total(), 1))
        self.limit_spin.setVisible(custom)
        self._refresh_total()

    def tiles(self) -> list[str]:
        return [str(c.currentData()) for c in getattr(self, "tile_combos", [])
                if c.currentData() is not None]

    def home_feature(self) -> str:
        combo = getattr(self, "home_combo", None)
        return str(combo.currentData() or "") if combo is not None else ""

    def army(self) -> ArmyList:
        """The army as composed now (not necessarily usable: see ``problems``)."""
        return ArmyList(name=self.name_edit.text().strip(), point_limit=self.point_limit(),
                        units=self.roster.units(), tiles=self.tiles(),
                        home_feature=self.home_feature())

    def problems(self) -> list[str]:
        return army_problems(self.army(), self.catalog)

    def is_usable(self) -> bool:
        return not self.problems()

    def set_army(self, army: ArmyList, problems: list[str] | None = None) -> None:
        """Show ``army``; every unit is kept, known or not, and ``problems`` are listed."""
        self.loaded_problems = list(problems or [])
        self.name_edit.setText(army.name)
        self.set_point_limit(army.point_limit or DEFAULT_LIMIT)
        for combo, tid in zip(self.tile_combos, army.tiles, strict=False):
            self._set_combo(combo, tid, self.tr("%1 (missing)"))
        if army.home_feature:
            self._set_combo(self.home_combo, army.home_feature, self.tr("%1 (missing)"))
        self.roster.set_units(army.units)
        self._refresh_total()

    def apply_preset(self, preset_id: str, units: bool = True) -> None:
        preset = self.catalog.presets.get(preset_id)
        if preset is None:
            return
        for combo, tid in zip(self.tile_combos, preset.tiles, strict=False):
            self._set_combo(combo, tid, self.tr("%1 (missing)"))
        self._set_combo(self.home_combo, preset.home_feature, self.tr("%1 (missing)"))
        if units:
            self.loaded_problems = []
            self.name_edit.setText(i18n.preset_name(preset))
            self.set_point_limit(preset.point_limit)
            self.roster.set_units(preset.units)
        self._refresh_total()

    def _refresh_total(self) -> None:
        if not hasattr(self, "use_button"):
            return
        total = self.roster.total()
        limit = self.point_limit()
        over = total > limit
        text = fmt(self.tr("%1 / %2 points"), str(total), str(limit))
        if over:
            text += "  " + self.tr("— OVER THE LIMIT")
        self.total_label.setText(text)
        colour = MISSING_COLOUR if over else (OK_COLOUR if total == limit else "#e6e9ee")
        self.total_label.setStyleSheet(
            f"font-size: 17px; font-weight: bold; color: {colour}; padding: 4px;"
            + (f" border: 2px solid {MISSING_COLOUR}; border-radius: 6px;" if over else ""))
        problems = self.problems()
        lines = list(problems)
        if self.loaded_problems:
            lines.append(self.tr("Found when the list was loaded:"))
            lines += [f"• {p}" for p in self.loaded_problems]
        if not lines:
            left = limit - total
            lines.append(self.tr("Ready to use.") + (
                " " + fmt(self.tr("%1 points left."), str(left)) if left else ""))
        self.message.setText("\n".join(lines))
        self.message.setStyleSheet(f"color: {MISSING_COLOUR if problems else OK_COLOUR};")
        self.use_button.setEnabled(not problems)
        self.use_button.setToolTip(
            describe.plain_tooltip(problems[0]) if problems else self.tr("Use this army"))
        has_row = self.roster_view.currentIndex().isValid()
        self.remove_button.setEnabled(has_row)
        self.duplicate_button.setEnabled(has_row)

    # --- roster editing -----------------------------------------------------------------

    def selected_card(self) -> UnitCard | TileCard | None:
        idx = self.table.currentIndex()
        if not idx.isValid():
            return None
        return self.catalog_model.entry(self.proxy.mapToSource(idx).row()).card

    def add_card(self, card_id: str) -> None:
        if card_id not in self.catalog.units:
            return
        row = self.roster.add(card_id)
        self.roster_view.selectRow(row)

    def add_selected(self) -> None:
        card = self.selected_card()
        if isinstance(card, UnitCard):
            self.add_card(card.id)
        elif card is not None:
            self.status.setText(self.tr("Terrain and features are chosen below the roster, "
                                        "not added to it."))

    def remove_selected(self) -> None:
        row = self.roster_view.currentIndex().row()
        if row >= 0:
            self.roster.remove(row)
            if self.roster.rowCount():
                self.roster_view.selectRow(min(row, self.roster.rowCount() - 1))
        self._refresh_total()

    def duplicate_selected(self) -> None:
        row = self.roster_view.currentIndex().row()
        if row >= 0:
            self.roster_view.selectRow(self.roster.duplicate(row))

    def _catalog_double_clicked(self, index: QModelIndex) -> None:
        entry = self.catalog_model.entry(self.proxy.mapToSource(index).row())
        if entry.kind == "unit":
            self.add_card(entry.id)

    def _catalog_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            entry = self.catalog_model.entry(self.proxy.mapToSource(current).row())
            self.card_face.show_card(entry.card)
            self.add_button.setEnabled(entry.kind == "unit")

    def _roster_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.card_face.show_card(self.roster.card(current.row()))  # a missing card: hint
        self._refresh_total()

    # --- using the army ---------------------------------------------------------------

    def chosen_army(self) -> ArmyList | None:
        return self._chosen

    def use_army(self) -> None:
        if not self.is_usable():
            self._refresh_total()
            return
        army = self.army()
        if not army.name:
            army.name = self.tr("Unnamed army")
        self._chosen = army
        self.army_chosen.emit(army)
        self.accept()

    # --- cards --------------------------------------------------------------------------

    def reload_cards(self) -> None:
        self.set_catalog(load_cards())
        n = len(self.catalog.errors)
        msg = fmt(self.tr("Cards reloaded: %1 units, %2 terrain, %3 features."),
                  len(self.catalog.units), len(self.catalog.terrain), len(self.catalog.features))
        if n:
            msg += " " + describe.english_plural(self.tr(
                "%n problem(s) in card files (listed below the catalogue).", "", n), n)
        self.status.setText(msg)

    def set_catalog(self, catalog: Catalog) -> None:
        army = self.army()
        catalog = played_catalog(catalog)
        self.catalog = catalog
        self.catalog_model.set_catalog(catalog)
        self.catalogue_pane.fit_columns()
        self.roster.set_catalog(catalog)
        self.card_face.set_catalog(catalog)
        self.card_face.show_card(None)
        self._fill_filters()
        self._fill_tile_choices()
        for combo, tid in zip(self.tile_combos, army.tiles, strict=False):
            self._set_combo(combo, tid, self.tr("%1 (missing)"))
        self._fill_presets()
        self.card_errors.set_errors(catalog.errors)
        self.cards_reloaded.emit(catalog)
        self._refresh_total()

    def open_card_form(self, modal: bool = True) -> CardForm:
        form = CardForm(self.catalog, paths.cards_dir(), self)
        form.card_saved.connect(self._card_saved)
        if modal:
            form.exec()
        else:
            form.show()
        return form

    def _card_saved(self, path: str, card_id: str) -> None:
        self.reload_cards()
        self.select_card(card_id)
        self.status.setText(fmt(self.tr("Saved the new card to %1."), path))

    def select_card(self, card_id: str) -> bool:
        row = self.catalog_model.row_of(card_id)
        if row < 0:
            return False
        idx = self.proxy.mapFromSource(self.catalog_model.index(row, 0))
        if not idx.isValid():
            self.search.clear()
            self.kind_filter.setCurrentIndex(0)
            self.faction_filter.setCurrentIndex(0)
            self.type_filter.setCurrentIndex(0)
            idx = self.proxy.mapFromSource(self.catalog_model.index(row, 0))
        self.table.setCurrentIndex(idx)
        self.table.scrollTo(idx)
        return True

    # --- saved armies -------------------------------------------------------------------

    def refresh_saved(self, select: str = "") -> None:
        self.saved_list.clear()
        try:
            infos = army_store.list_armies()
        except StorageError as exc:
            self.status.setText(str(exc))
            infos = []
        for info in infos:
            item = QListWidgetItem(info.name)
            item.setData(Qt.ItemDataRole.UserRole, info.name)
            item.setData(Qt.ItemDataRole.UserRole + 1, str(info.path))
            if info.error:
                item.setText(fmt(self.tr("%1 (cannot be read)"), info.name))
                item.setToolTip(describe.plain_tooltip(info.error))
                item.setForeground(Qt.GlobalColor.red)
            else:
                item.setToolTip(describe.plain_tooltip(str(info.path)))
            self.saved_list.addItem(item)
            if info.name == select:
                self.saved_list.setCurrentItem(item)
        has = self.saved_list.count() > 0
        for b in (self.load_button, self.rename_button, self.delete_button, self.export_button):
            b.setEnabled(has)

    def selected_saved(self) -> tuple[str, Path] | None:
        item = self.saved_list.currentItem()
        if item is None:
            return None
        return (str(item.data(Qt.ItemDataRole.UserRole)),
                Path(str(item.data(Qt.ItemDataRole.UserRole + 1))))

    def select_saved(self, name: str) -> bool:
        for i in range(self.saved_list.count()):
            item = self.saved_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.saved_list.setCurrentItem(item)
                return True
        return False

    def save_current(self) -> Path | None:
        army = self.army()
        if not army.name:
            self.status.setText(self.tr("Give the army a name to save it."))
            self.name_edit.setFocus()
            return None
        notices: list[str] = []
        try:
            path = army_store.save_army(army, notices=notices)
        except StorageError as exc:
            self.status.setText(str(exc))
            return None
        self.loaded_problems = []
        self.refresh_saved(select=army.name)
        note = fmt(self.tr("Saved “%1”."), army.name)
        if self.problems():
            note += " " + fmt(self.tr("It cannot be used yet: %1"), self.problems()[0])
        words = new_notices(notices)  # a symbolic link replaced: said once, here and in a box
        if words:
            note += " " + " ".join(words)
            box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), "\n\n".join(words),
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        self.status.setText(note)
        return path

    def load_army_file(self, path: Path) -> bool:
        try:
            army, problems = load_checked(path, self.catalog)
        except LoadError as exc:
            self.status.setText(str(exc))
            return False
        self.set_army(army, [without_file(p, path) for p in problems])
        found = len(problems)
        self.status.setText(fmt(self.tr("Loaded “%1” from %2."), army.name, str(path)) + (
            " " + describe.english_plural(
                self.tr("%n problem(s) found; nothing was dropped.", "", found), found)
            if problems else ""))
        return True

    def load_selected(self) -> bool:
        chosen = self.selected_saved()
        if chosen is None:
            return False
        return self.load_army_file(chosen[1])

    def rename_selected(self, new_name: str | None = None) -> bool:
        chosen = self.selected_saved()
        if chosen is None:
            return False
        old = chosen[0]
        if new_name is None:
            text, ok = QInputDialog.getText(self, self.tr("Rename army"), self.tr("New name:"),
                                            QLineEdit.EchoMode.Normal, old)
            if not ok:
                return False
            new_name = text.strip()
        try:
            army_store.rename_army(old, new_name)
        except StorageError as exc:
            self.status.setText(str(exc))
            return False
        if self.name_edit.text().strip() == old:
            self.name_edit.setText(new_name)
        self.refresh_saved(select=new_name)
        self.status.setText(fmt(self.tr("Renamed “%1” to “%2”."), old, new_name))
        return True

    def delete_selected(self, confirm: bool = True) -> bool:
        chosen = self.selected_saved()
        if chosen is None:
            return False
        name = chosen[0]
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Delete army"),
                fmt(self.tr("Delete the army “%1”? This cannot be undone."), name))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            army_store.delete_army(name)
        except StorageError as exc:
            self.status.setText(str(exc))
            return False
        self.refresh_saved()
        self.status.setText(fmt(self.tr("Deleted “%1”."), name))
        return True

    def import_file(self, source: str | Path | None = None) -> bool:
        if source is None:
            picked, _filter = QFileDialog.getOpenFileName(
                self, self.tr("Import army"), str(Path.home()),
                self.tr("Army lists (*.yaml *.yml);;All files (*)"),
                options=i18n.file_dialog_options())
            if not picked:
                return False
            source = picked
        try:
            army, problems = army_store.import_army(
                source, known_cards=set(self.catalog.units),
                known_terrain=set(self.catalog.terrain),
                known_features=set(self.catalog.features),
                points={cid: c.points for cid, c in self.catalog.units.items()})
        except StorageError as exc:
            self.status.setText(str(exc))
            return False
        self.refresh_saved(select=army.name)
        self.set_army(army, [without_file(p, source) for p in problems])
        self.status.setText(fmt(self.tr("Imported “%1”."), army.name))
        return True

    def export_selected(self, dest: str | Path | None = None) -> Path | None:
        chosen = self.selected_saved()
        if chosen is None:
            return None
        name = chosen[0]
        if dest is None:
            picked, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Export army"),
                str(Path.home() / army_store.army_file_name(name)),
                self.tr("Army lists (*.yaml *.yml)"),
                options=i18n.file_dialog_options())
            if not picked:
                return None
            dest = picked
        try:
            path = army_store.export_army(name, dest)
        except StorageError as exc:
            self.status.setText(str(exc))
            return None
        self.status.setText(fmt(self.tr("Exported “%1” to %2."), name, str(path)))
        return path
