"""The assault panel: both units' dice, the bump and re-roll phases as real choices.

The dice are laid out as R6.5 compares them: each comparison's OFF dice sorted highest
first over the other side's DEF dice, the deciding pair marked, with a verdict in words
("As the dice stand: …") that follows every bump and re-roll. Before a human's choice,
each legal bump, re-roll and Pass shows its exact odds (``engine.pending_odds``), the
best marked. A result waits for the dice animation, goes into the panel's history and
is held on screen (the computer waits) until a click or a short pause.

It follows the game through the controller's log entries (attack, rolled, bumped,
rerolled, count; hazard and test for DEF tests) and, while a decision is pending,
through ``game.pending``. When the decision is a human's, the dice that may be
bumped or re-rolled are clickable; Pass and "Decide for me" are buttons.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QCursor, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..controller.game_controller import GameController, LogEntry
from ..engine.actions import PASS, Action
from ..engine.events import Count
from ..engine.game import Assault, Game, Roller, Test, compare
from ..engine.kinds import EventKind
from ..engine.pending_odds import Outcome
from ..textfmt import fmt
from . import describe, i18n, theme
from .assault_choices import ChoiceTable
from .assault_parts import CompareBox, DieRef, Fight, Side, SideBox, deciding_pair
from .dice_widget import DiceRow, DieFace, DieView
from .hover_odds import OffThread

log = logging.getLogger(__name__)

ROLL_MS = 650
HOLD_MS = 1800  # a result stays this long (at normal speed) unless a click goes on


class AssaultPanel(ChoiceTable, QWidget):
    """Dock contents for the current (or last) assault or test."""

    wants_attention = Signal()
    revealed = Signal()  # the dice animation ended: results may be shown (log, texts)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.animations = True
        self.speed = 1.0  # animation speed factor (settings.animation_speed)
        self.hold_results = True  # hold each result on screen (settings.hold_results)
        self.fight: Fight | None = None
        self._menu: QMenu | None = None
        self._rolling_until = 0.0  # monotonic time the dice animation ends
        self._held = False  # a result is held on screen until seen
        self._choice_cache: tuple[int, dict[Action, Outcome]] | None = None
        self._choice_worker = OffThread(self)  # the odds of the choices, off the GUI thread
        self._choice_worker.arrived.connect(self._on_worker_result)
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self._on_revealed)
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self.release_result)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        scroll.setWidget(inner)
        self.scroller = scroll
        outer.addWidget(scroll, 1)
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(3)
        self.title = QLabel(self.tr("No assault yet."))
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 13px;")
        lay.addWidget(self.title)
        sides = QHBoxLayout()
        sides.setSpacing(4)
        self.boxes = (SideBox(), SideBox())
        for box in self.boxes:
            sides.addWidget(box, 1)
        lay.addLayout(sides)
        self.compares = (CompareBox(), CompareBox())
        for cmp in self.compares:
            cmp.die_clicked.connect(self._on_die_ref)
            lay.addWidget(cmp)
        self.verdict = QLabel()
        self.verdict.setObjectName("assaultVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-weight: bold; font-size: 12px;")
        lay.addWidget(self.verdict)
        # Game ▸ Hint's choice, when the decision is a bump, re-roll or pass
        self.hint_line = QLabel()
        self.hint_line.setObjectName("assaultHint")
        self.hint_line.setWordWrap(True)
        self.hint_line.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_line.setStyleSheet("color: #bfe8ff; border: 2px solid #5cc8ff;"
                                     " border-radius: 6px; padding: 3px 6px; font-size: 12px;")
        self.hint_line.hide()
        lay.addWidget(self.hint_line)
        self.choices = QLabel()
        self.choices.setObjectName("assaultChoices")
        self.choices.setWordWrap(True)
        self.choices.setTextFormat(Qt.TextFormat.RichText)
        self.choices.setStyleSheet("font-size: 11px;")
        lay.addWidget(self.choices)
        self.phase = QLabel()
        self.phase.setWordWrap(True)
        self.phase.setStyleSheet("color: #ffd76a; font-size: 12px;")
        lay.addWidget(self.phase)
        buttons = QHBoxLayout()
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.setObjectName("assaultPass")
        self.pass_button.clicked.connect(self._on_pass)
        self.auto_button = QPushButton(self.tr("Decide for me"))
        self.auto_button.clicked.connect(self._on_auto)
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.auto_button)
        self.result = QLabel()
        self.result.setObjectName("assaultResult")
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setStyleSheet("font-weight: bold; font-size: 15px; padding: 2px;")
        lay.addWidget(self.result)
        self.continue_hint = QLabel(self.tr("Click here to continue."))
        self.continue_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_hint.setStyleSheet("color: #aab4c0; font-size: 11px;")
        lay.addWidget(self.continue_hint)
        self.history_label = QLabel(self.tr("Earlier results"))
        self.history_label.setStyleSheet("color: #aab4c0; font-size: 11px;")
        lay.addWidget(self.history_label)
        self.history = QListWidget()
        self.history.setObjectName("assaultHistory")
        self.history.setWordWrap(True)
        self.history.setMinimumHeight(60)
        self.history.setMaximumHeight(110)
        lay.addWidget(self.history)
        lay.addStretch(1)
        buttons.setContentsMargins(6, 0, 6, 6)
        outer.addLayout(buttons)  # outside the scrolled part: the buttons never move
        self.reset()

    def show_hint(self, text: str) -> None:
        """The hinted choice in words ("" hides it)."""
        self.hint_line.setText(text)
        self.hint_line.setVisible(bool(text))

    # ------------------------------------------------------------------ following the game
    def reset(self) -> None:
        self.fight = None
        self._held = False
        self._hold_timer.stop()
        self._reveal_timer.stop()
        self._rolling_until = 0.0
        self._choice_cache = None
        self._choice_worker.clear()
        self.history.clear()
        self.refresh()

    def on_entry(self, entry: LogEntry) -> None:
        """Fold one applied action's events into the shown fight."""
        g = self.controller.game
        rolled_dice = any(e["kind"] == EventKind.ROLLED for e in entry.events)
        self._choice_cache = None
        self._choice_worker.clear()
        for ev in entry.events:
            if ev["kind"] == EventKind.ATTACK:
                self.fight = Fight(
                    "assault",
                    [Side(ev["unit"]), Side(ev["target"])],
                    ranged=ev["ranged"],
                    reply=ev["reply"],
                )
            elif ev["kind"] == EventKind.HAZARD:
                self.fight = Fight(
                    "test",
                    [Side(ev["unit"])],
                    test_text=describe.fmt(
                        self.tr("%1 test on entering %2"),
                        ev["test"],
                        describe.tile_name(g.catalog, ev["tile"]),
                    ),
                    target=int(ev["test"].split()[0]),
                    colour=ev["test"].split()[1].lower(),
                )
            elif ev["kind"] == EventKind.ABILITY and rolled_dice:
                self.fight = Fight(
                    "test",
                    [Side(ev["unit"])],
                    test_text=describe.ability_name(g, entry.action),
                )
            elif ev["kind"] == EventKind.ROLLED and self.fight is not None:
                side = self._side(ev["unit"])
                if side is not None:
                    for c, values in (("off", ev.get("off")), ("def", ev.get("def"))):
                        if values is not None:
                            side.dice[c] = list(values)
                            side.bump[c] = [0] * len(values)
                            if self.fight.kind == "test" and not self.fight.colour:
                                self.fight.colour = c
                    self.fight.fresh = True
            elif ev["kind"] == EventKind.BUMPED and self.fight is not None:
                side = self._side(ev["unit"])
                if side is not None:
                    side.bump[ev["colour"]][ev["die"]] += ev["by"]
                self.fight.last_choice = self._who(entry) + describe.event_text(g, ev)
            elif ev["kind"] == EventKind.REROLLED and self.fight is not None:
                side = self._side(ev["unit"])
                if side is not None:
                    c, d = ev["colour"], ev["die"]
                    side.dice[c][d] = ev["value"]
                    side.bump[c][d] = 0
                    side.rerolled.add((c, d))
                    self.fight.rolling.add((ev["unit"], c, d))
                self.fight.last_choice = self._who(entry) + describe.event_text(g, ev)
            elif ev["kind"] == EventKind.COUNT and self.fight is not None:
                self.fight.result = self._count_text(g, ev)
            elif ev["kind"] == EventKind.TEST and self.fight is not None:
                self.fight.result = describe.event_text(g, ev)
                if self.fight.kind == "test" and ev.get("target"):
                    self.fight.target = int(ev["target"])
        if entry.action.kind == "pass" and self.fight is not None:
            self.fight.last_choice = self._who(entry) + self.tr("passes")
        if self.fight is not None and (
            entry.action.kind in ("attack", "bump", "reroll", "pass")
            or any(e["kind"] == EventKind.HAZARD for e in entry.events)
        ):
            self.wants_attention.emit()
            if (entry.by_ai and self.animations
                    and entry.action.kind in ("bump", "reroll", "pass")):
                self.controller.hold(self._scaled(500))

    def _who(self, entry: LogEntry) -> str:
        return describe.player_colour(entry.player) + ": "

    def _count_text(self, g: Game, ev: Count) -> str:
        a = describe.unit_name(g, ev["attacker"])
        t = describe.unit_name(g, ev["target"])
        td, ad = ev["target_defeated"], ev["attacker_defeated"]
        if td and ad:
            return describe.fmt(self.tr("Both are defeated: %1 and %2."), a, t)
        if td:
            return describe.fmt(self.tr("%1 is defeated!"), t)
        if ad:
            return describe.fmt(self.tr("%1 is defeated!"), a)
        return self.tr("Both units survive.")

    def _side(self, uid: str) -> Side | None:
        if self.fight is None:
            return None
        for s in self.fight.sides:
            if s.unit == uid:
                return s
        return None

    def _sync_pending(self, g: Game) -> None:
        """While a decision is pending, the engine's dice and bumps are the truth."""
        p = g.pending
        if p is None or self.fight is None:
            return
        rollers: list[Roller] = [p.attacker, p.defender] if isinstance(p, Assault) else [p.roller]
        for r in rollers:
            side = self._side(r.unit)
            if side is None:
                continue
            for c in ("off", "def"):
                side.dice[c] = [v - b for v, b in zip(r.dice[c], r.bumped.get(c, []), strict=False)]
                side.bump[c] = list(r.bumped.get(c, [0] * len(r.dice[c])))
            own = g.units[r.unit].card.name
            free = [
                fmt(self.tr("+%1 %2"), b.value, describe.colour_text(b.colour))
                if b.label == own
                else fmt(self.tr("+%1 %2 (%3)"), b.value, describe.colour_text(b.colour),
                         self._source_name(g, b.label))
                for c in ("off", "def")
                for b in r.bumps.get(c, [])
                if not b.used
            ]
            side.bumps_left = self.tr(", ").join(free)
            side.rerolls_left = r.rerolls

    @staticmethod
    def _source_name(g: Game, label: str) -> str:
        """A bump's source in the current language: a card, a tile, an ability, or an
        ally's ability ("Command (Space Force Captain)")."""
        for card in g.catalog.units.values():
            if card.name == label:
                return i18n.card_name(card)
        for tile in (*g.catalog.terrain.values(), *g.catalog.features.values()):
            if getattr(tile, "name", None) == label:
                return i18n.tile_name(tile)
        ability, _, rest = label.partition(" (")
        for card in g.catalog.units.values():
            for a in card.abilities:
                if a.name == ability:
                    words = i18n.ability_name(a)
                    if rest.endswith(")"):
                        owner = AssaultPanel._source_name(g, rest[:-1])
                        return fmt(QCoreApplication.translate("AssaultPanel", "%1 (%2)"),
                                   words, owner)
                    return words
        return label

    # ------------------------------------------------------------------ words
    def _unit_words(self, g: Game, uid: str) -> str:
        """'your Marine' for the one human player's units against the computer, else
        'the Soldier' (or 'the Blue Soldier' at one screen)."""
        u = g.units[uid]
        name = i18n.card_name(u.card)
        players = self.controller.players
        if players[0] != players[1]:
            if self.controller.is_human(u.owner):
                return fmt(self.tr("your %1"), name)
            return fmt(self.tr("the %1"), name)
        return fmt(self.tr("the %1 %2"), describe.player_colour(u.owner), name)

    def verdict_text(self) -> str:
        """'As the dice stand: …' for the dice as they are shown now (R6.5, R8.2)."""
        f = self.fight
        if f is None or not self.controller.has_game():
            return ""
        g = self.controller.game
        if f.kind == "assault":
            a, t = f.sides
            an, tn = self._unit_words(g, a.unit), self._unit_words(g, t.unit)
            td = compare(a.shown("off"), t.shown("def"))
            ad = f.reply and compare(t.shown("off"), a.shown("def"))
            if not f.reply:
                template = (
                    self.tr("As the dice stand: %1 defeats %2; %2 cannot strike back.")
                    if td
                    else self.tr("As the dice stand: %1 does not defeat %2; %2 cannot strike "
                                 "back.")
                )
            elif td and ad:
                template = self.tr("As the dice stand: %1 defeats %2; %2 defeats %1.")
            elif td:
                template = self.tr("As the dice stand: %1 defeats %2; %2 does not defeat %1.")
            elif ad:
                template = self.tr("As the dice stand: %1 does not defeat %2; %2 defeats %1.")
            else:
                template = self.tr(
                    "As the dice stand: %1 does not defeat %2; %2 does not defeat %1."
                )
            return fmt(template, an, tn)
        side = f.sides[0]
        if not f.target:
            return ""
        passed = any(v >= f.target for v in side.shown(f.colour or "def"))
        name = self._unit_words(g, side.unit)
        if passed:
            return fmt(self.tr("As the dice stand: %1 passes (a %2 or more shows)."), name,
                       f.target)
        return fmt(self.tr("As the dice stand: %1 fails (no die shows %2 or more)."), name,
                   f.target)

    def _pair_line(self, off: list[int], def_: list[int], target: str) -> tuple[int, str]:
        i, why = deciding_pair(off, def_)
        if why == "off":
            text = fmt(self.tr("%1 against %2 decides: %3 is defeated."), off[i], def_[i],
                       target)
        elif why == "def":
            text = fmt(self.tr("%1 against %2 decides: %3 is safe."), off[i], def_[i], target)
        elif why == "left_over":
            text = fmt(self.tr("An OFF die is left over: %1 is defeated."), target)
        elif why == "run_out":
            text = fmt(self.tr("All pairs are equal and the OFF dice run out: %1 is safe."),
                       target)
        else:
            text = fmt(self.tr("No OFF dice: %1 is safe."), target)
        return i, text

    # ------------------------------------------------------------------ drawing
    def is_rolling(self) -> bool:
        """True while the dice animation runs: results wait for its end."""
        return time.monotonic() < self._rolling_until

    def refresh(self) -> None:
        f = self.fight
        has = self.controller.has_game() and f is not None
        for w in (*self.boxes, *self.compares):
            w.setVisible(False)
        self.continue_hint.setVisible(False)
        if not has or f is None:
            self.title.setText(
                self.tr(
                    "No assault yet. Hover an enemy in reach to see the odds; click it to attack."
                )
            )
            for label in (self.verdict, self.phase, self.choices, self.result):
                label.setText("")
            self.pass_button.setEnabled(False)
            self.auto_button.setEnabled(False)
            return
        g = self.controller.game
        self._sync_pending(g)
        pending = g.pending
        if f.fresh and self.animations:
            self._start_rolling(self._scaled(ROLL_MS))
        elif f.rolling and self.animations:
            self._start_rolling(self._scaled(ROLL_MS // 2))
        rolling = self.is_rolling()
        human = self.controller.human_to_decide() and pending is not None and not rolling
        legal = self.controller.legal_actions() if human else []
        deciding = (
            (pending.roller(pending.turn).unit if isinstance(pending, Assault)
             else pending.roller.unit)
            if pending is not None
            else None
        )
        self._draw_title(g, f)
        roles = (
            (self.tr("Attacker"), self.tr("Defender"))
            if f.kind == "assault"
            else (self.tr("Test"), "")
        )
        for i, side in enumerate(f.sides):
            box = self.boxes[i]
            box.setVisible(True)
            u = g.units[side.unit]
            box.set_owner(u.owner)
            box.name.setText(("▶ " if deciding == u.id else "") + i18n.card_name(u.card))
            box.name.setToolTip(self.tr("deciding") if deciding == u.id else "")
            role = fmt(self.tr("%1 · %2"), roles[i], describe.player_colour(u.owner)) if roles[i] \
                else describe.player_colour(u.owner)
            box.role.setText(role)
            info = []
            if pending is not None:
                info.append(fmt(self.tr("Bumps left: %1"), side.bumps_left or self.tr("none")))
                info.append(fmt(self.tr("Re-rolls left: %1"), side.rerolls_left))
            box.info.setText("\n".join(info))
        self._draw_comparisons(g, f, legal, rolling)
        f.fresh = False
        f.rolling = set()
        if rolling:
            self.verdict.setText(self.tr("Rolling…"))
            self.choices.setText("")
        else:
            self.verdict.setText(self.verdict_text())
            self.choices.setText(self.choices_html() if human else "")
            self.choices.setToolTip(self.choices_note() if human else "")
            if human:  # the choices in sight, the dice being decided above all
                QTimer.singleShot(0, self._show_decision)
        # while a player decides the earlier results make room for the choices (1280x800
        # shows the whole panel); they come back with the result
        self.choices.setVisible(bool(self.choices.text()))
        self.history_label.setVisible(not human)
        self.history.setVisible(not human)
        self.pass_button.setEnabled(human)
        self.pass_button.setText(self.pass_text(g))
        self.auto_button.setEnabled(human)
        if human:
            pass_odds = self.choice_odds().get(PASS)
            self.pass_button.setToolTip(
                fmt(self.tr("Pass: %1"), self._outcome_text(pass_odds)) if pass_odds else ""
            )
        else:
            self.pass_button.setToolTip("")
        if pending is not None:
            decision = g.decision() or {}
            who = describe.player_name(int(decision.get("player", 0)), self.controller.players)
            if decision.get("phase") == "bump":
                text = fmt(self.tr("Bump phase — %1 decides."), who)
                if human:
                    text += " " + self.tr("Click one of your dice to bump it, or Pass.")
            else:
                text = fmt(self.tr("Re-roll phase — %1 decides."), who)
                if human:
                    text += " " + self._reroll_hint(g)
            # the other side's last choice is in the log; while a player decides it gives
            # its line to the prompt (the panel fits 1280x800)
            self.phase.setToolTip(f.last_choice if human else "")
            if f.last_choice and not human:
                text = f.last_choice + "\n" + text
            self.phase.setText(text)
            self.result.setText("")
        else:
            self.phase.setText(f.last_choice)
            if rolling:
                self.result.setText("")
            else:
                self._show_result(f)
        self.result.setVisible(bool(self.result.text()))

    def _show_decision(self) -> None:
        """Scroll (when the panel is too short for all of it) to the choices, then to the
        dice being decided, so those stay in view above all."""
        for widget in (self.choices, self.compares[1], self.compares[0]):
            self.scroller.ensureWidgetVisible(widget, 0, 0)

    def _draw_title(self, g: Game, f: Fight) -> None:
        if f.kind == "assault":
            a, t = (g.units[s.unit] for s in f.sides)
            names = (i18n.card_name(a.card), i18n.card_name(t.card))
            if not f.ranged:
                title = fmt(self.tr("%1 attacks %2"), *names)
            elif f.reply:
                title = fmt(self.tr("%1 attacks %2 (ranged)"), *names)
            else:
                title = fmt(self.tr("%1 attacks %2 (ranged, no reply)"), *names)
        else:
            title = fmt(self.tr("%1 — %2"), describe.unit_name(g, f.sides[0].unit), f.test_text)
        self.title.setText(title)

    def _views(self, g: Game, f: Fight, side_i: int, colour: str, legal: list[Action],
               rolling: bool) -> tuple[list[DieView], list[DieRef]]:
        """A side's dice of one colour sorted highest first (as shown), with their refs."""
        side = f.sides[side_i]
        order = sorted(range(len(side.dice[colour])),
                       key=lambda d: (-side.shown_die(colour, d), d))
        views, refs = [], []
        for d in order:
            ref = DieRef(side_i, colour, d)
            clickable = any(
                x.unit == side.unit and x.colour == colour and x.die == d
                for x in legal
                if x.kind in ("bump", "reroll")
            )
            views.append(DieView(
                colour,
                side.dice[colour][d],
                side.bump[colour][d] if d < len(side.bump[colour]) else 0,
                (colour, d) in side.rerolled,
                clickable,
                hint=self._die_hint(ref, g) if clickable and not rolling else "",
            ))
            refs.append(ref)
        return views, refs

    def _draw_comparisons(self, g: Game, f: Fight, legal: list[Action], rolling: bool) -> None:
        if f.kind == "assault":
            pairs = [(0, 1), (1, 0)] if f.reply or f.sides[1].dice["off"] else [(0, 1)]
        else:
            pairs = [(0, -1)]
        for n, (o_side, d_side) in enumerate(pairs):
            box = self.compares[n]
            box.setVisible(True)
            if d_side < 0:  # a test: the dice against the number needed
                colour = f.colour or "def"
                views, refs = self._views(g, f, 0, colour, legal, rolling)
                name = describe.unit_name(g, f.sides[0].unit)
                box.header.setText(fmt(self.tr("%1's %2 dice, sorted: a %3 or more passes"),
                                       name, describe.colour_text(colour), f.target or "?"))
                box.setToolTip(box.header.text())
                marked = [i for i, v in enumerate(views)
                          if f.target and min(6, v.value + v.bump) >= f.target][:1]
                views = [replace(v, marked=i in marked) for i, v in enumerate(views)]
                box.rows[0].set_label(describe.colour_text(colour))
                box.rows[0].set_dice(views)
                box.refs[0][:] = refs
                box.rows[1].setVisible(False)
                box.refs[1].clear()
                box.line.setText("")
                self._animate(f, box.rows[0], refs)
                continue
            box.rows[1].setVisible(True)
            off_views, off_refs = self._views(g, f, o_side, "off", legal, rolling)
            def_views, def_refs = self._views(g, f, d_side, "def", legal, rolling)
            o_name = describe.unit_name(g, f.sides[o_side].unit)
            d_name = describe.unit_name(g, f.sides[d_side].unit)
            box.header.setText(fmt(self.tr("%1 OFF against %2 DEF, highest first"),
                                   o_name, d_name))
            box.setToolTip(box.header.text())
            off_vals = [min(6, v.value + v.bump) for v in off_views]
            def_vals = [min(6, v.value + v.bump) for v in def_views]
            i, line = self._pair_line(off_vals, def_vals, d_name)
            off_views = [replace(v, marked=k == i) for k, v in enumerate(off_views)]
            def_views = [replace(v, marked=k == i) for k, v in enumerate(def_views)]
            box.rows[0].set_label(describe.colour_text("off"))
            box.rows[1].set_label(describe.colour_text("def"))
            box.rows[0].set_dice(off_views)
            box.rows[1].set_dice(def_views)
            box.refs[0][:] = off_refs
            box.refs[1][:] = def_refs
            box.line.setText("" if rolling else line)
            for row, refs in ((box.rows[0], off_refs), (box.rows[1], def_refs)):
                self._mark_clickable(row)
                self._animate(f, row, refs)

    def _animate(self, f: Fight, row: DiceRow, refs: list[DieRef]) -> None:
        if not self.animations:
            return
        ms = self._scaled(ROLL_MS)
        for face, ref in zip(row.faces(), refs, strict=False):
            uid = f.sides[ref.side].unit
            if f.fresh:
                face.roll_animation(face.value(), ms)
            elif (uid, ref.colour, ref.die) in f.rolling:
                face.roll_animation(face.value(), ms // 2)

    def _start_rolling(self, ms: int) -> None:
        self._rolling_until = max(self._rolling_until, time.monotonic() + ms / 1000)
        self.controller.hold(ms + self._scaled(250))
        self._reveal_timer.start(max(1, int((self._rolling_until - time.monotonic()) * 1000)))

    def _on_revealed(self) -> None:
        self._rolling_until = 0.0
        for box in self.compares:
            for row in box.rows:
                row.finish_roll()  # a late timer tick never outlasts the reveal
        self.refresh()
        self.revealed.emit()

    # ------------------------------------------------------------------ results
    def _show_result(self, f: Fight) -> None:
        """The result, once the dice have stopped: into the history, and held on screen
        (the computer waits) until a click or the pause ends."""
        self.result.setText(f.result)
        self.result.setVisible(bool(f.result))
        if not f.result or f.result_recorded:
            self.continue_hint.setVisible(self._held)
            return
        f.result_recorded = True
        g = self.controller.game
        title = self.title.text()
        item = QListWidgetItem(fmt(self.tr("%1: %2"), title, f.result))
        item.setToolTip(self.verdict_text())
        self.history.insertItem(0, item)
        del g
        if self.hold_results and self.animations:
            self._held = True
            ms = self._scaled(HOLD_MS)
            self.controller.hold(ms)
            self._hold_timer.start(ms)
        self.continue_hint.setVisible(self._held)

    def is_holding(self) -> bool:
        """True while a result is held on screen for the player to see."""
        return self._held

    def release_result(self) -> None:
        """The player has seen the result (a click, or the pause ended): the game goes on."""
        if not self._held:
            return
        self._held = False
        self._hold_timer.stop()
        self.continue_hint.setVisible(False)
        self.controller.release_hold()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._held:
            self.release_result()
            event.accept()
            return
        super().mousePressEvent(event)

    def _reroll_hint(self, g: Game) -> str:
        """R6.4 (rev. 2): the attacker re-rolls first, one die at a time, and its Pass
        ends its re-rolls for good; then the defender. Say so where the choice is made."""
        p = g.pending
        if g.rules >= 2 and isinstance(p, Assault):
            if p.turn == 0:
                return self.tr(
                    "Click one of your dice to re-roll it; you may go on one die at a time. "
                    "Pass ends your re-rolls: then the defender re-rolls."
                )
            return self.tr(
                "Click one of your dice to re-roll it; you may go on one die at a time. "
                "Pass counts the dice."
            )
        return self.tr("Click one of your dice to re-roll it, or Pass.")

    def _mark_clickable(self, row: DiceRow) -> None:
        """Dice that may be bumped or re-rolled glow before the pointer reaches them."""
        for face in row.faces():
            if face.is_clickable():
                if not isinstance(face.graphicsEffect(), QGraphicsDropShadowEffect):
                    glow = QGraphicsDropShadowEffect(face)
                    glow.setColor(QColor(theme.BUMP_BADGE))
                    glow.setBlurRadius(22)
                    glow.setOffset(0, 0)
                    face.setGraphicsEffect(glow)
            elif face.graphicsEffect() is not None:
                face.setGraphicsEffect(None)  # type: ignore[arg-type]

    def _scaled(self, ms: int) -> int:
        """``ms`` at normal speed, for the chosen animation speed."""
        return int(ms / max(0.25, self.speed))

    # ------------------------------------------------------------------ choices
    def die_faces(self, side: int) -> list[DieFace]:
        """The faces of one side's dice, wherever the comparisons show them."""
        out = []
        for box in self.compares:
            if not box.isVisible():
                continue
            for row, refs in zip(box.rows, box.refs, strict=True):
                for face, ref in zip(row.faces(), refs, strict=False):
                    if ref.side == side:
                        out.append(face)
        return out

    def _decision_open(self) -> bool:
        """A click may decide only when the decision is this screen's human's and the
        dice have stopped rolling (no click leaks into another's decision)."""
        return (
            self.controller.has_game()
            and self.controller.game.pending is not None
            and self.controller.human_to_decide()
            and not self.controller.thinking
            and not self.is_rolling()
        )

    def _on_die_ref(self, ref: object) -> None:
        f = self.fight
        if not isinstance(ref, DieRef) or f is None or ref.side >= len(f.sides):
            return
        if not self._decision_open():
            return
        s = f.sides[ref.side]
        legal = [
            a
            for a in self.controller.legal_actions()
            if a.kind in ("bump", "reroll")
            and a.unit == s.unit
            and a.colour == ref.colour
            and a.die == ref.die
        ]
        if not legal:
            return
        if legal[0].kind == "reroll" or len(legal) == 1:
            self.controller.request(legal[0])
            return
        self.choose_bump(legal)

    def choose_bump(self, actions: list[Action]) -> None:
        """Several bumps fit this die: one per distinct (value, source), in a menu."""
        g = self.controller.game
        p = g.pending
        roller = (
            (p.roller(p.turn) if isinstance(p, Assault) else p.roller)
            if isinstance(p, Assault | Test)
            else None
        )
        if roller is None:
            return
        seen: dict[tuple[int, str], Action] = {}
        for a in actions:
            src = roller.bumps[a.colour][a.bump]
            seen.setdefault((src.value, src.label), a)
        if len(seen) == 1:
            self.controller.request(next(iter(seen.values())))
            return
        odds = self.choice_odds()
        menu = QMenu(self)
        for (value, label), a in seen.items():
            text = fmt(self.tr("+%1 from %2"), value, self._source_name(g, label))
            if a in odds:
                text += " — " + self._outcome_text(odds[a])
            act = menu.addAction(text)
            act.triggered.connect(lambda _=False, a=a: self._request(a))
        self._menu = menu
        menu.popup(QCursor.pos())

    def _request(self, action: Action) -> None:
        if self._decision_open():
            self.controller.request(action)

    def _on_pass(self) -> None:
        self._request(PASS)
