"""The hex map: geometry, items, scene signals and view behaviour (plain data only)."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.hexmap import (
    HEX_DIRECTIONS,
    GhostHexItem,
    HexItem,
    MapScene,
    MapView,
    TileView,
    UnitItem,
    UnitView,
    hex_corners,
    hex_distance,
    hex_neighbours,
    hex_to_pixel,
    pixel_to_hex,
    tile_pixmap,
    unit_token_pixmap,
)
from pocket_tactics_app.ui.theme import HighlightKind

Hex = tuple[int, int]

TILES = [
    TileView((0, 0), "wasteland", "badlands"),
    TileView((1, 0), "wasteland"),
    TileView((1, -1), "water"),
    TileView((0, -1), "wasteland"),
    TileView((-1, 0), "grid"),
    TileView((-1, 1), "wasteland"),
    TileView((0, 1), "water"),
    TileView((2, -2), "wasteland", "colony"),
    TileView((2, -1), "wasteland"),
    TileView((-2, 2), "wasteland", "biomass"),
]
UNITS = [
    UnitView("a", "Space Force Marine", 0, (2, -2), 2, 2, "Marine"),
    UnitView("b", "Colonial Astronaut", 0, (1, -1), 1, 2, "Astronaut"),
    UnitView("c", "Mytoan Soldier", 1, (-2, 2), 2, 2, "Soldier"),
    UnitView("d", "Mytoan Spore Wing", 1, (0, 0), 2, 1, "Spore Wing"),
]
CONTROL = {(2, -2): 0, (-2, 2): 1}


@pytest.fixture
def view(qtbot: QtBot) -> MapView:
    v = MapView()
    qtbot.addWidget(v)
    v.resize(800, 600)
    v.map_scene().set_board(TILES, UNITS, CONTROL)
    v.show()
    qtbot.waitExposed(v)
    return v


def _viewport_point(view: MapView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


# ---------------------------------------------------------------- geometry


@pytest.mark.parametrize("size", [10.0, 48.0, 73.5])
def test_hex_to_pixel_to_hex_round_trip(size: float) -> None:
    for q in range(-8, 9):
        for r in range(-8, 9):
            x, y = hex_to_pixel((q, r), size)
            assert pixel_to_hex(x, y, size) == (q, r)


def test_points_inside_a_hex_map_back_to_it() -> None:
    size = 48.0
    rng = random.Random(3)
    for _ in range(300):
        at = (rng.randint(-5, 5), rng.randint(-5, 5))
        cx, cy = hex_to_pixel(at, size)
        # 95% of the way from the centre to a random point on the outline
        corners = hex_corners(at, size)
        i = rng.randrange(6)
        t = rng.random()
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 6]
        ex, ey = ax + (bx - ax) * t, ay + (by - ay) * t
        px, py = cx + (ex - cx) * 0.95, cy + (ey - cy) * 0.95
        assert pixel_to_hex(px, py, size) == at


def test_pointy_top_layout() -> None:
    size = 10.0
    corners = hex_corners((0, 0), size)
    ys = sorted(y for _x, y in corners)
    assert ys[0] == pytest.approx(-size)  # a corner points up
    assert hex_to_pixel((1, 0), size) == pytest.approx((size * math.sqrt(3), 0.0))
    assert hex_to_pixel((0, 1), size) == pytest.approx((size * math.sqrt(3) / 2, 1.5 * size))


def test_neighbours_are_the_six_axial_directions_at_distance_one() -> None:
    assert hex_neighbours((2, -1)) == [(3, -1), (3, -2), (2, -2), (1, -1), (1, 0), (2, 0)]
    assert HEX_DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    for n in hex_neighbours((0, 0)):
        assert hex_distance((0, 0), n) == 1
        # neighbours' centres are one hex width apart
        x, y = hex_to_pixel(n, 48.0)
        assert math.hypot(x, y) == pytest.approx(48.0 * math.sqrt(3))
    assert hex_distance((-2, 2), (2, -2)) == 4


# ---------------------------------------------------------------- theme


def test_unit_initials_are_short_and_readable() -> None:
    assert theme.unit_initials("Space Force Marine") == "SFM"
    assert theme.unit_initials("Hacker Proto-Ox") == "HPO"
    assert theme.unit_initials("Cyber Grunt") == "CG"
    assert theme.unit_initials("Space Force Jump Trooper") == "SJT"
    assert theme.unit_initials("Cyberteur") == "Cy"
    assert theme.unit_initials("  ") == "?"
    assert theme.unit_initials("赛博步兵") == "步兵"
    # Tokens of one faction stay distinct in Chinese (their names share the faction prefix).
    mytoan = ["迈托孢子翼", "迈托士兵", "迈托孢子卫士", "迈托渗透者", "迈托心灵教宗"]
    assert len({theme.unit_initials(n) for n in mytoan}) == len(mytoan)
    for name in ["Mytoan Psycho-Pontiff", "A B C D E F", "x"]:
        assert 1 <= len(theme.unit_initials(name)) <= 3


def test_players_differ_by_shape_and_ring_not_only_colour() -> None:
    p0, p1 = theme.player_style(0), theme.player_style(1)
    assert p0.token_shape != p1.token_shape
    assert p0.ring_dashes != p1.ring_dashes
    assert p0.color != p1.color
    assert theme.player_style(7).index == -1  # a bad owner gets a neutral style


def test_unknown_terrain_and_feature_fall_back_to_labelled_styles() -> None:
    assert theme.terrain_style("Water").key == "water"
    assert theme.feature_style(" BadLands ").key == "badlands"
    forest = theme.feature_style("spore_forest")
    assert forest.motif == "generic"
    assert forest.label == "Spore Forest"
    assert theme.terrain_style("lava").pattern == "plain"


# ---------------------------------------------------------------- scene state


def test_set_board_makes_one_item_per_tile_and_unit(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    assert len([i for i in scene.items() if isinstance(i, HexItem)]) == len(TILES)
    assert len([i for i in scene.items() if isinstance(i, UnitItem)]) == len(UNITS)
    item = scene.tile_item((2, -2))
    assert item is not None
    assert item.control() == 0
    assert item.shape().contains(QPointF(0, 0))
    assert not item.shape().contains(QPointF(0, -scene.hex_size() * 1.01))
    unit = scene.unit_item("a")
    assert unit is not None
    assert unit.toolTip() == "Marine"
    assert scene.unit_at((0, 0)) == "d"


def test_set_board_replaces_items_without_leaking(qtbot: QtBot) -> None:
    scene = MapScene()
    rng = random.Random(5)
    removed: list[HexItem | UnitItem] = []
    for round_ in range(6):
        tiles = [t for t in TILES if rng.random() < 0.7] or TILES[:1]
        units = [
            UnitView(f"u{round_}-{i}", "Cyber Grunt", i % 2, t.at, 2, 2, "")
            for i, t in enumerate(tiles[:3])
        ]
        before_tiles = scene.tile_items()
        before_units = scene.unit_items()
        scene.set_board(tiles, units, {})
        assert len(scene.items()) == len(tiles) + len(units)
        assert {t.at for t in tiles} == {i.tile().at for i in scene.tile_items()}
        removed += [i for i in before_tiles if i not in scene.tile_items()]
        removed += [u for u in before_units if u not in scene.unit_items()]
    assert removed
    assert all(item.scene() is None for item in removed)


def test_set_board_keeps_unchanged_items_and_updates_changed_ones(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    tile_item = scene.tile_item((1, 0))
    unit_item = scene.unit_item("b")
    moved = [UnitView("b", "Colonial Astronaut", 0, (1, 0), 1, 2, "moved")] + UNITS[2:]
    scene.set_board(TILES, moved, {})
    assert scene.tile_item((1, 0)) is tile_item
    assert scene.unit_item("b") is unit_item
    assert unit_item is not None and unit_item.unit().at == (1, 0)
    assert unit_item.pos() == scene._token_pos((1, 0))
    assert unit_item.toolTip() == "moved"
    assert scene.unit_item("a") is None
    item = scene.tile_item((2, -2))
    assert item is not None and item.control() is None


def test_a_tile_shows_its_tooltip_and_a_new_one_after_set_board(qtbot: QtBot) -> None:
    scene = MapScene()
    tiles = [TileView(t.at, t.terrain, t.feature, f"tile {t.at}") for t in TILES]
    scene.set_board(tiles, UNITS, CONTROL)
    item = scene.tile_item((0, 0))
    assert item is not None and item.toolTip() == "tile (0, 0)"
    held = [TileView((0, 0), "wasteland", "badlands", "Badlands · held by Blue"), *tiles[1:]]
    scene.set_board(held, UNITS, {(0, 0): 0})
    assert scene.tile_item((0, 0)) is item
    assert item.toolTip() == "Badlands · held by Blue"
    assert item.tile().feature == "badlands"


def test_set_board_rejects_duplicates(qtbot: QtBot) -> None:
    scene = MapScene()
    with pytest.raises(ValueError):
        scene.set_board([TILES[0], TILES[0]], [], {})
    with pytest.raises(ValueError):
        scene.set_board(TILES, [UNITS[0], UNITS[0]], {})


def test_highlights_change_item_state(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    scene.set_highlights({(1, 0): "move", (0, 0): "attack", (2, -1): "path"})
    item = scene.tile_item((1, 0))
    assert item is not None
    assert item.highlight() == "move"
    assert scene.tile_item((0, 0)).highlight() == "attack"  # type: ignore[union-attr]
    assert scene.tile_item((0, 1)).highlight() is None  # type: ignore[union-attr]
    scene.set_highlights({(0, 1): "deploy"})
    assert item.highlight() is None
    assert scene.tile_item((0, 1)).highlight() == "deploy"  # type: ignore[union-attr]
    # highlights survive a new board
    scene.set_board(TILES, UNITS, CONTROL)
    assert scene.tile_item((0, 1)).highlight() == "deploy"  # type: ignore[union-attr]
    scene.clear_highlights()
    assert all(i.highlight() is None for i in scene.tile_items())
    assert scene.highlights() == {}
    with pytest.raises(ValueError):
        scene.set_highlights({(1, 0): "sparkle"})


def test_highlight_kinds_are_the_strings_callers_pass(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    scene.set_ghost_tiles([(3, -2)])
    scene.set_highlights({(1, 0): HighlightKind.MOVE, (3, -2): "place"})
    assert scene.highlights() == {(1, 0): "move", (3, -2): HighlightKind.PLACE}
    assert scene.tile_item((1, 0)).highlight() is HighlightKind.MOVE  # type: ignore[union-attr]
    assert scene.ghost_item((3, -2)).highlight() is HighlightKind.PLACE  # type: ignore[union-attr]
    assert sorted(theme.HIGHLIGHT_KINDS) == sorted(str(k) for k in HighlightKind)


def test_selection_rings_one_unit(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    scene.set_selected("b")
    assert [u.unit().id for u in scene.unit_items() if u.has_selected_ring()] == ["b"]
    scene.set_selected("c")
    assert [u.unit().id for u in scene.unit_items() if u.has_selected_ring()] == ["c"]
    scene.set_board(TILES, [u for u in UNITS if u.id != "c"], {})
    assert scene.selected() is None
    scene.set_selected("nobody")
    assert scene.selected() is None


def test_show_coordinates_reaches_every_tile(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, [], {})
    scene.show_coordinates(True)
    assert all(i.coordinates_shown() for i in scene.tile_items())
    scene.set_board([*TILES, TileView((3, -3), "water")], [], {})
    assert scene.tile_item((3, -3)).coordinates_shown()  # type: ignore[union-attr]
    scene.show_coordinates(False)
    assert not any(i.coordinates_shown() for i in scene.tile_items())


def test_ghost_tiles_outline_free_hexes_only(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES[:1], [], {})
    changed: list[bool] = []
    scene.board_changed.connect(lambda: changed.append(True))
    scene.set_ghost_tiles([(0, 0), *hex_neighbours((0, 0))])
    ghosts = [i for i in scene.items() if isinstance(i, GhostHexItem)]
    assert len(ghosts) == 6  # not on the existing tile
    assert changed
    scene.set_highlights({(1, 0): "place"})
    assert scene.ghost_item((1, 0)).highlight() == "place"  # type: ignore[union-attr]
    # placing a tile replaces its ghost
    scene.set_board([TILES[0], TileView((1, 0), "water")], [], {})
    assert scene.ghost_item((1, 0)) is None
    assert scene.tile_item((1, 0)).highlight() == "place"  # type: ignore[union-attr]
    scene.set_ghost_tiles([])
    assert not [i for i in scene.items() if isinstance(i, GhostHexItem)]


def test_hover_signals(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, [], {})
    with qtbot.waitSignal(scene.hex_hovered) as blocker:
        scene.update_hover(scene.hex_center((1, 0)))
    assert blocker.args == [1, 0]
    assert scene.tile_item((1, 0)).is_hovered()  # type: ignore[union-attr]
    with qtbot.assertNotEmitted(scene.hex_hovered):
        scene.update_hover(scene.hex_center((1, 0)) + QPointF(3, 3))
    with qtbot.waitSignal(scene.hover_left):
        scene.update_hover(scene.hex_center((5, 5)))
    assert not scene.tile_item((1, 0)).is_hovered()  # type: ignore[union-attr]


def test_animate_unit_move_with_zero_ms_jumps(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    with qtbot.waitSignal(scene.unit_move_finished, timeout=100) as blocker:
        scene.animate_unit_move("b", [(1, -1), (1, 0), (0, 1)], 0)
    assert blocker.args == ["b"]
    item = scene.unit_item("b")
    assert item is not None
    assert item.unit().at == (0, 1)
    assert item.pos() == scene._token_pos((0, 1))


def test_animate_unit_move_steps_along_the_path(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    item = scene.unit_item("b")
    assert item is not None
    with qtbot.waitSignal(scene.unit_move_finished, timeout=2000):
        scene.animate_unit_move("b", [(1, 0), (0, 1)], 60)
        assert scene.is_animating()
    assert not scene.is_animating()
    assert item.pos() == scene._token_pos((0, 1))
    with pytest.raises(KeyError):
        scene.animate_unit_move("nobody", [(0, 0)], 10)


def test_set_board_finishes_a_running_animation(qtbot: QtBot) -> None:
    scene = MapScene()
    scene.set_board(TILES, UNITS, CONTROL)
    scene.animate_unit_move("b", [(1, 0), (0, 1)], 5000)
    with qtbot.waitSignal(scene.unit_move_finished, timeout=100):
        scene.set_board(TILES, UNITS, CONTROL)
    assert not scene.is_animating()
    item = scene.unit_item("b")
    assert item is not None and item.pos() == scene._token_pos((1, -1))


# ---------------------------------------------------------------- the view


def test_clicking_the_centre_of_a_hex_emits_hex_clicked(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    for at in [(1, 0), (-1, 0), (0, 1), (2, -1)]:
        pos = _viewport_point(view, scene.hex_center(at))
        with qtbot.waitSignal(scene.hex_clicked, timeout=500) as blocker:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert tuple(blocker.args) == at


def test_clicking_a_unit_emits_unit_clicked_then_hex_clicked(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    order: list[str] = []
    scene.unit_clicked.connect(lambda uid: order.append(f"unit {uid}"))
    scene.hex_clicked.connect(lambda q, r: order.append(f"hex {q},{r}"))
    unit = scene.unit_item("d")
    assert unit is not None
    pos = _viewport_point(view, unit.pos())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert order == ["unit d", "hex 0,0"]


def test_clicking_void_or_right_clicking_emits_nothing(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    void = _viewport_point(view, scene.hex_center((4, 4)))
    tile = _viewport_point(view, scene.hex_center((1, 0)))
    with qtbot.assertNotEmitted(scene.hex_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=void)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=tile)


def test_clicking_a_ghost_emits_hex_clicked(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    scene.set_ghost_tiles([(1, 1)])
    pos = _viewport_point(view, scene.hex_center((1, 1)))
    with qtbot.waitSignal(scene.hex_clicked, timeout=500) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == [1, 1]


def test_view_fits_the_board_at_first_show(view: MapView) -> None:
    scene = view.map_scene()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.board_rect())


def test_zoom_in_out_and_limits(view: MapView, qtbot: QtBot) -> None:
    start = view.zoom_factor()
    view.zoom_in()
    assert view.zoom_factor() == pytest.approx(start * MapView.ZOOM_STEP)
    view.zoom_out()
    view.zoom_out()
    assert view.zoom_factor() < start
    for _ in range(40):
        view.zoom_in()
    assert view.zoom_factor() == pytest.approx(MapView.MAX_SCALE)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom_factor() < MapView.MAX_SCALE
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom_factor() == pytest.approx(MapView.MAX_SCALE)
    view.fit()
    assert view.zoom_factor() == pytest.approx(start)


def test_zoom_keeps_the_point_under_the_anchor(view: MapView) -> None:
    anchor = QPointF(200, 150)
    before = view.mapToScene(anchor.toPoint())
    view._zoom_by(1.5, anchor)
    after = view.mapToScene(anchor.toPoint())
    tolerance = 2.0 / view.zoom_factor()
    assert abs(before.x() - after.x()) <= tolerance
    assert abs(before.y() - after.y()) <= tolerance


def test_dragging_void_pans_and_does_not_click(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    vp = view.viewport()
    start = _viewport_point(view, scene.hex_center((4, 4)))
    centre_before = view.mapToScene(vp.rect().center())
    with qtbot.assertNotEmitted(scene.hex_clicked):
        qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 6):
            qtbot.mouseMove(vp, start + QPoint(-20 * step, -10 * step))
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(-100, -50))
    centre_after = view.mapToScene(vp.rect().center())
    moved = centre_after - centre_before
    assert moved.x() > 0 and moved.y() > 0


def test_leaving_the_view_clears_hover(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    scene.update_hover(scene.hex_center((1, 0)))
    with qtbot.waitSignal(scene.hover_left, timeout=500):
        view.leaveEvent(None)
    assert scene.hovered() is None


# ---------------------------------------------------------------- painting


def test_every_state_paints(view: MapView, qtbot: QtBot) -> None:
    scene = view.map_scene()
    scene.set_board([*TILES, TileView((3, -3), "lava", "forest")], UNITS, {**CONTROL, (3, -3): 1})
    kinds = sorted(theme.HIGHLIGHT_KINDS)
    scene.set_highlights({t.at: kinds[i % len(kinds)] for i, t in enumerate(TILES)})
    scene.set_selected("a")
    scene.show_coordinates(True)
    scene.set_ghost_tiles([(3, -2)])
    scene.update_hover(scene.hex_center((1, 0)))
    image = view.grab().toImage()
    assert not image.isNull()
    # the board is drawn: the centre pixel differs from the plain background corner
    assert image.pixelColor(image.width() // 2, image.height() // 2) != image.pixelColor(2, 2)


def test_pixmaps_for_docks_and_previews(qtbot: QtBot) -> None:
    tile = tile_pixmap(TileView((0, 0), "wasteland", "colony"), 64, 2.0)
    token = unit_token_pixmap("Cyber Commando", 1, 3, 2, 48)
    assert tile.devicePixelRatio() == 2.0
    assert tile.width() == 128
    assert token.width() == 48
    image = QImage(token.toImage())
    assert image.pixelColor(24, 20).alpha() > 0
    painter = QPainter(image)
    painter.end()
