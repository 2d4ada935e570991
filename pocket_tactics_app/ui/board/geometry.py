"""Hex geometry on the screen: axial <-> pixel, corners, edges, hit testing.

Pointy-top axial hexes (Red Blob Games), as in `core/hexgrid.py`, whose neighbour
order (`DIRECTIONS`), neighbours and distance are used here: hex [q, r], neighbours
[q+1,r], [q+1,r-1], [q,r-1], [q-1,r], [q-1,r+1], [q,r+1]. `size` is the distance from
a hex centre to a corner, in scene units; hex [0, 0] is at the origin and y grows down.

Corners are numbered clockwise from the upper-right one: 0 upper right, 1 lower right,
2 bottom, 3 lower left, 4 upper left, 5 top. The edge towards the neighbour in
direction `d` (an index into `DIRECTIONS`) runs from corner `EDGE_CORNERS[d][0]` to
corner `EDGE_CORNERS[d][1]`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from pocket_tactics_app.core.hexgrid import DIRECTIONS, Hex, hex_distance, neighbours

__all__ = [
    "EDGE_CORNERS",
    "HEX_DIRECTIONS",
    "HEX_SIZE",
    "SQRT3",
    "Hex",
    "Point",
    "cube_round",
    "direction_index",
    "edge_at",
    "edge_corners",
    "hex_bounds",
    "hex_corners",
    "hex_distance",
    "hex_neighbours",
    "hex_polygon",
    "hex_to_pixel",
    "pixel_to_hex",
    "shared_edge",
    "stack_offsets",
    "stack_spacing",
]

Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)
#: The default hex size of a board scene, in scene units.
HEX_SIZE = 48.0
HEX_DIRECTIONS: tuple[Hex, ...] = DIRECTIONS
#: The two corners of the edge towards each direction of `DIRECTIONS`, clockwise.
EDGE_CORNERS: tuple[tuple[int, int], ...] = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))


def hex_to_pixel(at: Hex, size: float) -> Point:
    """Centre of hex `at` in scene coordinates (hex [0, 0] is at the origin)."""
    q, r = at
    return size * SQRT3 * (q + r / 2.0), size * 1.5 * r


def hex_corners(at: Hex, size: float) -> list[Point]:
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
    """The hex whose polygon contains the scene point (x, y): the hit test."""
    fq = (SQRT3 / 3.0 * x - y / 3.0) / size
    fr = (2.0 / 3.0 * y) / size
    return cube_round(fq, fr)


def hex_neighbours(at: Hex) -> list[Hex]:
    """The six neighbours of `at`, in the order of `DIRECTIONS`."""
    return list(neighbours(at))


def direction_index(a: Hex, b: Hex) -> int:
    """The index into `DIRECTIONS` of the step from `a` to its neighbour `b`."""
    step = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(step)
    except ValueError:
        raise ValueError(f"{a} and {b} are not neighbours") from None


def edge_corners(at: Hex, direction: int, size: float) -> tuple[Point, Point]:
    """The two ends of the edge of hex `at` towards `DIRECTIONS[direction]`, clockwise."""
    i, j = EDGE_CORNERS[direction % 6]
    corners = hex_corners(at, size)
    return corners[i], corners[j]


def shared_edge(a: Hex, b: Hex, size: float) -> tuple[Point, Point]:
    """The edge between two neighbouring hexes (a river's or a wall's place), as two points.

    Raises ValueError if `a` and `b` are not neighbours.
    """
    return edge_corners(a, direction_index(a, b), size)


def edge_at(x: float, y: float, size: float) -> tuple[Hex, int]:
    """The hex under the scene point (x, y) and the direction of its edge nearest the point."""
    at = pixel_to_hex(x, y, size)
    cx, cy = hex_to_pixel(at, size)
    # direction d points at -60 * d degrees (y grows down, so "up" is negative)
    angle = math.degrees(math.atan2(y - cy, x - cx))
    return at, round(-angle / 60.0) % 6


def stack_spacing(count: int, size: float) -> float:
    """The distance between neighbouring centres of `count` tokens stacked on one hex.

    A token drawn on a stack should be at most this wide to keep its neighbours readable.
    """
    if count <= 1:
        return 0.0
    columns = math.ceil(math.sqrt(count))
    rows = math.ceil(count / columns)
    return size * 1.2 / max(columns, rows)


def stack_offsets(count: int, size: float) -> list[Point]:
    """Offsets from a hex centre for `count` tokens sharing the hex (many units, resources).

    One token sits at the centre; more form centred rows of a square-ish grid, full rows
    first, `stack_spacing(count, size)` apart, all well inside the hex.
    """
    if count <= 0:
        return []
    if count == 1:
        return [(0.0, 0.0)]
    spacing = stack_spacing(count, size)
    columns = math.ceil(math.sqrt(count))
    rows = math.ceil(count / columns)
    offsets: list[Point] = []
    for row in range(rows):
        in_row = min(columns, count - row * columns)
        y = (row - (rows - 1) / 2.0) * spacing
        offsets.extend(((col - (in_row - 1) / 2.0) * spacing, y) for col in range(in_row))
    return offsets


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
