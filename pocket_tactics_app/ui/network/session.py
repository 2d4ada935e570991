"""A network game in the shell: hosting one (a server started in the app, then this
window's seat in its room) or joining one, and the hosted content that shows it: the
game's own window over a network seat's controller, with the seat bar above it (Pocket
Tactics here, Furrow & Foundry in :mod:`.furrow_session`).
"""

from __future__ import annotations

import contextlib
import queue
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...controller.network_controller import NetworkController
from ...net.client import ServerRefused, ThreadedClient
from ...net.local import LocalServer
from ..games import GameMenus
from ..games.pocket import PocketHosted, player_catalog
from .hosting import SeatHosting

if TYPE_CHECKING:
    from ..games import HostedGame, ShellWindow

#: The games played over the network from the app: Pocket Tactics, Furrow & Foundry.
GAME_ID = "pocket-tactics"
FURROW_ID = "furrow"
#: The hosted content's id: not the local game's, so New game replaces it.
NETWORK_ID = "pocket-tactics/network"
JSONMessage = dict[str, Any]

#: A seat's choice in HostOptions: this window's player, a remote human, or a computer
#: level (any other value).
HERE, REMOTE = "here", "remote"


def _address_help() -> str:
    return QCoreApplication.translate(
        "NetworkGame", "Give the address as address:port, e.g. 192.168.1.20:8765.")


@dataclass(frozen=True)
class HostOptions:
    """What the Host dialog chose."""

    #: The game's setup: a Pocket Tactics ``GameSetup`` or a Furrow ``FurrowSetup``.
    setup: Any
    #: Per seat: REMOTE, HERE (a player at this screen) or a computer level.
    seats: tuple[str, ...]
    name: str
    bind: str = "127.0.0.1"
    port: int = 0
    #: Seconds after which the host may hand a dropped seat to the computer.
    hand_over_after: float = 60.0
    #: The game played (``GAME_ID`` or ``FURROW_ID``).
    game: str = GAME_ID
    #: Whether the players may ask for a hint.
    hints: bool = True
    #: Seconds each human decision may take (None: no limit), after which the computer
    #: stand-in decides for the seat.
    turn_limit: float | None = None
    #: The computer level that decides when a seat's time runs out.
    stand_in: str = "easy"


class NetworkHosted(SeatHosting, PocketHosted):
    """The Pocket Tactics window playing one seat of a server's room."""

    game_id = NETWORK_ID

    def __init__(self, shell: ShellWindow, controller: NetworkController,
                 server: LocalServer | None = None) -> None:
        super().__init__(shell, autosave=False, controller=controller)
        self.controller = controller
        self._attach(controller, server, self.window.act_hint)
        # The whole map in view when the game (or a rejoined one) first shows.
        controller.history_reset.connect(self.window.view.fit)

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

    def save(self) -> bool:
        return bool(self.window.files.save_game())

    def shutdown(self) -> None:
        super().shutdown()
        self.stop_server()


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


def connect(host: str, port: int, name: str, timeout: float = 5.0,
            game: str = GAME_ID) -> ThreadedClient:
    """A client that has said hello to the server at ``host:port`` for ``game``
    (``OSError`` or ``ServerRefused`` in words when it cannot)."""
    from ...core import registry

    kind = registry.game_kind(game)
    shown = f"[{host}]" if ":" in host else host
    return ThreadedClient(f"ws://{shown}:{port}", game, kind.revisions(), name,
                          timeout=timeout)


def _content(shell: ShellWindow, game: str, client: ThreadedClient,
             reconnect: Callable[[], ThreadedClient], server: LocalServer | None = None,
             hot_seats: tuple[int, ...] = (),
             connect_local: Callable[[], ThreadedClient] | None = None,
             first: Sequence[JSONMessage] = ()) -> HostedGame:
    """The game's window over a network seat's controller, shown in the shell."""
    hosted: HostedGame
    if game == FURROW_ID:
        from .furrow_session import furrow_content

        hosted = furrow_content(shell, client, reconnect, server, hot_seats, connect_local,
                                first)
    else:
        hosted = NetworkHosted(shell, NetworkController(client, player_catalog(),
                                                        reconnect=reconnect, first=first),
                               server)
    shell.show_hosted(hosted)
    return hosted


def host_game(shell: ShellWindow, options: HostOptions) -> Any:
    """Starts a server in the app, creates the room with this screen's first seat (the
    other seats of this screen join once it exists) and shows the game; the invitation
    follows when the server has answered (``controller.seated``)."""
    server = LocalServer(options.bind, options.port)
    server.start()
    local = "127.0.0.1" if options.bind in ("0.0.0.0", "") else options.bind
    game = options.game

    def reconnect() -> ThreadedClient:
        return connect(local, server.port, options.name, game=game)

    try:
        client = reconnect()
    except BaseException:
        server.stop()
        raise
    here = [i for i, s in enumerate(options.seats) if s == HERE]
    seats = [{"kind": "human"} if s in (HERE, REMOTE) else {"kind": "computer", "level": s}
             for s in options.seats]
    client.send({"type": "create", "config": options.setup.to_json(),
                 "seed": options.setup.seed, "seats": seats, "seat": here[0],
                 "hand_over_after": options.hand_over_after, "hints": options.hints,
                 "turn_limit": options.turn_limit, "stand_in": options.stand_in})
    hosted: Any = _content(shell, game, client, reconnect, server, tuple(here[1:]), reconnect)
    address = lan_address() if options.bind in ("0.0.0.0", "") else options.bind
    hosted.seat_controller.seated.connect(
        lambda room, _seat: hosted.seat_bar.set_invitation(invitation(address, server.port,
                                                                      room)))
    return hosted


def _answer(client: ThreadedClient, timeout: float) -> list[JSONMessage]:
    """The messages of ``client`` up to the server's answer to a join (``joined`` or an
    ``error``), which is the last; the window reads them first."""
    seen: list[JSONMessage] = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            message = client.get(max(0.0, end - time.monotonic()))
        except queue.Empty:
            break
        seen.append(message)
        if message.get("type") in ("joined", "error", "closed"):
            return seen
    return [*seen, {"type": "error", "code": "closed", "message": "no answer from the server"}]



def join_game(shell: ShellWindow, host: str, port: int, room: str, name: str) -> Any:
    """Joins the first open seat of ``room`` on the server at ``host:port`` (or takes
    back the seat this player held there) and shows the game; the room says which game
    it plays (a ``game_mismatch`` refusal names it, and the client says hello again for
    that game). Other refusals, such as an unknown room, are shown by the window."""
    from .seats_file import held_seat, remember_seat

    game = GAME_ID
    held = held_seat(host, port, room)
    for _ in range(2):
        client = connect(host, port, name, game=game)
        if held is None:
            client.send({"type": "join", "room": room, "seat": None})
        else:  # this player's seat from before (the app was closed): taken back
            client.send({"type": "rejoin", "room": room, **held})
        seen = _answer(client, 10.0)
        answer = seen[-1]
        named = answer.get("game")
        if answer.get("code") != "game_mismatch" or not isinstance(named, str):
            break
        client.close()
        if named not in (GAME_ID, FURROW_ID):
            raise ServerRefused(answer)
        game = named

    def reconnect() -> ThreadedClient:
        return connect(host, port, name, game=game)

    hosted: Any = _content(shell, game, client, reconnect, first=seen)
    controller = hosted.seat_controller
    controller.seated.connect(
        lambda _room, seat: remember_seat(host, port, room, seat, controller.token))
    return hosted


__all__ = ["FURROW_ID", "GAME_ID", "HERE", "NETWORK_ID", "REMOTE", "HostOptions",
           "NetworkHosted",
           "connect", "host_game", "invitation", "join_game", "lan_address",
           "parse_invitation"]
