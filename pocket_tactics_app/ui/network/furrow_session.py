"""Furrow & Foundry played over the network in the shell: the Furrow window (board, mat,
log, hint when the host allows it, reveal, end screen, replay and the save of a finished
game) over a :class:`~pocket_tactics_app.controller.network_furrow.FurrowNetworkController`,
with the seat bar above it. Several humans may play at the host's screen: the window's
hand-off screen covers the board before each one's private screen opens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...controller.network_furrow import FurrowNetworkController
from ...controller.network_seat import JSON, MessageSource
from ...net.local import LocalServer
from ...textfmt import fmt
from ..furrow import words
from ..games.furrow import FurrowHosted
from .hosting import SeatHosting

if TYPE_CHECKING:
    from ..games import ShellWindow

#: The hosted content's id: not the local game's, so New game replaces it.
FURROW_NETWORK_ID = "furrow/network"


class FurrowNetworkHosted(SeatHosting, FurrowHosted):
    """The Furrow window playing the seats of this screen in a server's room."""

    game_id = FURROW_NETWORK_ID

    def __init__(self, shell: ShellWindow, controller: FurrowNetworkController,
                 server: LocalServer | None = None) -> None:
        super().__init__(shell, autosave=False, controller=controller)
        self.controller = controller
        self._attach(controller, server, self.window.advice.act_hint, self.seat_label)
        # The first state (and a rejoin, and the record of the finished game) rebuilds
        # the log: the window then follows the game as it does a loaded one (the seat of
        # this screen unlocked, or the hand-off screen between several of them).
        controller.history_reset.connect(lambda: self.window.after_load(None))

    def seat_label(self, seat: int) -> str:
        """A seat by its faction, once the game is known."""
        c = self.controller
        if c.has_game() and seat < c.game.n:
            return words.faction_name(c.game, seat)
        return fmt(QCoreApplication.translate("NetworkGame", "Seat %1"), seat + 1)

    def shutdown(self) -> None:
        super().shutdown()
        self.controller.close_clients()
        self.stop_server()


def furrow_content(shell: ShellWindow, client: MessageSource,
                   reconnect: Callable[[], MessageSource], server: LocalServer | None,
                   hot_seats: Sequence[int],
                   connect_local: Callable[[], MessageSource] | None,
                   first: Sequence[JSON] = ()) -> FurrowNetworkHosted:
    """The Furrow window over a network seat's controller (``hot_seats``: the other
    seats of this screen, each joined through ``connect_local()`` once the room exists)."""
    controller = FurrowNetworkController(client, reconnect=reconnect, hot_seats=hot_seats,
                                         connect_local=connect_local, first=first)
    return FurrowNetworkHosted(shell, controller, server)


__all__ = ["FURROW_NETWORK_ID", "FurrowNetworkHosted", "furrow_content"]
