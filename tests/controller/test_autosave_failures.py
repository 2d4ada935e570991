"""The autosave through the controller: an action is on disk before anyone
is told of it, a failed autosave is told once with its reason, and quitting asks when
the game is saved nowhere."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.controller import HUMAN, GameController, LogEntry
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.saves import SAVES, find_resumable
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.main_window import MainWindow

CAT = default_catalog()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(folder))
    return folder


def controller() -> GameController:
    c = GameController(CAT)
    c.ai_delay_ms = 0
    c.new_game(default_setup(5), (HUMAN, HUMAN))
    return c


def play(c: GameController, n: int) -> None:
    for _ in range(n):
        assert c.request(c.legal_actions()[0])


def test_an_action_is_autosaved_before_anyone_is_told(home: Path) -> None:
    c = controller()
    seen: list[tuple[int, int]] = []

    def check(entry: LogEntry) -> None:
        on_disk = len(SAVES.load(paths.autosave_path()).actions)
        seen.append((entry.index + 1, on_disk))

    c.action_applied.connect(check)
    c.state_changed.connect(lambda: seen.append((len(c.entries), len(
        SAVES.load(paths.autosave_path()).actions))))
    play(c, 5)
    assert seen and all(applied == on_disk for applied, on_disk in seen), seen


def break_data_folder(home: Path) -> None:
    """Make the autosave impossible: a file where the data folder should be."""
    data = paths.data_dir()
    if data.exists():
        shutil.rmtree(data)
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("not a folder")


def test_a_failed_autosave_is_told_once_with_the_reason(home: Path) -> None:
    c = controller()
    told: list[str] = []
    c.autosave_failed.connect(told.append)
    play(c, 2)
    assert c.kept_by_autosave() and told == []
    break_data_folder(home)
    play(c, 3)
    assert len(told) == 1 and "data" in told[0] and "\n" not in told[0]
    assert not c.kept_by_autosave() and c.autosave_problem == told[0]
    paths.data_dir().unlink()  # the folder is back: the next autosave works again
    play(c, 1)
    assert c.autosave_problem is None and c.kept_by_autosave()
    resumed = find_resumable()
    assert resumed is not None and len(resumed.actions) == len(c.entries)


def window(qtbot: QtBot, c: GameController, confirm: bool) -> MainWindow:
    w = MainWindow(c, settings=Settings(confirm_actions=confirm))
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.mark.parametrize("confirm", [False, True])
def test_quit_asks_when_the_autosave_failed(qtbot: QtBot, home: Path, confirm: bool) -> None:
    c = controller()
    w = window(qtbot, c, confirm)
    play(c, 2)
    w.close()
    assert w.files.confirm_box is None and not w.isVisible()  # the autosave keeps the game
    w.show()
    break_data_folder(home)
    play(c, 2)
    assert len([e for e in w.errors if "could not be saved automatically" in e]) == 1
    w.close()
    assert w.isVisible() and w.files.confirm_box is not None  # asked, even with confirm off
    assert "not saved" in w.files.confirm_box.text()
    next(b for b in w.files.confirm_box.buttons() if b.text() == "Quit").click()
    assert not w.isVisible()


def test_settings_problems_are_shown_in_the_window(qtbot: QtBot, home: Path) -> None:
    settings_file = paths.settings_path()
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text("version: 2\nlanguage: [\n")
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    qtbot.addWidget(w)
    assert w.load_problems and "settings.yaml" in w.load_problems[0]
    w.show_load_problems(w.load_problems)
    assert any("could not be read" in e and "settings.yaml" in e for e in w.errors)


@pytest.mark.parametrize("text", ["version: 2\nlanguage: [\n", "version: 999\nlanguage: en\n"])
def test_quitting_never_loses_a_broken_or_newer_settings_file(
        qtbot: QtBot, home: Path, text: str) -> None:
    settings_file = paths.settings_path()
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text(text)
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    w.close()  # stores the window geometry in the settings
    kept = sorted(settings_file.parent.glob("settings.yaml.broken-*"))
    if "999" in text:
        assert settings_file.read_text() == text and kept == []
    else:
        assert [p.read_text() for p in kept] == [text]
        assert "window_geometry" in settings_file.read_text()
