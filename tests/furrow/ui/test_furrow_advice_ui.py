"""Furrow & Foundry advice on screen, through the real widgets: Ctrl+H's hint (Hard's
choice, its reason, the hexes it names, Esc), the end dialog's graph of each seat's
chance to win, Game ▸ Statistics, and the replay's review of the costly turns."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowEntry, FurrowSetup
from pocket_tactics_app.furrow.engine.game import Game
from pocket_tactics_app.storage import furrow_stats
from pocket_tactics_app.storage.furrow_stats import StatRecord, add_records, load_stats
from pocket_tactics_app.ui.furrow import advice, advice_words, replay_review
from pocket_tactics_app.ui.furrow.dialogs import EndDialog
from pocket_tactics_app.ui.furrow.replay import FurrowReplay
from pocket_tactics_app.ui.furrow.stats import StatsDialog
from pocket_tactics_app.ui.furrow.window import FurrowWindow
from pocket_tactics_app.ui.games.furrow import FurrowHosted

from ..helpers import recorded
from .helpers import at_human_decision, click, played, step


@pytest.fixture(autouse=True)
def _quick_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's hint and review searches capped short for the tests."""
    monkeypatch.setattr(advice, "HINT_TIME_LIMIT", 0.4)
    monkeypatch.setattr(replay_review, "HINT_TIME_LIMIT", 0.3)
    monkeypatch.setattr(replay_review, "SEARCHES", 3)


def key(qtbot: QtBot, w: FurrowWindow, k: Qt.Key,
        mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed on the active window (window shortcuts need it active)."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    qtbot.keyClick(w, k, mod)


def hinted(qtbot: QtBot, w: FurrowWindow) -> None:
    key(qtbot, w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(w.advice.banner.isVisible, timeout=60000)


# ---------------------------------------------------------------- the hint

def test_furrow_hint_ctrl_h_shows_hards_choice_with_its_reason(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = at_human_decision(qtbot, w, played(21, 40))
    hinted(qtbot, w)
    h = w.advice.current
    assert h is not None and h.seat == seat
    text = w.advice.banner.text()
    assert text.startswith("Hint for ")
    assert "Why: " in text and "Chance to win from here: " in text
    assert advice_words.action_words(w.controller.game, h.action) in text
    lit = {x for x, kind in w.scene._highlights.items() if kind == "selected"}
    assert lit and lit == {x for x in h.hexes if x in w.controller.game.board.terrain}
    some = next(iter(lit))  # the pointer passing over the board keeps them lit
    qtbot.mouseMove(w.view.viewport(), w.view.mapFromScene(w.scene.hex_center(some)))
    assert {x for x, kind in w.scene._highlights.items() if kind == "selected"} == lit


def test_furrow_hint_esc_dismisses_banner_and_lit_hexes(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    at_human_decision(qtbot, w, played(22, 40))
    hinted(qtbot, w)
    key(qtbot, w, Qt.Key.Key_Escape)
    assert not w.advice.banner.isVisible()
    assert w.advice.current is None
    assert dict(w.scene._highlights) == {x: k for x, k in w._glow.items()}


def test_furrow_hint_playing_its_section_moves_on_and_drops_it(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    at_human_decision(qtbot, w, played(23, 40))
    hinted(qtbot, w)
    h = w.advice.current
    assert h is not None and h.action["kind"] == "section"
    before = len(w.controller.entries)
    click(qtbot, w.mat.buttons[int(h.action["section"])])
    assert len(w.controller.entries) == before + 1
    assert w.controller.entries[-1].action["section"] == h.action["section"]
    assert not w.advice.banner.isVisible() and w.advice.current is None


def test_furrow_hint_waits_for_the_humans_decision(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.activateWindow()
    assert not w.advice.request()  # no game yet
    at_human_decision(qtbot, w, played(24, 40))
    w.handoff.show()  # the screen is covered: nothing to hint at
    assert not w.advice.request()
    assert "your decision" in w.statusBar().currentMessage()
    assert not w.advice.banner.isVisible()


def test_furrow_hint_by_ctrl_h_in_the_shells_game_menu(qtbot: QtBot) -> None:
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.shell import Shell

    main = Shell(Settings(confirm_actions=False), autosave=False)
    main.quit_app = lambda: None
    qtbot.addWidget(main)
    main.show()
    hosted = main.host("furrow")
    assert isinstance(hosted, FurrowHosted)
    w = hosted.window
    w.controller.ai_delay_ms = 0
    w.start(FurrowSetup(players=2, seed=41), [HUMAN, "easy"])
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    game_menu = main.menuBar().actions()[0].menu()
    texts = [a.text() for a in game_menu.actions()]
    assert "&Hint" in texts and "S&tatistics…" in texts
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main, timeout=3000)
    qtbot.keyClick(main, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(w.advice.banner.isVisible, timeout=60000)
    assert w.advice.current is not None and w.advice.current.seat == w.deciding()
    main.close()  # nothing keeps this game: Quit asks, and the test answers
    box = main.confirm_box
    assert box is not None and box.isVisible()
    next(b for b in box.buttons() if b.text() == "Quit").click()
    assert not main.isVisible()


# ---------------------------------------------------------------- the game's end

def test_furrow_end_dialog_graphs_each_seats_chance_and_records_stats(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    before = len(load_stats())
    w.start(FurrowSetup(players=2, seed=31, round_limit=1), [HUMAN, "easy"])
    for _ in range(80):
        if w.controller.game.over:
            break
        if w.deciding() is None and w._dialog is None and not w.handoff.isVisible():
            qtbot.wait(20)
            continue
        step(qtbot, w)
    qtbot.waitUntil(lambda: isinstance(getattr(w, "end_dialog", None), EndDialog), timeout=20000)
    graphs = w.end_dialog.property("chanceGraphs")
    assert isinstance(graphs, advice.ChanceGraphs) and len(graphs.graphs) == 2
    qtbot.waitUntil(lambda: all(g.values() for g in graphs.graphs), timeout=20000)
    g = w.controller.game
    finals = [gr.values()[-1] for gr in graphs.graphs]
    assert finals == g.returns()
    assert len(graphs.graphs[0].values()) == len(w.controller.entries)
    assert graphs.isVisibleTo(w.end_dialog)
    records = load_stats()
    assert len(records) == before + 1
    assert records[-1]["faction"] == g.faction(0) and records[-1]["level"] == "easy"
    assert records[-1]["won"] == (0 in (g.winner() or []))
    click(qtbot, w.end_dialog.findChild(QPushButton, "endOk"))


# ---------------------------------------------------------------- statistics

def test_furrow_statistics_dialog_sums_by_the_key_chosen(
        qtbot: QtBot, furrow_window: FurrowWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.json"
    monkeypatch.setattr(furrow_stats, "stats_path", lambda: path)
    add_records([StatRecord(faction="corvane", mat=2, seats=3, level="hard", won=True,
                            coins=70),
                 StatRecord(faction="corvane", mat=4, seats=2, level="normal", won=False,
                            coins=30)], path)
    w = furrow_window
    w.advice.act_stats.trigger()
    dlg = w.advice.stats
    assert isinstance(dlg, StatsDialog)
    qtbot.waitUntil(dlg.isVisible, timeout=2000)
    t = dlg.table
    assert t.rowCount() == 1
    assert [t.item(0, c).text() for c in range(1, 5)] == ["2", "1", "50", "50.0"]
    dlg.key.setFocus()
    qtbot.keyClick(dlg.key, Qt.Key.Key_Down)  # by mat
    assert [t.item(r, 0).text() for r in range(t.rowCount())] == ["Mat 2", "Mat 4"]
    assert t.item(0, 4).text() == "70.0"
    click(qtbot, dlg.findChild(QPushButton, "statsClose"))
    assert not dlg.isVisible()


def test_furrow_statistics_of_a_bad_file_says_where(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"format": "furrow-stats", "version": 1, "games": [\n'
                    '{"faction": "corvane", "mat": "two", "seats": 2, "level": "easy", '
                    '"won": true, "coins": 3}\n]}\n', encoding="utf-8")
    monkeypatch.setattr(furrow_stats, "stats_path", lambda: path)
    dlg = StatsDialog()
    qtbot.addWidget(dlg)
    note = dlg.findChild(QLabel, "statsNote")
    assert note is not None
    assert "stats.json" in note.text() and "line 2" in note.text()
    assert "games[0].mat" in note.text()
    assert dlg.table.rowCount() == 0


# ---------------------------------------------------------------- the replay's review

def recorded_entries(seed: int) -> tuple[list[Game], list[FurrowEntry]]:
    """The recorded game of the review's own tests (seat 0 random, the human of the
    review; seat 1 Normal) as the replay takes it: positions and entries."""
    befores, actions, seats, final = recorded(seed)
    entries = [FurrowEntry(k, s, a, befores[k].clone().apply(a), s == 1, befores[k].round)
               for k, (a, s) in enumerate(zip(actions, seats, strict=True))]
    return [*befores, final.clone()], entries


def test_furrow_review_lists_costly_turns_with_hards_better_one(qtbot: QtBot) -> None:
    states, entries = recorded_entries(11)
    dlg = FurrowReplay(states, entries, [HUMAN, "normal"])
    qtbot.addWidget(dlg)
    dlg.show()
    panel = dlg.review
    qtbot.waitUntil(lambda: panel.done, timeout=120000)
    assert 1 <= panel.list.count() <= 3
    first = panel.list.item(0)
    assert "Hard's turn: " in first.text() and "points)" in first.text()
    m = panel.mistakes[0]
    assert m.turn.seat == 0 and round(m.gain * 100) >= 3
    rect = panel.list.visualItemRect(first)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dlg.slider.value() == m.turn.start


def test_furrow_review_says_when_no_choice_cost_enough(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    states, entries = recorded_entries(11)
    real = replay_review.review
    monkeypatch.setattr(replay_review, "review",
                        lambda *a, **k: real(*a, **{**k, "min_gain": 2.0}))
    dlg = FurrowReplay(states, entries, [HUMAN, "normal"])
    qtbot.addWidget(dlg)
    qtbot.waitUntil(lambda: dlg.review.done, timeout=120000)
    assert dlg.review.status.text().startswith("No choice cost 3 points")
    assert not dlg.review.list.isVisibleTo(dlg)
    computers = FurrowReplay(states, entries, ["easy", "normal"])
    qtbot.addWidget(computers)
    assert computers.review.status.text() == "No human player's choice to review."
