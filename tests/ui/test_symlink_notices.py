"""A symbolic link where a file of the app should be is replaced by a regular file, its
target untouched (storage.atomic), and the window tells the player once: in its status
line and in a message box, for the autosave of both games, a save, the settings and an
army file."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import HUMAN
from pocket_tactics_app.controller.furrow_controller import FurrowSetup
from pocket_tactics_app.controller.furrow_interaction import PLAIN
from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.armies import ArmyList
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog
from pocket_tactics_app.ui.furrow.window import FurrowWindow
from pocket_tactics_app.ui.games.pocket import default_setup
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.write_notices import translated

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links")

VICTIM = "not a file of the app\n"


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))


def planted(link: Path, tmp_path: Path) -> Path:
    """A symbolic link at ``link`` to a file that is no file of the app."""
    victim = tmp_path / f"victim-{link.name}"
    victim.write_text(VICTIM, encoding="utf-8")
    link.parent.mkdir(parents=True, exist_ok=True)
    link.unlink(missing_ok=True)
    link.symlink_to(victim)
    return victim


def link_words(link: Path, victim: Path) -> str:
    return (f"{link} was a symbolic link to {victim}. The app replaced the link with a "
            "regular file of its own; the file it pointed to is unchanged.")


def test_symlink_pocket_autosave_is_replaced_and_told_once(
        open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    w = open_window()
    c = w.controller
    link = paths.autosave_path()
    victim = planted(link, tmp_path)
    c.autosave = True
    c.new_game(default_setup(5), (HUMAN, HUMAN))
    for _ in range(3):
        assert c.request(c.legal_actions()[0])
    words = link_words(link, victim)
    assert w.errors == [words]  # once, however many autosaves follow
    assert w.statusBar().currentMessage() == words
    assert victim.read_text(encoding="utf-8") == VICTIM
    assert link.is_file() and not link.is_symlink()


def test_symlink_pocket_save_as_and_settings_are_told(
        open_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    w = open_window()
    w.controller.new_game(default_setup(5), (HUMAN, HUMAN))
    save = tmp_path / "game.json"
    save_victim = planted(save, tmp_path)
    assert w.files.write(save)
    settings = paths.settings_path()
    settings_victim = planted(settings, tmp_path)
    w.settings = Settings(confirm_actions=False)
    w.store_settings(Settings(confirm_actions=False, animations=False))
    assert w.errors == [link_words(save, save_victim), link_words(settings, settings_victim)]
    assert save_victim.read_text(encoding="utf-8") == VICTIM
    assert settings_victim.read_text(encoding="utf-8") == VICTIM
    w.store_settings(Settings(confirm_actions=False, animations=True))  # a regular file now
    assert len(w.errors) == 2


def test_symlink_furrow_autosave_is_told_once(qtbot: QtBot, furrow_window: FurrowWindow,
                                              tmp_path: Path) -> None:
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    c = w.controller
    assert c.autosave_path is not None
    link = c.autosave_path
    for f in link.parent.glob(link.name.removesuffix(".json") + "*"):
        f.unlink()
    victim = planted(link, tmp_path)
    before = len(w.errors)
    for _ in range(2):
        seat = c.human_deciders()[0]
        legal = c.legal_for(seat)
        entry = next((e for e in legal if e["kind"] == "section"), None) or next(
            e for e in legal if e["kind"] in PLAIN)
        assert c.request(seat, dict(entry))
    assert w.errors[before:] == [link_words(link, victim)]
    assert w.statusBar().currentMessage() == link_words(link, victim)
    assert victim.read_text(encoding="utf-8") == VICTIM


def test_symlink_army_file_is_told_in_the_builder(qtbot: QtBot, tmp_path: Path) -> None:
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.storage.armies import army_file_name, army_to_yaml

    dialog = ArmyBuilderDialog(default_catalog())
    qtbot.addWidget(dialog)
    link = paths.armies_dir() / army_file_name("Linked")
    victim = tmp_path / "elsewhere.yaml"  # an army file of the same name, outside
    old = army_to_yaml(ArmyList(name="Linked", point_limit=100, units=["cyber-grunt"]))
    victim.write_text(old, encoding="utf-8")
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(victim)
    dialog.set_army(ArmyList(name="Linked", point_limit=100,
                             units=["cyber-grunt", "cyber-grunt"]))
    assert dialog.save_current() == link
    words = link_words(link, victim)
    assert words in dialog.status.text()
    boxes = [b for b in QApplication.topLevelWidgets()
             if isinstance(b, QMessageBox) and b.isVisible() and b.text() == words]
    assert len(boxes) == 1
    assert victim.read_text(encoding="utf-8") == old
    assert link.is_file() and not link.is_symlink()


def test_symlink_notice_unknown_to_the_window_is_shown_as_it_is() -> None:
    assert translated("something else happened") == "something else happened"


def test_symlink_notice_and_second_start_words_in_chinese(
        language: Callable[[str], None]) -> None:
    from pocket_tactics_app.ui.hover_odds import computing_text
    from pocket_tactics_app.ui.instance_link import already_running_text

    notice = ("/home/p/settings.yaml was a symbolic link to /etc/passwd; it is replaced by a "
              "regular file and the file it pointed to is left unchanged")
    language("zh_CN")
    assert translated(notice) == ("/home/p/settings.yaml 是指向 /etc/passwd 的符号链接。"
                                  "本应用已用自己的普通文件替换该链接；它所指向的文件未被改动。")
    assert already_running_text(Path("/h"), 42, True) == (
        "口袋战术已在使用文件夹 /h 运行（进程 42）。 "
        "已将其窗口移到最前；本次启动将关闭，不做任何更改。")
    assert computing_text() == "正在计算胜率…"
    language("zh_TW")
    assert computing_text() == "正在計算勝率…"
