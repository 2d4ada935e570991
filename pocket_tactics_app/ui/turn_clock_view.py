"""The R11.3 clock in the status bar: turns without a defeat out of the limit and who
would win if it ran out now, always in view during play, with a warning at 10 and at 3
turns left (a computer ahead on features may run the game down: the player sees it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ..controller.game_controller import GameController
from ..engine.turn_clock import TurnClock, turn_clock
from ..textfmt import english_plural, fmt
from . import describe

#: Turns left at which the clock warns (once each, as the count reaches them).
WARN_AT = (10, 3)
#: How long a warning stays in the status bar, in milliseconds.
WARNING_MS = 8000

_CALM = "padding: 2px 8px; color: #cfd8e3;"
_NEAR = "padding: 2px 8px; color: #1b1b1b; background: #ffd76a; border-radius: 4px;"
_LAST = ("padding: 2px 8px; color: white; background: #d64541; border-radius: 4px;"
         " font-weight: bold;")


class TurnClockView(QLabel):
    """Follows ``controller``; hidden when no game is in play (none, or setting up)."""

    #: a warning in words, when the turns left reach one of ``WARN_AT``
    warning = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnClock")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.controller = controller
        self.clock: TurnClock | None = None
        #: the last warning given (empty: none yet in this stretch without a defeat)
        self.last_warning = ""
        self._warned: set[int] = set()
        controller.history_reset.connect(self._warned.clear)  # a new game, an undo
        controller.state_changed.connect(self.refresh)
        self.warning.connect(self._show_warning)
        self.refresh()

    def verdict_text(self, clock: TurnClock) -> str:
        """Who the limit would give the game to now, naming the seat."""
        players = self.controller.players
        if clock.verdict == "draw":
            return self.tr("a draw")
        w = int(clock.verdict)
        if players[0] != players[1]:
            return self.tr("you win") if players[w] == "human" else self.tr("the computer wins")
        return fmt(self.tr("%1 wins"), describe.player_colour(w))

    def refresh(self) -> None:
        game = self.controller.game if self.controller.has_game() else None
        clock = turn_clock(game) if game is not None else None
        self.clock = clock
        self.setVisible(clock is not None)
        if clock is None:
            self._warned.clear()
            return
        to_go = clock.to_go
        if to_go > max(WARN_AT):
            self._warned.clear()  # a defeat reset the count: warn again next time
        text = fmt(self.tr("Turn limit (R11.3): %1/%2 turns without a defeat · if it ran out "
                           "now: %3 (features %4–%5)"), clock.count, clock.limit,
                   self.verdict_text(clock), clock.held[0], clock.held[1])
        if game is not None and not game.is_over():
            due = [n for n in WARN_AT if to_go <= n and n not in self._warned]
            if due:
                self._warned.update(n for n in WARN_AT if to_go <= n)
                self.warning.emit(self.warning_text(clock))
        self.setText(text)
        self.setStyleSheet(_LAST if to_go <= min(WARN_AT) else
                           _NEAR if to_go <= max(WARN_AT) else _CALM)
        self.setToolTip(self.tr(
            "R11.3: when this many turns in a row pass with no unit defeated, the game ends "
            "and the player who controls more features wins (equal: a draw). Any defeat, "
            "by either side, starts the count again."))

    def warning_text(self, clock: TurnClock) -> str:
        n = clock.to_go
        left = english_plural(self.tr("%n turn(s) left", "", n), n)
        return fmt(self.tr("Turn limit: %1 without a defeat; if it runs out, %2."), left,
                   self.verdict_text(clock))

    def _show_warning(self, text: str) -> None:
        self.last_warning = text
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, WARNING_MS)
