"""What the controllers of both games share: the computer on a worker thread, the
order in which the screen is told of a change, and the autosave with its failures.

A :class:`ControllerBase` owns one running game. The computer's decision runs on a
one-thread pool as an :class:`AgentJob` over a copy the subclass prepares (a re-seeded
clone, a seat's determinized view), and comes back as a queued signal on the GUI
thread; a result for a position that has since changed (``_generation``) is dropped.

Both games have the same signals under the same names, so a window wires them once.
The autosave is written after every action, before anyone is told of it; a failed
write is reported once per streak of failures (``autosave_failed``), ``saved`` stays
False until a later write succeeds, and ``saved_changed`` says when that changes.
"""

from __future__ import annotations

import logging
import time
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

log = logging.getLogger(__name__)


class _JobSignals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class AgentJob(QRunnable):
    """One computer decision: ``choose()`` runs on the worker, its result (or the
    traceback of its failure) goes back to the GUI thread with the job's generation."""

    def __init__(self, generation: int, seat: int, choose: Callable[[], object]) -> None:
        super().__init__()
        self.generation = generation
        self.seat = seat
        self.choose = choose
        self.signals = _JobSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        try:
            action = self.choose()
        except Exception:  # noqa: BLE001 - reported to the GUI thread
            self.signals.failed.emit(self.generation, traceback.format_exc())
            return
        self.signals.done.emit(self.generation, action)


class ControllerBase(QObject):
    """The machinery both controllers share; a subclass says what its game is.

    A subclass implements :meth:`_is_running` (a game that is not over),
    :meth:`_computer_seat` (the computer seat to decide now, or None),
    :meth:`_human_seats` (the human seats to decide now), :meth:`_prepare_job` (the
    decision to run on the worker for a seat), :meth:`_ai_chose` and :meth:`_ai_failed`
    (what to do with its result), :meth:`result` (the outcome of a finished game),
    :meth:`_progress` (what a save file holds), :meth:`_autosave_wanted` and
    :meth:`_write_autosave`.
    """

    state_changed = Signal()
    action_applied = Signal(object)  # the log entry of the action just applied
    events = Signal(list)  # that action's events, right after ``action_applied``
    history_reset = Signal()  # the log was rebuilt (new game, undo, load)
    decision_needed = Signal(int)  # a human seat must decide
    ai_thinking = Signal(bool)
    game_over = Signal(dict)
    error = Signal(str)
    undo_changed = Signal(bool, bool)  # can_undo, can_redo
    autosave_failed = Signal(str)  # the first failed autosave since the last good one: why
    #: a file of the game was written in place of a symbolic link (the link replaced, its
    #: target untouched): the storage layer's notice, for the window to tell the player
    write_notice = Signal(str)
    saved_changed = Signal(bool)  # ``saved`` changed
    modified_changed = Signal(bool)  # the game has progress not in a save file

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._thinking = False
        self._paused = False
        self._job: AgentJob | None = None
        self._hold_until = 0.0
        self.ai_delay_ms = 450
        #: Why the last autosave failed (None: it worked, or none was needed).
        self.autosave_problem: str | None = None
        #: The game's progress (``_progress()``) when it was last saved to a file.
        self._saved: tuple[object, list[Any]] | None = None
        self._modified = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_ai)

    # ------------------------------------------------------------------ for subclasses
    def has_game(self) -> bool:
        raise NotImplementedError

    def _is_running(self) -> bool:
        """A game is loaded and not over."""
        raise NotImplementedError

    def _computer_seat(self) -> int | None:
        """The computer seat that decides now (None: a human's turn, or nobody's)."""
        raise NotImplementedError

    def _human_seats(self) -> list[int]:
        """The human seats that decide now."""
        raise NotImplementedError

    def _prepare_job(self, seat: int) -> Callable[[], object]:
        """The decision of ``seat`` as a function for the worker; it holds copies only.
        Called with ``_generation`` already counting this job."""
        raise NotImplementedError

    def _ai_chose(self, seat: int, action: object) -> None:
        raise NotImplementedError

    def _ai_failed(self, seat: int, message: str) -> None:
        raise NotImplementedError

    def result(self) -> dict[str, Any]:
        raise NotImplementedError

    def can_undo(self) -> bool:
        raise NotImplementedError

    def can_redo(self) -> bool:
        return False

    def _autosave_wanted(self) -> bool:
        """Whether this game is autosaved at all (a setting, a game from a position)."""
        raise NotImplementedError

    def _write_autosave(self, notices: list[str]) -> None:
        """Write (or, for a finished game, clear) the autosave; raise on failure. What the
        player is to be told of the write goes to ``notices``."""
        raise NotImplementedError

    def _progress(self) -> tuple[object, list[Any]]:
        """The game's setup (compared by identity) and its actions so far."""
        raise NotImplementedError

    # ------------------------------------------------------------------ queries
    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def saved(self) -> bool:
        """True when the autosave holds the game as it stands (or, for a finished game,
        has been cleared as it should)."""
        return self._autosave_wanted() and self.autosave_problem is None

    def kept_by_autosave(self) -> bool:
        """True when the autosave holds the game as it stands (or will, once it is over):
        quitting loses nothing (``saved``)."""
        return self.saved

    # ------------------------------------------------------------------ telling the screen
    def _announce(self, *, reset: bool = False) -> None:
        """Tell the screen the game changed, always in one order (docs/ARCHITECTURE.md):
        ``history_reset`` if the log was rebuilt (``action_applied`` for each new entry
        comes before this), ``undo_changed``, ``modified_changed`` (if it changed),
        ``state_changed``, ``game_over`` if the game has ended, then the next decision
        (``decision_needed`` or the computer's turn)."""
        if reset:
            self.history_reset.emit()
        self._emit_undo()
        self._update_modified()
        self.state_changed.emit()
        if self.has_game() and not self._is_running():
            self.game_over.emit(self.result())
        self._after_change()

    def _emit_undo(self) -> None:
        self.undo_changed.emit(self.can_undo(), self.can_redo())

    def _after_change(self) -> None:
        if not self._is_running():
            return
        seat = self._computer_seat()
        if seat is None:
            for s in self._human_seats():
                self.decision_needed.emit(s)
            return
        if self._paused or self._thinking or self._timer.isActive():
            return
        delay = max(self.ai_delay_ms, int((self._hold_until - time.monotonic()) * 1000))
        self._timer.start(max(0, delay))

    # ------------------------------------------------------------------ pacing
    def set_paused(self, paused: bool) -> None:
        """Hold the computer seats (while the screen shows something, or at close)."""
        self._paused = paused
        if paused:
            self._cancel_ai()
        else:
            self._after_change()

    def hold(self, ms: int) -> None:
        """Let the screen show something (a roll, a move) before the computer acts again."""
        self._hold_until = max(self._hold_until, time.monotonic() + ms / 1000)

    def release_hold(self) -> None:
        """The screen has shown what it held (the player clicked on): go on now."""
        self._hold_until = 0.0
        if self._timer.isActive():
            self._timer.start(self.ai_delay_ms)

    # ------------------------------------------------------------------ the computer
    @Slot()
    def _start_ai(self) -> None:
        if not self._is_running() or self._paused or self._thinking:
            return
        seat = self._computer_seat()
        if seat is None:
            return
        remaining = int((self._hold_until - time.monotonic()) * 1000)
        if remaining > 0:
            self._timer.start(remaining)
            return
        self._generation += 1
        job = AgentJob(self._generation, seat, self._prepare_job(seat))
        job.signals.done.connect(self._on_ai_done)
        job.signals.failed.connect(self._on_ai_failed)
        self._job = job
        self._set_thinking(True)
        self._pool.start(job)

    def _set_thinking(self, on: bool) -> None:
        if self._thinking != on:
            self._thinking = on
            self.ai_thinking.emit(on)

    def _finish_thinking(self) -> int | None:
        """The job is over: the seat it decided for (None: no job was on)."""
        job, self._job = self._job, None
        self._set_thinking(False)
        return None if job is None else job.seat

    @Slot(int, object)
    def _on_ai_done(self, generation: int, action: object) -> None:
        if generation != self._generation or not self._thinking:
            return
        seat = self._finish_thinking()
        if seat is not None:
            self._ai_chose(seat, action)

    @Slot(int, str)
    def _on_ai_failed(self, generation: int, message: str) -> None:
        if generation != self._generation or not self._thinking:
            return
        seat = self._finish_thinking()
        log.error("computer player failed:\n%s", message)
        if seat is not None:
            self._ai_failed(seat, message)

    def _cancel_ai(self) -> None:
        self._timer.stop()
        self._generation += 1
        self._job = None
        self._set_thinking(False)

    def wait_idle(self, timeout_ms: int = 5000) -> bool:
        """Block until no worker runs (tests)."""
        return self._pool.waitForDone(timeout_ms)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """The app is closing: the computer stops thinking and its worker is waited for."""
        self.set_paused(True)
        return self._pool.waitForDone(timeout_ms)

    def stop(self, timeout_ms: int = 5000) -> bool:
        """The computer's decision in progress is dropped and its worker waited for."""
        self._cancel_ai()
        return self._pool.waitForDone(timeout_ms)

    # ------------------------------------------------------------------ autosave
    def _autosave(self) -> None:
        """After every change of the game, before anyone is told of it: the autosave
        written (a failure is reported once, and the game goes on)."""
        if not self._autosave_wanted():
            return
        notices: list[str] = []
        try:
            self._write_autosave(notices)
        except Exception as exc:  # noqa: BLE001 - the game goes on; the player is told once
            log.warning("autosave failed", exc_info=True)
            first = self.autosave_problem is None
            self.autosave_problem = (str(exc) or type(exc).__name__).replace("\n", " ")
            if first:
                self.autosave_failed.emit(self.autosave_problem)
                self.saved_changed.emit(False)
            return
        finally:
            for notice in notices:
                self.write_notice.emit(notice)
        if self.autosave_problem is not None:
            self.autosave_problem = None
            self.saved_changed.emit(True)

    def autosave_now(self) -> None:
        """Write the autosave now: a game opened from a file is then offered at the next
        start, as one played here is."""
        self._autosave()

    # ------------------------------------------------------------------ saved to a file
    def mark_saved(self) -> None:
        """The game as it stands is in a save file (just written or just loaded)."""
        self._saved = self._progress()
        self._update_modified()

    def is_modified(self) -> bool:
        """True when the game in progress has actions that are in no save file the
        player chose (a finished game, or one with no action yet, is not)."""
        if not self._is_running():
            return False
        setup, actions = self._progress()
        if not actions:
            return False
        if self._saved is None or self._saved[0] is not setup:
            return True
        return self._saved[1] != actions

    def _update_modified(self) -> None:
        modified = self.is_modified()
        if modified != self._modified:
            self._modified = modified
            self.modified_changed.emit(modified)
