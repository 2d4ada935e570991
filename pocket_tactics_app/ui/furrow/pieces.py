"""What stands on a hex of the Vell Basin, drawn: unit figures with a count badge,
structures, encounter tokens and resource piles with their numbers, laid out on a grid of
cells so that no two pieces, and no piece and the hex's code, ever overlap.

A hex keeps a band at the bottom for its code (``CODE_BAND``); the pieces share the
rectangle above it (``PIECE_AREA``), in as many equal square cells as they need. Each
piece is an item whose bounding rectangle is its cell: its badge or number is drawn
inside it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .icons import INK, RESOURCE_FILL, device_text, paint_icon

#: the rectangle the pieces share, in hex sizes from the hex's centre (a pointy-top hex
#: is 1.68 sizes wide from y -0.5 to 0.5, so every corner stays inside the hex)
PIECE_AREA = (-0.8, -0.52, 1.6, 0.98)
#: the largest cell, in hex sizes (one or two pieces are not drawn huge)
MAX_CELL = 0.78


@dataclass(frozen=True)
class Piece:
    """One thing to draw on a hex: an icon, the seat's colour, a count and its words."""

    icon: str
    colour: str
    count: int
    tip: str
    number: bool = False  # draw the count even when it is 1 (a resource pile)


def layout_cells(n: int, size: float) -> list[QRectF]:
    """``n`` equal square cells (hex-local, scene units) inside the piece area, in rows
    from the top, as large as the area allows; they never overlap."""
    if n <= 0:
        return []
    x0, y0, w, h = (v * size for v in PIECE_AREA)
    best = (0.0, 1, n)
    for rows in range(1, n + 1):
        cols = math.ceil(n / rows)
        cell = min(w / cols, h / rows, MAX_CELL * size)
        if cell > best[0]:
            best = (cell, rows, cols)
    cell, rows, cols = best
    top = y0 + (h - rows * cell) / 2
    out: list[QRectF] = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)  # the last row is centred
        left = x0 + (w - in_row * cell) / 2
        gap = cell * 0.03  # pieces side by side never touch
        out.append(QRectF(left + c * cell + gap, top + r * cell + gap, cell - 2 * gap,
                          cell - 2 * gap))
    return out


class PieceItem(QGraphicsItem):
    """A piece drawn in its cell (hex-local rectangle ``cell``; the item stands at the
    hex's centre): the icon, and a badge with the count when it is more than one (or
    always, for a pile). Takes no mouse buttons: the scene resolves clicks by hex."""

    def __init__(self, piece: Piece, cell: QRectF) -> None:
        super().__init__()
        self.piece = piece
        self.cell = QRectF(cell)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(piece.tip)

    def boundingRect(self) -> QRectF:
        return self.cell

    def scene_rect(self) -> QRectF:
        return self.mapRectToScene(self.cell)

    def badge(self) -> bool:
        return self.piece.number or self.piece.count > 1

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.cell
        pad = c.width() * 0.06
        if self.badge():  # the icon up and left, the badge in the corner it leaves
            art = QRectF(c.left() + pad, c.top() + pad, c.width() * 0.76, c.height() * 0.76)
        else:
            art = c.adjusted(pad, pad, -pad, -pad)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))  # a soft shadow under the piece
        painter.drawEllipse(QPointF(art.center().x(), art.bottom() - art.height() * 0.04),
                            art.width() * 0.38, art.height() * 0.08)
        paint_icon(painter, self.piece.icon, art, self.piece.colour)
        if self.badge():
            r = c.width() * 0.2
            at = QPointF(c.right() - r - pad * 0.5, c.bottom() - r - pad * 0.5)
            fill = RESOURCE_FILL.get(self.piece.icon, "#f4f4f4") if self.piece.number \
                else "#f4f4f4"
            painter.setPen(QPen(INK, r * 0.16))
            painter.setBrush(QColor(fill))
            painter.drawEllipse(at, r, r)
            ink = QColor("#f4f4f4") if self.piece.icon in ("oil", "wood") else INK
            device_text(painter, str(self.piece.count), r * 1.3, at, ink)


__all__ = ["MAX_CELL", "PIECE_AREA", "Piece", "PieceItem", "layout_cells"]
