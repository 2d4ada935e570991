"""The parts of the assault panel: what it follows of a fight (``Fight``, one ``Side``
per unit), a unit's box and one R6.5 comparison's box (``CompareBox``), and R6.5's
deciding pair."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from . import theme
from .dice_widget import DiceRow


def _box_layout(box: QFrame, spacing: int) -> QVBoxLayout:
    """The column layout of a box of the panel, with its tight margins."""
    lay = QVBoxLayout(box)
    lay.setContentsMargins(6, 3, 6, 3)
    lay.setSpacing(spacing)
    return lay


@dataclass
class Side:
    unit: str
    dice: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    bump: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    rerolled: set[tuple[str, int]] = field(default_factory=set)
    bumps_left: str = ""
    rerolls_left: int = 0

    def shown_die(self, colour: str, d: int) -> int:
        b = self.bump[colour][d] if d < len(self.bump[colour]) else 0
        return min(6, self.dice[colour][d] + b)

    def shown(self, colour: str) -> list[int]:
        return [self.shown_die(colour, d) for d in range(len(self.dice[colour]))]


@dataclass
class Fight:
    kind: str  # "assault" or "test"
    sides: list[Side]
    ranged: bool = False
    reply: bool = True
    test_text: str = ""
    result: str = ""
    last_choice: str = ""
    fresh: bool = True  # dice not yet animated
    rolling: set[tuple[str, str, int]] = field(default_factory=set)  # re-rolled, to animate
    target: int = 0  # a test: the number needed
    colour: str = ""  # a test: the colour rolled
    result_recorded: bool = False  # the result is in the history


class SideBox(QFrame):
    """One unit of the fight: its name, role and what it has left (no dice: the dice
    are shown as R6.5 compares them, in the comparison boxes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideBox")
        lay = _box_layout(self, spacing=1)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.role = QLabel()
        self.role.setStyleSheet("color: #aab4c0; font-size: 11px;")
        self.role.setWordWrap(True)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("font-size: 11px;")
        lay.addWidget(self.name)
        lay.addWidget(self.role)
        lay.addWidget(self.info)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_owner(self, owner: int) -> None:
        style = theme.player_style(owner)
        border = "solid" if owner == 0 else "dashed"
        self.setStyleSheet(
            f"#sideBox {{ border: 2px {border} {style.color}; border-radius: 8px; }}"
        )
        self.name.setStyleSheet(f"color: {style.light}; font-weight: bold; font-size: 12px;")


@dataclass(frozen=True)
class DieRef:
    """Which die a face shows: a side of the fight (0 attacker or tester, 1 defender),
    a colour and the die's index in the engine's list."""

    side: int
    colour: str
    die: int


class CompareBox(QFrame):
    """One comparison as R6.5 makes it: OFF dice sorted highest first over the other
    side's DEF dice sorted likewise, pair by pair, the deciding pair marked."""

    die_clicked = Signal(object)  # DieRef

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareBox")
        self.setStyleSheet("#compareBox { border: 1px solid #3a4452; border-radius: 6px; }")
        lay = _box_layout(self, spacing=0)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setStyleSheet("font-size: 11px; color: #cfd6de;")
        self.rows = (DiceRow("", die_size=22), DiceRow("", die_size=22))
        self.refs: tuple[list[DieRef], list[DieRef]] = ([], [])
        for i, row in enumerate(self.rows):
            row.setMinimumHeight(28)
            row.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            row._label.setFixedWidth(40)
            row.die_clicked.connect(lambda k, i=i: self._clicked(i, k))
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setStyleSheet("font-size: 11px;")
        self.header.setVisible(False)  # its text is the box's tooltip: room for the dice
        lay.addWidget(self.rows[0])
        lay.addWidget(self.rows[1])
        lay.addWidget(self.line)

    def _clicked(self, row: int, index: int) -> None:
        refs = self.refs[row]
        if 0 <= index < len(refs):
            self.die_clicked.emit(refs[index])


def deciding_pair(off: list[int], def_: list[int]) -> tuple[int, str]:
    """R6.5 on dice sorted highest first: (index of the deciding pair, why), where why
    is "off" (OFF higher: defeated), "def" (DEF higher: safe), "left_over" (an OFF die
    left over: defeated), "run_out" (the OFF dice ran out: safe) or "none" (no OFF die);
    the index is -1 when no pair decides."""
    if not off:
        return -1, "none"
    for i, o in enumerate(off):
        if i >= len(def_):
            return i, "left_over"
        if o != def_[i]:
            return i, "off" if o > def_[i] else "def"
    return -1, "run_out"
