"""The combat reveal as a panel beside the board: every term of both totals named (the
dial, each combat card, Hired Guns, Ambush Ground, Stand Fast, anything else), what
Bombard took before the commit, the totals and the winner.

The terms come from the engine's events of the combat (``combat``, ``bombard``,
``hired_guns``, ``revealed``) and the abilities S3.4 gives the two seats; a part of a
total that none of them explains is shown as "other modifiers", so the terms always add
up to the engine's total. The panel holds the game until "Go on" is clicked; "Hide"
takes it away to see the map (the game stays held) and the status bar's button brings it
back.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...furrow.engine.game import Game
from ...textfmt import fmt
from . import words
from .words import tr


@dataclass(frozen=True)
class Term:
    """One named part of a side's total (``counted``: False for a note, such as the
    power Bombard took before the commit, that is not added to the total)."""

    label: str
    value: int
    counted: bool = True


def combat_events(batches: Iterable[Sequence[Mapping[str, Any]]]) -> list[Mapping[str, Any]]:
    """The events of the last combat begun, from its ``combat`` event on, given every
    action's events in order."""
    flat = [e for batch in batches for e in batch]
    starts = [i for i, e in enumerate(flat) if e.get("kind") == "combat"]
    return flat[starts[-1]:] if starts else []


def _ability(game: Game, key: str) -> str:
    return words.ability(key, str(game.content.ability_names.get(key, key)))


def reveal_terms(game: Game, event: Mapping[str, Any],
                 before: Sequence[Mapping[str, Any]]) -> dict[int, list[Term]]:
    """Each side's terms in the order they add up (the last one the total)."""
    start = next((e for e in before if e.get("kind") == "combat"), None)
    defender = int(start["defender"]) if start is not None else -1
    at = event.get("at")
    terrain = game.board.terrain.get((int(at[0]), int(at[1]))) if isinstance(at, list) else None
    out: dict[int, list[Term]] = {}
    for key, commit in event.get("commits", {}).items():
        seat = int(key)
        terms = [Term(tr("Power dial"), int(commit.get("power", 0)))]
        terms += [Term(tr("Combat card"), int(v)) for v in commit.get("cards", [])]
        for e in before:
            if e.get("kind") == "hired_guns" and int(e["player"]) == seat:
                terms.append(Term(_ability(game, "hired_guns"), int(e.get("coins", 0))))
        if game.has(seat, "ambush_ground") and terrain in ("forest", "mountain"):
            terms.append(Term(_ability(game, "ambush_ground"), 2))
        if game.has(seat, "stand_fast") and seat == defender:
            terms.append(Term(_ability(game, "stand_fast"), 1))
        total = int(commit.get("total", 0))
        rest = total - sum(t.value for t in terms)
        if rest:
            terms.append(Term(tr("Other modifiers"), rest))
        for e in before:
            if e.get("kind") == "bombard" and int(e["player"]) == seat:
                terms.append(Term(fmt(tr("%1: paid before the commit"),
                                      _ability(game, "bombard")), -1, counted=False))
            if e.get("kind") == "bombard" and int(e.get("target", -1)) == seat:
                terms.append(Term(fmt(tr("%1: lost before the commit"),
                                      _ability(game, "bombard")), -2, counted=False))
        terms.append(Term(tr("Total"), total))
        out[seat] = terms
    return out


def reveal_html(game: Game, event: Mapping[str, Any],
                before: Sequence[Mapping[str, Any]]) -> str:
    """Both sides' terms, one block each side by side (the panel stays short, so the
    mat under it needs no scrolling), and the winner."""
    blocks = []
    for seat, terms in reveal_terms(game, event, before).items():
        rows = []
        for t in terms:
            value = fmt(tr("%1 power"), t.value) if not t.counted else str(t.value)
            label = html.escape(t.label)
            if t is terms[-1]:
                label, value = f"<b>{label}</b>", f"<b>{value}</b>"
            elif not t.counted:
                label = f"<i>{label}</i>"
            rows.append(f"<tr><td>{label}</td><td align='right'>&nbsp;{value}</td></tr>")
        blocks.append(f"<b>{html.escape(words.faction_name(game, seat))}</b>"
                      "<table cellspacing='0'>" + "".join(rows) + "</table>")
    winner = words.faction_name(game, int(event["winner"]))
    return ("<table cellspacing='0'><tr>"
            + "<td width='24'></td>".join(f"<td valign='top'>{b}</td>" for b in blocks)
            + "</tr></table><b>"
            + html.escape(fmt(tr("%1 wins the combat."), winner)) + "</b>")


class RevealPanel(QFrame):
    """The last combat revealed, beside the board. ``seen`` when "Go on" is clicked."""

    seen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowReveal")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel()
        self.title.setObjectName("revealTitle")
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.text = QLabel()
        self.text.setObjectName("revealText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        row = QHBoxLayout()
        self.hide_button = QPushButton(self.tr("Hide to see the map"))
        self.hide_button.setObjectName("revealHide")
        self.hide_button.clicked.connect(self.hide)
        self.ok = QPushButton(self.tr("Go on"))
        self.ok.setObjectName("revealOk")
        self.ok.clicked.connect(self.accept)
        row.addWidget(self.hide_button)
        row.addStretch(1)
        row.addWidget(self.ok)
        lay.addLayout(row)
        self.held = False  # the game waits for "Go on"
        self.hide()

    def show_reveal(self, game: Game, event: Mapping[str, Any],
                    before: Sequence[Mapping[str, Any]]) -> None:
        self.title.setText(fmt(self.tr("Combat at %1 revealed"),
                               words.hex_name(game, event.get("at"))))
        self.text.setText(reveal_html(game, event, before))
        self.held = True
        self.ok.setEnabled(True)
        self.show()

    def accept(self) -> None:
        """Seen: the game goes on and the panel steps aside."""
        was_held = self.held
        self.held = False
        self.ok.setEnabled(False)
        self.hide()
        if was_held:
            self.seen.emit()


__all__ = ["RevealPanel", "Term", "combat_events", "reveal_html", "reveal_terms"]
