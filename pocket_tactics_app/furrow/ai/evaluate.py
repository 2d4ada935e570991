"""How the computer players judge a position: open values only (S17.3).

:func:`evaluate` estimates a seat's final coins (S16.2) from the score it would have now
plus what its progress is worth: stars still to come in the categories it chases
(:func:`plan`), resources it needs for its bottom actions, workers that produce, its
character's way to encounters and the Foundry, power and cards for combat. A finished game
is judged by the real result: a win is worth far more than any margin, so a player takes
the game-ending 6th star only when the final scores put it ahead (S16.1).

Every input is open to the seat (S17.1): its own hand and objectives, and the others'
public tracks, pieces and hand sizes. The AI evaluates determinized copies
(:meth:`Game.determinized`), whose other hands are redrawn; nothing here reads them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.board import FOUNDRY, Hex
from ..engine.content import COLUMN_RESOURCE, COLUMNS, PRODUCES, RESOURCES
from ..engine.game import POPULARITY_CAP, POWER_CAP, STAR_LIMIT, Game

WIN = 1000.0
CATEGORY_TOTAL = {"upgrades": 6, "mechs": 4, "structures": 4, "recruits": 4, "workers": 8}
ENGINE = ("upgrades", "mechs", "structures", "recruits")
PIECE = {"upgrades": 3.5, "mechs": 5.0, "structures": 3.5, "recruits": 4.5}
#: the parts of :func:`seat_value`'s estimate, by name
TERMS = ("coins", "structure_bonus", "stars", "territory", "pairs", "popularity", "progress",
         "objective", "pieces", "resources", "production", "spread", "power", "cards",
         "character", "foundry_card", "threat")
COLUMN_OF = {"upgrades": "upgrade", "mechs": "deploy", "structures": "build",
             "recruits": "conscript"}


@dataclass
class Weights:
    """The knobs of a level (the same for every level unless it says otherwise)."""

    progress: float = 1.0      # stars still to come, in the chased categories
    unchased: float = 0.3      # ... and in the others
    intrinsic: float = 1.0     # what a mech, structure, recruit or upgrade does for play
    resource_need: float = 1.0  # resources the next bottom actions need
    resource_spare: float = 0.2
    production: float = 0.8    # workers standing where Produce pays
    character: float = 0.6     # the character's way to an encounter token
    power: float = 0.3
    card: float = 0.9
    popularity: float = 1.0
    opponents: float = 0.5     # weight of the best other seat's value
    opponents_two: float | None = None  # ... with 2 players, if not the same
    combat_plan: float = 1.0
    objective: float = 1.0
    threat: float = 0.0        # what an attack could take from the seat next turns
    typed: bool = True         # production counts the resource types still wanted more
    spare_type: float = 0.35   # ... and a type no bottom action wants soon this much
    # a fit on simulated games (benchmarks/furrow_fit.py): each term's weight, and its
    # change as the game nears its end (the most stars any seat has, over 6); None: 1, 0
    fit: tuple[tuple[str, float, float], ...] | None = None


@dataclass
class Plan:
    """The star categories a seat chases (S15.1), chosen from its faction, mat, objectives
    and progress: the cheapest six, with the weights of the evaluation."""

    chase: dict[str, float] = field(default_factory=dict)

    def weight(self, category: str, w: Weights) -> float:
        return self.chase.get(category, w.unchased)


def column_cost(game: Game, seat: int, column: str) -> int:
    p = game.players[seat]
    i = COLUMNS.index(column)
    cost: int = game.mat(seat).columns[i].cost
    return cost - p.slots_covered.get(column, 0)


def done(game: Game, seat: int, category: str) -> int:
    p = game.players[seat]
    if category == "upgrades":
        return len(p.cubes_removed)
    if category == "mechs":
        return game.mechs(seat)
    if category == "structures":
        return len(p.structures_built)
    if category == "recruits":
        return len(p.recruits)
    return game.workers_in_play(seat)


def objective_progress(game: Game, seat: int, c: Mapping[str, Any],
                       mine: list[Hex]) -> float:
    """How near the seat is to an objective condition (S18.3), 0..1 (1: true now)."""
    p = game.players[seat]
    if "all" in c:
        parts = [objective_progress(game, seat, part, mine) for part in c["all"]]
        return 0.5 * min(parts) + 0.5 * sum(parts) / len(parts) if parts else 1.0
    if "track" in c:
        value = len(p.hand) if c["track"] == "hand" else int(getattr(p, c["track"]))
        if "min" in c:
            return min(1.0, value / max(1, int(c["min"])))
        return 1.0 if value <= int(c["max"]) else int(c["max"]) / max(1, value)
    if "resource" in c:
        kind = c["resource"]
        per = [sum(n for t, n in game.resources.get(h, {}).items()
                   if kind == "any" or t == kind) for h in mine]
        value = (max(per) if per else 0) if c["scope"] == "one_hex" else sum(per)
        return min(1.0, value / max(1, int(c["min"])))
    if "each_resource" in c:
        need = max(1, int(c["each_resource"]))
        return sum(min(1.0, sum(game.resources.get(h, {}).get(t, 0) for h in mine) / need)
                   for t in RESOURCES) / 4
    if "control" in c:
        n = sum(1 for h in mine if game.hex_matches(c["control"], h))
        return min(1.0, n / max(1, int(c["min"])))
    units = [u for u in game.units.values() if u.owner == seat and u.at is not None]
    if "units" in c:
        sel = [u.at for u in units if (c["units"] == "any" or u.kind == c["units"])
               and u.at is not None and game.hex_matches(c.get("where"), u.at)]
        if c["per"] == "hex":
            best = max((sel.count(h) for h in set(sel)), default=0)
        elif c["per"] == "total":
            best = len(sel)
        else:
            best = len(set(sel))
        return min(1.0, best / max(1, int(c["min"])))
    if "stack" in c:
        wanted = {str(k): int(v) for k, v in c["stack"].items()}
        closest = 0.0
        for h in {u.at for u in units}:
            here = [u.kind for u in units if u.at == h]
            closest = max(closest, sum(min(1.0, here.count(k) / max(1, v))
                                       for k, v in wanted.items()) / max(1, len(wanted)))
        return closest
    if "distinct_terrains" in c:
        kinds = {game.board.terrain[u.at] for u in units
                 if u.at is not None and (c["distinct_terrains"] == "any" or u.kind == "worker")}
        return min(1.0, len(kinds & {*PRODUCES, "village"}) / max(1, int(c["min"])))
    if "done" in c:
        d = c["done"]
        parts = [min(1.0, done(game, seat, cat) / d[key]) for key, cat in
                 (("upgrades", "upgrades"), ("mechs", "mechs"), ("structures", "structures"),
                  ("recruits", "recruits")) if d.get(key, 0)]
        return sum(parts) / len(parts) if parts else 1.0
    return 0.0


def best_objective(game: Game, seat: int, mine: list[Hex]) -> float:
    p = game.players[seat]
    cap = 2 if game.has(seat, "unbounded") else 1
    if p.stars.count("objective") >= cap:
        return 0.0
    todo = [o for o in p.objectives if o not in p.objectives_revealed]
    return max((objective_progress(game, seat, game.content.objectives[o].condition, mine)
                for o in todo), default=0.0)


def plan(game: Game, seat: int, own: bool = True) -> Plan:
    """The six categories cheapest to star from here (actions still needed, roughly);
    another seat's (``own`` False) objectives are unknown and count as far off."""
    p = game.players[seat]
    cost: dict[str, float] = {}
    for cat in ENGINE:
        if cat not in p.stars:
            left = CATEGORY_TOTAL[cat] - done(game, seat, cat)
            col = COLUMN_OF[cat]
            cost[cat] = left * (1.0 + 0.35 * column_cost(game, seat, col))
    if "workers" not in p.stars:
        cost["workers"] = (8 - game.workers_in_play(seat)) * 0.8
    if "power" not in p.stars:
        cost["power"] = (POWER_CAP - p.power) / 2.2
    if "popularity" not in p.stars:
        cost["popularity"] = (POPULARITY_CAP - p.popularity) / 1.6
    ember = game.has(seat, "unbounded")
    mine = game.controlled(seat) if own else []
    if p.stars.count("objective") < (2 if ember else 1):
        near = best_objective(game, seat, mine) if own else 0.3
        cost["objective"] = 1.0 + 7.0 * (1.0 - near)
    combat_cap = STAR_LIMIT if ember else 2
    if p.stars.count("combat") < combat_cap:
        strength = min(7, p.power) + 2.5 * len(p.hand) + 1.5 * game.mechs(seat)
        cost["combat"] = max(2.0, 9.0 - strength / 3.0) - (2.0 if ember else 0.0)
    need = STAR_LIMIT - len(p.stars)
    ranked = sorted(cost, key=lambda c: (cost[c], c))
    chase = {c: 1.0 for c in ranked[:need]}
    if "combat" in chase and (ember or p.stars.count("combat") == 0):
        chase["combat"] = 1.0
    return Plan(chase)


def smooth_tier(popularity: int) -> float:
    """S16.2's tier (0, 1, 2 at popularity 7 and 13), with a slope below each step, so
    that every point of popularity on the way to a tier counts."""
    if popularity >= 13:
        return 2.0
    if popularity >= 7:
        return 1.0 + 0.7 * (popularity - 7) / 6
    return 0.7 * popularity / 7


def seat_value(game: Game, seat: int, cm: Mapping[Hex, int], w: Weights, pl: Plan,
               own: bool = True, terms: dict[str, float] | None = None) -> float:
    """A seat's final coins, estimated from open values (S16.2 plus progress); ``own``
    False for another seat, whose objectives are unknown (S17.1) and are not counted.
    ``terms``, if given, receives the estimate's parts by name (TERMS; their sum is the
    estimate), which ``Weights.fit``, when set, weighs by a fit on simulated games."""
    # Each part is added to ``value`` as the whole expression it was before the parts had
    # names, so the sums round alike and every level plays the same moves as before.
    t_: dict[str, float] = terms if terms is not None else {}

    def part(name: str, x: float) -> float:
        t_[name] = t_.get(name, 0.0) + x
        return x

    p = game.players[seat]
    tf = smooth_tier(p.popularity)
    star_c, terr_c, pair_c = 3 + tf, 2 + tf, 1 + tf
    mine = [h for h, s in cm.items() if s == seat]
    terr = sum(3 if h == FOUNDRY else 1 for h in mine)
    have = dict.fromkeys(RESOURCES, 0)
    for h in mine:
        for t, n in game.resources.get(h, {}).items():
            have[t] += n
    res = sum(have.values())
    value = (part("coins", p.coins) + part("structure_bonus", game.structure_bonus(seat))
             + part("stars", star_c * len(p.stars)) + part("territory", terr_c * terr)
             + part("pairs", pair_c * (res // 2) * 0.6))
    # popularity: the tier multiplies the stars, territories and resources of the end
    # (projected: about 5 stars, 9 territories, 3 pairs), so its steps count from now
    value += part("popularity", w.popularity * tf * (max(0, 5 - len(p.stars))
                                                     + max(0, 9 - terr)
                                                     + max(0, 3 - res // 2)))
    # stars still to come: convex in progress, never above the star itself (3 coins
    # before the tier, which the popularity term above already counts)
    sv = 3.0
    for cat in ("upgrades", "mechs", "structures", "recruits", "workers"):
        if cat in p.stars:
            continue
        f = done(game, seat, cat) / CATEGORY_TOTAL[cat]
        value += part("progress", w.progress * sv * pl.weight(cat, w) * f ** 2 * 0.9)
    if "power" not in p.stars:
        value += part("progress", w.progress * sv * pl.weight("power", w)
                      * (p.power / POWER_CAP) ** 2 * 0.9)
    if "popularity" not in p.stars:
        value += part("progress", w.progress * sv * pl.weight("popularity", w) * (
            p.popularity / POPULARITY_CAP) ** 2 * 0.9)
    if own and w.objective > 0:
        value += part("objective", w.objective * sv * pl.weight("objective", w)
                      * best_objective(game, seat, mine) ** 2 * 0.8)
    # what the pieces do for the rest of the game
    value += part("pieces", w.intrinsic * (PIECE["upgrades"] * len(p.cubes_removed)
                                           + PIECE["mechs"] * game.mechs(seat)
                                           + PIECE["structures"] * len(p.structures_built)
                                           + PIECE["recruits"] * len(p.recruits)))
    # resources towards the next bottom actions: worth a share of the action they pay
    # for, growing as the cost fills up (so gathering pays before the action, and the
    # action pays more than the resources it spends)
    for cat in ENGINE:
        col = COLUMN_OF[cat]
        t = COLUMN_RESOURCE[col]
        left = CATEGORY_TOTAL[cat] - done(game, seat, cat)
        cost = column_cost(game, seat, col)
        if left == 0 or cost <= 0:
            value += part("resources", w.resource_spare * have[t])
            continue
        v_col = w.intrinsic * PIECE[cat] + game.mat(seat).columns[COLUMNS.index(col)].coins + 2
        first = min(have[t], cost)
        rest = have[t] - first
        second = min(rest, cost) if left >= 2 else 0
        value += part("resources", w.resource_need * v_col * (0.7 * first + 0.3 * second)
                      / cost)
        value += part("resources", w.resource_spare * (rest - second))
        have[t] -= cost * min(left, 2)  # below 0: still wanted (production below)
    # production: workers where Produce pays
    workers = [u.at for u in game.units.values()
               if u.owner == seat and u.kind == "worker" and u.at is not None]
    counts: dict[Hex, int] = {}
    for h in workers:
        if game.board.terrain[h] not in ("lake", "foundry"):
            counts[h] = counts.get(h, 0) + 1
    left = 8 - game.workers_in_play(seat)
    wanted = {t: (1.0 if have[t] < 0 else w.spare_type) for t in RESOURCES} \
        if w.typed else dict.fromkeys(RESOURCES, 1.0)
    ranked = sorted((min(n, left) * 2.0 if game.board.terrain[h] == "village"
                     else n * wanted[PRODUCES[game.board.terrain[h]]])
                    for h, n in counts.items())
    k = 3 if "produce_hexes" in p.cubes_removed else 2
    value += part("production", w.production * sum(ranked[-k:]))
    value += part("spread", 0.8 * len(counts))  # territories to hold and produce on
    # combat strength: power (to the dial's 7) and cards
    cw = w.combat_plan * (1.3 if "combat" in pl.chase else 1.0)
    value += part("power", w.power * cw * min(p.power, 7) + 0.15 * max(0, p.power - 7))
    useful_cards = sorted(p.hand, reverse=True)[:3]
    value += part("cards", w.card * cw * len(useful_cards) + 0.1 * sum(useful_cards)
                  + 0.25 * (len(p.hand) - len(useful_cards)))
    # the character's way to an encounter token
    char = game.units.get(f"{p.faction}.c")
    if char is not None and game.tokens:
        at = char.at
        if at is None:
            d = 1 + min(game.board.distance(s, t) for s in game.board.starts[p.faction]
                        for t in game.tokens)
        else:
            d = min(game.board.distance(at, t) for t in game.tokens)
        value += part("character", -(w.character * min(d, 6)))
    if p.foundry_card is not None:
        value += part("foundry_card", 2.0)
    if own and w.threat > 0:
        value += part("threat", -(w.threat * exposure(game, seat, cm)))
    if w.fit is not None and terms is None:
        phase = max(len(q.stars) for q in game.players) / STAR_LIMIT
        return sum(t_.get(name, 0.0) * (a + b * phase) for name, a, b in w.fit)
    return value


def exposure(game: Game, seat: int, cm: Mapping[Hex, int]) -> float:
    """What the seat may lose to an attack on the others' next turns: each hex it holds
    within two steps (as the crow flies) of another seat's character or mech that is
    stronger in open values (power to the dial, hand size at the mean card value of 3),
    weighted by how much stronger."""
    me = game.players[seat]
    mine_power = min(7, me.power) + 3.0 * min(len(me.hand), 2)
    attackers: list[tuple[Hex, float]] = []
    for u in game.units.values():
        if u.owner == seat or u.kind == "worker" or u.at is None:
            continue
        o = game.players[u.owner]
        attackers.append((u.at, min(7, o.power) + 3.0 * min(len(o.hand), 2)))
    if not attackers:
        return 0.0
    loss = 0.0
    for h, owner in cm.items():
        if owner != seat:
            continue
        units = [u for u in game.units.values() if u.at == h and u.owner == seat]
        if not units:
            continue
        stake = sum(2.5 if u.kind != "worker" else 1.5 for u in units) + 1.0 \
            + 0.5 * sum(game.resources.get(h, {}).values())
        fighters = any(u.kind != "worker" for u in units)
        worst = 0.0
        for at, strength in attackers:
            if game.board.distance(at, h) > 2:
                continue
            edge = strength - (mine_power if fighters else 0.0)
            worst = max(worst, min(1.0, max(0.0, edge) / 6.0) if fighters else 0.5)
        loss += worst * stake
    return loss


def evaluate(game: Game, seat: int, w: Weights, plans: Mapping[int, Plan]) -> float:
    """The seat's value minus a share of the best other seat's (a finished game: the
    result, far above any estimate)."""
    if game.over:
        sc = game.scores()
        winners = game.winner() or []
        mine = sc[str(seat)]["total"]
        best_other = max(sc[str(s)]["total"] for s in range(game.n) if s != seat)
        share = 1.0 / len(winners) if seat in winners else 0.0
        return WIN * (2 * share - 1) + (mine - best_other)
    cm = game.control_map()
    me = seat_value(game, seat, cm, w, plans[seat])
    weight = w.opponents_two if game.n == 2 and w.opponents_two is not None else w.opponents
    if weight <= 0:
        return me
    others = [seat_value(game, s, cm, w, plans[s], own=False)
              for s in range(game.n) if s != seat]
    return me - weight * max(others)
