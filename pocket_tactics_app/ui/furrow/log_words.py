"""The Furrow & Foundry log in full words: one line per applied action (which card, what
was paid, which ability, which hex by its board label), which a click opens to every
detail (where each resource was paid from or placed, the path of a move, the options of
an encounter). A recruit bonus paid to another player gets its own line as it happens.

The words of each event come from :func:`words.event_line`, made fuller here where the
event says more than that line tells (the engine's events are the only source).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...controller.furrow_controller import FurrowEntry
from ...furrow.engine.content import COLUMNS
from ...furrow.engine.game import Game
from ...textfmt import fmt
from . import words
from .dialogs import _value_label, amounts_text
from .words import tr

_DETAIL = Qt.ItemDataRole.UserRole + 1  # the item's lines when opened
_BRIEF = Qt.ItemDataRole.UserRole + 2  # its line when closed


def _paid(game: Game, e: Mapping[str, Any]) -> str:
    amounts: dict[str, Any] = {k: e[k] for k in ("coins", "power", "popularity") if e.get(k)}
    res: dict[str, int] = {}
    for pay in e.get("resources", []):
        res[str(pay["type"])] = res.get(str(pay["type"]), 0) + int(pay.get("n", 1))
    if res:
        amounts["resources"] = res
    return amounts_text(amounts)


def event_words(game: Game, e: Mapping[str, Any]) -> tuple[str | None, list[str]]:
    """An event's line in full words (None: not worth a line) and its details."""
    k = e.get("kind")
    who = words.faction_name(game, int(e["player"])) if "player" in e else ""
    details: list[str] = []
    if k == "paid":
        for pay in e.get("resources", []):
            details.append(fmt(tr("%1 %2 from %3"), pay.get("n", 1), words.resource(
                str(pay["type"])), words.hex_name(game, pay["at"])))
        return fmt(tr("%1 paid %2."), who, _paid(game, e)), details
    if k == "gained" and e.get("what") == "resources":
        placed: dict[str, int] = {}
        for place in e.get("place", []):
            placed[str(place["type"])] = placed.get(str(place["type"]), 0) + 1
            details.append(fmt(tr("1 %1 on %2"), words.resource(str(place["type"])),
                               words.hex_name(game, place["at"])))
        if not placed and e.get("at") is not None:  # an encounter's, on its hex
            return fmt(tr("%1 gained resources at %2."), who,
                       words.hex_name(game, e["at"])), details
        what = amounts_text({"resources": placed}) if placed else tr("resources")
        return fmt(tr("%1 gained %2."), who, what), details
    if k == "moved":
        unit = game.units.get(str(e.get("unit")))
        kind = words.unit_kind(unit.kind) if unit is not None else str(e.get("unit"))
        path = [words.hex_name(game, h) for h in e.get("path", [])]
        details = [fmt(tr("Path: %1"), " → ".join(path))] if len(path) > 1 else []
        if e.get("carried"):
            details.append(fmt(tr("Workers carried: %1"), len(e["carried"])))
        return fmt(tr("%1 moved a %2 to %3."), who, kind, path[-1] if path else ""), details
    if k == "retreated":
        return fmt(tr("%1 retreated to %2."), who, words.hex_name(game, e.get("to"))), []
    if k == "section":
        n = int(e["section"])
        p = game.players[int(e["player"])]
        top = words.top_action(game.top_kind(int(e["player"]), n))
        low = words.bottom_action("foundry_move" if n == 5 else COLUMNS[n - 1])
        if n == 5 and p.foundry_card:
            top = words.card(game, p.foundry_card)[0]
        return fmt(tr("%1 chose section %2 (%3 / %4)."), who, n, top, low), []
    if k == "encounter_resolved":
        card = game.content.encounters.get(str(e.get("card")))
        options = [str(o) for o in e.get("options", [])]
        name = words.card(game, str(e.get("card")))[0]
        if card is not None:
            details = [fmt(tr("%1: pay %2 → %3"), o, amounts_text(card.options[o].cost),
                           amounts_text(card.options[o].gain))
                       for o in options if o in card.options]
        return fmt(tr("%1 chose %2 of %3."), who, ", ".join(options), name), details
    if k == "foundry_card":
        return fmt(tr("%1 took the Foundry card %2."), who,
                   words.card(game, str(e.get("card")))[0]), []
    if k == "objective":
        return fmt(tr("%1 revealed the objective %2."), who,
                   words.card(game, str(e.get("card")))[0]), []
    if k == "deployed":
        return fmt(tr("%1 deployed a mech with %2 at %3."), who,
                   _value_label("ability", e.get("ability"), game),
                   words.hex_name(game, e["at"])), []
    if k == "upgraded":
        return fmt(tr("%1 upgraded %2 and covered a slot of %3."), who,
                   _value_label("cube", e.get("cube"), game),
                   _value_label("slot", e.get("slot"), game)), []
    if k == "recruited":
        return fmt(tr("%1 conscripted a recruit for %2 (one-time bonus: %3)."), who,
                   _value_label("column", e.get("column"), game),
                   _value_label("bonus", e.get("bonus"), game)), []
    if k == "recruit_bonus":
        return fmt(tr("%1 gained %2 from their recruit for %3."), who,
                   amounts_text({str(e.get("what")): 1}),
                   _value_label("column", e.get("column"), game)), []
    if k == "requisition":
        return fmt(tr("%1 used Requisition: a combat card of %2 paid for 1 %3."), who,
                   e.get("card"), words.resource(str(e.get("instead_of")))), []
    if k == "bombard":
        return fmt(tr("%1 used Bombard: %2 lost 2 power."), who,
                   words.faction_name(game, int(e["target"]))), []
    if k == "produced" and e.get("type"):
        return fmt(tr("%1 produced %2 %3 at %4."), who, e.get("n", 0),
                   words.resource(str(e["type"])), words.hex_name(game, e["at"])), []
    if k == "produced" and e.get("workers"):
        return fmt(tr("%1 produced %2 workers at %3."), who, e["workers"],
                   words.hex_name(game, e["at"])), []
    return words.event_line(game, e), []


def entry_lines(game: Game, entry: FurrowEntry) -> tuple[list[str], list[str], list[str]]:
    """One action's lines (closed), its details (opened) and the recruit bonuses it paid
    to players other than the one who acted (each a line of its own)."""
    lines: list[str] = []
    details: list[str] = []
    bonuses: list[str] = []
    events = entry.events
    for i, e in enumerate(events):
        after = events[i + 1] if i + 1 < len(events) else {}
        if (e.get("kind") == "gained" and after.get("kind") == "recruit_bonus"
                and after.get("player") == e.get("player") and after.get("what") == e.get("what")):
            continue  # the recruit bonus's own line tells this gain
        line, more = event_words(game, e)
        if line is None:
            continue
        if e.get("kind") == "recruit_bonus" and int(e["player"]) != entry.seat:
            bonuses.append(fmt(tr("%1 gained %2 from their recruit: %3 took %4."),
                               words.faction_name(game, int(e["player"])),
                               amounts_text({str(e.get("what")): 1}),
                               words.faction_name(game, entry.seat),
                               _value_label("column", e.get("column"), game)))
            continue
        lines.append(line)
        details += ["    " + d for d in more]
    return lines, details, bonuses


class LogList(QListWidget):
    """The log: a line per action; a click opens or closes its details."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowLog")
        self.setWordWrap(True)
        self.itemClicked.connect(self.toggle)

    def add_entry(self, game: Game, entry: FurrowEntry) -> None:
        lines, details, bonuses = entry_lines(game, entry)
        if lines:
            brief = fmt(tr("R%1 · %2"), entry.round, " ".join(lines))
            item = QListWidgetItem(brief + (" ▸" if details else ""))
            item.setData(_BRIEF, item.text())
            item.setData(_DETAIL, "\n".join([brief, *details]) if details else "")
            if details:
                item.setToolTip("\n".join(details))
            self.addItem(item)
        for line in bonuses:
            item = QListWidgetItem(fmt(tr("R%1 · %2"), entry.round, line))
            item.setForeground(QColor("#d9c27a"))
            self.addItem(item)

    def add_entries(self, game: Game, entries: Iterable[FurrowEntry]) -> None:
        for entry in entries:
            self.add_entry(game, entry)

    def toggle(self, item: QListWidgetItem) -> None:
        """Open an entry to its details, or close it again."""
        detail = item.data(_DETAIL)
        if not detail:
            return
        item.setText(item.data(_BRIEF) if item.text() == detail else detail)


__all__ = ["LogList", "entry_lines", "event_words"]
