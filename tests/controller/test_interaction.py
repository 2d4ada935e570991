"""The screen's selection and its queries, without widgets (controller/interaction.py).

Each test drives an :class:`Interaction` over a bare engine game at one screen (both
players human) or a ``GameController``: what a click on a hex would do, which hexes
glow and why, what a right-click offers, where a dragged reserve unit may go, and how
Tab and the arrow keys move the selection. Everything offered must be legal.
"""

from __future__ import annotations

import math

from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.controller.interaction import Interaction, safest_move
from pocket_tactics_app.core.hexgrid import Hex
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.game import Game
from tests.engine.helpers import finish_setup, make_position, new_game


class Table:
    """A game at one screen: both players human, nobody else decides."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def has_game(self) -> bool:
        return True

    def human_to_decide(self) -> bool:
        return not self.game.is_over()

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions() if self.human_to_decide() else []


class Watching(Table):
    """The game as a screen sees it while the computer decides."""

    def human_to_decide(self) -> bool:
        return False


def at_table(game: Game) -> tuple[Interaction, Game]:
    return Interaction(Table(game)), game


def centre(h: Hex) -> tuple[float, float]:
    """Pointy-top hex centres, as the map draws them (x right, y down)."""
    q, r = h
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def duel() -> tuple[Interaction, Game]:
    """Blue's marine at (2, 0), Orange's soldier at (4, 0), an astronaut in Blue's
    reserve; a row of wasteland (no hazards) from Blue's colony to Orange's biomass."""
    tiles = [{"at": [0, 0], "terrain": "wasteland", "feature": "colony"},
             *({"at": [q, 0], "terrain": "wasteland"} for q in range(1, 6)),
             {"at": [6, 0], "terrain": "wasteland", "feature": "biomass"}]
    return at_table(make_position(
        tiles, units=[("a1", "space-force-marine", 0, (2, 0)),
                      ("b1", "mytoan-soldier", 1, (4, 0))],
        reserve=[("a2", "colonial-astronaut", 0)], control={(0, 0): 0, (6, 0): 1}))


def test_no_game_no_targets(qapp: object) -> None:
    c = GameController()
    ia = Interaction(c)
    assert ia.game() is None
    assert ia.target_hexes() == {} and ia.highlights() == {} and ia.context_actions((0, 0)) == []
    assert ia.select_at((0, 0)) is None and ia.cycle(1) is None and ia.card_unit() is None


def test_setup_placements_are_the_targets_and_glow() -> None:
    ia, g = at_table(new_game(seed=3))
    assert g.phase == "tiles"
    legal = g.legal_actions()
    targets = ia.target_hexes()
    assert {h: a for h, (_k, a) in targets.items()} == {a.at: a for a in legal}
    assert {k for k, _a in targets.values()} == {"place"}
    assert ia.highlights() == {h: "place" for h in targets}
    h = next(iter(targets))
    assert ia.context_actions(h) == [targets[h][1]]


def test_placement_preselects_a_reserve_unit_and_its_tiles_are_targets() -> None:
    ia, g = at_table(new_game(seed=3))
    while g.phase != "units":
        g.apply(g.legal_actions()[0])
    ia.validate()  # R2.7: the first unit that may be placed is selected
    first = next(a.unit for a in g.legal_actions() if a.kind == "place_unit")
    assert ia.selected_reserve == first
    assert set(ia.target_hexes()) == {a.at for a in g.legal_actions() if a.unit == first}
    assert {k for k, _a in ia.target_hexes().values()} == {"deploy"}
    other = next(a.unit for a in g.legal_actions() if a.unit != first)
    assert ia.select_reserve(other) and ia.selected_reserve == other
    assert ia.select_reserve(other) and ia.selected_reserve == other  # not unselected here
    assert ia.selectable_reserve() == {a.unit for a in g.legal_actions()}


def test_a_selected_unit_targets_its_moves_and_attacks() -> None:
    ia, g = duel()
    assert ia.select_at((2, 0)) is None and ia.selected_unit == "a1"
    targets = ia.target_hexes()
    own = [a for a in g.legal_actions() if a.unit == "a1" and a.kind in ("move", "attack")]
    assert own and all(a in g.legal_actions() for _k, a in targets.values())
    assert {a.path[-1] for a in own if a.kind == "move"} <= set(targets)
    assert targets[(4, 0)][0] == "attack" and targets[(4, 0)][1].target == "b1"
    hl = ia.highlights()
    assert hl[(2, 0)] == "selected" and hl[(4, 0)] == "attack"
    # The move under the pointer shows its steps.
    far = max((a for _k, a in targets.values() if a.kind == "move"), key=lambda a: len(a.path))
    ia.hovered = far.path[-1]
    if len(far.path) > 1:
        assert all(ia.highlights()[h] == "path" for h in far.path[:-1])
    hint = ia.hint(far.path[-1])
    assert hint is not None and hint.kind == "move" and hint.steps == len(far.path)
    assert not hint.hazard
    attack_hint = ia.hint((4, 0))
    assert attack_hint is not None and attack_hint.kind == "attack"
    # The card shows the selected unit; a second click unselects it.
    assert ia.card_unit() == "a1"
    assert ia.select_at((2, 0)) is None and ia.selected_unit is None


def test_a_click_on_someone_elses_unit_shows_its_card_and_selects_nothing() -> None:
    ia, g = duel()
    ia.select_at((2, 0))
    ia.key_cursor = (3, 0)
    assert ia.select_at((4, 0)) == "b1"
    assert ia.selected_unit is None and ia.key_cursor == (3, 0)
    assert ia.select_at((5, 0)) is None and ia.key_cursor is None  # an empty hex
    ia.hovered = (4, 0)
    assert ia.card_unit() == "b1"  # nothing selected: the unit under the pointer


def test_right_click_offers_one_safest_move_per_unit_and_only_legal_actions() -> None:
    ia, g = duel()
    legal = g.legal_actions()
    for h in g.tiles:
        offered = ia.context_actions(h)
        assert all(a in legal for a in offered)
        moves = [a for a in offered if a.kind == "move"]
        assert len({a.unit for a in moves}) == len(moves)
        assert offered[:len(moves)] == moves  # moves first
        for m in moves:
            options = [a for a in legal if a.kind == "move" and a.unit == m.unit
                       and a.path[-1] == h]
            assert m == safest_move(g, options)
    assert any(a.kind == "attack" and a.target == "b1" for a in ia.context_actions((4, 0)))
    assert any(a.kind == "deploy" for a in ia.context_actions((1, 0)))
    assert [a.kind for a in ia.context_actions((3, 0))] == ["move"]


def test_reserve_deploy_by_selection_and_by_drag() -> None:
    ia, g = duel()
    deploys = {a.at: a for a in g.legal_actions() if a.kind == "deploy" and a.unit == "a2"}
    assert deploys
    assert ia.drop_actions("a2") == deploys
    assert ia.select_reserve("a2") and ia.selected_reserve == "a2"
    assert {h for h, (k, _a) in ia.target_hexes().items() if k == "deploy"} == set(deploys)
    assert ia.select_reserve("a2") and ia.selected_reserve is None  # again: unselected
    assert not ia.select_reserve("b1")  # on the map, not in the reserve
    # A drag selects the unit while it lasts and puts the old selection back if not dropped.
    ia.select_at((2, 0))
    assert not ia.begin_drag("b1")  # cannot go anywhere
    assert ia.begin_drag("a2") and ia.drag_unit == "a2" and ia.selected_reserve == "a2"
    assert ia.selected_unit is None
    assert ia.end_drag(dropped=False)
    assert ia.drag_unit is None and ia.selected_unit == "a1" and ia.selected_reserve is None
    assert ia.begin_drag("a2") and not ia.end_drag(dropped=True)
    assert not ia.end_drag(dropped=False)  # no drag: nothing to restore


def test_an_accepted_turn_action_spends_the_selection() -> None:
    ia, g = duel()
    ia.select_at((2, 0))
    move = next(a for _k, a in ia.target_hexes().values() if a.kind == "move")
    assert not ia.requested(Action("place_tile", at=(9, 9)))
    assert ia.selected_unit == "a1"
    assert ia.requested(move)
    assert ia.selected_unit is None and ia.selected_reserve is None and ia.key_cursor is None
    ia.selected_unit = "a1"
    g.apply(move)
    ia.applied(move)  # a human decides next (at this screen, Orange): kept
    assert ia.selected_unit == "a1"
    ia.source = Watching(g)
    ia.applied(Action("attack", unit="a1", target="b1"))  # an assault follows: kept
    assert ia.selected_unit == "a1"
    ia.applied(move)  # the computer decides next: the selection goes
    assert ia.selected_unit is None


def test_tab_cycles_units_and_arrows_step_between_targets() -> None:
    ia, g = duel()
    can_act = sorted({a.unit for a in g.legal_actions() if a.kind != "deploy"})
    seen = [ia.selected_unit for _ in can_act if ia.cycle(1) == "unit"]
    assert seen == can_act
    assert ia.cycle(1) == "unit" and ia.selected_unit == can_act[0]  # wraps around
    assert ia.cycle(-1) == "unit" and ia.selected_unit == can_act[-1]
    ia.clear()
    ia.select_at((2, 0))
    assert ia.move_cursor((-1, 0), centre) == "stepped" and ia.key_cursor == (1, 0)
    assert ia.move_cursor((-1, 0), centre) is None and ia.key_cursor == (1, 0)  # no more
    ia.key_cursor = None
    assert ia.move_cursor((1, 0), centre) == "stepped" and ia.key_cursor == (3, 0)
    assert ia.move_cursor((1, 0), centre) == "stepped" and ia.key_cursor == (4, 0)
    assert ia.highlights()[(4, 0)] == "attack" and ia.highlights()[(2, 0)] == "selected"
    ia.key_cursor = None
    ia.selected_unit = None
    ia.selected_reserve = "a2"
    assert ia.move_cursor((1, 0), centre) == "placed" and ia.key_cursor == (1, 0)
    assert ia.highlights() == {(1, 0): "deploy"}


def test_tab_in_setup_moves_the_cursor_over_the_placements() -> None:
    ia, g = at_table(new_game(seed=3))
    hexes = sorted({a.at for a in g.legal_actions() if a.at is not None},
                   key=lambda h: (h[1], h[0]))
    assert ia.cycle(1) == "cursor" and ia.key_cursor == hexes[0]
    assert ia.highlights()[hexes[0]] == "place"
    assert ia.cycle(-1) == "cursor" and ia.key_cursor == hexes[-1]


def test_nothing_is_offered_to_a_screen_that_does_not_decide(qapp: object) -> None:
    c = GameController()
    c.autosave = False
    c.ai_delay_ms = 10**6  # the computer never gets to move in this test
    g = new_game(seed=3)
    finish_setup(g)
    c.start_position(g, (HUMAN, "ai") if g.current_player() == 1 else ("ai", HUMAN))
    ia = Interaction(c)
    assert not c.human_to_decide()
    assert ia.target_hexes() == {} and ia.cycle(1) is None and ia.selectable_reserve() == set()
    mine = next(u for u in c.game.on_map() if u.owner == c.game.current_player())
    assert mine.at is not None
    assert ia.select_at(mine.at) == mine.id and ia.selected_unit is None
    c.set_paused(True)
