"""Furrow & Foundry: actions chosen on the mat itself (issue 15). The slots of a section
that may be chosen are clickable; the section being played offers its top and then its
bottom action in its own slots, each with its cost in words before it is taken (the
engine's public amounts, so the mat never repeats a rule)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import click, click_hex


@pytest.fixture
def window(furrow_window: FurrowWindow) -> FurrowWindow:
    return furrow_window


def _human_turn(qtbot: QtBot, w: FurrowWindow, seed: int = 7) -> int:
    w.start(FurrowSetup(players=2, seed=seed, factions=("veldmark", "corvane"), mats=(4, 2)),
            [HUMAN, "random"])
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    seat = w.deciding()
    assert seat is not None
    return seat


def test_s6_1_slots_of_the_sections_that_may_be_chosen_are_clickable(
        qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    legal = {int(e["section"]) for e in w.controller.legal_for(seat) if e["kind"] == "section"}
    for i, slot in w.mat.buttons.items():
        assert slot.isEnabled() == (i in legal)
        assert w.mat.bottom_slots[i].isEnabled() == (i in legal)
    # the bottom slot shows its current cost and coins (the engine's numbers) before
    for i in (1, 2, 3, 4):
        col = COLUMNS[i - 1]
        text = w.mat.bottom_slots[i].text_html()
        assert f"{g.column_cost(seat, col)} {words.resource(COLUMN_RESOURCE[col])}" in text
        assert f"+{g.column_coins(seat, col)} coins" in text
    pick = min(legal)
    n = len(w.controller.entries)
    click(qtbot, w.mat.bottom_slots[pick])  # either slot chooses its section
    assert w.controller.entries[n].action == {"kind": "section", "section": pick}


def test_s7_1_strengthen_chosen_on_the_mat_with_its_cost_shown(qtbot: QtBot,
                                                               window: FurrowWindow) -> None:
    w = window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    section = next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == "strengthen")
    click(qtbot, w.mat.buttons[section])
    assert g.turn is not None and g.turn.phase == "top"
    # the section being played offers its top action's choices in its slot
    offered = {name: b for name, b in w.mat.offered_buttons.items() if name.startswith("matTop_")}
    power = next(b for name, b in offered.items() if name.startswith("matTop_strengthen"))
    amount = g.top_amount(seat, "strengthen_power")
    assert f"+{amount} power" in power.text() and "pay 1 coin)" in power.text()
    assert any(n.startswith("matTop_skip") for n in offered)
    assert w.mat.buttons[section].property("active")
    before = g.players[seat].power, g.players[seat].coins
    click(qtbot, power)
    p = w.controller.game.players[seat]
    assert (p.power, p.coins) == (before[0] + amount, before[1] - 1)
    # then the bottom action in the bottom slot, or the turn went on without one
    t = w.controller.game.turn
    if t is not None and t.phase == "bottom" and w.controller.game.to_move == seat:
        names = [n for n in w.mat.offered_buttons if n.startswith("matBottom_")]
        assert any(n.startswith(f"matBottom_{COLUMNS[section - 1]}") for n in names)


def test_s7_2_move_offered_in_the_slot_and_the_coins_instead(qtbot: QtBot,
                                                             window: FurrowWindow) -> None:
    w = window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    section = next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == "move")
    click(qtbot, w.mat.buttons[section])
    coins = next(b for n, b in w.mat.offered_buttons.items() if n.startswith("matTop_gain_coins"))
    assert f"+{g.top_amount(seat, 'move_coins')}" in coins.text()
    # a unit moved on the board; the slot then offers the end of the move
    sources = [h for h, k in w.scene.highlights().items() if k == "deploy"]
    click_hex(qtbot, w, sources[0])
    targets = [h for h, k in w.scene.highlights().items() if k == "move"]
    n = len(w.controller.entries)
    click_hex(qtbot, w, targets[0])
    assert len(w.controller.entries) == n + 1
    if w.controller.game.turn is not None and w.controller.game.turn.phase == "move":
        end = next(b for n, b in w.mat.offered_buttons.items() if n.startswith("matTop_end_move"))
        click(qtbot, end)
        assert w.controller.entries[-1].action["kind"] == "end_move"


def test_s7_3_produce_on_the_mat_after_hexes_are_clicked(qtbot: QtBot,
                                                         window: FurrowWindow) -> None:
    w = window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    section = next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == "produce")
    click(qtbot, w.mat.buttons[section])
    assert not any(n.startswith("matTop_produce") for n in w.mat.offered_buttons)  # hexes first
    targets = [h for h, k in w.scene.highlights().items() if k == "place"]
    click_hex(qtbot, w, targets[0])
    produce = next(b for n, b in w.mat.offered_buttons.items() if n.startswith("matTop_produce"))
    assert "1 hex" in produce.text()
    n = len(w.controller.entries)
    click(qtbot, produce)
    assert w.controller.entries[n].action == {"kind": "produce", "hexes": [list(targets[0])]}


def step_on_the_mat(qtbot: QtBot, w: FurrowWindow) -> str:
    """One human step, on the mat where the mat offers it: a section's slot, then an
    action of the active slot (a produce after a glowing hex is clicked); the rest (a
    dialog, the hand-off, a combat, an objective) as the other tests do. Returns where."""
    from .helpers import settle_dialog, step

    qtbot.wait(5)
    if settle_dialog(qtbot, w):
        return "dialog"
    if w.handoff.isVisible():
        click(qtbot, w.handoff.button)
        return "handoff"
    slots = [b for b in w.mat.buttons.values() if b.isEnabled()]
    if slots:
        click(qtbot, slots[-1])
        return "mat"
    offered = {n: b for n, b in w.mat.offered_buttons.items() if b.isEnabled()}
    places = [h for h, k in w.scene.highlights().items() if k == "place"]
    if not any(n.split("_")[1] == "produce" for n in offered) and places \
            and w.controller.game.phase() == "top":
        click_hex(qtbot, w, places[0])
        return "board"
    for name, b in offered.items():
        if "skip" not in name:
            click(qtbot, b)
            settle_dialog(qtbot, w)
            return "mat"
    if offered:
        click(qtbot, next(iter(offered.values())))
        return "mat"
    step(qtbot, w)
    return "choices"


def test_a_whole_game_against_the_computer_played_on_the_mat(qtbot: QtBot,
                                                             window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=6, round_limit=6), [HUMAN, "greedy"])
    where: dict[str, int] = {}
    for _ in range(300):
        qtbot.waitUntil(lambda: w.controller.game.over or w.deciding() is not None
                        or (w._dialog is not None and w._dialog.isVisible()), timeout=20000)
        if w.controller.game.over:
            break
        k = step_on_the_mat(qtbot, w)
        where[k] = where.get(k, 0) + 1
    assert w.controller.game.over
    qtbot.waitUntil(lambda: w.end_dialog.isVisible(), timeout=5000)
    humans = [e for e in w.controller.entries if not e.by_ai]
    assert len(humans) >= 6 and any(e.by_ai for e in w.controller.entries)
    sections = len([e for e in humans if e.action["kind"] == "section"])
    assert where.get("mat", 0) > sections  # the actions too, not only the sections
    assert where.get("choices", 0) <= where.get("mat", 0)  # the mat is the main way


def test_s6_1_the_keyboard_path_sections_by_key_and_in_the_choices(qtbot: QtBot,
                                                                  window: FurrowWindow) -> None:
    from PySide6.QtCore import Qt

    w = window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    for _ in range(40):  # to the seat's second turn: its last section may not be chosen
        qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
        if g.phase() == "section" and g.players[seat].last_section is not None:
            break
        step_on_the_mat(qtbot, w)
    last = g.players[seat].last_section
    assert last is not None
    legal = sorted(int(e["section"]) for e in w.controller.legal_for(seat)
                   if e["kind"] == "section")
    assert last not in legal
    shown = {b.objectName(): b for b in w._buttons() if b.objectName().startswith(
        "choice_section_")}  # every section in its place, the unavailable ones greyed
    count = 5 if g.players[seat].foundry_card else 4
    assert sorted(shown) == [f"choice_section_{n}" for n in range(1, count + 1)]
    assert sorted(k for k, b in shown.items() if b.isEnabled()) == [
        f"choice_section_{n}" for n in legal]
    n = len(w.controller.entries)
    qtbot.keyClick(w, getattr(Qt.Key, f"Key_{last}"))  # not allowed: nothing happens
    assert len(w.controller.entries) == n
    qtbot.keyClick(w, getattr(Qt.Key, f"Key_{legal[-1]}"))
    assert w.controller.entries[n].action == {"kind": "section", "section": legal[-1]}
