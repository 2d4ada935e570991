"""Game ▸ Statistics: the local Furrow & Foundry games of this computer's players, their
games, wins, share of wins and mean coins, by faction, mat, seat count or the computers'
level (``storage.furrow_stats``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...furrow.engine.content import default_content
from ...storage.errors import StorageError
from ...storage.furrow_stats import HOT_SEAT, StatKey, StatRecord, load_stats, summarize
from ...textfmt import english_plural, fmt
from . import words


class StatsDialog(QDialog):
    """The statistics of the local games, summed by the key chosen."""

    def __init__(self, parent: QWidget | None = None,
                 records: list[StatRecord] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowStats")
        self.setWindowTitle(self.tr("Furrow & Foundry statistics"))
        self.resize(560, 360)
        self.problem = ""
        if records is None:
            try:
                records = load_stats()
            except (OSError, StorageError) as exc:
                self.problem = str(exc)
                records = []
        self.records = records
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("By:")))
        self.key = QComboBox()
        self.key.setObjectName("statsKey")
        for key, text in ((StatKey.FACTION, self.tr("Faction")), (StatKey.MAT, self.tr("Mat")),
                          (StatKey.SEATS, self.tr("Players")),
                          (StatKey.LEVEL, self.tr("Computer level"))):
            self.key.addItem(text, key.value)
        row.addWidget(self.key, 1)
        lay.addLayout(row)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("statsTable")
        self.table.setHorizontalHeaderLabels([self.tr("Group"), self.tr("Games"),
                                              self.tr("Wins"), self.tr("Wins (%)"),
                                              self.tr("Mean coins")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(self.table, 1)
        self.note = QLabel()
        self.note.setObjectName("statsNote")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        close = QPushButton(self.tr("Close"))
        close.setObjectName("statsClose")
        close.clicked.connect(self.accept)
        lay.addWidget(close)
        self.key.currentIndexChanged.connect(lambda _i: self.show_rows())
        self.show_rows()

    def group_name(self, key: StatKey, value: str) -> str:
        content = default_content()
        if key is StatKey.FACTION and value in content.factions:
            return words.faction(value, str(content.factions[value].name))
        if key is StatKey.MAT and value.isdigit():
            return fmt(self.tr("Mat %1"), value)
        if key is StatKey.SEATS:
            return fmt(self.tr("%1 players"), value)
        if key is StatKey.LEVEL:
            return self.tr("Humans only") if value == HOT_SEAT else words.level(value)
        return value

    def show_rows(self) -> None:
        key = StatKey(str(self.key.currentData()))
        rows = summarize(self.records, key)
        self.table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            cells = [self.group_name(key, r.value), str(r.games), str(r.wins),
                     f"{round(100 * r.win_rate)}", f"{r.coins:.1f}"]
            for j, text in enumerate(cells):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        if self.problem:
            self.note.setText(fmt(self.tr("The statistics could not be read: %1"),
                                  self.problem))
        elif not rows:
            self.note.setText(self.tr("No finished game with a human player yet."))
        else:
            n = len(self.records)
            self.note.setText(english_plural(self.tr(
                "%n game(s) of human players on this computer.", "", n), n))


__all__ = ["StatsDialog"]
