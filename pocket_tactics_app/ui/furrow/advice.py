"""Advice in the Furrow & Foundry window: Game ▸ Hint (Ctrl+H), the chance to win over
the game in the end dialog, and the local statistics (recorded at each game's end, shown
by Game ▸ Statistics).

The hint is Hard's choice for the human seat deciding (``furrow.ai.hint``), computed on a
worker thread on a copy of the game (the search itself runs on the seat's determinized
copy, never on hidden values). A banner over the board says the choice, its reason in
words (what the turn it leads to changes: stars, coins, pieces and their hexes) and the
seat's chance to win; the hexes it names glow. The hint belongs to the position it was
asked in: any change of the game drops it, and Esc dismisses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMenu, QVBoxLayout, QWidget

from ...controller.background import Background
from ...controller.furrow_controller import HUMAN
from ...furrow.ai.hint import FurrowHint, hint
from ...furrow.ai.planner import LEVEL_CONFIG
from ...furrow.ai.review import series
from ...furrow.engine.game import Game
from ...storage.errors import StorageError
from ...storage.furrow_stats import HOT_SEAT, StatRecord, add_records
from ...textfmt import fmt
from ..hint_banner import hint_banner
from ..winchance_graph import WinChanceGraph
from . import words
from .advice_words import HINT_TIME_LIMIT, hint_text, tr
from .board import faction_colour

if TYPE_CHECKING:
    from .window_base import FurrowWindowBase

def stat_records(game: Game, seats: Sequence[str]) -> list[StatRecord]:
    """The statistics of a finished game: one record per human seat."""
    levels = [s for s in seats if s != HUMAN]
    order = list(LEVEL_CONFIG)
    level = max(levels, key=lambda s: order.index(s) if s in order else -1) \
        if levels else HOT_SEAT
    winners = game.winner() or []
    scores = game.scores()
    return [StatRecord(faction=game.faction(s), mat=int(game.players[s].mat), seats=game.n,
                       level=level, won=s in winners, coins=int(scores[str(s)]["total"]))
            for s, kind in enumerate(seats) if kind == HUMAN]


class ChanceGraphs(QWidget):
    """Each seat's chance to win over a game: one small graph per seat, in its colour."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowChanceGraphs")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(tr("Each player's chance to win over the game"))
        lay.addWidget(self.caption)
        self.graphs: list[WinChanceGraph] = []
        for s in range(game.n):
            label = QLabel(words.faction_name(game, s))
            label.setStyleSheet(f"color: {faction_colour(game, s)};")
            g = WinChanceGraph(self, colour=faction_colour(game, s))
            g.setObjectName(f"chanceGraph{s}")
            g.setFixedHeight(60)
            g.setToolTip(tr("After each action; the dashed line is 50%."))
            lay.addWidget(label)
            lay.addWidget(g)
            self.graphs.append(g)

    def set_series(self, lines: object) -> None:
        if not isinstance(lines, list):
            return
        for g, values in zip(self.graphs, lines, strict=False):
            g.set_series(values)


class FurrowAdvice(QObject):
    """The hint, the end dialog's graphs and the statistics of one Furrow window."""

    def __init__(self, window: FurrowWindowBase) -> None:
        super().__init__(window)
        self.window = window
        self.background = Background(self)
        self.current: FurrowHint | None = None
        self._asked: tuple[int, int] | None = None  # (entries, seat) the hint was asked at
        self._saved_glow: dict[tuple[int, int], str] | None = None  # the glow before it
        self.banner = hint_banner(window.view.viewport(), "furrowHintBanner", 380)
        self.act_hint = QAction(tr("&Hint"), window)
        self.act_hint.setObjectName("furrowHint")
        self.act_hint.setShortcut(QKeySequence("Ctrl+H"))
        self.act_hint.triggered.connect(lambda _=False: self.request())
        self.act_stats = QAction(tr("S&tatistics…"), window)
        self.act_stats.setObjectName("furrowStatistics")
        self.act_stats.triggered.connect(lambda _=False: self.show_stats())
        self.stats: QDialog | None = None
        window.addAction(self.act_hint)
        bar = window.menuBar().actions()
        menu = bar[0].menu() if bar else None
        if isinstance(menu, QMenu):  # the window's own Game menu (shown when not hosted)
            menu.addAction(self.act_hint)
            menu.addAction(self.act_stats)
        window.controller.state_changed.connect(self.forget)

    # ------------------------------------------------------------------ the hint
    def request(self) -> bool:
        """Game ▸ Hint: Hard's choice for the human seat deciding, on a worker."""
        w = self.window
        c = w.controller
        seat = w.deciding()
        if not c.has_game() or c.game.over or seat is None or w.handoff.isVisible():
            w.statusBar().showMessage(tr("A hint is given when it is your decision."), 4000)
            return False
        key = (len(c.entries), seat)
        if self._asked == key:
            return True
        self._asked = key
        game = c.game.clone()
        seed = game.seed * 7919 + len(c.entries)
        w.statusBar().showMessage(tr("Hard is looking for the best choice…"), 4000)
        self.background.submit(
            lambda: hint(game, seat, seed=seed, time_limit=HINT_TIME_LIMIT),
            lambda h: self._done(key, h), self._failed)
        return True

    def _failed(self, message: str) -> None:
        self._asked = None
        self.window.show_error(fmt(tr("No hint could be found: %1"), message.splitlines()[-1]))

    def _done(self, key: tuple[int, int], h: object) -> None:
        c = self.window.controller
        if not isinstance(h, FurrowHint) or self._asked != key or not c.has_game() \
                or (len(c.entries), self.window.deciding()) != key:
            return  # the position changed meanwhile
        self.current = h
        self.window.statusBar().clearMessage()
        self.banner.setText(hint_text(c.game, h))
        self.banner.adjustSize()
        vp = self.window.view.viewport()
        self.banner.move(max(8, vp.width() - self.banner.width() - 10), 10)
        self.banner.show()
        self.banner.raise_()
        # the window's glow carries the hint's hexes while it shows (a hover keeps them)
        w = self.window
        self._saved_glow = dict(w._glow)
        w._glow = {**w._glow, **self.glow()}
        w.scene.glow(w._glow)

    def glow(self) -> dict[tuple[int, int], str]:
        """The hexes the hint's turn names (where units go, what it builds or deploys,
        where it produces), lit on the board."""
        h = self.current
        if h is None:
            return {}
        board = self.window.controller.game.board.terrain
        return {x: "selected" for x in h.hexes if x in board}

    def dismiss(self) -> bool:
        """Esc: the banner and the lit hexes go (True if a hint was on show)."""
        if self.current is None and not self.banner.isVisible():
            return False
        self.forget()
        self.window.scene.glow(self.window._glow)
        return True

    def forget(self) -> None:
        """The hint goes: the banner hides, the window's glow is as before it."""
        self.current = None
        self._asked = None
        self.banner.hide()
        if self._saved_glow is not None:
            self.window._glow = self._saved_glow
            self._saved_glow = None

    # ------------------------------------------------------------------ the game's end
    def game_over(self, dialog: QDialog) -> None:
        """The end dialog gets each seat's chance over the game (computed on a worker);
        a game with a human seat is added to the statistics."""
        c = self.window.controller
        game = c.game
        graphs = ChanceGraphs(game, dialog)
        lay = dialog.layout()
        if isinstance(lay, QVBoxLayout):
            lay.insertWidget(max(0, lay.count() - 1), graphs)
        dialog.setProperty("chanceGraphs", graphs)
        positions = c.history()[1:]
        self.background.submit(lambda: series(positions), graphs.set_series)
        if self.window.autosave and HUMAN in c.seats:
            try:
                add_records(stat_records(game, c.seats))
            except (OSError, StorageError) as exc:
                self.window.statusBar().showMessage(str(exc), 8000)

    def show_stats(self) -> None:
        """Game ▸ Statistics."""
        from .stats import StatsDialog

        self.stats = StatsDialog(self.window)
        self.stats.open()


__all__ = ["ChanceGraphs", "FurrowAdvice", "stat_records"]
