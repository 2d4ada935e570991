"""The top actions (S7) and the economy they run on: amounts, costs, the resources on the
map and how a player pays with them (S6.6, S6.7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.errors import IllegalAction
from .actions import (
    Action,
    BadAction,
    Payment,
    as_hex,
    hex_list,
    int_field,
    need_field,
)
from .board import Hex
from .content import (
    PRODUCES,
    RESOURCES,
)
from .events import (
    GainedEvent,
    PaidEvent,
    ProducedEvent,
)
from .kinds import ActionKind, EventKind, UnitKind
from .scoring import Scoring
from .state import (
    TOP_BASE,
    TRADE_RESOURCES,
)


class Economy(Scoring):
    """Top actions, resources and payment."""

    def top_kind(self, seat: int, section: int) -> str:
        """The top action of a section of the seat's mat (5: the Foundry card's)."""
        if section == 5:
            return "foundry"
        top: str = self.mat(seat).columns[section - 1].top
        return top

    def _upgraded(self, seat: int, cube: str) -> bool:
        return cube in self.players[seat].cubes_removed

    def top_amount(self, seat: int, cube: str) -> int:
        """An upgradeable amount of a top action now: the base of S7, one more once its
        cube is removed (S9.3). ``cube`` is one of :data:`CUBES`."""
        if cube not in TOP_BASE:
            raise ValueError(f"unknown top-action cube {cube!r}")
        return TOP_BASE[cube] + (1 if self._upgraded(seat, cube) else 0)

    def trade_resources(self, seat: int) -> int:
        """S7.4: how many resources (of any types) Trade gives when popularity is not
        chosen; not upgradable, so the same for every seat."""
        del seat  # the same for every seat; taken so a screen asks as for the other amounts
        return TRADE_RESOURCES


    def top_cost(self, seat: int, section: int) -> dict[str, int]:
        """What the section's top action costs now (S7): 1 coin for Strengthen and Trade,
        the workers' toll for Produce (S4.4), nothing for Move; a Foundry card's options
        each have their own cost (its ``top``)."""
        kind = self.top_kind(seat, section)
        if kind in ("strengthen", "trade"):
            return {"coins": 1}
        if kind == ActionKind.PRODUCE:
            return self.produce_cost(seat)
        return {}


    def _has_top(self, seat: int, section: int) -> bool:
        """Whether the section's top action is possible (cheaper than listing it)."""
        kind = self.top_kind(seat, section)
        if kind == "move":
            return True  # the coins alternative is always possible
        if kind in ("strengthen", "trade"):
            return self.players[seat].coins >= 1
        return bool(self._top_actions(seat, section))

    def _top_actions(self, seat: int, section: int) -> list[Action]:
        p = self.players[seat]
        kind = self.top_kind(seat, section)
        out: list[Action] = []
        if kind == ActionKind.STRENGTHEN and p.coins >= 1:
            out += [{"kind": ActionKind.STRENGTHEN, "gain": g} for g in ("power", "cards")]
        elif kind == "move":
            out += self._move_entries(seat, "move_unit")
            out.append({"kind": ActionKind.GAIN_COINS})
        elif kind == ActionKind.PRODUCE:
            hexes = self._produce_hexes(seat)
            if hexes and self._can_pay_produce(seat):
                out.append({"kind": ActionKind.PRODUCE, "hexes": [list(h) for h in hexes],
                            "max": self.top_amount(seat, "produce_hexes")})
        elif kind == ActionKind.TRADE and p.coins >= 1:
            out.append({"kind": ActionKind.TRADE, "gain": "resources", "types": list(RESOURCES),
                        "place": [list(h) for h in self._worker_hexes(seat)]})
            out.append({"kind": ActionKind.TRADE, "gain": "popularity"})
        elif kind == "foundry" and p.foundry_card is not None:
            card = self.content.foundry[p.foundry_card]
            for i, opt in enumerate(card.top):
                entry = self._foundry_top_entry(seat, i, opt)
                if entry is not None:
                    out.append(entry)
        return out

    def produce_cost(self, seat: int) -> dict[str, int]:
        """S4.4: what Produce costs by the seat's workers in play (map and home base)."""
        w = self.workers_in_play(seat)
        if w <= 3:
            return {}
        if w <= 5:
            return {"power": 1}
        if w <= 7:
            return {"power": 1, "popularity": 1}
        return {"power": 1, "popularity": 1, "coins": 1}

    def _can_pay_produce(self, seat: int) -> bool:
        p = self.players[seat]
        cost = self.produce_cost(seat)
        return (p.power >= cost.get("power", 0) and p.popularity >= cost.get("popularity", 0)
                and p.coins >= cost.get("coins", 0))

    def _produce_hexes(self, seat: int) -> list[Hex]:
        """S7.3 b: hexes with your worker, or your Waterwheel's hex while you control it."""
        hexes = set(self._worker_hexes(seat))
        ww = self.structure_hex(seat, "waterwheel")
        if ww is not None and self.control(ww) == seat:
            hexes.add(ww)
        return sorted((h for h in hexes if self.board.terrain[h] not in ("lake", "foundry")),
                      key=lambda h: (h[1], h[0]))

    def _pay_domain(self, seat: int, kind: str | None) -> list[dict[str, Any]]:
        cm = self.control_map()
        out = []
        for h in self.board.order:
            if cm.get(h) != seat or h not in self.resources:
                continue
            for t in RESOURCES:
                n = self.resources[h].get(t, 0)
                if n and (kind is None or t == kind):
                    out.append({"at": list(h), "type": t, "n": n})
        return out

    def _payment(self, seat: int, action: Action, need: Mapping[str, int],
                 any_types: int = 0) -> list[tuple[Hex, str, int]]:
        """S6.6/S6.7: which resources pay ``need`` (per type) plus ``any_types`` of any type.
        Checks only; nothing is removed."""
        cm = self.control_map()
        if "pay" in action and action["pay"] is not None:
            raw = action["pay"]
            if not isinstance(raw, list) or len(raw) > 64:
                raise BadAction(f"{action.get('kind')}.pay: expected a list")
            plan: list[tuple[Hex, str, int]] = []
            for i, item in enumerate(raw):
                if not isinstance(item, dict):
                    raise BadAction(f"{action.get('kind')}.pay[{i}]: expected a mapping")
                h = as_hex(item.get("at"), f"pay[{i}].at")
                t = item.get("type")
                n = int_field(item, "n") if "n" in item else 1
                if t not in RESOURCES or n < 1:
                    raise BadAction(f"{action.get('kind')}.pay[{i}]: bad type or count")
                if cm.get(h) != seat:
                    raise IllegalAction("S6.6", f"pay[{i}]: you do not control {list(h)}")
                plan.append((h, str(t), n))
            given: Counter[tuple[Hex, str]] = Counter()
            for h, t, n in plan:
                given[(h, t)] += n
            for (h, t), n in given.items():
                if self.resources.get(h, {}).get(t, 0) < n:
                    raise IllegalAction("S6.6", f"{list(h)} holds fewer than {n} {t}")
            by_type: Counter[str] = Counter()
            for _, t, n in plan:
                by_type[t] += n
            extra = dict(by_type)
            for t, n in need.items():
                if extra.get(t, 0) < n:
                    raise IllegalAction("S6.7", f"the cost needs {n} {t}")
                extra[t] -= n
            if sum(extra.values()) != any_types:
                raise IllegalAction("S6.7", "the payment does not match the cost")
            return plan
        plan = []
        for t, n in need.items():
            left = n
            for h in self.board.order:
                if left == 0:
                    break
                if cm.get(h) != seat:
                    continue
                have = self.resources.get(h, {}).get(t, 0)
                if have:
                    k = min(have, left)
                    plan.append((h, t, k))
                    left -= k
            if left:
                raise IllegalAction("S6.7", f"not enough {t} on hexes you control")
        left = any_types
        used: Counter[tuple[Hex, str]] = Counter()
        for h, t, k in plan:
            used[(h, t)] += k
        for h in self.board.order:
            if left == 0:
                break
            if cm.get(h) != seat:
                continue
            for t in RESOURCES:
                have = self.resources.get(h, {}).get(t, 0) - used[(h, t)]
                if have > 0 and left:
                    k = min(have, left)
                    plan.append((h, t, k))
                    left -= k
        if left:
            raise IllegalAction("S6.7", "not enough resources on hexes you control")
        return plan

    def _pay_plan(self, seat: int, plan: Sequence[tuple[Hex, str, int]]) -> None:
        for h, t, n in plan:
            self._remove_resource(h, t, n)
        if plan:
            paid = [Payment(at=list(h), type=t, n=n) for h, t, n in plan]
            self._emit(PaidEvent(kind=EventKind.PAID, player=seat, resources=paid))

    def _place_gained(self, seat: int, action: Action, named: Mapping[str, int],
                      choice: int) -> None:
        """S7.4/S18.5: gained resources on hexes holding your worker; lost with none."""
        hexes = set(self._worker_hexes(seat))
        count = sum(named.values()) + choice
        place = action.get("place")
        if not hexes:
            if place:
                raise IllegalAction("S7.4", "you have no worker on the map; the gain is lost")
            return
        if not isinstance(place, list) or len(place) != count:
            raise BadAction(f"{action.get('kind')}.place: expected {count} resources to place")
        types: Counter[str] = Counter()
        todo: list[tuple[Hex, str]] = []
        for i, item in enumerate(place):
            if not isinstance(item, dict):
                raise BadAction(f"place[{i}]: expected a mapping")
            h = as_hex(item.get("at"), f"place[{i}].at")
            t = item.get("type")
            if t not in RESOURCES:
                raise BadAction(f"place[{i}].type: expected a resource type")
            if h not in hexes:
                raise IllegalAction("S7.4", f"place[{i}]: {list(h)} holds none of your workers")
            types[str(t)] += 1
            todo.append((h, str(t)))
        for t, n in named.items():
            if types.get(t, 0) < n:
                raise IllegalAction("S18.5", f"the gain is {n} {t}")
        for h, t in todo:
            self._add_resource(h, t, 1)
        self._emit(GainedEvent(kind=EventKind.GAINED, player=seat, what="resources",
                               place=[{"at": list(h), "type": t} for h, t in todo]))

    def _apply_top(self, seat: int, kind: str, action: Action) -> None:
        t = self.turn
        assert t is not None
        top = self.top_kind(seat, t.section)
        expected = {"strengthen": "strengthen", "gain_coins": "move", "produce": "produce",
                    "trade": "trade", "foundry_top": "foundry"}[kind]
        if top != expected:
            raise IllegalAction("S6.2", f"section {t.section}'s top action is {top}")
        if kind == ActionKind.STRENGTHEN:
            if self._paid_top(seat, action, "strengthen", ("power", "cards")) == "power":
                self._gain(seat, "power", self.top_amount(seat, "strengthen_power"))
            else:
                self._gain(seat, "cards", self.top_amount(seat, "strengthen_cards"))
            if self.structure_hex(seat, "beacon") is not None:
                self._gain(seat, "popularity", 1)
        elif kind == ActionKind.GAIN_COINS:
            self._gain(seat, "coins", self.top_amount(seat, "move_coins"))
        elif kind == ActionKind.PRODUCE:
            self._produce(seat, action)
        elif kind == ActionKind.TRADE:
            if self._paid_top(seat, action, "trade", ("resources", "popularity")) == "resources":
                self._place_gained(seat, action, {}, self.trade_resources(seat))
            else:
                self._gain(seat, "popularity", self.top_amount(seat, "trade_popularity"))
            if self.structure_hex(seat, "drill_hall") is not None:
                self._gain(seat, "power", 1)
        else:
            self._foundry_top(seat, action)
        if self._checkpoint():
            return
        self._bottom_stage()

    def _paid_top(self, seat: int, action: Action, name: str, gains: tuple[str, str]) -> str:
        """The gain chosen for a Strengthen or a Trade, once its 1 coin is paid (S7.1,
        S7.4)."""
        gain = action.get("gain")
        if gain not in gains:
            raise BadAction(f"{name}.gain: {gains[0]} or {gains[1]}")
        if self.players[seat].coins < 1:
            raise IllegalAction("S6.7", f"{name.capitalize()} costs 1 coin")
        self._lose(seat, "coins", 1)
        return str(gain)

    def _produce(self, seat: int, action: Action) -> None:
        """S7.3."""
        hexes = hex_list(need_field(action, "hexes"), "produce.hexes", 8)
        limit = self.top_amount(seat, "produce_hexes")
        if not 1 <= len(hexes) <= limit or len(set(hexes)) != len(hexes):
            raise IllegalAction("S7.3", f"choose 1 to {limit} different hexes")
        allowed = self._produce_hexes(seat)
        for h in hexes:
            if h not in allowed:
                raise IllegalAction("S7.3", f"{list(h)} cannot produce for you")
        if not self._can_pay_produce(seat):
            raise IllegalAction("S7.3", "you cannot pay the Produce cost (S4.4)")
        for k, v in self.produce_cost(seat).items():
            self._lose(seat, k, v)
        self._produce_on(seat, {h: self._producers(seat, h) for h in hexes})

    def _producers(self, seat: int, h: Hex) -> int:
        n = sum(1 for u in self.units.values()
                if u.at == h and u.owner == seat and u.kind == UnitKind.WORKER)
        ww = self.structure_hex(seat, "waterwheel")
        if ww == h and self.control(h) == seat:
            n += 1
        return n

    def _produce_on(self, seat: int, counts: Mapping[Hex, int]) -> None:
        """S7.3 c-d: n fixed before anything is produced."""
        for h, n in counts.items():
            terrain = self.board.terrain[h]
            if terrain == "village":
                made = self._new_workers(seat, h, n)
                self._emit(ProducedEvent(kind=EventKind.PRODUCED, player=seat, at=list(h),
                                         workers=made))
            else:
                self._add_resource(h, PRODUCES[terrain], n)
                self._emit(ProducedEvent(kind=EventKind.PRODUCED, player=seat, at=list(h),
                                         type=PRODUCES[terrain], n=n))
