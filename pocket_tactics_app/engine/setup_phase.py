"""The setup phase (R2.3-R2.8): drawing and placing the tiles, setting the home
features, placing the first units, until the first turn. What the players agree before
it (armies, tiles, features: R1, R2.1, R2.2) is ``setup.py``."""

from __future__ import annotations

from typing import Self

from ..core.hexgrid import Hex, bfs_distances, neighbours
from .actions import Action, illegal
from .cards import Catalog
from .endings import Endings
from .kinds import ActionKind, EventKind, Phase
from .pieces import MAP, Tile, Unit
from .setup import GameSetup, validate_setup


class SetupPhase(Endings):
    """The rules of the setup phase, while ``phase`` is tiles, features or units."""

    @classmethod
    def new(cls, setup: GameSetup, catalog: Catalog) -> Self:
        """Validate the armies and tiles (R1, R2.1, R2.2) and begin map generation."""
        catalog = catalog.for_revision(setup.cards_revision)
        validate_setup(setup, catalog)
        g = cls(
            catalog, setup.point_limit, setup.seed, turn_limit=setup.draw_turns, rules=setup.rules
        )
        g.phase = Phase.TILES
        for p, ps in enumerate(setup.players):
            for i, cid in enumerate(ps.units):
                uid = f"{'ab'[p]}{i + 1}"
                g.units[uid] = Unit(uid, catalog.units[cid], p)
            g.home_features[p] = ps.home_feature
        g.bag = sorted(setup.players[0].tiles + setup.players[1].tiles)
        central = setup.central_feature
        if central is None:
            names = sorted(catalog.features)
            central = names[g.dice.choice_index(len(names))]
            g._emit({"kind": EventKind.CENTRAL_FEATURE, "feature": central, "random": True})
        first = g._draw_tile()
        g._place_tile((0, 0), Tile(first, central))  # R2.3
        g.central = (0, 0)
        # R2.4 roll-off: player 0 then player 1; ties roll again.
        while True:
            r0, r1 = g.dice.roll(), g.dice.roll()
            g._emit({"kind": EventKind.ROLL_OFF, "dice": [r0, r1]})
            if r0 != r1:
                break
        winner = 0 if r0 > r1 else 1
        g.order = (winner, 1 - winner)
        g.setup_step = 0
        g.to_move = winner
        g._next_draw()
        return g

    def _draw_tile(self) -> str:
        i = self.dice.choice_index(len(self.bag))
        return self.bag.pop(i)

    def _next_draw(self) -> None:
        if self.bag:
            self.drawn = self._draw_tile()
            self._emit({"kind": EventKind.DRAWN, "tile": self.drawn, "player": self.to_move})
        else:
            self.drawn = None
            self.phase = Phase.FEATURES
            self.setup_step = 0
            self.to_move = self.order[0]

    def _place_tile(self, h: Hex, tile: Tile) -> None:
        self.tiles[h] = tile
        around = neighbours(h)
        self.adj[h] = tuple(n for n in around if n in self.tiles)
        for n in self.adj[h]:
            self.adj[n] = tuple(m for m in neighbours(n) if m in self.tiles)
        self._slots.discard(h)
        self._slots.update(n for n in around if n not in self.tiles)

    def tile_slots(self) -> list[Hex]:
        """R2.5: empty spaces adjacent to at least one tile."""
        return sorted(self._slots)

    def feature_slots(self) -> list[Hex]:
        """R2.6 [reading, rev. 2]: the non-feature tiles farthest from the nearest feature
        already on the map (the central feature included). Revision 1 took the tiles
        farthest from the central feature first, which on a line-shaped map put both
        homes side by side at one end."""
        assert self.central is not None
        free = [h for h, t in self.tiles.items() if not t.feature]
        if not free:
            return []
        if self.rules >= 2:
            tables = [bfs_distances(self.adj, f) for f in self.features()]
            # A tile no feature reaches (a map in pieces cannot be drawn, but a loaded
            # one could be) counts as farthest.
            dist = {h: min(t.get(h, 10**6) for t in tables) for h in free}
            far = max(dist.values())
            return sorted(h for h in free if dist[h] == far)
        from_central = bfs_distances(self.adj, self.central)
        far = max(from_central.get(h, 0) for h in free)
        cands = [h for h in free if from_central.get(h, 0) == far]
        placed = self.features()
        tables = [bfs_distances(self.adj, f) for f in placed]

        def nearest(h: Hex) -> int:
            return min(t.get(h, 10**6) for t in tables)

        best = max(nearest(h) for h in cands)
        return sorted(h for h in cands if nearest(h) == best)

    def placement_tiles(self, player: int) -> list[Hex]:
        """R2.7: the home feature or a free tile adjacent to it."""
        home = next(
            (h for h, t in self.tiles.items() if t.feature and self.control.get(h) == player), None
        )
        if home is None:
            return []
        return sorted(h for h in (home, *self.adj[home]) if h not in self.occ)

    def _setup_actions(self) -> list[Action]:
        """The placements setup offers now (R2.5, R2.6, R2.7)."""
        if self.phase == Phase.TILES:
            return [Action("place_tile", at=h) for h in self.tile_slots()]
        if self.phase == Phase.FEATURES:
            return [Action("place_feature", at=h) for h in self.feature_slots()]
        player = self.to_move
        tiles = self.placement_tiles(player)
        return [Action("place_unit", unit=u.id, at=h) for u in self.reserve(player) for h in tiles]

    def _apply_setup(self, action: Action) -> None:
        """Apply one setup placement; raises IllegalAction naming R2.5, R2.6 or R2.7."""
        legal = self._setup_actions()
        if action not in legal:
            rule = {Phase.TILES: "R2.5", Phase.FEATURES: "R2.6", Phase.UNITS: "R2.7"}[self.phase]
            expected = {
                Phase.TILES: ActionKind.PLACE_TILE,
                Phase.FEATURES: ActionKind.PLACE_FEATURE,
                Phase.UNITS: ActionKind.PLACE_UNIT,
            }[self.phase]
            if action.kind != expected:
                raise illegal(action, rule, f"setup expects a {expected!r} action now")
            raise illegal(action, rule, "not an allowed placement")
        assert action.at is not None
        player = self.to_move
        if self.phase == Phase.TILES:
            assert self.drawn is not None
            self._place_tile(action.at, Tile(self.drawn))
            self._emit(
                {
                    "kind": EventKind.PLACED_TILE,
                    "player": player,
                    "at": list(action.at),
                    "tile": self.drawn,
                }
            )
            self.to_move = 1 - player
            self._next_draw()
        elif self.phase == Phase.FEATURES:
            feature = self.home_features[player]
            self.tiles[action.at] = Tile(self.tiles[action.at].terrain, feature)
            self.control[action.at] = player  # R10.1
            self._emit(
                {
                    "kind": EventKind.PLACED_FEATURE,
                    "player": player,
                    "at": list(action.at),
                    "feature": feature,
                }
            )
            self.setup_step += 1
            if self.setup_step >= 2:
                self.phase = Phase.UNITS
                self.setup_step = 0
                self.to_move = self.order[0]
                self._next_placer(first=True)
            else:
                self.to_move = self.order[1]
        else:
            unit = self.units[action.unit]
            unit.where = MAP
            unit.at = action.at
            self.occ[action.at] = unit.id
            self.placed[player] += 1
            self._emit(
                {
                    "kind": EventKind.PLACED_UNIT,
                    "player": player,
                    "unit": unit.id,
                    "at": list(action.at),
                }
            )
            self.last_placer = player
            self.to_move = 1 - player
            self._next_placer(first=False)

    def _can_place(self, player: int) -> bool:
        return (
            self.placed[player] < 3
            and bool(self.reserve(player))
            and bool(self.placement_tiles(player))
        )

    def _next_placer(self, first: bool) -> None:
        if self._can_place(self.to_move):
            return
        if self._can_place(1 - self.to_move):
            self.to_move = 1 - self.to_move
            return
        # R2.8: the game begins with a turn of the player who placed the last unit.
        self.phase = Phase.PLAY
        self.to_move = self.last_placer if self.last_placer is not None else self.order[0]
        self.turn = 1
        self._emit({"kind": EventKind.GAME_START, "to_move": self.to_move})
        self._start_turn()
