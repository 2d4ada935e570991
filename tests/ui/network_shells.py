"""The shells of the network tests: the host's and the joiner's, made, hosted and joined
through the Game menu and the Host and Join dialogs as a player clicks them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.network.dialogs import HostDialog, JoinDialog
from pocket_tactics_app.ui.network.session import NetworkHosted
from pocket_tactics_app.ui.shell import Shell


def new_shell(qtbot: QtBot, shells: list[Shell]) -> Shell:
    shell = Shell(Settings(confirm_actions=False), autosave=False)
    shell.quit_app = lambda: None
    qtbot.addWidget(shell)
    shell.resize(1280, 800)
    shell.show()
    shells.insert(0, shell)
    return shell


def menu_action(shell: Shell, text: str) -> None:
    act = next(a for a in shell.menu_game.actions() if a.text().replace("&", "") == text)
    act.trigger()


def host_from_menu(qtbot: QtBot, shell: Shell, opponent: int = 0,
                   hand_over: int = 60) -> HostDialog:
    menu_action(shell, "Host a network game…")
    dlg = shell.network_dialog
    assert isinstance(dlg, HostDialog)
    dlg.seed.setValue(11)
    dlg.hand_over.setValue(hand_over)
    dlg.opponent.setCurrentIndex(opponent)
    qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.invitation.text() != "", timeout=10000)
    return dlg


def join_from_menu(qtbot: QtBot, shell: Shell, text: str, *, name: str = "Guest",
                   seated: bool = True, hosted_type: type[Any] = NetworkHosted) -> Any:
    """Game ▸ Join a network game, the invitation pasted, Join clicked; then waits for
    the game (``seated``) or for the window's first error."""
    menu_action(shell, "Join a network game…")
    dlg = shell.network_dialog
    assert isinstance(dlg, JoinDialog)
    QApplication.clipboard().setText(text)
    dlg.address.setFocus()
    qtbot.keyClick(dlg.address, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    dlg.name.setText(name)
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    hosted = shell.hosted
    assert isinstance(hosted, hosted_type)
    qtbot.waitUntil(lambda: hosted.controller.has_game() if seated
                    else bool(hosted.window.errors), timeout=10000)
    return hosted
