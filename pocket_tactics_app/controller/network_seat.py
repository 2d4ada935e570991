"""What a network seat's controller does whatever the game: it reads the messages of its
client's queue on the GUI thread, keeps the room's seats, chat, switches and clock, shows
refusals in words, and sends chat, undo requests and answers, hand-overs and rejoins.

:class:`NetworkSeat` is a mixin of the game's own controller (Pocket Tactics'
:class:`~.network_controller.NetworkController`, Furrow's
:class:`~.network_furrow.FurrowNetworkController`); the controller reads ``state`` and
``replay`` messages itself (``_on_state``, ``_on_record``), since only it knows its game.

The messages come from the client's worker thread through its queue; a timer on the
GUI thread takes them out, so every signal is emitted on the GUI thread.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..textfmt import fmt

log = logging.getLogger(__name__)

JSON = dict[str, Any]


class MessageSource(Protocol):
    """What the controller needs of :class:`~pocket_tactics_app.net.client.ThreadedClient`."""

    messages: queue.Queue[JSON]

    def send(self, message: JSON) -> None: ...

    def close(self) -> None: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("NetworkController", text)


def refusal_text(message: JSON) -> str:
    """A server's ``error`` in words: an illegal action with its rule ID and reason."""
    if message.get("rule"):
        return fmt(_tr("The server refused the action: rule %1, %2"), message["rule"],
                   message.get("reason", ""))
    return fmt(_tr("The server refused: %1"), message.get("message", ""))


if TYPE_CHECKING:
    _Mixin = QObject
else:  # a plain mixin: a second QObject base would unsettle the controller's meta-object
    _Mixin = object


class NetworkSeat(_Mixin):
    """The game-neutral half of a network seat's controller (a mixin of a controller,
    which is the ``QObject`` and brings the ``state_changed`` and ``error`` signals)."""

    #: The room and this seat, once the server has seated it.
    seated = Signal(str, int)
    #: Who holds each seat (the ``seats`` of the protocol) and who the game waits for.
    seats_changed = Signal(list, str)
    #: The server refused something: the words shown.
    refused = Signal(str)
    #: The connection ended: why.
    connection_lost = Signal(str)
    #: The finished game's record arrived: it can be saved and replayed.
    record_ready = Signal()
    #: Another player asks to take back their last action: who (this seat must answer).
    undo_asked = Signal(str)
    #: What became of an undo request, in words.
    undo_answered = Signal(str)
    #: A chat line: who said it, and what.
    chat_received = Signal(str, str)
    #: The room's hint switch, once known (True: hints allowed).
    hints_changed = Signal(bool)
    #: A seat's time ran out and the computer stand-in decided for it: which seat.
    stand_in_played = Signal(int)

    if TYPE_CHECKING:  # what the controller that takes this mixin defines
        state_changed = Signal()
        error = Signal(str)

        def has_game(self) -> bool: ...

        def game_is_over(self) -> bool: ...

        def human_to_decide(self) -> bool:
            """A seat at this screen decides now and no action of it awaits the server."""

        def local_seats(self) -> list[int]:
            """The seats played at this screen."""

    def _init_seat(self, client: MessageSource, reconnect: Callable[[], MessageSource] | None,
                   poll_ms: int, first: Sequence[JSON] = ()) -> None:
        """``reconnect`` makes a new connection to the same server (for a rejoin);
        ``first``: messages of ``client`` already taken from its queue, read first."""
        self.client = client
        self._first = list(first)
        self.connect_again = reconnect
        self.room = ""
        self.seat: int | None = None
        self.token = ""
        self.room_seats: list[JSON] = []
        self.waiting = ""
        self.connected = True
        #: When the current decision began (time.monotonic), for the seat bar's clock.
        self.decision_since = time.monotonic()
        #: The room's turn limit in seconds (None: none), and when the decision's time
        #: runs out (time.monotonic), as the last state said.
        self.turn_limit: float | None = None
        self.turn_ends: float | None = None
        #: Whether the room allows hints (the host's switch).
        self.hints_allowed = True
        self.last_refusal = ""
        #: This window created the room: it may hand a dropped seat to the computer.
        self.hosting = False
        #: The room's chat lines so far: (name, text).
        self.chat: list[tuple[str, str]] = []
        #: The finished game's ``replay`` message (setup, seed, every action), once asked.
        self.record: JSON | None = None
        self.ply = 0
        self._current: list[int] = []
        self._sent: object | None = None
        self._next_id = 0
        self._poll = QTimer(self)
        self._poll.timeout.connect(self.poll)
        self._poll.start(poll_ms)

    # ------------------------------------------------------------------ messages
    def _sources(self) -> list[MessageSource]:
        """The clients whose messages this controller reads (one per seat at this screen)."""
        return [self.client]

    def poll(self) -> None:
        """Handles every message the client threads have queued."""
        while self._first:
            self._handle(self._first.pop(0), self.client)
        for source in self._sources():
            while True:
                try:
                    message = source.messages.get_nowait()
                except queue.Empty:
                    break
                try:
                    self._handle(message, source)
                except Exception:  # noqa: BLE001 - a message we cannot read must not stop the game
                    log.exception("network message not understood: %.200s", message)

    def _handle(self, message: JSON, source: MessageSource) -> None:
        del source
        handlers: dict[str, Callable[[JSON], None]] = {
            "created": self._on_seated, "joined": self._on_seated, "state": self._on_state,
            "presence": self._on_presence, "error": self._on_error, "closed": self._on_closed,
            "replay": self._on_record, "undo_request": self._on_undo_request,
            "undo_result": self._on_undo_result, "chat": self._on_chat}
        handler = handlers.get(str(message.get("type")))
        if handler is not None:
            handler(message)

    def _on_state(self, message: JSON) -> None:
        raise NotImplementedError

    def _on_record(self, message: JSON) -> None:
        raise NotImplementedError

    def _on_chat(self, message: JSON) -> None:
        line = (str(message.get("name", "")), str(message.get("text", "")))
        self.chat.append(line)
        self.chat_received.emit(*line)

    def _on_seated(self, message: JSON) -> None:
        if "chat" in message:  # what was said before this seat came (or came back) in
            self.chat = []
            for line in message["chat"]:
                self._on_chat(line)
        self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
        self.hosting = self.hosting or message.get("type") == "created"
        self.seated.emit(self.room, self.seat)

    def _on_presence(self, message: JSON) -> None:
        self.room_seats, self.waiting = list(message["seats"]), str(message["waiting"])
        self.seats_changed.emit(self.room_seats, self.waiting)

    def _read_room(self, message: JSON) -> None:
        """What every ``state`` says of the room: its seats, whom it waits for, its hint
        switch and the clock of the decision in progress."""
        current = list(message["current"])
        if current != self._current or message["ply"] != self.ply:
            self.decision_since = time.monotonic()
        by = message.get("by")
        if message.get("stand_in") and isinstance(by, int) and message["ply"] == self.ply + 1:
            self.stand_in_played.emit(by)
        self._current = current
        self.room_seats, self.waiting = list(message["seats"]), str(message["waiting"])
        hints = bool(message.get("hints", True))
        if hints != self.hints_allowed:
            self.hints_allowed = hints
            self.hints_changed.emit(hints)
        limit, left = message.get("turn_limit"), message.get("turn_left")
        self.turn_limit = None if limit is None else float(limit)
        self.turn_ends = None if left is None else time.monotonic() + float(left)

    def _on_error(self, message: JSON) -> None:
        """A refusal, told in words. An answer to the action in flight (its id), or an
        error that names no request (the server could not read which one it was), ends
        the wait for that action: the seat may choose again."""
        request = message.get("id")
        if self._sent is not None and (request is None or request == self._next_id):
            self._sent = None
        text = refusal_text(message)
        self.last_refusal = text
        self.refused.emit(text)
        self.error.emit(text)
        self.state_changed.emit()

    def _on_closed(self, message: JSON) -> None:
        self.connected = False
        self._sent = None
        text = fmt(_tr("The connection to the server ended: %1"), message.get("message", ""))
        self.connection_lost.emit(text)
        self.state_changed.emit()

    def _on_undo_request(self, message: JSON) -> None:
        if self.seat in message.get("waiting", ()):
            self.undo_asked.emit(str(message.get("name", "")))
        else:
            self.undo_answered.emit(_tr("Asked the other players to take back your last "
                                        "action…"))

    def _on_undo_result(self, message: JSON) -> None:
        if message.get("accepted"):
            self.undo_answered.emit(_tr("The last action was taken back."))
        else:
            self.undo_answered.emit(fmt(_tr("No undo: %1"), message.get("message", "")))

    def _ask_record(self) -> None:
        """Once the game is over, the server's record of it (for Save and Replay)."""
        if self.record is None and self.connected and self.has_game() and self.game_is_over():
            self.client.send({"type": "replay"})

    def _send_action(self, action: object, data: JSON) -> None:
        """Sends an action's JSON; the seat waits for the server's answer."""
        self._next_id += 1
        self._sent = action
        self.client.send({"type": "action", "action": data, "id": self._next_id})
        self.state_changed.emit()

    def _acked(self, message: JSON) -> object | None:
        """The action this seat sent, when ``message`` is the state that applied it (the
        wait for it ends then)."""
        acked = "ack" in message and message["ack"] == self._next_id
        sent = self._sent
        if acked:
            self._sent = None
        return sent if acked else None

    # ------------------------------------------------------------------ requests
    def send_chat(self, text: str) -> None:
        self.client.send({"type": "chat", "text": text})

    def rejoin(self) -> bool:
        """After a dropped connection: a new one takes the seat back with its token and
        the game resumes at the current decision (False: it cannot connect, said why)."""
        if self.connected or self.connect_again is None or not self.room or self.seat is None:
            return False
        try:
            client = self.connect_again()
        except Exception as exc:  # noqa: BLE001 - OSError, a refusal: told, the seat waits
            self.error.emit(fmt(_tr("Could not reconnect: %1"), str(exc) or repr(exc)))
            return False
        with contextlib.suppress(Exception):
            self.client.close()  # the dropped connection's thread ends
        self.client, self.connected = client, True
        self.ply = -1  # the next state starts the log again from the current position
        client.send({"type": "rejoin", "room": self.room, "seat": self.seat,
                     "token": self.token})
        self.state_changed.emit()
        return True

    def hand_over(self, seat: int, level: str) -> None:
        """The host gives a dropped seat to a computer level (the server refuses, in
        words, before the room's delay has passed)."""
        self.client.send({"type": "hand_over", "seat": seat, "level": level})

    def answer_undo(self, accept: bool) -> None:
        self.client.send({"type": "undo_reply", "accept": accept})

    def _no_new_game(self) -> None:
        """The server holds this game: a rematch is a new room."""
        self.error.emit(_tr("For another network game, host a new one: Game ▸ Host a "
                            "network game."))

    # ------------------------------------------------------------------ the controller's
    def _computer_seat(self) -> int | None:
        return None  # computer seats (and stand-ins) play on the server

    def is_modified(self) -> bool:
        return False  # the server keeps the game

    def _autosave_wanted(self) -> bool:
        return False

    def close_clients(self) -> None:
        """Stops reading and closes the connections (the seats stay the players': the
        server keeps them for a rejoin with their tokens)."""
        self._poll.stop()
        for source in self._sources():
            source.close()
        self.connected = False


__all__ = ["JSON", "MessageSource", "NetworkSeat", "refusal_text"]
