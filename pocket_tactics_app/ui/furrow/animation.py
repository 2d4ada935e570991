"""The board's animations of the moves the player did not make: a computer's (or a
remote seat's) units slide along their paths, and a combat's hex flashes with the two
totals shown for a moment.

The board already shows the position after the move; an animation draws a figure over it
(``FurrowScene.ghost``) and removes it when done. A click on the board or Esc finishes
every running animation at once; ``View ▸ Animate computer moves`` turns them on and off
(the app's ``animations`` setting, kept by the hosted game; ``animation_speed`` sets
``ms_per_step``, 0 draws none). ``still`` (the screenshot run) draws none either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QVariantAnimation
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QMainWindow,
    QMenu,
)

from ...controller.furrow_interaction import as_hex
from ...furrow.engine.game import Game
from ...textfmt import fmt
from ..board.geometry import hex_polygon
from ..board.scene import PathAnimation
from . import words
from .board import FurrowScene, faction_colour
from .icons import icon
from .words import tr

BASE_MS = 220  # a step from hex to hex at the normal speed
FLASH_MS = 1200  # how long a combat's flash and totals stay at the normal speed


class BoardAnimator(QObject):
    """Runs the board's animations and finishes them on a click or Esc."""

    def __init__(self, scene: FurrowScene, view: QGraphicsView, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = scene
        self.enabled = True
        self.still = False  # the screenshot run: never animates, whatever the settings
        self.ms_per_step = BASE_MS
        self._running: list[QVariantAnimation] = []
        self._items: list[QGraphicsItem] = []
        view.viewport().installEventFilter(self)
        self.action = QAction(tr("Animate computer moves"), self)
        self.action.setObjectName("animateMoves")
        self.action.setCheckable(True)
        self.action.setChecked(True)
        self.action.setToolTip(tr("Slide the units of computers and remote players along "
                                  "their paths, flash combats (a click or Esc skips)"))
        self.action.setIcon(icon("move"))
        self.action.toggled.connect(self._toggled)

    def _toggled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.finish()

    def apply_settings(self, animations: bool, speed: float) -> None:
        """The app's settings: animations on or off, and their speed factor (0 to 2; 0
        draws none)."""
        self.action.setChecked(animations)
        self.ms_per_step = int(BASE_MS / max(0.25, speed)) if speed > 0 else 0

    def active(self) -> bool:
        return self.enabled and self.ms_per_step > 0 and not self.still

    def running(self) -> bool:
        return bool(self._running)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press on the board finishes the animations and then does what it does (the
        player's click on their turn is never lost to a computer's animation)."""
        if event.type() == QEvent.Type.MouseButtonPress and self.running():
            self.finish()
        return False

    # ------------------------------------------------------------------ playing

    def play_moves(self, before: Game, game: Game, events: Sequence[Mapping[str, Any]]) -> None:
        """Each unit moved in ``events`` slides from where it stood in ``before`` along its
        path, as a figure in its owner's colour."""
        if not self.active():
            return
        for e in events:
            if e.get("kind") != "moved" or not e.get("path"):
                continue
            unit = before.units.get(str(e.get("unit")))
            if unit is None:
                continue
            start = unit.at if unit.at is not None else game.board.bases[
                game.faction(unit.owner)][1]
            path = [start, *(h for h in (as_hex(x) for x in e["path"]) if h is not None)]
            if len(path) < 2:
                continue
            ghost = self.scene.ghost(unit.kind, faction_colour(game, unit.owner))
            points = [self.scene.hex_center(h) for h in path]
            ghost.setPos(points[0])
            anim = PathAnimation(unit.id, ghost, points, path[-1],
                                 self.scene.hex_size() * 0.25, self.ms_per_step, self)
            self._start(anim, [ghost], moving=unit.id)

    def play_combat(self, game: Game, event: Mapping[str, Any]) -> None:
        """A combat's hex flashes and its two totals show for a moment."""
        at = as_hex(event.get("at"))
        if not self.active() or at is None:
            return
        size = self.scene.hex_size()
        flash = QGraphicsPolygonItem(hex_polygon(size * 0.97))
        flash.setPos(self.scene.hex_center(at))
        flash.setBrush(QBrush(QColor(255, 90, 60, 150)))
        flash.setPen(QPen(QColor("#ffd27a"), size * 0.08))
        flash.setZValue(18)
        self.scene.addItem(flash)
        commits: Mapping[str, Mapping[str, Any]] = event.get("commits", {})
        text = "  ·  ".join(fmt(tr("%1 %2"), words.faction_name(game, int(s)), c["total"])
                            for s, c in commits.items())
        label = QGraphicsSimpleTextItem(text)
        label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(QColor("#ffffff")))
        label.setPen(QPen(QColor(0, 0, 0, 200), 0.8))
        centre = self.scene.hex_center(at)
        label.setPos(centre.x(), centre.y() - size * 0.2)
        label.setZValue(21)
        self.scene.addItem(label)
        box = label.boundingRect()  # in screen pixels: the item ignores the zoom
        label.setTransform(QTransform.fromTranslate(-box.width() / 2, -box.height() / 2))
        anim = QVariantAnimation(self)
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setDuration(FLASH_MS * self.ms_per_step // BASE_MS)
        anim.valueChanged.connect(lambda v: flash.setOpacity(0.35 + 0.65 * abs(
            ((float(v) * 3) % 1.0) - 0.5) * 2))
        self._start(anim, [flash, label])

    def _start(self, anim: QVariantAnimation, items: list[QGraphicsItem],
               moving: str = "") -> None:
        """Run ``anim`` with its ``items``; the unit ``moving`` (its id) is drawn only by
        the animation until it ends, then where it stands."""
        self._running.append(anim)
        self._items += items
        if moving:
            self.scene.in_flight[moving] += 1
            self.scene.redraw()

        def done() -> None:
            if anim not in self._running:
                return  # ended once already
            self._running.remove(anim)
            for item in items:
                if item in self._items:
                    self._items.remove(item)
                if item.scene() is self.scene:
                    self.scene.removeItem(item)
            if moving:
                self.scene.in_flight[moving] -= 1
                self.scene.redraw()
        anim.finished.connect(done)
        anim.start()

    def finish(self) -> bool:
        """Every running animation ends at once (its figure gone, the board as it is);
        ``True`` if any was running."""
        if not self._running:
            return False
        for anim in list(self._running):
            anim.setCurrentTime(anim.duration())  # the end state, then ``finished``
            anim.stop()
            anim.finished.emit()
        return True


def add_toggle(window: QMainWindow, beside: QAction, animator: BoardAnimator) -> None:
    """``Animate computer moves`` in the menu that holds ``beside`` (View, by its Fit)."""
    for act in window.menuBar().actions():
        menu = act.menu()
        if isinstance(menu, QMenu) and beside in menu.actions():
            menu.addAction(animator.action)
            return


__all__ = ["BoardAnimator", "add_toggle"]
