"""A unit card drawn like the printed rule card (R12.1).

Name and points in the header, faction and types below, the OFF (red) and DEF
(blue) dice with their bumps, the keywords (Swift, Flying, Ranged), the favored
terrain and the special abilities with their text.

Card-provided words (names, faction, types, ability texts) are escaped wherever a label
shows rich text, and the name label is plain text: a player's own card may say
"Range < 2 & more" and reads so.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..engine.cards import Catalog, DiceSpec, UnitCard
from ..textfmt import fmt
from . import i18n, theme

CARD_BG = "#f3ead7"
CARD_EDGE = "#3a3126"
CARD_TEXT = "#2b241b"


def escape(text: str) -> str:
    """``text`` for a rich-text label: ``&``, ``<`` and ``>`` escaped (quotes need not be)."""
    return html.escape(text, quote=False)


def begin_card_paint(widget: QWidget) -> tuple[QPainter, QRectF, QPainterPath]:
    """Start painting a card face (units here, tiles in card_face): an antialiased
    painter, the card's rectangle inside a 2 px margin and its rounded outline, already
    filled with the card colour."""
    p = QPainter(widget)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(widget.rect()).adjusted(2, 2, -2, -2)
    path = QPainterPath()
    path.addRoundedRect(r, 12, 12)
    p.fillPath(path, QColor(CARD_BG))
    return p, r, path


class DiceSpecView(QWidget):
    """A card's dice line: N blank dice of one colour and a badge per bump."""

    DIE = 26

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.spec = DiceSpec(0)
        self.setMinimumHeight(self.DIE + 6)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_spec(self, spec: DiceSpec) -> None:
        self.spec = spec
        self.setToolTip(self._tip())
        self.update()

    def _tip(self) -> str:
        name = self.tr("OFF") if self.colour == "off" else self.tr("DEF")
        text = fmt(self.tr("%1 %2 dice"), str(self.spec.dice), name)
        if self.spec.bumps:
            text += fmt(self.tr(", bumps: %1"), " ".join(f"+{b}" for b in self.spec.bumps))
        return text

    def sizeHint(self) -> QSize:
        return QSize(200, self.DIE + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face, edge = theme.dice_colors(self.colour)
        label = self.tr("OFF") if self.colour == "off" else self.tr("DEF")
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(13)
        p.setFont(font)
        p.setPen(QColor(edge))
        p.drawText(QRectF(0, 0, 38, self.height()), Qt.AlignmentFlag.AlignVCenter, label)
        x = 40.0
        y = (self.height() - self.DIE) / 2
        if self.spec.dice == 0:
            p.setPen(QColor(CARD_TEXT))
            p.drawText(QRectF(x, 0, 80, self.height()), Qt.AlignmentFlag.AlignVCenter, "—")
        for _ in range(self.spec.dice):
            r = QRectF(x, y, self.DIE, self.DIE)
            p.setPen(QPen(QColor(edge), 1.5))
            p.setBrush(QColor(face))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 230))
            p.drawEllipse(r.center(), 2.6, 2.6)
            x += self.DIE + 4
        for b in self.spec.bumps:
            r = QRectF(x + 2, y + 3, 30, self.DIE - 6)
            p.setPen(QPen(QColor("#8a6a00"), 1))
            p.setBrush(QColor(theme.BUMP_BADGE))
            p.drawRoundedRect(r, 8, 8)
            p.setPen(QColor("#3b2b00"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"+{b}")
            x += 36
        p.end()


class CardView(QFrame):
    """The selected unit's card; ``set_card(None)`` shows a hint instead."""

    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.card: UnitCard | None = None
        self.owner = 0
        self.setMinimumWidth(250)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(4)
        head = QHBoxLayout()
        self.name_label = QLabel()
        self.name_label.setWordWrap(True)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.points_label = QLabel()
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.points_label.setFixedSize(38, 38)
        head.addWidget(self.name_label, 1)
        head.addWidget(self.points_label)
        layout.addLayout(head)
        layout.addSpacing(8)
        self.types_label = QLabel()
        self.types_label.setWordWrap(True)
        self.types_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.types_label)
        layout.addSpacing(4)
        self.off_view = DiceSpecView("off")
        self.def_view = DiceSpecView("def")
        layout.addWidget(self.off_view)
        layout.addWidget(self.def_view)
        # a card of the balanced variant whose dice differ from the printed card says so
        self.variant_label = QLabel()
        self.variant_label.setObjectName("cardVariant")
        self.variant_label.setWordWrap(True)
        self.variant_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.variant_label)
        self.keywords_label = QLabel()
        self.keywords_label.setWordWrap(True)
        self.keywords_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.keywords_label)
        self.abilities_label = QLabel()
        self.abilities_label.setWordWrap(True)
        self.abilities_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.abilities_label)
        self.hint_label = QLabel(self.tr("Click a unit to see its card."))
        self.hint_label.setWordWrap(True)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.hint_label)
        for lab in (self.types_label, self.variant_label, self.keywords_label,
                    self.abilities_label, self.hint_label):
            lab.setStyleSheet(f"color: {CARD_TEXT}; background: transparent;")
        self.set_card(None)

    def set_card(self, card: UnitCard | None, owner: int = 0) -> None:
        self.card = card
        self.owner = owner
        shown = card is not None
        for w in (
            self.name_label,
            self.points_label,
            self.types_label,
            self.off_view,
            self.def_view,
            self.keywords_label,
            self.abilities_label,
        ):
            w.setVisible(shown)
        self.hint_label.setVisible(not shown)
        self.variant_label.setVisible(shown and card is not None and bool(card.printed))
        if card is None:
            self.update()
            return
        style = theme.player_style(owner)
        self.name_label.setText(i18n.card_name(card))
        self.name_label.setStyleSheet(
            "color: white; font-weight: bold; font-size: 15px; background: transparent;"
        )
        self.points_label.setText(str(card.points))
        self.points_label.setToolTip(fmt(self.tr("%1 points"), str(card.points)))
        self.points_label.setStyleSheet(
            f"background: {CARD_BG}; color: {style.dark}; border: 2px solid {CARD_EDGE};"
            " border-radius: 19px; font-weight: bold; font-size: 15px;"
        )
        faction = (i18n.faction_name(self.catalog, card.faction) if card.faction
                   else self.tr("Any faction"))
        types = [escape(i18n.type_name(self.catalog, t)) for t in card.types]
        self.types_label.setText(f"<b>{escape(faction)}</b> · " + " · ".join(types))
        self.off_view.set_spec(card.off)
        self.def_view.set_spec(card.defence)
        self.variant_label.setText(self.variant_text(card))
        words = []
        if card.swift:
            words.append(fmt(self.tr("Swift %1"), str(card.swift)))
        if card.flying:
            words.append(fmt(self.tr("Flying %1"), str(card.flying)))
        if card.ranged:
            words.append(fmt(self.tr("Ranged %1"), str(card.ranged)))
        favored = self._tile_name(card.favored) if card.favored else self.tr("none")
        line = " · ".join(f"<b>{escape(w)}</b>" for w in words)
        fav = escape(fmt(self.tr("Favored terrain: %1"), favored))
        self.keywords_label.setText((line + "<br>" if line else "") + fav)
        parts = []
        for ability in card.abilities:
            tag = self.tr(" (action)") if ability.is_action else ""
            parts.append(
                f"<p style='margin:3px 0'><b>{escape(i18n.ability_name(ability))}</b>"
                f"<i>{escape(tag)}</i>: {escape(i18n.ability_text(ability))}</p>"
            )
        self.abilities_label.setText(
            "".join(parts) if parts else "<i>" + escape(self.tr("No special abilities.")) + "</i>"
        )
        self.update()

    def variant_text(self, card: UnitCard) -> str:
        """Empty for a card with its printed dice; else that the balanced variant's
        dice differ and what the printed card has."""
        if not card.printed:
            return ""
        printed = " · ".join(f"{c.upper()} {d.label()}" for c, d in card.printed.items())
        return fmt(self.tr("Balanced variant: these dice differ from the printed card "
                           "(printed: %1)."), printed)

    def _tile_name(self, tile_id: str) -> str:
        if self.catalog is not None:
            try:
                return i18n.tile_name(self.catalog.tile(tile_id))
            except KeyError:
                pass
        return theme.display_name(tile_id)

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r, path = begin_card_paint(self)
        if self.card is not None:
            style = theme.player_style(self.owner)
            head_h = max(self.name_label.geometry().bottom(),
                         self.points_label.geometry().bottom()) + 6
            p.save()
            p.setClipPath(path)
            p.fillRect(QRectF(r.left(), r.top(), r.width(), head_h), QColor(style.dark))
            p.restore()
        p.setPen(QPen(QColor(CARD_EDGE), 2))
        p.drawPath(path)
        p.end()
        super().paintEvent(event)
