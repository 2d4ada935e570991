"""A hex board as a graphics scene: hit testing, clicks, hover and highlights over its
hex items, plus an animation that walks an item from hex to hex.

A game's scene subclasses `HexBoardScene`. It either registers its hex items with
`add_hex_item` / `remove_hex_item`, or keeps its own tables and overrides `hex_item`
and `hex_items` (Pocket Tactics' `MapScene` keeps tiles and ghosts apart).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.geometry import (
    HEX_SIZE,
    Hex,
    hex_bounds,
    hex_to_pixel,
    pixel_to_hex,
)
from pocket_tactics_app.ui.board.items import BoardHexItem
from pocket_tactics_app.ui.board.painting import lerp
from pocket_tactics_app.ui.theme import HighlightKind


class HexBoardScene(QGraphicsScene):
    """A board of hex items: turns pointer events into hex signals and keeps highlights.

    Signals:
      hex_clicked(q, r): a left click (press and release without dragging) on a hex item.
      hex_hovered(q, r): the pointer entered another hex item.
      hover_left(): the pointer left the hex items (into void or out of the view).
      board_changed(): the set of hex items changed (a view refits).
    """

    hex_clicked = Signal(int, int)
    hex_hovered = Signal(int, int)
    hover_left = Signal()
    board_changed = Signal()

    def __init__(self, hex_size: float = HEX_SIZE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = float(hex_size)
        self._hex_items: dict[Hex, BoardHexItem] = {}
        self._highlights: dict[Hex, HighlightKind] = {}
        self._hovered: Hex | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ------------------------------------------------------------------ hex items

    def hex_item(self, at: Hex) -> BoardHexItem | None:
        """The hex item at `at`, or None over void."""
        return self._hex_items.get(at)

    def hex_items(self) -> list[BoardHexItem]:
        return list(self._hex_items.values())

    def add_hex_item(self, item: BoardHexItem) -> None:
        """Put a hex item on the board (replacing one at the same hex); it takes the
        board's highlight and hover state for its hex."""
        at = item.at()
        old = self._hex_items.pop(at, None)
        if old is not None:
            self.removeItem(old)
        item.set_highlight(self._highlights.get(at))
        item.set_hovered(at == self._hovered)
        self.addItem(item)
        self._hex_items[at] = item
        if old is None:
            self.board_changed.emit()

    def remove_hex_item(self, at: Hex) -> None:
        item = self._hex_items.pop(at, None)
        if item is None:
            return
        self.removeItem(item)
        if at == self._hovered:
            self.clear_hover()
        self.board_changed.emit()

    # ------------------------------------------------------------------ queries

    def hex_size(self) -> float:
        return self._size

    def hex_center(self, at: Hex) -> QPointF:
        x, y = hex_to_pixel(at, self._size)
        return QPointF(x, y)

    def hex_at(self, scene_pos: QPointF) -> Hex | None:
        """The hex item's hex under a scene point, or None over void."""
        at = pixel_to_hex(scene_pos.x(), scene_pos.y(), self._size)
        return at if self.hex_item(at) is not None else None

    def board_rect(self) -> QRectF:
        """The scene rectangle covering every hex item."""
        return hex_bounds([item.at() for item in self.hex_items()], self._size)

    def highlights(self) -> dict[Hex, HighlightKind]:
        return dict(self._highlights)

    def hovered(self) -> Hex | None:
        return self._hovered

    # ------------------------------------------------------------------ highlights and hover

    def set_highlights(self, highlights: Mapping[Hex, str]) -> None:
        """Replace all highlights: hex -> a `HighlightKind` (or its text)."""
        for kind in highlights.values():
            if kind not in theme.HIGHLIGHT_KINDS:
                raise ValueError(
                    f"unknown highlight {kind!r}; expected one of {sorted(theme.HIGHLIGHT_KINDS)}"
                )
        self._highlights = {at: HighlightKind(kind) for at, kind in highlights.items()}
        for item in self.hex_items():
            item.set_highlight(self._highlights.get(item.at()))

    def clear_highlights(self) -> None:
        self.set_highlights({})

    def clear_hover(self) -> None:
        if self._hovered is None:
            return
        self._set_hover_item(self._hovered, False)
        self._hovered = None
        self.hover_left.emit()

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

    def _drop_hover_off_board(self) -> None:
        """Clear the hover if its hex item is gone (after the board changed)."""
        if self._hovered is not None and self.hex_item(self._hovered) is None:
            self.clear_hover()

    def _set_hover_item(self, at: Hex, hovered: bool) -> None:
        item = self.hex_item(at)
        if item is not None:
            item.set_hovered(hovered)

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
        if at is not None:
            self._hex_click(at)

    def _hex_click(self, at: Hex) -> None:
        """A click on the hex item at `at`: emits `hex_clicked` (subclasses add to it)."""
        self.hex_clicked.emit(at[0], at[1])

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.update_hover(event.scenePos())
        super().mouseMoveEvent(event)


class PathAnimation(QVariantAnimation):
    """Steps an item from point to point (hex centres), easing each step, with a small hop.

    `key` names what moves (a unit id) and `final` the hex it ends on, for the owner's
    bookkeeping when the animation finishes or is cut short.
    """

    def __init__(
        self,
        key: str,
        item: QGraphicsItem,
        points: list[QPointF],
        final: Hex,
        hop: float,
        ms_per_step: int,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.key = key
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
        p = lerp(self._points[i], self._points[i + 1], self._easing.valueForProgress(frac))
        self._item.setPos(QPointF(p.x(), p.y() - math.sin(math.pi * frac) * self._hop))
