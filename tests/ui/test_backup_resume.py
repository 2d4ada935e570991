"""Resume at start tries the autosave, then its backup, for either game: an autosave
that reads but does not replay gives way to the backup, and the player is told which was
restored and how many actions were lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.controller.furrow_interaction import PLAIN
from pocket_tactics_app.storage.furrow_saves import (
    furrow_autosave_backup_path,
    furrow_autosave_path,
)
from pocket_tactics_app.storage.saves import autosave_backup_path, autosave_path
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.games import HostedGame
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.games.pocket import PocketHosted, default_setup
from pocket_tactics_app.ui.shell import Shell

#: An action each game refuses whatever the position (no such unit, no such hex).
REFUSED = {
    "pocket-tactics": {"kind": "move", "unit": "no-such-unit", "to": [99, 99]},
    "furrow": {"kind": "combat", "at": [99, 99]},
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


def play(hosted: HostedGame, n: int) -> int:
    """``n`` actions by the humans of the hosted game; the number of actions now."""
    if isinstance(hosted, PocketHosted):
        c = hosted.window.controller
        c.new_game(default_setup(5), (HUMAN, HUMAN))
        for _ in range(n):
            assert c.request(c.legal_actions()[0])
        return len(c.entries)
    assert isinstance(hosted, FurrowHosted)
    hosted.window.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    fc = hosted.window.controller
    for _ in range(n):
        seat = fc.human_deciders()[0]
        legal = fc.legal_for(seat)
        entry = next((e for e in legal if e["kind"] == "section"), None) or next(
            e for e in legal if e["kind"] in PLAIN)
        assert fc.request(seat, dict(entry))
    return len(fc.entries)


def entries(hosted: HostedGame) -> int:
    assert isinstance(hosted, PocketHosted | FurrowHosted)
    return len(hosted.window.controller.entries)


def errors(hosted: HostedGame) -> list[str]:
    assert isinstance(hosted, PocketHosted | FurrowHosted)
    return list(hosted.window.errors)


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_backup_resume_when_the_autosave_does_not_replay(qtbot: QtBot, game: str) -> None:
    first = shell_of(qtbot)
    played = play(first.host(game), 4)
    assert first.hosted is not None
    first.hosted.shutdown()
    main = autosave_path() if game == "pocket-tactics" else furrow_autosave_path()
    backup = autosave_backup_path() if game == "pocket-tactics" else furrow_autosave_backup_path()
    kept = len(json.loads(backup.read_text(encoding="utf-8"))["actions"])
    assert kept < played
    data = json.loads(main.read_text(encoding="utf-8"))
    data["actions"][-1] = REFUSED[game]  # reads as a save, fails as a replay
    main.write_text(json.dumps(data), encoding="utf-8")

    shell = shell_of(qtbot)
    hosted = shell.host(game)
    assert hosted.resume()
    assert entries(hosted) == kept
    told = "\n".join(errors(hosted))
    assert f"The autosave {main.name} cannot be replayed" in told
    assert f"The backup was restored instead: {kept} actions" in told
    hosted.shutdown()


@pytest.mark.parametrize("game", ["pocket-tactics", "furrow"])
def test_backup_resume_says_nothing_when_the_autosave_replays(qtbot: QtBot, game: str) -> None:
    first = shell_of(qtbot)
    played = play(first.host(game), 3)
    assert first.hosted is not None
    first.hosted.shutdown()
    shell = shell_of(qtbot)
    hosted = shell.host(game)
    assert hosted.resume()
    assert entries(hosted) == played
    assert errors(hosted) == []
    hosted.shutdown()
