"""Which Furrow & Foundry choice wastes what, without widgets: the warning facts of a
section whose top action cannot be paid, a bottom action skipped, a combat with 0 power
and no card, a commit of nothing and a move that leaves workers beside a rival."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

from pocket_tactics_app.controller import furrow_warnings
from pocket_tactics_app.controller.furrow_interaction import FurrowInteraction, Reason
from pocket_tactics_app.controller.furrow_warnings import (
    Waste,
    WasteFacts,
    commit_warning,
    move_warning,
    section_warning,
    skip_warning,
)
from pocket_tactics_app.core.hexgrid import neighbours
from pocket_tactics_app.furrow.engine.game import Game, new_game
from pocket_tactics_app.storage.settings import FurrowWarning

from .helpers import Source, guarded_beside_rival, own_unit


def _start() -> tuple[Game, FurrowInteraction, int]:
    g = new_game(factions=["veldmark", "corvane"], mats=[4, 2], seed=7, players=2)
    return g, FurrowInteraction(Source(g)), g.to_move


def test_warning_facts_import_no_qt() -> None:
    tree = ast.parse(Path(furrow_warnings.__file__).read_text(encoding="utf-8"))
    modules = ["." * n.level + (n.module or "") for n in ast.walk(tree)
               if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in modules if "PySide6" in m or m.startswith("..ui")], modules


def test_warning_kinds_are_the_settings_kinds() -> None:
    assert [w.value for w in Waste] == list(get_args(FurrowWarning))


def test_warning_facts_of_a_section_whose_top_cannot_be_paid() -> None:
    g, ia, seat = _start()
    assert all(section_warning(s) is None for s in ia.mat(seat))  # all affordable at start
    p = g.players[seat]
    p.coins = p.power = p.popularity = 0
    warned = [(s, section_warning(s)) for s in ia.mat(seat)]
    lost = [(s, f) for s, f in warned if f is not None]
    assert lost
    for s, facts in lost:
        assert facts.waste is Waste.TOP_LOST and facts.why == s.top.why_not
        assert facts.why is not None and facts.why.reason is Reason.COST
        assert facts.why.rule == "S6.7"
    # a section that may not be chosen warns of nothing
    other = next(s for s in ia.mat(1 - seat))
    assert section_warning(other) is None


def test_warning_facts_of_a_skipped_bottom_action() -> None:
    g, ia, seat = _start()
    assert skip_warning(g, ia.legal(seat)) is None  # choosing a section: no bottom yet
    worker = own_unit(g, seat, "worker")
    assert worker.at is not None
    for kind in ("food", "wood", "metal", "oil"):
        g.resources.setdefault(worker.at, {})[kind] = 6
    g.apply({"kind": "section", "section": ia.sections(seat)[0]})
    if g.phase() == "top":
        g.apply({"kind": "skip"})
    assert g.phase() == "bottom"
    assert skip_warning(g, ia.legal(seat)) == WasteFacts(Waste.BOTTOM_SKIPPED)


def test_warning_facts_of_a_combat_and_a_commit_with_nothing() -> None:
    g, _ia, seat = _start()
    character = own_unit(g, seat, "character")
    rival = next(u for u in g.units.values() if u.owner != seat and u.kind != "worker")
    rival.at = next(h for h, t in sorted(g.board.terrain.items()) if t != "lake"
                    and not any(u.at == h for u in g.units.values()))
    move = {"kind": "move_unit", "unit": character.id, "path": [list(rival.at)]}
    p = g.players[seat]
    p.power, p.hand = 0, []
    assert move_warning(g, seat, move) == WasteFacts(Waste.EMPTY_COMBAT, at=rival.at)
    assert commit_warning(g, seat, {"kind": "commit", "power": 0, "cards": []}) is None
    p.power = 2
    assert move_warning(g, seat, move) is None
    assert commit_warning(g, seat, {"kind": "commit", "power": 0, "cards": []}) \
        == WasteFacts(Waste.EMPTY_COMBAT)
    assert commit_warning(g, seat, {"kind": "commit", "power": 1, "cards": []}) is None


def test_warning_facts_of_workers_left_beside_a_rival() -> None:
    g, _ia, seat = _start()
    character, worker, rival = guarded_beside_rival(g, seat)
    here = worker.at
    assert here is not None
    away = next(h for h in neighbours(here)
                if h in g.board.terrain and h != rival.at)
    move = {"kind": "move_unit", "unit": character.id, "path": [list(away)]}
    assert move_warning(g, seat, move) == WasteFacts(Waste.WORKERS_LEFT, at=here)
    carried = {**move, "carry": {"workers": [u.id for u in g.units.values()
                                             if u.at == here and u.kind == "worker"]}}
    assert move_warning(g, seat, carried) is None
    rival.at = None  # no rival beside: nothing to fear
    assert move_warning(g, seat, move) is None
