"""The replay's parts without the window: every action of a save replayed up front
(:func:`build_replay`: snapshots, events, the first action that failed), the dice rolled
at any moment (:func:`rolls_at`), and the dice panel and log feed the replay window
shows them with (:mod:`.replay_window`)."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..controller.game_controller import COMPUTER, HUMAN, LogEntry
from ..engine.actions import DECISION_KINDS, Action
from ..engine.cards import Catalog
from ..engine.events import Event
from ..engine.game import Game
from ..engine.kinds import EventKind
from ..engine.replay import Replay, ReplayError
from ..storage.saves import SaveFile
from ..textfmt import fmt
from . import describe, theme
from .dice_widget import DiceRow, DieView

log = logging.getLogger(__name__)

_MAX_ROLL_BOXES = 4
# Strings outside ReplayWindow's methods are translated with literal
# QCoreApplication.translate("ReplayWindow", "...") calls: lupdate extracts only those.


# ====================================================================== replaying


@dataclass
class ReplayStep:
    """One replayed action: what was done, by whom, and the events it caused."""

    entry: LogEntry

    @property
    def action(self) -> Action:
        return self.entry.action

    @property
    def events(self) -> list[Event]:
        return self.entry.events


@dataclass(frozen=True)
class ReplayFailure:
    """The first action that did not replay: ``actions[index]``, as JSON, and why."""

    index: int
    raw: Any
    message: str

    def action_text(self) -> str:
        try:
            return json.dumps(self.raw, separators=(",", ":"), ensure_ascii=False)[:200]
        except (TypeError, ValueError):
            return repr(self.raw)[:200]


@dataclass
class ReplayData:
    """A save replayed: ``snapshots[k]`` is the game after ``k`` actions."""

    save: SaveFile
    snapshots: list[Game]
    steps: list[ReplayStep]
    initial_events: list[Event]
    players: tuple[str, str]
    failure: ReplayFailure | None = None

    @property
    def count(self) -> int:
        """How many actions replayed (the last index)."""
        return len(self.steps)

    @property
    def final(self) -> Game:
        return self.snapshots[-1]


def build_replay(save: SaveFile, catalog: Catalog) -> ReplayData:
    """Replay ``save`` keeping a snapshot per action.

    Raises :class:`ReplayError` (index -1) when the setup itself is refused. A bad
    action does not raise: the replay stops before it and ``failure`` says why.
    """
    played = Replay(save.setup, save.seed, save.actions, catalog)  # ReplayError(-1)
    players = (HUMAN, COMPUTER) if save.mode == "ai" else (HUMAN, HUMAN)
    snapshots = [played.game.clone()]
    steps: list[ReplayStep] = []
    failure: ReplayFailure | None = None
    try:
        for step in played:
            entry = LogEntry(step.index, step.action, step.player, step.turn, step.phase,
                             step.events)
            steps.append(ReplayStep(entry))
            snapshots.append(played.game.clone())
    except ReplayError as exc:
        failure = ReplayFailure(exc.index, save.actions[exc.index], exc.detail)
    except Exception as exc:  # noqa: BLE001 - an engine fault must not lose the replay
        i = len(steps)
        log.exception("replaying actions[%d] failed", i)
        failure = ReplayFailure(i, save.actions[i], f"{type(exc).__name__}: {exc}")
    return ReplayData(save, snapshots, steps, played.initial_events, players, failure)


# ====================================================================== dice


@dataclass
class RollView:
    """The dice of one unit in one roll, as the dice area shows them."""

    unit: str
    owner: int
    dice: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    shown: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    rerolled: set[tuple[str, int]] = field(default_factory=set)
    note: str = ""

    def die_views(self) -> list[DieView]:
        out: list[DieView] = []
        for colour in ("off", "def"):
            for i, base in enumerate(self.dice[colour]):
                shown = self.shown[colour][i]
                if not 1 <= base <= 6:
                    continue
                out.append(
                    DieView(
                        colour,
                        base,
                        bump=max(0, shown - base),
                        rerolled=(colour, i) in self.rerolled,
                    )
                )
        return out


def rolls_at(data: ReplayData, index: int) -> list[RollView]:
    """The dice in play at ``index``: those the action rolled, bumped or re-rolled.

    A bump, re-roll or pass shows the whole roll it belongs to (from the action that
    rolled it), so the dice are seen as they stand after that decision.
    """
    if index <= 0 or index > data.count:
        return []
    k = index - 1
    while k >= 0:
        step = data.steps[k]
        if any(e["kind"] == EventKind.ROLLED for e in step.events):
            break
        if step.action.kind not in DECISION_KINDS:
            return []
        k -= 1
    if k < 0:
        return []
    game = data.snapshots[index]
    rolls: list[RollView] = []

    def latest(uid: str) -> RollView | None:
        for roll in reversed(rolls):
            if roll.unit == uid:
                return roll
        return None

    for step in data.steps[k:index]:
        for ev in step.events:
            if ev["kind"] == EventKind.ROLLED:
                unit = game.units.get(ev["unit"])
                roll = RollView(ev["unit"], unit.owner if unit is not None else -1)
                for colour, values in (("off", ev.get("off")), ("def", ev.get("def"))):
                    roll.dice[colour] = list(values or [])
                    roll.shown[colour] = list(roll.dice[colour])
                rolls.append(roll)
            elif ev["kind"] == EventKind.COUNT:
                for uid, defeated in ((ev["target"], ev["target_defeated"]),
                                      (ev["attacker"], ev["attacker_defeated"])):
                    fought = latest(uid)
                    if fought is not None and defeated:
                        fought.note = QCoreApplication.translate("ReplayWindow", "defeated")
                    elif fought is not None:
                        fought.note = QCoreApplication.translate("ReplayWindow", "survives")
            elif ev["kind"] == EventKind.BUMPED:
                found = latest(ev["unit"])
                if found is not None:
                    found.shown[ev["colour"]][ev["die"]] = ev["value"]
            elif ev["kind"] == EventKind.REROLLED:
                found = latest(ev["unit"])
                if found is not None:
                    colour, die = ev["colour"], ev["die"]
                    found.dice[colour][die] = ev["value"]
                    found.shown[colour][die] = ev["value"]
                    found.rerolled.add((colour, die))
            elif ev["kind"] == EventKind.TEST:
                found = latest(ev["unit"])
                if found is None:
                    continue
                colour = ev["colour"]
                final = ev["dice"]
                if len(final) == len(found.shown[colour]):
                    found.shown[colour] = [
                        max(f, b) for f, b in zip(final, found.dice[colour], strict=True)
                    ]
                if ev["result"] == "pass":
                    result = QCoreApplication.translate("ReplayWindow", "passed")
                else:
                    result = QCoreApplication.translate("ReplayWindow", "failed")
                found.note = fmt(
                    QCoreApplication.translate("ReplayWindow", "%1 test %2+: %3"),
                    describe.colour_text(colour), ev["target"], result)
    return rolls[-_MAX_ROLL_BOXES:]


class _RollBox(QFrame):
    """One unit's dice in the dice area: its name, its dice and a note."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollBox")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.setSpacing(2)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.note.setStyleSheet("color: #ffd76a; font-size: 12px;")
        top.addWidget(self.name, 1)
        top.addWidget(self.note)
        self.row = DiceRow("", self, die_size=34)
        lay.addLayout(top)
        lay.addWidget(self.row)

    def show_roll(self, roll: RollView, game: Game, die_size: int = 34) -> None:
        style = theme.player_style(roll.owner)
        border = "dashed" if roll.owner == 1 else "solid"
        self.setStyleSheet(
            f"#rollBox {{ border: 2px {border} {style.color}; border-radius: 8px; }}"
        )
        self.name.setStyleSheet(f"color: {style.light}; font-weight: bold; font-size: 13px;")
        self.name.setText(describe.unit_name(game, roll.unit))
        self.note.setText(roll.note)
        self.row.set_die_size(die_size)
        self.row.set_dice(roll.die_views())


class DicePanel(QWidget):
    """The current action in words and the dice it rolled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(6)
        caps = "color: #aab4c0; font-size: 11px; text-transform: uppercase;"
        heading = QLabel(self.tr("Current action"))
        heading.setStyleSheet(caps)
        self.action = QLabel()
        self.action.setObjectName("replayAction")
        self.action.setWordWrap(True)
        self.action.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.events = QLabel()
        self.events.setWordWrap(True)
        self.events.setStyleSheet("font-size: 12px;")
        dice_heading = QLabel(self.tr("Dice"))
        dice_heading.setStyleSheet(caps)
        self.empty = QLabel(self.tr("No dice rolled by this action."))
        self.empty.setEnabled(False)
        self.empty.setWordWrap(True)
        lay.addWidget(heading)
        lay.addWidget(self.action)
        lay.addWidget(self.events)
        lay.addSpacing(4)
        lay.addWidget(dice_heading)
        self.boxes: list[_RollBox] = []
        for _ in range(_MAX_ROLL_BOXES):
            box = _RollBox(self)
            box.hide()
            self.boxes.append(box)
            lay.addWidget(box)
        lay.addWidget(self.empty)
        lay.addStretch(1)

    def show_moment(self, action_text: str, events_text: str, rolls: Sequence[RollView],
                    game: Game) -> None:
        self.action.setText(action_text)
        self.events.setText(events_text)
        self.events.setVisible(bool(events_text))
        # an assault can roll six dice or more: smaller faces keep them inside the panel
        most = max((len(r.die_views()) for r in rolls), default=0)
        size = 34 if most <= 4 else 26 if most <= 6 else 20
        for i, box in enumerate(self.boxes):
            if i < len(rolls):
                box.show_roll(rolls[i], game, size)
                box.show()
            else:
                box.hide()
        self.empty.setVisible(not rolls)

    def rolls_shown(self) -> list[list[DieView]]:
        """The dice on screen, one list per visible box (for tests)."""
        return [box.row.dice() for box in self.boxes if not box.isHidden()]


# ====================================================================== log feed


class LogFeed(QObject):
    """What GameLogModel reads from a controller, filled from a replay."""

    action_applied = Signal(object)
    history_reset = Signal()

    def __init__(self, data: ReplayData, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = data.final
        self.players = data.players
        self.entries = [step.entry for step in data.steps]
        self.initial_events = data.initial_events

    def has_game(self) -> bool:
        return True


# ====================================================================== window


__all__ = ["DicePanel", "LogFeed", "ReplayData", "ReplayFailure", "ReplayStep", "RollView",
           "build_replay", "rolls_at"]
