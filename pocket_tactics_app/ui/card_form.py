"""The "New card" form: a unit card written as YAML to the player's card folder.

The form builds the card file's text as the player types and runs the engine's own
loader on it (against the loaded catalog, so a duplicate name is caught too); the
problems it finds are listed and Save stays disabled until there are none. The
file is written atomically to ``<data>/cards/<card-id>.yaml``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import (
    EFFECT_KINDS,
    OCCASIONS,
    TILE_ONLY_EFFECTS,
    CardError,
    Catalog,
    card_id,
    load_text,
)
from ..storage import paths
from ..storage.atomic import atomic_write_text
from ..storage.errors import StorageError
from . import i18n
from .catalog_model import faction_choices

#: Effect kinds a unit card may carry, in the order the form offers them.
UNIT_EFFECT_KINDS = tuple(k for k in EFFECT_KINDS if k not in TILE_ONLY_EFFECTS)
#: The order fields are shown in; keys of EFFECT_KINDS not listed here are not offered.
FIELD_ORDER = ("colour", "value", "count", "to", "types", "when", "tiles", "test")
UNIT_TARGETS = ("self", "adjacent_allies", "adjacent_enemies")
_DEFAULT_WHEN = {"bump": ("assault", "test"), "reroll": ("assault",)}


class _CardDumper(yaml.SafeDumper):
    """Writes ``off`` as the engine's loader reads it (a plain string, YAML 1.2 style)."""


_CardDumper.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeDumper.yaml_implicit_resolvers.items()
}
_CardDumper.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def _split_list(text: str) -> list[str]:
    return [t.strip() for t in text.replace(";", ",").split(",") if t.strip()]


class EffectEditor(QFrame):
    """One effect: its kind and the fields that kind takes."""

    changed = Signal()
    remove_requested = Signal(object)

    def __init__(self, catalog: Catalog, kind: str = "bump",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("effectEditor")
        # One form for the kind and its fields, so their labels and fields line up.
        # Rows keep their own height: a taller frame leaves the room below them.
        self.form = QFormLayout(self)
        self.form.setContentsMargins(8, 6, 8, 6)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        top = QWidget()
        top_row = QHBoxLayout(top)
        top_row.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.setObjectName("effectKind")
        for k in UNIT_EFFECT_KINDS:
            self.kind.addItem(self.kind_label(k), k)
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        top_row.addWidget(self.kind, 1)
        remove = QPushButton(self.tr("Remove"))
        remove.setObjectName("removeEffect")
        remove.clicked.connect(lambda: self.remove_requested.emit(self))
        top_row.addWidget(remove)
        self.form.addRow(self.tr("Effect"), top)
        self.widgets: dict[str, Any] = {}
        self.kind.currentIndexChanged.connect(self._rebuild)
        self._rebuild()

    def kind_label(self, kind: str) -> str:
        labels = {
            "bump": self.tr("Bump: +N to one die"),
            "reroll": self.tr("Re-roll: extra re-rolls"),
            "no_support": self.tr("No support re-rolls for the units it reaches"),
            "ignore_hazard": self.tr("Ignore hazards"),
            "deploy_point": self.tr("Deploy point (allies deploy next to it)"),
            "deploy_near_any_feature": self.tr("Deploy next to any feature"),
            "sabotage": self.tr("Sabotage (action)"),
            "rescue": self.tr("Rescue a captive on a test (action)"),
        }
        return labels.get(kind, kind)

    def occasion_label(self, occasion: str) -> str:
        labels = {
            "assault": self.tr("assaults"), "attacking": self.tr("attacking"),
            "defending": self.tr("defending"), "melee": self.tr("melee"),
            "ranged_attack": self.tr("ranged attack"), "ranged_target": self.tr("ranged target"),
            "test": self.tr("tests"),
        }
        return labels.get(occasion, occasion.replace("_", " "))

    def current_kind(self) -> str:
        return str(self.kind.currentData())

    def _rebuild(self) -> None:
        while self.form.rowCount() > 1:  # row 0 is the kind
            self.form.removeRow(1)
        self.widgets = {}
        kind = self.current_kind()
        keys = EFFECT_KINDS.get(kind, frozenset())
        for key in FIELD_ORDER:
            if key in keys:
                self._add_field(kind, key)
        if not keys:
            note = QLabel(self.tr("This effect has no settings."))
            note.setStyleSheet("color: #8a93a0;")
            self.form.addRow(note)
        self.changed.emit()

    def _add_field(self, kind: str, key: str) -> None:
        w: Any
        if key == "colour":
            w = QComboBox()
            w.addItem(self.tr("OFF"), "off")
            w.addItem(self.tr("DEF"), "def")
            w.currentIndexChanged.connect(self.changed)
            self.form.addRow(self.tr("Colour"), w)
        elif key in ("value", "count"):
            w = QSpinBox()
            w.setRange(1, 5)
            w.setPrefix("+" if key == "value" else "")
            w.valueChanged.connect(self.changed)
            self.form.addRow(self.tr("Value") if key == "value" else self.tr("Re-rolls"), w)
        elif key == "to":
            w = QComboBox()
            labels = {"self": self.tr("This unit"), "adjacent_allies": self.tr("Adjacent allies"),
                      "adjacent_enemies": self.tr("Adjacent enemies")}
            for t in UNIT_TARGETS:
                w.addItem(labels[t], t)
            w.setCurrentIndex(w.findData("adjacent_enemies" if kind == "no_support" else "self"))
            w.currentIndexChanged.connect(self.changed)
            self.form.addRow(self.tr("Applies to"), w)
        elif key == "types":
            w = QLineEdit()
            w.setPlaceholderText(self.tr("any type (or e.g. Cyborg, Soldier)"))
            w.textChanged.connect(self.changed)
            self.form.addRow(self.tr("Only types"), w)
        elif key == "when":
            box = QWidget()
            grid = QGridLayout(box)
            grid.setContentsMargins(0, 0, 0, 0)
            checks: dict[str, QCheckBox] = {}
            for i, occ in enumerate(OCCASIONS):
                cb = QCheckBox(self.occasion_label(occ))
                cb.setChecked(occ in _DEFAULT_WHEN.get(kind, ()))
                cb.toggled.connect(self.changed)
                grid.addWidget(cb, i // 3, i % 3)
                checks[occ] = cb
            w = checks
            self.form.addRow(self.tr("When"), box)
        elif key == "tiles":
            box = QWidget()
            grid = QGridLayout(box)
            grid.setContentsMargins(0, 0, 0, 0)
            checks = {}
            tiles = list(self.catalog.terrain.values()) + list(self.catalog.features.values())
            for i, tile in enumerate(tiles):
                cb = QCheckBox(i18n.tile_name(tile))  # shown translated; keyed by id
                cb.toggled.connect(self.changed)
                grid.addWidget(cb, i // 3, i % 3)
                checks[tile.id] = cb
            w = checks
            self.form.addRow(self.tr("Tiles (none: all)"), box)
        elif key == "test":
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            colour = QComboBox()
            colour.addItem(self.tr("OFF"), "off")
            colour.addItem(self.tr("DEF"), "def")
            target = QSpinBox()
            target.setRange(1, 6)
            target.setValue(5)
            colour.currentIndexChanged.connect(self.changed)
            target.valueChanged.connect(self.changed)
            row.addWidget(target)
            row.addWidget(colour)
            row.addWidget(QLabel(self.tr("test")), 1)
            w = (colour, target)
            self.form.addRow(self.tr("Test"), box)
        else:
            return
        self.widgets[key] = w

    def to_dict(self) -> dict[str, Any]:
        kind = self.current_kind()
        out: dict[str, Any] = {"kind": kind}
        for key, w in self.widgets.items():
            if key in ("colour", "to"):
                out[key] = w.currentData()
            elif key in ("value", "count"):
                out[key] = w.value()
            elif key == "types":
                types = _split_list(w.text())
                if types:
                    out[key] = types
            elif key in ("when", "tiles"):
                chosen = [k for k, cb in w.items() if cb.isChecked()]
                if chosen:
                    out[key] = chosen
            elif key == "test":
                colour, target = w
                out[key] = {"colour": colour.currentData(), "target": target.value()}
        return out


class CardForm(QDialog):
    """Make a new unit card. ``card_saved(path, card_id)`` fires once it is written."""

    card_saved = Signal(str, str)

    def __init__(self, catalog: Catalog, directory: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.directory = directory if directory is not None else paths.cards_dir()
        self.errors: list[CardError] = []
        self.saved_path: Path | None = None
        self.setWindowTitle(self.tr("New card"))
        self.resize(980, 720)

        # The form column: its rows at their natural height, the spare height below them
        # (not shared out between the rows), and a scroll bar once they do not fit.
        left = QWidget()
        left.setObjectName("cardFormFields")
        column = QVBoxLayout(left)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        column.addLayout(form)
        self.name = QLineEdit()
        self.name.setObjectName("cardName")
        self.name.setPlaceholderText(self.tr("e.g. Space Force Sniper"))
        form.addRow(self.tr("Name"), self.name)
        self.faction = QComboBox()
        self.faction.setObjectName("cardFaction")
        self.faction.setEditable(True)
        # Known factions in the app's language; the file gets the key (see faction_key).
        for label, key in faction_choices(catalog):
            self.faction.addItem(label, key)
        self.faction.setCurrentText("")
        line = self.faction.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("a faction, or a new one"))
        form.addRow(self.tr("Faction"), self.faction)
        self.types = QLineEdit()
        self.types.setObjectName("cardTypes")
        self.types.setPlaceholderText(self.tr("comma separated, e.g. Human, Soldier"))
        form.addRow(self.tr("Types"), self.types)
        self.points = QSpinBox()
        self.points.setObjectName("cardPoints")
        self.points.setRange(0, 1000)
        self.points.setValue(10)
        self.points.setSuffix(self.tr(" points"))
        form.addRow(self.tr("Points"), self.points)
        self.off_dice, self.off_bumps = self._dice_row(form, self.tr("OFF dice"), 2, "off")
        self.def_dice, self.def_bumps = self._dice_row(form, self.tr("DEF dice"), 2, "def")
        moves = QWidget()
        mrow = QHBoxLayout(moves)
        mrow.setContentsMargins(0, 0, 0, 0)
        self.swift = QSpinBox()
        self.flying = QSpinBox()
        self.ranged = QSpinBox()
        for label, spin, name in ((self.tr("Swift"), self.swift, "cardSwift"),
                                  (self.tr("Flying"), self.flying, "cardFlying"),
                                  (self.tr("Ranged"), self.ranged, "cardRanged")):
            spin.setObjectName(name)
            spin.setRange(0, 6)
            mrow.addWidget(QLabel(label))
            mrow.addWidget(spin)
        mrow.addStretch(1)
        form.addRow(self.tr("Movement"), moves)
        self.favored = QComboBox()
        self.favored.setObjectName("cardFavored")
        self.favored.addItem(self.tr("(none)"), "")
        for t in list(catalog.terrain.values()) + list(catalog.features.values()):
            self.favored.addItem(i18n.tile_name(t), t.id)  # the file gets the id
        form.addRow(self.tr("Favored terrain"), self.favored)

        self.ability = QGroupBox(self.tr("Ability"))
        self.ability.setObjectName("cardAbility")
        self.ability.setCheckable(True)
        self.ability.setChecked(False)
        self.ability.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        ab = QVBoxLayout(self.ability)
        abform = QFormLayout()
        abform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        abform.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.ability_name = QLineEdit()
        self.ability_name.setObjectName("abilityName")
        abform.addRow(self.tr("Name"), self.ability_name)
        self.ability_text = QPlainTextEdit()
        self.ability_text.setObjectName("abilityText")
        self.ability_text.setPlaceholderText(self.tr("What the ability does, as printed on "
                                                     "the card"))
        self.ability_text.setFixedHeight(56)
        abform.addRow(self.tr("Text"), self.ability_text)
        ab.addLayout(abform)
        self.effects_box = QVBoxLayout()
        ab.addLayout(self.effects_box)
        self.effects: list[EffectEditor] = []
        add_row = QHBoxLayout()
        self.add_effect_button = QPushButton(self.tr("Add effect"))
        self.add_effect_button.setObjectName("addEffect")
        self.add_effect_button.clicked.connect(lambda: self.add_effect())
        add_row.addWidget(self.add_effect_button)
        add_row.addStretch(1)
        ab.addLayout(add_row)
        ab.addStretch(1)
        column.addWidget(self.ability)
        column.addStretch(1)

        self.fields_scroll = QScrollArea()
        self.fields_scroll.setObjectName("cardFormScroll")
        self.fields_scroll.setWidgetResizable(True)
        self.fields_scroll.setWidget(left)
        self.fields_scroll.setFrameShape(QFrame.Shape.NoFrame)

        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(6, 0, 0, 0)  # clear of the form's scroll bar
        self.path_label = QLabel()
        self.path_label.setWordWrap(True)
        self.path_label.setStyleSheet("color: #8a93a0;")
        rlay.addWidget(self.path_label)
        self.preview = QPlainTextEdit()
        self.preview.setObjectName("cardPreview")
        self.preview.setReadOnly(True)
        self.preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview.setStyleSheet("font-family: monospace;")
        rlay.addWidget(self.preview, 1)
        self.problems = QLabel()
        self.problems.setObjectName("cardProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        rlay.addWidget(self.problems)

        split = QSplitter()
        split.addWidget(self.fields_scroll)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText(self.tr("Save card"))
        self.save_button.setObjectName("saveCard")
        # Qt's own words for standard buttons are not in the app's translations.
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

        for sig in (self.name.textChanged, self.faction.currentTextChanged,
                    self.types.textChanged, self.ability_name.textChanged,
                    self.ability_text.textChanged):
            sig.connect(self.validate)
        for spin in (self.points, self.off_dice, self.off_bumps, self.def_dice, self.def_bumps,
                     self.swift, self.flying, self.ranged):
            spin.valueChanged.connect(self.validate)
        self.favored.currentIndexChanged.connect(self.validate)
        self.ability.toggled.connect(self.validate)
        self.validate()

    def _dice_row(self, form: QFormLayout, label: str, dice: int,
                  name: str) -> tuple[QSpinBox, QSpinBox]:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        d = QSpinBox()
        d.setObjectName(f"{name}Dice")
        d.setRange(0, 3)
        d.setValue(dice)
        b = QSpinBox()
        b.setObjectName(f"{name}Bumps")
        b.setRange(0, 3)
        row.addWidget(d)
        row.addWidget(QLabel(self.tr("bumps of +1:")))
        row.addWidget(b)
        row.addStretch(1)
        form.addRow(label, box)
        return d, b

    # --- effects --------------------------------------------------------------------

    def add_effect(self, kind: str = "bump") -> EffectEditor:
        editor = EffectEditor(self.catalog, kind)
        editor.changed.connect(self.validate)
        editor.remove_requested.connect(self._remove_effect)
        self.effects.append(editor)
        self.effects_box.addWidget(editor)
        if not self.ability.isChecked():
            self.ability.setChecked(True)
        self.validate()
        return editor

    def _remove_effect(self, editor: object) -> None:
        if isinstance(editor, EffectEditor) and editor in self.effects:
            self.effects.remove(editor)
            editor.setParent(None)
            editor.deleteLater()
            self.validate()

    # --- the card ---------------------------------------------------------------------

    def card_id(self) -> str:
        return card_id(self.name.text())

    def target_path(self) -> Path:
        return self.directory / f"{self.card_id() or 'card'}.yaml"

    @staticmethod
    def _dice(dice: int, bumps: int) -> Any:
        return {"dice": dice, "bumps": [1] * bumps} if bumps else dice

    def faction_key(self) -> str:
        """The faction as the card file names it: a known faction's key (its English
        name) when its shown name was picked or typed, else the text as typed."""
        text = self.faction.currentText().strip()
        i = self.faction.findText(text)  # exact and case-sensitive
        key = self.faction.itemData(i) if i >= 0 else None
        return str(key) if key else text

    def card_data(self) -> dict[str, Any]:
        unit: dict[str, Any] = {"name": self.name.text().strip()}
        faction = self.faction_key()
        if faction:
            unit["faction"] = faction
        unit["types"] = _split_list(self.types.text())
        unit["points"] = self.points.value()
        unit["off"] = self._dice(self.off_dice.value(), self.off_bumps.value())
        unit["def"] = self._dice(self.def_dice.value(), self.def_bumps.value())
        for key, spin in (("swift", self.swift), ("flying", self.flying),
                          ("ranged", self.ranged)):
            if spin.value():
                unit[key] = spin.value()
        if self.favored.currentData():
            unit["favored"] = self.favored.currentData()
        if self.ability.isChecked():
            ability: dict[str, Any] = {"name": self.ability_name.text().strip()}
            text = self.ability_text.toPlainText().strip()
            if text:
                ability["text"] = text
            ability["effects"] = [e.to_dict() for e in self.effects]
            unit["abilities"] = [ability]
        return {"units": [unit]}

    def card_text(self) -> str:
        body = yaml.dump(self.card_data(), Dumper=_CardDumper, sort_keys=False,
                         allow_unicode=True, default_flow_style=None, width=88)
        return "# Made with Pocket Tactics' New card form.\n" + body

    def check(self) -> list[CardError]:
        """What the engine's loader says about the card, plus what the form knows."""
        text = self.card_text()
        path = str(self.target_path())
        problems: list[CardError] = []
        if not self.name.text().strip():
            problems.append(CardError(path, 0, "name", self.tr("the card needs a name")))
        elif not self.card_id():
            problems.append(CardError(path, 0, "name",
                                      self.tr("the name needs a letter or a digit")))
        if self.ability.isChecked():
            if not self.ability_name.text().strip():
                problems.append(CardError(path, 0, "ability.name",
                                          self.tr("the ability needs a name")))
            if not self.effects:
                problems.append(CardError(path, 0, "ability.effects",
                                          self.tr("add at least one effect, or untick "
                                                  "Ability")))
        if problems:
            return problems
        trial = Catalog(units=dict(self.catalog.units), terrain=dict(self.catalog.terrain),
                        features=dict(self.catalog.features))
        load_text(text, path, trial)
        problems = list(trial.errors)
        tiles = set(trial.terrain) | set(trial.features)
        for card in trial.units.values():
            if card.source != path:
                continue
            if card.favored and card.favored not in tiles:
                problems.append(CardError(path, 0, "favored",
                                          self.tr("unknown terrain or feature")))
        if not problems and self.target_path().exists():
            problems.append(CardError(path, 0, "name", self.tr(
                "a card file with this name is already in your card folder")))
        return problems

    def validate(self) -> bool:
        self.preview.setPlainText(self.card_text())
        self.path_label.setText(self.tr("Will be saved as %1").replace(
            "%1", str(self.target_path())))
        self.errors = self.check()
        if self.errors:
            lines = [f"{e.field}: {e.message}" if e.field else e.message for e in self.errors]
            self.problems.setText("\n".join(lines))
            self.problems.setStyleSheet("color: #ff7b6b;")
        else:
            self.problems.setText(self.tr("The card is valid."))
            self.problems.setStyleSheet("color: #9be38f;")
        self.save_button.setEnabled(not self.errors)
        return not self.errors

    def save(self) -> bool:
        if not self.validate():
            return False
        path = self.target_path()
        try:
            atomic_write_text(path, self.card_text())
        except StorageError as exc:
            self.problems.setText(str(exc))
            self.problems.setStyleSheet("color: #ff7b6b;")
            return False
        self.saved_path = path
        self.card_saved.emit(str(path), self.card_id())
        self.accept()
        return True
