"""The controller of a Furrow & Foundry game played through a server: the seats of one
screen.

It is a :class:`FurrowController` to the Furrow window (the same board, mat, log, hint,
reveal and end screens), but the game is the server's and this screen only ever holds
its seats' views (S17.1):

- the position shown is rebuilt from a ``state``'s view (:mod:`.network_furrow_mirror`:
  the other seats' hands, objectives and sealed commits are neutral placeholders the
  window never shows), the view of the seat at this screen that decides now, else of
  the first seat of this screen;
- a human's action is checked against that seat's legal entries, sent as its Appendix A
  JSON and applied only when the server's next ``state`` has it; a refusal is told with
  its rule ID and reason;
- the log's entries come from the states of this screen's first seat: each names the
  action that led to it (a sealed commit of another seat only shows that it was made)
  and carries its public events; other seats' moves are marked ``by_ai`` so the window
  walks them across the board as it does a computer's;
- several humans may play at this screen (hot seat): each has its own connection and
  seat token (one seat per connection, as the server wants), and the window's hand-off
  screen covers the board before each one's private screen opens;
- once the game is over the server's record (setup, seed, every action) replaces the
  log, so that the finished game saves, replays and shows its statistics as a local one.

No computer thinks here: computer seats, and the stand-in of a seat whose time ran out,
play on the server.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject

from ..furrow.engine.game import Action, Game
from .furrow_controller import HUMAN, REMOTE, FurrowController, FurrowEntry
from .network_furrow_mirror import game_from_view
from .network_seat import JSON, MessageSource, NetworkSeat


class FurrowNetworkController(NetworkSeat, FurrowController):
    """This screen's seats of a Furrow & Foundry room (see the module's docstring)."""

    def __init__(self, client: MessageSource, parent: QObject | None = None, *,
                 poll_ms: int = 25, reconnect: Callable[[], MessageSource] | None = None,
                 hot_seats: Sequence[int] = (),
                 connect_local: Callable[[], MessageSource] | None = None,
                 first: Sequence[JSON] = ()) -> None:
        """``client`` holds (or creates, or joins) this screen's first seat; once the room
        exists, ``hot_seats`` are joined each through its own ``connect_local()``;
        ``first``: messages already taken from the client's queue."""
        super().__init__(parent)
        self.ai_delay_ms = 0
        #: The other seats of this screen: their clients, tokens and last states.
        self.pending_seats = list(hot_seats)
        self.connect_local = connect_local
        self.local_clients: dict[int, MessageSource] = {}
        self.local_tokens: dict[int, str] = {}
        self._states: dict[int, JSON] = {}
        self._sent_by: int | None = None
        #: The screen is told once per batch of messages read (None: nothing to tell;
        #: True: the log was rebuilt).
        self._to_show: bool | None = None
        self._init_seat(client, reconnect, poll_ms, first)

    # ------------------------------------------------------------------ what the window reads
    def local_seats(self) -> list[int]:
        seats = [] if self.seat is None else [self.seat]
        return [*seats, *sorted(s for s in self.local_clients if s not in seats)]

    def game_is_over(self) -> bool:
        return self.game.over

    def human_deciders(self) -> list[int]:
        """The seats of this screen that decide now (as their own last state says, at
        the position shown), none while an action awaits the server's answer."""
        g = self._game
        if g is None or g.over or not self.connected or self._sent is not None:
            return []
        return [s for s in self.local_seats() if s in self._states
                and s in self._states[s]["current"] and self._states[s]["ply"] == self.ply]

    def human_to_decide(self) -> bool:
        return bool(self.human_deciders())

    def _client_of(self, seat: int) -> MessageSource | None:
        return self.client if seat == self.seat else self.local_clients.get(seat)

    # ------------------------------------------------------------------ messages
    def _sources(self) -> list[MessageSource]:
        return [self.client, *self.local_clients.values()]

    def poll(self) -> None:
        """Reads every queued message, then shows the outcome once (each seat of this
        screen gets a state per change)."""
        super().poll()
        reset, self._to_show = self._to_show, None
        if reset is not None:
            self._show_now(reset=reset)

    def _handle(self, message: JSON, source: MessageSource) -> None:
        if source is self.client:
            super()._handle(message, source)
            return
        seat = next((s for s, c in self.local_clients.items() if c is source), None)
        kind = message.get("type")
        if seat is None:
            return
        if kind == "joined":
            self.local_tokens[seat] = str(message["token"])
        elif kind == "state":
            self._states[seat] = message
            if self._sent_by == seat and self._acked(message) is not None:
                self._sent_by = None
            self._show()
        elif kind == "error":
            self._on_error(message)
        elif kind == "closed":  # Reconnect takes every seat of this screen back
            self._on_closed(message)
        elif kind == "undo_request" and seat in message.get("waiting", ()):
            # the players of one screen do not vote against each other (as at one screen)
            source.send({"type": "undo_reply", "accept": True})

    def rejoin(self) -> bool:
        """After a dropped connection: every seat of this screen is taken back with its
        token, on new connections (False: it cannot connect, said why)."""
        if not super().rejoin():
            return False
        for seat, old in list(self.local_clients.items()):
            with contextlib.suppress(Exception):
                old.close()
            try:
                client = self.connect_local() if self.connect_local is not None else None
            except Exception as exc:  # noqa: BLE001 - OSError, a refusal: told
                self.error.emit(str(exc) or repr(exc))
                continue
            if client is not None:
                self.local_clients[seat] = client
                client.send({"type": "rejoin", "room": self.room, "seat": seat,
                             "token": self.local_tokens.get(seat, "")})
        return True

    def _on_seated(self, message: JSON) -> None:
        super()._on_seated(message)
        if self.connect_local is None:
            return
        while self.pending_seats:  # the other humans of this screen take their seats
            seat = self.pending_seats.pop(0)
            client = self.connect_local()
            self.local_clients[seat] = client
            client.send({"type": "join", "room": self.room, "seat": seat})

    def _on_state(self, message: JSON) -> None:
        assert self.seat is not None
        self._read_room(message)
        if self._sent_by == self.seat:
            if self._acked(message) is not None:
                self._sent_by = None
        ply = int(message["ply"])
        self._states[self.seat] = message
        if self.record is not None and ply == self.ply:
            self._announce()  # the finished game's record stays
            return
        before = self._game
        game = game_from_view(message["view"], self.seat)
        if before is not None and ply < self.ply and len(self.entries) == self.ply:
            # an undo the players accepted: the log goes back with the position
            del self.entries[ply:]
            del self._before[ply:]
            self.ply, self._game = ply, game
            self._show(reset=True)
            return
        if before is None or ply != self.ply + 1:
            # the first state, a rejoin or an undo: the log starts again from here
            self._install(self.setup, game, self._kinds())
            self.ply = ply
            self._show(reset=True)
            self._ask_record()
            return
        by = message.get("by")
        if isinstance(by, int):
            named = message.get("action")
            action: Action = (dict(named) if isinstance(named, dict)
                              else {"kind": "commit", "player": by})  # a sealed commit
            entry = FurrowEntry(len(self.entries), by, action, list(message["events"]),
                                by not in self.local_seats(), before.round)
            self.entries.append(entry)
            self._before.append(before)
            self.ply = ply
            self._game = game
            self.action_applied.emit(entry)
            self.events.emit(entry.events)
        self.ply = ply
        self._show()
        self._ask_record()

    def _kinds(self) -> list[str]:
        """Each seat for the window: a human of this screen, a remote human, or a
        computer level."""
        local = self.local_seats()
        return [HUMAN if s["seat"] in local else
                str(s.get("level") or "") if s.get("kind") == "computer" else REMOTE
                for s in self.room_seats]

    def _show(self, *, reset: bool = False) -> None:
        """The screen is to be told once the messages queued are read."""
        self._to_show = reset or bool(self._to_show)

    def _show_now(self, *, reset: bool = False) -> None:
        """The position of the seat of this screen that decides now (its own view, so
        its hand and objectives are real), else of the first seat; then the screen is
        told."""
        self.seats = self._kinds() or self.seats
        deciders = self.human_deciders()
        seat = deciders[0] if deciders else self.seat
        state = self._states.get(seat) if seat is not None else None
        if (state is not None and seat != self.seat and state["ply"] == self.ply
                and self.record is None):
            self._game = game_from_view(state["view"], seat)
        elif self.seat is not None and self.seat in self._states and self.record is None:
            self._game = game_from_view(self._states[self.seat]["view"], self.seat)
        if self.has_game():
            self._announce(reset=reset)

    def _on_record(self, message: JSON) -> None:
        """The finished game's record: the log is rebuilt from it with every detail,
        for Save, Replay and the statistics."""
        self.record = message
        kinds = self._kinds()
        self._replay({**message["config"], "seed": message["seed"]},
                     [k if k == HUMAN or k in ("easy", "normal", "hard") else HUMAN
                      for k in kinds], message["actions"])
        self.seats = kinds
        self.record_ready.emit()

    def to_save(self) -> Any:
        """The finished game as a save file, from the server's record (``ValueError``
        before the game is over and its record has come)."""
        if self.record is None:
            raise ValueError(self.tr("A network game can be saved once it is over."))
        saved = super().to_save()
        saved.seats = [HUMAN if k == REMOTE else k for k in self.seats]
        return saved

    # ------------------------------------------------------------------ the seats' decisions
    def request(self, seat: int, action: Action) -> bool:
        """A legal action of a seat of this screen, sent to the server; it is shown once
        the server has applied it."""
        client = self._client_of(seat)
        if client is None or seat not in self.human_deciders():
            self.error.emit(self.tr("It is not this player's decision now."))
            return False
        legal = self.legal_for(seat)
        if action.get("kind") not in {e["kind"] for e in legal} or \
                action.get("player", seat) != seat:
            self.error.emit(self.tr("That action is not allowed now."))
            return False
        self._sent_by = seat
        if client is self.client:
            self._send_action(action, dict(action))
        else:
            self._next_id += 1
            self._sent = action
            client.send({"type": "action", "action": dict(action), "id": self._next_id})
            self.state_changed.emit()
        return True

    def legal_for(self, seat: int) -> list[Action]:
        """The legal entries of a seat of this screen deciding now, from its own view."""
        if seat not in self.human_deciders():
            return []
        game = self._game if self._shown_seat() == seat else \
            game_from_view(self._states[seat]["view"], seat)
        assert game is not None
        return [e for e in game.legal() if e.get("player", game.to_move) == seat]

    def _shown_seat(self) -> int | None:
        deciders = self.human_deciders()
        return deciders[0] if deciders else self.seat

    def position_before(self, index: int) -> Game:
        return self._before[index]

    def new_game(self, setup: Any, seats: Sequence[str]) -> None:
        """The server holds this game: a rematch is a new room (Host a network game)."""
        del setup, seats
        self._no_new_game()

    # ------------------------------------------------------------------ undo
    def undo_seat(self) -> int | None:
        """The seat of this screen whose last action an undo would ask to take back."""
        g = self._game
        if g is None or g.over or not self.connected or self.record is not None:
            return None
        local = self.local_seats()
        return next((e.seat for e in reversed(self.entries) if e.seat in local), None)

    def can_undo(self) -> bool:
        return self.undo_seat() is not None

    def undo(self) -> bool:
        """Asks the other players to take back the last action of this screen's seat."""
        seat = self.undo_seat()
        client = None if seat is None else self._client_of(seat)
        if client is None:
            return False
        client.send({"type": "undo"})
        return True

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        self.close_clients()
        return super().shutdown(timeout_ms)


__all__ = ["REMOTE", "FurrowNetworkController"]
