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

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
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
from ..core.hexgrid import Hex, hex_distance
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.kinds import EventKind, Location, Phase
from ..storage.settings import Difficulty, Settings
from ..textfmt import fmt
from . import ability_words, describe
from .advice import HintView
from .assault_panel import AssaultPanel
from .card_view import CardView
from .file_commands import FileCommands
from .guard import guarded
from .hexmap import MapScene, MapView, UnitView
from .hover_odds import HoverOdds
from .log_model import GameLogModel
from .map_input import MapInput
from .reserve_panel import ReservePanel
from .write_notices import show_write_notices

log = logging.getLogger(__name__)



class MainWindow(MapInput):
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
        self.files = FileCommands(self, self)
        self.hover_odds = HoverOdds(self)
        self.hover_odds.arrived.connect(self._on_odds_arrived)
        self._pending_move: tuple[str, Hex, list[Hex]] | None = None
        #: The computer's last move, deploy or withdrawal: the hexes it went through,
        #: lit until the player acts; a withdrawing unit is drawn until its
        #: token reaches the feature.
        self._ai_trail: dict[Hex, str] = {}
        self._leaving: set[str] = set()
        self._end_dialog: QWidget | None = None
        self._close_confirmed = False
        self._context_menu: QMenu | None = None
        #: Set when the window is hosted in the shell: the restart for a new language is
        #: the shell's, which carries the game over.
        self.restart_offer: Callable[[], object] | None = None
        self.update_title()
        self.resize(1280, 800)

        self.scene = MapScene(parent=self)
        self.view = MapView(self.scene, self)
        self.view.setObjectName("mapView")
        self.setCentralWidget(self.view)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.view.viewport().setAcceptDrops(True)
        # The odds of a hovered target (or a move's hazard) next to the pointer.
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
        self.hints = HintView(self, self)  # Game ▸ Hint
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
        c.write_notice.connect(lambda notice: show_write_notices(self, [notice]))
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
        self.assault_panel.wants_attention.connect(self.show_assault)
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
        # folded under it (expand the row to see them).
        self.log_model = GameLogModel(self.controller, self, fold=True)
        # A result in the log waits for the dice animation, like the panel.
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
        self.act_zoom_in = self._action(view, self.tr("Zoom &in"), self.view.zoom_in, K.ZoomIn)
        self.act_zoom_out = self._action(view, self.tr("Zoom &out"), self.view.zoom_out,
                                         K.ZoomOut)
        self.act_fit = self._action(view, self.tr("&Fit to window"), self.view.fit, "Ctrl+0")
        self.act_full = self._action(
            view, self.tr("F&ull screen"), self.toggle_full_screen, K.FullScreen, checkable=True
        )
        view.addSeparator()
        self.act_coords: QAction = self._action(
            view, self.tr("Show &coordinates"), self._toggle_coords, "Ctrl+K", checkable=True
        )
        self.act_anim: QAction = self._action(
            view, self.tr("&Animations"), self._toggle_anim, checkable=True
        )
        view.addSeparator()
        self._build_language_menu(view.addMenu(self.tr("&Language")))
        view.addSeparator()
        for dock in (self.card_dock, self.assault_dock, self.armies_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
        helpm = bar.addMenu(self.tr("&Help"))
        self.act_rules = self._action(helpm, self.tr("&Rules reference"), self.show_rules,
                                      K.HelpContents)
        self.act_about = self._action(helpm, self.tr("&About Pocket Tactics"), self.show_about)

    # ================================================================== game state → view
    def _game(self) -> Game | None:
        return self.interaction.game()

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
        self.update_highlights()
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

    def update_highlights(self) -> None:
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
            text = describe.status_line(g, c.players, c.is_human(g.current_player()))
            if c.autosave_problem is not None:
                text += " · " + self.tr("Not saved: the autosave failed")
            self.status_label.setText(text)

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
        (settings.default_difficulty)."""
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

    def show_assault(self) -> None:
        self.assault_dock.show()
        self.assault_dock.raise_()

    def _on_autosave_failed(self, reason: str) -> None:
        self.show_error(
            fmt(self.tr("The game could not be saved automatically: %1\nSave it with "
                        "Game \u25b8 Save as, or it will be lost when you quit."), reason))

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
