"""The hex map: geometry, tile and unit items, the scene and the view.

Widgets here take plain data (`TileView`, `UnitView`, dicts keyed by axial hex) and
never touch the engine: the caller turns game state into views and reacts to the
scene's signals (`hex_clicked`, `unit_clicked`, ...).

Geometry is pointy-top axial (Red Blob Games): hex [q, r], neighbours
[q+1,r], [q+1,r-1], [q,r-1], [q-1,r], [q-1,r+1], [q,r+1]; `size` is the distance
from a hex centre to a corner, in scene units.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from pocket_tactics_app.ui import theme

Hex = tuple[int, int]

SQRT3 = math.sqrt(3.0)
HEX_SIZE = 48.0
HEX_DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

# Feature tiles: the top face is the hex shrunk by FEATURE_SCALE and lifted by
# FEATURE_LIFT (both in hex-size units), so the raised block stays inside its hex and
# the hex `shape()` stays exact for clicks.
FEATURE_SCALE = 0.78
FEATURE_LIFT = 0.2
TOKEN_RADIUS = 0.36
TOKEN_Y_PLAIN = -0.06
TOKEN_Y_FEATURE = -0.22

Z_TILE = 0.0
Z_GHOST = 0.0
Z_UNIT = 10.0
Z_UNIT_SELECTED = 11.0
Z_UNIT_MOVING = 20.0


# =========================================================================== geometry


def hex_to_pixel(at: Hex, size: float) -> tuple[float, float]:
    """Centre of hex `at` in scene coordinates (hex [0, 0] is at the origin)."""
    q, r = at
    return size * SQRT3 * (q + r / 2.0), size * 1.5 * r


def hex_corners(at: Hex, size: float) -> list[tuple[float, float]]:
    """The six corners of hex `at`, clockwise from the upper-right one (y grows down)."""
    cx, cy = hex_to_pixel(at, size)
    corners = []
    for i in range(6):
        angle = math.radians(60.0 * i - 30.0)
        corners.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return corners


def cube_round(fq: float, fr: float) -> Hex:
    """The axial hex containing fractional axial coordinates (fq, fr)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def pixel_to_hex(x: float, y: float, size: float) -> Hex:
    """The hex whose polygon contains the scene point (x, y)."""
    fq = (SQRT3 / 3.0 * x - y / 3.0) / size
    fr = (2.0 / 3.0 * y) / size
    return cube_round(fq, fr)


def hex_neighbours(at: Hex) -> list[Hex]:
    q, r = at
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS]


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_polygon(size: float, center: QPointF | None = None) -> QPolygonF:
    """A hex polygon of radius `size` around `center` (default: the origin)."""
    cx, cy = (center.x(), center.y()) if center is not None else (0.0, 0.0)
    return QPolygonF([QPointF(cx + x, cy + y) for x, y in hex_corners((0, 0), size)])


def hex_bounds(hexes: Iterable[Hex], size: float) -> QRectF:
    """The scene rectangle covering the given hexes (a one-hex square if there are none)."""
    xs: list[float] = []
    ys: list[float] = []
    for at in hexes:
        x, y = hex_to_pixel(at, size)
        xs.append(x)
        ys.append(y)
    if not xs:
        return QRectF(-size, -size, 2 * size, 2 * size)
    half_w = size * SQRT3 / 2.0
    return QRectF(
        min(xs) - half_w,
        min(ys) - size,
        max(xs) - min(xs) + 2 * half_w,
        max(ys) - min(ys) + 2 * size,
    )


# =========================================================================== plain data


@dataclass(frozen=True)
class TileView:
    """One tile as the map shows it. `terrain`: wasteland, water, grid, ...; `feature`: an id;
    `tooltip` is shown as given (as a unit's is)."""

    at: Hex
    terrain: str
    feature: str | None = None
    tooltip: str = ""


@dataclass(frozen=True)
class UnitView:
    """One unit on the map. `owner` is 0 or 1; `tooltip` is shown as given."""

    id: str
    name: str
    owner: int
    at: Hex
    off: int
    def_: int
    tooltip: str = ""


# =========================================================================== painting helpers


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


def _draw_text(
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
    path = text_path(text, pixel_size, center, bold=bold)
    if outline is not None and outline_width > 0:
        pen = QPen(outline, outline_width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, pen)
    painter.fillPath(path, fill)


def _fitting_size(text: str, wanted: float, max_width: float, *, bold: bool = True) -> float:
    width = text_path(text, wanted, QPointF(0, 0), bold=bold).boundingRect().width()
    if width <= max_width or width <= 0:
        return wanted
    return wanted * max_width / width


def _texture_rng(at: Hex) -> random.Random:
    # Deterministic per hex: the same map always looks the same.
    return random.Random(at[0] * 92821 + at[1] * 68917 + 7)


def _paint_terrain(painter: QPainter, style: theme.TerrainStyle, at: Hex, size: float) -> None:
    inset = hex_polygon(size - 1.2)
    clip = QPainterPath()
    clip.addPolygon(inset)
    clip.closeSubpath()

    grad = QLinearGradient(-size * 0.6, -size, size * 0.6, size)
    grad.setColorAt(0.0, theme.qcolor(style.light))
    grad.setColorAt(0.55, theme.qcolor(style.base))
    grad.setColorAt(1.0, theme.qcolor(style.dark))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawPolygon(inset)

    painter.save()
    painter.setClipPath(clip)
    rng = _texture_rng(at)
    if style.pattern == "sand":
        _pattern_sand(painter, style, size, rng)
    elif style.pattern == "waves":
        _pattern_waves(painter, style, size, rng)
    elif style.pattern == "circuit":
        _pattern_circuit(painter, style, size, rng)
    else:
        _pattern_plain(painter, style, size, rng)
    painter.restore()

    # bevel: a lit upper rim and a shaded lower rim make each tile a physical piece
    corners = [inset.at(i) for i in range(6)]
    lit = QPen(QColor(255, 255, 255, 70), size * 0.045)
    shade = QPen(QColor(0, 0, 0, 85), size * 0.05)
    for pen, edges in ((lit, (3, 4, 5)), (shade, (0, 1, 2))):
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for i in edges:
            a = corners[i]
            b = corners[(i + 1) % 6]
            painter.drawLine(_lerp(a, QPointF(0, 0), 0.02), _lerp(b, QPointF(0, 0), 0.02))
    painter.setPen(QPen(theme.qcolor(theme.TILE_SEAM, 200), size * 0.025))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(inset)


def _lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def _pattern_sand(
    painter: QPainter, style: theme.TerrainStyle, size: float, rng: random.Random
) -> None:
    # wind ripples
    ripple = QPen(QColor(255, 240, 205, 70), size * 0.028)
    ripple.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(ripple)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(3):
        y0 = rng.uniform(-0.65, 0.65) * size
        x0 = rng.uniform(-0.9, -0.3) * size
        length = rng.uniform(0.6, 1.1) * size
        bend = rng.uniform(0.06, 0.12) * size * rng.choice((-1, 1))
        path = QPainterPath(QPointF(x0, y0))
        path.cubicTo(x0 + length * 0.33, y0 - bend, x0 + length * 0.66, y0 + bend, x0 + length, y0)
        painter.drawPath(path)
    # grains and pebbles
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(60):
        x = rng.uniform(-0.9, 0.9) * size
        y = rng.uniform(-0.95, 0.95) * size
        radius = rng.uniform(0.010, 0.028) * size
        if i % 3 == 0:
            painter.setBrush(QColor(255, 236, 196, rng.randint(60, 110)))
        else:
            painter.setBrush(
                theme.qcolor(style.pattern_color, rng.randint(40, style.pattern_alpha + 30))
            )
        painter.drawEllipse(QPointF(x, y), radius, radius)
    # a couple of dry cracks
    crack = QPen(theme.qcolor(style.pattern_color, style.pattern_alpha), size * 0.016)
    crack.setCapStyle(Qt.PenCapStyle.RoundCap)
    crack.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(crack)
    for _ in range(2):
        p = QPointF(rng.uniform(-0.6, 0.6) * size, rng.uniform(-0.6, 0.6) * size)
        path = QPainterPath(p)
        angle = rng.uniform(0, math.tau)
        for _seg in range(4):
            angle += rng.uniform(-0.8, 0.8)
            step = rng.uniform(0.08, 0.15) * size
            p = QPointF(p.x() + math.cos(angle) * step, p.y() + math.sin(angle) * step)
            path.lineTo(p)
        painter.drawPath(path)


def _wave_path(x: float, y: float, length: float, amp: float, crests: int) -> QPainterPath:
    path = QPainterPath(QPointF(x, y))
    seg = length / (crests * 2)
    for i in range(crests * 2):
        sign = -1 if i % 2 == 0 else 1
        path.quadTo(x + seg * (i + 0.5), y + sign * amp * 2, x + seg * (i + 1), y)
    return path


def _pattern_waves(
    painter: QPainter, style: theme.TerrainStyle, size: float, rng: random.Random
) -> None:
    # deep-water shading towards the centre
    glow = QRadialGradient(QPointF(-0.2 * size, -0.35 * size), size * 0.9)
    glow.setColorAt(0.0, QColor(160, 215, 255, 70))
    glow.setColorAt(1.0, QColor(160, 215, 255, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(glow))
    painter.drawRect(QRectF(-size, -size, 2 * size, 2 * size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # faint ripples everywhere
    faint = QPen(theme.qcolor(style.pattern_color, 55), size * 0.02)
    faint.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(faint)
    for row in range(-4, 5):
        y = row * 0.2 * size + rng.uniform(-0.03, 0.03) * size
        x = -size + rng.uniform(0.0, 0.3) * size
        while x < size:
            length = rng.uniform(0.18, 0.3) * size
            painter.drawPath(_wave_path(x, y, length, 0.018 * size, 1))
            x += length + rng.uniform(0.12, 0.3) * size
    # three bold wave lines, the map symbol for water
    bold = QPen(theme.qcolor(style.pattern_color, style.pattern_alpha), size * 0.045)
    bold.setCapStyle(Qt.PenCapStyle.RoundCap)
    bold.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(bold)
    dx = rng.uniform(-0.08, 0.08) * size
    for i, (y, w) in enumerate(((-0.3, 0.6), (0.0, 0.78), (0.3, 0.6))):
        x0 = -w / 2 * size + dx + (0.06 * size if i == 1 else 0.0)
        painter.drawPath(_wave_path(x0, y * size, w * size, 0.035 * size, 3))


def _pattern_circuit(
    painter: QPainter, style: theme.TerrainStyle, size: float, rng: random.Random
) -> None:
    step = size * 0.25
    faint = QPen(theme.qcolor(style.pattern_color, 30), size * 0.012)
    painter.setPen(faint)
    k = -4
    while k <= 4:
        painter.drawLine(QPointF(k * step, -size), QPointF(k * step, size))
        painter.drawLine(QPointF(-size, k * step), QPointF(size, k * step))
        k += 1
    color = theme.qcolor(style.pattern_color, style.pattern_alpha)
    halo = theme.qcolor(style.pattern_color, 55)
    traces: list[tuple[QPainterPath, QPointF, QPointF]] = []
    for _ in range(6):
        gx, gy = rng.randint(-3, 3), rng.randint(-3, 3)
        start = QPointF(gx * step, gy * step)
        path = QPainterPath(start)
        p = start
        horizontal = rng.random() < 0.5
        run = rng.randint(1, 3) * step * rng.choice((-1, 1))
        p = QPointF(p.x() + run, p.y()) if horizontal else QPointF(p.x(), p.y() + run)
        path.lineTo(p)
        diag = step * rng.choice((-1, 1))
        p = QPointF(p.x() + diag, p.y() + (step if horizontal else -step) * rng.choice((-1, 1)))
        path.lineTo(p)
        if rng.random() < 0.6:
            run = rng.randint(1, 2) * step * (1 if run > 0 else -1)
            p = QPointF(p.x() + run, p.y()) if horizontal else QPointF(p.x(), p.y() + run)
            path.lineTo(p)
        traces.append((path, start, p))
    for pen_color, width in ((halo, 0.10), (color, 0.032)):
        pen = QPen(pen_color, size * width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path, _start, _end in traces:
            painter.drawPath(path)
    painter.setPen(QPen(color, size * 0.022))
    painter.setBrush(theme.qcolor(style.dark))
    for _path, start, end in traces:
        painter.drawEllipse(start, size * 0.045, size * 0.045)
        painter.setBrush(color)
        painter.drawEllipse(end, size * 0.035, size * 0.035)
        painter.setBrush(theme.qcolor(style.dark))
    # one chip
    chip = QRectF(rng.randint(-2, 1) * step, rng.randint(-2, 1) * step, step, step * 0.7)
    painter.setPen(QPen(theme.qcolor(style.pattern_color, 150), size * 0.02))
    painter.setBrush(theme.qcolor(style.light, 200))
    painter.drawRoundedRect(chip, size * 0.03, size * 0.03)


def _pattern_plain(
    painter: QPainter, style: theme.TerrainStyle, size: float, rng: random.Random
) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(30):
        painter.setBrush(theme.qcolor(style.pattern_color, rng.randint(30, style.pattern_alpha)))
        r = rng.uniform(0.015, 0.04) * size
        painter.drawEllipse(
            QPointF(rng.uniform(-0.9, 0.9) * size, rng.uniform(-0.9, 0.9) * size), r, r
        )


def _paint_feature(painter: QPainter, style: theme.FeatureStyle, at: Hex, size: float) -> None:
    radius = size * FEATURE_SCALE
    lift = size * FEATURE_LIFT
    top = hex_polygon(radius, QPointF(0, -lift))
    base = hex_polygon(radius)

    # soft drop shadow on the tile below
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((1.10, 35), (1.05, 55), (1.0, 80)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawPolygon(hex_polygon(radius * grow, QPointF(size * 0.05, size * 0.06)))

    # side faces: the two lower edges are the ones that show when the block is lifted
    faces = ((3, 2, style.side_left), (2, 1, style.side_right))
    for i, j, color in faces:
        quad = QPolygonF([top.at(i), top.at(j), base.at(j), base.at(i)])
        grad = QLinearGradient(top.at(i), base.at(i))
        grad.setColorAt(0.0, theme.mix(color, "#ffffff", 0.12))
        grad.setColorAt(1.0, theme.qcolor(color))
        painter.setBrush(QBrush(grad))
        painter.drawPolygon(quad)
    # the vertical side strips under the left and right corners
    for i in (3, 1):
        strip = QPolygonF([top.at(i), base.at(i)])
        painter.setPen(QPen(theme.qcolor(style.edge), size * 0.02))
        painter.drawPolyline(strip)
    painter.setPen(Qt.PenStyle.NoPen)

    # top face
    grad = QLinearGradient(-radius * 0.7, -lift - radius, radius * 0.7, -lift + radius)
    grad.setColorAt(0.0, theme.qcolor(style.top_light))
    grad.setColorAt(0.7, theme.qcolor(style.top))
    grad.setColorAt(1.0, theme.mix(style.top, style.side_left, 0.35))
    painter.setBrush(QBrush(grad))
    painter.drawPolygon(top)

    clip = QPainterPath()
    clip.addPolygon(top)
    clip.closeSubpath()
    painter.save()
    painter.setClipPath(clip)
    center = QPointF(0, -lift)
    rng = _texture_rng(at)
    if style.motif == "mesa":
        _motif_mesa(painter, style, center, radius, rng)
    elif style.motif == "domes":
        _motif_domes(painter, style, center, radius)
    elif style.motif == "spores":
        _motif_spores(painter, style, center, radius, rng)
    else:
        _motif_generic(painter, style, center, radius)
    painter.restore()

    # edges: dark outline round the whole block, a bright rim on the top face's upper edges
    silhouette = QPolygonF(
        [top.at(4), top.at(5), top.at(0), top.at(1), base.at(1), base.at(2), base.at(3), top.at(3)]
    )
    outline = QPen(theme.qcolor(style.edge), size * 0.022)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(silhouette)
    painter.drawPolyline(QPolygonF([top.at(1), top.at(2), top.at(3)]))
    rim = QPen(QColor(255, 255, 255, 110), size * 0.025)
    rim.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(rim)
    inner = hex_polygon(radius * 0.965, QPointF(0, -lift))
    painter.drawPolyline(QPolygonF([inner.at(3), inner.at(4), inner.at(5), inner.at(0)]))


def _motif_mesa(
    painter: QPainter, style: theme.FeatureStyle, c: QPointF, radius: float, rng: random.Random
) -> None:
    # rock strata across the face
    strata = QPen(theme.qcolor(style.accent, 80), radius * 0.03)
    strata.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(strata)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(-3, 4):
        y = c.y() + k * radius * 0.26
        path = QPainterPath(QPointF(c.x() - radius, y))
        path.cubicTo(
            c.x() - radius * 0.4,
            y - radius * 0.09,
            c.x() + radius * 0.2,
            y + radius * 0.09,
            c.x() + radius,
            y - radius * 0.03,
        )
        painter.drawPath(path)
    # small buttes round the rim (the centre is where a unit stands)
    for ang, scale in ((205.0, 1.0), (320.0, 0.85), (35.0, 0.75), (150.0, 0.7)):
        a = math.radians(ang + rng.uniform(-8, 8))
        p = QPointF(c.x() + math.cos(a) * radius * 0.6, c.y() + math.sin(a) * radius * 0.6)
        _butte(painter, style, p, radius * 0.2 * scale)


def _butte(painter: QPainter, style: theme.FeatureStyle, p: QPointF, w: float) -> None:
    h = w * 0.75
    top_w = w * 0.62
    body = QPolygonF(
        [
            QPointF(p.x() - w, p.y() + h * 0.5),
            QPointF(p.x() - top_w, p.y() - h * 0.5),
            QPointF(p.x() + top_w, p.y() - h * 0.5),
            QPointF(p.x() + w, p.y() + h * 0.5),
        ]
    )
    painter.setPen(QPen(theme.qcolor(style.edge, 160), w * 0.09))
    painter.setBrush(theme.qcolor(style.side_left))
    painter.drawPolygon(body)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.qcolor(style.top_light))
    painter.drawEllipse(QPointF(p.x(), p.y() - h * 0.5), top_w, h * 0.22)
    painter.setBrush(theme.qcolor(style.side_right, 150))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(p.x() + top_w * 0.2, p.y() - h * 0.3),
                QPointF(p.x() + top_w, p.y() - h * 0.45),
                QPointF(p.x() + w, p.y() + h * 0.5),
                QPointF(p.x() + w * 0.3, p.y() + h * 0.5),
            ]
        )
    )


def _motif_domes(painter: QPainter, style: theme.FeatureStyle, c: QPointF, radius: float) -> None:
    # landing pad under the unit
    painter.setPen(QPen(theme.qcolor(style.accent, 120), radius * 0.04, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, radius * 0.5, radius * 0.5)
    domes = ((-0.62, -0.18, 0.22), (0.55, -0.35, 0.18), (0.02, -0.74, 0.14), (0.6, 0.32, 0.13))
    tube = QPen(theme.qcolor(style.side_left), radius * 0.07)
    tube.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(tube)
    pts = [QPointF(c.x() + dx * radius, c.y() + dy * radius) for dx, dy, _r in domes]
    painter.drawLine(pts[0], pts[2])
    painter.drawLine(pts[2], pts[1])
    painter.drawLine(pts[1], pts[3])
    for (_dx, _dy, dr), p in zip(domes, pts, strict=True):
        r = dr * radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(p.x() + r * 0.15, p.y() + r * 0.25), r * 1.05, r * 0.8)
        grad = QRadialGradient(QPointF(p.x() - r * 0.35, p.y() - r * 0.4), r * 1.3)
        grad.setColorAt(0.0, QColor(255, 255, 255))
        grad.setColorAt(0.45, theme.mix(style.accent, "#ffffff", 0.45))
        grad.setColorAt(1.0, theme.qcolor(style.accent))
        painter.setPen(QPen(theme.qcolor(style.edge, 200), radius * 0.025))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(p, r, r)
    # beacon mast
    mast = QPointF(c.x() - radius * 0.42, c.y() + radius * 0.45)
    painter.setPen(QPen(theme.qcolor(style.edge), radius * 0.03))
    painter.drawLine(mast, QPointF(mast.x(), mast.y() - radius * 0.28))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ff5a4f"))
    painter.drawEllipse(QPointF(mast.x(), mast.y() - radius * 0.3), radius * 0.045, radius * 0.045)


def _motif_spores(
    painter: QPainter, style: theme.FeatureStyle, c: QPointF, radius: float, rng: random.Random
) -> None:
    # tendrils
    tendril = QPen(theme.qcolor(style.top_light, 170), radius * 0.05)
    tendril.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(tendril)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(6):
        a = math.radians(k * 60 + rng.uniform(-15, 15))
        p0 = QPointF(c.x() + math.cos(a) * radius * 0.3, c.y() + math.sin(a) * radius * 0.3)
        p1 = QPointF(
            c.x() + math.cos(a + 0.5) * radius * 0.7, c.y() + math.sin(a + 0.5) * radius * 0.7
        )
        p2 = QPointF(c.x() + math.cos(a) * radius * 1.05, c.y() + math.sin(a) * radius * 1.05)
        path = QPainterPath(p0)
        path.quadTo(p1, p2)
        painter.drawPath(path)
    # spore pods round the rim
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(7):
        a = math.radians(k * 51.4 + 20 + rng.uniform(-10, 10))
        dist = rng.uniform(0.58, 0.78) * radius
        p = QPointF(c.x() + math.cos(a) * dist, c.y() + math.sin(a) * dist)
        r = rng.uniform(0.09, 0.15) * radius
        grad = QRadialGradient(QPointF(p.x() - r * 0.3, p.y() - r * 0.3), r * 1.4)
        grad.setColorAt(0.0, QColor("#f4ffd0"))
        grad.setColorAt(0.5, theme.qcolor(style.accent))
        grad.setColorAt(1.0, theme.mix(style.accent, style.side_right, 0.6))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(p, r, r)
    painter.setBrush(theme.qcolor(style.accent, 150))
    for _ in range(14):
        a = rng.uniform(0, math.tau)
        dist = rng.uniform(0.35, 0.95) * radius
        r = rng.uniform(0.02, 0.04) * radius
        painter.drawEllipse(QPointF(c.x() + math.cos(a) * dist, c.y() + math.sin(a) * dist), r, r)


def _motif_generic(painter: QPainter, style: theme.FeatureStyle, c: QPointF, radius: float) -> None:
    painter.setPen(QPen(theme.qcolor(style.accent, 130), radius * 0.04))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(hex_polygon(radius * 0.7, c))
    # four-point marker stars at three corners of the face
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.qcolor(style.accent, 220))
    for ang in (210.0, 330.0, 90.0):
        a = math.radians(ang)
        p = QPointF(c.x() + math.cos(a) * radius * 0.72, c.y() + math.sin(a) * radius * 0.72)
        r = radius * 0.13
        star = QPolygonF(
            [
                QPointF(p.x(), p.y() - r),
                QPointF(p.x() + r * 0.3, p.y() - r * 0.3),
                QPointF(p.x() + r, p.y()),
                QPointF(p.x() + r * 0.3, p.y() + r * 0.3),
                QPointF(p.x(), p.y() + r),
                QPointF(p.x() - r * 0.3, p.y() + r * 0.3),
                QPointF(p.x() - r, p.y()),
                QPointF(p.x() - r * 0.3, p.y() - r * 0.3),
            ]
        )
        painter.drawPolygon(star)


def _paint_plaque(
    painter: QPainter, text: str, size: float, control: int | None, center: QPointF
) -> None:
    """The feature's name on a small plate across the front of the block."""
    font_px = _fitting_size(text, size * 0.17, size * 0.78)
    text_w = text_path(text, font_px, QPointF(0, 0)).boundingRect().width()
    marker = control is not None
    height = size * 0.25
    width = text_w + size * (0.2 + (0.2 if marker else 0.0))
    rect = QRectF(center.x() - width / 2, center.y() - height / 2, width, height)
    if control is None:
        fill, border, ink = QColor(20, 25, 33, 225), QColor(255, 255, 255, 90), QColor("#f3f5f8")
    else:
        ps = theme.player_style(control)
        fill, border, ink = theme.qcolor(ps.dark, 240), theme.qcolor(ps.light), QColor("#ffffff")
    painter.setPen(QPen(border, size * 0.02))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height * 0.35, height * 0.35)
    text_x = rect.center().x()
    if marker and control is not None:
        ps = theme.player_style(control)
        mc = QPointF(rect.left() + size * 0.14, rect.center().y())
        painter.setPen(QPen(QColor("#ffffff"), size * 0.015))
        painter.setBrush(theme.qcolor(ps.color))
        painter.drawPath(theme.token_path(ps.token_shape, size * 0.065, mc))
        text_x += size * 0.09
    _draw_text(painter, text, font_px, QPointF(text_x, rect.center().y()), ink, None)


def _paint_control_ring(painter: QPainter, owner: int, size: float) -> None:
    ps = theme.player_style(owner)
    width = size * 0.075
    ring = hex_polygon(size - 1.2 - width / 2 - size * 0.02)
    under = QPen(QColor(0, 0, 0, 120), width * 1.5)
    under.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(under)
    painter.drawPolygon(ring)
    pen = QPen(theme.qcolor(ps.color), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if ps.ring_dashes:
        pen.setDashPattern(list(ps.ring_dashes))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawPolygon(ring)


def _paint_highlight_fill(painter: QPainter, kind: str, size: float) -> None:
    """Tint and inner glow; painted under a feature so the raised block stays readable."""
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


def _paint_highlight_edge(painter: QPainter, kind: str, size: float) -> None:
    """Outline and marks; painted over everything on the tile."""
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
    if kind == "path":
        painter.setPen(QPen(QColor(0, 0, 0, 110), size * 0.02))
        painter.setBrush(theme.qcolor(st.color, 235))
        painter.drawEllipse(QPointF(0, 0), size * 0.09, size * 0.09)
    elif kind == "attack":
        _paint_crosshair(painter, theme.qcolor(st.color, 235), size)


def _paint_crosshair(painter: QPainter, color: QColor, size: float) -> None:
    # A target badge off to the upper left, where a unit standing on the tile leaves it
    # visible; it tells an attack target from the dashed ring of player 1's control.
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


def paint_tile(
    painter: QPainter,
    tile: TileView,
    size: float,
    *,
    control: int | None = None,
    show_coordinates: bool = False,
    highlight: str | None = None,
    hovered: bool = False,
) -> None:
    """Paint a whole tile centred on the painter's origin (also used for previews)."""
    states = [k for k in (highlight, "hover" if hovered and highlight != "hover" else None) if k]
    _paint_terrain(painter, theme.terrain_style(tile.terrain), tile.at, size)
    for kind in states:
        _paint_highlight_fill(painter, kind, size)
    if control is not None:
        _paint_control_ring(painter, control, size)
    if tile.feature is not None:
        style = theme.feature_style(tile.feature)
        _paint_feature(painter, style, tile.at, size)
        _paint_plaque(
            painter, theme.feature_label(tile.feature), size, control, QPointF(0, size * 0.6)
        )
    for kind in states:
        _paint_highlight_edge(painter, kind, size)
    if show_coordinates:
        _draw_text(
            painter,
            f"{tile.at[0]},{tile.at[1]}",
            size * 0.16,
            QPointF(0, -size * 0.74),
            QColor(255, 255, 255, 235),
            QColor(0, 0, 0, 170),
            size * 0.05,
        )


def paint_unit_token(
    painter: QPainter,
    name: str,
    owner: int,
    off: int,
    def_: int,
    size: float,
    *,
    selected: bool = False,
    show_dice: bool = True,
) -> None:
    """Paint a unit token centred on the painter's origin; `size` is the hex size."""
    ps = theme.player_style(owner)
    r = size * TOKEN_RADIUS
    shape = ps.token_shape

    if selected:
        for grow, alpha, width in ((1.42, 60, 0.22), (1.3, 120, 0.12)):
            pen = QPen(theme.qcolor(theme.SELECTION_RING, alpha), r * width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(theme.token_path(shape, r * grow))
        pen = QPen(theme.qcolor(theme.SELECTION_RING), r * 0.1)
        painter.setPen(pen)
        painter.drawPath(theme.token_path(shape, r * 1.26))

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(theme.token_path(shape, r * 1.04, QPointF(r * 0.08, r * 0.24)))
    # the chip's edge, seen below its face
    painter.setBrush(theme.qcolor(ps.dark))
    painter.drawPath(theme.token_path(shape, r, QPointF(0, r * 0.16)))
    grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.45), r * 1.5)
    grad.setColorAt(0.0, theme.qcolor(ps.light))
    grad.setColorAt(0.5, theme.qcolor(ps.color))
    grad.setColorAt(1.0, theme.mix(ps.color, ps.dark, 0.6))
    painter.setBrush(QBrush(grad))
    rim = QPen(QColor(255, 255, 255, 235), r * 0.1)
    rim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(rim)
    painter.drawPath(theme.token_path(shape, r))
    painter.setPen(QPen(theme.qcolor(ps.dark, 200), r * 0.045))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(theme.token_path(shape, r * 0.78))

    initials = theme.unit_initials(name)
    wide = any(ord(ch) > 0x2E80 for ch in initials)
    px = r * (0.62 if wide else {1: 0.95, 2: 0.8, 3: 0.64}.get(len(initials), 0.64))
    px = _fitting_size(initials, px, r * 1.35)
    _draw_text(
        painter,
        initials,
        px,
        QPointF(0, 0),
        QColor(theme.TOKEN_TEXT),
        theme.qcolor(ps.dark, 230),
        r * 0.14,
    )

    if show_dice:
        for value, face, edge, dx in (
            (off, theme.OFF_COLOR, theme.OFF_DARK, -1.0),
            (def_, theme.DEF_COLOR, theme.DEF_DARK, 1.0),
        ):
            center = QPointF(dx * r * 1.02, r * 0.82)
            side = r * 0.56
            rect = QRectF(center.x() - side / 2, center.y() - side / 2, side, side)
            painter.setPen(QPen(QColor(255, 255, 255, 240), r * 0.06))
            painter.setBrush(theme.qcolor(face) if value > 0 else theme.mix(face, "#555555", 0.6))
            painter.drawRoundedRect(rect, side * 0.22, side * 0.22)
            painter.setPen(QPen(theme.qcolor(edge), r * 0.025))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                rect.adjusted(r * 0.05, r * 0.05, -r * 0.05, -r * 0.05), side * 0.18, side * 0.18
            )
            _draw_text(painter, str(value), side * 0.72, center, QColor("#ffffff"), None)


def tile_pixmap(tile: TileView, px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A square picture of a tile, `px` logical pixels wide (for the drafted-tile preview)."""
    pixmap = QPixmap(QSize(round(px * device_pixel_ratio), round(px * device_pixel_ratio)))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(px / 2, px / 2)
    size = px / 2 * 0.98
    paint_tile(painter, replace(tile, at=tile.at), size)
    painter.end()
    return pixmap


def unit_token_pixmap(
    name: str, owner: int, off: int, def_: int, px: int, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """A square picture of a unit token, `px` logical pixels wide (for reserve/captive docks)."""
    pixmap = QPixmap(QSize(round(px * device_pixel_ratio), round(px * device_pixel_ratio)))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = px / (TOKEN_RADIUS * 3.1)
    painter.translate(px / 2, px / 2 - size * TOKEN_RADIUS * 0.25)
    paint_unit_token(painter, name, owner, off, def_, size)
    painter.end()
    return pixmap


# =========================================================================== items


class _HexItemBase(QGraphicsItem):
    """A hex-shaped item at one axial position with highlight and hover states."""

    def __init__(self, at: Hex, size: float) -> None:
        super().__init__()
        self._at = at
        self._size = size
        self._highlight: str | None = None
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

    def highlight(self) -> str | None:
        return self._highlight

    def set_highlight(self, kind: str | None) -> None:
        if kind is not None and kind not in theme.HIGHLIGHT_KINDS:
            raise ValueError(
                f"unknown highlight {kind!r}; expected one of "
                f"{sorted(theme.HIGHLIGHT_KINDS)} or None"
            )
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    def is_hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self._hovered:
            self._hovered = hovered
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def _states(self) -> list[str]:
        """Highlight kinds to paint, bottom first: the highlight, then hover."""
        kinds = [] if self._highlight is None else [self._highlight]
        if self._hovered and self._highlight != "hover":
            kinds.append("hover")
        return kinds


class HexItem(_HexItemBase):
    """One map tile: terrain, raised feature, control ring, highlight, hover, coordinates."""

    def __init__(self, tile: TileView, size: float = HEX_SIZE) -> None:
        super().__init__(tile.at, size)
        self._tile = tile
        self._control: int | None = None
        self._show_coordinates = False
        self.setZValue(Z_TILE)
        self.setToolTip(tile.tooltip)

    def tile(self) -> TileView:
        return self._tile

    def set_tile(self, tile: TileView) -> None:
        if tile.at != self._at:
            raise ValueError(f"tile at {tile.at} given to the item at {self._at}")
        if tile != self._tile:
            looks_changed = (tile.terrain, tile.feature) != (self._tile.terrain, self._tile.feature)
            self._tile = tile
            self.setToolTip(tile.tooltip)
            if looks_changed:
                self.update()

    def control(self) -> int | None:
        return self._control

    def set_control(self, owner: int | None) -> None:
        if owner != self._control:
            self._control = owner
            self.update()

    def coordinates_shown(self) -> bool:
        return self._show_coordinates

    def set_show_coordinates(self, show: bool) -> None:
        if show != self._show_coordinates:
            self._show_coordinates = show
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_tile(
            painter,
            self._tile,
            self._size,
            control=self._control,
            show_coordinates=self._show_coordinates,
            highlight=self._highlight,
            hovered=self._hovered,
        )


class GhostHexItem(_HexItemBase):
    """An empty hex outline where a tile may be placed (map drafting)."""

    def __init__(self, at: Hex, size: float = HEX_SIZE) -> None:
        super().__init__(at, size)
        self.setZValue(Z_GHOST)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        poly = hex_polygon(self._size - 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(160, 190, 220, 28))
        painter.drawPolygon(poly)
        pen = QPen(theme.qcolor(theme.GHOST_OUTLINE, 190), self._size * 0.035)
        pen.setDashPattern([3.0, 2.0])
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(poly)
        # a small plus: "a tile can go here"
        plus = QPen(theme.qcolor(theme.GHOST_OUTLINE, 150), self._size * 0.05)
        plus.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(plus)
        arm = self._size * 0.14
        painter.drawLine(QPointF(-arm, 0), QPointF(arm, 0))
        painter.drawLine(QPointF(0, -arm), QPointF(0, arm))
        for kind in self._states():
            _paint_highlight_fill(painter, kind, self._size)
            _paint_highlight_edge(painter, kind, self._size)


class UnitItem(QGraphicsItem):
    """A unit token: owner's colour and shape, initials, OFF/DEF dice counts, selection ring."""

    def __init__(self, unit: UnitView, size: float = HEX_SIZE) -> None:
        super().__init__()
        self._unit = unit
        self._size = size
        self._selected_ring = False
        r = size * TOKEN_RADIUS
        self._bounds = QRectF(-r * 1.75, -r * 1.6, r * 3.5, r * 3.0)
        self._shape = theme.token_path(theme.player_style(unit.owner).token_shape, r)
        self.setZValue(Z_UNIT)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(unit.tooltip)

    def unit(self) -> UnitView:
        return self._unit

    def set_unit(self, unit: UnitView) -> None:
        if unit.id != self._unit.id:
            raise ValueError(f"unit {unit.id!r} given to the item for {self._unit.id!r}")
        if unit == self._unit:
            return
        looks_changed = (unit.name, unit.owner, unit.off, unit.def_) != (
            self._unit.name,
            self._unit.owner,
            self._unit.off,
            self._unit.def_,
        )
        if unit.owner != self._unit.owner:
            self.prepareGeometryChange()
            self._shape = theme.token_path(
                theme.player_style(unit.owner).token_shape, self._size * TOKEN_RADIUS
            )
        self._unit = unit
        self.setToolTip(unit.tooltip)
        if looks_changed:
            self.update()

    def has_selected_ring(self) -> bool:
        return self._selected_ring

    def set_selected_ring(self, on: bool) -> None:
        if on != self._selected_ring:
            self._selected_ring = on
            self.setZValue(Z_UNIT_SELECTED if on else Z_UNIT)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self._unit
        paint_unit_token(
            painter, u.name, u.owner, u.off, u.def_, self._size, selected=self._selected_ring
        )


# =========================================================================== scene


class _MoveAnimation(QVariantAnimation):
    """Steps a token from hex centre to hex centre, easing each step, with a small hop."""

    def __init__(
        self,
        unit_id: str,
        item: UnitItem,
        points: list[QPointF],
        final: Hex,
        hop: float,
        ms_per_step: int,
        parent: QGraphicsScene,
    ) -> None:
        super().__init__(parent)
        self.unit_id = unit_id
        self.final = final
        self._item = item
        self._points = points
        self._hop = hop
        self._easing = QEasingCurve(QEasingCurve.Type.InOutSine)
        steps = len(points) - 1
        self.setStartValue(0.0)
        self.setEndValue(float(steps))
        self.setDuration(ms_per_step * steps)
        self.valueChanged.connect(self._apply)

    def _apply(self, value: object) -> None:
        v = float(value)  # type: ignore[arg-type]
        i = min(int(v), len(self._points) - 2)
        frac = v - i
        p = _lerp(self._points[i], self._points[i + 1], self._easing.valueForProgress(frac))
        self._item.setPos(QPointF(p.x(), p.y() - math.sin(math.pi * frac) * self._hop))


class MapScene(QGraphicsScene):
    """The board as a scene of tile, ghost and unit items, driven by plain data.

    Signals:
      hex_clicked(q, r): a left click (press and release without dragging) on a tile
        or ghost hex. A click on a unit emits `unit_clicked(id)` first and then
        `hex_clicked` for its hex; handle whichever suits.
      hex_hovered(q, r): the pointer entered another tile or ghost hex.
      hover_left(): the pointer left the tiles (into void or out of the view).
      unit_clicked(id): a left click on a hex holding that unit.
      unit_move_finished(id): an `animate_unit_move` finished (or was cut short).
      board_changed(): the set of tiles or ghosts changed (the view refits).
    """

    hex_clicked = Signal(int, int)
    hex_hovered = Signal(int, int)
    hover_left = Signal()
    unit_clicked = Signal(str)
    unit_move_finished = Signal(str)
    board_changed = Signal()

    def __init__(self, hex_size: float = HEX_SIZE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = float(hex_size)
        self._tiles: dict[Hex, HexItem] = {}
        self._ghosts: dict[Hex, GhostHexItem] = {}
        self._units: dict[str, UnitItem] = {}
        self._highlights: dict[Hex, str] = {}
        self._control: dict[Hex, int] = {}
        self._selected: str | None = None
        self._hovered: Hex | None = None
        self._show_coordinates = False
        self._animations: dict[str, _MoveAnimation] = {}
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ------------------------------------------------------------------ queries

    def hex_size(self) -> float:
        return self._size

    def hex_center(self, at: Hex) -> QPointF:
        x, y = hex_to_pixel(at, self._size)
        return QPointF(x, y)

    def hex_at(self, scene_pos: QPointF) -> Hex | None:
        """The tile or ghost hex under a scene point, or None over void."""
        at = pixel_to_hex(scene_pos.x(), scene_pos.y(), self._size)
        return at if at in self._tiles or at in self._ghosts else None

    def tile_item(self, at: Hex) -> HexItem | None:
        return self._tiles.get(at)

    def ghost_item(self, at: Hex) -> GhostHexItem | None:
        return self._ghosts.get(at)

    def unit_item(self, unit_id: str) -> UnitItem | None:
        return self._units.get(unit_id)

    def tile_items(self) -> list[HexItem]:
        return list(self._tiles.values())

    def unit_items(self) -> list[UnitItem]:
        return list(self._units.values())

    def unit_at(self, at: Hex) -> str | None:
        for unit_id, item in self._units.items():
            if item.unit().at == at:
                return unit_id
        return None

    def highlights(self) -> dict[Hex, str]:
        return dict(self._highlights)

    def selected(self) -> str | None:
        return self._selected

    def hovered(self) -> Hex | None:
        return self._hovered

    def coordinates_shown(self) -> bool:
        return self._show_coordinates

    def board_rect(self) -> QRectF:
        """The scene rectangle covering every tile and ghost."""
        return hex_bounds([*self._tiles, *self._ghosts], self._size)

    def is_animating(self) -> bool:
        return bool(self._animations)

    # ------------------------------------------------------------------ updates

    def set_board(
        self,
        tiles: Sequence[TileView],
        units: Sequence[UnitView],
        control: Mapping[Hex, int],
    ) -> None:
        """Show this board. Items are kept where unchanged, updated or replaced otherwise.

        Highlights, coordinates and the selection carry over (a selection whose unit is
        gone is dropped); running move animations are finished first.
        """
        new_tiles: dict[Hex, TileView] = {}
        for tile in tiles:
            if tile.at in new_tiles:
                raise ValueError(f"two tiles at {tile.at}")
            new_tiles[tile.at] = tile
        new_units: dict[str, UnitView] = {}
        for unit in units:
            if unit.id in new_units:
                raise ValueError(f"two units with id {unit.id!r}")
            new_units[unit.id] = unit

        self.finish_animations()
        before = (set(self._tiles), set(self._ghosts))
        self._control = dict(control)

        for at in [a for a in self._tiles if a not in new_tiles]:
            self.removeItem(self._tiles.pop(at))
        # insert top row first so that lower tiles are painted over upper ones
        for at, tile in sorted(new_tiles.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            item = self._tiles.get(at)
            if item is None:
                item = HexItem(tile, self._size)
                self.addItem(item)
                self._tiles[at] = item
            else:
                item.set_tile(tile)
            item.set_control(self._control.get(at))
            item.set_highlight(self._highlights.get(at))
            item.set_show_coordinates(self._show_coordinates)
            item.set_hovered(at == self._hovered)
        for at in [a for a in self._ghosts if a in new_tiles]:
            self.removeItem(self._ghosts.pop(at))

        for unit_id in [u for u in self._units if u not in new_units]:
            self.removeItem(self._units.pop(unit_id))
        for unit_id, unit in new_units.items():
            unit_item = self._units.get(unit_id)
            if unit_item is None or unit_item.unit().owner != unit.owner:
                if unit_item is not None:
                    self.removeItem(unit_item)
                unit_item = UnitItem(unit, self._size)
                self.addItem(unit_item)
                self._units[unit_id] = unit_item
            else:
                unit_item.set_unit(unit)
            unit_item.setPos(self._token_pos(unit.at))
            unit_item.set_selected_ring(unit_id == self._selected)
        if self._selected not in self._units:
            self._selected = None

        if (
            self._hovered is not None
            and self._hovered not in self._tiles
            and self._hovered not in self._ghosts
        ):
            self.clear_hover()
        if before != (set(self._tiles), set(self._ghosts)):
            self.board_changed.emit()

    def set_highlights(self, highlights: Mapping[Hex, str]) -> None:
        """Replace all highlights: hex -> move, attack, deploy, place, selected, path or hover."""
        for kind in highlights.values():
            if kind not in theme.HIGHLIGHT_KINDS:
                raise ValueError(
                    f"unknown highlight {kind!r}; expected one of {sorted(theme.HIGHLIGHT_KINDS)}"
                )
        self._highlights = dict(highlights)
        for at, item in self._tiles.items():
            item.set_highlight(self._highlights.get(at))
        for at, ghost in self._ghosts.items():
            ghost.set_highlight(self._highlights.get(at))

    def clear_highlights(self) -> None:
        self.set_highlights({})

    def set_selected(self, unit_id: str | None) -> None:
        """Ring the unit's token (None: no selection). An unknown id clears the selection."""
        self._selected = unit_id if unit_id in self._units else None
        for uid, item in self._units.items():
            item.set_selected_ring(uid == self._selected)

    def show_coordinates(self, show: bool) -> None:
        self._show_coordinates = show
        for item in self._tiles.values():
            item.set_show_coordinates(show)

    def set_ghost_tiles(self, hexes: Sequence[Hex]) -> None:
        """Show empty outlines at these hexes (where a drafted tile may go)."""
        wanted_hexes: set[Hex] = {(int(q), int(r)) for q, r in hexes}
        wanted_hexes -= set(self._tiles)
        before = set(self._ghosts)
        for at in [a for a in self._ghosts if a not in wanted_hexes]:
            self.removeItem(self._ghosts.pop(at))
        for at in sorted(wanted_hexes - before, key=lambda h: (h[1], h[0])):
            ghost = GhostHexItem(at, self._size)
            ghost.set_highlight(self._highlights.get(at))
            self.addItem(ghost)
            self._ghosts[at] = ghost
        if (
            self._hovered is not None
            and self._hovered not in self._tiles
            and self._hovered not in self._ghosts
        ):
            self.clear_hover()
        if before != set(self._ghosts):
            self.board_changed.emit()

    def clear_hover(self) -> None:
        if self._hovered is None:
            return
        self._set_hover_item(self._hovered, False)
        self._hovered = None
        self.hover_left.emit()

    # ------------------------------------------------------------------ animation

    def animate_unit_move(self, unit_id: str, path: Sequence[Hex], ms_per_step: int) -> None:
        """Move a unit's token along `path` (the hexes it steps into; its current hex may lead).

        With `ms_per_step` <= 0 the token jumps to the end at once. Emits
        `unit_move_finished(unit_id)` when the token arrives. The unit's hex in the
        scene becomes the last hex of the path; the next `set_board` is the truth.
        """
        item = self._units.get(unit_id)
        if item is None:
            raise KeyError(f"no unit {unit_id!r} on the map")
        self._finish_animation(unit_id)
        steps: list[Hex] = [(int(h[0]), int(h[1])) for h in path]
        if steps and steps[0] == item.unit().at:
            steps = steps[1:]
        if not steps:
            self.unit_move_finished.emit(unit_id)
            return
        final = steps[-1]
        if ms_per_step <= 0:
            item.set_unit(replace(item.unit(), at=final))
            item.setPos(self._token_pos(final))
            self.unit_move_finished.emit(unit_id)
            return

        points = [item.pos(), *(self._token_pos(h) for h in steps)]
        item.setZValue(Z_UNIT_MOVING)
        anim = _MoveAnimation(unit_id, item, points, final, self._size * 0.18, ms_per_step, self)
        # a bound method, not a lambda: a lambda would keep the scene alive from its own child
        anim.finished.connect(self._on_move_animation_finished)
        self._animations[unit_id] = anim
        anim.start()

    def finish_animations(self) -> None:
        """Jump every moving token to the end of its path now (e.g. to skip animations)."""
        for unit_id in list(self._animations):
            self._finish_animation(unit_id)

    def _on_move_animation_finished(self) -> None:
        anim = self.sender()
        if isinstance(anim, _MoveAnimation):
            self._finish_animation(anim.unit_id)

    def _finish_animation(self, unit_id: str) -> None:
        anim = self._animations.pop(unit_id, None)
        if anim is None:
            return
        final = anim.final
        if anim.state() != QAbstractAnimation.State.Stopped:
            anim.stop()
        anim.deleteLater()
        item = self._units.get(unit_id)
        if item is not None:
            item.set_unit(replace(item.unit(), at=final))
            item.setPos(self._token_pos(final))
            item.setZValue(Z_UNIT_SELECTED if item.has_selected_ring() else Z_UNIT)
        self.unit_move_finished.emit(unit_id)

    # ------------------------------------------------------------------ events

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Accept so the release comes back here; clicks are resolved on release.
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        down = event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        moved = event.screenPos() - down
        if moved.manhattanLength() > QApplication.startDragDistance():
            return
        at = self.hex_at(event.buttonDownScenePos(Qt.MouseButton.LeftButton))
        if at is None:
            return
        unit_id = self.unit_at(at)
        if unit_id is not None:
            self.unit_clicked.emit(unit_id)
        self.hex_clicked.emit(at[0], at[1])

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.update_hover(event.scenePos())
        super().mouseMoveEvent(event)

    def update_hover(self, scene_pos: QPointF) -> None:
        """Move the hover state to the hex under `scene_pos` (called on pointer moves)."""
        at = self.hex_at(scene_pos)
        if at == self._hovered:
            return
        if at is None:
            self.clear_hover()
            return
        if self._hovered is not None:
            self._set_hover_item(self._hovered, False)
        self._hovered = at
        self._set_hover_item(at, True)
        self.hex_hovered.emit(at[0], at[1])

    # ------------------------------------------------------------------ internals

    def _set_hover_item(self, at: Hex, hovered: bool) -> None:
        item: _HexItemBase | None = self._tiles.get(at) or self._ghosts.get(at)
        if item is not None:
            item.set_hovered(hovered)

    def _token_pos(self, at: Hex) -> QPointF:
        c = self.hex_center(at)
        tile = self._tiles.get(at)
        dy = TOKEN_Y_FEATURE if tile is not None and tile.tile().feature else TOKEN_Y_PLAIN
        return QPointF(c.x(), c.y() + dy * self._size)


# =========================================================================== view


class MapView(QGraphicsView):
    """The map on screen: antialiased, wheel/keyboard zoom, drag-to-pan, fit to window.

    Left-drag on void or middle-drag anywhere pans; left clicks on tiles reach the
    scene. Until the user zooms or pans, the view refits when resized or when the
    board grows (so drafting keeps the whole map in sight).
    """

    MIN_SCALE = 0.2
    MAX_SCALE = 6.0
    FIT_MAX_SCALE = 2.2
    ZOOM_STEP = 1.25

    def __init__(self, scene: MapScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._map_scene = scene if scene is not None else MapScene(parent=self)
        self.setScene(self._map_scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # The background is fixed to the viewport, so scrolling must repaint, not blit.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self._auto_fit = True
        self._shown_once = False
        self._pan_button: Qt.MouseButton | None = None
        self._pan_last = QPointF()
        self._map_scene.board_changed.connect(self._on_board_changed)
        self._update_scene_rect()

    def map_scene(self) -> MapScene:
        return self._map_scene

    def zoom_factor(self) -> float:
        return self.transform().m11()

    # ------------------------------------------------------------------ zoom / fit

    def zoom_in(self) -> None:
        self._zoom_by(self.ZOOM_STEP, self._viewport_center())

    def zoom_out(self) -> None:
        self._zoom_by(1.0 / self.ZOOM_STEP, self._viewport_center())

    def fit(self) -> None:
        """Fit every tile (and ghost) in the window with a margin; refit on resize after this."""
        self._auto_fit = True
        rect = self._map_scene.board_rect()
        margin = self._map_scene.hex_size() * 0.6
        rect = rect.adjusted(-margin, -margin, margin, margin)
        view = self.viewport().rect()
        if view.width() <= 1 or view.height() <= 1 or rect.isEmpty():
            return
        scale = min(view.width() / rect.width(), view.height() / rect.height())
        scale = max(self.MIN_SCALE, min(self.FIT_MAX_SCALE, scale))
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def _viewport_center(self) -> QPointF:
        return QPointF(self.viewport().rect().center())

    def _zoom_by(self, factor: float, anchor: QPointF) -> None:
        current = self.transform().m11()
        target = max(self.MIN_SCALE, min(self.MAX_SCALE, current * factor))
        if abs(target - current) < 1e-9:
            return
        self._auto_fit = False
        inverse, _ok = self.viewportTransform().inverted()
        scene_point = inverse.map(anchor)
        self.setTransform(QTransform.fromScale(target, target))
        # keep the scene point that was under the anchor under it
        now = self.viewportTransform().map(scene_point)
        delta = now - anchor
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(delta.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(delta.y()))

    def _update_scene_rect(self) -> None:
        # Room to pan well past the board, but not to lose it.
        rect = self._map_scene.board_rect()
        pad = max(rect.width(), rect.height()) * 1.5 + self._map_scene.hex_size() * 4
        self.setSceneRect(rect.adjusted(-pad, -pad, pad, pad))

    def _on_board_changed(self) -> None:
        self._update_scene_rect()
        if self._auto_fit and self._shown_once:
            self.fit()

    # ------------------------------------------------------------------ events

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta == 0:
            event.ignore()
            return
        self._zoom_by(math.pow(1.2, delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0 and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.fit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        on_void = self._map_scene.hex_at(self._to_scene(event.position())) is None
        if button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and on_void
        ):
            self._pan_button = button
            self._pan_last = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_button is not None:
            delta = event.position() - self._pan_last
            self._pan_last = event.position()
            if delta.manhattanLength() > 0:
                self._auto_fit = False
            self.horizontalScrollBar().setValue(
                self.horizontalScrollBar().value() - round(delta.x())
            )
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)
        at = self._map_scene.hex_at(self._to_scene(event.position()))
        self.viewport().setCursor(
            Qt.CursorShape.OpenHandCursor if at is None else Qt.CursorShape.ArrowCursor
        )

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_button is not None and event.button() == self._pan_button:
            self._pan_button = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._map_scene.clear_hover()
        super().leaveEvent(event)  # type: ignore[arg-type]

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        area = QRectF(self.viewport().rect())
        grad = QLinearGradient(area.topLeft(), area.bottomLeft())
        grad.setColorAt(0.0, theme.qcolor(theme.BACKGROUND_TOP))
        grad.setColorAt(1.0, theme.qcolor(theme.BACKGROUND_BOTTOM))
        painter.fillRect(area, QBrush(grad))
        glow = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.6)
        glow.setColorAt(0.0, QColor(90, 130, 170, 40))
        glow.setColorAt(1.0, QColor(90, 130, 170, 0))
        painter.fillRect(area, QBrush(glow))
        painter.restore()

    def _to_scene(self, view_pos: QPointF) -> QPointF:
        inverse, _ok = self.viewportTransform().inverted()
        return inverse.map(view_pos)
