"""The new game dialog: mode, armies (suggested builds), point limit, tiles, features, seed."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, Signal
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

from ..engine.cards import Catalog
from ..engine.game import GameSetup, PlayerSetup, SetupError, validate_setup
from . import describe, i18n, theme

DIFFICULTIES = ("easy", "normal", "hard")


class _SideEditor(QGroupBox):
    changed = Signal()

    def __init__(
        self, catalog: Catalog, player: int, preset: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.player = player
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
        for pid, p in catalog.presets.items():
            self.preset.addItem(
                self.tr("%1 (%2 pts)").replace("%1", i18n.preset_name(p))
                .replace("%2", str(p.point_limit)), pid)
        i = self.preset.findData(preset)
        self.preset.setCurrentIndex(max(0, i))
        form.addRow(self.tr("Army"), self.preset)
        self.units = QLabel()
        self.units.setWordWrap(True)
        self.units.setTextFormat(Qt.TextFormat.RichText)
        self.units.setMinimumHeight(80)
        form.addRow(self.tr("Units"), self.units)
        tiles_box = QWidget()
        grid = QGridLayout(tiles_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tiles: list[QComboBox] = []
        for i in range(6):
            combo = QComboBox()
            combo.setMinimumContentsLength(9)
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

    def _load_preset(self) -> None:
        p = self.catalog.presets[self.preset.currentData()]
        for combo, tid in zip(self.tiles, p.tiles, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(tid)))
        self.home.setCurrentIndex(max(0, self.home.findData(p.home_feature)))
        rows = []
        for cid in p.units:
            c = self.catalog.units[cid]
            rows.append(f"{i18n.card_name(c)} <span style='color:#9aa5b1'>· {c.points}</span>")
        total = sum(self.catalog.units[c].points for c in p.units)
        self.units.setText(
            "<br>".join(rows)
            + "<br><b>"
            + self.tr("Total: %1 points").replace("%1", str(total))
            + "</b>"
        )
        self.changed.emit()

    def player_setup(self) -> PlayerSetup:
        p = self.catalog.presets[self.preset.currentData()]
        return PlayerSetup(
            list(p.units), [c.currentData() for c in self.tiles], self.home.currentData()
        )

    def points(self) -> int:
        p = self.catalog.presets[self.preset.currentData()]
        return sum(self.catalog.units[c].points for c in p.units)

    def preset_limit(self) -> int:
        return self.catalog.presets[self.preset.currentData()].point_limit


class NewGameDialog(QDialog):
    """Emits ``accepted_config(setup, players, difficulty)`` when the player starts."""

    accepted_config = Signal(object, object, str)

    def __init__(
        self, catalog: Catalog, parent: QWidget | None = None, default_difficulty: str = "normal"
    ) -> None:
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
        presets = list(catalog.presets)
        second = presets[1] if len(presets) > 1 else presets[0]
        self.sides = (_SideEditor(catalog, 0, presets[0]), _SideEditor(catalog, 1, second))
        for i, s in enumerate(self.sides):
            s.setTitle(describe.player_colour(i) + (self.tr(" — you") if i == 0 else ""))
            s.changed.connect(self._validate)
            sides.addWidget(s)
        self.vs_ai.toggled.connect(self._retitle)
        lay.addLayout(sides)

        common = QGroupBox(self.tr("Game"))
        form = QFormLayout(common)
        self.limit = QSpinBox()
        self.limit.setObjectName("pointLimit")
        self.limit.setRange(10, 400)
        self.limit.setSingleStep(10)
        self.limit.setValue(max(s.preset_limit() for s in self.sides))
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
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.textChanged.connect(self._validate)
        form.addRow(self.tr("Seed (optional)"), self.seed)
        lay.addWidget(common)

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
        )

    def _validate(self) -> bool:
        text = self.seed.text().strip()
        problem = ""
        if text and not text.lstrip("-").isdigit():
            problem = self.tr("The seed must be a whole number.")
        else:
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
