"""The Easy, Normal and Hard computer players: a turn planner on the seat's view.

Each decision starts from a determinized copy of the game (:meth:`Game.determinized`: the
other seats' hands and objectives redrawn from what the seat cannot see, the decks
reshuffled, no forced draws), so no hidden value can reach a decision (S17.3). On its own
turn the player searches whole turns: section, top action (unit by unit for a Move, with
cargo), combats, encounter, Foundry card, bottom action, objective. A beam keeps the best
partial turns of each section by :func:`evaluate`, within a budget of evaluations, and the
best finished turn is played step by step; it is planned again whenever the position
differs from the one the plan expected (a combat's reveal, a drawn encounter). Outside
its turn it commits, uses Bombard or Hired Guns and chooses Fallback destinations
(:mod:`.combat`). Decisions depend only on the view, the seed and the budget; the
wall-clock cap (``time_limit``) is for the app and stops the search early.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ...core.budget import search_deadline
from ..engine.board import FOUNDRY, Hex
from ..engine.content import COLUMN_RESOURCE, COLUMNS, PRODUCES, RESOURCES
from ..engine.game import Action, Game, IllegalAction
from ..engine.position import view_json
from .combat import choose_commit, choose_pre_combat
from .evaluate import (
    CATEGORY_TOTAL,
    COLUMN_OF,
    ENGINE,
    WIN,
    Plan,
    Weights,
    column_cost,
    done,
)
from .evaluate import evaluate as evaluate_position
from .evaluate import plan as make_plan


@dataclass(frozen=True)
class Level:
    name: str
    beam: int           # partial turns kept per section
    moves: int          # unit moves looked at per step (after a quick ranking)
    budget: int         # evaluations per decision
    samples: int        # opponent hands sampled for a commit
    noise: float        # random spread added to each evaluation
    second: int = 0     # best turns followed by a look at the seat's next turn
    second_budget: int = 0  # evaluations for each of those next turns
    endgame: bool = False  # a commit judges a combat that ends the game by who then wins
    weights: Weights = field(default_factory=Weights)


def resources_held(g: Game, seat: int) -> dict[str, int]:
    """The resources on hexes the seat controls, by type (S6.6: what it can pay with)."""
    have = dict.fromkeys(RESOURCES, 0)
    cm = g.control_map()
    for h, res in g.resources.items():
        if cm.get(h) == seat:
            for t, n in res.items():
                have[t] += n
    return have


#: The three levels: Easy plays for itself with noise, Normal is the yardstick of the balance
#: (S19), Hard searches deepest and values its lasting pieces most. How each setting was
#: tuned, with its figures, is in docs/FURROW_BALANCE.md ("The computer levels' settings").
LEVEL_CONFIG: dict[str, Level] = {
    "easy": Level("easy", beam=1, moves=4, budget=120, samples=8, noise=30.0,
                  weights=Weights(opponents=0.0, unchased=1.0, production=0.2,
                                  character=0.3)),
    "normal": Level("normal", beam=2, moves=6, budget=250, samples=8, noise=0.0,
                    weights=Weights(opponents=0.0)),
    "hard": Level("hard", beam=3, moves=24, budget=1200, samples=32, noise=0.0, second=12,
                  second_budget=300, endgame=True,
                  weights=Weights(threat=1.0, opponents_two=1.0, intrinsic=1.8)),
}

#: Wall-clock caps per decision for interactive play (issue 16: 95th percentile at most
#: 2 s). The evaluation budget decides first almost always; the cap guards a slow machine.
PLAY_TIME_LIMITS: dict[str, float | None] = {"random": None, "greedy": None, "easy": 0.5,
                                             "normal": 1.2, "hard": 1.8}

CUBE_ORDER = ("produce_hexes", "trade_popularity", "strengthen_power", "move_units",
              "move_coins", "strengthen_cards")
STRUCTURE_ORDER = ("waterwheel", "drill_hall", "beacon", "delve")
#: first actions whose partial turns are kept side by side (a section each, usually)
MAX_GROUPS = 5
SIMPLE = ("section", "skip", "end_move", "end_turn", "pass", "combat", "take_foundry_card",
          "objective", "strengthen", "gain_coins", "retreat", "bombard")


def signature(game: Game, seat: int) -> str:
    return json.dumps(view_json(game, seat), sort_keys=True)


@dataclass
class Node:
    game: Game
    steps: list[tuple[str | None, Action]]
    value: float
    group: int


class PlannerAgent:
    """A computer player of one level; call it with the game and the seat to decide."""

    def __init__(self, level: str = "normal", seed: int = 0, budget: int | None = None,
                 time_limit: float | None = None) -> None:
        cfg = LEVEL_CONFIG[level]
        self.level = replace(cfg, budget=budget) if budget is not None else cfg
        self.rng = random.Random(seed)
        self.time_limit = time_limit
        self._plan: list[tuple[str | None, Action]] = []
        self.last_evaluations = 0

    # ------------------------------------------------------------------ entry point

    def __call__(self, game: Game, seat: int) -> Action:
        legal = [e for e in game.legal() if e.get("player", seat) == seat]
        if not legal:
            raise IllegalAction("S6", f"seat {seat} has no decision now")
        phase = game.phase()
        self.last_evaluations = 0
        if phase in ("commit", "pre_combat", "retreat") and game.to_move != seat:
            self._plan = []
            return self._defend(game, seat, legal)
        if self._plan and self._plan[0][0] == signature(game, seat):
            return self._plan.pop(0)[1]
        self._plan = []
        g = game.determinized(seat, random.Random(self.rng.randrange(2**31)))
        return self._search(g, seat)

    # ------------------------------------------------------------------ outside the turn

    def _defend(self, game: Game, seat: int, legal: list[Action]) -> Action:
        g = game.determinized(seat, random.Random(self.rng.randrange(2**31)))
        rng = random.Random(self.rng.randrange(2**31))
        phase = game.phase()
        if phase == "commit":
            power, cards = choose_commit(g, seat, rng, self.level.samples,
                                         "combat" in make_plan(g, seat).chase,
                                         self.level.endgame)
            return {"kind": "commit", "player": seat, "power": power, "cards": cards}
        if phase == "pre_combat":
            return dict(choose_pre_combat(g, seat, legal, rng))
        plans = self._plans(g, seat)
        best: tuple[float, Action] | None = None
        for a in legal:
            c = g.clone()
            try:
                c.apply(a)
            except IllegalAction:
                continue
            v = evaluate_position(c, seat, self.level.weights, plans)
            if best is None or v > best[0]:
                best = (v, a)
        return best[1] if best is not None else legal[0]

    # ------------------------------------------------------------------ the turn search

    def _plans(self, g: Game, seat: int) -> dict[int, Plan]:
        return {s: make_plan(g, s, own=s == seat) for s in range(g.n)}

    def _value(self, g: Game, seat: int, plans: Mapping[int, Plan]) -> float:
        self.last_evaluations += 1
        v = evaluate_position(g, seat, self.level.weights, plans)
        if self.level.noise:
            v += self.rng.uniform(0, self.level.noise)
        return v

    def _turn_over(self, g: Game, seat: int) -> bool:
        return g.over or g.turn is None

    def _others(self, g: Game, seat: int) -> None:
        """Play the other seats' decisions inside this turn (their commits, Bombard,
        Hired Guns, retreats) with the quick rules of :mod:`.combat`."""
        guard = 0
        while not g.over and g.turn is not None and seat not in g.deciders() and guard < 20:
            guard += 1
            who = g.deciders()[0]
            phase = g.phase()
            if phase == "commit":
                power, cards = choose_commit(g, who, self.rng, 6)
                g.apply({"kind": "commit", "player": who, "power": power, "cards": cards})
            elif phase == "pre_combat":
                g.apply({"kind": "pass", "player": who})
            elif phase == "retreat":
                g.apply({"kind": "retreat", "player": who, "to": "base"})
            else:
                break

    def _search(self, g: Game, seat: int) -> Action:
        lv = self.level
        plans = self._plans(g, seat)
        deadline = search_deadline(self.time_limit)
        finished = self._beam(g, seat, plans, lv.beam, lv.budget, deadline, True)
        if not finished:
            legal = [e for e in g.legal() if e.get("player", seat) == seat]
            return self.concretize_default(g, seat, legal[-1])
        finished.sort(key=lambda n: -n.value)
        if lv.second and len(finished) > 1:
            # the next turn too: the best few turns are followed by the seat's best reply
            # turn (the others pass in between), so a turn that prepares the next one
            # (resources for its bottom action, a section it may take again) counts
            for node in finished[: lv.second]:
                if node.game.over:
                    continue
                if deadline is not None and time.perf_counter() > deadline:
                    break
                c = node.game.next_turn_of(seat)
                nxt = self._beam(c, seat, plans, 1, lv.second_budget, deadline, False)
                if nxt:
                    v = max(n.value for n in nxt)
                    # a result a turn later is less sure: the others play in between
                    node.value = v * 0.9 if abs(v) >= WIN / 2 else v
            top = finished[: lv.second]
            best = max(top, key=lambda n: n.value)
        else:
            best = finished[0]
        self._plan = list(best.steps[1:])
        return best.steps[0][1]

    def _beam(self, g: Game, seat: int, plans: Mapping[int, Plan], width: int, budget: int,
              deadline: float | None, group_first: bool) -> list[Node]:
        """Partial turns, ``width`` kept per first action; the finished ones."""
        start = self.last_evaluations
        beam = [Node(g, [], 0.0, 0)]
        finished: list[Node] = []
        first = True
        while beam:
            children: list[Node] = []
            for node in beam:
                sig = None if first or not group_first else signature(node.game, seat)
                cands = self.candidates(node.game, seat, plans)
                for i, a in enumerate(cands):
                    if deadline is not None and time.perf_counter() > deadline and finished:
                        break
                    c = node.game.clone()
                    try:
                        c.apply(a)
                        self._others(c, seat)
                    except IllegalAction:
                        continue
                    v = self._value(c, seat, plans)
                    group = (i if first else node.group) if group_first else 0
                    child = Node(c, [*node.steps, (sig, a)], v, group)
                    (finished if self._turn_over(c, seat) else children).append(child)
            first = False
            out_of_budget = self.last_evaluations - start >= budget or (
                deadline is not None and time.perf_counter() > deadline)
            groups: dict[int, list[Node]] = {}
            for child in sorted(children, key=lambda n: -n.value):
                groups.setdefault(child.group, []).append(child)
            kept = list(groups.values())[:MAX_GROUPS]  # best groups first (sorted above)
            beam = [n for ns in kept for n in ns[:width]]
            if out_of_budget:
                finished.extend(beam)
                break
        return finished

    # ------------------------------------------------------------------ candidates

    def candidates(self, g: Game, seat: int, plans: Mapping[int, Plan]) -> list[Action]:
        legal = [e for e in g.legal() if e.get("player", seat) == seat]
        phase = g.phase()
        if phase == "commit":
            power, cards = choose_commit(g, seat, self.rng, max(4, self.level.samples // 2),
                                         "combat" in plans[seat].chase, self.level.endgame)
            return [{"kind": "commit", "player": seat, "power": power, "cards": cards}]
        if phase == "pre_combat":
            return [dict(choose_pre_combat(g, seat, legal, self.rng))]
        out: list[Action] = []
        moves: list[Action] = []
        for e in legal:
            kind = e["kind"]
            if kind in ("move_unit", "foundry_move"):
                moves.append(e)
            elif kind in SIMPLE:
                out.append(dict(e))
            else:
                out.extend(self.concretize(g, seat, e, plans[seat]))
        if moves:
            out.extend(self.move_candidates(g, seat, moves))
        return out

    def concretize_default(self, g: Game, seat: int, entry: Action) -> Action:
        if entry["kind"] in SIMPLE:
            return dict(entry)
        opts = self.concretize(g, seat, entry, make_plan(g, seat))
        if entry["kind"] in ("move_unit", "foundry_move"):
            opts = self.move_candidates(g, seat, [entry])
        return opts[0] if opts else dict(entry)

    # resources the seat lacks for its next bottom actions, most wanted first
    def deficits(self, g: Game, seat: int) -> list[str]:
        have = resources_held(g, seat)
        gap: dict[str, float] = {}
        for cat in ENGINE:
            col = COLUMN_OF[cat]
            left = CATEGORY_TOTAL[cat] - done(g, seat, cat)
            need = column_cost(g, seat, col) * min(left, 2) if left else 0
            gap[COLUMN_RESOURCE[col]] = need - have[COLUMN_RESOURCE[col]] + 0.1 * left
        return sorted(RESOURCES, key=lambda t: (-gap[t], t))

    def _safe_hex(self, g: Game, seat: int, hexes: list[Any]) -> list[int]:
        def score(h: Any) -> tuple[int, int]:
            hx = (int(h[0]), int(h[1]))
            mine = sum(1 for u in g.units.values() if u.at == hx and u.owner == seat)
            return (mine, -g.board.distance(hx, FOUNDRY))
        best = max(hexes, key=score)
        return [int(best[0]), int(best[1])]

    def _place(self, g: Game, seat: int, entry: Action, count: int,
               named: Mapping[str, int]) -> list[list[dict[str, Any]]]:
        hexes = entry.get("place") or []
        if not hexes:
            return [[]]
        at = self._safe_hex(g, seat, hexes)
        want = self.deficits(g, seat)
        t = g.turn
        if t is not None and t.section <= 4:  # first what this section's bottom action pays
            now = COLUMN_RESOURCE[COLUMNS[t.section - 1]]
            want = [now, *(x for x in want if x != now)]
        fixed = [t for t, n in named.items() for _ in range(n)]
        variants = [fixed + [want[0]] * count, fixed + [want[0], want[1]] * (count // 2)
                    + [want[0]] * (count % 2)] if count else [fixed]
        out: list[list[dict[str, Any]]] = []
        for types in variants:
            key = sorted(types)
            if any(sorted(x["type"] for x in o) == key for o in out):
                continue
            out.append([{"type": t, "at": at} for t in types])
        return out

    def concretize(self, g: Game, seat: int, entry: Action, pl: Plan) -> list[Action]:
        kind = entry["kind"]
        base = {k: v for k, v in entry.items()
                if k not in ("cargo", "pay", "types", "place", "named", "choice", "max",
                             "max_cards", "discard", "requisition", "stores", "stores_at", "hexes",
                             "at", "cube", "slot", "ability", "structure", "column", "bonus",
                             "choices")}
        p = g.players[seat]
        if kind == "produce":
            return self._produce(g, seat, entry, base)
        if kind == "trade":
            if entry["gain"] == "popularity":
                return [dict(base)]
            if not entry.get("place"):
                return []
            count = g.trade_resources(seat)
            return [{**base, "place": pl_} for pl_ in self._place(g, seat, entry, count, {})]
        if kind == "foundry_top":
            out = [dict(base)]
            if "discard" in entry:
                out = [{**a, "discard": min(entry["discard"])} for a in out]
            if "at" in entry:
                out = [{**a, "at": self._best_produce_hex(g, seat, entry["at"])} for a in out]
            if entry.get("place") is not None and (entry.get("choice") or entry.get("named")):
                if entry["place"]:
                    out = [{**a, "place": pl_} for a in out
                           for pl_ in self._place(g, seat, entry, int(entry.get("choice", 0)),
                                                  entry.get("named", {}))]
            return out
        if kind in COLUMNS:
            return self._bottom(g, seat, entry, base, pl)
        if kind == "encounter":
            return self._encounter(g, seat, entry, base, pl)
        if kind == "hired_guns":
            return [{**base, "coins": c} for c in entry["coins"]]
        del p
        return [dict(base)]

    def _producers(self, g: Game, seat: int, h: Hex) -> int:
        n = sum(1 for u in g.units.values()
                if u.at == h and u.owner == seat and u.kind == "worker")
        ww = g.structure_hex(seat, "waterwheel")
        if ww == h and g.control(h) == seat:
            n += 1
        return n

    def _best_produce_hex(self, g: Game, seat: int, hexes: list[Any]) -> list[int]:
        best = max(hexes, key=lambda h: self._producers(g, seat, (int(h[0]), int(h[1]))))
        return [int(best[0]), int(best[1])]

    def _produce(self, g: Game, seat: int, entry: Action, base: Action) -> list[Action]:
        want = self.deficits(g, seat)
        full = g.workers_in_play(seat) >= 8

        def score(h: Any, villages: bool) -> float:
            hx = (int(h[0]), int(h[1]))
            n = self._producers(g, seat, hx)
            terrain = g.board.terrain[hx]
            if terrain == "village":
                if full or not villages:
                    return -1.0
                return n * (1.8 if g.workers_in_play(seat) < 6 else 1.2)
            rank = want.index(PRODUCES[terrain])
            return n * (1.6 - 0.25 * rank)

        out: list[Action] = []
        for villages in (True, False):
            ranked = sorted(entry["hexes"], key=lambda h: -score(h, villages))
            pick = [h for h in ranked[: int(entry["max"])] if score(h, villages) > 0]
            if pick and all(a["hexes"] != pick for a in out):
                out.append({**base, "hexes": pick})
        return out

    def _bottom(self, g: Game, seat: int, entry: Action, base: Action, pl: Plan) -> list[Action]:
        kind = entry["kind"]
        variants: list[Action] = []
        if kind == "upgrade":
            cube = next(c for c in CUBE_ORDER if c in entry["cube"])
            variants = [{**base, "cube": cube, "slot": s} for s in entry["slot"]]
        elif kind == "deploy":
            order = ["stride", "river", g.content.factions[g.players[seat].faction].special,
                     g.content.factions[g.players[seat].faction].combat]
            if "combat" in pl.chase:
                order = [order[0], order[3], order[1], order[2]]
            ability = next((a for a in order if a in entry["ability"]), entry["ability"][0])
            variants = [{**base, "ability": ability, "at": h} for h in entry["at"][:5]]
        elif kind == "build":
            structures = [s for s in STRUCTURE_ORDER if s in entry["structure"]]
            variants = [{**base, "structure": structures[0], "at": h} for h in entry["at"]]
            if len(structures) > 1:
                variants += [{**base, "structure": structures[1], "at": h}
                             for h in entry["at"][:2]]
        else:
            p = g.players[seat]
            uses = {c: CATEGORY_TOTAL[cat] - done(g, seat, cat)
                    for cat, c in COLUMN_OF.items()}
            cols = sorted(entry["column"], key=lambda c: (-uses[c], COLUMNS.index(c)))[:2]
            variants = [{**base, "column": c, "bonus": b} for c in cols for b in entry["bonus"]]
            del p
        # Requisition and Common Stores only when the cost's own type falls short
        if "requisition" in entry or "stores" in entry:
            have = resources_held(g, seat)
            if have[COLUMN_RESOURCE[kind]] < column_cost(g, seat, kind):
                if "requisition" in entry:
                    variants = [{**a, "requisition": entry["requisition"][0],
                                 "discard": min(entry["discard"])} for a in variants]
                else:  # the most plentiful other type stands in
                    stand_in = max(entry["stores"],
                                   key=lambda t: (have[t], -RESOURCES.index(t)))
                    variants = [{**a, "stores": stand_in} for a in variants]
        return variants

    def _encounter(self, g: Game, seat: int, entry: Action, base: Action,
                   pl: Plan) -> list[Action]:
        out: list[Action] = []
        combos: list[dict[str, Any]] = [{}]
        for option, needs in entry.get("choices", {}).items():
            new: list[dict[str, Any]] = []
            for combo in combos:
                for pick in self._choice_picks(g, seat, needs, pl):
                    new.append({**combo, option: pick})
            combos = new[:12]
        for combo in combos:
            out.append({**base, "choices": combo})
        return out

    def _choice_picks(self, g: Game, seat: int, needs: Mapping[str, Any],
                      pl: Plan) -> list[dict[str, Any]]:
        picks: list[dict[str, Any]] = [{}]
        for key, dom in needs.items():
            new: list[dict[str, Any]] = []
            if key == "resources":
                want = self.deficits(g, seat)
                n = int(dom["choice"])
                types = [t for t in want if t in dom["types"]] or list(dom["types"])
                values: list[Any] = [{types[0]: n}]
                if len(types) > 1 and n > 1:
                    values.append({types[0]: n - n // 2, types[1]: n // 2})
            elif key == "cube":
                values = [next(c for c in CUBE_ORDER if c in dom)]
            elif key == "structure":
                values = [next((s for s in STRUCTURE_ORDER if s in dom), dom[0])]
            elif key == "ability":
                faction = g.content.factions[g.players[seat].faction]
                order = ["stride", "river", faction.special, faction.combat]
                values = [next((a for a in order if a in dom), dom[0])]
            elif key == "column":
                uses = {c: CATEGORY_TOTAL[cat] - done(g, seat, cat)
                        for cat, c in COLUMN_OF.items()}
                values = sorted(dom, key=lambda c: (-uses[c], COLUMNS.index(c)))[:2]
            else:
                values = list(dom)
            for pick in picks:
                for v in values:
                    new.append({**pick, key: v})
            picks = new
        return picks[:8]

    # ------------------------------------------------------------------ moves

    def move_candidates(self, g: Game, seat: int, entries: list[Action]) -> list[Action]:
        scored: list[tuple[float, int, Action]] = []
        n = 0
        cm = g.control_map()
        for e in entries:
            unit = g.units[e["unit"]]
            path = [(int(h[0]), int(h[1])) for h in e["path"]]
            dest = path[-1]
            start = unit.at
            cargo0 = e["cargo"][0] if e.get("cargo") else {}
            here = [u for u in g.units.values()
                    if u.owner == seat and u.at == start and u.id != unit.id] \
                if start is not None else []
            structure_mine = start is not None and g.structures.get(start, (-1, ""))[0] == seat
            options: list[list[str]] = [[]]
            if unit.kind == "mech" and cargo0.get("workers"):
                ws = list(cargo0["workers"])
                options.append(ws)
                if len(ws) >= 2:
                    options.append(ws[: len(ws) // 2])
            for ws in options:
                a: Action = {"kind": e["kind"], "unit": unit.id, "path": e["path"]}
                carry: dict[str, Any] = {}
                if ws:
                    carry["workers"] = ws
                left = [u for u in here if u.id not in ws]
                if cargo0.get("resources") and not left and not structure_mine:
                    carry["resources"] = dict(cargo0["resources"])
                if carry:
                    a["carry"] = carry
                score = self._quick(g, seat, unit.kind, dest, cm, len(ws))
                if unit.at is None:
                    score += 0.5
                scored.append((score, n, a))
                n += 1
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [a for _, _, a in scored[: self.level.moves]]

    def _quick(self, g: Game, seat: int, kind: str, dest: Hex, cm: Mapping[Hex, int],
               carried: int) -> float:
        """A cheap guess of a unit move's worth, to rank the moves searched in full."""
        p = g.players[seat]
        score = 0.0
        terrain = g.board.terrain[dest]
        others = [u for u in g.units.values() if u.at == dest and u.owner != seat]
        if kind == "character" and dest in g.tokens:
            score += 6.0
        if kind == "character" and dest == FOUNDRY and p.foundry_card is None:
            score += 3.0
        if cm.get(dest) != seat:
            score += 2.0 + 0.4 * sum(g.resources.get(dest, {}).values())
        if others:
            if any(u.kind != "worker" for u in others):
                score += 1.5 if kind != "worker" else -9.0
            else:
                score += 0.5 - 0.8 * len(others)
        if kind == "worker" or carried:
            if terrain == "village" and g.workers_in_play(seat) < 8:
                score += 1.5
            mine = sum(1 for u in g.units.values()
                       if u.at == dest and u.owner == seat and u.kind == "worker")
            score += 0.3 * mine + 0.8 * carried
        if terrain == "lake":
            score -= 0.5
        return score


__all__ = ["LEVEL_CONFIG", "PLAY_TIME_LIMITS", "PlannerAgent", "Level", "signature"]
