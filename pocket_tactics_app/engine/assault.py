"""Assaults (R6, R7): an attack's rolls, the bumps and re-rolls decided inside it (and
inside a test), and the count that defeats units."""

from __future__ import annotations

from .actions import Action, illegal
from .kinds import EventKind
from .movement import Movement
from .pieces import MAP, Assault, Test, Unit, compare
from .util import brief


class Assaults(Movement):
    """The rules of attacks and of the decisions inside assaults and tests."""

    def _do_attack(self, unit: Unit, action: Action) -> None:
        target = self.units.get(action.target)
        if target is None or target.where != MAP:
            raise illegal(action, "R6.1", f"{brief(action.target)} is not a unit on the map")
        if target.owner == unit.owner:
            raise illegal(action, "R6.1", f"{target.id} is not an enemy")
        info = self.assault_info(unit, target)
        if info is None:
            if unit.card.ranged:
                raise illegal(
                    action, "R7.2", f"{target.id} is out of range or behind a blocked route"
                )
            raise illegal(action, "R6.1", f"{target.id} is not adjacent")
        dist, ranged, reply, att_occ, def_occ = info
        a = self._roller(unit, None, att_occ, roll_def=reply)
        d = self._roller(target, None, def_occ, roll_off=reply)
        self._emit(
            {
                "kind": EventKind.ATTACK,
                "unit": unit.id,
                "target": target.id,
                "ranged": ranged,
                "reply": reply,
                "distance": dist,
            }
        )
        for r in (a, d):
            self._emit(
                {
                    "kind": EventKind.ROLLED,
                    "unit": r.unit,
                    "off": list(r.dice["off"]),
                    "def": list(r.dice["def"]),
                }
            )
        self.pending = Assault(a, d, ranged, reply)
        self._advance_assault()

    def _apply_decision(self, action: Action) -> None:
        p = self.pending
        assert p is not None
        roller = p.roller(p.turn) if isinstance(p, Assault) else p.roller
        k = action.kind
        if k not in ("bump", "reroll", "pass"):
            raise illegal(
                action,
                "R6.3" if isinstance(p, Assault) else "R8.2",
                f"a {p.phase} decision is pending for player {roller.owner}",
            )
        if k != "pass":
            if action.unit != roller.unit:
                raise illegal(action, "R6.3", f"it is {roller.unit}'s decision")
            if isinstance(p, Test) and action.colour != p.colour:
                raise illegal(action, "R8.2", f"this is a {p.colour.upper()} test")
            dice = roller.dice.get(action.colour, [])
            if not 0 <= action.die < len(dice):
                raise illegal(action, "R6.3", f"there is no {action.colour} die {action.die}")
        if k == "bump":
            if p.phase != "bump":
                raise illegal(action, "R6.4", "the bump phase is over")
            sources = roller.bumps.get(action.colour, [])
            if not 0 <= action.bump < len(sources) or sources[action.bump].used:
                raise illegal(action, "R6.3", f"no unused {action.colour} bump {action.bump}")
            dice = roller.dice[action.colour]
            if dice[action.die] >= 6:
                raise illegal(action, "R6.3", "a die cannot be raised above 6")
            src = sources[action.bump]
            src.used = True
            before = dice[action.die]
            dice[action.die] = min(6, before + src.value)
            roller.bumped[action.colour][action.die] += dice[action.die] - before
            self._emit(
                {
                    "kind": EventKind.BUMPED,
                    "unit": roller.unit,
                    "colour": action.colour,
                    "die": action.die,
                    "value": dice[action.die],
                    "by": src.value,
                    "source": src.label,
                }
            )
        elif k == "reroll":
            if p.phase != "reroll":
                raise illegal(action, "R6.4", "re-rolls come after the bump phase")
            if roller.rerolls <= 0:
                raise illegal(action, "R6.4", "no re-roll left")
            roller.rerolls -= 1
            dice = roller.dice[action.colour]
            old = dice[action.die]
            dice[action.die] = self.dice.roll()
            roller.bumped[action.colour][action.die] = 0  # R6.4: a bump on it is lost
            self._emit(
                {
                    "kind": EventKind.REROLLED,
                    "unit": roller.unit,
                    "colour": action.colour,
                    "die": action.die,
                    "old": old,
                    "value": dice[action.die],
                }
            )
        if isinstance(p, Assault):
            if k == "pass":
                p.passes += 1
                p.turn ^= 1
            elif k == "reroll" and self.rules >= 2:
                pass  # R6.4 (rev. 2): the player re-rolls on until it passes
            else:
                p.passes = 0
                p.turn ^= 1
            self._advance_assault()
        else:
            if k == "pass":
                if p.phase == "bump":
                    p.phase = "reroll"
                else:
                    p.phase = "done"
            self._advance_test()

    def _advance_assault(self) -> None:
        p = self.pending
        assert isinstance(p, Assault)
        while True:
            if p.phase == "bump":
                can = (p.attacker.can_bump(), p.defender.can_bump())
                if p.passes >= 2 or not (can[0] or can[1]):
                    p.phase, p.turn, p.passes = "reroll", 0, 0
                    continue
                if can[p.turn]:
                    return
                p.passes += 1  # a player with nothing to choose is skipped (POSITION.md)
                p.turn ^= 1
                continue
            if p.phase == "reroll":
                # Revision 2: the attacker takes every re-roll it wants, then the
                # defender; a pass ends that player's re-rolls, so two passes (or skips)
                # end the phase. Revision 1 alternated one re-roll at a time.
                can = (p.attacker.can_reroll(), p.defender.can_reroll())
                if p.passes >= 2 or not (can[0] or can[1]):
                    p.phase = "count"
                    continue
                if can[p.turn]:
                    return
                p.passes += 1
                p.turn ^= 1
                continue
            self._count_assault(p)
            return

    def _count_assault(self, p: Assault) -> None:
        self.pending = None
        a, d = p.attacker, p.defender
        target_defeated = compare(a.dice["off"], d.dice["def"])
        attacker_defeated = p.reply and compare(d.dice["off"], a.dice["def"])
        self._emit(
            {
                "kind": EventKind.COUNT,
                "attacker": a.unit,
                "target": d.unit,
                "target_defeated": target_defeated,
                "attacker_defeated": attacker_defeated,
            }
        )
        attacker = self.units[a.unit]
        if target_defeated:
            self._defeat(self.units[d.unit], by=attacker)
        if attacker_defeated:
            self._defeat(attacker, by=self.units[d.unit])
        self._end_action(attacker)
