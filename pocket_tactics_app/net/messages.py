"""The network protocol's messages: every one a JSON object with a ``type``, checked field
by field before the server acts on it (docs/NETWORK.md lists them all).

Only ``json.loads`` ever reads bytes from the wire (no pickle, no eval); a message that is
not valid JSON, is too big, is nested too deeply, or has a missing, unknown or mistyped
field is refused with a :class:`NetError` whose ``code`` is one of :class:`ErrorCode` and
whose message names the field.
"""

from __future__ import annotations

import json
import re
import secrets
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeAlias

from ..core.protocol import JSONObject

#: The protocol's version: a client of another version is refused in words.
PROTOCOL_VERSION = 1
#: The largest message the server reads and answers (an error above it); the WebSocket
#: layer closes the connection on anything above :data:`HARD_MAX_BYTES`.
MAX_MESSAGE_BYTES = 64 * 1024
HARD_MAX_BYTES = 1024 * 1024
#: The largest message a client reads from the server (a Furrow seat's state with its
#: legal actions is some 100 kB).
MAX_SERVER_MESSAGE_BYTES = 16 * 1024 * 1024
#: Longest chat line and player name, in characters; chat lines a room keeps.
MAX_CHAT_CHARS = 500
MAX_NAME_CHARS = 40
CHAT_HISTORY = 50
#: Largest seed (a JSON integer both ends read exactly).
MAX_SEED = 2**53 - 1
#: The longest hand-over delay; spectators a room admits.
MAX_HAND_OVER_SECONDS = 24 * 3600.0
#: The shortest and longest turn time limit a host may set, in seconds.
MIN_TURN_LIMIT, MAX_TURN_LIMIT = 5.0, 24 * 3600.0
MAX_WATCHERS = 50

_HEX128 = re.compile(r"[0-9a-f]{32}")


class ErrorCode(StrEnum):
    """Why the server refused a message (the ``code`` of an ``error`` message)."""

    BAD_JSON = "bad_json"
    BAD_MESSAGE = "bad_message"
    TOO_BIG = "too_big"
    RATE_LIMITED = "rate_limited"
    NO_HANDSHAKE = "no_handshake"
    VERSION_MISMATCH = "version_mismatch"
    GAME_MISMATCH = "game_mismatch"
    REVISION_MISMATCH = "revision_mismatch"
    UNKNOWN_GAME = "unknown_game"
    BAD_SETUP = "bad_setup"
    SERVER_FULL = "server_full"
    UNKNOWN_ROOM = "unknown_room"
    BAD_TOKEN = "bad_token"
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NO_FREE_SEAT = "no_free_seat"
    SEAT_TAKEN = "seat_taken"
    SEAT_REPLACED = "seat_replaced"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_YOUR_ACTION = "not_your_action"
    ILLEGAL_ACTION = "illegal_action"
    BAD_ACTION = "bad_action"
    INTERNAL = "internal_error"
    GAME_OVER = "game_over"
    GAME_NOT_OVER = "game_not_over"
    NOT_HOST = "not_host"
    TOO_EARLY = "too_early"
    NO_UNDO = "no_undo"
    IDLE = "idle"


class ClientType(StrEnum):
    """The messages a client sends."""

    HELLO = "hello"
    CREATE = "create"
    JOIN = "join"
    REJOIN = "rejoin"
    WATCH = "watch"
    ACTION = "action"
    CHAT = "chat"
    UNDO = "undo"
    UNDO_REPLY = "undo_reply"
    HAND_OVER = "hand_over"
    REPLAY = "replay"
    PING = "ping"


class ServerType(StrEnum):
    """The messages the server sends."""

    WELCOME = "welcome"
    CREATED = "created"
    JOINED = "joined"
    WATCHING = "watching"
    STATE = "state"
    PRESENCE = "presence"
    CHAT = "chat"
    UNDO_REQUEST = "undo_request"
    UNDO_RESULT = "undo_result"
    REPLAY = "replay"
    PONG = "pong"
    ERROR = "error"


class SeatKind(StrEnum):
    HUMAN = "human"
    COMPUTER = "computer"


class NetError(Exception):
    """A refused message: ``code`` for programs, the message in words for people; an
    illegal action also carries the rule ID and the reason the engine gave."""

    def __init__(self, code: ErrorCode, message: str, *, rule: str | None = None,
                 reason: str | None = None, game: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule
        self.reason = reason
        #: ``game_mismatch``: the game the room plays, for the client to say hello again.
        self.game = game

    def to_json(self, request_id: int | None = None) -> JSONObject:
        out: JSONObject = {"type": ServerType.ERROR.value, "code": self.code.value,
                           "message": self.message}
        if self.rule is not None:
            out["rule"] = self.rule
            out["reason"] = self.reason or ""
        if self.game is not None:
            out["game"] = self.game
        if request_id is not None:
            out["id"] = request_id
        return out


def new_secret() -> str:
    """A random 128-bit room code or seat token, as 32 lowercase hex digits."""
    return secrets.token_hex(16)


# --- The client's messages, once checked ------------------------------------------------


@dataclass(frozen=True)
class Hello:
    protocol: int
    game: str
    revisions: dict[str, int | str]
    name: str


@dataclass(frozen=True)
class SeatSpec:
    kind: SeatKind
    level: str | None


@dataclass(frozen=True)
class Create:
    config: JSONObject
    seed: int
    seats: list[SeatSpec]
    seat: int
    hand_over_after: float
    #: Whether the players may ask the computer for a hint (the host's switch).
    hints: bool = True
    #: Seconds a human seat has for each decision (None: no limit); when they pass, the
    #: computer of level ``stand_in`` decides for that seat, that decision only.
    turn_limit: float | None = None
    stand_in: str | None = None


@dataclass(frozen=True)
class Join:
    room: str
    seat: int | None


@dataclass(frozen=True)
class Rejoin:
    room: str
    seat: int
    token: str


@dataclass(frozen=True)
class Watch:
    room: str


@dataclass(frozen=True)
class ActionMsg:
    action: JSONObject
    id: int | None


@dataclass(frozen=True)
class Chat:
    text: str


@dataclass(frozen=True)
class UndoReply:
    accept: bool


@dataclass(frozen=True)
class HandOver:
    seat: int
    level: str


@dataclass(frozen=True)
class Bare:
    """A message with no field but its type (``undo``, ``replay``, ``ping``)."""

    type: ClientType


ClientMessage: TypeAlias = (Hello | Create | Join | Rejoin | Watch | ActionMsg | Chat
                            | UndoReply | HandOver | Bare)


# --- Field checks --------------------------------------------------------------------------


def _bad(field: str, what: str) -> NetError:
    return NetError(ErrorCode.BAD_MESSAGE, f"field {field!r}: {what}")


def _int(msg: Mapping[str, Any], field: str, low: int, high: int) -> int:
    value = msg.get(field)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(field, "expected an integer")
    if not low <= value <= high:
        raise _bad(field, f"expected {low} to {high}, got {value}")
    return value


def _opt_int(msg: Mapping[str, Any], field: str, low: int, high: int) -> int | None:
    return None if msg.get(field) is None else _int(msg, field, low, high)


def _number(msg: Mapping[str, Any], field: str, low: float, high: float) -> float:
    value = msg.get(field)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _bad(field, "expected a number")
    if not low <= value <= high:
        raise _bad(field, f"expected {low:g} to {high:g}")
    return float(value)


def _text(msg: Mapping[str, Any], field: str, limit: int, *, empty: bool = False) -> str:
    value = msg.get(field)
    if not isinstance(value, str):
        raise _bad(field, "expected a string")
    value = clean_text(value)
    if len(value) > limit:
        raise _bad(field, f"longer than {limit} characters")
    if not value and not empty:
        raise _bad(field, "must not be empty")
    return value


def _secret(msg: Mapping[str, Any], field: str) -> str:
    value = msg.get(field)
    if not isinstance(value, str) or _HEX128.fullmatch(value) is None:
        raise _bad(field, "expected 32 lowercase hex digits")
    return value


def _object(msg: Mapping[str, Any], field: str) -> JSONObject:
    value = msg.get(field)
    if not isinstance(value, dict):
        raise _bad(field, "expected a JSON object")
    return value


def _only(msg: Mapping[str, Any], allowed: tuple[str, ...]) -> None:
    extra = sorted(set(msg) - {"type", *allowed})
    if extra:
        raise _bad(extra[0], "unknown field")


def clean_text(text: str) -> str:
    """Plain text for a chat line or a name: control and format characters (escapes,
    bidirectional overrides, zero-width joiners) removed, surrounding blanks stripped."""
    return "".join(ch for ch in text
                   if unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn")).strip()


def _revisions(msg: Mapping[str, Any]) -> dict[str, int | str]:
    value = _object(msg, "revisions")
    if len(value) > 16:
        raise _bad("revisions", "more than 16 entries")
    out: dict[str, int | str] = {}
    for key, item in value.items():
        if isinstance(item, bool) or not isinstance(item, int | str) or len(key) > 40:
            raise _bad(f"revisions.{key[:40]}", "expected an integer or a string")
        out[key] = item
    return out


def _seat_spec(index: int, value: Any) -> SeatSpec:
    field = f"seats[{index}]"
    if not isinstance(value, dict):
        raise _bad(field, "expected a JSON object")
    _only(value, ("kind", "level"))
    kind = value.get("kind")
    if kind not in tuple(SeatKind):
        raise _bad(f"{field}.kind", "expected 'human' or 'computer'")
    if kind == SeatKind.COMPUTER:
        return SeatSpec(SeatKind.COMPUTER, _text(value, "level", 40))
    if value.get("level") is not None:
        raise _bad(f"{field}.level", "only a computer seat has a level")
    return SeatSpec(SeatKind.HUMAN, None)


def decode(text: str | bytes, limit: int = MAX_MESSAGE_BYTES) -> JSONObject:
    """A frame's JSON object; ``NetError`` when it is binary, over ``limit`` bytes or not
    JSON."""
    if isinstance(text, bytes):
        raise NetError(ErrorCode.BAD_MESSAGE, "binary frames are not accepted: send JSON text")
    if len(text) > limit or len(text.encode("utf-8")) > limit:
        raise NetError(ErrorCode.TOO_BIG, f"message over {limit} bytes")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise NetError(ErrorCode.BAD_JSON,
                       f"not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
                       ) from exc
    except (RecursionError, ValueError) as exc:
        raise NetError(ErrorCode.BAD_JSON, "not valid JSON: nested too deeply or a number "
                       "too long") from exc
    if not isinstance(data, dict):
        raise NetError(ErrorCode.BAD_MESSAGE, "expected a JSON object with a 'type'")
    return data


def parse(data: JSONObject) -> ClientMessage:
    """The checked message of a decoded object; ``NetError`` naming the bad field."""
    kind = data.get("type")
    if kind not in tuple(ClientType):
        raise _bad("type", f"unknown message type {str(kind)[:40]!r}")
    kind = ClientType(kind)
    if kind == ClientType.HELLO:
        _only(data, ("protocol", "game", "revisions", "name"))
        return Hello(_int(data, "protocol", 0, 2**31), _text(data, "game", 40),
                     _revisions(data), _text(data, "name", MAX_NAME_CHARS))
    if kind == ClientType.CREATE:
        _only(data, ("config", "seed", "seats", "seat", "hand_over_after", "hints",
                     "turn_limit", "stand_in"))
        seats = data.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
            raise _bad("seats", "expected a list of 1 to 8 seats")
        after = (60.0 if data.get("hand_over_after") is None
                 else _number(data, "hand_over_after", 0.0, MAX_HAND_OVER_SECONDS))
        hints = data.get("hints", True)
        if not isinstance(hints, bool):
            raise _bad("hints", "expected true or false")
        limit = (None if data.get("turn_limit") is None
                 else _number(data, "turn_limit", MIN_TURN_LIMIT, MAX_TURN_LIMIT))
        stand_in = None if data.get("stand_in") is None else _text(data, "stand_in", 40)
        return Create(_object(data, "config"), _int(data, "seed", 0, MAX_SEED),
                      [_seat_spec(i, s) for i, s in enumerate(seats)],
                      _int(data, "seat", 0, len(seats) - 1), after, hints, limit, stand_in)
    if kind == ClientType.JOIN:
        _only(data, ("room", "seat"))
        return Join(_secret(data, "room"), _opt_int(data, "seat", 0, 7))
    if kind == ClientType.REJOIN:
        _only(data, ("room", "seat", "token"))
        return Rejoin(_secret(data, "room"), _int(data, "seat", 0, 7), _secret(data, "token"))
    if kind == ClientType.WATCH:
        _only(data, ("room",))
        return Watch(_secret(data, "room"))
    if kind == ClientType.ACTION:
        _only(data, ("action", "id"))
        return ActionMsg(_object(data, "action"), _opt_int(data, "id", 0, MAX_SEED))
    if kind == ClientType.CHAT:
        _only(data, ("text",))
        return Chat(_text(data, "text", MAX_CHAT_CHARS))
    if kind == ClientType.UNDO_REPLY:
        _only(data, ("accept",))
        if not isinstance(data.get("accept"), bool):
            raise _bad("accept", "expected true or false")
        return UndoReply(bool(data["accept"]))
    if kind == ClientType.HAND_OVER:
        _only(data, ("seat", "level"))
        return HandOver(_int(data, "seat", 0, 7), _text(data, "level", 40))
    _only(data, ())
    return Bare(kind)


def encode(message: JSONObject) -> str:
    """A server or client message as the text of one frame."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
