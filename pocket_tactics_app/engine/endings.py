"""The end of an action and of the game (R10, R11): control of the feature a unit
ends on, R11.2's control of every feature, R11.3's turn limit, R11.1's player without a
legal action, and the defeat of a unit (R6.6, R8.1)."""

from __future__ import annotations

from typing import Literal

from .board import Board
from .events import Defeated
from .kinds import EndReason, EventKind, Outcome, Phase, Winner
from .pieces import CAPTIVE, MAP, Unit


class Endings(Board):
    """The rules that end an action, a turn and the game."""

    def _end_action(self, unit: Unit | None) -> None:
        if unit is not None and unit.where == MAP and unit.at is not None:
            h = unit.at
            if self.tiles[h].feature and self.control.get(h) != unit.owner:
                self.control[h] = unit.owner  # R10.2
                self._turn_control = True
                self._emit({"kind": EventKind.CONTROL, "feature": list(h), "owner": unit.owner})
        if self._finish_if_all_features_held():
            return
        # R11.3: under revision 2 only a defeat resets the count (giving up a feature and
        # retaking it must not dodge the limit); under revision 1 a change of control did.
        reset = self._turn_defeat or (self.rules < 2 and self._turn_control)
        self.turns_without_defeat = 0 if reset else self.turns_without_defeat + 1
        self._turn_defeat = self._turn_control = False
        if self.turn_limit is not None and self.turns_without_defeat >= self.turn_limit:
            self._finish_at_turn_limit()
            return
        self.to_move = 1 - self.to_move
        self.turn += 1
        self._start_turn()

    def _finish_if_all_features_held(self) -> bool:
        """R11.2: a player who controls every feature on the map wins at once."""
        feats = self.features()
        for player in (0, 1):
            if feats and all(self.control.get(f) == player for f in feats):
                self._finish(player, EndReason.CONTROL)
                return True
        return False

    def start_loaded(self) -> None:
        """R11.4: a position loaded between turns that is already over ends at once,
        with R11.2's winner, else R11.1's; otherwise the side to move begins its turn."""
        self._legal_cache = None
        if not self._finish_if_all_features_held():
            self._start_turn()

    def _finish_at_turn_limit(self) -> None:
        """R11.3: revision 2 gives the game to the player who controls more features
        (equal: a draw); revision 1 always called it a draw."""
        if self.rules >= 2:
            held = [0, 0]
            for f in self.features():
                owner = self.control.get(f)
                if owner is not None:
                    held[owner] += 1
            if held[0] != held[1]:
                self._finish(0 if held[0] > held[1] else 1, EndReason.TURN_LIMIT)
                return
        self._finish("draw", EndReason.DRAW_RULE)

    def _start_turn(self) -> None:
        self._legal_cache = None
        if not self.has_legal_action():
            self._finish(1 - self.to_move, EndReason.NO_ACTION)  # R11.1

    def _finish(self, winner: Winner, reason: EndReason) -> None:
        self.phase = Phase.OVER
        self.outcome = Outcome(winner, reason)
        self.pending = None
        self._emit({"kind": EventKind.GAME_OVER, "winner": winner, "reason": reason})

    def _defeat(
        self, unit: Unit, by: Unit | None, reason: Literal["assault", "hazard"] = "assault"
    ) -> None:
        """R6.6/R8.1: the unit leaves the map and joins the opponent's captives."""
        if unit.at is not None and self.occ.get(unit.at) == unit.id:
            del self.occ[unit.at]
        unit.at = None
        unit.where = CAPTIVE
        unit.held_by = 1 - unit.owner
        self._turn_defeat = True
        ev: Defeated = {"kind": EventKind.DEFEATED, "unit": unit.id, "reason": reason}
        if by is not None:
            ev["by"] = by.id
        self._emit(ev)
