"""``pocket-tactics --game furrow --players N --screenshot FILE.png --autoplay N --seed S``:
the Furrow & Foundry window after the computers played N actions, saved to a picture."""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from ...controller.furrow_controller import LEVELS, FurrowSetup
from .dialogs import RevealDialog
from .window import FurrowWindow


def furrow_screenshot(app: QApplication, window: FurrowWindow, path: str, n: int, seed: int,
                      players: int, grab: Callable[[], bool]) -> int:
    """``window`` shown (hosted in the shell); ``grab`` saves the picture to ``path``."""
    from PySide6.QtCore import QEventLoop, QTimer

    c = window.controller
    c.ai_delay_ms = 0
    window.autosave = False
    loop = QEventLoop()
    count = [0]

    def finish() -> None:
        c.set_paused(True)
        loop.quit()

    def on_applied(_entry: object) -> None:
        count[0] += 1
        dlg = window._dialog
        if isinstance(dlg, RevealDialog):
            QTimer.singleShot(0, dlg.accept)  # a reveal would hold the computers
        if count[0] >= n:
            finish()

    c.action_applied.connect(on_applied)
    c.game_over.connect(lambda _r: finish())
    # the quick "greedy" level: a screenshot should not wait for the planner's time caps
    level = "greedy" if "greedy" in LEVELS else LEVELS[0]
    window.start(FurrowSetup(players=max(2, min(5, players)), seed=seed),
                 [level] * max(2, min(5, players)))
    if n > 0 and not c.game.over:
        QTimer.singleShot(120_000, finish)
        loop.exec()
    dlg = window._dialog
    if isinstance(dlg, RevealDialog):
        dlg.accept()
    c.set_paused(True)
    for _ in range(5):
        app.processEvents()
    window.refresh()
    window.view.fit()
    app.processEvents()
    if not grab():
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(f"{path}: {count[0]} actions, phase {c.game.phase()}")
    return 0
