"""Painting that any hex board shares: text as paths, highlight fills and edges, marks
on hex edges, chips, and pictures at a device pixel ratio.

Every shape is drawn as vectors in scene units, so it stays sharp at any zoom and on
hi-DPI screens; `render_pixmap` paints the same shapes into a pixmap for docks and
previews. Hex-shaped helpers paint centred on the painter's origin.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QApplication

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.geometry import hex_polygon
from pocket_tactics_app.ui.theme import HighlightKind


def lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    """The point `t` of the way from `a` to `b`."""
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


# --------------------------------------------------------------------------- text


@lru_cache(maxsize=512)
def _text_path_cached(text: str, bold: bool, family: str) -> QPainterPath:
    font = QFont(family)
    font.setPixelSize(100)
    font.setBold(bold)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def text_path(text: str, pixel_size: float, center: QPointF, *, bold: bool = True) -> QPainterPath:
    """Text as a path of the given height, centred on `center`.

    Paths scale with the view like every other vector shape, so labels keep their
    proportions and stay sharp at any zoom and device pixel ratio.
    """
    family = QApplication.font().family() if QApplication.instance() else "DejaVu Sans"
    base = _text_path_cached(text, bold, family)
    scale = pixel_size / 100.0
    rect = base.boundingRect()
    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(scale, scale)
    # centre on the ink box horizontally, on the cap height (about 0.72 em) vertically
    transform.translate(-rect.center().x(), 36.0)
    return transform.map(base)


def draw_text(
    painter: QPainter,
    text: str,
    pixel_size: float,
    center: QPointF,
    fill: QColor,
    outline: QColor | None,
    outline_width: float = 0.0,
    *,
    bold: bool = True,
) -> None:
    """Text centred on `center`, filled, with an optional outline stroked under the fill."""
    path = text_path(text, pixel_size, center, bold=bold)
    if outline is not None and outline_width > 0:
        pen = QPen(outline, outline_width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, pen)
    painter.fillPath(path, fill)


def fitting_size(text: str, wanted: float, max_width: float, *, bold: bool = True) -> float:
    """`wanted` as the text's height, or less so that the text is at most `max_width` wide."""
    width = text_path(text, wanted, QPointF(0, 0), bold=bold).boundingRect().width()
    if width <= max_width or width <= 0:
        return wanted
    return wanted * max_width / width


# --------------------------------------------------------------------------- highlights


def highlight_states(highlight: str | None, hovered: bool) -> list[HighlightKind]:
    """Highlight kinds to paint on a hex, bottom first: its highlight, then hover."""
    kinds = [] if highlight is None else [HighlightKind(highlight)]
    if hovered and highlight != HighlightKind.HOVER:
        kinds.append(HighlightKind.HOVER)
    return kinds


def paint_highlight_fill(painter: QPainter, kind: HighlightKind, size: float) -> None:
    """Tint and inner glow; painted under raised pieces so that they stay readable."""
    st = theme.HIGHLIGHT_STYLES[kind]
    poly = hex_polygon(size - 1.2)
    clip = QPainterPath()
    clip.addPolygon(poly)
    clip.closeSubpath()
    painter.save()
    painter.setClipPath(clip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.qcolor(st.color, st.fill_alpha))
    painter.drawPolygon(poly)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if st.glow_alpha:
        # layered strokes centred on the edge, clipped inside: a glow fading inwards
        for width, share in ((0.42, 0.16), (0.28, 0.22), (0.16, 0.3), (0.07, 0.45)):
            pen = QPen(theme.qcolor(st.color, int(st.glow_alpha * share)), size * width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolygon(poly)
    painter.restore()


def paint_highlight_edge(painter: QPainter, kind: HighlightKind, size: float) -> None:
    """Outline and marks (a dot on a path step, a target on an attack); painted over
    everything on the hex."""
    st = theme.HIGHLIGHT_STYLES[kind]
    width = st.outline_width * size
    edge = hex_polygon(size - 1.2 - width / 2)
    pen = QPen(theme.qcolor(st.color, 245), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if st.dotted:
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([0.01, 2.2])
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(edge)
    if kind == HighlightKind.PATH:
        painter.setPen(QPen(QColor(0, 0, 0, 110), size * 0.02))
        painter.setBrush(theme.qcolor(st.color, 235))
        painter.drawEllipse(QPointF(0, 0), size * 0.09, size * 0.09)
    elif kind == HighlightKind.ATTACK:
        paint_crosshair(painter, theme.qcolor(st.color, 235), size)


def paint_crosshair(painter: QPainter, color: QColor, size: float) -> None:
    """A target badge off to the upper left, where a token standing on the hex leaves it
    visible (on Pocket Tactics' map it tells an attack target from a dashed control ring)."""
    c = QPointF(-size * 0.56, -size * 0.36)
    r = size * 0.13
    painter.setPen(QPen(QColor(0, 0, 0, 120), size * 0.05))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r, r)
    painter.setPen(QPen(QColor("#ffffff"), size * 0.022))
    painter.setBrush(color)
    painter.drawEllipse(c, r, r)
    pen = QPen(QColor("#ffffff"), size * 0.028)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.45, r * 0.45)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        painter.drawLine(
            QPointF(c.x() + dx * r * 0.25, c.y() + dy * r * 0.25),
            QPointF(c.x() + dx * r * 0.8, c.y() + dy * r * 0.8),
        )


# --------------------------------------------------------------------------- edges and chips


def paint_edge_mark(painter: QPainter, a: QPointF, b: QPointF, color: QColor, width: float) -> None:
    """A thick line along a hex edge from `a` to `b` (a river, a wall), with a dark under-
    stroke so it reads on any terrain; the ends are rounded so joined edges flow on."""
    for pen_color, pen_width in ((QColor(0, 0, 0, 110), width * 1.45), (color, width)):
        pen = QPen(pen_color, pen_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, b)


def paint_chip(
    painter: QPainter, text: str, fill: QColor, radius: float, ink: QColor | None = None
) -> None:
    """A round chip centred on the origin with a short text (initials, a count)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(QPointF(radius * 0.08, radius * 0.2), radius * 1.02, radius * 1.02)
    painter.setPen(QPen(QColor(255, 255, 255, 235), radius * 0.12))
    painter.setBrush(fill)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    if text:
        px = fitting_size(text, radius * 0.95, radius * 1.4)
        ink = ink if ink is not None else QColor("#ffffff")
        draw_text(painter, text, px, QPointF(0, 0), ink, QColor(0, 0, 0, 160), radius * 0.14)


# --------------------------------------------------------------------------- pictures


def render_pixmap(px: int, device_pixel_ratio: float, paint: Callable[[QPainter], None]) -> QPixmap:
    """A transparent square picture `px` logical pixels wide, sharp at the given device
    pixel ratio, painted (antialiased) by `paint` in logical pixels from the top left."""
    pixmap = QPixmap(QSize(round(px * device_pixel_ratio), round(px * device_pixel_ratio)))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pixmap
