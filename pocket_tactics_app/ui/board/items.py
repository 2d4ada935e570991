"""Items any hex board is made of: a hex with highlight and hover states, a mark on the
edge between two hexes, and a round chip.

Items take no mouse buttons: the scene turns clicks into signals by geometry
(`HexBoardScene.hex_at`), so a token standing on a hex never hides the hex from a click.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.geometry import (
    SQRT3,
    Hex,
    hex_polygon,
    hex_to_pixel,
    shared_edge,
)
from pocket_tactics_app.ui.board.painting import (
    highlight_states,
    paint_chip,
    paint_edge_mark,
    paint_highlight_edge,
    paint_highlight_fill,
)
from pocket_tactics_app.ui.theme import HighlightKind


class BoardHexItem(QGraphicsItem):
    """A hex-shaped item at one axial position with a highlight and a hover state.

    Its shape is the exact hex; its position the hex centre. The base `paint` draws the
    highlight states only; a game's tile subclasses it and paints its terrain with
    `paint_highlight_fill` under and `paint_highlight_edge` over its own pieces
    (the kinds from `highlight_states()`).
    """

    def __init__(self, at: Hex, size: float) -> None:
        super().__init__()
        self._at = at
        self._size = size
        self._highlight: HighlightKind | None = None
        self._hovered = False
        self._shape = QPainterPath()
        self._shape.addPolygon(hex_polygon(size))
        self._shape.closeSubpath()
        half_w = size * SQRT3 / 2.0
        self._bounds = QRectF(-half_w - 1, -size - 1, 2 * half_w + 2, 2 * size + 2)
        x, y = hex_to_pixel(at, size)
        self.setPos(x, y)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # The scene turns clicks into signals by geometry; items take no mouse buttons.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def at(self) -> Hex:
        return self._at

    def hex_size(self) -> float:
        return self._size

    def highlight(self) -> HighlightKind | None:
        return self._highlight

    def set_highlight(self, kind: str | None) -> None:
        """Highlight the hex (`HighlightKind` or its text; None: no highlight)."""
        if kind is not None and kind not in theme.HIGHLIGHT_KINDS:
            raise ValueError(
                f"unknown highlight {kind!r}; expected one of "
                f"{sorted(theme.HIGHLIGHT_KINDS)} or None"
            )
        new = None if kind is None else HighlightKind(kind)
        if new != self._highlight:
            self._highlight = new
            self.update()

    def is_hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self._hovered:
            self._hovered = hovered
            self.update()

    def highlight_states(self) -> list[HighlightKind]:
        """Highlight kinds to paint, bottom first: the highlight, then hover."""
        return highlight_states(self._highlight, self._hovered)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for kind in self.highlight_states():
            paint_highlight_fill(painter, kind, self._size)
            paint_highlight_edge(painter, kind, self._size)


class HexEdgeItem(QGraphicsItem):
    """A mark along the edge between two neighbouring hexes: a river, a wall, a border.

    `width` is in hex-size units; put it above the hex items (`setZValue`) of its board.
    """

    def __init__(self, a: Hex, b: Hex, size: float, color: str, width: float = 0.09) -> None:
        super().__init__()
        (ax, ay), (bx, by) = shared_edge(a, b, size)  # raises if a and b do not touch
        self._hexes = (a, b)
        self._color = color
        self._width = width * size
        mid = QPointF((ax + bx) / 2.0, (ay + by) / 2.0)
        self._ends = (QPointF(ax, ay) - mid, QPointF(bx, by) - mid)
        grow = self._width
        self._bounds = (
            QRectF(self._ends[0], self._ends[1]).normalized().adjusted(-grow, -grow, grow, grow)
        )
        self.setPos(mid)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def hexes(self) -> tuple[Hex, Hex]:
        return self._hexes

    def ends(self) -> tuple[QPointF, QPointF]:
        """The edge's two corners in scene coordinates."""
        return self.mapToScene(self._ends[0]), self.mapToScene(self._ends[1])

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_edge_mark(painter, self._ends[0], self._ends[1], QColor(self._color), self._width)


class ChipItem(QGraphicsItem):
    """A round chip with a short text: a token of some kind, or a count (resources).

    Place chips sharing a hex with `geometry.stack_offsets`, `radius` at most half of
    `geometry.stack_spacing`.
    """

    def __init__(self, text: str, color: str, radius: float) -> None:
        super().__init__()
        self._text = text
        self._color = color
        self._radius = radius
        self._bounds = QRectF(-radius * 1.2, -radius * 1.2, radius * 2.5, radius * 2.6)
        self._shape = QPainterPath()
        self._shape.addEllipse(QPointF(0, 0), radius, radius)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_chip(painter, self._text, QColor(self._color), self._radius)
