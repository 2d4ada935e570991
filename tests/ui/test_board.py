"""The game-agnostic board widgets (ui/board/): geometry, highlights, the scene's hex
signals, the view's fit and zoom limits, and a second game's board drawn on them alone.

The Pocket Tactics map built on these is tested in tests/ui/test_hexmap.py.
"""

from __future__ import annotations

import ast
import math
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app.core import hexgrid
from pocket_tactics_app.ui import board, theme
from pocket_tactics_app.ui.board import geometry
from pocket_tactics_app.ui.board.geometry import (
    EDGE_CORNERS,
    HEX_DIRECTIONS,
    Hex,
    direction_index,
    edge_at,
    edge_corners,
    hex_bounds,
    hex_corners,
    hex_polygon,
    hex_to_pixel,
    pixel_to_hex,
    shared_edge,
    stack_offsets,
    stack_spacing,
)
from pocket_tactics_app.ui.board.items import BoardHexItem, ChipItem, HexEdgeItem
from pocket_tactics_app.ui.board.painting import highlight_states, render_pixmap
from pocket_tactics_app.ui.board.scene import HexBoardScene
from pocket_tactics_app.ui.board.view import HexBoardView
from pocket_tactics_app.ui.theme import HighlightKind

SIZE = 48.0
SEVEN = [(0, 0), *hexgrid.neighbours((0, 0))]


def _close(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return math.dist(a, b) < 1e-9


# ---------------------------------------------------------------- the package knows no game


def test_the_board_package_imports_no_game() -> None:
    """Only Qt, the standard library, the axial maths, the shared palette and itself."""
    allowed = ("pocket_tactics_app.core.hexgrid", "pocket_tactics_app.ui.theme")
    package = Path(board.__file__).parent
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    pytest.fail(f"{path.name}: relative import; name the module")
                names = [node.module or ""]
                if node.module == "pocket_tactics_app.ui":
                    names = [f"pocket_tactics_app.ui.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                if name.startswith("pocket_tactics_app"):
                    ok = name in allowed or name.startswith("pocket_tactics_app.ui.board")
                    assert ok, f"{path.name} imports {name}"


# ---------------------------------------------------------------- geometry


def test_geometry_uses_the_engine_axial_maths() -> None:
    assert HEX_DIRECTIONS is hexgrid.DIRECTIONS
    assert geometry.hex_distance is hexgrid.hex_distance
    assert geometry.hex_neighbours((3, -2)) == list(hexgrid.neighbours((3, -2)))


@pytest.mark.parametrize("size", [10.0, SIZE, 73.5])
def test_pixel_round_trips_at_centres_and_near_corners(size: float) -> None:
    rng = random.Random(7)
    for _ in range(200):
        at = (rng.randint(-9, 9), rng.randint(-9, 9))
        cx, cy = hex_to_pixel(at, size)
        assert pixel_to_hex(cx, cy, size) == at
        for x, y in hex_corners(at, size):
            # 97% of the way from the centre to each corner is still inside
            assert pixel_to_hex(cx + (x - cx) * 0.97, cy + (y - cy) * 0.97, size) == at


def test_corners_lie_on_the_hex_radius_clockwise_from_upper_right() -> None:
    corners = hex_corners((2, -1), SIZE)
    cx, cy = hex_to_pixel((2, -1), SIZE)
    assert all(math.dist(c, (cx, cy)) == pytest.approx(SIZE) for c in corners)
    x0, y0 = corners[0]
    assert x0 > cx and y0 < cy  # upper right
    assert corners[5][0] == pytest.approx(cx) and corners[5][1] == pytest.approx(cy - SIZE)
    polygon = hex_polygon(SIZE)
    for i, corner in enumerate(hex_corners((0, 0), SIZE)):
        assert _close((polygon.at(i).x(), polygon.at(i).y()), corner)


def test_bounds_cover_every_corner() -> None:
    hexes = [(0, 0), (3, -1), (-2, 4)]
    rect = hex_bounds(hexes, SIZE).adjusted(-1e-6, -1e-6, 1e-6, 1e-6)
    for at in hexes:
        assert all(rect.contains(QPointF(x, y)) for x, y in hex_corners(at, SIZE))
    assert hex_bounds([], SIZE).width() == pytest.approx(2 * SIZE)


@pytest.mark.parametrize("at", [(0, 0), (2, -1), (-3, 4)])
def test_neighbours_share_the_edge_between_them(at: Hex) -> None:
    centre = hex_to_pixel(at, SIZE)
    for d, step in enumerate(HEX_DIRECTIONS):
        other = (at[0] + step[0], at[1] + step[1])
        assert direction_index(at, other) == d
        a, b = shared_edge(at, other, SIZE)
        assert (a, b) == edge_corners(at, d, SIZE)
        # the same two corners, listed clockwise from the other side
        back = shared_edge(other, at, SIZE)
        assert _close(back[0], b) and _close(back[1], a)
        assert math.dist(a, b) == pytest.approx(SIZE)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        far = hex_to_pixel(other, SIZE)
        assert _close(mid, ((centre[0] + far[0]) / 2, (centre[1] + far[1]) / 2))
        # a point just inside the hex by the edge's middle finds that edge
        inside = (centre[0] + (mid[0] - centre[0]) * 0.9, centre[1] + (mid[1] - centre[1]) * 0.9)
        assert edge_at(*inside, SIZE) == (at, d)
    assert sorted(i for pair in EDGE_CORNERS for i in pair) == sorted([*range(6), *range(6)])


def test_only_neighbours_have_a_shared_edge() -> None:
    with pytest.raises(ValueError, match="not neighbours"):
        shared_edge((0, 0), (2, 0), SIZE)
    with pytest.raises(ValueError):
        direction_index((0, 0), (0, 0))


@pytest.mark.parametrize("count", range(0, 13))
def test_stacked_tokens_stay_apart_and_inside_their_hex(count: int) -> None:
    offsets = stack_offsets(count, SIZE)
    assert len(offsets) == count
    if count == 1:
        assert offsets == [(0.0, 0.0)]
    spacing = stack_spacing(count, SIZE)
    for i, a in enumerate(offsets):
        for b in offsets[i + 1 :]:
            assert math.dist(a, b) >= spacing - 1e-9
    if count > 1:
        hex_shape = hex_polygon(SIZE)
        radius = spacing / 2
        for x, y in offsets:
            for k in range(12):
                edge = QPointF(
                    x + radius * math.cos(k * math.pi / 6), y + radius * math.sin(k * math.pi / 6)
                )
                assert hex_shape.containsPoint(edge, Qt.FillRule.OddEvenFill)
        # the stack is centred on the hex
        xs, ys = [x for x, _ in offsets], [y for _, y in offsets]
        assert min(xs) + max(xs) == pytest.approx(0.0, abs=1e-9)
        assert min(ys) + max(ys) == pytest.approx(0.0, abs=1e-9)


# ---------------------------------------------------------------- highlights


def test_highlight_kinds_equal_their_texts() -> None:
    assert HighlightKind.MOVE == "move"
    assert {str(k) for k in HighlightKind} == set(theme.HIGHLIGHT_KINDS)
    assert set(theme.HIGHLIGHT_STYLES) == set(HighlightKind)
    assert theme.HIGHLIGHT_STYLES["path"] is theme.HIGHLIGHT_STYLES[HighlightKind.PATH]
    assert highlight_states(None, False) == []
    assert highlight_states("move", True) == [HighlightKind.MOVE, HighlightKind.HOVER]
    assert highlight_states("hover", True) == [HighlightKind.HOVER]


def test_a_hex_item_takes_kinds_or_their_texts(qtbot: QtBot) -> None:
    item = BoardHexItem((1, 2), SIZE)
    assert item.pos() == QPointF(*hex_to_pixel((1, 2), SIZE))
    item.set_highlight("attack")
    assert item.highlight() is HighlightKind.ATTACK
    item.set_highlight(HighlightKind.PATH)
    assert item.highlight() == "path"
    with pytest.raises(ValueError, match="unknown highlight"):
        item.set_highlight("sparkle")
    item.set_hovered(True)
    assert item.highlight_states() == [HighlightKind.PATH, HighlightKind.HOVER]
    # the base item paints its highlight states
    image = render_pixmap(100, 1.0, lambda p: _paint_at_centre(p, item, 50)).toImage()
    assert image.pixelColor(50, 50).alpha() > 0


def _paint_at_centre(painter: QPainter, item: BoardHexItem, px: float) -> None:
    painter.translate(px, px)
    item.paint(painter, QStyleOptionGraphicsItem(), None)


# ---------------------------------------------------------------- the scene


def _seven_hex_scene() -> HexBoardScene:
    scene = HexBoardScene(SIZE)
    for at in SEVEN:
        scene.add_hex_item(BoardHexItem(at, SIZE))
    return scene


def test_scene_registers_hex_items_and_finds_them_by_point(qtbot: QtBot) -> None:
    scene = HexBoardScene(SIZE)
    changes: list[bool] = []
    scene.board_changed.connect(lambda: changes.append(True))
    for at in SEVEN:
        scene.add_hex_item(BoardHexItem(at, SIZE))
    assert len(changes) == 7
    assert scene.hex_at(scene.hex_center((1, -1)) + QPointF(5, 5)) == (1, -1)
    assert scene.hex_at(scene.hex_center((3, 0))) is None
    assert scene.board_rect() == hex_bounds(SEVEN, SIZE)
    replacement = BoardHexItem((0, 0), SIZE)
    scene.set_highlights({(0, 0): "selected"})
    scene.add_hex_item(replacement)  # same hex: no change to the board's shape
    assert len(changes) == 7 and scene.hex_item((0, 0)) is replacement
    assert replacement.highlight() == HighlightKind.SELECTED
    scene.remove_hex_item((0, 0))
    assert scene.hex_item((0, 0)) is None and len(changes) == 8
    assert replacement.scene() is None


def test_scene_highlights_and_hover(qtbot: QtBot) -> None:
    scene = _seven_hex_scene()
    scene.set_highlights({(1, 0): HighlightKind.MOVE, (0, 1): "path"})
    assert scene.highlights() == {(1, 0): "move", (0, 1): "path"}
    assert all(isinstance(k, HighlightKind) for k in scene.highlights().values())
    assert scene.hex_item((1, 0)).highlight() == "move"  # type: ignore[union-attr]
    with pytest.raises(ValueError):
        scene.set_highlights({(1, 0): "glow"})
    with qtbot.waitSignal(scene.hex_hovered) as blocker:
        scene.update_hover(scene.hex_center((0, 1)))
    assert blocker.args == [0, 1]
    assert scene.hex_item((0, 1)).is_hovered()  # type: ignore[union-attr]
    with qtbot.waitSignal(scene.hover_left):
        scene.remove_hex_item((0, 1))
    assert scene.hovered() is None


# ---------------------------------------------------------------- the view


@pytest.fixture
def board_view(qtbot: QtBot) -> HexBoardView[HexBoardScene]:
    view = HexBoardView(_seven_hex_scene())
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_view_fits_the_board_with_a_margin(board_view: HexBoardView[HexBoardScene]) -> None:
    scene = board_view.board_scene()
    visible = board_view.mapToScene(board_view.viewport().rect()).boundingRect()
    margin = SIZE * 0.6
    assert visible.contains(scene.board_rect().adjusted(-margin, -margin, margin, margin))
    # it fills the window along one side (it is not merely small)
    wanted = scene.board_rect().adjusted(-margin, -margin, margin, margin)
    vp = board_view.viewport().rect()
    expected = min(vp.width() / wanted.width(), vp.height() / wanted.height())
    assert board_view.zoom_factor() == pytest.approx(min(expected, HexBoardView.FIT_MAX_SCALE))


def test_fit_caps_the_scale_both_ways(qtbot: QtBot) -> None:
    one = HexBoardScene(SIZE)
    one.add_hex_item(BoardHexItem((0, 0), SIZE))
    big_window = HexBoardView(one)
    qtbot.addWidget(big_window)
    big_window.resize(1600, 1200)
    big_window.show()
    qtbot.waitExposed(big_window)
    assert big_window.zoom_factor() == pytest.approx(HexBoardView.FIT_MAX_SCALE)

    huge = HexBoardScene(SIZE)
    for q in range(-30, 31, 10):
        huge.add_hex_item(BoardHexItem((q, 0), SIZE))
    small_window = HexBoardView(huge)
    qtbot.addWidget(small_window)
    small_window.resize(200, 150)
    small_window.show()
    qtbot.waitExposed(small_window)
    assert small_window.zoom_factor() == pytest.approx(HexBoardView.MIN_SCALE)


def test_zoom_stops_at_the_limits(board_view: HexBoardView[HexBoardScene]) -> None:
    for _ in range(60):
        board_view.zoom_in()
    assert board_view.zoom_factor() == pytest.approx(HexBoardView.MAX_SCALE)
    for _ in range(60):
        board_view.zoom_out()
    assert board_view.zoom_factor() == pytest.approx(HexBoardView.MIN_SCALE)
    board_view.fit()
    assert HexBoardView.MIN_SCALE < board_view.zoom_factor() <= HexBoardView.FIT_MAX_SCALE


def test_view_refits_when_the_board_grows_until_the_user_zooms(
    board_view: HexBoardView[HexBoardScene],
) -> None:
    scene = board_view.board_scene()
    start = board_view.zoom_factor()
    scene.add_hex_item(BoardHexItem((4, 0), SIZE))
    grown = board_view.zoom_factor()
    assert grown < start
    board_view.zoom_in()
    zoomed = board_view.zoom_factor()
    scene.add_hex_item(BoardHexItem((-4, 0), SIZE))
    assert board_view.zoom_factor() == pytest.approx(zoomed)


def test_a_click_on_a_hex_reaches_the_scene(
    board_view: HexBoardView[HexBoardScene], qtbot: QtBot
) -> None:
    scene = board_view.board_scene()
    pos = board_view.mapFromScene(scene.hex_center((-1, 1)))
    with qtbot.waitSignal(scene.hex_clicked, timeout=500) as blocker:
        qtbot.mouseClick(board_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == [-1, 1]


# ---------------------------------------------------------------- a second game's board


class _FieldItem(BoardHexItem):
    """A second game's terrain: a flat colour, then the shared highlight painting."""

    def __init__(self, at: Hex, color: str) -> None:
        super().__init__(at, SIZE)
        self._color = color

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._color))
        painter.drawPolygon(hex_polygon(SIZE - 1))
        super().paint(painter, option, widget)


def _near(c: QColor, hex_rgb: str, tolerance: int = 40) -> bool:
    want = QColor(hex_rgb)
    return all(
        abs(a - b) <= tolerance
        for a, b in ((c.red(), want.red()), (c.green(), want.green()), (c.blue(), want.blue()))
    )


def test_a_second_board_with_a_river_and_a_stack_of_tokens(qtbot: QtBot) -> None:
    field, river, red, green = "#c8b560", "#2f7fe0", "#d03a30", "#2fa050"
    scene = HexBoardScene(SIZE)
    for at in SEVEN:
        scene.add_hex_item(_FieldItem(at, field))
    edge = HexEdgeItem((0, 0), (1, 0), SIZE, river)  # a river on the edge the two share
    edge.setZValue(1)
    scene.addItem(edge)
    offsets = stack_offsets(2, SIZE)
    radius = stack_spacing(2, SIZE) / 2 * 0.9
    chips = [ChipItem("3", red, radius), ChipItem("W", green, radius)]  # two players' pieces
    for chip, (dx, dy) in zip(chips, offsets, strict=True):
        chip.setPos(scene.hex_center((0, 0)) + QPointF(dx, dy))
        chip.setZValue(2)
        scene.addItem(chip)
    scene.set_highlights({(0, -1): "move"})

    view = HexBoardView(scene)
    qtbot.addWidget(view)
    view.resize(480, 420)
    view.show()
    qtbot.waitExposed(view)
    image: QImage = view.grab().toImage()

    def pixel(scene_point: QPointF) -> QColor:
        p = view.mapFromScene(scene_point)
        return image.pixelColor(p.x(), p.y())

    a, b = edge.ends()
    assert _close((a.x(), a.y()), shared_edge((0, 0), (1, 0), SIZE)[0])
    assert _near(pixel((a + b) / 2), river)
    assert _near(pixel(scene.hex_center((1, 0))), field)
    for chip, color in zip(chips, (red, green), strict=True):
        assert _near(pixel(chip.pos() + QPointF(0, radius * 0.7)), color)
    assert chips[0].pos().x() < chips[1].pos().x()
    # the highlighted hex is tinted (not the plain field colour)
    assert not _near(pixel(scene.hex_center((0, -1)) + QPointF(0, SIZE * 0.7)), field, 4)
    with pytest.raises(ValueError):
        HexEdgeItem((0, 0), (3, 0), SIZE, river)
