"""The new-game dialog of Furrow & Foundry: 2–5 seats, each a human or a computer level,
its faction and mat chosen or drawn, a seed and an optional round limit."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_controller import DEFAULT_LEVEL, HUMAN, LEVELS, FurrowSetup
from ...furrow.engine.content import FACTION_IDS, default_content
from ...storage.errors import StorageError
from ...storage.furrow_saves import FURROW_SAVES, furrow_autosave_path
from ...storage.furrow_saves import is_furrow_save as storage_is_furrow_save
from ...textfmt import fmt
from . import words

MAX_SEATS = 5


def autosave_path() -> Path:
    """Where the Furrow & Foundry window autosaves (storage.furrow_saves)."""
    return furrow_autosave_path()


def is_furrow_save(path: Path) -> bool:
    """Whether a file is a Furrow & Foundry save (its first bytes name the format)."""
    return storage_is_furrow_save(path)


def resumable_autosave() -> Path | None:
    """The file holding the unfinished autosaved game (the autosave, or its backup when
    the autosave cannot be read), if there is one."""
    try:
        found = FURROW_SAVES.find_resumable()
    except (OSError, StorageError):
        return None
    return None if found is None else found[0]


class FurrowNewGameDialog(QDialog):
    """Emits ``accepted_config(setup, seats)`` (a ``FurrowSetup`` and the seat kinds)."""

    accepted_config = Signal(object, list)
    #: Resume the autosaved Furrow & Foundry game (its path).
    resume_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowNewGame")
        self.setWindowTitle(self.tr("New game: Furrow & Foundry"))
        self.content = default_content()
        lay = QVBoxLayout(self)
        top = QFormLayout()
        self.count = QSpinBox()
        self.count.setObjectName("furrowPlayers")
        self.count.setRange(2, MAX_SEATS)
        self.count.setValue(2)
        self.count.valueChanged.connect(self._rows)
        top.addRow(self.tr("Players"), self.count)
        lay.addLayout(top)
        box = QGroupBox(self.tr("Seats (the seat order follows the factions, S5.2)"))
        grid = QGridLayout(box)
        for c, h in enumerate((self.tr("Seat"), self.tr("Played by"), self.tr("Faction"),
                               self.tr("Mat"))):
            grid.addWidget(QLabel(f"<b>{h}</b>"), 0, c)
        self.kinds: list[QComboBox] = []
        self.factions: list[QComboBox] = []
        self.mats: list[QComboBox] = []
        self.labels: list[QLabel] = []
        # the levels a player meets; "greedy" and "random" stay for ``simulate``
        levels = {"easy": self.tr("Computer: easy"), "normal": self.tr("Computer: normal"),
                  "hard": self.tr("Computer: hard")}
        for i in range(MAX_SEATS):
            label = QLabel(fmt(self.tr("Player %1"), i + 1))
            kind = QComboBox()
            kind.setObjectName(f"furrowSeat{i}")
            kind.addItem(self.tr("Human"), HUMAN)
            for lv in LEVELS:
                if lv in levels:
                    kind.addItem(levels[lv], lv)
            kind.setCurrentIndex(0 if i == 0 else kind.findData(DEFAULT_LEVEL))
            fac = QComboBox()
            fac.setObjectName(f"furrowFaction{i}")
            fac.addItem(self.tr("Drawn"), None)
            for f in FACTION_IDS:
                fac.addItem(words.faction(f, self.content.factions[f].name), f)
            mat = QComboBox()
            mat.setObjectName(f"furrowMat{i}")
            mat.addItem(self.tr("Drawn"), None)
            for n, m in sorted(self.content.mats.items()):
                mat.addItem(fmt(self.tr("%1 (%2)"), n, words.mat(n, m.name)), n)
            for c, w in enumerate((label, kind, fac, mat)):
                grid.addWidget(w, i + 1, c)
            fac.currentIndexChanged.connect(self._validate)
            mat.currentIndexChanged.connect(self._validate)
            self.labels.append(label)
            self.kinds.append(kind)
            self.factions.append(fac)
            self.mats.append(mat)
        lay.addWidget(box)
        form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setObjectName("furrowSeed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.textChanged.connect(self._validate)
        form.addRow(self.tr("Seed (optional)"), self.seed)
        self.limit = QSpinBox()
        self.limit.setObjectName("furrowRoundLimit")
        self.limit.setRange(0, 200)
        self.limit.setSpecialValueText(self.tr("none"))
        form.addRow(self.tr("Round limit"), self.limit)
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #ff7b6b;")
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start game"))
        ok.setObjectName("furrowStart")
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)
        autosave = resumable_autosave()
        if autosave is not None:
            resume = self.buttons.addButton(self.tr("Resume the last game"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
            resume.setObjectName("furrowResume")
            resume.clicked.connect(lambda: self._resume(str(autosave)))
        lay.addWidget(self.buttons)
        self._rows()

    def _rows(self) -> None:
        n = self.count.value()
        for i in range(MAX_SEATS):
            for w in (self.labels[i], self.kinds[i], self.factions[i], self.mats[i]):
                w.setVisible(i < n)
        self._validate()

    def _order(self) -> list[int]:
        """The rows in seat order: by faction number when the factions are chosen (S5.2),
        else as listed (drawn factions take the seats in order)."""
        rows = list(range(self.count.value()))
        facs = [self.factions[i].currentData() for i in rows]
        if None in facs:
            return rows
        return sorted(rows, key=lambda i: self.content.factions[str(facs[i])].number)

    def seats(self) -> list[str]:
        return [str(self.kinds[i].currentData()) for i in self._order()]

    def _problem(self) -> str:
        text = self.seed.text().strip()
        if text and not text.lstrip("-").isdigit():
            return self.tr("The seed must be a whole number.")
        n = self.count.value()
        facs = [f.currentData() for f in self.factions[:n]]
        mats = [m.currentData() for m in self.mats[:n]]
        if any(f is None for f in facs) and any(f is not None for f in facs):
            return self.tr("Choose every faction, or let all be drawn.")
        if any(m is None for m in mats) and any(m is not None for m in mats):
            return self.tr("Choose every mat, or let all be drawn.")
        if len({f for f in facs if f is not None}) < len([f for f in facs if f is not None]):
            return self.tr("Each player needs a different faction.")
        if len({m for m in mats if m is not None}) < len([m for m in mats if m is not None]):
            return self.tr("Each player needs a different mat.")
        return ""

    def _validate(self) -> bool:
        problem = self._problem()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def setup(self) -> FurrowSetup:
        n = self.count.value()
        text = self.seed.text().strip()
        seed = int(text) if text else random.randrange(1, 10**9)
        order = self._order()
        facs = [self.factions[i].currentData() for i in order]
        mats = [self.mats[i].currentData() for i in order]
        return FurrowSetup(
            n, None if None in facs else tuple(str(f) for f in facs),
            None if None in mats else tuple(int(m) for m in mats), seed,
            self.limit.value() or None)

    def _resume(self, path: str) -> None:
        self.resume_requested.emit(path)
        self.accept()

    def _start(self) -> None:
        if not self._validate():
            return
        self.accepted_config.emit(self.setup(), self.seats())
        self.accept()
