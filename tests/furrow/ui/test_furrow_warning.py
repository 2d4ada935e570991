"""Furrow & Foundry: a warning before a choice that wastes something (a section whose top
action cannot be taken, a commit of nothing, a move that leaves workers open), each with
"Don't ask again"; the section buttons stay in their places, greyed with their reason."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.controller.furrow_interaction import Reason
from pocket_tactics_app.furrow.engine.game import Game, Unit
from pocket_tactics_app.storage.settings import Settings, load_settings
from pocket_tactics_app.ui.furrow import waste_warnings
from pocket_tactics_app.ui.furrow.dialogs import CommitDialog
from pocket_tactics_app.ui.furrow.waste_warnings import (
    SILENCED,
    Waste,
    WasteWarning,
)
from pocket_tactics_app.ui.furrow.window import FurrowWindow
from pocket_tactics_app.ui.games.furrow import FurrowHosted
from pocket_tactics_app.ui.shell import Shell

from ...controller.helpers import guarded_beside_rival
from .helpers import FIXTURE, click, click_hex, settle_dialog, step


@pytest.fixture(autouse=True)
def fresh_session() -> Iterator[None]:
    SILENCED.clear()
    yield
    SILENCED.clear()


def _human_turn(qtbot: QtBot, w: FurrowWindow) -> int:
    w.start(FurrowSetup(players=2, seed=7, factions=("veldmark", "corvane"), mats=(4, 2)),
            [HUMAN, "random"])
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    seat = w.deciding()
    assert seat is not None
    return seat


def _own(g: Game, seat: int, kind: str) -> Unit:
    """The seat's first unit of that kind."""
    return next(u for u in g.units.values() if u.owner == seat and u.kind == kind)


def _warning(w: FurrowWindow) -> WasteWarning:
    dlg = w._dialog
    assert isinstance(dlg, WasteWarning) and dlg.isVisible()
    return dlg


def test_warning_before_a_section_whose_top_cannot_be_paid(qtbot: QtBot,
                                                           furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = _human_turn(qtbot, w)
    p = w.controller.game.players[seat]
    p.coins = p.power = p.popularity = 0  # nothing to pay any top action's cost with
    w.refresh()
    lost = [s for s in w.interaction.mat(seat)
            if s.choosable and s.top.why_not is not None and s.top.why_not.reason is Reason.COST]
    assert lost, "no section whose top action costs what the seat lacks"
    n = lost[0].number
    before = len(w.controller.entries)
    click(qtbot, w.mat.buttons[n])
    dlg = _warning(w)
    assert "cannot be taken" in dlg.findChild(QLabel, "warningText").text()
    assert "S6.7" in dlg.findChild(QLabel, "warningText").text()
    click(qtbot, dlg.findChild(QPushButton, "warningBack"))  # back: nothing is sent
    assert len(w.controller.entries) == before and w._dialog is None
    click(qtbot, w.mat.buttons[n])
    dlg = _warning(w)
    dlg.findChild(QCheckBox, "warningSilence").setChecked(True)
    click(qtbot, dlg.findChild(QPushButton, "warningGo"))
    assert w.controller.entries[before].action == {"kind": "section", "section": n}
    assert Waste.TOP_LOST in SILENCED


def _section_lost(qtbot: QtBot, w: FurrowWindow) -> int:
    """A human turn with nothing to pay a top action with: a section whose top action
    is lost."""
    seat = _human_turn(qtbot, w)
    p = w.controller.game.players[seat]
    p.coins = p.power = p.popularity = 0
    w.refresh()
    return next(s.number for s in w.interaction.mat(seat)
                if s.choosable and s.top.why_not is not None)


def test_warning_not_asked_again_once_silenced(qtbot: QtBot,
                                               furrow_window: FurrowWindow) -> None:
    w = furrow_window
    n = _section_lost(qtbot, w)
    click(qtbot, w.mat.buttons[n])
    dlg = _warning(w)
    dlg.findChild(QCheckBox, "warningSilence").setChecked(True)
    click(qtbot, dlg.findChild(QPushButton, "warningBack"))
    before = len(w.controller.entries)
    click(qtbot, w.mat.buttons[n])  # silenced: sent at once
    assert w._dialog is None
    assert w.controller.entries[before].action == {"kind": "section", "section": n}


def test_warning_section_buttons_keep_their_places_greyed_with_the_reason(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = _human_turn(qtbot, w)

    def places() -> dict[str, tuple[int, int, bool, str]]:
        out = {}
        for b in w._buttons():
            if b.objectName().startswith("choice_section_"):
                row, col, _, _ = w.choices.getItemPosition(w.choices.indexOf(b))
                out[b.objectName()] = (row, col, b.isEnabled(), b.toolTip())
        return out

    first = places()
    assert sorted(first) == [f"choice_section_{n}" for n in (1, 2, 3, 4)]
    assert all(enabled for _r, _c, enabled, _t in first.values())
    chosen = w.interaction.sections(seat)[0]
    click(qtbot, next(b for b in w._buttons() if b.objectName() == f"choice_section_{chosen}"))
    settle = 0
    while not (w.deciding() == seat and w.interaction.sections(seat)):
        step(qtbot, w)
        qtbot.waitUntil(lambda: w.deciding() is not None or w._dialog is not None,
                        timeout=20000)
        settle += 1
        assert settle < 40, "the seat's next section choice never came"
    again = places()
    assert {k: v[:2] for k, v in again.items()} == {k: v[:2] for k, v in first.items()}
    row, col, enabled, tip = again[f"choice_section_{chosen}"]
    assert not enabled and "S6.1" in tip
    assert all(v[2] for k, v in again.items() if k != f"choice_section_{chosen}")


def test_warning_before_committing_nothing(qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.load(FIXTURE)
    click(qtbot, w.handoff.button)
    before = len(w.controller.entries)
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_commit"))
    dlg = w._dialog
    assert isinstance(dlg, CommitDialog)
    seat = dlg.seat
    p = w.controller.game.players[seat]
    assert p.power or p.hand  # something could be added
    dlg.dial.setValue(0)
    for cb in dlg.cards:
        cb.setChecked(False)
    click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    warn = _warning(w)
    assert "0 power" in warn.findChild(QLabel, "warningText").text()
    click(qtbot, warn.findChild(QPushButton, "warningBack"))
    assert len(w.controller.entries) == before  # nothing committed
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_commit"))
    dlg = w._dialog
    assert isinstance(dlg, CommitDialog)
    dlg.dial.setValue(1 if dlg.dial.maximum() else 0)
    if not dlg.dial.value():
        dlg.cards[0].setChecked(True)
    click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    assert w._dialog is None and w.controller.entries[before].action["kind"] == "commit"


def test_warning_a_move_that_leaves_workers_beside_a_rival(qtbot: QtBot,
                                                           furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    # the seat's character stands with one of its workers; a rival's mech stands beside
    character, worker, rival = guarded_beside_rival(g, seat)
    here = worker.at
    assert here is not None
    move_section = next(i for i in (1, 2, 3, 4) if g.mat(seat).columns[i - 1].top == "move")
    w.refresh()
    click(qtbot, w.mat.buttons[move_section])
    w.interaction.selected = character.id  # the character, not the worker, is to move
    w.refresh()
    targets = [h for h in w.interaction.destinations(seat) if h != rival.at]
    assert targets
    before = len(w.controller.entries)
    click_hex(qtbot, w, targets[0])
    warn = _warning(w)
    assert "pushed home" in warn.findChild(QLabel, "warningText").text()
    click(qtbot, warn.findChild(QPushButton, "warningBack"))
    assert len(w.controller.entries) == before and character.at == here
    # "Do it anyway": the move goes
    click_hex(qtbot, w, here)  # the character is chosen first
    assert w.interaction.selected == character.id
    click_hex(qtbot, w, targets[0])
    click(qtbot, _warning(w).findChild(QPushButton, "warningGo"))
    sent = w.controller.entries[before].action
    assert sent["unit"] == character.id and sent["path"][-1] == list(targets[0])
    # workers carried along leave nobody behind: nothing to warn of
    character.at, worker.at = here, here
    carried = {"kind": "move_unit", "unit": character.id, "path": [list(targets[0])],
               "carry": {"workers": [worker.id]}}
    assert waste_warnings.move_warning(g, seat, carried) is None


def test_warning_a_move_into_a_combat_with_nothing_to_fight_with(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    seat = _human_turn(qtbot, furrow_window)
    g = furrow_window.controller.game
    character, rival = _own(g, seat, "character"), next(
        u for u in g.units.values() if u.owner != seat and u.kind != "worker")
    assert rival.at is not None
    move = {"kind": "move_unit", "unit": character.id, "path": [list(rival.at)]}
    p = g.players[seat]
    p.power, p.hand = 0, []
    warned = waste_warnings.move_warning(g, seat, move)
    assert warned is not None and warned[0] is Waste.EMPTY_COMBAT
    p.power = 1  # something to put on the dial: no warning
    assert waste_warnings.move_warning(g, seat, move) is None


def test_warning_before_skipping_a_bottom_action_that_can_be_taken(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = _human_turn(qtbot, w)
    g = w.controller.game
    worker = _own(g, seat, "worker")
    assert worker.at is not None
    for kind in ("food", "wood", "metal", "oil"):  # every bottom action can be paid for
        g.resources.setdefault(worker.at, {})[kind] = 6
    w.refresh()
    section = w.interaction.sections(seat)[0]
    click(qtbot, w.mat.buttons[section])
    settle_dialog(qtbot, w)
    if g.phase() == "top":
        click(qtbot, next(b for b in w._buttons() if b.objectName().startswith("choice_skip")))
        settle_dialog(qtbot, w)
    assert g.phase() == "bottom" and w.deciding() == seat
    before = len(w.controller.entries)
    click(qtbot, next(b for b in w._buttons() if b.objectName().startswith("choice_skip")))
    warn = _warning(w)
    assert "bottom action" in warn.findChild(QLabel, "warningText").text()
    click(qtbot, warn.findChild(QPushButton, "warningGo"))
    assert w.controller.entries[before].action["kind"] == "skip"


def test_warning_silenced_is_kept_in_the_settings_and_shown_again_from_the_view_menu(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))
    shell = Shell(Settings(confirm_actions=False), autosave=False)
    shell.quit_app = lambda: None
    qtbot.addWidget(shell)
    shell.resize(1280, 800)
    shell.show()
    hosted = shell.host("furrow")
    assert isinstance(hosted, FurrowHosted)
    w = hosted.window
    w.controller.ai_delay_ms = 0
    n = _section_lost(qtbot, w)
    click(qtbot, w.mat.buttons[n])
    dlg = _warning(w)
    box = dlg.findChild(QCheckBox, "warningSilence")
    assert box is not None
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    assert box.isChecked()
    click(qtbot, dlg.findChild(QPushButton, "warningBack"))
    saved, problems = load_settings()
    assert problems == [] and saved.furrow_silenced_warnings == ["top_lost"]
    # the next start reads it: silenced there too
    SILENCED.clear()
    other = Shell(saved, autosave=False)
    qtbot.addWidget(other)
    other.host("furrow")
    assert SILENCED == {Waste.TOP_LOST}
    other.hosted.shutdown() if other.hosted is not None else None
    # View ▸ Show all warnings again, from the shell's menu
    shell.menu_view.popup(shell.mapToGlobal(shell.rect().center()))
    act = next(a for a in shell.menu_view.actions() if a.objectName() == "showAllWarnings")
    shell.menu_view.hide()
    act.trigger()
    assert not SILENCED and load_settings()[0].furrow_silenced_warnings == []
    click(qtbot, w.mat.buttons[n])
    assert _warning(w).isVisible()
    hosted.shutdown()
