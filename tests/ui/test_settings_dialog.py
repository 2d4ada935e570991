"""Edit ▸ Preferences: the settings dialog saves through storage.settings, shows a
failure with its file and problem without losing anything, and the window uses the
result (animation speed scales the animations; the language waits for a restart)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import from_json
from pocket_tactics_app.storage.settings import Settings, load_settings
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.settings_dialog import SettingsDialog

CAT = default_catalog()


def test_dialog_shows_and_saves_every_setting(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    start = Settings(animation_speed=1.5, default_difficulty="hard", confirm_actions=True,
                     language="system", window_geometry="AAAA", show_coordinates=True)
    dlg = SettingsDialog(start, path=path)
    qtbot.addWidget(dlg)
    applied: list[Settings] = []
    dlg.applied.connect(applied.append)
    assert dlg.speed.value() == 6 and "1.5" in dlg.speed_label.text()
    assert dlg.difficulty.currentData() == "hard"
    assert dlg.confirm.isChecked()
    assert dlg.language.currentData() == "system"
    assert "next start" in dlg.language_note.text()

    dlg.speed.setValue(8)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("easy"))
    dlg.confirm.setChecked(False)
    dlg.language.setCurrentIndex(dlg.language.findData("zh_TW"))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    saved, problems = load_settings(path)
    assert not problems
    assert (saved.animation_speed, saved.animations) == (2.0, True)
    assert saved.default_difficulty == "easy" and saved.language == "zh_TW"
    assert saved.confirm_actions is False
    assert saved.window_geometry == "AAAA" and saved.show_coordinates  # kept as they were
    assert applied == [saved]
    assert dlg.result() == SettingsDialog.DialogCode.Accepted


def test_speed_zero_turns_animations_off_and_restore_defaults(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    dlg = SettingsDialog(Settings(animation_speed=0.5), path=path)
    qtbot.addWidget(dlg)
    dlg.speed.setValue(0)
    assert dlg.speed_label.text() == "Off"
    chosen = dlg.chosen()
    assert chosen.animations is False and chosen.animation_speed == 0.5  # speed kept for later
    dlg.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dlg.speed.value() == 4 and dlg.difficulty.currentData() == "normal"
    assert not path.exists()  # nothing saved before OK
    dlg.speed.setValue(0)
    assert dlg.save_and_close()
    assert load_settings(path)[0].animations is False


def _error_box(dlg: SettingsDialog) -> QMessageBox:
    box = dlg.error_box
    assert box is not None and box.isVisible()
    return box


def _click(box: QMessageBox, text: str) -> None:
    button = next(b for b in box.buttons() if b.text() == text)
    button.click()
    QApplication.processEvents()


def test_a_failed_save_names_the_file_and_loses_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    path = blocker / "settings.yaml"
    dlg = SettingsDialog(Settings(), path=path)
    qtbot.addWidget(dlg)
    dlg.show()
    applied: list[Settings] = []
    dlg.applied.connect(applied.append)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("hard"))
    dlg.speed.setValue(2)

    assert not dlg.save_and_close()
    box = _error_box(dlg)
    assert "could not be saved" in box.text()
    assert f"File: {path}\n" in box.informativeText()
    assert "Problem:" in box.informativeText()

    _click(box, "Back")  # the dialog stays, every choice as it was
    assert dlg.isVisible() and not applied
    assert dlg.difficulty.currentData() == "hard" and dlg.speed.value() == 2

    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    _click(_error_box(dlg), "Try again")  # still failing: asked again
    _click(_error_box(dlg), "Use for this session only")
    assert applied and applied[0].default_difficulty == "hard"
    assert applied[0].animation_speed == 0.5
    assert not dlg.isVisible() and not path.exists()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


def _window(qtbot: QtBot, settings: Settings) -> MainWindow:
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c, settings=settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def test_edit_preferences_applies_and_saves(qtbot: QtBot, home: Path) -> None:
    w = _window(qtbot, Settings(confirm_actions=False))
    assert w.act_prefs.shortcut().toString()  # a standard (or Ctrl+,) shortcut
    w.act_prefs.trigger()
    dlg = w._settings_dialog
    assert isinstance(dlg, SettingsDialog) and dlg.isVisible()
    dlg.speed.setValue(8)
    dlg.language.setCurrentIndex(dlg.language.findData("zh_CN"))
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert w.settings.animation_speed == 2.0 and w.settings.language == "zh_CN"
    assert w.language_actions["zh_CN"].isChecked()
    assert "next start" in w.statusBar().currentMessage()
    assert w.assault_panel.speed == 2.0
    assert (home / "config" / "settings.yaml").is_file()
    saved = load_settings()[0]
    assert saved.animation_speed == 2.0 and saved.language == "zh_CN"
    assert not w.errors


def test_animation_speed_scales_the_move_animation(qtbot: QtBot, home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    position = {
        "format": "pocket-tactics/position@1", "point_limit": 50,
        "tiles": [{"at": [0, 0], "terrain": "wasteland", "feature": "colony"},
                  {"at": [1, 0], "terrain": "wasteland"},
                  {"at": [2, 0], "terrain": "wasteland"},
                  {"at": [3, 0], "terrain": "wasteland", "feature": "badlands"}],
        "units": [{"id": "a1", "card": "space-force-marine", "owner": 0, "at": [0, 0]},
                  {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [3, 0]}],
        "reserve": [], "captives": [],
        "control": [{"at": [0, 0], "owner": 0}, {"at": [3, 0], "owner": 1}], "to_move": 0,
    }
    steps: list[int] = []
    w = _window(qtbot, Settings(confirm_actions=False, animation_speed=1.0))
    real = w.scene.animate_unit_move

    def spy(uid: str, path: list[tuple[int, int]], ms: int) -> None:
        steps.append(ms)
        real(uid, path, ms)

    monkeypatch.setattr(w.scene, "animate_unit_move", spy)
    timings: dict[float, int] = {}
    for speed in (0.5, 2.0):
        w.apply_settings(Settings(confirm_actions=False, animation_speed=speed))
        w.controller.start_position(from_json(position, CAT), (HUMAN, HUMAN))
        w.click_hex((0, 0))
        w.click_hex((1, 0))
        assert w.controller.entries[-1].action.kind == "move"
        timings[speed] = steps[-1]
        w.scene.finish_animations()
    assert timings[0.5] == 4 * timings[2.0] > 0
    assert w.assault_panel._scaled(650) == 325  # the dice roll too
    w.apply_settings(Settings(confirm_actions=False, animation_speed=1.0, animations=False))
    assert not w.animations and not w.act_anim.isChecked()
