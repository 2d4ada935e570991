"""The controller of a Furrow & Foundry game: the only place that changes it.

No widgets: Qt signals, the computer seats on the worker of ``base.ControllerBase``,
and plain Python history. Each seat is a human at this screen or a computer level of
:mod:`pocket_tactics_app.furrow.ai.agents`.

- A human's request names its seat; it is taken only when that seat decides now, its
  kind is one of the seat's legal entries (the engine's own list) and the engine accepts
  the concrete action (an :class:`IllegalAction` is reported, nothing changes).
- A computer seat decides on a worker thread from its seat's view only: the agent gets
  :meth:`Game.determinized` for its seat (the other hands, unrevealed objectives and
  sealed commits redrawn or dropped, S17.3), never the game itself.
- In a sealed commit (S17.2) the computer seats commit first, so a human's private
  screen never opens before the computer's choice is sealed.
- Undo goes back to before the last human decision, never past an action whose events
  close the way back (``is_undo_barrier``: a commit, a reveal, a draw; S17.4).
- A game is saved as its setup (the arguments of ``new_game``), the seats and the list
  of actions (``storage.furrow_saves``: versioned, older versions upgraded, written
  atomically); loading replays them through the engine. Autosave writes the same file
  after every action when ``autosave_path`` is set, the previous one kept as a backup;
  a failed write is reported as for Pocket Tactics (``autosave_failed``, ``saved``).
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from ..core.replay import Replay
from ..furrow.ai.agents import LEVELS as AI_LEVELS
from ..furrow.ai.agents import PLAY_TIME_LIMITS, make_agent
from ..furrow.engine.content import ContentError, content_at, default_content
from ..furrow.engine.game import Action, Event, Game, IllegalAction, is_undo_barrier, new_game
from ..furrow.engine.position import View, view
from ..storage.furrow_saves import FURROW_SAVES, FurrowSaveFile
from .base import ControllerBase

HUMAN = "human"
#: A seat played by a human at another screen, in a network game.
REMOTE = "remote"
#: The computer levels a seat may have, strongest last of the planner's, then
#: the simple ones (``furrow.ai.agents.make_agent``); an unknown level plays as the first.
LEVELS: tuple[str, ...] = tuple(lv for lv in ("easy", "normal", "hard", "greedy", "random")
                                if lv in AI_LEVELS)
DEFAULT_LEVEL = "normal" if "normal" in LEVELS else LEVELS[0]


@dataclass(frozen=True)
class FurrowSetup:
    """What ``furrow.engine.game.new_game`` is called with: factions and mats drawn from
    the seed when None; ``content`` is the content revision (None: the shipped one), which
    a save records so that it replays with the start values it began with."""

    players: int = 2
    factions: tuple[str, ...] | None = None
    mats: tuple[int, ...] | None = None
    seed: int = 0
    round_limit: int | None = None
    content: int | None = None

    def start(self) -> Game:
        return new_game(content=None if self.content is None else content_at(self.content),
                        factions=None if self.factions is None else list(self.factions),
                        mats=None if self.mats is None else list(self.mats),
                        seed=self.seed, players=self.players, round_limit=self.round_limit)

    def to_json(self) -> dict[str, Any]:
        revision = default_content().revision if self.content is None else self.content
        return {"players": self.players,
                "factions": None if self.factions is None else list(self.factions),
                "mats": None if self.mats is None else list(self.mats),
                "seed": self.seed, "round_limit": self.round_limit, "content": revision}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> FurrowSetup:
        """A saved setup; one without ``content`` began under revision 1 (saves from
        before content revisions), a revision this version lacks is a ValueError."""
        factions = data.get("factions")
        mats = data.get("mats")
        limit = data.get("round_limit")
        revision = int(data.get("content", 1))
        try:
            content_at(revision)
        except ContentError as exc:
            raise ValueError(f"setup.content: {exc}") from exc
        return FurrowSetup(int(data.get("players", 2)),
                           None if factions is None else tuple(str(f) for f in factions),
                           None if mats is None else tuple(int(m) for m in mats),
                           int(data.get("seed", 0)), None if limit is None else int(limit),
                           revision)


@dataclass
class FurrowEntry:
    """One applied action: who decided it and what it did."""

    index: int
    seat: int
    action: Action
    events: list[Event] = field(default_factory=list)
    by_ai: bool = False
    round: int = 1


def _decide(level: str, seed: int, game: Game, seat: int) -> Action:
    """A computer seat's decision (run on the worker, over its determinized copy)."""
    agent = make_agent(level, seed, time_limit=PLAY_TIME_LIMITS.get(level))
    action: Action = agent(game, seat)
    return action


class FurrowController(ControllerBase):
    """Owns the running Furrow & Foundry game; widgets read it and send requests.

    The signals are :class:`ControllerBase`'s (``action_applied`` carries a
    :class:`FurrowEntry`; ``undo_changed`` never offers a redo)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self.setup = FurrowSetup()
        self.seats: list[str] = []
        self.entries: list[FurrowEntry] = []
        self._before: list[Game] = []
        self._barrier = 0  # no undo to before this entry index
        self._from_position = False
        self.ai_delay_ms = 300
        self.autosave_path: Path | None = None
        self.created: dt.datetime | None = None  # when the game was first saved

    # ------------------------------------------------------------------ queries
    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game is running")
        return self._game

    def has_game(self) -> bool:
        return self._game is not None

    def _is_running(self) -> bool:
        return self._game is not None and not self._game.over

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat] == HUMAN

    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.seats) if kind == HUMAN]

    def human_deciders(self) -> list[int]:
        """The human seats that may decide now; in a sealed commit, none while a computer
        seat has still to commit (its choice is sealed first)."""
        g = self._game
        if g is None or g.over or self._thinking:
            return []
        deciders = g.deciders()
        if any(not self.is_human(s) for s in deciders):
            return []
        return [s for s in deciders if self.is_human(s)]

    def view(self, seat: int) -> View:
        """What ``seat`` may know (S17.1) and its legal entries now."""
        return view(self.game, seat)

    def legal_for(self, seat: int) -> list[Action]:
        """The legal entries (free fields as domains) of a human seat deciding now."""
        if seat not in self.human_deciders():
            return []
        return self.view(seat).legal

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def position_before(self, index: int) -> Game:
        """The position before entry ``index`` (the controller's own: read, never change)."""
        return self._before[index]

    def history(self) -> list[Game]:
        """The position before each applied action, then the one now (copies, for a
        replay to step through)."""
        return [g.clone() for g in (*self._before, self.game)]

    def undo_seat(self) -> int | None:
        """Whose decision an undo would take back (None: no undo)."""
        target = self._undo_target()
        return None if target is None else self.entries[target].seat

    # ------------------------------------------------------------------ lifecycle
    def new_game(self, setup: FurrowSetup, seats: Sequence[str]) -> None:
        """Start a game (raises ValueError for a bad setup; nothing changes then)."""
        game = setup.start()
        if len(seats) != game.n:
            raise ValueError(f"{game.n} seats expected, got {len(seats)}")
        self._install(setup, game, seats)
        self._announce(reset=True)

    def start_position(self, game: Game, seats: Sequence[str]) -> None:
        """Play on from a position (a puzzle, a test): no setup, so it cannot be saved."""
        if len(seats) != game.n:
            raise ValueError(f"{game.n} seats expected, got {len(seats)}")
        self._install(FurrowSetup(game.n, seed=game.seed), game, seats)
        self._from_position = True
        self._announce(reset=True)

    def _install(self, setup: FurrowSetup, game: Game, seats: Sequence[str]) -> None:
        self._cancel_ai()
        self.created = dt.datetime.now(dt.UTC).replace(microsecond=0)
        self.setup = setup
        self._game = game
        self.seats = [s if s == HUMAN or s in LEVELS else LEVELS[0] for s in seats]
        self.entries = []
        self._before = []
        self._barrier = 0
        self._from_position = False
        self._saved = None

    def _progress(self) -> tuple[object, list[Any]]:
        return self.setup, [e.action for e in self.entries]

    # ------------------------------------------------------------------ requests
    def request(self, seat: int, action: Action) -> bool:
        """A human seat's concrete action; applied only if it is legal now."""
        if self._game is None or seat not in self.human_deciders():
            self.error.emit(self.tr("It is not this player's decision now."))
            return False
        if action.get("kind") not in {e["kind"] for e in self.legal_for(seat)}:
            self.error.emit(self.tr("That action is not allowed now."))
            return False
        if "player" in action and action["player"] != seat:
            self.error.emit(self.tr("That action is not allowed now."))
            return False
        return self._apply(seat, action, by_ai=False)

    def _apply(self, seat: int, action: Action, by_ai: bool) -> bool:
        g = self.game
        before = g.clone()
        try:
            events = g.apply(action)
        except IllegalAction as exc:
            self.error.emit(str(exc))
            return False
        entry = FurrowEntry(len(self.entries), seat, action, events, by_ai, before.round)
        self.entries.append(entry)
        self._before.append(before)
        if is_undo_barrier(events):
            self._barrier = len(self.entries)
        self._autosave()
        self.action_applied.emit(entry)
        self.events.emit(entry.events)
        self._announce()
        return True

    def _undo_target(self) -> int | None:
        """The index of the last human entry undo may go back to, or None."""
        for i in range(len(self.entries) - 1, self._barrier - 1, -1):
            if not self.entries[i].by_ai:
                return i
        return None

    def undo(self) -> bool:
        """Back to before the last human decision (and the computer's replies after it)."""
        target = self._undo_target()
        if target is None:
            return False
        self._cancel_ai()
        self._game = self._before[target]
        del self.entries[target:]
        del self._before[target:]
        self._autosave()
        self._announce(reset=True)
        return True

    # ------------------------------------------------------------------ saves
    def to_save(self) -> FurrowSaveFile:
        """The game as a save (storage.furrow_saves: versioned, written atomically)."""
        if self._from_position:
            raise ValueError("a game started from a position has no setup to save")
        return FurrowSaveFile(setup=self.setup.to_json(), seats=list(self.seats),
                              actions=[dict(e.action) for e in self.entries],
                              finished=bool(self._game is not None and self._game.over),
                              created=self.created)

    def save_to(self, path: str | Path) -> Path:
        """Write the game to ``path`` atomically (WriteError, the old file kept, on failure)."""
        notices: list[str] = []
        written = FURROW_SAVES.write(path, self.to_save(), notices=notices)
        self.mark_saved()
        for notice in notices:
            self.write_notice.emit(notice)
        return written

    def load(self, path: str | Path) -> None:
        """Replay a save of any version (LoadError for a bad file, ValueError naming the
        bad action; the game in progress stays); the game counts as saved."""
        self.load_save(FURROW_SAVES.load(path), saved=True)

    def load_save(self, save: FurrowSaveFile, saved: bool = False) -> None:
        """Replay a save; ``saved``: it is a file the player chose, so the game counts
        as saved until its next action."""
        self._replay(save.setup, save.seats, save.actions, saved)
        self.created = save.created

    def load_data(self, data: Mapping[str, Any]) -> None:
        """A save's JSON already parsed (any version)."""
        self.load_save(FURROW_SAVES.from_json(dict(data)))

    def _replay(self, setup_json: Mapping[str, Any], seat_kinds: Sequence[str],
                actions: Sequence[Mapping[str, Any]], saved: bool = False) -> None:
        setup = FurrowSetup.from_json(setup_json)
        game = setup.start()
        seats = [str(s) for s in seat_kinds]
        if len(seats) != game.n:
            raise ValueError(f"seats: {game.n} expected")
        entries: list[FurrowEntry] = []
        befores: list[Game] = []
        barrier = 0
        before = game.clone()
        # the protocol's replay reads and checks each action (ReplayError, a ValueError,
        # names actions[k]); only a save that replays to the end replaces the game
        for step in Replay(game, actions):
            who = int(step.action.get("player", step.deciders[0]))
            entries.append(FurrowEntry(step.index, who, step.action, step.events,
                                       0 <= who < len(seats) and seats[who] != HUMAN,
                                       before.round))
            befores.append(before)
            if is_undo_barrier(step.events):
                barrier = step.index + 1
            before = game.clone()
        self._install(setup, game, seats)
        self.entries, self._before, self._barrier = entries, befores, barrier
        if saved:
            self._saved = self._progress()
        self._announce(reset=True)

    def _autosave_wanted(self) -> bool:
        return self.autosave_path is not None and not self._from_position

    def _write_autosave(self, notices: list[str]) -> None:
        """The autosave written atomically, the previous one kept as its backup
        (storage.furrow_saves)."""
        assert self.autosave_path is not None
        FURROW_SAVES.write_autosave(self.to_save(), self.autosave_path, notices=notices)

    def result(self) -> dict[str, Any]:
        g = self.game
        return {"winner": g.winner(), "scores": g.scores(), "reason": g.end_reason}

    # ------------------------------------------------------------------ the computer
    def _computer_seat(self) -> int | None:
        g = self._game
        if g is None or g.over:
            return None
        computers = [s for s in g.deciders() if not self.is_human(s)]
        return computers[0] if computers else None

    def _human_seats(self) -> list[int]:
        return self.human_deciders()

    def _prepare_job(self, seat: int) -> Callable[[], object]:
        g = self.game
        rng = random.Random(g.seed * 7919 + len(self.entries) * 31 + seat)
        # The agent sees its seat's knowledge only (S17.3): a determinized copy.
        copy = g.determinized(seat, rng)
        level, seed = self.seats[seat], rng.randrange(2**31)
        return lambda: _decide(level, seed, copy, seat)

    def _ai_chose(self, seat: int, action: object) -> None:
        if not isinstance(action, dict):
            return
        if not self._apply(seat, action, by_ai=True):
            self._fallback(seat)

    def _ai_failed(self, seat: int, message: str) -> None:
        del message  # logged by the base
        self.error.emit(self.tr("A computer player failed; a random move stands in."))
        self._fallback(seat)

    def _fallback(self, seat: int) -> None:
        """A computer seat whose choice was refused plays a random legal action."""
        g = self.game
        rng = random.Random(len(self.entries))
        for _ in range(20):
            action = make_agent("random", rng.randrange(2**31))(g.determinized(seat, rng), seat)
            trial = g.clone()
            try:
                trial.apply(action)
            except IllegalAction:
                continue
            self._apply(seat, action, by_ai=True)
            return
        self.error.emit(self.tr("A computer player found no legal action."))
