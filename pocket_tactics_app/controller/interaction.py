"""What the player at the screen has picked, and what a click would do (no Qt here).

The main window keeps one :class:`Interaction`: the selected map unit or reserve unit,
the hovered hex, the keyboard cursor and a reserve unit being dragged. Its queries
answer from the game and the human's legal actions only (``legal_actions()`` of a
:class:`GameSource`, in the app the :class:`~.game_controller.GameController`): which
hexes are targets and of what, which hexes glow and why, what a right-click offers,
where a dragged unit may go. It never changes the game; the window sends the actions it
returns to ``controller.request``. It imports no Qt, so tests drive it with a bare
engine game (tests/controller/test_interaction.py).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol

from ..core.hexgrid import Hex
from ..engine.actions import Action
from ..engine.game import Game, Unit
from ..engine.kinds import ActionKind, Location, Phase
from ..engine.pending_odds import hazard_survival

log = logging.getLogger(__name__)

#: What a click on a target hex does: "place" (a setup placement), "deploy", "move" or
#: "attack". The highlights add "selected" (the selected unit), "path" (the steps of the
#: move under the pointer) and "hover" (the keyboard cursor).
Target = tuple[str, Action]

_TURN_ACTIONS = (ActionKind.MOVE, ActionKind.ATTACK, ActionKind.WITHDRAW, ActionKind.ABILITY)
_FROM_RESERVE = (ActionKind.DEPLOY, ActionKind.PLACE_UNIT)
#: After these the selection is spent (R3.1: one unit acts a turn).
_SPENDS_SELECTION = (ActionKind.MOVE, ActionKind.ATTACK, ActionKind.DEPLOY,
                     ActionKind.WITHDRAW, ActionKind.ABILITY)
#: After these (and no human decision follows) the selected map unit is dropped.
_DROPS_UNIT = (ActionKind.MOVE, ActionKind.DEPLOY, ActionKind.WITHDRAW, ActionKind.ABILITY,
               ActionKind.PLACE_UNIT)


class GameSource(Protocol):
    """The running game as the screen sees it (``GameController`` is one)."""

    @property
    def game(self) -> Game: ...

    def has_game(self) -> bool: ...

    def legal_actions(self) -> list[Action]:
        """What the human at the screen may do now (empty while the computer decides)."""
        ...

    def human_to_decide(self) -> bool: ...


@dataclass(frozen=True)
class Hint:
    """What the status line says about a hex under the pointer or the keyboard cursor:
    an attack (its odds), a move (``steps``, ``hazard`` on the way) or a map tile."""

    kind: Literal["attack", "move", "tile"]
    action: Action | None = None
    steps: int = 0
    hazard: bool = False
    #: A move's hazard tests, (target, colour, tile kind) each, and the exact chance to
    #: survive them all with the unit's bumps and re-rolls (R8.1, R8.2); None: no test.
    tests: tuple[tuple[int, str, str], ...] = ()
    survival: float | None = None
    #: A hazard on the way that does not touch this unit: (tile kind, why): "favored"
    #: (its favored terrain), "type:<Type>" (the tile spares that type), "ability".
    immune: tuple[str, str] | None = None


class Interaction:
    """The selection, hover, keyboard cursor and drag of one screen, and the queries on
    them. Methods that change the selection say what the screen must redraw."""

    def __init__(self, source: GameSource) -> None:
        self.source = source
        self.selected_unit: str | None = None
        self.selected_reserve: str | None = None
        self.hovered: Hex | None = None
        self.key_cursor: Hex | None = None
        #: A reserve unit being dragged, and whether the drag began in the reserve dock.
        self.drag_unit: str | None = None
        self.drag_from_panel = True
        self._drag_restore: tuple[str | None, str | None] = (None, None)

    def game(self) -> Game | None:
        return self.source.game if self.source.has_game() else None

    # ------------------------------------------------------------------ selection
    def clear(self) -> None:
        """Nothing selected and no keyboard cursor (Escape, a new game, an undo)."""
        self.selected_unit = None
        self.selected_reserve = None
        self.key_cursor = None

    def has_selection(self) -> bool:
        return self.selected_unit is not None or self.selected_reserve is not None

    def validate(self) -> None:
        """Drop a selection the game no longer allows; in R2.7 placement preselect the
        first unit that may be placed."""
        g = self.game()
        if g is None:
            return
        if self.selected_unit is not None:
            u = g.units.get(self.selected_unit)
            if u is None or u.where != Location.MAP:
                self.selected_unit = None
        if self.selected_reserve is not None:
            u = g.units.get(self.selected_reserve)
            if u is None or u.where != Location.RESERVE or u.id not in self.selectable_reserve():
                self.selected_reserve = None
        if g.phase == Phase.UNITS and self.selected_reserve is None:
            for a in self.source.legal_actions():
                if a.kind == ActionKind.PLACE_UNIT:
                    self.selected_reserve = a.unit
                    break

    def selectable_reserve(self) -> set[str]:
        """Reserve units the human may deploy or place now."""
        return {a.unit for a in self.source.legal_actions() if a.kind in _FROM_RESERVE}

    def own_selected_actions(self) -> list[Action]:
        """The legal turn actions of the selected map unit (empty if none or not yours)."""
        if self.selected_unit is None:
            return []
        return [a for a in self.source.legal_actions()
                if a.unit == self.selected_unit and a.kind in _TURN_ACTIONS]

    def card_actions(self) -> list[Action]:
        """The selected unit's actions offered as buttons on its card (withdraw, abilities)."""
        return [a for a in self.own_selected_actions()
                if a.kind in (ActionKind.WITHDRAW, ActionKind.ABILITY)]

    def card_unit(self) -> str | None:
        """Whose card to show: the selected unit, else the unit under the pointer."""
        g = self.game()
        if g is None:
            return None
        uid = self.selected_unit or self.selected_reserve
        if uid is not None and uid in g.units:
            return uid
        if self.hovered is not None and self.hovered in g.occ:
            return g.occ[self.hovered]
        return None

    def select_at(self, h: Hex) -> str | None:
        """A click on ``h`` that is no target: select or unselect your unit there, or
        unselect. Returns the unit whose card to show instead (someone else's unit, or
        yours when it is not your turn to act), else None."""
        g = self.game()
        if g is None:
            return None
        uid = g.occ.get(h)
        if uid is not None:
            u = g.units[uid]
            if (
                self.source.human_to_decide()
                and u.owner == g.current_player()
                and g.phase == Phase.PLAY
                and g.pending is None
            ):
                self.selected_unit = None if self.selected_unit == uid else uid
                self.selected_reserve = None
            else:
                self.selected_unit = None
                return uid
        else:
            self.selected_unit = None
        self.key_cursor = None
        return None

    def select_reserve(self, uid: str) -> bool:
        """A click on a reserve unit: select it (again: unselect it during play). False
        if it cannot be deployed or placed now (the screen shows its card instead)."""
        g = self.game()
        if g is None:
            return False
        u = g.units[uid]
        if u.where != Location.RESERVE or uid not in self.selectable_reserve():
            return False
        again = self.selected_reserve == uid and g.phase == Phase.PLAY
        self.selected_reserve = None if again else uid
        self.selected_unit = None
        return True

    def requested(self, action: Action) -> bool:
        """``action`` was accepted: a turn action spends the selection (True: redraw)."""
        if action.kind in _SPENDS_SELECTION:
            self.clear()
            return True
        return False

    def applied(self, action: Action) -> None:
        """Anyone's ``action`` was applied: unless a human decides next (an assault),
        the selected unit is dropped after a move, deploy, withdraw, ability or placement."""
        if action.kind in _DROPS_UNIT and not self.source.human_to_decide():
            self.selected_unit = None

    # ------------------------------------------------------------------ targets
    def target_hexes(self) -> dict[Hex, Target]:
        """What a click on each hex would do now."""
        g = self.game()
        out: dict[Hex, Target] = {}
        if g is None or g.pending is not None:
            return out
        legal = self.source.legal_actions()
        if g.phase in (Phase.TILES, Phase.FEATURES):
            for a in legal:
                if a.at is not None:
                    out[a.at] = ("place", a)
            return out
        if g.phase == Phase.UNITS:
            for a in legal:
                if a.unit == self.selected_reserve and a.at is not None:
                    out[a.at] = ("deploy", a)
            return out
        if self.selected_reserve is not None:
            for a in legal:
                if (a.kind == ActionKind.DEPLOY and a.unit == self.selected_reserve
                        and a.at is not None):
                    out[a.at] = ("deploy", a)
        for a in self.own_selected_actions():
            if a.kind == ActionKind.MOVE:
                out[a.path[-1]] = ("move", a)
            elif a.kind == ActionKind.ATTACK:
                t = g.units[a.target]
                if t.at is not None:
                    out[t.at] = ("attack", a)
        return out

    def highlights(self, targets: dict[Hex, Target] | None = None) -> dict[Hex, str]:
        """Which hexes glow and why: the targets by kind, the selected unit, the path of
        the move under the pointer or cursor, the keyboard cursor."""
        g = self.game()
        if g is None:
            return {}
        if targets is None:
            targets = self.target_hexes()
        hl: dict[Hex, str] = {h: kind for h, (kind, _a) in targets.items()}
        if self.selected_unit is not None:
            u = g.units[self.selected_unit]
            if u.at is not None and u.at not in hl:
                hl[u.at] = "selected"
            focus = self.key_cursor or self.hovered
            if focus in targets and targets[focus][0] == "move":
                for h in targets[focus][1].path[:-1]:
                    hl[h] = "path"
        if self.key_cursor is not None and self.key_cursor not in hl:
            hl[self.key_cursor] = "hover"
        return hl

    def hint(self, h: Hex, targets: dict[Hex, Target] | None = None) -> Hint | None:
        """What to say about hex ``h`` (None: nothing)."""
        g = self.game()
        if g is None:
            return None
        if targets is None:
            targets = self.target_hexes()
        if h in targets and targets[h][0] == "attack":
            return Hint("attack", targets[h][1])
        if h in targets and targets[h][0] == "move":
            a = targets[h][1]
            u = g.units[a.unit]
            tested = a.path if g.tested_on_every_step(u) else a.path[-1:]
            tests = []
            immune = None
            for p in tested:
                hz = g.hazard_of(u, p)
                kind = g.tiles[p].kind
                if hz is not None and hz.test is not None:
                    tests.append((hz.test.target, hz.test.colour, kind))
                elif hz is None and immune is None:
                    why = hazard_immunity(g, u, kind)
                    if why:
                        immune = (kind, why)
            survival = None
            if tests:
                try:
                    survival = hazard_survival(g, u.id, a.path)
                except Exception:  # noqa: BLE001 - a hint never stops the game
                    log.exception("hazard odds of %s failed", a.describe())
            return Hint("move", a, steps=len(a.path), hazard=bool(tests), tests=tuple(tests),
                        survival=survival, immune=immune)
        if h in g.tiles:
            return Hint("tile")
        return None

    # ------------------------------------------------------------------ right-click
    def map_hex_of(self, uid: str | None) -> Hex | None:
        g = self.game()
        u = g.units.get(uid) if g is not None and uid else None
        return u.at if u is not None and u.where == Location.MAP else None

    def context_actions(self, h: Hex) -> list[Action]:
        """The legal actions that concern hex ``h``: one move per unit that can get there
        (the safest path), first, then placements, deploys, attacks on the unit there,
        its withdrawal and abilities that start, aim or land there."""
        g = self.game()
        if g is None or g.pending is not None:
            return []
        out: list[Action] = []
        moves: dict[str, list[Action]] = {}
        for a in self.source.legal_actions():
            k = a.kind
            if k in (ActionKind.PLACE_TILE, ActionKind.PLACE_FEATURE, ActionKind.PLACE_UNIT,
                     ActionKind.DEPLOY):
                if a.at == h:
                    out.append(a)
            elif k == ActionKind.MOVE:
                if a.path and a.path[-1] == h:
                    moves.setdefault(a.unit, []).append(a)
            elif k == ActionKind.ATTACK:
                if self.map_hex_of(a.target) == h:
                    out.append(a)
            elif k == ActionKind.WITHDRAW:
                if self.map_hex_of(a.unit) == h:
                    out.append(a)
            elif k == ActionKind.ABILITY and h in (
                self.map_hex_of(a.unit), a.at, self.map_hex_of(a.target)
            ):
                out.append(a)
        return [safest_move(g, options) for options in moves.values()] + out

    # ------------------------------------------------------------------ drag from the reserve
    def drop_actions(self, uid: str) -> dict[Hex, Action]:
        """Where ``uid`` may be dropped now: hex → its deploy or place_unit action."""
        return {
            a.at: a
            for a in self.source.legal_actions()
            if a.kind in _FROM_RESERVE and a.unit == uid and a.at is not None
        }

    def begin_drag(self, uid: str, from_panel: bool = True) -> bool:
        """A reserve unit is being dragged: it is selected, so its legal tiles glow
        (False if it cannot go anywhere). The selection before is kept for a cancel."""
        if not self.drop_actions(uid):
            return False
        if self.drag_unit is None:
            self._drag_restore = (self.selected_unit, self.selected_reserve)
        self.drag_unit = uid
        self.drag_from_panel = from_panel
        self.selected_unit = None
        self.selected_reserve = uid
        self.key_cursor = None
        return True

    def end_drag(self, dropped: bool) -> bool:
        """The drag ended; not dropped on the map, the selection before it comes back
        (True: redraw the highlights and the card)."""
        if self.drag_unit is None:
            return False
        self.drag_unit = None
        if dropped:
            return False
        self.selected_unit, self.selected_reserve = self._drag_restore
        self.validate()
        return True

    # ------------------------------------------------------------------ keyboard
    def cycle(self, step: int) -> Literal["cursor", "unit"] | None:
        """Tab: during play select the next (``step`` 1) or previous (-1) unit that can
        act ("unit": redraw all); in setup or an assault move the cursor over the hexes
        of the legal actions ("cursor": redraw the highlights). None: nothing changed."""
        g = self.game()
        if g is None or not self.source.human_to_decide():
            return None
        legal = self.source.legal_actions()
        if g.phase != Phase.PLAY or g.pending is not None:
            hexes = sorted({a.at for a in legal if a.at is not None}, key=lambda h: (h[1], h[0]))
            if not hexes:
                return None
            i = hexes.index(self.key_cursor) if self.key_cursor in hexes else -1
            self.key_cursor = hexes[(i + step) % len(hexes)]
            return "cursor"
        units = sorted({a.unit for a in legal if a.kind != ActionKind.DEPLOY})
        if not units:
            return None
        i = units.index(self.selected_unit) if self.selected_unit in units else -1
        self.selected_unit = units[(i + step) % len(units)]
        self.selected_reserve = None
        self.key_cursor = None
        return "unit"

    def move_cursor(
        self, d: tuple[int, int], centre: Callable[[Hex], tuple[float, float]]
    ) -> Literal["placed", "stepped"] | None:
        """An arrow key: put the cursor on the target nearest in direction ``d`` (screen
        x, y; ``centre`` gives a hex's centre on screen) from the cursor or the selected
        unit ("stepped"); with neither, on the first target ("placed"). None: no
        target that way."""
        targets = list(self.target_hexes())
        g = self.game()
        if not targets or g is None:
            return None
        origin: Hex | None = self.key_cursor
        if origin is None and self.selected_unit is not None:
            origin = g.units[self.selected_unit].at
        if origin is None:
            self.key_cursor = sorted(targets, key=lambda h: (h[1], h[0]))[0]
            return "placed"
        ox, oy = centre(origin)
        best: tuple[float, Hex] | None = None
        for h in targets:
            if h == origin:
                continue
            x, y = centre(h)
            dx, dy = x - ox, y - oy
            along = dx * d[0] + dy * d[1]
            if along <= 0.1:
                continue
            across = abs(dx * d[1] - dy * d[0])
            score = math.hypot(dx, dy) + across * 1.5
            if best is None or score < best[0]:
                best = (score, h)
        if best is None:
            return None
        self.key_cursor = best[1]
        return "stepped"


def safest_move(g: Game, options: list[Action]) -> Action:
    """Of several paths to one hex: the fewest hazards on the way, then the shortest."""
    unit = g.units[options[0].unit]
    return min(
        options,
        key=lambda m: (sum(1 for p in m.path if g.hazard_of(unit, p) is not None), len(m.path)),
    )


__all__ = ["GameSource", "Hint", "Interaction", "Target", "safest_move"]


def hazard_immunity(g: Game, unit: Unit, kind: str) -> str:
    """Why a tile of ``kind`` with a hazard does not touch ``unit`` ("" when it has no
    hazard or it does): "favored", "type:<Type>" or "ability" (R8.2, the tile's card)."""
    tcard = g.catalog.tile(kind)
    for e in tcard.effects:
        if e.kind != "hazard":
            continue
        if unit.card.favored == kind:
            return "favored"
        for t in e.unless_types:
            if t in unit.card.types:
                return "type:" + t
        if any(ig.tiles is None or kind in ig.tiles for ig in unit.card.effects("ignore_hazard")):
            return "ability"
    return ""
