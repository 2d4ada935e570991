"""The Furrow & Foundry interaction without widgets: what the seat at the screen may
click now, built from the engine's legal entries only, driven with a bare engine game."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from pocket_tactics_app.controller import furrow_interaction
from pocket_tactics_app.controller.furrow_interaction import (
    Click,
    FurrowInteraction,
    Reason,
    as_hex,
    choice_fields,
    is_plain,
    move_action,
    placements,
    plain_action,
)
from pocket_tactics_app.furrow.engine.game import Action, Game, new_game
from tests.controller.helpers import Source

ENCOUNTER = Path(__file__).parent.parent / "fixtures" / "furrow_before_encounter.json"


def start(seed: int = 3) -> tuple[Source, FurrowInteraction, int]:
    source = Source(new_game(seed=seed, players=2))
    return source, FurrowInteraction(source), source.game.to_move


def section_with(g: Game, seat: int, top: str) -> int:
    return next(n for n in (1, 2, 3, 4) if g.top_kind(seat, n) == top)


def test_the_interaction_imports_no_qt() -> None:
    tree = ast.parse(Path(furrow_interaction.__file__).read_text(encoding="utf-8"))
    modules = ["." * n.level + (n.module or "") for n in ast.walk(tree)
               if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert modules and not [m for m in modules if "PySide6" in m or "shiboken" in m]
    # what it imports from the app is the engine, which imports no Qt (pyproject.toml)
    assert {m for m in modules if m.startswith(".")} <= {"..furrow.engine.content",
                                                         "..furrow.engine.game"}


def test_s6_1_any_section_on_the_first_turn_each_with_its_engine_entries() -> None:
    source, ia, seat = start()
    g = source.game
    mat = ia.mat(seat)
    assert [s.number for s in mat] == [1, 2, 3, 4]
    assert all(s.choosable and s.why_not is None for s in mat)
    assert ia.sections(seat) == [1, 2, 3, 4]
    assert ia.section_action(seat, 2) == {"kind": "section", "section": 2}
    strengthen = mat[section_with(g, seat, "strengthen") - 1]
    assert strengthen.top.kind == "strengthen" and strengthen.top.why_not is None
    assert [e["gain"] for e in strengthen.top.entries] == ["power", "cards"]
    move = mat[section_with(g, seat, "move") - 1]
    assert {e["kind"] for e in move.top.entries} == {"move_unit", "gain_coins"}
    # the preview is the engine's: choosing the section gives the same entries
    trial = g.clone()
    trial.apply({"kind": "section", "section": move.number})
    assert list(move.top.entries) == [e for e in trial.legal() if e["kind"] != "skip"]
    assert g.turn is None  # the preview never touches the game


def test_s6_7_a_bottom_action_that_cannot_be_paid_says_what_it_costs() -> None:
    source, ia, seat = start()
    g = source.game
    for section in ia.mat(seat):
        column = section.bottom.kind
        assert not g.can_pay_column(seat, column), "a new game holds no resources"
        why = section.bottom.why_not
        assert section.bottom.entries == () and why is not None
        assert why.rule == "S6.7" and why.reason is Reason.COST
        assert why.need == g.column_cost(seat, column) and why.have == 0
        assert why.text() == f"S6.7: costs {why.need} {why.resource}, you have 0"


def test_s6_7_strengthen_without_a_coin_is_refused_with_the_cost() -> None:
    source, ia, seat = start()
    g = source.game
    g.players[seat].coins = 0
    n = section_with(g, seat, "strengthen")
    top = ia.mat(seat)[n - 1].top
    assert top.entries == () and top.why_not is not None
    assert top.why_not.rule == "S6.7" and dict(top.why_not.short) == {"coins": 1}


def test_s6_1_the_last_section_is_not_offered_and_says_why() -> None:
    source, ia, seat = start()
    g = source.game
    n = section_with(g, seat, "strengthen")
    g.apply({"kind": "section", "section": n})
    g.apply({"kind": "strengthen", "gain": "power"})
    while g.to_move == seat and g.phase() != "section":
        g.apply({"kind": "skip"} if g.phase() != "objective" else {"kind": "end_turn"})
    other = g.to_move
    assert other != seat
    mine = ia.mat(seat)  # not this seat's decision now
    assert all(not s.choosable and s.why_not is not None
               and s.why_not.reason is Reason.NOT_DECIDING for s in mine)
    assert all(s.top.entries == () for s in mine)
    g.apply({"kind": "section", "section": section_with(g, other, "move")})
    g.apply({"kind": "gain_coins"})
    while g.to_move == other:
        g.apply({"kind": "skip"} if g.phase() != "objective" else {"kind": "end_turn"})
    assert g.to_move == seat and g.phase() == "section"
    mat = ia.mat(seat)
    last = mat[n - 1]
    assert not last.choosable and last.why_not is not None
    assert last.why_not.rule == "S6.1" and last.why_not.reason is Reason.LAST_SECTION
    assert n not in ia.sections(seat) and ia.section_action(seat, n) is None
    assert all(s.choosable for s in mat if s.number != n)


def test_s8_a_click_chooses_a_unit_then_moves_it_the_shortest_way() -> None:
    source, ia, seat = start()
    g = source.game
    g.apply({"kind": "section", "section": section_with(g, seat, "move")})
    movers = ia.movers(seat)
    assert movers and movers == sorted(movers)
    unit = movers[0]
    at = ia.unit_hex(seat, unit)
    glow = ia.glow(seat)
    assert glow[at] == "deploy"
    click = ia.click(seat, at)
    assert click.kind == "select" and click.unit in ia.units_at(seat, at)
    assert ia.selected == click.unit
    glow = ia.glow(seat)
    assert glow[at] == "selected"
    ends = ia.destinations(seat)
    assert ends and all(glow[h] == "move" for h in ends)
    end = ends[0]
    entry = ia.move_to(seat, end)
    assert entry is not None and as_hex(entry["path"][-1]) == end
    shortest = min(len(e["path"]) for e in ia.moves_of(seat, ia.selected)
                   if as_hex(e["path"][-1]) == end)
    assert len(entry["path"]) == shortest
    assert ia.path_to(seat, end) == [as_hex(h) for h in entry["path"][:-1]]
    done = ia.click(seat, end)
    assert done == Click("move", entry, str(entry["unit"])) and ia.selected is None
    action = move_action(entry)
    assert action == {"kind": entry["kind"], "unit": entry["unit"], "path": entry["path"]}
    g.apply(action)
    assert g.units[str(entry["unit"])].at == end


def test_a_click_on_nothing_clears_the_choice() -> None:
    source, ia, seat = start()
    g = source.game
    g.apply({"kind": "section", "section": section_with(g, seat, "move")})
    ia.click(seat, ia.unit_hex(seat, ia.movers(seat)[0]))
    glow = ia.glow(seat)
    empty = next(h for h in g.board.terrain if h not in glow and not g.units_at(h))
    assert ia.click(seat, empty) == Click("clear") and ia.selected is None
    assert ia.click(None, empty) == Click("clear")


def test_s7_3_produce_hexes_are_chosen_by_clicks_up_to_the_limit() -> None:
    source, ia, seat = start()
    g = source.game
    g.apply({"kind": "section", "section": section_with(g, seat, "produce")})
    entry = ia.produce_entry(seat)
    assert entry is not None
    hexes = [as_hex(h) for h in entry["hexes"]]
    first = hexes[0]
    assert first is not None
    assert ia.glow(seat)[first] == "place"
    assert ia.click(seat, first) == Click("produce", entry, at=list(first))
    assert ia.produce_hexes(seat) == [list(first)] and ia.glow(seat)[first] == "selected"
    assert ia.produce_action() == {"kind": "produce", "hexes": [list(first)]}
    ia.click(seat, first)  # a second click takes it back
    assert ia.produce_hexes(seat) == []
    for h in hexes:
        assert h is not None
        ia.click(seat, h)
    assert len(ia.produce_hexes(seat)) == min(len(hexes), int(entry["max"]))
    g.apply(ia.produce_action())
    ia.sync(seat)
    assert ia.produce == [] and ia.produce_entry(seat) is None


def test_buttons_plain_entries_and_what_a_dialog_offers() -> None:
    source, ia, seat = start()
    g = source.game
    assert ia.buttons(seat) == []  # sections are chosen on the mat
    g.apply({"kind": "section", "section": section_with(g, seat, "trade")})
    buttons = ia.buttons(seat)
    kinds = [(e["kind"], e.get("gain")) for e in buttons]
    assert kinds == [("trade", "resources"), ("trade", "popularity"), ("skip", None)]
    resources, popularity, skip = buttons
    assert is_plain(popularity) and is_plain(skip) and not is_plain(resources)
    assert plain_action(popularity) == {"kind": "trade", "gain": "popularity"}
    types, hexes = placements(resources)
    assert types == ["", ""] and hexes == resources["place"]
    assert choice_fields(resources) == []
    assert placements(popularity) == ([], [])


def test_s9_a_bottom_entry_offers_its_free_fields_to_a_dialog() -> None:
    entry: Action = {"kind": "deploy", "ability": ["a", "b"], "at": [[1, 2]],
                     "discard": [3], "pay": []}
    assert choice_fields(entry) == [("ability", ["a", "b"]), ("at", [[1, 2]])]
    foundry: Action = {"kind": "foundry_top", "option": 0, "discard": [3, 2]}
    assert choice_fields(foundry) == [("discard", [3, 2])]


def test_s12_3_the_encounter_options_and_why_one_is_not_possible() -> None:
    data = json.loads(ENCOUNTER.read_text(encoding="utf-8"))
    from pocket_tactics_app.controller.furrow_controller import FurrowSetup

    setup = FurrowSetup.from_json(data["setup"])
    g = setup.start()
    for a in data["actions"]:
        g.apply(a)
    assert g.phase() == "encounter"
    source = Source(g)
    ia = FurrowInteraction(source)
    seat = g.to_move
    choice = ia.encounter(seat)
    assert choice is not None
    card = g.content.encounters[choice.card]
    assert all(choice.single[o] is not None and choice.why_not(o) is None for o in "ABC")
    g.players[seat].coins = 1
    choice = ia.encounter(seat)
    assert choice is not None
    for o in "ABC":
        short = g.shortfall(seat, [card.options[o].cost])
        assert (choice.single[o] is None) == bool(short)
        why = choice.why_not(o)
        if short:
            assert why is not None and why.rule == "S12.3" and dict(why.short) == short
    assert [e["kind"] for e in ia.buttons(seat)] == ["encounter"]
    assert ia.encounter(1 - seat) is None


@pytest.mark.parametrize("seed", [1, 7])
def test_every_click_target_is_a_legal_entry(seed: int) -> None:
    """Whatever glows, a click there gives an entry of the engine's own list."""
    source, ia, seat = start(seed)
    g = source.game
    g.apply({"kind": "section", "section": section_with(g, seat, "move")})
    legal = source.legal_for(seat)
    checked = 0
    for unit in ia.movers(seat):
        ia.selected = unit
        for end in ia.destinations(seat):
            ia.selected = unit
            entry = ia.move_to(seat, end)
            assert entry in legal
            assert ia.click(seat, end) == Click("move", entry, unit) and ia.selected is None
            checked += 1
    assert checked >= len(ia.movers(seat))
