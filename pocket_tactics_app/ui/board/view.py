"""A hex board on screen: antialiased vector painting (sharp at any zoom and device pixel
ratio), wheel/keyboard zoom within limits, drag-to-pan, fit to the window.
"""

from __future__ import annotations

import math
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from pocket_tactics_app.ui import theme
from pocket_tactics_app.ui.board.scene import HexBoardScene

SceneT = TypeVar("SceneT", bound=HexBoardScene)


class HexBoardView(QGraphicsView, Generic[SceneT]):
    """A view of one board scene.

    Left-drag on void or middle-drag anywhere pans; left clicks on hexes reach the
    scene. Until the user zooms or pans, the view refits when resized, when hexes are
    taken away or replaced (a new board), and when the board grows out of sight; a
    board that grows within sight is left still, so nothing jumps while a map is
    drafted. ``set_room`` names the area a board is expected to grow into, which a
    fit covers from the start.
    """

    MIN_SCALE = 0.2
    MAX_SCALE = 6.0
    FIT_MAX_SCALE = 2.2
    #: The smallest hex radius on screen a fit of the board in play may give (0: none);
    #: below it the board is fitted at this size and panned (a small window keeps the
    #: numbers on the tokens readable). A map being drafted is always fitted whole.
    FIT_MIN_HEX_PX = 0.0
    ZOOM_STEP = 1.25

    def __init__(self, scene: SceneT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board_scene = scene
        self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # The background is fixed to the viewport, so scrolling must repaint, not blit.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self._auto_fit = True
        self._shown_once = False
        self._fitted_hexes: frozenset[tuple[int, int]] = frozenset()
        self._room = QRectF()  # set_room: where the board is expected to grow
        self._grown = QRectF()  # room added when the board grew out of sight
        self._pan_button: Qt.MouseButton | None = None
        self._pan_last = QPointF()
        scene.board_changed.connect(self._on_board_changed)
        self._update_scene_rect()

    def board_scene(self) -> SceneT:
        return self._board_scene

    def zoom_factor(self) -> float:
        return self.transform().m11()

    # ------------------------------------------------------------------ zoom / fit

    def zoom_in(self) -> None:
        self._zoom_by(self.ZOOM_STEP, self._viewport_center())

    def zoom_out(self) -> None:
        self._zoom_by(1.0 / self.ZOOM_STEP, self._viewport_center())

    def set_room(self, room: QRectF | None) -> None:
        """The scene area the board is expected to grow into (None: only the board).
        The next fit covers it too; it does not refit by itself."""
        self._room = QRectF(room) if room is not None else QRectF()
        self._grown = QRectF()

    def fit(self) -> None:
        """Fit every hex item (and the room to grow, ``set_room``) in the window with a
        margin; refit on resize after this."""
        self._auto_fit = True
        rect = self._board_scene.board_rect()
        for room in (self._room, self._grown):
            if not room.isEmpty():
                rect = rect.united(room)
        margin = self._board_scene.hex_size() * 0.6
        rect = rect.adjusted(-margin, -margin, margin, margin)
        view = self.viewport().rect()
        if view.width() <= 1 or view.height() <= 1 or rect.isEmpty():
            return
        self._fitted_hexes = self._hexes()  # what this fit covers (an empty board: nothing)
        scale = min(view.width() / rect.width(), view.height() / rect.height())
        scale = max(self.MIN_SCALE, min(self.FIT_MAX_SCALE, scale))
        if self._room.isEmpty():
            scale = max(scale, self.FIT_MIN_HEX_PX / self._board_scene.hex_size())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def _viewport_center(self) -> QPointF:
        return QPointF(self.viewport().rect().center())

    def _zoom_by(self, factor: float, anchor: QPointF) -> None:
        current = self.transform().m11()
        target = max(self.MIN_SCALE, min(self.MAX_SCALE, current * factor))
        if abs(target - current) < 1e-9:
            return
        self._auto_fit = False
        inverse, _ok = self.viewportTransform().inverted()
        scene_point = inverse.map(anchor)
        self.setTransform(QTransform.fromScale(target, target))
        # keep the scene point that was under the anchor under it
        now = self.viewportTransform().map(scene_point)
        self._scroll_by(now - anchor)

    def _update_scene_rect(self) -> None:
        # Room to pan well past the board, but not to lose it.
        rect = self._board_scene.board_rect()
        pad = max(rect.width(), rect.height()) * 1.5 + self._board_scene.hex_size() * 4
        self.setSceneRect(rect.adjusted(-pad, -pad, pad, pad))

    def _on_board_changed(self) -> None:
        # A new scene rect changes the scroll bars' ranges: put the scene back where it
        # was on screen (exactly, so the board never creeps from change to change).
        corner = self._to_scene(QPointF(0.0, 0.0))
        self._update_scene_rect()
        self._scroll_by(self.viewportTransform().map(corner))
        if not (self._auto_fit and self._shown_once):
            return
        board = self._board_scene.board_rect()
        if self._fitted_hexes and self._hexes() >= self._fitted_hexes:
            if self.in_sight(board):
                return  # grown within sight (a drafted tile): no jump
            # Grown out of sight: refit with room for two more rings all round, so
            # the next tiles do not make it jump again.
            grow = self._board_scene.hex_size() * 3.0
            self._grown = board.adjusted(-grow, -grow, grow, grow)
        else:
            self._grown = QRectF()  # a new board: no room from the last one's growth
        self.fit()

    def _scroll_by(self, delta: QPointF) -> None:
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(delta.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(delta.y()))

    def in_sight(self, rect: QRectF) -> bool:
        """Whether the scene rectangle ``rect`` is wholly inside the viewport now."""
        return self.mapToScene(self.viewport().rect()).boundingRect().contains(rect)

    def _hexes(self) -> frozenset[tuple[int, int]]:
        return frozenset(item.at() for item in self._board_scene.hex_items())

    # ------------------------------------------------------------------ events

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta == 0:
            event.ignore()
            return
        self._zoom_by(math.pow(1.2, delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0 and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.fit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        on_void = self._board_scene.hex_at(self._to_scene(event.position())) is None
        if button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and on_void
        ):
            self._pan_button = button
            self._pan_last = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_button is not None:
            delta = event.position() - self._pan_last
            self._pan_last = event.position()
            if delta.manhattanLength() > 0:
                self._auto_fit = False
            self.horizontalScrollBar().setValue(
                self.horizontalScrollBar().value() - round(delta.x())
            )
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)
        at = self._board_scene.hex_at(self._to_scene(event.position()))
        self.viewport().setCursor(
            Qt.CursorShape.OpenHandCursor if at is None else Qt.CursorShape.ArrowCursor
        )

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_button is not None and event.button() == self._pan_button:
            self._pan_button = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._board_scene.clear_hover()
        super().leaveEvent(event)  # type: ignore[arg-type]

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        area = QRectF(self.viewport().rect())
        grad = QLinearGradient(area.topLeft(), area.bottomLeft())
        grad.setColorAt(0.0, theme.qcolor(theme.BACKGROUND_TOP))
        grad.setColorAt(1.0, theme.qcolor(theme.BACKGROUND_BOTTOM))
        painter.fillRect(area, QBrush(grad))
        glow = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.6)
        glow.setColorAt(0.0, QColor(90, 130, 170, 40))
        glow.setColorAt(1.0, QColor(90, 130, 170, 0))
        painter.fillRect(area, QBrush(glow))
        painter.restore()

    def _to_scene(self, view_pos: QPointF) -> QPointF:
        inverse, _ok = self.viewportTransform().inverted()
        return inverse.map(view_pos)
