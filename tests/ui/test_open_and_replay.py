"""Opening saves from the window: a bad file keeps the game in progress; replays open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import to_json
from pocket_tactics_app.storage.saves import SAVES
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.replay_window import ReplayWindow

CAT = default_catalog()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c, settings=Settings(confirm_actions=False))
    qtbot.addWidget(w)
    w.show()
    c.new_game(default_setup(5), (HUMAN, HUMAN))
    for _ in range(8):
        assert c.request(c.legal_actions()[0])
    return w


def test_a_save_that_does_not_replay_leaves_the_game_open(window: MainWindow,
                                                         tmp_path: Path) -> None:
    w = window
    c = w.controller
    good = c.to_save()
    before = (len(c.entries), to_json(c.game))
    bad = good.actions[:5] + [{"kind": "place_tile", "at": [40, 40]}]
    path = tmp_path / "bad.json"
    SAVES.write(path, type(good)(setup=good.setup, seed=good.seed, actions=bad))
    w.files.load_file(path)
    assert (len(c.entries), to_json(c.game)) == before
    assert w.errors and "bad.json" in w.errors[-1] and "actions[5]" in w.errors[-1]
    path.write_text(json.dumps({"format": "nonsense"}))
    w.files.load_file(path)
    assert (len(c.entries), to_json(c.game)) == before
    assert "bad.json" in w.errors[-1]


def test_replay_this_game_opens_a_replay_window(window: MainWindow) -> None:
    w = window
    w.act_replay_this.trigger()
    win = w.files.replay_window
    assert isinstance(win, ReplayWindow) and win.isVisible()
    assert win.count == len(w.controller.entries)
    win.close()
