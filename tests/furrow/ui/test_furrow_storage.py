"""Furrow & Foundry saves in the app (issue 15): a version-1 save written before the
storage change opens and play goes on; saved in the middle of a turn and reopened, the
game continues; the autosave (with its backup) is resumed at start-up as the first
game's is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.furrow_saves import (
    FURROW_FORMAT,
    FURROW_SAVES,
    furrow_autosave_backup_path,
    furrow_autosave_path,
)

from .helpers import open_furrow_window, step

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

V1 = FIXTURES / "furrow_save_v1_mid_turn.json"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder of the player's files (no autosave of another test)."""
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def test_a_version_1_save_opens_in_the_middle_of_a_turn_and_play_goes_on(
        qtbot: QtBot, home: Path, tmp_path: Path) -> None:
    w = open_furrow_window(qtbot)
    w.load(V1)
    raw = json.loads(V1.read_text(encoding="utf-8"))
    c = w.controller
    assert [e.action for e in c.entries] == raw["actions"]
    assert c.game.round == 3 and c.game.phase() == "bottom"  # mid-turn, as saved
    n = len(c.entries)
    for _ in range(6):
        step(qtbot, w)
    assert len(c.entries) > n
    # saved again in the middle of a turn: the current format, reopened and continued
    while c.game.turn is None:
        step(qtbot, w)
    phase = c.game.phase()
    path = c.save_to(tmp_path / "again.furrow.json")
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == FURROW_FORMAT
    other = open_furrow_window(qtbot)
    other.load(path)
    assert [e.action for e in other.controller.entries] == [e.action for e in c.entries]
    assert other.controller.game.phase() == phase
    m = len(other.controller.entries)
    for _ in range(6):
        step(qtbot, other)
    assert len(other.controller.entries) > m
    w.close()
    other.close()


def test_the_autosave_keeps_a_backup_and_is_resumed_at_start_up(qtbot: QtBot,
                                                                home: Path) -> None:
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.games.furrow import FurrowHosted
    from pocket_tactics_app.ui.shell import Shell

    w = open_furrow_window(qtbot)
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    for _ in range(8):
        step(qtbot, w)
    played = [e.action for e in w.controller.entries]
    assert FURROW_SAVES.load(furrow_autosave_path()).actions == played
    assert FURROW_SAVES.load(furrow_autosave_backup_path()).actions == played[:-1]
    w.close()
    main = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(main)
    main.start()  # what the app does once its window is shown
    resume = main.resume_box
    assert resume is not None and "Furrow & Foundry" in resume.text()
    next(b for b in resume.buttons() if b.text() == "Resume").click()
    hosted = main.hosted
    assert isinstance(hosted, FurrowHosted), "the Furrow game was not resumed at start-up"
    assert [e.action for e in hosted.window.controller.entries] == played
    # the autosave cut short: the backup is resumed instead
    hosted.shutdown()
    furrow_autosave_path().write_text("{", encoding="utf-8")
    again = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(again)
    again.start(resume="furrow")
    hosted = again.hosted
    assert isinstance(hosted, FurrowHosted)
    assert [e.action for e in hosted.window.controller.entries] == played[:-1]
    hosted.shutdown()


def test_a_saved_game_replays_from_its_file(qtbot: QtBot, home: Path) -> None:
    from pocket_tactics_app.furrow.engine.position import to_json
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.furrow.replay import FurrowReplay
    from pocket_tactics_app.ui.shell import Shell

    raw = json.loads(V1.read_text(encoding="utf-8"))
    w = open_furrow_window(qtbot)
    w.replay_file(V1)  # Game ▸ Open a replay, the file chosen
    r = w.replay
    assert isinstance(r, FurrowReplay) and r.isVisible()
    n = len(raw["actions"])
    assert r.slider.maximum() == n and r.log.count() == n and V1.name in r.windowTitle()
    assert not w.controller.has_game()  # the window's own game is not touched
    r.slider.setValue(0)
    assert to_json(r.states[0]) == to_json(FurrowSetup.from_json(raw["setup"]).start())
    r.close()
    # the shell's Watch a replay hands a Furrow file to the same replay
    main = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(main)
    from unittest import mock

    from PySide6.QtWidgets import QFileDialog

    with mock.patch.object(QFileDialog, "getOpenFileName", return_value=(str(V1), "")):
        main.act_replay.trigger()
    assert isinstance(main.replay, FurrowReplay)
    assert main.replay.slider.maximum() == n
    main.replay.close()
    w.close()
