"""The main window: the map in the centre, docks around it, menus and the status line.

The window never changes the game: it reads ``controller.game`` to draw, turns
clicks into legal actions taken from ``controller.legal_actions()`` and sends them
with ``controller.request``. Everything it offers is therefore legal.

It is a view: what is selected, hovered or dragged and what a click there would do
are kept and answered by a Qt-free :class:`~..controller.interaction.Interaction`
(``self.interaction``); Game ▸ New, Open, Save, Resume and the replays are
:class:`~.file_commands.FileCommands` (``self.files``); every handler runs inside the
one error guard of :mod:`.guard`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast, get_args

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
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..controller.game_controller import COMPUTER, HUMAN, GameController, LogEntry
from ..controller.interaction import Interaction, Target
from ..engine.actions import Action
from ..engine.cards import Catalog
from ..engine.game import Game
from ..engine.hexgrid import Hex, hex_distance
from ..engine.kinds import ActionKind, EventKind, Location, Phase
from ..storage.settings import Difficulty, Language, Settings
from ..textfmt import fmt
from . import ability_words, describe
from .advice import HintView
from .assault_panel import AssaultPanel
from .card_view import CardView
from .file_commands import FileCommands
from .guard import error_guard, guarded
from .hexmap import MapScene, MapView, UnitView, hex_to_pixel
from .log_model import GameLogModel
from .reserve_panel import UNIT_MIME, ReservePanel

log = logging.getLogger(__name__)

#: What the window goes by when it has no settings (they could not be read, or a
#: screenshot run leaves the player's alone): the defaults, asking no questions.
NO_SETTINGS = Settings(confirm_actions=False)


class MainWindow(QMainWindow):
    """The Pocket Tactics window."""

    new_game_requested = Signal()

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``settings`` None: read them from the settings file (None if they cannot be
        read). ``self.settings`` None afterwards: nothing is saved (``NO_SETTINGS``)."""
        super().__init__(parent)
        self.controller = controller if controller is not None else GameController(parent=self)
        self.catalog = self.controller.catalog
        #: Problems found while loading the settings, shown once when the window starts.
        self.load_problems: list[str] = []
        if settings is None:
            settings, self.load_problems = _load_settings_and_problems()
        self.settings: Settings | None = settings
        self.errors: list[str] = []
        self.interaction = Interaction(self.controller)
        self.files = FileCommands(self)
        self._odds_cache: dict[tuple[int, str, str], str] = {}
        self._pending_move: tuple[str, Hex, list[Hex]] | None = None
        #: The computer's last move, deploy or withdrawal: the hexes it went through,
        #: lit until the player acts (issue 13); a withdrawing unit is drawn until its
        #: token reaches the feature.
        self._ai_trail: dict[Hex, str] = {}
        self._leaving: set[str] = set()
        self._end_dialog: QWidget | None = None
        self._close_confirmed = False
        self._context_menu: QMenu | None = None
        self.update_title()
        self.resize(1280, 800)

        self.scene = MapScene(parent=self)
        self.view = MapView(self.scene, self)
        self.view.setObjectName("mapView")
        self.setCentralWidget(self.view)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.view.viewport().setAcceptDrops(True)
        # The odds of a hovered target (or a move's hazard) next to the pointer (issue 13).
        self.cursor_hint = QLabel(self.view.viewport())
        self.cursor_hint.setObjectName("cursorHint")
        self.cursor_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.cursor_hint.setWordWrap(True)
        self.cursor_hint.setMaximumWidth(320)
        self.cursor_hint.setStyleSheet(
            "background: rgba(20, 24, 32, 225); color: #ffd76a; border: 1px solid #ffd76a;"
            " border-radius: 6px; padding: 4px 6px; font-size: 13px;"
        )
        self.cursor_hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.cursor_hint.hide()

        self._build_docks()
        self._build_status()
        self.hints = HintView(self)  # Game ▸ Hint (issue 17)
        self._build_menus()

        self.scene.hex_clicked.connect(self._on_hex_clicked)
        self.scene.hex_hovered.connect(self._on_hex_hovered)
        self.scene.hover_left.connect(self._on_hover_left)
        self.scene.unit_move_finished.connect(self._on_unit_move_finished)
        c = self.controller
        c.state_changed.connect(self.refresh)
        c.action_applied.connect(self._on_action_applied)
        c.history_reset.connect(self._on_history_reset)
        c.ai_thinking.connect(self._on_ai_thinking)
        c.game_over.connect(self._on_game_over)
        c.error.connect(self.show_error)
        c.autosave_failed.connect(self._on_autosave_failed)
        c.undo_changed.connect(self._on_undo_changed)
        c.modified_changed.connect(lambda _m: self.update_title())
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(
            lambda: self.thinking_label.setVisible(self.controller.thinking)
        )
        self.act_coords.setChecked(self.prefs.show_coordinates)
        self.act_anim.setChecked(self.prefs.animations)
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results
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

        # One row per action with its outcome; an assault's bumps, re-rolls and passes
        # folded under it (expand the row to see them; issue 13).
        self.log_model = GameLogModel(self.controller, self, fold=True)
        # A result in the log waits for the dice animation, like the panel (issue 13).
        self.assault_panel.revealed.connect(self.log_model.reveal)
        self.log_view = QTreeView()
        self.log_view.setModel(self.log_model)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setUniformRowHeights(True)
        self.log_view.setRootIsDecorated(True)
        header = self.log_view.header()
        # every column as wide as its text (the Dice column takes the rest); the Turn
        # column keeps room for the fold arrow
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(72)
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
        from .turn_clock_view import TurnClockView  # the R11.3 clock, always in view

        self.turn_clock = TurnClockView(self.controller)
        bar.addPermanentWidget(self.turn_clock)

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
        files = self.files
        self.act_new = self._action(game, self.tr("&New game…"), files.new_game_dialog, K.New)
        self.act_open = self._action(game, self.tr("&Open…"), files.open_game, K.Open)
        self.act_save = self._action(game, self.tr("&Save"), files.save_game, K.Save)
        self.act_save_as = self._action(game, self.tr("Sa&ve as…"), files.save_game_as, K.SaveAs)
        self.act_resume = self._action(game, self.tr("&Resume last game"), files.resume, "Ctrl+R")
        self.act_hint = self._action(game, self.tr("&Hint"), self.hints.request, "Ctrl+H")
        self.hints.sync_enabled()
        game.addSeparator()
        self.act_armies = self._action(game, self.tr("&Army builder…"), self.army_builder, "Ctrl+B")
        self.act_replay = self._action(game, self.tr("Watch a re&play…"), files.open_replay,
                                       "Ctrl+Shift+O")
        self.act_replay_this = self._action(game, self.tr("Replay &this game"),
                                            files.replay_this_game)
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
        current = self.prefs.language
        choices: tuple[tuple[Language, str], ...] = (
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
    def _set_language(self, code: Language) -> None:
        if self.prefs.language == code:
            return
        if self.settings is not None:
            self._store_settings(replace(self.settings, language=code))
        self.offer_restart()

    def offer_restart(self) -> None:
        """A new language takes a restart: offer it now (the game is kept by the
        autosave, or asked about as on Quit); "Later" keeps it for the next start."""
        self.statusBar().showMessage(
            self.tr("The language changes when you next start Pocket Tactics."), 8000
        )
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Language"))
        box.setText(self.tr("The new language applies after a restart. Restart Pocket Tactics "
                            "now?"))
        now = box.addButton(self.tr("Restart now"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.setObjectName("restartBox")
        self.restart_box = box
        box.buttonClicked.connect(lambda b: self.restart_now() if b is now else None)
        box.open()

    def restart_now(self) -> bool:
        """Close (asking about an unsaved game as Quit does) and start again."""
        import sys

        from PySide6.QtCore import QProcess

        if not self.close():
            return False
        if getattr(sys, "frozen", False):
            QProcess.startDetached(sys.executable, sys.argv[1:])
        else:
            QProcess.startDetached(sys.executable, ["-m", "pocket_tactics_app", *sys.argv[1:]])
        return True

    # ================================================================== game state → view
    def _game(self) -> Game | None:
        return self.interaction.game()

    @property
    def prefs(self) -> Settings:
        """The settings in force: the player's, or ``NO_SETTINGS`` when there are none."""
        return self.settings if self.settings is not None else NO_SETTINGS

    @property
    def animation_speed(self) -> float:
        """The speed factor of every animation (settings.animation_speed; 1 = normal)."""
        return float(self.prefs.animation_speed)

    @property
    def animations(self) -> bool:
        return self.act_anim.isChecked() and self.animation_speed > 0

    # What is selected and where the keyboard cursor is (kept by self.interaction).
    @property
    def selected_unit(self) -> str | None:
        return self.interaction.selected_unit

    @property
    def selected_reserve(self) -> str | None:
        return self.interaction.selected_reserve

    @property
    def key_cursor(self) -> Hex | None:
        return self.interaction.key_cursor

    def target_hexes(self) -> dict[Hex, Target]:
        """What a click on each hex would do now."""
        return self.interaction.target_hexes()

    def refresh(self) -> None:
        g = self._game()
        self._odds_cache.clear()
        self.clear_hints()
        if g is None:
            self.scene.set_board([], [], {})
            self.status_label.setText(self.tr("No game yet: Game ▸ New game (Ctrl+N)."))
            self.card_view.set_card(None)
            self.reserve_panel.clear()
            self._refresh_undo()
            return
        ia = self.interaction
        ia.validate()
        units = [describe.unit_view(g, u.id) for u in g.on_map()]
        if self._pending_move is not None and self._pending_move[0] in self._leaving:
            uid, start, _path = self._pending_move
            units.append(describe.unit_view(g, uid, at=start))
        if self._pending_move is not None:
            uid, start, _path = self._pending_move
            units = [
                UnitView(v.id, v.name, v.owner, start, v.off, v.def_, v.tooltip)
                if v.id == uid
                else v
                for v in units
            ]
        tiles = [describe.tile_view(g, h) for h in g.tiles]
        drafting = g.phase == Phase.TILES
        self.view.set_draft_room(g.central if drafting else None, len(g.tiles) + len(g.bag))
        self.scene.set_board(tiles, units, dict(g.control))
        self.scene.set_ghost_tiles(g.tile_slots() if g.phase == Phase.TILES else [])
        if self._pending_move is not None:
            uid, _start, path = self._pending_move
            self._pending_move = None
            if self.scene.unit_item(uid) is not None:
                ms = self._ms_per_step()
                self.scene.animate_unit_move(uid, path, ms)
                self.controller.hold(ms * len(path) + 150)
        self.scene.set_selected(ia.selected_unit)
        self._update_highlights()
        self.reserve_panel.refresh(g, self.controller.players, ia.selectable_reserve(),
                                   ia.selected_reserve)
        self._refresh_card()
        self._refresh_status()
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results
        self.assault_panel.refresh()
        self.log_model.veil = self.animations  # the next results wait for their dice
        if not self.animations:
            self.log_model.reveal()
        self._refresh_undo()

    def _on_unit_move_finished(self, uid: str) -> None:
        if uid in self._leaving:  # a withdrawn unit's token has reached the feature
            self._leaving.discard(uid)
            self.refresh()

    def _ms_per_step(self) -> int:
        if not self.animations:
            return 0
        return int(220 / max(0.25, self.animation_speed))

    def _update_highlights(self) -> None:
        # Game ▸ Hint's action over the computer's trail, under the player's selection
        hl = {**self.hints.highlights(), **self.interaction.highlights(self.target_hexes())}
        if self._ai_trail and not self.interaction.has_selection():
            hl = {**self._ai_trail, **hl}
        self.scene.set_highlights(hl)

    def _refresh_card(self) -> None:
        g = self._game()
        uid = self.interaction.card_unit()
        if g is None or uid is None:
            self.card_view.set_card(None)
            self._refresh_unit_actions([])
            return
        u = g.units[uid]
        self.card_view.set_card(u.card, u.owner)
        if self.interaction.has_selection() and g.pending is None:
            self.card_dock.raise_()
        self._refresh_unit_actions(self.interaction.card_actions())

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
            button = QPushButton(ability_words.button_text(g, acts[0]))
            button.setObjectName(f"unitAction-{kind}")
            button.clicked.connect(
                lambda _=False, acts=acts, b=button: self._choose_and_apply(acts, b)
            )
            self.actions_layout.addWidget(button)
        uid = self.interaction.selected_unit  # its abilities that cannot be used now say why
        for why in ability_words.unusable(g, g.units[uid], actions) if uid in g.units else []:
            note = QLabel(why)
            note.setWordWrap(True)
            self.actions_layout.addWidget(note)

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
        if g is not None:
            c = self.controller
            self.status_label.setText(
                describe.status_line(g, c.players, c.is_human(g.current_player())))

    def _refresh_undo(self) -> None:
        c = self.controller
        self._on_undo_changed(c.can_undo(), c.can_redo())
        has = c.has_game()
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self.update_title()

    def _on_undo_changed(self, can_undo: bool, can_redo: bool) -> None:
        """The undo stack drives Edit ▸ Undo/Redo: enabled state and "Undo Move" text."""
        c = self.controller
        self.act_undo.setEnabled(can_undo)
        self.act_redo.setEnabled(can_redo)
        undo, redo = c.undo_text(), c.redo_text()
        self.act_undo.setText(fmt(self.tr("&Undo %1"), undo) if undo else self.tr("&Undo"))
        self.act_redo.setText(fmt(self.tr("&Redo %1"), redo) if redo else self.tr("&Redo"))

    def update_title(self) -> None:
        """The saved file's name (if any), and the modified mark when it is not saved."""
        title = self.tr("Pocket Tactics")
        path = self.files.save_path
        if path is not None:
            title = f"{path.name} — {title}"
        self.setWindowTitle(title + "[*]")
        self.setWindowModified(self.controller.is_modified())

    # ================================================================== controller events
    def _on_action_applied(self, entry: LogEntry) -> None:
        self.log_view.scrollToBottom()
        self.clear_hints()
        if not entry.by_ai:
            self._ai_trail = {}
        g = self._game()
        for ev in entry.events:
            if g is None:
                break
            if ev["kind"] == EventKind.MOVED:
                uid = ev["unit"]
                path = [(h[0], h[1]) for h in ev["path"]]
                start = (ev["from"][0], ev["from"][1])
                if entry.by_ai and path:
                    self._set_trail([start, *path])
                if self.animations and g.units[uid].where == Location.MAP and path:
                    self._pending_move = (uid, start, path)
            elif ev["kind"] == EventKind.DEPLOYED and entry.by_ai:
                # From the feature it is deployed next to (R9.1), one short step.
                at = (ev["at"][0], ev["at"][1])
                near = [f for f in g.features() if g.control.get(f) == entry.player
                        and hex_distance(f, at) == 1]
                self._set_trail([at])
                if self.animations and near:
                    self._pending_move = (ev["unit"], near[0], [at])
            elif ev["kind"] == EventKind.WITHDRAWN and entry.by_ai:
                feature = (ev["feature"][0], ev["feature"][1])
                was = self.scene.unit_item(ev["unit"])
                was_at = was.unit().at if was is not None else None
                self._set_trail(([was_at] if was_at is not None else []) + [feature])
                if self.animations and was_at is not None and was_at != feature:
                    self._leaving.add(ev["unit"])
                    self._pending_move = (ev["unit"], was_at, [feature])
        self.interaction.applied(entry.action)
        self.assault_panel.on_entry(entry)

    def _remember_difficulty(self) -> None:
        """The computer's level of the last game begun or opened is the next default
        (settings.default_difficulty; issue 13)."""
        c = self.controller
        if self.settings is None or not c.has_game() or not c.vs_computer():
            return
        level = c.difficulty
        if level in get_args(Difficulty) and level != self.settings.default_difficulty:
            self._store_settings(
                replace(self.settings, default_difficulty=cast(Difficulty, level)), quiet=True
            )

    def _set_trail(self, hexes: list[Hex]) -> None:
        """Light the hexes of the computer's action: its path, and where it ended."""
        self._ai_trail = {h: "path" for h in hexes[:-1]}
        if hexes:
            self._ai_trail[hexes[-1]] = "selected"

    def _on_history_reset(self) -> None:
        QTimer.singleShot(0, self.log_view.scrollToBottom)  # a loaded game: its latest row
        self._remember_difficulty()
        self._ai_trail = {}
        self._leaving.clear()
        self.interaction.clear()
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
        dlg = EndGameDialog(result, self, self.controller.advisor.series_job())
        dlg.new_game.connect(self.files.new_game_dialog)
        dlg.rematch.connect(self.files.rematch)
        dlg.save.connect(self.files.save_game_as)
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
        self._update_highlights()
        self._show_hints((q, r))
        if not self.interaction.has_selection():
            self._refresh_card()

    def _on_hover_left(self) -> None:
        self.interaction.hovered = None
        self.clear_hints()
        self._update_highlights()

    def clear_hints(self) -> None:
        """No stale odds: the status hint and the one at the pointer go (issue 13)."""
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
            return describe.odds_unavailable(str(exc)[:200])
        # Too many re-rolls to follow exactly: capped, and said ("about").
        text = describe.odds_line(o.target_defeated, o.attacker_defeated, bool(o.approximate))
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

    def begin_unit_drag(self, uid: str, from_panel: bool = True) -> bool:
        """A reserve unit is being dragged: its legal tiles glow (False if it cannot go)."""
        if not self.interaction.begin_drag(uid, from_panel):
            return False
        self._update_highlights()
        self._show_card_of(uid)
        return True

    def end_unit_drag(self, dropped: bool) -> None:
        if self.interaction.end_drag(dropped):
            self._update_highlights()
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
            label = describe.menu_label(g, a, self.interaction.map_hex_of(a.unit))
            if a.kind == ActionKind.ATTACK:
                label += " — " + self.odds_text(a.unit, a.target)
            out.append((label, a))
        return out

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
        self.clear_hints()  # the odds shown were for the last selection (issue 13)
        changed = self.interaction.cycle(step)
        if changed == "cursor":
            self._update_highlights()
        elif changed == "unit":
            self.refresh()

    def move_cursor(self, d: tuple[int, int]) -> None:
        moved = self.interaction.move_cursor(d, lambda h: hex_to_pixel(h, 1.0))
        cursor = self.interaction.key_cursor
        if moved == "stepped" and cursor is not None:
            self._show_hints(cursor)
            self.scene.update_hover(QPointF(self.scene.hex_center(cursor)))
        if moved is not None:
            self._update_highlights()

    # ================================================================== menu commands
    @guarded
    def army_builder(self) -> None:
        """Compose and keep armies; "Use army" goes on to a new game with it."""
        from .army_builder import ArmyBuilderDialog

        dlg = ArmyBuilderDialog(self.catalog, self)
        dlg.cards_reloaded.connect(self._cards_reloaded)
        dlg.army_chosen.connect(self.files.new_game_dialog)
        self._army_dialog = dlg
        dlg.open()

    def _cards_reloaded(self, catalog: Catalog) -> None:
        # New games use the reloaded cards; a game in progress keeps the ones it began with.
        self.catalog = catalog
        self.controller.catalog = catalog

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
        if self.settings is not None:
            self._store_settings(replace(self.settings, show_coordinates=on))

    def _toggle_anim(self) -> None:
        on = self.act_anim.isChecked()
        s = self.settings
        if s is not None:
            # Animation speed 0 meant off: turned on again, back to normal speed.
            speed = 1.0 if on and s.animation_speed <= 0 else s.animation_speed
            self._store_settings(replace(s, animations=on, animation_speed=speed))
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results

    def store_settings(self, new: Settings, *, quiet: bool = False) -> None:
        """Use and save ``new`` settings (see ``_store_settings``)."""
        self._store_settings(new, quiet=quiet)

    def _store_settings(self, new: Settings, *, quiet: bool = False) -> None:
        """Use ``new`` settings and save them (if they changed); a failure to save is
        told (unless ``quiet``), and the settings apply for this session anyway."""
        if self.settings is None or new == self.settings:
            return
        self.settings = new
        try:
            from ..storage.settings import save_settings

            save_settings(new)
        except Exception as exc:  # noqa: BLE001 - the setting still applies to this session
            log.warning("could not save settings", exc_info=True)
            if not quiet:
                self.show_error(
                    fmt(self.tr("The preferences could not be saved (%1). They apply until you "
                                "quit."), exc)
                )

    @guarded
    def preferences(self) -> None:
        """Edit ▸ Preferences…: a dialog over a copy of the settings; OK saves them."""
        from .settings_dialog import SettingsDialog

        current = self.settings if self.settings is not None else Settings()
        dlg = SettingsDialog(current, self, persist=self.settings is not None)
        dlg.applied.connect(self.apply_settings)
        self._settings_dialog = dlg
        dlg.open()

    @guarded
    def apply_settings(self, new: Settings) -> None:
        """Use settings just saved (or kept for this session) from the dialog."""
        old_language = self.prefs.language
        self.settings = new
        self.act_anim.setChecked(new.animations)  # same value: nothing saved again
        self.act_coords.setChecked(new.show_coordinates)
        for code, act in self.language_actions.items():
            act.setChecked(code == new.language)
        self.assault_panel.animations = self.animations
        self.assault_panel.speed = self.animation_speed
        self.assault_panel.hold_results = self.prefs.hold_results
        if new.language != old_language:
            self.offer_restart()

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
        """After the window is shown: tell what could not be read, then resume an
        unfinished game or offer a new one."""
        self.show_load_problems(self.load_problems)
        self.load_problems = []
        self.files.offer_resume()

    def restore_geometry(self) -> None:
        """Put the window where the player left it (settings.window_geometry)."""
        data = self.prefs.window_geometry
        if data:
            import base64

            from PySide6.QtCore import QByteArray

            self.restoreGeometry(QByteArray(base64.b64decode(data)))
        self.restore_layout()

    def restore_layout(self) -> None:
        """Put the docks where the player left them (settings.window_state)."""
        state = self.prefs.window_state
        if state:
            import base64

            from PySide6.QtCore import QByteArray

            self.restoreState(QByteArray(base64.b64decode(state)))

    def layout_state(self) -> str:
        """The docks' places and sizes, base64 (what ``restore_layout`` reads)."""
        import base64

        return base64.b64encode(bytes(self.saveState().data())).decode("ascii")

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_confirmed and self.files.needs_confirmation(kept_by_autosave=True):
            event.ignore()
            self.files.confirm_leave(
                self.tr("Quit anyway? This game will be lost."),
                self.tr("Quit"),
                self._close_now,
                kept_by_autosave=True,
            )
            return
        self._close_confirmed = False
        self.controller.shutdown(3000)
        if self.settings is not None:
            import base64

            geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
            self._store_settings(replace(self.settings, window_geometry=geometry,
                                         window_state=self.layout_state()), quiet=True)
        super().closeEvent(event)

    def _close_now(self) -> None:
        self._close_confirmed = True
        self.close()


def _load_settings_and_problems() -> tuple[Settings | None, list[str]]:
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
