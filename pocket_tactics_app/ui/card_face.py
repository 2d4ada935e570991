"""Any card drawn like its printed version: units (the shared ``CardView``), terrain
tiles and features (``TileCardView`` here), or a hint when nothing is selected.

Card-provided words go into the rich-text labels escaped (a name is plain text), as on
the unit card.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Catalog, Effect, TileCard, UnitCard
from ..textfmt import fmt
from . import i18n, theme
from .card_view import CARD_BG, CARD_EDGE, CARD_TEXT, CardView, begin_card_paint, escape


def _hexagon(center: QPointF, radius: float) -> QPolygonF:
    import math

    return QPolygonF([QPointF(center.x() + radius * math.cos(math.radians(60 * i + 30)),
                              center.y() + radius * math.sin(math.radians(60 * i + 30)))
                      for i in range(6)])


class TileCardView(QFrame):
    """A terrain tile or feature card: name band in the tile's colour, a hex swatch,
    the card's rule text and what each effect does."""

    SWATCH = 44

    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # For the unit types' names in the app's language (``i18n.type_name``).
        self.catalog = catalog
        self.card: TileCard | None = None
        self.setMinimumWidth(250)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 12, 14, 14)
        lay.setSpacing(4)
        head = QHBoxLayout()
        head.addSpacing(self.SWATCH + 8)
        titles = QVBoxLayout()
        titles.setSpacing(2)
        self.name_label = QLabel()
        self.name_label.setWordWrap(True)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name_label.setStyleSheet(
            "color: white; font-weight: bold; font-size: 15px; background: transparent;")
        self.kind_label = QLabel()
        self.kind_label.setStyleSheet(
            "color: rgba(255,255,255,0.85); background: transparent; font-size: 11px;")
        titles.addWidget(self.name_label)
        titles.addWidget(self.kind_label)
        head.addLayout(titles, 1)
        self.head_box = QWidget()
        self.head_box.setMinimumHeight(self.SWATCH + 4)
        self.head_box.setLayout(head)
        head.setContentsMargins(0, 0, 0, 0)
        self.head_box.setStyleSheet("background: transparent;")
        lay.addWidget(self.head_box)
        lay.addSpacing(14)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        self.text_label.setStyleSheet(f"color: {CARD_TEXT}; background: transparent;")
        lay.addWidget(self.text_label)
        self.effects_label = QLabel()
        self.effects_label.setWordWrap(True)
        self.effects_label.setTextFormat(Qt.TextFormat.RichText)
        self.effects_label.setStyleSheet(
            f"color: {CARD_TEXT}; background: transparent; font-size: 11px;")
        lay.addWidget(self.effects_label)

    def _colours(self) -> tuple[str, str]:
        if self.card is None:
            return ("#777777", "#555555")
        if self.card.kind == "terrain":
            t = theme.terrain_style(self.card.id)
            return (t.base, t.dark)
        f = theme.feature_style(self.card.id)
        return (f.top, f.side_right)

    def set_card(self, card: TileCard) -> None:
        self.card = card
        self.name_label.setText(i18n.tile_name(card))
        self.kind_label.setText(self.tr("Terrain tile") if card.kind == "terrain"
                                else self.tr("Feature"))
        rule = i18n.tile_text(card)
        self.text_label.setText(
            escape(rule) if rule else "<i>" + escape(self.tr("No effect.")) + "</i>")
        rows = [escape(self.effect_text(e)) for e in card.effects]
        self.effects_label.setText(
            "<br>".join(f"• {r}" for r in rows) if rows else "")
        self.effects_label.setVisible(bool(rows))
        self.update()

    def effect_text(self, e: Effect) -> str:
        if e.kind == "bump":
            colour = self.tr("OFF") if e.colour == "off" else self.tr("DEF")
            return fmt(self.tr("%1 bump of +%2 for the unit on it"), colour, str(e.value))
        if e.kind == "hazard" and e.test is not None:
            colour = self.tr("OFF") if e.test.colour == "off" else self.tr("DEF")
            text = fmt(self.tr("Hazard: %1 %2 test on entering, or defeated"),
                       e.test.target, colour)
            if e.unless_types:
                types = ", ".join(i18n.type_name(self.catalog, t) for t in e.unless_types)
                text += fmt(self.tr(" (not %1)"), types)
            return text
        if e.kind == "stop_move":
            return self.tr("Ends the move of a unit entering it") + (
                self.tr(" (not Flying)") if e.unless_flying else "")
        return e.kind

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r, path = begin_card_paint(self)
        base, dark = self._colours()
        head = self.head_box.geometry()
        head_h = head.bottom() + 10
        p.save()
        p.setClipPath(path)
        p.fillRect(QRectF(r.left(), r.top(), r.width(), head_h), QColor(dark))
        p.restore()
        center = QPointF(head.left() + self.SWATCH / 2, head.center().y() + 1)
        hexagon = _hexagon(center, self.SWATCH / 2)
        p.setPen(QPen(QColor(CARD_BG), 2))
        p.setBrush(QColor(base))
        p.drawPolygon(hexagon)
        p.setPen(QPen(QColor(CARD_EDGE), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.end()
        super().paintEvent(event)


class CardFace(QStackedWidget):
    """Shows whichever card is selected: ``show_card(card)`` or ``show_card(None)``."""

    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel(self.tr("Select a card in the catalogue or the roster to see it "
                                   "here."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #8a93a0; padding: 20px;")
        self.unit_view = CardView(catalog)
        self.tile_view = TileCardView(catalog)
        for w in (self.hint, self.unit_view, self.tile_view):
            page = QWidget()
            lay = QVBoxLayout(page)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.addWidget(w)
            lay.addStretch(1)
            self.addWidget(page)
        self.current: UnitCard | TileCard | None = None
        self.show_card(None)

    def set_catalog(self, catalog: Catalog) -> None:
        self.unit_view.catalog = catalog
        self.tile_view.catalog = catalog

    def show_card(self, card: UnitCard | TileCard | None, owner: int = 0) -> None:
        self.current = card
        if isinstance(card, UnitCard):
            self.unit_view.set_card(card, owner)
            self.setCurrentIndex(1)
        elif isinstance(card, TileCard):
            self.tile_view.set_card(card)
            self.setCurrentIndex(2)
        else:
            self.setCurrentIndex(0)
