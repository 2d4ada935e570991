"""Furrow & Foundry's drawn icons: resources, tracks, cards, stars, structures, the three
unit figures and the terrain marks, each a function painting vectors into a ``QRectF``.

Every icon is drawn by this module with ``QPainter`` paths (nothing is a picture file), in
a unit box scaled to the rectangle, so it stays sharp at any zoom. ``paint_icon`` paints
one by name; ``icon_pixmap`` and ``icon`` give cached pictures at a device pixel ratio for
widgets; ``device_text`` draws a short text as text at the screen's resolution (hinted
glyphs, so small labels in any script stay crisp).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication

from ..board.painting import render_pixmap

INK = QColor("#15181c")  # the dark outline every icon wears
RESOURCE_FILL = {"food": "#f2d15c", "wood": "#a8723f", "metal": "#9aa6b5", "oil": "#2a2a33"}
TRACK_FILL = {"coins": "#f0c040", "power": "#e0604a", "popularity": "#e86aa0",
              "cards": "#d8dce2"}

Painter = Callable[[QPainter, QColor], None]
_ICONS: dict[str, Painter] = {}


def _icon(name: str) -> Callable[[Painter], Painter]:
    def register(fn: Painter) -> Painter:
        _ICONS[name] = fn
        return fn
    return register


def _pen(p: QPainter, width: float = 0.07, colour: QColor = INK) -> None:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)


def _poly(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _curves(start: tuple[float, float], points: list[tuple[float, float]]) -> QPainterPath:
    """A path of cubic curves from ``start``, three points (two controls, an end) each."""
    path = QPainterPath(QPointF(*start))
    for i in range(0, len(points), 3):
        c1, c2, end = points[i:i + 3]
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
    return path


def _fill(p: QPainter, colour: QColor | str, width: float = 0.07) -> None:
    _pen(p, width)
    p.setBrush(QColor(colour))


# --------------------------------------------------------------------------- resources


@_icon("food")
def _food(p: QPainter, colour: QColor) -> None:
    """An ear of grain: a stem with kernels either side."""
    _pen(p, 0.08)
    p.drawLine(QPointF(0.5, 0.95), QPointF(0.5, 0.12))
    _fill(p, RESOURCE_FILL["food"], 0.05)
    for i in range(4):
        y = 0.2 + i * 0.17
        for side in (-1, 1):
            p.save()
            p.translate(0.5 + side * 0.12, y)
            p.rotate(side * 30)
            p.drawEllipse(QPointF(0, 0), 0.09, 0.15)
            p.restore()
    p.drawEllipse(QPointF(0.5, 0.12), 0.08, 0.12)


@_icon("wood")
def _wood(p: QPainter, colour: QColor) -> None:
    """A log seen from its end: bark and rings."""
    _fill(p, RESOURCE_FILL["wood"])
    p.drawRoundedRect(QRectF(0.08, 0.3, 0.72, 0.42), 0.1, 0.1)
    _fill(p, "#e0b77e")
    p.drawEllipse(QRectF(0.62, 0.28, 0.3, 0.46))
    _pen(p, 0.04, QColor("#8a5a2c"))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QRectF(0.7, 0.4, 0.14, 0.22))


@_icon("metal")
def _metal(p: QPainter, colour: QColor) -> None:
    """An ingot: a trapezoid with a lit top."""
    _fill(p, RESOURCE_FILL["metal"])
    p.drawPolygon(_poly([(0.08, 0.78), (0.92, 0.78), (0.76, 0.34), (0.24, 0.34)]))
    _fill(p, "#cfd7e0", 0.05)
    p.drawPolygon(_poly([(0.24, 0.34), (0.76, 0.34), (0.68, 0.22), (0.32, 0.22)]))


@_icon("oil")
def _oil(p: QPainter, colour: QColor) -> None:
    """A drop of oil with a highlight."""
    path = _curves((0.5, 0.06), [(0.62, 0.3), (0.86, 0.5), (0.82, 0.68),
                                 (0.78, 0.96), (0.22, 0.96), (0.18, 0.68),
                                 (0.14, 0.5), (0.38, 0.3), (0.5, 0.06)])
    _fill(p, RESOURCE_FILL["oil"])
    _pen(p, 0.06, QColor("#c8ccd4"))
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawEllipse(QPointF(0.36, 0.64), 0.06, 0.1)


@_icon("any")
def _any(p: QPainter, colour: QColor) -> None:
    """Any resource of the player's choice: the four side by side, small."""
    for name, (x, y) in zip(("food", "wood", "metal", "oil"),
                            ((0, 0), (0.5, 0), (0, 0.5), (0.5, 0.5)), strict=True):
        p.save()
        p.translate(x, y)
        p.scale(0.5, 0.5)
        _ICONS[name](p, colour)
        p.restore()


# --------------------------------------------------------------------------- tracks


@_icon("coins")
def _coin(p: QPainter, colour: QColor) -> None:
    _fill(p, TRACK_FILL["coins"])
    p.drawEllipse(QPointF(0.5, 0.5), 0.42, 0.42)
    _pen(p, 0.05, QColor("#a87a10"))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0.5, 0.5), 0.28, 0.28)


@_icon("power")
def _power(p: QPainter, colour: QColor) -> None:
    """A lightning bolt on a red shield."""
    _fill(p, TRACK_FILL["power"])
    p.drawPolygon(_poly([(0.12, 0.12), (0.88, 0.12), (0.84, 0.56), (0.5, 0.94),
                         (0.16, 0.56)]))
    _fill(p, "#ffe27a", 0.04)
    p.drawPolygon(_poly([(0.56, 0.2), (0.3, 0.56), (0.48, 0.56), (0.42, 0.82),
                         (0.7, 0.44), (0.52, 0.44)]))


@_icon("popularity")
def _popularity(p: QPainter, colour: QColor) -> None:
    """A heart."""
    path = _curves((0.5, 0.9), [(0.1, 0.6), (0.02, 0.36), (0.16, 0.2),
                                (0.3, 0.06), (0.46, 0.14), (0.5, 0.28),
                                (0.54, 0.14), (0.7, 0.06), (0.84, 0.2),
                                (0.98, 0.36), (0.9, 0.6), (0.5, 0.9)])
    _fill(p, TRACK_FILL["popularity"])
    p.drawPath(path)


@_icon("cards")
def _card(p: QPainter, colour: QColor) -> None:
    """A combat card: a tilted card with crossed blades."""
    p.save()
    p.translate(0.5, 0.5)
    p.rotate(-10)
    _fill(p, TRACK_FILL["cards"])
    p.drawRoundedRect(QRectF(-0.3, -0.42, 0.6, 0.84), 0.08, 0.08)
    _pen(p, 0.07, QColor("#b03a3a"))
    p.drawLine(QPointF(-0.16, -0.22), QPointF(0.16, 0.2))
    p.drawLine(QPointF(0.16, -0.22), QPointF(-0.16, 0.2))
    p.restore()


@_icon("star")
def _star(p: QPainter, colour: QColor) -> None:
    pts = []
    for i in range(10):
        r = 0.46 if i % 2 == 0 else 0.2
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((0.5 + r * math.cos(a), 0.54 + r * math.sin(a)))
    _fill(p, "#ffd54a")
    p.drawPolygon(_poly(pts))


@_icon("recruit")
def _recruit(p: QPainter, colour: QColor) -> None:
    """A recruit: a bust in the seat's colour with a plus."""
    _fill(p, colour)
    p.drawEllipse(QPointF(0.42, 0.3), 0.16, 0.16)
    p.drawChord(QRectF(0.12, 0.52, 0.6, 0.6), 0, 180 * 16)
    _fill(p, "#f4f4f4", 0.05)
    p.drawEllipse(QPointF(0.78, 0.3), 0.17, 0.17)
    _pen(p, 0.07)
    p.drawLine(QPointF(0.78, 0.2), QPointF(0.78, 0.4))
    p.drawLine(QPointF(0.68, 0.3), QPointF(0.88, 0.3))


@_icon("move")
def _move(p: QPainter, colour: QColor) -> None:
    """A move: a boot stepping forward, with two speed lines."""
    _fill(p, "#c89a5a")
    p.drawPolygon(_poly([(0.36, 0.12), (0.62, 0.12), (0.62, 0.58), (0.9, 0.7), (0.9, 0.86),
                         (0.3, 0.86), (0.3, 0.5)]))
    _pen(p, 0.07, QColor("#d8dce2"))
    p.drawLine(QPointF(0.06, 0.4), QPointF(0.2, 0.4))
    p.drawLine(QPointF(0.02, 0.6), QPointF(0.2, 0.6))


@_icon("hex")
def _hex(p: QPainter, colour: QColor) -> None:
    """A hex of the board (produce on it)."""
    pts = [(0.5 + 0.44 * math.cos(math.pi / 6 + i * math.pi / 3),
            0.5 + 0.44 * math.sin(math.pi / 6 + i * math.pi / 3)) for i in range(6)]
    _fill(p, "#c9b55a")
    p.drawPolygon(_poly(pts))


@_icon("upgrade")
def _upgrade(p: QPainter, colour: QColor) -> None:
    """An upgrade: an arrow up."""
    _fill(p, "#7ad27a")
    p.drawPolygon(_poly([(0.5, 0.08), (0.88, 0.5), (0.64, 0.5), (0.64, 0.92), (0.36, 0.92),
                         (0.36, 0.5), (0.12, 0.5)]))


@_icon("pip")
def _pip(p: QPainter, colour: QColor) -> None:
    """A filled pip: done (an upgrade made, a slot covered)."""
    _fill(p, colour)
    p.drawEllipse(QPointF(0.5, 0.5), 0.3, 0.3)


@_icon("pip_empty")
def _pip_empty(p: QPainter, colour: QColor) -> None:
    """An empty pip: still to do."""
    _pen(p, 0.08, QColor("#9aa3ad"))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0.5, 0.5), 0.26, 0.26)


@_icon("encounter")
def _encounter(p: QPainter, colour: QColor) -> None:
    """An encounter token: a gold disc with a compass star."""
    _fill(p, "#e8b830")
    p.drawEllipse(QPointF(0.5, 0.5), 0.44, 0.44)
    _fill(p, "#fff1c0", 0.04)
    p.drawPolygon(_poly([(0.5, 0.14), (0.58, 0.42), (0.86, 0.5), (0.58, 0.58), (0.5, 0.86),
                         (0.42, 0.58), (0.14, 0.5), (0.42, 0.42)]))


@_icon("foundry")
def _foundry(p: QPainter, colour: QColor) -> None:
    """The Foundry: an anvil under a gear."""
    _fill(p, "#c98b3a")
    teeth = []
    for i in range(16):
        r = 0.3 if i % 2 == 0 else 0.22
        a = i * math.pi / 8
        teeth.append((0.5 + r * math.cos(a), 0.36 + r * math.sin(a)))
    p.drawPolygon(_poly(teeth))
    _fill(p, "#5b4a6b", 0.05)
    p.drawEllipse(QPointF(0.5, 0.36), 0.09, 0.09)
    _fill(p, "#3a3f48")
    p.drawPolygon(_poly([(0.12, 0.66), (0.88, 0.66), (0.74, 0.78), (0.66, 0.78), (0.7, 0.94),
                         (0.3, 0.94), (0.34, 0.78), (0.26, 0.78)]))


# --------------------------------------------------------------------------- structures


@_icon("beacon")
def _beacon(p: QPainter, colour: QColor) -> None:
    """A beacon: a tapering tower with a fire on top."""
    _fill(p, colour)
    p.drawPolygon(_poly([(0.3, 0.94), (0.7, 0.94), (0.6, 0.38), (0.4, 0.38)]))
    _fill(p, "#ffb43a", 0.05)
    p.drawPolygon(_poly([(0.36, 0.38), (0.64, 0.38), (0.6, 0.2), (0.54, 0.26), (0.5, 0.06),
                         (0.46, 0.26), (0.4, 0.2)]))


@_icon("waterwheel")
def _waterwheel(p: QPainter, colour: QColor) -> None:
    """A waterwheel: a wheel with paddles beside a little hut."""
    _fill(p, colour)
    p.drawRect(QRectF(0.52, 0.4, 0.4, 0.54))
    p.drawPolygon(_poly([(0.48, 0.42), (0.96, 0.42), (0.72, 0.2)]))
    _fill(p, "#d9c7a0")
    p.drawEllipse(QPointF(0.36, 0.62), 0.3, 0.3)
    _pen(p, 0.06)
    for i in range(4):
        a = i * math.pi / 4
        p.drawLine(QPointF(0.36 - 0.3 * math.cos(a), 0.62 - 0.3 * math.sin(a)),
                   QPointF(0.36 + 0.3 * math.cos(a), 0.62 + 0.3 * math.sin(a)))


@_icon("delve")
def _delve(p: QPainter, colour: QColor) -> None:
    """A delve: a mine's mouth in a hill, propped by beams."""
    _fill(p, colour)
    p.drawChord(QRectF(0.04, 0.24, 0.92, 1.4), 0, 180 * 16)
    _fill(p, "#15181c", 0.05)
    p.drawChord(QRectF(0.3, 0.5, 0.4, 0.88), 0, 180 * 16)
    _pen(p, 0.08, QColor("#c89a5a"))
    p.drawLine(QPointF(0.3, 0.94), QPointF(0.3, 0.6))
    p.drawLine(QPointF(0.7, 0.94), QPointF(0.7, 0.6))
    p.drawLine(QPointF(0.26, 0.6), QPointF(0.74, 0.6))


@_icon("drill_hall")
def _drill_hall(p: QPainter, colour: QColor) -> None:
    """A drill hall: a long hall with a banner."""
    _fill(p, colour)
    p.drawRect(QRectF(0.1, 0.5, 0.8, 0.44))
    p.drawPolygon(_poly([(0.04, 0.52), (0.96, 0.52), (0.5, 0.28)]))
    _fill(p, "#15181c", 0.04)
    p.drawRect(QRectF(0.42, 0.66, 0.16, 0.28))
    _pen(p, 0.05)
    p.drawLine(QPointF(0.5, 0.28), QPointF(0.5, 0.04))
    _fill(p, "#f4f4f4", 0.04)
    p.drawPolygon(_poly([(0.5, 0.04), (0.74, 0.1), (0.5, 0.17)]))


# --------------------------------------------------------------------------- figures


@_icon("worker")
def _worker(p: QPainter, colour: QColor) -> None:
    """A worker: a small stocky person."""
    _fill(p, colour, 0.08)
    p.drawEllipse(QPointF(0.5, 0.28), 0.16, 0.16)
    path = QPainterPath(QPointF(0.22, 0.94))
    path.lineTo(0.26, 0.6)
    path.quadTo(QPointF(0.5, 0.4), QPointF(0.74, 0.6))
    path.lineTo(0.78, 0.94)
    path.closeSubpath()
    p.drawPath(path)


@_icon("mech")
def _mech(p: QPainter, colour: QColor) -> None:
    """A mech: a boxy walker on two jointed legs with a cannon."""
    _pen(p, 0.1)
    p.drawPolyline(_poly([(0.34, 0.58), (0.2, 0.76), (0.3, 0.94)]))
    p.drawPolyline(_poly([(0.66, 0.58), (0.8, 0.76), (0.7, 0.94)]))
    _fill(p, colour, 0.08)
    p.drawRoundedRect(QRectF(0.16, 0.26, 0.68, 0.38), 0.08, 0.08)
    p.drawRect(QRectF(0.36, 0.1, 0.28, 0.18))
    p.drawRect(QRectF(0.78, 0.36, 0.18, 0.1))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fff4c0"))
    p.drawEllipse(QPointF(0.5, 0.19), 0.05, 0.05)


@_icon("character")
def _character(p: QPainter, colour: QColor) -> None:
    """A character: a cloaked figure bearing a banner."""
    _pen(p, 0.07)
    p.drawLine(QPointF(0.78, 0.96), QPointF(0.78, 0.04))
    _fill(p, colour, 0.06)
    p.drawPolygon(_poly([(0.78, 0.06), (0.98, 0.14), (0.78, 0.26)]))
    _fill(p, colour, 0.08)
    p.drawEllipse(QPointF(0.44, 0.22), 0.14, 0.14)
    p.drawPolygon(_poly([(0.44, 0.36), (0.72, 0.5), (0.66, 0.96), (0.14, 0.96), (0.22, 0.5)]))


# --------------------------------------------------------------------------- terrain marks


def _terrain_peaks(p: QPainter) -> None:
    for x, h in ((0.3, 0.36), (0.62, 0.5)):
        p.drawPolyline(_poly([(x - 0.22, 0.8), (x, 0.8 - h), (x + 0.22, 0.8)]))
        p.drawPolyline(_poly([(x - 0.07, 0.8 - h * 0.7), (x, 0.8 - h * 0.55),
                              (x + 0.07, 0.8 - h * 0.7)]))


def _terrain_trees(p: QPainter) -> None:
    for x, y in ((0.22, 0.5), (0.5, 0.36), (0.78, 0.5)):
        p.drawPolyline(_poly([(x - 0.13, y + 0.22), (x, y - 0.1), (x + 0.13, y + 0.22),
                              (x - 0.13, y + 0.22)]))
        p.drawLine(QPointF(x, y + 0.22), QPointF(x, y + 0.32))


def _terrain_rows(p: QPainter) -> None:
    for i in range(4):
        y = 0.3 + i * 0.14
        p.drawLine(QPointF(0.14 + i * 0.03, y), QPointF(0.86 - i * 0.03, y))


def _terrain_tufts(p: QPainter) -> None:
    for x, y in ((0.24, 0.4), (0.66, 0.32), (0.46, 0.7), (0.84, 0.66)):
        for dx in (-0.06, 0.0, 0.06):
            p.drawLine(QPointF(x, y), QPointF(x + dx, y - 0.1))


def _terrain_roofs(p: QPainter) -> None:
    for x, y in ((0.28, 0.42), (0.64, 0.52)):
        p.drawPolyline(_poly([(x - 0.16, y), (x, y - 0.14), (x + 0.16, y)]))
        p.drawRect(QRectF(x - 0.12, y, 0.24, 0.18))


def _terrain_waves(p: QPainter) -> None:
    for y in (0.36, 0.56, 0.76):
        path = QPainterPath(QPointF(0.12, y))
        for i in range(3):
            x = 0.12 + i * 0.25
            path.quadTo(QPointF(x + 0.0625, y - 0.08), QPointF(x + 0.125, y))
            path.quadTo(QPointF(x + 0.1875, y + 0.08), QPointF(x + 0.25, y))
        p.drawPath(path)


TERRAIN_MARKS: dict[str, Callable[[QPainter], None]] = {
    "mountain": _terrain_peaks, "forest": _terrain_trees, "field": _terrain_rows,
    "tundra": _terrain_tufts, "village": _terrain_roofs, "lake": _terrain_waves,
}


def paint_terrain_mark(painter: QPainter, kind: str, rect: QRectF) -> None:
    """A terrain's mark, subdued (thin light lines) so the pieces over it stay readable."""
    mark = TERRAIN_MARKS.get(kind)
    if mark is None:
        return
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    _pen(painter, 0.035, QColor(255, 255, 255, 70))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    mark(painter)
    painter.restore()


# --------------------------------------------------------------------------- entry points

ICON_NAMES = tuple(_ICONS)
FIGURES = ("character", "mech", "worker")
STRUCTURES = ("beacon", "waterwheel", "delve", "drill_hall")


def paint_icon(painter: QPainter, name: str, rect: QRectF, colour: str = "#d8dce2") -> None:
    """The icon ``name`` fitted into ``rect`` (square, centred); ``colour`` is the seat's
    colour for figures, structures and recruits. An unknown name paints nothing."""
    fn = _ICONS.get(name)
    if fn is None:
        return
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side, side)
    fn(painter, QColor(colour))
    painter.restore()


@lru_cache(maxsize=256)
def icon_pixmap(name: str, px: int, ratio: float = 1.0, colour: str = "#d8dce2") -> QPixmap:
    """The icon as a transparent square picture ``px`` logical pixels wide, drawn at the
    device pixel ratio ``ratio`` (so it is sharp on hi-DPI screens, never scaled up)."""
    return render_pixmap(px, ratio, lambda p: paint_icon(p, name, QRectF(0, 0, px, px), colour))


def screen_ratio() -> float:
    app = QApplication.instance()
    return float(app.devicePixelRatio()) if isinstance(app, QApplication) else 1.0


def icon(name: str, px: int = 16, colour: str = "#d8dce2") -> QIcon:
    """A ``QIcon`` of the icon for buttons and actions."""
    return QIcon(icon_pixmap(name, px, screen_ratio(), colour))


def text_font(px: float, *, bold: bool = True) -> QFont:
    """The application's font at ``px`` screen pixels (rounded, at least 1)."""
    font = QFont(QApplication.font() if QApplication.instance() else QFont())
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


@lru_cache(maxsize=1)
def line_ratio() -> float:
    """The font's line height over its pixel size (about 1.17): a text box's height."""
    return QFontMetricsF(text_font(100)).height() / 100.0


def text_box(text: str, px: float, center: QPointF, scale: float, *, min_px: float = 0.0,
             bold: bool = True) -> QRectF:
    """The rectangle (scene units) that ``device_text`` covers for the same arguments at a
    view ``scale``: the text's advance by the font's height, plus its one-pixel halo."""
    metrics = QFontMetricsF(text_font(max(px * scale, min_px), bold=bold))
    w = (metrics.horizontalAdvance(text) + 4) / scale
    h = (metrics.height() + 2) / scale
    return QRectF(center.x() - w / 2, center.y() - h / 2, w, h)


def device_text(painter: QPainter, text: str, px: float, center: QPointF, fill: QColor,
                outline: QColor | None = None, *, min_px: float = 0.0,
                bold: bool = True) -> None:
    """``text`` centred on ``center`` (scene units), ``px`` scene units tall but at least
    ``min_px`` screen pixels, drawn as text at the screen's resolution (hinted glyphs, so
    it is sharp in any script) with a one-pixel dark halo."""
    t = painter.worldTransform()
    scale = math.hypot(t.m21(), t.m22()) or 1.0
    font = text_font(max(px * scale, min_px), bold=bold)
    at = t.map(center)
    painter.save()
    painter.resetTransform()
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    w = metrics.horizontalAdvance(text)
    box = QRectF(at.x() - w / 2 - 2, at.y() - metrics.height() / 2, w + 4, metrics.height())
    flags = Qt.AlignmentFlag.AlignCenter
    if outline is not None:
        painter.setPen(outline)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(box.translated(dx, dy), flags, text)
    painter.setPen(fill)
    painter.drawText(box, flags, text)
    painter.restore()


__all__ = ["FIGURES", "ICON_NAMES", "INK", "RESOURCE_FILL", "STRUCTURES", "TRACK_FILL",
           "device_text", "icon", "icon_pixmap", "line_ratio", "paint_icon",
           "paint_terrain_mark", "text_box", "text_font"]
