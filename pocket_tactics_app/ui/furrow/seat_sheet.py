"""A seat's public sheet: what every player at the table may know about one seat (S17):
its mat with covered slots and upgrades, faction and unlocked mech abilities with what
each does, structures, recruits and their bonuses, stars by category, resources it
controls, the size of its hand (never the cards), power, popularity, coins, and the
objectives it has revealed. Opened by a click on the seat's name in the tracks panel or
on one of its units or structures on the board (when that click is not a choice)."""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...furrow.engine.content import COLUMNS, RESOURCES
from ...furrow.engine.game import ONGOING, STAR_CATEGORIES, Game
from ...textfmt import english_plural, fmt
from . import words
from .board import faction_colour
from .card_words import faction_ability_texts, mech_ability_texts, structure_texts
from .objective_words import condition_words
from .panels import ROMAN, MatPanel
from .score_now import score_tooltip
from .words import tr

if TYPE_CHECKING:
    from .window import FurrowWindow

Hex = tuple[int, int]


def _item(name: str, text: str) -> str:
    return "<li><b>" + html.escape(name) + "</b>: " + html.escape(text) + "</li>"


def sheet_html(game: Game, seat: int) -> str:
    """The sheet's public facts as rich text (everything but the mat)."""
    p = game.players[seat]
    fac = game.content.factions[p.faction]
    held = len(p.hand)
    out = [fmt(tr("Coins %1 · Power %2 · Popularity %3"), p.coins, p.power, p.popularity)
           + " · " + english_plural(QCoreApplication.translate(
                "FurrowWords", "%n combat card(s) in hand", None, held), held)]
    out.append("<br>" + html.escape(score_tooltip(game, seat)).replace("\n", "<br>"))
    out.append("<h4>" + html.escape(tr("Abilities")) + "</h4><ul>")
    out.append(_item(words.faction_ability(fac.ability, fac.ability_name),
                     faction_ability_texts().get(fac.ability, "")))
    texts = mech_ability_texts()
    for a in p.mech_abilities:
        name = (fmt(tr("%1 (%2)"), words.ability("river", "River crossing"), ", ".join(
            words.terrain(t) for t in fac.river_terrains)) if a == "river"
            else words.ability(a, game.content.ability_names.get(a, a)))
        out.append(_item(name, texts.get(a, "")))
    locked = [a for a in fac.mech_abilities if a not in p.mech_abilities]
    if locked:
        out.append("<li>" + html.escape(fmt(tr("Not yet unlocked: %1"), ", ".join(
            words.ability(a, game.content.ability_names.get(a, a)) for a in locked)))
                   + "</li>")
    out.append("</ul><h4>" + html.escape(tr("Structures")) + "</h4><ul>")
    built = {kind: h for h, (owner, kind) in game.structures.items() if owner == seat}
    stexts = structure_texts()
    for kind, h in built.items():
        out.append(_item(fmt(tr("%1 at %2"), words.structure(kind), words.hex_name(game, h)),
                         stexts.get(kind, "")))
    if not built:
        out.append("<li>" + html.escape(tr("none yet")) + "</li>")
    out.append("</ul><h4>" + html.escape(tr("Recruits")) + "</h4><ul>")
    for column in COLUMNS:
        if column in p.recruits:
            out.append(_item(fmt(tr("%1 %2"), ROMAN[COLUMNS.index(column)],
                                 words.bottom_action(column)),
                             fmt(tr("+1 %1 whenever this seat or a neighbour does this; "
                                    "one-time bonus taken: 2 %2"), words.track(ONGOING[column]),
                                 words.track(str(p.recruits[column])))))
    if not p.recruits:
        out.append("<li>" + html.escape(tr("none yet")) + "</li>")
    out.append("</ul><h4>" + html.escape(tr("Stars")) + "</h4><ul>")
    for cat in STAR_CATEGORIES:
        n = p.stars.count(cat)
        if n:
            out.append("<li>" + html.escape(fmt(tr("%1 × %2"), words.star(cat), n)) + "</li>")
    if not p.stars:
        out.append("<li>" + html.escape(tr("none yet")) + "</li>")
    out.append("</ul><h4>" + html.escape(tr("Resources controlled")) + "</h4>")
    out.append(html.escape(", ".join(fmt(tr("%1 %2"), game.controlled_resources(seat, r),
                                         words.resource(r)) for r in RESOURCES)))
    if p.objectives_revealed:
        out.append("<h4>" + html.escape(tr("Objectives revealed")) + "</h4><ul>")
        for cid in p.objectives_revealed:
            out.append(_item(words.card(game, cid)[0], condition_words(game, seat, cid)))
        out.append("</ul>")
    return "".join(out)


class SeatSheet(QDialog):
    """One seat's public sheet (non-modal; it follows the game while open)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatSheet")
        self.resize(820, 660)
        self.seat = 0
        lay = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("seatSheetTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        self.facts = QLabel()
        self.facts.setObjectName("seatSheetFacts")
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setWordWrap(True)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.mat = MatPanel()
        self.mat.setObjectName("seatSheetMat")
        self.mat.header.hide()  # the title and the facts say it
        for widget, stretch in ((self.facts, 2), (self.mat, 3)):
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(widget)
            row.addWidget(scroll, stretch)
        lay.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def refresh(self, game: Game) -> None:
        """The game changed: the sheet on show follows it."""
        if self.isVisible():
            self.show_seat(game, self.seat)

    def show_seat(self, game: Game, seat: int) -> None:
        self.seat = seat
        name = words.faction_name(game, seat)
        self.setWindowTitle(fmt(self.tr("%1: public sheet"), name))
        mat = game.mat(seat)
        self.title.setText(
            f"<span style='color:{faction_colour(game, seat)}; font-size:16px'><b>"
            + html.escape(name) + "</b></span> · " + html.escape(fmt(
                self.tr("mat %1 (%2)"), mat.number, words.mat(mat.number, mat.name))))
        self.facts.setText(sheet_html(game, seat))
        self.mat.show_seat(game, seat, False, [])


def _hexes_in(value: Any) -> Iterator[Hex]:
    """Every hex named anywhere in a legal entry's fields."""
    if isinstance(value, list) and len(value) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        yield (value[0], value[1])
    elif isinstance(value, list):
        for v in value:
            yield from _hexes_in(v)
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _hexes_in(v)


def owner_at(game: Game, at: Hex) -> int | None:
    """The seat whose units (the lowest seat, if several) or structure stand on ``at``."""
    owners = sorted({u.owner for u in game.units_at(at)})
    if owners:
        return owners[0]
    built = game.structures.get(at)
    return built[0] if built is not None else None


def is_choice(window: FurrowWindow, at: Hex) -> bool:
    """Whether a click on ``at`` picks something in the decision on screen (a unit to
    move, a destination, a hex to produce on or fight at): then it opens no sheet."""
    seat = window.deciding()
    if seat is None or window.handoff.isVisible():
        return False
    if window.interaction.selected is not None or at in window._glow:
        return True
    g = window.controller.game
    for e in window.controller.legal_for(seat):
        if "unit" in e and str(e["unit"]) in g.units and g.units[str(e["unit"])].at == at:
            return True
        if at in set(_hexes_in({k: v for k, v in e.items() if k != "unit"})):
            return True
    return False


def open_sheet(window: FurrowWindow, seat: int) -> SeatSheet:
    """Open (or bring up) the window's sheet on ``seat``."""
    sheet = window.sheet
    if not isinstance(sheet, SeatSheet):
        sheet = SeatSheet(window)
        window.sheet = sheet
        c = window.controller
        c.state_changed.connect(lambda: sheet.refresh(c.game) if c.has_game() else None)
    sheet.show_seat(window.controller.game, seat)
    sheet.show()
    sheet.raise_()
    return sheet


def open_sheet_at(window: FurrowWindow, at: Hex) -> bool:
    """A board click on a seat's unit or structure that is not a choice opens its sheet."""
    if not window.controller.has_game() or is_choice(window, at):
        return False
    seat = owner_at(window.controller.game, at)
    if seat is None:
        return False
    open_sheet(window, seat)
    return True
