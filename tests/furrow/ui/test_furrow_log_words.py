"""Furrow & Foundry: the log in full words (what was paid, which hex by its board label,
which card or ability), each line opening to its details on a click; a recruit bonus paid
to another player is a line of its own as it happens."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import FurrowEntry, FurrowSetup
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.log_words import entry_lines
from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.window import FurrowWindow

LABEL = re.compile(r"\b[A-H][1-9]\b")


def _played(qtbot: QtBot, w: FurrowWindow, actions: int) -> None:
    w.start(FurrowSetup(players=2, seed=3), ["greedy", "greedy"])

    def far() -> bool:
        if isinstance(w._dialog, RevealPanel) and w._dialog.held:
            w._dialog.accept()
        return len(w.controller.entries) >= actions or w.controller.game.over
    qtbot.waitUntil(far, timeout=60000)
    w.controller.set_paused(True)


def test_log_words_say_what_was_paid_and_where(qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    _played(qtbot, w, 40)
    texts = [w.log.item(i).text() for i in range(w.log.count())]
    assert texts
    assert not any(t.endswith("paid.") or t.endswith("upgraded.") for t in texts)
    moved = [t for t in texts if " moved a " in t]
    assert moved and all(LABEL.search(t) for t in moved)
    paid = [t for t in texts if " paid " in t]
    assert paid and all(re.search(r" paid \d", t) for t in paid)
    chosen = [t for t in texts if "chose section" in t]
    assert chosen and all(re.search(r"chose section \d \(.+ / .+\)", t) for t in chosen)


def test_log_words_entry_opens_to_its_details(qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    _played(qtbot, w, 40)
    items = [w.log.item(i) for i in range(w.log.count())]
    opening = [it for it in items if it.text().endswith("▸")]
    assert opening, "no log line with details"
    item = opening[0]
    closed = item.text()
    rect = w.log.visualItemRect(item)
    w.log.scrollToItem(item)
    rect = w.log.visualItemRect(item)
    qtbot.mouseClick(w.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    opened = item.text()
    assert opened != closed and opened.count("\n") >= 1
    assert LABEL.search(opened.split("\n", 1)[1])  # a detail names a hex by its label
    rect = w.log.visualItemRect(item)
    qtbot.mouseClick(w.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert item.text() == closed


def test_log_words_recruit_bonus_to_another_player_is_its_own_line(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    _played(qtbot, w, 4)
    g = w.controller.game
    entry = FurrowEntry(index=0, seat=0, action={"kind": "conscript"}, round=2, events=[
        {"kind": "recruit_bonus", "player": 1, "column": "deploy", "what": "coins"},
        {"kind": "recruit_bonus", "player": 0, "column": "deploy", "what": "coins"}])
    lines, _details, bonuses = entry_lines(g, entry)
    assert len(lines) == 1 and words.faction_name(g, 0) in lines[0]
    assert len(bonuses) == 1 and bonuses[0].startswith(words.faction_name(g, 1))
    assert "gained 1 coin from their recruit" in bonuses[0]
    assert words.faction_name(g, 0) in bonuses[0]
    before = w.log.count()
    w.log.add_entry(g, entry)
    assert w.log.count() == before + 2
