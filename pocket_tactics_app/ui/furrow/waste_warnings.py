"""Warnings before a choice that wastes something, in words, and the dialog that asks
before the choice is sent.

Which choice wastes what is decided by :mod:`...controller.furrow_warnings` (Qt-free,
typed facts); this module words it in the player's language. :func:`guard` shows the
warning (a non-modal dialog with "Don't ask again") and sends the action only once it
is confirmed. The warnings silenced (:data:`SILENCED`) hold for every Furrow window;
the hosted game keeps them in the settings (the window's ``keep_warnings``), and
View ▸ Show all warnings again (:func:`show_all_again`) brings them back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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

from ...controller import furrow_warnings as facts_of
from ...controller.furrow_interaction import Section, WhyNot
from ...controller.furrow_warnings import Waste, WasteFacts
from ...furrow.engine.game import Action, Game
from ...textfmt import fmt
from . import words
from .words import tr

#: The warnings the player asked not to see again.
SILENCED: set[Waste] = set()


def text(game: Game | None, facts: WasteFacts,
         why_words: Callable[[WhyNot], str] | None = None) -> str:
    """A warning in the player's language (``why_words``: a reason in words, for a
    section's; ``game``: where its hexes are named, for a move's)."""
    if facts.waste is Waste.TOP_LOST:
        assert facts.why is not None and why_words is not None
        out = fmt(tr("The top action of this section cannot be taken now (%1): it will be "
                     "passed over."), why_words(facts.why))
        if facts.bottom_why is not None:
            out += " " + fmt(tr("Its bottom action cannot be taken either (%1)."),
                             why_words(facts.bottom_why))
        return out
    if facts.waste is Waste.BOTTOM_SKIPPED:
        return tr("You can still take this section's bottom action; skipping it gives "
                  "nothing.")
    if facts.at is None:
        return tr("You commit 0 power and no combat card, though you have some to add.")
    assert game is not None
    at = words.hex_name(game, list(facts.at))
    if facts.waste is Waste.EMPTY_COMBAT:
        return fmt(tr("This move starts a combat at %1 with 0 power and no combat card: you "
                      "cannot add anything to your dial."), at)
    return fmt(tr("Your workers at %1 stay with no character or mech beside them, next to a "
                  "rival's: they can be pushed home, and you would lose popularity."), at)


def section_warning(section: Section, why_words: Callable[[WhyNot], str]) -> str | None:
    """Choosing a section whose top action cannot be taken (S6.2 passes over it)."""
    facts = facts_of.section_warning(section)
    return None if facts is None else text(None, facts, why_words)


def skip_warning(game: Game, legal: Sequence[Action]) -> str | None:
    """Skipping a bottom action while the seat could take it."""
    facts = facts_of.skip_warning(game, legal)
    return None if facts is None else text(game, facts)


def move_warning(game: Game, seat: int, action: Mapping[str, Any]) -> tuple[Waste, str] | None:
    """A move into a combat with nothing to fight with, or one that leaves workers open."""
    facts = facts_of.move_warning(game, seat, action)
    return None if facts is None else (facts.waste, text(game, facts))


def commit_warning(game: Game, seat: int, action: Mapping[str, Any]) -> str | None:
    """A commit of 0 power and no card while the seat has power or cards to add."""
    facts = facts_of.commit_warning(game, seat, action)
    return None if facts is None else text(game, facts)


class _Host(Protocol):
    """The window a warning belongs to: where its dialog is kept and what it redraws."""

    _dialog: QWidget | None
    keep_warnings: Callable[[], object] | None

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
        if dlg.silence.isChecked() and waste not in SILENCED:
            SILENCED.add(waste)
            _kept(host)
        if result == QDialog.DialogCode.Accepted:
            go()
        else:
            host.refresh()
    dlg.finished.connect(done)
    dlg.open()


def _kept(host: _Host) -> None:
    if host.keep_warnings is not None:
        host.keep_warnings()


def show_all_again(host: _Host) -> None:
    """View ▸ Show all warnings again: every warning silenced is asked again."""
    SILENCED.clear()
    _kept(host)


def silenced() -> list[str]:
    """The warnings silenced, in a fixed order (as the settings keep them)."""
    return [w.value for w in Waste if w in SILENCED]


def load_silenced(kept: Sequence[str]) -> None:
    """The warnings silenced as the settings keep them."""
    SILENCED.clear()
    SILENCED.update(w for w in Waste if w.value in kept)


__all__ = ["SILENCED", "Waste", "WasteWarning", "commit_warning", "guard",
           "load_silenced", "move_warning", "section_warning", "show_all_again", "silenced",
           "skip_warning", "text"]
