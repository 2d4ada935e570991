"""The six readings docs/SCYTHE.md revision 2 makes explicit, one test each, named after
its rule ID: S3.1 (start values per content revision), S4.4 (up to 3 workers produce for
free), S8.8 against S8.6e (a worker set down on a hex awaiting combat stays), S9.7 (a free
recruit pays nothing, on column IV too), S13.3 (the Foundry move takes a worker 2 steps),
S18.5 (``produce_one`` and the Waterwheel) and Appendix A (the shape of a view)."""

from __future__ import annotations

import pytest

from pocket_tactics_app.furrow.engine.content import content_at
from pocket_tactics_app.furrow.engine.game import Game, IllegalAction, new_game
from pocket_tactics_app.furrow.engine.kind import DOCUMENT_REVISION, KIND

from .helpers import game, put, seat, start_turn


def _move_turn(g: Game, fid: str) -> None:
    """Start ``fid``'s turn on its mat's Move section."""
    s = seat(g, fid)
    start_turn(g, fid, next(i for i, c in enumerate(g.mat(s).columns, 1) if c.top == "move"))


def test_document_revision_2_is_followed() -> None:
    assert DOCUMENT_REVISION == 2
    assert KIND.revisions()["document"] == 2


def test_s3_1_start_values_per_content_revision() -> None:
    first = content_at(1)
    assert all(f.power + f.cards == 5 for f in first.factions.values())
    second = content_at(2)
    assert second.factions["ember"].cards == 1
    assert all(f.power + f.cards == 5 for fid, f in second.factions.items() if fid != "ember")
    for revision, cards in ((1, 0), (2, 1)):
        g = new_game(content=content_at(revision), factions=["veldmark", "ember"],
                     mats=[3, 1], seed=3)
        assert len(g.players[seat(g, "ember")].hand) == cards


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_s4_4_up_to_3_workers_produce_for_free(workers: int) -> None:
    g = game()
    v = seat(g, "veldmark")
    for uid in [u.id for u in g.units_of(v, "worker")]:
        del g.units[uid]
    for i in range(1, workers + 1):
        put(g, f"veldmark.w{i}", (1, -4))
    assert g.workers_in_play(v) == workers
    assert g.produce_cost(v) == {}
    start_turn(g, "veldmark", 1)  # Pioneer I: Produce
    before = (g.players[v].power, g.players[v].popularity, g.players[v].coins)
    g.apply({"kind": "produce", "hexes": [[1, -4]]})
    assert (g.players[v].power, g.players[v].popularity, g.players[v].coins) == before
    put(g, "veldmark.w4", None)
    assert g.produce_cost(v) == ({} if workers < 3 else {"power": 1})


def test_s8_8_worker_set_down_on_a_hex_awaiting_combat_cannot_move_on() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    v = seat(g, "veldmark")
    put(g, "veldmark.m1", (1, -4))
    g.players[v].mech_abilities = ["stride"]
    put(g, "ember.m1", (1, -3))
    g.players[seat(g, "ember")].mech_abilities = ["stride"]
    _move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -3]],
             "carry": {"workers": ["veldmark.w1"]}})
    assert g.units["veldmark.w1"].at == (1, -3)
    assert g.phase() == "move"  # a second unit may still move
    assert all(e.get("unit") != "veldmark.w1" for e in g.legal())
    with pytest.raises(IllegalAction, match="S8.6"):
        g.apply({"kind": "move_unit", "unit": "veldmark.w1", "path": [[1, -4]]})


def test_s9_7_a_free_recruit_pays_nothing_on_column_iv_too() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    v, e = seat(g, "veldmark"), seat(g, "ember")
    put(g, "veldmark.c", (1, -4))
    g.players[v].coins = 10
    g.draws = [{"deck": "encounter", "card": "enc-03"}]  # B: 4 coins for a recruit and a card
    _move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.c", "path": [[0, -3]]})
    if g.phase() == "move":
        g.apply({"kind": "end_move"})
    coins = {s: g.players[s].coins for s in (v, e)}
    events = g.apply({"kind": "encounter", "options": ["B"],
                      "choices": {"B": {"column": "conscript", "bonus": "power"}}})
    assert g.players[v].recruits == {"conscript": "power"}
    assert [x for x in events if x["kind"] == "recruit_bonus"] == []
    assert g.players[v].coins == coins[v] - 4  # the option's cost, no column coins
    assert g.players[e].coins == coins[e]
    assert len(g.players[v].hand) == len(game().players[v].hand) + 1  # the card only


def test_s13_3_the_foundry_move_takes_a_worker_two_steps() -> None:
    g = game()
    g.players[0].foundry_card = "fc-09"
    g.foundry_cards = [c for c in g.foundry_cards if c != "fc-09"]
    start_turn(g, "veldmark", 5, "bottom")
    assert g.units["veldmark.w1"].at == (1, -4)
    g.apply({"kind": "foundry_move", "unit": "veldmark.w1", "path": [[1, -3], [0, -3]]})
    assert g.units["veldmark.w1"].at == (0, -3)


def test_s18_5_produce_one_counts_the_waterwheel_but_needs_a_worker() -> None:
    g = game()
    v = seat(g, "veldmark")
    g.players[v].foundry_card = "fc-09"  # Overtime Bell: 1 coin, produce_one
    g.foundry_cards = [c for c in g.foundry_cards if c != "fc-09"]
    g.structures[(1, -4)] = (v, "waterwheel")
    g.structures[(1, -3)] = (v, "beacon")
    g.players[v].structures_built = ["waterwheel", "beacon"]
    start_turn(g, "veldmark", 5)
    entry = next(e for e in g.legal() if e["kind"] == "foundry_top")
    assert [1, -4] in entry["at"]
    assert [1, -3] not in entry["at"]
    g.apply({"kind": "foundry_top", "option": 0, "at": [1, -4]})
    assert g.resources[(1, -4)] == {"food": 4}  # 1 worker + the Waterwheel's 1 + 2
    only_wheel = game()
    w = seat(only_wheel, "veldmark")
    only_wheel.players[w].foundry_card = "fc-09"
    only_wheel.structures[(1, -3)] = (w, "waterwheel")
    only_wheel.players[w].structures_built = ["waterwheel"]
    start_turn(only_wheel, "veldmark", 5)
    with pytest.raises(IllegalAction, match="S18.5"):
        only_wheel.apply({"kind": "foundry_top", "option": 0, "at": [1, -3]})


def test_appendix_a_view_shape() -> None:
    g = game(("veldmark", "ember"), (3, 1))
    v, e = seat(g, "veldmark"), seat(g, "ember")
    g.players[e].objectives_revealed = [g.players[e].objectives[0]]
    put(g, "veldmark.m1", (1, -4))
    put(g, "ember.m1", (1, -3))
    _move_turn(g, "veldmark")
    g.apply({"kind": "move_unit", "unit": "veldmark.m1", "path": [[1, -3]]})
    while g.phase() != "commit":
        g.apply(g.legal_actions(g.current_seats()[0])[-1])
    g.apply({"kind": "commit", "player": e, "power": 1, "cards": []})
    view = g.view(v)
    other = next(p for p in view["players"] if p["seat"] == e)
    assert other["hand"] is None
    assert other["hand_size"] == len(g.players[e].hand)
    assert other["objectives"] == g.players[e].objectives_revealed
    assert other["objectives_hidden"] == 1
    assert view["turn"]["commits"] == {}
    assert view["turn"]["committed"] == [e]
    mine = next(p for p in view["players"] if p["seat"] == v)
    assert mine["hand"] == g.players[v].hand
    assert "seed" not in view
    assert "draws" not in view
