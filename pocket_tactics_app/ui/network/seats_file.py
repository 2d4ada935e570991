"""The seats this player holds in network rooms, kept on disk so that Join takes a seat
back with its token after the app was closed or crashed (the server keeps the seat).

``network-seats.json`` in the data folder: ``{"ADDRESS:PORT ROOM": {"seat": S,
"token": T}}``, written atomically; a file that cannot be read counts as empty (the
player then joins a free seat as anyone would).
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import TypedDict

log = logging.getLogger(__name__)

_SECRET = re.compile(r"[0-9a-f]{32}")
#: Most rooms remembered: the oldest are forgotten first.
MAX_SEATS = 50


class HeldSeat(TypedDict):
    seat: int
    token: str


def seats_path() -> Path:
    from ...storage import paths

    return paths.data_dir() / "network-seats.json"


def _key(host: str, port: int, room: str) -> str:
    return f"{host}:{port} {room}"


def _read() -> dict[str, HeldSeat]:
    try:
        data = json.loads(seats_path().read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        log.warning("%s: not read (%s); no seat is taken back", seats_path(), exc)
        return {}
    out: dict[str, HeldSeat] = {}
    if isinstance(data, dict):
        for key, value in data.items():
            if (isinstance(value, dict) and isinstance(value.get("seat"), int)
                    and isinstance(value.get("token"), str)
                    and _SECRET.fullmatch(value["token"])):
                out[str(key)] = {"seat": value["seat"], "token": value["token"]}
    return out


def held_seat(host: str, port: int, room: str) -> HeldSeat | None:
    """The seat and token this player holds in ``room`` on ``host:port``, if any."""
    return _read().get(_key(host, port, room))


def remember_seat(host: str, port: int, room: str, seat: int, token: str) -> None:
    """Keeps the seat's token (a failure to write is logged: the game goes on)."""
    from ...storage.atomic import atomic_write_text
    from ...storage.errors import StorageError

    seats = _read()
    seats.pop(_key(host, port, room), None)
    seats[_key(host, port, room)] = {"seat": seat, "token": token}
    kept = dict(list(seats.items())[-MAX_SEATS:])
    try:
        seats_path().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(seats_path(), json.dumps(kept, indent=1))
    except (OSError, StorageError) as exc:
        log.warning("the seat's token was not kept: %s", exc)


__all__ = ["HeldSeat", "held_seat", "remember_seat", "seats_path"]
