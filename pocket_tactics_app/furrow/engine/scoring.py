"""Stars, objectives and the end of a turn and of the game (S6.4, S14-S16, S18.3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from .board import FOUNDRY, Hex
from .content import (
    PRODUCES,
    RESOURCES,
)
from .events import (
    GameOverEvent,
    StarEvent,
    TurnEndEvent,
)
from .kinds import EventKind, Phase, UnitKind
from .state import (
    POPULARITY_CAP,
    POWER_CAP,
    STAR_CONDITIONS,
    STAR_LIMIT,
    TIER_VALUES,
    GameCore,
    ScoreParts,
)


class Scoring(GameCore):
    """Stars at each checkpoint, objective conditions, the end of a turn, scoring."""

    def _revealable(self, seat: int) -> list[str]:
        p = self.players[seat]
        cap = 2 if self.has(seat, "unbounded") else 1
        if len(p.objectives_revealed) >= cap:
            return []
        return [o for o in p.objectives if o not in p.objectives_revealed
                and self.check_condition(seat, self.content.objectives[o].condition)]

    def _objective_stage(self) -> None:
        t = self.turn
        assert t is not None
        if self._revealable(self.to_move):
            t.phase = Phase.OBJECTIVE
            return
        self._end_turn()

    def _end_turn(self) -> None:
        t = self.turn
        assert t is not None
        seat = self.to_move
        self.players[seat].last_section = t.section
        self.turn = None
        self._emit(TurnEndEvent(kind=EventKind.TURN_END, player=seat))
        self.to_move = (seat + 1) % self.n
        if self.to_move == self.first_seat():
            self.round += 1
            if self.round_limit is not None and self.round > self.round_limit:
                self._game_over("round_limit")

    def _star_caps(self, seat: int) -> dict[str, int]:
        ember = self.has(seat, "unbounded")
        return {"combat": STAR_LIMIT if ember else 2, "objective": 2 if ember else 1}

    def condition_met(self, seat: int, category: str) -> bool:
        p = self.players[seat]
        if category == "upgrades":
            return len(p.cubes_removed) == 6
        if category == "mechs":
            return self.mechs(seat) == 4
        if category == "structures":
            return len(p.structures_built) == 4
        if category == "recruits":
            return len(p.recruits) == 4
        if category == "workers":
            return self.workers_in_play(seat) == 8
        if category == "popularity":
            return p.popularity >= POPULARITY_CAP
        if category == "power":
            return p.power >= POWER_CAP
        return False

    def _checkpoint(self) -> bool:
        """Place every earned star (active player first); True if the game ended."""
        wins = Counter(self._pending_combat_wins)
        objectives = Counter(self._pending_objective)
        self._pending_combat_wins.clear()
        self._pending_objective.clear()
        order = [(self.to_move + i) % self.n for i in range(self.n)]
        for seat in order:
            p = self.players[seat]
            caps = self._star_caps(seat)
            earned = [c for c in STAR_CONDITIONS
                      if c not in p.stars and self.condition_met(seat, c)]
            earned += ["objective"] * objectives[seat] + ["combat"] * wins[seat]
            for cat in earned:
                if len(p.stars) >= STAR_LIMIT:
                    break
                if cat in caps and p.stars.count(cat) >= caps[cat]:
                    continue
                p.stars.append(cat)
                self._emit(StarEvent(kind=EventKind.STAR, player=seat, category=cat))
        if any(len(p.stars) >= STAR_LIMIT for p in self.players):
            self._game_over("six_stars")
            return True
        return False

    def _game_over(self, reason: str) -> None:
        """S16.1: the rest of the turn is void."""
        self.over = True
        self.end_reason = reason
        self.turn = None  # the rest of the turn is void (S16.1)
        self._emit(GameOverEvent(kind=EventKind.GAME_OVER, reason=reason, winner=self.winner(),
                                 scores=self.scores()))


    def hex_matches(self, f: Mapping[str, Any] | None, h: Hex) -> bool:
        """Whether hex ``h`` passes an objective condition's hex filter (S18.3: terrain,
        feature, within N of the Foundry); no filter passes every hex."""
        if not f:
            return True
        b = self.board
        if "terrain" in f:
            return b.terrain[h] in f["terrain"]
        if "feature" in f:
            feat = f["feature"]
            if feat == "tunnel":
                return h in b.tunnels
            if feat == "encounter":
                return h in b.encounters
            return h in b.lakeside
        if "within" in f:
            return b.distance(h, FOUNDRY) <= int(f["within"])
        return True

    def check_condition(self, seat: int, c: Mapping[str, Any]) -> bool:
        p = self.players[seat]
        if "all" in c:
            return all(self.check_condition(seat, part) for part in c["all"])
        if "track" in c:
            value = len(p.hand) if c["track"] == "hand" else int(getattr(p, c["track"]))
            return value >= int(c["min"]) if "min" in c else value <= int(c["max"])
        mine = self.controlled(seat)
        if "resource" in c:
            kind = c["resource"]
            per = [sum(n for t, n in self.resources.get(h, {}).items()
                       if kind == "any" or t == kind) for h in mine]
            value = (max(per) if per else 0) if c["scope"] == "one_hex" else sum(per)
            return bool(value >= c["min"])
        if "each_resource" in c:
            return all(sum(self.resources.get(h, {}).get(t, 0) for h in mine)
                       >= int(c["each_resource"]) for t in RESOURCES)
        if "control" in c:
            return sum(1 for h in mine if self.hex_matches(c["control"], h)) >= int(c["min"])
        units = [u for u in self.units.values() if u.owner == seat and u.at is not None]
        if "units" in c:
            sel = [u for u in units if (c["units"] == "any" or u.kind == c["units"])
                   and u.at is not None and self.hex_matches(c.get("where"), u.at)]
            counts = Counter(u.at for u in sel)
            if c["per"] == "hex":
                return max(counts.values(), default=0) >= int(c["min"])
            if c["per"] == "total":
                return len(sel) >= int(c["min"])
            return len(counts) >= int(c["min"])
        if "stack" in c:
            by_hex: dict[Hex, Counter[str]] = {}
            for u in units:
                assert u.at is not None
                by_hex.setdefault(u.at, Counter())[u.kind] += 1
            return any(all(cnt[k] >= int(v) for k, v in c["stack"].items())
                       for cnt in by_hex.values())
        if "distinct_terrains" in c:
            kinds = {self.board.terrain[u.at] for u in units
                     if u.at is not None and (c["distinct_terrains"] == "any"
                                              or u.kind == UnitKind.WORKER)}
            return len(kinds & {*PRODUCES, "village"}) >= int(c["min"])
        if "done" in c:
            d = c["done"]
            return bool(len(p.cubes_removed) >= d.get("upgrades", 0)
                    and self.mechs(seat) >= d.get("mechs", 0)
                    and len(p.structures_built) >= d.get("structures", 0)
                    and len(p.recruits) >= d.get("recruits", 0))
        return False

    def territories(self, seat: int) -> int:
        """S11.4: controlled hexes; the Foundry counts 3."""
        return sum(3 if h == FOUNDRY else 1 for h in self.controlled(seat))

    def structure_bonus(self, seat: int) -> int:
        tile = self.content.bonus_tiles[self.bonus_tile]
        b = self.board
        mine = [h for h, (o, _) in self.structures.items() if o == seat]
        if tile.counts == "lakeside":
            n = sum(1 for h in mine if h in b.lakeside)
        elif tile.counts == "foundry_ring":
            n = sum(1 for h in mine if b.distance(h, FOUNDRY) <= 2)
        elif tile.counts == "riverwatch":
            n = sum(1 for h in mine if b.river_edges[h] >= 2)
        elif tile.counts == "tunnel_works":
            ms = set(mine)
            n = sum(1 for tn in b.tunnels if tn in ms or any(x in ms for x in b.adjacent[tn]))
        elif tile.counts == "many_fields":
            n = len({b.terrain[h] for h in mine})
        else:
            left, n = set(mine), 0
            while left:
                group, todo = set(), [left.pop()]
                while todo:
                    h = todo.pop()
                    group.add(h)
                    for x in b.adjacent[h]:
                        if x in left:
                            left.discard(x)
                            todo.append(x)
                n = max(n, len(group))
        return tile.payout[min(n, 4) - 1] if n else 0

    def score_parts(self, seat: int) -> ScoreParts:
        """S16.2: the parts of the seat's score now, with what each unit is worth."""
        cm = self.control_map()
        p = self.players[seat]
        tier = 0 if p.popularity <= 6 else 1 if p.popularity <= 12 else 2
        star_v, terr_v, pair_v = TIER_VALUES[tier]
        res = sum(n for h, r in self.resources.items() if cm.get(h) == seat for n in r.values())
        return ScoreParts(coins=p.coins, structure_bonus=self.structure_bonus(seat),
                          stars=len(p.stars), star_value=star_v,
                          territories=self.territories(seat), territory_value=terr_v,
                          resource_pairs=res // 2, pair_value=pair_v, tier=tier + 1)

    def scores(self) -> dict[str, dict[str, int]]:
        """S16.2."""
        out = {}
        for p in self.players:
            sp = self.score_parts(p.seat)
            out[str(p.seat)] = {"coins": sp.coins, "structure_bonus": sp.structure_bonus,
                                "stars": sp.stars, "territories": sp.territories,
                                "resource_pairs": sp.resource_pairs, "tier": sp.tier,
                                "total": sp.total}
        return out

    def winner(self) -> list[int] | None:
        """S16.3-S16.4: the seats sharing the win."""
        if not self.over:
            return None
        sc = self.scores()

        def key(seat: int) -> tuple[int, ...]:
            p = self.players[seat]
            on_map = sum(1 for u in self.units.values() if u.owner == seat and u.at is not None)
            on_map += sum(1 for o, _ in self.structures.values() if o == seat)
            return (sc[str(seat)]["total"], p.popularity, len(p.stars),
                    sc[str(seat)]["territories"], on_map, p.power)

        best = max(key(s) for s in range(self.n))
        return [s for s in range(self.n) if key(s) == best]
