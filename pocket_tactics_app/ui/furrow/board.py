"""The Vell Basin on the shared hex-board widgets (``ui/board``): terrain hexes, rivers on
the edges they block, tunnels, encounter tokens, the Foundry, home bases, structures,
units stacked as chips per owner and kind, resources with counts, hover tooltips."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...furrow.engine.board import FOUNDRY
from ...furrow.engine.content import RESOURCES
from ...furrow.engine.game import Game
from ...textfmt import fmt
from ..board.geometry import Hex, hex_polygon, stack_offsets
from ..board.items import BoardHexItem, ChipItem, HexEdgeItem
from ..board.painting import draw_text, fitting_size, paint_highlight_edge, paint_highlight_fill
from ..board.scene import HexBoardScene, PathAnimation
from ..board.view import HexBoardView
from . import words
from .words import tr

TERRAIN_COLOURS = {
    "mountain": "#8a8f98", "forest": "#3f7a45", "field": "#c9b55a", "tundra": "#8fb3a6",
    "village": "#b98a5e", "lake": "#3d6fa8", "foundry": "#5b4a6b", "base": "#2b3038",
}
FACTION_COLOURS = {
    "ochre": "#d9a13b", "violet": "#9b6fd6", "green": "#4fbf6a", "teal": "#2fb5b5",
    "crimson": "#e0505a",
}
RESOURCE_COLOURS = {"food": "#f2d15c", "wood": "#9b6a3c", "metal": "#7f8a99", "oil": "#1d1d22"}
RIVER_COLOUR = "#6fc3ff"
STRUCTURE_LETTERS = {"beacon": "B", "waterwheel": "W", "delve": "D", "drill_hall": "H"}
UNIT_LETTERS = {"character": "C", "mech": "M", "worker": "W"}


def faction_colour(game: Game, seat: int) -> str:
    fac = game.content.factions[game.faction(seat)]
    return FACTION_COLOURS.get(fac.colour, "#cccccc")


class FurrowHexItem(BoardHexItem):
    """One hex of the Vell Basin (or a home base off the map)."""

    #: where the hex's code is drawn, in hex sizes from its centre (low on the left, under
    #: the pieces' chips, which stand a little above the centre)
    CODE_AT = (-0.5, 0.5)
    CODE_PX = 0.2
    CODE_MIN_PX = 10.0  # screen pixels: the smallest size a hex's code is readable at

    def __init__(self, at: Hex, size: float, kind: str, label: str, tunnel: bool,
                 code: str = "") -> None:
        super().__init__(at, size)
        self.kind = kind
        self.label = label
        self.tunnel = tunnel
        self.code = code  # the hex's name in the log ("C4"), drawn low on the left, below
        # where the pieces' chips stand

    def code_px(self, scale: float) -> float:
        """The code's height in scene units at a view ``scale``: never under CODE_MIN_PX
        on screen, however far the board zooms out."""
        return max(self.hex_size() * self.CODE_PX, self.CODE_MIN_PX / max(scale, 1e-6))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.hex_size()
        poly = hex_polygon(size * 0.97)
        painter.setBrush(QColor(TERRAIN_COLOURS.get(self.kind, "#555555")))
        painter.setPen(QPen(QColor("#1b1f24"), size * 0.04))
        painter.drawPolygon(poly)
        states = self.highlight_states()
        for kind in states:
            paint_highlight_fill(painter, kind, size)
        if self.code:
            draw_text(painter, self.code, self.code_px(painter.worldTransform().m22()),
                      QPointF(size * self.CODE_AT[0], size * self.CODE_AT[1]),
                      QColor(255, 255, 255, 190), QColor(0, 0, 0, 140), size * 0.025)
        if self.tunnel:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#2a2018"), size * 0.08))
            painter.drawArc(QRectF(-size * 0.28, size * 0.48, size * 0.56, size * 0.5),
                            0, 180 * 16)
        for kind in states:
            paint_highlight_edge(painter, kind, size)
        # The name last, over a highlight's edge, and narrow enough to stay inside the hex
        # where it stands: a long base name ("Cinderspire") was cut by the outline.
        px = fitting_size(self.label, size * 0.2, size * 0.95)
        draw_text(painter, self.label, px, QPointF(0, -size * 0.62), QColor(255, 255, 255, 215),
                  QColor(0, 0, 0, 140), size * 0.03)


class FurrowScene(HexBoardScene):
    """The board: built once from the map, its pieces redrawn from the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self._pieces: list[QGraphicsItem] = []
        self._built = False
        self.tooltips: dict[Hex, str] = {}

    def _build(self, game: Game) -> None:
        b = game.board
        size = self.hex_size()
        codes = words.hex_codes(b.terrain)
        for h, kind in b.terrain.items():
            label = words.terrain(kind) if h != FOUNDRY else words.terrain("foundry")
            self.add_hex_item(FurrowHexItem(h, size, kind, label, h in b.tunnels, codes[h]))
        for fid, (name, where, _adj) in b.bases.items():
            self.add_hex_item(FurrowHexItem(where, size, "base", words.base(fid, name), False))
        for pair in b.rivers:
            a, c = sorted(pair)
            edge = HexEdgeItem(a, c, size, RIVER_COLOUR, 0.12)
            edge.setZValue(2)
            self.addItem(edge)
        self._built = True

    def set_game(self, game: Game) -> None:
        if not self._built:
            self._build(game)
        for item in self._pieces:
            self.removeItem(item)
        self._pieces = []
        self.tooltips = {}
        size = self.hex_size()
        b = game.board
        bases = {where: fid for fid, (_n, where, _a) in b.bases.items()}
        hexes = [*b.terrain, *bases]
        for h in hexes:
            chips: list[tuple[str, str, str]] = []  # text, colour, tooltip part
            lines = [html.escape(words.hex_name(game, list(h)) if h in b.terrain
                                 else fmt(tr("Home base of %1"),
                                          words.faction(bases[h],
                                                        game.content.factions[bases[h]].name)))]
            if h in b.tunnels:
                lines.append(tr("Tunnel"))
            if h in game.tokens:
                chips.append(("?", "#f0c040", tr("Encounter token")))
            s = game.structures.get(h)
            if s is not None:
                owner, kind = s
                chips.append(("⌂" + STRUCTURE_LETTERS.get(kind, "?"), faction_colour(game, owner),
                              fmt(tr("%1 of %2"), words.structure(kind),
                                  words.faction_name(game, owner))))
            units = game.units_at(h) if h in b.terrain else [
                u for u in game.units.values() if u.at is None
                and game.faction(u.owner) == bases[h]]
            groups = Counter((u.owner, u.kind) for u in units)
            for (owner, kind), n in sorted(groups.items(),
                                           key=lambda x: (x[0][0], "cmw".index(x[0][1][0]))):
                letter = UNIT_LETTERS[kind]
                chips.append((letter if n == 1 else f"{letter}{n}", faction_colour(game, owner),
                              fmt(tr("%1: %2 × %3"), words.faction_name(game, owner), n,
                                  words.unit_kind(kind))))
            res = game.resources.get(h, {})
            for r in RESOURCES:
                if res.get(r):
                    chips.append((str(res[r]), RESOURCE_COLOURS[r],
                                  fmt(tr("%1 × %2"), res[r], words.resource(r))))
            lines += [html.escape(c[2]) for c in chips]
            tip = "<br>".join(lines)
            self.tooltips[h] = tip
            hex_item = self.hex_item(h)
            if hex_item is not None:
                hex_item.setToolTip(tip)
            if not chips:
                continue
            offsets = stack_offsets(len(chips), size * 0.78)
            radius = size * (0.3 if len(chips) <= 2 else 0.22 if len(chips) <= 4 else 0.17)
            centre = self.hex_center(h)
            for (text, colour, _tip), (dx, dy) in zip(chips, offsets, strict=True):
                chip = ChipItem(text, colour, radius)
                # a little above the centre: the hex's code, low on the left, stays clear
                chip.setPos(centre.x() + dx, centre.y() + dy - size * 0.06)
                chip.setZValue(5)
                chip.setToolTip(tip)
                self.addItem(chip)
                self._pieces.append(chip)

    def animate_move(self, key: str, text: str, colour: str, path: list[Hex],
                     ms_per_step: int = 180) -> PathAnimation | None:
        """A ghost chip walking a unit's path (the board already shows where it ended)."""
        if len(path) < 2:
            return None
        chip = ChipItem(text, colour, self.hex_size() * 0.3)
        chip.setZValue(20)
        chip.setOpacity(0.9)
        self.addItem(chip)
        points = [self.hex_center(h) for h in path]
        chip.setPos(points[0])
        anim = PathAnimation(key, chip, points, path[-1], self.hex_size() * 0.25, ms_per_step,
                             self)

        def done() -> None:
            if chip.scene() is self:
                self.removeItem(chip)
        anim.finished.connect(done)
        anim.start()
        return anim

    def glow(self, hexes: Mapping[Hex, str]) -> None:
        """Legal hexes glow (``move``, ``attack``, ``deploy``, ``place``, ``selected``)."""
        self.set_highlights(hexes)


class FurrowView(HexBoardView[FurrowScene]):
    """Zoom, pan and fit come from ``HexBoardView``."""
