"""Dice drawn as dice: red OFF and blue DEF faces with bump and re-roll marks.

`DieFace` is one die; `DiceRow` is a labelled row of them. Both take plain values
(`DieView`), never engine objects. The faces shown while a roll animates are
cosmetic and come from the widget's own `random.Random`, never the game's dice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.painting import text_path

# pip centres on a 3x3 grid, (column, row) in -1..1
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}

ROLL_TICK_MS = 55


@dataclass(frozen=True)
class DieView:
    """One die as shown. `value` is the rolled result (0: not rolled yet); the face shows
    min(6, value + bump)."""

    kind: str  # "off" (red) or "def" (blue)
    value: int
    bump: int = 0
    rerolled: bool = False
    clickable: bool = False
    enabled: bool = True
    marked: bool = False  # one die of the pair that decides a comparison (R6.5)
    hint: str = ""  # more for the tooltip: what choosing this die would do


def _check_kind(kind: str) -> str:
    theme.dice_colors(kind)  # raises ValueError on anything but off/def
    return "off" if theme.normalise_id(kind) == "off" else "def"


def _check_value(value: int) -> int:
    if not 0 <= value <= 6:
        raise ValueError(f"die value {value} out of range 0..6")
    return value


class DieFace(QWidget):
    """A painted d6. States: normal, bumped (+N badge, raised value), re-rolled (arrow
    badge), clickable (hover glow, pointing cursor, Space/Enter, emits `clicked`),
    disabled (greyed), rolling (`roll_animation`)."""

    clicked = Signal()
    roll_finished = Signal()

    def __init__(
        self,
        kind: str = "off",
        value: int = 0,
        parent: QWidget | None = None,
        *,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._kind = _check_kind(kind)
        self._value = _check_value(value)
        self._bump = 0
        self._rerolled = False
        self._clickable = False
        self._marked = False
        self._hint = ""
        self._hovered = False
        self._pressed = False
        self._side = 40
        self._rng = random.Random(seed)
        self._rolling = False
        self._roll_target = 0
        self._roll_ticks_left = 0
        self._flicker_value = 0
        self._tilt = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(ROLL_TICK_MS)
        self._timer.timeout.connect(self._on_tick)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self._refresh_accessibility()

    # ------------------------------------------------------------------ state

    def kind(self) -> str:
        return self._kind

    def set_kind(self, kind: str) -> None:
        self._kind = _check_kind(kind)
        self._changed()

    def value(self) -> int:
        """The rolled result, before bumps (0: not rolled yet)."""
        return self._value

    def set_value(self, value: int) -> None:
        self._value = _check_value(value)
        self._changed()

    def bump(self) -> int:
        return self._bump

    def set_bump(self, bump: int) -> None:
        """Total bump on this die (0: not bumped); the face shows the raised value."""
        if bump < 0:
            raise ValueError(f"negative bump {bump}")
        self._bump = bump
        self._changed()

    def is_bumped(self) -> bool:
        return self._bump > 0

    def shown_value(self) -> int:
        """The value the face shows: min(6, value + bump), or 0 if not rolled."""
        if self._rolling:
            return self._flicker_value
        return min(6, self._value + self._bump) if self._value else 0

    def is_rerolled(self) -> bool:
        return self._rerolled

    def set_rerolled(self, rerolled: bool) -> None:
        self._rerolled = rerolled
        self._changed()

    def is_clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, clickable: bool) -> None:
        self._clickable = clickable
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if clickable else Qt.FocusPolicy.NoFocus)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self._hovered = False
        self._changed()

    def set_view(self, view: DieView) -> None:
        """Take every state from `view` at once."""
        self._kind = _check_kind(view.kind)
        self._value = _check_value(view.value)
        if view.bump < 0:
            raise ValueError(f"negative bump {view.bump}")
        self._bump = view.bump
        self._rerolled = view.rerolled
        self._marked = view.marked
        self._hint = view.hint
        self.setEnabled(view.enabled)
        self.set_clickable(view.clickable)

    def view(self) -> DieView:
        return DieView(
            self._kind,
            self._value,
            self._bump,
            self._rerolled,
            self._clickable,
            self.isEnabled(),
            self._marked,
            self._hint,
        )

    def set_die_size(self, side: int) -> None:
        """The die's side in logical pixels (the widget adds room for badges)."""
        self._side = max(16, side)
        self.updateGeometry()
        self.update()

    def is_marked(self) -> bool:
        return self._marked

    def is_hovered(self) -> bool:
        return self._hovered

    # ------------------------------------------------------------------ rolling

    def roll_animation(self, final_value: int, ms: int) -> None:
        """Flicker random faces for about `ms` milliseconds, then show `final_value`.

        `ms` <= 0 sets the value at once. `roll_finished` is emitted either way.
        """
        self._roll_target = _check_value(final_value)
        ticks = ms // ROLL_TICK_MS
        if ticks <= 0:
            self._rolling = False
            self._timer.stop()
            self._value = self._roll_target
            self._tilt = 0.0
            self._changed()
            self.roll_finished.emit()
            return
        self._rolling = True
        self._roll_ticks_left = ticks
        self._on_tick()
        self._timer.start()

    def finish_roll(self) -> None:
        """Skip the rest of a running roll animation."""
        if not self._rolling:
            return
        self._timer.stop()
        self._rolling = False
        self._value = self._roll_target
        self._tilt = 0.0
        self._changed()
        self.roll_finished.emit()

    def is_rolling(self) -> bool:
        return self._rolling

    def _on_tick(self) -> None:
        if self._roll_ticks_left <= 0:
            self.finish_roll()
            return
        self._roll_ticks_left -= 1
        choices = [v for v in range(1, 7) if v != self._flicker_value]
        self._flicker_value = self._rng.choice(choices)
        self._tilt = self._rng.uniform(-14.0, 14.0) * min(1.0, self._roll_ticks_left / 3.0)
        self.update()

    # ------------------------------------------------------------------ Qt overrides

    def sizeHint(self) -> QSize:
        margin = self._margin()
        return QSize(self._side + 2 * margin, self._side + 2 * margin)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def enterEvent(self, event: QEnterEvent) -> None:
        if self._clickable and self.isEnabled():
            self._hovered = True
            self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = False
        self._pressed = False
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._clickable and self.isEnabled():
            self._pressed = True
            self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._pressed = False
            self.update()
            if self.rect().contains(event.position().toPoint()):
                self.clicked.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            self._clickable
            and self.isEnabled()
            and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.EnabledChange:
            if not self.isEnabled():
                self._hovered = False
            self._refresh_accessibility()
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = float(min(self.width(), self.height()) - 2 * self._margin())
        if side <= 4:
            return
        center = QPointF(self.width() / 2.0, self.height() / 2.0)
        lift = side * 0.04 if (self._hovered and not self._pressed) else 0.0
        painter.translate(center.x(), center.y() - lift)
        if self._rolling and self._tilt:
            painter.rotate(self._tilt)
        self._paint_die(painter, side)
        if not self._rolling:
            if self._bump > 0 and self._value:
                self._paint_bump_badge(painter, side)
            if self._rerolled:
                self._paint_reroll_badge(painter, side)
        painter.end()

    # ------------------------------------------------------------------ painting

    def _margin(self) -> int:
        return max(6, round(self._side * 0.26))

    def _colors(self) -> tuple[QColor, QColor]:
        face, edge = theme.dice_colors(self._kind)
        if self.isEnabled():
            return theme.qcolor(face), theme.qcolor(edge)
        return theme.mix(face, "#8a8d92", 0.7), theme.mix(edge, "#55585d", 0.7)

    def _paint_die(self, painter: QPainter, side: float) -> None:
        face, edge = self._colors()
        half = side / 2.0
        rect = QRectF(-half, -half, side, side)
        radius = side * 0.2

        if self._marked:
            ring = QPen(theme.qcolor("#ffffff", 230), max(2.0, side * 0.07), Qt.PenStyle.DotLine)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius * 1.3, radius * 1.3)

        if self._hovered or self._pressed:
            glow = theme.qcolor(theme.BUMP_BADGE, 200 if self._pressed else 150)
            painter.setPen(QPen(glow, side * 0.1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius * 1.15, radius * 1.15)

        # shadow and body
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80 if self.isEnabled() else 40))
        painter.drawRoundedRect(rect.translated(side * 0.03, side * 0.07), radius, radius)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, face.lighter(125))
        grad.setColorAt(0.6, face)
        grad.setColorAt(1.0, face.darker(125))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(edge, max(1.0, side * 0.045)))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 70 if self.isEnabled() else 35), side * 0.03))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(side * 0.07, side * 0.07, -side * 0.07, -side * 0.07)
        painter.drawRoundedRect(inner, radius * 0.75, radius * 0.75)

        shown = self.shown_value()
        pip_color = QColor(255, 255, 255) if self.isEnabled() else QColor(235, 235, 235, 150)
        if shown == 0:
            # not rolled yet: a faint dash rather than a number that could be misread
            dash = QPen(QColor(255, 255, 255, 120), side * 0.08)
            dash.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(dash)
            painter.drawLine(QPointF(-side * 0.16, 0), QPointF(side * 0.16, 0))
        else:
            pip_r = side * 0.085
            step = side * 0.26
            for cx, cy in _PIPS[shown]:
                p = QPointF(cx * step, cy * step)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 70))
                painter.drawEllipse(p + QPointF(0, pip_r * 0.25), pip_r, pip_r)
                painter.setBrush(pip_color)
                painter.drawEllipse(p, pip_r, pip_r)

        if self.hasFocus() and self._clickable:
            pen = QPen(QColor(255, 255, 255, 220), max(1.0, side * 0.035), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius * 1.2, radius * 1.2)

    def _paint_bump_badge(self, painter: QPainter, side: float) -> None:
        # outside the corner pip, so a bumped face still shows every pip
        r = side * 0.23
        c = QPointF(side * 0.52, -side * 0.52)
        painter.setPen(QPen(QColor(60, 40, 0, 200), max(1.0, side * 0.03)))
        painter.setBrush(theme.qcolor(theme.BUMP_BADGE))
        painter.drawEllipse(c, r, r)
        text = f"+{self._bump}"
        path = text_path(text, r * 1.15, c)
        painter.fillPath(path, QColor("#3a2600"))

    def _paint_reroll_badge(self, painter: QPainter, side: float) -> None:
        r = side * 0.22
        c = QPointF(-side * 0.52, -side * 0.52)
        painter.setPen(QPen(QColor(30, 40, 60, 200), max(1.0, side * 0.03)))
        painter.setBrush(theme.qcolor(theme.REROLL_BADGE))
        painter.drawEllipse(c, r, r)
        # a circular arrow
        arc_r = r * 0.55
        pen = QPen(QColor("#1f2a3a"), r * 0.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(c.x() - arc_r, c.y() - arc_r, 2 * arc_r, 2 * arc_r)
        painter.drawArc(box, 60 * 16, 270 * 16)
        end_angle = math.radians(60.0)
        tip = QPointF(c.x() + arc_r * math.cos(end_angle), c.y() - arc_r * math.sin(end_angle))
        head = r * 0.38
        arrow = QPainterPath(QPointF(tip.x() - head * 0.9, tip.y() - head * 0.45))
        arrow.lineTo(tip)
        arrow.lineTo(QPointF(tip.x() - head * 0.15, tip.y() + head * 0.95))
        painter.drawPath(arrow)

    # ------------------------------------------------------------------ misc

    def _changed(self) -> None:
        self._refresh_accessibility()
        self.update()

    def _refresh_accessibility(self) -> None:
        kind = self.tr("OFF die") if self._kind == "off" else self.tr("DEF die")
        shown = min(6, self._value + self._bump) if self._value else 0
        parts = [kind, str(shown) if shown else self.tr("not rolled")]
        if self._bump and self._value:
            parts.append(self.tr("bumped +%n", "", self._bump))
        if self._rerolled:
            parts.append(self.tr("re-rolled"))
        if self._marked:
            parts.append(self.tr("decides the comparison"))
        self.setAccessibleName(", ".join(parts))
        tip = ", ".join(parts) if (self._bump or self._rerolled or self._marked) else ""
        if self._hint:
            tip = (tip + "\n" if tip else "") + self._hint
        self.setToolTip(tip)


class DiceRow(QWidget):
    """A label followed by dice faces; OFF dice first, a small gap, then DEF dice.

    Emits `die_clicked(index)` with the index into the list given to `set_dice`.
    """

    die_clicked = Signal(int)

    def __init__(
        self, label: str = "", parent: QWidget | None = None, *, die_size: int = 40
    ) -> None:
        super().__init__(parent)
        self._die_size = die_size
        self._faces: list[DieFace] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self._label = QLabel(label, self)
        self._label.setMinimumWidth(0)
        font = self._label.font()
        font.setBold(True)
        self._label.setFont(font)
        self._empty = QLabel(self.tr("no dice"), self)
        self._empty.setEnabled(False)
        self._dice_box = QHBoxLayout()
        self._dice_box.setContentsMargins(0, 0, 0, 0)
        self._dice_box.setSpacing(2)
        self._layout.addWidget(self._label)
        self._layout.addSpacing(6)
        self._layout.addLayout(self._dice_box)
        self._layout.addWidget(self._empty)
        self._layout.addStretch(1)

    def label(self) -> str:
        return self._label.text()

    def set_label(self, text: str) -> None:
        self._label.setText(text)

    def faces(self) -> list[DieFace]:
        return list(self._faces)

    def dice(self) -> list[DieView]:
        return [face.view() for face in self._faces]

    def set_dice(self, dice: Sequence[DieView]) -> None:
        """Show these dice in this order (faces are reused where possible)."""
        while self._dice_box.count():
            self._dice_box.takeAt(0)  # spacers go; faces are re-added below
        while len(self._faces) > len(dice):
            face = self._faces.pop()
            face.hide()
            face.deleteLater()
        for index, view in enumerate(dice):
            if index < len(self._faces):
                face = self._faces[index]
            else:
                face = DieFace(view.kind, view.value, self)
                face.set_die_size(self._die_size)
                face.clicked.connect(lambda i=index: self.die_clicked.emit(i))
                self._faces.append(face)
            face.set_view(view)
        previous_kind: str | None = None
        for face in self._faces:
            if previous_kind is not None and face.kind() != previous_kind:
                self._dice_box.addSpacing(10)
            self._dice_box.addWidget(face)
            face.show()
            previous_kind = face.kind()
        self._empty.setVisible(not self._faces)

    def set_die_size(self, side: int) -> None:
        self._die_size = side
        for face in self._faces:
            face.set_die_size(side)

    def roll_animation(self, ms: int, final_values: Sequence[int] | None = None) -> None:
        """Animate every die to `final_values` (default: the values already set)."""
        targets = (
            list(final_values)
            if final_values is not None
            else [face.value() for face in self._faces]
        )
        if len(targets) != len(self._faces):
            raise ValueError(f"{len(targets)} values for {len(self._faces)} dice")
        for face, value in zip(self._faces, targets, strict=True):
            face.roll_animation(value, ms)

    def finish_roll(self) -> None:
        for face in self._faces:
            face.finish_roll()
