"""Rules tests for army building (R1) and setup / map generation (R2) of docs/RULES.md.

Setup is driven through ``Game.new`` and ``legal_actions()`` / ``apply()``; the
expected results (allowed slots, feature tiles, placement order) are computed here
from the rules, independently of the engine.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from pocket_tactics_app.engine import Action, Game, IllegalAction, SetupError, default_catalog
from tests.engine.helpers import (
    MY_TILES,
    MY_UNITS,
    SF_TILES,
    SF_UNITS,
    TWO_SIDED_LINE,
    Hex,
    apply_all,
    neighbours,
    new_game,
    of_kind,
    path_distances,
    place_tiles,
    rolloff_winner,
    rolloffs,
)

CARDS = default_catalog()

# Seeds whose roll-off player 0 wins / player 1 wins; each test re-checks it from the
# roll-off dice, so a change of generator shows up as a clear failure.
SEEDS = (0, 4)


def points(units: list[str]) -> int:
    return sum(CARDS.units[u].points for u in units)


def expected_feature_slots(game: Game) -> set[Hex]:
    """R2.6 [reading, rev. 2], computed here: the non-feature tiles farthest (by path)
    from the nearest feature on the map, the central one included."""
    tiles = set(game.tiles)
    features = [h for h, t in game.tiles.items() if t.feature]
    free = [h for h in tiles if not game.tiles[h].feature]
    tables = [path_distances(tiles, f) for f in features]
    nearest = {h: min(t[h] for t in tables) for h in free}
    best = max(nearest.values())
    return {h for h in free if nearest[h] == best}


def expected_feature_slots_rev1(game: Game) -> set[Hex]:
    """R2.6 as revision 1 read it: non-feature tiles farthest (by path) from the central
    feature; among them those farthest from the nearest feature placed."""
    tiles = set(game.tiles)
    features = [h for h, t in game.tiles.items() if t.feature]
    central = (0, 0)
    from_central = path_distances(tiles, central)
    free = [h for h in tiles if not game.tiles[h].feature]
    far = max(from_central[h] for h in free)
    cands = [h for h in free if from_central[h] == far]
    tables = [path_distances(tiles, f) for f in features]

    def nearest(h: Hex) -> int:
        return min(t[h] for t in tables)

    best = max(nearest(h) for h in cands)
    return {h for h in cands if nearest(h) == best}


def legal_at(game: Game, kind: str) -> set[Hex]:
    out = set()
    for a in game.legal_actions():
        assert a.kind == kind, f"{a.kind} offered while setup expects {kind}"
        assert a.at is not None
        out.add(a.at)
    return out


def place_features(game: Game, *slots: Hex) -> list[dict[str, Any]]:
    return apply_all(game, [Action("place_feature", at=h) for h in slots])


def line_game(seed: int = 0, **kw: Any) -> Game:
    """A game whose map is the row q = -5..6 (tiles placed by hand), features next."""
    game = new_game(seed=seed, **kw)
    place_tiles(game, TWO_SIDED_LINE)
    assert game.phase == "features"
    return game


# ============================================================================ R1


def test_r1_1_default_point_limit_is_50() -> None:
    """R1.1: the agreed limit is 50 by default: a 50-point force is accepted, 56 is not."""
    from pocket_tactics_app.engine import GameSetup, PlayerSetup

    setup = GameSetup((PlayerSetup(SF_UNITS, SF_TILES, "colony"),
                       PlayerSetup(MY_UNITS, MY_TILES, "biomass")))
    assert setup.point_limit == 50
    assert points(SF_UNITS) == 50
    Game.new(setup, CARDS)  # exactly at the limit: fine
    over = SF_UNITS + ["colonial-astronaut"]
    assert points(over) == 56
    with pytest.raises(SetupError, match=r"players\[0\]\.units"):
        new_game(units0=over)
    with pytest.raises(SetupError, match=r"players\[1\]\.units"):
        new_game(units1=MY_UNITS + ["mytoan-soldier"])


def test_r1_1_players_may_agree_a_higher_limit() -> None:
    """R1.1: with an agreed limit of 100, a 100-point force is legal and 108 is not."""
    clf100 = ["cyber-grunt", "cyber-grunt", "mutant-rebel", "cyberteur", "hacker-proto-ox",
              "hacker-proto-ox", "cyber-doc", "cyber-commando"]
    assert points(clf100) == 100
    with pytest.raises(SetupError):
        new_game(units0=clf100)  # over the default 50
    game = new_game(units0=clf100, point_limit=100)
    assert sorted(u.card.id for u in game.units.values() if u.owner == 0) == sorted(clf100)
    with pytest.raises(SetupError):
        new_game(units0=clf100 + ["cyber-grunt"], point_limit=100)


def test_r1_1_army_problem_is_the_check_files_and_the_dialog_share() -> None:
    """R1.1 in one place: ``army_problem`` finds an empty army or one over the limit, and
    ``validate_setup`` raises on what it finds (the new game dialog words the same
    finding in the player's language)."""
    from pocket_tactics_app.engine.game import army_problem

    assert army_problem(CARDS, SF_UNITS, 50) is None
    empty = army_problem(CARDS, [], 50)
    assert empty is not None and (empty.kind, empty.points, empty.limit) == ("empty", 0, 50)
    over = army_problem(CARDS, SF_UNITS + ["colonial-astronaut"], 50)
    assert over is not None and (over.kind, over.points, over.limit) == ("over_limit", 56, 50)
    with pytest.raises(SetupError, match=r"units: 56 points is over the limit of 50 \(R1.1\)"):
        new_game(units0=SF_UNITS + ["colonial-astronaut"])
    with pytest.raises(SetupError, match="an army needs at least one unit"):
        new_game(units1=[])


def test_r1_2_custom_builds_and_repeated_cards() -> None:
    """R1.2: any card in any force, a card more than once (two Grunts, two Soldiers)."""
    mixed = ["cyber-grunt", "cyber-grunt", "mytoan-soldier", "mytoan-soldier",
             "colonial-astronaut"]
    assert points(mixed) == 38
    game = new_game(units0=mixed, units1=["space-force-captain", "mytoan-spore-wing"])
    mine = sorted(u.card.id for u in game.units.values() if u.owner == 0)
    assert mine == sorted(mixed)
    assert len({u.id for u in game.units.values()}) == 7  # every copy is its own unit


@pytest.mark.parametrize(("preset", "limit", "units", "tiles", "home"), [
    ("core-space-force", 50, SF_UNITS, SF_TILES, "colony"),
    ("core-mytoan", 50, MY_UNITS, MY_TILES, "biomass"),
    ("clf-50", 50, ["cyber-grunt", "cyberteur", "cyber-doc", "cyber-commando"],
     ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"], "badlands"),
    ("clf-100", 100, ["cyber-grunt", "cyber-grunt", "mutant-rebel", "cyberteur",
                      "hacker-proto-ox", "hacker-proto-ox", "cyber-doc", "cyber-commando"],
     ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"], "badlands"),
])
def test_r1_3_suggested_builds_are_presets(preset: str, limit: int, units: list[str],
                                          tiles: list[str], home: str) -> None:
    """R1.3 / CARDS.md: each suggested build is a named preset, exactly at its limit."""
    p = CARDS.presets[preset]
    assert p.point_limit == limit
    assert sorted(p.units) == sorted(units)
    assert sorted(p.tiles) == sorted(tiles)
    assert p.home_feature == home
    assert points(list(p.units)) == limit
    game = new_game(units0=list(p.units), tiles0=list(p.tiles), home0=p.home_feature,
                    point_limit=100)
    assert game.phase == "tiles"


# ============================================================================ R2


def test_r2_1_each_player_chooses_six_tiles() -> None:
    """R2.1: a player must choose 6 terrain tiles; 5 or 7 (or an unknown one) is refused."""
    with pytest.raises(SetupError, match=r"players\[0\]\.tiles"):
        new_game(tiles0=SF_TILES[:5])
    with pytest.raises(SetupError, match=r"players\[1\]\.tiles"):
        new_game(tiles1=MY_TILES + ["water"])
    with pytest.raises(SetupError, match=r"players\[0\]\.tiles"):
        new_game(tiles0=SF_TILES[:5] + ["lava"])
    with pytest.raises(SetupError, match=r"players\[1\]\.tiles"):
        new_game(tiles1=MY_TILES[:5] + ["colony"])  # a feature is not a terrain tile


@pytest.mark.parametrize("seed", [0, 4, 7, 12])
def test_r2_1_all_chosen_tiles_go_into_one_bag(seed: int) -> None:
    """R2.1, R2.3: the map ends up made of exactly the 12 tiles both players chose."""
    tiles0 = ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"]
    game = new_game(tiles0=tiles0, seed=seed)
    drawn = [game.tiles[(0, 0)].terrain]
    rng = random.Random(seed)
    while game.phase == "tiles":
        assert game.drawn is not None
        drawn.append(game.drawn)
        game.apply(rng.choice(game.legal_actions()))
    assert len(game.tiles) == 12
    assert Counter(t.terrain for t in game.tiles.values()) == Counter(tiles0 + MY_TILES)
    assert Counter(drawn) == Counter(tiles0 + MY_TILES)


def test_r2_1_bag_is_shuffled() -> None:
    """R2.1: the bag is shuffled: the order tiles come out of it varies with the seed."""
    orders = set()
    for seed in range(8):
        game = new_game(seed=seed, tiles0=["grid"] * 6)
        seq = [game.tiles[(0, 0)].terrain]
        while game.phase == "tiles":
            assert game.drawn is not None
            seq.append(game.drawn)
            game.apply(game.legal_actions()[0])
        orders.add(tuple(seq))
    assert len(orders) > 1


def test_r2_2_central_feature_agreed() -> None:
    """R2.2, R2.3: the agreed central feature is set into the first tile of the map."""
    for central in ("badlands", "colony", "biomass"):
        game = new_game(central=central)
        assert list(game.tiles) == [(0, 0)]
        assert game.tiles[(0, 0)].feature == central


def test_r2_2_central_feature_drawn_at_random() -> None:
    """R2.2: with no agreed central feature one is drawn at random from the features."""
    seen = set()
    for seed in range(20):
        game = new_game(central=None, seed=seed)
        feature = game.tiles[(0, 0)].feature
        assert feature in CARDS.features
        seen.add(feature)
    assert len(seen) > 1


def test_r2_2_each_player_has_own_home_feature() -> None:
    """R2.2, R2.6: each player's chosen home feature is the one they set into the map."""
    game = line_game(home0="badlands", home1="colony")
    first = rolloff_winner(game)
    place_features(game, (6, 0), (-5, 0))
    homes = {first: game.tiles[(6, 0)].feature, 1 - first: game.tiles[(-5, 0)].feature}
    assert homes == {0: "badlands", 1: "colony"}


def test_r2_3_first_tile_placed_before_any_player_places() -> None:
    """R2.3: one tile comes out of the bag first and is the map; 11 remain to place."""
    game = new_game(seed=3)
    assert set(game.tiles) == {(0, 0)}
    assert game.tiles[(0, 0)].terrain in ("wasteland", "water")
    placed = 0
    while game.phase == "tiles":
        game.apply(game.legal_actions()[0])
        placed += 1
    assert placed == 11


def test_r2_4_rolloff_winner_places_first() -> None:
    """R2.4, R2.5: the roll-off (player 0's die, then player 1's) decides who is first
    in roll-off order: the winner draws and places the first tile."""
    winners = set()
    for seed in SEEDS:
        game = new_game(seed=seed)
        rolls = rolloffs(game)
        r0, r1 = rolls[-1]
        winner = 0 if r0 > r1 else 1
        winners.add(winner)
        assert game.to_move == winner
        ev = game.apply(game.legal_actions()[0])
        assert of_kind(ev, "placed_tile")[0]["player"] == winner
    assert winners == {0, 1}, "SEEDS should cover both roll-off winners"


def test_r2_4_rolloff_ties_roll_again() -> None:
    """R0 roll-off, R2.4: equal dice roll again; the first unequal pair decides."""
    found = 0
    for seed in range(40):
        game = new_game(seed=seed)
        rolls = rolloffs(game)
        assert all(a == b for a, b in rolls[:-1])
        assert rolls[-1][0] != rolls[-1][1]
        if len(rolls) > 1:
            found += 1
            assert game.to_move == (0 if rolls[-1][0] > rolls[-1][1] else 1)
    assert found, "no tie among 40 seeds"


@pytest.mark.parametrize("seed", [0, 4, 5, 23])
def test_r2_5_players_alternate_drawing_and_placing_adjacent(seed: int) -> None:
    """R2.5: in roll-off order the players alternate; each places the tile just drawn,
    anywhere adjacent to at least one tile already on the map."""
    game = new_game(seed=seed)
    first = rolloff_winner(game)
    rng = random.Random(seed)
    turn = 0
    while game.phase == "tiles":
        expected_slots = {n for h in game.tiles for n in neighbours(h) if n not in game.tiles}
        assert legal_at(game, "place_tile") == expected_slots
        drawn = game.drawn
        assert game.to_move == (first if turn % 2 == 0 else 1 - first)
        action = rng.choice(game.legal_actions())
        ev = game.apply(action)
        placed = of_kind(ev, "placed_tile")[0]
        assert placed["player"] == (first if turn % 2 == 0 else 1 - first)
        assert action.at is not None
        assert game.tiles[action.at].terrain == drawn
        assert game.tiles[action.at].feature is None
        turn += 1
    assert turn == 11


def test_r2_5_tile_not_adjacent_is_refused() -> None:
    """R2.5: a tile must touch the map: a slot two steps away, or a taken one, is illegal."""
    game = new_game()
    with pytest.raises(IllegalAction):
        game.apply(Action("place_tile", at=(2, 0)))
    with pytest.raises(IllegalAction):
        game.apply(Action("place_tile", at=(0, 0)))
    game.apply(Action("place_tile", at=(1, 0)))
    assert (1, 0) in game.tiles


def test_r2_6_home_features_in_rolloff_order_farthest_from_center() -> None:
    """R2.6 [reading]: the map is the row q = -5..6 around the central feature at 0.
    First in roll-off order: only (6,0) (distance 6). Second: (5,0) and (-5,0) are both
    5 from the centre, but (5,0) is 1 from the first home, (-5,0) is 5: only (-5,0)."""
    game = line_game()
    first = rolloff_winner(game)
    assert game.to_move == first
    assert legal_at(game, "place_feature") == {(6, 0)}
    with pytest.raises(IllegalAction):
        game.apply(Action("place_feature", at=(-5, 0)))
    ev = place_features(game, (6, 0))
    assert of_kind(ev, "placed_feature")[0]["player"] == first
    assert game.to_move == 1 - first
    assert legal_at(game, "place_feature") == {(-5, 0)}
    with pytest.raises(IllegalAction):
        game.apply(Action("place_feature", at=(5, 0)))
    ev = place_features(game, (-5, 0))
    assert of_kind(ev, "placed_feature")[0]["player"] == 1 - first
    assert game.phase == "units"


def test_r2_6_player_picks_among_equal_tiles() -> None:
    """R2.6: when several tiles tie on both distances the player picks any of them.
    Map: row q = -5..5 plus (0,1): (-5,0) and (5,0) tie for the first home feature."""
    game = new_game(seed=4)
    place_tiles(game, [(1, 0), (-1, 0), (2, 0), (-2, 0), (3, 0), (-3, 0), (4, 0), (-4, 0),
                       (5, 0), (-5, 0), (0, 1)])
    assert legal_at(game, "place_feature") == {(5, 0), (-5, 0)}
    place_features(game, (-5, 0))
    assert legal_at(game, "place_feature") == {(5, 0)}


def test_r2_6_distance_is_shortest_path_over_tiles() -> None:
    """R2.6: distance is counted over tiles, not across void. The map hooks back: the
    last tile (-2,2) is two hexes from the centre as the crow flies but 11 steps by
    path, so it is the only allowed home tile; then the tiles halfway along the hook,
    5 steps from the nearer of the two features: (4,1) and (3,2)."""
    hook = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (3, 2), (2, 2), (1, 2), (0, 2),
            (-1, 2), (-2, 2)]
    game = new_game(seed=0)
    place_tiles(game, hook)
    assert path_distances(game.tiles, (0, 0))[(-2, 2)] == 11
    assert legal_at(game, "place_feature") == {(-2, 2)}
    place_features(game, (-2, 2))
    assert legal_at(game, "place_feature") == {(4, 1), (3, 2)}


def test_r2_6_homes_on_a_line_map_are_not_side_by_side() -> None:
    """R2.6 [reading, rev. 2]: the map is a line q = 0..11 with the centre at one end.
    The first home goes to the far end (11,0); the second as far as possible from both
    features: the middle, (5,0) or (6,0). Revision 1 measured from the centre first and
    put it at (10,0), beside the first home."""
    line = [(q, 0) for q in range(1, 12)]
    game = new_game(seed=0)
    place_tiles(game, line)
    assert legal_at(game, "place_feature") == {(11, 0)}
    place_features(game, (11, 0))
    assert legal_at(game, "place_feature") == {(5, 0), (6, 0)}
    old = new_game(seed=0, rules=1)
    place_tiles(old, line)
    place_features(old, (11, 0))
    assert legal_at(old, "place_feature") == {(10, 0)}


@pytest.mark.parametrize("seed", range(10))
def test_r2_6_distance_rule_on_random_maps(seed: int) -> None:
    """R2.6 [reading] on maps laid by random choices: the allowed tiles for each home
    feature are exactly those computed here from the rule."""
    game = new_game(seed=seed)
    rng = random.Random(1000 + seed)
    while game.phase == "tiles":
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(2):
        assert game.phase == "features"
        expected = expected_feature_slots(game)
        assert legal_at(game, "place_feature") == expected
        game.apply(Action("place_feature", at=rng.choice(sorted(expected))))
    assert game.phase in ("units", "play")


@pytest.mark.parametrize("seed", range(5))
def test_r2_6_rev1_distance_rule_on_random_maps(seed: int) -> None:
    """R2.6 as revision 1 read it (old saves) on random maps."""
    game = new_game(seed=seed, rules=1)
    rng = random.Random(1000 + seed)
    while game.phase == "tiles":
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(2):
        expected = expected_feature_slots_rev1(game)
        assert legal_at(game, "place_feature") == expected
        game.apply(Action("place_feature", at=rng.choice(sorted(expected))))


def _unit_phase(seed: int, units0: list[str], units1: list[str]) -> Game:
    """Row q = -5..6, homes at (6,0) (first in roll-off order) and (-5,0)."""
    game = new_game(seed=seed, units0=units0, units1=units1, point_limit=100)
    place_tiles(game, TWO_SIDED_LINE)
    place_features(game, (6, 0), (-5, 0))
    return game


def _wide_unit_phase(seed: int, units0: list[str], units1: list[str], **kw: Any) -> Game:
    """Rows r=0 (q=-2..3) and r=1 (q=-3..2): homes at (3,0) and (-3,1), each with two
    neighbouring tiles, so three units fit around each home."""
    game = new_game(seed=seed, units0=units0, units1=units1, point_limit=100, **kw)
    place_tiles(game, [(1, 0), (2, 0), (3, 0), (-1, 0), (-2, 0), (0, 1), (1, 1), (2, 1),
                       (-1, 1), (-2, 1), (-3, 1)])
    assert legal_at(game, "place_feature") == {(3, 0), (-3, 1), (2, 1)}
    place_features(game, (3, 0))
    assert legal_at(game, "place_feature") == {(-3, 1)}
    place_features(game, (-3, 1))
    return game


def _place_all(game: Game) -> list[tuple[int, Hex]]:
    """Place units with the first legal action; returns (player, tile) in order."""
    order = []
    while game.phase == "units":
        ev = game.apply(game.legal_actions()[0])
        e = of_kind(ev, "placed_unit")[0]
        order.append((e["player"], (e["at"][0], e["at"][1])))
    return order


@pytest.mark.parametrize("seed", SEEDS)
def test_r2_7_units_alternate_three_each_on_or_beside_home(seed: int) -> None:
    """R2.7: in roll-off order, one unit at a time, on the home feature or a free tile
    next to it, three each; the rest stays in the reserve."""
    game = _wide_unit_phase(seed, SF_UNITS, MY_UNITS)
    first = rolloff_winner(game)
    homes = {first: (3, 0), 1 - first: (-3, 1)}
    allowed = {p: {h, *[n for n in neighbours(h) if n in game.tiles]} for p, h in homes.items()}
    assert game.to_move == first
    order = _place_all(game)
    assert [p for p, _ in order] == [first, 1 - first] * 3
    for p, at in order:
        assert at in allowed[p]
    assert len({at for _, at in order}) == 6  # one unit per tile
    for p in (0, 1):
        assert len(game.on_map(p)) == 3
        assert len(game.reserve(p)) == 2


def test_r2_7_only_free_tiles_on_or_beside_home() -> None:
    """R2.7: the legal placements are exactly the free tiles among home + neighbours."""
    game = _wide_unit_phase(0, SF_UNITS, MY_UNITS)
    first = rolloff_winner(game)
    home = (3, 0)  # the first in roll-off order placed the first home feature there
    assert game.to_move == first
    tiles = {a.at for a in game.legal_actions()}
    assert tiles == {(3, 0), (2, 0), (2, 1)}
    assert {a.unit for a in game.legal_actions()} == {u.id for u in game.reserve(first)}
    game.apply(Action("place_unit", unit=game.reserve(first)[0].id, at=(2, 1)))
    second_tiles = {a.at for a in game.legal_actions()}
    assert second_tiles == {(-3, 1), (-2, 1), (-2, 0)}
    with pytest.raises(IllegalAction):
        game.apply(Action("place_unit", unit=game.reserve(1 - first)[0].id, at=(0, 0)))
    game.apply(Action("place_unit", unit=game.reserve(1 - first)[0].id, at=(-3, 1)))
    assert {a.at for a in game.legal_actions()} == {home, (2, 0)}  # (2,1) now taken


@pytest.mark.parametrize("seed", SEEDS)
def test_r2_7_fewer_when_force_runs_out(seed: int) -> None:
    """R2.7: a force of one unit places one; the other player goes on to place three."""
    game = _wide_unit_phase(seed, ["space-force-captain"], MY_UNITS)
    first = rolloff_winner(game)
    order = [p for p, _ in _place_all(game)]
    if first == 0:
        assert order == [0, 1, 1, 1]
    else:
        assert order == [1, 0, 1, 1]
    assert len(game.on_map(0)) == 1 and not game.reserve(0)
    assert len(game.on_map(1)) == 3


@pytest.mark.parametrize("seed", SEEDS)
def test_r2_7_fewer_when_free_tiles_run_out(seed: int) -> None:
    """R2.7: each home on the row q = -5..6 has one neighbour, so two units each fit."""
    game = _unit_phase(seed, SF_UNITS, MY_UNITS)
    first = rolloff_winner(game)
    order = _place_all(game)
    assert [p for p, _ in order] == [first, 1 - first] * 2
    assert {at for p, at in order if p == first} == {(6, 0), (5, 0)}
    assert {at for p, at in order if p != first} == {(-5, 0), (-4, 0)}
    assert len(game.reserve(0)) == 3 and len(game.reserve(1)) == 3


def test_r2_7_units_placed_are_deployed_hazards_do_not_apply() -> None:
    """R2.7, R8.2: units placed at setup are deployed: the Space Force units placed on
    Water tiles and on their Biomass home (a 4 DEF test for non-Fungal units) make no
    test and are not defeated."""
    for seed in SEEDS:
        game = _wide_unit_phase(seed, SF_UNITS, MY_UNITS, home0="biomass", home1="colony",
                                tiles0=["water"] * 6, tiles1=["water"] * 6)
        first = rolloff_winner(game)
        sf_home = (3, 0) if first == 0 else (-3, 1)
        assert game.tiles[sf_home].feature == "biomass"
        events = []
        while game.phase == "units":
            player = game.to_move
            home = sf_home if player == 0 else ((-3, 1) if first == 0 else (3, 0))
            # Space Force fills its Biomass home first, then the Water beside it.
            choice = next(a for a in game.legal_actions() if a.at == home) if not any(
                u.at == home for u in game.on_map(player)) else game.legal_actions()[0]
            events.extend(game.apply(choice))
        assert not of_kind(events, "test")
        assert not of_kind(events, "hazard")
        assert not of_kind(events, "defeated")
        sf_tiles = {u.at for u in game.on_map(0)}
        assert len(sf_tiles) == 3 and sf_home in sf_tiles
        assert {game.tiles[h].kind for h in sf_tiles} == {"biomass", "water"}


@pytest.mark.parametrize("seed", SEEDS)
def test_r2_8_game_begins_with_last_placer(seed: int) -> None:
    """R2.8: 3 + 3 placements starting with the roll-off winner end with the other
    player, who takes the first turn."""
    game = _wide_unit_phase(seed, SF_UNITS, MY_UNITS)
    order = _place_all(game)
    assert game.phase == "play"
    assert game.to_move == order[-1][0] == 1 - rolloff_winner(game)


@pytest.mark.parametrize("seed", SEEDS)
def test_r2_8_last_placer_when_one_force_is_short(seed: int) -> None:
    """R2.8: with a two-unit force for the roll-off loser, the winner places last
    (W, L, W, L, W) and so takes the first turn."""
    probe = new_game(seed=seed)
    first = rolloff_winner(probe)
    armies = [list(SF_UNITS), list(MY_UNITS)]
    armies[1 - first] = armies[1 - first][:2]
    game = _wide_unit_phase(seed, armies[0], armies[1])
    order = _place_all(game)
    assert [p for p, _ in order] == [first, 1 - first, first, 1 - first, first]
    assert game.phase == "play"
    assert game.to_move == first
