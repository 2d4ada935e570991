"""The player mat of one seat and the tracks of every player.

The mat shows the four sections (and a Foundry card) with their top and bottom actions
at their current costs, covered slots, recruits and the ongoing bonuses, the last section
marked unavailable; the section buttons are the seat's legal ``section`` entries, and
each slot says why it cannot be chosen or would do nothing (``controller.furrow_interaction``
: a rule ID and the reason). Hand values appear only on the seat's private screen
(``private``); elsewhere only its size.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_controller import HUMAN, REMOTE
from ...controller.furrow_interaction import Reason, Section, WhyNot
from ...furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from ...furrow.engine.game import CUBES, ONGOING, Action, Game
from ...textfmt import english_plural, fmt
from . import words
from .board import faction_colour
from .dialogs import amounts_text
from .icon_text import IconText, Row, Tok
from .mat_icons import ROMAN as ROMAN  # the numerals, where the window and sheets take them
from .mat_icons import bottom_rows, top_rows
from .objective_words import ObjectivesPanel
from .score_now import score_label
from .words import tr


def _clear(layout: QGridLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.setParent(None)
            w.deleteLater()


def top_text(game: Game, seat: int, section: int) -> str:
    """A section's top action with what it costs and gives now (the engine's amounts)."""
    p = game.players[seat]
    up = set(p.cubes_removed)
    if section == 5:
        card = game.content.foundry[p.foundry_card] if p.foundry_card else None
        if card is None:
            return words.top_action("foundry")
        return "<br>".join(fmt(tr("pay %1 → %2"), amounts_text(o.cost),
                               amounts_text(o.gain)) for o in card.top)
    kind = game.top_kind(seat, section)
    cubes = [c for c in CUBES if c.startswith(kind)]
    done = sum(1 for c in cubes if c in up)
    return _top_effect(game, seat, section, kind) + (
        "<br>" + fmt(tr("upgraded %1 of %2"), done, len(cubes)) if cubes else "")


def _top_effect(game: Game, seat: int, section: int, kind: str) -> str:
    cost = amounts_text(game.top_cost(seat, section))
    if kind == "strengthen":
        cards = game.top_amount(seat, "strengthen_cards")
        return fmt(english_plural(QCoreApplication.translate(
            "FurrowWords", "pay %1 → +%2 power or +%n card(s)", None, cards), cards),
            cost, game.top_amount(seat, "strengthen_power"))
    if kind == "move":
        coins = game.top_amount(seat, "move_coins")
        return fmt(english_plural(QCoreApplication.translate(
            "FurrowWords", "move %1 units, or +%n coin(s)", None, coins), coins),
            game.top_amount(seat, "move_units"))
    if kind == "produce":
        return fmt(tr("on %1 hexes; pay %2"), game.top_amount(seat, "produce_hexes"), cost)
    n = game.trade_resources(seat)
    text = english_plural(QCoreApplication.translate(
        "FurrowWords", "pay %1 → %n resource(s) or +%2 popularity", None, n), n)
    return fmt(text, cost, game.top_amount(seat, "trade_popularity"))


def why_text(why: WhyNot) -> str:
    """Why a section or one of its actions cannot be chosen now, in words, with its rule
    ID ("" when it is simply not this seat's decision)."""
    if why.reason is Reason.NOT_DECIDING:
        return ""
    if why.reason is Reason.LAST_SECTION:
        text = tr("used last turn: choose another section")
    elif why.reason is Reason.NO_HEX:
        text = tr("no hex to produce on")
    elif why.reason is Reason.NO_EFFECT:
        text = tr("nothing left to do with it")
    elif why.resource:
        text = fmt(tr("costs %1 %2, you have %3"), why.need, words.resource(why.resource),
                   why.have)
    else:
        text = fmt(tr("cannot pay: %1 short"), amounts_text(why.short))
    return fmt(tr("%1: %2"), why.rule, text)


def bottom_text(game: Game, seat: int, section: int) -> str:
    p = game.players[seat]
    if section == 5:
        return tr("move one unit up to 2 hexes")
    column = COLUMNS[section - 1]
    col = game.mat(seat).columns[section - 1]
    text = fmt(tr("pay %1 %2 → +%3 coins"), game.column_cost(seat, column),
               words.resource(COLUMN_RESOURCE[column]), game.column_coins(seat, column))
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


class SlotButton(QPushButton):
    """A top or bottom action slot of the mat (or a long choice): rich text, or with
    ``rows`` icons and numbers (the words then are its accessible name and the start of
    its tooltip), clickable only where the action (or the section it belongs to) may be
    chosen now. Its text stays readable when it is not clickable (the label is coloured
    by the style sheet, not the palette)."""

    def __init__(self, html_text: str, name: str, parent: QWidget | None = None,
                 rows: Sequence[Row] = ()) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty("slot", True)
        self.words = html_text
        self.label = QLabel(html_text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(5, 3, 5, 3)
        self.icons: IconText | None = None
        if rows:
            self.icons = IconText(rows, self)
            self.label.hide()
            lay.addWidget(self.icons)
            self.setAccessibleName(plain_words(html_text))
        else:
            lay.addWidget(self.label)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def text_html(self) -> str:
        """The slot in words (rich text), whether it shows them or icons."""
        return self.words

    def sizeHint(self) -> QSize:
        lay = self.layout()
        return lay.sizeHint() if lay is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        lay = self.layout()
        return lay.minimumSize() if lay is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lay = self.layout()
        return lay.totalHeightForWidth(width) if lay is not None else -1


def plain_words(html_text: str) -> str:
    """Rich text as the plain words a tooltip or a screen reader gives."""
    return QTextDocumentFragment.fromHtml(html_text).toPlainText()


# One action offered on the mat: its button text, its tooltip (the cost in words) and
# the legal entry it stands for (``None``: a hint, not a button).
MatAction = tuple[str, str, Action | None]

_STYLE = """
QPushButton[slot="true"] { text-align: left; border: 1px solid transparent;
    border-radius: 4px; background: transparent; padding: 0px; }
QPushButton[slot="true"] QLabel { color: #e6e9ee; }
QPushButton[slot="true"] IconText { color: #e6e9ee; }
QPushButton[slot="true"]:enabled { border: 1px dashed #7f8a99; background: #2a323c; }
QPushButton[slot="true"]:enabled:hover { border: 1px solid #d9c27a; background: #34404c; }
QPushButton[slot="true"][active="true"] { border: 1px solid #d9c27a; background: #343a2c; }
QPushButton[matAction="true"] { padding: 2px 8px; }
"""


class MatPanel(QWidget):
    """The mat of the seat on show. Where a choice is made on the mat:
    ``section_chosen(n)`` when a slot of a section that may be chosen is clicked, and
    ``entry_chosen(entry)`` when an action button of the active slot is."""

    section_chosen = Signal(int)
    entry_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowMat")
        self.setStyleSheet(_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.header = QLabel()
        self.header.setObjectName("matHeader")
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.header)
        self.objectives = ObjectivesPanel()  # the seat's own objectives, explained
        lay.addWidget(self.objectives)
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        lay.addLayout(self.grid)
        # section -> its top slot (clickable while the section may be chosen)
        self.buttons: dict[int, SlotButton] = {}
        self.bottom_slots: dict[int, SlotButton] = {}
        # the action buttons of the active slot, by object name
        self.offered_buttons: dict[str, QPushButton] = {}

    def show_seat(self, game: Game, seat: int, private: bool, sections: list[int],
                  top: Sequence[MatAction] = (), bottom: Sequence[MatAction] = (),
                  mat_state: Sequence[Section] = ()) -> None:
        """``sections``: those the seat may choose now; ``top``/``bottom``: the actions
        offered in the slots of the section being played (the seat's turn only);
        ``mat_state``: each section's state (``FurrowInteraction.mat``), for the reasons
        a slot shows."""
        state: Mapping[int, Section] = {s.number: s for s in mat_state}
        p = game.players[seat]
        mat = game.mat(seat)
        colour = faction_colour(game, seat)
        if private:
            secret = fmt(self.tr("Hand: %1"), ", ".join(
                str(v) for v in sorted(p.hand, reverse=True)) or self.tr("empty"))
        else:
            held = len(p.hand)
            secret = english_plural(self.tr("Hand: %n card(s)", "", held), held)
        self.header.setText(
            f"<span style='color:{colour}; font-size:15px'><b>"
            f"{html.escape(words.faction_name(game, seat))}</b></span> · "
            + html.escape(fmt(self.tr("mat %1 (%2)"), mat.number,
                              words.mat(mat.number, mat.name))) + "<br>"
            + fmt(self.tr("Coins %1 · Power %2 · Popularity %3"), p.coins, p.power,
                  p.popularity) + " · " + secret)  # one line while it fits
        self.objectives.show_seat(game, seat, private)
        _clear(self.grid)
        self.buttons = {}
        self.bottom_slots = {}
        self.offered_buttons = {}
        turn = game.turn if game.to_move == seat else None
        active = turn.section if turn is not None else None
        count = 5 if p.foundry_card else 4
        for i in range(1, count + 1):
            frame = QFrame()
            frame.setObjectName(f"section{i}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            last = p.last_section == i
            border = "#555" if last else colour
            width = 2 if i == active or i in sections else 1
            frame.setStyleSheet(f"QFrame#section{i} {{ border: {width}px solid {border}; "
                                "border-radius: 6px; }")
            box = QVBoxLayout(frame)
            box.setContentsMargins(4, 3, 4, 3)
            box.setSpacing(2)
            top_kind = "foundry" if i == 5 else mat.columns[i - 1].top
            bottom_kind = "foundry_move" if i == 5 else COLUMNS[i - 1]
            choosable = i in sections
            up = SlotButton(f"<b>{ROMAN[i - 1]}</b> · <b>"
                            + html.escape(words.top_action(top_kind)) + "</b>: "
                            + top_text(game, seat, i), f"topSlot{i}",
                            rows=top_rows(game, seat, i))
            low_text = ("<b>" + html.escape(words.bottom_action(bottom_kind)) + "</b>: "
                        + bottom_text(game, seat, i))
            info = state.get(i)
            unpaid = info.bottom.why_not if info is not None else None
            short = ""
            if unpaid is not None and unpaid.reason is Reason.COST and unpaid.resource:
                short = fmt(self.tr("you have %1 %2"), unpaid.have,
                            words.resource(unpaid.resource))
                low_text += "<br><span style='color:#ff9a7a'>" + html.escape(short) + "</span>"
            low = SlotButton(low_text, f"bottomSlot{i}", rows=bottom_rows(game, seat, i, short))
            for slot, part in ((up, "top"), (low, "bottom")):
                slot.setEnabled(choosable)
                reasons = [plain_words(slot.text_html())]
                if choosable:
                    reasons.append(fmt(self.tr("Choose section %1"), ROMAN[i - 1]))
                    slot.setCursor(Qt.CursorShape.PointingHandCursor)
                if info is not None:
                    why = info.why_not or (info.top if part == "top" else info.bottom).why_not
                    if why is not None and why_text(why):
                        reasons.append(why_text(why))
                slot.setToolTip("\n".join(reasons))
                slot.clicked.connect(lambda _=False, s=i: self.section_chosen.emit(s))
            up.setProperty("active", i == active and bool(top))
            low.setProperty("active", i == active and bool(bottom))
            box.addWidget(up)
            if i == active and top:
                box.addWidget(self._action_row(top, "matTop"))
            box.addWidget(low)
            if i == active and bottom:
                box.addWidget(self._action_row(bottom, "matBottom"))
            if last:
                note = QLabel(self.tr("Used last turn: unavailable"))
                note.setStyleSheet("color: #ff9a7a;")
                box.addWidget(note)
            box.addStretch(1)  # the slots at the top of a tall row
            self.buttons[i] = up
            self.bottom_slots[i] = low
            self.grid.addWidget(frame, (i - 1) // 2, (i - 1) % 2)
            frame.show()  # now, not when the layout's posted show arrives

    def _action_row(self, offered: Sequence[MatAction], prefix: str) -> QWidget:
        """The actions of the active slot: a button each (a hint as a line of text)."""
        holder = QWidget()
        flow = QVBoxLayout(holder)
        flow.setContentsMargins(8, 0, 0, 2)
        flow.setSpacing(2)
        for k, (text, tip, entry) in enumerate(offered):
            if entry is None:
                hint = QLabel(text)
                hint.setWordWrap(True)
                hint.setStyleSheet("color: #d9c27a;")
                flow.addWidget(hint)
                continue
            b = QPushButton(text)
            b.setProperty("matAction", True)
            name = f"{prefix}_{entry['kind']}_{k}"
            b.setObjectName(name)
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, e=entry: self.entry_chosen.emit(e))
            flow.addWidget(b)
            self.offered_buttons[name] = b
        return holder


class TracksPanel(QWidget):
    """Power, popularity, coins, hand size, stars and the score if the game ended now of
    every player, in one table; ``seat_clicked(seat)`` when a player's name is clicked."""

    seat_clicked = Signal(int)

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
                 self.tr("Coins"), self.tr("Cards"), self.tr("Stars"), self.tr("Score now"),
                 self.tr("Round")]
        head_icons = {2: "power", 3: "popularity", 4: "coins", 5: "cards", 6: "star"}
        for c, h in enumerate(heads):
            if c in head_icons:  # the track's icon before its name, as on the mat
                cell: QWidget = IconText([[Tok(icon=head_icons[c]), Tok(text=h, bold=True)]])
                cell.setToolTip(h)
                cell.setAccessibleName(h)
            else:
                cell = QLabel(f"<b>{html.escape(h)}</b>")
            self.grid.addWidget(cell, 0, c)
            cell.show()
        for seat in range(game.n):
            p = game.players[seat]
            mark = "▶ " if seat in game.deciders() else ""
            kind = (self.tr("human") if seats[seat] == HUMAN else
                    self.tr("human (remote)") if seats[seat] == REMOTE else
                    fmt(self.tr("computer (%1)"), words.level(seats[seat])))
            stars = ", ".join(words.star(s) for s in p.stars)
            name = QPushButton(mark + words.faction_name(game, seat))
            name.setObjectName(f"track_{seat}_0")
            name.setFlat(True)
            name.setCursor(Qt.CursorShape.PointingHandCursor)
            name.setToolTip(self.tr("Show this player's public sheet"))
            name.setStyleSheet(f"QPushButton {{ color: {faction_colour(game, seat)}; "
                               "font-weight: bold; text-align: left; border: none; "
                               "padding: 0px; }")
            name.clicked.connect(lambda _=False, s=seat: self.seat_clicked.emit(s))
            self.grid.addWidget(name, seat + 1, 0)
            name.show()
            score = score_label(game, seat)
            self.grid.addWidget(score, seat + 1, 7)
            score.show()
            values = [
                None, html.escape(kind), str(p.power), str(p.popularity), str(p.coins),
                str(len(p.hand)), "★" * len(p.stars) or "0",
                None, str(game.round) if seat == 0 else "",
            ]
            for c, v in enumerate(values):
                if v is None:
                    continue
                lab = QLabel(v)
                lab.setTextFormat(Qt.TextFormat.RichText)
                lab.setObjectName(f"track_{seat}_{c}")
                if c == 6:  # the stars, one mark each; what each was for on hover
                    lab.setStyleSheet("color: #ffd54a;" if p.stars else "")
                    lab.setToolTip(fmt(self.tr("%1 stars: %2"), len(p.stars), stars)
                                   if stars else self.tr("No star yet"))
                self.grid.addWidget(lab, seat + 1, c)
                lab.show()
        tile = game.content.bonus_tiles[game.bonus_tile]
        tile_name, text = words.bonus_tile(tile.id, tile.name, tile.text)
        legend = ("<b>" + html.escape(fmt(self.tr("Structure bonus: %1"), tile_name))
                  + "</b> — " + html.escape(text))
        key = QLabel(legend)
        key.setTextFormat(Qt.TextFormat.RichText)
        key.setWordWrap(True)
        key.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the key's height does not stretch the table's rows
        key.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.grid.addWidget(key, 0, len(heads), game.n + 1, 1)
        key.show()
        self.grid.setColumnStretch(len(heads), 1)
