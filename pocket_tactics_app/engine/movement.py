"""Moving, testing, deploying and withdrawing (R4, R5, R8, R9): a move step by step
with the hazard tests it meets, the tests themselves (hazards and Reboot's rescue),
deploying from the reserve and withdrawing from a feature."""

from __future__ import annotations

from ..core.hexgrid import Hex
from .actions import Action, illegal
from .events import Rolled
from .kinds import EventKind
from .pieces import MAP, RESERVE, Test, Unit
from .setup_phase import SetupPhase


class Movement(SetupPhase):
    """The rules of moves, tests, deploys and withdrawals."""

    def _do_move(self, unit: Unit, action: Action) -> None:
        self._check_path(unit, action.path, action)
        assert unit.at is not None
        self._continue_move(unit, unit.at, (), action.path)

    def _continue_move(
        self, unit: Unit, start: Hex, done: tuple[Hex, ...], rest: tuple[Hex, ...]
    ) -> None:
        while rest:
            step, rest = rest[0], rest[1:]
            assert unit.at is not None
            del self.occ[unit.at]
            unit.at = step
            self.occ[step] = unit.id
            done = done + (step,)
            if rest and not self.tested_on_every_step(unit):
                continue  # R4.5 (rev. 2): flying over this tile
            hazard = self.hazard_of(unit, step)
            if hazard is not None and hazard.test is not None:
                test = Test(
                    self._roller(unit, hazard.test.colour, ("test",)),
                    hazard.test.colour,
                    hazard.test.target,
                    "hazard",
                    rest,
                    done,
                    start,
                )
                self._emit(
                    {
                        "kind": EventKind.HAZARD,
                        "unit": unit.id,
                        "at": list(step),
                        "tile": self.tiles[step].kind,
                        "test": f"{hazard.test.target} {hazard.test.colour.upper()}",
                    }
                )
                self._start_test(test)
                return
        self._emit(
            {
                "kind": EventKind.MOVED,
                "unit": unit.id,
                "path": [list(h) for h in done],
                "from": list(start),
            }
        )
        self._end_action(unit)

    def _start_test(self, test: Test) -> None:
        self.pending = test
        rolled: Rolled = {"kind": EventKind.ROLLED, "unit": test.roller.unit}
        rolled["off" if test.colour == "off" else "def"] = list(test.roller.dice[test.colour])
        self._emit(rolled)
        self._advance_test()

    def _advance_test(self) -> None:
        t = self.pending
        assert isinstance(t, Test)
        # Once a test passes nothing can change its result: no more decisions are asked.
        while True:
            if t.phase == "bump":
                if not t.passed and t.roller.can_bump():
                    return
                t.phase = "reroll"
            if t.phase == "reroll":
                if not t.passed and t.roller.rerolls > 0 and t.roller.dice[t.colour]:
                    return
                t.phase = "done"
            break
        self.pending = None
        passed = t.passed
        unit = self.units[t.roller.unit]
        self._emit(
            {
                "kind": EventKind.TEST,
                "unit": unit.id,
                "colour": t.colour,
                "target": t.target,
                "dice": list(t.roller.dice[t.colour]),
                "result": "pass" if passed else "fail",
                "purpose": "rescue" if t.purpose == "rescue" else "hazard",
            }
        )
        if t.purpose == "hazard":
            if not passed:
                assert t.start is not None
                self._emit(
                    {
                        "kind": EventKind.MOVED,
                        "unit": unit.id,
                        "path": [list(h) for h in t.path_done],
                        "from": list(t.start),
                    }
                )
                self._defeat(unit, by=None, reason="hazard")
                self._end_action(unit)
                return
            assert t.start is not None
            self._continue_move(unit, t.start, t.path_done, t.rest_of_path)
            return
        # rescue (Reboot)
        if passed:
            captive = self.units[t.captive]
            captive.where = RESERVE
            captive.held_by = None
            self._emit({"kind": EventKind.RETURNED, "unit": captive.id, "by": unit.id})
        self._end_action(unit)

    def _do_deploy(self, unit: Unit, action: Action) -> None:
        if unit.where != RESERVE:
            raise illegal(action, "R9.1", f"{unit.id} is not in the reserve")
        assert action.at is not None
        if action.at not in self.tiles:
            raise illegal(action, "R9.1", f"{list(action.at)} is void")
        if action.at in self.occ:
            raise illegal(action, "R9.1", f"{list(action.at)} is occupied")
        if action.at not in self.deploy_tiles(unit):
            raise illegal(
                action,
                "R9.1",
                f"{list(action.at)} is not adjacent to a feature the player controls",
            )
        unit.where = MAP
        unit.at = action.at
        self.occ[action.at] = unit.id
        self._emit({"kind": EventKind.DEPLOYED, "unit": unit.id, "at": list(action.at)})
        self._end_action(unit)

    def _do_withdraw(self, unit: Unit, action: Action) -> None:
        assert action.at is not None and unit.at is not None
        if action.at not in self.withdraw_features(unit):
            where = (
                "an adjacent feature an allied unit occupies"
                if self.rules >= 2
                else "an adjacent feature its player controls"
            )
            raise illegal(
                action,
                "R5.1",
                f"{list(action.at)} is not a feature the unit occupies or {where}",
            )
        from_feature = action.at == unit.at
        del self.occ[unit.at]
        unit.at = None
        unit.where = RESERVE
        self._emit({"kind": EventKind.WITHDRAWN, "unit": unit.id, "feature": list(action.at)})
        if from_feature and action.at in self.control:
            # R5.2/R10.3: withdrawing from the feature gives up its control.
            del self.control[action.at]
            self._turn_control = True
            self._emit({"kind": EventKind.CONTROL, "feature": list(action.at), "owner": None})
        self._end_action(None)
