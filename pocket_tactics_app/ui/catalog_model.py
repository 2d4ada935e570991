"""The card catalogue as a Qt table: every unit, terrain and feature card loaded.

``CatalogModel`` is a thin table over the catalog's cards (one row per card, units
first); ``CatalogFilterProxy`` filters it by kind, faction, unit type and free text
and sorts numbers as numbers (points, dice). Unit rows can be dragged: the drag
carries the card id as ``CARD_MIME``. Card, tile, faction and unit-type names show in
the app's language (``i18n.card_name``/``tile_name``/``faction_name``/``type_name``),
and so do ability and tile rule texts in the tooltips (``ability_text``/``tile_text``);
filters keep the English keys and the text search matches every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from ..engine.cards import Catalog, DiceSpec, TileCard, UnitCard
from ..textfmt import fmt
from . import describe, i18n

#: MIME type of a dragged catalogue card: the card id as UTF-8 text.
CARD_MIME = "application/x-pocket-tactics-card"

#: The card id of a row (all kinds).
CardIdRole = Qt.ItemDataRole.UserRole + 1
#: "unit", "terrain" or "feature".
KindRole = Qt.ItemDataRole.UserRole + 2
#: The value the proxy sorts by (numbers for points and dice).
SortRole = Qt.ItemDataRole.UserRole + 3

AnyIndex = QModelIndex | QPersistentModelIndex

KINDS = ("unit", "terrain", "feature")
#: Names of the player's own cards are drawn in this colour.
OWN_COLOUR = "#9be38f"


@dataclass(frozen=True, slots=True)
class CatalogEntry:
    """One row: a unit card or a tile card, and whether it is one of the player's own."""

    kind: str
    card: UnitCard | TileCard
    own: bool = False

    @property
    def id(self) -> str:
        return self.card.id


def dice_sort_key(spec: DiceSpec) -> int:
    """Dice first, then the bumps under them: 3 > 2+1 > 2."""
    return spec.dice * 100 + sum(spec.bumps)


def is_own_card(source: str, user_dir: Path | None) -> bool:
    if user_dir is None or not source:
        return False
    try:
        return Path(source).resolve().is_relative_to(user_dir.resolve())
    except (OSError, ValueError):
        return False


def catalog_entries(catalog: Catalog, user_dir: Path | None = None) -> list[CatalogEntry]:
    """Units (in file order), then terrain, then features."""
    rows = [CatalogEntry("unit", c, is_own_card(c.source, user_dir))
            for c in catalog.units.values()]
    rows += [CatalogEntry("terrain", t, is_own_card(t.source, user_dir))
             for t in catalog.terrain.values()]
    rows += [CatalogEntry("feature", f, is_own_card(f.source, user_dir))
             for f in catalog.features.values()]
    return rows


def factions(catalog: Catalog) -> list[str]:
    """The factions' keys (the English names the card files use), sorted."""
    return sorted({c.faction for c in catalog.units.values() if c.faction}, key=str.casefold)


def unit_types(catalog: Catalog) -> list[str]:
    """The unit types' keys (the English names the card files use), sorted."""
    return sorted({t for c in catalog.units.values() for t in c.types}, key=str.casefold)


def faction_choices(catalog: Catalog) -> list[tuple[str, str]]:
    """``(shown name, key)`` of every faction: the name in the app's language."""
    return [(i18n.faction_name(catalog, f), f) for f in factions(catalog)]


def unit_type_choices(catalog: Catalog) -> list[tuple[str, str]]:
    """``(shown name, key)`` of every unit type: the name in the app's language."""
    return [(i18n.type_name(catalog, t), t) for t in unit_types(catalog)]


def _all_names(key: str, names: dict[str, dict[str, str]]) -> list[str]:
    """``key`` and its translations in every language (for the text search)."""
    return [key, *names.get(key, {}).values()]


class CatalogModel(QAbstractTableModel):
    """Columns: name, kind, faction, types, points, OFF, DEF, movement, source."""

    NAME, KIND, FACTION, TYPES, POINTS, OFF, DEF, MOVE, SOURCE = range(9)

    def __init__(self, catalog: Catalog | None = None, user_dir: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[CatalogEntry] = []
        self._user_dir = user_dir
        self._catalog: Catalog | None = None
        if catalog is not None:
            self.set_catalog(catalog, user_dir)

    # --- our API ------------------------------------------------------------------

    def set_catalog(self, catalog: Catalog, user_dir: Path | None = None) -> None:
        if user_dir is not None:
            self._user_dir = user_dir
        self.beginResetModel()
        self._catalog = catalog
        self._rows = catalog_entries(catalog, self._user_dir)
        self.endResetModel()

    def catalog(self) -> Catalog | None:
        return self._catalog

    def entry(self, row: int) -> CatalogEntry:
        return self._rows[row]

    def entries(self) -> Sequence[CatalogEntry]:
        return tuple(self._rows)

    def row_of(self, card_id: str) -> int:
        for i, e in enumerate(self._rows):
            if e.id == card_id:
                return i
        return -1

    def headers(self) -> list[str]:
        return [self.tr("Name"), self.tr("Kind"), self.tr("Faction"), self.tr("Types"),
                self.tr("Pts"), self.tr("OFF"), self.tr("DEF"), self.tr("Move"),
                self.tr("Source")]

    def kind_label(self, kind: str) -> str:
        return {"unit": self.tr("Unit"), "terrain": self.tr("Terrain"),
                "feature": self.tr("Feature")}.get(kind, kind)

    def move_text(self, card: UnitCard) -> str:
        words = []
        if card.swift:
            words.append(fmt(self.tr("Swift %1"), str(card.swift)))
        if card.flying:
            words.append(fmt(self.tr("Flying %1"), str(card.flying)))
        if card.ranged:
            words.append(fmt(self.tr("Ranged %1"), str(card.ranged)))
        return ", ".join(words)

    # --- Qt model -----------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 9

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < 9:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.headers()[section]
            if role == Qt.ItemDataRole.ToolTipRole and section in (self.OFF, self.DEF):
                return self.tr("Dice, then the bumps under them")
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._rows[index.row()].kind == "unit":
            f |= Qt.ItemFlag.ItemIsDragEnabled
        return f

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry = self._rows[index.row()]
        col = index.column()
        if role == CardIdRole:
            return entry.id
        if role == KindRole:
            return entry.kind
        if role == SortRole:
            return self._sort_value(entry, col)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (self.POINTS, self.OFF, self.DEF):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if col == self.OFF:
                return QColor("#ff8a80")
            if col == self.DEF:
                return QColor("#8ab4ff")
            if col in (self.SOURCE, self.NAME) and entry.own:
                return QColor(OWN_COLOUR)
            if col == self.FACTION and entry.kind != "unit":
                return QColor("#8a93a0")
        return None

    def _display(self, entry: CatalogEntry, col: int) -> str:
        card = entry.card
        if col == self.NAME:
            return i18n.card_name(card) if isinstance(card, UnitCard) else i18n.tile_name(card)
        if col == self.KIND:
            return self.kind_label(entry.kind)
        if col == self.SOURCE:
            return self.tr("Own") if entry.own else self.tr("Shipped")
        if not isinstance(card, UnitCard):
            # Tiles have no faction: the column says what they are instead.
            return self.kind_label(entry.kind) if col == self.FACTION else ""
        if col == self.FACTION:
            return i18n.faction_name(self._catalog, card.faction) if card.faction else ""
        if col == self.TYPES:
            return ", ".join(i18n.type_name(self._catalog, t) for t in card.types)
        if col == self.POINTS:
            return str(card.points)
        if col == self.OFF:
            return card.off.label()
        if col == self.DEF:
            return card.defence.label()
        if col == self.MOVE:
            return self.move_text(card)
        return ""

    def _sort_value(self, entry: CatalogEntry, col: int) -> object:
        card = entry.card
        if isinstance(card, UnitCard):
            if col == self.POINTS:
                return card.points
            if col == self.OFF:
                return dice_sort_key(card.off)
            if col == self.DEF:
                return dice_sort_key(card.defence)
        elif col in (self.POINTS, self.OFF, self.DEF):
            return -1
        return self._display(entry, col).casefold()

    def _tooltip(self, entry: CatalogEntry) -> str:
        card = entry.card
        name = self._display(entry, self.NAME)
        if isinstance(card, UnitCard):
            lines = [f"{name} — {card.points} " + self.tr("points")]
            lines += [f"{i18n.ability_name(a)}: {i18n.ability_text(a)}" for a in card.abilities]
            lines.append(self.tr("Double-click or drag to add it to the roster."))
        else:
            text = i18n.tile_text(card)
            lines = [f"{name}: {text}" if text else name]
        if entry.own:
            lines.append(fmt(self.tr("Your own card: %1"), card.source))
        return describe.plain_tooltip("\n".join(lines))

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        ids = [self._rows[r].id for r in rows if self._rows[r].kind == "unit"]
        data.setData(CARD_MIME, "\n".join(ids).encode("utf-8"))
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class CatalogFilterProxy(QSortFilterProxyModel):
    """Filters by kind, faction, unit type and text; sorts with ``SortRole``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind = ""
        self._faction = ""
        self._type = ""
        self._text = ""
        self.setSortRole(SortRole)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_kind(self, kind: str) -> None:
        self._set("_kind", kind or "")

    def set_faction(self, faction: str) -> None:
        self._set("_faction", faction or "")

    def set_unit_type(self, unit_type: str) -> None:
        self._set("_type", unit_type or "")

    def set_text(self, text: str) -> None:
        self._set("_text", (text or "").strip().casefold())

    def _set(self, attr: str, value: str) -> None:
        if getattr(self, attr) == value:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10+; invalidateFilter is deprecated there
            self.beginFilterChange()
            setattr(self, attr, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            setattr(self, attr, value)
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        if not isinstance(model, CatalogModel) or source_parent.isValid():
            return True
        entry = model.entry(source_row)
        card = entry.card
        if self._kind and entry.kind != self._kind:
            return False
        if self._faction or self._type:
            if not isinstance(card, UnitCard):
                return False
            if self._faction and card.faction != self._faction:
                return False
            if self._type and self._type not in card.types:
                return False
        if self._text:
            return self._text in self._haystack(entry, model.catalog())
        return True

    @staticmethod
    def _haystack(entry: CatalogEntry, catalog: Catalog | None = None) -> str:
        card = entry.card
        parts = [card.name, card.id]
        if isinstance(card, UnitCard):
            faction_names = catalog.faction_names if catalog is not None else {}
            type_names = catalog.type_names if catalog is not None else {}
            parts += _all_names(card.faction, faction_names)
            for t in card.types:
                parts += _all_names(t, type_names)
            for a in card.abilities:
                parts += [a.name, a.text, *a.names.values(), *a.texts.values()]
        else:
            parts += [card.text, *card.texts.values()]
        parts += list(card.names.values())
        return " ".join(parts).casefold()
