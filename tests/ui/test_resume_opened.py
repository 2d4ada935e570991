"""A game opened from a file and then left is offered at the next start, in either
game, as a game played here is: opening it writes the game's autosave."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.games import game_ui
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.games.pocket import PocketHosted
from pocket_tactics_app.ui.shell import Shell

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: A save of each game written before this change (committed fixtures), cut to its
#: first 30 actions so that the game is under way.
SAVES = {
    "pocket-tactics": FIXTURES / "pre_protocol" / "save.json",
    "furrow": FIXTURES / "furrow_pre_split" / "autosave.json",
}


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))


def shell_of(qtbot: QtBot) -> Shell:
    shell = Shell(Settings(confirm_actions=False))
    shell.quit_app = lambda: None
    qtbot.addWidget(shell)
    shell.show()
    return shell


def entries(shell: Shell) -> int:
    hosted = shell.hosted
    assert isinstance(hosted, PocketHosted | FurrowHosted)
    return len(hosted.window.controller.entries)


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_resume_opened_game_is_offered_at_the_next_start(
        qtbot: QtBot, tmp_path: Path, game: str) -> None:
    path = tmp_path / "mine.json"
    data = json.loads(SAVES[game].read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:30]
    path.write_text(json.dumps(data), encoding="utf-8")
    first = shell_of(qtbot)
    assert first.open_file(path)
    assert first.hosted is not None and first.hosted.game_id == game
    opened = entries(first)
    assert opened == 30
    first.hosted.shutdown()

    shell = shell_of(qtbot)
    shell.start()
    box = shell.resume_box
    assert box is not None and box.isVisible()
    assert game_ui(game).title() in box.text()
    next(b for b in box.buttons() if b.text() == "Resume").click()
    assert shell.hosted is not None and shell.hosted.game_id == game
    assert entries(shell) == opened
    shell.hosted.shutdown()

