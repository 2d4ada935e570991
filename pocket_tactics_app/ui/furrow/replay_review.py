"""The review in the Furrow & Foundry replay: the three turns of the human seats that
cost them the most chance to win, each with Hard's better turn (``furrow.ai.review``:
listed only when it gains at least 3 points), computed on a worker thread. A click on
one shows that turn's start in the replay."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ...controller.background import Background
from ...controller.furrow_controller import HUMAN, FurrowEntry
from ...furrow.ai.review import MIN_GAIN, Mistake, review
from ...furrow.engine.game import Action, Game
from ...textfmt import fmt
from . import words
from .advice_words import HINT_TIME_LIMIT, action_words, chance_text, tr

# how many turns Hard searches again (the largest drops first)
SEARCHES = 6


def steps_words(game: Game, steps: Sequence[Action]) -> str:
    """A turn's steps in words, the plain ones (skip, end of move or turn) left out."""
    plain = {"skip", "end_move", "end_turn", "pass"}
    return tr(", ").join(action_words(game, a) for a in steps if str(a["kind"]) not in plain)


class ReviewPanel(QGroupBox):
    """The review of a replayed game; ``jump`` asks the replay for a replay index."""

    jump = Signal(int)

    def __init__(self, states: list[Game], entries: list[FurrowEntry], seats: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowReview")
        self.setTitle(self.tr("Review: the choices that cost the most"))
        lay = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.list = QListWidget()
        self.list.setObjectName("reviewList")
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        self.list.setAlternatingRowColors(True)
        self.list.setMaximumHeight(170)
        self.list.itemClicked.connect(self._clicked)
        lay.addWidget(self.list)
        self.states = states
        self.mistakes: list[Mistake] = []
        self.done = False
        self._closed = False
        self.background = Background(self)
        humans = {s for s, kind in enumerate(seats) if kind == HUMAN}
        if not humans or not entries:
            self.status.setText(self.tr("No human player's choice to review."))
            self.list.hide()
            self.done = True
            return
        self.status.setText(self.tr("Reviewing the game with Hard…"))
        befores = states[:len(entries)]
        actions = [e.action for e in entries]
        who = [e.seat for e in entries]
        self.background.submit(
            lambda: review(befores, actions, who, humans, searches=SEARCHES,
                           time_limit=HINT_TIME_LIMIT, stop=lambda: self._closed),
            self.show_mistakes,
            lambda message: self.status.setText(
                fmt(self.tr("The review failed: %1"), message.splitlines()[-1])))

    def stop(self) -> None:
        """The replay closes: the review's search ends early."""
        self._closed = True
        self.background.cancel_all()

    def show_mistakes(self, found: object) -> None:
        self.done = True
        self.mistakes = [m for m in found if isinstance(m, Mistake)] \
            if isinstance(found, list) else []
        self.list.clear()
        if not self.mistakes:
            self.status.setText(fmt(self.tr("No choice cost %1 points of chance to win or "
                                            "more against Hard's."), round(MIN_GAIN * 100)))
            self.list.hide()
            return
        self.status.setText(self.tr("Click one to see it in the replay."))
        for m in self.mistakes:
            g = self.states[m.turn.start]
            text = fmt(self.tr("Round %1, %2: %3\nHard's turn: %4\nChance to win after the "
                               "turn played %5, after Hard's %6 (+%7 points)"), m.round,
                       words.faction_name(g, m.turn.seat), steps_words(g, m.turn.steps),
                       steps_words(g, m.better.steps), chance_text(m.after),
                       chance_text(m.better_after), round(m.gain * 100))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, m.turn.start)
            self.list.addItem(item)
        self.list.show()

    def _clicked(self, item: QListWidgetItem) -> None:
        self.jump.emit(int(item.data(Qt.ItemDataRole.UserRole)))


__all__ = ["ReviewPanel", "steps_words"]
