"""Game ▸ Hint in the main window: the hinted action on the map, its reason, the chance
to win.

The controller's :class:`~..controller.advisor.Advisor` computes the hint off the GUI
thread; :class:`HintView` asks for it, shows it while the position stands and forgets
it when the advisor does (any change of the game). The action is lit on the map (the
unit, its path and where it ends, or its target), a banner over the map says it in
words with its reason (the engine's exact odds) and the chance to win, and a dice
decision is named in the assault panel as well.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QSize
from PySide6.QtWidgets import QWidget

from ..ai.hint import Hint, Reason, percent, reason_for
from ..ai.winchance import in_play
from ..core.hexgrid import Hex
from ..engine.actions import DECISION_KINDS, Action
from ..engine.game import Assault, Game, Test
from ..textfmt import fmt
from . import describe
from .hint_banner import hint_banner

if TYPE_CHECKING:
    from .window_api import HintWindow


def hint_highlights(game: Game, action: Action) -> dict[Hex, str]:
    """The hexes that show ``action`` on the map: the acting unit, its way, its goal."""
    hl: dict[Hex, str] = {}
    unit = game.units.get(action.unit) if action.unit else None
    if unit is not None and unit.at is not None:
        hl[unit.at] = "selected"
    k = action.kind
    if k == "move" and action.path:
        for h in action.path[:-1]:
            hl[h] = "path"
        hl[action.path[-1]] = "move"
    elif k in ("attack", "ability") and action.target:
        target = game.units.get(action.target)
        if target is not None and target.at is not None:
            hl[target.at] = "attack"
    elif k in ("deploy", "place_unit", "ability") and action.at is not None:
        hl[action.at] = "deploy"
    elif k in ("place_tile", "place_feature") and action.at is not None:
        hl[action.at] = "place"
    elif k in DECISION_KINDS:
        p = game.pending
        rollers = ([p.attacker, p.defender] if isinstance(p, Assault)
                   else [p.roller] if isinstance(p, Test) else [])
        for r in rollers:
            u = game.units.get(r.unit)
            if u is not None and u.at is not None:
                hl.setdefault(u.at, "attack")
    return {h: kind for h, kind in hl.items() if h in game.tiles}


def hint_click(game: Game, action: Action, h: Hex, selected_unit: str | None) -> bool:
    """Whether a click on ``h`` plays the hinted ``action``: one click on its lit goal
    for a one-step action (the target of an attack or ability, the tile of a deploy or
    placement, the unit that withdraws), the unit and then the lit tile for a move."""
    k = action.kind
    if k == "move":
        return bool(action.path) and h == action.path[-1] and selected_unit == action.unit
    if k in ("attack", "ability") and action.target:
        target = game.units.get(action.target)
        return target is not None and target.at == h
    if k in ("deploy", "place_unit", "place_tile", "place_feature", "ability"):
        return action.at == h
    if k == "withdraw":
        unit = game.units.get(action.unit)
        return unit is not None and unit.at == h
    return False


BANNER_WIDTH = 400
_MARGIN = 10


class HintView(QObject):
    """The hint's menu command, banner and highlights in the main window (``parent``)."""

    def __init__(self, window: HintWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.advisor = window.controller.advisor
        self.banner = hint_banner(window.view.viewport(), "hintBanner", BANNER_WIDTH)
        #: Esc hides the hint until it is asked for again (or the game changes)
        self.dismissed = False
        self.advisor.hint_changed.connect(self._on_hint_changed)
        self.advisor.hint_busy.connect(self._on_busy)
        self.advisor.hint_failed.connect(self._on_failed)
        c = window.controller
        c.state_changed.connect(self.sync_enabled)
        c.ai_thinking.connect(lambda _on: self.sync_enabled())

    # ------------------------------------------------------------------ command
    def request(self) -> None:
        """Game ▸ Hint."""
        if not self.advisor.request_hint():
            return
        if self.advisor.busy():
            self.window.statusBar().showMessage(self.tr("Looking for the best move…"), 4000)

    def sync_enabled(self) -> None:
        act = getattr(self.window, "act_hint", None)
        if act is not None:
            act.setEnabled(self.advisor.can_hint())

    # ------------------------------------------------------------------ showing
    def hint(self) -> Hint | None:
        return self.advisor.current_hint

    def highlights(self) -> dict[Hex, str]:
        h = self.advisor.current_hint
        c = self.window.controller
        if h is None or self.dismissed or not c.has_game():
            return {}
        return hint_highlights(c.game, h.action)

    def action_at(self, h: Hex) -> Action | None:
        """The hinted action when a click on ``h`` plays it (``hint_click``), else None."""
        hint = self.advisor.current_hint
        w = self.window
        if hint is None or self.dismissed or not w.controller.has_game():
            return None
        if not w.controller.human_to_decide():
            return None
        if hint_click(w.controller.game, hint.action, h, w.interaction.selected_unit):
            return hint.action
        return None

    def dismiss(self) -> bool:
        """Esc: the banner and the lit hexes go (True if a hint was shown)."""
        if self.advisor.current_hint is None or self.dismissed:
            return False
        self.dismissed = True
        self.banner.hide()
        self.window.assault_panel.show_hint("")
        self.window.update_highlights()
        return True

    def text(self) -> str:
        """The banner's words: the action, why, and the chance to win from here."""
        h = self.advisor.current_hint
        c = self.window.controller
        if h is None or not c.has_game():
            return ""
        g = c.game
        lines = [fmt(self.tr("Hint: %1"), describe.action_text(g, h.action))]
        why = self.reason_words(reason_for(g, h.action))
        if why:
            lines.append(why)
        chance = percent(h.win_chance)
        if not in_play(g):  # during the setup a chance to win means nothing yet
            return "\n".join(lines)
        if c.vs_computer():
            lines.append(fmt(self.tr("Your chance to win from here: %1"), chance))
        else:
            lines.append(fmt(self.tr("%1's chance to win from here: %2"),
                             describe.player_colour(g.current_player()), chance))
        return "\n".join(lines)

    def reason_words(self, r: Reason) -> str:
        """``ai.hint.Reason`` in the player's language (its English twin is ``text()``)."""
        if r.kind == "attack" and r.defeat is not None and r.lose is not None:
            return fmt(self.tr("attack: %1 to defeat, %2 to lose the unit"),
                       percent(r.defeat), percent(r.lose))
        if r.kind == "move":
            bits = []
            if r.wins is not None:
                bits.append(self.tr("wins the game") if r.wins >= 1.0
                            else fmt(self.tr("%1 to win the game"), percent(r.wins)))
            elif r.takes:
                bits.append(fmt(self.tr("takes the %1"), describe.tile_name(
                    self.window.controller.game.catalog, self._feature_id(r.takes))))
            if r.pass_tests is not None and r.wins is None:
                bits.append(fmt(self.tr("%1 to pass the hazard test"), percent(r.pass_tests)))
            return fmt(self.tr("move: %1"), self.tr(", ").join(bits)) if bits else ""
        return ""

    def _feature_id(self, name: str) -> str | None:
        """The feature card named ``name`` (Reason carries the English name)."""
        g = self.window.controller.game
        return next((t.feature for t in g.tiles.values()
                     if t.feature and g.catalog.tile(t.feature).name == name), None)

    def _on_hint_changed(self) -> None:
        self.dismissed = False
        text = self.text()
        w = self.window
        if text:
            self.banner.setText(text)
            self.banner.adjustSize()
            self.banner.move(self._corner())
            self.banner.show()
            self.banner.raise_()
        else:
            self.banner.hide()
            self.banner.setText("")
        h = self.advisor.current_hint
        g = w.controller.game if w.controller.has_game() else None
        decision = ""
        if h is not None and g is not None and h.action.kind in DECISION_KINDS:
            decision = fmt(self.tr("Hint: %1"), describe.action_text(g, h.action))
            w.show_assault()
        w.assault_panel.show_hint(decision)
        w.update_highlights()
        self.sync_enabled()

    def _corner(self) -> QPoint:
        """The corner of the map where the banner hides none of the hinted hexes and
        the fewest others."""
        w = self.window
        vp = w.view.viewport()
        bw, bh = self.banner.width(), self.banner.height()
        right = max(_MARGIN, vp.width() - bw - _MARGIN)
        bottom = max(_MARGIN, vp.height() - bh - _MARGIN)
        corners = [QPoint(_MARGIN, _MARGIN), QPoint(right, _MARGIN),
                   QPoint(_MARGIN, bottom), QPoint(right, bottom)]
        g = w.controller.game if w.controller.has_game() else None
        if g is None:
            return corners[0]

        def at(h: Hex) -> QPoint:
            return w.view.mapFromScene(w.scene.hex_center(h))

        lit = [at(h) for h in self.highlights()]
        tiles = [at(h) for h in g.tiles]
        # a hex partly under the banner counts: its centre within a hex's radius
        reach = round(0.5 * (QPointF(at((1, 0)) - at((0, 0)))).manhattanLength())

        def cost(c: QPoint) -> tuple[int, int]:
            area = QRect(c, QSize(bw, bh)).adjusted(-reach, -reach, reach, reach)
            return (sum(area.contains(p) for p in lit), sum(area.contains(p) for p in tiles))

        return min(corners, key=cost)

    def _on_busy(self, on: bool) -> None:
        if not on:
            self.window.statusBar().clearMessage()

    def _on_failed(self, message: str) -> None:
        self.window.show_error(fmt(self.tr("No hint could be found: %1"), message))
