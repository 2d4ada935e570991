"""A game opened from a file and then left is offered at the next start, in either
game, as a game played here is: opening it writes the game's autosave."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.games import game_ui

from .shells import entries, quiet_shell

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


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_resume_opened_game_is_offered_at_the_next_start(
        qtbot: QtBot, tmp_path: Path, game: str) -> None:
    path = tmp_path / "mine.json"
    data = json.loads(SAVES[game].read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:30]
    path.write_text(json.dumps(data), encoding="utf-8")
    first = quiet_shell(qtbot)
    assert first.open_file(path)
    assert first.hosted is not None and first.hosted.game_id == game
    opened = entries(first.hosted)
    assert opened == 30
    first.hosted.shutdown()

    shell = quiet_shell(qtbot)
    shell.start()
    box = shell.resume_box
    assert box is not None and box.isVisible()
    assert game_ui(game).title() in box.text()
    next(b for b in box.buttons() if b.text() == "Resume").click()
    assert shell.hosted is not None and shell.hosted.game_id == game
    assert entries(shell.hosted) == opened
    shell.hosted.shutdown()

