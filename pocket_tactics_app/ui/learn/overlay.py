"""The coach of a guided first game: a panel docked under the board (the step's words,
Back / Do it for me / Next / Leave), glowing outlines on the hexes the words name, and
the driver that loads each step's position and checks the player's actions.

:class:`Coach` is game-neutral; :class:`PocketCoach` and :class:`FurrowCoach` know how
their game loads a position, plays an action and says what was played.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsPolygonItem,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...textfmt import fmt
from ..board.geometry import hex_corners
from ..board.scene import HexBoardScene
from .progress import load_progress, save_quietly
from .script import CONTEXT, ActionJSON, Script, Step, lesson_data, matches, reported

if TYPE_CHECKING:
    from ..furrow.window import FurrowWindow
    from ..main_window import MainWindow

log = logging.getLogger(__name__)

#: The glow's colour: a warm gold that no highlight of either board uses.
GLOW = "#ffc629"


def tr(text: str) -> str:
    """A coach text of :mod:`.script` in the player's language."""
    return QCoreApplication.translate(CONTEXT, text)


class GlowMarks:
    """Golden outlines over hexes of a board, above its pieces; they take no clicks and
    no hover, so the board under them plays as usual."""

    def __init__(self) -> None:
        self.items: list[QGraphicsPolygonItem] = []
        self.hexes: tuple[tuple[int, int], ...] = ()

    def show(self, scene: HexBoardScene, hexes: tuple[tuple[int, int], ...]) -> None:
        self.clear()
        self.hexes = hexes
        size = scene.hex_size()
        for at in hexes:
            poly = QPolygonF([QPointF(x, y) for x, y in hex_corners((0, 0), size * 0.92)])
            item = QGraphicsPolygonItem(poly)
            item.setPos(scene.hex_center(at))
            colour = QColor(GLOW)
            item.setPen(QPen(colour, max(3.0, size * 0.1)))
            colour.setAlpha(55)
            item.setBrush(QBrush(colour))
            item.setZValue(1000)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            item.setData(0, "coachGlow")
            scene.addItem(item)
            self.items.append(item)

    def clear(self) -> None:
        for item in self.items:
            if shiboken6.isValid(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []


class CoachPanel(QDockWidget):
    """The coach's words and buttons, docked under the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Learn", "Learn to play"), parent)
        self.setObjectName("coachDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(8, 4, 8, 4)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel()
        self.note.setObjectName("coachNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #b35900; font-weight: bold;")
        row = QHBoxLayout()
        self.back = QPushButton(QCoreApplication.translate("Learn", "◀ Back"))
        self.back.setObjectName("coachBack")
        self.do_it = QPushButton(QCoreApplication.translate("Learn", "Do it for me"))
        self.do_it.setObjectName("coachDoIt")
        self.next = QPushButton(QCoreApplication.translate("Learn", "Next ▶"))
        self.next.setObjectName("coachNext")
        self.leave = QPushButton(QCoreApplication.translate("Learn", "Leave"))
        self.leave.setObjectName("coachLeave")
        row.addWidget(self.title, 1)
        for b in (self.back, self.do_it, self.next, self.leave):
            row.addWidget(b)
        lay.addLayout(row)
        lay.addWidget(self.text)
        lay.addWidget(self.note)
        self.note.hide()
        self.setWidget(body)

    def say(self, text: str) -> None:
        """A word on what the player just did (none: the line takes no room)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))


class Coach(QObject):
    """Drives one game's guided first game in its hosted window.

    Subclasses give: :meth:`load` (the position of a step), :meth:`scene`,
    :meth:`legal` and :meth:`play` (the human's actions as JSON, and playing one),
    :meth:`setup`; ``scripted_only``: every action of the player must be a step's (a
    game whose later steps replay the earlier ones), else the player may play freely
    on the steps that only explain."""

    scripted_only = False

    def __init__(self, script: Script, window: QMainWindow,
                 on_leave: Callable[[], object] | None = None) -> None:
        super().__init__(window)
        self.script = script
        self.window = window
        self.on_leave = on_leave
        self.index = 0
        self.done = False
        self.loaded: str | None = None  # the lesson on the board
        self.glow = GlowMarks()
        self.panel = CoachPanel(window)
        self.panel.back.clicked.connect(self.back)
        self.panel.next.clicked.connect(self.next)
        self.panel.do_it.clicked.connect(self.do_it)
        self.panel.leave.clicked.connect(self.leave)
        self._scripted = False  # the coach is playing: its own actions are not checked
        self._replying = False  # the step's action is played, the opponent's answer not yet
        self._setup: object = None  # the lesson's setup, while its game is on the board
        self._active = False

    # ------------------------------------------------------------------ game-specific
    def load(self, index: int) -> None:
        """Put the position of step ``index`` on the board (its lesson, with the actions
        of the earlier steps on it played)."""
        raise NotImplementedError

    def scene(self) -> HexBoardScene:
        raise NotImplementedError

    def legal(self) -> list[ActionJSON]:
        """What the player may do now, as JSON (empty when it is not their decision)."""
        raise NotImplementedError

    def play(self, action: ActionJSON) -> bool:
        """Play ``action`` as the seat to decide (False: it was refused)."""
        raise NotImplementedError

    def wrong(self) -> None:
        """Take back an action the step did not ask for."""
        self.reload()

    def reload(self) -> None:
        """The step's position put back on the board (the guided game goes on)."""
        self._scripted = True
        try:
            self.load(self.index)
        finally:
            self._scripted = False
        self._setup = self.setup()

    def setup(self) -> object:
        """The controller's setup: the same object for as long as the lesson's game is on
        the board (undo keeps it; a new game or an opened save replaces it)."""
        raise NotImplementedError

    def history_reset(self) -> None:
        """The board was reset: another game replaced the lesson's, so the guided game is
        left (at its step) rather than fighting the player's new game."""
        if self._active and not self._scripted and self.setup() is not self._setup:
            self.leave()

    # ------------------------------------------------------------------ steps
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    def start(self, index: int) -> None:
        """Show the panel and go to step ``index`` (the step reached, when resuming)."""
        self._active = True
        self.index = max(0, min(index, len(self.script.steps) - 1))
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.panel)
        self.panel.show()
        self._enter(load=True)

    def _enter(self, *, load: bool) -> None:
        step = self.step
        if load or self.loaded != step.lesson:
            self._scripted = True
            try:
                self.load(self.index)
            finally:
                self._scripted = False
            self.loaded = step.lesson
            self._setup = self.setup()
        self.done = step.expect is None
        self.panel.say("")
        self._remember(self.index)
        self.refresh()

    def refresh(self) -> None:
        """The panel and the glow as the step stands."""
        if not self._active:
            return
        n = len(self.script.steps)
        p = self.panel
        step_of = QCoreApplication.translate("Learn", "Step %1 of %2")
        p.title.setText(fmt(step_of, self.index + 1, n))
        p.text.setText(tr(self.step.text))
        p.back.setEnabled(self.index > 0)
        p.next.setEnabled(self.done)
        last = self.index == n - 1
        p.next.setText(QCoreApplication.translate("Learn", "Finish") if last
                       else QCoreApplication.translate("Learn", "Next ▶"))
        p.do_it.setVisible(not self.done)
        self.glow.show(self.scene(), self.step.glow)

    def next(self) -> None:
        if not self.done:
            return
        self._reply()  # Next clicked before the answer was played: it is played first
        if self.index == len(self.script.steps) - 1:
            self.finish()
            return
        self.index += 1
        self._enter(load=False)

    def back(self) -> None:
        if self.index == 0:
            return
        self._replying = False
        self.index -= 1
        self._enter(load=True)

    def do_it(self) -> None:
        """Play the step's action for the player (the first legal one it names)."""
        expect = self.step.expect
        if expect is None or self.done:
            return
        wanted = self.step.demo if self.step.demo is not None else expect
        found = next((a for a in self.legal() if matches(wanted, a)), None)
        if found is None:
            self.panel.say(QCoreApplication.translate(
                "Learn", "Wait for the other players, then try again."))
            return
        self.play(found)

    def applied(self, action: ActionJSON, events: list[ActionJSON] | None = None) -> None:
        """The player played ``action`` (``events``: what the engine reported of it): the
        step's, or the step's nudge and a retry."""
        if self._scripted or not self._active:
            return
        expect = self.step.expect
        if expect is None or self.done:
            if self.scripted_only:
                self.panel.say(QCoreApplication.translate(
                    "Learn", "This step only explains: press Next to go on."))
                QTimer.singleShot(0, self.wrong)
            return
        if not matches(expect, action) or not reported(self.step.event, events or []):
            self.panel.say(tr(self.step.nudge) if self.step.nudge else
                           QCoreApplication.translate(
                "Learn", "Not quite: this step asks for the action the glowing hexes show. Try "
                "again, or press Do it for me."))
            QTimer.singleShot(0, self.wrong)
            return
        self.done = True
        self.panel.say(QCoreApplication.translate("Learn", "Well done!"))
        self._replying = True
        self.refresh()
        QTimer.singleShot(0, self._reply)

    def _reply(self) -> None:
        """The opponent's scripted answer to the step's action (once)."""
        if not self._replying:
            return
        self._replying = False
        self._scripted = True
        try:
            for action in self.step.reply:
                if not self.play(action):
                    log.warning("the guided game's reply %s was refused", action)
                    break
        finally:
            self._scripted = False
        self.refresh()

    def leave(self) -> None:
        """Leave the guided game: the step is remembered, the board stays as it is."""
        self._close()

    def finish(self) -> None:
        """The last step done: the guided game starts from the beginning next time."""
        self._remember(None)
        self._close()

    def _close(self) -> None:
        self._active = False
        self.glow.clear()
        self.panel.hide()
        self.window.removeDockWidget(self.panel)
        if self.on_leave is not None:
            self.on_leave()

    def is_active(self) -> bool:
        return self._active

    def _remember(self, index: int | None) -> None:
        progress = load_progress()
        if index is None:
            progress.steps.pop(self.script.game_id, None)
        else:
            progress.steps[self.script.game_id] = index
        save_quietly(progress)


class PocketCoach(Coach):
    """The guided game of Pocket Tactics in its main window: one position whose fixed
    dice make every step play as the script says."""

    scripted_only = True

    def __init__(self, script: Script, window: MainWindow,
                 on_leave: Callable[[], object] | None = None) -> None:
        super().__init__(script, window, on_leave)
        self.game_window = window
        c = window.controller
        c.action_applied.connect(lambda entry: self.applied(entry.action.to_json()))
        c.state_changed.connect(lambda: QTimer.singleShot(0, self.refresh))
        c.history_reset.connect(self.history_reset)

    def setup(self) -> object:
        return self.game_window.controller.setup

    def load(self, index: int) -> None:
        from ...controller.game_controller import HUMAN
        from ...engine.actions import Action
        from ...engine.position import from_json

        w = self.game_window
        game = from_json(lesson_data(self.script.steps[index].lesson), w.controller.catalog)
        for action in self.script.actions_before(index):
            game.apply(Action.from_json(action))
        w.controller.start_position(game, (HUMAN, HUMAN))
        w.view.fit()

    def scene(self) -> HexBoardScene:
        return self.game_window.scene

    def legal(self) -> list[ActionJSON]:
        return [a.to_json() for a in self.game_window.controller.legal_actions()]

    def play(self, action: ActionJSON) -> bool:
        from ...engine.actions import Action

        return self.game_window.controller.request(Action.from_json(action))


class FurrowCoach(Coach):
    """The guided game of Furrow & Foundry in its window: the player takes the seat to
    decide in each lesson's position, computers the others."""

    def __init__(self, script: Script, window: FurrowWindow,
                 on_leave: Callable[[], object] | None = None) -> None:
        super().__init__(script, window, on_leave)
        self.game_window = window
        self.seat = 0
        c = window.controller
        c.action_applied.connect(self._on_applied)
        c.state_changed.connect(lambda: QTimer.singleShot(0, self.refresh))
        c.history_reset.connect(self.history_reset)

    def setup(self) -> object:
        return self.game_window.controller.setup

    def _on_applied(self, entry: Any) -> None:
        if not entry.by_ai:
            self.applied(self.game_window.controller.game.action_to_json(entry.action),
                         [dict(e) for e in entry.events])

    def load(self, index: int) -> None:
        from ...furrow.engine.position import from_json

        w = self.game_window
        game = from_json(lesson_data(self.script.steps[index].lesson))
        seats = game.current_seats()
        self.seat = seats[0] if seats else 0
        for action in self.script.actions_before(index):  # the earlier steps' actions
            game.apply(action)
        w.controller.autosave_path = None
        w._unlocked = self.seat  # one human: that seat's screen is open
        w.controller.start_position(game, ["human" if s == self.seat else "easy"
                                           for s in range(game.n)])
        w.view.fit()

    def wrong(self) -> None:
        """Undo back to before the action; after one undo cannot pass (a draw, a
        commit, a reveal: S17.4) the step's position is put back instead."""
        c = self.game_window.controller
        if c.can_undo():
            c.undo()
        else:
            self.reload()

    def scene(self) -> HexBoardScene:
        return self.game_window.scene

    def legal(self) -> list[ActionJSON]:
        c = self.game_window.controller
        if self.seat not in c.human_deciders():
            return []
        g = c.game
        return [g.action_to_json(a) for a in g.legal_actions(self.seat)]

    def play(self, action: ActionJSON) -> bool:
        c = self.game_window.controller
        return c.request(self.seat, c.game.action_from_json(action))


def make_coach(script: Script, window: QMainWindow) -> Coach:
    """The coach of ``script``'s game in ``window``, the window that game is hosted in
    (TypeError when it is another's)."""
    from ..furrow.window import FurrowWindow
    from ..main_window import MainWindow

    if isinstance(window, MainWindow) and script.game_id == "pocket-tactics":
        return PocketCoach(script, window)
    if isinstance(window, FurrowWindow) and script.game_id == "furrow":
        return FurrowCoach(script, window)
    raise TypeError(f"no coach for {script.game_id} in a {type(window).__name__}")


__all__ = ["Coach", "CoachPanel", "FurrowCoach", "GlowMarks", "PocketCoach", "make_coach"]
