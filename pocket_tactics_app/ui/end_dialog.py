"""The end-of-game dialog: result, why, a short summary, the chance to win over the game,
and what next."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..controller.background import Background
from ..engine.game import RULES_REVISION
from ..textfmt import fmt
from . import describe, theme
from .winchance_graph import WinChanceGraph


class EndGameDialog(QDialog):
    new_game = Signal()
    rematch = Signal()
    save = Signal()

    def __init__(self, result: dict[str, Any], parent: QWidget | None = None,
                 series: Sequence[float] | Callable[[], Sequence[float]] = ()) -> None:
        """``series``: the win chance after each action, from the side of the human
        (side A in hot-seat), or a function that computes it (run on a worker thread:
        the graph fills when it is done); no graph when it is empty."""
        super().__init__(parent)
        self.setObjectName("endGameDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(460)
        players = tuple(result.get("players", ("human", "ai")))
        winner = result.get("winner")
        lay = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if winner == "draw":
            text, colour = self.tr("A draw"), "#e0e0e0"
        else:
            w = int(winner) if winner is not None else 0
            colour = theme.player_style(w).light
            if players[0] != players[1]:
                text = (
                    self.tr("You win!") if players[w] == "human" else self.tr("The computer wins")
                )
            else:
                text = fmt(self.tr("%1 wins"), describe.player_colour(w))
        self.headline.setText(text)
        self.headline.setStyleSheet(f"font-size: 26px; font-weight: bold; color: {colour};")
        lay.addWidget(self.headline)
        reason = describe.reason_text(str(result.get("reason", "")),
                                      int(result.get("rules", RULES_REVISION)), winner,
                                      players, int(result.get("turn_limit") or 40))
        self.reason = QLabel(reason[:1].upper() + reason[1:])
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("font-size: 14px;")
        lay.addWidget(self.reason)
        lost = result.get("lost", [0, 0])
        summary = fmt(self.tr("Turns played: %1"), str(result.get("turns", 0)))
        for p in (0, 1):
            summary += "<br>" + fmt(self.tr("Units lost by %1: %2"),
                                    describe.player_name(p, players), lost[p])
        self.summary = QLabel(summary)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setStyleSheet("font-size: 13px; padding: 8px;")
        lay.addWidget(self.summary)
        side = players.index("human") if "human" in players else 0
        if players[0] != players[1]:
            caption = self.tr("Your chance to win over the game")
        else:
            caption = fmt(self.tr("%1's chance to win over the game"),
                          describe.player_colour(side))
        self.graph_caption = QLabel(caption)
        self.graph_caption.setStyleSheet("color: #aab4c0; font-size: 12px;")
        self.graph = WinChanceGraph(self, colour=theme.player_style(side).light)
        self.graph.setFixedHeight(110)
        self.graph.setToolTip(self.tr("After each action; the dashed line is an even game."))
        for part in (self.graph_caption, self.graph):
            lay.addWidget(part)
        self._background = Background(self)
        if callable(series):
            self._background.submit(series, self.set_series)
        else:
            self.set_series(series)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New game"))
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.save_button = QPushButton(self.tr("Save…"))
        self.close_button = QPushButton(self.tr("Close"))
        for b, sig in (
            (self.new_button, self.new_game),
            (self.rematch_button, self.rematch),
            (self.save_button, self.save),
        ):
            b.clicked.connect(lambda _=False, sig=sig: self._close_then(sig))
            buttons.addWidget(b)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        lay.addLayout(buttons)

    def set_series(self, series: object) -> None:
        """Show the graph of ``series`` (hidden when there is none)."""
        values = [float(v) for v in series] if isinstance(series, list | tuple) else []
        self.graph.set_series(values)
        self.graph_caption.setVisible(bool(values))
        self.graph.setVisible(bool(values))

    def _close_then(self, signal: Any) -> None:
        self.accept()
        signal.emit()
