"""The server a player hosts from the app: the same :class:`~.server.GameServer` that
``pocket-tactics serve`` runs, on its own thread with its own asyncio loop, so the
window's Qt loop and the server's never wait on each other.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from pathlib import Path

from websockets.asyncio.server import Server as WSServer

from .server import GameServer, Limits


class LocalServer:
    """A game server on a background thread; :meth:`start` binds it, :meth:`stop` ends it.

    ``port`` 0 takes a free port; :attr:`port` is the one bound once started."""

    def __init__(self, bind: str = "127.0.0.1", port: int = 0, data: Path | None = None,
                 *, limits: Limits | None = None) -> None:
        self.bind = bind
        self.port = port
        self.game_server = GameServer(data, limits=limits)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="net-server",
                                        daemon=True)
        self._server: WSServer | None = None

    def start(self, timeout: float = 10.0) -> int:
        """Listens (``OSError`` when the address cannot be bound); returns the port."""
        self._thread.start()
        future: Future[WSServer] = asyncio.run_coroutine_threadsafe(
            self.game_server.listen(self.bind, self.port), self._loop)
        try:
            self._server = future.result(timeout)
        except BaseException:
            self._halt()
            raise
        self.port = int(next(iter(self._server.sockets)).getsockname()[1])
        return self.port

    @property
    def running(self) -> bool:
        return self._server is not None

    def url(self, host: str | None = None) -> str:
        """The address a client on this machine (or ``host``) connects to."""
        where = host or ("127.0.0.1" if self.bind in ("0.0.0.0", "") else self.bind)
        shown = f"[{where}]" if ":" in where else where
        return f"ws://{shown}:{self.port}"

    def stop(self, timeout: float = 5.0) -> None:
        """Closes every connection and stops the thread (the rooms end with it)."""
        server, self._server = self._server, None
        if server is not None:
            async def close() -> None:
                server.close()
                await server.wait_closed()

            try:
                asyncio.run_coroutine_threadsafe(close(), self._loop).result(timeout)
            except Exception:  # noqa: BLE001 - stopping anyway
                pass
            self.game_server.close()
        self._halt()

    def _halt(self) -> None:
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5.0)


__all__ = ["LocalServer"]
