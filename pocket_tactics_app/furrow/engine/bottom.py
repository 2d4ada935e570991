"""The bottom actions (S9): Upgrade, Deploy, Build and Conscript, their costs and payment
(Requisition and Common Stores included), and the pieces they place."""

from __future__ import annotations

from ...core.errors import IllegalAction
from .actions import (
    Action,
    BadAction,
    as_hex,
    int_field,
    need_field,
    str_field,
)
from .board import Hex
from .content import (
    COLUMN_RESOURCE,
    COLUMNS,
    RESOURCES,
    STRUCTURES,
)
from .economy import Economy
from .events import (
    BuiltEvent,
    CommonStoresEvent,
    DeployedEvent,
    RecruitBonusEvent,
    RecruitedEvent,
    RequisitionEvent,
    UpgradedEvent,
)
from .kinds import ActionKind, EventKind, Phase, UnitKind
from .state import (
    BONUSES,
    CUBES,
    ONGOING,
    Unit,
)


class BottomActions(Economy):
    """Bottom actions and the pieces they place."""

    def column_cost(self, seat: int, column: str) -> int:
        """S9.1: the bottom action's resource cost now (printed cost less covered slots);
        the resource is ``COLUMN_RESOURCE[column]``."""
        i = COLUMNS.index(column)
        cost: int = self.mat(seat).columns[i].cost
        return cost - self.players[seat].slots_covered.get(column, 0)


    def column_coins(self, seat: int, column: str) -> int:
        """S9.2 c: the coins the bottom action pays."""
        coins: int = self.mat(seat).columns[COLUMNS.index(column)].coins
        return coins

    def _stores_types(self, seat: int, column: str) -> list[str]:
        """Common Stores (authored, S3.2's place for the faction ability): the other
        resource types one of which may stand in for one resource of a bottom action's
        cost; empty without the ability or with nothing to pay."""
        if not self.has(seat, "common_stores") or self.column_cost(seat, column) < 1:
            return []
        rtype = COLUMN_RESOURCE[column]
        return [t for t in RESOURCES if t != rtype and self.controlled_resources(seat, t) > 0]

    def can_pay_column(self, seat: int, column: str) -> bool:
        """Whether the seat has the resources for the bottom action (Requisition and
        Common Stores counted)."""
        need = self.column_cost(seat, column)
        have = self.controlled_resources(seat, COLUMN_RESOURCE[column])
        t = self.turn
        if (self.has(seat, "requisition") and t is not None and not t.requisition_used
                and self.players[seat].hand and need > 0):
            need -= 1
        elif self._stores_types(seat, column):
            need -= 1
        return have >= need


    def _bottom_actions(self, seat: int, section: int) -> list[Action]:
        p = self.players[seat]
        if section == 5:
            return self._move_entries(seat, "foundry_move")
        column = COLUMNS[section - 1]
        if not self.can_pay_column(seat, column):
            return []
        entry: Action = {"kind": column, "pay": self._pay_domain(seat, COLUMN_RESOURCE[column])}
        t = self.turn
        if (self.has(seat, "requisition") and t is not None and not t.requisition_used
                and p.hand):
            entry["requisition"] = [COLUMN_RESOURCE[column]]
            entry["discard"] = sorted(set(p.hand))
        stores = self._stores_types(seat, column)
        if stores:
            entry["stores"] = stores
            # S6.6: the player says which hex the stand-in comes from, as with "pay"
            held = self._pay_domain(seat, None)
            entry["stores_at"] = {t: [x["at"] for x in held if x["type"] == t] for t in stores}
        if column == "upgrade":
            cubes, slots = self._upgrade_domains(seat)
            if not cubes or not slots:
                return []
            entry.update(cube=cubes, slot=slots)
        elif column == "deploy":
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            hexes = [h for h in self._worker_hexes(seat) if self.board.terrain[h] != "lake"]
            if self.mechs(seat) >= 4 or not left or not hexes:
                return []
            entry.update(ability=left, at=[list(h) for h in hexes])
        elif column == "build":
            left = [s for s in STRUCTURES if s not in p.structures_built]
            hexes = [h for h in self._worker_hexes(seat)
                     if h not in self.structures
                     and self.board.terrain[h] not in ("lake", "foundry")]
            if not left or not hexes:
                return []
            entry.update(structure=left, at=[list(h) for h in hexes])
        else:
            cols = [c for c in COLUMNS if c not in p.recruits]
            bonuses = [b for b in BONUSES if b not in p.bonuses_taken]
            if not cols or not bonuses:
                return []
            entry.update(column=cols, bonus=bonuses)
        return [entry]

    def _bottom_stage(self) -> None:
        t = self.turn
        assert t is not None
        t.phase = Phase.BOTTOM
        if t.section == 5:
            possible = self._can_move_any(self.to_move)
        else:
            possible = bool(self._bottom_actions(self.to_move, t.section))
        if not possible:
            self._objective_stage()

    def _apply_bottom(self, seat: int, action: Action) -> None:
        """S9.2: pay, effect, coins, recruit bonuses, checkpoint."""
        t = self.turn
        assert t is not None
        kind = action["kind"]
        column = COLUMNS[t.section - 1] if t.section <= 4 else None
        if kind != column:
            raise IllegalAction("S6.2", f"the bottom action of section {t.section} is "
                                f"{column or 'foundry_move'}")
        p = self.players[seat]
        # validate the effect before paying
        if kind == ActionKind.UPGRADE:
            self._check_upgrade(seat, str_field(action, "cube"), str_field(action, "slot"))
        elif kind == ActionKind.DEPLOY:
            ability = str_field(action, "ability")
            at = as_hex(need_field(action, "at"), "deploy.at")
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            if self.mechs(seat) >= 4:
                raise IllegalAction("S9.1", "no mech left in supply")
            if ability not in left:
                raise IllegalAction("S9.4", f"ability {ability} is not yours to unlock")
            if at not in self._worker_hexes(seat):
                raise IllegalAction("S9.4", f"{list(at)} holds none of your workers")
        elif kind == ActionKind.BUILD:
            structure = str_field(action, "structure")
            at = as_hex(need_field(action, "at"), "build.at")
            if structure not in STRUCTURES or structure in p.structures_built:
                raise IllegalAction("S9.5", f"{structure} is not in your supply")
            if at not in self._worker_hexes(seat):
                raise IllegalAction("S9.5", f"{list(at)} holds none of your workers")
            if at in self.structures:
                raise IllegalAction("S9.5", f"{list(at)} already holds a structure")
            if self.board.terrain[at] in ("lake", "foundry"):
                raise IllegalAction("S9.5", "no structure on a lake or the Foundry")
        else:
            col, bonus = str_field(action, "column"), str_field(action, "bonus")
            if col not in COLUMNS or col in p.recruits:
                raise IllegalAction("S9.7", f"column {col} cannot take a recruit")
            if bonus not in BONUSES or bonus in p.bonuses_taken:
                raise IllegalAction("S9.7", f"the one-time bonus {bonus} is not available")
        # pay (S9.2 a)
        assert column is not None
        rtype = COLUMN_RESOURCE[column]
        need = self.column_cost(seat, column)
        discard: int | None = None
        if action.get("requisition") is not None or action.get("discard") is not None:
            if not self.has(seat, "requisition"):
                raise IllegalAction("S3.2", "only Corvane may requisition")
            if t.requisition_used:
                raise IllegalAction("S3.2", "Requisition is once per turn")
            if action.get("requisition") != rtype:
                raise IllegalAction("S3.2", f"the cost is {rtype}")
            discard = int_field(action, "discard")
            if discard not in p.hand:
                raise IllegalAction("S3.2", f"no combat card of value {discard} in hand")
            if need < 1:
                raise IllegalAction("S3.2", "nothing to requisition")
            need -= 1
        stores: str | None = None
        if action.get("stores") is not None:
            if not self.has(seat, "common_stores"):
                raise IllegalAction("S3.2", "only a faction with Common Stores may pay "
                                    "with another resource")
            stores = str_field(action, "stores")
            if stores not in RESOURCES or stores == rtype:
                raise IllegalAction("S3.2", f"Common Stores pays with a resource other than "
                                    f"{rtype}")
            if need < 1:
                raise IllegalAction("S3.2", "nothing for Common Stores to pay")
            need -= 1
        elif action.get("stores_at") is not None:
            raise BadAction(f"{kind}.stores_at: only with stores")
        plan = self._payment(seat, action, {rtype: need} if need else {})
        if stores is not None:
            # a chosen payment ("pay") names only the cost's own type, as with
            # Requisition; the stand-in comes from "stores_at", else in the usual order
            if action.get("stores_at") is not None:
                h = as_hex(action["stores_at"], f"{kind}.stores_at")
                if self.control(h) != seat:
                    raise IllegalAction("S6.6", f"stores_at: you do not control {list(h)}")
                if self.resources.get(h, {}).get(stores, 0) < 1:
                    raise IllegalAction("S6.6", f"{list(h)} holds no {stores}")
                plan.append((h, stores, 1))
            else:
                plan += self._payment(seat, {"kind": kind}, {stores: 1})
        self._pay_plan(seat, plan)
        if stores is not None:
            self._emit(CommonStoresEvent(kind=EventKind.COMMON_STORES, player=seat, type=stores,
                                         instead_of=rtype, at=list(plan[-1][0])))
        if discard is not None:
            p.hand.remove(discard)
            self.combat_discard.append(discard)
            t.requisition_used = True
            self._emit(RequisitionEvent(kind=EventKind.REQUISITION, player=seat, card=discard,
                                        instead_of=rtype))
        # effect (S9.2 b)
        if kind == ActionKind.UPGRADE:
            self._do_upgrade(seat, str(action["cube"]), str(action["slot"]))
        elif kind == ActionKind.DEPLOY:
            self._place_mech(seat, str(action["ability"]), as_hex(action["at"], "at"))
        elif kind == ActionKind.BUILD:
            self._place_structure(seat, str(action["structure"]), as_hex(action["at"], "at"))
        else:
            self._do_recruit(seat, str(action["column"]), str(action["bonus"]))
        # coins (c) and ongoing recruit bonuses (d)
        self._gain(seat, "coins", self.column_coins(seat, column))
        for s in [seat, *self.neighbours(seat)]:
            if column in self.players[s].recruits:
                self._gain(s, ONGOING[column], 1)
                self._emit(RecruitBonusEvent(kind=EventKind.RECRUIT_BONUS, player=s, column=column,
                                             what=ONGOING[column]))
        if self._checkpoint():
            return
        self._objective_stage()

    def _place_mech(self, seat: int, ability: str, at: Hex) -> None:
        fid = self.faction(seat)
        uid = next(f"{fid}.m{i}" for i in range(1, 5) if f"{fid}.m{i}" not in self.units)
        self.units[uid] = Unit(uid, seat, UnitKind.MECH, at)
        self.players[seat].mech_abilities.append(ability)
        self._emit(DeployedEvent(kind=EventKind.DEPLOYED, player=seat, unit=uid, ability=ability,
                                 at=list(at)))

    def _place_structure(self, seat: int, kind: str, at: Hex) -> None:
        self.structures[at] = (seat, kind)
        self.players[seat].structures_built.append(kind)
        self._emit(BuiltEvent(kind=EventKind.BUILT, player=seat, structure=kind, at=list(at)))

    def _upgrade_domains(self, seat: int) -> tuple[list[str], list[str]]:
        p = self.players[seat]
        cubes = [c for c in CUBES if c not in p.cubes_removed]
        mat = self.mat(seat)
        slots = [col for i, col in enumerate(COLUMNS)
                 if p.slots_covered.get(col, 0) < mat.columns[i].removable]
        return cubes, slots

    def _check_upgrade(self, seat: int, cube: str, slot: str) -> None:
        cubes, slots = self._upgrade_domains(seat)
        if cube not in cubes:
            raise IllegalAction("S9.3", f"cube {cube} is not on the top row")
        if slot not in slots:
            raise IllegalAction("S9.3", f"no uncovered removable slot in column {slot}")

    def _do_upgrade(self, seat: int, cube: str, slot: str) -> None:
        self._check_upgrade(seat, cube, slot)
        p = self.players[seat]
        p.cubes_removed.append(cube)
        p.slots_covered[slot] = p.slots_covered.get(slot, 0) + 1
        self._emit(UpgradedEvent(kind=EventKind.UPGRADED, player=seat, cube=cube, slot=slot))

    def _do_recruit(self, seat: int, column: str, bonus: str) -> None:
        p = self.players[seat]
        if column not in COLUMNS or column in p.recruits:
            raise IllegalAction("S9.7", f"column {column} already has a recruit")
        if bonus not in BONUSES or bonus in p.bonuses_taken:
            raise IllegalAction("S9.7", f"the one-time bonus {bonus} is taken")
        p.recruits[column] = bonus
        p.bonuses_taken.append(bonus)
        self._emit(RecruitedEvent(kind=EventKind.RECRUITED, player=seat, column=column,
                                  bonus=bonus))
        self._gain(seat, bonus, 2)
