"""The sealed commit's total (issue 15, S10.6): what the commit screen shows is what the
reveal then counts, modifiers included (the engine's public ``combat_bonus``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import FIXTURE, click, open_commit


@pytest.mark.parametrize("hired", [0, 2])
def test_s10_6_the_commit_screen_shows_the_total_the_reveal_counts(qtbot: QtBot, tmp_path: Path,
                                                                  hired: int) -> None:
    path = FIXTURE
    if hired:  # the attacker paid for hired guns before the commit (S10.4)
        data = json.loads(FIXTURE.read_text(encoding="utf-8"))
        data["actions"] = data["actions"][:-2]  # back to before both passed
        attacker_pass = {"kind": "hired_guns", "player": 0, "coins": hired}
        data["actions"] += [attacker_pass, {"kind": "pass", "player": 2}]
        path = tmp_path / "hired.json"
        path.write_text(json.dumps(data), encoding="utf-8")
    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    qtbot.addWidget(w)
    w.show()
    w.load(path)
    g = w.controller.game
    assert g.phase() == "commit"
    shown: dict[int, int] = {}
    for _ in range(2):
        dlg = open_commit(qtbot, w)
        dlg.dial.setValue(min(3, dlg.dial.maximum()))
        if dlg.cards:
            dlg.cards[0].setChecked(True)
        bonus = g.combat_bonus(dlg.seat)
        assert bonus >= (hired if dlg.seat == 0 else 0)
        assert str(dlg.total_value) in dlg.total.text()
        shown[dlg.seat] = dlg.total_value
        click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    reveal = w._dialog
    assert isinstance(reveal, RevealPanel)
    event = next(e for e in w.controller.entries[-1].events if e["kind"] == "revealed")
    assert {int(s): c["total"] for s, c in event["commits"].items()} == shown
    click(qtbot, reveal.findChild(QPushButton, "revealOk"))
    w.close()
