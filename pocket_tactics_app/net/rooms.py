"""A room: one game of any registered kind, its seats, and its record (setup, seed and
the actions so far), which is what is saved and what replays it.

The room knows no game's rules: it asks the game's :class:`GameKind` for a state and the
:class:`GameState` whether an action is legal. It is synchronous and has no network
code; :mod:`.server` drives it from the event loop.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypedDict

from ..core.errors import IllegalAction
from ..core.protocol import GameKind, GameState, JSONObject
from .messages import CHAT_HISTORY, Create, ErrorCode, NetError, SeatKind, new_secret

#: The save file's format tag and version.
ROOM_FORMAT = "pocket-tactics-net-room"
ROOM_VERSION = 1

KindLookup = Callable[[str], GameKind]


class LoggedAction(TypedDict):
    """One action of the record, with the seat that took it."""

    seat: int
    action: JSONObject


class SeatRecord(TypedDict):
    kind: str
    level: str | None
    name: str
    token_sha256: str | None


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass
class Seat:
    """A seat: who plays it (a remote human or a computer level) and, once a human has
    taken it, the hash of its token (the token itself is only ever sent to that human)."""

    index: int
    kind: SeatKind
    level: str | None
    name: str = ""
    token_sha256: str | None = None
    connected: bool = False
    #: :func:`time.monotonic` when the seat was last left (or the room made/loaded).
    left_at: float = field(default_factory=time.monotonic)

    def claim(self, name: str) -> str:
        token = new_secret()
        self.token_sha256 = _digest(token)
        self.name = name
        return token

    def token_matches(self, token: str) -> bool:
        return self.token_sha256 is not None and hmac.compare_digest(
            self.token_sha256, _digest(token))

    def to_json(self) -> SeatRecord:
        return {"kind": self.kind.value, "level": self.level, "name": self.name,
                "token_sha256": self.token_sha256}


@dataclass(frozen=True)
class LastMove:
    """The action that led to the position now: whose, its JSON, whether it was sealed
    (taken while several seats decided at once: only its own seat is shown it) and
    whether the seat's computer stand-in took it because the seat's time ran out."""

    seat: int
    action: JSONObject
    sealed: bool
    stand_in: bool = False


@dataclass
class UndoVote:
    """A pending undo: the seat that asked and the humans still to answer."""

    seat: int
    waiting: set[int]


class Room:
    """One game on the server, authoritative: clients only ever send actions to it."""

    def __init__(self, code: str, kind: GameKind, config: JSONObject, seed: int,
                 seats: list[Seat], host_seat: int, hand_over_after: float, *,
                 hints: bool = True, turn_limit: float | None = None,
                 stand_in: str | None = None) -> None:
        self.code = code
        self.kind = kind
        self.config = config
        self.seed = seed
        self.seats = seats
        self.host_seat = host_seat
        self.hand_over_after = hand_over_after
        #: The host's switches: hints allowed, and the time a human seat has for each
        #: decision before the computer of level ``stand_in`` decides for it.
        self.hints = hints
        self.turn_limit = turn_limit
        self.stand_in = stand_in or next(iter(kind.levels()), None)
        self.last: LastMove | None = None
        #: :func:`time.monotonic` when the position last changed (the decision's start).
        self.changed_at = time.monotonic()
        self.actions: list[LoggedAction] = []
        self.chat: deque[JSONObject] = deque(maxlen=CHAT_HISTORY)
        self.undo: UndoVote | None = None
        #: Counts every change of the position (actions and undos), so a computer that
        #: thought about an older position does not play into a newer one.
        self.version = 0
        try:
            self.state: GameState[Any] = kind.new_state(config, seed)
        except Exception as exc:  # a setup from the network: any failure is a bad setup
            raise NetError(ErrorCode.BAD_SETUP, f"bad setup: {exc}") from exc
        if self.state.num_seats() != len(seats):
            raise NetError(ErrorCode.BAD_SETUP, f"field 'seats': the setup has "
                           f"{self.state.num_seats()} seats, the message {len(seats)}")

    @classmethod
    def create(cls, kind: GameKind, msg: Create, name: str) -> tuple[Room, str]:
        """A new room from a ``create`` message; the creator takes ``msg.seat`` and is the
        host. Returns the room and the creator's seat token."""
        levels = list(kind.levels())
        seats: list[Seat] = []
        for i, spec in enumerate(msg.seats):
            if spec.kind == SeatKind.COMPUTER and spec.level not in levels:
                raise NetError(ErrorCode.BAD_SETUP, f"field 'seats[{i}].level': unknown level "
                               f"{spec.level!r} (levels: {', '.join(levels)})")
            label = f"computer ({spec.level})" if spec.kind == SeatKind.COMPUTER else ""
            seats.append(Seat(i, spec.kind, spec.level, name=label))
        if seats[msg.seat].kind != SeatKind.HUMAN:
            raise NetError(ErrorCode.BAD_SETUP, "field 'seat': the creator's seat must be a "
                           "human seat")
        if msg.stand_in is not None and msg.stand_in not in levels:
            raise NetError(ErrorCode.BAD_SETUP, f"field 'stand_in': unknown level "
                           f"{msg.stand_in!r} (levels: {', '.join(levels)})")
        room = cls(new_secret(), kind, msg.config, msg.seed, seats, msg.seat,
                   msg.hand_over_after, hints=msg.hints, turn_limit=msg.turn_limit,
                   stand_in=msg.stand_in)
        return room, seats[msg.seat].claim(name)

    # --- Playing ---------------------------------------------------------------------------

    def legal_json(self, seat: int) -> list[JSONObject]:
        return [self.state.action_to_json(a) for a in self.state.legal_actions(seat)]

    def play(self, seat: int, data: JSONObject, *, trusted: bool = False,
             stand_in: bool = False) -> Sequence[Any]:
        """Applies ``seat``'s action (its JSON) and records it; returns the engine's
        events. ``NetError`` when it is not that seat's to take, with the rule ID and the
        reason for an action the rules forbid; the position is then unchanged.

        When one seat decides, the engine's ``apply`` plays for it and checks the action.
        When several decide at once (sealed commits), a client's action must be one of
        its own seat's listed legal actions as it is, so that no seat acts for another;
        ``trusted`` (the server's own computer players) skips that comparison."""
        state = self.state
        if state.is_over():
            raise NetError(ErrorCode.GAME_OVER, "the game is over")
        current = state.current_seats()
        if seat not in current:
            raise NetError(ErrorCode.NOT_YOUR_TURN,
                           f"not your turn: {self.waiting_text() or 'nobody decides now'}")
        try:
            action = state.action_from_json(data)
            canonical = state.action_to_json(action)
            if len(current) > 1 and not trusted and canonical not in self.legal_json(seat):
                state.clone().apply(action)  # the rule it breaks, if it breaks one
                raise NetError(ErrorCode.NOT_YOUR_ACTION, "several seats decide at once: "
                               "send one of your own seat's legal actions as listed")
            events = state.apply(action)
        except IllegalAction as exc:
            raise NetError(ErrorCode.ILLEGAL_ACTION, f"illegal action: {exc.rule} {exc.reason}",
                           rule=exc.rule, reason=exc.reason) from exc
        except NetError:
            raise
        except Exception as exc:
            # The game failed on an action it should have refused: the position may be
            # half changed, so it is rebuilt from the record, which the action never joined.
            self.rebuild(len(self.actions))
            raise NetError(ErrorCode.BAD_ACTION, f"the game could not read this action "
                           f"({type(exc).__name__}: {exc})") from exc
        self.actions.append({"seat": seat, "action": canonical})
        self.last = LastMove(seat, canonical, len(current) > 1, stand_in)
        self._moved()
        return events

    def _moved(self) -> None:
        self.version += 1
        self.changed_at = time.monotonic()

    def turn_left(self) -> float | None:
        """Seconds left of the decision in progress (None: no turn limit)."""
        if self.turn_limit is None or self.state.is_over():
            return None
        return max(0.0, round(self.turn_limit - (time.monotonic() - self.changed_at), 1))

    def rebuild(self, count: int) -> None:
        """The position after the first ``count`` recorded actions (an undo)."""
        state = self.kind.new_state(self.config, self.seed)
        for item in self.actions[:count]:
            state.apply(state.action_from_json(item["action"]))
        self.state = state
        del self.actions[count:]
        self.last = None
        self._moved()

    def undo_point(self, seat: int) -> int | None:
        """How many actions stay when ``seat`` takes back its last action (every action
        after it goes too); None when it has none to take back."""
        for i in range(len(self.actions) - 1, -1, -1):
            if self.actions[i]["seat"] == seat:
                return i
        return None

    def other_humans(self, seat: int) -> set[int]:
        """The humans who must accept ``seat``'s undo: every other seat a human holds."""
        return {s.index for s in self.seats if s.index != seat and s.kind == SeatKind.HUMAN
                and s.token_sha256 is not None}

    # --- What the players see --------------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        s = self.seats[seat]
        return s.name or f"seat {seat + 1}"

    def waiting_text(self) -> str:
        """``"waiting for Ann (disconnected), seat 3 (open)"``: who the game waits for."""
        parts = []
        for index in self.state.current_seats():
            s = self.seats[index]
            note = ""
            if s.kind == SeatKind.HUMAN and s.token_sha256 is None:
                note = " (open)"
            elif s.kind == SeatKind.HUMAN and not s.connected:
                note = " (disconnected)"
            parts.append(self.seat_label(index) + note)
        return "waiting for " + ", ".join(parts) if parts else ""

    def seats_json(self) -> list[JSONObject]:
        current = set(self.state.current_seats())
        return [{"seat": s.index, "name": s.name, "kind": s.kind.value, "level": s.level,
                 "open": s.kind == SeatKind.HUMAN and s.token_sha256 is None,
                 "connected": s.connected or s.kind == SeatKind.COMPUTER,
                 "deciding": s.index in current} for s in self.seats]

    def state_message(self, seat: int | None, events: Sequence[Any] = (),
                      ack: int | None = None) -> JSONObject:
        """What ``seat`` is sent after a change: its own view of the position, the events
        as it may see them, and its legal actions when it decides now (``None``: a
        spectator, who sees what every seat may see and decides nothing)."""
        state = self.state
        current = state.current_seats()
        message: JSONObject = {
            "type": "state", "room": self.code, "seat": seat, "ply": len(self.actions),
            "view": state.view(seat), "events": state.events_to_json(events, seat),
            "current": current,
            "legal": self.legal_json(seat) if seat is not None and seat in current else [],
            "over": state.is_over(), "returns": state.returns() if state.is_over() else None,
            "waiting": self.waiting_text(), "seats": self.seats_json()}
        last = self.last
        shown = last is not None and (not last.sealed or last.seat == seat)
        message.update({
            "by": None if last is None else last.seat,
            "action": last.action if shown and last is not None else None,
            "stand_in": last is not None and last.stand_in,
            "hints": self.hints, "turn_limit": self.turn_limit, "turn_left": self.turn_left()})
        if ack is not None:
            message["ack"] = ack
        return message

    def replay_json(self) -> JSONObject:
        """The finished game as setup, seed and actions (replayable by any client)."""
        return {"type": "replay", "room": self.code, "game": self.kind.game_id,
                "revisions": dict(self.kind.revisions()), "config": self.config,
                "seed": self.seed, "seats": [{"kind": s.kind.value, "level": s.level,
                                               "name": s.name} for s in self.seats],
                "actions": [item["action"] for item in self.actions],
                "returns": self.state.returns()}

    # --- Saving ----------------------------------------------------------------------------

    def to_json(self) -> JSONObject:
        return {"format": ROOM_FORMAT, "version": ROOM_VERSION, "room": self.code,
                "game": self.kind.game_id, "revisions": dict(self.kind.revisions()),
                "config": self.config, "seed": self.seed,
                "seats": [s.to_json() for s in self.seats], "host_seat": self.host_seat,
                "hand_over_after": self.hand_over_after, "hints": self.hints,
                "turn_limit": self.turn_limit, "stand_in": self.stand_in,
                "actions": self.actions,
                "over": self.state.is_over()}

    def save_bytes(self) -> bytes:
        return json.dumps(self.to_json(), separators=(",", ":"),
                          ensure_ascii=False).encode("utf-8")

    @classmethod
    def from_json(cls, data: Any, lookup: KindLookup, where: str) -> Room:
        """A room from its save file, replayed action by action; ``ValueError`` naming
        the file and the field when the file is not a room this server can resume."""

        def need(key: str, typ: type | tuple[type, ...]) -> Any:
            value = data.get(key)
            if not isinstance(value, typ) or isinstance(value, bool) and typ is not bool:
                raise ValueError(f"{where}: field {key!r}: missing or of the wrong type")
            return value

        if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT:
            raise ValueError(f"{where}: not a room file (field 'format')")
        if data.get("version") != ROOM_VERSION:
            raise ValueError(f"{where}: field 'version': expected {ROOM_VERSION}")
        try:
            kind = lookup(need("game", str))
        except KeyError as exc:
            raise ValueError(f"{where}: field 'game': {exc}") from exc
        if need("revisions", dict) != dict(kind.revisions()):
            raise ValueError(f"{where}: field 'revisions': saved with {data['revisions']}, "
                             f"this server plays {dict(kind.revisions())}")
        seats = []
        for i, raw in enumerate(need("seats", list)):
            if not isinstance(raw, dict) or raw.get("kind") not in tuple(SeatKind):
                raise ValueError(f"{where}: field 'seats[{i}]': not a seat")
            digest = raw.get("token_sha256")
            if digest is not None and (not isinstance(digest, str)
                                       or re.fullmatch(r"[0-9a-f]{64}", digest) is None):
                raise ValueError(f"{where}: field 'seats[{i}].token_sha256': not a SHA-256")
            if raw["kind"] == SeatKind.COMPUTER and raw.get("level") not in kind.levels():
                raise ValueError(f"{where}: field 'seats[{i}].level': unknown level")
            seats.append(Seat(i, SeatKind(raw["kind"]), raw.get("level"),
                              str(raw.get("name") or ""), raw.get("token_sha256")))
        code = need("room", str)
        limit = data.get("turn_limit")
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int | float)):
            raise ValueError(f"{where}: field 'turn_limit': expected seconds or null")
        stand_in = data.get("stand_in")
        if stand_in is not None and stand_in not in kind.levels():
            raise ValueError(f"{where}: field 'stand_in': unknown level")
        try:
            room = cls(code, kind, need("config", dict), need("seed", int), seats,
                       need("host_seat", int), float(need("hand_over_after", (int, float))),
                       hints=data.get("hints", True) is not False,
                       turn_limit=None if limit is None else float(limit), stand_in=stand_in)
        except NetError as exc:
            raise ValueError(f"{where}: {exc.message}") from exc
        for i, item in enumerate(need("actions", list)):
            try:
                room.state.apply(room.state.action_from_json(item["action"]))
                room.actions.append({"seat": int(item["seat"]), "action": item["action"]})
            except (IllegalAction, KeyError, TypeError, ValueError) as exc:
                raise ValueError(f"{where}: field 'actions[{i}]' does not replay: {exc}") from exc
        return room


def write_room(folder: Path, room: Room, data: bytes) -> None:
    """The room's save file, written atomically: a temporary file, fsync, rename.

    The folder is fsynced (:mod:`..storage.atomic`) only when the file is new: a rename
    over the existing file that a power cut undoes leaves the previous save, one action
    behind and whole, and a killed server loses nothing (the rename is done). Skipping
    that second fsync halves the disk waits of every action."""
    target = folder / f"{room.code}.json"
    if not target.exists():
        from ..storage.atomic import atomic_write_bytes

        atomic_write_bytes(target, data)
        return
    tmp = folder / f".{target.name}.{secrets.token_hex(4)}.tmp"
    try:
        with open(tmp, "xb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read: {exc}") from exc


def load_room(path: Path, lookup: KindLookup) -> Room:
    """One saved room, replayed; ``ValueError`` naming the file and the field."""
    return Room.from_json(_read(path), lookup, str(path))


def load_rooms(folder: Path, lookup: KindLookup,
               report: Callable[[str], None]) -> list[Room]:
    """Every unfinished room saved in ``folder``, replayed (a finished one is loaded when
    a player comes back to it); a file that cannot be resumed is reported (file and
    field) and left where it is."""
    rooms: list[Room] = []
    if not folder.is_dir():
        return rooms
    for path in sorted(folder.glob("*.json")):
        try:
            data = _read(path)
            if isinstance(data, dict) and data.get("over") is True:
                continue
            rooms.append(Room.from_json(data, lookup, str(path)))
        except ValueError as exc:
            report(f"cannot resume {exc}")
    return rooms


def remove_stale(folder: Path) -> None:
    """Temporary files a killed server left behind while writing."""
    from ..storage.atomic import remove_stale_temp_files

    if folder.is_dir():
        remove_stale_temp_files(folder)
    os.makedirs(folder, exist_ok=True)
