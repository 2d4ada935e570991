"""The main window: the map in the centre, docks around it, menus and the status line.

The window never changes the game: it reads ``controller.game`` to draw, turns
clicks into legal actions taken from ``controller.legal_actions()`` and sends them
with ``controller.request``. Everything it offers is therefore legal.
"""

from __future__ import annotations

import functools
import logging
import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QContextMenuEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..controller.game_controller import COMPUTER, HUMAN, GameController, LogEntry
from ..engine.actions import Action
from ..engine.cards import Catalog
from ..engine.game import Game, GameSetup
from ..engine.hexgrid import Hex
from ..engine.kinds import EventKind
from ..textfmt import fmt
from . import describe
from .assault_panel import AssaultPanel
from .card_view import CardView
from .hexmap import MapScene, MapView, UnitView, hex_to_pixel
from .log_model import GameLogModel
from .reserve_panel import UNIT_MIME, ReservePanel

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


def guarded(method: F) -> F:
    """An unexpected error in a handler is logged and shown; the game is untouched."""

    @functools.wraps(method)
    def wrapper(self: MainWindow, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - the point is to catch everything
            log.exception("error in %s", method.__name__)
            self.show_error(fmt(self.tr("Something went wrong: %1"), repr(exc)))
            try:
                self.refresh()
            except Exception:  # noqa: BLE001
                log.exception("refresh after an error failed")
            return None

    return cast(F, wrapper)


class MainWindow(QMainWindow):
    """The Pocket Tactics window."""

    new_game_requested = Signal()

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Any = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller if controller is not None else GameController(parent=self)
        self.catalog = self.controller.catalog
        #: Problems found while loading the settings, shown once when the window starts.
        self.load_problems: list[str] = []
        if settings is None:
            settings, self.load_problems = _load_settings_and_problems()
        self.settings = settings
        self.errors: list[str] = []
        self.save_path: Path | None = None
        self.selected_unit: str | None = None
        self.selected_reserve: str | None = None
        self.hovered: Hex | None = None
        self.key_cursor: Hex | None = None
        self._odds_cache: dict[tuple[int, str, str], str] = {}
        self._pending_move: tuple[str, Hex, list[Hex]] | None = None
        self._end_dialog: QWidget | None = None
        self._last_setup: tuple[GameSetup, tuple[str, str], str] | None = None
        # A reserve unit being dragged: its id and the selection to restore if not dropped.
        self._drag_unit: str | None = None
        self._drag_restore: tuple[str | None, str | None] = (None, None)
        self._drag_from_panel = True
        self._close_confirmed = False
        self._confirm_box: QMessageBox | None = None
        self._context_menu: QMenu | None = None
        self._update_title()
        self.resize(1280, 800)

        self.scene = MapScene(parent=self)
        self.view = MapView(self.scene, self)
        self.view.setObjectName("mapView")
        self.setCentralWidget(self.view)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.view.viewport().setAcceptDrops(True)

        self._build_docks()
        self._build_status()
        self._build_menus()

        self.scene.hex_clicked.connect(self._on_hex_clicked)
        self.scene.hex_hovered.connect(self._on_hex_hovered)
        self.scene.hover_left.connect(self._on_hover_left)
        c = self.controller
        c.state_changed.connect(self.refresh)
        c.action_applied.connect(self._on_action_applied)
        c.history_reset.connect(self._on_history_reset)
        c.ai_thinking.connect(self._on_ai_thinking)
        c.game_over.connect(self._on_game_over)
        c.error.connect(self.show_error)
        c.autosave_failed.connect(self._on_autosave_failed)
        c.undo_changed.connect(self._on_undo_changed)
        c.modified_changed.connect(lambda _m: self._update_title())
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(
            lambda: self.thinking_label.setVisible(self.controller.thinking)
        )
        self.act_coords.setChecked(bool(getattr(self.settings, "show_coordinates", False)))
        self.act_anim.setChecked(bool(getattr(self.settings, "animations", True)))
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.refresh()

    # ================================================================== building
    def _build_docks(self) -> None:
        self.card_view = CardView(self.catalog)
        card_box = QWidget()
        lay = QVBoxLayout(card_box)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.card_view)
        self.actions_box = QWidget()
        self.actions_layout = QVBoxLayout(self.actions_box)
        self.actions_layout.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.actions_box)
        lay.addStretch(1)
        self.card_dock = self._dock(
            self.tr("Unit card"), "cardDock", card_box, Qt.DockWidgetArea.RightDockWidgetArea
        )

        self.assault_panel = AssaultPanel(self.controller)
        self.assault_dock = self._dock(
            self.tr("Assault"),
            "assaultDock",
            self.assault_panel,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.assault_panel.wants_attention.connect(self._show_assault)
        self.tabifyDockWidget(self.card_dock, self.assault_dock)
        self.card_dock.raise_()

        self.reserve_panel = ReservePanel()
        self.reserve_panel.unit_clicked.connect(self._on_reserve_clicked)
        self.reserve_panel.drag_started.connect(self._on_reserve_drag_started)
        self.reserve_panel.drag_finished.connect(self._on_reserve_drag_finished)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.reserve_panel)
        scroll.setMinimumWidth(270)
        self.armies_dock = self._dock(
            self.tr("Armies"), "armiesDock", scroll, Qt.DockWidgetArea.LeftDockWidgetArea
        )

        self.log_model = GameLogModel(self.controller, self)
        self.log_view = QTableView()
        self.log_view.setModel(self.log_model)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.verticalHeader().setVisible(False)
        self.log_view.verticalHeader().setDefaultSectionSize(22)
        header = self.log_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for col, width in enumerate((48, 130, 250, 330)):
            self.log_view.setColumnWidth(col, width)
        self.log_view.setAlternatingRowColors(True)
        self.log_dock = self._dock(
            self.tr("Game log"), "logDock", self.log_view, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.resizeDocks([self.log_dock], [170], Qt.Orientation.Vertical)
        self.resizeDocks([self.card_dock, self.armies_dock], [320, 280], Qt.Orientation.Horizontal)

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _build_status(self) -> None:
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLine")
        self.status_label.setStyleSheet("font-size: 13px; padding: 2px 6px;")
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hintLine")
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)  # card names, never markup
        self.hint_label.setStyleSheet("font-size: 13px; padding: 2px 6px; color: #ffd76a;")
        self.thinking_label = QLabel(self.tr("Computer is thinking…"))
        self.thinking_label.setStyleSheet("padding: 2px 8px; color: #9fd0ff;")
        self.thinking_label.hide()
        bar = self.statusBar()
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.hint_label)
        bar.addPermanentWidget(self.thinking_label)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], Any],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        if checkable:
            act.toggled.connect(lambda _on: slot())
        else:
            act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        K = QKeySequence.StandardKey
        self.act_new = self._action(game, self.tr("&New game…"), self.new_game_dialog, K.New)
        self.act_open = self._action(game, self.tr("&Open…"), self.open_game, K.Open)
        self.act_save = self._action(game, self.tr("&Save"), self.save_game, K.Save)
        self.act_save_as = self._action(game, self.tr("Save &as…"), self.save_game_as, K.SaveAs)
        self.act_resume = self._action(game, self.tr("&Resume last game"), self.resume, "Ctrl+R")
        game.addSeparator()
        self.act_armies = self._action(game, self.tr("&Army builder…"), self.army_builder, "Ctrl+B")
        self.act_replay = self._action(game, self.tr("Watch a &replay…"), self.open_replay,
                                       "Ctrl+Shift+O")
        self.act_replay_this = self._action(game, self.tr("Replay &this game"),
                                            self.replay_this_game)
        game.addSeparator()
        self.act_quit = self._action(game, self.tr("&Quit"), self.close, K.Quit)
        edit = bar.addMenu(self.tr("&Edit"))
        self.act_undo = self._action(edit, self.tr("&Undo"), self.undo, K.Undo)
        self.act_redo = self._action(edit, self.tr("&Redo"), self.redo, K.Redo)
        edit.addSeparator()
        self.act_prefs = self._action(edit, self.tr("&Preferences…"), self.preferences)
        self.act_prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_prefs.setShortcuts(
            QKeySequence.keyBindings(K.Preferences) or [QKeySequence("Ctrl+,")]
        )
        view = bar.addMenu(self.tr("&View"))
        self._action(view, self.tr("Zoom &in"), self.view.zoom_in, K.ZoomIn)
        self._action(view, self.tr("Zoom &out"), self.view.zoom_out, K.ZoomOut)
        self._action(view, self.tr("&Fit to window"), self.view.fit, "Ctrl+0")
        self.act_full = self._action(
            view, self.tr("F&ull screen"), self.toggle_full_screen, K.FullScreen, checkable=True
        )
        view.addSeparator()
        self.act_coords = self._action(
            view, self.tr("Show &coordinates"), self._toggle_coords, "Ctrl+K", checkable=True
        )
        self.act_anim = self._action(
            view, self.tr("&Animations"), self._toggle_anim, checkable=True
        )
        view.addSeparator()
        self._build_language_menu(view.addMenu(self.tr("&Language")))
        view.addSeparator()
        for dock in (self.card_dock, self.assault_dock, self.armies_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
        helpm = bar.addMenu(self.tr("&Help"))
        self._action(helpm, self.tr("&Rules reference"), self.show_rules, K.HelpContents)
        self._action(helpm, self.tr("&About Pocket Tactics"), self.show_about)

    def _build_language_menu(self, menu: QMenu) -> None:
        """Settings ▸ language: saved at once, used from the next start."""
        from PySide6.QtGui import QActionGroup

        group = QActionGroup(self)
        current = str(getattr(self.settings, "language", "system") or "system")
        choices = (
            ("system", self.tr("System language")),
            ("en", "English"),
            ("zh_CN", "简体中文"),
            ("zh_TW", "繁體中文"),
        )
        self.language_actions: dict[str, QAction] = {}
        for code, label in choices:
            act = QAction(label, self)
            act.setCheckable(True)
            act.setChecked(code == current)
            act.setData(code)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))
            group.addAction(act)
            menu.addAction(act)
            self.language_actions[code] = act

    @guarded
    def _set_language(self, code: str) -> None:
        if str(getattr(self.settings, "language", "system")) == code:
            return
        self._store_setting("language", code)
        self.statusBar().showMessage(
            self.tr("The language changes when you next start Pocket Tactics."), 8000
        )

    # ================================================================== game state → view
    def _game(self) -> Game | None:
        return self.controller.game if self.controller.has_game() else None

    @property
    def animation_speed(self) -> float:
        """The speed factor of every animation (settings.animation_speed; 1 = normal)."""
        speed = getattr(self.settings, "animation_speed", 1.0)
        return float(speed) if isinstance(speed, int | float) else 1.0

    @property
    def animations(self) -> bool:
        return self.act_anim.isChecked() and self.animation_speed > 0

    def refresh(self) -> None:
        g = self._game()
        self._odds_cache.clear()
        if g is None:
            self.scene.set_board([], [], {})
            self.status_label.setText(self.tr("No game yet: Game ▸ New game (Ctrl+N)."))
            self.card_view.set_card(None)
            self.reserve_panel.clear()
            self._refresh_undo()
            return
        self._validate_selection(g)
        units = [self._unit_view(g, u.id) for u in g.on_map()]
        if self._pending_move is not None:
            uid, start, _path = self._pending_move
            units = [
                UnitView(v.id, v.name, v.owner, start, v.off, v.def_, v.tooltip)
                if v.id == uid
                else v
                for v in units
            ]
        tiles = [describe.tile_view(g, h) for h in g.tiles]
        self.scene.set_board(tiles, units, dict(g.control))
        self.scene.set_ghost_tiles(g.tile_slots() if g.phase == "tiles" else [])
        if self._pending_move is not None:
            uid, _start, path = self._pending_move
            self._pending_move = None
            if self.scene.unit_item(uid) is not None:
                ms = self._ms_per_step()
                self.scene.animate_unit_move(uid, path, ms)
                self.controller.hold(ms * len(path) + 150)
        self.scene.set_selected(self.selected_unit)
        self._update_highlights()
        selectable = {
            a.unit for a in self.controller.legal_actions() if a.kind in ("deploy", "place_unit")
        }
        self.reserve_panel.refresh(g, self.controller.players, selectable, self.selected_reserve)
        self._refresh_card()
        self._refresh_status()
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.refresh()
        self._refresh_undo()

    def _ms_per_step(self) -> int:
        if not self.animations:
            return 0
        return int(220 / max(0.25, self.animation_speed))

    def _unit_view(self, g: Game, uid: str) -> UnitView:
        view: UnitView = describe.unit_view(g, uid)
        return view

    def _validate_selection(self, g: Game) -> None:
        if self.selected_unit is not None:
            u = g.units.get(self.selected_unit)
            if u is None or u.where != "map":
                self.selected_unit = None
        if self.selected_reserve is not None:
            u = g.units.get(self.selected_reserve)
            legal = self.controller.legal_actions()
            if (
                u is None
                or u.where != "reserve"
                or not any(a.unit == u.id and a.kind in ("deploy", "place_unit") for a in legal)
            ):
                self.selected_reserve = None
        if g.phase == "units" and self.selected_reserve is None:
            # R2.7 placement: preselect the first unit that may be placed.
            for a in self.controller.legal_actions():
                if a.kind == "place_unit":
                    self.selected_reserve = a.unit
                    break

    def own_selected_actions(self) -> list[Action]:
        """The legal turn actions of the selected map unit (empty if none or not yours)."""
        if self.selected_unit is None:
            return []
        return [
            a
            for a in self.controller.legal_actions()
            if a.unit == self.selected_unit and a.kind in ("move", "attack", "withdraw", "ability")
        ]

    def target_hexes(self) -> dict[Hex, tuple[str, Action]]:
        """What a click on each hex would do now."""
        g = self._game()
        out: dict[Hex, tuple[str, Action]] = {}
        if g is None:
            return out
        legal = self.controller.legal_actions()
        if g.pending is not None:
            return out
        if g.phase in ("tiles", "features"):
            for a in legal:
                if a.at is not None:
                    out[a.at] = ("place", a)
            return out
        if g.phase == "units":
            for a in legal:
                if a.unit == self.selected_reserve and a.at is not None:
                    out[a.at] = ("deploy", a)
            return out
        if self.selected_reserve is not None:
            for a in legal:
                if a.kind == "deploy" and a.unit == self.selected_reserve and a.at is not None:
                    out[a.at] = ("deploy", a)
        for a in self.own_selected_actions():
            if a.kind == "move":
                out[a.path[-1]] = ("move", a)
            elif a.kind == "attack":
                t = g.units[a.target]
                if t.at is not None:
                    out[t.at] = ("attack", a)
        return out

    def _update_highlights(self) -> None:
        g = self._game()
        if g is None:
            self.scene.set_highlights({})
            return
        targets = self.target_hexes()
        hl: dict[Hex, str] = {h: kind for h, (kind, _a) in targets.items()}
        if self.selected_unit is not None:
            u = g.units[self.selected_unit]
            if u.at is not None and u.at not in hl:
                hl[u.at] = "selected"
            focus = self.key_cursor or self.hovered
            if focus in targets and targets[focus][0] == "move":
                for h in targets[focus][1].path[:-1]:
                    hl[h] = "path"
        if self.key_cursor is not None and self.key_cursor not in hl:
            hl[self.key_cursor] = "hover"
        self.scene.set_highlights(hl)

    def _refresh_card(self) -> None:
        g = self._game()
        uid = self.selected_unit or self.selected_reserve
        if g is None or uid is None or uid not in g.units:
            if g is not None and self.hovered is not None and self.hovered in g.occ:
                uid = g.occ[self.hovered]
            else:
                self.card_view.set_card(None)
                self._refresh_unit_actions([])
                return
        u = g.units[uid]
        self.card_view.set_card(u.card, u.owner)
        if (self.selected_unit or self.selected_reserve) and g.pending is None:
            self.card_dock.raise_()
        self._refresh_unit_actions(
            [a for a in self.own_selected_actions() if a.kind in ("withdraw", "ability")]
        )

    def _refresh_unit_actions(self, actions: list[Action]) -> None:
        while self.actions_layout.count():
            item = self.actions_layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        g = self._game()
        if g is None:
            return
        groups: dict[tuple[str, str], list[Action]] = {}
        for a in actions:
            groups.setdefault((a.kind, a.ability), []).append(a)
        for (kind, _ability), acts in groups.items():
            if kind == "withdraw":
                text = self.tr("Withdraw to the reserve")
            else:
                text = fmt(self.tr("Use %1"), describe.ability_name(g, acts[0]))
            button = QPushButton(text)
            button.setObjectName(f"unitAction-{kind}")
            button.clicked.connect(
                lambda _=False, acts=acts, b=button: self._choose_and_apply(acts, b)
            )
            self.actions_layout.addWidget(button)

    @guarded
    def _choose_and_apply(self, actions: list[Action], button: QWidget) -> None:
        if len(actions) == 1:
            self.apply(actions[0])
            return
        g = self._game()
        assert g is not None
        menu = QMenu(self)
        for a in actions:
            if a.target:
                label = describe.unit_name(g, a.target)
            else:
                h = a.at
                kind = describe.tile_name(g.catalog, g.tiles[h].kind) if h in g.tiles else ""
                label = f"{kind} {describe.hex_text(h)}"
            act = menu.addAction(label)
            act.triggered.connect(lambda _=False, a=a: self.apply(a))
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))

    def _refresh_status(self) -> None:
        g = self._game()
        if g is None:
            return
        c = self.controller
        p = g.current_player()
        who = describe.player_name(p, c.players)
        human = c.is_human(p)
        tr = self.tr
        if g.is_over():
            if g.winner == "draw":
                text = fmt(tr("Game over: a draw — %1."),
                           describe.reason_text(g.win_reason, g.rules))
            else:
                text = (
                    fmt(tr("Game over: %1 wins — %2."),
                        describe.player_name(int(cast(int, g.winner)), c.players),
                        describe.reason_text(g.win_reason, g.rules))
                )
        elif not human:
            text = fmt(tr("%1 is deciding…"), who)
        elif g.pending is not None:
            d = g.decision() or {}
            if d.get("phase") == "bump":
                text = tr("%1: bump phase — click one of your dice to bump it, or Pass.")
            else:
                text = tr("%1: re-roll phase — click one of your dice to re-roll it, or Pass.")
            text = fmt(text, who)
        elif g.phase == "tiles":
            text = (
                fmt(tr("%1: place the drawn %2 next to the map (glowing outlines)."),
                    who, describe.tile_name(g.catalog, g.drawn))
            )
        elif g.phase == "features":
            text = (
                fmt(tr("%1: choose a highlighted tile for your home feature, %2 (R2.6)."),
                    who, describe.tile_name(g.catalog, g.home_features[p]))
            )
        elif g.phase == "units":
            text = fmt(tr(
                "%1: choose a unit in your reserve, then a highlighted tile by your home "
                "feature (R2.7)."
            ), who)
        else:
            text = (
                fmt(tr(
                    "Turn %1 · %2: move, attack, deploy or withdraw one unit — click a unit "
                    "to see what it can do."
                ), str(g.turn), who)
            )
        self.status_label.setText(text)

    def _refresh_undo(self) -> None:
        c = self.controller
        self._on_undo_changed(c.can_undo(), c.can_redo())
        has = c.has_game()
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self._update_title()

    def _on_undo_changed(self, can_undo: bool, can_redo: bool) -> None:
        """The undo stack drives Edit ▸ Undo/Redo: enabled state and "Undo Move" text."""
        c = self.controller
        self.act_undo.setEnabled(can_undo)
        self.act_redo.setEnabled(can_redo)
        undo, redo = c.undo_text(), c.redo_text()
        self.act_undo.setText(fmt(self.tr("&Undo %1"), undo) if undo
                              else self.tr("&Undo"))
        self.act_redo.setText(fmt(self.tr("&Redo %1"), redo) if redo
                              else self.tr("&Redo"))

    def _update_title(self) -> None:
        title = self.tr("Pocket Tactics")
        if self.save_path is not None:
            title = f"{self.save_path.name} — {title}"
        self.setWindowTitle(title + "[*]")
        self.setWindowModified(self.controller.is_modified())

    # ================================================================== controller events
    def _on_action_applied(self, entry: LogEntry) -> None:
        self.log_view.scrollToBottom()
        self.hint_label.setText("")
        for ev in entry.events:
            if ev["kind"] == EventKind.MOVED and self.animations:
                g = self._game()
                uid = ev["unit"]
                if g is not None and g.units[uid].where == "map":
                    path = [(h[0], h[1]) for h in ev["path"]]
                    start = ev["from"]
                    if path:
                        self._pending_move = (uid, (start[0], start[1]), path)
        if entry.action.kind in ("move", "deploy", "withdraw", "ability", "place_unit"):
            if not self.controller.human_to_decide():
                self.selected_unit = None
        self.assault_panel.on_entry(entry)

    def _on_history_reset(self) -> None:
        self.selected_unit = None
        self.selected_reserve = None
        self.key_cursor = None
        self.assault_panel.reset()

    def _on_ai_thinking(self, on: bool) -> None:
        if on:
            self._thinking_timer.start(500)
        else:
            self._thinking_timer.stop()
            self.thinking_label.hide()

    def _on_game_over(self, result: dict[str, Any]) -> None:
        from .end_dialog import EndGameDialog

        self.refresh()
        dlg = EndGameDialog(result, self)
        dlg.new_game.connect(self.new_game_dialog)
        dlg.rematch.connect(self.rematch)
        dlg.save.connect(self.save_game_as)
        self._end_dialog = dlg
        dlg.open()

    def _show_assault(self) -> None:
        self.assault_dock.show()
        self.assault_dock.raise_()

    def _on_autosave_failed(self, reason: str) -> None:
        self.show_error(
            fmt(self.tr("The game could not be saved automatically: %1\nSave it with "
                    "File \u25b8 Save as, or it will be lost when you quit."), reason))

    def show_load_problems(self, problems: list[str]) -> None:
        """Tell the player what was wrong in the files read at start (settings)."""
        if problems:
            self.show_error(self.tr("Some of your files could not be read:") + "\n"
                            + "\n".join(problems[:10]))

    def show_error(self, message: str) -> None:
        self.errors.append(message)
        log.warning("shown to the player: %s", message)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Pocket Tactics"),
            message,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ================================================================== input
    def apply(self, action: Action) -> bool:
        ok = self.controller.request(action)
        if ok and action.kind in ("move", "attack", "deploy", "withdraw", "ability"):
            self.selected_unit = None
            self.selected_reserve = None
            self.key_cursor = None
            self.refresh()
        return ok

    @guarded
    def _on_hex_clicked(self, q: int, r: int) -> None:
        self.click_hex((q, r))

    def click_hex(self, h: Hex) -> None:
        g = self._game()
        if g is None:
            return
        targets = self.target_hexes()
        if h in targets:
            self.apply(targets[h][1])
            return
        uid = g.occ.get(h)
        if uid is not None:
            u = g.units[uid]
            if (
                self.controller.human_to_decide()
                and u.owner == g.current_player()
                and g.phase == "play"
                and g.pending is None
            ):
                self.selected_unit = None if self.selected_unit == uid else uid
                self.selected_reserve = None
            else:
                self.selected_unit = None
                self._show_card_of(uid)
                self.refresh()
                self._show_card_of(uid)
                return
        else:
            self.selected_unit = None
        self.key_cursor = None
        self.refresh()

    def _show_card_of(self, uid: str) -> None:
        g = self._game()
        if g is not None and uid in g.units:
            u = g.units[uid]
            self.card_view.set_card(u.card, u.owner)

    @guarded
    def _on_reserve_clicked(self, uid: str) -> None:
        g = self._game()
        if g is None:
            return
        u = g.units[uid]
        selectable = {
            a.unit for a in self.controller.legal_actions() if a.kind in ("deploy", "place_unit")
        }
        if u.where == "reserve" and uid in selectable:
            self.selected_reserve = (
                None if (self.selected_reserve == uid and g.phase == "play") else uid
            )
            self.selected_unit = None
            self.refresh()
        else:
            self._show_card_of(uid)

    @guarded
    def _on_hex_hovered(self, q: int, r: int) -> None:
        self.hovered = (q, r)
        self._update_highlights()
        self.hint_label.setText(self._hint_for((q, r)))
        if self.selected_unit is None and self.selected_reserve is None:
            self._refresh_card()

    def _on_hover_left(self) -> None:
        self.hovered = None
        self.hint_label.setText("")
        self._update_highlights()

    def _hint_for(self, h: Hex) -> str:
        g = self._game()
        if g is None:
            return ""
        targets = self.target_hexes()
        if h in targets and targets[h][0] == "attack":
            a = targets[h][1]
            return self.odds_text(a.unit, a.target)
        if h in targets and targets[h][0] == "move":
            path = targets[h][1].path
            u = g.units[targets[h][1].unit]
            hazards = [p for p in path if g.hazard_of(u, p) is not None]
            if hazards:
                return fmt(self.tr("Move here (%1 step(s)); hazard on the way!"), len(path))
            return fmt(self.tr("Move here (%1 step(s))"), str(len(path)))
        if h in g.tiles:
            return describe.tile_label(g, h)
        return ""

    def odds_text(self, attacker: str, target: str) -> str:
        """'62% you defeat it · 18% it defeats you' (exact under the default policy)."""
        g = self._game()
        if g is None:
            return ""
        key = (len(self.controller.entries), attacker, target)
        if key in self._odds_cache:
            return self._odds_cache[key]
        from ..engine.odds import assault_odds

        try:
            o = assault_odds(g, attacker, target)
        except Exception as exc:  # noqa: BLE001 - a fault in a hint must not stop the game
            log.exception("exact odds of %s on %s failed", attacker, target)
            return fmt(self.tr("Odds unavailable: %1"), str(exc)[:200])
        win, lose = o.target_defeated, o.attacker_defeated
        text = (
            fmt(self.tr("%1% you defeat it · %2% it defeats you"),
                round(win * 100), round(lose * 100))
        )
        if o.approximate:  # too many re-rolls to follow exactly: capped, and said
            text = fmt(self.tr("about %1"), text)
        self._odds_cache[key] = text
        return text

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

    def drop_actions(self, uid: str) -> dict[Hex, Action]:
        """Where ``uid`` may be dropped now: hex → its deploy or place_unit action."""
        return {
            a.at: a
            for a in self.controller.legal_actions()
            if a.kind in ("deploy", "place_unit") and a.unit == uid and a.at is not None
        }

    def begin_unit_drag(self, uid: str, from_panel: bool = True) -> bool:
        """A reserve unit is being dragged: its legal tiles glow (False if it cannot go)."""
        if not self.drop_actions(uid):
            return False
        if self._drag_unit is None:
            self._drag_restore = (self.selected_unit, self.selected_reserve)
        self._drag_unit = uid
        self._drag_from_panel = from_panel
        self.selected_unit = None
        self.selected_reserve = uid
        self.key_cursor = None
        self._update_highlights()
        self._show_card_of(uid)
        return True

    def end_unit_drag(self, dropped: bool) -> None:
        if self._drag_unit is None:
            return
        self._drag_unit = None
        if not dropped:
            self.selected_unit, self.selected_reserve = self._drag_restore
            g = self._game()
            if g is not None:
                self._validate_selection(g)
            self._update_highlights()
            self._refresh_card()

    def handle_drag_move(self, event: QDragMoveEvent) -> bool:
        uid = self.unit_from_mime(event.mimeData())
        if uid is None:
            return False
        try:
            if self._drag_unit != uid and not self.begin_unit_drag(uid, from_panel=False):
                event.ignore()
                return True
            pos = event.position()
            self.scene.update_hover(self.view.mapToScene(pos.toPoint()))
            h = self._hex_at_view(pos)
            if event.type() == QEvent.Type.DragEnter or (
                h is not None and h in self.drop_actions(uid)
            ):
                # Enter is always accepted, or no move events would follow.
                event.setDropAction(Qt.DropAction.MoveAction)
                event.accept()
            else:
                event.ignore()
        except Exception as exc:  # noqa: BLE001 - as in every handler
            log.exception("drag handling failed")
            self.show_error(repr(exc))
        return True

    def handle_drag_leave(self) -> None:
        self.scene.clear_hover()
        if self._drag_unit is not None and not self._drag_from_panel:
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
        action = self.drop_actions(uid).get(h) if h is not None else None
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
        try:
            h = self._hex_at_view(QPointF(event.pos()))
            if h is None:
                return
            menu = self.context_menu_for(h)
            menu.popup(event.globalPos())
        except Exception as exc:  # noqa: BLE001
            log.exception("context menu failed")
            self.show_error(repr(exc))

    def _map_hex_of(self, g: Game, uid: str | None) -> Hex | None:
        u = g.units.get(uid) if uid else None
        return u.at if u is not None and u.where == "map" else None

    def context_actions(self, h: Hex) -> list[tuple[str, Action]]:
        """Labelled legal actions that concern hex ``h`` (from ``legal_actions()`` only)."""
        g = self._game()
        if g is None or g.pending is not None:
            return []
        out: list[tuple[str, Action]] = []
        moves: dict[str, list[Action]] = {}
        for a in self.controller.legal_actions():
            k = a.kind
            if k == "place_tile" and a.at == h:
                out.append((self.tr("Place the drawn tile here"), a))
            elif k == "place_feature" and a.at == h:
                out.append((self.tr("Place your home feature here"), a))
            elif k == "place_unit" and a.at == h:
                label = fmt(self.tr("Place %1 here"), describe.unit_name(g, a.unit))
                out.append((label, a))
            elif k == "deploy" and a.at == h:
                label = fmt(self.tr("Deploy %1 here"), describe.unit_name(g, a.unit))
                out.append((label, a))
            elif k == "move" and a.path and a.path[-1] == h:
                moves.setdefault(a.unit, []).append(a)
            elif k == "attack" and self._map_hex_of(g, a.target) == h:
                label = (
                    fmt(self.tr("Attack %1 with %2"),
                        describe.unit_name(g, a.target), describe.unit_name(g, a.unit))
                )
                out.append((label + " — " + self.odds_text(a.unit, a.target), a))
            elif k == "withdraw" and self._map_hex_of(g, a.unit) == h:
                label = fmt(self.tr("Withdraw %1 to the reserve"), describe.unit_name(g, a.unit))
                out.append((label, a))
            elif k == "ability" and h in (
                self._map_hex_of(g, a.unit), a.at, self._map_hex_of(g, a.target)
            ):
                label = (
                    fmt(self.tr("%1: use %2"),
                        describe.unit_name(g, a.unit), describe.ability_name(g, a))
                )
                if a.target:
                    label += " → " + describe.unit_name(g, a.target)
                elif a.at is not None and a.at != self._map_hex_of(g, a.unit):
                    label += " → " + describe.hex_text(a.at)
                out.append((label, a))
        moves_out = [
            (
                fmt(self.tr("Move %1 here"), describe.unit_name(g, uid)),
                self._safest_move(g, options),
            )
            for uid, options in moves.items()
        ]
        return moves_out + out

    @staticmethod
    def _safest_move(g: Game, options: list[Action]) -> Action:
        """Of several paths to one hex: the fewest hazards on the way, then the shortest."""
        unit = g.units[options[0].unit]
        return min(
            options,
            key=lambda m: (sum(1 for p in m.path if g.hazard_of(unit, p) is not None),
                           len(m.path)),
        )

    def context_menu_for(self, h: Hex) -> QMenu:
        """The right-click menu at ``h``; each entry requests its legal action."""
        menu = QMenu(self)
        menu.setObjectName("mapContextMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        items = self.context_actions(h)
        for label, action in items:
            act = menu.addAction(label)
            act.triggered.connect(lambda _=False, a=action: self._apply_from_menu(a))
        if not items:
            none = menu.addAction(self.tr("Nothing to do here"))
            none.setEnabled(False)
        self._context_menu = menu
        return menu

    @guarded
    def _apply_from_menu(self, action: Action) -> None:
        self.apply(action)

    def handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        try:
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
                if self.key_cursor is not None:
                    self.click_hex(self.key_cursor)
                return True
            if key == Qt.Key.Key_Escape:
                self.cancel()
                return True
        except Exception as exc:  # noqa: BLE001
            log.exception("key handling failed")
            self.show_error(repr(exc))
            return True
        return False

    def cancel(self) -> None:
        self.selected_unit = None
        self.selected_reserve = None
        self.key_cursor = None
        self.refresh()

    def cycle_units(self, step: int) -> None:
        g = self._game()
        if g is None or not self.controller.human_to_decide():
            return
        legal = self.controller.legal_actions()
        if g.phase != "play" or g.pending is not None:
            hexes = sorted({a.at for a in legal if a.at is not None}, key=lambda h: (h[1], h[0]))
            if hexes:
                i = hexes.index(self.key_cursor) if self.key_cursor in hexes else -1
                self.key_cursor = hexes[(i + step) % len(hexes)]
                self._update_highlights()
            return
        units = sorted({a.unit for a in legal if a.kind != "deploy"})
        if not units:
            return
        i = units.index(self.selected_unit) if self.selected_unit in units else -1
        self.selected_unit = units[(i + step) % len(units)]
        self.selected_reserve = None
        self.key_cursor = None
        self.refresh()

    def move_cursor(self, d: tuple[int, int]) -> None:
        targets = list(self.target_hexes())
        if not targets:
            return
        g = self._game()
        assert g is not None
        origin: Hex | None = self.key_cursor
        if origin is None and self.selected_unit is not None:
            origin = g.units[self.selected_unit].at
        if origin is None:
            self.key_cursor = sorted(targets, key=lambda h: (h[1], h[0]))[0]
            self._update_highlights()
            return
        ox, oy = hex_to_pixel(origin, 1.0)
        best: tuple[float, Hex] | None = None
        for h in targets:
            if h == origin:
                continue
            x, y = hex_to_pixel(h, 1.0)
            dx, dy = x - ox, y - oy
            along = dx * d[0] + dy * d[1]
            if along <= 0.1:
                continue
            across = abs(dx * d[1] - dy * d[0])
            score = math.hypot(dx, dy) + across * 1.5
            if best is None or score < best[0]:
                best = (score, h)
        if best is not None:
            self.key_cursor = best[1]
            self.hint_label.setText(self._hint_for(best[1]))
            self.scene.update_hover(QPointF(self.scene.hex_center(best[1])))
            self._update_highlights()

    # ================================================================== menu commands
    # ---- leaving an unsaved game (settings.confirm_actions)
    def confirmations_on(self) -> bool:
        return bool(getattr(self.settings, "confirm_actions", False))

    def _kept_by_autosave(self) -> bool:
        return self.controller.kept_by_autosave()

    def needs_confirmation(self, *, kept_by_autosave: bool = False) -> bool:
        """Leaving now would lose unsaved progress and the player wants to be asked.

        When the autosave failed the game is saved nowhere: Quit asks even if the
        player turned confirmations off.
        """
        c = self.controller
        if not c.is_modified():
            return False
        if kept_by_autosave and c.autosave and c.setup is not None and not c.kept_by_autosave():
            return True
        return self.confirmations_on() and not (kept_by_autosave and self._kept_by_autosave())

    def confirm_leave(
        self,
        question: str,
        go_text: str,
        then: Callable[[], Any],
        *,
        kept_by_autosave: bool = False,
    ) -> bool:
        """Run ``then`` now (True), or ask first when a game in progress is not saved.

        ``kept_by_autosave``: nothing is lost when the autosave keeps the game (Quit).
        The question is a window-modal box; ``then`` runs if the player saves or goes on.
        """
        c = self.controller
        if not self.needs_confirmation(kept_by_autosave=kept_by_autosave):
            then()
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Pocket Tactics"),
            self.tr("The game in progress is not saved."),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("confirmLeave")
        box.setInformativeText(question)
        save = (
            box.addButton(self.tr("Save first"), QMessageBox.ButtonRole.AcceptRole)
            if c.setup is not None
            else None
        )
        go = box.addButton(go_text, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)

        def done(_result: int) -> None:
            clicked = box.clickedButton()
            self._confirm_box = None
            if save is not None and clicked is save:
                if self.save_game():
                    then()
            elif clicked is go:
                then()

        box.finished.connect(done)
        self._confirm_box = box
        box.open()
        return False

    @guarded
    def new_game_dialog(self, chosen: Any = None) -> None:
        self.confirm_leave(
            self.tr("Start a new game anyway? This game will be lost."),
            self.tr("New game"),
            lambda: self._open_new_game_dialog(chosen),
        )

    @guarded
    def _open_new_game_dialog(self, chosen: Any = None) -> None:
        from .army_builder import load_saved_armies
        from .new_game_dialog import NewGameDialog

        dlg = NewGameDialog(
            self.catalog,
            self,
            default_difficulty=str(getattr(self.settings, "default_difficulty", "normal")),
            saved=load_saved_armies(self.catalog),
            chosen=chosen,
        )
        dlg.accepted_config.connect(self.start_game)
        self._new_dialog = dlg
        dlg.open()

    @guarded
    def army_builder(self) -> None:
        """Compose and keep armies; "Use army" goes on to a new game with it."""
        from .army_builder import ArmyBuilderDialog

        dlg = ArmyBuilderDialog(self.catalog, self)
        dlg.cards_reloaded.connect(self._cards_reloaded)
        dlg.army_chosen.connect(self.new_game_dialog)
        self._army_dialog = dlg
        dlg.open()

    @guarded
    def open_replay(self) -> None:
        """Step through any saved or finished game; the game in progress stays open."""
        from ..storage import paths
        from .replay_window import ReplayWindow

        start = str(paths.saves_dir()) if paths.saves_dir().is_dir() else str(Path.home())
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Watch a replay"), start, self.tr("Pocket Tactics saves (*.json)")
        )
        if name:
            self._replay_window = ReplayWindow.open_file(Path(name), self.catalog, self)

    @guarded
    def replay_this_game(self) -> None:
        from .replay_window import ReplayWindow

        if self.controller.setup is None:
            self.show_error(self.tr("A game started from a position has no replay."))
            return
        win = ReplayWindow.from_save(self.controller.to_save(), self.catalog, self)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.show()
        self._replay_window = win

    def _cards_reloaded(self, catalog: Catalog) -> None:
        # New games use the reloaded cards; a game in progress keeps the ones it began with.
        self.catalog = catalog
        self.controller.catalog = catalog

    @guarded
    def start_game(self, setup: GameSetup, players: tuple[str, str], difficulty: str) -> None:
        self._last_setup = (setup, players, difficulty)
        self.save_path = None
        self.controller.new_game(setup, players, difficulty)
        self.view.fit()

    @guarded
    def rematch(self) -> None:
        if self._last_setup is None and self.controller.setup is not None:
            self._last_setup = (
                self.controller.setup,
                self.controller.players,
                self.controller.difficulty,
            )
        if self._last_setup is None:
            self.new_game_dialog()
            return
        setup, players, difficulty = self._last_setup
        new = GameSetup.from_json({**setup.to_json(), "seed": random.randrange(1, 10**9)})
        self.start_game(new, players, difficulty)

    @guarded
    def open_game(self) -> None:
        self.confirm_leave(
            self.tr("Open another game anyway? This game will be lost."),
            self.tr("Open another"),
            self._choose_and_open,
        )

    @guarded
    def _choose_and_open(self) -> None:
        from ..storage import paths

        start = str(paths.saves_dir()) if paths.saves_dir().is_dir() else str(Path.home())
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), start, self.tr("Pocket Tactics saves (*.json)")
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> None:
        from ..storage.errors import StorageError
        from ..storage.saves import load_save

        try:
            save = load_save(path)
            self.controller.load_save(save)
        except (StorageError, ValueError) as exc:
            self.show_error(
                fmt(self.tr("Cannot open %1: %2"), str(path), str(exc))
            )
            return
        self.save_path = path
        self._update_title()
        self.view.fit()

    @guarded
    def save_game(self) -> bool:
        if self.save_path is None:
            return bool(self.save_game_as())
        return self._write(self.save_path)

    @guarded
    def save_game_as(self) -> bool:
        if not self.controller.has_game():
            return False
        from ..storage import paths

        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(folder / "game.json"),
            self.tr("Pocket Tactics saves (*.json)"),
        )
        if name:
            path = Path(name if name.endswith(".json") else name + ".json")
            return self._write(path)
        return False

    def _write(self, path: Path) -> bool:
        from ..storage.errors import StorageError
        from ..storage.saves import write_save

        try:
            write_save(path, self.controller.to_save())
        except (StorageError, ValueError) as exc:
            self.show_error(str(exc))
            return False
        self.save_path = path
        self.controller.mark_saved()
        self._update_title()
        self.statusBar().showMessage(fmt(self.tr("Saved to %1"), str(path)), 4000)
        return True

    @guarded
    def resume(self) -> bool:
        from ..storage.saves import find_resumable

        problems: list[str] = []
        save = find_resumable(problems=problems)
        if save is None:
            if problems:
                self.show_error("\n".join(problems))
            else:
                self.statusBar().showMessage(
                    self.tr("There is no unfinished game to resume."), 4000
                )
            return False
        try:
            self.controller.load_save(save, saved=False)  # the autosave: no file of the player's
        except ValueError as exc:
            self.show_error(fmt(self.tr("The last game cannot be resumed: %1"), str(exc)))
            return False
        self.save_path = None
        self._update_title()
        self.view.fit()
        return True

    @guarded
    def undo(self) -> None:
        self.controller.undo()

    @guarded
    def redo(self) -> None:
        self.controller.redo()

    def toggle_full_screen(self) -> None:
        if self.act_full.isChecked():
            self.showFullScreen()
        else:
            self.showNormal()

    def _toggle_coords(self) -> None:
        on = self.act_coords.isChecked()
        self.scene.show_coordinates(on)
        self._store_setting("show_coordinates", on)

    def _toggle_anim(self) -> None:
        on = self.act_anim.isChecked()
        if on and self.settings is not None and self.animation_speed <= 0:
            self._store_setting("animation_speed", 1.0)  # speed 0 meant off: back to normal
        self._store_setting("animations", on)
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed

    def _store_setting(self, name: str, value: object, *, quiet: bool = False) -> None:
        if self.settings is None or not hasattr(self.settings, name):
            return
        if getattr(self.settings, name) == value:
            return
        setattr(self.settings, name, value)
        try:
            from ..storage.settings import save_settings

            save_settings(self.settings)
        except Exception as exc:  # noqa: BLE001 - the setting still applies to this session
            log.warning("could not save settings", exc_info=True)
            if not quiet:
                self.show_error(
                    fmt(self.tr("The preferences could not be saved (%1). They apply until you "
                            "quit."), str(exc))
                )

    @guarded
    def preferences(self) -> None:
        """Edit ▸ Preferences…: a dialog over a copy of the settings; OK saves them."""
        from ..storage.settings import Settings
        from .settings_dialog import SettingsDialog

        current = self.settings if isinstance(self.settings, Settings) else Settings()
        dlg = SettingsDialog(current, self, persist=self.settings is not None)
        dlg.applied.connect(self.apply_settings)
        self._settings_dialog = dlg
        dlg.open()

    @guarded
    def apply_settings(self, new: Any) -> None:
        """Use settings just saved (or kept for this session) from the dialog."""
        old_language = str(getattr(self.settings, "language", "system"))
        self.settings = new
        self.act_anim.setChecked(bool(new.animations))  # same value: nothing saved again
        self.act_coords.setChecked(bool(new.show_coordinates))
        for code, act in self.language_actions.items():
            act.setChecked(code == new.language)
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        if str(new.language) != old_language:
            self.statusBar().showMessage(
                self.tr("The language changes when you next start Pocket Tactics."), 8000
            )

    def show_rules(self) -> None:
        from .rules_dialog import RulesDialog

        dlg = RulesDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Pocket Tactics"),
            self.tr(
                "<h3>Pocket Tactics</h3><p>A digital version of Pocket Tactics (4th edition), the "
                "free 3D-printable hex skirmish game.</p><p>Every rule is enforced by the rules "
                "engine; the computer opponent plays by the same rules.</p>"
            ),
        )

    def start(self) -> None:
        """After the window is shown: resume an unfinished game, or offer a new one."""
        from ..storage.saves import find_resumable

        self.show_load_problems(self.load_problems)
        self.load_problems = []
        try:
            save = find_resumable()
        except Exception:  # noqa: BLE001
            save = None
        if save is not None and self.resume():
            self.statusBar().showMessage(self.tr("Resumed your last game."), 5000)
            return
        self.new_game_dialog()

    def restore_geometry(self) -> None:
        """Put the window where the player left it (settings.window_geometry)."""
        data = str(getattr(self.settings, "window_geometry", "") or "")
        if data:
            import base64

            from PySide6.QtCore import QByteArray

            self.restoreGeometry(QByteArray(base64.b64decode(data)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_confirmed and self.needs_confirmation(kept_by_autosave=True):
            event.ignore()
            self.confirm_leave(
                self.tr("Quit anyway? This game will be lost."),
                self.tr("Quit"),
                self._close_now,
                kept_by_autosave=True,
            )
            return
        self._close_confirmed = False
        self.controller.set_paused(True)
        self.controller.wait_idle(3000)
        if self.settings is not None and hasattr(self.settings, "window_geometry"):
            import base64

            geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
            self._store_setting("window_geometry", geometry, quiet=True)
        super().closeEvent(event)

    def _close_now(self) -> None:
        self._close_confirmed = True
        self.close()


def _load_settings_and_problems() -> tuple[Any, list[str]]:
    try:
        from ..storage.settings import load_settings

        settings, problems = load_settings()
        for p in problems:
            log.warning("settings: %s", p)
        return settings, problems
    except Exception:  # noqa: BLE001
        log.warning("settings unavailable", exc_info=True)
        return None, []


__all__ = ["COMPUTER", "HUMAN", "MainWindow"]
