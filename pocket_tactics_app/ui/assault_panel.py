"""The assault panel: both units' dice, the bump and re-roll phases as real choices.

It follows the game through the controller's log entries (attack, rolled, bumped,
rerolled, count; hazard and test for DEF tests) and, while a decision is pending,
through ``game.pending``. When the decision is a human's, the dice that may be
bumped or re-rolled are clickable; Pass and "Decide for me" are buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..controller.game_controller import GameController, LogEntry
from ..engine.actions import PASS, Action
from ..engine.events import Count
from ..engine.game import Assault, Game, Roller, Test
from ..engine.kinds import EventKind
from ..engine.policy import default_decision
from ..textfmt import fmt
from . import describe, i18n, theme
from .dice_widget import DiceRow, DieView

ROLL_MS = 650


@dataclass
class _Side:
    unit: str
    dice: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    bump: dict[str, list[int]] = field(default_factory=lambda: {"off": [], "def": []})
    rerolled: set[tuple[str, int]] = field(default_factory=set)
    bumps_left: str = ""
    rerolls_left: int = 0


@dataclass
class _Fight:
    kind: str  # "assault" or "test"
    sides: list[_Side]
    ranged: bool = False
    reply: bool = True
    test_text: str = ""
    result: str = ""
    last_choice: str = ""
    fresh: bool = True  # dice not yet animated


class _SideBox(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideBox")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(3)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.role = QLabel()
        self.role.setStyleSheet("color: #aab4c0; font-size: 11px;")
        self.row = DiceRow("", die_size=34)
        self.row.setMinimumHeight(48)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("font-size: 11px;")
        lay.addWidget(self.name)
        lay.addWidget(self.role)
        lay.addWidget(self.row)
        lay.addWidget(self.info)

    def set_owner(self, owner: int) -> None:
        style = theme.player_style(owner)
        border = "solid" if owner == 0 else "dashed"
        self.setStyleSheet(
            f"#sideBox {{ border: 2px {border} {style.color}; border-radius: 8px; }}"
        )
        self.name.setStyleSheet(f"color: {style.light}; font-weight: bold; font-size: 14px;")


class AssaultPanel(QWidget):
    """Dock contents for the current (or last) assault or test."""

    wants_attention = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.animations = True
        self.speed = 1.0  # animation speed factor (settings.animation_speed)
        self.fight: _Fight | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        self.title = QLabel(self.tr("No assault yet."))
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 13px;")
        lay.addWidget(self.title)
        self.boxes = (_SideBox(), _SideBox())
        for i, box in enumerate(self.boxes):
            box.row.die_clicked.connect(lambda die, side=i: self._on_die_clicked(side, die))
            lay.addWidget(box)
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
        lay.addLayout(buttons)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setStyleSheet("font-weight: bold; font-size: 15px; padding: 4px;")
        lay.addWidget(self.result)
        lay.addStretch(1)
        self.reset()

    # ------------------------------------------------------------------ following the game
    def reset(self) -> None:
        self.fight = None
        self.refresh()

    def on_entry(self, entry: LogEntry) -> None:
        """Fold one applied action's events into the shown fight."""
        g = self.controller.game
        rolled_dice = any(e["kind"] == EventKind.ROLLED for e in entry.events)
        for ev in entry.events:
            if ev["kind"] == EventKind.ATTACK:
                self.fight = _Fight(
                    "assault",
                    [_Side(ev["unit"]), _Side(ev["target"])],
                    ranged=ev["ranged"],
                    reply=ev["reply"],
                )
            elif ev["kind"] == EventKind.HAZARD:
                self.fight = _Fight(
                    "test",
                    [_Side(ev["unit"])],
                    test_text=describe.fmt(
                        self.tr("%1 test on entering %2"),
                        ev["test"],
                        describe.tile_name(g.catalog, ev["tile"]),
                    ),
                )
            elif ev["kind"] == EventKind.ABILITY and rolled_dice:
                self.fight = _Fight(
                    "test",
                    [_Side(ev["unit"])],
                    test_text=describe.ability_name(g, entry.action),
                )
            elif ev["kind"] == EventKind.ROLLED and self.fight is not None:
                side = self._side(ev["unit"])
                if side is not None:
                    for c, values in (("off", ev.get("off")), ("def", ev.get("def"))):
                        if values is not None:
                            side.dice[c] = list(values)
                            side.bump[c] = [0] * len(values)
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
                self.fight.last_choice = self._who(entry) + describe.event_text(g, ev)
            elif ev["kind"] == EventKind.COUNT and self.fight is not None:
                self.fight.result = self._count_text(g, ev)
            elif ev["kind"] == EventKind.TEST and self.fight is not None:
                self.fight.result = describe.event_text(g, ev)
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

    def _side(self, uid: str) -> _Side | None:
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
            free = [
                f"+{b.value} {describe.colour_text(b.colour)} ({b.label})"
                for c in ("off", "def")
                for b in r.bumps.get(c, [])
                if not b.used
            ]
            side.bumps_left = ", ".join(free)
            side.rerolls_left = r.rerolls

    # ------------------------------------------------------------------ drawing
    def refresh(self) -> None:
        f = self.fight
        has = self.controller.has_game() and f is not None
        for box in self.boxes:
            box.setVisible(False)
        self.pass_button.setVisible(False)
        self.auto_button.setVisible(False)
        if not has or f is None:
            self.title.setText(
                self.tr(
                    "No assault yet. Hover an enemy in reach to see the odds; click it to attack."
                )
            )
            self.phase.setText("")
            self.result.setText("")
            return
        g = self.controller.game
        self._sync_pending(g)
        pending = g.pending
        human = self.controller.human_to_decide() and pending is not None
        legal = self.controller.legal_actions() if human else []
        deciding = (
            g.units[
                pending.roller(pending.turn).unit
                if isinstance(pending, Assault)
                else pending.roller.unit
            ].id
            if pending is not None
            else None
        )
        if f.kind == "assault":
            a, t = (g.units[s.unit] for s in f.sides)
            title = fmt(self.tr("%1 attacks %2"), i18n.card_name(a.card), i18n.card_name(t.card))
            if f.ranged:
                title += self.tr(" (ranged") + ("" if f.reply else self.tr(", no reply")) + ")"
        else:
            title = describe.unit_name(g, f.sides[0].unit) + " — " + f.test_text
        self.title.setText(title)
        roles = (
            (self.tr("Attacker"), self.tr("Defender"))
            if f.kind == "assault"
            else (self.tr("Test"), "")
        )
        animate = f.fresh and self.animations
        for i, side in enumerate(f.sides):
            box = self.boxes[i]
            box.setVisible(True)
            u = g.units[side.unit]
            box.set_owner(u.owner)
            box.name.setText(f"{i18n.card_name(u.card)} · {describe.player_colour(u.owner)}")
            box.role.setText(roles[i] + (" — " + self.tr("deciding") if deciding == u.id else ""))
            views = []
            for c in ("off", "def"):
                for d, v in enumerate(side.dice[c]):
                    clickable = any(
                        x.unit == u.id and x.colour == c and x.die == d
                        for x in legal
                        if x.kind in ("bump", "reroll")
                    )
                    views.append(
                        DieView(
                            c,
                            v,
                            side.bump[c][d] if d < len(side.bump[c]) else 0,
                            (c, d) in side.rerolled,
                            clickable,
                        )
                    )
            box.row.set_dice(views)
            self._mark_clickable(box)
            if animate:
                box.row.roll_animation(self._scaled(ROLL_MS))
            info = []
            if pending is not None:
                info.append(
                    fmt(self.tr("Bumps left: %1"), side.bumps_left or self.tr("none"))
                )
                info.append(fmt(self.tr("Re-rolls left: %1"), str(side.rerolls_left)))
            box.info.setText("\n".join(info))
        if animate:
            self.controller.hold(self._scaled(ROLL_MS + 250))
        f.fresh = False
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
            if f.last_choice:
                text = f.last_choice + "\n" + text
            self.phase.setText(text)
            self.pass_button.setVisible(human)
            self.auto_button.setVisible(human)
            self.result.setText("")
        else:
            self.phase.setText(f.last_choice)
            self.result.setText(f.result)

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

    def _mark_clickable(self, box: _SideBox) -> None:
        """Dice that may be bumped or re-rolled glow before the pointer reaches them."""
        for face in box.row.faces():
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
    def die_faces(self, side: int) -> list[Any]:
        return self.boxes[side].row.faces()

    def _on_die_clicked(self, side: int, index: int) -> None:
        f = self.fight
        if f is None or side >= len(f.sides):
            return
        s = f.sides[side]
        n_off = len(s.dice["off"])
        colour, die = ("off", index) if index < n_off else ("def", index - n_off)
        legal = [
            a
            for a in self.controller.legal_actions()
            if a.kind in ("bump", "reroll")
            and a.unit == s.unit
            and a.colour == colour
            and a.die == die
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
        menu = QMenu(self)
        for (value, label), a in seen.items():
            act = menu.addAction(
                fmt(self.tr("+%1 from %2"), str(value), label)
            )
            act.triggered.connect(lambda _=False, a=a: self.controller.request(a))
        self._menu = menu
        menu.popup(QCursor.pos())

    def _on_pass(self) -> None:
        self.controller.request(PASS)

    def _on_auto(self) -> None:
        g = self.controller.game
        if g.pending is not None and self.controller.human_to_decide():
            self.controller.request(default_decision(g))
