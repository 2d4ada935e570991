"""The replay window: step through a saved or finished game, with its log and dice.

A save is its setup, seed and actions (``storage.saves``). The window replays every
action up front through the engine, keeping a snapshot of the game after each one
(``Game.clone``) and the events each produced, so stepping back and forth is only a
matter of showing another snapshot; nothing is ever re-rolled. Index ``0`` is the
game as it begins (central feature drawn, roll-off done); index ``k`` is the game
after ``actions[k - 1]``.

A save whose actions stop replaying (an illegal or malformed ``actions[k]``) opens
with the game up to the last good action and a warning naming ``actions[k]``. A save
that cannot be read at all, or whose setup is refused, is reported in a message box
naming the file and the problem, and no window opens.

Any moment of play can be exported as a position file (docs/POSITION.md) with
``position.to_json``; mid-assault the file carries the ``pending`` decision.

Beside the dice: the chance to win over the game (from the side of the
human, side A in hot-seat; evaluation only, computed when the window opens) and the
review, computed on a worker thread: the human's three choices that lowered their win
chance most, each with Hard's better move; a click on one jumps to that move.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.hexgrid import Hex
from ..engine import position
from ..engine.actions import DECISION_KINDS
from ..engine.cards import Catalog
from ..engine.events import Event
from ..engine.game import Assault, Game, Roller, Test
from ..engine.kinds import EventKind
from ..engine.replay import ReplayError
from ..storage.atomic import atomic_write_text
from ..storage.errors import StorageError
from ..storage.saves import SAVES, SaveFile
from ..textfmt import fmt
from . import describe, i18n
from .hexmap import MapScene, MapView, UnitView
from .log_model import GameLogModel
from .replay_parts import (
    DicePanel,
    LogFeed,
    ReplayData,
    ReplayFailure,
    ReplayStep,
    RollView,
    build_replay,
    rolls_at,
)
from .replay_review import ReplayReview

log = logging.getLogger(__name__)

__all__ = [
    "SPEEDS",
    "ReplayData",
    "ReplayFailure",
    "ReplayStep",
    "ReplayWindow",
    "RollView",
    "build_replay",
    "rolls_at",
]

#: Playback speeds offered, in actions per second.
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
class ReplayWindow(ReplayReview):
    """Step through a recorded game: map, log, dice, playback and position export."""

    index_changed = Signal(int)

    def __init__(
        self,
        data: ReplayData,
        source: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.data = data
        self.source = source
        self.animations = True
        self._index = 0
        self._speed = 1.0
        self._syncing = False
        name = source.name if source is not None else self.tr("current game")
        self.setWindowTitle(fmt(self.tr("Replay — %1"), name))
        self.resize(1280, 800)

        self.scene = MapScene(parent=self)
        self.view = MapView(self.scene, self)
        self.view.setObjectName("replayMap")
        self.dice_panel = DicePanel()
        self._build_review()
        self._feed = LogFeed(data, self)
        self.log_model = GameLogModel(self._feed, self)
        self.log_model.reload()
        self.log_view = QTableView()
        self.log_view.setObjectName("replayLog")
        self._build_log_view()

        self.warning_label = QLabel()
        self.warning_label.setObjectName("replayWarning")
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet(
            "background: #5a3a12; color: #ffe2a8; border: 1px solid #c98a2b;"
            " border-radius: 4px; padding: 6px 10px; font-size: 13px;"
        )
        self.warning_label.setVisible(data.failure is not None)
        if data.failure is not None:
            self.warning_label.setText(self._failure_text(data.failure))

        self._build_controls()
        self.status_label = QLabel()
        self.status_label.setObjectName("replayStatus")
        self.status_label.setStyleSheet("font-size: 13px; padding: 2px 6px;")
        self.statusBar().addWidget(self.status_label, 1)

        side = QScrollArea()
        side.setWidgetResizable(True)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setFrameShape(QFrame.Shape.NoFrame)
        side.setWidget(self.dice_panel)
        side.setMinimumWidth(320)
        column = QWidget()
        col = QVBoxLayout(column)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(3)
        col.addWidget(side, 1)
        for w in (self.graph_caption, self.graph, self.review_caption, self.review_list):
            col.addWidget(w)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.view)
        top.addWidget(column)
        top.setStretchFactor(0, 1)
        top.setStretchFactor(1, 0)
        top.setSizes([920, 340])
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(self.log_view)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([520, 170])
        self.splitter = split

        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(6, 6, 6, 0)
        lay.setSpacing(6)
        lay.addWidget(self.warning_label)
        lay.addWidget(split, 1)
        lay.addWidget(self.controls)
        self.setCentralWidget(central)

        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._timer.setInterval(self._interval())

        for widget in (self.view, self.view.viewport(), self.log_view):
            widget.installEventFilter(self)
        self.log_view.selectionModel().currentRowChanged.connect(self._on_row_changed)
        self.log_view.clicked.connect(lambda idx: self.go_to(idx.row()))
        self.slider.valueChanged.connect(self._on_slider)
        self.speed_box.currentIndexChanged.connect(self._on_speed_box)
        self._show(animate=False)
        self.start_review()

    # ------------------------------------------------------------------ opening
    @classmethod
    def open_file(
        cls,
        path: str | os.PathLike[str],
        catalog: Catalog,
        parent: QWidget | None = None,
        *,
        show: bool = True,
    ) -> ReplayWindow | None:
        """Load and replay the save at ``path``; on failure say why and return None."""
        source = Path(path)
        try:
            save = SAVES.load(source)
            window = cls.from_save(save, catalog, parent, source=source)
        except (StorageError, ReplayError, OSError, ValueError) as exc:
            text = str(exc)
            if not isinstance(exc, StorageError):
                text = f"{source}: {text}"
            cls._open_error(parent, source, text)
            return None
        except Exception as exc:  # noqa: BLE001 - never crash on a file
            log.exception("opening replay %s failed", source)
            cls._open_error(parent, source, f"{type(exc).__name__}: {exc}")
            return None
        if show:
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.show()
        return window

    @classmethod
    def from_save(
        cls,
        save: SaveFile,
        catalog: Catalog,
        parent: QWidget | None = None,
        *,
        source: Path | None = None,
    ) -> ReplayWindow:
        """A window on ``save`` (for the game in progress, say). Raises ReplayError
        when the setup is refused; a bad action only shows a warning."""
        return cls(build_replay(save, catalog), source, parent)

    @staticmethod
    def _error(parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)

    @classmethod
    def _open_error(cls, parent: QWidget | None, source: Path, problem: str) -> None:
        cls._error(
            parent,
            QCoreApplication.translate("ReplayWindow", "Cannot open the replay"),
            fmt(QCoreApplication.translate("ReplayWindow", "Cannot open %1 as a replay:\n%2"),
                source, problem),
        )

    # ------------------------------------------------------------------ building
    def _build_log_view(self) -> None:
        v = self.log_view
        v.setModel(self.log_model)
        v.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        v.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        v.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        v.verticalHeader().setVisible(False)
        v.verticalHeader().setDefaultSectionSize(22)
        header = v.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for col, width in enumerate((48, 140, 340, 330)):
            v.setColumnWidth(col, width)
        v.setAlternatingRowColors(True)
        v.setMinimumHeight(110)

    def _button(self, text: str, tip: str, slot: Any, name: str) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.setAccessibleName(tip)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.setMinimumWidth(44)
        b.clicked.connect(lambda _=False: slot())
        return b

    def _build_controls(self) -> None:
        self.controls = QWidget()
        self.controls.setObjectName("replayControls")
        row = QHBoxLayout(self.controls)
        row.setContentsMargins(0, 2, 0, 2)
        row.setSpacing(4)
        self.btn_start = self._button(self.tr("|◀"), self.tr("To the start (Home)"),
                                      self.to_start, "replayStart")
        self.btn_back = self._button(self.tr("◀"), self.tr("One action back (Left)"),
                                     self.step_back, "replayBack")
        self.btn_play = self._button(self.tr("▶ Play"), self.tr("Play or pause (Space)"),
                                     self.toggle_play, "replayPlay")
        self.btn_play.setMinimumWidth(96)
        self.btn_play.setMaximumWidth(140)
        self.btn_forward = self._button(self.tr("▶"), self.tr("One action forward (Right)"),
                                        self.step_forward, "replayForward")
        self.btn_end = self._button(self.tr("▶|"), self.tr("To the end (End)"),
                                    self.to_end, "replayEnd")
        for b in (self.btn_start, self.btn_back, self.btn_forward, self.btn_end):
            b.setMaximumWidth(64)
        for b in (self.btn_start, self.btn_back, self.btn_play, self.btn_forward, self.btn_end):
            row.addWidget(b)
        row.addSpacing(8)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, self.data.count)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setToolTip(self.tr("Position in the game"))
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row.addWidget(self.slider, 1)
        self.position_label = QLabel()
        self.position_label.setMinimumWidth(70)
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.position_label)
        row.addSpacing(8)
        speed_label = QLabel(self.tr("Speed"))
        row.addWidget(speed_label)
        self.speed_box = QComboBox()
        self.speed_box.setObjectName("replaySpeed")
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_box.setToolTip(self.tr("Actions per second when playing"))
        for speed in SPEEDS:
            text = f"{speed:g}×"
            self.speed_box.addItem(text, speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        speed_label.setBuddy(self.speed_box)
        row.addWidget(self.speed_box)
        row.addSpacing(8)
        self.export_button = self._button(
            self.tr("Export position…"),
            self.tr("Save this moment as a position file (POSITION.md)"),
            self.export_position,
            "replayExport",
        )
        row.addWidget(self.export_button)
        self.close_button = self._button(
            self.tr("Close"), self.tr("Close the replay (Esc)"), self.close, "replayClose"
        )
        row.addWidget(self.close_button)

    # ------------------------------------------------------------------ queries
    @property
    def index(self) -> int:
        """How many actions have been applied in the moment shown (0: the start)."""
        return self._index

    @property
    def count(self) -> int:
        return self.data.count

    @property
    def failure(self) -> ReplayFailure | None:
        return self.data.failure

    def game_at(self, index: int) -> Game:
        """The game after ``index`` actions (a snapshot: do not change it)."""
        return self.data.snapshots[max(0, min(index, self.count))]

    def current_game(self) -> Game:
        return self.game_at(self._index)

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def speed(self) -> float:
        return self._speed

    def status_text(self) -> str:
        return self.status_label.text()

    def warning_text(self) -> str:
        return self.warning_label.text() if self.data.failure is not None else ""

    def can_export(self) -> bool:
        """Positions describe games in play: not the drafting of the map."""
        return self.current_game().phase in ("play", "over")

    # ------------------------------------------------------------------ navigation
    def go_to(self, index: int, *, animate: bool = False) -> None:
        index = max(0, min(int(index), self.count))
        if index == self._index:
            self._sync_widgets()
            return
        forward_one = index == self._index + 1
        self._index = index
        self._show(animate=animate and forward_one)
        self.index_changed.emit(index)

    def step_forward(self) -> None:
        self.pause()
        self.go_to(self._index + 1, animate=True)

    def step_back(self) -> None:
        self.pause()
        self.go_to(self._index - 1)

    def to_start(self) -> None:
        self.pause()
        self.go_to(0)

    def to_end(self) -> None:
        self.pause()
        self.go_to(self.count)

    def play(self) -> None:
        if self.count == 0:
            return
        if self._index >= self.count:
            self.go_to(0)
        self._timer.setInterval(self._interval())
        self._timer.start()
        self._sync_play_button()

    def pause(self) -> None:
        self._timer.stop()
        self._sync_play_button()

    def toggle_play(self) -> None:
        if self.is_playing():
            self.pause()
        else:
            self.play()

    def set_speed(self, speed: float) -> None:
        """Actions per second while playing (one of SPEEDS; others are taken as given)."""
        if speed <= 0:
            raise ValueError(f"speed must be positive, got {speed}")
        self._speed = float(speed)
        if speed in SPEEDS:
            i = SPEEDS.index(speed)
            if self.speed_box.currentIndex() != i:
                self.speed_box.setCurrentIndex(i)
        self._timer.setInterval(self._interval())

    def _interval(self) -> int:
        return max(1, round(1000 / self._speed))

    def _tick(self) -> None:
        if self._index >= self.count:
            self.pause()
            return
        self.go_to(self._index + 1, animate=True)
        if self._index >= self.count:
            self.pause()

    # ------------------------------------------------------------------ keyboard
    def handle_key(self, event: QKeyEvent) -> bool:
        """Left/Right step, Home/End jump, Space plays or pauses, Esc closes. True if
        handled."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.step_back()
        elif key == Qt.Key.Key_Right:
            self.step_forward()
        elif key == Qt.Key.Key_Home:
            self.to_start()
        elif key == Qt.Key.Key_End:
            self.to_end()
        elif key == Qt.Key.Key_Space:
            self.toggle_play()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            return False
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and self.handle_key(cast(QKeyEvent, event)):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ export
    def default_export_name(self) -> str:
        g = self.current_game()
        return f"replay-turn{g.turn}.json"

    def export_position(self, path: str | os.PathLike[str] | None = None) -> Path | None:
        """Write the moment shown as a position file; asks where when ``path`` is None.

        Returns the file written, or None (cancelled, or an error that was shown).
        """
        self.pause()
        if not self.can_export():
            self._error(self, self.tr("Export position"),
                        self.tr("A position can be exported once play has begun "
                                "(after the map and the first units are placed)."))
            return None
        if path is None:
            folder = self.source.parent if self.source is not None else Path.home()
            name, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export position"),
                str(folder / self.default_export_name()),
                self.tr("Position files (*.json)"),
                options=i18n.file_dialog_options(),
            )
            if not name:
                return None
            path = name if name.endswith(".json") else name + ".json"
        target = Path(path)
        try:
            text = json.dumps(position.to_json(self.current_game()), indent=2) + "\n"
            atomic_write_text(target, text)
        except StorageError as exc:
            self._error(self, self.tr("Export position"),
                        fmt(self.tr("The position was not exported:\n%1"), str(exc)))
            return None
        except (TypeError, ValueError) as exc:
            self._error(self, self.tr("Export position"),
                        fmt(self.tr("The position was not exported:\n%1: %2"), target, exc))
            return None
        self.statusBar().showMessage(fmt(self.tr("Position exported to %1"), str(target)),
                                     5000)
        return target

    # ------------------------------------------------------------------ showing
    def _failure_text(self, failure: ReplayFailure) -> str:
        message = failure.message
        if failure.action_text().replace(" ", "") not in message.replace(" ", ""):
            message = f"{failure.action_text()}: {message}"
        return (
            fmt(self.tr("This save stops replaying at actions[%1]: %2. "
                        "Shown: the game up to the last good action (%3 of %4 actions)."),
                failure.index, message, self.count, len(self.data.save.actions))
        )

    def _show(self, *, animate: bool) -> None:
        g = self.current_game()
        step = self.data.steps[self._index - 1] if self._index > 0 else None
        moving = self._move_to_animate(step) if animate and self.animations else None
        units = [self._unit_view(g, u.id) for u in g.on_map()]
        if moving is not None:
            uid, start, _path = moving
            units = [
                UnitView(v.id, v.name, v.owner, start, v.off, v.def_, v.tooltip)
                if v.id == uid else v
                for v in units
            ]
        tiles = [describe.tile_view(g, h) for h in g.tiles]  # hover: as in the main window
        self.scene.set_board(tiles, units, dict(g.control))
        self.scene.set_ghost_tiles(g.tile_slots() if g.phase == "tiles" else [])
        self.scene.set_highlights(self._highlights(step))
        acting = step.action.unit if step is not None else ""
        self.scene.set_selected(acting if self.scene.unit_item(acting) is not None else None)
        if moving is not None:
            uid, _start, path = moving
            per_step = max(40, min(220, int(self._interval() * 0.6 / max(1, len(path)))))
            self.scene.animate_unit_move(uid, path, per_step)
        self._show_panel(step)
        self._sync_widgets()

    def _move_to_animate(self, step: ReplayStep | None) -> tuple[str, Hex, list[Hex]] | None:
        if step is None or step.action.kind != "move" or not step.action.path:
            return None
        before = self.game_at(self._index - 1).units.get(step.action.unit)
        after = self.current_game().units.get(step.action.unit)
        if before is None or after is None or before.at is None or after.at is None:
            return None
        path = list(step.action.path)
        if after.at != path[-1]:
            return None  # stopped by a failed test: just show where it ended
        return step.action.unit, before.at, path

    def _highlights(self, step: ReplayStep | None) -> dict[Hex, str]:
        if step is None:
            return {}
        a = step.action
        before = self.game_at(self._index - 1)
        hl: dict[Hex, str] = {}
        if a.kind == "move" and a.path:
            for h in a.path[:-1]:
                hl[h] = "path"
            hl[a.path[-1]] = "move"
        elif a.kind == "attack":
            target = before.units.get(a.target)
            if target is not None and target.at is not None:
                hl[target.at] = "attack"
        elif a.kind in ("deploy", "place_unit") and a.at is not None:
            hl[a.at] = "deploy"
        elif a.kind in ("place_tile", "place_feature") and a.at is not None:
            hl[a.at] = "place"
        elif a.kind in DECISION_KINDS:
            pending = before.pending
            rollers: list[Roller] = []
            if isinstance(pending, Assault):
                rollers = [pending.attacker, pending.defender]
            elif isinstance(pending, Test):
                rollers = [pending.roller]
            for roller in rollers:
                unit = before.units.get(roller.unit)
                if unit is not None and unit.at is not None:
                    hl[unit.at] = "attack"
        g = self.current_game()
        return {h: k for h, k in hl.items() if h in g.tiles}

    def _unit_view(self, g: Game, uid: str) -> UnitView:
        view: UnitView = describe.unit_view(g, uid)
        return view

    def _show_panel(self, step: ReplayStep | None) -> None:
        g = self.current_game()
        if step is None:
            action = self.tr("The game begins")
            events = self.data.initial_events
        else:
            before = self.game_at(self._index - 1)
            who = describe.player_name(step.entry.player, self.data.players)
            action = f"{who}: {describe.action_text(before, step.action)}"
            events = step.events
        dice_kinds = (EventKind.ROLLED, EventKind.BUMPED, EventKind.REROLLED)
        lines = [
            t for t in (self._event_text(g, e) for e in events if e["kind"] not in dice_kinds) if t
        ]
        bumps = [
            describe.event_text(g, e)
            for e in events
            if e["kind"] in (EventKind.BUMPED, EventKind.REROLLED)
        ]
        self.dice_panel.show_moment(action, "\n".join(bumps + lines),
                                    rolls_at(self.data, self._index), g)

    def _event_text(self, g: Game, ev: Event) -> str:
        if ev["kind"] == EventKind.COUNT:
            a = describe.unit_name(g, ev["attacker"])
            t = describe.unit_name(g, ev["target"])
            if ev["target_defeated"] and ev["attacker_defeated"]:
                return fmt(self.tr("Both %1 and %2 fall"), a, t)
            if ev["target_defeated"]:
                return fmt(self.tr("%1 defeats %2"), a, t)
            if ev["attacker_defeated"]:
                return fmt(self.tr("%1 falls to %2"), a, t)
            return self.tr("Neither unit is defeated")
        return describe.event_text(g, ev)

    def _sync_widgets(self) -> None:
        self._syncing = True
        try:
            self.slider.setValue(self._index)
            sel = self.log_view.selectionModel()
            idx = self.log_model.index(self._index, 0)
            if idx.isValid():
                sel.setCurrentIndex(
                    idx,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                self.log_view.scrollTo(idx, QAbstractItemView.ScrollHint.EnsureVisible)
        finally:
            self._syncing = False
        self.position_label.setText(f"{self._index} / {self.count}")
        at_start, at_end = self._index <= 0, self._index >= self.count
        self.btn_start.setEnabled(not at_start)
        self.btn_back.setEnabled(not at_start)
        self.btn_forward.setEnabled(not at_end)
        self.btn_end.setEnabled(not at_end)
        self.btn_play.setEnabled(self.count > 0)
        self.export_button.setEnabled(self.can_export())
        self.graph.set_current(self._index)
        self.status_label.setText(self._status())
        self._sync_play_button()

    def _sync_play_button(self) -> None:
        if self.is_playing():
            self.btn_play.setText(self.tr("❚❚ Pause"))
        else:
            self.btn_play.setText(self.tr("▶ Play"))

    def _status(self) -> str:
        g = self.current_game()
        parts = [
            fmt(self.tr("Action %1 of %2"), str(self._index), str(self.count))
        ]
        if g.phase == "play" or g.phase == "over":
            parts.append(fmt(self.tr("turn %1"), str(g.turn)))
        else:
            parts.append(self.tr("setup"))
        if g.is_over():
            reason = describe.reason_text(g.win_reason, g.rules, g.winner, None,
                                          g.turn_limit or 40)
            if g.winner == "draw":
                parts.append(fmt(self.tr("Draw: %1"), reason))
            else:
                winner = describe.player_colour(int(cast(int, g.winner)))
                parts.append(fmt(self.tr("%1 wins: %2"), winner, reason))
        else:
            colour = describe.player_colour(g.current_player())
            if g.pending is not None:
                parts.append(fmt(self.tr("%1 to decide"), colour))
            else:
                parts.append(fmt(self.tr("%1 to move"), colour))
        if self._index >= self.count and self.data.failure is not None:
            parts.append(fmt(self.tr("replay stopped at actions[%1]"), self.data.failure.index))
        return " · ".join(parts)

    # ------------------------------------------------------------------ signals
    def _on_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._syncing or not current.isValid():
            return
        self.pause()
        self.go_to(current.row())

    def _on_slider(self, value: int) -> None:
        if self._syncing:
            return
        self.pause()
        self.go_to(value)

    def _on_speed_box(self, i: int) -> None:
        speed = self.speed_box.itemData(i)
        if isinstance(speed, int | float) and speed > 0:
            self._speed = float(speed)
            self._timer.setInterval(self._interval())

    def closeEvent(self, event: QCloseEvent) -> None:
        self._timer.stop()
        self._review_stop.set()
        self._background.cancel_all()
        self.scene.finish_animations()
        super().closeEvent(event)
