"""The controller of a Pocket Tactics game played through a server: one seat's window.

It is a :class:`GameController` to the window (the same board, panels and log), but
the game is the server's: a human action is sent as its JSON and applied only when the
server's next ``state`` says so; the position shown is rebuilt from each state's view
(:mod:`.network_mirror`), the legal actions offered are the ones the server listed for
this seat, a refusal is told with its rule ID and reason, and no computer thinks here
(computer seats play on the server).

The messages come from the client's worker thread through its queue; a timer on the
GUI thread takes them out, so every signal is emitted on the GUI thread.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import time
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine.actions import Action
from ..engine.cards import Catalog
from ..textfmt import fmt
from .game_controller import COMPUTER, HUMAN, GameController, LogEntry
from .network_mirror import game_from_view, infer_action

log = logging.getLogger(__name__)

JSON = dict[str, Any]


class MessageSource(Protocol):
    """What the controller needs of :class:`~pocket_tactics_app.net.client.ThreadedClient`."""

    messages: queue.Queue[JSON]

    def send(self, message: JSON) -> None: ...

    def close(self) -> None: ...


class NetworkController(GameController):
    """One seat of a network game (see the module's docstring)."""

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

    def __init__(self, client: MessageSource, catalog: Catalog | None = None,
                 parent: QObject | None = None, *, poll_ms: int = 25,
                 reconnect: Callable[[], MessageSource] | None = None) -> None:
        """``reconnect`` makes a new connection to the same server (for a rejoin)."""
        super().__init__(catalog, parent)
        self.client = client
        self.connect_again = reconnect
        self.autosave = False
        self.ai_delay_ms = 0
        self.room = ""
        self.seat: int | None = None
        self.token = ""
        self.seats: list[JSON] = []
        self.waiting = ""
        self.connected = True
        #: When the current decision began (time.monotonic), for the seat bar's clock.
        self.decision_since = time.monotonic()
        self.last_refusal = ""
        #: This window created the room: it may hand a dropped seat to the computer.
        self.hosting = False
        #: The room's chat lines so far: (name, text).
        self.chat: list[tuple[str, str]] = []
        #: The finished game's ``replay`` message (setup, seed, every action), once asked.
        self.record: JSON | None = None
        self.ply = 0
        self._legal: list[Action] = []
        self._current: list[int] = []
        self._sent: Action | None = None
        self._next_id = 0
        self._poll = QTimer(self)
        self._poll.timeout.connect(self.poll)
        self._poll.start(poll_ms)

    # ------------------------------------------------------------------ messages
    @Slot()
    def poll(self) -> None:
        """Handles every message the client thread has queued."""
        while True:
            try:
                message = self.client.messages.get_nowait()
            except queue.Empty:
                return
            try:
                self._handle(message)
            except Exception:  # noqa: BLE001 - a message we cannot read must not stop the game
                log.exception("network message not understood: %.200s", message)

    def _handle(self, message: JSON) -> None:
        handlers: dict[str, Callable[[JSON], None]] = {
            "created": self._on_seated, "joined": self._on_seated, "state": self._on_state,
            "presence": self._on_presence, "error": self._on_error, "closed": self._on_closed,
            "replay": self._on_record, "undo_request": self._on_undo_request,
            "undo_result": self._on_undo_result, "chat": self._on_chat}
        handler = handlers.get(str(message.get("type")))
        if handler is not None:
            handler(message)

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
        self.seats, self.waiting = list(message["seats"]), str(message["waiting"])
        self.seats_changed.emit(self.seats, self.waiting)

    def _on_error(self, message: JSON) -> None:
        if self._sent is not None and message.get("id") == self._next_id:
            self._sent = None
        if message.get("rule"):
            text = fmt(self.tr("The server refused the action: rule %1, %2"),
                       message["rule"], message.get("reason", ""))
        else:
            text = fmt(self.tr("The server refused: %1"), message.get("message", ""))
        self.last_refusal = text
        self.refused.emit(text)
        self.error.emit(text)
        self.state_changed.emit()

    def _on_closed(self, message: JSON) -> None:
        self.connected = False
        self._sent = None
        self._legal = []
        text = fmt(self.tr("The connection to the server ended: %1"), message.get("message", ""))
        self.connection_lost.emit(text)
        self.state_changed.emit()

    def _on_state(self, message: JSON) -> None:
        game = game_from_view(message["view"], self.catalog)
        before = self._game
        current = list(message["current"])
        if current != self._current or message["ply"] != self.ply:
            self.decision_since = time.monotonic()
        self._current = current
        self._legal = [Action.from_json(a) for a in message["legal"]]
        self.seats, self.waiting = list(message["seats"]), str(message["waiting"])
        players = self._players_of(self.seats)
        acked = "ack" in message and message["ack"] == self._next_id
        sent, self._sent = self._sent, (None if acked else self._sent)
        ply, events = int(message["ply"]), list(message["events"])
        if before is not None and ply < self.ply and len(self.entries) == self.ply:
            # An undo the players accepted: the log goes back with the position.
            del self.entries[ply:]
            del self._before[ply:]
            self.players, self.ply, self._game = players, ply, game
            self.seats_changed.emit(self.seats, self.waiting)
            self._announce(reset=True)
            return
        if before is None or ply != self.ply + 1:
            # The first state, a rejoin or an undo: the log starts again from here.
            self._install(None, game, players, "normal", 0)
            if self.record is not None:  # rejoined a finished game: its record stays
                self._on_record(self.record)
            self.ply = ply
            self.seats_changed.emit(self.seats, self.waiting)
            self._announce(reset=True)
            self._ask_record()
            return
        self.players = players
        action = (sent if acked and sent is not None
                  else infer_action(before, events, message["view"]))
        self.ply = ply
        self._game = game
        self.seats_changed.emit(self.seats, self.waiting)
        if action is not None:
            player = before.current_player()
            entry = LogEntry(len(self.entries), action, player, before.turn, before.phase,
                             list(events), by_ai=players[player] == COMPUTER)
            self._before.append(before)
            self.entries.append(entry)
            self._tell_applied(entry)
        self._announce()
        self._ask_record()

    def _on_undo_request(self, message: JSON) -> None:
        if self.seat in message.get("waiting", ()):
            self.undo_asked.emit(str(message.get("name", "")))
        else:
            self.undo_answered.emit(self.tr("Asked the other players to take back your "
                                            "last action…"))

    def _on_undo_result(self, message: JSON) -> None:
        if message.get("accepted"):
            self.undo_answered.emit(self.tr("The last action was taken back."))
        else:
            self.undo_answered.emit(fmt(self.tr("No undo: %1"), message.get("message", "")))

    def _on_record(self, message: JSON) -> None:
        from ..engine.game import GameSetup

        self.setup = GameSetup.from_json({**message["config"], "seed": message["seed"]})
        self.record = message
        self.record_ready.emit()

    def _ask_record(self) -> None:
        """Once the game is over, the server's record of it (for Save and Replay)."""
        if self.record is None and self.connected and self.has_game() and self.game.is_over():
            self.client.send({"type": "replay"})

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
        self._next_id += 1
        self._sent = action
        self.client.send({"type": "action", "action": action.to_json(), "id": self._next_id})
        self.state_changed.emit()
        return True

    def new_game(self, *args: Any, **kwargs: Any) -> None:
        """The server holds this game: a rematch is a new room (Host a network game)."""
        del args, kwargs
        self.error.emit(self.tr("For another network game, host a new one: Game ▸ Host a "
                                "network game."))

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
            self.error.emit(fmt(self.tr("Could not reconnect: %1"), str(exc) or repr(exc)))
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

    def _computer_seat(self) -> int | None:
        return None  # computer seats play on the server

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

    def answer_undo(self, accept: bool) -> None:
        self.client.send({"type": "undo_reply", "accept": accept})

    def can_redo(self) -> bool:
        return False

    def is_modified(self) -> bool:
        return False  # the server keeps the game

    def _autosave_wanted(self) -> bool:
        return False

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stops reading and closes the connection (the seat stays the player's: the
        server keeps it for a rejoin with its token)."""
        self._poll.stop()
        self.client.close()
        self.connected = False
        return super().shutdown(timeout_ms)


__all__ = ["NetworkController"]
