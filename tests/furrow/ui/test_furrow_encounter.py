"""The encounter card in words (issue 15, S12): each option's payment and gain written
out, an option that cannot be paid disabled with what is lacking, and a gain with
nothing left to take marked as lost (S12.4)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow.dialogs import EncounterDialog, amounts_text
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import click

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

ENCOUNTER = FIXTURES / "furrow_before_encounter.json"


def open_card(qtbot: QtBot, coins: int | None = None) -> tuple[FurrowWindow, EncounterDialog]:
    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.load(ENCOUNTER)
    g = w.controller.game
    assert g.phase() == "encounter"
    if coins is not None:
        g.players[g.to_move].coins = coins  # a position where option B cannot be paid
    click(qtbot, w.handoff.button)
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_encounter"))
    dlg = w._dialog
    assert isinstance(dlg, EncounterDialog)
    return w, dlg


def test_s12_3_each_option_in_words_what_it_costs_and_gives(qtbot: QtBot) -> None:
    w, dlg = open_card(qtbot)
    g = w.controller.game
    card = g.content.encounters[str(g.turn.encounter["card"])]  # type: ignore[union-attr]
    texts = " ".join(lab.text() for lab in dlg.findChildren(QLabel))
    for o in "ABC":
        assert f"Pay: {amounts_text(card.options[o].cost)}" in texts
        assert f"Gain: {amounts_text(card.options[o].gain)}" in texts
        assert dlg.buttons[o].isEnabled()
    assert not dlg.reasons
    w.close()


def test_s12_3_an_option_that_cannot_be_paid_is_disabled_with_what_is_lacking(
        qtbot: QtBot) -> None:
    w, dlg = open_card(qtbot, coins=1)
    g = w.controller.game
    card = g.content.encounters[str(g.turn.encounter["card"])]  # type: ignore[union-attr]
    costly = [o for o in "ABC" if card.options[o].cost.get("coins", 0) > 1]
    assert costly, "the fixture's card has an option costing coins"
    for o in "ABC":
        short = g.shortfall(g.to_move, [card.options[o].cost])
        assert dlg.buttons[o].isEnabled() == (not short)
        if short:
            assert o in dlg.reasons
            assert amounts_text(short) in dlg.reasons[o].text()
            assert dlg.buttons[o].toolTip() == dlg.reasons[o].text()
    # the legal options are still taken through the card
    take = next(o for o in "ABC" if dlg.buttons[o].isEnabled())
    n = len(w.controller.entries)
    click(qtbot, dlg.buttons[take])
    ok = dlg.findChild(type(dlg.buttons[take]), "encounterOk")
    if ok is not None and ok.isVisible():
        click(qtbot, ok)
    assert len(w.controller.entries) == n + 1
    assert w.controller.entries[-1].action["options"] == [take]
    w.close()


def test_s12_3_a_real_position_with_an_option_that_cannot_be_paid(qtbot: QtBot) -> None:
    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    qtbot.addWidget(w)
    w.show()
    w.load(FIXTURES / "furrow_encounter_unaffordable.json")
    g = w.controller.game
    assert g.phase() == "encounter"
    click(qtbot, w.handoff.button)
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_encounter"))
    dlg = w._dialog
    assert isinstance(dlg, EncounterDialog)
    card = g.content.encounters[str(g.turn.encounter["card"])]  # type: ignore[union-attr]
    short = g.shortfall(g.to_move, [card.options["C"].cost])
    assert short and not dlg.buttons["C"].isEnabled()
    assert dlg.reasons["C"].text() == f"You cannot pay: {amounts_text(short)} short."
    assert dlg.buttons["A"].isEnabled()  # option A is always free (S12.3)
    w.close()
