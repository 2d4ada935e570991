"""One app per home folder, at the window's end: a second start on the folder asks the
running app to bring its window forward (a local socket named from the folder) and says
in words that the app is already running with that folder; it writes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app import app
from pocket_tactics_app.storage import instance, paths
from pocket_tactics_app.ui.instance_link import (
    RaiseListener,
    ask_first_to_raise,
    bring_forward,
    server_name,
)
from tests.storage.helpers import holder, snapshot

pytestmark = pytest.mark.skipif(os.name != "posix", reason="fcntl locks")


def test_single_instance_raise_reaches_the_first_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Both ends in one process: the second start's socket, the first app's listener."""
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.showMinimized()
    raised: list[bool] = []

    def on_raise() -> None:
        bring_forward(window)
        raised.append(True)

    listener = RaiseListener(tmp_path / "home", on_raise, window)
    assert listener.listening
    assert ask_first_to_raise(tmp_path / "home")
    qtbot.waitUntil(lambda: raised == [True], timeout=10_000)
    assert not window.isMinimized() and window.isVisible()
    assert not ask_first_to_raise(tmp_path / "another home", timeout_ms=300)
    listener.close()
    assert not ask_first_to_raise(tmp_path / "home", timeout_ms=300)


def test_single_instance_socket_names_differ_by_folder(tmp_path: Path) -> None:
    a, b = server_name(tmp_path / "a"), server_name(tmp_path / "b")
    assert a != b and a.startswith("pocket-tactics-") and len(a) < 40


@pytest.mark.parametrize("listening", [False, True])
def test_single_instance_second_start_says_so_in_words(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], listening: bool) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    monkeypatch.setattr(instance, "CLOSING_WAIT", 0.3)  # no closing run to wait for here
    child = holder(home)  # the first app: another process holds the folder's lock
    window = QWidget()
    qtbot.addWidget(window)
    raised: list[bool] = []
    listener = (RaiseListener(paths.data_dir(), lambda: raised.append(True), window)
                if listening else None)
    try:
        before = snapshot(home)
        assert app.main([]) == 3
        words = capsys.readouterr().err
        assert snapshot(home) == before  # nothing written
        if listening:  # the first app's window is brought forward
            qtbot.waitUntil(lambda: raised == [True], timeout=10_000)
    finally:
        child.kill()
        child.wait()
        if listener is not None:
            listener.close()
    assert (f"Pocket Tactics is already running with the folder {paths.data_dir()} "
            f"(process {child.pid}).") in words
    if listening:
        assert "Its window has been brought forward; this one closes without changing " \
               "anything." in words
    else:
        assert "Switch to its window; this one closes without changing anything." in words
