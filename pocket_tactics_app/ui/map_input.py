"""The Pocket Tactics window's input on the map: clicks and hovers (with the odds and
hazards at the pointer), dragging a reserve unit onto the map, the right-click menu of
a hex and the keyboard. Every action it sends is one of ``controller.legal_actions()``,
found by the window's Qt-free :class:`~..controller.interaction.Interaction`.
:class:`~.main_window.MainWindow` is built on it."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QContextMenuEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
)

from ..controller.interaction import Interaction, Target
from ..core.hexgrid import Hex
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.kinds import ActionKind
from . import describe
from .advice import HintView
from .card_view import CardView
from .guard import error_guard, guarded
from .hexmap import MapView, hex_to_pixel
from .hover_odds import HoverOdds, computing_text
from .reserve_panel import UNIT_MIME
from .window_commands import WindowCommands


class MapInput(WindowCommands):
    """Input on the map of the Pocket Tactics main window."""

    if TYPE_CHECKING:
        interaction: Interaction
        view: MapView
        card_view: CardView
        cursor_hint: QLabel
        hint_label: QLabel
        hints: HintView
        hover_odds: HoverOdds
        _context_menu: QMenu | None

        def update_highlights(self) -> None: ...

        def _refresh_card(self) -> None: ...

        def _game(self) -> Game | None: ...

        def target_hexes(self) -> dict[Hex, Target]: ...

    # ================================================================== input
    def apply(self, action: Action) -> bool:
        ok = self.controller.request(action)
        if ok and self.interaction.requested(action):
            self.refresh()
        return ok

    @guarded
    def _on_hex_clicked(self, q: int, r: int) -> None:
        self.click_hex((q, r))

    def click_hex(self, h: Hex) -> None:
        """A click on ``h``: its target's action, else a change of selection."""
        if self._game() is None:
            return
        hinted = self.hints.action_at(h)  # the lit goal of Game ▸ Hint plays it
        if hinted is not None:
            self.apply(hinted)
            return
        targets = self.target_hexes()
        if h in targets:
            self.apply(targets[h][1])
            return
        other = self.interaction.select_at(h)
        if other is None:
            self.refresh()
            return
        self._show_card_of(other)  # someone else's unit, or not your turn: its card
        self.refresh()
        self._show_card_of(other)

    def _show_card_of(self, uid: str) -> None:
        g = self._game()
        if g is not None and uid in g.units:
            u = g.units[uid]
            self.card_view.set_card(u.card, u.owner)

    @guarded
    def _on_reserve_clicked(self, uid: str) -> None:
        if self._game() is None:
            return
        if self.interaction.select_reserve(uid):
            self.refresh()
        else:
            self._show_card_of(uid)
            g = self._game()
            if g is not None:  # why it cannot deploy, in words (R9.1)
                self.hint_label.setText(describe.deploy_block_reason(g, g.units[uid].owner))

    @guarded
    def _on_hex_hovered(self, q: int, r: int) -> None:
        self.interaction.hovered = (q, r)
        self.update_highlights()
        self._show_hints((q, r))
        if not self.interaction.has_selection():
            self._refresh_card()

    def _on_hover_left(self) -> None:
        self.interaction.hovered = None
        self.clear_hints()
        self.update_highlights()

    def clear_hints(self) -> None:
        """No stale odds: the status hint and the one at the pointer go."""
        self.hint_label.setText("")
        self.cursor_hint.hide()
        self.cursor_hint.setText("")

    def _show_hints(self, h: Hex) -> None:
        """The hint for hex ``h`` in the status line; an attack's odds and a move's hazard
        (its chance to survive, or why there is none) next to the hex too."""
        text = self._hint_for(h)
        self.hint_label.setText(text)
        hint = self.interaction.hint(h, self.target_hexes())
        near = hint is not None and (
            hint.kind == "attack" or (hint.kind == "move" and (hint.hazard or hint.immune))
        )
        if not near or not text:
            self.cursor_hint.hide()
            self.cursor_hint.setText("")
            return
        self.cursor_hint.setText(text)
        self.cursor_hint.adjustSize()
        vp = self.view.viewport()
        at = self.view.mapFromScene(self.scene.hex_center(h))
        x = min(max(4, at.x() + 28), vp.width() - self.cursor_hint.width() - 4)
        y = at.y() - self.cursor_hint.height() - 24
        if y < 4:
            y = at.y() + 28
        self.cursor_hint.move(x, y)
        self.cursor_hint.show()
        self.cursor_hint.raise_()

    def _hint_for(self, h: Hex) -> str:
        g = self._game()
        hint = self.interaction.hint(h, self.target_hexes())
        if g is None or hint is None:
            return ""
        if hint.kind == "attack" and hint.action is not None:
            return self.odds_text(hint.action.unit, hint.action.target)
        if hint.kind == "move":
            return describe.move_hint(hint.steps, hint.hazard, hint.survival, hint.tests,
                                      hint.immune, g.catalog)
        return describe.tile_label(g, h)

    def odds_text(self, attacker: str, target: str) -> str:
        """'62% you defeat it · 18% it defeats you' (exact under the default policy), or
        'computing the odds…' while a worker computes them (:mod:`.hover_odds`)."""
        g = self._game()
        if g is None:
            return ""
        text = self.hover_odds.text(g, attacker, target)
        return computing_text() if text is None else text

    def _on_odds_arrived(self, _spec: object) -> None:
        """Odds computed on the worker: shown if the pointer (or the keyboard's cursor)
        is still on an assault, and in the right-click menu if it is still open."""
        h = self.interaction.hovered or self.interaction.key_cursor
        hint = self.interaction.hint(h, self.target_hexes()) if h is not None else None
        if h is not None and hint is not None and hint.kind == "attack":
            self._show_hints(h)
        try:
            entries = self._context_menu.actions() if self._context_menu is not None else []
        except RuntimeError:  # the menu was closed (deleted on close)
            entries = []
        for act in entries:
            data = act.data()
            if isinstance(data, tuple) and len(data) == 3:  # (attacker, target, label)
                act.setText(data[2] + " — " + self.odds_text(data[0], data[1]))

    # ---- keyboard: Tab cycles own units, arrows pick a highlighted tile, Enter acts
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            return self.handle_key(cast(QKeyEvent, event))
        if watched is self.view.viewport():
            t = event.type()
            if t in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                return self.handle_drag_move(cast(QDragMoveEvent, event))
            if t == QEvent.Type.DragLeave:
                self.handle_drag_leave()
                return False
            if t == QEvent.Type.Drop:
                return self.handle_drop(cast(QDropEvent, event))
            if t == QEvent.Type.ContextMenu:
                self.handle_context_menu(cast(QContextMenuEvent, event))
                return True
        return super().eventFilter(watched, event)

    # ---- drag a reserve unit onto the map (deploy, or R2.7 placement)
    def _hex_at_view(self, pos: QPointF | QPoint) -> Hex | None:
        return self.scene.hex_at(self.view.mapToScene(QPointF(pos).toPoint()))

    @staticmethod
    def unit_from_mime(mime: QMimeData | None) -> str | None:
        if mime is None or not mime.hasFormat(UNIT_MIME):
            return None
        uid = bytes(mime.data(UNIT_MIME).data()).decode("utf-8", "replace")
        return uid or None

    def begin_unit_drag(self, uid: str, from_panel: bool = True) -> bool:
        """A reserve unit is being dragged: its legal tiles glow (False if it cannot go)."""
        if not self.interaction.begin_drag(uid, from_panel):
            return False
        self.update_highlights()
        self._show_card_of(uid)
        return True

    def end_unit_drag(self, dropped: bool) -> None:
        if self.interaction.end_drag(dropped):
            self.update_highlights()
            self._refresh_card()

    def handle_drag_move(self, event: QDragMoveEvent) -> bool:
        uid = self.unit_from_mime(event.mimeData())
        if uid is None:
            return False
        with error_guard(self, "drag"):
            if self.interaction.drag_unit != uid and not self.begin_unit_drag(
                    uid, from_panel=False):
                event.ignore()
                return True
            pos = event.position()
            self.scene.update_hover(self.view.mapToScene(pos.toPoint()))
            h = self._hex_at_view(pos)
            if event.type() == QEvent.Type.DragEnter or (
                h is not None and h in self.interaction.drop_actions(uid)
            ):
                # Enter is always accepted, or no move events would follow.
                event.setDropAction(Qt.DropAction.MoveAction)
                event.accept()
            else:
                event.ignore()
        return True

    def handle_drag_leave(self) -> None:
        self.scene.clear_hover()
        if self.interaction.drag_unit is not None and not self.interaction.drag_from_panel:
            self.end_unit_drag(dropped=False)

    def handle_drop(self, event: QDropEvent) -> bool:
        uid = self.unit_from_mime(event.mimeData())
        if uid is None:
            return False
        h = self._hex_at_view(event.position())
        return self.drop_unit(uid, h, event)

    @guarded
    def drop_unit(self, uid: str, h: Hex | None, event: QDropEvent | None = None) -> bool:
        """Drop ``uid`` on ``h``: deploy/place it if that is legal now, else nothing."""
        action = self.interaction.drop_actions(uid).get(h) if h is not None else None
        if action is None:
            if event is not None:
                event.ignore()
            self.end_unit_drag(dropped=False)
            return False
        if event is not None:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        self.end_unit_drag(dropped=True)
        ok = self.apply(action)
        if not ok:
            self.refresh()
        return ok

    def _on_reserve_drag_started(self, uid: str) -> None:
        self.begin_unit_drag(uid, from_panel=True)

    def _on_reserve_drag_finished(self, _uid: str, dropped: bool) -> None:
        self.end_unit_drag(dropped)

    # ---- right-click: the legal actions at a hex
    def handle_context_menu(self, event: QContextMenuEvent) -> None:
        with error_guard(self, "context menu"):
            h = self._hex_at_view(QPointF(event.pos()))
            if h is not None:
                self.context_menu_for(h).popup(event.globalPos())

    def context_actions(self, h: Hex) -> list[tuple[str, Action]]:
        """Labelled legal actions that concern hex ``h`` (from ``legal_actions()`` only)."""
        g = self._game()
        if g is None:
            return []
        out = []
        for a in self.interaction.context_actions(h):
            out.append((self._menu_label(g, a), a))
        return out

    def _menu_label(self, g: Game, a: Action) -> str:
        label = describe.menu_label(g, a, self.interaction.map_hex_of(a.unit))
        if a.kind == ActionKind.ATTACK:
            label += " — " + self.odds_text(a.unit, a.target)
        return label

    def context_menu_for(self, h: Hex) -> QMenu:
        """The right-click menu at ``h``; each entry requests its legal action."""
        menu = QMenu(self)
        menu.setObjectName("mapContextMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        items = self.context_actions(h)
        g = self._game()
        for label, action in items:
            act = menu.addAction(label)
            if action.kind == ActionKind.ATTACK and g is not None:  # relabelled when
                # odds computed on the worker arrive (_on_odds_arrived)
                act.setData((action.unit, action.target,
                             describe.menu_label(g, action, self.interaction.map_hex_of(
                                 action.unit))))
            act.triggered.connect(lambda _=False, a=action: self._apply_from_menu(a))
        if not items:
            none = menu.addAction(QCoreApplication.translate("MainWindow", "Nothing to do here"))
            none.setEnabled(False)
        self._context_menu = menu
        return menu

    @guarded
    def _apply_from_menu(self, action: Action) -> None:
        self.apply(action)

    def handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        handled = True  # a key whose handler failed is used up too
        with error_guard(self, "key"):
            handled = self._key(key)
        return handled

    def _key(self, key: int) -> bool:
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.cycle_units(-1 if key == Qt.Key.Key_Backtab else 1)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            d = {
                Qt.Key.Key_Left: (-1, 0),
                Qt.Key.Key_Right: (1, 0),
                Qt.Key.Key_Up: (0, -1),
                Qt.Key.Key_Down: (0, 1),
            }[Qt.Key(key)]
            self.move_cursor(d)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.interaction.key_cursor is not None:
                self.click_hex(self.interaction.key_cursor)
            return True
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def cancel(self) -> None:
        self.hints.dismiss()
        self.interaction.clear()
        self.refresh()

    def cycle_units(self, step: int) -> None:
        self.clear_hints()  # the odds shown were for the last selection
        changed = self.interaction.cycle(step)
        if changed == "cursor":
            self.update_highlights()
        elif changed == "unit":
            self.refresh()

    def move_cursor(self, d: tuple[int, int]) -> None:
        moved = self.interaction.move_cursor(d, lambda h: hex_to_pixel(h, 1.0))
        cursor = self.interaction.key_cursor
        if moved == "stepped" and cursor is not None:
            self._show_hints(cursor)
            self.scene.update_hover(QPointF(self.scene.hex_center(cursor)))
        if moved is not None:
            self.update_highlights()



__all__ = ["MapInput"]
