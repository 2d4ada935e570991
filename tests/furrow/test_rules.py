"""Rules of docs/SCYTHE.md, one test (or more) per rule ID, with the hand-worked examples
of issue 14: scoring by hand (each tier), combat ties and Stand Fast, a push of workers,
a river crossed by ability only, tunnels, the Foundry card after the encounter step, the
6th star voiding the rest of the turn, recruits paying the neighbours."""

from __future__ import annotations

import pytest

from pocket_tactics_app.furrow.engine.board import FOUNDRY
from pocket_tactics_app.furrow.engine.content import content_at
from pocket_tactics_app.furrow.engine.game import BadAction, IllegalAction, new_game

from .helpers import fight, game, move_turn, put, roundtrip, seat, start_turn


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


# ---------------------------------------------------------------- S5 setup


def test_s5_setup_pieces_tracks_and_first_player() -> None:
    g = new_game(factions=["ember", "veldmark", "hollin"], mats=[1, 3, 5], seed=1)
    assert [p.faction for p in g.players] == ["veldmark", "hollin", "ember"]  # S5.2
    v, h, e = g.players
    assert (v.mat, v.coins, v.popularity, v.power, len(v.hand)) == (3, 5, 3, 2, 3)
    # Ember's 1 card: content revision 2 (S3.1 says 0; resources/furrow/factions.yaml)
    assert (e.mat, e.coins, e.popularity, e.power, len(e.hand)) == (1, 4, 2, 5, 1)
    assert g.to_move == 2  # S5.3: the lowest mat (Steward, 1) goes first
    assert g.units["veldmark.w1"].at == (1, -4) and g.units["veldmark.c"].at is None
    assert all(len(p.objectives) == 2 for p in g.players)  # S5.5
    assert len(g.tokens) == 10 and len(g.foundry_cards) == 4  # S5.6, S5.8
    roundtrip(g)


def test_s5_8_s17_5_same_seed_same_setup_and_forced_draws() -> None:
    a = new_game(players=4, seed=99)
    b = new_game(players=4, seed=99)
    from pocket_tactics_app.furrow.engine.position import to_json
    assert to_json(a) == to_json(b)
    c = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=5,
                 draws=[{"deck": "foundry", "card": "fc-07"}, {"deck": "bonus", "card": "chain"},
                        {"deck": "combat", "card": 5}])
    assert c.foundry_cards[0] == "fc-07" and c.bonus_tile == "chain"
    assert c.players[0].hand[0] == 5


# ---------------------------------------------------------------- S6 the turn


def test_s6_1_section_not_the_same_as_last_turn_tireless_excepted() -> None:
    g = game()
    g.players[seat(g, "ember")].last_section = 2
    with pytest.raises(IllegalAction, match="S6.1 section 2 was used last turn"):
        g.apply({"kind": "section", "section": 2})
    h = game(("hollin", "ember"), (1, 2))
    h.to_move = seat(h, "hollin")
    h.players[h.to_move].last_section = 2
    h.apply({"kind": "section", "section": 2})


def test_s6_2_top_then_bottom_and_automatic_skip() -> None:
    g = game()
    e = seat(g, "ember")
    assert g.to_move == e
    g.apply({"kind": "section", "section": 1})  # Steward I: Strengthen / Upgrade (3 oil)
    assert g.phase() == "top"
    ev = g.apply({"kind": "strengthen", "gain": "power"})
    # no oil: Upgrade impossible, no objective: the turn ends by itself (Appendix A)
    assert g.turn is None and g.to_move != e and "turn_end" in kinds(ev)
    assert g.players[e].power == 7 and g.players[e].coins == 3


def test_s6_6_default_payment_in_ascending_r_then_q() -> None:
    g = game()
    v = seat(g, "veldmark")
    put(g, "veldmark.w3", (3, -4))
    g.resources[(3, -4)] = {"oil": 1}
    g.resources[(1, -4)] = {"oil": 5}
    g.players[v].last_section = None
    start_turn(g, "veldmark", 1, "bottom")  # Pioneer I: Produce / Upgrade 2 oil
    ev = g.apply({"kind": "upgrade", "cube": "move_units", "slot": "deploy"})
    paid = next(e for e in ev if e["kind"] == "paid")["resources"]
    assert paid == [{"at": [1, -4], "type": "oil", "n": 2}]


def test_s6_7_costs_paid_in_full() -> None:
    g = game()
    g.players[seat(g, "ember")].coins = 0
    g.apply({"kind": "section", "section": 1})
    # Strengthen costs 1 coin: not offered, and no bottom action: turn over
    assert g.turn is None


# ---------------------------------------------------------------- S7 top actions


def test_s7_1_strengthen_upgraded_and_beacon() -> None:
    g = game()
    e = seat(g, "ember")
    g.players[e].cubes_removed = ["strengthen_cards"]
    g.players[e].slots_covered["upgrade"] = 1
    g.structures[(-3, -1)] = (e, "beacon")
    g.players[e].structures_built = ["beacon"]
    hand = len(g.players[e].hand)
    g.apply({"kind": "section", "section": 1})
    g.apply({"kind": "strengthen", "gain": "cards"})
    p = g.players[e]
    assert len(p.hand) == hand + 2 and p.popularity == 3 and p.coins == 3


def test_s7_3_produce_and_s4_4_cost_by_workers_in_play() -> None:
    g = game()
    v = seat(g, "veldmark")
    for i in (3, 4):
        put(g, f"veldmark.w{i}", (1, -4))
    put(g, "veldmark.w5", None)  # at the home base: counts (S4.4 reading), cannot produce
    put(g, "veldmark.w6", (3, -4))  # a village
    start_turn(g, "veldmark", 1)  # Pioneer I: Produce
    g.players[v].power = 2
    g.apply({"kind": "produce", "hexes": [[1, -4], [3, -4]]})
    assert g.resources[(1, -4)] == {"food": 3}
    assert g.players[v].power == 1  # 6 workers in play: 1 power and 1 popularity
    assert g.players[v].popularity == 2
    assert g.workers_in_play(v) == 7  # the village made one worker (S7.3 c)
    with pytest.raises(IllegalAction, match="S7.3"):
        g2 = game()
        start_turn(g2, "veldmark", 1)
        g2.apply({"kind": "produce", "hexes": [[3, -4]]})


def test_s7_3_waterwheel_produces_without_worker_while_controlled() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.structures[(1, -3)] = (v, "waterwheel")
    g.players[v].structures_built = ["waterwheel"]
    start_turn(g, "veldmark", 1)
    g.apply({"kind": "produce", "hexes": [[1, -3]]})
    assert g.resources[(1, -3)] == {"wood": 1}
    put(g, "ember.w3", (1, -3))  # Ember now controls it: no longer allowed
    assert (1, -3) not in g._produce_hexes(v)


def test_s7_4_trade_resources_on_worker_hexes_and_drill_hall() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.structures[(2, -4)] = (v, "drill_hall")
    g.players[v].structures_built = ["drill_hall"]
    start_turn(g, "veldmark", 2)  # Pioneer II: Trade
    with pytest.raises(IllegalAction, match="S7.4"):
        g.apply({"kind": "trade", "gain": "resources",
                 "place": [{"type": "oil", "at": [0, 0]}, {"type": "oil", "at": [1, -4]}]})
    g.apply({"kind": "trade", "gain": "resources",
             "place": [{"type": "oil", "at": [2, -4]}, {"type": "metal", "at": [1, -4]}]})
    assert g.resources[(2, -4)] == {"oil": 1} and g.resources[(1, -4)] == {"metal": 1}
    assert g.players[v].power == 3 and g.players[v].coins == 4


# ---------------------------------------------------------------- S8 movement


def test_s8_3_river_crossed_by_ability_only() -> None:
    g = game()
    v = seat(g, "veldmark")
    put(g, "veldmark.m1", (2, -3))  # mountain; rivers to [3,-3] (tundra) and [2,-2] (field)
    g.players[v].mech_abilities = ["stride"]
    move_turn(g, "veldmark")
    with pytest.raises(IllegalAction, match="S8.3"):
        g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[3, -3]]})
    g.players[v].mech_abilities = ["river"]
    with pytest.raises(IllegalAction, match="S8.3"):  # field is not Ford Walkers' terrain
        g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[2, -2]]})
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[3, -3]]})
    assert g.units["veldmark.m1"].at == (3, -3)


def test_s3_2_wading_hands_workers_cross_rivers_but_not_others() -> None:
    # Veldmark's ability under content revision 1 (SCYTHE.md S3.2); revision 2 replaced it
    g = new_game(content=content_at(1), factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    assert g.has(seat(g, "veldmark"), "wading_hands")
    put(g, "veldmark.w3", (2, -3))
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.w3", "path": [[2, -2]]})
    h = game(("hollin", "ember"), (1, 2))
    put(h, "hollin.w3", (2, -3))
    move_turn(h, "hollin")
    with pytest.raises(IllegalAction, match="S8.3"):
        h.apply({"kind": "move_unit", "unit": "hollin.w3", "path": [[2, -2]]})


def test_s8_3_home_base_steps_only_to_its_starting_hexes_and_never_into_a_base() -> None:
    g = game()
    move_turn(g, "veldmark")
    legal = [e["path"] for e in g.legal() if e.get("unit") == "veldmark.c"]
    assert sorted(legal) == [[[1, -4]], [[2, -4]]]
    with pytest.raises(IllegalAction):
        g.apply({"kind": "move_unit", "unit": "veldmark.w1", "path": [[2, -5]]})


def test_s8_4_tunnels_are_adjacent_to_each_other() -> None:
    g = game()
    put(g, "veldmark.w3", (1, -2))
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.w3", "path": [[-2, 1]]})
    assert g.units["veldmark.w3"].at == (-2, 1)


def test_s8_4_delve_is_a_tunnel_for_its_owner_only() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.structures[(3, -4)] = (v, "delve")
    g.players[v].structures_built = ["delve"]
    put(g, "veldmark.w3", (3, -4))
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.w3", "path": [[-1, 2]]})
    e = game()
    e.structures[(3, -4)] = (seat(e, "veldmark"), "delve")
    put(e, "ember.w3", (3, -4))
    move_turn(e, "ember")
    with pytest.raises(IllegalAction):
        e.apply({"kind": "move_unit", "unit": "ember.w3", "path": [[-1, 2]]})


def test_s8_6_c_push_of_workers_costs_popularity() -> None:
    g = game()
    v, e = seat(g, "veldmark"), seat(g, "ember")
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.w3", (1, -3))
    put(g, "ember.w4", (1, -3))
    move_turn(g, "veldmark")
    pop = g.players[v].popularity
    ev = g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    assert g.units["ember.w3"].at is None and g.units["ember.w4"].at is None
    assert g.players[v].popularity == pop - 2
    assert "displaced" in kinds(ev)
    del e


def test_s8_6_a_worker_may_not_enter_other_units_but_may_enter_a_structure() -> None:
    g = game()
    put(g, "ember.w3", (1, -3))
    move_turn(g, "veldmark")
    with pytest.raises(IllegalAction, match="S8.6"):
        g.apply({"kind": "move_unit", "unit": "veldmark.w1", "path": [[1, -3]]})
    g.units.pop("ember.w3")
    g.structures[(1, -3)] = (seat(g, "ember"), "beacon")
    g.apply({"kind": "move_unit", "unit": "veldmark.w1", "path": [[1, -3]]})
    assert g.control((1, -3)) == seat(g, "veldmark")  # S8.6 b, S11.1


def test_s8_7_character_stops_at_encounter_and_foundry_mechs_do_not() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.players[v].mech_abilities = ["stride"]
    put(g, "veldmark.c", (1, -4))
    move_turn(g, "veldmark")
    with pytest.raises(IllegalAction, match="S8.7"):
        g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, -3], [1, -3]]})
    put(g, "veldmark.m1", (1, -4))
    g.players[v].mech_abilities = ["stride"]
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[0, -3], [1, -3]]})


def test_s8_8_mech_carries_workers_and_resources_with_stops() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.players[v].mech_abilities = ["stride"]
    put(g, "veldmark.m1", (1, -4))
    g.resources[(1, -4)] = {"food": 3}
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -3], [2, -3]],
             "carry": {"workers": ["veldmark.w1"], "resources": {"food": 3}},
             "stops": [{"step": 1, "leave": {"resources": {"food": 1}}}]})
    assert g.units["veldmark.w1"].at == (2, -3)
    assert g.resources[(1, -3)] == {"food": 1} and g.resources[(2, -3)] == {"food": 2}
    # a carried worker may still move itself in the same action (S8.8 reading)
    g.apply({"kind": "move_unit", "unit": "veldmark.w1", "path": [[1, -3]]})


def test_s8_8_mech_cannot_carry_workers_onto_a_lake() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.players[v].mech_abilities = ["reed_boats"]
    put(g, "veldmark.m1", (1, -2))
    put(g, "veldmark.w3", (1, -2))
    move_turn(g, "veldmark")
    with pytest.raises(IllegalAction):
        g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -1]],
                 "carry": {"workers": ["veldmark.w3"]}})
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -1]]})
    assert g.control((1, -1)) == v  # S3.4 Reed Boats, S11.1


@pytest.mark.parametrize(("faction", "ability", "start", "to"), [
    ("corvane", "market_roads", (4, -1), (0, 0)),  # a village it controls -> the Foundry
    ("saltreach", "shoreline_ferry", (-3, 3), (1, 2)),  # the Reedmere's shore -> its shore
])
def test_s3_4_market_roads_and_shoreline_ferry(faction: str, ability: str,
                                              start: tuple[int, int],
                                              to: tuple[int, int]) -> None:
    """Either ability makes one step of hexes four apart: refused without it, taken with it."""
    g = game((faction, "ember"), (1, 2))
    s = seat(g, faction)
    g.players[s].mech_abilities = ["stride"]
    g.players[s].foundry_card = "fc-01"  # so reaching the Foundry asks for no card (S13.2)
    put(g, f"{faction}.m1", start)
    move_turn(g, faction)
    step = {"kind": "move_unit", "unit": f"{faction}.m1", "path": [list(to)]}
    with pytest.raises(IllegalAction):
        g.apply(step)
    g.players[s].mech_abilities = [ability]
    g.apply(step)
    assert g.units[f"{faction}.m1"].at == to


# ---------------------------------------------------------------- S9 bottom actions


def test_s9_3_upgrade_moves_a_cube_and_lowers_a_cost() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.resources[(1, -4)] = {"oil": 2}
    start_turn(g, "veldmark", 1, "bottom")
    g.apply({"kind": "upgrade", "cube": "produce_hexes", "slot": "conscript"})
    p = g.players[v]
    assert p.cubes_removed == ["produce_hexes"] and p.slots_covered["conscript"] == 1
    assert g.column_cost(v, "conscript") == 3 and p.coins == 7  # Pioneer I pays 2 coins


def test_s9_4_deploy_unlocks_the_chosen_ability() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.resources[(1, -4)] = {"metal": 4}
    start_turn(g, "veldmark", 2, "bottom")
    g.apply({"kind": "deploy", "ability": "levy", "at": [2, -4]})
    assert g.units["veldmark.m1"].at == (2, -4) and g.players[v].mech_abilities == ["levy"]


def test_s9_5_build_not_on_foundry_nor_on_a_built_hex() -> None:
    g = game()
    put(g, "veldmark.w3", FOUNDRY)
    g.resources[(1, -4)] = {"wood": 9}
    start_turn(g, "veldmark", 3, "bottom")
    with pytest.raises(IllegalAction, match="S9.5"):
        g.apply({"kind": "build", "structure": "delve", "at": [0, 0]})
    g.structures[(2, -4)] = (seat(g, "ember"), "beacon")
    with pytest.raises(IllegalAction, match="S9.5"):
        g.apply({"kind": "build", "structure": "delve", "at": [2, -4]})
    g.apply({"kind": "build", "structure": "delve", "at": [1, -4]})


def test_s9_7_recruits_pay_the_neighbours() -> None:
    g = new_game(factions=["veldmark", "corvane", "hollin", "saltreach"], mats=[1, 2, 3, 4],
                 seed=3)
    for p in g.players:
        p.recruits = {"build": "coins"}
        p.bonuses_taken = ["coins"]
    h = seat(g, "hollin")
    g.resources[(3, 1)] = {"wood": 3}
    start_turn(g, "hollin", 3, "bottom")  # Pioneer III: Build, 3 wood, 3 coins
    before = {p.faction: p.popularity for p in g.players}
    coins = g.players[h].coins
    g.apply({"kind": "build", "structure": "beacon", "at": [3, 1]})
    after = {p.faction: p.popularity for p in g.players}
    assert {f: after[f] - before[f] for f in after} == {
        "veldmark": 0, "corvane": 1, "hollin": 1, "saltreach": 1}
    assert g.players[h].coins == coins + 3


def test_s9_7_two_players_neighbour_counted_once_and_column_iv_pays_at_once() -> None:
    g = game()
    v, e = seat(g, "veldmark"), seat(g, "ember")
    g.players[e].recruits = {"conscript": "power"}
    g.players[e].bonuses_taken = ["power"]
    g.resources[(1, -4)] = {"food": 4}
    start_turn(g, "veldmark", 4, "bottom")
    hand_e, hand_v = len(g.players[e].hand), len(g.players[v].hand)
    g.apply({"kind": "conscript", "column": "conscript", "bonus": "coins"})
    assert len(g.players[e].hand) == hand_e + 1
    assert len(g.players[v].hand) == hand_v + 1  # its own new recruit pays at once


def test_s3_2_requisition_replaces_one_resource_once_per_turn() -> None:
    g = game(("corvane", "ember"), (4, 1))
    c = seat(g, "corvane")
    g.players[c].hand = [3, 2]
    g.resources[(4, -2)] = {"metal": 1}
    start_turn(g, "corvane", 2, "bottom")  # Tinker II: Deploy 2 metal
    g.apply({"kind": "deploy", "ability": "stride", "at": [4, -2], "requisition": "metal",
             "discard": 3})
    assert g.players[c].hand == [2] and 3 in g.combat_discard


def test_s3_2_common_stores_pays_one_resource_of_the_cost_with_another_type() -> None:
    """Content revision 2 (resources/furrow/factions.yaml): Veldmark's Common Stores. One
    resource of another type stands in for one of a bottom action's cost, never two."""
    g = game()  # Veldmark on Pioneer (3): column II is Deploy for 4 metal
    v = seat(g, "veldmark")
    assert g.has(v, "common_stores") and not g.has(v, "wading_hands")
    g.resources[(1, -4)] = {"metal": 3, "oil": 2}
    start_turn(g, "veldmark", 2, "bottom")
    entry = next(e for e in g.legal() if e["kind"] == "deploy")
    assert entry["stores"] == ["oil"]  # the types on hand besides the cost's own
    with pytest.raises(IllegalAction, match="S6.7"):  # 3 metal of 4 without the ability
        g.clone().apply({"kind": "deploy", "ability": "stride", "at": [1, -4]})
    with pytest.raises(IllegalAction, match="S3.2"):
        g.clone().apply({"kind": "deploy", "ability": "stride", "at": [1, -4],
                         "stores": "metal"})
    events = g.apply({"kind": "deploy", "ability": "stride", "at": [1, -4], "stores": "oil"})
    assert g.resources.get((1, -4)) == {"oil": 1}
    assert [e for e in events if e["kind"] == "common_stores"] == [
        {"kind": "common_stores", "player": v, "type": "oil", "instead_of": "metal",
         "at": [1, -4]}]
    # two short: one stand-in is not enough, so Deploy is not offered at all
    h = game()
    h.resources[(1, -4)] = {"metal": 2, "oil": 5}
    start_turn(h, "veldmark", 2, "bottom")
    assert not [e for e in h.legal() if e["kind"] == "deploy"]
    with pytest.raises(BadAction, match="stores_at: only with stores"):
        h.clone().apply({"kind": "deploy", "ability": "stride", "at": [1, -4],
                         "stores_at": [1, -4]})
    # a faction without the ability may not
    e = game(("corvane", "ember"), (3, 1))
    e.resources[(4, -3)] = {"metal": 3, "oil": 2}
    start_turn(e, "corvane", 2, "bottom")
    with pytest.raises(IllegalAction, match="S3.2 only a faction with Common Stores"):
        e.apply({"kind": "deploy", "ability": "stride", "at": [4, -3], "stores": "oil"})


def test_s3_2_s6_6_common_stores_stand_in_comes_from_the_hex_the_player_names() -> None:
    """S6.6: the player chooses which resources pay; the stand-in too (``stores_at``),
    from the hexes the legal entry lists for each type. Without it, the usual order."""
    g = game()  # Veldmark on Pioneer (3): column II is Deploy for 4 metal
    g.resources[(1, -4)] = {"metal": 3, "oil": 1}
    put(g, "veldmark.w9", (1, -3))
    g.resources[(1, -3)] = {"oil": 2, "food": 1}
    start_turn(g, "veldmark", 2, "bottom")
    entry = next(e for e in g.legal() if e["kind"] == "deploy")
    assert entry["stores"] == ["food", "oil"]
    assert entry["stores_at"] == {"oil": [[1, -4], [1, -3]], "food": [[1, -3]]}
    deploy = {"kind": "deploy", "ability": "stride", "at": [1, -4], "stores": "oil"}
    events = g.clone().apply(deploy)  # the usual order takes the first listed
    assert [e["at"] for e in events if e["kind"] == "common_stores"] == [[1, -4]]
    events = g.apply({**deploy, "stores_at": [1, -3]})
    assert [e["at"] for e in events if e["kind"] == "common_stores"] == [[1, -3]]
    assert g.resources[(1, -3)] == {"oil": 1, "food": 1} and g.resources[(1, -4)] == {"oil": 1}
    # a hex without the type, or one the seat does not control, is refused
    h = game()
    h.resources[(1, -4)] = {"metal": 3, "oil": 1}
    h.resources[(1, -3)] = {"oil": 1}  # no unit of Veldmark's there
    start_turn(h, "veldmark", 2, "bottom")
    with pytest.raises(IllegalAction, match="S6.6 .* holds no food"):
        h.clone().apply({**deploy, "stores": "food", "stores_at": [1, -4]})
    with pytest.raises(IllegalAction, match="S6.6 stores_at: you do not control"):
        h.clone().apply({**deploy, "stores_at": [1, -3]})
    with pytest.raises(BadAction, match="stores_at: expected a hex"):
        h.clone().apply({**deploy, "stores_at": "here"})


# ---------------------------------------------------------------- S10 combat


def test_s10_7_tie_goes_to_attacker() -> None:
    g = fight()
    assert g.phase() == "commit" and sorted(g.deciders()) == [0, 1]
    hand = len(g.players[1].hand)
    g.apply({"kind": "commit", "player": 1, "power": 2, "cards": []})
    g.apply({"kind": "commit", "player": 0, "power": 2, "cards": []})
    assert g.units["ember.m1"].at is None and g.units["veldmark.c"].at == (1, -3)
    assert g.players[0].stars == ["combat"] and g.players[0].power == 0
    assert len(g.players[1].hand) == hand + 1  # S10.9 consolation card (d >= 1)


def test_s10_7_stand_fast_tie_exact() -> None:
    g = fight("saltreach", "stand_fast")
    g.players[1].hand = [2]
    g.players[0].hand = [3]
    g.apply({"kind": "commit", "player": 0, "power": 0, "cards": [3]})
    g.apply({"kind": "commit", "player": 1, "power": 0, "cards": [2]})  # 2 + 1 = 3: tie
    assert g.units["veldmark.c"].at is None and g.units["saltreach.m1"].at == (1, -3)
    assert g.players[1].stars == ["combat"]
    assert len(g.players[0].hand) == 1  # the loser played a card: consolation draw


def test_s10_5_card_limit_and_levy() -> None:
    g = fight()
    with pytest.raises(IllegalAction, match="S10.5"):
        g.apply({"kind": "commit", "player": 0, "power": 0, "cards": [3, 2]})
    g2 = game(("veldmark", "ember"), (3, 1))
    g2.players[0].mech_abilities = ["levy"]
    put(g2, "veldmark.m1", (1, -4))
    put(g2, "ember.c", (1, -3))
    move_turn(g2, "veldmark")
    g2.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -3]],
              "carry": {"workers": ["veldmark.w1"]}})
    if g2.phase() == "move":
        g2.apply({"kind": "end_move"})
    assert g2._card_limit(0) == 2


def test_s10_4_bombard_and_hired_guns_before_the_commit() -> None:
    g = fight("ember", "bombard")
    assert g.phase() == "pre_combat" and g.deciders() == [1]
    g.players[0].power = 5
    g.apply({"kind": "bombard", "player": 1})
    assert g.players[0].power == 3 and g.players[1].power == 4
    assert g.phase() == "commit"
    c = game(("veldmark", "corvane"), (3, 1))
    put(c, "veldmark.c", (1, -4))
    put(c, "corvane.m1", (1, -3))
    c.players[1].mech_abilities = ["hired_guns"]
    move_turn(c, "veldmark")
    c.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    c.apply({"kind": "end_move"})
    c.apply({"kind": "hired_guns", "player": 1, "coins": 2})
    c.apply({"kind": "commit", "player": 0, "power": 2, "cards": []})
    c.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})  # 0 + 2 = 2: tie
    assert c.units["veldmark.c"].at == (1, -3)  # the attacker wins the tie


def test_s3_4_ambush_ground_on_forest() -> None:
    g = fight("hollin", "ambush_ground")  # [1,-3] is a forest
    g.players[1].hand = []
    g.apply({"kind": "commit", "player": 0, "power": 2, "cards": []})
    g.apply({"kind": "commit", "player": 1, "power": 1, "cards": []})  # 1 + 2 = 3 > 2
    assert g.units["veldmark.c"].at is None


def test_s10_9_fallback_retreat_is_a_choice() -> None:
    g = fight("ember", "fallback")
    g.structures[(-3, -1)] = (1, "beacon")
    g.players[1].structures_built = ["beacon"]
    g.apply({"kind": "commit", "player": 0, "power": 2, "cards": []})
    g.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})
    assert g.phase() == "retreat" and g.deciders() == [1]
    assert {"kind": "retreat", "player": 1, "to": [-3, -1]} in g.legal()
    g.apply({"kind": "retreat", "player": 1, "to": [-3, -1]})
    assert g.units["ember.m1"].at == (-3, -1)


def test_s10_10_attacker_loses_popularity_for_defending_workers() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    put(g, "veldmark.c", (1, -4))
    put(g, "ember.m1", (1, -3))
    put(g, "ember.w3", (1, -3))
    g.players[1].mech_abilities = ["stride"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    g.apply({"kind": "end_move"})
    pop, hand = g.players[0].popularity, len(g.players[1].hand)
    g.apply({"kind": "commit", "player": 0, "power": 1, "cards": []})
    g.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})
    assert g.players[0].popularity == pop - 1
    assert len(g.players[1].hand) == hand  # no power and no card: no consolation


def test_s10_2_attacker_orders_several_combats() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    g.players[0].mech_abilities = ["stride"]
    put(g, "veldmark.c", (1, -4))
    put(g, "veldmark.m1", (2, -4))
    put(g, "ember.m1", (1, -3))
    put(g, "ember.m2", (3, -4))
    g.players[1].mech_abilities = ["stride", "river"]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[1, -3]]})
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[3, -4]]})
    assert g.phase() == "combat_order"
    g.apply({"kind": "combat", "at": [3, -4]})
    assert g.turn is not None and g.turn.combat is not None
    assert g.turn.combat["at"] == [3, -4]


def test_s17_2_sealed_commit_hidden_from_the_other_view_and_cannot_change() -> None:
    from pocket_tactics_app.furrow.engine.position import view

    g = fight()
    g.apply({"kind": "commit", "player": 1, "power": 3, "cards": []})
    v0 = view(g, 0)
    assert v0.position["turn"]["commits"] == {} and v0.position["turn"]["committed"] == [1]
    assert "3" not in str(v0.position["turn"]["commits"])
    with pytest.raises(IllegalAction, match="S17.2"):
        g.apply({"kind": "commit", "player": 1, "power": 0, "cards": []})


# ---------------------------------------------------------------- S11 control


def test_s11_1_control_and_s11_2_base_controls_nothing() -> None:
    g = game()
    assert g.control((1, -4)) == 0
    g.structures[(0, -1)] = (1, "beacon")
    assert g.control((0, -1)) == 1
    put(g, "veldmark.w3", (0, -1))
    assert g.control((0, -1)) == 0
    put(g, "ember.c", (0, -1))
    assert g.control((0, -1)) is None
    assert None not in g.control_map()


# ---------------------------------------------------------------- S12 encounters, S13


def test_s12_encounter_then_bottom_and_token_removed() -> None:
    g = game()
    put(g, "veldmark.c", (1, -4))
    g.draws = [{"deck": "encounter", "card": "enc-03"}]
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, -3]]})
    g.apply({"kind": "end_move"})
    assert g.phase() == "encounter"
    assert g.turn is not None and g.turn.encounter == {"at": [0, -3], "card": "enc-03"}
    with pytest.raises(IllegalAction, match="S12.3"):
        g.apply({"kind": "encounter", "options": ["A", "B"]})
    g.apply({"kind": "encounter", "options": ["A"]})
    assert g.resources[(0, -3)] == {"food": 3}
    assert (0, -3) not in g.tokens and g.encounters_used == ["enc-03"]


def test_s12_5_wayfinders_two_options_with_choices() -> None:
    g = game(("saltreach", "ember"), (3, 1))
    s = seat(g, "saltreach")
    put(g, "saltreach.c", (-3, 2))
    g.players[s].coins = 10
    g.draws = [{"deck": "encounter", "card": "enc-02"}]
    move_turn(g, "saltreach")
    g.apply({"kind": "move_unit", "unit": "saltreach.c", "path": [[-3, 3]]})
    if g.phase() == "move":
        g.apply({"kind": "end_move"})
    g.apply({"kind": "encounter", "options": ["B", "A"],
             "choices": {"B": {"cube": "move_units", "slot": "conscript"}}})
    p = g.players[s]
    assert p.cubes_removed == ["move_units"] and p.coins == 8


def test_s13_2_foundry_card_after_combats_and_encounter_step() -> None:
    g = game()
    put(g, "veldmark.c", (0, -1))
    move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, 0]]})
    if g.phase() == "move":
        g.apply({"kind": "end_move"})
    assert g.phase() == "foundry_card"
    card = g.foundry_cards[0]
    g.apply({"kind": "take_foundry_card", "card": card})
    assert g.players[0].foundry_card == card and card not in g.foundry_cards
    assert g.phase() != "foundry_card"


def test_s13_3_fifth_section_top_and_shared_move() -> None:
    g = game()
    g.players[0].foundry_card = "fc-09"  # produce_one, 1 coin
    g.foundry_cards = [c for c in g.foundry_cards if c != "fc-09"]
    start_turn(g, "veldmark", 5)
    g.apply({"kind": "foundry_top", "option": 0, "at": [1, -4]})
    assert g.resources[(1, -4)] == {"food": 3}  # 1 worker + 2
    assert g.phase() == "bottom"
    g.apply({"kind": "foundry_move", "unit": "veldmark.w1", "path": [[1, -3], [0, -3]]})
    assert g.units["veldmark.w1"].at == (0, -3)


# ---------------------------------------------------------------- S14, S15, S16


def test_s14_2_reveal_objective_takes_a_star_and_discards_the_other() -> None:
    g = game()
    g.players[0].objectives = ["obj-10", "obj-01"]  # hand >= 5
    g.players[0].hand = [2, 2, 3, 3, 4]
    start_turn(g, "veldmark", 2, "bottom")
    g._objective_stage()
    assert g.phase() == "objective"
    g.apply({"kind": "objective", "card": "obj-10"})
    assert g.players[0].stars == ["objective"] and g.players[0].objectives == ["obj-10"]


def test_s15_star_conditions_and_combat_cap() -> None:
    g = game()
    p = g.players[0]
    p.power = 16
    p.stars = ["combat", "combat"]
    start_turn(g, "veldmark", 2)
    g._pending_combat_wins.append(0)
    g._checkpoint()
    assert p.stars == ["combat", "combat", "power"]


def test_s16_1_sixth_star_voids_the_rest_of_the_turn() -> None:
    g = game()
    p = g.players[0]
    p.stars = ["upgrades", "mechs", "structures", "recruits", "workers"]
    p.power = 15
    g.resources[(1, -4)] = {"wood": 9}
    start_turn(g, "veldmark", 3)  # Pioneer III: Strengthen / Build
    ev = g.apply({"kind": "strengthen", "gain": "power"})
    assert g.over and g.phase() is None and g.legal() == []
    assert "game_over" in kinds(ev) and "built" not in kinds(ev)
    assert g.winner() is not None


def test_s16_2_scoring_by_hand_each_tier() -> None:
    g = new_game(factions=["veldmark", "hollin", "ember"], mats=[1, 2, 3], seed=2)
    v, h, e = (seat(g, f) for f in ("veldmark", "hollin", "ember"))
    g.bonus_tile = "chain"
    pv, ph, pe = g.players[v], g.players[h], g.players[e]
    # tier 1 (popularity 5): 10 coins, 2 stars, 2 territories, 3 food -> 1 pair
    pv.coins, pv.popularity, pv.stars = 10, 5, ["power", "combat"]
    g.resources[(1, -4)] = {"food": 3}
    # tier 3 (popularity 15): 0 coins, 3 stars, 2 territories, 5 wood -> 2 pairs
    ph.coins, ph.popularity, ph.stars = 0, 15, ["power", "combat", "upgrades"]
    g.resources[(3, 1)] = {"wood": 5}
    # tier 2 (popularity 9): 5 coins, 1 star, Foundry (3) + 2 hexes = 5, metal 4 -> 2
    # pairs, two neighbouring structures -> Chain 2 -> 3
    pe.coins, pe.popularity, pe.stars = 5, 9, ["combat"]
    put(g, "ember.c", FOUNDRY)
    g.resources[(-3, -1)] = {"metal": 4}
    g.structures[(-3, -1)] = (e, "beacon")
    g.structures[(-2, -2)] = (e, "delve")
    pe.structures_built = ["beacon", "delve"]
    g.over = True
    s = g.scores()
    assert s[str(v)] == {"coins": 10, "structure_bonus": 0, "stars": 2, "territories": 2,
                         "resource_pairs": 1, "tier": 1, "total": 10 + 6 + 4 + 1}
    assert s[str(h)]["total"] == 0 + 15 + 8 + 6 and s[str(h)]["tier"] == 3
    assert s[str(e)]["total"] == 5 + 3 + 4 + 15 + 4 and s[str(e)]["tier"] == 2
    assert g.winner() == [e]


def test_s16_4_ties_broken_by_popularity_then_shared() -> None:
    g = game()
    g.over = True
    a, b = g.players
    a.coins, b.coins = 0, 0
    a.popularity = b.popularity = 3
    g.resources.clear()
    tot = g.scores()
    assert tot["0"]["total"] == tot["1"]["total"]
    a.power, b.power = 5, 5
    assert g.winner() == [0, 1]
    b.power = 6
    assert g.winner() == [1]
    a.popularity = 4  # popularity counts before power; same tier
    s = g.scores()
    if s["0"]["total"] == s["1"]["total"]:
        assert g.winner() == [0]


def test_s16_5_round_limit_ends_after_the_last_players_turn() -> None:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=1, round_limit=1)
    g.apply({"kind": "section", "section": 2})
    while g.turn is not None:
        g.apply({"kind": "skip"})
    assert not g.over
    g.apply({"kind": "section", "section": 2})
    while not g.over and g.turn is not None:
        g.apply(g.legal()[-1])
    assert g.over and g.end_reason == "round_limit"
