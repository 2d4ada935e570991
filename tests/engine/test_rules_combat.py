"""Rules tests for assaults (R6), ranged attacks (R7) and terrain, hazards, tests and
features (R8) of docs/RULES.md, with the abilities of docs/CARDS.md that act on them.

Dice are forced through the position's ``dice`` list, used in this order: attacker
OFF, attacker DEF, target OFF, target DEF (each in die order), then each re-roll as
it happens; a test rolls its dice in order. When a ranged target cannot reply, its
OFF dice and the attacker's DEF dice are not rolled (POSITION.md).

Unit numbers used below (CARDS.md's printed dice: these positions carry no
``cards_revision``, so they keep the cards they were written for, POSITION.md):
Cyber Grunt OFF 2 / DEF 2, favored Grid; Mytoan
Soldier OFF 2+1 / DEF 2; Space Force Marine OFF 2 / DEF 2+1, Ranged 1, favored
Colony; Mutant Rebel OFF 3 / DEF 1, favored Wasteland; Mytoan Spore Guard OFF 1 /
DEF 3+1. Grunts stand on Wasteland and others off their favored tile unless a test
wants a favored re-roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from pocket_tactics_app.engine import PASS, Game, IllegalAction, compare
from tests.engine.helpers import (
    UnitSpec,
    ability,
    apply_all,
    attack,
    bump,
    bump_options,
    custom_catalog,
    decision,
    disc_map,
    forced_left,
    hex_map,
    line_map,
    make_position,
    move,
    of_kind,
    pass_out,
    reroll,
    targets_of,
    tile,
    where,
)


def count_of(events: list[dict[str, Any]]) -> tuple[bool, bool]:
    """(target defeated, attacker defeated) from the count event of an assault."""
    (c,) = of_kind(events, "count")
    return c["target_defeated"], c["attacker_defeated"]


def rolled(events: list[dict[str, Any]]) -> dict[str, tuple[list[int], list[int]]]:
    return {e["unit"]: (e["off"], e["def"]) for e in of_kind(events, "rolled")}


def rerolls_available(game: Game, uid: str) -> int:
    """Play out the pending assault or test, re-rolling with ``uid`` whenever it may
    and passing otherwise: the number of re-rolls ``uid`` gets."""
    used = 0
    for _ in range(50):
        if game.pending is None:
            return used
        mine = [a for a in game.legal_actions() if a.kind == "reroll" and a.unit == uid]
        if mine:
            game.apply(mine[0])
            used += 1
        else:
            game.apply(PASS)
    raise AssertionError("decision loop")


def grunt_duel(dice: list[int], a_tile: str = "w", e_tile: str = "w",
               attacker: str = "cyber-grunt", target: str = "cyber-grunt") -> Game:
    """Attacker (player 0) at (0,0) next to its target (player 1) at (1,0); each side
    also has a far unit so that neither runs out of units or actions."""
    tiles = line_map(a_tile + e_tile + "www..ww")
    return make_position(tiles, units=[("a", attacker, 0, (0, 0)), ("e", target, 1, (1, 0)),
                                       ("a2", "cyber-grunt", 0, (7, 0)),
                                       ("e2", "cyber-grunt", 1, (8, 0))],
                         dice=dice, catalog=custom_catalog())


# ============================================================================ R6.1, R6.2


def test_r6_1_targets_adjacent_enemies_only() -> None:
    """R6.1: the active unit targets an adjacent enemy: not an ally, not an enemy two
    steps away (no Ranged)."""
    game = make_position(disc_map(2), units=[("a", "mytoan-soldier", 0, (0, 0)),
                                             ("b", "mytoan-soldier", 0, (1, 0)),
                                             ("e", "cyber-grunt", 1, (0, 1)),
                                             ("f", "cyber-grunt", 1, (2, 0))])
    assert targets_of(game, "a") == {"e"}
    with pytest.raises(IllegalAction, match="R6.1"):
        game.apply(attack("a", "b"))
    with pytest.raises(IllegalAction, match="R6.1"):
        game.apply(attack("a", "f"))


def test_r6_1_both_units_roll_the_dice_their_cards_show() -> None:
    """R6.1, R6.2: Commando (OFF 3, DEF 2) attacks Spore Guard (OFF 1, DEF 3): both take
    part, all dice rolled at once, in the order attacker OFF, attacker DEF, target
    OFF, target DEF."""
    game = make_position("ww", units=[("a", "cyber-commando", 0, (0, 0)),
                                      ("g", "mytoan-spore-guard", 1, (1, 0))],
                         dice=[1, 2, 3, 4, 5, 6, 1, 2, 3, 4])
    events = game.apply(attack("a", "g"))
    assert rolled(events) == {"a": ([1, 2, 3], [4, 5]), "g": ([6], [1, 2, 3])}
    assert forced_left(game) == [4]
    assert game.pending is not None  # decisions come only after every die is rolled


def test_r6_2_dice_are_rolled_before_any_decision() -> None:
    """R6.2: the first decision (the attacker's bump) already sees every die."""
    game = grunt_duel([3, 4, 2, 2, 1, 1, 4, 4], attacker="mytoan-soldier")
    events = game.apply(attack("a", "e"))
    assert rolled(events) == {"a": ([3, 4], [2, 2]), "e": ([1, 1], [4, 4])}
    assert decision(game) == (0, "bump")
    assert forced_left(game) == []


# ============================================================================ R6.3 bumps


def test_r6_3_bumps_alternate_starting_with_the_attacker() -> None:
    """R6.3: Soldier (OFF 2+1) attacks Marine (DEF 2+1). The attacker decides first;
    after it passes the defender may bump; after that the attacker may still bump; when
    neither has a bump left the phase ends. OFF 3,4 -> 3,5 against DEF 4,4 -> 5,4: 5=5,
    3<4, the Marine is safe."""
    game = grunt_duel([3, 4, 2, 2, 1, 1, 4, 4], attacker="mytoan-soldier",
                      target="space-force-marine")
    events = game.apply(attack("a", "e"))
    assert decision(game) == (0, "bump")
    assert bump_options(game) == {("a", "off", 0, 0), ("a", "off", 1, 0)}
    events += game.apply(PASS)
    assert decision(game) == (1, "bump")
    assert bump_options(game) == {("e", "def", 0, 0), ("e", "def", 1, 0)}
    events += game.apply(bump("e", "def", 0))
    assert decision(game) == (0, "bump")  # a pass followed by a bump is not two passes
    events += game.apply(bump("a", "off", 1))
    assert game.pending is None
    assert [(e["unit"], e["colour"], e["die"], e["value"]) for e in of_kind(events, "bumped")] \
        == [("e", "def", 0, 5), ("a", "off", 1, 5)]
    assert count_of(events) == (False, False)


def test_r6_3_two_passes_in_a_row_end_the_bump_phase() -> None:
    """R6.3: the phase ends when both players pass in a row, bumps unused; the Soldier's
    re-roll (one adjacent ally) comes next. OFF 4,3 vs DEF 4,4: safe."""
    tiles = line_map("wwwwww", q0=-1)
    game = make_position(tiles, units=[("a", "mytoan-soldier", 0, (0, 0)),
                                       ("b", "cyber-grunt", 0, (-1, 0)),
                                       ("e", "space-force-marine", 1, (1, 0)),
                                       ("e2", "cyber-grunt", 1, (4, 0))],
                         dice=[4, 3, 2, 2, 1, 1, 4, 4])
    events = game.apply(attack("a", "e"))
    events += game.apply(PASS)
    assert decision(game) == (1, "bump")
    events += game.apply(PASS)
    assert decision(game) == (0, "reroll")
    assert not of_kind(events, "bumped")
    events += pass_out(game)
    assert count_of(events) == (False, False)


def test_r6_3_bump_raises_at_most_to_6() -> None:
    """R6.3: a +2 bump on a 5 makes 6, not 7. Heavy Hitter (OFF 1 with +2) rolls 5
    against DEF 6,1: 6=6, then its OFF runs out: safe (a 7 would defeat)."""
    game = grunt_duel([5, 6, 1, 1, 1, 6], attacker="heavy-hitter")
    events = game.apply(attack("a", "e"))
    events += game.apply(bump("a", "off", 0))
    assert of_kind(events, "bumped")[0]["value"] == 6
    events += pass_out(game)
    assert count_of(events) == (False, False)
    assert where(game, "e") == ("map", (1, 0))


def test_r6_3_each_bump_used_at_most_once() -> None:
    """R6.3: Soldier on Biomass has two OFF bumps (card +1, Biomass +1). Once bump 0 is
    used it cannot be used again; bump 1 still can, on the same die."""
    tiles = line_map("Mwww.wC")  # the far Colony keeps the position from being over (R11.4)
    game = make_position(tiles, units=[("a", "mytoan-soldier", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("e2", "cyber-grunt", 1, (6, 0))],
                         dice=[3, 1, 2, 2, 1, 1, 5, 1], control={(0, 0): 0})
    events = game.apply(attack("a", "e"))
    assert bump_options(game) == {("a", "off", 0, 0), ("a", "off", 1, 0),
                                  ("a", "off", 0, 1), ("a", "off", 1, 1)}
    events += game.apply(bump("a", "off", 0, 0))
    assert decision(game) == (0, "bump")  # the Grunt has no bump: the attacker again
    assert bump_options(game) == {("a", "off", 0, 1), ("a", "off", 1, 1)}
    with pytest.raises(IllegalAction):
        game.apply(bump("a", "off", 1, 0))
    events += game.apply(bump("a", "off", 0, 1))
    assert [e["value"] for e in of_kind(events, "bumped")] == [4, 5]
    events += pass_out(game)
    assert count_of(events) == (False, False)  # OFF 5,1 vs DEF 5,1: all equal, safe


def test_r6_3_bump_can_turn_a_tie_into_a_defeat() -> None:
    """R6.3, R6.5: OFF 4,1 vs DEF 4,1 is safe; the Soldier bumps the 1 to 2: defeated."""
    game = grunt_duel([4, 1, 2, 2, 1, 1, 4, 1], attacker="mytoan-soldier")
    events = game.apply(attack("a", "e")) + game.apply(bump("a", "off", 1))
    events += pass_out(game)
    assert count_of(events) == (True, False)
    assert where(game, "e") == ("captive", None)


def test_r6_3_shield_projector_gives_adjacent_allies_a_def_bump() -> None:
    """CARDS.md Shield Projector (R6.3): a Grunt next to an allied Science Mech has a DEF
    bump in assaults. Soldier OFF 4,3 vs Grunt DEF 4,2 -> 5,2: safe (4,2 would lose)."""
    game = make_position("wwwwww", units=[("s", "mytoan-soldier", 1, (0, 0)),
                                          ("g", "cyber-grunt", 0, (1, 0)),
                                          ("m", "colonial-science-mech", 0, (2, 0)),
                                          ("s2", "mytoan-soldier", 1, (5, 0))],
                         to_move=1, dice=[4, 3, 1, 1, 1, 1, 4, 2])
    events = game.apply(attack("s", "g"))
    events += game.apply(PASS)  # the Soldier keeps its OFF bump
    assert decision(game) == (0, "bump")
    assert bump_options(game) == {("g", "def", 0, 0), ("g", "def", 1, 0)}
    events += game.apply(bump("g", "def", 0))
    events += pass_out(game)
    assert count_of(events) == (False, False)


def test_r6_3_shield_projector_not_for_itself_nor_enemies() -> None:
    """CARDS.md Shield Projector: only allies adjacent to the Mech: the Mech itself has
    just its card's DEF bump, an adjacent enemy gets nothing."""
    game = make_position("wwww", units=[("s", "mytoan-soldier", 1, (0, 0)),
                                        ("m", "colonial-science-mech", 0, (1, 0)),
                                        ("g", "cyber-grunt", 0, (2, 0)),
                                        ("s2", "mytoan-soldier", 1, (3, 0))],
                         to_move=1, dice=[4, 3, 1, 1, 1, 4, 4, 2])
    game.apply(attack("s", "m"))
    game.apply(PASS)
    assert {b[3] for b in bump_options(game) if b[1] == "def"} == {0}  # one DEF bump
    pass_out(game)
    game2 = make_position("wwww", units=[("g", "cyber-grunt", 1, (0, 0)),
                                         ("e", "cyber-grunt", 0, (1, 0)),
                                         ("m", "colonial-science-mech", 1, (2, 0)),
                                         ("x", "cyber-grunt", 0, (3, 0))],
                          to_move=1, dice=[4, 3, 1, 1, 1, 1, 4, 2])
    game2.apply(attack("g", "e"))
    # the defender is next to an *enemy* Mech: no bump for anyone, nothing to decide
    assert game2.pending is None


def test_r6_3_thick_hide_only_as_target_of_a_ranged_attack() -> None:
    """CARDS.md Thick Hide: Spore Guard has an extra DEF bump when the target of a
    ranged attack (two DEF bumps), only its card bump in melee."""
    ranged = make_position("www", units=[("m", "space-force-marine", 0, (0, 0)),
                                         ("g", "mytoan-spore-guard", 1, (2, 0))],
                           dice=[6, 5, 4, 3, 2])
    ranged.apply(attack("m", "g"))
    assert decision(ranged) == (1, "bump")
    assert {b[3] for b in bump_options(ranged)} == {0, 1}
    melee = make_position("www", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("g", "mytoan-spore-guard", 1, (1, 0))],
                          dice=[6, 5, 1, 1, 1, 4, 3, 2])
    melee.apply(attack("m", "g"))
    melee.apply(PASS)  # the Marine's own DEF bump
    assert decision(melee) == (1, "bump")
    assert {b[3] for b in bump_options(melee) if b[1] == "def"} == {0}


def test_r6_3_uplink_gives_adjacent_cyborg_allies_an_off_bump() -> None:
    """CARDS.md Uplink, R12.2: a Cyber Grunt (Cyborg) next to an allied Proto-Ox has an
    OFF bump in assaults; the Plain Grunt (Human, not Cyborg) does not."""
    for card, expected in (("cyber-grunt", {("a", "off", 0, 0), ("a", "off", 1, 0)}),
                           ("plain-grunt", set())):
        game = make_position("wwwww", units=[("x", "hacker-proto-ox", 0, (0, 0)),
                                             ("a", card, 0, (1, 0)),
                                             ("e", "cyber-grunt", 1, (2, 0)),
                                             ("e2", "cyber-grunt", 1, (4, 0))],
                             dice=[3, 3, 1, 1, 1, 1, 4, 4], catalog=custom_catalog())
        game.apply(attack("a", "e"))
        if expected:
            assert decision(game) == (0, "bump")
        assert bump_options(game) == expected


# ============================================================================ R6.4 re-rolls


def test_r6_4_one_reroll_per_adjacent_ally() -> None:
    """R6.4: support: the Soldier has one re-roll per adjacent ally: two allies, two
    re-rolls (two forced re-roll dice used, the third left); one ally, one."""
    tiles = disc_map(2)
    allies = [("b", "cyber-grunt", 0, (-1, 0)), ("c", "cyber-grunt", 0, (0, 1))]
    base = [("a", "mytoan-soldier", 0, (0, 0)), ("e", "cyber-grunt", 1, (1, 0)),
            ("e2", "cyber-grunt", 1, (2, -2))]
    dice = [1, 1, 6, 6, 1, 1, 5, 5, 2, 3, 4]
    two = make_position(tiles, units=base + allies, dice=dice)
    two.apply(attack("a", "e"))
    assert rerolls_available(two, "a") == 2
    assert forced_left(two) == [4]
    one = make_position(tiles, units=base + allies[:1], dice=dice)
    one.apply(attack("a", "e"))
    assert rerolls_available(one, "a") == 1
    none = make_position(tiles, units=base, dice=dice)
    none.apply(attack("a", "e"))
    assert rerolls_available(none, "a") == 0


def test_r6_4_favored_terrain_gives_a_reroll() -> None:
    """R6.4: one re-roll on the unit's favored terrain: a Cyber Grunt on Grid has one,
    on Wasteland none, on a Colony set into Grid none (the tile counts as Colony, R8.3)."""
    for a_tile, expected in (("g", 1), ("w", 0)):
        game = grunt_duel([1, 1, 6, 6, 1, 1, 5, 5], a_tile=a_tile)
        game.apply(attack("a", "e"))
        assert rerolls_available(game, "a") == expected, a_tile
    tiles = [tile((0, 0), "grid", "colony"), tile((1, 0), "wasteland"),
             tile((3, 0), "wasteland", "colony")]
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0))],
                         control={(0, 0): 0, (3, 0): 1}, dice=[1, 1, 6, 6, 1, 1, 5, 5])
    game.apply(attack("a", "e"))
    assert rerolls_available(game, "a") == 0


def test_r6_4_the_attacker_takes_all_its_rerolls_first() -> None:
    """R6.4 [reading, rev. 2]: the Grunt on Grid with a supporter has two re-rolls and
    takes them one after the other, seeing each result (1 -> 2, then 1 -> 3); only then
    does the defender re-roll (DEF 5 -> 4). OFF 3,2 vs DEF 5,4: safe."""
    tiles = [tile((-1, 0), "wasteland"), tile((0, 0), "grid")] + line_map("ww", q0=1) \
        + line_map("w..w", q0=4)
    game = make_position(tiles, units=[("b", "cyber-grunt", 0, (-1, 0)),
                                       ("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("f", "cyber-grunt", 1, (2, 0)),
                                       ("e2", "cyber-grunt", 1, (7, 0))],
                         dice=[1, 1, 6, 6, 1, 1, 5, 5, 2, 3, 4])
    events = game.apply(attack("a", "e"))
    assert decision(game) == (0, "reroll")
    events += game.apply(reroll("a", "off", 0))
    assert decision(game) == (0, "reroll")  # still the attacker's: one re-roll left
    events += game.apply(reroll("a", "off", 1))
    assert decision(game) == (1, "reroll")  # the attacker has none left: the defender
    events += game.apply(reroll("e", "def", 0))
    assert game.pending is None
    assert [(e["unit"], e["old"], e["value"]) for e in of_kind(events, "rerolled")] == \
        [("a", 1, 2), ("a", 1, 3), ("e", 5, 4)]
    assert count_of(events) == (False, False)


def test_r6_4_a_player_who_passed_cannot_reroll_again() -> None:
    """R6.4 [reading, rev. 2]: both Grunts have one supporter. The attacker passes; the
    defender re-rolls a DEF 5 into a 2, and the phase is over: the attacker had its turn
    and cannot answer (revision 1 let it, and a 6 defeated the target). OFF 1,1 vs DEF
    5,2: safe."""
    tiles = line_map("wwww", q0=-1) + line_map("w..w", q0=4)
    game = make_position(tiles, units=[("b", "cyber-grunt", 0, (-1, 0)),
                                       ("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("f", "cyber-grunt", 1, (2, 0)),
                                       ("e2", "cyber-grunt", 1, (7, 0))],
                         dice=[1, 1, 6, 6, 1, 1, 5, 5, 2, 6])
    events = game.apply(attack("a", "e"))
    assert decision(game) == (0, "reroll")
    events += game.apply(PASS)
    assert decision(game) == (1, "reroll")
    events += game.apply(reroll("e", "def", 0))
    assert game.pending is None
    assert count_of(events) == (False, False)
    assert forced_left(game) == [6]


def test_r6_4_rev1_rerolls_alternated_starting_with_the_attacker() -> None:
    """R6.4 as revision 1 read it (old saves): both Grunts have one supporter. The
    attacker decides first and passes; the defender re-rolls a DEF 5 into a 2; the
    attacker may still re-roll and turns a 1 into a 6: OFF 6,1 vs DEF 5,2: defeated."""
    tiles = line_map("wwww", q0=-1) + line_map("w..w", q0=4)
    game = make_position(tiles, units=[("b", "cyber-grunt", 0, (-1, 0)),
                                       ("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("f", "cyber-grunt", 1, (2, 0)),
                                       ("e2", "cyber-grunt", 1, (7, 0))],
                         dice=[1, 1, 6, 6, 1, 1, 5, 5, 2, 6], rules=1)
    events = game.apply(attack("a", "e"))
    assert decision(game) == (0, "reroll")  # no bumps at all: straight to re-rolls
    events += game.apply(PASS)
    assert decision(game) == (1, "reroll")
    events += game.apply(reroll("e", "def", 0))
    assert decision(game) == (0, "reroll")
    events += game.apply(reroll("a", "off", 1))
    assert game.pending is None
    assert [(e["unit"], e["old"], e["value"]) for e in of_kind(events, "rerolled")] == \
        [("e", 5, 2), ("a", 1, 6)]
    assert count_of(events) == (True, False)


def test_r6_4_rerolled_die_takes_new_result_and_loses_its_bump() -> None:
    """R6.4: Soldier OFF 3,1; it bumps the 3 to 4 (4,1 beats DEF 3,1). It then re-rolls
    that die and gets 3: the die is 3, the bump is gone: 3,1 vs 3,1 is safe."""
    tiles = line_map("wwww.w", q0=-1)
    game = make_position(tiles, units=[("b", "cyber-grunt", 0, (-1, 0)),
                                       ("a", "mytoan-soldier", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("e2", "cyber-grunt", 1, (4, 0))],
                         dice=[3, 1, 6, 6, 1, 1, 3, 1, 3])
    events = game.apply(attack("a", "e")) + game.apply(bump("a", "off", 0))
    assert of_kind(events, "bumped")[0]["value"] == 4
    assert decision(game) == (0, "reroll")
    events += game.apply(reroll("a", "off", 0))
    assert of_kind(events, "rerolled")[0]["value"] == 3
    events += pass_out(game)
    assert count_of(events) == (False, False)
    assert where(game, "e") == ("map", (1, 0))


def test_r6_4_command_gives_adjacent_allies_an_extra_reroll() -> None:
    """CARDS.md Command (R6.4): a Grunt next to the Captain has support 1 + Command 1 =
    2 re-rolls; next to a Marine instead, 1. The Captain gets no Command re-roll itself."""
    for helper, expected in (("space-force-captain", 2), ("space-force-marine", 1)):
        game = make_position("wwww.w", units=[("c", helper, 0, (0, 0)),
                                              ("a", "cyber-grunt", 0, (1, 0)),
                                              ("e", "cyber-grunt", 1, (2, 0)),
                                              ("e2", "cyber-grunt", 1, (5, 0))],
                             dice=[1, 1, 6, 6, 1, 1, 5, 5])
        game.apply(attack("a", "e"))
        assert rerolls_available(game, "a") == expected, helper
    game = make_position("wwww.w", units=[("a", "cyber-grunt", 0, (0, 0)),
                                          ("c", "space-force-captain", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (2, 0)),
                                          ("e2", "cyber-grunt", 1, (5, 0))],
                         dice=[1, 1, 1, 6, 6, 1, 1, 5, 5])
    game.apply(attack("c", "e"))
    assert rerolls_available(game, "c") == 1  # support from the Grunt only


def test_r6_4_mind_fog_removes_support_rerolls_only() -> None:
    """CARDS.md Mind Fog: enemy units next to the Psycho-Pontiff get no support
    re-rolls. A Grunt with two allies next to the Pontiff: 0 re-rolls; on Grid it keeps
    its favored re-roll; next to a Captain it keeps Command's. The Pontiff's own side
    keeps its support."""
    def grunt_rerolls(a_tile: str, second_ally: str) -> int:
        tiles = hex_map(".w" + a_tile + "w", "www.", origin=(-1, 0)) + line_map("w", q0=6)
        game = make_position(tiles, units=[("a", "cyber-grunt", 0, (1, 0)),
                                           ("b", "cyber-grunt", 0, (0, 0)),
                                           ("c", second_ally, 0, (1, 1)),
                                           ("p", "mytoan-psycho-pontiff", 1, (2, 0)),
                                           ("e2", "cyber-grunt", 1, (6, 0))],
                             dice=[1, 1, 6, 6, 1, 1, 5, 5])
        game.apply(attack("a", "p"))
        return rerolls_available(game, "a")

    assert grunt_rerolls("w", "cyber-grunt") == 0
    assert grunt_rerolls("g", "cyber-grunt") == 1
    assert grunt_rerolls("w", "space-force-captain") == 1
    # the Pontiff's ally next to it is not an enemy of the Pontiff: support stays
    game = make_position("wwwww", units=[("p", "mytoan-psycho-pontiff", 0, (0, 0)),
                                         ("s", "mytoan-soldier", 0, (1, 0)),
                                         ("e", "cyber-grunt", 1, (2, 0)),
                                         ("e2", "cyber-grunt", 1, (4, 0))],
                         dice=[1, 1, 6, 6, 1, 1, 5, 5])
    game.apply(attack("s", "e"))
    game.apply(PASS)  # bump phase: the Soldier keeps its bump
    assert rerolls_available(game, "s") == 1


# ============================================================================ R6.5 count


@pytest.mark.parametrize(("off", "def_", "defeated"), [
    ([5, 4], [5, 3], True),     # tie on the top pair, the next pair decides
    ([5, 3], [5, 4], False),
    ([6, 1], [5, 5], True),     # the first unequal pair decides
    ([4, 4], [5, 1], False),
    ([3, 3], [3, 3], False),    # all equal, both run out together: safe
    ([5, 5, 1], [5, 5], True),  # leftover OFF die defeats
    ([4, 4], [4, 4, 1], False),  # OFF runs out first: safe
    ([], [1], False),           # no OFF dice never defeats
    ([1], [], True),            # no DEF dice: any OFF die defeats
    ([], [], False),
])
def test_r6_5_compare_sorted_pairs(off: list[int], def_: list[int], defeated: bool) -> None:
    """R6.5: sort both sides highest first, compare pair by pair from the top."""
    assert compare(off, def_) is defeated
    assert compare(list(reversed(off)), list(reversed(def_))) is defeated


def test_r6_5_tie_passes_to_next_pair() -> None:
    """R6.5: OFF 4,5 (sorted 5,4) vs DEF 3,5 (sorted 5,3): 5=5, then 4>3: defeated."""
    game = grunt_duel([4, 5, 6, 6, 1, 1, 3, 5])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert count_of(events) == (True, False)
    game = grunt_duel([5, 3, 6, 6, 1, 1, 4, 5])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert count_of(events) == (False, False)


def test_r6_5_higher_top_die_decides() -> None:
    """R6.5: OFF 6,1 vs DEF 5,5: the top pair decides (defeated); OFF 4,4 vs DEF 5,1:
    DEF higher on top, safe."""
    game = grunt_duel([6, 1, 6, 6, 1, 1, 5, 5])
    assert count_of(game.apply(attack("a", "e")) + pass_out(game)) == (True, False)
    game = grunt_duel([4, 4, 6, 6, 1, 1, 5, 1])
    assert count_of(game.apply(attack("a", "e")) + pass_out(game)) == (False, False)


def test_r6_5_leftover_off_die_defeats() -> None:
    """R6.5: Mutant Rebel OFF 5,5,1 vs Grunt DEF 5,5: the leftover 1 defeats."""
    game = grunt_duel([5, 5, 1, 6, 1, 1, 5, 5], a_tile="g", attacker="mutant-rebel")
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert rolled(events)["a"] == ([5, 5, 1], [6])
    assert count_of(events) == (True, False)
    assert where(game, "e") == ("captive", None)


def test_r6_5_off_dice_running_out_first_is_safe() -> None:
    """R6.5: Grunt OFF 4,4 vs Spore Guard DEF 4,4,1: the OFF dice run out: safe."""
    game = grunt_duel([4, 4, 6, 6, 1, 4, 4, 1], target="mytoan-spore-guard")
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert not of_kind(events, "bumped")
    assert count_of(events) == (False, False)


def test_r6_5_equal_dice_all_the_way_is_safe() -> None:
    """R6.5: OFF 3,3 vs DEF 3,3: every pair equal and no OFF die left over: safe."""
    game = grunt_duel([3, 3, 6, 6, 1, 1, 3, 3])
    assert count_of(game.apply(attack("a", "e")) + pass_out(game)) == (False, False)


def test_r6_5_no_off_dice_never_defeats() -> None:
    """R6.5: a unit with no OFF dice (Pacifist) never defeats its target, even one with
    no DEF dice."""
    game = grunt_duel([2], attacker="pacifist", target="paper-target")
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert rolled(events) == {"a": ([], [2]), "e": ([], [])}
    assert count_of(events) == (False, False)


def test_r6_5_no_def_dice_defeated_by_any_off_die() -> None:
    """R6.5: a unit with no DEF dice (Paper Target) is defeated by a single OFF 1."""
    game = grunt_duel([1, 1, 6, 6], target="paper-target")
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert count_of(events) == (True, False)
    assert forced_left(game) == []


# ============================================================================ R6.6, R6.7


def test_r6_6_mutual_defeat() -> None:
    """R6.6: both units may defeat each other: each leaves the map and joins the
    captives of the other player."""
    game = grunt_duel([6, 1, 1, 1, 6, 1, 1, 1])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert count_of(events) == (True, True)
    assert {(e["unit"], e["by"]) for e in of_kind(events, "defeated")} == {("a", "e"),
                                                                          ("e", "a")}
    assert where(game, "a") == ("captive", None) and game.unit("a").held_by == 1
    assert where(game, "e") == ("captive", None) and game.unit("e").held_by == 0
    assert game.unit_at((0, 0)) is None and game.unit_at((1, 0)) is None
    assert not game.is_over()


def test_r6_6_defender_can_defeat_the_attacker() -> None:
    """R6.6: the defender's OFF against the attacker's DEF: the attacker alone falls."""
    game = grunt_duel([1, 1, 2, 2, 3, 1, 5, 5])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert count_of(events) == (False, True)
    assert game.captives(1)[0].id == "a"


def test_r6_7_nobody_moves_after_an_assault() -> None:
    """R6.7: the attacker stays where it was when its target is defeated, even next to a
    now-empty feature."""
    tiles = line_map("wCwww.wC")
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (1, 0)),
                                       ("a2", "cyber-grunt", 0, (6, 0)),
                                       ("e2", "cyber-grunt", 1, (7, 0))],
                         control={(1, 0): 1}, dice=[6, 6, 6, 6, 1, 1, 1, 1])
    events = game.apply(attack("a", "e")) + pass_out(game)
    assert where(game, "a") == ("map", (0, 0))
    assert game.unit_at((1, 0)) is None
    assert not of_kind(events, "moved")
    assert of_kind(events, "control") == []


# ============================================================================ R7 ranged


def test_r7_1_ranged_x_reaches_1_plus_x_steps() -> None:
    """R7.1: Ranged 1 (Marine) reaches 2 steps, not 3; Ranged 2 reaches 3, not 4."""
    def targets(card: str, distance: int) -> set[str]:
        game = make_position("w" * 6, units=[("r", card, 0, (0, 0)),
                                             ("e", "cyber-grunt", 1, (distance, 0))],
                             catalog=custom_catalog())
        return targets_of(game, "r")

    assert targets("space-force-marine", 2) == {"e"}
    assert targets("space-force-marine", 3) == set()
    assert targets("long-gunner", 3) == {"e"}
    assert targets("long-gunner", 4) == set()
    assert targets("cyber-grunt", 2) == set()


def test_r7_2_allies_do_not_block_enemies_do() -> None:
    """R7.2: an allied unit on the route does not block; an enemy unit does."""
    game = make_position("www", units=[("m", "space-force-marine", 0, (0, 0)),
                                       ("b", "cyber-grunt", 0, (1, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))])
    assert targets_of(game, "m") == {"e"}
    game = make_position("www", units=[("m", "space-force-marine", 0, (0, 0)),
                                       ("f", "cyber-grunt", 1, (1, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))])
    assert targets_of(game, "m") == {"f"}
    with pytest.raises(IllegalAction, match="R7.2"):
        game.apply(attack("m", "e"))


def test_r7_2_features_block_the_route() -> None:
    """R7.2, R8.4: a feature on the route blocks; attacker or target standing on a
    feature does not."""
    game = make_position("wCwC", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("e", "cyber-grunt", 1, (2, 0))])
    assert targets_of(game, "m") == set()
    game = make_position("CwCw", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("e", "cyber-grunt", 1, (2, 0))])
    assert targets_of(game, "m") == {"e"}


def test_r7_2_void_blocks_the_route() -> None:
    """R7.2: void on the route blocks; the shortest route may go round it. (0,0) and
    (2,-1) share two neighbours, (1,0) and (1,-1)."""
    def targets(middle: dict[str, str]) -> set[str]:
        tiles = [tile((0, 0), "wasteland"), tile((2, -1), "wasteland")]
        tiles += [tile(h, t) if t != "colony" else tile(h, "wasteland", "colony")
                  for h, t in (((1, 0), middle.get("a", "")), ((1, -1), middle.get("b", "")))
                  if t]
        game = make_position(tiles, units=[("m", "space-force-marine", 0, (0, 0)),
                                           ("e", "cyber-grunt", 1, (2, -1))])
        return targets_of(game, "m")

    assert targets({"a": "wasteland", "b": "wasteland"}) == {"e"}
    assert targets({"b": "wasteland"}) == {"e"}          # (1,0) void: round by (1,-1)
    assert targets({"b": "colony"}) == set()             # void one way, feature the other
    assert targets({}) == set()                          # void both ways


def test_r7_2_flying_ignores_features_and_enemies() -> None:
    """R7.2: if the target is Flying (Jump Trooper), or the attacker is (Sky Gunner),
    features and enemy units on the route do not block."""
    for middle, blocker in (("C", None), ("w", ("f", "cyber-grunt", 1, (1, 0)))):
        units = [("m", "space-force-marine", 0, (0, 0)),
                 ("j", "space-force-jump-trooper", 1, (2, 0))]
        game = make_position("w" + middle + "w", units=units + ([blocker] if blocker else []))
        assert "j" in targets_of(game, "m"), middle
        units = [("s", "sky-gunner", 0, (0, 0)), ("e", "cyber-grunt", 1, (2, 0))]
        game = make_position("w" + middle + "w", units=units + ([blocker] if blocker else []),
                             catalog=custom_catalog())
        assert "e" in targets_of(game, "s"), middle


def test_r7_2_void_always_blocks_even_flying() -> None:
    """R7.2: void always blocks, Flying attacker or Flying target alike."""
    game = make_position("w.w", units=[("m", "space-force-marine", 0, (0, 0)),
                                       ("j", "space-force-jump-trooper", 1, (2, 0))])
    assert targets_of(game, "m") == set()
    game = make_position("w.w", units=[("s", "sky-gunner", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (2, 0))],
                         catalog=custom_catalog())
    assert targets_of(game, "s") == set()


def test_r7_3_ranged_target_that_cannot_reply() -> None:
    """R7.3: Marine shoots a Soldier 2 steps away; the Soldier has no Ranged, so it
    rolls only DEF and cannot defeat the Marine: the Soldier's OFF dice and the
    Marine's DEF dice are not rolled, and the forced dice are used accordingly
    (Marine OFF 6,5; Soldier DEF 4,3; the last die, 2, stays unused)."""
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("s", "mytoan-soldier", 1, (2, 0))],
                         dice=[6, 5, 4, 3, 2])
    events = game.apply(attack("m", "s"))
    assert of_kind(events, "attack")[0]["reply"] is False
    assert rolled(events) == {"m": ([6, 5], []), "s": ([], [4, 3])}
    assert forced_left(game) == [2]
    events += pass_out(game)
    assert count_of(events) == (True, False)
    assert where(game, "m") == ("map", (0, 0))
    assert where(game, "s") == ("captive", None)


def test_r7_3_ranged_target_that_can_reply_rolls_everything() -> None:
    """R7.3: a Marine shot by a Marine 2 steps away can shoot back: all dice are rolled
    and the attacker can be defeated (OFF 6,6 vs DEF 1,1 even after a bump)."""
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("t", "space-force-marine", 1, (2, 0))],
                         dice=[1, 1, 1, 1, 6, 6, 1, 1, 3])
    events = game.apply(attack("m", "t"))
    assert of_kind(events, "attack")[0]["reply"] is True
    assert rolled(events) == {"m": ([1, 1], [1, 1]), "t": ([6, 6], [1, 1])}
    events += pass_out(game)
    assert count_of(events) == (False, True)
    assert forced_left(game) == [3]


def test_r7_3_target_replies_over_the_attackers_ally() -> None:
    """R7.3 [rev. 2]: the Marine shoots over its own Grunt (allies do not block, R7.2).
    The target Marine's reach (1+1) covers the distance 2 over the same route, so it
    replies: the attacker's ally is no one-way shield. Both are defeated (6,6 vs 1,1
    each way)."""
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("g", "cyber-grunt", 0, (1, 0)),
                                        ("t", "space-force-marine", 1, (2, 0))],
                         dice=[6, 6, 1, 1, 6, 6, 1, 1])
    events = game.apply(attack("m", "t"))
    assert of_kind(events, "attack")[0]["reply"] is True
    assert rolled(events) == {"m": ([6, 6], [1, 1]), "t": ([6, 6], [1, 1])}
    events += pass_out(game)
    assert count_of(events) == (True, True)


def test_r7_3_rev1_reply_blocked_by_the_attackers_ally() -> None:
    """R7.3 as revision 1 read it (old saves): for the target's reply the attacker's
    Grunt was an enemy on the route, so it could not reply."""
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("g", "cyber-grunt", 0, (1, 0)),
                                        ("t", "space-force-marine", 1, (2, 0))],
                         dice=[6, 6, 1, 1, 5], rules=1)
    events = game.apply(attack("m", "t"))
    assert rolled(events) == {"m": ([6, 6], []), "t": ([], [1, 1])}
    events += pass_out(game)
    assert count_of(events) == (True, False)
    assert forced_left(game) == [5]


def test_r7_3_reply_only_within_the_targets_own_range() -> None:
    """R7.3: Long Gunner (Ranged 2) shoots a Marine (Ranged 1) 3 steps away: no reply.
    The Marine shooting the Long Gunner 2 steps away gets a reply."""
    game = make_position("wwww", units=[("g", "long-gunner", 0, (0, 0)),
                                        ("m", "space-force-marine", 1, (3, 0))],
                         dice=[1, 2, 3, 4], catalog=custom_catalog())
    events = game.apply(attack("g", "m"))
    assert rolled(events) == {"g": ([1], []), "m": ([], [2, 3])}
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("g", "long-gunner", 1, (2, 0))],
                         dice=[1, 2, 3, 4, 5, 6, 1], catalog=custom_catalog())
    events = game.apply(attack("m", "g"))
    assert rolled(events) == {"m": ([1, 2], [3, 4]), "g": ([5], [6])}


def test_r7_3_flying_on_either_side_lets_the_reply_ignore_blockers() -> None:
    """R7.3, R7.2: across a Colony, a Marine and a Sky Gunner (Flying, Ranged 1) can
    reply to each other: one of them is Flying."""
    for attacker, target in (("space-force-marine", "sky-gunner"),
                             ("sky-gunner", "space-force-marine")):
        game = make_position("wCw", units=[("a", attacker, 0, (0, 0)),
                                           ("t", target, 1, (2, 0))],
                             dice=[1, 1, 1, 1, 1, 1, 1, 1], catalog=custom_catalog())
        events = game.apply(attack("a", "t"))
        assert of_kind(events, "attack")[0]["reply"] is True, attacker


def test_r7_3_adjacent_target_of_a_ranged_unit_always_replies() -> None:
    """R6.1, R7.3: a Marine attacking an adjacent Soldier makes an assault: both roll."""
    game = make_position("wwww", units=[("m", "space-force-marine", 0, (0, 0)),
                                        ("s", "mytoan-soldier", 1, (1, 0))],
                         dice=[1, 2, 3, 4, 5, 6, 1, 2])
    events = game.apply(attack("m", "s"))
    assert rolled(events) == {"m": ([1, 2], [3, 4]), "s": ([5, 6], [1, 2])}


# ============================================================================ R8 terrain


def water_step(card: str, dice: list[int], extra: Sequence[UnitSpec] = (),
               row: str = "wWwww.w") -> Game:
    """``card`` (player 0) at (0,0) next to Water at (1,0); an enemy far away."""
    return make_position(row, units=[("a", card, 0, (0, 0)), *extra,
                                     ("e", "cyber-grunt", 1, (6, 0))],
                         dice=dice, catalog=custom_catalog())


def test_r8_1_water_failed_test_defeats_and_captures() -> None:
    """R8.1: entering Water, a 5 DEF test; Grunt DEF 4,4 fails: defeated at once, a
    captive of the opponent."""
    game = water_step("cyber-grunt", [4, 4])
    events = game.apply(move("a", (1, 0)))
    assert game.pending is None  # no bump, no re-roll: nothing to decide
    (test,) = of_kind(events, "test")
    assert (test["colour"], test["target"], test["result"]) == ("def", 5, "fail")
    assert where(game, "a") == ("captive", None)
    assert [u.id for u in game.captives(1)] == ["a"]


def test_r8_1_water_passed_test() -> None:
    """R8.1, R8.2: any die of 5 or more passes: DEF 1,5."""
    game = water_step("cyber-grunt", [1, 5])
    events = game.apply(move("a", (1, 0)))
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "a") == ("map", (1, 0))


def test_r8_2_test_may_use_bumps_of_that_colour() -> None:
    """R8.2: Marine (DEF 2+1) rolls 4,2 in the Water test; its owner bumps the 4 to 5:
    passed."""
    game = water_step("space-force-marine", [4, 2])
    game.apply(move("a", (1, 0)))
    assert decision(game) == (0, "bump")
    assert bump_options(game) == {("a", "def", 0, 0), ("a", "def", 1, 0)}
    events = game.apply(bump("a", "def", 0)) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert of_kind(events, "test")[0]["dice"] == [5, 2]
    assert where(game, "a") == ("map", (1, 0))


def test_r8_2_test_does_not_use_bumps_of_the_other_colour() -> None:
    """R8.2: a DEF test uses DEF bumps only: the Soldier's OFF bump is no help, so there
    is nothing to decide and DEF 4,4 fails."""
    game = water_step("mytoan-soldier", [4, 4])
    events = game.apply(move("a", (1, 0)))
    assert game.pending is None
    assert of_kind(events, "test")[0]["result"] == "fail"


def test_r8_2_test_may_use_rerolls() -> None:
    """R8.2, R6.4: a Grunt entering Water next to an ally has one support re-roll: DEF
    2,3, re-roll the 2 into a 5: passed."""
    game = water_step("cyber-grunt", [2, 3, 5], extra=[("b", "cyber-grunt", 0, (2, 0))])
    game.apply(move("a", (1, 0)))
    assert decision(game) == (0, "reroll")
    events = game.apply(reroll("a", "def", 0)) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "a") == ("map", (1, 0))


def test_r8_2_command_gives_no_reroll_in_tests() -> None:
    """CARDS.md Command ("in assaults"), R8.2: next to the Captain in a Water test a
    Grunt has only its support re-roll: 1,1, one re-roll to 1, then it fails."""
    game = water_step("cyber-grunt", [1, 1, 1, 6],
                      extra=[("c", "space-force-captain", 0, (2, 0))])
    game.apply(move("a", (1, 0)))
    assert rerolls_available(game, "a") == 1
    assert where(game, "a") == ("captive", None)
    assert forced_left(game) == [6]


def test_r8_2_shield_projector_bump_in_tests() -> None:
    """CARDS.md Shield Projector ("in assaults and tests"): a Grunt entering Water next
    to the Mech bumps a 4 to 5 and passes."""
    game = water_step("cyber-grunt", [4, 4], extra=[("m", "colonial-science-mech", 0, (2, 0))])
    game.apply(move("a", (1, 0)))
    assert decision(game) == (0, "bump")
    events = game.apply(bump("a", "def", 0)) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "pass"


def test_r8_2_favored_terrain_ignores_its_hazard() -> None:
    """R8.2: a unit whose favored terrain is Water (Bog Walker) makes no Water test."""
    game = water_step("bog-walker", [1])
    events = game.apply(move("a", (1, 0)))
    assert not of_kind(events, "test")
    assert where(game, "a") == ("map", (1, 0))
    assert forced_left(game) == [1]


def test_r8_2_survey_ignores_water_but_not_biomass() -> None:
    """CARDS.md Survey: the Astronaut ignores the Water hazard, not the Biomass one."""
    game = water_step("colonial-astronaut", [1, 1])
    events = game.apply(move("a", (1, 0)))
    assert not of_kind(events, "test")
    assert forced_left(game) == [1, 1]
    game = water_step("colonial-astronaut", [1, 1], row="wMwww.w")
    events = game.apply(move("a", (1, 0)))
    assert of_kind(events, "test")[0]["target"] == 4
    assert where(game, "a") == ("captive", None)


def test_r8_2_wasteborn_ignores_all_hazards() -> None:
    """CARDS.md Wasteborn: the Mutant Rebel makes no Water and no Biomass test."""
    for row in ("wWwww.w", "wMwww.w"):
        game = make_position(row, units=[("a", "mutant-rebel", 0, (0, 0)),
                                         ("e", "cyber-grunt", 1, (6, 0))], dice=[1])
        events = game.apply(move("a", (1, 0)))
        assert not of_kind(events, "test"), row
        assert where(game, "a") == ("map", (1, 0))
        assert forced_left(game) == [1]


def test_r8_2_reboot_returns_a_captive_on_a_5_off_test() -> None:
    """CARDS.md Reboot (R3.1 action, R8.2): the Doc makes a 5 OFF test (OFF 1): a 5
    passes and its captive Grunt returns to the reserve; it is the Doc's turn."""
    game = make_position("wwww.w", units=[("d", "cyber-doc", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         captives=[("c", "cyber-grunt", 0), ("x", "mytoan-soldier", 1, 0)],
                         dice=[5])
    assert {a.target for a in game.legal_actions() if a.kind == "ability"} == {"c"}
    events = game.apply(ability("d", "reboot", target="c"))
    (test,) = of_kind(events, "test")
    assert (test["colour"], test["target"], test["result"]) == ("off", 5, "pass")
    assert where(game, "c") == ("reserve", None)
    assert game.unit("c").held_by is None
    assert where(game, "x") == ("captive", None)
    assert game.to_move == 1


def test_r8_2_reboot_failed_test_leaves_the_captive() -> None:
    """CARDS.md Reboot: a 4 fails: the captive stays captive, the turn is used."""
    game = make_position("wwww.w", units=[("d", "cyber-doc", 0, (0, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         captives=[("c", "cyber-grunt", 0)], dice=[4])
    events = game.apply(ability("d", "reboot", target="c")) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "fail"
    assert where(game, "c") == ("captive", None)
    assert game.to_move == 1


def test_r8_2_reboot_with_support_reroll_and_biomass_bump() -> None:
    """R8.2: the Reboot test uses the Doc's OFF re-rolls (support: 4 re-rolled to 6) and
    OFF bumps (Biomass +1: 4 bumped to 5); Uplink's bump is for assaults only."""
    game = make_position("wwww.w", units=[("d", "cyber-doc", 0, (0, 0)),
                                          ("b", "cyber-grunt", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         captives=[("c", "cyber-grunt", 0)], dice=[4, 6])
    game.apply(ability("d", "reboot", target="c"))
    assert decision(game) == (0, "reroll")
    events = game.apply(reroll("d", "off", 0))
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "c") == ("reserve", None)

    game = make_position("Mwww.wC", units=[("d", "cyber-doc", 0, (0, 0)),
                                           ("e", "cyber-grunt", 1, (5, 0))],
                         captives=[("c", "cyber-grunt", 0)], dice=[4],
                         control={(0, 0): 0, (6, 0): 1})
    game.apply(ability("d", "reboot", target="c"))
    assert decision(game) == (0, "bump")
    events = game.apply(bump("d", "off", 0)) + pass_out(game)
    assert of_kind(events, "test")[0]["result"] == "pass"

    game = make_position("wwww.w", units=[("d", "cyber-doc", 0, (0, 0)),
                                          ("x", "hacker-proto-ox", 0, (1, 0)),
                                          ("e", "cyber-grunt", 1, (5, 0))],
                         captives=[("c", "cyber-grunt", 0)], dice=[4, 1])
    game.apply(ability("d", "reboot", target="c"))
    assert decision(game) == (0, "reroll")  # support from the Ox, but no Uplink bump
    assert bump_options(game) == set()


def test_r8_2_reboot_needs_a_captive() -> None:
    """CARDS.md Reboot: with none of its player's units held captive, no Reboot."""
    game = make_position("wwww", units=[("d", "cyber-doc", 0, (0, 0)),
                                        ("e", "cyber-grunt", 1, (3, 0))],
                         captives=[("x", "mytoan-soldier", 1)])
    assert not [a for a in game.legal_actions() if a.kind == "ability"]
    with pytest.raises(IllegalAction):
        game.apply(ability("d", "reboot", target="x"))


def test_r8_3_feature_tile_has_no_terrain_hazard() -> None:
    """R8.3: a Badlands set into Water is Badlands: entering it makes no Water test."""
    tiles = [tile((0, 0), "wasteland"), tile((1, 0), "water", "badlands"),
             tile((2, 0), "wasteland"), tile((4, 0), "wasteland", "colony"),
             tile((5, 0), "wasteland")]
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "cyber-grunt", 1, (5, 0))],
                         control={(4, 0): 1}, dice=[1, 1])
    events = game.apply(move("a", (1, 0)))
    assert not of_kind(events, "test")
    assert where(game, "a") == ("map", (1, 0))


def test_r8_4_biomass_hazard_4_def_for_non_fungal() -> None:
    """CARDS.md Biomass, R8.4: a non-Fungal unit entering makes a 4 DEF test (3,3 fails,
    4,1 passes); a Fungal unit makes none."""
    def enter(card: str, dice: list[int]) -> tuple[list[dict[str, Any]], Game]:
        game = make_position("wMwww.wC", units=[("a", card, 0, (0, 0)),
                                                ("e", "cyber-grunt", 1, (6, 0))],
                             control={(7, 0): 1}, dice=dice)
        return game.apply(move("a", (1, 0))) + pass_out(game), game

    events, game = enter("cyber-grunt", [3, 3])
    assert of_kind(events, "test")[0]["result"] == "fail"
    assert where(game, "a") == ("captive", None)
    events, game = enter("cyber-grunt", [4, 1])
    assert of_kind(events, "test")[0]["result"] == "pass"
    assert where(game, "a") == ("map", (1, 0))
    events, game = enter("mytoan-soldier", [1, 1])
    assert not of_kind(events, "test")
    assert forced_left(game) == [1, 1]


@pytest.mark.parametrize(("feature", "colour"), [("B", "def"), ("C", "def"), ("M", "off")])
def test_r8_4_feature_bump_for_its_occupant(feature: str, colour: str) -> None:
    """CARDS.md features, R8.4: Badlands and Colony give their occupant a +1 DEF bump,
    Biomass a +1 OFF bump. A Cyber Grunt (no card bumps) on the feature attacks a Grunt
    next to it: the only bump it has is the feature's."""
    game = make_position(line_map(feature + "wwww.wC"),
                         units=[("a", "cyber-grunt", 0, (0, 0)), ("e", "cyber-grunt", 1, (1, 0)),
                                ("e2", "cyber-grunt", 1, (6, 0))],
                         control={(0, 0): 0, (7, 0): 1}, dice=[3, 3, 3, 3, 3, 3, 3, 3])
    game.apply(attack("a", "e"))
    assert decision(game) == (0, "bump")
    assert bump_options(game) == {("a", colour, 0, 0), ("a", colour, 1, 0)}
    events = game.apply(bump("a", colour, 0))
    assert of_kind(events, "bumped")[0]["value"] == 4


def test_r8_4_feature_bump_does_not_reach_neighbours() -> None:
    """R8.4: the feature's bump is for the unit occupying it only."""
    game = make_position(line_map("wCww.wC"),
                         units=[("a", "cyber-grunt", 0, (0, 0)), ("e", "cyber-grunt", 1, (1, 0)),
                                ("e2", "cyber-grunt", 1, (5, 0))],
                         control={(1, 0): 1, (6, 0): 0}, dice=[3, 3, 3, 3, 3, 3, 3, 3])
    game.apply(attack("a", "e"))
    assert decision(game) == (1, "bump")  # the attacker, off the Colony, is skipped
    assert {(b[0], b[1]) for b in bump_options(game)} == {("e", "def")}


def test_r6_4_bump_phase_then_reroll_phase() -> None:
    """R6.2-R6.5 in one assault: roll, the defender's bump, the attacker's favored
    re-roll, count. Grunt on Grid OFF 2,6 / DEF 6,6 vs Marine OFF 1,1 / DEF 4,3: the
    Marine bumps 3 to 4, the Grunt re-rolls its 2 into a 5: 6,5 beats 4,4."""
    tiles = line_map("gwww.w")
    game = make_position(tiles, units=[("a", "cyber-grunt", 0, (0, 0)),
                                       ("e", "space-force-marine", 1, (1, 0)),
                                       ("e2", "cyber-grunt", 1, (5, 0))],
                         dice=[2, 6, 6, 6, 1, 1, 4, 3, 5])
    # Grunt on Grid: one favored re-roll. Marine: DEF bump.
    events = apply_all(game, [attack("a", "e"),  # OFF 2,6 / DEF 6,6 vs OFF 1,1 / DEF 4,3
                              bump("e", "def", 1),  # 4,4: 6 > 4 still defeats
                              reroll("a", "off", 0)])  # 2 -> 5
    events += pass_out(game)
    assert count_of(events) == (True, False)
    assert where(game, "e") == ("captive", None)
