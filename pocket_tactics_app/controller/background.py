"""Work for a window on a worker thread, its result handed back on the GUI thread.

Game-neutral: the advice of both games (the hint, the review, the win chance over a
game) runs its slow parts through :class:`Background`.
"""

from __future__ import annotations

import logging
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot

log = logging.getLogger(__name__)


class Background(QObject):
    """Runs functions on worker threads; ``callback(result)`` (or ``on_error(message)``)
    is called on the thread that owns this object.

    The workers never touch Qt: each leaves its result in a ``Future`` that a timer of
    the owner's thread collects, so a window closed while a job runs is neither held up
    nor reached afterwards. Daemon threads: the app's exit never waits for one either
    (``cancel_all`` forgets the results; a job that takes a ``stop`` test ends early).
    """

    #: how often finished jobs are collected (ms)
    POLL_MS = 25

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[int, tuple[Future[Any], Callable[[Any], None],
                                    Callable[[str], None] | None]] = {}
        self._threads: list[threading.Thread] = []
        self._next = 0
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._collect)

    def submit(self, fn: Callable[[], Any], callback: Callable[[Any], None],
               on_error: Callable[[str], None] | None = None) -> int:
        self._next += 1
        future: Future[Any] = Future()
        self._jobs[self._next] = (future, callback, on_error)

        def run() -> None:
            try:
                future.set_result(fn())
            except Exception:  # noqa: BLE001 - reported on the owner's thread
                future.set_exception(RuntimeError(traceback.format_exc()))

        thread = threading.Thread(target=run, name="advisor", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        self._timer.start()
        return self._next

    def result_within(self, job: int, seconds: float) -> tuple[bool, Any]:
        """Wait up to ``seconds`` for ``job`` on this thread: (True, its result) when it
        finished in time, taken so that its callback is not called; (False, None) when it
        is still running (its callback comes later). A job that failed raises here the
        ``RuntimeError`` its ``on_error`` would have been given."""
        entry = self._jobs.get(job)
        if entry is None:
            return False, None
        future = entry[0]
        try:
            exc = future.exception(timeout=seconds)
        except TimeoutError:
            return False, None
        del self._jobs[job]
        if exc is not None:
            raise exc
        return True, future.result()

    def cancel_all(self) -> None:
        """Forget the results of the jobs running now."""
        self._jobs.clear()
        self._timer.stop()

    def pending(self) -> bool:
        return bool(self._jobs)

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Join the jobs' threads (tests); the results are then delivered by the next
        turn of the event loop."""
        deadline = time.monotonic() + timeout_ms / 1000
        for t in self._threads:
            t.join(max(0.0, deadline - time.monotonic()))
        return not any(t.is_alive() for t in self._threads)

    @Slot()
    def _collect(self) -> None:
        done = [k for k, (f, _cb, _err) in self._jobs.items() if f.done()]
        for k in done:
            entry = self._jobs.pop(k, None)
            if entry is None:  # a callback cancelled it
                continue
            future, callback, on_error = entry
            exc = future.exception()
            if exc is None:
                callback(future.result())
            else:
                log.error("background job failed:\n%s", exc)
                if on_error is not None:
                    on_error(str(exc))
        if not self._jobs:
            self._timer.stop()


__all__ = ["Background"]
