"""Movement (S8): the steps a unit may take, paths, cargo, displacement and retreat (S3.4
Fallback)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import IllegalAction
from .actions import (
    Action,
    BadAction,
    amounts,
    as_hex,
    hex_list,
    int_field,
    need_field,
    str_field,
    unit_ids,
)
from .board import FOUNDRY, Hex
from .bottom import BottomActions
from .content import (
    RESOURCES,
)
from .events import (
    DisplacedEvent,
    MovedEvent,
    RetreatedEvent,
)
from .kinds import ActionKind, EventKind, Phase, UnitKind
from .state import (
    Unit,
)


class Movement(BottomActions):
    """Moving units, cargo, displacement and retreats."""

    def _tunnel_set(self, seat: int, unit: Unit) -> set[Hex]:
        tunnels = set(self.board.tunnels)
        delve = self.structure_hex(seat, "delve")
        if delve is not None:
            tunnels.add(delve)
        if unit.kind != UnitKind.WORKER and self.has(seat, "ridge_tunnels"):
            cm = self.control_map()
            tunnels.update(h for h, t in self.board.terrain.items()
                           if t == "mountain" and cm.get(h) == seat)
        return tunnels

    def _steps(self, seat: int, unit: Unit, cur: Hex | None, carrying: bool,
               tunnels: set[Hex]) -> set[Hex]:
        """Hexes one step from ``cur`` for this unit (S8.3, S8.4, S3.4); entry rules apart."""
        b = self.board
        if cur is None:
            return set(b.starts[self.faction(seat)])
        fac = self.content.factions[self.faction(seat)]
        machine = unit.kind != UnitKind.WORKER
        boats = machine and self.has(seat, "reed_boats") and not carrying
        out: set[Hex] = set()
        for nb in b.adjacent[cur]:
            t = b.terrain[nb]
            if t == "lake" and not boats:
                continue
            if b.crosses_river(cur, nb):
                ok = (machine and "river" in self.players[seat].mech_abilities
                      and t in fac.river_terrains) or (not machine
                                                       and self.has(seat, "wading_hands"))
                if not ok:
                    continue
            out.add(nb)
        if cur in tunnels:
            out.update(tunnels)
        if machine and self.has(seat, "market_roads"):
            cm = self.control_map()
            if cur == FOUNDRY:
                out.update(h for h, tt in b.terrain.items()
                           if tt == "village" and cm.get(h) == seat)
            elif b.terrain[cur] == "village" and cm.get(cur) == seat:
                out.add(FOUNDRY)
        if machine and self.has(seat, "shoreline_ferry") and b.terrain[cur] != "lake":
            for shore in b.shore:
                if cur in shore:
                    out.update(shore)
        out.discard(cur)
        return out

    def _entry(self, seat: int, unit: Unit, h: Hex) -> str | None:
        """S8.6/S8.7 on entering ``h``: None (may go on), "stop", "displace", "combat",
        or "no" (forbidden)."""
        others = [u for u in self.units.values() if u.at == h and u.owner != seat]
        if unit.kind == UnitKind.WORKER:
            return "no" if others else None
        result: str | None = None
        if any(u.kind != UnitKind.WORKER for u in others):
            result = "combat"
        elif others:
            result = "displace"
        if unit.kind == UnitKind.CHARACTER and result is None:
            if h in self.tokens:
                result = "stop"
            elif h == FOUNDRY and self.players[seat].foundry_card is None:
                result = "stop"
        return result

    def _engaged(self, unit: Unit) -> bool:
        """S8.6 e: units in a hex awaiting combat."""
        if unit.at is None:
            return False
        return any(u.at == unit.at and u.owner != unit.owner for u in self.units.values())

    def _allowance(self, seat: int, unit: Unit, kind: str) -> int:
        if kind == ActionKind.FOUNDRY_MOVE:
            return 2
        if unit.kind != UnitKind.WORKER and self.has(seat, "stride"):
            return 2
        return 1

    def _paths(self, seat: int, unit: Unit, kind: str) -> list[list[Hex]]:
        allowance = self._allowance(seat, unit, kind)
        tunnels = self._tunnel_set(seat, unit)
        out: list[list[Hex]] = []

        start = unit.at
        ridge = unit.kind != UnitKind.WORKER and self.has(seat, "ridge_tunnels")

        def walk(cur: Hex | None, path: list[Hex]) -> None:
            here = tunnels
            if ridge and path:  # control is judged just before each step (S3.4)
                unit.at = cur
                here = self._tunnel_set(seat, unit)
            nexts = sorted(self._steps(seat, unit, cur, False, here))
            unit.at = start
            for nxt in nexts:
                if nxt in path or nxt == start:
                    continue
                entry = self._entry(seat, unit, nxt)
                if entry == "no":
                    continue
                out.append([*path, nxt])
                if entry is None and len(path) + 1 < allowance:
                    walk(nxt, [*path, nxt])

        walk(start, [])
        return out

    def _movable(self, seat: int) -> list[Unit]:
        t = self.turn
        moved = set(t.moved) if t is not None else set()
        return [u for u in self.units.values()
                if u.owner == seat and u.id not in moved and not self._engaged(u)]

    def _can_move_any(self, seat: int) -> bool:
        """Whether some unit may still take a step (so ``end_move`` is not the only choice)."""
        for unit in self._movable(seat):
            tunnels = self._tunnel_set(seat, unit)
            for nxt in self._steps(seat, unit, unit.at, False, tunnels):
                if self._entry(seat, unit, nxt) != "no":
                    return True
        return False

    def _move_entries(self, seat: int, kind: str) -> list[Action]:
        out: list[Action] = []
        for unit in sorted(self._movable(seat), key=lambda u: u.id):
            for path in self._paths(seat, unit, kind):
                cargo = []
                for i, h in enumerate([unit.at, *path[:-1]]):
                    dom: dict[str, Any] = {"hex": list(h) if h is not None else "base"}
                    if unit.kind == UnitKind.MECH and not any(
                            self.board.terrain[x] == "lake" for x in path):
                        dom["workers"] = sorted(w.id for w in self.units.values()
                                                if w.owner == seat and w.kind == UnitKind.WORKER
                                                and w.at == h)
                    if h is not None and h in self.resources:
                        dom["resources"] = dict(self.resources[h])
                    if len(dom) > 1 or i == 0:
                        cargo.append(dom)
                out.append({"kind": kind, "unit": unit.id, "path": [list(h) for h in path],
                            "cargo": cargo})
        return out

    def _cargo(self, value: Any, where: str) -> tuple[list[str], dict[str, int]]:
        if value is None:
            return [], {}
        if not isinstance(value, dict):
            raise BadAction(f"{where}: expected a mapping")
        for k in value:
            if k not in ("workers", "resources"):
                raise BadAction(f"{where}.{k}: unknown key")
        return (unit_ids(value.get("workers"), f"{where}.workers"),
                amounts(value.get("resources"), f"{where}.resources", RESOURCES))

    def _do_move(self, seat: int, action: Action, kind: str) -> None:
        """One unit's move (S8.1-S8.8), cargo included; displacement at the end."""
        t = self.turn
        assert t is not None
        uid = str_field(action, "unit")
        unit = self.units.get(uid)
        if unit is None or unit.owner != seat:
            raise IllegalAction("S8.1", f"{uid} is not a unit of yours in play")
        if uid in t.moved:
            raise IllegalAction("S8.1", f"{uid} has already moved in this action")
        if self._engaged(unit):
            raise IllegalAction("S8.6", f"{uid} is engaged in a hex awaiting combat")
        path = hex_list(need_field(action, "path"), f"{kind}.path", 8)
        if not path:
            raise BadAction(f"{kind}.path: at least one step")
        allowance = self._allowance(seat, unit, kind)
        if len(path) > allowance:
            raise IllegalAction("S8.2", f"{uid} may take at most {allowance} step(s)")
        carry_w, carry_r = self._cargo(action.get("carry"), f"{kind}.carry")
        stops_raw = action.get("stops") or []
        if not isinstance(stops_raw, list) or len(stops_raw) > 8:
            raise BadAction(f"{kind}.stops: expected a list")
        stops: dict[int, tuple[list[str], dict[str, int], list[str], dict[str, int]]] = {}
        for i, s in enumerate(stops_raw):
            if not isinstance(s, dict):
                raise BadAction(f"{kind}.stops[{i}]: expected a mapping")
            step = int_field(s, "step")
            if not 1 <= step < len(path) or step in stops:
                raise IllegalAction("S8.8", f"stops[{i}].step must be a hex of the path before "
                                    "the last, once")
            lw, lr = self._cargo(s.get("leave"), f"stops[{i}].leave")
            tw, tr = self._cargo(s.get("take"), f"stops[{i}].take")
            stops[step] = (lw, lr, tw, tr)
        if unit.kind != UnitKind.MECH and (carry_w or any(st[2] for st in stops.values())):
            raise IllegalAction("S8.8", "only a mech carries workers")
        # cargo at the start
        start = unit.at
        carried_w: list[Unit] = []

        def take(h: Hex | None, ids: list[str], res: Mapping[str, int]) -> None:
            for wid in ids:
                w = self.units.get(wid)
                if (w is None or w.owner != seat or w.kind != UnitKind.WORKER or w.at != h
                        or w in carried_w):
                    raise IllegalAction("S8.8", f"{wid} is not your worker on that hex")
                carried_w.append(w)
            for r, n in res.items():
                if h is None or self.resources.get(h, {}).get(r, 0) < n:
                    raise IllegalAction("S8.8", f"fewer than {n} {r} lie there")
                self._remove_resource(h, r, n)
                carried_r[r] = carried_r.get(r, 0) + n

        carried_r: dict[str, int] = {}
        take(start, carry_w, carry_r)
        tunnels = self._tunnel_set(seat, unit)
        cur = start
        outcome: str | None = None
        ridge = unit.kind != UnitKind.WORKER and self.has(seat, "ridge_tunnels")
        for i, nxt in enumerate(path, 1):
            if ridge and i > 1:  # control is judged just before each step (S3.4)
                tunnels = self._tunnel_set(seat, unit)
            if nxt not in self._steps(seat, unit, cur, bool(carried_w), tunnels):
                rule = "S8.3"
                if self.board.terrain.get(nxt) == "lake":
                    rule = "S3.4" if unit.kind != UnitKind.WORKER else "S8.3"
                raise IllegalAction(rule, f"{uid} cannot step from "
                                    f"{list(cur) if cur else 'base'} to {list(nxt)}")
            outcome = self._entry(seat, unit, nxt)
            if outcome == "no":
                raise IllegalAction("S8.6", f"a worker cannot enter {list(nxt)}, which holds "
                                    "another player's unit")
            if outcome is not None and i < len(path):
                raise IllegalAction("S8.7" if outcome == "stop" else "S8.6",
                                    f"{uid}'s move ends at {list(nxt)}")
            unit.at = nxt
            for w in carried_w:
                w.at = nxt
            cur = nxt
            if i in stops:
                lw, lr, tw, tr = stops[i]
                for wid in lw:
                    left_w = self.units.get(wid)
                    if left_w is None or left_w not in carried_w:
                        raise IllegalAction("S8.8", f"{wid} is not carried")
                    carried_w.remove(left_w)
                for r, n in lr.items():
                    if carried_r.get(r, 0) < n:
                        raise IllegalAction("S8.8", f"fewer than {n} {r} carried")
                    carried_r[r] -= n
                    self._add_resource(cur, r, n)
                take(nxt, tw, tr)
                # a taken worker cannot ride onto a lake; checked at the next step
        assert cur is not None
        for r, n in carried_r.items():
            self._add_resource(cur, r, n)
        t.moved.append(uid)
        if unit.kind == UnitKind.CHARACTER:
            t.entered = cur
        self._emit(MovedEvent(kind=EventKind.MOVED, player=seat, unit=uid,
                              path=[list(h) for h in path], carried=[w.id for w in carried_w]))
        if outcome == "displace":
            self._displace(seat, cur)

    def _displace(self, seat: int, h: Hex) -> None:
        """S8.6 c: the other player's workers go home at once; the mover loses popularity."""
        t = self.turn
        assert t is not None
        victims = [u for u in self.units.values() if u.at == h and u.owner != seat]
        owner = victims[0].owner
        self._lose(seat, "popularity", len(victims))
        self._emit(DisplacedEvent(kind=EventKind.DISPLACED, player=owner,
                                  units=[u.id for u in victims], at=list(h),
                                  popularity_lost=len(victims), by=seat))
        self._retreat(owner, victims, h, "displaced")

    def _fallback_targets(self, seat: int) -> list[Hex]:
        if not self.has(seat, "fallback"):
            return []
        return sorted((h for h, (o, _) in self.structures.items()
                       if o == seat and not any(u.at == h and u.owner != seat
                                                for u in self.units.values())),
                      key=lambda h: (h[1], h[0]))

    def _retreat(self, seat: int, units: list[Unit], h: Hex, cause: str) -> None:
        """Send ``units`` home, or ask about Fallback (S3.4) when it has a target."""
        t = self.turn
        assert t is not None
        if self._fallback_targets(seat):
            t.retreat = {"player": seat, "units": [u.id for u in units], "from": list(h),
                         "cause": cause, "then": t.phase}
            t.phase = Phase.RETREAT
            return
        for u in units:
            u.at = None
        self._emit(RetreatedEvent(kind=EventKind.RETREATED, player=seat,
                                  units=[u.id for u in units], to="base"))

    def _apply_retreat(self, action: Action) -> None:
        t = self.turn
        assert t is not None and t.retreat is not None
        seat = int(t.retreat["player"])
        to = need_field(action, "to")
        dest: Hex | None = None
        if to != "base":
            dest = as_hex(to, "retreat.to")
            if dest not in self._fallback_targets(seat):
                raise IllegalAction("S3.4", f"Fallback cannot go to {list(dest)}")
        for uid in t.retreat["units"]:
            self.units[uid].at = dest
        self._emit(RetreatedEvent(kind=EventKind.RETREATED, player=seat,
                                  units=list(t.retreat["units"]),
                                  to="base" if dest is None else list(dest)))
        cause, then = t.retreat["cause"], t.retreat.get("then", "move")
        t.retreat = None
        t.phase = then
        if cause == "displaced":
            self._after_unit_moved()
        else:
            self._finish_combat()

    def _after_unit_moved(self) -> None:
        t = self.turn
        assert t is not None
        if t.phase == Phase.RETREAT:
            return
        if t.units_left > 0:
            t.units_left -= 1
        if t.units_left > 0 and self._can_move_any(self.to_move):
            t.phase = Phase.MOVE
            return
        self._end_movement()

    def _end_movement(self) -> None:
        """S6.4 checkpoint after the movement part; then S8.9: combats, encounter, card."""
        t = self.turn
        assert t is not None
        t.units_left = 0
        t.moved = []
        if self._checkpoint():
            return
        seat = self.to_move
        fights = set()
        for u in self.units.values():
            if u.owner == seat and u.kind != UnitKind.WORKER and u.at is not None:
                if any(v.at == u.at and v.owner != seat and v.kind != UnitKind.WORKER
                       for v in self.units.values()):
                    fights.add(u.at)
        t.pending_combats = sorted(fights, key=lambda h: (h[1], h[0]))
        self._next_combat()
