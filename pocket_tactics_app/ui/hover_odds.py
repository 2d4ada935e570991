"""Odds the window shows, computed off the GUI thread: those of an assault at the pointer
and in the right-click menu (:class:`HoverOdds`), and those of each choice in a pending
assault with "Decide for me" (the assault panel's :class:`OffThread`).

The exact odds (``engine.odds``, ``engine.pending_odds``) take well under a millisecond
once their tables are warm, but with stacked bumps a first hover takes 40-270 ms of one
core and the choices of one decision up to 130 ms. So the window never computes them
itself: a worker (:class:`~..controller.advisor.Background`) does, on a description of
the assault or a clone of the game, never the live one. The window waits for it a few
milliseconds, so the common case is shown at once; otherwise it says "computing the
odds…" and ``arrived`` fires when the value is ready, for the window to show it if the
pointer (or the decision) is still there.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..controller.background import Background
from ..engine.game import Game
from ..engine.odds import Odds, assault_odds_of, spec_for
from . import describe

log = logging.getLogger(__name__)

#: While odds jobs run, the interpreter lock changes hands this often (s; Python's
#: default is 5 ms): the GUI thread, whose every Qt call gives the lock up, otherwise
#: waits that long for it after each call. Measured on a crowded assault: the hover
#: 20-55 ms of wall time with the default, 12-35 ms with this.
SWITCH_INTERVAL = 0.0002
#: How many odds jobs run now, and the switch interval to restore when none does.
_RUNNING = threading.Lock()
_running: list[float] = []


def _fast_switching(job: Callable[[], object]) -> object:
    """Run ``job`` with the short switch interval, restored when the last job ends."""
    with _RUNNING:
        _running.append(sys.getswitchinterval() if not _running else _running[0])
        sys.setswitchinterval(min(_running[0], SWITCH_INTERVAL))
    try:
        return job()
    finally:
        with _RUNNING:
            old = _running.pop()
            if not _running:
                sys.setswitchinterval(old)


def computing_text() -> str:
    """What the hint says while the odds are on their way."""
    return QCoreApplication.translate("MainWindow", "computing the odds…")


@dataclass(frozen=True)
class Failed:
    """A job that raised: the last line of its error."""

    message: str


class OffThread(QObject):
    """Values computed on a worker, one job at a time (each busy worker more makes every
    step of the GUI thread wait longer for the interpreter lock), remembered by key until
    :meth:`clear` (a change of the position). :meth:`get` waits ``SYNC_BUDGET`` for a
    new job, so that the common, quick case is answered at once; otherwise ``arrived``
    fires with the key when its value is ready."""

    #: how long the GUI thread waits for the worker before answering "not yet" (s)
    SYNC_BUDGET = 0.004

    arrived = Signal(object)  # the key whose value (or Failed) is ready

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[Hashable, object] = {}
        self._pending: set[Hashable] = set()
        self._generation = 0  # bumped by clear(): a late result of an older position
        self._one_at_a_time = threading.Lock()  # this window's jobs, one after another
        self._worker = Background(self)
        app = QCoreApplication.instance()
        if app is not None:  # no worker may still run Python when the interpreter ends
            app.aboutToQuit.connect(self.shutdown)

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Forget the jobs on their way and wait for their threads (the app quitting)."""
        self.clear()
        return self._worker.wait(timeout_ms)

    def clear(self) -> None:
        """The position changed: the values and the results on their way are old."""
        self._values.clear()
        self._pending.clear()
        self._generation += 1
        self._worker.cancel_all()

    def pending(self) -> bool:
        return bool(self._pending)

    def get(self, key: Hashable, job: Callable[[], object]) -> tuple[bool, object]:
        """(True, the value of ``key``, or Failed) when known or computed within the
        budget; (False, None) while ``job`` runs on the worker."""
        if key in self._values:
            return True, self._values[key]
        if key in self._pending:
            return False, None
        generation = self._generation
        handle = self._worker.submit(lambda: self._run(job),
                                     lambda value: self._done(generation, key, value),
                                     lambda message: self._done(generation, key,
                                                                _failure(message)))
        try:
            ready, value = self._worker.result_within(handle, self.SYNC_BUDGET)
        except RuntimeError as exc:
            ready, value = True, _failure(str(exc))
        if not ready:
            self._pending.add(key)
            return False, None
        self._values[key] = value
        return True, value

    def _run(self, job: Callable[[], object]) -> object:
        with self._one_at_a_time:
            return _fast_switching(job)

    def _done(self, generation: int, key: Hashable, value: object) -> None:
        if generation != self._generation:
            return
        self._pending.discard(key)
        self._values[key] = value
        self.arrived.emit(key)


def _failure(message: str) -> Failed:
    log.error("a job of the window's worker failed: %s", message)
    lines = message.strip().splitlines()
    return Failed(lines[-1] if lines else "")


class HoverOdds(OffThread):
    """The odds line of each assault hovered, kept by the assault's description
    (``AssaultSpec``): the odds depend on nothing else, so they stay good whatever
    happens to the position meanwhile, and a refresh of the window loses none on its way.
    """

    #: how many assaults are remembered (forgotten all at once past this)
    KEEP = 1024

    def text(self, game: Game, attacker: str, target: str) -> str | None:
        """The odds line of ``attacker`` on ``target`` ('about …' when approximate, or why
        there are none), or None while the worker computes it."""
        try:
            spec = spec_for(game, game.units[attacker], game.units[target])
        except Exception as exc:  # noqa: BLE001 - a fault in a hint must not stop the game
            log.error("exact odds of %s on %s failed: %s", attacker, target, exc)
            return describe.odds_unavailable(str(exc)[:200])
        if len(self._values) > self.KEEP:
            self._values.clear()
        ready, value = self.get(spec, lambda: assault_odds_of(spec))
        if not ready:
            return None
        if isinstance(value, Odds):
            # Too many bumps or re-rolls to follow exactly: bounded, and said ("about").
            return describe.odds_line(value.target_defeated, value.attacker_defeated,
                                      bool(value.approximate))
        problem = value.message if isinstance(value, Failed) else repr(value)
        return describe.odds_unavailable(problem[:200])


__all__ = ["Failed", "HoverOdds", "OffThread", "computing_text"]
