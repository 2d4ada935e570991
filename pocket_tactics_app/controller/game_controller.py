"""The controller: the only place that changes a running game.

It owns the :class:`Game`, the list of applied actions (setup + seed + actions
replay the game exactly) and a snapshot before each action. The undo history is a
:class:`QUndoStack` (``undo_stack``) with one :class:`QUndoCommand` per decision of a
player at this screen: against the computer, the computer's replies are folded into
the command of the human decision they answer, so Undo goes back to the player's own
last decision. Undo restores a snapshot; Redo re-applies the same actions through the
engine. An action whose events rolled dice or drew tiles clears the stack: Undo never
goes back past it, and the dice stay honest.

Computer decisions run on a worker thread (``base.ControllerBase``) over a re-seeded
clone of the game (the agent never sees the game's future dice); a result for a
position that has since changed is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine.actions import Action
from ..engine.cards import Catalog, default_catalog
from ..engine.events import Event
from ..engine.game import Game, GameSetup, IllegalAction
from ..engine.kinds import EventKind
from ..textfmt import fmt
from .advisor import Advisor
from .agents import FALLBACK_LEVEL, Agent, make_agent
from .base import ControllerBase

if TYPE_CHECKING:
    from ..storage.saves import SaveFile

log = logging.getLogger(__name__)

#: Events that consume randomness: no undo goes back past the action that caused them.
DICE_EVENTS = frozenset({EventKind.ROLLED, EventKind.REROLLED, EventKind.DRAWN,
                         EventKind.ROLL_OFF, EventKind.CENTRAL_FEATURE})

HUMAN, COMPUTER = "human", "ai"


@dataclass
class LogEntry:
    """One applied action and what it did."""

    index: int
    action: Action
    player: int  # who decided it
    turn: int
    phase: str
    events: list[Event] = field(default_factory=list)
    by_ai: bool = False


class StepCommand(QUndoCommand):
    """One undoable step: a human decision and the computer's replies that followed it.

    The actions are already applied when the command is pushed, so its first
    ``redo()`` (called by ``QUndoStack.push``) does nothing; later ones re-apply the
    actions through the engine, and ``undo()`` restores the snapshot taken before the
    first of them.
    """

    def __init__(self, controller: GameController, start: int, action: Action, text: str) -> None:
        super().__init__(text)
        self.controller = controller
        self.start = start
        self.actions: list[Action] = [action]
        self._done = True

    def end(self) -> int:
        return self.start + len(self.actions)

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self.controller._redo_step(self)

    def undo(self) -> None:
        self.controller._undo_step(self)


class GameController(ControllerBase):
    """Owns the running game; widgets read ``game`` and send requests, never mutate.

    The signals are :class:`ControllerBase`'s (``action_applied`` carries a
    :class:`LogEntry`)."""

    def __init__(self, catalog: Catalog | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog if catalog is not None else default_catalog()
        self.setup: GameSetup | None = None
        self._game: Game | None = None
        self.players: tuple[str, str] = (HUMAN, COMPUTER)
        self.difficulty = "normal"
        self.agents: dict[int, Agent] = {}
        self.entries: list[LogEntry] = []
        self.initial_events: list[Event] = []
        self._before: list[Game] = []
        self.undo_stack = QUndoStack(self)
        # The stack changes its index after a command's undo()/redo() ran: say so again.
        self.undo_stack.indexChanged.connect(self._on_stack_index)
        self.autosave = True
        self.agent_factory: Callable[[str, int | None], Agent] = make_agent
        # the hint, the warm-up and the win chance
        self.advisor = Advisor(self, self)
        self.state_changed.connect(self.advisor.game_changed)
        self.ai_thinking.connect(self.advisor.thinking_changed)

    # ------------------------------------------------------------------ queries
    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game is running")
        return self._game

    def has_game(self) -> bool:
        return self._game is not None

    def _is_running(self) -> bool:
        return self._game is not None and not self._game.is_over()

    def _computer_seat(self) -> int | None:
        g = self._game
        if g is None or g.is_over() or self.is_human(g.current_player()):
            return None
        return g.current_player()

    def _human_seats(self) -> list[int]:
        g = self._game
        if g is None or g.is_over() or not self.is_human(g.current_player()):
            return []
        return [g.current_player()]

    def snapshots(self) -> list[Game]:
        """The position after each recorded action (the last one a copy of the game):
        the controller's own, to read, never to change."""
        if self._game is None:
            return []
        return [*self._before[1:], self._game.clone()][:len(self.entries)]

    def is_human(self, player: int) -> bool:
        return self.players[player] == HUMAN

    def human_to_decide(self) -> bool:
        """True when the next decision belongs to a human at this screen."""
        g = self._game
        return g is not None and not g.is_over() and self.is_human(g.current_player())

    def legal_actions(self) -> list[Action]:
        """What the human may do now (empty while the computer decides)."""
        if not self.human_to_decide() or self._thinking:
            return []
        return self.game.legal_actions()

    def vs_computer(self) -> bool:
        return COMPUTER in self.players and HUMAN in self.players

    # ------------------------------------------------------------------ lifecycle
    def new_game(self, setup: GameSetup, players: tuple[str, str] = (HUMAN, COMPUTER),
                 difficulty: str = "normal", ai_seed: int | None = None) -> None:
        """Start a game (raises SetupError for a bad setup; nothing changes then)."""
        game = Game.new(setup, self.catalog)
        self._install(setup, game, players, difficulty, ai_seed)
        self._announce(reset=True)

    def _install(self, setup: GameSetup | None, game: Game, players: tuple[str, str],
                 difficulty: str, ai_seed: int | None) -> None:
        self._cancel_ai()
        self.setup = setup
        self._game = game
        self.initial_events = list(game.events)
        self.players = players
        self.difficulty = difficulty
        base = (setup.seed if setup is not None else 0) if ai_seed is None else ai_seed
        self.agents = {p: self.agent_factory(difficulty, base * 2 + p + 1)
                       for p in (0, 1) if players[p] == COMPUTER}
        self.entries = []
        self._before = []
        self.undo_stack.clear()
        self._saved = None
        # the computer's first decision must not pay for cold odds caches
        self.advisor.start_warm_up(game)

    def _tell_applied(self, entry: LogEntry) -> None:
        """An action was just applied: ``action_applied``, then ``events``."""
        self.action_applied.emit(entry)
        self.events.emit(entry.events)

    def start_position(self, game: Game, players: tuple[str, str] = (HUMAN, COMPUTER),
                       difficulty: str = "normal", ai_seed: int = 0) -> None:
        """Play on from a position (a scenario or puzzle): no setup, so no save file."""
        self._install(None, game, players, difficulty, ai_seed)
        self._announce(reset=True)

    def load_save(self, save: SaveFile, saved: bool = True) -> None:
        """Replay a ``storage.saves.SaveFile`` (raises ValueError naming the bad action).

        ``saved``: the file is one the player chose (not the autosave), so the game
        counts as saved until its next action.
        """
        from ..engine.replay import Replay

        # One pass over the recorded game (engine.replay.Replay, the protocol's replay as
        # the replay command and the replay window use), collecting the log and the undo
        # snapshots; only a save that replays to the end replaces the game in progress
        # (a ValueError, ReplayError, names actions[k] and leaves it untouched).
        played = Replay(save.setup, save.seed, save.actions, self.catalog)
        setup = GameSetup.from_json({**save.setup, "seed": save.seed})
        players = (HUMAN, COMPUTER) if save.mode == "ai" else (HUMAN, HUMAN)
        entries: list[LogEntry] = []
        befores: list[Game] = []
        steps = iter(played)
        while True:
            before = played.game.clone()
            step = next(steps, None)
            if step is None:
                break
            entries.append(LogEntry(step.index, step.action, step.player, step.turn,
                                    step.phase, step.events,
                                    by_ai=players[step.player] == COMPUTER))
            befores.append(before)
        self._install(setup, played.game, players, save.difficulty or "normal", None)
        self.initial_events = list(played.initial_events)
        for entry, before in zip(entries, befores, strict=True):
            self.entries.append(entry)
            self._before.append(before)
            self._track(entry)
        if saved:  # opened from a file: the autosave keeps it for the next start too
            self.mark_saved()
            self._autosave()
        self._announce(reset=True)

    def to_save(self) -> Any:
        from ..storage.saves import SaveFile

        if self.setup is None:
            raise ValueError("a game started from a position has no setup to save")
        g = self.game
        return SaveFile(
            setup=self.setup.to_json(), seed=self.setup.seed,
            actions=[e.action.to_json() for e in self.entries],
            mode="ai" if COMPUTER in self.players else "hotseat",
            difficulty=self.difficulty if COMPUTER in self.players else None,
            finished=g.is_over(),
            result={"winner": g.winner, "reason": g.win_reason} if g.is_over() else None)

    # ------------------------------------------------------------------ requests
    def request(self, action: Action) -> bool:
        """A human's action from the UI; applied only if it is legal now."""
        if self._game is None or not self.human_to_decide() or self._thinking:
            return False
        if action not in self.game.legal_actions():
            self.error.emit(self.tr("That action is not allowed now."))
            return False
        return self._apply(action, by_ai=False)

    def _record(self, action: Action, by_ai: bool) -> LogEntry:
        g = self.game
        before = g.clone()
        entry = LogEntry(len(self.entries), action, g.current_player(), g.turn, g.phase,
                         by_ai=by_ai)
        entry.events = list(g.apply(action))
        self._before.append(before)
        self.entries.append(entry)
        return entry

    def _track(self, entry: LogEntry) -> None:
        """Put an applied action into the undo history (or close the history at dice)."""
        stack = self.undo_stack
        if any(e["kind"] in DICE_EVENTS for e in entry.events):
            stack.clear()  # no undo past dice or a tile draw
            return
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        if not self.is_human(entry.player):
            # The computer's reply belongs to the human decision it answers; before any
            # such decision (since the last dice) it cannot be undone on its own.
            if isinstance(top, StepCommand) and top.end() == entry.index:
                if stack.canRedo():
                    stack.clear()  # the redo branch no longer follows (should not happen)
                    return
                top.actions.append(entry.action)
            return
        stack.push(StepCommand(self, entry.index, entry.action, self.step_text(entry.action)))

    def step_text(self, action: Action) -> str:
        """The name of an undoable step, for "Undo …" in the Edit menu."""
        names = {
            "place_tile": self.tr("Place tile"),
            "place_feature": self.tr("Place home feature"),
            "place_unit": self.tr("Place unit"),
            "move": self.tr("Move"),
            "attack": self.tr("Attack"),
            "deploy": self.tr("Deploy"),
            "withdraw": self.tr("Withdraw"),
            "ability": self.tr("Ability"),
            "bump": self.tr("Bump"),
            "reroll": self.tr("Re-roll"),
            "pass": self.tr("Pass"),
        }
        return names.get(action.kind, action.kind)

    def _apply(self, action: Action, by_ai: bool) -> bool:
        g = self.game
        safe = g.clone()
        try:
            entry = self._record(action, by_ai)
        except IllegalAction as exc:
            self._game = safe
            log.warning("illegal action refused: %s", exc)
            self.error.emit(str(exc))
            return False
        except Exception as exc:  # noqa: BLE001 - the game goes on from its last good state
            self._game = safe
            log.exception("applying %s failed", action.describe())
            self.error.emit(fmt(self.tr("Internal error while applying the action: %1"), repr(exc)))
            return False
        self._track(entry)
        # On disk before anyone is told: an action the window shows is in the autosave.
        self._autosave()
        self._tell_applied(entry)
        self._announce()
        return True

    # ------------------------------------------------------------------ computer
    def _prepare_job(self, seat: int) -> Callable[[], object]:
        g = self.game
        agent = self.agents.get(seat)
        if agent is None:
            agent = self.agents[seat] = self.agent_factory(self.difficulty, None)
        view = g.clone(reseed=(self._generation * 7919 + len(self.entries)) & 0x7FFFFFFF)
        return lambda: agent.choose(view)

    def _ai_chose(self, seat: int, action: object) -> None:
        del seat  # the game says whose turn it is
        if not isinstance(action, Action) or action not in self.game.legal_actions():
            log.error("computer chose an illegal action: %r", action)
            legal = self.game.legal_actions()
            if not legal:
                return
            self.error.emit(self.tr("The computer chose an illegal action; it plays a legal "
                                    "one instead."))
            action = legal[-1] if self.game.pending is not None else legal[0]
        assert isinstance(action, Action)
        self._apply(action, by_ai=True)

    def _ai_failed(self, seat: int, message: str) -> None:
        self.error.emit(self.tr("The computer player failed:") + "\n" + message.strip()
                        .splitlines()[-1])
        # A quick, legal player takes the seat so the game goes on.
        self.agents[seat] = make_agent(FALLBACK_LEVEL, self._generation)
        self._after_change()

    def wait_idle(self, timeout_ms: int = 5000) -> bool:
        """Block until no worker runs (tests); the warm-up is not waited for."""
        return super().wait_idle(timeout_ms) and self.advisor.wait(timeout_ms)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """The app is closing: the computer stops thinking, the warm-up stops, and every
        worker thread is waited for (each within ``timeout_ms``)."""
        idle = super().shutdown(timeout_ms)
        return self.advisor.shutdown(timeout_ms) and idle

    # ------------------------------------------------------------------ undo / redo
    def can_undo(self) -> bool:
        return self._game is not None and self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self._game is not None and self.undo_stack.canRedo()

    def undo_text(self) -> str:
        """The name of the step Undo would take back ("" if none)."""
        return self.undo_stack.undoText() if self.can_undo() else ""

    def redo_text(self) -> str:
        return self.undo_stack.redoText() if self.can_redo() else ""

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.undo_stack.redo()
        return True

    def _undo_step(self, cmd: StepCommand) -> None:
        """Back to the position before ``cmd`` (called by the undo stack)."""
        k = cmd.start
        if self._game is None or k >= len(self._before) or len(self.entries) != cmd.end():
            log.error("undo stack out of step with the game (%s, %s entries)", k,
                      len(self.entries))
            cmd.setObsolete(True)
            return
        self._cancel_ai()
        self._game = self._before[k].clone()
        del self.entries[k:]
        del self._before[k:]
        self._autosave()
        self._announce(reset=True)

    def _redo_step(self, cmd: StepCommand) -> None:
        """Re-apply ``cmd``'s actions through the engine (called by the undo stack)."""
        if self._game is None or len(self.entries) != cmd.start:
            cmd.setObsolete(True)
            return
        self._cancel_ai()
        for action in cmd.actions:
            if action not in self.game.legal_actions():
                log.error("redo: %s is no longer legal", action.describe())
                cmd.setObsolete(True)
                break
            self._tell_applied(
                self._record(action, by_ai=not self.is_human(self.game.current_player())))
        self._autosave()
        self._announce()

    @Slot(int)
    def _on_stack_index(self, _index: int) -> None:
        try:
            self._emit_undo()
        except RuntimeError:  # the stack is being destroyed with the controller
            pass

    # ------------------------------------------------------------------ saved or not
    def mark_saved(self) -> None:
        """The game as it stands is in a save file (just written or just loaded)."""
        self.undo_stack.setClean()
        super().mark_saved()

    def _progress(self) -> tuple[object, list[Any]]:
        return self.setup, [e.action for e in self.entries]

    # ------------------------------------------------------------------ results
    def result(self) -> dict[str, Any]:
        g = self.game
        lost = [sum(1 for u in g.units.values() if u.owner == p and u.where == "captive")
                for p in (0, 1)]
        return {"winner": g.winner, "reason": g.win_reason, "turns": g.turn, "lost": lost,
                "players": self.players, "actions": len(self.entries), "rules": g.rules,
                "turn_limit": g.turn_limit}

    def _autosave_wanted(self) -> bool:
        return self.autosave and self.setup is not None

    def _write_autosave(self, notices: list[str]) -> None:
        from ..storage.saves import SAVES

        if self.game.is_over():
            SAVES.clear_autosave(self.to_save())
        else:
            SAVES.write_autosave(self.to_save(), notices=notices)
