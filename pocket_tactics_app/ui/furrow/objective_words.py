"""An objective card's condition in words (from its content, S18.3) and how far a seat is
from it, and the panel that lists a seat's objectives that way on its private screen.

The words are built from the condition's terms, so a new card needs no new text; the
progress counts what the engine's ``check_condition`` tests, term by term (a test keeps
the two agreeing over played games)."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...furrow.engine.content import PRODUCES, RESOURCES
from ...furrow.engine.game import Game
from ...textfmt import fmt
from . import words
from .words import tr

#: one term of a condition: its words, what the seat has now, what it needs, and
#: whether the need is a ceiling ("at most")
Term = tuple[str, int, int, bool]


def _hexes(f: Mapping[str, Any] | None) -> str:
    """A hex filter in words ("villages", "hexes next to a lake")."""
    if not f:
        return tr("hexes")
    if "terrain" in f:
        return fmt(tr("%1 hexes"), ", ".join(words.terrain(str(t)) for t in f["terrain"]))
    if "feature" in f:
        return {"tunnel": tr("tunnel hexes"), "encounter": tr("encounter hexes"),
                "lakeside": tr("hexes next to a lake")}.get(str(f["feature"]), str(f["feature"]))
    return fmt(tr("hexes within %1 of the Foundry"), f["within"])


def _units(kind: str) -> str:
    """Units of a kind, in the plural (the conditions count 3 or more)."""
    return {"any": tr("units"), "worker": tr("workers"), "mech": tr("mechs"),
            "character": tr("characters")}.get(kind, kind)


def terms(game: Game, seat: int, c: Mapping[str, Any]) -> list[Term]:
    """The condition's terms for ``seat``, each with its words and the seat's count now."""
    if "all" in c:
        return [t for part in c["all"] for t in terms(game, seat, part)]
    p = game.players[seat]
    if "track" in c:
        value = len(p.hand) if c["track"] == "hand" else int(getattr(p, c["track"]))
        name = tr("combat cards in hand") if c["track"] == "hand" else words.track(c["track"])
        if "min" in c:
            return [(fmt(tr("at least %1 %2"), c["min"], name), value, int(c["min"]), False)]
        return [(fmt(tr("at most %1 %2"), c["max"], name), value, int(c["max"]), True)]
    mine = game.controlled(seat)
    if "resource" in c:
        kind = str(c["resource"])
        per = [sum(n for t, n in game.resources.get(h, {}).items()
                   if kind == "any" or t == kind) for h in mine]
        what = tr("resources") if kind == "any" else words.resource(kind)
        if c["scope"] == "one_hex":
            return [(fmt(tr("%1 %2 on one hex you control"), c["min"], what),
                     max(per, default=0), int(c["min"]), False)]
        return [(fmt(tr("%1 %2 on the hexes you control"), c["min"], what), sum(per),
                 int(c["min"]), False)]
    if "each_resource" in c:
        need = int(c["each_resource"])
        return [(fmt(tr("%1 %2 on the hexes you control"), need, words.resource(r)),
                 sum(game.resources.get(h, {}).get(r, 0) for h in mine), need, False)
                for r in RESOURCES]
    if "control" in c:
        have = sum(1 for h in mine if game.hex_matches(c["control"], h))
        return [(fmt(tr("control %1 %2"), c["min"], _hexes(c["control"])), have,
                 int(c["min"]), False)]
    units = [u for u in game.units.values() if u.owner == seat and u.at is not None]
    if "units" in c:
        sel = [u.at for u in units if (c["units"] == "any" or u.kind == c["units"])
               and u.at is not None and game.hex_matches(c.get("where"), u.at)]
        counts = Counter(sel)
        need, what, where = int(c["min"]), _units(str(c["units"])), _hexes(c.get("where"))
        if c["per"] == "hex":
            text = (fmt(tr("%1 %2 on one hex"), need, what) if not c.get("where")
                    else fmt(tr("%1 %2 on one of the %3"), need, what, where))
            return [(text,
                     max(counts.values(), default=0), need, False)]
        if c["per"] == "total":
            return [(fmt(tr("%1 %2 on the %3"), need, what, where), len(sel), need, False)]
        return [(fmt(tr("%1 on %2 different %3"), what, need, where), len(counts), need,
                 False)]
    if "stack" in c:
        by_hex: dict[Any, Counter[str]] = {}
        for u in units:
            by_hex.setdefault(u.at, Counter())[u.kind] += 1
        out: list[Term] = []
        for kind, n in c["stack"].items():
            best = max((cnt[kind] for cnt in by_hex.values()
                        if all(cnt[k] >= 1 for k in c["stack"])), default=0)
            out.append((fmt(tr("%1 × %2 together on one hex"), words.unit_kind(kind), n),
                         best, int(n), False))
        return out
    if "distinct_terrains" in c:
        kinds = {game.board.terrain[u.at] for u in units
                 if u.at is not None and (c["distinct_terrains"] == "any"
                                          or u.kind == "worker")}
        need = int(c["min"])
        return [(fmt(tr("%1 on %2 different terrains (field, forest, mountain, tundra, "
                        "village)"), _units(str(c["distinct_terrains"])), need),
                 len(kinds & {*PRODUCES, "village"}), need, False)]
    if "done" in c:
        d = c["done"]
        done = {"upgrades": len(p.cubes_removed), "mechs": game.mechs(seat),
                "structures": len(p.structures_built), "recruits": len(p.recruits)}
        names = {"upgrades": tr("upgrades"), "mechs": tr("mechs"),
                 "structures": tr("structures"), "recruits": tr("recruits")}
        return [(fmt(tr("%1: %2"), names[k], d[k]), done[k], int(d[k]), False)
                for k in ("upgrades", "mechs", "structures", "recruits") if d.get(k, 0)]
    return []


def term_met(term: Term) -> bool:
    _words, have, need, ceiling = term
    return have <= need if ceiling else have >= need


def condition_words(game: Game, seat: int, cid: str) -> str:
    """An objective's condition in words (the seat only fills in the counts)."""
    return "; ".join(t[0] for t in terms(game, seat, game.content.objectives[cid].condition))


def progress_words(game: Game, seat: int, cid: str) -> str:
    """How far ``seat`` is from the objective: each term with its count now."""
    parts = []
    for t in terms(game, seat, game.content.objectives[cid].condition):
        mark = "✓" if term_met(t) else "✗"
        parts.append(fmt(tr("%1 %2: you have %3"), mark, t[0], t[1]))
    return "\n".join(parts)


def claimable(game: Game, seat: int, cid: str) -> bool:
    """Whether the seat meets the objective now and has not revealed it yet."""
    return (cid not in game.players[seat].objectives_revealed
            and game.check_condition(seat, game.content.objectives[cid].condition))


def objective_text(game: Game, seat: int, cid: str) -> str:
    """The whole explanation: name, condition, progress (the label and its tooltip)."""
    name = words.card(game, cid)[0]
    state = (tr("revealed") if cid in game.players[seat].objectives_revealed
             else tr("can be claimed now") if claimable(game, seat, cid) else tr("not yet"))
    return fmt(tr("%1 (%2)"), name, state) + "\n" + fmt(tr("Condition: %1"), condition_words(
        game, seat, cid)) + "\n" + progress_words(game, seat, cid)


class ObjectivesPanel(QWidget):
    """The seat's objectives, one label each with its condition and progress in words;
    the one that can be claimed now is highlighted. Only on the seat's private screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowObjectives")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 2, 0, 2)
        self.lay.setSpacing(3)
        self.labels: dict[str, QLabel] = {}

    def show_seat(self, game: Game, seat: int, private: bool) -> None:
        for old in self.labels.values():  # the panel holds only these labels
            old.setParent(None)
            old.deleteLater()
        self.labels = {}
        self.setVisible(private and bool(game.players[seat].objectives))
        if not private:
            return
        for cid in game.players[seat].objectives:
            text = objective_text(game, seat, cid)
            first = text.split("\n", 1)[0]
            # compact: the name, then each term with the count now (the tooltip also
            # says the condition on its own)
            lab = QLabel("<b>" + html.escape(first) + "</b><br>" + html.escape(
                progress_words(game, seat, cid)).replace("\n", "<br>"))
            lab.setObjectName(f"objective_{cid}")
            lab.setTextFormat(Qt.TextFormat.RichText)
            lab.setWordWrap(True)
            lab.setToolTip(text)
            hot = claimable(game, seat, cid)
            lab.setProperty("claimable", hot)
            lab.setStyleSheet(
                "QLabel { border: 2px solid #e8c547; border-radius: 4px; padding: 3px;"
                " background: #3c3a22; }" if hot else
                "QLabel { border: 1px solid #555; border-radius: 4px; padding: 3px; }")
            self.lay.addWidget(lab)
            self.labels[cid] = lab
