"""The Vell Basin on the shared hex-board widgets (``ui/board``): terrain hexes with drawn
marks, rivers on the edges they block, tunnels, encounter tokens, the Foundry, home bases,
structures, unit figures per owner and kind with counts, resource piles with numbers
(``pieces``), hover tooltips."""

from __future__ import annotations

import html
import math
from collections import Counter
from collections.abc import Collection, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...furrow.engine.board import FOUNDRY
from ...furrow.engine.content import RESOURCES
from ...furrow.engine.game import Game
from ...textfmt import fmt
from ..board.geometry import Hex, hex_polygon
from ..board.items import BoardHexItem, HexEdgeItem
from ..board.painting import fitting_size, paint_highlight_edge, paint_highlight_fill
from ..board.scene import HexBoardScene
from ..board.view import HexBoardView
from . import words
from .icons import (
    FIGURES,
    RESOURCE_FILL,
    device_text,
    line_ratio,
    paint_icon,
    paint_terrain_mark,
    text_box,
)
from .pieces import Piece, PieceItem, layout_cells
from .words import tr

TERRAIN_COLOURS = {
    "mountain": "#8a8f98", "forest": "#3f7a45", "field": "#c9b55a", "tundra": "#8fb3a6",
    "village": "#b98a5e", "lake": "#3d6fa8", "foundry": "#5b4a6b", "base": "#2b3038",
}
FACTION_COLOURS = {
    "ochre": "#d9a13b", "violet": "#9b6fd6", "green": "#4fbf6a", "teal": "#2fb5b5",
    "crimson": "#e0505a",
}
RIVER_COLOUR = "#6fc3ff"


def faction_colour(game: Game, seat: int) -> str:
    fac = game.content.factions[game.faction(seat)]
    return FACTION_COLOURS.get(fac.colour, "#cccccc")


class FurrowHexItem(BoardHexItem):
    """One hex of the Vell Basin (or a home base off the map): its terrain's colour with
    the terrain's drawn mark, its code in the band at the bottom (drawn as text at the
    screen's resolution, never under ``CODE_MIN_PX`` on screen while the band has room),
    a tunnel's arch and a base's name in the band at the top."""

    #: where the hex's code is centred, in hex sizes from its centre: in the band below
    #: the pieces' area (``pieces.PIECE_AREA``), 0.5 sizes tall
    CODE_AT = (0.0, 0.72)
    CODE_BAND = 0.5
    CODE_PX = 0.28
    CODE_MIN_PX = 10.0  # screen pixels: the smallest size a hex's code is readable at

    def __init__(self, at: Hex, size: float, kind: str, label: str, tunnel: bool,
                 code: str = "", accent: str = "") -> None:
        super().__init__(at, size)
        self.kind = kind
        self.accent = accent  # a home base's faction colour, drawn as its inner rim
        self.label = label  # the terrain (or base) in words: the tooltip's first line
        self.tunnel = tunnel
        self.code = code  # the hex's name in the log ("C4"); bases have none

    def code_px(self, scale: float) -> float:
        """The code's height in scene units at a view ``scale``: never under CODE_MIN_PX
        on screen while the band at the bottom of the hex has room for it (its box, the
        font's line height and a halo pixel each side, stays inside the band)."""
        size = self.hex_size()
        scale = max(scale, 1e-6)
        room = (size * self.CODE_BAND - 3.0 / scale) / line_ratio()
        return min(max(size * self.CODE_PX, self.CODE_MIN_PX / scale), room)

    def code_rect(self, scale: float) -> QRectF:
        """The rectangle the code covers (scene units) at a view ``scale``."""
        size = self.hex_size()
        centre = self.mapToScene(QPointF(size * self.CODE_AT[0], size * self.CODE_AT[1]))
        return text_box(self.code, self.code_px(scale), centre, scale)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.hex_size()
        poly = hex_polygon(size * 0.97)
        painter.setBrush(QColor(TERRAIN_COLOURS.get(self.kind, "#555555")))
        painter.setPen(QPen(QColor("#1b1f24"), size * 0.04))
        painter.drawPolygon(poly)
        if self.accent:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(self.accent), size * 0.07))
            painter.drawPolygon(hex_polygon(size * 0.86))
        paint_terrain_mark(painter, self.kind,
                           QRectF(-size * 0.62, -size * 0.62, size * 1.24, size * 1.1))
        if self.kind == "foundry":
            # the Foundry's mark in the middle: the pieces standing there are drawn over it
            paint_icon(painter, "foundry", QRectF(-size * 0.4, -size * 0.45, size * 0.8,
                                                  size * 0.8))
        states = self.highlight_states()
        for kind in states:
            paint_highlight_fill(painter, kind, size)
        if self.tunnel:
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.setPen(QPen(QColor("#2a2018"), size * 0.05))
            painter.drawChord(QRectF(-size * 0.2, -size * 0.86, size * 0.4, size * 0.56),
                              0, 180 * 16)
        for kind in states:
            paint_highlight_edge(painter, kind, size)
        scale = math.hypot(painter.worldTransform().m21(), painter.worldTransform().m22())
        if self.code:
            device_text(painter, self.code, self.code_px(scale),
                        QPointF(size * self.CODE_AT[0], size * self.CODE_AT[1]),
                        QColor(255, 255, 255, 225), QColor(0, 0, 0, 170))
        elif self.kind == "base":  # a base's name where its code would be
            px = fitting_size(self.label, size * 0.26, size * 0.9)
            device_text(painter, self.label, px, QPointF(0, size * 0.72),
                        QColor(255, 255, 255, 225), QColor(0, 0, 0, 170))


def hex_pieces(game: Game, h: Hex, base: str | None = None,
               away: Collection[str] = ()) -> list[Piece]:
    """What stands on hex ``h`` (the home base of faction ``base`` when given), in the
    order drawn: structure, units by seat and kind (one figure per kind, counted; the
    units ``away`` are left out), encounter token, resource piles."""
    out: list[Piece] = []
    s = game.structures.get(h)
    if s is not None:
        owner, kind = s
        out.append(Piece(kind, faction_colour(game, owner), 1,
                         fmt(tr("%1 of %2"), words.structure(kind),
                             words.faction_name(game, owner))))
    units = game.units_at(h) if base is None else [
        u for u in game.units.values() if u.at is None and game.faction(u.owner) == base]
    groups = Counter((u.owner, u.kind) for u in units if u.id not in away)
    for (owner, kind), n in sorted(groups.items(),
                                   key=lambda x: (x[0][0], FIGURES.index(x[0][1]))):
        out.append(Piece(kind, faction_colour(game, owner), n,
                         fmt(tr("%1: %2 × %3"), words.faction_name(game, owner), n,
                             words.unit_kind(kind))))
    if h in game.tokens:
        out.append(Piece("encounter", "#e8b830", 1, tr("Encounter token")))
    res = game.resources.get(h, {})
    for r in RESOURCES:
        if res.get(r):
            out.append(Piece(r, RESOURCE_FILL[r], res[r],
                             fmt(tr("%1 × %2"), res[r], words.resource(r)), number=True))
    return out


class FurrowScene(HexBoardScene):
    """The board: built once from the map, its pieces redrawn from the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self._pieces: list[QGraphicsItem] = []
        self._built = False
        self.tooltips: dict[Hex, str] = {}
        self._game: Game | None = None
        #: Units sliding along their paths (by id, with how many of their moves are
        #: running): drawn by the animation, not yet where they end.
        self.in_flight: Counter[str] = Counter()

    def _build(self, game: Game) -> None:
        b = game.board
        size = self.hex_size()
        codes = words.hex_codes(b.terrain)
        for h, kind in b.terrain.items():
            label = words.terrain(kind) if h != FOUNDRY else words.terrain("foundry")
            self.add_hex_item(FurrowHexItem(h, size, kind, label, h in b.tunnels, codes[h]))
        for fid, (name, where, _adj) in b.bases.items():
            accent = FACTION_COLOURS.get(game.content.factions[fid].colour, "")
            self.add_hex_item(FurrowHexItem(where, size, "base", words.base(fid, name), False,
                                            accent=accent))
        for pair in b.rivers:
            a, c = sorted(pair)
            edge = HexEdgeItem(a, c, size, RIVER_COLOUR, 0.12)
            edge.setZValue(2)
            self.addItem(edge)
        self._built = True

    def redraw(self) -> None:
        """The pieces drawn again from the last game shown (the units in flight left
        out)."""
        if self._game is not None:
            self.set_game(self._game)

    def set_game(self, game: Game) -> None:
        self._game = game
        if not self._built:
            self._build(game)
        for item in self._pieces:
            self.removeItem(item)
        self._pieces = []
        self.tooltips = {}
        b = game.board
        bases = {where: fid for fid, (_n, where, _a) in b.bases.items()}
        for h in [*b.terrain, *bases]:
            pieces = hex_pieces(game, h, bases.get(h), +self.in_flight)
            lines = [html.escape(words.hex_name(game, list(h)) if h in b.terrain
                                 else fmt(tr("Home base of %1"),
                                          words.faction(bases[h],
                                                        game.content.factions[bases[h]].name)))]
            if h in b.tunnels:
                lines.append(tr("Tunnel"))
            lines += [html.escape(pc.tip) for pc in pieces]
            tip = "<br>".join(lines)
            self.tooltips[h] = tip
            hex_item = self.hex_item(h)
            if hex_item is not None:
                hex_item.setToolTip(tip)
            centre = self.hex_center(h)
            for pc, cell in zip(pieces, layout_cells(len(pieces), self.hex_size()),
                                strict=True):
                item = PieceItem(pc, cell)
                item.setPos(centre)
                item.setZValue(5)
                item.setToolTip(tip)
                self.addItem(item)
                self._pieces.append(item)

    def pieces_at(self, h: Hex) -> list[PieceItem]:
        """The piece items standing on hex ``h``."""
        centre = self.hex_center(h)
        return [p for p in self._pieces if isinstance(p, PieceItem) and p.pos() == centre]

    def ghost(self, icon_name: str, colour: str) -> PieceItem:
        """A figure drawn over the board (an animation's moving piece), centred on its
        position."""
        r = self.hex_size() * 0.32
        item = PieceItem(Piece(icon_name, colour, 1, ""), QRectF(-r, -r, 2 * r, 2 * r))
        item.setZValue(20)
        self.addItem(item)
        return item

    def glow(self, hexes: Mapping[Hex, str]) -> None:
        """Legal hexes glow (``move``, ``attack``, ``deploy``, ``place``, ``selected``)."""
        self.set_highlights(hexes)


class FurrowView(HexBoardView[FurrowScene]):
    """Zoom, pan and fit come from ``HexBoardView``. The Vell Basin never grows, so a fit
    covers the map itself, with none of the room a growing board keeps (the hexes
    arrive one by one when the map is built, which looked like growth)."""

    def fit(self) -> None:
        self._grown = QRectF()
        super().fit()
