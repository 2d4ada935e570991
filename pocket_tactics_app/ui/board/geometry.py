"""Hex geometry on the screen: axial <-> pixel, corners, hit testing.

Pointy-top axial hexes (Red Blob Games), as in `engine/hexgrid.py`, whose neighbour
order (`DIRECTIONS`), neighbours and distance are used here: hex [q, r], neighbours
[q+1,r], [q+1,r-1], [q,r-1], [q-1,r], [q-1,r+1], [q,r+1]. `size` is the distance from
a hex centre to a corner, in scene units; hex [0, 0] is at the origin and y grows down.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from pocket_tactics_app.engine.hexgrid import DIRECTIONS, Hex, hex_distance, neighbours

__all__ = [
    "HEX_DIRECTIONS",
    "HEX_SIZE",
    "SQRT3",
    "Hex",
    "Point",
    "cube_round",
    "hex_bounds",
    "hex_corners",
    "hex_distance",
    "hex_neighbours",
    "hex_polygon",
    "hex_to_pixel",
    "pixel_to_hex",
]

Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)
#: The default hex size of a board scene, in scene units.
HEX_SIZE = 48.0
HEX_DIRECTIONS: tuple[Hex, ...] = DIRECTIONS


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
