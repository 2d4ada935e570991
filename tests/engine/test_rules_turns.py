"""Rules tests for terms (R0), turns (R3), movement (R4), withdraw (R5), deploy (R9),
control (R10), victory (R11) and unit cards (R12) of docs/RULES.md.

Positions are built with ``tests.engine.helpers.make_position`` (the docs/POSITION.md
format). Map strings: ``w`` Wasteland, ``W`` Water, ``g`` Grid, ``B`` Badlands,
``C`` Colony, ``M`` Biomass, ``.`` void; a single string is the row r = 0 from q = 0.
"""

from __future__ import annotations

import pytest

from pocket_tactics_app.engine import PASS, Action, Game, IllegalAction, default_catalog
from pocket_tactics_app.engine.position import PositionError
from tests.engine.helpers import (
    MY_UNITS,
    SF_UNITS,
    ability,
    apply_all,
    attack,
    bump,
    control_of,
    custom_catalog,
    decision,
    deploy,
    deploys_of,
    disc_map,
    forced_left,
    kinds,
    line_map,
    make_position,
    move,
    moves_of,
    neighbours,
    new_game,
    of_kind,
    pass_out,
    place_tiles,
    rolloff_winner,
    targets_of,
    tile,
    where,
    with_tiles,
    withdraw,
)

CARDS = default_catalog()


# ============================================================================ R0 terms


def test_r0_adjacent_means_sharing_a_hex_edge() -> None:
    """R0: adjacent = sharing a hex edge: the six hexes around (0,0) and no other."""
    enemies = [(f"e{i}", "cyber-grunt", 1, h) for i, h in enumerate(neighbours((0, 0)))]
    far = ("far", "cyber-grunt", 1, (2, -1))
    game = make_position(disc_map(2), units=[("a", "mytoan-soldier", 0, (0, 0)), *enemies, far])
    assert targets_of(game, "a") == {f"e{i}" for i in range(6)}


def test_r0_distance_counts_steps_between_adjacent_tiles() -> None:
    """R0, R7.1: (0,0) and (2,0) are two hexes apart, but with (1,0) void the route over
    tiles is 3 steps: out of reach of Ranged 1 (2 steps), within reach of Ranged 2."""
    tiles = [tile((0, 0), "wasteland"), tile((1, -1), "wasteland"), tile((2, -1), "wasteland"),
             tile((2, 0), "wasteland")]
    marine = make_position(tiles, units=[("m", "space-force-marine", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (2, 0))])
    assert targets_of(marine, "m") == set()
    gunner = make_position(tiles, units=[("g", "long-gunner", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (2, 0))],
                           catalog=custom_catalog())
    assert targets_of(gunner, "g") == {"e"}


def test_r0_void_is_no_tile() -> None:
    """R0, R4.1: a space with no tile cannot be entered, and nothing can stand on it."""
    game = make_position("ww.w", units=[("a", "mytoan-soldier", 0, (1, 0)),
                                        ("e", "cyber-grunt", 1, (3, 0))])
    assert moves_of(game, "a") == {(0, 0)}
    with pytest.raises(IllegalAction):
        game.apply(move("a", (2, 0)))
    with pytest.raises(PositionError, match=r"units\[0\]\.at"):
        make_position("ww.w", units=[("a", "mytoan-soldier", 0, (2, 0))])


def test_r0_feature_tile_counts_as_the_feature() -> None:
    """R0, R8.3: a Colony set into a Water tile is a Colony: entering it makes no Water
    test (a forced 1 would fail one), and it gives the Colony's DEF bump."""
    tiles = [tile((0, 0), "wasteland"), tile((1, 0), "water", "colony"),
             tile((2, 0), "wasteland"), tile((3, 0), "wasteland", "colony")]
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))], dice=[1, 1],
                         control={(3, 0): 1})
    events = game.apply(move("a", (1, 0)))
    assert not of_kind(events, "test")
    assert where(game, "a") == ("map", (1, 0))
    assert forced_left(game) == [1, 1]


def test_r0_reserve_and_captives() -> None:
    """R0: reserve = neither on the map nor captured (may deploy); captives = enemy units
    a player has defeated (cannot be deployed by their owner)."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (3, 0)),
                                         ("e", "cyber-grunt", 1, (2, 0))],
                         reserve=[("r", "cyber-grunt", 0)],
                         captives=[("c", "cyber-grunt", 0)], control={(0, 0): 0})
    assert [u.id for u in game.reserve(0)] == ["r"]
    assert [u.id for u in game.captives(1)] == ["c"]
    assert game.captives(0) == []
    deployers = {a.unit for a in game.legal_actions() if a.kind == "deploy"}
    assert deployers == {"r"}
    with pytest.raises(IllegalAction):
        game.apply(deploy("c", (1, 0)))
    with pytest.raises(IllegalAction):
        game.apply(deploy("a", (1, 0)))  # on the map, not in the reserve


def test_r0_every_die_is_a_d6() -> None:
    """R0, Randomness: every die of the seeded generator is 1..6 and all faces occur."""
    seen: list[int] = []
    for seed in range(60):
        game = make_position("ww", units=[("a", "cyber-commando", 0, (0, 0)),
                                          ("d", "mytoan-spore-guard", 1, (1, 0))], seed=seed)
        for e in of_kind(game.apply(attack("a", "d")), "rolled"):
            seen += e["off"] + e["def"]
    assert len(seen) == 60 * 9
    assert set(seen) == {1, 2, 3, 4, 5, 6}


def test_r0_seed_and_actions_replay_exactly() -> None:
    """Randomness and record: the same position, seed and actions give the same dice."""
    def run(seed: int) -> list[dict[str, object]]:
        game = make_position("ww", units=[("a", "cyber-commando", 0, (0, 0)),
                                          ("d", "mytoan-spore-guard", 1, (1, 0))], seed=seed)
        return game.apply(attack("a", "d")) + pass_out(game)

    assert run(7) == run(7)
    assert any(run(7) != run(s) for s in range(8, 12))


# ============================================================================ R3 turns


def test_r3_1_players_alternate_one_action_each() -> None:
    """R3.1: a turn is one action; then the other player is to move and the first
    player's units cannot act."""
    game = make_position("wwwwww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                          ("e", "mytoan-soldier", 1, (5, 0))])
    assert game.to_move == 0
    game.apply(move("a", (1, 0)))
    assert game.to_move == 1
    assert {a.unit for a in game.legal_actions()} == {"e"}
    with pytest.raises(IllegalAction, match="R3.1"):
        game.apply(move("a", (2, 0)))
    game.apply(move("e", (4, 0)))
    assert game.to_move == 0


def test_r3_1_the_five_kinds_of_action() -> None:
    """R3.1: Move, Attack, Deploy, Withdraw and an action ability (Sabotage) are all the
    turn actions there are. Cyberteur at (1,0) between its own Colony (0,0) and the
    enemy's Colony (2,0) with an ally on its own (R5.1), an enemy at (1,-1), a unit in
    the reserve."""
    tiles = with_tiles(disc_map(2), tile((0, 0), "wasteland", "colony"),
                       tile((2, 0), "wasteland", "colony"))
    game = make_position(tiles, units=[("t", "cyberteur", 0, (1, 0)),
                                       ("b", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, -1))],
                         reserve=[("r", "cyber-grunt", 0)], control={(0, 0): 0, (2, 0): 1})
    assert kinds(game.legal_actions()) == {"move", "attack", "deploy", "withdraw", "ability"}


def test_r3_1_passive_abilities_are_not_actions() -> None:
    """R3.1: only abilities whose card says they take an action are actions: none of
    Survey, Shield Projector, Command, Spore Drop, Thick Hide, Infiltrate, Mind Fog,
    Wasteborn, Uplink is offered as an action."""
    passive = ["colonial-astronaut", "colonial-science-mech", "space-force-captain",
               "mytoan-spore-wing", "mytoan-spore-guard", "mytoan-interloper",
               "mytoan-psycho-pontiff", "mutant-rebel", "hacker-proto-ox"]
    units = [(f"u{i}", c, 0, (i, 0)) for i, c in enumerate(passive)]
    game = make_position("w" * 12, units=[*units, ("e", "cyber-grunt", 1, (11, 0))],
                         captives=[("c", "cyber-grunt", 0)])
    assert "ability" not in kinds(game.legal_actions())


def test_r3_2_pass_is_never_legal_between_turns() -> None:
    """R3.2: between turns pass is never offered, and applying it is refused (R3.2)."""
    game = make_position("www", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                       ("e", "mytoan-soldier", 1, (2, 0))])
    assert PASS not in game.legal_actions()
    assert "pass" not in kinds(game.legal_actions())
    with pytest.raises(IllegalAction, match="R3.2"):
        game.apply(PASS)
    assert game.to_move == 0


def test_r3_2_no_pass_even_with_one_legal_action() -> None:
    """R3.2: a player whose only legal action is one attack must take it."""
    game = make_position("ww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                      ("e", "mytoan-soldier", 1, (1, 0))])
    assert game.legal_actions() == [attack("a", "e")]
    with pytest.raises(IllegalAction, match="R3.2"):
        game.apply(PASS)


# ============================================================================ R4 movement


def test_r4_1_step_to_adjacent_unoccupied_tile() -> None:
    """R4.1: a step goes to an adjacent unoccupied tile; an enemy's tile is not one."""
    game = make_position("wwwww", units=[("a", "mytoan-soldier", 0, (2, 0)),
                                         ("e", "mytoan-soldier", 1, (3, 0))])
    assert moves_of(game, "a") == {(1, 0)}
    with pytest.raises(IllegalAction):
        game.apply(move("a", (3, 0)))
    game.apply(move("a", (1, 0)))
    assert where(game, "a") == ("map", (1, 0))
    assert game.unit_at((2, 0)) is None


def test_r4_1_void_cannot_be_entered() -> None:
    """R4.1: void cannot be entered, not even as a landing tile of a jump."""
    game = make_position("ww.ww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                         ("b", "mytoan-soldier", 0, (1, 0)),
                                         ("e", "mytoan-soldier", 1, (4, 0))])
    assert moves_of(game, "a") == set()
    assert moves_of(game, "b") == set()
    with pytest.raises(IllegalAction):
        game.apply(move("b", (2, 0)))


def test_r4_2_jump_over_ally() -> None:
    """R4.2: a step may go over an adjacent ally onto any unoccupied tile adjacent to
    that ally. Soldier (0,0), ally (1,0): five plain steps plus three jump landings."""
    game = make_position(disc_map(2), units=[("a", "mytoan-soldier", 0, (0, 0)),
                                             ("b", "mytoan-soldier", 0, (1, 0)),
                                             ("e", "mytoan-soldier", 1, (-2, 0))])
    assert moves_of(game, "a") == {(0, -1), (-1, 0), (-1, 1), (0, 1), (1, -1),
                                   (2, 0), (2, -1), (1, 1)}
    game.apply(move("a", (2, -1)))  # one step: the jump
    assert where(game, "a") == ("map", (2, -1))


def test_r4_2_one_ally_per_step() -> None:
    """R4.2: one ally per step: two allies in a row cannot be jumped at once."""
    game = make_position("wwwww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                         ("b", "mytoan-soldier", 0, (1, 0)),
                                         ("c", "mytoan-soldier", 0, (2, 0)),
                                         ("e", "mytoan-soldier", 1, (4, 0))])
    assert (3, 0) not in moves_of(game, "a")
    assert (3, 0) in moves_of(game, "b")  # b jumps c
    with pytest.raises(IllegalAction):
        game.apply(move("a", (3, 0)))


def test_r4_2_no_jump_over_enemy() -> None:
    """R4.2: only allies may be jumped (without Flying)."""
    game = make_position("www", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                       ("e", "mytoan-soldier", 1, (1, 0))])
    assert moves_of(game, "a") == set()
    with pytest.raises(IllegalAction):
        game.apply(move("a", (2, 0)))


def test_r4_3_move_is_one_step() -> None:
    """R4.3: a Move is one step for a unit without Swift or Flying."""
    game = make_position("wwww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                        ("e", "mytoan-soldier", 1, (3, 0))])
    assert moves_of(game, "a") == {(1, 0)}
    with pytest.raises(IllegalAction):
        game.apply(move("a", (1, 0), (2, 0)))


def test_r4_3_swift_one_further_step_may_stop_after_any() -> None:
    """R4.3: Swift 1 (Interloper): up to 2 steps; it may stop after the first."""
    game = make_position("wwwww", units=[("a", "mytoan-interloper", 0, (0, 0)),
                                         ("e", "mytoan-soldier", 1, (4, 0))])
    assert moves_of(game, "a") == {(1, 0), (2, 0)}
    with pytest.raises(IllegalAction, match="R4.3"):
        game.apply(move("a", (1, 0), (2, 0), (3, 0)))
    ev = game.apply(move("a", (1, 0)))
    assert of_kind(ev, "moved")[0]["path"] == [[1, 0]]
    assert where(game, "a") == ("map", (1, 0))


def test_r4_3_swift_step_may_be_a_jump() -> None:
    """R4.2, R4.3: a jump is one step: Swift 1 jumps an ally then steps once more."""
    game = make_position("wwwwww", units=[("a", "mytoan-interloper", 0, (0, 0)),
                                          ("b", "mytoan-soldier", 0, (1, 0)),
                                          ("e", "mytoan-soldier", 1, (5, 0))])
    assert moves_of(game, "a") == {(2, 0), (3, 0)}
    game.apply(move("a", (2, 0), (3, 0)))
    assert where(game, "a") == ("map", (3, 0))


def test_r4_3_flying_jumps_enemies() -> None:
    """R4.3: Flying 1 (Jump Trooper): 2 steps, and enemies may be jumped like allies."""
    units = [("e", "mytoan-soldier", 1, (1, 0)), ("f", "mytoan-soldier", 1, (4, 0))]
    flyer = make_position("wwwww", units=[("a", "space-force-jump-trooper", 0, (0, 0)), *units])
    assert moves_of(flyer, "a") == {(2, 0), (3, 0)}
    flyer.apply(move("a", (2, 0), (3, 0)))
    assert where(flyer, "a") == ("map", (3, 0))
    walker = make_position("wwwww", units=[("a", "mytoan-soldier", 0, (0, 0)), *units])
    assert moves_of(walker, "a") == set()


def test_r4_4_badlands_ends_a_move() -> None:
    """R4.4, CARDS.md Badlands: a unit entering Badlands ends its move there."""
    game = make_position("wBww", units=[("a", "mytoan-interloper", 0, (0, 0)),
                                        ("e", "mytoan-soldier", 1, (3, 0))])
    assert moves_of(game, "a") == {(1, 0)}
    with pytest.raises(IllegalAction):
        game.apply(move("a", (1, 0), (2, 0)))
    game.apply(move("a", (1, 0)))
    assert where(game, "a") == ("map", (1, 0))


def test_r4_4_badlands_entered_by_a_jump_ends_the_move() -> None:
    """R4.4: landing on Badlands after a jump ends the move too."""
    game = make_position("wwBww", units=[("a", "mytoan-interloper", 0, (0, 0)),
                                         ("b", "mytoan-soldier", 0, (1, 0)),
                                         ("e", "mytoan-soldier", 1, (4, 0))])
    assert moves_of(game, "a") == {(2, 0)}


def test_r4_4_jumping_over_badlands_does_not_end_the_move() -> None:
    """R4.4, R4.5: an ally standing on Badlands is jumped over; the Badlands tile is not
    entered, so the Swift unit may go on for its second step."""
    game = make_position("wBwww", units=[("a", "mytoan-interloper", 0, (0, 0)),
                                         ("b", "mytoan-soldier", 0, (1, 0)),
                                         ("e", "mytoan-soldier", 1, (4, 0))])
    assert moves_of(game, "a") == {(2, 0), (3, 0)}
    game.apply(move("a", (2, 0), (3, 0)))
    assert where(game, "a") == ("map", (3, 0))


def test_r4_4_badlands_does_not_stop_flying() -> None:
    """R4.4, CARDS.md Badlands "unless Flying": the Jump Trooper flies on through."""
    game = make_position("wBww", units=[("a", "space-force-jump-trooper", 0, (0, 0)),
                                        ("e", "mytoan-soldier", 1, (3, 0))])
    assert moves_of(game, "a") == {(1, 0), (2, 0)}
    game.apply(move("a", (1, 0), (2, 0)))
    assert where(game, "a") == ("map", (2, 0))


def test_r4_5_unit_drowns_midway_through_swift_move() -> None:
    """R4.5, R8.1: Cyberteur (Swift 1, DEF 1+1) moves (1,0) Water then (2,0). The Water
    test: DEF die 3, bumped to 4, still under 5: it is defeated on the Water tile, the
    rest of its move is not made and it joins the opponent's captives."""
    game = make_position("wWwww", units=[("t", "cyberteur", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))], dice=[3])
    events = game.apply(move("t", (1, 0), (2, 0)))
    assert of_kind(events, "hazard")[0]["at"] == [1, 0]
    assert of_kind(events, "rolled")[0]["def"] == [3]
    assert decision(game) == (0, "bump")
    events += apply_all(game, [bump("t", "def", 0)])
    assert of_kind(events, "bumped")[0]["value"] == 4
    events += pass_out(game)
    assert of_kind(events, "test")[-1]["result"] == "fail"
    assert of_kind(events, "defeated")[0]["unit"] == "t"
    assert where(game, "t") == ("captive", None)
    assert game.unit("t").held_by == 1
    assert game.unit_at((1, 0)) is None and game.unit_at((2, 0)) is None
    assert of_kind(events, "moved")[0]["path"] == [[1, 0]]
    assert forced_left(game) == []
    assert game.to_move == 1


def test_r4_5_hazard_passed_midway_move_goes_on() -> None:
    """R4.5: a passed test in the middle of a Swift move lets the move go on."""
    game = make_position("wWwww", units=[("t", "cyberteur", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))], dice=[5])
    events = game.apply(move("t", (1, 0), (2, 0)))
    assert game.pending is None
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "t") == ("map", (2, 0))


def test_r4_5_every_entered_tile_is_tested() -> None:
    """R4.5: two Water tiles entered in one Swift move mean two tests (two forced dice)."""
    game = make_position("wWWww", units=[("t", "cyberteur", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))], dice=[6, 5, 2])
    events = game.apply(move("t", (1, 0), (2, 0)))
    assert [e["at"] for e in of_kind(events, "hazard")] == [[1, 0], [2, 0]]
    assert [e["result"] for e in of_kind(events, "test")] == ["pass", "pass"]
    assert forced_left(game) == [2]
    assert where(game, "t") == ("map", (2, 0))


def test_r4_5_jumped_tile_is_not_entered() -> None:
    """R4.5: the tile jumped over is not entered: jumping an ally on Water, or (Flying)
    an enemy on Water, makes no test."""
    game = make_position("wWww", units=[("a", "mytoan-soldier", 0, (0, 0)),
                                        ("b", "colonial-astronaut", 0, (1, 0)),
                                        ("e", "mytoan-soldier", 1, (3, 0))], dice=[1, 1])
    events = game.apply(move("a", (2, 0)))
    assert not of_kind(events, "test") and not of_kind(events, "hazard")
    assert forced_left(game) == [1, 1]
    flyer = make_position("wWwww", units=[("j", "space-force-jump-trooper", 0, (0, 0)),
                                          ("e", "mytoan-soldier", 1, (1, 0)),
                                          ("f", "mytoan-soldier", 1, (4, 0))], dice=[1])
    events = flyer.apply(move("j", (2, 0)))
    assert not of_kind(events, "test")
    assert forced_left(flyer) == [1]


def test_r4_5_flying_landing_on_water_is_tested() -> None:
    """R4.5, R8.1: a Flying unit whose move ends on Water is tested there (DEF 1: a 4
    fails, so it is defeated)."""
    game = make_position("wwWww", units=[("j", "space-force-jump-trooper", 0, (0, 0)),
                                         ("e", "mytoan-soldier", 1, (1, 0)),
                                         ("f", "mytoan-soldier", 1, (4, 0))], dice=[4])
    events = game.apply(move("j", (2, 0))) + pass_out(game)
    assert of_kind(events, "hazard")[0]["at"] == [2, 0]
    assert of_kind(events, "test")[0]["result"] == "fail"
    assert where(game, "j") == ("captive", None)


def test_r4_5_flying_over_water_is_not_tested() -> None:
    """R4.5 [rev. 2]: a Flying unit is tested only where its move ends: jumping the enemy
    onto Water (2,0) and flying on to (3,0) makes no test (revision 1 tested it on the
    Water, where a 4 drowned it)."""
    game = make_position("wwWww", units=[("j", "space-force-jump-trooper", 0, (0, 0)),
                                         ("e", "mytoan-soldier", 1, (1, 0)),
                                         ("f", "mytoan-soldier", 1, (4, 0))], dice=[4])
    events = game.apply(move("j", (2, 0), (3, 0)))
    assert not of_kind(events, "hazard") and not of_kind(events, "test")
    assert where(game, "j") == ("map", (3, 0))
    assert forced_left(game) == [4]


def test_r4_5_rev1_flying_was_tested_on_every_tile_it_entered() -> None:
    """R4.5 as revision 1 read it (old saves): the Flying unit landing on Water in the
    middle of its move was tested there and drowned on a 4."""
    game = make_position("wwWww", units=[("j", "space-force-jump-trooper", 0, (0, 0)),
                                         ("e", "mytoan-soldier", 1, (1, 0)),
                                         ("f", "mytoan-soldier", 1, (4, 0))], dice=[4],
                         rules=1)
    events = game.apply(move("j", (2, 0), (3, 0))) + pass_out(game)
    assert of_kind(events, "hazard")[0]["at"] == [2, 0]
    assert of_kind(events, "test")[0]["result"] == "fail"
    assert where(game, "j") == ("captive", None)


# ============================================================================ R5 withdraw


def test_r5_1_rev1_withdraw_from_beside_a_controlled_feature() -> None:
    """R5.1 as revision 1 read it (old saves): a unit next to an empty feature its player
    controls returned to the reserve; the feature stayed controlled."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(0, 0): 0, (4, 0): 1}, rules=1)
    assert withdraw("a", (0, 0)) in game.legal_actions()
    events = game.apply(withdraw("a", (0, 0)))
    assert of_kind(events, "withdrawn")[0]["unit"] == "a"
    assert where(game, "a") == ("reserve", None)
    assert game.unit_at((1, 0)) is None
    assert control_of(game) == {(0, 0): 0, (4, 0): 1}
    assert game.to_move == 1


def test_r5_1_no_withdraw_into_an_empty_feature() -> None:
    """R5.1 [rev. 2]: an empty feature, even one the player controls, does not take a
    withdrawal: only "an occupied feature tile" does."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(0, 0): 0, (4, 0): 1})
    assert "withdraw" not in kinds(game.legal_actions())
    with pytest.raises(IllegalAction, match="R5.1"):
        game.apply(withdraw("a", (0, 0)))


def test_r5_1_step_off_and_withdraw_into_the_empty_feature_is_no_way_to_keep_control() -> None:
    """R5.1 [rev. 2], the loophole revision 1 left: a unit on its Colony steps off it,
    then withdraws "into" the empty Colony to keep control without a unit there. Under
    revision 2 only R5.2 is left, from the feature itself, which gives control up."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))],
                         control={(0, 0): 0, (4, 0): 1})
    apply_all(game, [move("a", (1, 0)), move("e", (3, 0))])
    assert withdraw("a", (0, 0)) not in game.legal_actions()
    old = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                        ("e", "cyber-grunt", 1, (4, 0))],
                        control={(0, 0): 0, (4, 0): 1}, rules=1)
    apply_all(old, [move("a", (1, 0)), move("e", (3, 0))])
    assert withdraw("a", (0, 0)) in old.legal_actions()


def test_r5_1_withdraw_into_a_feature_an_ally_occupies() -> None:
    """R5.1 [rev. 2]: an ally on an adjacent feature takes the withdrawal; the ally stays
    and so does control."""
    game = make_position("CwwwC", units=[("b", "cyber-grunt", 0, (0, 0)),
                                         ("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(0, 0): 0, (4, 0): 1})
    game.apply(withdraw("a", (0, 0)))
    assert where(game, "a") == ("reserve", None)
    assert where(game, "b") == ("map", (0, 0))
    assert control_of(game) == {(0, 0): 0, (4, 0): 1}
    assert game.to_move == 1


def test_r5_1_no_withdraw_to_uncontrolled_enemy_or_distant_feature() -> None:
    """R5.1: not beside an uncontrolled or enemy-controlled feature, nor from 2 away."""
    game = make_position("CwCww", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))], control={(2, 0): 1})
    assert "withdraw" not in kinds(game.legal_actions())
    with pytest.raises(IllegalAction):
        game.apply(withdraw("a", (0, 0)))
    with pytest.raises(IllegalAction):
        game.apply(withdraw("a", (2, 0)))
    far = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (2, 0)),
                                        ("e", "cyber-grunt", 1, (3, 0))], control={(0, 0): 0})
    assert not far.is_over()
    assert "withdraw" not in kinds(far.legal_actions())


def test_r5_2_withdraw_from_the_feature_gives_up_control() -> None:
    """R5.2, R10.3: a unit on its player's feature returns to the reserve; the feature
    becomes uncontrolled."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))], control={(0, 0): 0})
    events = game.apply(withdraw("a", (0, 0)))
    assert where(game, "a") == ("reserve", None)
    assert control_of(game) == {}
    assert of_kind(events, "control") == [{"kind": "control", "feature": [0, 0], "owner": None}]


# ============================================================================ R9 deploy


def test_r9_1_deploy_beside_a_controlled_feature() -> None:
    """R9.1: a reserve unit goes on a free tile adjacent to a feature its player
    controls: not on the feature, not beside an uncontrolled or enemy feature."""
    tiles = with_tiles(disc_map(2), tile((0, 0), "wasteland", "colony"),
                       tile((2, -2), "wasteland", "colony"), tile((-2, 2), "wasteland", "biomass"))
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (1, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))],
                         reserve=[("r", "cyber-grunt", 0)], control={(0, 0): 0, (2, -2): 1})
    assert deploys_of(game, "r") == {(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    with pytest.raises(IllegalAction, match="R9.1"):
        game.apply(deploy("r", (2, -1)))  # beside the enemy's Colony only
    with pytest.raises(IllegalAction, match="R9.1"):
        game.apply(deploy("r", (0, 0)))  # the feature itself
    events = game.apply(deploy("r", (0, 1)))
    assert of_kind(events, "deployed")[0]["at"] == [0, 1]
    assert where(game, "r") == ("map", (0, 1))
    assert game.to_move == 1  # the deploy was the turn


def test_r9_1_no_deploying_onto_the_enemy_home_beside_your_own() -> None:
    """R9.1 [rev. 2]: two Colonies side by side, (0,0) held by player 0 and the empty
    (1,0) held by player 1. Revision 1 let player 0 deploy onto (1,0), adjacent to its
    own Colony, taking control and winning at once (R11.2); now a feature is never a
    deploy tile, so deploying takes no control."""
    def game_for(rules: int) -> Game:
        return make_position("CCww", units=[("a", "cyber-grunt", 0, (0, 0)),
                                            ("e", "cyber-grunt", 1, (3, 0))],
                             reserve=[("r", "cyber-grunt", 0)],
                             control={(0, 0): 0, (1, 0): 1}, rules=rules)

    game = game_for(2)
    assert deploys_of(game, "r") == set()
    with pytest.raises(IllegalAction, match="R9.1"):
        game.apply(deploy("r", (1, 0)))
    old = game_for(1)
    assert deploys_of(old, "r") == {(1, 0)}
    old.apply(deploy("r", (1, 0)))
    assert old.winner == 0 and old.win_reason == "control"


def test_r9_1_spore_drop_and_infiltrate_do_not_deploy_onto_features() -> None:
    """R9.1 [rev. 2]: Spore Drop (beside the Spore Wing) and Infiltrate (beside any
    feature) follow the same restriction: the enemy's empty Colony (1,0) beside the Spore
    Wing, and the uncontrolled Biomass (3,0) beside the Colony, are not deploy tiles."""
    tiles = line_map("wCwMC")
    game = make_position(tiles, units=[("w", "mytoan-spore-wing", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (4, 0))],
                         reserve=[("r", "mytoan-soldier", 0), ("i", "mytoan-interloper", 0)],
                         control={(1, 0): 1, (4, 0): 1})
    assert deploys_of(game, "r") == set()
    assert deploys_of(game, "i") == {(2, 0)}
    old = make_position(tiles, units=[("w", "mytoan-spore-wing", 0, (0, 0)),
                                      ("e", "cyber-grunt", 1, (4, 0))],
                        reserve=[("r", "mytoan-soldier", 0), ("i", "mytoan-interloper", 0)],
                        control={(1, 0): 1, (4, 0): 1}, rules=1)
    assert deploys_of(old, "r") == {(1, 0)}
    assert deploys_of(old, "i") == {(1, 0), (2, 0), (3, 0)}


def test_r9_1_deployed_unit_ignores_hazard() -> None:
    """R9.1, R8.2: deploying onto Water makes no test (a forced 1 stays unused)."""
    game = make_position("CWwwC", units=[("e", "cyber-grunt", 1, (3, 0))],
                         reserve=[("r", "cyber-grunt", 0)], control={(0, 0): 0, (4, 0): 1},
                         dice=[1, 1])
    events = game.apply(deploy("r", (1, 0)))
    assert not of_kind(events, "test")
    assert where(game, "r") == ("map", (1, 0))
    assert forced_left(game) == [1, 1]


def test_r9_1_no_free_tile_no_deploy() -> None:
    """R9.1: with no free tile beside a controlled feature, a player cannot deploy."""
    game = make_position("wCwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("b", "cyber-grunt", 0, (2, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         reserve=[("r", "cyber-grunt", 0)], control={(1, 0): 0})
    assert not game.is_over()
    assert deploys_of(game, "r") == set()
    with pytest.raises(IllegalAction):
        game.apply(deploy("r", (1, 0)))


def test_r9_1_spore_drop_deploys_beside_the_spore_wing() -> None:
    """R9.1, CARDS.md Spore Drop: its player may deploy beside the Spore Wing as if it
    were a controlled feature; the opponent may not."""
    game = make_position(disc_map(1), units=[("w", "mytoan-spore-wing", 0, (0, 0)),
                                             ("e", "cyber-grunt", 1, (1, 0))],
                         reserve=[("r", "mytoan-soldier", 0), ("x", "cyber-grunt", 1)])
    assert deploys_of(game, "r") == set(neighbours((0, 0))) - {(1, 0)}
    game.apply(deploy("r", (-1, 0)))
    assert where(game, "r") == ("map", (-1, 0))
    assert deploys_of(game, "x") == set()


def test_r9_1_infiltrate_deploys_beside_any_feature() -> None:
    """R9.1, CARDS.md Infiltrate: the Interloper may be deployed beside any feature,
    controlled or not; another unit of the same player may not."""
    game = make_position("BwwwC", units=[("e", "cyber-grunt", 1, (2, 0))],
                         reserve=[("i", "mytoan-interloper", 0), ("s", "mytoan-soldier", 0)],
                         control={(4, 0): 1})
    assert deploys_of(game, "i") == {(1, 0), (3, 0)}
    assert deploys_of(game, "s") == set()
    game.apply(deploy("i", (3, 0)))
    assert where(game, "i") == ("map", (3, 0))


# ============================================================================ R10 control


def test_r10_1_home_features_controlled_central_not() -> None:
    """R10.1: at setup each player controls their home feature; the central does not."""
    game = new_game(seed=4)
    first = rolloff_winner(game)
    place_tiles(game, [(1, 0), (2, 0), (3, 0), (-1, 0), (-2, 0), (0, 1), (1, 1), (2, 1),
                       (-1, 1), (-2, 1), (-3, 1)])
    apply_all(game, [Action("place_feature", at=(3, 0)), Action("place_feature", at=(-3, 1))])
    assert control_of(game) == {(3, 0): first, (-3, 1): 1 - first}
    assert game.tiles[(0, 0)].feature == "badlands"


def test_r10_2_gain_control_by_ending_an_action_on_it() -> None:
    """R10.2 [reading]: a unit that ends its move on an uncontrolled feature takes it."""
    game = make_position("wCwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))], control={(4, 0): 1})
    events = game.apply(move("a", (1, 0)))
    assert control_of(game) == {(1, 0): 0, (4, 0): 1}
    assert of_kind(events, "control") == [{"kind": "control", "feature": [1, 0], "owner": 0}]


def test_r10_2_control_kept_after_leaving() -> None:
    """R10.2 [reading]: control stays with the player after the unit leaves."""
    game = make_position("wCwwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (4, 0))],
                         control={(1, 0): 0, (5, 0): 1})
    events = game.apply(move("a", (2, 0)))
    assert control_of(game) == {(1, 0): 0, (5, 0): 1}
    assert not of_kind(events, "control")


def test_r10_2_enemy_ending_an_action_on_it_takes_control() -> None:
    """R10.2: control is lost when an enemy unit ends an action on the feature."""
    game = make_position("wCwwwC", units=[("a", "cyber-grunt", 0, (4, 0)),
                                          ("e", "cyber-grunt", 1, (2, 0))],
                         control={(1, 0): 0}, to_move=1)
    events = game.apply(move("e", (1, 0)))
    assert control_of(game) == {(1, 0): 1}
    assert of_kind(events, "control") == [{"kind": "control", "feature": [1, 0], "owner": 1}]


def test_r10_2_passing_through_takes_no_control() -> None:
    """R10.2: a Swift unit moving across the enemy's Colony does not end an action on
    it: control does not change."""
    game = make_position("wCwwwC", units=[("t", "cyberteur", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (4, 0))],
                         control={(1, 0): 1, (5, 0): 0})
    game.apply(move("t", (1, 0), (2, 0)))
    assert where(game, "t") == ("map", (2, 0))
    assert control_of(game) == {(1, 0): 1, (5, 0): 0}


def test_r10_2_unit_defeated_entering_a_feature_takes_no_control() -> None:
    """R10.2, R8.1: a non-Fungal Grunt failing the Biomass 4 DEF test (dice 3, 2) is
    defeated there and takes no control."""
    game = make_position("wMwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))], dice=[3, 2])
    events = game.apply(move("a", (1, 0))) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "fail"
    assert where(game, "a") == ("captive", None)
    assert control_of(game) == {}


def test_r10_3_withdrawing_from_feature_makes_it_uncontrolled() -> None:
    """R10.3: returning to the reserve from the feature leaves it uncontrolled, and the
    withdrawing player cannot deploy beside it any more."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         reserve=[("r", "cyber-grunt", 0)], control={(0, 0): 0})
    assert deploys_of(game, "r") == {(1, 0)}
    game.apply(withdraw("a", (0, 0)))
    assert control_of(game) == {}
    game.apply(move("e", (2, 0)))
    assert deploys_of(game, "a") == set() and deploys_of(game, "r") == set()


def test_r10_sabotage_makes_an_enemy_feature_uncontrolled() -> None:
    """CARDS.md Sabotage (R3.1 action): an adjacent feature the enemy controls and no
    enemy occupies becomes uncontrolled; it is the Cyberteur's whole turn."""
    game = make_position("wCwwC", units=[("t", "cyberteur", 0, (2, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(1, 0): 1})
    assert ability("t", "sabotage", at=(1, 0)) in game.legal_actions()
    events = game.apply(ability("t", "sabotage", at=(1, 0)))
    assert control_of(game) == {}
    assert of_kind(events, "control") == [{"kind": "control", "feature": [1, 0], "owner": None}]
    assert where(game, "t") == ("map", (2, 0))
    assert game.to_move == 1


def test_r10_sabotage_only_enemy_controlled_unoccupied_adjacent_features() -> None:
    """CARDS.md Sabotage: not an enemy feature an enemy occupies, not an uncontrolled or
    own feature, not a feature two steps away."""
    tiles = line_map("CwCwC") + [tile((1, -1), "wasteland", "colony")]
    game = make_position(tiles, units=[("t", "cyberteur", 0, (1, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))],
                         control={(0, 0): 1, (2, 0): 1, (1, -1): 0, (4, 0): 1})
    offered = {a.at for a in game.legal_actions() if a.kind == "ability"}
    assert offered == {(0, 0)}
    for bad in ((2, 0), (1, -1), (4, 0)):
        with pytest.raises(IllegalAction):
            game.apply(ability("t", "sabotage", at=bad))


# ============================================================================ R11 victory


def test_r11_1_win_when_opponent_has_no_legal_action() -> None:
    """R11.1: player 1's only unit stands on a tile with void all round, nothing in
    reach, no reserve: when player 0's turn ends, player 1 has no legal action and
    player 0 wins."""
    game = make_position("www..w", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))])
    assert not game.is_over()
    events = game.apply(move("a", (1, 0)))
    assert game.is_over()
    assert game.winner == 0
    assert of_kind(events, "game_over")[0]["winner"] == 0
    assert game.legal_actions() == []


def test_r11_1_win_by_defeating_the_last_unit() -> None:
    """R11.1, R6.5: the opponent's last unit is defeated and its reserve is empty."""
    game = make_position("ww", units=[("a", "cyber-grunt", 0, (0, 0)),
                                      ("e", "cyber-grunt", 1, (1, 0))],
                         dice=[6, 6, 6, 6, 1, 1, 1, 1])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert of_kind(events, "defeated")[0]["unit"] == "e"
    assert game.winner == 0


def test_r11_1_reserve_that_can_deploy_keeps_the_game_going() -> None:
    """R11.1: a player with no unit on the map but a reserve unit that can deploy
    still has a legal action: the game goes on."""
    game = make_position("wwwC.C", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (1, 0))],
                         reserve=[("r", "cyber-grunt", 1)], control={(3, 0): 1},
                         dice=[6, 6, 6, 6, 1, 1, 1, 1])
    game.apply(attack("a", "e"))
    pass_out(game)
    assert where(game, "e") == ("captive", None)
    assert not game.is_over()
    assert game.to_move == 1
    assert deploys_of(game, "r") == {(2, 0)}


def test_r11_1_player_to_move_without_legal_action_loses() -> None:
    """R11.1: checked at the start of a turn: a position whose player to move has no
    legal action is won by the opponent."""
    game = make_position("w.w", units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))], to_move=0)
    assert game.is_over()
    assert game.winner == 1


def test_r11_2_win_by_control_of_every_feature() -> None:
    """R11.2: player 0 controls (0,0); its Grunt ends a move on player 1's Colony
    (2,0): it controls every feature and wins at once."""
    game = make_position("CwCww", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))],
                         control={(0, 0): 0, (2, 0): 1})
    events = game.apply(move("a", (2, 0)))
    assert game.is_over()
    assert game.winner == 0
    assert of_kind(events, "game_over")[0]["winner"] == 0


def test_r11_2_not_every_feature_no_win() -> None:
    """R11.2: two of three features is not enough; an uncontrolled one counts too."""
    game = make_position("CwCwCw", units=[("a", "cyber-grunt", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         control={(0, 0): 0, (2, 0): 1})
    game.apply(move("a", (2, 0)))
    assert not game.is_over()
    assert control_of(game) == {(0, 0): 0, (2, 0): 0}


def test_r11_3_draw_after_40_quiet_turns_by_default() -> None:
    """R11.3: with 39 quiet turns behind, one more move with no defeat and no control
    change makes the 40th: the game is a draw."""
    game = make_position("wwwwww", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))], turns_without_defeat=38)
    game.apply(move("a", (1, 0)))
    assert not game.is_over()
    events = game.apply(move("e", (4, 0)))
    assert game.is_over()
    assert game.winner == "draw"
    assert of_kind(events, "game_over")[0]["winner"] == "draw"


def test_r11_3_on_by_default_and_quiet_means_no_change() -> None:
    """R11.3: the house rule is on by default with 40 turns; a unit ending its move on a
    feature its player already controls changes nothing: a quiet turn."""
    from pocket_tactics_app.engine import GameSetup, PlayerSetup

    setup = GameSetup((PlayerSetup(SF_UNITS, ["water"] * 6, "colony"),
                       PlayerSetup(MY_UNITS, ["water"] * 6, "biomass")))
    assert setup.draw_turns == 40
    game = make_position("wCwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (4, 0))],
                         control={(1, 0): 0, (5, 0): 1}, turns_without_defeat=39)
    events = game.apply(move("a", (1, 0)))
    assert not of_kind(events, "control")
    assert game.winner == "draw"


def test_r11_3_number_of_turns_is_a_setting() -> None:
    """R11.3: the number is a setting: with 3, the third quiet turn draws."""
    game = make_position("wwwwww", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))], turn_limit=3)
    apply_all(game, [move("a", (1, 0)), move("e", (4, 0))])
    assert not game.is_over()
    game.apply(move("a", (2, 0)))
    assert game.winner == "draw"


def test_r11_3_house_rule_can_be_turned_off() -> None:
    """R11.3 [optional]: with the rule off, no number of quiet turns draws."""
    game = make_position("wwwwww", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         turns_without_defeat=500, turn_limit=None)
    apply_all(game, [move("a", (1, 0)), move("e", (4, 0))])
    assert not game.is_over()


def test_r11_3_change_of_control_does_not_restart_the_count() -> None:
    """R11.3 [rev. 2]: only a defeat restarts the count. Taking (1,0) is the second turn
    without a defeat: the limit of 2 ends the game, and player 0, holding the one
    controlled feature, wins on features."""
    game = make_position("wCwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))], turn_limit=2,
                         turns_without_defeat=1, control={(1, 0): 1})
    events = game.apply(move("a", (1, 0)))
    assert game.winner == 0 and game.win_reason == "turn_limit"
    assert of_kind(events, "game_over")[0] == {"kind": "game_over", "winner": 0,
                                                "reason": "turn_limit"}


def test_r11_3_giving_up_and_retaking_a_feature_does_not_dodge_the_limit() -> None:
    """R11.3 [rev. 2]: withdrawing from a feature (R5.2) and retaking it changes control
    twice; under revision 1 each reset the count, so a player could stall forever."""
    def play(rules: int) -> Game:
        game = make_position("CwwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                              ("b", "cyber-grunt", 0, (1, 0)),
                                              ("e", "cyber-grunt", 1, (5, 0))],
                             control={(0, 0): 0, (5, 0): 1}, turn_limit=4,
                             turns_without_defeat=1, rules=rules)
        apply_all(game, [withdraw("a", (0, 0)), move("e", (4, 0)), move("b", (0, 0))])
        return game

    assert play(2).winner == "draw"  # 1 + 3 turns: 4; one feature each: a draw
    old = play(1)
    assert not old.is_over() and old.turns_without_defeat == 0


def test_r11_3_the_limit_goes_to_the_player_with_more_features() -> None:
    """R11.3 [rev. 2]: when the count runs out, more features wins (player 1 holds two of
    three); equal numbers (as in the other R11.3 tests) are a draw."""
    game = make_position("CwCwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (4, 0))],
                         control={(0, 0): 0, (2, 0): 1, (5, 0): 1},
                         turns_without_defeat=39)
    game.apply(move("a", (0, 0)))  # onto its own Colony: no change of control
    assert game.winner == 1 and game.win_reason == "turn_limit"


def test_r11_3_rev1_change_of_control_restarted_the_count() -> None:
    """R11.3 as revision 1 read it (old saves): a change of control restarted the count,
    and the limit was always a draw."""
    game = make_position("wCwwwC", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))], turn_limit=2,
                         turns_without_defeat=1, control={(1, 0): 1}, rules=1)
    game.apply(move("a", (1, 0)))  # takes control: count back to 0
    assert not game.is_over()
    game.apply(move("e", (4, 0)))  # 1
    assert not game.is_over()
    game.apply(move("a", (2, 0)))  # 2: draw
    assert game.winner == "draw"


def test_r11_3_defeat_restarts_the_count_assault_without_defeat_does_not() -> None:
    """R11.3: an assault in which nobody is defeated is a quiet turn; a defeat (here a
    drowning) is not."""
    game = make_position("wwwwW", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("b", "cyber-grunt", 0, (3, 0)),
                                         ("e", "cyber-grunt", 1, (1, 0))],
                         turn_limit=2, turns_without_defeat=1, dice=[1, 1, 6, 6, 1, 1, 6, 6])
    game.apply(attack("a", "e"))
    pass_out(game)
    assert where(game, "e")[0] == "map" and where(game, "a")[0] == "map"
    assert game.winner == "draw"

    game = make_position("wwwwW", units=[("a", "cyber-grunt", 0, (0, 0)),
                                         ("b", "cyber-grunt", 0, (3, 0)),
                                         ("e", "cyber-grunt", 1, (1, 0))],
                         turn_limit=2, turns_without_defeat=1, dice=[1, 1])
    game.apply(move("b", (4, 0)))
    pass_out(game)
    assert where(game, "b") == ("captive", None)
    assert not game.is_over()
    game.apply(move("e", (2, 0)))  # 1 quiet turn
    assert not game.is_over()


def test_r11_3_rescue_is_neither_defeat_nor_control_change() -> None:
    """R11.3: a Reboot that brings a captive back is neither a defeat nor a change of
    control: with 39 quiet turns behind, it is the 40th quiet turn and draws."""
    game = make_position("wwwww", units=[("d", "cyber-doc", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (4, 0))],
                         captives=[("c", "cyber-grunt", 0)], turns_without_defeat=39, dice=[5])
    events = game.apply(ability("d", "reboot", target="c"))
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "c") == ("reserve", None)
    assert game.winner == "draw"


def test_r11_4_a_position_with_every_feature_held_is_over_on_loading() -> None:
    """R11.4: player 1 holds both features when the position is loaded: it is over at
    once, won by player 1 (R11.2), with no legal action; the game_over event says so."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(0, 0): 1, (4, 0): 1})
    assert game.is_over() and game.winner == 1 and game.win_reason == "control"
    assert game.legal_actions() == []
    assert of_kind(game.events, "game_over") == [{"kind": "game_over", "winner": 1,
                                                  "reason": "control"}]
    with pytest.raises(IllegalAction, match="R11"):
        game.apply(move("a", (2, 0)))


def test_r11_4_no_legal_action_for_the_player_to_act_is_over_on_loading() -> None:
    """R11.4, R11.1: the player to act has no unit on the map and nothing to deploy: the
    opponent wins as soon as the position is loaded."""
    game = make_position("CwwwC", units=[("e", "cyber-grunt", 1, (3, 0))],
                         captives=[("c", "cyber-grunt", 0)], control={(4, 0): 1})
    assert game.is_over() and game.winner == 1 and game.win_reason == "no_action"


def test_r11_4_control_decides_before_no_action() -> None:
    """R11.4: when both apply, R11.2 gives the winner: player 0 holds every feature and
    player 1, to move, has no legal action either: player 0 wins by control."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (1, 0))],
                         captives=[("c", "cyber-grunt", 1)],
                         control={(0, 0): 0, (4, 0): 0}, to_move=1)
    assert game.winner == 0 and game.win_reason == "control"


def test_r11_4_a_live_position_is_not_over() -> None:
    """R11.4 only ends positions that are over: one feature each, moves to make."""
    game = make_position("CwwwC", units=[("a", "cyber-grunt", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (3, 0))],
                         control={(0, 0): 0, (4, 0): 1})
    assert not game.is_over() and game.legal_actions()


# ============================================================================ R12 cards

# CARDS.md, column by column: types, points, OFF (dice, bumps), DEF, swift, flying,
# ranged, favored, abilities.
CARD_TABLE = {
    "colonial-astronaut": (("Human", "Colonist"), 6, (1, ()), (2, ()), 0, 0, 0, "colony",
                           ["survey"]),
    "space-force-marine": (("Human", "Soldier"), 9, (2, ()), (2, ()), 0, 0, 1, "colony", []),
    "colonial-science-mech": (("Robot", "Mechanical"), 11, (1, ()), (3, ()), 0, 0, 0,
                              "colony", ["shield-projector"]),
    "space-force-jump-trooper": (("Human", "Soldier"), 10, (2, ()), (1, ()), 0, 1, 0,
                                 "colony", []),
    "space-force-captain": (("Human", "Leader"), 14, (2, (1,)), (2, (1,)), 0, 0, 1, "colony",
                            ["command"]),
    "mytoan-spore-wing": (("Fungal", "Beast"), 10, (2, ()), (1, ()), 0, 1, 0, "biomass",
                          ["spore-drop"]),
    "mytoan-soldier": (("Fungal", "Soldier"), 8, (2, (1,)), (2, ()), 0, 0, 0, "biomass", []),
    "mytoan-spore-guard": (("Fungal", "Soldier"), 10, (1, ()), (3, (1,)), 0, 0, 0, "biomass",
                           ["thick-hide"]),
    "mytoan-interloper": (("Fungal", "Infiltrator"), 9, (2, ()), (1, (1,)), 1, 0, 0, "biomass",
                          ["infiltrate"]),
    "mytoan-psycho-pontiff": (("Fungal", "Psychic", "Leader"), 13, (2, (1,)), (2, (1,)), 0, 0, 1,
                              "biomass", ["mind-fog"]),
    "cyber-grunt": (("Human", "Cyborg"), 8, (2, (1,)), (2, ()), 0, 0, 0, "grid", []),
    "cyberteur": (("Human", "Cyborg", "Saboteur"), 13, (2, ()), (2, (1,)), 1, 0, 0, "grid",
                  ["sabotage"]),
    "cyber-doc": (("Human", "Cyborg", "Medic"), 12, (2, ()), (2, (1,)), 0, 0, 0, "grid",
                  ["reboot"]),
    "cyber-commando": (("Human", "Cyborg", "Soldier"), 17, (3, (1,)), (3, (1,)), 1, 0, 0, "grid",
                       []),
    "mutant-rebel": (("Mutant",), 10, (3, ()), (1, ()), 0, 0, 0, "wasteland", ["wasteborn"]),
    "hacker-proto-ox": (("Beast", "Cyborg"), 16, (3, (1,)), (3, ()), 0, 0, 0, "wasteland",
                        ["uplink"]),
}


@pytest.mark.parametrize("card_id", sorted(CARD_TABLE))
def test_r12_1_unit_cards_show_what_cards_md_says(card_id: str) -> None:
    """R12.1: name, types, points, OFF/DEF dice with bumps, Swift, Flying, Ranged,
    favored terrain and abilities, as in CARDS.md."""
    types, pts, off, def_, swift, flying, ranged, favored, abilities = CARD_TABLE[card_id]
    card = CARDS.units[card_id]
    assert card.types == types
    assert card.points == pts
    assert (card.off.dice, tuple(card.off.bumps)) == off
    assert (card.defence.dice, tuple(card.defence.bumps)) == def_
    assert (card.swift, card.flying, card.ranged) == (swift, flying, ranged)
    assert card.favored == favored
    assert [a.id for a in card.abilities] == abilities
    assert 0 <= card.off.dice <= 3 and 0 <= card.defence.dice <= 3


def test_r12_1_every_shipped_unit_card_is_listed() -> None:
    """R12.1, R1.3: the shipped catalogue is the sixteen units of CARDS.md; the sets
    total 50, 50 and 76 points."""
    assert set(CARDS.units) == set(CARD_TABLE)
    totals: dict[str, int] = {}
    for cid, row in CARD_TABLE.items():
        totals[CARDS.units[cid].faction] = totals.get(CARDS.units[cid].faction, 0) + row[1]
    assert sorted(totals.values()) == [50, 50, 76]
    assert sum(CARDS.units[c].points for c in SF_UNITS) == 50
    assert sum(CARDS.units[c].points for c in MY_UNITS) == 50


def test_r12_2_types_have_no_effect_of_their_own() -> None:
    """R12.2: Plain Grunt (Human) and Cyber Grunt (Human, Cyborg) have the same numbers;
    with no ability or terrain referring to Cyborg, the same assault plays the same."""
    results = []
    for card in ("plain-grunt", "cyber-grunt"):
        game = make_position("wwW", units=[("a", card, 0, (1, 0)),
                                           ("e", "mytoan-soldier", 1, (0, 0))],
                             dice=[5, 3, 4, 2, 4, 4, 5, 1], catalog=custom_catalog())
        legal = sorted(a.describe() for a in game.legal_actions())
        events = game.apply(attack("a", "e")) + pass_out(game)
        results.append((legal, events, where(game, "a"), where(game, "e")))
    assert results[0] == results[1]



def test_r3_1_every_action_effect_kind_is_implemented_once() -> None:
    """R3.1: every action effect kind a card may carry (cards.ACTION_EFFECTS) has its
    targets (board.ABILITY_TARGETS) and what it does (game.ACTION_ABILITIES), one entry
    each."""
    from pocket_tactics_app.engine.board import ABILITY_TARGETS
    from pocket_tactics_app.engine.cards import ACTION_EFFECTS
    from pocket_tactics_app.engine.game import ACTION_ABILITIES

    assert set(ACTION_ABILITIES) == set(ACTION_EFFECTS)
    assert set(ABILITY_TARGETS) == set(ACTION_EFFECTS)
