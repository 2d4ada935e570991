"""The assault panel's table of choices: the exact odds of each bump, re-roll and Pass
the human deciding has now (``engine.pending_odds``), the one the engine's default
policy takes starred, in the panel's words (translated in its context)."""

from __future__ import annotations

import html
import logging
from typing import cast

from PySide6.QtCore import QCoreApplication

from ..controller.game_controller import GameController
from ..engine.actions import Action
from ..engine.game import Assault, Game
from ..engine.pending_odds import REROLL_CAP, Outcome, choice_odds
from ..engine.policy import choice_score, default_decision
from ..textfmt import fmt
from . import describe
from .assault_parts import DieRef, Fight
from .hover_odds import Failed, OffThread, computing_text

log = logging.getLogger(__name__)


class ChoiceTable:
    """Mixed into ``AssaultPanel``: its table of choices, the odds behind each die's
    tooltip and the words for a choice."""

    controller: GameController
    fight: Fight | None
    _choice_cache: tuple[int, dict[Action, Outcome]] | None
    _choice_worker: OffThread

    def _unit_words(self, g: Game, uid: str) -> str:
        raise NotImplementedError

    def _decision_open(self) -> bool:
        raise NotImplementedError

    def _request(self, action: Action) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError


    def choice_odds(self) -> dict[Action, Outcome]:
        """The exact odds of each legal choice of the human deciding now (empty else, and
        while a worker computes them: the panel is drawn again when they arrive)."""
        if not self.controller.has_game():
            return {}
        g = self.controller.game
        if g.pending is None or not self.controller.human_to_decide():
            return {}
        key = len(self.controller.entries)
        if self._choice_cache is not None and self._choice_cache[0] == key:
            return self._choice_cache[1]
        game = g.clone()  # the worker never shares the live game
        choices = [a for a in self.controller.legal_actions()
                   if a.kind in ("bump", "reroll", "pass")]
        ready, value = self._choice_worker.get(
            key, lambda: {a: choice_odds(game, a) for a in choices})
        if not ready:
            return {}  # on their way: shown when they arrive
        if isinstance(value, Failed):  # a hint never stops the game
            log.error("odds of the pending choices failed: %s", value.message)
            value = {}
        odds = cast(dict[Action, Outcome], value)
        self._choice_cache = (key, odds)
        return odds

    def _score(self, o: Outcome) -> float:
        """How good an outcome is for the player deciding: the engine's score, so the
        star marks what "Decide for me" (``default_decision``) takes."""
        return choice_score(self.controller.game, o)

    def pass_text(self, g: Game) -> str:
        """Pass's words in this phase: no more bumps, or no more re-rolls (never "give
        up": a Pass forfeits nothing)."""
        p = g.pending
        if p is not None and p.phase == "bump":
            return QCoreApplication.translate("AssaultPanel", "Pass",
                                              "bump phase: no more bumps")
        return QCoreApplication.translate("AssaultPanel", "Pass",
                                          "re-roll phase: no more re-rolls")

    def _action_label(self, g: Game, a: Action) -> str:
        if a.kind == "pass":
            return self.pass_text(g)
        p = g.pending
        roller = (p.roller(p.turn) if isinstance(p, Assault) else p.roller) if p else None
        shown = roller.dice[a.colour][a.die] if roller is not None else 0
        colour = describe.colour_text(a.colour)
        if a.kind == "bump" and roller is not None:
            value = roller.bumps[a.colour][a.bump].value
            return fmt(QCoreApplication.translate("AssaultPanel", "+%1 on %2 %3"), value,
                       colour, shown)
        return fmt(QCoreApplication.translate("AssaultPanel", "Re-roll %1 %2"), colour, shown)

    def _outcome_text(self, o: Outcome) -> str:
        g = self.controller.game
        p = g.pending
        if isinstance(p, Assault):
            a, t = (self._unit_words(g, r.unit) for r in (p.attacker, p.defender))
            return fmt(QCoreApplication.translate("AssaultPanel",
                                                  "%1 defeated %2% · %3 defeated %4%"),
                       t, _pct(o.target_defeated), a, _pct(o.attacker_defeated))
        return fmt(QCoreApplication.translate("AssaultPanel", "passes %1%"), _pct(o.passed))

    def _grouped_choices(self) -> list[tuple[str, Outcome, list[Action]]]:
        """The choices with the same label and odds as one row, best first kept in order
        of the engine's list (Pass last)."""
        g = self.controller.game
        rows: dict[str, tuple[Outcome, list[Action]]] = {}
        for a, o in self.choice_odds().items():
            label = self._action_label(g, a)
            if label in rows:
                rows[label][1].append(a)
            else:
                rows[label] = (o, [a])
        return [(label, o, acts) for label, (o, acts) in rows.items()]

    def choices_html(self) -> str:
        """A compact table: each choice and its exact odds, the best marked ★."""
        rows = self._grouped_choices()
        if not rows:
            return html.escape(computing_text()) if self._choice_worker.pending() else ""
        g = self.controller.game
        p = g.pending
        best = max(self._score(o) for _, o, _ in rows)
        if isinstance(p, Assault):  # from the deciding player's side
            heads = [QCoreApplication.translate("AssaultPanel", "Enemy falls"),
                     QCoreApplication.translate("AssaultPanel", "You fall")]
        else:
            heads = [QCoreApplication.translate("AssaultPanel", "passes the test")]
        cells = "".join(f"<th align='right'>&nbsp;{html.escape(h)}</th>" for h in heads)
        choice = html.escape(QCoreApplication.translate("AssaultPanel", "Choice"))
        out = [f"<table cellspacing='0' cellpadding='0'><tr><th align='left'>{choice}</th>"
               f"{cells}</tr>"]
        for label, o, _ in rows:
            top = abs(self._score(o) - best) < 1e-9
            if isinstance(p, Assault):
                mine = (o.target_defeated, o.attacker_defeated)
                vals = list(mine if p.turn == 0 else mine[::-1])
            else:
                vals = [o.passed]
            name = ("★ " if top else "") + html.escape(label)
            tds = "".join(f"<td align='right'>{_pct(v)}%</td>" for v in vals)
            row = f"<tr><td>{name}</td>{tds}</tr>"
            out.append(row.replace("<td", "<td style='font-weight:bold'") if top else row)
        out.append("</table>")
        return "".join(out)

    def choices_note(self) -> str:
        """What the table's odds assume (its tooltip: the table keeps the panel's room)."""
        if any(o.approximate for _, o, _ in self._grouped_choices()):
            return fmt(QCoreApplication.translate(
                "AssaultPanel", "About: odds with re-rolls capped at %1 a side (too many to "
                "follow exactly), each later decision made by the simple rule. ★ is what "
                "“Decide for me” takes."), REROLL_CAP)
        return QCoreApplication.translate(
            "AssaultPanel", "Exact odds if you choose now, each later decision made by the "
            "simple rule. ★ is what “Decide for me” takes.")

    def _die_hint(self, ref: DieRef, g: Game) -> str:
        """What each choice on this die would give (its tooltip)."""
        f = self.fight
        if f is None:
            return ""
        uid = f.sides[ref.side].unit
        rows = self._grouped_choices()
        best = max((self._score(o) for _, o, _ in rows), default=0.0)
        out = []
        for label, o, acts in rows:
            if any(a.unit == uid and a.colour == ref.colour and a.die == ref.die for a in acts):
                star = " ★" if abs(self._score(o) - best) < 1e-9 else ""
                out.append(fmt(QCoreApplication.translate("AssaultPanel", "%1: %2"), label,
                               self._outcome_text(o)) + star)
        return "\n".join(out)

    def _on_auto(self) -> None:
        """Decide for me: the engine's default decision (the odds of every choice) is
        computed on the worker and requested when it comes, if the decision is still open."""
        g = self.controller.game
        if g.pending is not None and self._decision_open():
            game = g.clone()
            key = ("auto", len(self.controller.entries))
            ready, _value = self._choice_worker.get(key, lambda: default_decision(game))
            if ready:
                self._on_worker_result(key)

    def _on_worker_result(self, key: object) -> None:
        if not (isinstance(key, tuple) and key[0] == "auto"):
            self.refresh()  # the odds of the choices: the table and tooltips
            return
        _ready, action = self._choice_worker.get(key, lambda: None)
        if isinstance(action, Action):
            self._request(action)
        elif isinstance(action, Failed):
            log.error("decide for me failed: %s", action.message)


def _pct(p: float) -> str:
    """A chance as a whole percent, never 0 or 100 unless it is so."""
    v = round(p * 100)
    if v == 0 and p > 1e-9:
        return "<1"
    if v == 100 and p < 1 - 1e-9:
        return ">99"
    return str(v)
