"""Resume at start tries the autosave, then its backup, for either game: an autosave
that reads but does not replay gives way to the backup, and the player is told which was
restored and how many actions were lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.furrow_saves import (
    furrow_autosave_backup_path,
    furrow_autosave_path,
)
from pocket_tactics_app.ui.games import HostedGame
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.games.pocket import PocketHosted

from .shells import entries, play, quiet_shell

#: An action each game refuses whatever the position (no such unit, no such hex).
REFUSED = {
    "pocket-tactics": {"kind": "move", "unit": "no-such-unit", "to": [99, 99]},
    "furrow": {"kind": "combat", "at": [99, 99]},
}


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))


def errors(hosted: HostedGame) -> list[str]:
    assert isinstance(hosted, PocketHosted | FurrowHosted)
    return list(hosted.window.errors)


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_backup_resume_when_the_autosave_does_not_replay(qtbot: QtBot, game: str) -> None:
    first = quiet_shell(qtbot)
    played = play(first.host(game), 4)
    assert first.hosted is not None
    first.hosted.shutdown()
    main = paths.autosave_path() if game == "pocket-tactics" else furrow_autosave_path()
    backup = (paths.autosave_backup_path() if game == "pocket-tactics"
              else furrow_autosave_backup_path())
    kept = len(json.loads(backup.read_text(encoding="utf-8"))["actions"])
    assert kept < played
    data = json.loads(main.read_text(encoding="utf-8"))
    data["actions"][-1] = REFUSED[game]  # reads as a save, fails as a replay
    main.write_text(json.dumps(data), encoding="utf-8")

    shell = quiet_shell(qtbot)
    hosted = shell.host(game)
    assert hosted.resume()
    assert entries(hosted) == kept
    told = "\n".join(errors(hosted))
    assert f"The autosave {main.name} cannot be replayed" in told
    assert f"The backup was restored instead: {kept} actions" in told
    hosted.shutdown()


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_backup_resume_says_nothing_when_the_autosave_replays(qtbot: QtBot, game: str) -> None:
    first = quiet_shell(qtbot)
    played = play(first.host(game), 3)
    assert first.hosted is not None
    first.hosted.shutdown()
    shell = quiet_shell(qtbot)
    hosted = shell.host(game)
    assert hosted.resume()
    assert entries(hosted) == played
    assert errors(hosted) == []
    hosted.shutdown()
