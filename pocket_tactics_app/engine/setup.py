"""Setup: what the players agree before the map is drawn (R1, R2.1, R2.2) and the
setup phase that draws the map, sets the home features and places the first units
(R2.3-R2.8), until the first turn.

The phase works on a ``Game`` (engine/game.py), which owns the state; ``Game.new``,
``Game.legal_actions`` and ``Game.apply`` come here while ``game.phase`` is one of the
setup phases.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action, illegal
from .cards import CARDS_REVISION, CARDS_REVISIONS, PRINTED_CARDS, Catalog
from .hexgrid import Hex, bfs_distances, neighbours
from .kinds import RULES_REVISION, RULES_REVISIONS, ActionKind, EventKind, Phase
from .util import brief

if TYPE_CHECKING:
    from .game import Game, Tile


class SetupError(ValueError):
    """A game setup (armies, tiles, features) that breaks R1/R2; names the field."""


@dataclass
class PlayerSetup:
    units: list[str]
    tiles: list[str]
    home_feature: str

    def to_json(self) -> dict[str, Any]:
        return {
            "units": list(self.units),
            "tiles": list(self.tiles),
            "home_feature": self.home_feature,
        }


@dataclass
class GameSetup:
    """What the players agree before the map is drawn (R1, R2.1, R2.2)."""

    players: tuple[PlayerSetup, PlayerSetup]
    central_feature: str | None = None  # None: drawn at random (R2.2)
    point_limit: int = 50
    seed: int = 0
    draw_turns: int | None = 40  # R11.3 house rule: the turn limit; None turns it off
    rules: int = RULES_REVISION  # the RULES.md revision the game is played under
    #: The card revision whose dice the game uses (engine/cards.py: 1 printed, 2 issue 17's).
    cards_revision: int = CARDS_REVISION

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "central_feature": self.central_feature,
            "point_limit": self.point_limit,
            "seed": self.seed,
            "draw_turns": self.draw_turns,
            "rules": self.rules,
            "cards_revision": self.cards_revision,
        }

    @staticmethod
    def from_json(data: Any) -> GameSetup:
        if not isinstance(data, dict):
            raise SetupError("setup: expected an object")
        players = data.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise SetupError("setup.players: expected a list of two players")
        ps = []
        for i, p in enumerate(players):
            if not isinstance(p, dict):
                raise SetupError(f"setup.players[{i}]: expected an object")
            units, tiles, home = p.get("units"), p.get("tiles"), p.get("home_feature")
            if not isinstance(units, list) or not all(isinstance(u, str) for u in units):
                raise SetupError(f"setup.players[{i}].units: expected a list of card ids")
            if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
                raise SetupError(f"setup.players[{i}].tiles: expected a list of terrain ids")
            if not isinstance(home, str):
                raise SetupError(f"setup.players[{i}].home_feature: expected a feature id")
            ps.append(PlayerSetup(list(units), list(tiles), home))
        central = data.get("central_feature")
        if central is not None and not isinstance(central, str):
            raise SetupError("setup.central_feature: expected a feature id or null")
        limit = data.get("point_limit", 50)
        seed = data.get("seed", 0)
        draw = data.get("draw_turns", 40)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise SetupError("setup.point_limit: expected a positive integer")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("setup.seed: expected an integer")
        if draw is not None and (not isinstance(draw, int) or isinstance(draw, bool) or draw < 1):
            raise SetupError("setup.draw_turns: expected a positive integer or null")
        # A setup without ``rules`` is read as the current revision; saves written before
        # revision 2 get ``rules: 1`` from their migration (storage/saves.py).
        rules = data.get("rules", RULES_REVISION)
        if rules not in RULES_REVISIONS or isinstance(rules, bool):
            raise SetupError(
                f"setup.rules: rules revision {brief(rules)} is not known "
                f"(this version plays {', '.join(map(str, RULES_REVISIONS))})"
            )
        # A setup without ``cards_revision`` was written before the cards changed (issue 17):
        # it keeps meaning the printed dice (old saves, bug reports, test fixtures).
        cards = data.get("cards_revision", PRINTED_CARDS)
        if cards not in CARDS_REVISIONS or isinstance(cards, bool):
            raise SetupError(
                f"setup.cards_revision: card revision {brief(cards)} is not known "
                f"(this version has {', '.join(map(str, CARDS_REVISIONS))})"
            )
        return GameSetup((ps[0], ps[1]), central, limit, seed, draw, rules, cards)


@dataclass(frozen=True)
class ArmyProblem:
    """What R1.1 finds wrong with one army: ``"empty"`` (no unit) or ``"over_limit"``
    (``points`` above ``limit``). The engine words it for a file's error, the new game
    dialog in the player's language: one check, two voices."""

    kind: str
    points: int
    limit: int


def army_problem(catalog: Catalog, units: Iterable[str], limit: int) -> ArmyProblem | None:
    """R1.1 for one army (cards the catalogue does not know count 0 here; the caller
    reports them by name)."""
    ids = list(units)
    if not ids:
        return ArmyProblem("empty", 0, limit)
    total = sum(catalog.units[c].points for c in ids if c in catalog.units)
    return ArmyProblem("over_limit", total, limit) if total > limit else None


def validate_setup(setup: GameSetup, catalog: Catalog) -> None:
    """R1.1, R2.1, R2.2: raises SetupError naming the field."""
    for p, ps in enumerate(setup.players):
        where = f"setup.players[{p}]"
        problem = army_problem(catalog, ps.units, setup.point_limit)
        if problem is not None and problem.kind == "empty":
            raise SetupError(f"{where}.units: an army needs at least one unit")
        for i, cid in enumerate(ps.units):
            if cid not in catalog.units:
                raise SetupError(f"{where}.units[{i}]: unknown unit card {brief(cid)}")
        if problem is not None:
            raise SetupError(f"{where}.units: {problem.points} points is over the limit of "
                             f"{problem.limit} (R1.1)")
        if len(ps.tiles) != 6:
            raise SetupError(
                f"{where}.tiles: each player chooses 6 terrain tiles, got {len(ps.tiles)} (R2.1)"
            )
        for i, t in enumerate(ps.tiles):
            if t not in catalog.terrain:
                raise SetupError(f"{where}.tiles[{i}]: unknown terrain {brief(t)}")
        if ps.home_feature not in catalog.features:
            raise SetupError(f"{where}.home_feature: unknown feature {ps.home_feature!r}")
    if setup.central_feature is not None and setup.central_feature not in catalog.features:
        raise SetupError(f"setup.central_feature: unknown feature {setup.central_feature!r}")


def army_points(catalog: Catalog, units: Iterable[str]) -> int:
    return sum(catalog.units[c].points for c in units)


# ---------------------------------------------------------------------------- the phase


def begin(setup: GameSetup, catalog: Catalog) -> Game:
    """Validate the armies and tiles (R1, R2.1, R2.2) and begin map generation."""
    from .game import Game, Tile, Unit

    catalog = catalog.for_revision(setup.cards_revision)
    validate_setup(setup, catalog)
    g = Game(
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
    first = _draw_tile(g)
    _place_tile(g, (0, 0), Tile(first, central))  # R2.3
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
    _next_draw(g)
    return g


def _draw_tile(g: Game) -> str:
    i = g.dice.choice_index(len(g.bag))
    return g.bag.pop(i)


def _next_draw(g: Game) -> None:
    if g.bag:
        g.drawn = _draw_tile(g)
        g._emit({"kind": EventKind.DRAWN, "tile": g.drawn, "player": g.to_move})
    else:
        g.drawn = None
        g.phase = Phase.FEATURES
        g.setup_step = 0
        g.to_move = g.order[0]


def _place_tile(g: Game, h: Hex, tile: Tile) -> None:
    g.tiles[h] = tile
    around = neighbours(h)
    g.adj[h] = tuple(n for n in around if n in g.tiles)
    for n in g.adj[h]:
        g.adj[n] = tuple(m for m in neighbours(n) if m in g.tiles)
    g._slots.discard(h)
    g._slots.update(n for n in around if n not in g.tiles)


def tile_slots(g: Game) -> list[Hex]:
    """R2.5: empty spaces adjacent to at least one tile."""
    return sorted(g._slots)


def feature_slots(g: Game) -> list[Hex]:
    """R2.6 [reading, rev. 2]: the non-feature tiles farthest from the nearest feature
    already on the map (the central feature included). Revision 1 took the tiles
    farthest from the central feature first, which on a line-shaped map put both
    homes side by side at one end."""
    assert g.central is not None
    free = [h for h, t in g.tiles.items() if not t.feature]
    if not free:
        return []
    if g.rules >= 2:
        tables = [bfs_distances(g.adj, f) for f in g.features()]
        # A tile no feature reaches (a map in pieces cannot be drawn, but a loaded
        # one could be) counts as farthest.
        dist = {h: min(t.get(h, 10**6) for t in tables) for h in free}
        far = max(dist.values())
        return sorted(h for h in free if dist[h] == far)
    from_central = bfs_distances(g.adj, g.central)
    far = max(from_central.get(h, 0) for h in free)
    cands = [h for h in free if from_central.get(h, 0) == far]
    placed = g.features()
    tables = [bfs_distances(g.adj, f) for f in placed]

    def nearest(h: Hex) -> int:
        return min(t.get(h, 10**6) for t in tables)

    best = max(nearest(h) for h in cands)
    return sorted(h for h in cands if nearest(h) == best)


def placement_tiles(g: Game, player: int) -> list[Hex]:
    """R2.7: the home feature or a free tile adjacent to it."""
    home = next(
        (h for h, t in g.tiles.items() if t.feature and g.control.get(h) == player), None
    )
    if home is None:
        return []
    return sorted(h for h in (home, *g.adj[home]) if h not in g.occ)


def legal_actions(g: Game) -> list[Action]:
    """The placements setup offers now (R2.5, R2.6, R2.7)."""
    if g.phase == Phase.TILES:
        return [Action("place_tile", at=h) for h in tile_slots(g)]
    if g.phase == Phase.FEATURES:
        return [Action("place_feature", at=h) for h in feature_slots(g)]
    player = g.to_move
    tiles = placement_tiles(g, player)
    return [Action("place_unit", unit=u.id, at=h) for u in g.reserve(player) for h in tiles]


def apply(g: Game, action: Action) -> None:
    """Apply one setup placement; raises IllegalAction naming R2.5, R2.6 or R2.7."""
    from .game import MAP, Tile
    legal = legal_actions(g)
    if action not in legal:
        rule = {Phase.TILES: "R2.5", Phase.FEATURES: "R2.6", Phase.UNITS: "R2.7"}[g.phase]
        expected = {
            Phase.TILES: ActionKind.PLACE_TILE,
            Phase.FEATURES: ActionKind.PLACE_FEATURE,
            Phase.UNITS: ActionKind.PLACE_UNIT,
        }[g.phase]
        if action.kind != expected:
            raise illegal(action, rule, f"setup expects a {expected!r} action now")
        raise illegal(action, rule, "not an allowed placement")
    assert action.at is not None
    player = g.to_move
    if g.phase == Phase.TILES:
        assert g.drawn is not None
        _place_tile(g, action.at, Tile(g.drawn))
        g._emit(
            {
                "kind": EventKind.PLACED_TILE,
                "player": player,
                "at": list(action.at),
                "tile": g.drawn,
            }
        )
        g.to_move = 1 - player
        _next_draw(g)
    elif g.phase == Phase.FEATURES:
        feature = g.home_features[player]
        g.tiles[action.at] = Tile(g.tiles[action.at].terrain, feature)
        g.control[action.at] = player  # R10.1
        g._emit(
            {
                "kind": EventKind.PLACED_FEATURE,
                "player": player,
                "at": list(action.at),
                "feature": feature,
            }
        )
        g.setup_step += 1
        if g.setup_step >= 2:
            g.phase = Phase.UNITS
            g.setup_step = 0
            g.to_move = g.order[0]
            _next_placer(g, first=True)
        else:
            g.to_move = g.order[1]
    else:
        unit = g.units[action.unit]
        unit.where = MAP
        unit.at = action.at
        g.occ[action.at] = unit.id
        g.placed[player] += 1
        g._emit(
            {
                "kind": EventKind.PLACED_UNIT,
                "player": player,
                "unit": unit.id,
                "at": list(action.at),
            }
        )
        g.last_placer = player
        g.to_move = 1 - player
        _next_placer(g, first=False)


def _can_place(g: Game, player: int) -> bool:
    return (
        g.placed[player] < 3
        and bool(g.reserve(player))
        and bool(placement_tiles(g, player))
    )


def _next_placer(g: Game, first: bool) -> None:
    if _can_place(g, g.to_move):
        return
    if _can_place(g, 1 - g.to_move):
        g.to_move = 1 - g.to_move
        return
    # R2.8: the game begins with a turn of the player who placed the last unit.
    g.phase = Phase.PLAY
    g.to_move = g.last_placer if g.last_placer is not None else g.order[0]
    g.turn = 1
    g._emit({"kind": EventKind.GAME_START, "to_move": g.to_move})
    g._start_turn()
