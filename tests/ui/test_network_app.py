"""Network play in the app: two shells (the host's, with the server it started, and a
joiner's) play Pocket Tactics against each other over 127.0.0.1, through the Host and
Join dialogs clicked as a player clicks them; the dialogs' refusals; the seat bar."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.network.dialogs import HostDialog, JoinDialog
from pocket_tactics_app.ui.network.session import NetworkHosted, invitation, parse_invitation
from pocket_tactics_app.ui.shell import Shell

from .helpers import click_hex
from .network_shells import host_from_menu, join_from_menu, new_shell

#: Most actions the two windows play (the setup's placements, then play to the end).
ACTIONS = 400


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))


def test_network_host_and_join_play_against_each_other(qtbot: QtBot, shells: list[Shell],
                                                       tmp_path: Path) -> None:
    host_shell = new_shell(qtbot, shells)
    dlg = host_from_menu(qtbot, host_shell)
    host = host_shell.hosted
    assert isinstance(host, NetworkHosted)
    keys = [a.text().split("&")[1][0].lower() for a in host_shell.menu_game.actions()
            if "&" in a.text()]
    assert len(keys) == len(set(keys)), keys  # each entry of the Game menu its own key
    assert dlg.copy_button.isEnabled()
    qtbot.mouseClick(dlg.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == dlg.invitation.text()
    assert host.seat_bar.invitation == dlg.invitation.text()
    address, port, room = parse_invitation(dlg.invitation.text())
    assert (address, port, room) == ("127.0.0.1", host.server.port, host.controller.room)
    dlg.reject()
    qtbot.waitUntil(lambda: "open seat" in host.seat_bar.seats_label.text(), timeout=5000)

    join_shell = new_shell(qtbot, shells)
    joiner = join_from_menu(qtbot, join_shell, invitation(address, port, room), name="Bea")
    jdlg = join_shell.network_dialog
    assert isinstance(jdlg, JoinDialog)
    assert jdlg.address.text() == f"{address}:{port}"
    assert jdlg.room.text() == room  # the pasted invitation fills both fields
    assert joiner.controller.seat == 1
    qtbot.waitUntil(lambda: "Bea" in host.seat_bar.seats_label.text(), timeout=5000)
    assert "disconnected" not in host.seat_bar.seats_label.text()

    # Chat: a line typed in one seat bar shows in both, as plain text.
    qtbot.keyClicks(joiner.seat_bar.chat_edit, "<b>hi</b> Ann")
    qtbot.keyClick(joiner.seat_bar.chat_edit, Qt.Key.Key_Return)
    assert joiner.seat_bar.chat_edit.text() == ""
    for w in (host, joiner):
        qtbot.waitUntil(lambda w=w: w.seat_bar.chat_line.text() == "Bea: <b>hi</b> Ann",
                        timeout=5000)
        assert w.seat_bar.chat_line.textFormat() == Qt.TextFormat.PlainText
    assert host.controller.chat == [("Bea", "<b>hi</b> Ann")]

    windows = {0: host, 1: joiner}
    rng = random.Random(3)
    clicked = 0
    for played in range(ACTIONS):
        qtbot.waitUntil(lambda: any(w.controller.human_to_decide() for w in windows.values())
                        or host.controller.game.is_over(), timeout=10000)
        if host.controller.game.is_over():
            break
        seat, mover = next((s, w) for s, w in windows.items() if w.controller.human_to_decide())
        other = windows[1 - seat]
        assert not other.controller.human_to_decide()
        assert other.controller.legal_actions() == []
        assert "Waiting for" in other.seat_bar.status_text()
        assert "Your turn" in mover.seat_bar.status_text()
        legal = mover.controller.legal_actions()
        assert legal
        action = rng.choice(legal)
        if action.kind in ("place_tile", "place_feature"):  # placed by a click on the map
            assert action.at is not None
            assert mover.window.scene.highlights().get(action.at) == "place"
            click_hex(mover.window, action.at)
            clicked += 1
        elif action.kind == "place_unit":  # its reserve button, then its hex
            assert action.at is not None
            button = mover.window.reserve_panel.button(action.unit)
            assert button is not None and button.isEnabled()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert mover.window.scene.highlights().get(action.at) == "deploy"
            click_hex(mover.window, action.at)
            clicked += 1
        else:
            assert mover.controller.request(action)
        # Both windows show the position after the action, and the same log.
        qtbot.waitUntil(lambda p=played: host.controller.ply == joiner.controller.ply == p + 1,
                        timeout=10000)
    from pocket_tactics_app.engine import position

    assert position.to_json(host.controller.game) == position.to_json(joiner.controller.game)
    assert len(host.controller.entries) == len(joiner.controller.entries) == host.controller.ply
    assert [e.action for e in host.controller.entries] == \
        [e.action for e in joiner.controller.entries]
    assert host.window.log_model.rowCount() > 0
    assert any(e.phase == "play" for e in host.controller.entries)  # past the setup
    # every placement of the setup was made by clicks on the map and the reserve
    assert clicked == sum(1 for e in host.controller.entries if e.phase != "play")
    assert host.window.errors == [] and joiner.window.errors == []

    # Over: each player may save the finished game, from the server's record, and it
    # replays to the position both windows show.
    assert host.controller.game.is_over()
    from pocket_tactics_app.engine.replay import replay
    from pocket_tactics_app.storage.saves import SAVES

    for seat, window in windows.items():
        qtbot.waitUntil(lambda w=window: w.controller.record is not None, timeout=10000)
        path = tmp_path / f"seat{seat}.json"
        assert window.window.files.write(path)
        save = SAVES.load(path)
        assert save.finished
        assert save.actions == [e.action.to_json() for e in window.controller.entries]
        game, _ = replay(save.setup, save.seed, save.actions, window.controller.catalog)
        assert position.to_json(game) == position.to_json(window.controller.game)
        assert game.winner == window.controller.game.winner

    # Rematch on the end dialog starts no local game in the network window.
    before = position.to_json(joiner.controller.game)
    qtbot.mouseClick(joiner.window._end_dialog.rematch_button, Qt.MouseButton.LeftButton)
    assert position.to_json(joiner.controller.game) == before
    assert joiner.window.errors[-1].startswith("For another network game, host a new one")


def test_network_a_dropped_seat_rejoins_then_goes_to_the_computer(
        qtbot: QtBot, shells: list[Shell]) -> None:
    """The joiner drops: the host sees it, the joiner reconnects with its token at the
    same decision; it drops again and the host gives its seat to the computer, which
    plays it."""
    host_shell = new_shell(qtbot, shells)
    dlg = host_from_menu(qtbot, host_shell, hand_over=0)
    dlg.reject()
    host = host_shell.hosted
    assert isinstance(host, NetworkHosted)
    joiner = join_from_menu(qtbot, new_shell(qtbot, shells), host.seat_bar.invitation)
    bar = host.seat_bar
    assert bar.hand_over_button.isHidden()
    assert joiner.seat_bar.reconnect_button.isHidden()
    qtbot.waitUntil(lambda: host.controller.human_to_decide()
                    or joiner.controller.human_to_decide(), timeout=10000)
    if joiner.controller.human_to_decide():  # one action each way first
        joiner.controller.request(joiner.controller.legal_actions()[0])
        qtbot.waitUntil(host.controller.human_to_decide, timeout=10000)
    host.controller.request(host.controller.legal_actions()[0])
    qtbot.waitUntil(lambda: host.controller.ply == joiner.controller.ply
                    and joiner.controller.human_to_decide(), timeout=10000)
    ply = joiner.controller.ply

    joiner.controller.client.close()
    qtbot.waitUntil(lambda: not joiner.controller.connected, timeout=5000)
    assert joiner.seat_bar.reconnect_button.isVisible()
    assert joiner.seat_bar.status_text() == "Disconnected from the server"
    qtbot.waitUntil(lambda: "disconnected" in bar.seats_label.text(), timeout=5000)
    assert "Waiting for Orange" in bar.status_text()
    assert bar.hand_over_button.isVisible()
    assert bar.hand_over_button.text() == "Give Orange to the computer"

    assert host.needs_confirmation(quitting=True)  # the game ends with the host's server
    assert not joiner.needs_confirmation(quitting=True)  # the seat waits on the server
    qtbot.mouseClick(joiner.seat_bar.reconnect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joiner.controller.connected and joiner.controller.ply == ply
                    and joiner.controller.human_to_decide(), timeout=10000)
    qtbot.waitUntil(lambda: "disconnected" not in bar.seats_label.text(), timeout=5000)
    assert bar.hand_over_button.isHidden()

    joiner.controller.client.close()
    qtbot.waitUntil(bar.hand_over_button.isVisible, timeout=5000)
    qtbot.mouseClick(bar.hand_over_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "computer (normal)" in bar.seats_label.text(), timeout=5000)
    qtbot.waitUntil(lambda: host.controller.ply > ply, timeout=20000)  # the computer played
    assert host.controller.entries[-1].player == 1
    assert host.controller.entries[-1].by_ai


def test_network_refusal_is_shown_with_its_rule(qtbot: QtBot, shells: list[Shell]) -> None:
    """An action the server refuses (sent past the window's own check) is told in words
    with the rule ID, and the seat may act again."""
    from pocket_tactics_app.engine.actions import Action

    shell = new_shell(qtbot, shells)
    dlg = host_from_menu(qtbot, shell, opponent=1)  # the computer (easy) plays Orange
    dlg.reject()
    hosted = shell.hosted
    assert isinstance(hosted, NetworkHosted)
    c = hosted.controller
    qtbot.waitUntil(c.human_to_decide, timeout=10000)
    bad = Action("place_tile", at=(40, 40))
    assert bad not in c.legal_actions()
    c._legal.append(bad)  # the window's list as a modified client would have it
    with qtbot.waitSignal(c.refused, timeout=5000) as blocker:
        assert c.request(bad)
    assert "rule" in blocker.args[0]
    assert c.last_refusal == blocker.args[0]
    assert c.human_to_decide()
    assert hosted.window.errors and hosted.window.errors[-1] == blocker.args[0]

    # A joiner with a room code the server does not have is told so, in words.
    address, port, _ = parse_invitation(hosted.seat_bar.invitation)
    stranger = join_from_menu(qtbot, new_shell(qtbot, shells),
                              invitation(address, port, "f" * 32), seated=False)
    assert stranger.window.errors == [f"The server refused: no room {'f' * 32} of this game"]
    assert stranger.seat_bar.status_text() == "Connecting…"
    assert stranger.controller.legal_actions() == []


def test_network_join_dialog_refuses_bad_input(qtbot: QtBot, shells: list[Shell]) -> None:
    shell = new_shell(qtbot, shells)
    dlg = JoinDialog(shell)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.keyClicks(dlg.address, "no port here")
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    assert "address:port" in dlg.message.text()
    dlg.address.setText("127.0.0.1:1")
    dlg.room.setText("not-a-code")
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    assert "room code" in dlg.message.text()
    dlg.room.setText("0" * 32)
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)  # nothing listens on port 1
    assert dlg.message.text().startswith("Could not join:")
    assert shell.hosted is None


def test_network_host_dialog_reports_a_port_in_use(qtbot: QtBot, shells: list[Shell]) -> None:
    import socket

    shell = new_shell(qtbot, shells)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        dlg = HostDialog(shell)
        qtbot.addWidget(dlg)
        dlg.show()
        dlg.port.setValue(taken.getsockname()[1])
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    assert dlg.message.text().startswith("Could not host the game:")
    assert shell.hosted is None
    assert dlg.start_button.isEnabled()


def test_network_invitation_round_trip() -> None:
    assert parse_invitation(invitation("192.168.1.20", 8765, "ab" * 16)) == \
        ("192.168.1.20", 8765, "ab" * 16)
    assert parse_invitation("ws://[::1]:9000") == ("::1", 9000, "")
    for bad in ("", "host", "host:0", "host:port", "a:1 b c"):
        with pytest.raises(ValueError, match="address:port"):
            parse_invitation(bad)


def test_network_join_takes_the_seat_back_after_the_app_closed(
        qtbot: QtBot, shells: list[Shell]) -> None:
    """The seat's token is kept on disk: after the joiner's app closed, Join with the
    same invitation takes its seat back where the game stands."""
    from pocket_tactics_app.ui.network.seats_file import held_seat, seats_path

    host_shell = new_shell(qtbot, shells)
    host_from_menu(qtbot, host_shell).reject()
    host = host_shell.hosted
    assert isinstance(host, NetworkHosted)
    text = host.seat_bar.invitation
    first = new_shell(qtbot, shells)
    joiner = join_from_menu(qtbot, first, text, name="Bea")
    address, port, room = parse_invitation(text)
    held = held_seat(address, port, room)
    assert held == {"seat": 1, "token": joiner.controller.token}
    qtbot.waitUntil(host.controller.human_to_decide, timeout=10000)
    host.controller.request(host.controller.legal_actions()[0])
    qtbot.waitUntil(lambda: joiner.controller.ply == 1, timeout=10000)
    first._drop_hosted()  # the app closes: the seat waits on the server
    qtbot.waitUntil(lambda: "disconnected" in host.seat_bar.seats_label.text(), timeout=5000)

    again = join_from_menu(qtbot, new_shell(qtbot, shells), text, name="Bea")
    assert again.controller.seat == 1
    assert again.controller.token == held["token"]
    assert again.controller.ply == host.controller.ply == 1
    assert again.controller.human_to_decide()
    qtbot.waitUntil(lambda: "disconnected" not in host.seat_bar.seats_label.text(),
                    timeout=5000)

    seats_path().write_text("{not json", encoding="utf-8")  # unreadable: none is held
    assert held_seat(address, port, room) is None


def test_network_undo_is_a_request_the_other_player_answers(
        qtbot: QtBot, shells: list[Shell]) -> None:
    """Edit ▸ Undo asks the other player; Yes takes the action back in both windows,
    log included; No leaves the game as it is, and the asker is told."""
    from PySide6.QtWidgets import QMessageBox

    host_shell = new_shell(qtbot, shells)
    host_from_menu(qtbot, host_shell).reject()
    host = host_shell.hosted
    assert isinstance(host, NetworkHosted)
    joiner = join_from_menu(qtbot, new_shell(qtbot, shells), host.seat_bar.invitation)
    qtbot.waitUntil(host.controller.human_to_decide, timeout=10000)
    assert not host.window.act_undo.isEnabled()  # nothing of the host's to take back
    first = host.controller.legal_actions()[0]
    host.controller.request(first)
    qtbot.waitUntil(lambda: joiner.controller.ply == host.controller.ply == 1, timeout=10000)
    assert host.window.act_undo.isEnabled()
    assert host.window.act_undo in host_shell.menu_edit.actions()

    for accept in (False, True):
        host.window.act_undo.trigger()  # Edit ▸ Undo, as the menu holds it
        qtbot.waitUntil(lambda: joiner.undo_box is not None and joiner.undo_box.isVisible(),
                        timeout=10000)
        box = joiner.undo_box
        assert box is not None
        assert box.text() == "Host asks to take back their last action. Accept?"
        button = QMessageBox.StandardButton.Yes if accept else QMessageBox.StandardButton.No
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
        if accept:
            qtbot.waitUntil(lambda: host.controller.ply == joiner.controller.ply == 0,
                            timeout=10000)
        else:
            qtbot.waitUntil(lambda: host.window.statusBar().currentMessage().startswith(
                "No undo: "), timeout=10000)
            assert host.controller.ply == joiner.controller.ply == 1
        joiner.undo_box = None
    assert host.controller.entries == [] and joiner.controller.entries == []
    assert host.controller.human_to_decide()
    assert first in host.controller.legal_actions()
    assert host.window.statusBar().currentMessage() == "The last action was taken back."


def test_network_host_gives_a_seat_nobody_took_to_the_computer(
        qtbot: QtBot, shells: list[Shell]) -> None:
    shell = new_shell(qtbot, shells)
    host_from_menu(qtbot, shell, hand_over=0).reject()
    host = shell.hosted
    assert isinstance(host, NetworkHosted)
    bar = host.seat_bar
    qtbot.waitUntil(lambda: "open seat" in bar.seats_label.text(), timeout=5000)
    assert bar.hand_over_button.isVisible()
    qtbot.mouseClick(bar.hand_over_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "computer (normal)" in bar.seats_label.text(), timeout=5000)
    for _ in range(3):  # the host plays, and the computer answers on the server
        qtbot.waitUntil(host.controller.human_to_decide, timeout=20000)
        host.controller.request(host.controller.legal_actions()[0])
    assert any(e.by_ai for e in host.controller.entries)
    assert bar.hand_over_button.isHidden()
