"""Game ▸ Replay: the Furrow & Foundry game so far, one action at a time (the board, the
tracks and the log; no hand values, so it can be opened at a shared screen); Game ▸
Open a replay: the same for a saved game's file, without opening the game itself."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_controller import FurrowController, FurrowEntry
from ...furrow.engine.game import Game
from ...textfmt import fmt
from . import words
from .board import FurrowScene, FurrowView
from .log_words import entry_lines
from .panels import TracksPanel
from .replay_review import ReviewPanel


class FurrowReplay(QDialog):
    """``states[i]`` is the position before ``entries[i]``; the last is the position now."""

    def __init__(self, states: list[Game], entries: list[FurrowEntry], seats: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowReplay")
        self.setWindowTitle(self.tr("Replay"))
        self.states, self.entries, self.seats = states, entries, seats
        self.resize(1200, 760)
        lay = QVBoxLayout(self)
        self.tracks = TracksPanel()
        lay.addWidget(self.tracks)
        self.scene = FurrowScene(self)
        self.view = FurrowView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self.log)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([720, 440])
        self.log.setWordWrap(True)
        lay.addWidget(split, 1)
        row = QHBoxLayout()
        self.back = QPushButton(self.tr("◀ Back"))
        self.back.setObjectName("replayBack")
        self.forward = QPushButton(self.tr("Forward ▶"))
        self.forward.setObjectName("replayForward")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, len(states) - 1)
        self.where = QLabel()
        row.addWidget(self.back)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward)
        row.addWidget(self.where)
        close = QPushButton(self.tr("Close"))
        close.setObjectName("replayClose")
        close.clicked.connect(self.close)
        row.addWidget(close)
        lay.addLayout(row)
        self.review = ReviewPanel(states, entries, seats, self)
        self.review.jump.connect(self.slider.setValue)
        self.finished.connect(lambda _r: self.review.stop())
        lay.addWidget(self.review)
        self.back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self.show_step)
        for entry in entries:
            game = states[min(entry.index + 1, len(states) - 1)]
            lines, _details, bonuses = entry_lines(game, entry)
            text = " ".join(lines + bonuses) or words.kind_label(str(entry.action["kind"]))
            self.log.addItem(fmt(self.tr("%1. R%2 · %3"), entry.index + 1, entry.round, text))
        self.log.currentRowChanged.connect(lambda r: self.slider.setValue(r + 1))
        self.slider.setValue(len(states) - 1)
        self.show_step(len(states) - 1)

    def show_step(self, i: int) -> None:
        game = self.states[i]
        self.scene.set_game(game)
        self.tracks.show_game(game, self.seats)
        self.where.setText(fmt(self.tr("%1 of %2"), i, len(self.states) - 1))
        self.back.setEnabled(i > 0)
        self.forward.setEnabled(i < len(self.states) - 1)
        glow: dict[tuple[int, int], str] = {}
        if i > 0:  # where the last action happened
            for e in self.entries[i - 1].events:
                places = [p.get("at") for p in e.get("place", []) if isinstance(p, dict)]
                for h in [*e.get("path", []), *([e["at"]] if "at" in e else []), *places]:
                    if isinstance(h, list | tuple) and len(h) == 2:
                        glow[(int(h[0]), int(h[1]))] = "path"
        self.scene.glow(glow)
        self.log.blockSignals(True)
        self.log.setCurrentRow(i - 1)
        self.log.blockSignals(False)


def replay_of_file(path: Path, parent: QWidget | None = None) -> FurrowReplay:
    """A standalone replay of a saved game (any save version). Raises the storage's
    LoadError for a bad file, ValueError for an action the engine refuses."""
    c = FurrowController()
    c.set_paused(True)  # a replay: no computer seat plays on
    try:
        c.load(path)
        dlg = FurrowReplay(c.history(), list(c.entries), list(c.seats), parent)
    finally:
        c.stop()
    dlg.setWindowTitle(fmt(dlg.tr("Replay: %1"), path.name))
    return dlg
