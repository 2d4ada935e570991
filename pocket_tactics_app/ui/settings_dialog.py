"""Edit ▸ Preferences: animation speed, default difficulty, confirmations, language.

The dialog edits a copy of the settings. OK saves them with
:func:`storage.settings.save_settings` and emits ``applied(settings)``; when the file
cannot be written, a message names the file and the problem, and the player may
try again, use the settings for this session only, or go back to the dialog:
nothing chosen is lost.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..storage.settings import MAX_SPEED, Difficulty, Language, Settings, save_settings
from ..textfmt import fmt

# Slider steps of a quarter: 0 (off) .. 8 (twice as fast).
_STEPS_PER_UNIT = 4

SaveFunction = Callable[[Settings, str | os.PathLike[str] | None], Path]


class SettingsDialog(QDialog):
    """Emits ``applied(Settings)`` with the settings in use after OK."""

    applied = Signal(object)

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        path: str | os.PathLike[str] | None = None,
        persist: bool = True,
        save: SaveFunction | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(460)
        self._original = settings
        self._path = path
        self._persist = persist
        #: what the player is to be told of the write (a symbolic link replaced)
        self.write_notices: list[str] = []
        self._save: SaveFunction = save if save is not None else (
            lambda settings, path: save_settings(settings, path, notices=self.write_notices))
        self.error_box: QMessageBox | None = None
        self.saved_to: Path | None = None

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)

        # ---- animation speed: 0 = off
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName("animationSpeed")
        self.speed.setRange(0, int(MAX_SPEED * _STEPS_PER_UNIT))
        self.speed.setPageStep(1)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed.setTickInterval(1)
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(70)
        self.speed.valueChanged.connect(self._speed_changed)
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("Off")))
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(QLabel(self.tr("Fast")))
        speed_row.addWidget(self.speed_label)
        form.addRow(self.tr("Animation speed:"), speed_row)
        speed_note = QLabel(
            self.tr("Moves, dice rolls and the computer's choices. Slide to Off for none.")
        )
        speed_note.setWordWrap(True)
        speed_note.setStyleSheet("color: #aab4c0; font-size: 11px;")
        form.addRow("", speed_note)

        # ---- default difficulty
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("defaultDifficulty")
        for code, label in (
            ("easy", self.tr("Easy")),
            ("normal", self.tr("Normal")),
            ("hard", self.tr("Hard")),
        ):
            self.difficulty.addItem(label, code)
        form.addRow(self.tr("Default difficulty:"), self.difficulty)

        self.hold = QCheckBox(self.tr("Hold each assault and test result until I click"))
        self.hold.setObjectName("holdResults")
        self.hold.setToolTip(self.tr("Off: a result shows and play goes on at once."))
        form.addRow(self.tr("Results:"), self.hold)

        # ---- confirmations
        self.confirm = QCheckBox(self.tr("Ask before leaving an unsaved game"))
        self.confirm.setObjectName("confirmActions")
        form.addRow(self.tr("Confirmations:"), self.confirm)
        confirm_note = QLabel(
            self.tr(
                "Asked on New game and Open, which replace the game, and on Quit when the "
                "game cannot be resumed later (Game ▸ Resume)."
            )
        )
        confirm_note.setWordWrap(True)
        confirm_note.setStyleSheet("color: #aab4c0; font-size: 11px;")
        form.addRow("", confirm_note)

        # ---- language (applies at the next start)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, label in (
            ("system", self.tr("System language")),
            ("en", "English"),
            ("zh_CN", "简体中文"),
            ("zh_TW", "繁體中文"),
        ):
            self.language.addItem(label, code)
        form.addRow(self.tr("Language:"), self.language)
        self.language_note = QLabel(
            self.tr("The language changes when you next start Pocket Tactics.")
        )
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.setStyleSheet("color: #aab4c0; font-size: 11px;")
        form.addRow("", self.language_note)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.save_and_close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._button_clicked)

        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addStretch(1)
        lay.addWidget(self.buttons)
        self.show_settings(settings)

    # ------------------------------------------------------------------ widgets ↔ settings
    def show_settings(self, s: Settings) -> None:
        speed = s.animation_speed if s.animations else 0.0
        self.speed.setValue(round(speed * _STEPS_PER_UNIT))
        self._speed_changed(self.speed.value())
        self.difficulty.setCurrentIndex(max(0, self.difficulty.findData(s.default_difficulty)))
        self.confirm.setChecked(s.confirm_actions)
        self.hold.setChecked(s.hold_results)
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))

    def chosen(self) -> Settings:
        """The settings as the dialog shows them (window geometry etc. kept)."""
        steps = self.speed.value()
        animations = steps > 0
        speed = steps / _STEPS_PER_UNIT if animations else self._original.animation_speed
        if speed <= 0:
            speed = 1.0  # turning animations back on later starts at normal speed
        return dataclasses.replace(
            self._original,
            animation_speed=speed,
            animations=animations,
            default_difficulty=cast(Difficulty, str(self.difficulty.currentData())),
            confirm_actions=self.confirm.isChecked(),
            hold_results=self.hold.isChecked(),
            language=cast(Language, str(self.language.currentData())),
        )

    def _speed_changed(self, steps: int) -> None:
        if steps <= 0:
            self.speed_label.setText(self.tr("Off"))
        else:
            self.speed_label.setText(
                fmt(self.tr("%1× speed"), f"{steps / _STEPS_PER_UNIT:g}")
            )

    def _button_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ResetRole:
            self.show_settings(
                dataclasses.replace(
                    Settings(),
                    window_geometry=self._original.window_geometry,
                    window_state=self._original.window_state,
                    show_coordinates=self._original.show_coordinates,
                )
            )

    # ------------------------------------------------------------------ saving
    def save_and_close(self) -> bool:
        """Save the chosen settings; True when they were saved (or need not be)."""
        new = self.chosen()
        if self._persist:
            try:
                self.saved_to = self._save(new, self._path)
            except Exception as exc:  # noqa: BLE001 - shown to the player, nothing lost
                self._show_save_error(new, exc)
                return False
        self._finish(new)
        return True

    def _finish(self, new: Settings) -> None:
        self.applied.emit(new)
        self.accept()

    def _show_save_error(self, new: Settings, exc: Exception) -> None:
        from ..storage.errors import StorageError

        if isinstance(exc, StorageError):
            file, problem = str(exc.path), exc.message
        elif isinstance(exc, OSError):
            file = str(exc.filename or self._path or "")
            problem = exc.strerror or str(exc)
        else:
            file, problem = str(self._path or ""), repr(exc)
        if not file:
            from ..storage import paths

            file = str(paths.settings_path())
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Preferences"),
            self.tr("The preferences could not be saved."),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("settingsSaveError")
        box.setInformativeText(
            fmt(self.tr("File: %1\nProblem: %2"), file, problem)
        )
        retry = box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        session = box.addButton(
            self.tr("Use for this session only"), QMessageBox.ButtonRole.ApplyRole
        )
        box.addButton(self.tr("Back"), QMessageBox.ButtonRole.RejectRole)

        def done(_result: int) -> None:
            clicked = box.clickedButton()
            self.error_box = None
            if clicked is retry:
                self.save_and_close()
            elif clicked is session:
                self._finish(new)
            # Back: the dialog stays open with every choice as it was.

        box.finished.connect(done)
        self.error_box = box
        box.open()


__all__ = ["SettingsDialog"]
