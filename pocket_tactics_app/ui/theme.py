"""Palette and shapes for the board: terrain, features, players, highlights, dice.

Plain data plus a few shape builders; no widget here. Colours are hex strings so the
styles stay immutable and hashable; `qcolor()` turns one into a QColor for painting.

The two players differ by more than colour (for colour-blind players): player 0 uses
round tokens and a solid control ring, player 1 uses rounded-diamond tokens and a
dashed control ring. The blue/orange pair stays apart for the common kinds of colour
blindness.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, replace
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF
from PySide6.QtGui import QColor, QPainterPath

# --------------------------------------------------------------------------- helpers


def qcolor(hex_rgb: str, alpha: int = 255) -> QColor:
    """A QColor from '#rrggbb' with the given alpha (0-255)."""
    color = QColor(hex_rgb)
    color.setAlpha(alpha)
    return color


def mix(a: str, b: str, t: float) -> QColor:
    """Linear blend of two '#rrggbb' colours: t=0 gives a, t=1 gives b."""
    ca, cb = QColor(a), QColor(b)
    t = min(1.0, max(0.0, t))
    return QColor(
        round(ca.red() + (cb.red() - ca.red()) * t),
        round(ca.green() + (cb.green() - ca.green()) * t),
        round(ca.blue() + (cb.blue() - ca.blue()) * t),
    )


def _tr(text: str) -> str:
    return QCoreApplication.translate("theme", text)


# The style labels below, marked for lupdate; terrain_label()/feature_label() translate them.
_LABELS = (
    QT_TRANSLATE_NOOP("theme", "Wasteland"), QT_TRANSLATE_NOOP("theme", "Water"),
    QT_TRANSLATE_NOOP("theme", "Grid"), QT_TRANSLATE_NOOP("theme", "Unknown"),
    QT_TRANSLATE_NOOP("theme", "Badlands"), QT_TRANSLATE_NOOP("theme", "Colony"),
    QT_TRANSLATE_NOOP("theme", "Biomass"), QT_TRANSLATE_NOOP("theme", "Feature"),
)


def normalise_id(raw: str) -> str:
    """Card ids and names to one key: 'Badlands', 'badlands ', 'BAD-LANDS' -> 'badlands'."""
    return re.sub(r"[\s_\-]+", "_", raw.strip().lower()).strip("_")


# --------------------------------------------------------------------------- board

BACKGROUND_TOP = "#1d2633"
BACKGROUND_BOTTOM = "#0d1118"
TILE_SEAM = "#0b0f15"
GHOST_OUTLINE = "#9fb3c8"


@dataclass(frozen=True)
class TerrainStyle:
    """How a terrain tile is painted. `pattern` is one of: sand, waves, circuit, plain."""

    key: str
    label: str
    base: str
    light: str
    dark: str
    pattern: str
    pattern_color: str
    pattern_alpha: int


TERRAIN_STYLES: dict[str, TerrainStyle] = {
    "wasteland": TerrainStyle(
        key="wasteland",
        label="Wasteland",
        base="#cf9f55",
        light="#e4bf7e",
        dark="#a97a36",
        pattern="sand",
        pattern_color="#7a5323",
        pattern_alpha=70,
    ),
    "water": TerrainStyle(
        key="water",
        label="Water",
        base="#2a78bd",
        light="#4a9fdc",
        dark="#1a5690",
        pattern="waves",
        pattern_color="#d3ecff",
        pattern_alpha=150,
    ),
    "grid": TerrainStyle(
        key="grid",
        label="Grid",
        base="#263240",
        light="#34475a",
        dark="#19212b",
        pattern="circuit",
        pattern_color="#3fd8ea",
        pattern_alpha=200,
    ),
}

_FALLBACK_TERRAIN = TerrainStyle(
    key="unknown",
    label="Unknown",
    base="#7f8f76",
    light="#9cad92",
    dark="#5f6d58",
    pattern="plain",
    pattern_color="#3f4a3a",
    pattern_alpha=60,
)


def terrain_style(terrain_id: str) -> TerrainStyle:
    """The style for a terrain id; an unknown id gets a neutral style labelled by its id."""
    key = normalise_id(terrain_id)
    style = TERRAIN_STYLES.get(key)
    if style is not None:
        return style
    return replace(_FALLBACK_TERRAIN, key=key, label=display_name(key))


@dataclass(frozen=True)
class FeatureStyle:
    """A feature drawn as a raised 3D tile. `motif` is one of: mesa, domes, spores, generic."""

    key: str
    label: str
    top: str
    top_light: str
    side_left: str
    side_right: str
    edge: str
    motif: str
    accent: str


FEATURE_STYLES: dict[str, FeatureStyle] = {
    "badlands": FeatureStyle(
        key="badlands",
        label="Badlands",
        top="#94604c",
        top_light="#b98770",
        side_left="#65392a",
        side_right="#4a281d",
        edge="#2b160f",
        motif="mesa",
        accent="#e6bba4",
    ),
    "colony": FeatureStyle(
        key="colony",
        label="Colony",
        top="#c9d2dc",
        top_light="#eef2f6",
        side_left="#8994a1",
        side_right="#66717e",
        edge="#3c444e",
        motif="domes",
        accent="#21a89a",
    ),
    "biomass": FeatureStyle(
        key="biomass",
        label="Biomass",
        top="#7a4aa3",
        top_light="#a274cb",
        side_left="#51306e",
        side_right="#3a2152",
        edge="#22122f",
        motif="spores",
        accent="#c5ee62",
    ),
}

_FALLBACK_FEATURE = FeatureStyle(
    key="feature",
    label="Feature",
    top="#8d8a9c",
    top_light="#b4b1c2",
    side_left="#5f5c6c",
    side_right="#484654",
    edge="#2c2a35",
    motif="generic",
    accent="#f2e7a8",
)


def feature_style(feature_id: str) -> FeatureStyle:
    """The style for a feature id; unknown ids (Forest, Village, user cards) get a neutral one."""
    key = normalise_id(feature_id)
    style = FEATURE_STYLES.get(key)
    if style is not None:
        return style
    return replace(_FALLBACK_FEATURE, key=key, label=display_name(key))


def display_name(key: str) -> str:
    """'spore_nest' -> 'Spore Nest' (for ids without a style of their own)."""
    words = [w for w in re.split(r"[\s_\-]+", key) if w]
    return " ".join(w[:1].upper() + w[1:] for w in words) or "?"


def feature_label(feature_id: str) -> str:
    """The translated name shown on a feature tile."""
    return _tr(feature_style(feature_id).label)


def terrain_label(terrain_id: str) -> str:
    """The translated name of a terrain type."""
    return _tr(terrain_style(terrain_id).label)


# --------------------------------------------------------------------------- players


@dataclass(frozen=True)
class PlayerStyle:
    """A player's colours and the non-colour cues: token shape and control-ring dashes."""

    index: int
    color: str
    light: str
    dark: str
    token_shape: str  # "circle" | "diamond"
    ring_dashes: tuple[float, ...]  # empty: solid line; else a Qt dash pattern (pen widths)


PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle(
        index=0,
        color="#2f6fdf",
        light="#7ea6ff",
        dark="#173d8c",
        token_shape="circle",
        ring_dashes=(),
    ),
    PlayerStyle(
        index=1,
        color="#e07b1f",
        light="#ffb26a",
        dark="#8e4608",
        token_shape="diamond",
        ring_dashes=(2.2, 1.3),
    ),
)

_NEUTRAL_PLAYER = PlayerStyle(
    index=-1,
    color="#8a8f98",
    light="#c2c6cc",
    dark="#4b4f56",
    token_shape="circle",
    ring_dashes=(0.6, 1.2),
)


def player_style(owner: int) -> PlayerStyle:
    """Player 0 or 1; anything else (a bad id) gets a grey neutral style rather than a crash."""
    if 0 <= owner < len(PLAYER_STYLES):
        return PLAYER_STYLES[owner]
    return _NEUTRAL_PLAYER


def token_path(shape: str, radius: float, center: QPointF | None = None) -> QPainterPath:
    """The outline of a player token: a circle, or a diamond with rounded corners.

    The diamond is drawn a little larger than the circle so both cover the same area.
    """
    c = center if center is not None else QPointF(0.0, 0.0)
    path = QPainterPath()
    if shape != "diamond":
        path.addEllipse(c, radius, radius)
        return path
    r = radius * 1.16
    corner = r * 0.22  # how far the rounding cuts into each edge
    pts = [
        QPointF(c.x(), c.y() - r),
        QPointF(c.x() + r, c.y()),
        QPointF(c.x(), c.y() + r),
        QPointF(c.x() - r, c.y()),
    ]
    for i, p in enumerate(pts):
        prev, nxt = pts[i - 1], pts[(i + 1) % 4]
        a = _toward(p, prev, corner)
        b = _toward(p, nxt, corner)
        if i == 0:
            path.moveTo(a)
        else:
            path.lineTo(a)
        path.quadTo(p, b)
    path.closeSubpath()
    return path


def _toward(p: QPointF, q: QPointF, dist: float) -> QPointF:
    dx, dy = q.x() - p.x(), q.y() - p.y()
    length = math.hypot(dx, dy) or 1.0
    return QPointF(p.x() + dx / length * dist, p.y() + dy / length * dist)


# --------------------------------------------------------------------------- highlights


class HighlightKind(StrEnum):
    """What a highlighted hex means. Each member equals its text (``HighlightKind.MOVE ==
    "move"``), so callers may still pass the plain strings."""

    MOVE = "move"  # a move may end here
    ATTACK = "attack"  # a unit here may be attacked
    DEPLOY = "deploy"  # a reserve unit may be deployed here
    PLACE = "place"  # a tile or feature may be placed here (setup)
    SELECTED = "selected"  # the selected unit's hex
    PATH = "path"  # a step of the move path on show
    HOVER = "hover"  # under the pointer or the keyboard cursor


@dataclass(frozen=True)
class HighlightStyle:
    color: str
    fill_alpha: int  # tint over the whole tile
    glow_alpha: int  # inner glow along the edge
    outline_width: float  # in hex-size units (fraction of the hex radius)
    dotted: bool


HIGHLIGHT_STYLES: dict[HighlightKind, HighlightStyle] = {
    HighlightKind.MOVE: HighlightStyle("#4fe08a", 45, 190, 0.05, False),
    HighlightKind.ATTACK: HighlightStyle("#ff3b3b", 40, 200, 0.06, False),
    HighlightKind.DEPLOY: HighlightStyle("#ffc83d", 50, 210, 0.055, False),
    HighlightKind.PLACE: HighlightStyle("#ffc83d", 50, 210, 0.055, False),
    HighlightKind.SELECTED: HighlightStyle("#ffffff", 30, 120, 0.075, False),
    HighlightKind.PATH: HighlightStyle("#f4f7ff", 25, 0, 0.045, True),
    HighlightKind.HOVER: HighlightStyle("#ffffff", 38, 70, 0.03, False),
}

HIGHLIGHT_KINDS: frozenset[HighlightKind] = frozenset(HIGHLIGHT_STYLES)


# --------------------------------------------------------------------------- dice and units

OFF_COLOR = "#d63a34"
OFF_DARK = "#8f1d19"
DEF_COLOR = "#2b63d6"
DEF_DARK = "#153a8a"
BUMP_BADGE = "#ffcc33"
REROLL_BADGE = "#f4f7ff"
TOKEN_TEXT = "#ffffff"
SELECTION_RING = "#fff6b0"


def dice_colors(kind: str) -> tuple[str, str]:
    """(face, edge) colours for 'off' (red) or 'def' (blue) dice."""
    if normalise_id(kind) == "off":
        return OFF_COLOR, OFF_DARK
    if normalise_id(kind) in {"def", "def_"}:
        return DEF_COLOR, DEF_DARK
    raise ValueError(f"unknown dice kind {kind!r}: expected 'off' or 'def'")


def _is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in {"W", "F"}


def unit_initials(name: str) -> str:
    """A short, readable label for a unit token (at most 3 characters).

    Initials of the words (hyphens split words): "Space Force Marine" -> "SFM",
    "Hacker Proto-Ox" -> "HPO", "Cyber Grunt" -> "CG". More than three words keep
    the first and the last two ("Space Force Jump Trooper" -> "SJT"), since the
    last words usually say what the unit is. A one-word name gives its first two
    letters ("Cyberteur" -> "Cy"). Names in CJK scripts give their last two
    characters, which fill a token the way three Latin letters do: a Chinese name
    puts what the unit is last ("迈托士兵" -> "士兵"), while its first characters are
    the faction, the same on every token of an army.
    """
    cleaned = name.strip()
    if not cleaned:
        return "?"
    if any(_is_wide(ch) for ch in cleaned):
        wide = [ch for ch in cleaned if not ch.isspace()]
        return "".join(wide[-2:])
    words = [w for w in re.split(r"[\s\-_/]+", cleaned) if any(ch.isalnum() for ch in w)]
    if not words:
        return cleaned[:2]
    if len(words) == 1:
        word = "".join(ch for ch in words[0] if ch.isalnum())
        return (word[:1].upper() + word[1:2].lower()) if len(word) > 1 else word.upper()
    letters = [next(ch for ch in w if ch.isalnum()).upper() for w in words]
    if len(letters) > 3:
        letters = [letters[0], *letters[-2:]]
    return "".join(letters)
