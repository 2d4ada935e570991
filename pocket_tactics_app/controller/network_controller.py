"""The controller of a Pocket Tactics game played through a server: one seat's window.

It is a :class:`GameController` to the window (the same board, panels and log), but
the game is the server's: a human action is sent as its JSON and applied only when the
server's next ``state`` says so; the position shown is rebuilt from each state's view
(:mod:`.network_mirror`), the legal actions offered are the ones the server listed for
this seat, a refusal is told with its rule ID and reason, and no computer thinks here
(computer seats play on the server).

What every network seat does whatever the game (the messages read on the GUI thread,
the room's seats, chat, undo requests, rejoins) is :class:`~.network_seat.NetworkSeat`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject

from ..engine.actions import Action
from ..engine.cards import Catalog
from .game_controller import COMPUTER, HUMAN, GameController, LogEntry
from .network_mirror import game_from_view, infer_action
from .network_seat import JSON, MessageSource, NetworkSeat


class NetworkController(NetworkSeat, GameController):
    """One seat of a network game (see the module's docstring)."""

    def __init__(self, client: MessageSource, catalog: Catalog | None = None,
                 parent: QObject | None = None, *, poll_ms: int = 25,
                 reconnect: Callable[[], MessageSource] | None = None,
                 first: Sequence[JSON] = ()) -> None:
        """``reconnect`` makes a new connection to the same server (for a rejoin);
        ``first``: messages already taken from the client's queue."""
        super().__init__(catalog, parent)
        self.autosave = False
        self.ai_delay_ms = 0
        self._legal: list[Action] = []
        self._init_seat(client, reconnect, poll_ms, first)

    def game_is_over(self) -> bool:
        return self.game.is_over()

    def local_seats(self) -> list[int]:
        """The seats played at this screen: this one."""
        return [] if self.seat is None else [self.seat]

    def _on_state(self, message: JSON) -> None:
        game = game_from_view(message["view"], self.catalog)
        before = self._game
        self._read_room(message)
        self._legal = [Action.from_json(a) for a in message["legal"]]
        players = self._players_of(self.room_seats)
        sent = self._acked(message)
        ply, events = int(message["ply"]), list(message["events"])
        if before is not None and ply < self.ply and len(self.entries) == self.ply:
            # An undo the players accepted: the log goes back with the position.
            del self.entries[ply:]
            del self._before[ply:]
            self.players, self.ply, self._game = players, ply, game
            self.seats_changed.emit(self.room_seats, self.waiting)
            self._announce(reset=True)
            return
        if before is None or ply != self.ply + 1:
            # The first state, a rejoin or an undo: the log starts again from here.
            self._install(None, game, players, "normal", 0)
            if self.record is not None:  # rejoined a finished game: its record stays
                self._on_record(self.record)
            self.ply = ply
            self.seats_changed.emit(self.room_seats, self.waiting)
            self._announce(reset=True)
            self._ask_record()
            return
        self.players = players
        named = message.get("action")
        action = (sent if isinstance(sent, Action)
                  else Action.from_json(named) if isinstance(named, dict)
                  else infer_action(before, events, message["view"]))
        self.ply = ply
        self._game = game
        self.seats_changed.emit(self.room_seats, self.waiting)
        if action is not None:
            player = before.current_player()
            entry = LogEntry(len(self.entries), action, player, before.turn, before.phase,
                             list(events), by_ai=players[player] == COMPUTER)
            self._before.append(before)
            self.entries.append(entry)
            self._tell_applied(entry)
        self._announce()
        self._ask_record()

    def _on_record(self, message: JSON) -> None:
        from ..engine.game import GameSetup

        self.setup = GameSetup.from_json({**message["config"], "seed": message["seed"]})
        self.record = message
        self.record_ready.emit()

    def to_save(self) -> Any:
        """The finished game as a save file, from the server's record (``ValueError``
        before the game is over and its record has come)."""
        from ..storage.saves import SaveFile

        record = self.record
        if record is None or self.setup is None:
            raise ValueError(self.tr("A network game can be saved once it is over."))
        g = self.game
        levels = [s.get("level") for s in record["seats"] if s.get("kind") == "computer"]
        return SaveFile(setup=self.setup.to_json(), seed=int(record["seed"]),
                        actions=list(record["actions"]), mode="ai" if levels else "hotseat",
                        difficulty=levels[0] if levels else None, finished=True,
                        result={"winner": g.winner, "reason": g.win_reason})

    def _players_of(self, seats: list[JSON]) -> tuple[str, str]:
        kinds = [COMPUTER if s.get("kind") == "computer" else HUMAN for s in seats[:2]]
        while len(kinds) < 2:
            kinds.append(HUMAN)
        return kinds[0], kinds[1]

    # ------------------------------------------------------------------ the seat's decisions
    def human_to_decide(self) -> bool:
        g = self._game
        return (g is not None and not g.is_over() and self.connected and self._sent is None
                and self.seat is not None and self.seat in self._current)

    def is_human(self, player: int) -> bool:
        """Only this seat's player is at this screen."""
        return player == self.seat

    def legal_actions(self) -> list[Action]:
        return list(self._legal) if self.human_to_decide() else []

    def request(self, action: Action) -> bool:
        """Sends a legal action of this seat to the server; it is shown once the server
        has applied it."""
        if not self.human_to_decide():
            return False
        if action not in self._legal:
            self.error.emit(self.tr("That action is not allowed now."))
            return False
        self._send_action(action, action.to_json())
        return True

    def new_game(self, *args: Any, **kwargs: Any) -> None:
        """The server holds this game: a rematch is a new room (Host a network game)."""
        del args, kwargs
        self._no_new_game()

    def _human_seats(self) -> list[int]:
        return [self.seat] if self.seat is not None and self.human_to_decide() else []

    def can_undo(self) -> bool:
        """Undo asks the other players to take back this seat's last action (the server
        says in words when there is none)."""
        g = self._game
        return (g is not None and not g.is_over() and self.connected and self.seat is not None
                and any(e.player == self.seat for e in self.entries))

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.client.send({"type": "undo"})
        return True

    def can_redo(self) -> bool:
        return False

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stops reading and closes the connection (the seat stays the player's: the
        server keeps it for a rejoin with its token)."""
        self.close_clients()
        return super().shutdown(timeout_ms)


__all__ = ["NetworkController"]
