"""The shell, the app's one window, clicked through with each game hosted: Quit quits,
a language restart leaves one window and one process, New game and Open ask before
discarding a running game, either game's autosave is offered at start, any save opens
in its game, both games have the View menu, and the New game dialog goes from one game
to the other and back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.games import game_ids
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.games.new_game import NewGameChooser
from pocket_tactics_app.ui.games.pocket import PocketHosted
from pocket_tactics_app.ui.shell import RESUME_OPTION, Shell

from .shells import entries, play

GAMES = ("pocket-tactics", "furrow")
FIXTURES = Path(__file__).parent.parent / "fixtures"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own app folder: autosaves and settings start empty."""
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))


class Recorder:
    def __init__(self) -> None:
        self.quits = 0
        self.started: list[tuple[str, list[str]]] = []
        self.order: list[str] = []

    def quit(self) -> None:
        self.quits += 1

    def release(self) -> None:
        self.order.append("release")

    def start(self, program: str, arguments: list[str]) -> bool:
        self.started.append((program, arguments))
        self.order.append("start")
        return True


@pytest.fixture
def made(qtbot: QtBot) -> Iterator[list[tuple[Shell, Recorder]]]:
    shells: list[tuple[Shell, Recorder]] = []
    yield shells
    for shell, _ in shells:
        if shell.hosted is not None:
            shell.hosted.shutdown()


def new_shell(qtbot: QtBot, made: list[tuple[Shell, Recorder]],
              confirm: bool = True) -> tuple[Shell, Recorder]:
    shell = Shell(Settings(confirm_actions=confirm))
    rec = Recorder()
    shell.quit_app = rec.quit
    shell.start_process = rec.start
    shell.before_restart = rec.release
    qtbot.addWidget(shell)
    shell.resize(1280, 800)
    shell.show()
    made.append((shell, rec))
    return shell, rec


def autosave_of(game_id: str) -> Path:
    from pocket_tactics_app.storage import paths
    from pocket_tactics_app.storage.furrow_saves import furrow_autosave_path

    return paths.autosave_path() if game_id == "pocket-tactics" else furrow_autosave_path()


def answer(box: QMessageBox | None, text: str) -> None:
    assert box is not None and box.isVisible()
    next(b for b in box.buttons() if b.text() == text).click()


def visible_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()]


def new_windows(before: list[QWidget], shell: Shell) -> list[QWidget]:
    """The shell's windows (itself and those it opened) shown now that were not shown
    ``before``: other tests of the session may leave windows of their own, which the
    app's Quit closes too (and which may ask first)."""
    def of_shell(w: QWidget | None) -> bool:
        while w is not None:
            if w is shell:
                return True
            w = w.parentWidget()
        return False

    return [w for w in visible_windows() if w not in before and of_shell(w)]


def menu_titles(shell: Shell) -> list[str]:
    return [a.text() for a in shell.menuBar().actions()]


@pytest.mark.parametrize("game", GAMES)
def test_quit_quits_whatever_game_is_hosted(qtbot: QtBot, made: list[tuple[Shell, Recorder]],
                                            game: str) -> None:
    before = visible_windows()
    shell, rec = new_shell(qtbot, made)
    hosted = shell.host(game)
    play(hosted)
    shell.menu_help.actions()[0].trigger()  # the game's rules, a window of their own
    assert len(new_windows(before, shell)) >= 2
    shell.act_quit.trigger()  # the autosave keeps the game: no question
    assert shell.confirm_box is None
    assert not shell.isVisible() and rec.quits == 1
    assert new_windows(before, shell) == []


@pytest.mark.parametrize("game", GAMES)
def test_language_restart_leaves_one_window_and_one_process(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], game: str) -> None:
    before = visible_windows()
    shell, rec = new_shell(qtbot, made)
    hosted = shell.host(game)
    played = play(hosted)
    shell.language_actions["zh_CN"].trigger()
    answer(shell.restart_box, "Restart now")
    assert len(rec.started) == 1 and rec.quits == 1
    assert rec.order == ["release", "start"]  # the home folder's lock let go first
    _program, arguments = rec.started[0]
    assert arguments[-2:] == [RESUME_OPTION, game]
    assert not shell.isVisible() and new_windows(before, shell) == []
    saved = autosave_of(game).read_bytes()
    # the old process writes nothing more, even if its game were played on
    play(hosted, 1)
    assert autosave_of(game).read_bytes() == saved
    # the next process resumes the game carried over
    again, _ = new_shell(qtbot, made)
    assert again.settings is not None
    again.start(resume=game)
    assert again.hosted is not None and again.hosted.game_id == game
    assert entries(again.hosted) == played


@pytest.mark.parametrize("game", GAMES)
def test_new_game_and_open_ask_before_discarding_a_game(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], game: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    shell, _ = new_shell(qtbot, made)
    hosted = shell.host(game)
    played = play(hosted)
    shell.act_new.trigger()
    answer(shell.confirm_box, "Cancel")
    assert shell.new_dialog is None and entries(hosted) == played
    shell.act_new.trigger()
    answer(shell.confirm_box, "New game")
    assert shell.new_dialog is not None and shell.new_dialog.isVisible()
    assert shell.new_dialog.current_game() == game
    shell.new_dialog.reject()
    other = next(g for g in GAMES if g != game)
    save = FIXTURES / "furrow_before_commit.json" if other == "furrow" else _pocket_save(
        qtbot, made, tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(save), ""))
    shell.act_open.trigger()
    answer(shell.confirm_box, "Cancel")
    assert shell.hosted is hosted and entries(hosted) == played
    shell.act_open.trigger()
    answer(shell.confirm_box, "Open another")
    assert shell.hosted is not None and shell.hosted.game_id == other
    assert shell.hosted.has_game()


def _pocket_save(qtbot: QtBot, made: list[tuple[Shell, Recorder]], folder: Path) -> Path:
    from pocket_tactics_app.storage.saves import SAVES

    shell, _ = new_shell(qtbot, made, confirm=False)
    hosted = shell.host("pocket-tactics")
    assert isinstance(hosted, PocketHosted)
    play(hosted, 3)
    path = folder / "pocket.json"
    SAVES.write(path, hosted.window.controller.to_save())
    hosted.shutdown()
    return path


@pytest.mark.parametrize("game", GAMES)
def test_the_autosave_of_either_game_is_offered_at_start(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], game: str) -> None:
    first, _ = new_shell(qtbot, made)
    played = play(first.host(game), 3)
    first.close()  # kept by the autosave
    shell, _ = new_shell(qtbot, made)
    shell.start()
    box = shell.resume_box
    assert box is not None and box.isVisible()
    from pocket_tactics_app.ui.games import game_ui

    assert game_ui(game).title() in box.text()
    answer(box, "Resume")
    assert shell.hosted is not None and shell.hosted.game_id == game
    assert entries(shell.hosted) == played


def test_any_save_opens_in_its_game(qtbot: QtBot, made: list[tuple[Shell, Recorder]],
                                    tmp_path: Path) -> None:
    pocket = _pocket_save(qtbot, made, tmp_path)
    shell, _ = new_shell(qtbot, made, confirm=False)
    for path, game in ((FIXTURES / "furrow_before_commit.json", "furrow"),
                       (pocket, "pocket-tactics"),
                       (FIXTURES / "furrow_save_v1_mid_turn.json", "furrow")):
        assert shell.open_file(path)
        assert shell.hosted is not None and shell.hosted.game_id == game
        assert shell.hosted.has_game()
    junk = tmp_path / "other.json"
    junk.write_text('{"format": "chess/save", "moves": []}')
    assert not shell.open_file(junk)
    assert "not a saved game" in shell.errors[-1]
    from pocket_tactics_app.ui.games import open_replay_file

    for path in (pocket, FIXTURES / "furrow_before_commit.json"):
        replay = open_replay_file(path, shell)
        assert replay is not None and replay.isVisible()
        replay.close()


@pytest.mark.parametrize("game", GAMES)
def test_one_menu_bar_with_a_view_menu_for_both_games(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], game: str) -> None:
    shell, _ = new_shell(qtbot, made)
    assert menu_titles(shell) == ["&Game", "&Edit", "&View", "&Help"]
    hosted = shell.host(game)
    assert menu_titles(shell) == ["&Game", "&Edit", "&View", "&Help"]
    assert not hosted.content().menuBar().isVisible()
    view = [a.text() for a in shell.menu_view.actions()]
    assert "F&ull screen" in view and "&Language" in view
    fit = next(a for a in shell.menu_view.actions() if "Fit" in a.text())
    fit.trigger()
    game_menu = [a.text() for a in shell.menu_game.actions()]
    assert game_menu[:2] == ["&New game…", "&Open…"] and game_menu[-1] == "&Quit"
    assert len(game_menu) > 5  # the game's own entries between them
    edit = [a.text() for a in shell.menu_edit.actions()]
    assert any("Undo" in t for t in edit) and edit[-1] == "&Preferences…"
    shell.act_prefs.trigger()  # the app's settings, whichever game is hosted
    assert shell.settings_dialog is not None and shell.settings_dialog.isVisible()
    shell.settings_dialog.reject()
    assert shell.windowTitle().replace("[*]", "") == hosted.content().windowTitle().replace(
        "[*]", "")


def test_the_new_game_dialog_switches_between_the_games_both_ways(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]]) -> None:
    shell, _ = new_shell(qtbot, made)
    shell.new_game_dialog()
    dlg = shell.new_dialog
    assert isinstance(dlg, NewGameChooser) and dlg.current_game() == game_ids()[0]
    for game in ("furrow", "pocket-tactics", "furrow"):
        qtbot.mouseClick(dlg.choices[game], Qt.MouseButton.LeftButton)
        assert dlg.current_game() == game
        assert dlg.stack.currentWidget() is dlg.pages[game] and dlg.pages[game].isVisible()
    start = dlg.pages["furrow"].findChild(QPushButton, "furrowStart")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    assert not dlg.isVisible()
    assert shell.hosted is not None and shell.hosted.game_id == "furrow"
    assert shell.hosted.has_game()
    shell.act_new.trigger()  # nothing played by a human yet: no question
    dlg = shell.new_dialog
    assert dlg is not None and dlg.current_game() == "furrow"
    qtbot.mouseClick(dlg.choices["pocket-tactics"], Qt.MouseButton.LeftButton)
    start = dlg.pages["pocket-tactics"].findChild(QPushButton, "startGame")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    assert shell.hosted is not None and shell.hosted.game_id == "pocket-tactics"
    assert shell.hosted.has_game()


@pytest.mark.parametrize("game", GAMES)
def test_a_failed_autosave_is_shown_once_and_quit_and_new_game_ask(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], game: str, tmp_path: Path) -> None:
    shell, rec = new_shell(qtbot, made, confirm=False)
    hosted = shell.host(game)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    if isinstance(hosted, PocketHosted):
        import shutil

        from pocket_tactics_app.storage import paths

        play(hosted, 1)
        errors = hosted.window.errors
        status = hosted.window.status_label
        shutil.rmtree(paths.data_dir())  # a file where the data folder should be
        paths.data_dir().write_text("not a folder")
        play(hosted, 3)
    else:
        assert isinstance(hosted, FurrowHosted)
        play(hosted, 1)
        hosted.window.controller.autosave_path = blocker / "furrow-autosave.json"
        play(hosted, 3)
        errors = hosted.window.errors
        status = hosted.window.status
    assert len([e for e in errors if "could not be saved automatically" in e]) == 1
    assert "not saved" in status.text().lower()
    shell.act_new.trigger()  # confirmations off, but the game is saved nowhere
    answer(shell.confirm_box, "Cancel")
    shell.act_quit.trigger()
    assert shell.isVisible() and rec.quits == 0
    answer(shell.confirm_box, "Quit")
    assert not shell.isVisible() and rec.quits == 1


@pytest.mark.parametrize("hosted_id", ["furrow/network", "pocket-tactics/network"])
def test_the_new_game_dialog_of_a_network_game_opens_on_its_game(
        qtbot: QtBot, made: list[tuple[Shell, Recorder]], hosted_id: str) -> None:
    shell, _ = new_shell(qtbot, made)
    dlg = NewGameChooser(shell, shell, hosted_id)
    qtbot.addWidget(dlg)
    game = hosted_id.split("/")[0]
    assert dlg.current_game() == game
    assert dlg.stack.currentWidget() is dlg.pages[game]
