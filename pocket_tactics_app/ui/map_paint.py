"""Pocket Tactics' pieces as painted on the map: terrain tiles, raised features with
their name plates, control rings and unit tokens, and pictures of them for the docks.

`TileView` and `UnitView` are the plain data the map shows; the painting that any hex
board shares (text, highlights, pixmaps) is `ui/board/painting.py`. Every function here
paints centred on the painter's origin, in scene units; `size` is the hex size.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.geometry import Hex, hex_polygon
from pocket_tactics_app.ui.board.painting import (
    draw_text,
    fitting_size,
    highlight_states,
    lerp,
    paint_highlight_edge,
    paint_highlight_fill,
    render_pixmap,
    text_path,
)

# Feature tiles: the top face is the hex shrunk by FEATURE_SCALE and lifted by
# FEATURE_LIFT (both in hex-size units), so the raised block stays inside its hex and
# the hex `shape()` stays exact for clicks.
FEATURE_SCALE = 0.78
FEATURE_LIFT = 0.2
TOKEN_RADIUS = 0.36


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


# =========================================================================== terrain


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
            painter.drawLine(lerp(a, QPointF(0, 0), 0.02), lerp(b, QPointF(0, 0), 0.02))
    painter.setPen(QPen(theme.qcolor(theme.TILE_SEAM, 200), size * 0.025))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(inset)


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


# =========================================================================== features


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
    font_px = fitting_size(text, size * 0.17, size * 0.78)
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
    draw_text(painter, text, font_px, QPointF(text_x, rect.center().y()), ink, None)


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


# =========================================================================== tiles and tokens


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
    states = highlight_states(highlight, hovered)
    _paint_terrain(painter, theme.terrain_style(tile.terrain), tile.at, size)
    for kind in states:
        paint_highlight_fill(painter, kind, size)
    if control is not None:
        _paint_control_ring(painter, control, size)
    if tile.feature is not None:
        style = theme.feature_style(tile.feature)
        _paint_feature(painter, style, tile.at, size)
        _paint_plaque(
            painter, theme.feature_label(tile.feature), size, control, QPointF(0, size * 0.6)
        )
    for kind in states:
        paint_highlight_edge(painter, kind, size)
    if show_coordinates:
        draw_text(
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
    moving: bool = False,
) -> None:
    """Paint a unit token centred on the painter's origin; `size` is the hex size.
    ``moving``: a glow in the owner's light colour while the token travels, so the eye
    follows it (the computer's move above all)."""
    ps = theme.player_style(owner)
    r = size * TOKEN_RADIUS
    shape = ps.token_shape

    if moving:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for grow, alpha, width in ((1.58, 80, 0.36), (1.42, 170, 0.22)):
            pen = QPen(theme.qcolor(ps.light, alpha), r * width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(theme.token_path(shape, r * grow))
        painter.setPen(QPen(QColor(255, 255, 255, 235), r * 0.09))
        painter.drawPath(theme.token_path(shape, r * 1.27))

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
    px = fitting_size(initials, px, r * 1.35)
    draw_text(
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
            draw_text(painter, str(value), side * 0.72, center, QColor("#ffffff"), None)


def tile_pixmap(tile: TileView, px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A square picture of a tile, `px` logical pixels wide (for the drafted-tile preview)."""

    def paint(painter: QPainter) -> None:
        painter.translate(px / 2, px / 2)
        paint_tile(painter, tile, px / 2 * 0.98)

    return render_pixmap(px, device_pixel_ratio, paint)


def unit_token_pixmap(
    name: str, owner: int, off: int, def_: int, px: int, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """A square picture of a unit token, `px` logical pixels wide (for reserve/captive docks)."""
    size = px / (TOKEN_RADIUS * 3.1)

    def paint(painter: QPainter) -> None:
        painter.translate(px / 2, px / 2 - size * TOKEN_RADIUS * 0.25)
        paint_unit_token(painter, name, owner, off, def_, size)

    return render_pixmap(px, device_pixel_ratio, paint)
