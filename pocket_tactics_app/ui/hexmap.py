"""Pocket Tactics' map: tile, ghost and unit items, the map scene and its view.

Widgets here take plain data (`TileView`, `UnitView`, dicts keyed by axial hex) and
never touch the engine: the caller turns game state into views and reacts to the
scene's signals (`hex_clicked`, `unit_clicked`, ...).

The game-agnostic half lives in `ui/board/` (geometry, highlights, hover, clicks, zoom,
pan and fit) and the painting of this game's pieces in `ui/map_paint.py`; the names
other modules have imported from here are re-exported.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.geometry import (
    HEX_DIRECTIONS,
    HEX_SIZE,
    SQRT3,
    Hex,
    cube_round,
    hex_bounds,
    hex_corners,
    hex_distance,
    hex_neighbours,
    hex_polygon,
    hex_to_pixel,
    pixel_to_hex,
)
from pocket_tactics_app.ui.board.items import BoardHexItem
from pocket_tactics_app.ui.board.painting import (
    paint_highlight_edge,
    paint_highlight_fill,
    text_path,
)
from pocket_tactics_app.ui.board.scene import HexBoardScene, PathAnimation
from pocket_tactics_app.ui.board.view import HexBoardView
from pocket_tactics_app.ui.map_paint import (
    FEATURE_LIFT,
    FEATURE_SCALE,
    TOKEN_RADIUS,
    TileView,
    UnitView,
    paint_tile,
    paint_unit_token,
    tile_pixmap,
    unit_token_pixmap,
)

__all__ = [
    "FEATURE_LIFT",
    "FEATURE_SCALE",
    "HEX_DIRECTIONS",
    "HEX_SIZE",
    "SQRT3",
    "TOKEN_RADIUS",
    "TOKEN_Y_FEATURE",
    "TOKEN_Y_PLAIN",
    "GhostHexItem",
    "Hex",
    "HexItem",
    "MapScene",
    "MapView",
    "TileView",
    "UnitItem",
    "UnitView",
    "cube_round",
    "hex_bounds",
    "hex_corners",
    "hex_distance",
    "hex_neighbours",
    "hex_polygon",
    "hex_to_pixel",
    "paint_tile",
    "paint_unit_token",
    "pixel_to_hex",
    "text_path",
    "tile_pixmap",
    "unit_token_pixmap",
]

TOKEN_Y_PLAIN = -0.06
TOKEN_Y_FEATURE = -0.22

Z_TILE = 0.0
Z_GHOST = 0.0
Z_UNIT = 10.0
Z_UNIT_SELECTED = 11.0
Z_UNIT_MOVING = 20.0


# =========================================================================== items


class HexItem(BoardHexItem):
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


class GhostHexItem(BoardHexItem):
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
        for kind in self.highlight_states():
            paint_highlight_fill(painter, kind, self._size)
            paint_highlight_edge(painter, kind, self._size)


class UnitItem(QGraphicsItem):
    """A unit token: owner's colour and shape, initials, OFF/DEF dice counts, selection ring."""

    def __init__(self, unit: UnitView, size: float = HEX_SIZE) -> None:
        super().__init__()
        self._unit = unit
        self._size = size
        self._selected_ring = False
        self._moving = False
        r = size * TOKEN_RADIUS
        self._bounds = QRectF(-r * 1.8, -r * 1.8, r * 3.6, r * 3.4)
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

    def is_moving(self) -> bool:
        return self._moving

    def set_moving(self, on: bool) -> None:
        """Glow while the token travels (an animated move, deploy or withdrawal)."""
        if on != self._moving:
            self._moving = on
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
            painter, u.name, u.owner, u.off, u.def_, self._size, selected=self._selected_ring,
            moving=self._moving,
        )


# =========================================================================== scene


class MapScene(HexBoardScene):
    """The board as a scene of tile, ghost and unit items, driven by plain data.

    Signals (the first four from `HexBoardScene`):
      hex_clicked(q, r): a left click (press and release without dragging) on a tile
        or ghost hex. A click on a unit emits `unit_clicked(id)` first and then
        `hex_clicked` for its hex; handle whichever suits.
      hex_hovered(q, r): the pointer entered another tile or ghost hex.
      hover_left(): the pointer left the tiles (into void or out of the view).
      board_changed(): the set of tiles or ghosts changed (the view refits).
      unit_clicked(id): a left click on a hex holding that unit.
      unit_move_finished(id): an `animate_unit_move` finished (or was cut short).
    """

    unit_clicked = Signal(str)
    unit_move_finished = Signal(str)

    def __init__(self, hex_size: float = HEX_SIZE, parent: QWidget | None = None) -> None:
        super().__init__(hex_size, parent)
        self._tiles: dict[Hex, HexItem] = {}
        self._ghosts: dict[Hex, GhostHexItem] = {}
        self._units: dict[str, UnitItem] = {}
        self._control: dict[Hex, int] = {}
        self._selected: str | None = None
        self._show_coordinates = False
        self._animations: dict[str, PathAnimation] = {}

    # ------------------------------------------------------------------ queries

    def hex_item(self, at: Hex) -> BoardHexItem | None:
        """The tile at `at`, else the ghost there, else None."""
        tile = self._tiles.get(at)
        return tile if tile is not None else self._ghosts.get(at)

    def hex_items(self) -> list[BoardHexItem]:
        return [*self._tiles.values(), *self._ghosts.values()]

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

    def selected(self) -> str | None:
        return self._selected

    def coordinates_shown(self) -> bool:
        return self._show_coordinates

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

        self._drop_hover_off_board()
        if before != (set(self._tiles), set(self._ghosts)):
            self.board_changed.emit()

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
        self._drop_hover_off_board()
        if before != set(self._ghosts):
            self.board_changed.emit()

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
        item.set_moving(True)
        anim = PathAnimation(unit_id, item, points, final, self._size * 0.18, ms_per_step, self)
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
        if isinstance(anim, PathAnimation):
            self._finish_animation(anim.key)

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
            item.set_moving(False)
        self.unit_move_finished.emit(unit_id)

    # ------------------------------------------------------------------ internals

    def _hex_click(self, at: Hex) -> None:
        unit_id = self.unit_at(at)
        if unit_id is not None:
            self.unit_clicked.emit(unit_id)
        super()._hex_click(at)

    def _token_pos(self, at: Hex) -> QPointF:
        c = self.hex_center(at)
        tile = self._tiles.get(at)
        dy = TOKEN_Y_FEATURE if tile is not None and tile.tile().feature else TOKEN_Y_PLAIN
        return QPointF(c.x(), c.y() + dy * self._size)


# =========================================================================== view


class MapView(HexBoardView[MapScene]):
    """The map on screen: antialiased, wheel/keyboard zoom, drag-to-pan, fit to window.

    Left-drag on void or middle-drag anywhere pans; left clicks on tiles reach the
    scene. Until the user zooms or pans, the view refits when resized or when the
    board grows (so drafting keeps the whole map in sight).
    """

    #: the unit numbers on the tokens stay readable in a small window (1024x640)
    FIT_MIN_HEX_PX = 30.0

    def __init__(self, scene: MapScene | None = None, parent: QWidget | None = None) -> None:
        own_scene = scene is None
        map_scene = MapScene() if scene is None else scene
        super().__init__(map_scene, parent)
        if own_scene:
            map_scene.setParent(self)  # the view owns a scene it made
        self._draft: tuple[Hex, int] | None = None

    def map_scene(self) -> MapScene:
        return self.board_scene()

    def set_draft_room(self, centre: Hex | None, tiles: int) -> None:
        """While a map of ``tiles`` tiles in all is drafted around ``centre`` (R2.5):
        the room it is expected to take, a compact hexagon of that many tiles and the
        ring of empty places around it, so the map is fitted once as the draft starts
        and not after every tile. ``centre`` None: no draft."""
        key = (centre, tiles) if centre is not None and tiles > 0 else None
        if key == self._draft:
            return  # the same draft: keep its room (grown if the map outgrew it)
        self._draft = key
        if centre is None or tiles <= 0:
            self.set_room(None)
            return
        radius = 0
        while 3 * radius * (radius + 1) + 1 < tiles:
            radius += 1
        reach = radius + 1
        cq, cr = centre
        ring = [(cq + dq, cr + dr) for dq in range(-reach, reach + 1)
                for dr in range(max(-reach, -dq - reach), min(reach, -dq + reach) + 1)]
        self.set_room(hex_bounds(ring, self.board_scene().hex_size()))
