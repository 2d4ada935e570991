"""The Furrow & Foundry window: the board, the mat of the seat deciding, the
tracks of every player, the choices of the decision at hand and the log.

Every choice offered is built from the engine's legal entries for a human seat, through
``controller.furrow_interaction`` (what may be clicked and what a click does); the window
never changes the game, it sends requests. Secrets
at one screen: with two or more humans, a hand-off screen covers everything before a
human's private screen opens, and the mat shows hand values only on that private screen.
A reveal is held on screen until seen (the computer waits).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...controller.furrow_controller import FurrowController, FurrowEntry, FurrowSetup
from ...controller.furrow_interaction import (
    FurrowInteraction,
    as_hex,
    is_plain,
    move_action,
    plain_action,
)
from ...furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from ...furrow.engine.game import Action
from ...textfmt import english_plural, fmt
from ..board.geometry import Hex
from ..write_notices import show_write_notices
from . import seat_sheet, waste_warnings, words
from .advice import FurrowAdvice
from .animation import BoardAnimator, add_toggle
from .board import FurrowScene, FurrowView
from .dialogs import (
    ChoiceDialog,
    CommitDialog,
    EncounterDialog,
    EndDialog,
    StopsDialog,
    amounts_text,
)
from .log_words import LogList
from .new_game import autosave_path
from .panels import ROMAN, MatAction, MatPanel, SlotButton, TracksPanel, why_text
from .reveal_panel import RevealPanel, combat_events
from .window_base import FurrowWindowBase, HandOff


class FurrowWindow(FurrowWindowBase):
    """One Furrow & Foundry game."""

    def __init__(self, controller: FurrowController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowWindow")
        self.setWindowTitle(self.tr("Furrow & Foundry") + "[*]")
        self.controller = controller if controller is not None else FurrowController(self)
        c = self.controller
        self._unlocked: int | None = None
        # the unit chosen to move, the hexes chosen to produce on, what a click does
        self.interaction = FurrowInteraction(c)
        self._glow: dict[Hex, str] = {}
        self._recent: dict[Hex, str] = {}  # where the last seat's actions happened
        self._recent_seat: int | None = None
        self._cargo_workers: list[QCheckBox] = []
        self._cargo_res: dict[str, QSpinBox] = {}
        self._dialog: QWidget | None = None
        self._reveal_open = False
        self._end_shown = False
        self.autosave_box: QMessageBox | None = None  # the last autosave failure shown
        self.save_path: Path | None = None
        self.replay: QDialog | None = None
        self.new_dialog: QDialog | None = None

        self.scene = FurrowScene(self)
        self.view = FurrowView(self.scene)
        self.view.setObjectName("furrowBoard")
        self.tracks = TracksPanel()
        self.mat = MatPanel()
        self.choices_box = QGroupBox(self.tr("Choices"))
        self.choices_box.setObjectName("furrowChoices")
        # compact: buttons two to a row, a line of text across both (the mat is where
        # the choices are made; this box is the fallback and the keyboard's path)
        self.choices = QGridLayout(self.choices_box)
        self.choices.setSpacing(3)
        self.choices.setContentsMargins(6, 4, 6, 4)
        self._cell = 0
        self.log = LogList()  # a line per action; a click opens its details

        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        inner = QWidget()
        ilay = QVBoxLayout(inner)
        ilay.setContentsMargins(0, 0, 0, 0)
        ilay.addWidget(self.mat)
        ilay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # a combat's reveal on top, beside the board; the choices next, always in sight
        self.reveal = RevealPanel()
        self.reveal.seen.connect(self._reveal_seen)
        rlay.addWidget(self.reveal)
        rlay.addWidget(self.choices_box)
        rlay.addWidget(scroll)
        rlay.addWidget(QLabel(self.tr("Log")))
        rlay.addWidget(self.log, 1)
        self.log.setMinimumHeight(72)  # the mat first; the log takes what is left
        self._mat_scroll, self._mat_inner = scroll, inner
        right.setMinimumWidth(430)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.split = split
        self._split_moved = False  # once the player moves it, the window keeps their sizes
        split.splitterMoved.connect(lambda _pos, _i: setattr(self, "_split_moved", True))
        central = QWidget()
        clay = QVBoxLayout(central)
        clay.setContentsMargins(4, 4, 4, 4)
        clay.addWidget(self.tracks)
        clay.addWidget(split, 1)
        self.setCentralWidget(central)
        self.handoff = HandOff(central)
        self.handoff.hide()
        self.handoff.button.clicked.connect(self._unlock)
        self.status = QLabel()
        self.status.setObjectName("furrowStatus")
        self.statusBar().addWidget(self.status, 1)
        self.reveal_toggle = QPushButton(self.tr("Last combat"))
        self.reveal_toggle.setObjectName("revealToggle")
        self.reveal_toggle.setEnabled(False)
        self.reveal_toggle.clicked.connect(
            lambda: self.reveal.setVisible(not self.reveal.isVisible()))
        self.statusBar().addPermanentWidget(self.reveal_toggle)

        self._build_actions()
        self.animator = BoardAnimator(self.scene, self.view, self)  # others' moves, combats
        add_toggle(self, self.act_fit, self.animator)
        self.advice = FurrowAdvice(self)  # Game ▸ Hint and Statistics, the end's graphs

        self.sheet: QDialog | None = None  # a seat's public sheet, once opened
        self.tracks.seat_clicked.connect(lambda s: seat_sheet.open_sheet(self, s))
        self.scene.hex_clicked.connect(self._hex_clicked)
        self.scene.hex_hovered.connect(self._hex_hovered)
        self.mat.section_chosen.connect(self._section)
        self.mat.entry_chosen.connect(self._mat_entry)
        c.state_changed.connect(self.refresh)
        c.modified_changed.connect(self.setWindowModified)
        c.action_applied.connect(self._on_applied)
        c.history_reset.connect(self._rebuild_log)
        c.game_over.connect(self._on_game_over)
        c.error.connect(self._on_error)
        c.ai_thinking.connect(lambda _b: self._update_status())
        c.undo_changed.connect(lambda _can, _redo: self._update_undo())
        c.autosave_failed.connect(self._on_autosave_failed)
        c.write_notice.connect(lambda notice: show_write_notices(self, [notice]))
        c.saved_changed.connect(lambda _saved: self._update_status())
        self.resize(1280, 800)

    # ------------------------------------------------------------------ starting
    def start(self, setup: FurrowSetup, seats: list[str]) -> None:
        """A new game: ``setup`` a ``FurrowSetup``, ``seats`` "human" or a level each."""
        humans = [i for i, s in enumerate(seats) if s == "human"]
        self._unlocked = humans[0] if len(humans) == 1 else None
        self._end_shown = False
        self.controller.autosave_path = autosave_path() if self.autosave else None
        self.controller.new_game(setup, seats)
        self.view.fit()

    # ------------------------------------------------------------------ secrets
    def deciding(self) -> int | None:
        """The human seat whose decision is on screen now."""
        seats = self.controller.human_deciders()
        return seats[0] if seats else None

    def private_seat(self) -> int | None:
        """The seat whose private screen is open (hand values on show), if any."""
        if self.handoff.isVisible():
            return None
        if len(self.controller.humans()) > 1 and self.deciding() is None:
            return None  # between humans' decisions the screen shows no hand
        return self._unlocked

    def _unlock(self) -> None:
        self._unlocked = self.handoff.seat
        self.handoff.hide()
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_moved:  # the board a little over half the width (the map is
            width = event.size().width() - 8  # about square), the mat the rest
            board = width * 13 // 25
            self.split.setSizes([board, width - board])
        central = self.centralWidget()
        if central is not None:
            self.handoff.setGeometry(central.rect())
        self._fit_mat()

    # ------------------------------------------------------------------ refreshing
    def refresh(self) -> None:
        c = self.controller
        if not c.has_game():
            return
        g = c.game
        self.scene.set_game(g)
        self.tracks.show_game(g, c.seats)
        seat = self.deciding()
        humans = c.humans()
        if seat is not None and len(humans) > 1 and seat != self._unlocked:
            self.handoff.seat = seat
            self.handoff.label.setText(
                "<h2>" + html.escape(fmt(self.tr("Pass the screen to %1"),
                                         words.faction_name(g, seat))) + "</h2>"
                + html.escape(self.tr("The next screen shows that player's hand.")))
            self.handoff.button.setText(fmt(self.tr("I am %1: show my screen"),
                                            words.faction_name(g, seat)))
            central = self.centralWidget()
            if central is not None:
                self.handoff.setGeometry(central.rect())
            self.handoff.show()
            self.handoff.raise_()
        elif self.handoff.isVisible() and seat != self.handoff.seat:
            self.handoff.hide()
        private = self.private_seat()
        shown = seat if seat is not None else (private if private is not None else g.to_move)
        if g.over:
            shown = private if private is not None else (humans[0] if humans else 0)
        open_screen = seat is not None and not self.handoff.isVisible()
        sections = self.interaction.sections(seat) if open_screen else []
        top, bottom = (self._mat_actions(seat) if open_screen and seat is not None and seat == shown
                       else ([], []))
        self.mat.show_seat(g, shown, private == shown, sections, top, bottom,
                           self.interaction.mat(shown))
        self._build_choices(seat if open_screen else None)
        QTimer.singleShot(0, self._fit_mat)  # once the new mat is laid out
        self._update_status()
        self._update_undo()

    def _fit_mat(self) -> None:
        """The mat at its full height when the column has room (the log shrinks first)."""
        lay = self._mat_inner.layout()
        if lay is None:
            return
        lay.activate()
        width = self._mat_scroll.viewport().width()
        need = (lay.totalHeightForWidth(width) if lay.hasHeightForWidth()
                else lay.totalSizeHint().height())
        # the room the column leaves the mat when the log is at its smallest
        room = (self._mat_scroll.parentWidget() or self).height() - self.choices_box.height() \
            - self.log.minimumHeight() - 40 \
            - (self.reveal.sizeHint().height() if self.reveal.isVisible() else 0)
        self._mat_scroll.setMinimumHeight(max(120, min(need + 2, room)))

    def _update_undo(self) -> None:
        """Undo takes back only the decision of the player at the screen (with two or more
        humans, that of the seat whose private screen is open)."""
        c = self.controller
        seat = c.undo_seat() if c.has_game() else None
        humans = c.humans()
        self.undo_action.setEnabled(
            seat is not None and (len(humans) <= 1 or seat == self.private_seat()))

    def _update_status(self) -> None:
        c = self.controller
        if not c.has_game():
            return
        g = c.game
        if g.over:
            text = self.tr("The game is over.")
        elif c.thinking:
            text = fmt(self.tr("%1 (computer) is thinking…"),
                       ", ".join(words.faction_name(g, s) for s in g.deciders()))
        else:
            who = ", ".join(words.faction_name(g, s) for s in g.deciders())
            text = fmt(self.tr("Round %1 · %2 to decide: %3"), g.round, who,
                       words.phase(g.phase()))
        if c.autosave_problem is not None:
            text += " · " + self.tr("not saved")
        self.status.setText(text)

    # ------------------------------------------------------------------ choices
    def _clear_choices(self) -> None:
        self._cell = 0
        while self.choices.count():
            item = self.choices.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.setParent(None)
                w.deleteLater()

    def _add(self, widget: QWidget) -> None:
        """Add to the choices and show it now (not when the layout's posted show comes)."""
        if isinstance(widget, QPushButton) and not isinstance(widget, SlotButton):
            self.choices.addWidget(widget, self._cell // 2, self._cell % 2)
            self._cell += 1
        else:
            self._cell += self._cell % 2  # a new row, across both columns
            self.choices.addWidget(widget, self._cell // 2, 0, 1, 2)
            self._cell += 2
        widget.show()

    def _button(self, text: str, name: str, slot: Any) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(lambda _=False: slot())
        self._add(b)
        return b

    def _build_choices(self, seat: int | None) -> None:
        self._clear_choices()
        glow: dict[Hex, str] = {}
        c = self.controller
        if seat is None:
            self.choices_box.setTitle(self.tr("Choices"))
            note = QLabel(self.tr("Waiting for the other players."))
            note.setWordWrap(True)
            self._add(note)
            self._glow = dict(self._recent)  # the others' last action, to follow their turn
            self.scene.glow(self._glow)
            return
        g = c.game
        ia = self.interaction
        ia.sync(seat)
        glow = ia.glow(seat)
        self.choices_box.setTitle(fmt(self.tr("Choices of %1: %2"), words.faction_name(g, seat),
                                      words.phase(g.phase())))
        if ia.movers(seat):
            self._move_choices(seat)
        for i, e in enumerate(ia.buttons(seat)):
            kind = e["kind"]
            if kind == "produce":
                self._produce_choices(seat, e)
            elif kind == "commit":
                self._button(self.tr("Commit to the combat…"), "choice_commit",
                             lambda e=e: self._activate(seat, e))
            elif kind == "encounter":
                self._button(self.tr("Resolve the encounter…"), "choice_encounter",
                             lambda e=e: self._activate(seat, e))
            elif kind in ("objective", "take_foundry_card"):  # a card's text wraps, whole
                text = self._plain_text(e)
                card = SlotButton(html.escape(text), f"choice_{kind}_{i}")
                card.setToolTip(text + "\n" + words.card(g, str(e["card"]))[1])
                card.clicked.connect(lambda _=False, e=e: self._activate(seat, e))
                self._add(card)
            else:
                dots = "" if is_plain(e) else "…"
                self._button(self._plain_text(e) + dots, f"choice_{kind}_{i}",
                             lambda e=e: self._activate(seat, e))
        if ia.sections(seat):  # every section in its place, greyed with its reason
            self._add(QLabel(self.tr("Choose a section on the mat below, or here (keys 1–5):")))
            mat = g.mat(seat)
            for sec in ia.mat(seat):
                n = sec.number
                top = words.top_action("foundry" if n == 5 else mat.columns[n - 1].top)
                low = words.bottom_action("foundry_move" if n == 5 else COLUMNS[n - 1])
                b = self._button(fmt(self.tr("%1 · %2 / %3"), ROMAN[n - 1], top, low),
                                 f"choice_section_{n}", lambda n=n: self._section(n))
                b.setEnabled(sec.choosable)
                why = sec.why_not or sec.top.why_not
                b.setToolTip(why_text(why) if why is not None else "")
        if self._recent_seat != seat:  # under the choices: where the last seat acted
            for h, kind in self._recent.items():
                glow.setdefault(h, kind)
        self._glow = dict(glow)
        self.scene.glow(glow)

    def _buttons(self) -> list[QPushButton]:
        out = []
        for i in range(self.choices.count()):
            item = self.choices.itemAt(i)
            w = item.widget() if item is not None else None
            if isinstance(w, QPushButton):
                out.append(w)
        return out

    def _plain_text(self, e: Action) -> str:
        g = self.controller.game
        kind = e["kind"]
        if kind == "strengthen":
            return fmt(self.tr("Strengthen: %1"), words.track(str(e["gain"])))
        if kind == "trade":
            return fmt(self.tr("Trade for %1"), words.track(str(e["gain"]))
                       if e["gain"] != "resources" else self.tr("resources"))
        if kind == "take_foundry_card":
            card = g.content.foundry[str(e["card"])]
            return fmt(self.tr("Take %1: %2"), words.card(g, card.id)[0], "; ".join(
                fmt(self.tr("pay %1 → %2"), amounts_text(o.cost), amounts_text(o.gain))
                for o in card.top))
        if kind == "objective":
            return fmt(self.tr("Reveal objective %1"), words.card(g, str(e["card"]))[0])
        if kind == "combat":
            return fmt(self.tr("Fight at %1"), words.hex_name(g, e["at"]))
        if kind == "retreat":
            return fmt(self.tr("Retreat to %1"), words.hex_name(g, e["to"]))
        if kind in COLUMNS:
            return fmt(self.tr("%1 (pay %2 %3 → +%4 coins)"), words.bottom_action(kind),
                       g.column_cost(g.to_move, kind), words.resource(COLUMN_RESOURCE[kind]),
                       g.column_coins(g.to_move, kind))
        return words.kind_label(kind)

    def _activate(self, seat: int, e: Action) -> None:
        """One legal entry chosen (a button of the choices or of the mat): sent as it is,
        or completed first (a dialog, the hexes chosen on the board)."""
        kind = e["kind"]
        if kind == "skip":
            waste_warnings.guard(
                self, self, waste_warnings.Waste.BOTTOM_SKIPPED,
                waste_warnings.skip_warning(self.controller.game, self.interaction.legal(seat)),
                lambda: self.controller.request(seat, plain_action(e)))
        elif is_plain(e):
            self.controller.request(seat, plain_action(e))
        elif kind == "produce":
            if self.interaction.produce:
                self.controller.request(seat, self.interaction.produce_action())
            else:
                self.statusBar().showMessage(fmt(
                    self.tr("Click up to %1 glowing hexes on the board first."), e["max"]), 6000)
        elif kind == "commit":
            self._commit(seat, e)
        elif kind == "encounter":
            self._encounter(seat)
        else:
            self._choose(seat, e)

    def _mat_entry(self, e: object) -> None:
        seat = self.deciding()
        if seat is not None and isinstance(e, dict) and not self.handoff.isVisible():
            self._activate(seat, e)

    def _mat_actions(self, seat: int) -> tuple[list[MatAction], list[MatAction]]:
        """The actions offered in the slots of the section being played, each with its cost
        in words (the engine's amounts) before it is taken."""
        g = self.controller.game
        t = g.turn
        slot, legal = self.interaction.slot_entries(seat)
        if t is None or not slot:
            return [], []
        offered: list[MatAction] = []
        cost = amounts_text(g.top_cost(seat, t.section)) if t.phase == "top" else ""
        hinted = False
        for e in legal:
            kind = e["kind"]
            if kind in ("move_unit", "foundry_move"):
                if not hinted:
                    hinted = True
                    offered.append((self.tr("Click a glowing unit on the board, then where it "
                                            "goes."), "", None))
            elif kind == "strengthen":
                gain = str(e["gain"])
                amount = g.top_amount(seat, "strengthen_power" if gain == "power"
                                      else "strengthen_cards")
                offered.append((fmt(self.tr("+%1 %2 (pay %3)"), amount, words.track(gain),
                                    cost), cost, e))
            elif kind == "gain_coins":
                coins = g.top_amount(seat, "move_coins")
                offered.append((english_plural(self.tr("+%n coin(s) instead", "", coins), coins),
                                "", e))
            elif kind == "trade":
                if e["gain"] == "popularity":
                    text = fmt(self.tr("+%1 popularity (pay %2)"),
                               g.top_amount(seat, "trade_popularity"), cost)
                else:
                    n = g.trade_resources(seat)
                    text = fmt(english_plural(
                        self.tr("%n resource(s) of your choice (pay %1)…", "", n), n), cost)
                offered.append((text, cost, e))
            elif kind == "produce":
                if self.interaction.produce:
                    hexes = len(self.interaction.produce)
                    offered.append((fmt(english_plural(
                        self.tr("Produce on %n hex(es) (pay %1)", "", hexes), hexes), cost),
                        cost, e))
                else:
                    offered.append((fmt(self.tr("Produce: click up to %1 glowing hexes on "
                                                "the board (pay %2)."), e["max"], cost),
                                    "", None))
            elif kind == "foundry_top":
                opt = g.content.foundry[str(g.players[seat].foundry_card)].top[int(e["option"])]
                offered.append((fmt(self.tr("pay %1 → %2…"), amounts_text(opt.cost),
                                    amounts_text(opt.gain)), "", e))
            elif kind in COLUMNS:
                offered.append((self._plain_text(e) + "…", "", e))
            elif kind == "end_move":
                offered.append((self.tr("End the move"), "", e))
            elif kind == "skip":
                offered.append((self.tr("Skip this action"), "", e))
        return (offered, []) if slot == "top" else ([], offered)

    # -- moves
    def _move_choices(self, seat: int) -> None:
        g = self.controller.game
        ia = self.interaction
        self._add(QLabel(self.tr("Move: click a glowing hex to pick a unit, "
                                              "then a destination.")))
        if ia.selected is None:
            return
        here = ia.units_at(seat, ia.unit_hex(seat, ia.selected))
        if len(here) > 1:
            row = QHBoxLayout()
            for uid in here:
                b = QPushButton(f"{words.unit_kind(g.units[uid].kind)} {uid.split('.')[1]}")
                b.setObjectName(f"unit_{uid}")
                b.setCheckable(True)
                b.setChecked(uid == ia.selected)
                b.clicked.connect(lambda _=False, x=uid: self._select_unit(x))
                row.addWidget(b)
            holder = QWidget()
            holder.setLayout(row)
            self._add(holder)
        first = ia.cargo(seat)
        self._cargo_workers = []
        self._cargo_res = {}
        if first:
            for wid in first.get("workers", []):
                cb = QCheckBox(fmt(self.tr("carry worker %1"), wid.split(".")[1]))
                cb.setObjectName(f"carry_{wid}")
                self._add(cb)
                self._cargo_workers.append(cb)
                cb.setProperty("unit", wid)
            for r, n in (first.get("resources") or {}).items():
                row = QHBoxLayout()
                row.addWidget(QLabel(fmt(self.tr("carry %1"), words.resource(r))))
                sb = QSpinBox()
                sb.setObjectName(f"carry_{r}")
                sb.setRange(0, int(n))
                row.addWidget(sb)
                holder = QWidget()
                holder.setLayout(row)
                self._add(holder)
                self._cargo_res[r] = sb

    def _select_unit(self, uid: str) -> None:
        self.interaction.selected = uid
        self.refresh()

    def _move(self, seat: int, e: Action) -> None:
        """A move entry chosen on the board: sent with the cargo ticked, after the stops
        on the way are chosen when there are any."""
        c = self.controller
        workers = [str(cb.property("unit")) for cb in self._cargo_workers if cb.isChecked()]
        action = move_action(e, workers, {r: sb.value() for r, sb in self._cargo_res.items()})
        carry = action.get("carry", {})
        if len(e["path"]) == 2:  # S8.8: cargo may be left or taken up on the way
            stops = StopsDialog(c.game, e, carry, self)
            if stops.offers_something():
                self._dialog = stops

                def done(result: int) -> None:
                    self._dialog = None
                    if result == QDialog.DialogCode.Accepted:
                        plan = stops.stops()
                        c.request(seat, {**action, "stops": plan} if plan else action)
                    else:
                        self.refresh()
                stops.finished.connect(done)
                stops.open()
                return
            stops.deleteLater()
        warned = waste_warnings.move_warning(c.game, seat, action)
        waste, text = warned if warned is not None else (waste_warnings.Waste.WORKERS_LEFT, None)
        waste_warnings.guard(self, self, waste, text, lambda: c.request(seat, action))

    # -- produce
    def _produce_choices(self, seat: int, e: Action) -> None:
        chosen = self.interaction.produce
        self._add(QLabel(fmt(self.tr("Produce: click up to %1 glowing hexes."),
                                          e["max"])))
        b = self._button(fmt(self.tr("Produce on %1 hex(es)"), len(chosen)),
                         "choice_produce",
                         lambda: self.controller.request(seat,
                                                         self.interaction.produce_action()))
        b.setEnabled(bool(chosen))

    # -- board clicks
    def _hex_clicked(self, q: int, r: int) -> None:
        if seat_sheet.open_sheet_at(self, (q, r)):  # a piece clicked, not a choice
            return
        seat = self.deciding()
        if seat is None or self.handoff.isVisible():
            return
        click = self.interaction.click(seat, (q, r))
        if click.kind == "move" and click.entry is not None:
            self._move(seat, click.entry)
        elif click.kind == "send" and click.entry is not None:
            self.controller.request(seat, plain_action(click.entry))
        elif click.kind == "choose" and click.entry is not None:
            self._choose(seat, click.entry, click.at)  # its dialog, with this hex chosen
        else:
            self.refresh()

    def _hex_hovered(self, q: int, r: int) -> None:
        """While a unit is chosen, the path to the hovered destination is shown."""
        glow = dict(self._glow)
        seat = self.deciding()
        if seat is not None and glow.get((q, r)) == "move":
            for h in self.interaction.path_to(seat, (q, r)):
                glow[h] = "path"
        self.scene.glow(glow)

    def cancel_choice(self) -> None:
        """Esc: dismiss the hint, else forget the unit chosen to move and the hexes
        chosen to produce on (an animation running is finished first)."""
        if self.animator.finish() or self.advice.dismiss():
            return
        if self.interaction.clear():
            self.refresh()

    def _section_key(self, n: int) -> None:
        seat = self.deciding()
        if seat is None or self.handoff.isVisible():
            return
        if self.interaction.section_action(seat, n) is not None:
            self._section(n)

    def _section(self, n: int) -> None:
        seat = self.deciding()
        if seat is None:
            return
        section = next((s for s in self.interaction.mat(seat) if s.number == n), None)
        waste_warnings.guard(
            self, self, waste_warnings.Waste.TOP_LOST,
            waste_warnings.section_warning(section, why_text) if section else None,
            lambda: self.controller.request(seat, {"kind": "section", "section": n}))

    # -- dialogs
    def _choose(self, seat: int, e: Action, at: list[int] | None = None) -> None:
        dlg = ChoiceDialog(self.controller.game, e, self._plain_text(e), self)
        if at is not None:
            dlg.set_hex(at)
        self._dialog = dlg

        def done(result: int) -> None:
            self._dialog = None
            if result == QDialog.DialogCode.Accepted:
                self.controller.request(seat, dlg.action())
        dlg.finished.connect(done)
        dlg.open()

    def _commit(self, seat: int, e: Action) -> None:
        dlg = CommitDialog(self.controller.game, seat, e, self)
        self._dialog = dlg

        def done(result: int) -> None:
            self._dialog = None
            if result == QDialog.DialogCode.Accepted:
                action = dlg.action()
                waste_warnings.guard(
                    self, self, waste_warnings.Waste.EMPTY_COMBAT,
                    waste_warnings.commit_warning(self.controller.game, seat, action),
                    lambda: self.controller.request(seat, action))
        dlg.finished.connect(done)
        dlg.open()

    def _encounter(self, seat: int) -> None:
        choice = self.interaction.encounter(seat)
        if choice is None:
            return
        dlg = EncounterDialog(self.controller.game, choice, self)
        self._dialog = dlg

        def done(_result: int) -> None:
            self._dialog = None
            if dlg.chosen is not None:
                self.controller.request(seat, dlg.chosen)
        dlg.finished.connect(done)
        dlg.open()

    # ------------------------------------------------------------------ signals
    def _on_applied(self, entry: FurrowEntry) -> None:
        g = self.controller.game
        self.log.add_entry(g, entry)
        self.log.scrollToBottom()
        self.interaction.produce = []
        if entry.seat != self._recent_seat or not entry.by_ai:
            self._recent = {}  # a computer's whole turn stays marked until the next seat's
            self._recent_seat = entry.seat
        for e in entry.events if entry.by_ai else []:
            places = [p.get("at") for p in e.get("place", []) if isinstance(p, dict)]
            for h in [*e.get("path", []), *([e["at"]] if "at" in e else []), *places]:
                hh = as_hex(h)
                if hh is not None:
                    self._recent[hh] = "attack" if e.get("kind") == "combat" else "path"
        if entry.by_ai or not self.controller.is_human(entry.seat):  # a computer, a remote seat
            self._animate(entry)
        for e in entry.events:
            if e.get("kind") == "revealed":
                self.animator.play_combat(g, e)
                self._show_reveal(e)

    def _animate(self, entry: FurrowEntry) -> None:
        """A computer's (or a remote seat's) moves walk across the board, so its turn is
        easy to follow."""
        c = self.controller
        self.animator.play_moves(c.position_before(entry.index), c.game, entry.events)

    def _show_reveal(self, event: Mapping[str, Any]) -> None:
        c = self.controller
        c.set_paused(True)
        self._reveal_open = True
        self._dialog = self.reveal
        self.reveal.show_reveal(c.game, event, combat_events(e.events for e in c.entries))
        QTimer.singleShot(0, self._fit_mat)
        self.reveal_toggle.setEnabled(True)

    def _reveal_seen(self) -> None:
        self._reveal_open = False
        if self._dialog is self.reveal:
            self._dialog = None
        self.controller.set_paused(False)
        self.refresh()

    def _rebuild_log(self) -> None:
        self.log.clear()
        self.log.add_entries(self.controller.game, self.controller.entries)

    def _on_game_over(self, _result: dict[str, Any]) -> None:
        if self._end_shown:
            return
        self._end_shown = True
        dlg = EndDialog(self.controller.game, self)
        self._dialog = dlg if not self._reveal_open else self._dialog
        self.end_dialog = dlg
        self.advice.game_over(dlg)
        dlg.open()

    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)

    def _on_autosave_failed(self, reason: str) -> None:
        """A failed autosave is shown once (until a write works again)."""
        self.autosave_box = self.show_error(
            fmt(self.tr("The game could not be saved automatically: %1\nSave it with "
                        "Game \u25b8 Save as, or it will be lost when you quit."), reason))
        self._update_status()

    def _undo(self) -> None:
        if not self.undo_action.isEnabled():
            return
        self.interaction.clear()
        self.controller.undo()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.stop()
        super().closeEvent(event)


__all__ = ["FurrowWindow"]
