"""More rules by ID: caps (S3.5), Ridge Tunnels, engaged units (S8.6 e), the Foundry card
held once (S13.4), Ember's objectives (S14.3), scoring details (S11.4, S16.1, S18.6), the
mid-turn position (Appendix A) and the undo barriers (S17.4)."""

from __future__ import annotations

import pytest

from pocket_tactics_app.furrow.engine.board import FOUNDRY
from pocket_tactics_app.furrow.engine.game import IllegalAction, is_undo_barrier, new_game
from pocket_tactics_app.furrow.engine.position import from_json, to_json

from .helpers import fight, game, move_turn, put, seat, start_turn


def test_s3_5_ember_combat_stars_unlimited_and_two_objectives() -> None:
    g = game()
    e = seat(g, "ember")
    g.players[e].stars = ["combat", "combat"]
    g._pending_combat_wins += [e]
    start_turn(g, "veldmark", 2)
    g._checkpoint()
    assert g.players[e].stars.count("combat") == 3
    v = seat(g, "veldmark")
    g.players[v].stars = ["combat", "combat"]
    g._pending_combat_wins += [v]
    g._checkpoint()
    assert g.players[v].stars.count("combat") == 2  # S3.5: at most 2


def test_s14_3_ember_keeps_the_other_objective_one_per_turn() -> None:
    g = game()
    e = seat(g, "ember")
    p = g.players[e]
    p.objectives = ["obj-10", "obj-08"]  # hand >= 5; power >= 13 and hand >= 2
    p.hand = [2, 2, 3, 3, 4]
    p.power = 13
    start_turn(g, "ember", 2, "bottom")
    g._objective_stage()
    assert [a["card"] for a in g.legal() if a["kind"] == "objective"] == ["obj-10", "obj-08"]
    g.apply({"kind": "objective", "card": "obj-10"})
    assert g.turn is None and p.objectives == ["obj-10", "obj-08"]  # kept; the turn ended
    start_turn(g, "ember", 3, "bottom")
    g._objective_stage()
    g.apply({"kind": "objective", "card": "obj-08"})
    assert p.stars == ["objective", "objective"]


def test_s14_4_s6_3_objective_only_at_the_end_of_your_turn() -> None:
    g = game()
    p = g.players[seat(g, "ember")]
    p.objectives = ["obj-10", "obj-01"]
    p.hand = [2, 2, 3, 3, 4]
    g.apply({"kind": "section", "section": 2})  # ember, Steward II: Move
    with pytest.raises(IllegalAction):
        g.apply({"kind": "objective", "card": "obj-10"})


def test_s3_4_ridge_tunnels_mountain_you_control_is_a_tunnel() -> None:
    g = game(("hollin", "ember"), (1, 2))
    h = seat(g, "hollin")
    g.players[h].mech_abilities = ["ridge_tunnels"]
    put(g, "hollin.m1", (2, 2))  # a mountain (its starting hex)
    move_turn(g, "hollin")
    g.apply({"kind": "move_unit", "unit": "hollin.m1", "path": [[1, -2]]})  # to a tunnel
    assert g.units["hollin.m1"].at == (1, -2)


def test_s8_6_e_engaged_units_cannot_move_again() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.m1", (1, -3))
    g.players[1].mech_abilities = ["stride"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    assert g.phase() == "move"
    assert all(e.get("unit") != "veldmark.c" for e in g.legal())
    with pytest.raises(IllegalAction):
        g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -4]]})


def test_s10_12_no_power_no_cards_still_fights() -> None:
    g = fight()
    g.players[1].power = 0
    g.players[1].hand = []  # Ember's start card (content revision 2) set aside
    entry = next(e for e in g.legal() if e["player"] == 1)
    assert entry["power"] == [0, 0] and entry["cards"] == []
    g.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})
    g.apply({"kind": "commit", "player": 0, "power": 0, "cards": []})
    assert g.units["ember.m1"].at is None


def test_s13_4_one_foundry_card_and_no_stop_once_held() -> None:
    g = game()
    g.players[0].foundry_card = "fc-01"
    put(g, "veldmark.c", (0, -1))
    g.players[0].mech_abilities = ["stride"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, 0], [1, 0]]})
    assert g.phase() != "foundry_card"


def test_s11_4_s16_2_foundry_three_lake_one() -> None:
    g = game()
    g.players[0].mech_abilities = ["reed_boats"]
    put(g, "veldmark.m1", (1, -1))
    put(g, "veldmark.c", FOUNDRY)
    assert g.territories(0) == 2 + 1 + 3


def test_s16_1_unresolved_combat_hex_controlled_by_no_one() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    g.players[0].stars = ["upgrades", "mechs", "structures", "recruits", "workers"]
    for i in range(3, 9):
        put(g, f"veldmark.w{i}", (2, -4))
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.m1", (1, -3))
    g.players[1].mech_abilities = ["stride"]
    g.players[0].popularity = 18  # the movement checkpoint places the 6th star
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    g.apply({"kind": "end_move"})
    assert g.over and g.control((1, -3)) is None
    assert g.players[0].stars[-1] == "popularity"


@pytest.mark.parametrize(("tile", "expected"), [
    ("lakeshore", 6), ("foundry_ring", 6), ("riverwatch", 2), ("tunnel_works", 6),
    ("many_fields", 6), ("chain", 3)])
def test_s18_6_bonus_tiles_by_hand(tile: str, expected: int) -> None:
    """Four structures: [0,-1] village, [2,-1] forest, [2,-2] field, [3,-4] village.
    Lakeshore: the first three touch lake [1,-1] (3 -> 6). Foundry Ring: the same three
    are within 2 (3 -> 6). Riverwatch: only [2,-2] has 2 river edges (1 -> 2). Tunnel
    Works: tunnel [2,-1] holds one; [1,-2] and [-1,-1] touch [0,-1] (3 -> 6). Many
    Fields: village, forest, field (3 -> 6). Chain: [2,-1]-[2,-2] (2 -> 3)."""
    g = game()
    for h, k in (((0, -1), "beacon"), ((2, -1), "delve"), ((2, -2), "waterwheel"),
                 ((3, -4), "drill_hall")):
        g.structures[h] = (0, k)
    g.bonus_tile = tile
    assert g.structure_bonus(0) == expected


def test_appendix_a_mid_turn_positions_read_back() -> None:
    g = fight("ember", "fallback")
    g.structures[(-3, -1)] = (1, "beacon")
    g.players[1].structures_built = ["beacon"]
    data = to_json(g)
    assert data["turn"]["phase"] == "commit" and to_json(from_json(data)) == data
    g.apply({"kind": "commit", "player": 0, "power": 2, "cards": []})
    data = to_json(g)
    assert data["turn"]["commits"] == {"0": {"power": 2, "cards": []}}
    g2 = from_json(data)
    g2.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})
    assert g2.phase() == "retreat" and to_json(from_json(to_json(g2))) == to_json(g2)


def test_s17_4_undo_barriers() -> None:
    g = fight()
    ev = g.apply({"kind": "commit", "player": 0, "power": 0, "cards": []})
    assert is_undo_barrier(ev)
    g2 = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=1)
    assert not is_undo_barrier(g2.apply({"kind": "section", "section": 2}))


def test_s3_4_ridge_tunnels_control_judged_before_each_step() -> None:
    """A Stride move onto an empty mountain, then from it through the tunnel ring."""
    g = game(("hollin", "ember"), (1, 2))
    h = seat(g, "hollin")
    g.players[h].mech_abilities = ["ridge_tunnels", "stride"]
    put(g, "hollin.m1", (2, 1))  # field; the mountain [2,2] is next to it
    put(g, "hollin.w2", None)  # [2,2] empty: nobody controls it before the move
    assert g.control((2, 2)) is None
    move_turn(g, "hollin")
    paths = [e["path"] for e in g.legal() if e.get("unit") == "hollin.m1"]
    assert [[2, 2], [1, -2]] in paths  # [2,2] is controlled once the mech stands there


def test_s12_3_unaffordable_options_are_not_offered_and_s12_4_lost_structure() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.players[v].popularity = 2
    g.players[v].coins = 1
    put(g, "veldmark.c", (1, -4))
    g.structures[(0, -3)] = (seat(g, "ember"), "beacon")
    g.draws = [{"deck": "encounter", "card": "enc-03"}]  # C: a structure and 4 coins
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, -3]]})
    g.apply({"kind": "end_move"})
    offered = [e["options"] for e in g.legal()]
    assert offered == [["A"]]  # B costs 4 coins, C 3 popularity
    g.players[v].popularity = 3
    offered = [e for e in g.legal() if e["options"] == ["C"]]
    assert offered and "C" not in offered[0]["choices"]  # the hex is built: no choice
    g.apply({"kind": "encounter", "options": ["C"]})
    assert g.players[v].structures_built == [] and g.players[v].coins == 5


def test_s10_11_encounter_only_if_the_character_still_stands_there() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.m1", (0, -3))  # an encounter hex
    g.players[1].mech_abilities = ["stride"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, -3]]})
    g.apply({"kind": "end_move"})
    assert g.phase() == "commit"  # S8.9: the combat comes first
    g.apply({"kind": "commit", "player": 0, "power": 0, "cards": []})
    g.apply({"kind": "commit", "player": 1, "power": 1, "cards": []})
    assert g.units["veldmark.c"].at is None
    assert g.phase() != "encounter" and (0, -3) in g.tokens


def test_s5_1_banned_pairs_are_never_dealt() -> None:
    for seed in range(20):
        g = new_game(factions=["veldmark", "ember"], seed=seed,
                     banned=[("veldmark", 1), ("veldmark", 2), ("veldmark", 3)])
        assert g.players[0].mat in (4, 5)
