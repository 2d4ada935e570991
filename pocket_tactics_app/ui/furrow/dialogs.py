"""The dialogs of Furrow & Foundry: a choice form built from one legal entry's domains, the
encounter card, the sealed combat commit, the reveal, and the end of game.

Each offers only what the engine's legal entry allows; the engine checks the whole
action again when the controller applies it.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_interaction import (
    CHOICE_FIELDS,
    EncounterChoice,
    choice_fields,
    placements,
)
from ...furrow.engine.content import COLUMN_RESOURCE, COLUMNS, RESOURCES
from ...furrow.engine.game import Action, Game
from ...textfmt import english_plural, fmt
from . import words
from .words import tr


def amounts_text(amounts: Mapping[str, Any]) -> str:
    """A cost or a gain in words: "2 coins, 1 popularity"; empty: "nothing"."""
    parts: list[str] = []
    for key, value in amounts.items():
        if key == "resources" and isinstance(value, Mapping):
            for r, n in value.items():
                if r == "choice":
                    parts.append(fmt(tr("%1 resources of your choice"), n))
                else:
                    parts.append(fmt(tr("%1 %2"), n, words.resource(str(r))))
        elif key in ("mech", "structure", "upgrade", "recruit"):
            parts.append({"mech": tr("a mech"), "structure": tr("a structure"),
                          "upgrade": tr("an upgrade"),
                          "recruit": tr("a recruit")}[key])
        elif key == "produce_one":
            parts.append(tr("produce on one hex with your workers as if it had 2 more"))
        elif key == "coins" and value == 1:
            parts.append(tr("1 coin"))
        else:
            parts.append(fmt(tr("%1 %2"), value, words.track(key)))
    return ", ".join(parts) if parts else tr("nothing")


def _value_label(key: str, value: Any, game: Game) -> str:
    if key in ("at", "place", "hexes"):
        return words.hex_name(game, value)
    if key == "structure":
        return words.structure(str(value))
    if key in ("column", "slot"):
        return words.bottom_action(str(value))
    if key == "bonus":
        return words.track(str(value))
    if key == "gain" and value in ("power", "cards", "popularity", "resources"):
        return words.track(str(value)) if value != "resources" else tr("resources")
    if key == "ability":
        return words.ability(str(value), str(game.content.ability_names.get(str(value), value)))
    if key == "cube":
        return {"strengthen_power": tr("Strengthen: more power"),
                "strengthen_cards": tr("Strengthen: more cards"),
                "move_units": tr("Move: more units"),
                "move_coins": tr("Move: more coins"),
                "produce_hexes": tr("Produce: more hexes"),
                "trade_popularity": tr("Trade: more popularity")}.get(str(value),
                                                                           str(value))
    return str(value)


def _field_names() -> dict[str, str]:
    return {"cube": tr("Upgrade"), "slot": tr("Cover a slot of"),
            "ability": tr("Mech ability"), "at": tr("Hex"), "structure": tr("Structure"),
            "column": tr("Recruit for"), "bonus": tr("One-time bonus"), "coins": tr("Coins"),
            "discard": tr("Combat card to discard")}


class ChoiceDialog(QDialog):
    """One legal entry's free fields as combo boxes (a value each), resource placements as
    rows of type and hex; ``action()`` is the concrete action."""

    FIELDS = CHOICE_FIELDS

    def __init__(self, game: Game, entry: Action, title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowChoice")
        self.setWindowTitle(title)
        self.game = game
        self.entry = entry
        self.combos: dict[str, QComboBox] = {}
        self.place_rows: list[tuple[QComboBox, QComboBox]] = []
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"<h3>{html.escape(title)}</h3>"))
        form = QFormLayout()
        lay.addLayout(form)
        names = _field_names()
        for key, dom in choice_fields(entry):
            combo = QComboBox()
            combo.setObjectName(f"choice_{key}")
            for v in dom:
                combo.addItem(_value_label(key, v, game), v)
            form.addRow(names[key], combo)
            self.combos[key] = combo
        types, place = placements(entry)
        if place:
            for i, fixed in enumerate(types):
                kind = QComboBox()
                kind.setObjectName(f"placeType{i}")
                for r in ([fixed] if fixed else RESOURCES):
                    kind.addItem(words.resource(r), r)
                at = QComboBox()
                at.setObjectName(f"placeAt{i}")
                for h in place:
                    at.addItem(words.hex_name(game, h), h)
                row = QHBoxLayout()
                row.addWidget(kind)
                row.addWidget(at)
                form.addRow(fmt(self.tr("Resource %1"), i + 1), row)
                self.place_rows.append((kind, at))
        self.requisition: QCheckBox | None = None
        self.req_card: QComboBox | None = None
        req = entry.get("requisition")
        if isinstance(req, list) and req and entry["kind"] != "foundry_top":
            self.requisition = QCheckBox(fmt(
                self.tr("Requisition: a combat card pays for one %1"), words.resource(str(req[0]))))
            self.requisition.setObjectName("choiceRequisition")
            self.req_card = QComboBox()
            self.req_card.setObjectName("choiceRequisitionCard")
            for v in entry.get("discard", []):
                self.req_card.addItem(str(v), v)
            form.addRow(self.requisition, self.req_card)
            if entry["kind"] in COLUMNS:
                need = game.column_cost(game.to_move, entry["kind"])
                have = sum(int(x.get("n", 0)) for x in entry.get("pay", []))
                if have < need:  # only Requisition makes the payment whole
                    self.requisition.setChecked(True)
                    self.requisition.setEnabled(False)
        # Common Stores (Veldmark, content revision 2): another type pays for one of the cost
        self.stores: QCheckBox | None = None
        self.stores_type: QComboBox | None = None
        self.stores_at: QComboBox | None = None
        stores = entry.get("stores")
        if isinstance(stores, list) and stores and entry["kind"] in COLUMNS:
            own = words.resource(COLUMN_RESOURCE[entry["kind"]])
            self.stores = QCheckBox(fmt(
                self.tr("Common Stores: another resource pays for one %1"), own))
            self.stores.setObjectName("choiceStores")
            self.stores_type = QComboBox()
            self.stores_type.setObjectName("choiceStoresType")
            for t in stores:
                self.stores_type.addItem(words.resource(str(t)), t)
            # which hex the stand-in comes from (S6.6), first the one the usual order takes
            self.stores_at = QComboBox()
            self.stores_at.setObjectName("choiceStoresAt")
            self.stores_at.setToolTip(self.tr("The hex the stand-in resource comes from"))
            self.stores_type.currentIndexChanged.connect(self._fill_stores_at)
            row = QHBoxLayout()
            row.addWidget(self.stores_type)
            row.addWidget(QLabel(self.tr("from", "a resource from a hex")))
            row.addWidget(self.stores_at)
            form.addRow(self.stores, row)
            self._fill_stores_at()
            self.stores.toggled.connect(self.stores_type.setEnabled)
            self.stores.toggled.connect(self.stores_at.setEnabled)
            self.stores_type.setEnabled(self.stores.isChecked())
            self.stores_at.setEnabled(self.stores.isChecked())
            need = game.column_cost(game.to_move, entry["kind"])
            have = sum(int(x.get("n", 0)) for x in entry.get("pay", []))
            if have < need:  # only Common Stores makes the payment whole
                self.stores.setChecked(True)
                self.stores.setEnabled(False)
        # which resources pay (S6.6): by default the engine's order; or chosen here
        self.pay_need = self._pay_need(game, entry)
        self.pay_box: QGroupBox | None = None
        self.pay_spins: list[tuple[dict[str, Any], QSpinBox]] = []
        self.pay_status = QLabel()
        pay = entry.get("pay")
        if isinstance(pay, list) and pay and self.pay_need > 0:
            self.pay_box = QGroupBox(self.tr("Choose what to pay (else the usual order)"))
            self.pay_box.setObjectName("choicePay")
            self.pay_box.setCheckable(True)
            self.pay_box.setChecked(False)
            grid = QGridLayout(self.pay_box)
            for i, item in enumerate(pay):
                spin = QSpinBox()
                spin.setObjectName(f"pay{i}")
                spin.setRange(0, int(item["n"]))
                spin.valueChanged.connect(self._check_pay)
                grid.addWidget(QLabel(fmt(self.tr("%1 on %2"), words.resource(str(item["type"])),
                                          words.hex_name(game, item["at"]))), i, 0)
                grid.addWidget(spin, i, 1)
                self.pay_spins.append((item, spin))
            grid.addWidget(self.pay_status, len(pay), 0, 1, 2)
            self.pay_box.toggled.connect(self._check_pay)
            lay.addWidget(self.pay_box)
        if not self.combos and not self.place_rows and self.pay_box is None:
            lay.addWidget(QLabel(self.tr("Nothing to choose: confirm the action.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("choiceOk")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for box in (self.requisition, self.stores):
            if box is not None:
                box.toggled.connect(self._check_pay)
        self._check_pay()

    @staticmethod
    def _pay_need(game: Game, entry: Action) -> int:
        """How many resources the action costs (0: none, or not known here)."""
        kind = entry["kind"]
        if kind in COLUMNS:
            return game.column_cost(game.to_move, kind)
        if kind == "foundry_top":
            card_id = game.players[game.to_move].foundry_card
            if card_id is not None:
                cost = game.content.foundry[card_id].top[int(entry["option"])].cost
                return int(cost.get("resources", 0))
        return 0

    def _check_pay(self) -> None:
        if self.pay_box is None or not self.pay_box.isChecked():
            self.ok.setEnabled(True)
            self.pay_status.setText("")
            return
        need = self.pay_need - sum(1 for box in (self.requisition, self.stores)
                                   if box is not None and box.isChecked())
        chosen = sum(spin.value() for _item, spin in self.pay_spins)
        self.pay_status.setText(fmt(self.tr("Chosen %1 of %2"), chosen, need))
        self.ok.setEnabled(chosen == need)

    def _fill_stores_at(self) -> None:
        if self.stores_type is None or self.stores_at is None:
            return
        hexes = (self.entry.get("stores_at") or {}).get(self.stores_type.currentData(), [])
        self.stores_at.clear()
        for h in hexes:
            self.stores_at.addItem(words.hex_name(self.game, h), h)

    def set_hex(self, at: list[int]) -> bool:
        """A click on the board sets the hex field, if it offers that hex."""
        combo = self.combos.get("at")
        if combo is None:
            return False
        i = combo.findData(at)
        if i >= 0:
            combo.setCurrentIndex(i)
        return i >= 0

    def action(self) -> Action:
        skip = ("cargo", "pay", "types", "place", "named", "choice", "max", "max_cards",
                "requisition", "stores", "stores_at", *self.FIELDS)
        a: Action = {k: v for k, v in self.entry.items() if k not in skip}
        for key, combo in self.combos.items():
            a[key] = combo.currentData()
        if self.place_rows:
            a["place"] = [{"type": k.currentData(), "at": h.currentData()}
                          for k, h in self.place_rows]
        if self.pay_box is not None and self.pay_box.isChecked():
            a["pay"] = [{"at": item["at"], "type": item["type"], "n": spin.value()}
                        for item, spin in self.pay_spins if spin.value()]
        if self.requisition is not None and self.req_card is not None \
                and self.requisition.isChecked():
            a["requisition"] = self.entry["requisition"][0]
            a["discard"] = self.req_card.currentData()
        if self.stores is not None and self.stores_type is not None and self.stores.isChecked():
            a["stores"] = self.stores_type.currentData()
            if self.stores_at is not None and self.stores_at.currentData() is not None:
                a["stores_at"] = self.stores_at.currentData()
        return a


class EncounterDialog(QDialog):
    """The encounter card: its options with cost and gain; only the legal ones enabled."""

    def __init__(self, game: Game, choice: EncounterChoice,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowEncounter")
        card = game.content.encounters[choice.card]
        title, flavour = words.card(game, choice.card)
        self.setWindowTitle(title)
        self.game = game
        self.entries = list(choice.entries)
        self.chosen: Action | None = None
        lay = QVBoxLayout(self)
        head = QLabel(f"<h3>{html.escape(title)}</h3><i>{html.escape(flavour)}</i>")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.res_type = QComboBox()
        self.res_type.setObjectName("encounterResource")
        for r in RESOURCES:
            self.res_type.addItem(words.resource(r), r)
        if any("resources" in needs for e in self.entries
               for needs in (e.get("choices") or {}).values()):
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("Resources of your choice as:")))
            row.addWidget(self.res_type)
            row.addStretch(1)
            lay.addLayout(row)
        self.buttons: dict[str, QPushButton] = {}
        self.reasons: dict[str, QLabel] = {}
        for o in "ABC":
            opt = card.options[o]
            frame = QFrame()
            frame.setObjectName(f"encounterOption{o}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            row = QHBoxLayout(frame)
            row.setContentsMargins(6, 4, 6, 4)
            text = QLabel(f"<b style='font-size:15px'>{o}</b>&nbsp;&nbsp;"
                          + html.escape(fmt(self.tr("Pay: %1"), amounts_text(opt.cost)))
                          + "<br>" + html.escape(fmt(self.tr("Gain: %1"),
                                                       amounts_text(opt.gain))))
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setWordWrap(True)
            text.setMinimumWidth(300)
            col = QVBoxLayout()
            col.addWidget(text)
            entry = choice.single[o]
            lost = [amounts_text({k: opt.gain[k]}) for k in choice.lost.get(o, [])]
            if entry is None:
                short = choice.short.get(o, {})
                why = (fmt(self.tr("You cannot pay: %1 short."), amounts_text(short)) if short
                       else self.tr("Not possible now."))
                reason = QLabel(why)
                reason.setObjectName(f"encounterReason{o}")
                reason.setStyleSheet("color: #ff9a7a;")
                col.addWidget(reason)
                self.reasons[o] = reason
            elif lost:
                note = QLabel(fmt(self.tr("Nothing to take for: %1 (lost, S12.4)."),
                                  ", ".join(lost)))
                note.setStyleSheet("color: #d9c27a;")
                note.setWordWrap(True)
                col.addWidget(note)
            row.addLayout(col, 1)
            btn = QPushButton(fmt(self.tr("Take %1"), o))
            btn.setObjectName(f"encounter_{o}")
            btn.setEnabled(entry is not None)
            if entry is not None:
                btn.clicked.connect(lambda _=False, e=entry: self._pick(e))
            else:
                btn.setToolTip(self.reasons[o].text())
            row.addWidget(btn, 0, Qt.AlignmentFlag.AlignVCenter)
            lay.addWidget(frame)
            self.buttons[o] = btn
        # Wayfinders (S12.5): two different options together
        for entry in choice.pairs:
            opts = entry["options"]
            btn = QPushButton(fmt(self.tr("Take %1 and %2"), opts[0], opts[1]))
            btn.setObjectName("encounter_" + "".join(opts))
            btn.clicked.connect(lambda _=False, e=entry: self._pick(e))
            lay.addWidget(btn)
            self.buttons["".join(opts)] = btn

    def _pick(self, entry: Action) -> None:
        """The option chosen: with more to choose (an ability, a structure, a slot...),
        a form of those choices first."""
        needs_all: Mapping[str, Mapping[str, Any]] = entry.get("choices") or {}
        combos: dict[tuple[str, str], QComboBox] = {}
        if any(key != "resources" and isinstance(dom, list) and len(dom) > 1
               for needs in needs_all.values() for key, dom in needs.items()):
            for b in self.buttons.values():
                b.setEnabled(False)
            box = QGroupBox(self.tr("Your choices"))
            form = QFormLayout(box)
            for option, needs in needs_all.items():
                for key, dom in needs.items():
                    if key == "resources":
                        continue
                    combo = QComboBox()
                    combo.setObjectName(f"encounterChoice_{option}_{key}")
                    for v in dom:
                        combo.addItem(_value_label(key, v, self.game), v)
                    form.addRow(fmt(self.tr("%1: %2"), option, _field_names().get(key, key)),
                                combo)
                    combos[(option, key)] = combo
            ok = QPushButton(self.tr("Take it"))
            ok.setObjectName("encounterOk")
            ok.clicked.connect(lambda: self._finish(entry, combos))
            form.addRow(ok)
            layout = self.layout()
            if layout is not None:
                layout.addWidget(box)
            return
        self._finish(entry, combos)

    def _finish(self, entry: Action, combos: Mapping[tuple[str, str], QComboBox]) -> None:
        choices: dict[str, Any] = {}
        for option, needs in (entry.get("choices") or {}).items():
            c: dict[str, Any] = {}
            for key, dom in needs.items():
                if key == "resources":
                    kind = str(self.res_type.currentData())
                    if kind not in dom["types"]:
                        kind = str(dom["types"][0])
                    c["resources"] = {kind: int(dom["choice"])}
                elif (option, key) in combos:
                    c[key] = combos[(option, key)].currentData()
                else:
                    c[key] = dom[0]
            choices[option] = c
        self.chosen = {"kind": "encounter", "options": list(entry["options"]),
                       "choices": choices}
        self.accept()


class CommitDialog(QDialog):
    """The sealed commit (S10.5, S17.2): a dial 0..max and up to ``max_cards`` cards."""

    def __init__(self, game: Game, seat: int, entry: Action,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowCommit")
        self.seat = seat
        self.entry = entry
        self.setWindowTitle(fmt(self.tr("%1: sealed commit"), words.faction_name(game, seat)))
        lay = QVBoxLayout(self)
        head = QLabel("<h3>" + html.escape(fmt(self.tr("%1: sealed combat commit"),
                                               words.faction_name(game, seat))) + "</h3>")
        head.setObjectName("commitHead")
        lay.addWidget(head)
        lay.addWidget(QLabel(self.tr("Only you see this screen. Choose the power to spend "
                                     "and the combat cards to add.")))
        t = game.turn
        if t is not None and t.combat is not None:
            other = int(t.combat["defender"] if seat == int(t.combat["attacker"])
                        else t.combat["attacker"])
            o = game.players[other]
            paid = dict(t.combat.get("hired_guns") or {})
            held = len(o.hand)
            lines = [fmt(english_plural(self.tr(
                "Combat at %1 against %2: their power %3, %n card(s) in hand.", "", held), held),
                words.hex_name(game, t.combat["at"]), words.faction_name(game, other), o.power)]
            for s, n in paid.items():
                lines.append(fmt(self.tr("%1 hired guns: +%2 at the reveal."),
                                 words.faction_name(game, int(s)), n))
            info = QLabel("<br>".join(html.escape(x) for x in lines))
            info.setObjectName("commitInfo")
            info.setWordWrap(True)
            lay.addWidget(info)
        form = QFormLayout()
        self.dial = QSpinBox()
        self.dial.setObjectName("commitDial")
        lo, hi = entry["power"]
        self.dial.setRange(int(lo), int(hi))
        self.dial.setValue(int(hi))
        form.addRow(fmt(self.tr("Power dial (0–%1)"), hi), self.dial)
        self.max_cards = int(entry["max_cards"])
        box = QGroupBox(fmt(self.tr("Combat cards (at most %1)"), self.max_cards))
        grid = QGridLayout(box)
        self.cards: list[QCheckBox] = []
        for i, v in enumerate(entry["cards"]):
            cb = QCheckBox(str(v))
            cb.setObjectName(f"commitCard{i}")
            cb.toggled.connect(self._limit)
            grid.addWidget(cb, i // 6, i % 6)
            self.cards.append(cb)
        if not self.cards:
            grid.addWidget(QLabel(self.tr("No combat cards in hand.")), 0, 0)
        form.addRow(box)
        lay.addLayout(form)
        self.bonus = game.combat_bonus(seat)  # the engine's modifiers, known to all
        self.total = QLabel()
        self.total.setObjectName("commitTotal")
        lay.addWidget(self.total)
        self.dial.valueChanged.connect(self._limit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Seal my commit"))
        ok.setObjectName("commitOk")
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        self._limit()

    def _limit(self) -> None:
        picked = [cb for cb in self.cards if cb.isChecked()]
        full = len(picked) >= self.max_cards
        for cb in self.cards:
            cb.setEnabled(cb.isChecked() or not full)
        total = self.dial.value() + sum(int(cb.text()) for cb in picked) + self.bonus
        if self.bonus:
            self.total.setText(fmt(self.tr("Your total: %1 (with +%2 from abilities and "
                                           "hired guns)"), total, self.bonus))
        else:
            self.total.setText(fmt(self.tr("Your total: %1"), total))
        self.total_value = total

    def action(self) -> Action:
        return {"kind": "commit", "player": self.seat, "power": self.dial.value(),
                "cards": sorted((int(cb.text()) for cb in self.cards if cb.isChecked()),
                                reverse=True)}


class EndDialog(QDialog):
    """The full scoring per player and the winner (S16.2)."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowEnd")
        self.setWindowTitle(self.tr("Game over"))
        lay = QVBoxLayout(self)
        winners = game.winner() or []
        lay.addWidget(QLabel("<h2>" + html.escape(fmt(
            self.tr("%1 wins"), ", ".join(words.faction_name(game, s) for s in winners)))
            + "</h2>"))
        grid = QGridLayout()
        heads = [self.tr("Player"), self.tr("Coins"), self.tr("Structure bonus"),
                 self.tr("Stars"), self.tr("Territories"), self.tr("Resource pairs"),
                 self.tr("Popularity tier"), self.tr("Total")]
        for c, h in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{html.escape(h)}</b>"), 0, c)
        for r, seat in enumerate(range(game.n), 1):
            sp = game.score_parts(seat)  # S16.2: each part and what one is worth

            def times(n: int, v: int) -> str:
                return fmt(self.tr("%1 × %2 = %3"), n, v, n * v)

            values = [words.faction_name(game, seat), sp.coins, sp.structure_bonus,
                      times(sp.stars, sp.star_value),
                      times(sp.territories, sp.territory_value),
                      times(sp.resource_pairs, sp.pair_value), sp.tier, sp.total]
            for c, v in enumerate(values):
                label = QLabel(str(v))
                if seat in winners:
                    label.setStyleSheet("font-weight: bold;")
                grid.addWidget(label, r, c)
        lay.addLayout(grid)
        ok = QPushButton(self.tr("Close"))
        ok.setObjectName("endOk")
        ok.clicked.connect(self.accept)
        lay.addWidget(ok)


class StopsDialog(QDialog):
    """S8.8: cargo on the way. At the hex of the path before the last, what the moving unit
    leaves there (of what it carries) and what it takes up (what lies there)."""

    def __init__(self, game: Game, entry: Action, carry: Mapping[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowStops")
        self.setWindowTitle(self.tr("On the way"))
        lay = QVBoxLayout(self)
        heading = self.tr("Cargo on the way")
        lay.addWidget(QLabel(f"<h3>{html.escape(heading)}</h3>"))
        self.leave_workers: list[tuple[str, QCheckBox]] = []
        self.leave_res: dict[str, QSpinBox] = {}
        self.take_workers: list[tuple[str, QCheckBox]] = []
        self.take_res: dict[str, QSpinBox] = {}
        path = entry["path"]
        middle = path[0]
        dom: Mapping[str, Any] = next(
            (d for d in entry.get("cargo") or [] if d.get("hex") == middle), {})
        box = QGroupBox(fmt(self.tr("At %1"), words.hex_name(game, middle)))
        form = QFormLayout(box)
        for wid in carry.get("workers", []):
            cb = QCheckBox(fmt(self.tr("leave worker %1 here"), str(wid).split(".")[-1]))
            cb.setObjectName(f"leave_{wid}")
            form.addRow(cb)
            self.leave_workers.append((str(wid), cb))
        for r, n in (carry.get("resources") or {}).items():
            spin = QSpinBox()
            spin.setObjectName(f"leave_{r}")
            spin.setRange(0, int(n))
            form.addRow(fmt(self.tr("leave %1 here"), words.resource(str(r))), spin)
            self.leave_res[str(r)] = spin
        for wid in dom.get("workers", []):
            cb = QCheckBox(fmt(self.tr("take up worker %1"), str(wid).split(".")[-1]))
            cb.setObjectName(f"take_{wid}")
            form.addRow(cb)
            self.take_workers.append((str(wid), cb))
        for r, n in (dom.get("resources") or {}).items():
            spin = QSpinBox()
            spin.setObjectName(f"take_{r}")
            spin.setRange(0, int(n))
            form.addRow(fmt(self.tr("take up %1"), words.resource(str(r))), spin)
            self.take_res[str(r)] = spin
        lay.addWidget(box)
        lay.addWidget(QLabel(self.tr("Everything carried is left at the end of the move.")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("stopsOk")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def offers_something(self) -> bool:
        return bool(self.leave_workers or self.leave_res or self.take_workers or self.take_res)

    def stops(self) -> list[dict[str, Any]]:
        leave: dict[str, Any] = {}
        take: dict[str, Any] = {}
        lw = [w for w, cb in self.leave_workers if cb.isChecked()]
        lr = {r: s.value() for r, s in self.leave_res.items() if s.value()}
        tw = [w for w, cb in self.take_workers if cb.isChecked()]
        tr_ = {r: s.value() for r, s in self.take_res.items() if s.value()}
        if lw:
            leave["workers"] = lw
        if lr:
            leave["resources"] = lr
        if tw:
            take["workers"] = tw
        if tr_:
            take["resources"] = tr_
        if not leave and not take:
            return []
        stop: dict[str, Any] = {"step": 1}
        if leave:
            stop["leave"] = leave
        if take:
            stop["take"] = take
        return [stop]
