"""The headless game server: many independent rooms of any registered game over
WebSockets (asyncio and the ``websockets`` library), the server holding each game.

Clients send actions as their game's action JSON; the room checks them with the game's
own rules and sends every seat only its own view (``state.view(seat)``) and the events as
that seat may see them. Computer seats think on the server, in a thread pool, within the
server's think time. Every room is saved atomically after every change (setup, seed and
actions) under the data folder, and every saved room is resumed when the server starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WSServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core import registry
from ..core.protocol import JSONObject
from . import messages as m
from .messages import ErrorCode, NetError, SeatKind
from .rooms import (
    KindLookup,
    Room,
    UndoVote,
    load_room,
    load_rooms,
    remove_stale,
    write_room,
)


@dataclass(frozen=True)
class Limits:
    """What one connection and the whole server may use."""

    #: Messages per second a connection may send on average, and its burst: far above a
    #: person's pace and a scripted client waiting for each answer, far below a flood.
    rate: float = 100.0
    burst: float = 200.0
    #: A connection that sends nothing for this long is closed; before its hello, sooner.
    idle_timeout: float = 600.0
    hello_timeout: float = 10.0
    #: Rooms the server holds at once; rooms a connection may create.
    max_rooms: int = 5000
    rooms_per_connection: int = 20
    #: Messages waiting to go out to one client before it counts as too slow and is closed
    #: (a Furrow state is up to ~100 kB: this bounds what one reader that never reads
    #: costs the server).
    send_queue: int = 128
    #: A computer seat's thinking time per decision, in seconds.
    think_seconds: float = 2.0


@dataclass(eq=False)
class Connection:
    """One client's WebSocket: its handshake, its seat if it has one, its rate bucket
    and the queue of messages going out to it."""

    ws: ServerConnection
    limits: Limits
    name: str = ""
    game: str = ""
    room: Room | None = None
    seat: int | None = None
    rooms_created: int = 0
    tokens: float = 0.0
    refilled: float = field(default_factory=time.monotonic)
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    writer: asyncio.Task[None] | None = None
    finished: bool = False
    close_code: int = 1000
    close_reason: str = ""

    def __post_init__(self) -> None:
        self.tokens = self.limits.burst

    def allow(self) -> bool:
        """Token bucket: ``rate`` messages a second on average, ``burst`` at once."""
        now = time.monotonic()
        self.tokens = min(self.limits.burst,
                          self.tokens + (now - self.refilled) * self.limits.rate)
        self.refilled = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def send(self, message: JSONObject) -> None:
        if self.finished:
            return
        if self.outbox.qsize() >= self.limits.send_queue:
            # A reader that does not read: its writer is stuck, so no close handshake
            # can get through; the connection is cut (the handler then sees it closed).
            self.finished = True
            self.ws.transport.abort()
            return
        self.outbox.put_nowait(m.encode(message))

    def finish(self, code: int, reason: str) -> None:
        """Closes the connection once what is queued has gone out."""
        if not self.finished:
            self.finished, self.close_code, self.close_reason = True, code, reason
            self.outbox.put_nowait(None)

    async def flush(self) -> None:
        """Waits (a little) for the writer to send what is queued and close."""
        if self.writer is not None:
            with contextlib.suppress(TimeoutError, ConnectionClosed, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self.writer), 3.0)


class GameServer:
    """The rooms and the connections; :meth:`handler` serves one WebSocket."""

    def __init__(self, data_dir: Path | None = None, *, limits: Limits | None = None,
                 lookup: KindLookup = registry.game_kind,
                 report: Callable[[str], None] | None = None) -> None:
        self.limits = limits or Limits()
        self.lookup = lookup
        self.report = report or (lambda text: print(text, file=sys.stderr, flush=True))
        self.rooms: dict[str, Room] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.members: dict[str, dict[int, Connection]] = {}
        self.watchers: dict[str, set[Connection]] = {}
        self.thinking: dict[str, dict[int, asyncio.Task[None]]] = {}
        #: Per room with a turn limit: the task that waits for the decision's time to run out.
        self.clocks: dict[str, asyncio.Task[None]] = {}
        self.folder = data_dir / "rooms" if data_dir is not None else None
        self.think_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="think")
        # Saves wait mostly on fsync, which releases the GIL: many rooms' saves overlap
        # (one room's saves stay in order: each is awaited under the room's lock).
        self.io_pool = ThreadPoolExecutor(max_workers=16, thread_name_prefix="save")

    # --- Rooms -----------------------------------------------------------------------------

    def resume(self) -> int:
        """Loads every saved room (after a restart or a crash); returns how many."""
        if self.folder is None:
            return 0
        remove_stale(self.folder)
        for room in load_rooms(self.folder, self.lookup, self.report):
            self._add(room)
        return len(self.rooms)

    def start_computers(self) -> None:
        for room in list(self.rooms.values()):
            self._schedule_computers(room)

    def _add(self, room: Room) -> None:
        self.rooms[room.code] = room
        self.locks[room.code] = asyncio.Lock()
        self.members[room.code] = {}
        self.watchers[room.code] = set()
        self.thinking[room.code] = {}

    async def _save(self, room: Room) -> None:
        if self.folder is None:
            return
        data = room.save_bytes()
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self.io_pool, write_room, self.folder, room, data)
        except Exception as exc:  # a full disk: the game goes on, the next save retries
            self.report(f"room {room.code}: cannot save: {exc}")

    def _broadcast_state(self, room: Room, events: Sequence[Any] = (),
                         ack: tuple[Connection, int] | None = None) -> None:
        for seat, conn in self.members[room.code].items():
            request = ack[1] if ack is not None and ack[0] is conn else None
            conn.send(room.state_message(seat, events, request))
        if self.watchers[room.code]:
            public = room.state_message(None, events)
            for conn in self.watchers[room.code]:
                conn.send(public)

    def _broadcast(self, room: Room, message: JSONObject) -> None:
        for conn in [*self.members[room.code].values(), *self.watchers[room.code]]:
            conn.send(message)

    def _presence(self, room: Room) -> None:
        self._broadcast(room, {"type": m.ServerType.PRESENCE.value, "room": room.code,
                               "seats": room.seats_json(), "waiting": room.waiting_text()})

    async def _changed(self, room: Room, events: Sequence[Any],
                       ack: tuple[Connection, int] | None = None) -> None:
        """After an action or an undo (room lock held): save, tell everyone, let the
        computers that now decide think, and drop an undo vote the change made stale."""
        await self._save(room)
        if room.undo is not None:
            room.undo = None
            self._broadcast(room, {"type": m.ServerType.UNDO_RESULT.value, "accepted": False,
                                   "message": "the undo lapsed: a move was made"})
        self._broadcast_state(room, events, ack)
        self._schedule_computers(room)

    def _schedule_computers(self, room: Room) -> None:
        """The computer seats that decide now think; with a turn limit, the clock of the
        human seats that decide starts (or goes on: it counts from the last change)."""
        if room.state.is_over():
            return
        thinking = self.thinking[room.code]
        for seat in room.state.current_seats():
            if room.seats[seat].kind == SeatKind.COMPUTER and seat not in thinking:
                thinking[seat] = asyncio.create_task(self._think(room, seat))
        clock = self.clocks.pop(room.code, None)
        if clock is not None and clock is not asyncio.current_task():
            clock.cancel()
        if room.turn_limit is not None:
            self.clocks[room.code] = asyncio.create_task(self._clock(room, room.version))

    async def _clock(self, room: Room, version: int) -> None:
        """When the decision's time runs out, the computer stand-in decides for every
        human seat still deciding (that decision only; the seat stays its player's)."""
        assert room.turn_limit is not None
        await asyncio.sleep(max(0.0, room.changed_at + room.turn_limit - time.monotonic()))
        if room.version != version or room.code not in self.rooms:
            return
        thinking = self.thinking[room.code]
        for seat in room.state.current_seats():
            if room.seats[seat].kind == SeatKind.HUMAN and seat not in thinking:
                thinking[seat] = asyncio.create_task(
                    self._think(room, seat, stand_in=room.stand_in, version=version))

    async def _think(self, room: Room, seat: int, *, stand_in: str | None = None,
                     version: int | None = None) -> None:
        """A computer seat's decision: chosen on a copy of the position in the thread pool,
        applied under the room's lock if the position has not changed meanwhile. With
        ``stand_in`` (a level), the computer decides for a human seat whose time ran
        out, only while the position is still the one of ``version``."""
        loop = asyncio.get_running_loop()
        lock = self.locks[room.code]
        wanted = SeatKind.COMPUTER if stand_in is None else SeatKind.HUMAN
        try:
            while True:
                async with lock:
                    if (room.state.is_over() or seat not in room.state.current_seats()
                            or room.seats[seat].kind != wanted
                            or version is not None and room.version != version):
                        return
                    snapshot, seen = room.state.clone(), room.version
                    level = stand_in or room.seats[seat].level or ""
                deadline = time.monotonic() + self.limits.think_seconds
                try:
                    player = room.kind.make_player(level, room.seed * 7919 + seen * 31 + seat)
                    action = await loop.run_in_executor(self.think_pool, player.choose,
                                                        snapshot, seat, deadline)
                except Exception as exc:  # the player failed: the game must go on
                    self.report(f"room {room.code}: computer seat {seat} failed to choose "
                                f"({type(exc).__name__}: {exc})")
                    action = snapshot.legal_actions(seat)[0]
                async with lock:
                    if room.version != seen:
                        if stand_in is not None:
                            return  # the player decided meanwhile
                        continue  # the position changed while it thought: think again
                    try:
                        events = room.play(seat, snapshot.action_to_json(action), trusted=True,
                                           stand_in=stand_in is not None)
                    except NetError as exc:
                        self.report(f"room {room.code}: computer seat {seat} chose a refused "
                                    f"action ({exc.message}); it plays its first legal one")
                        events = room.play(seat, room.legal_json(seat)[0], trusted=True,
                                           stand_in=stand_in is not None)
                    del self.thinking[room.code][seat]
                    await self._changed(room, events)
                    return
        finally:
            if self.thinking[room.code].get(seat) is asyncio.current_task():
                del self.thinking[room.code][seat]

    # --- Connections -----------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.limits)
        conn.writer = asyncio.create_task(self._writer(conn))
        try:
            if await self._handshake(conn):
                await self._serve(conn)
        except ConnectionClosed:
            pass
        finally:
            await self._leave(conn)
            conn.finish(1000, "")
            await conn.flush()

    @staticmethod
    async def _writer(conn: Connection) -> None:
        """Sends the connection's queued messages in order; closes it at the end mark."""
        with contextlib.suppress(ConnectionClosed):
            while (text := await conn.outbox.get()) is not None:
                await conn.ws.send(text)
            await conn.ws.close(conn.close_code, conn.close_reason)

    async def _handshake(self, conn: Connection) -> bool:
        """The first message must be a ``hello`` of this protocol, for a game this server
        knows at the same revisions; a mismatch is refused in words and closes."""
        try:
            raw = await asyncio.wait_for(conn.ws.recv(), self.limits.hello_timeout)
        except TimeoutError:
            await self._refuse(conn, NetError(ErrorCode.NO_HANDSHAKE, "no hello in time"))
            return False
        try:
            msg = m.parse(m.decode(raw))
            if not isinstance(msg, m.Hello):
                raise NetError(ErrorCode.NO_HANDSHAKE, "the first message must be 'hello'")
            if msg.protocol != m.PROTOCOL_VERSION:
                raise NetError(ErrorCode.VERSION_MISMATCH, (
                    f"this server speaks protocol version {m.PROTOCOL_VERSION}, your client "
                    f"speaks version {msg.protocol}: install the same version of the app"))
            try:
                kind = self.lookup(msg.game)
            except KeyError as exc:
                raise NetError(ErrorCode.UNKNOWN_GAME, f"this server has no game "
                               f"{msg.game!r}") from exc
            ours = dict(kind.revisions())
            if msg.revisions != ours:
                diff = ", ".join(f"{k} {msg.revisions.get(k, 'none')} (server {ours.get(k)})"
                                 for k in sorted(set(ours) | set(msg.revisions))
                                 if msg.revisions.get(k) != ours.get(k))
                raise NetError(ErrorCode.REVISION_MISMATCH, (
                    f"{kind.title}: your game's revisions differ from the server's: {diff}; "
                    "both sides need the same version of the game"))
        except NetError as exc:
            await self._refuse(conn, exc)
            return False
        conn.name, conn.game = msg.name, msg.game
        conn.send({"type": m.ServerType.WELCOME.value, "protocol": m.PROTOCOL_VERSION,
                   "game": kind.game_id, "title": kind.title, "revisions": ours,
                   "levels": list(kind.levels())})
        return True

    @staticmethod
    async def _refuse(conn: Connection, exc: NetError) -> None:
        """Sends the error, then closes the connection (policy violation)."""
        conn.send(exc.to_json())
        conn.finish(1008, exc.code.value)
        await conn.flush()

    async def _serve(self, conn: Connection) -> None:
        while True:
            try:
                raw = await asyncio.wait_for(conn.ws.recv(), self.limits.idle_timeout)
            except TimeoutError:
                await self._refuse(conn, NetError(ErrorCode.IDLE, "closed after "
                                                  f"{self.limits.idle_timeout:g} s idle"))
                return
            request: int | None = None
            data: JSONObject = {}
            try:
                if not conn.allow():
                    raise NetError(ErrorCode.RATE_LIMITED, "too many messages: at most "
                                   f"{self.limits.rate:g} a second")
                data = m.decode(raw)
                request = data.get("id") if isinstance(data.get("id"), int) else None
                await self._dispatch(conn, m.parse(data), request)
            except NetError as exc:
                conn.send(exc.to_json(request))
            except Exception as exc:  # a fault of the server's: said, logged, survived
                self.report(f"internal error on a {str(data.get('type'))[:40]} message: "
                            f"{type(exc).__name__}: {exc}")
                conn.send(NetError(ErrorCode.INTERNAL, "the server failed on this message "
                                   "(logged)").to_json(request))

    async def _dispatch(self, conn: Connection, msg: m.ClientMessage,
                        request: int | None) -> None:
        if isinstance(msg, m.Hello):
            raise NetError(ErrorCode.BAD_MESSAGE, "the handshake is already done")
        if isinstance(msg, m.Bare) and msg.type == m.ClientType.PING:
            conn.send({"type": m.ServerType.PONG.value})
            return
        if isinstance(msg, m.Create):
            await self._create(conn, msg)
            return
        if isinstance(msg, m.Join | m.Rejoin):
            await self._join(conn, msg)
            return
        if isinstance(msg, m.Watch):
            await self._watch(conn, msg)
            return
        room, seat = conn.room, conn.seat
        if room is None or seat is None:
            raise NetError(ErrorCode.NOT_SEATED, "a spectator only watches" if room else
                           "join or create a room first")
        async with self.locks[room.code]:
            if conn.room is not room:  # replaced while waiting for the lock
                raise NetError(ErrorCode.SEAT_REPLACED, "this seat was taken over by a "
                               "newer connection with its token")
            await self._in_room(conn, room, seat, msg, request)

    async def _in_room(self, conn: Connection, room: Room, seat: int, msg: m.ClientMessage,
                       request: int | None) -> None:
        if isinstance(msg, m.ActionMsg):
            events = room.play(seat, msg.action)
            await self._changed(room, events, (conn, request) if request is not None else None)
        elif isinstance(msg, m.Chat):
            line = {"type": m.ServerType.CHAT.value, "seat": seat,
                    "name": room.seat_label(seat), "text": msg.text}
            room.chat.append(line)
            self._broadcast(room, line)
        elif isinstance(msg, m.UndoReply):
            await self._undo_reply(room, seat, msg.accept)
        elif isinstance(msg, m.HandOver):
            await self._hand_over(room, seat, msg)
        elif isinstance(msg, m.Bare) and msg.type == m.ClientType.UNDO:
            await self._undo_request(room, seat)
        elif isinstance(msg, m.Bare) and msg.type == m.ClientType.REPLAY:
            if not room.state.is_over():
                raise NetError(ErrorCode.GAME_NOT_OVER, "the replay is given once the game "
                               "is over")
            conn.send(room.replay_json())

    async def _create(self, conn: Connection, msg: m.Create) -> None:
        if conn.room is not None:
            raise NetError(ErrorCode.ALREADY_SEATED, "this connection already has a seat")
        if len(self.rooms) >= self.limits.max_rooms:
            raise NetError(ErrorCode.SERVER_FULL, "the server holds as many rooms as it may")
        if conn.rooms_created >= self.limits.rooms_per_connection:
            raise NetError(ErrorCode.SERVER_FULL, "this connection created rooms enough")
        room, token = Room.create(self.lookup(conn.game), msg, conn.name)
        conn.rooms_created += 1
        self._add(room)
        async with self.locks[room.code]:
            await self._save(room)
            self._seat(conn, room, msg.seat)
            conn.send({"type": m.ServerType.CREATED.value, "room": room.code,
                       "seat": msg.seat, "token": token})
            conn.send(room.state_message(msg.seat))
            self._schedule_computers(room)

    async def _join(self, conn: Connection, msg: m.Join | m.Rejoin) -> None:
        """``join`` takes an open human seat (a new token); ``rejoin`` takes back a seat
        with its token, replacing the connection that held it, if any."""
        room = await self._room_for(conn, msg.room)
        async with self.locks[room.code]:
            if isinstance(msg, m.Join):
                seat = self._free_seat(room, msg.seat)
                token = room.seats[seat].claim(conn.name)
                await self._save(room)
            else:
                seat, token = msg.seat, msg.token
                if seat >= len(room.seats) or not room.seats[seat].token_matches(token):
                    raise NetError(ErrorCode.BAD_TOKEN, "that token does not hold that seat")
                if room.seats[seat].kind == SeatKind.COMPUTER:  # taking a handed-over seat back
                    room.seats[seat].kind = SeatKind.HUMAN
                    await self._save(room)
                old = self.members[room.code].get(seat)
                if old is not None:
                    old.send(NetError(ErrorCode.SEAT_REPLACED, "your seat was taken over by a "
                                      "newer connection with its token").to_json())
                    old.room = old.seat = None
                    old.finish(1008, ErrorCode.SEAT_REPLACED.value)
            self._seat(conn, room, seat)
            conn.send({"type": m.ServerType.JOINED.value, "room": room.code, "seat": seat,
                       "token": token, "chat": list(room.chat)})
            conn.send(room.state_message(seat))
            self._presence(room)
            self._schedule_computers(room)

    async def _room_for(self, conn: Connection, code: str) -> Room:
        """The room a connection with no seat asks for, loaded from its file if need be."""
        if conn.room is not None:
            raise NetError(ErrorCode.ALREADY_SEATED, "this connection already has a seat")
        room = self.rooms.get(code) or await self._load(code)
        if room is None:
            raise NetError(ErrorCode.UNKNOWN_ROOM, f"no room {code} of this game")
        if room.kind.game_id != conn.game:
            raise NetError(ErrorCode.GAME_MISMATCH, f"room {code} plays {room.kind.title}: "
                           "connect for that game", game=room.kind.game_id)
        return room

    async def _watch(self, conn: Connection, msg: m.Watch) -> None:
        """A spectator: every change as a seatless view (``view(None)``), no secrets."""
        room = await self._room_for(conn, msg.room)
        async with self.locks[room.code]:
            watchers = self.watchers[room.code]
            if len(watchers) >= m.MAX_WATCHERS:
                raise NetError(ErrorCode.SERVER_FULL, f"the room has {m.MAX_WATCHERS} "
                               "spectators already")
            watchers.add(conn)
            conn.room, conn.seat = room, None
            conn.send({"type": m.ServerType.WATCHING.value, "room": room.code,
                       "chat": list(room.chat)})
            conn.send(room.state_message(None))

    async def _load(self, code: str) -> Room | None:
        """A finished room nobody held, back from its file (``code`` is 32 hex digits)."""
        path = self.folder / f"{code}.json" if self.folder is not None else None
        if path is None or not path.is_file():
            return None
        loop = asyncio.get_running_loop()
        try:
            room = await loop.run_in_executor(self.io_pool, load_room, path, self.lookup)
        except ValueError as exc:
            self.report(f"cannot resume {exc}")
            return None
        if code not in self.rooms:  # another connection may have loaded it meanwhile
            self._add(room)
        return self.rooms[code]

    def _free_seat(self, room: Room, wanted: int | None) -> int:
        free = [s.index for s in room.seats if s.kind == SeatKind.HUMAN
                and s.token_sha256 is None]
        if wanted is None:
            if not free:
                raise NetError(ErrorCode.NO_FREE_SEAT, "every human seat is taken")
            return free[0]
        if wanted not in free:
            raise NetError(ErrorCode.SEAT_TAKEN, f"seat {wanted} is not an open human seat")
        return wanted

    def _seat(self, conn: Connection, room: Room, seat: int) -> None:
        conn.room, conn.seat = room, seat
        self.members[room.code][seat] = conn
        room.seats[seat].connected = True

    async def _leave(self, conn: Connection) -> None:
        room, seat = conn.room, conn.seat
        if room is None or room.code not in self.rooms:
            return
        async with self.locks[room.code]:
            self.watchers[room.code].discard(conn)
            if seat is not None and self.members[room.code].get(seat) is conn:
                del self.members[room.code][seat]
                room.seats[seat].connected = False
                room.seats[seat].left_at = time.monotonic()
                self._presence(room)
            if (room.state.is_over() and not self.members[room.code]
                    and not self.watchers[room.code] and self.folder is not None):
                # finished and saved: the file serves a player who comes back for it
                del self.rooms[room.code], self.members[room.code]
                del self.watchers[room.code], self.thinking[room.code]
                clock = self.clocks.pop(room.code, None)
                if clock is not None:
                    clock.cancel()
        if room.code not in self.rooms:
            self.locks.pop(room.code, None)
        conn.room = conn.seat = None

    # --- Undo and hand-over ----------------------------------------------------------------

    async def _undo_request(self, room: Room, seat: int) -> None:
        if room.state.is_over():
            raise NetError(ErrorCode.GAME_OVER, "the game is over")
        if room.undo_point(seat) is None:
            raise NetError(ErrorCode.NO_UNDO, "you have no action to take back")
        if room.undo is not None:
            raise NetError(ErrorCode.NO_UNDO, "an undo is already waiting for answers")
        waiting = room.other_humans(seat)
        if not waiting:
            await self._do_undo(room, seat)
            return
        room.undo = UndoVote(seat, set(waiting))
        self._broadcast(room, {"type": m.ServerType.UNDO_REQUEST.value, "seat": seat,
                               "name": room.seat_label(seat), "waiting": sorted(waiting)})

    async def _undo_reply(self, room: Room, seat: int, accept: bool) -> None:
        vote = room.undo
        if vote is None or seat not in vote.waiting:
            raise NetError(ErrorCode.NO_UNDO, "no undo waits for your answer")
        if not accept:
            room.undo = None
            self._broadcast(room, {"type": m.ServerType.UNDO_RESULT.value, "accepted": False,
                                   "message": f"{room.seat_label(seat)} refused the undo"})
            return
        vote.waiting.discard(seat)
        if not vote.waiting:
            await self._do_undo(room, vote.seat)

    async def _do_undo(self, room: Room, seat: int) -> None:
        point = room.undo_point(seat)
        room.undo = None
        if point is None:
            return
        room.rebuild(point)
        self._broadcast(room, {"type": m.ServerType.UNDO_RESULT.value, "accepted": True,
                               "message": f"{room.seat_label(seat)} took back an action"})
        await self._changed(room, ())

    async def _hand_over(self, room: Room, seat: int, msg: m.HandOver) -> None:
        if seat != room.host_seat:
            raise NetError(ErrorCode.NOT_HOST, "only the host hands a seat to the computer")
        if msg.seat >= len(room.seats):
            raise NetError(ErrorCode.BAD_MESSAGE, "field 'seat': no such seat")
        target = room.seats[msg.seat]
        if target.kind != SeatKind.HUMAN or target.connected:
            raise NetError(ErrorCode.TOO_EARLY, "only a disconnected human seat is handed over")
        gone = time.monotonic() - target.left_at
        if gone < room.hand_over_after:
            raise NetError(ErrorCode.TOO_EARLY, f"{room.seat_label(msg.seat)} left "
                           f"{gone:.0f} s ago; the room waits {room.hand_over_after:g} s")
        if msg.level not in room.kind.levels():
            raise NetError(ErrorCode.BAD_MESSAGE, f"field 'level': unknown level {msg.level!r}")
        target.kind, target.level = SeatKind.COMPUTER, msg.level
        await self._save(room)
        self._presence(room)
        self._schedule_computers(room)

    # --- Running ---------------------------------------------------------------------------

    async def listen(self, host: str, port: int,
                     tls: ssl.SSLContext | None = None) -> WSServer:
        """Starts listening (rooms resumed first); the server's sockets are bound on return."""
        self.resume()
        server = await serve(self.handler, host, port, ssl=tls, max_size=m.HARD_MAX_BYTES,
                             max_queue=16, ping_interval=20, ping_timeout=20,
                             compression=None)
        self.start_computers()
        return server

    def close(self) -> None:
        for tasks in self.thinking.values():
            for task in tasks.values():
                task.cancel()
        for clock in self.clocks.values():
            clock.cancel()
        self.think_pool.shutdown(wait=False, cancel_futures=True)
        self.io_pool.shutdown(wait=True)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a PEM certificate and key (TLS 1.2 at least)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context
