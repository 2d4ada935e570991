"""The player mat of one seat and the tracks of every player.

The mat shows the four sections (and a Foundry card) with their top and bottom actions
at their current costs, covered slots, recruits and the ongoing bonuses, the last section
marked unavailable; the section buttons are the seat's legal ``section`` entries. Hand
values appear only on the seat's private screen (``private``); elsewhere only its size.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...furrow.engine.content import COLUMN_RESOURCE, COLUMNS, RESOURCES
from ...furrow.engine.game import CUBES, ONGOING, Game
from ...textfmt import fmt
from . import words
from .board import RESOURCE_COLOURS, faction_colour
from .dialogs import amounts_text
from .words import tr

ROMAN = ("I", "II", "III", "IV", "F")


def _clear(layout: QGridLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.setParent(None)
            w.deleteLater()


def top_text(game: Game, seat: int, section: int) -> str:
    """A section's top action with what it costs and gives now."""
    p = game.players[seat]
    up = set(p.cubes_removed)
    if section == 5:
        card = game.content.foundry[p.foundry_card] if p.foundry_card else None
        if card is None:
            return words.top_action("foundry")
        return "<br>".join(fmt(tr("pay %1 → %2"), amounts_text(o.cost),
                               amounts_text(o.gain)) for o in card.top)
    kind = game.mat(seat).columns[section - 1].top
    cubes = [c for c in CUBES if c.startswith(kind)]
    done = sum(1 for c in cubes if c in up)
    return _top_effect(game, seat, kind, up) + (
        "<br>" + fmt(tr("upgraded %1 of %2"), done, len(cubes)) if cubes else "")


def _top_effect(game: Game, seat: int, kind: str, up: set[str]) -> str:
    if kind == "strengthen":
        return fmt(tr("pay 1 coin → +%1 power or +%2 card(s)"),
                   3 if "strengthen_power" in up else 2, 2 if "strengthen_cards" in up else 1)
    if kind == "move":
        return fmt(tr("move %1 units, or +%2 coin(s)"), 3 if "move_units" in up else 2,
                   2 if "move_coins" in up else 1)
    if kind == "produce":
        w = game.workers_in_play(seat)
        cost = ({} if w <= 3 else {"power": 1} if w <= 5
                else {"power": 1, "popularity": 1} if w <= 7
                else {"power": 1, "popularity": 1, "coins": 1})
        return fmt(tr("on %1 hexes; pay %2"), 3 if "produce_hexes" in up else 2,
                   amounts_text(cost))
    return fmt(tr("pay 1 coin → 2 resources or +%1 popularity"),
               2 if "trade_popularity" in up else 1)


def bottom_text(game: Game, seat: int, section: int) -> str:
    p = game.players[seat]
    if section == 5:
        return tr("move one unit up to 2 hexes")
    column = COLUMNS[section - 1]
    col = game.mat(seat).columns[section - 1]
    cost = col.cost - p.slots_covered.get(column, 0)
    text = fmt(tr("pay %1 %2 → +%3 coins"), cost,
               words.resource(COLUMN_RESOURCE[column]), col.coins)
    if col.removable:
        text += "<br>" + fmt(tr("slots covered %1 of %2"),
                             p.slots_covered.get(column, 0), col.removable)
    if column in p.recruits:
        text += "<br>" + fmt(tr("recruit: +1 %1 when you or a neighbour does this"),
                             words.track(ONGOING[column]))
    for n in game.neighbours(seat):
        if column in game.players[n].recruits:
            text += "<br>" + fmt(tr("%1 gains %2 when you do this"),
                                 html.escape(words.faction_name(game, n)),
                                 words.track(ONGOING[column]))
    return text


class MatPanel(QWidget):
    """The mat of the seat on show; ``section_chosen(n)`` from its section buttons."""

    section_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowMat")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.header = QLabel()
        self.header.setObjectName("matHeader")
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.header)
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        lay.addLayout(self.grid)
        self.buttons: dict[int, QPushButton] = {}

    def show_seat(self, game: Game, seat: int, private: bool, sections: list[int]) -> None:
        p = game.players[seat]
        mat = game.mat(seat)
        colour = faction_colour(game, seat)
        if private:
            hand = fmt(self.tr("Hand: %1"), ", ".join(str(v) for v in sorted(p.hand, reverse=True))
                       or self.tr("empty"))
            objectives = ", ".join(
                fmt(self.tr("%1 (met)") if game.check_condition(
                    seat, game.content.objectives[o].condition) else self.tr("%1 (not yet)"),
                    html.escape(words.card(game, o)[0])) for o in p.objectives)
            secret = hand + "<br>" + fmt(self.tr("Objectives: %1"), objectives)
        else:
            secret = fmt(self.tr("Hand: %1 card(s)"), len(p.hand))
        self.header.setText(
            f"<span style='color:{colour}; font-size:15px'><b>"
            f"{html.escape(words.faction_name(game, seat))}</b></span> · "
            + html.escape(fmt(self.tr("mat %1 (%2)"), mat.number,
                              words.mat(mat.number, mat.name))) + "<br>"
            + fmt(self.tr("Coins %1 · Power %2 · Popularity %3"), p.coins, p.power,
                  p.popularity) + "<br>" + secret)
        _clear(self.grid)
        self.buttons = {}
        count = 5 if p.foundry_card else 4
        for i in range(1, count + 1):
            frame = QFrame()
            frame.setObjectName(f"section{i}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            last = p.last_section == i
            border = "#555" if last else colour
            frame.setStyleSheet(f"QFrame#section{i} {{ border: 1px solid {border}; "
                                "border-radius: 6px; }")
            box = QVBoxLayout(frame)
            box.setContentsMargins(6, 4, 6, 4)
            box.setSpacing(2)
            top_kind = "foundry" if i == 5 else mat.columns[i - 1].top
            bottom_kind = "foundry_move" if i == 5 else COLUMNS[i - 1]
            label = QLabel(
                f"<b>{ROMAN[i - 1]}</b> · <b>{html.escape(words.top_action(top_kind))}</b>: "
                + top_text(game, seat, i) + "<br><b>"
                + html.escape(words.bottom_action(bottom_kind)) + "</b>: "
                + bottom_text(game, seat, i))
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            box.addWidget(label)
            if last:
                note = QLabel(self.tr("Used last turn: unavailable"))
                note.setStyleSheet("color: #ff9a7a;")
                box.addWidget(note)
            btn = QPushButton(fmt(self.tr("Choose section %1"), ROMAN[i - 1]))
            btn.setObjectName(f"chooseSection{i}")
            btn.setEnabled(i in sections)
            btn.setVisible(bool(sections))
            btn.clicked.connect(lambda _=False, s=i: self.section_chosen.emit(s))
            box.addWidget(btn)
            self.buttons[i] = btn
            self.grid.addWidget(frame, (i - 1) // 2, (i - 1) % 2)
            frame.show()  # now, not when the layout's posted show arrives


class TracksPanel(QWidget):
    """Power, popularity, coins, hand size and stars of every player, in one table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowTracks")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 2, 6, 2)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(1)

    def show_game(self, game: Game, seats: list[str]) -> None:
        _clear(self.grid)
        heads = [self.tr("Player"), self.tr("Seat"), self.tr("Power"), self.tr("Popularity"),
                 self.tr("Coins"), self.tr("Cards"), self.tr("Stars"), self.tr("Round")]
        for c, h in enumerate(heads):
            lab = QLabel(f"<b>{html.escape(h)}</b>")
            self.grid.addWidget(lab, 0, c)
            lab.show()
        for seat in range(game.n):
            p = game.players[seat]
            mark = "▶ " if seat in game.deciders() else ""
            kind = self.tr("human") if seats[seat] == "human" else fmt(
                self.tr("computer (%1)"), words.level(seats[seat]))
            stars = ", ".join(words.star(s) for s in p.stars)
            values = [
                f"{mark}<span style='color:{faction_colour(game, seat)}'><b>"
                f"{html.escape(words.faction_name(game, seat))}</b></span>",
                html.escape(kind), str(p.power), str(p.popularity), str(p.coins),
                str(len(p.hand)), f"{len(p.stars)}" + (f" ({html.escape(stars)})" if stars
                                                       else ""),
                str(game.round) if seat == 0 else "",
            ]
            for c, v in enumerate(values):
                lab = QLabel(v)
                lab.setTextFormat(Qt.TextFormat.RichText)
                lab.setObjectName(f"track_{seat}_{c}")
                self.grid.addWidget(lab, seat + 1, c)
                lab.show()
        legend = " ".join(
            f"<span style='color:{RESOURCE_COLOURS[r]}; background:#d8dce2'>●</span>"
            f" {html.escape(words.resource(r))}" for r in RESOURCES)
        tile = game.content.bonus_tiles[game.bonus_tile]
        name, text = words.bonus_tile(tile.id, tile.name, tile.text)
        legend = ("<b>" + html.escape(fmt(self.tr("Structure bonus: %1"), name))
                  + "</b> — " + html.escape(text) + "<br>" + legend)
        key = QLabel(legend + " · " + html.escape(self.tr(
            "C character, M mech, W worker, ⌂ structure, ? encounter; numbers count resources")))
        key.setTextFormat(Qt.TextFormat.RichText)
        key.setWordWrap(True)
        key.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the key's height does not stretch the table's rows
        key.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.grid.addWidget(key, 0, len(heads), game.n + 1, 1)
        key.show()
        self.grid.setColumnStretch(len(heads), 1)
