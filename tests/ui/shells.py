"""Helpers of the tests that drive the shell: a shell that quits quietly, and a few
actions of the hosted game's humans."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.controller.furrow_interaction import PLAIN
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.games import HostedGame
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.games.pocket import PocketHosted, default_setup
from pocket_tactics_app.ui.shell import Shell


def quiet_shell(qtbot: QtBot) -> Shell:
    """A shown shell that asks nothing and whose Quit does not end the test run."""
    shell = Shell(Settings(confirm_actions=False))
    shell.quit_app = lambda: None
    qtbot.addWidget(shell)
    shell.show()
    return shell


def play(hosted: HostedGame, n: int = 2) -> int:
    """``n`` actions of the hosted game's humans (a two-human game started if none runs);
    the number of actions now."""
    if isinstance(hosted, PocketHosted):
        c = hosted.window.controller
        if not c.has_game():
            c.new_game(default_setup(5), (HUMAN, HUMAN))
        for _ in range(n):
            assert c.request(c.legal_actions()[0])
        return len(c.entries)
    assert isinstance(hosted, FurrowHosted)
    w = hosted.window
    if not w.controller.has_game():
        w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    fc = w.controller
    for _ in range(n):
        seat = fc.human_deciders()[0]
        legal = fc.legal_for(seat)
        entry = next((e for e in legal if e["kind"] == "section"), None) or next(
            e for e in legal if e["kind"] in PLAIN)
        assert fc.request(seat, dict(entry))
    return len(fc.entries)


def entries(hosted: HostedGame | None) -> int:
    """The number of actions of the hosted game."""
    assert isinstance(hosted, PocketHosted | FurrowHosted)
    return len(hosted.window.controller.entries)
