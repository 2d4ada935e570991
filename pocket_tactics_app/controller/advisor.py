"""The advice around a game: the hint, the win chance over the game, the warm-up.

:class:`Advisor` belongs to a :class:`~.game_controller.GameController`
(``controller.advisor``), which it reads through the :class:`AdvisedGame` protocol
(so this module does not import the controller); the controller calls
``game_changed()`` and ``thinking_changed()`` when those change. It runs the slow
parts on its own worker threads, never on the GUI thread, and hands the results back
on the GUI thread:

- ``request_hint()``: Hard's best action for the human to decide now, its reason and
  the human's chance to win (``ai.hint``), computed on a clone of the game. A hint
  belongs to the position it was asked in: any change of the game (an action, undo,
  a new game) clears it, and a result that comes back for an older position is
  dropped. The window offers Game ▸ Hint only when ``can_hint()``.
- ``start_warm_up(game)``: at game start and after loading, the AI's odds caches are
  filled (``ai.warm.warm_up``) so that the computer's first decision is not the slow
  one; the human sets up meanwhile.
- ``win_chance_series()``: the win chance after each recorded action, from the side of
  the human (side A in hot-seat); evaluation only, cheap once the odds caches are warm
  (well under a millisecond a position), seconds over a long game when they are cold:
  ``series_job()`` gives it as a function for a worker thread.

:class:`~.background.Background` runs any function on a worker for a window (the replay
window's review, the odds at the pointer) and calls back on the GUI thread; a caller can
also wait a few milliseconds for a quick job (``result_within``).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ..ai.agents import PLAY_TIME_LIMITS
from ..ai.hint import Hint, hint
from ..ai.review import win_chance_series
from ..ai.warm import warm_up
from ..engine.actions import Action
from ..engine.game import Game
from .background import Background

log = logging.getLogger(__name__)

#: How long the hint's search may take (Hard's own cap in play).
HINT_TIME_LIMIT = PLAY_TIME_LIMITS["hard"]
#: How long the warm-up may run (None: to the end, about 10-30 s of one core). It goes
#: likeliest first, runs while the human sets up, and waits while the computer or a
#: hint is thinking, so as not to take their time (benchmarks/ai_first.py measures
#: the first decision after it).
WARM_UP_SECONDS: float | None = None


#: set to stop the warm-up running now (one at a time in the process)
_warm_stop = threading.Event()


class AdvisedGame(Protocol):
    """What the advisor reads of the controller's game."""

    @property
    def game(self) -> Game: ...

    @property
    def thinking(self) -> bool: ...

    @property
    def players(self) -> tuple[str, str]: ...

    @property
    def entries(self) -> list[Any]: ...

    def has_game(self) -> bool: ...

    def human_to_decide(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def snapshots(self) -> list[Game]:
        """The position after each recorded action."""
        ...


class Advisor(QObject):
    """The hint, the warm-up and the win chance of a controller's game."""

    hint_changed = Signal()  # a hint arrived or was cleared: read ``current_hint``
    hint_busy = Signal(bool)  # a hint is being computed
    hint_failed = Signal(str)
    warm_up_done = Signal(int)  # how many assaults were warmed

    def __init__(self, controller: AdvisedGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.current_hint: Hint | None = None
        #: bumped at every change of the game: a hint is for one version only
        self._version = 0
        self._asked: int | None = None  # the version a hint is being computed for
        self._hints = Background(self)
        self._warm = Background(self)
        self.warm_enabled = os.environ.get("POCKET_TACTICS_WARM_UP", "1") != "0"
        #: what the warm-up runs, given the game and a stop test (tests put a stand-in)
        self.warm_fn: Callable[[Game, Callable[[], bool]], int] = lambda g, stop: warm_up(
            g, time_limit=WARM_UP_SECONDS, exact=True, stop=stop)
        #: the thread the last warm-up ran on (tests: never the GUI thread)
        self.warm_thread: int | None = None
        self.hint_time_limit: float | None = HINT_TIME_LIMIT
        self.hint_budget: int | None = None
        # set while nobody searches: the warm-up runs only then
        self._idle = threading.Event()
        self._idle.set()
        self.hint_busy.connect(lambda _on: self._update_idle())

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

    @Slot()
    def game_changed(self) -> None:
        """The game changed (an action, undo, a new game): the hint is for the old one."""
        self._version += 1
        was_busy = self._asked is not None
        self._asked = None
        if was_busy:
            self.hint_busy.emit(False)
        if self.current_hint is not None:
            self.current_hint = None
            self.hint_changed.emit()

    @Slot(bool)
    def thinking_changed(self, _on: bool) -> None:
        """The computer started or stopped thinking: the warm-up yields to it."""
        self._update_idle()

    # ------------------------------------------------------------------ warm-up
    def _update_idle(self) -> None:
        if self.controller.thinking or self.busy():
            self._idle.clear()
        else:
            self._idle.set()

    def start_warm_up(self, game: Game) -> None:
        """Fill the AI's odds caches for ``game``'s armies on a worker thread.

        Stopped by the next warm-up (the caches are the process's, so one warm-up at a
        time). Off when the environment has ``POCKET_TACTICS_WARM_UP=0`` (the test
        suite: its games are short and many)."""
        global _warm_stop
        if not self.warm_enabled:
            return
        _warm_stop.set()
        stop = _warm_stop = threading.Event()
        view = game.clone()
        fn = self.warm_fn

        idle = self._idle

        def should_stop() -> bool:
            while not idle.wait(0.05):  # the computer or a hint is thinking: let it
                if stop.is_set():
                    return True
            return stop.is_set()

        def run() -> int:
            self.warm_thread = threading.get_ident()
            return fn(view, should_stop)

        self._warm.cancel_all()
        self._warm.submit(run, self._on_warm_done)

    @staticmethod
    def stop_warm_up() -> None:
        _warm_stop.set()

    def _on_warm_done(self, result: object) -> None:
        n = result if isinstance(result, int) else 0
        log.info("warm-up: %d assaults", n)
        self.warm_up_done.emit(n)

    # ------------------------------------------------------------------ win chance
    def side(self) -> int:
        """Whose win chance the graph shows: the human's, or side A in hot-seat."""
        players = self.controller.players
        return players.index("human") if "human" in players else 0

    def series_job(self) -> Callable[[], list[float]]:
        """The win chance after each recorded action (one point per entry), as a
        function to run on a worker: it holds copies, never the live game."""
        c = self.controller
        if not c.has_game():
            return list
        after = c.snapshots()
        side = self.side()
        return lambda: win_chance_series(after, side)

    def win_chance_series(self) -> list[float]:
        """``series_job()`` run here and now."""
        return self.series_job()()

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Block until the hint's worker is idle (tests, shutdown)."""
        return self._hints.wait(timeout_ms)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stop the warm-up and wait for every worker (the app closing).

        No worker may still run Python when the interpreter finalizes: a frozen app
        that quit during a warm-up aborted ("terminate called without an active
        exception", CI, a zh_CN screenshot run on a loaded machine)."""
        self.stop_warm_up()
        self._warm.cancel_all()
        self._hints.cancel_all()
        return self._warm.wait(timeout_ms) and self._hints.wait(timeout_ms)
