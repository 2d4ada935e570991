"""The replay window's chance to win and review: the chance to win over the game (from
the side of the human, side A in hot-seat; evaluation only) and the human's three
choices that lowered it most, each with Hard's better move, computed on worker threads
when the window opens; a click on a move or on the graph goes there.
:class:`~.replay_window.ReplayWindow` is built on it."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
)

from ..ai.hint import percent
from ..ai.review import MIN_GAIN, Mistake, review, win_chance_series
from ..controller.background import Background
from ..controller.game_controller import HUMAN
from ..engine.game import Game
from ..textfmt import fmt
from . import describe, theme
from .replay_parts import (
    ReplayData,
)
from .winchance_graph import WinChanceGraph

log = logging.getLogger(__name__)

# The review's search: Hard's, capped per position (it runs on a worker thread).
REVIEW_TIME_LIMIT: float | None = 1.0
REVIEW_BUDGET: int | None = None


class ReplayReview(QMainWindow):
    """The chance-to-win graph and the review list of the replay window."""

    if TYPE_CHECKING:
        data: ReplayData

        def game_at(self, index: int) -> Game: ...

        def pause(self) -> None: ...

        def go_to(self, index: int) -> None: ...

    def _build_review(self) -> None:
        data = self.data
        self.side = data.players.index(HUMAN) if HUMAN in data.players else 0
        # who is reviewed: the human seats (both in hot-seat)
        self.reviewed = [p for p in (0, 1) if data.players[p] == HUMAN] or [0, 1]
        # computed on the worker (cold odds caches make it seconds over a long game)
        self.win_chances: list[float] = []
        self._play_start = next((k for k, g in enumerate(data.snapshots)
                                 if g.phase in ("play", "over")), None)
        caps = "color: #aab4c0; font-size: 11px; text-transform: uppercase;"
        if data.players[0] != data.players[1]:
            caption = QCoreApplication.translate("ReplayWindow", "Your chance to win")
        else:
            caption = fmt(QCoreApplication.translate("ReplayWindow", "%1's chance to win"),
                          describe.player_colour(self.side))
        self.graph_caption = QLabel(caption)
        self.graph_caption.setStyleSheet(caps)
        self.graph = WinChanceGraph(colour=theme.player_style(self.side).light)
        self.graph.setFixedHeight(84)
        self.graph.setToolTip(QCoreApplication.translate(
            "ReplayWindow", "After each action; click to go there."))
        self.graph.index_clicked.connect(self._on_graph_clicked)
        self.review_caption = QLabel(QCoreApplication.translate(
            "ReplayWindow", "Review: choices that cost the most"))
        self.review_caption.setStyleSheet(caps)
        self.review_list = QListWidget()
        self.review_list.setObjectName("replayReview")
        self.review_list.setWordWrap(True)
        self.review_list.setSpacing(2)
        self.review_list.setFixedHeight(196)  # three moves of four lines
        self.review_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_list.itemClicked.connect(self._on_review_clicked)
        self.mistakes: list[Mistake] | None = None
        self._background = Background(self)
        self._review_stop = threading.Event()  # set when the window closes

    def start_review(self) -> None:
        """The win chance over the game, then the review's moves (Hard's search on a few
        positions), on worker threads."""
        after, side = self.data.snapshots[1:], self.side
        self._background.submit(lambda: win_chance_series(after, side), self._on_series)
        self.review_list.clear()
        self.review_list.addItem(QCoreApplication.translate("ReplayWindow", "Reviewing the game…"))
        befores = self.data.snapshots[:-1]
        actions = [step.action for step in self.data.steps]
        reviewed = list(self.reviewed)
        budget, limit = REVIEW_BUDGET, REVIEW_TIME_LIMIT
        stop = self._review_stop
        self._background.submit(lambda: review(befores, actions, reviewed, budget=budget,
                                               time_limit=limit, stop=stop.is_set),
                                self._on_review, self._on_review_failed)

    def wait_review(self, timeout_ms: int = 60000) -> bool:
        """Block until the review's worker is done (tests); its result comes by the
        event loop."""
        return self._background.wait(timeout_ms)

    def _on_series(self, result: object) -> None:
        if isinstance(result, list):
            self.win_chances = [float(v) for v in result]
            self.graph.set_series(self.win_chances, self._play_start)

    def _on_review(self, result: object) -> None:
        if not isinstance(result, list):
            return
        self.mistakes = [m for m in result if isinstance(m, Mistake)]
        self.review_list.clear()
        if not self.mistakes:
            self.review_list.addItem(fmt(QCoreApplication.translate(
                "ReplayWindow", "No choice to review: no better move would have gained %1 "
                "points of win chance or more."), round(MIN_GAIN * 100)))
        for m in self.mistakes:
            item = QListWidgetItem(self.review_text(m))
            item.setData(Qt.ItemDataRole.UserRole, m.index + 1)
            item.setToolTip(QCoreApplication.translate("ReplayWindow", "Click to see this move"))
            self.review_list.addItem(item)
        self.graph.set_marks([m.index + 1 for m in self.mistakes])

    def _on_review_failed(self, message: str) -> None:
        self.review_list.clear()
        lines = message.strip().splitlines()
        self.review_list.addItem(fmt(QCoreApplication.translate(
            "ReplayWindow", "The review failed: %1"), lines[-1] if lines else ""))

    def review_text(self, m: Mistake) -> str:
        """One reviewed move: when, who, what, the win chance it cost, the better move."""
        before = self.game_at(m.index)
        who = describe.player_name(m.player, self.data.players)
        head = fmt(QCoreApplication.translate("ReplayWindow", "Turn %1 · %2: %3"), before.turn, who,
                   describe.action_text(before, m.action))
        cost = fmt(QCoreApplication.translate("ReplayWindow", "win chance %1 → %2"),
                   percent(m.before), percent(m.after))
        better = fmt(QCoreApplication.translate("ReplayWindow", "Better: %1 (%2)"),
                     describe.action_text(before, m.better), percent(m.better_after))
        return f"{head}\n{cost} · {better}"

    def review_items(self) -> list[QListWidgetItem]:
        """The review's moves as listed (none while it is computed)."""
        items = [self.review_list.item(i) for i in range(self.review_list.count())]
        return [it for it in items if it.data(Qt.ItemDataRole.UserRole) is not None]

    def _on_review_clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.pause()
            self.go_to(index)

    def _on_graph_clicked(self, index: int) -> None:
        self.pause()
        self.go_to(index)


__all__ = ["REVIEW_BUDGET", "REVIEW_TIME_LIMIT", "ReplayReview"]
