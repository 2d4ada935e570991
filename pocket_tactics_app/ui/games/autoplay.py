"""The screenshot runs' autoplay: computer seats play a number of actions while the
window is shown, then wait."""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from ...controller.base import ControllerBase

#: A run that has not played its actions by then is cut short.
TIME_LIMIT_MS = 120_000


def autoplay(controller: ControllerBase, start: Callable[[], None], n: int,
             over: Callable[[], bool], each: Callable[[], None] | None = None) -> int:
    """``start`` a game whose seats are all computers and let them play ``n`` actions
    (``each`` after every one), or until the game is over; the computers are paused
    afterwards. The number of actions played."""
    loop = QEventLoop()
    count = [0]

    def finish() -> None:
        controller.set_paused(True)
        loop.quit()

    def on_applied(_entry: object) -> None:
        count[0] += 1
        if each is not None:
            each()
        if count[0] >= n:
            finish()

    controller.action_applied.connect(on_applied)
    controller.game_over.connect(lambda _r: finish())
    start()
    if n > 0 and not over():
        QTimer.singleShot(TIME_LIMIT_MS, finish)
        loop.exec()
    controller.set_paused(True)
    return count[0]


def take_picture(app: QApplication, redraw: Callable[[], None], grab: Callable[[], bool],
                 path: str) -> bool:
    """Let the window settle, ``redraw`` it and ``grab`` its picture to ``path`` (False,
    said on stderr, when it cannot be written)."""
    for _ in range(5):
        app.processEvents()
    redraw()
    app.processEvents()
    if grab():
        return True
    print(f"could not write {path}", file=sys.stderr)
    return False


__all__ = ["autoplay", "take_picture"]
