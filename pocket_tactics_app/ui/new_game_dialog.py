"""The new game dialog: mode, armies (suggested builds), point limit, tiles, features, seed."""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import BALANCED_CARDS, PRINTED_CARDS, Catalog
from ..engine.game import GameSetup, PlayerSetup, SetupError, army_problem, validate_setup
from ..textfmt import fmt
from . import describe, i18n, theme

DIFFICULTIES = ("easy", "normal", "hard")


@dataclass(frozen=True)
class ArmyChoice:
    """One army the dialog offers: a suggested build or an army kept by the builder."""

    label: str
    units: tuple[str, ...]
    tiles: tuple[str, ...]
    home_feature: str
    point_limit: int
    problems: tuple[str, ...] = ()


def army_choices(catalog: Catalog, saved: Sequence[tuple[Any, Sequence[str]]] = (),
                 chosen: Any = None) -> dict[str, ArmyChoice]:
    """The army just made in the builder (``chosen``), suggested builds (``preset:<id>``),
    then saved armies (``saved:<name>``)."""
    from .army_builder import army_problems

    out: dict[str, ArmyChoice] = {}
    if chosen is not None:
        out["chosen"] = ArmyChoice(
            fmt(QCoreApplication.translate("NewGameDialog", "%1 (from the army builder)"),
                chosen.name),
            tuple(chosen.units), tuple(chosen.tiles),
            chosen.home_feature, chosen.point_limit, tuple(army_problems(chosen, catalog)))
    for pid, p in catalog.presets.items():
        out[f"preset:{pid}"] = ArmyChoice(
            fmt(QCoreApplication.translate("NewGameDialog", "%1 (%2 pts)"),
                i18n.preset_name(p), p.point_limit),
            tuple(p.units), tuple(p.tiles), p.home_feature, p.point_limit)
    for army, problems in saved:
        out[f"saved:{army.name}"] = ArmyChoice(
            fmt(QCoreApplication.translate("NewGameDialog", "Saved: %1"), army.name),
            tuple(army.units), tuple(army.tiles), army.home_feature, army.point_limit,
            tuple(problems))
    return out


class _WrappedList(QLabel):
    """A word-wrapped label that asks for the height its text needs at its width.

    A window's minimum height comes from its widgets' minimum heights, not from their
    height for the width they get, so a wrapped label of a few lines (the unit list, its
    total and an army's problems) was given less than it needs at the dialog's default
    size and the last line was cut. Laid out, its minimum height is the height
    its text needs at the width it has; before that, the height of its size hint.
    """

    #: Below this the unit list would make the dialog jump when a smaller army is chosen.
    MIN_HEIGHT = 80

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._laid_out = False

    def _needed_height(self) -> int:
        if self._laid_out:
            need = self.heightForWidth(self.width())
        else:
            need = super().sizeHint().height()
        return max(self.MIN_HEIGHT, need)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._needed_height())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._needed_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        before = self._needed_height()
        self._laid_out = True
        super().resizeEvent(event)
        if self._needed_height() != before:  # the width changed the lines: lay out again
            self.updateGeometry()


class _SideEditor(QGroupBox):
    changed = Signal()

    def __init__(
        self, catalog: Catalog, player: int, choices: dict[str, ArmyChoice], initial: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.player = player
        self.choices = choices
        style = theme.player_style(player)
        self.setStyleSheet(
            f"QGroupBox {{ border: 2px {'solid' if player == 0 else 'dashed'} "
            f"{style.color}; border-radius: 8px; margin-top: 14px; padding: 8px; }}"
            f"QGroupBox::title {{ subcontrol-origin: margin; left: 10px;"
            f" color: {style.light}; font-weight: bold; }}"
        )
        form = QFormLayout(self)
        self.preset = QComboBox()
        self.preset.setObjectName(f"preset{player}")
        self.preset.setMinimumContentsLength(28)
        for key, choice in choices.items():
            self.preset.addItem(choice.label, key)
        i = self.preset.findData(initial)
        self.preset.setCurrentIndex(max(0, i))
        form.addRow(self.tr("Army"), self.preset)
        self.units = _WrappedList()
        form.addRow(self.tr("Units"), self.units)
        tiles_box = QWidget()
        grid = QGridLayout(tiles_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tiles: list[QComboBox] = []
        for i in range(6):
            combo = QComboBox()
            # 7 characters ("Wasteland" still shows): both armies' three tiles a row then
            # fit the dialog's 960 px; squeezed below their minimum width (9 made it 1038)
            # the layout computed the unit lists' heights for widths they did not get
            combo.setMinimumContentsLength(7)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            for tid, t in catalog.terrain.items():
                combo.addItem(i18n.tile_name(t), tid)
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
            grid.addWidget(combo, i // 3, i % 3)
            self.tiles.append(combo)
        form.addRow(self.tr("Six tiles"), tiles_box)
        self.home = QComboBox()
        for fid, f in catalog.features.items():
            self.home.addItem(i18n.tile_name(f), fid)
        self.home.currentIndexChanged.connect(lambda _i: self.changed.emit())
        form.addRow(self.tr("Home feature"), self.home)
        self.preset.currentIndexChanged.connect(self._load_preset)
        self._load_preset()

    def choice(self) -> ArmyChoice:
        return self.choices[str(self.preset.currentData())]

    def _load_preset(self) -> None:
        p = self.choice()
        for combo, tid in zip(self.tiles, p.tiles, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(tid)))
        self.home.setCurrentIndex(max(0, self.home.findData(p.home_feature)))
        rows = []
        for cid in p.units:
            c = self.catalog.units.get(cid)
            if c is None:
                rows.append(f"<span style='color:#ff7b6b'>{html.escape(cid)} "
                            + self.tr("(missing card)") + "</span>")
                continue
            rows.append(f"{html.escape(i18n.card_name(c))} "
                        f"<span style='color:#9aa5b1'>· {c.points}</span>")
        rows.append("<b>" + fmt(self.tr("Total: %1 points"), str(self.points())) + "</b>")
        rows.extend(f"<span style='color:#ff7b6b'>{html.escape(x)}</span>" for x in p.problems)
        self.units.setText("<br>".join(rows))
        self.changed.emit()

    def player_setup(self) -> PlayerSetup:
        return PlayerSetup(
            list(self.choice().units), [c.currentData() for c in self.tiles],
            self.home.currentData()
        )

    def points(self) -> int:
        return sum(self.catalog.units[c].points for c in self.choice().units
                   if c in self.catalog.units)

    def preset_limit(self) -> int:
        return self.choice().point_limit


class NewGameDialog(QDialog):
    """Emits ``accepted_config(setup, players, difficulty)`` when the player starts."""

    accepted_config = Signal(object, object, str)

    def __init__(
        self, catalog: Catalog, parent: QWidget | None = None, default_difficulty: str = "normal",
        saved: Sequence[tuple[Any, Sequence[str]]] = (), army: str | None = None,
        chosen: Any = None, last_armies: tuple[str, str] = ("", ""), last_limit: int = 0,
    ) -> None:
        """``saved``: (army list, problems) pairs from the army builder's folder; ``army``:
        the saved army to preselect for the first player; ``chosen``: an army list just
        made in the builder (saved or not), preselected for the first player.
        ``last_armies`` and ``last_limit``: the choices of the last game begun
        (:meth:`army_keys`, remembered in the settings), preselected when still offered."""
        super().__init__(parent)
        self.catalog = catalog
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(960)
        lay = QVBoxLayout(self)
        mode_box = QGroupBox(self.tr("Players"))
        mode_lay = QHBoxLayout(mode_box)
        self.vs_ai = QRadioButton(self.tr("Against the computer"))
        self.vs_ai.setObjectName("modeAI")
        self.hotseat = QRadioButton(self.tr("Two players at this screen"))
        self.hotseat.setObjectName("modeHotseat")
        group = QButtonGroup(self)
        group.addButton(self.vs_ai)
        group.addButton(self.hotseat)
        self.vs_ai.setChecked(True)
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("difficulty")
        for d, label in zip(
            DIFFICULTIES, (self.tr("Easy"), self.tr("Normal"), self.tr("Hard")), strict=True
        ):
            self.difficulty.addItem(label, d)
        self.difficulty.setCurrentIndex(max(0, self.difficulty.findData(default_difficulty)))
        self.vs_ai.toggled.connect(self.difficulty.setEnabled)
        mode_lay.addWidget(self.vs_ai)
        mode_lay.addWidget(QLabel(self.tr("Difficulty:")))
        mode_lay.addWidget(self.difficulty)
        mode_lay.addSpacing(20)
        mode_lay.addWidget(self.hotseat)
        mode_lay.addStretch(1)
        lay.addWidget(mode_box)

        sides = QHBoxLayout()
        choices = army_choices(catalog, saved, chosen)
        keys = list(choices)
        first = f"saved:{army}" if army is not None and f"saved:{army}" in choices else keys[0]
        others = [k for k in keys if k.startswith("preset:")] or keys
        second = others[1] if len(others) > 1 and others[0] == first else others[0]
        if second == first and len(others) > 1:
            second = others[1]
        if army is None and chosen is None and last_armies[0] in choices:
            first = last_armies[0]
        if last_armies[1] in choices:
            second = last_armies[1]
        self.sides = (
            _SideEditor(catalog, 0, choices, first), _SideEditor(catalog, 1, choices, second)
        )
        for i, s in enumerate(self.sides):
            s.setTitle(describe.player_colour(i) + (self.tr(" — you") if i == 0 else ""))
            s.changed.connect(self._validate)
            sides.addWidget(s, 1)  # both armies as wide, whatever their lists say
        self.vs_ai.toggled.connect(self._retitle)
        lay.addLayout(sides)

        common = QGroupBox(self.tr("Game"))
        form = QFormLayout(common)
        self.limit = QSpinBox()
        self.limit.setObjectName("pointLimit")
        self.limit.setRange(10, 400)
        self.limit.setSingleStep(10)
        self.limit.setValue(max(last_limit, *(s.preset_limit() for s in self.sides)))
        self.limit.setSuffix(self.tr(" points"))
        self.limit.valueChanged.connect(self._validate)
        for s in self.sides:
            s.preset.currentIndexChanged.connect(self._raise_limit)
        form.addRow(self.tr("Point limit (R1.1)"), self.limit)
        self.central = QComboBox()
        self.central.setObjectName("centralFeature")
        self.central.addItem(self.tr("Random"), None)
        for fid, f in catalog.features.items():
            self.central.addItem(i18n.tile_name(f), fid)
        form.addRow(self.tr("Central feature (R2.2)"), self.central)
        # The printed 4th-edition cards by default (the published game); the balanced
        # variant changes nine cards' dice (docs/CARDS.md).
        self.cards = QComboBox()
        self.cards.setObjectName("cardsRevision")
        self.cards.addItem(self.tr("Printed cards (4th edition)"), PRINTED_CARDS)
        self.cards.addItem(self.tr("Balanced variant (nine cards changed)"), BALANCED_CARDS)
        self.cards.setToolTip(self.tr(
            "The printed cards match the physical ones. The balanced variant changes the "
            "dice of the Cyber Grunt, Cyberteur, Cyber Doc, Cyber Commando, Space Force "
            "Marine, Space Force Captain, Colonial Science Mech, Space Force Jump Trooper "
            "and Mytoan Psycho-Pontiff so that the suggested builds are closer to even."))
        form.addRow(self.tr("Cards"), self.cards)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.textChanged.connect(self._validate)
        form.addRow(self.tr("Seed (optional)"), self.seed)
        lay.addWidget(common)
        # a taller dialog than the content needs keeps its boxes at their height and puts
        # the room above the problem line and the buttons (it went into the empty Game
        # and Players boxes)
        lay.addStretch(1)

        self.problem = QLabel()
        self.problem.setStyleSheet("color: #ff7b6b;")
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start game"))
        ok.setObjectName("startGame")
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._retitle()
        self._validate()

    def _retitle(self) -> None:
        ai = self.vs_ai.isChecked()
        self.sides[0].setTitle(describe.player_colour(0) + (self.tr(" — you") if ai else ""))
        self.sides[1].setTitle(describe.player_colour(1) + (self.tr(" — computer") if ai else ""))

    def _raise_limit(self) -> None:
        self.limit.setValue(max(self.limit.value(), *(s.preset_limit() for s in self.sides)))

    def army_keys(self) -> tuple[str, str]:
        """Each side's army choice (``preset:<id>``, ``saved:<name>``; ``""`` for an army
        just made in the builder, which a later dialog does not offer)."""
        keys = tuple(str(s.preset.currentData()) for s in self.sides)
        return (keys[0] if keys[0] != "chosen" else "", keys[1] if keys[1] != "chosen" else "")

    def players(self) -> tuple[str, str]:
        return ("human", "ai") if self.vs_ai.isChecked() else ("human", "human")

    def setup(self) -> GameSetup:
        text = self.seed.text().strip()
        seed = int(text) if text else random.randrange(1, 10**9)
        return GameSetup(
            (self.sides[0].player_setup(), self.sides[1].player_setup()),
            self.central.currentData(),
            self.limit.value(),
            seed,
            cards_revision=int(self.cards.currentData()),
        )

    def _validate(self) -> bool:
        text = self.seed.text().strip()
        problem = ""
        if text and not text.lstrip("-").isdigit():
            problem = self.tr("The seed must be a whole number.")
        # R1.1 by the engine's check, worded in the player's language (the engine's
        # SetupError below names JSON fields in English, as a file's error should)
        for p, side in enumerate(self.sides):
            if problem:
                break
            found = army_problem(side.catalog, side.choice().units, self.limit.value())
            if found is not None and found.kind == "empty":
                problem = fmt(self.tr("%1's army has no unit (R1.1)."),
                              describe.player_colour(p))
            elif found is not None:
                problem = fmt(self.tr("%1's army is %2 points, over the limit of %3 points "
                                      "(R1.1)."),
                              describe.player_colour(p), found.points, found.limit)
        for side in self.sides:
            if not problem and side.choice().problems:
                problem = side.choice().problems[0]
        if not problem:
            try:
                validate_setup(self.setup(), self.catalog)
            except SetupError as exc:
                problem = str(exc)
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def _start(self) -> None:
        if not self._validate():
            return
        self.accepted_config.emit(self.setup(), self.players(), str(self.difficulty.currentData()))
        self.accept()
