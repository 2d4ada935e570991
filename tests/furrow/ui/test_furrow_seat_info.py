"""Furrow & Foundry: what the table may know, on screen. Each objective of the seat at the
screen with its condition in words and its progress, highlighted when it can be claimed;
each seat's public sheet (never another seat's hand values or unrevealed objectives),
opened from its name or its pieces; each seat's score if the game ended now, term by term,
equal to the engine's ``score_parts``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow import objective_words, words
from pocket_tactics_app.ui.furrow.card_words import mech_ability_texts, structure_texts
from pocket_tactics_app.ui.furrow.score_now import score_terms
from pocket_tactics_app.ui.furrow.seat_sheet import SeatSheet, is_choice, owner_at
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import at_human_decision, click, click_hex, played, settle_dialog

# ---------------------------------------------------------------- score if it ended now

def test_score_now_in_the_tracks_equals_the_engines_score_parts(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    at_human_decision(qtbot, w, played(4, 150))
    g = w.controller.game
    for seat in range(g.n):
        cell = w.tracks.findChild(QLabel, f"scoreNow_{seat}")
        assert cell is not None and cell.isVisible()
        parts = g.score_parts(seat)
        assert cell.text() == str(parts.total)
        tip = cell.toolTip()
        assert f"tier {parts.tier} of 3" in tip
        assert f"{parts.stars} stars × {parts.star_value}: {parts.star_points}" in tip
        assert (f"{parts.territories} territories × {parts.territory_value}: "
                f"{parts.territory_points}") in tip
        assert (f"{parts.resource_pairs} resource pairs × {parts.pair_value}: "
                f"{parts.pair_points}") in tip
        assert f"coins: {parts.coins}" in tip
        assert f"structure bonus: {parts.structure_bonus}" in tip
        assert tip.endswith(f"Total: {parts.total}")


def test_score_now_terms_sum_to_the_total_over_played_games() -> None:
    for seed in (1, 2, 3):
        g = played(seed, 240, players=2 + seed % 3)
        for seat in range(g.n):
            assert sum(p for _n, p in score_terms(g, seat)) == g.score_parts(seat).total
            assert g.scores()[str(seat)]["total"] == g.score_parts(seat).total


def test_score_now_follows_the_game_after_a_human_choice(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = at_human_decision(qtbot, w, played(6, 60))
    before = len(w.controller.entries)
    section = next(b for b in w.mat.buttons.values() if b.isEnabled())
    click(qtbot, section)
    assert len(w.controller.entries) == before + 1
    g = w.controller.game
    cell = w.tracks.findChild(QLabel, f"scoreNow_{seat}")
    assert cell is not None and cell.text() == str(g.score_parts(seat).total)


# ---------------------------------------------------------------- objectives explained

def test_objective_panel_explains_each_objective_with_its_progress(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = at_human_decision(qtbot, w, played(4, 90))
    g = w.controller.game
    p = g.players[seat]
    assert w.mat.objectives.isVisible()
    assert sorted(w.mat.objectives.labels) == sorted(p.objectives)
    for cid, lab in w.mat.objectives.labels.items():
        text = lab.toolTip()
        assert text.startswith(words.card(g, cid)[0])
        assert objective_words.condition_words(g, seat, cid) in text
        for term in objective_words.terms(g, seat, g.content.objectives[cid].condition):
            assert f"{term[0]}: you have {term[1]}" in text
        assert "Condition: " + objective_words.condition_words(g, seat, cid) in text
        assert objective_words.progress_words(g, seat, cid).split("\n")[0] in lab.text()


def test_objective_words_of_every_card_and_progress_agree_with_the_engine() -> None:
    g = played(2, 120)
    wording = {cid: objective_words.condition_words(g, 0, cid) for cid in g.content.objectives}
    assert all(wording.values())
    assert wording["obj-01"] == "6 food on one hex you control"
    assert wording["obj-08"] == "at least 13 power; at least 2 combat cards in hand"
    assert wording["obj-07"] == "control 4 hexes next to a lake"
    assert wording["obj-17"] == "4 workers on one hex"
    assert wording["obj-18"] == "character × 1 together on one hex; mech × 2 together on one hex"
    for seed in (2, 5, 8):
        g = played(seed, 200)
        for seat in range(g.n):
            for cid, card in g.content.objectives.items():
                ts = objective_words.terms(g, seat, card.condition)
                assert all(objective_words.term_met(t) for t in ts) == g.check_condition(
                    seat, card.condition), (seed, seat, cid)


def test_objective_claimable_is_highlighted(qtbot: QtBot,
                                            furrow_window: FurrowWindow) -> None:
    g = played(3, 40)
    seat = g.deciders()[0]
    p = g.players[seat]
    p.power, p.popularity = 13, 3  # meets "Feared, Not Loved" (at most 4 popularity, 12 power)
    p.objectives = ["obj-12", p.objectives[0] if p.objectives[0] != "obj-12" else "obj-01"]
    w = furrow_window
    assert at_human_decision(qtbot, w, g) == seat
    hot = w.mat.objectives.labels["obj-12"]
    assert hot.property("claimable") is True
    assert "can be claimed now" in hot.toolTip()
    assert "#e8c547" in hot.styleSheet()
    other = w.mat.objectives.labels[p.objectives[1]]
    assert other.property("claimable") is objective_words.claimable(g, seat, p.objectives[1])


# ---------------------------------------------------------------- a seat's public sheet

def _open_from_tracks(qtbot: QtBot, w: FurrowWindow, seat: int) -> SeatSheet:
    click(qtbot, w.tracks.findChild(QPushButton, f"track_{seat}_0"))
    sheet = w.sheet
    assert isinstance(sheet, SeatSheet) and sheet.isVisible() and sheet.seat == seat
    return sheet


def test_opponent_sheet_opens_from_the_tracks_with_the_public_facts(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    me = at_human_decision(qtbot, w, played(4, 220))
    g = w.controller.game
    other = next(s for s in range(g.n) if s != me)
    sheet = _open_from_tracks(qtbot, w, other)
    p = g.players[other]
    facts = sheet.facts.text()
    assert f"Coins {p.coins} · Power {p.power} · Popularity {p.popularity}" in facts
    assert f"{len(p.hand)} combat card" in facts
    assert f"Total: {g.score_parts(other).total}" in facts
    texts = mech_ability_texts()
    for a in p.mech_abilities:
        assert texts[a].replace("'", "&#x27;") in facts
    for kind in p.structures_built:
        assert words.structure(kind) in facts
        assert structure_texts()[kind].replace("'", "&#x27;") in facts
    for column in p.recruits:
        assert words.bottom_action(column) in facts
    for r in ("food", "wood", "metal", "oil"):
        assert f"{g.controlled_resources(other, r)} {r}" in facts
    # the mat: every section's slots with covered slots and upgrades
    assert sorted(sheet.mat.buttons) == list(range(1, 5 if p.foundry_card is None else 6))
    assert not any(b.isEnabled() for b in sheet.mat.buttons.values())
    # played(4, 220) leaves this seat with Strengthen in section I, not yet upgraded
    assert g.top_kind(other, 1) == "strengthen"
    assert sheet.mat.buttons[1].text_html() == (
        "<b>I</b> · <b>Strengthen</b>: pay 1 coin → +2 power or +1 card<br>upgraded 0 of 2")


def test_opponent_sheet_never_shows_hand_values_or_unrevealed_objectives(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    me = at_human_decision(qtbot, w, played(5, 160))
    g = w.controller.game
    for other in (s for s in range(g.n) if s != me):
        p = g.players[other]
        p.hand = [5, 4, 3]  # values that would show as "Hand: 5, 4, 3"
        sheet = _open_from_tracks(qtbot, w, other)
        shown = "\n".join(lab.text() for lab in sheet.findChildren(QLabel))
        shown += "\n".join(lab.toolTip() for lab in sheet.findChildren(QLabel))
        assert "5, 4, 3" not in shown
        assert "Hand: 3 cards" in shown
        assert "3 combat cards in hand" in shown
        assert not sheet.mat.objectives.isVisible()
        for cid in p.objectives:
            if cid not in p.objectives_revealed:
                name = words.card(g, cid)[0]
                assert name not in shown, cid
                assert objective_words.condition_words(g, other, cid) not in shown, cid
        sheet.close()


def test_opponent_sheet_opens_from_a_unit_on_the_board(qtbot: QtBot,
                                                       furrow_window: FurrowWindow) -> None:
    w = furrow_window
    me = at_human_decision(qtbot, w, played(4, 120))
    g = w.controller.game
    # the hex of another seat's piece that is no choice of the decision on screen
    target = next(u.at for u in sorted(g.units.values(), key=lambda u: u.id)
                  if u.owner != me and u.at is not None and not is_choice(w, u.at))
    assert target is not None
    click_hex(qtbot, w, target)
    sheet = w.sheet
    assert isinstance(sheet, SeatSheet) and sheet.isVisible()
    assert sheet.seat == owner_at(g, target)
    assert words.faction_name(g, sheet.seat) in sheet.title.text()
    # a hex with no piece opens nothing
    sheet.close()
    empty = next(h for h in sorted(g.board.terrain) if owner_at(g, h) is None)
    click_hex(qtbot, w, empty)
    assert not sheet.isVisible()


def test_opponent_sheet_follows_the_game_while_open(qtbot: QtBot,
                                                    furrow_window: FurrowWindow) -> None:
    w = furrow_window
    me = at_human_decision(qtbot, w, played(7, 100))
    sheet = _open_from_tracks(qtbot, w, me)
    before = len(w.controller.entries)
    click(qtbot, next(b for b in w.mat.buttons.values() if b.isEnabled()))  # a section
    settle_dialog(qtbot, w)  # a warning that its top action cannot be taken
    assert len(w.controller.entries) == before + 1
    g = w.controller.game
    p = g.players[me]
    assert sheet.isVisible()
    assert f"Coins {p.coins} · Power {p.power} · Popularity {p.popularity}" in sheet.facts.text()


def test_score_now_and_objectives_in_chinese(qtbot: QtBot, furrow_window: FurrowWindow,
                                             language: Callable[[str], None]) -> None:
    language("zh_CN")
    try:
        w = furrow_window
        seat = at_human_decision(qtbot, w, played(4, 90))
        g = w.controller.game
        cell = w.tracks.findChild(QLabel, f"scoreNow_{seat}")
        assert cell is not None
        assert "如果游戏现在结束" in cell.toolTip()
        assert f"合计：{g.score_parts(seat).total}" in cell.toolTip()
        for lab in w.mat.objectives.labels.values():
            assert "条件：" in lab.toolTip() and "你现有" in lab.toolTip()
    finally:
        language("en")
