"""The advice around a game: the hint, the win chance over the game, the warm-up.

:class:`Advisor` belongs to a :class:`~.game_controller.GameController`
(``controller.advisor``). It runs the slow parts on its own worker threads, never on
the GUI thread, and hands results back as queued signals:

- ``request_hint()``: Hard's best action for the human to decide now, its reason and
  the human's chance to win (``ai.hint``), computed on a clone of the game. A hint
  belongs to the position it was asked in: any change of the game (an action, undo,
  a new game) clears it, and a result that comes back for an older position is
  dropped. The window offers Game ▸ Hint only when ``can_hint()``.
- ``start_warm_up(game)``: at game start and after loading, the AI's odds caches are
  filled (``ai.warm.warm_up``) so that the computer's first decision is not the slow
  one; the human sets up meanwhile.
- ``win_chance_series()``: the win chance after each recorded action, from the side of
  the human (side A in hot-seat); evaluation only, cheap.

:class:`Background` runs any function on a worker for a window (the replay window's
review) and calls back on the GUI thread.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from ..ai.agents import PLAY_TIME_LIMITS
from ..ai.hint import Hint, hint
from ..ai.review import win_chance_series
from ..ai.warm import warm_up
from ..engine.game import Game

if TYPE_CHECKING:
    from .game_controller import GameController

log = logging.getLogger(__name__)

#: How long the hint's search may take (Hard's own cap in play).
HINT_TIME_LIMIT = PLAY_TIME_LIMITS["hard"]
#: How long the warm-up may run. It goes likeliest assault first and runs while the
#: human sets up (tests/bench/ai_first.py measures the first decision with this cap).
WARM_UP_SECONDS: float | None = 20.0


#: set to stop the warm-up running now (one at a time in the process)
_warm_stop = threading.Event()


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class Background(QObject):
    """Runs functions on worker threads; ``callback(result)`` (or ``on_error(message)``)
    is called on the thread that owns this object, by a queued signal.

    Daemon threads: a window closing while a job runs neither waits for it nor hears
    from it, and the app's exit is never held up (``cancel_all`` forgets the results).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _Signals(self)
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        self._jobs: dict[int, tuple[Callable[[Any], None], Callable[[str], None] | None]] = {}
        self._threads: list[threading.Thread] = []
        self._next = 0

    def submit(self, fn: Callable[[], Any], callback: Callable[[Any], None],
               on_error: Callable[[str], None] | None = None) -> int:
        self._next += 1
        token = self._next
        self._jobs[token] = (callback, on_error)
        signals = self._signals

        def run() -> None:
            try:
                result = fn()
            except Exception:  # noqa: BLE001 - reported to the owner's thread
                message = traceback.format_exc()
                try:
                    signals.failed.emit(token, message)
                except RuntimeError:  # the owner is gone
                    pass
                return
            try:
                signals.done.emit(token, result)
            except RuntimeError:
                pass

        thread = threading.Thread(target=run, name="advisor", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        return token

    def cancel_all(self) -> None:
        """Forget the results of the jobs running now."""
        self._jobs.clear()

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Join the jobs' threads (tests); the results still arrive by the event loop."""
        deadline = time.monotonic() + timeout_ms / 1000
        for t in self._threads:
            t.join(max(0.0, deadline - time.monotonic()))
        return not any(t.is_alive() for t in self._threads)

    @Slot(int, object)
    def _done(self, token: int, result: object) -> None:
        entry = self._jobs.pop(token, None)
        if entry is not None:
            entry[0](result)

    @Slot(int, str)
    def _failed(self, token: int, message: str) -> None:
        entry = self._jobs.pop(token, None)
        log.error("background job failed:\n%s", message)
        if entry is not None and entry[1] is not None:
            entry[1](message)


class Advisor(QObject):
    """The hint, the warm-up and the win chance of a controller's game."""

    hint_changed = Signal()  # a hint arrived or was cleared: read ``current_hint``
    hint_busy = Signal(bool)  # a hint is being computed
    hint_failed = Signal(str)
    warm_up_done = Signal(int)  # how many assaults were warmed

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.current_hint: Hint | None = None
        #: bumped at every change of the game: a hint is for one version only
        self._version = 0
        self._asked: int | None = None  # the version a hint is being computed for
        self._hints = Background(self)
        self._warm_signals = _Signals(self)
        self._warm_signals.done.connect(self._on_warm_done)
        self.warm_enabled = os.environ.get("POCKET_TACTICS_WARM_UP", "1") != "0"
        #: what the warm-up runs, given the game and a stop test (tests put a stand-in)
        self.warm_fn: Callable[[Game, Callable[[], bool]], int] = lambda g, stop: warm_up(
            g, time_limit=WARM_UP_SECONDS, exact=True, stop=stop)
        #: the thread the last warm-up ran on (tests: never the GUI thread)
        self.warm_thread: int | None = None
        self.hint_time_limit: float | None = HINT_TIME_LIMIT
        self.hint_budget: int | None = None
        controller.state_changed.connect(self._on_state_changed)

    # ------------------------------------------------------------------ the hint
    def can_hint(self) -> bool:
        """A human is to decide now and no hint for this position is on its way."""
        c = self.controller
        return c.has_game() and c.human_to_decide() and not c.thinking

    def busy(self) -> bool:
        return self._asked is not None and self._asked == self._version

    def request_hint(self) -> bool:
        """Start computing the hint for the position as it stands (False: not now)."""
        if not self.can_hint():
            return False
        if self.busy():
            return True
        if self.current_hint is not None:
            self.hint_changed.emit()  # the same position: show it again
            return True
        game = self.controller.game.clone()  # the worker never shares the live game
        version = self._version
        self._asked = version
        seed = len(self.controller.entries)
        limit, budget = self.hint_time_limit, self.hint_budget
        self._hints.submit(lambda: hint(game, budget=budget, seed=seed, time_limit=limit),
                           lambda h: self._on_hint(version, h),
                           lambda msg: self._on_hint_failed(version, msg))
        self.hint_busy.emit(True)
        return True

    def _on_hint(self, version: int, result: object) -> None:
        if version != self._version or not isinstance(result, Hint):
            return  # the position changed meanwhile
        self._asked = None
        self.hint_busy.emit(False)
        if result.action not in self.controller.legal_actions():
            log.error("hint not legal now: %s", result.action.describe())
            return
        self.current_hint = result
        self.hint_changed.emit()

    def _on_hint_failed(self, version: int, message: str) -> None:
        if version != self._version:
            return
        self._asked = None
        self.hint_busy.emit(False)
        self.hint_failed.emit(message.strip().splitlines()[-1] if message.strip() else "")

    def _on_state_changed(self) -> None:
        self._version += 1
        was_busy = self._asked is not None
        self._asked = None
        if was_busy:
            self.hint_busy.emit(False)
        if self.current_hint is not None:
            self.current_hint = None
            self.hint_changed.emit()

    # ------------------------------------------------------------------ warm-up
    def start_warm_up(self, game: Game) -> None:
        """Fill the AI's odds caches for ``game``'s armies on a worker thread.

        A daemon thread, stopped by the next warm-up (the caches are the process's, so
        one warm-up at a time) and never holding up the app's exit. Off when the
        environment has ``POCKET_TACTICS_WARM_UP=0`` (the test suite: its games are
        short and many)."""
        global _warm_stop
        if not self.warm_enabled:
            return
        _warm_stop.set()
        stop = _warm_stop = threading.Event()
        view = game.clone()
        fn = self.warm_fn
        signals = self._warm_signals

        def run() -> None:
            self.warm_thread = threading.get_ident()
            try:
                n = fn(view, stop.is_set)
            except Exception:  # noqa: BLE001 - a warm-up only saves time; never fatal
                log.exception("warm-up failed")
                n = 0
            try:
                signals.done.emit(0, n)
            except RuntimeError:  # the window and its controller are gone
                pass

        threading.Thread(target=run, name="warm-up", daemon=True).start()

    @staticmethod
    def stop_warm_up() -> None:
        _warm_stop.set()

    def _on_warm_done(self, _token: int, result: object) -> None:
        n = result if isinstance(result, int) else 0
        log.info("warm-up: %d assaults", n)
        self.warm_up_done.emit(n)

    # ------------------------------------------------------------------ win chance
    def side(self) -> int:
        """Whose win chance the graph shows: the human's, or side A in hot-seat."""
        players = self.controller.players
        return players.index("human") if "human" in players else 0

    def win_chance_series(self) -> list[float]:
        """The win chance after each recorded action (one point per entry)."""
        c = self.controller
        if not c.has_game():
            return []
        after = [*c._before[1:], c.game][:len(c.entries)]
        return win_chance_series(after, self.side())

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Block until the hint's worker is idle (tests, shutdown)."""
        return self._hints.wait(timeout_ms)
