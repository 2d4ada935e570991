"""Furrow & Foundry over the network in the app: two shells (the host's, with the server
it started, and a joiner's) play a 3-seat game with a computer seat through a local
server, hosted and joined from the dialogs; hot-seat players at the host's screen behind
the hand-off screen; the turn limit's stand-in; the host's hint switch in both games; a
refusal told with its rule; an error that names no request ends the wait."""

from __future__ import annotations

import queue
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.network_controller import NetworkController
from pocket_tactics_app.net import messages
from pocket_tactics_app.net.local import LocalServer
from pocket_tactics_app.net.server import Limits
from pocket_tactics_app.ui.furrow.waste_warnings import WasteWarning
from pocket_tactics_app.ui.network import session
from pocket_tactics_app.ui.network.dialogs import HostDialog
from pocket_tactics_app.ui.network.furrow_session import FurrowNetworkHosted
from pocket_tactics_app.ui.network.session import NetworkHosted, parse_invitation
from pocket_tactics_app.ui.shell import Shell

from ..net.helpers import fighting_choice
from .network_shells import join_from_menu, menu_action, new_shell

#: Seat choices of the Host dialog's Furrow rows: remote, here, then the levels.
REMOTE, HERE, EASY = 0, 1, 2


@pytest.fixture(autouse=True)
def _quick(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))
    # the server's computer seats think briefly
    monkeypatch.setattr(session, "LocalServer", lambda bind, port: LocalServer(
        bind, port, limits=Limits(think_seconds=0.05)))



def host_furrow(qtbot: QtBot, shell: Shell, kinds: list[int], *, turn_limit: int = 0,
                stand_in: int = 0, hints: bool = True) -> FurrowNetworkHosted:
    """Game ▸ Host a network game, Furrow & Foundry chosen, its seats set, Host clicked."""
    menu_action(shell, "Host a network game…")
    dlg = shell.network_dialog
    assert isinstance(dlg, HostDialog)
    dlg.game.setCurrentIndex(1)
    assert dlg.furrow.isVisible() and not dlg.pocket_box.isVisible()
    dlg.furrow.count.setValue(len(kinds))
    for row, kind in zip(dlg.furrow.kinds, kinds, strict=False):
        row.setCurrentIndex(kind)
    dlg.furrow.seed.setText("5")
    dlg.turn_limit.setValue(turn_limit)
    dlg.stand_in.setCurrentIndex(stand_in)
    dlg.hints.setChecked(hints)
    qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    hosted = shell.hosted
    assert isinstance(hosted, FurrowNetworkHosted), dlg.message.text()
    qtbot.waitUntil(lambda: dlg.invitation.text() != "" and hosted.controller.has_game(),
                    timeout=10000)
    return hosted


def server_game(host: FurrowNetworkHosted) -> Any:
    """The server's own game of the host's room (the test's view of the truth)."""
    assert host.server is not None
    return host.server.game_server.rooms[host.controller.room].state


def play_one(qtbot: QtBot, window: FurrowNetworkHosted, rng: random.Random) -> dict[str, Any]:
    """The deciding seat of ``window`` plays: a section by a click on its button in the
    choices, anything else as the window would send it."""
    c = window.controller
    seat = c.human_deciders()[0]
    g = c.game
    action = fighting_choice(g.to_json(), seat, [g.action_to_json(a)
                                                 for a in g.legal_actions(seat)], rng)
    if action["kind"] == "section":
        button = window.window.findChild(QPushButton, f"choice_section_{action['section']}")
        assert button is not None and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        warning = window.window._dialog
        if isinstance(warning, WasteWarning):  # the section wastes something: chosen anyway
            go = warning.findChild(QPushButton, "warningGo")
            assert go is not None and warning.isVisible()
            qtbot.mouseClick(go, Qt.MouseButton.LeftButton)
    else:
        assert c.request(seat, action)
    return action


# Every run plays the first 24 actions at the two windows; the slow set plays to the end,
# through combats, and saves the finished game from the server's record.
@pytest.mark.parametrize("to_the_end", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_network_furrow_two_app_windows_play_with_a_computer_seat(
        qtbot: QtBot, shells: list[Shell], tmp_path: Path, to_the_end: bool) -> None:
    host_shell = new_shell(qtbot, shells)
    host = host_furrow(qtbot, host_shell, [HERE, REMOTE, EASY])
    dlg = host_shell.network_dialog
    assert isinstance(dlg, HostDialog)
    text = dlg.invitation.text()
    assert parse_invitation(text)[2] == host.controller.room
    dlg.reject()
    join_shell = new_shell(qtbot, shells)
    joiner = join_from_menu(qtbot, join_shell, text, name="Bea",  # the room says it
                            hosted_type=FurrowNetworkHosted)  # plays Furrow
    assert joiner.controller.seat == 1 and joiner.controller.local_seats() == [1]
    qtbot.waitUntil(lambda: "Bea" in host.seat_bar.seats_label.text(), timeout=5000)
    windows = {0: host, 1: joiner}

    # A refusal of the server is told with its rule and reason.
    qtbot.waitUntil(lambda: any(w.controller.human_to_decide() for w in windows.values()),
                    timeout=20000)
    mover = next(w for w in windows.values() if w.controller.human_to_decide())
    seat = mover.controller.human_deciders()[0]
    if mover.controller.game.turn is None:
        assert mover.controller.request(seat, {"kind": "section", "section": 5})
        qtbot.waitUntil(lambda: "rule S6.1" in mover.window.statusBar().currentMessage(),
                        timeout=5000)
        assert mover.controller.human_to_decide()

    rng = random.Random(8)
    played, revealed_at = 0, None
    truth = server_game(host)
    while not truth.is_over() and played < 900:
        if not to_the_end and played >= 24:
            break
        qtbot.waitUntil(lambda: truth.is_over() or any(
            w.controller.human_to_decide() for w in windows.values()), timeout=20000)
        if truth.is_over():
            break
        window = next(w for w in windows.values() if w.controller.human_to_decide())
        other = windows[1 - window.controller.seat]
        seat = window.controller.human_deciders()[0]
        assert seat == window.controller.seat
        if other.controller.human_deciders():  # only the two sides of a sealed commit
            assert window.controller.game.phase() == "commit"
        # the window holds its own seat's hand, never another's
        assert window.controller.game.players[seat].hand == truth.players[seat].hand
        assert window.window.private_seat() == seat
        assert "Your turn" in window.seat_bar.status_text()
        ply = window.controller.ply
        play_one(qtbot, window, rng)
        played += 1
        qtbot.waitUntil(lambda w=window, p=ply: w.controller.ply > p, timeout=20000)
        if revealed_at is None and any(e.get("kind") == "revealed" for entry in
                                       window.controller.entries for e in entry.events):
            revealed_at = played
    if to_the_end:
        assert revealed_at is not None, played  # a combat was fought and revealed
    print(f"played {played} actions at the two windows, over: {truth.is_over()}")
    qtbot.waitUntil(lambda: host.controller.ply == joiner.controller.ply == len(truth_log(
        host)), timeout=20000)
    # Both logs tell every action, the other seats' included, in the same order.
    assert [e.seat for e in host.controller.entries] == \
        [e.seat for e in joiner.controller.entries]
    assert {e.seat for e in host.controller.entries} == {0, 1, 2}
    assert host.window.log.count() > 0 and joiner.window.log.count() > 0
    assert host.window.errors == [] and joiner.window.errors == []
    if not to_the_end:  # moves not made at this screen are shown as made elsewhere
        assert all(e.by_ai == (e.seat != 0) for e in host.controller.entries)
    else:  # the finished game's log is rebuilt from the server's record, and saves
        assert truth.is_over(), played
        qtbot.waitUntil(lambda: host.controller.record is not None, timeout=10000)
        assert all(e.by_ai == (e.seat == 2) for e in host.controller.entries)
        from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES

        qtbot.waitUntil(lambda: joiner.controller.record is not None, timeout=10000)
        path = joiner.controller.save_to(tmp_path / "bea.furrow.json")
        assert FURROW_SAVES.load(path).actions == [
            a["action"] for a in host.server.game_server.rooms[  # type: ignore[union-attr]
                host.controller.room].actions]


def truth_log(host: FurrowNetworkHosted) -> list[Any]:
    assert host.server is not None
    return list(host.server.game_server.rooms[host.controller.room].actions)


def test_network_furrow_hot_seat_players_at_the_host(qtbot: QtBot,
                                                      shells: list[Shell]) -> None:
    """Two humans at the host's screen, each with its own seat in the room: the hand-off
    screen covers the board before each one's private screen, which shows that seat's
    view (its hand real, the others' unknown)."""
    shell = new_shell(qtbot, shells)
    host = host_furrow(qtbot, shell, [HERE, HERE, EASY])
    c = host.controller
    qtbot.waitUntil(lambda: c.local_seats() == [0, 1] and 1 in c.local_tokens,
                    timeout=10000)
    truth = server_game(host)
    rng = random.Random(2)
    unlocked: set[int] = set()
    for _ in range(24):
        qtbot.waitUntil(lambda: c.human_to_decide() or truth.is_over(), timeout=20000)
        seat = c.human_deciders()[0]
        if host.window.handoff.isVisible():
            assert host.window.handoff.seat == seat
            qtbot.mouseClick(host.window.handoff.button, Qt.MouseButton.LeftButton)
            unlocked.add(seat)
        assert host.window.private_seat() == seat
        g = c.game
        assert g.players[seat].hand == truth.players[seat].hand
        other = 1 - seat
        assert c._states[seat]["view"]["players"][other]["hand"] is None
        ply = c.ply
        play_one(qtbot, host, rng)
        qtbot.waitUntil(lambda p=ply: c.ply > p, timeout=20000)
    assert unlocked == {0, 1}
    assert {e.seat for e in c.entries} == {0, 1, 2}
    # Undo: a request the other player of this screen accepts; the log goes back too.
    for _ in range(40):
        qtbot.waitUntil(lambda: c.human_to_decide(), timeout=20000)
        if host.window.handoff.isVisible():
            qtbot.mouseClick(host.window.handoff.button, Qt.MouseButton.LeftButton)
        if host.window.undo_action.isEnabled():
            break
        ply = c.ply
        play_one(qtbot, host, rng)
        qtbot.waitUntil(lambda p=ply: c.ply > p, timeout=20000)
    assert host.window.undo_action.isEnabled()
    ply, undone = c.ply, c.undo_seat()
    last = max(i for i, e in enumerate(c.entries) if e.seat == undone)
    host.window.undo_action.trigger()
    qtbot.waitUntil(lambda: c.ply < ply, timeout=10000)
    # back to before that seat's last action (the computer's after it go too)
    assert c.ply == last and len(c.entries) == c.ply == len(truth_log(host))
    # The second player's connection drops: Reconnect takes both seats back.
    c.local_clients[1].close()
    qtbot.waitUntil(lambda: host.seat_bar.reconnect_button.isVisible(), timeout=10000)
    assert not c.human_to_decide()
    qtbot.mouseClick(host.seat_bar.reconnect_button, Qt.MouseButton.LeftButton)
    seats_played: set[int] = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: c.human_to_decide(), timeout=20000)
        if host.window.handoff.isVisible():
            qtbot.mouseClick(host.window.handoff.button, Qt.MouseButton.LeftButton)
        seats_played.add(c.human_deciders()[0])
        ply = c.ply
        play_one(qtbot, host, rng)
        qtbot.waitUntil(lambda p=ply: c.ply > p, timeout=20000)
    assert seats_played == {0, 1}


def test_network_furrow_turn_limit_stand_in_in_the_app(
        qtbot: QtBot, shells: list[Shell], monkeypatch: pytest.MonkeyPatch) -> None:
    """The host sets a turn limit under the shortest and the normal computer as the
    stand-in: the limit is the shortest; the seat bar counts the time left; when it runs
    out the computer decides for the seat, and the log says so. (The shortest limit is
    lowered from 5 s to 2 s for the test.)"""
    monkeypatch.setattr(messages, "MIN_TURN_LIMIT", 2.0)
    shell = new_shell(qtbot, shells)
    host = host_furrow(qtbot, shell, [HERE, REMOTE], turn_limit=1, stand_in=1)
    c = host.controller
    assert c.turn_limit == 2  # the server's shortest limit
    assert host.server is not None
    assert host.server.game_server.rooms[c.room].stand_in == "normal"
    qtbot.waitUntil(lambda: "left" in host.seat_bar.status_text(), timeout=5000)
    assert c.entries == []
    qtbot.waitUntil(lambda: len(c.entries) == 1, timeout=12000)
    assert c.room_seats[c.entries[0].seat]["kind"] == "human"
    assert host.window.log.count() == 1
    qtbot.waitUntil(lambda: "Time ran out: the computer decided for" in
                    host.window.statusBar().currentMessage(), timeout=2000)


@pytest.mark.parametrize("game", ["furrow", "pocket-tactics"])
def test_network_hints_switch_is_honoured(qtbot: QtBot, shells: list[Shell],
                                          game: str) -> None:
    """Hints off in the Host dialog: the room carries it, and the window's Hint entry
    and Ctrl+H give none."""
    shell = new_shell(qtbot, shells)
    if game == "furrow":
        hosted: Any = host_furrow(qtbot, shell, [HERE, EASY], hints=False)
        act = hosted.window.advice.act_hint
    else:
        menu_action(shell, "Host a network game…")
        dlg = shell.network_dialog
        assert isinstance(dlg, HostDialog)
        dlg.opponent.setCurrentIndex(1)  # the computer (easy)
        dlg.hints.setChecked(False)
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
        hosted = shell.hosted
        assert isinstance(hosted, NetworkHosted)
        qtbot.waitUntil(hosted.controller.has_game, timeout=10000)
        act = hosted.window.act_hint
    c = hosted.seat_controller
    qtbot.waitUntil(lambda: c.human_to_decide(), timeout=20000)
    assert c.hints_allowed is False
    assert not act.isEnabled()
    hosted.window.setFocus()
    qtbot.keyClick(hosted.window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    if game == "furrow":
        assert hosted.window.advice._asked is None and hosted.window.advice.current is None
    else:
        assert not hosted.window.hints.advisor.busy()
        assert hosted.window.hints.hint() is None


class FakeSource:
    def __init__(self) -> None:
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        self.sent: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def close(self) -> None:
        pass


def test_network_error_without_request_id_ends_the_wait(qtbot: QtBot) -> None:
    """An action in flight, then an error that names no request (the server could not
    read which one it was): the seat is told and may choose again."""
    from pocket_tactics_app.ui.games.pocket import player_catalog

    source = FakeSource()
    c = NetworkController(source, player_catalog())
    c._sent, c._next_id = object(), 3
    told: list[str] = []
    c.refused.connect(told.append)
    source.messages.put({"type": "error", "code": "bad_json", "message": "not valid JSON"})
    c.poll()
    assert c._sent is None and told == ["The server refused: not valid JSON"]
    c._sent = object()
    source.messages.put({"type": "error", "code": "illegal_action", "message": "x", "id": 2,
                         "rule": "R4.1", "reason": "old"})
    c.poll()
    assert c._sent is not None  # the answer to an earlier request: still waiting
    c.shutdown()


def test_network_seat_bar_fits_1280_and_names_a_remote_human(
        qtbot: QtBot, shells: list[Shell]) -> None:
    """With the invitation shown, the seat bar keeps the window at 1280 px; the tracks
    call the remote seat a human at another screen, not a computer."""
    shell = new_shell(qtbot, shells)
    host = host_furrow(qtbot, shell, [HERE, REMOTE, EASY])
    dlg = shell.network_dialog
    assert dlg is not None
    dlg.reject()
    qtbot.waitUntil(lambda: host.seat_bar.copy_button.isVisible(), timeout=5000)
    assert host.seat_bar.invitation in host.seat_bar.copy_button.toolTip()
    assert shell.width() == 1280 and shell.minimumSizeHint().width() <= 1280
    kinds = [label.text() for label in host.window.tracks.findChildren(QLabel)]
    assert kinds.count("human (remote)") == 1
    assert kinds.count("human") == 1 and kinds.count("computer (easy)") == 1
