"""Warnings before a choice that wastes something: a section whose top action cannot be
taken, a bottom action skipped while one is on offer, a combat entered or committed with
0 power and no cards, a move that leaves workers open to be pushed home.

Each check reads the game and the action about to be sent and returns the warning in
words, or None. :func:`guard` shows the warning (a non-modal dialog with "Don't ask
again") and sends the action only once it is confirmed. "Don't ask again" holds for the
rest of the session (:data:`SILENCED`), for every Furrow window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_interaction import Reason, Section, as_hex
from ...furrow.engine.game import Action, Game
from ...furrow.engine.state import Unit
from ...textfmt import fmt
from . import words
from .words import tr

Hex = tuple[int, int]


class Waste(StrEnum):
    """What a choice would waste (one "don't ask again" each)."""

    TOP_LOST = "top_lost"
    BOTTOM_SKIPPED = "bottom_skipped"
    EMPTY_COMBAT = "empty_combat"
    WORKERS_LEFT = "workers_left"


# The warnings the player asked not to see again in this session.
SILENCED: set[Waste] = set()

# The six steps to a hex's neighbours (S0).
NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def section_warning(section: Section, why_words: Callable[[Any], str]) -> str | None:
    """Choosing a section whose top action cannot be taken (S6.2 passes over it)."""
    why = section.top.why_not
    if not section.choosable or why is None or why.reason is Reason.NOT_DECIDING:
        return None
    text = fmt(tr("The top action of this section cannot be taken now (%1): it will be "
                  "passed over."), why_words(why))
    low = section.bottom.why_not
    if low is not None and low.reason is not Reason.NOT_DECIDING:
        text += " " + fmt(tr("Its bottom action cannot be taken either (%1)."),
                          why_words(low))
    return text


def skip_warning(game: Game, legal: Sequence[Action]) -> str | None:
    """Skipping a bottom action while the seat could take it."""
    if game.phase() != "bottom" or not any(e["kind"] != "skip" for e in legal):
        return None
    return tr("You can still take this section's bottom action; skipping it gives "
              "nothing.")


def _fighters_at(game: Game, at: Hex, seat: int, own: bool) -> list[Unit]:
    return [u for u in game.units.values() if u.at == at and u.kind != "worker"
            and (u.owner == seat) == own]


def move_warning(game: Game, seat: int, action: Mapping[str, Any]) -> tuple[Waste, str] | None:
    """A move into a combat with 0 power and no combat card, or off a hex where the
    seat's workers stay, with no character or mech of theirs, beside a rival's."""
    unit = game.units.get(str(action.get("unit")))
    path = [h for h in (as_hex(x) for x in action.get("path", [])) if h is not None]
    if unit is None or unit.kind == "worker" or not path:
        return None
    p = game.players[seat]
    end = path[-1]
    if _fighters_at(game, end, seat, own=False) and p.power == 0 and not p.hand:
        return Waste.EMPTY_COMBAT, fmt(tr(
            "This move starts a combat at %1 with 0 power and no combat card: you cannot "
            "add anything to your dial."), words.hex_name(game, list(end)))
    start = unit.at
    if start is None:
        return None
    carried = set(action.get("carry", {}).get("workers", []))
    left = [u for u in game.units.values() if u.at == start and u.owner == seat
            and u.kind == "worker" and u.id not in carried]
    guards = [u for u in _fighters_at(game, start, seat, own=True) if u.id != unit.id]
    rivals = [u for d in NEIGHBOURS
              for u in _fighters_at(game, (start[0] + d[0], start[1] + d[1]), seat,
                                    own=False)]
    if left and not guards and rivals:
        return Waste.WORKERS_LEFT, fmt(tr(
            "Your workers at %1 stay with no character or mech beside them, next to a "
            "rival's: they can be pushed home, and you would lose popularity."),
            words.hex_name(game, list(start)))
    return None


def commit_warning(game: Game, seat: int, action: Mapping[str, Any]) -> str | None:
    """A commit of 0 power and no card while the seat has power or cards to add."""
    p = game.players[seat]
    if int(action.get("power", 0)) or action.get("cards") or not (p.power or p.hand):
        return None
    return tr("You commit 0 power and no combat card, though you have some to add.")


class _Host(Protocol):
    """The window a warning belongs to: where its dialog is kept and what it redraws."""

    _dialog: QWidget | None

    def refresh(self) -> None: ...


class WasteWarning(QDialog):
    """One warning: what the choice wastes, "Don't ask again", go on or go back."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowWarning")
        self.setWindowTitle(self.tr("Before you choose"))
        lay = QVBoxLayout(self)
        self.label = QLabel(text)
        self.label.setObjectName("warningText")
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(360)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.label)
        self.silence = QCheckBox(self.tr("Don't ask again"))
        self.silence.setObjectName("warningSilence")
        lay.addWidget(self.silence)
        row = QHBoxLayout()
        back = QPushButton(self.tr("Go back"))
        back.setObjectName("warningBack")
        back.clicked.connect(self.reject)
        go = QPushButton(self.tr("Do it anyway"))
        go.setObjectName("warningGo")
        go.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(back)
        row.addWidget(go)
        lay.addLayout(row)
        back.setDefault(True)


def guard(host: _Host, parent: QWidget, waste: Waste, text: str | None,
          go: Callable[[], object]) -> None:
    """``go()`` at once when nothing is wasted or this warning is silenced; otherwise
    after the player confirms the warning (going back redraws the screen)."""
    if text is None or waste in SILENCED:
        go()
        return
    dlg = WasteWarning(text, parent)
    host._dialog = dlg

    def done(result: int) -> None:
        host._dialog = None
        if dlg.silence.isChecked():
            SILENCED.add(waste)
        if result == QDialog.DialogCode.Accepted:
            go()
        else:
            host.refresh()
    dlg.finished.connect(done)
    dlg.open()


__all__ = ["NEIGHBOURS", "SILENCED", "Waste", "WasteWarning", "commit_warning", "guard",
           "move_warning", "section_warning", "skip_warning"]
