"""The odds of an assault shown at the pointer and in the right-click menu, computed off
the GUI thread.

The exact odds (``engine.odds``) take well under a millisecond once their tables are
warm, but a first hover over stacked bumps takes over 100 ms of one core. So the window
never computes them itself: the assault's description (``spec_for``, a fraction of a
millisecond) goes to a worker (:class:`~..controller.advisor.Background`), which holds
no game, only that description. The window waits for it a few milliseconds, so the
common case is shown at once; otherwise the hint says "computing the odds…" and
:attr:`HoverOdds.arrived` fires when the text is ready, for the window to show it if the
pointer is still on that assault.
"""

from __future__ import annotations

import logging
import sys
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..controller.advisor import Background
from ..engine.game import Game
from ..engine.odds import AssaultSpec, Odds, assault_odds_of, spec_for
from . import describe

log = logging.getLogger(__name__)

#: (number of recorded actions, attacker, target): one assault of one position
Key = tuple[int, str, str]

#: One odds job computes at a time: Python threads share one interpreter lock, and each
#: busy worker more makes every step of the GUI thread wait longer for it.
_ONE_AT_A_TIME = threading.Lock()
#: While an odds job runs, the interpreter lock changes hands this often (s; Python's
#: default is 5 ms): the GUI thread, whose every Qt call gives the lock up, otherwise
#: waits that long for it after each call. Measured on a crowded assault: the hover
#: 20-55 ms of wall time with the default, 12-35 ms with this.
SWITCH_INTERVAL = 0.0002


def _odds_job(spec: AssaultSpec) -> Odds:
    with _ONE_AT_A_TIME:
        old = sys.getswitchinterval()
        sys.setswitchinterval(min(old, SWITCH_INTERVAL))
        try:
            return assault_odds_of(spec)
        finally:
            sys.setswitchinterval(old)


def computing_text() -> str:
    """What the hint says while the odds are on their way."""
    return QCoreApplication.translate("MainWindow", "computing the odds…")


class HoverOdds(QObject):
    """The odds text of each assault hovered in the current position, computed on a
    worker; cleared at every change of the position (:meth:`clear`)."""

    #: how long the GUI thread waits for the worker before it shows "computing" (s)
    SYNC_BUDGET = 0.004

    arrived = Signal(str, str)  # the odds of (attacker, target) are ready

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache: dict[Key, str] = {}
        self._pending: set[Key] = set()
        self._generation = 0  # bumped by clear(): a late result of an older position
        self._worker = Background(self)

    def clear(self) -> None:
        """The position changed: the texts and the results on their way are for the old one."""
        self._cache.clear()
        self._pending.clear()
        self._generation += 1
        self._worker.cancel_all()

    def pending(self) -> bool:
        return bool(self._pending)

    def text(self, game: Game, entries: int, attacker: str, target: str) -> str | None:
        """The odds line of ``attacker`` on ``target`` ('about …' when approximate, or why
        there are none), or None while the worker computes it."""
        key = (entries, attacker, target)
        if key in self._cache:
            return self._cache[key]
        if key in self._pending:
            return None
        try:
            spec = spec_for(game, game.units[attacker], game.units[target])
        except Exception as exc:  # noqa: BLE001 - a fault in a hint must not stop the game
            return self._failed(key, str(exc))
        generation = self._generation
        job = self._worker.submit(lambda: _odds_job(spec),
                                  lambda odds: self._done(generation, key, odds),
                                  lambda message: self._on_error(generation, key, message))
        try:
            ready, odds = self._worker.result_within(job, self.SYNC_BUDGET)
        except RuntimeError as exc:
            return self._failed(key, str(exc).strip().splitlines()[-1])
        if ready:
            return self._store(key, odds)
        self._pending.add(key)
        return None

    def _store(self, key: Key, odds: Odds) -> str:
        # Too many bumps or re-rolls to follow exactly: bounded, and said ("about").
        text = describe.odds_line(odds.target_defeated, odds.attacker_defeated,
                                  bool(odds.approximate))
        self._cache[key] = text
        return text

    def _failed(self, key: Key, problem: str) -> str:
        log.error("exact odds of %s on %s failed: %s", key[1], key[2], problem)
        text = describe.odds_unavailable(problem[:200])
        self._cache[key] = text
        return text

    def _done(self, generation: int, key: Key, odds: object) -> None:
        if generation != self._generation or not isinstance(odds, Odds):
            return
        self._pending.discard(key)
        self._store(key, odds)
        self.arrived.emit(key[1], key[2])

    def _on_error(self, generation: int, key: Key, message: str) -> None:
        if generation != self._generation:
            return
        self._pending.discard(key)
        self._failed(key, message.strip().splitlines()[-1] if message.strip() else "")
        self.arrived.emit(key[1], key[2])


__all__ = ["HoverOdds", "computing_text"]
