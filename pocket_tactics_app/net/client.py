"""The client side: :class:`Client` for asyncio code, and :class:`ThreadedClient`, the
same client on a worker thread with a queue of received messages, for a window whose
own event loop is Qt's (PySide6-Essentials has no QtWebSockets).

A client says hello, then creates a room, joins one, or rejoins its seat with the token
the server gave it; from then on it sends actions as its game's action JSON and receives
``state`` messages holding only its own seat's view.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ..core.protocol import JSONObject
from . import messages as m


class ServerRefused(Exception):
    """The server answered with an ``error`` (or closed) where a reply was expected."""

    def __init__(self, message: JSONObject) -> None:
        super().__init__(f"{message.get('code', 'closed')}: {message.get('message', '')}")
        self.reply = message
        self.code = str(message.get("code", "closed"))


class Client:
    """One connection to a game server, after its handshake."""

    def __init__(self, ws: ClientConnection, welcome: JSONObject) -> None:
        self.ws = ws
        self.welcome = welcome
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self._next_id = 0

    @classmethod
    async def connect(cls, url: str, game: str, revisions: Mapping[str, int | str],
                      name: str, *, tls: ssl.SSLContext | None = None,
                      protocol: int = m.PROTOCOL_VERSION, timeout: float = 10.0) -> Client:
        """Connects and says hello; :class:`ServerRefused` says why the server refused
        (another protocol version, an unknown game, other revisions)."""
        ws = await connect(url, ssl=tls, max_size=m.MAX_SERVER_MESSAGE_BYTES,
                           open_timeout=timeout,
                           compression=None, proxy=None)
        await ws.send(m.encode({"type": "hello", "protocol": protocol, "game": game,
                                "revisions": dict(revisions), "name": name}))
        client = cls(ws, {})
        try:
            client.welcome = await client.expect(("welcome",), timeout)
        except BaseException:
            await ws.close()
            raise
        return client

    async def send(self, message: JSONObject) -> None:
        await self.ws.send(m.encode(message))

    async def recv(self, timeout: float | None = None) -> JSONObject:
        """The next message; :class:`ServerRefused` when the connection closed."""
        try:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed as exc:
            reason = exc.rcvd.reason if exc.rcvd is not None else ""
            raise ServerRefused({"type": "error", "code": "closed",
                                 "message": f"connection closed {reason}".strip()}) from exc
        data: JSONObject = m.decode(raw, m.MAX_SERVER_MESSAGE_BYTES)
        return data

    async def expect(self, types: Sequence[str], timeout: float | None = None) -> JSONObject:
        """The next message of one of ``types``, skipping presence and chat; an ``error``
        raises :class:`ServerRefused`."""
        while True:
            message = await self.recv(timeout)
            if message.get("type") == "error":
                raise ServerRefused(message)
            if message.get("type") in types:
                return message

    async def create(self, config: JSONObject, seed: int, seats: Sequence[JSONObject],
                     seat: int, hand_over_after: float | None = None) -> JSONObject:
        """Creates a room and takes ``seat``; returns the first ``state``."""
        await self.send({"type": "create", "config": config, "seed": seed,
                         "seats": list(seats), "seat": seat,
                         "hand_over_after": hand_over_after})
        return await self._seated("created")

    async def join(self, room: str, seat: int | None = None) -> JSONObject:
        await self.send({"type": "join", "room": room, "seat": seat})
        return await self._seated("joined")

    async def rejoin(self, room: str, seat: int, token: str) -> JSONObject:
        await self.send({"type": "rejoin", "room": room, "seat": seat, "token": token})
        return await self._seated("joined")

    async def _seated(self, reply: str) -> JSONObject:
        seated = await self.expect((reply,), 30.0)
        self.room, self.seat, self.token = seated["room"], seated["seat"], seated["token"]
        return await self.expect(("state",), 30.0)

    async def act(self, action: JSONObject) -> int:
        """Sends an action; returns its request id, echoed as ``ack`` in the ``state``
        that follows it (or as ``id`` in the error refusing it)."""
        self._next_id += 1
        await self.send({"type": "action", "action": action, "id": self._next_id})
        return self._next_id

    async def close(self) -> None:
        await self.ws.close()


class ThreadedClient:
    """A :class:`Client` on its own thread: calls return at once, and every message the
    server sends lands in :attr:`messages` (a ``queue.Queue``) for the window to poll;
    a ``{"type": "closed"}`` message ends the stream."""

    def __init__(self, url: str, game: str, revisions: Mapping[str, int | str], name: str,
                 *, tls: ssl.SSLContext | None = None, timeout: float = 10.0) -> None:
        self.messages: queue.Queue[JSONObject] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="net-client",
                                        daemon=True)
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(
            Client.connect(url, game, revisions, name, tls=tls, timeout=timeout), self._loop)
        try:
            self.client: Client = future.result(timeout + 5.0)
        except BaseException:
            self._stop()
            raise
        self.messages.put(self.client.welcome)
        self._reader = asyncio.run_coroutine_threadsafe(self._read(), self._loop)

    async def _read(self) -> None:
        try:
            while True:
                self.messages.put(await self.client.recv())
        except ServerRefused as exc:
            self.messages.put({"type": "closed", "message": str(exc)})
        except m.NetError as exc:  # the server sent something that is not JSON
            self.messages.put({"type": "closed", "message": exc.message})

    def send(self, message: JSONObject) -> None:
        """Queues ``message`` for sending (from any thread)."""
        asyncio.run_coroutine_threadsafe(self.client.send(message), self._loop)

    def get(self, timeout: float | None = None) -> JSONObject:
        """The next received message (blocking up to ``timeout``; ``queue.Empty`` then)."""
        return self.messages.get(timeout=timeout)

    def close(self) -> None:
        """Closes the connection (the reader then queues its ``closed`` message); a
        second call does nothing."""
        if not self._thread.is_alive():
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self.client.close(), self._loop).result(5.0)
            self._reader.result(5.0)
        self._stop()

    def _stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5.0)


def any_message(client: ThreadedClient, types: Sequence[str], timeout: float) -> Any:
    """The next message of one of ``types`` from a threaded client (others skipped)."""
    while True:
        message = client.get(timeout)
        if message.get("type") in types:
            return message
