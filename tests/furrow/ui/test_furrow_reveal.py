"""Furrow & Foundry: the combat reveal as a panel beside the board (not over it), every
term of both totals named (S10.6: dial, each card, Hired Guns and the other modifiers;
Bombard's loss before the commit), which can be hidden to see the map."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel, reveal_terms
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import FIXTURE, click, open_commit

HIRED = 2


def _hired_fixture(tmp_path: Path) -> Path:
    """The combat of the fixture with the attacker (seat 0) paying for Hired Guns."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:-2]
    data["actions"] += [{"kind": "hired_guns", "player": 0, "coins": HIRED},
                        {"kind": "pass", "player": 2}]
    path = tmp_path / "hired.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _global_rect(w: QWidget) -> QRect:
    return QRect(w.mapToGlobal(w.rect().topLeft()), w.size())


def _reveal(qtbot: QtBot, w: FurrowWindow, path: Path) -> RevealPanel:
    w.load(path)
    for _ in range(2):
        dlg = open_commit(qtbot, w)
        dlg.dial.setValue(min(2, dlg.dial.maximum()))
        if dlg.cards:
            dlg.cards[0].setChecked(True)
        click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    panel = w._dialog
    assert isinstance(panel, RevealPanel)
    return panel


def test_reveal_terms_panel_beside_the_board_names_every_term(
        qtbot: QtBot, furrow_window: FurrowWindow, tmp_path: Path) -> None:
    w = furrow_window
    panel = _reveal(qtbot, w, _hired_fixture(tmp_path))
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    assert not panel.isWindow()  # in the window, not a popup
    assert not _global_rect(panel).intersects(_global_rect(w.view))  # beside the board
    event = next(e for e in w.controller.entries[-1].events if e["kind"] == "revealed")
    text = panel.findChild(QLabel, "revealText").text()
    for seat, commit in event["commits"].items():
        assert w.controller.game.faction(int(seat))  # a real seat
        assert f"&nbsp;{commit['power']}</td>" in text  # its dial
    assert text.count("Power dial") == 2 and text.count("Total") == 2
    assert f"Hired Guns</td><td align='right'>&nbsp;{HIRED}</td>" in text
    cards = sum(len(c["cards"]) for c in event["commits"].values())
    assert text.count("Combat card") == cards
    assert "wins the combat" in text


def test_reveal_terms_add_up_to_the_engine_totals(
        qtbot: QtBot, furrow_window: FurrowWindow, tmp_path: Path) -> None:
    w = furrow_window
    _reveal(qtbot, w, _hired_fixture(tmp_path))
    g = w.controller.game
    event = next(e for e in w.controller.entries[-1].events if e["kind"] == "revealed")
    before = [e for entry in w.controller.entries for e in entry.events]
    start = max(i for i, e in enumerate(before) if e["kind"] == "combat")
    terms = reveal_terms(g, event, before[start:])
    for seat, commit in event["commits"].items():
        side = terms[int(seat)]
        assert side[-1].label == "Total" and side[-1].value == commit["total"]
        assert sum(t.value for t in side[:-1] if t.counted) == commit["total"]
        assert [t.value for t in side if t.label == "Combat card"] == commit["cards"]
    assert [t.value for t in terms[0] if t.label == "Hired Guns"] == [HIRED]
    # Bombard's power taken before the commit is told, not counted in the total
    bombard = {"kind": "bombard", "player": 0, "target": 2}
    noted = reveal_terms(g, event, [*before[start:], bombard])
    assert [t.value for t in noted[2] if not t.counted] == [-2]
    assert [t.value for t in noted[0] if not t.counted] == [-1]
    assert noted[2][-1].value == terms[2][-1].value


def test_reveal_terms_panel_hides_to_see_the_map_and_comes_back(
        qtbot: QtBot, furrow_window: FurrowWindow, tmp_path: Path) -> None:
    w = furrow_window
    panel = _reveal(qtbot, w, _hired_fixture(tmp_path))
    assert w.controller.paused  # held until seen
    click(qtbot, panel.findChild(QPushButton, "revealHide"))
    assert not panel.isVisible() and w.controller.paused
    click(qtbot, w.reveal_toggle)
    assert panel.isVisible()
    click(qtbot, panel.findChild(QPushButton, "revealOk"))
    assert not panel.isVisible() and not w.controller.paused
    click(qtbot, w.reveal_toggle)  # the last combat can be read again
    assert panel.isVisible() and "wins the combat" in panel.text.text()
