"""``pocket-tactics --game furrow --players N --screenshot FILE.png --autoplay N --seed S``:
the Furrow & Foundry window after the computers played N actions, saved to a picture."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from ...controller.furrow_controller import DEFAULT_LEVEL, FurrowSetup
from .reveal_panel import RevealPanel
from .window import FurrowWindow


def furrow_screenshot(app: QApplication, window: FurrowWindow, path: str, n: int, seed: int,
                      players: int, grab: Callable[[], bool]) -> int:
    """``window`` shown (hosted in the shell); ``grab`` saves the picture to ``path``."""
    from PySide6.QtCore import QTimer

    from ..games.autoplay import autoplay, take_picture

    c = window.controller
    c.ai_delay_ms = 0
    window.autosave = False
    window.animator.still = True  # the picture shows the board, not a figure mid-step

    def past_reveals() -> None:
        dlg = window._dialog
        if isinstance(dlg, RevealPanel):
            QTimer.singleShot(0, dlg.accept)  # a reveal would hold the computers

    # the level a new player meets first
    level = DEFAULT_LEVEL
    seats = max(2, min(5, players))
    played = autoplay(c, lambda: window.start(FurrowSetup(players=seats, seed=seed),
                                              [level] * seats),
                      n, lambda: c.game.over, past_reveals)
    dlg = window._dialog
    if isinstance(dlg, RevealPanel):
        dlg.accept()
    c.set_paused(True)

    def redraw() -> None:
        window.refresh()
        window.view.fit()

    if not take_picture(app, redraw, grab, path):
        return 1
    print(f"{path}: {played} actions, phase {c.game.phase()}")
    return 0
