"""The running app brought forward by a second start on the same home folder.

The app that holds the home folder's lock (``storage.instance``) listens on a local
socket (``QLocalServer``: a Unix domain socket, or a named pipe on Windows) whose name
comes from that folder, so two apps on two folders never meet. A second start on the
folder connects and sends ``raise``; the first brings its window forward
(``raise_``/``activateWindow``; a window manager may only flash its task-bar entry). The
second start then says in words, in the player's language, that the app is already
running with that folder, and exits without writing anything.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

from ..textfmt import fmt

log = logging.getLogger(__name__)

#: What the second start sends.
RAISE = b"raise\n"
#: How long the second start waits for the first to answer (ms).
CONNECT_MS = 1000


def server_name(folder: Path) -> str:
    """The local socket's name for the home folder ``folder`` (short: a Unix socket's
    path has about 100 characters)."""
    digest = hashlib.sha256(str(folder.absolute()).encode("utf-8")).hexdigest()[:16]
    return f"pocket-tactics-{digest}"


def bring_forward(window: QWidget) -> None:
    """Show ``window`` over the others (restored if minimized), where the platform lets
    an app do so."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


class RaiseListener(QObject):
    """Listens for a second start on the home folder; ``on_raise`` is called for each."""

    def __init__(self, folder: Path, on_raise: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtNetwork import QLocalServer

        self.name = server_name(folder)
        self.on_raise = on_raise
        self.server = QLocalServer(self)
        # The home lock is held: a socket left by a killed run is nobody's.
        QLocalServer.removeServer(self.name)
        self.listening = self.server.listen(self.name)
        if not self.listening:
            log.warning("cannot listen for a second start: %s", self.server.errorString())
        self.server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if sock is None:
                return
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                self._read(sock)

    def _read(self, sock: object) -> None:
        from PySide6.QtNetwork import QLocalSocket

        assert isinstance(sock, QLocalSocket)
        data = bytes(sock.readAll().data())
        if RAISE.strip() in data:
            log.info("a second start on this folder: the window is brought forward")
            self.on_raise()
        sock.disconnectFromServer()

    def close(self) -> None:
        self.server.close()


def listen_for_second_start(window: QWidget, folder: Path) -> RaiseListener | None:
    """The first app's listener, bringing ``window`` forward (None where Qt's local
    sockets are unavailable)."""
    try:
        return RaiseListener(folder, lambda: bring_forward(window), window)
    except ImportError:  # pragma: no cover - a build without QtNetwork
        return None


def ask_first_to_raise(folder: Path, timeout_ms: int = CONNECT_MS) -> bool:
    """Ask the app running on ``folder`` to bring its window forward; True once the
    request was delivered."""
    try:
        from PySide6.QtNetwork import QLocalSocket
    except ImportError:  # pragma: no cover - a build without QtNetwork
        return False
    sock = QLocalSocket()
    sock.connectToServer(server_name(folder))
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(RAISE)
    delivered = sock.waitForBytesWritten(timeout_ms)
    sock.disconnectFromServer()
    return delivered


def already_running_text(folder: Path, holder: int | None, raised: bool) -> str:
    """The second start's words: the app already runs with ``folder``."""
    if holder:
        text = fmt(QCoreApplication.translate(
            "app", "Pocket Tactics is already running with the folder %1 (process %2)."),
            str(folder), holder)
    else:
        text = fmt(QCoreApplication.translate(
            "app", "Pocket Tactics is already running with the folder %1."), str(folder))
    if raised:
        more = QCoreApplication.translate(
            "app", "Its window has been brought forward; this one closes without changing "
                   "anything.")
    else:
        more = QCoreApplication.translate(
            "app", "Switch to its window; this one closes without changing anything.")
    return text + " " + more


__all__ = ["RaiseListener", "already_running_text", "ask_first_to_raise", "bring_forward",
           "listen_for_second_start", "server_name"]
