"""A network game in the shell: hosting one (a server started in the app, then this
window's seat in its room) or joining one, and the hosted content that shows it: the
Pocket Tactics window over a :class:`NetworkController`, with the seat bar above it.
"""

from __future__ import annotations

import contextlib
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QToolBar

from ...controller.network_controller import NetworkController
from ...net.client import ThreadedClient
from ...net.local import LocalServer
from ...textfmt import fmt
from ..games import GameMenus
from ..games.pocket import PocketHosted, player_catalog
from .seat_bar import SeatBar

if TYPE_CHECKING:
    from ...engine.setup import GameSetup
    from ..games import ShellWindow

#: The game played over the network from the app (Furrow's window has no network seat yet).
GAME_ID = "pocket-tactics"
#: The hosted content's id: not the local game's, so New game replaces it.
NETWORK_ID = "pocket-tactics/network"
#: A seat's choice in HostOptions: this window's player, a remote human, or a computer
#: level (any other value).
HERE, REMOTE = "here", "remote"


def _address_help() -> str:
    return QCoreApplication.translate(
        "NetworkGame", "Give the address as address:port, e.g. 192.168.1.20:8765.")


@dataclass(frozen=True)
class HostOptions:
    """What the Host dialog chose."""

    setup: GameSetup
    #: Per seat: REMOTE, "here" (this window's seat) or a computer level.
    seats: tuple[str, str]
    name: str
    bind: str = "127.0.0.1"
    port: int = 0
    #: Seconds after which the host may hand a dropped seat to the computer.
    hand_over_after: float = 60.0


class NetworkHosted(PocketHosted):
    """The Pocket Tactics window playing one seat of a server's room."""

    game_id = NETWORK_ID

    def __init__(self, shell: ShellWindow, controller: NetworkController,
                 server: LocalServer | None = None) -> None:
        super().__init__(shell, autosave=False, controller=controller)
        self.controller = controller
        self.server = server
        self.seat_bar = SeatBar(controller)
        bar = QToolBar(QCoreApplication.translate("NetworkGame", "Seats"))
        bar.setObjectName("seatToolBar")
        bar.setMovable(False)
        bar.addWidget(self.seat_bar)
        self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        # The whole map in view when the game (or a rejoined one) first shows.
        controller.history_reset.connect(self.window.view.fit)
        controller.undo_asked.connect(self.ask_undo)
        controller.undo_answered.connect(
            lambda text: self.window.statusBar().showMessage(text, 8000))
        self.undo_box: QMessageBox | None = None

    def ask_undo(self, name: str) -> None:
        """Another player asks to take back their last action: accept or refuse."""
        box = QMessageBox(QMessageBox.Icon.Question, self.window.windowTitle(),
                          fmt(QCoreApplication.translate(
                              "NetworkGame", "%1 asks to take back their last action. Accept?"),
                              name), QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("undoRequest")
        box.finished.connect(lambda _result: self.controller.answer_undo(
            box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes))
        self.undo_box = box
        box.open()
    def menus(self) -> GameMenus:
        """The local game's entries, less those the server's game has not: resuming and
        redo (Undo is a request the other players answer; Save and Replay work once the
        game is over)."""
        w = self.window
        left_out = {w.act_resume, w.act_redo}
        menus = super().menus()
        for part in (menus.game, menus.edit, menus.view, menus.help):
            part[:] = [a for a in part if a not in left_out]
        return menus

    def needs_confirmation(self, *, quitting: bool) -> bool:
        """The host is asked before leaving a game in progress: the server, and the
        game with it, ends with this window. A joiner's seat waits on the server."""
        del quitting
        c = self.controller
        return self.server is not None and c.has_game() and not c.game.is_over()

    def save(self) -> bool:
        return bool(self.window.files.save_game())

    def load_file(self, path: Path) -> bool:
        del path
        return False

    def resume(self) -> bool:
        return False

    def carry_over(self) -> bool:
        return False

    def shutdown(self) -> None:
        super().shutdown()
        if self.server is not None:
            self.server.stop()


def lan_address() -> str:
    """This machine's address on its network as others reach it (127.0.0.1 when none):
    the route to a documentation address is asked, no packet is sent."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))
        return str(s.getsockname()[0])
    return "127.0.0.1"


def invitation(address: str, port: int, room: str) -> str:
    """The text a host sends to the players: ``address:port room``."""
    shown = f"[{address}]" if ":" in address else address
    return f"{shown}:{port} {room}"


def parse_invitation(text: str) -> tuple[str, int, str]:
    """``(address, port, room)`` of an invitation or of an ``address:port`` alone (room
    ""); ``ValueError`` in words when it is neither."""
    parts = text.split()
    if not parts or len(parts) > 2:
        raise ValueError(_address_help())
    where = parts[0].removeprefix("ws://").rstrip("/")
    host, sep, port_text = where.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(_address_help())
    return host, int(port_text), parts[1] if len(parts) == 2 else ""


def connect(host: str, port: int, name: str, timeout: float = 5.0) -> ThreadedClient:
    """A client that has said hello to the server at ``host:port`` (``OSError`` or
    ``ServerRefused`` in words when it cannot)."""
    from ...core import registry

    kind = registry.game_kind(GAME_ID)
    shown = f"[{host}]" if ":" in host else host
    return ThreadedClient(f"ws://{shown}:{port}", GAME_ID, kind.revisions(), name,
                          timeout=timeout)


def host_game(shell: ShellWindow, options: HostOptions) -> NetworkHosted:
    """Starts a server in the app, creates the room with this window's seat and shows the
    game; the invitation follows when the server has answered (``controller.seated``)."""
    server = LocalServer(options.bind, options.port)
    server.start()
    local = "127.0.0.1" if options.bind in ("0.0.0.0", "") else options.bind
    try:
        client = connect(local, server.port, options.name)
    except BaseException:
        server.stop()
        raise
    own = options.seats.index(HERE)
    seats = [{"kind": "human"} if s in (HERE, REMOTE) else {"kind": "computer", "level": s}
             for s in options.seats]
    client.send({"type": "create", "config": options.setup.to_json(),
                 "seed": options.setup.seed, "seats": seats, "seat": own,
                 "hand_over_after": options.hand_over_after})
    controller = NetworkController(
        client, player_catalog(), reconnect=lambda: connect(local, server.port, options.name))
    hosted = NetworkHosted(shell, controller, server)
    address = lan_address() if options.bind in ("0.0.0.0", "") else options.bind
    hosted.controller.seated.connect(
        lambda room, _seat: hosted.seat_bar.set_invitation(invitation(address, server.port,
                                                                      room)))
    shell.show_hosted(hosted)
    return hosted


def join_game(shell: ShellWindow, host: str, port: int, room: str, name: str) -> NetworkHosted:
    """Joins the first open seat of ``room`` on the server at ``host:port`` (or takes
    back the seat this player held there) and shows the game (a refusal, such as an
    unknown room, is shown by the window)."""
    from .seats_file import held_seat, remember_seat

    client = connect(host, port, name)
    held = held_seat(host, port, room)
    if held is None:
        client.send({"type": "join", "room": room, "seat": None})
    else:  # this player's seat from before (the app was closed): taken back
        client.send({"type": "rejoin", "room": room, **held})
    controller = NetworkController(client, player_catalog(),
                                   reconnect=lambda: connect(host, port, name))
    controller.seated.connect(
        lambda _room, seat: remember_seat(host, port, room, seat, controller.token))
    hosted = NetworkHosted(shell, controller)
    shell.show_hosted(hosted)
    return hosted


__all__ = ["GAME_ID", "HERE", "NETWORK_ID", "REMOTE", "HostOptions", "NetworkHosted",
           "connect", "host_game", "invitation", "join_game", "lan_address",
           "parse_invitation"]
