"""Encounters (S12) and the Foundry (S13): an encounter card's options and their free
gains, taking a Foundry card and its top actions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, TypedDict, cast

from ...core.errors import IllegalAction
from .actions import (
    Action,
    BadAction,
    amounts,
    as_hex,
    int_field,
    need_field,
)
from .board import FOUNDRY, Hex
from .combat import Combat
from .content import (
    COLUMNS,
    RESOURCES,
    STRUCTURES,
    Option,
)
from .events import (
    EncounterEvent,
    EncounterResolvedEvent,
    GainedEvent,
    PaidEvent,
)
from .kinds import ActionKind, EventKind, Phase
from .state import (
    BONUSES,
)


class ResourceChoice(TypedDict):
    """Resources of the player's choice an encounter gives: how many, of which types."""

    choice: int
    types: list[str]


#: The choices an encounter option's gain needs, by field (``ability``, ``structure``,
#: ``cube`` and ``slot``, ``column`` and ``bonus``: the values allowed; ``resources``).
Needs = dict[str, list[str] | ResourceChoice]


class Encounters(Combat):
    """Encounters and Foundry cards."""

    def _encounter_stage(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        char = self.units[f"{self.faction(seat)}.c"]
        if t.entered is not None and t.entered in self.tokens and char.at == t.entered:
            card = self._draw_encounter()
            t.encounter = {"at": list(t.entered), "card": card}
            t.phase = Phase.ENCOUNTER
            self._emit(EncounterEvent(kind=EventKind.ENCOUNTER, player=seat, at=list(t.entered),
                                      card=card))
            return
        self._foundry_stage()

    def _option_needs(self, seat: int, gain: Mapping[str, Any], at: Hex) -> Needs:
        """The choice domains a gain needs (empty ones mean the gain is lost, S12.4)."""
        p = self.players[seat]
        needs: Needs = {}
        if "mech" in gain and self.mechs(seat) < 4:
            left = [a for a in self.content.factions[p.faction].mech_abilities
                    if a not in p.mech_abilities]
            if left:
                needs["ability"] = left
        if "structure" in gain and at not in self.structures:
            left = [s for s in STRUCTURES if s not in p.structures_built]
            if left:
                needs["structure"] = left
        if "upgrade" in gain:
            cubes, slots = self._upgrade_domains(seat)
            if cubes and slots:
                needs["cube"], needs["slot"] = cubes, slots
        if "recruit" in gain:
            cols = [c for c in COLUMNS if c not in p.recruits]
            bonuses = [b for b in BONUSES if b not in p.bonuses_taken]
            if cols and bonuses:
                needs["column"], needs["bonus"] = cols, bonuses
        res = gain.get("resources", {})
        if isinstance(res, dict) and res.get("choice"):
            needs["resources"] = ResourceChoice(choice=int(res["choice"]), types=list(RESOURCES))
        return needs

    def shortfall(self, seat: int, costs: Iterable[Mapping[str, Any]]) -> dict[str, int]:
        """What the seat lacks to pay all of ``costs`` together (coins, power, popularity:
        an encounter's options, S12.3); empty when it can pay."""
        p = self.players[seat]
        total: Counter[str] = Counter()
        for c in costs:
            for k, v in c.items():
                total[k] += int(v)
        return {k: v - int(getattr(p, k)) for k, v in total.items() if getattr(p, k) < v}

    def _affordable(self, seat: int, costs: Iterable[Mapping[str, Any]]) -> bool:
        return not self.shortfall(seat, costs)

    def _encounter_entries(self, seat: int, card_id: str) -> list[Action]:
        card = self.content.encounters[card_id]
        t = self.turn
        assert t is not None and t.encounter is not None
        at = as_hex(t.encounter["at"], "encounter.at")
        combos: list[list[str]] = [[o] for o in "ABC"]
        if self.has(seat, "wayfinders"):
            combos += [[a, b] for a in "ABC" for b in "ABC" if a != b]
        out: list[Action] = []
        for combo in combos:
            if not self._affordable(seat, [card.options[o].cost for o in combo]):
                continue
            choices = {o: self._option_needs(seat, card.options[o].gain, at) for o in combo}
            out.append({"kind": ActionKind.ENCOUNTER, "options": combo,
                        "choices": {o: c for o, c in choices.items() if c}})
        return out

    def _apply_encounter(self, seat: int, action: Action) -> None:
        t = self.turn
        assert t is not None and t.encounter is not None
        card = self.content.encounters[str(t.encounter["card"])]
        at = as_hex(t.encounter["at"], "encounter.at")
        options = need_field(action, "options")
        limit = 2 if self.has(seat, "wayfinders") else 1
        if (not isinstance(options, list) or not 1 <= len(options) <= limit
                or len(set(options)) != len(options)
                or not all(o in ("A", "B", "C") for o in options)):
            raise IllegalAction("S12.3", "choose " + ("one or two different options"
                                                      if limit == 2 else "one option")
                                + " of A, B, C")
        chosen = [card.options[o] for o in options]
        if not self._affordable(seat, [c.cost for c in chosen]):
            raise IllegalAction("S12.3", "you cannot pay for that option in full")
        choices = action.get("choices") or {}
        if not isinstance(choices, dict):
            raise BadAction("encounter.choices: expected a mapping")
        # check every choice before changing anything
        needs = {o: self._option_needs(seat, card.options[o].gain, at) for o in options}
        for o in options:
            self._check_choices(needs[o], choices.get(o) or {}, o)
        for opt in chosen:
            for k, v in opt.cost.items():
                self._lose(seat, k, int(v))
            if opt.cost:
                costs = {k: int(v) for k, v in opt.cost.items()}
                self._emit(cast(PaidEvent, {"kind": EventKind.PAID, "player": seat, **costs}))
        for o, opt in zip(options, chosen, strict=True):
            self._free_gain(seat, opt.gain, at, choices.get(o) or {})
        self.tokens.discard(at)
        self.encounters_used.append(card.id)
        t.encounter = None
        self._emit(EncounterResolvedEvent(kind=EventKind.ENCOUNTER_RESOLVED, player=seat,
                                          card=card.id, options=list(options)))
        if self._checkpoint():
            return
        self._foundry_stage()

    def _check_choices(self, needs: Needs, given: object, option: str) -> None:
        if not isinstance(given, dict):
            raise BadAction(f"encounter.choices.{option}: expected a mapping")
        for key, domain in needs.items():
            if isinstance(domain, dict):
                res = amounts(given.get("resources"), f"choices.{option}.resources", RESOURCES)
                if sum(res.values()) != domain["choice"]:
                    raise IllegalAction("S12.4", f"choose {domain['choice']} resources")
            elif given.get(key) not in domain:
                raise IllegalAction("S12.4", f"choices.{option}.{key}: one of "
                                    f"{', '.join(map(str, domain))}")
        if "cube" in needs:
            self._check_upgrade(self.to_move, str(given["cube"]), str(given["slot"]))

    def _free_gain(self, seat: int, gain: Mapping[str, Any], at: Hex,
                   choices: Mapping[str, object]) -> None:
        """S12.4: gains of an encounter, on the encounter hex; free pieces without coins or
        ongoing bonuses."""
        p = self.players[seat]
        needs = self._option_needs(seat, gain, at)
        for k in ("coins", "power", "popularity", "cards"):
            if k in gain:
                self._gain(seat, k, int(gain[k]))
        res = gain.get("resources")
        if isinstance(res, dict):
            for r, n in res.items():
                if r != "choice":
                    self._add_resource(at, r, int(n))
            if res.get("choice"):
                for r, n in amounts(choices.get("resources"), "resources", RESOURCES).items():
                    self._add_resource(at, r, n)
            self._emit(GainedEvent(kind=EventKind.GAINED, player=seat, what="resources",
                                   at=list(at)))
        if "workers" in gain:
            self._new_workers(seat, at, int(gain["workers"]))
        if "mech" in gain and "ability" in needs:
            self._place_mech(seat, str(choices["ability"]), at)
        if "structure" in gain and "structure" in needs:
            self._place_structure(seat, str(choices["structure"]), at)
        if "upgrade" in gain and "cube" in needs:
            self._do_upgrade(seat, str(choices["cube"]), str(choices["slot"]))
        if "recruit" in gain and "column" in needs:
            self._do_recruit(seat, str(choices["column"]), str(choices["bonus"]))
        del p

    def _foundry_stage(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        char = self.units[f"{self.faction(seat)}.c"]
        if (char.at == FOUNDRY and self.players[seat].foundry_card is None
                and self.foundry_cards):
            t.phase = Phase.FOUNDRY_CARD
            return
        self._after_move_action()

    def _after_move_action(self) -> None:
        t = self.turn
        assert t is not None
        t.entered = None
        if t.section == 5:  # the Foundry-card move was the bottom action
            self._objective_stage()
        else:
            self._bottom_stage()

    def _foundry_top_entry(self, seat: int, index: int, opt: Option) -> Action | None:
        p = self.players[seat]
        entry: Action = {"kind": ActionKind.FOUNDRY_TOP, "option": index}
        for k, v in opt.cost.items():
            if k in ("coins", "power", "popularity") and getattr(p, k) < v:
                return None
            if k == "cards":
                if len(p.hand) < v:
                    return None
                entry["discard"] = sorted(set(p.hand))
            if k == "resources":
                if self.controlled_resources(seat) < v:
                    return None
                entry["pay"] = self._pay_domain(seat, None)
        if "resources" in opt.gain:
            entry["place"] = [list(h) for h in self._worker_hexes(seat)]
            entry["types"] = list(RESOURCES)
            entry["named"] = {k: v for k, v in opt.gain["resources"].items() if k != "choice"}
            entry["choice"] = int(opt.gain["resources"].get("choice", 0))
        if "produce_one" in opt.gain:
            hexes = [h for h in self._worker_hexes(seat)
                     if self.board.terrain[h] not in ("lake", "foundry")]
            if not hexes:
                return None
            entry["at"] = [list(h) for h in hexes]
        return entry

    def _foundry_top(self, seat: int, action: Action) -> None:
        p = self.players[seat]
        assert p.foundry_card is not None
        card = self.content.foundry[p.foundry_card]
        index = int_field(action, "option")
        if not 0 <= index < len(card.top):
            raise IllegalAction("S13.3", f"option {index} is not on {card.id}")
        opt = card.top[index]
        if self._foundry_top_entry(seat, index, opt) is None:
            raise IllegalAction("S6.7", "you cannot pay that cost in full")
        gain = opt.gain
        if "produce_one" in gain:
            at = as_hex(need_field(action, "at"), "foundry_top.at")
            if at not in self._worker_hexes(seat) or self.board.terrain[at] in ("lake",
                                                                                "foundry"):
                raise IllegalAction("S18.5", f"{list(at)} holds none of your workers")
        plan: list[tuple[Hex, str, int]] = []
        if "resources" in opt.cost:
            plan = self._payment(seat, action, {}, int(opt.cost["resources"]))
        discard: int | None = None
        if "cards" in opt.cost:
            discard = int_field(action, "discard")
            if discard not in p.hand:
                raise IllegalAction("S18.5", f"no combat card of value {discard} in hand")
        res = gain.get("resources", {})
        named = {k: int(v) for k, v in res.items() if k != "choice"} if res else {}
        choice = int(res.get("choice", 0)) if res else 0
        # pay
        for k in ("coins", "power", "popularity"):
            if k in opt.cost:
                self._lose(seat, k, int(opt.cost[k]))
        self._pay_plan(seat, plan)
        if discard is not None:
            p.hand.remove(discard)
            self.combat_discard.append(discard)
        for k in ("coins", "power", "popularity", "cards"):
            if k in gain:
                self._gain(seat, k, int(gain[k]))
        if res:
            self._place_gained(seat, action, named, choice)
        if "produce_one" in gain:
            at = as_hex(action["at"], "at")
            self._produce_on(seat, {at: self._producers(seat, at) + 2})
