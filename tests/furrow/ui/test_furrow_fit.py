"""Furrow & Foundry on a 1280x800 screen: over a played game, in English and Chinese, the
mat and the choices fit without scrolling and no label or button has its text cut;
Foundry cards offered wrap in their buttons, with their text in a tooltip; at 1024x640
the hex codes stay readable; only Easy, Normal and Hard are offered as computer players;
the replay window has a Close button."""

from __future__ import annotations

import html
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.ui.furrow.board import FurrowHexItem
from pocket_tactics_app.ui.furrow.new_game import FurrowNewGameDialog
from pocket_tactics_app.ui.furrow.panels import SlotButton
from pocket_tactics_app.ui.furrow.replay import FurrowReplay
from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .fit_check import cut_widgets
from .helpers import click, settle_dialog, step

DECISIONS = 24


def _settle(qtbot: QtBot, w: FurrowWindow) -> None:
    def ready() -> bool:
        if isinstance(w._dialog, RevealPanel) and w._dialog.held:
            w._dialog.accept()
        return (w.deciding() is not None or w.controller.game.over
                or (w._dialog is not None and w._dialog.isVisible()))
    qtbot.waitUntil(ready, timeout=30000)
    qtbot.wait(5)  # the posted shows and the mat's fit


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_no_text_cut_at_1280x800_over_a_played_game(
        qtbot: QtBot, furrow_window: FurrowWindow, language: Callable[[str], None],
        lang: str) -> None:
    if lang != "en":
        language(lang)
    w = furrow_window
    w.resize(1280, 800)
    w.start(FurrowSetup(players=3, seed=4), [HUMAN, "greedy", "greedy"])
    problems: dict[str, str] = {}
    checked = 0
    for _ in range(DECISIONS):
        _settle(qtbot, w)
        if w.controller.game.over:
            break
        if not settle_dialog(qtbot, w):
            bar = w._mat_scroll.verticalScrollBar()
            qtbot.waitUntil(lambda b=bar: not b.isVisible(), timeout=1000)  # the mat fits
            for cut in cut_widgets(w):
                problems.setdefault(cut, w.controller.game.phase())
            checked += 1
            step(qtbot, w)
    assert checked >= DECISIONS // 2
    assert problems == {}


def test_no_text_cut_foundry_cards_wrap_with_their_text_in_a_tooltip(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, "greedy"])
    _settle(qtbot, w)
    g = w.controller.game
    seat = w.deciding()
    assert seat is not None
    w.controller.set_paused(True)
    offered = sorted(g.content.foundry)[:2]  # as when the seat reaches the Foundry (S13)
    entries = [{"kind": "take_foundry_card", "player": seat, "card": c} for c in offered]
    w.controller.legal_for = lambda s: entries if s == seat else []  # type: ignore[method-assign]
    w.refresh()
    qtbot.wait(5)
    cards = [b for b in w._buttons() if b.objectName().startswith("choice_take_foundry_card")]
    assert len(cards) == 2
    for b, e in zip(cards, entries, strict=True):
        assert isinstance(b, SlotButton) and b.label.wordWrap()
        text = w._plain_text(e)
        assert b.toolTip().startswith(text)
        assert html.unescape(b.label.text()) == text
    assert [c for c in cut_widgets(w) if "take_foundry" in c] == []


def test_no_text_cut_hex_codes_readable_at_1024x640(qtbot: QtBot,
                                                    furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.resize(1024, 640)
    w.start(FurrowSetup(players=3, seed=4), [HUMAN, "greedy", "greedy"])
    _settle(qtbot, w)
    w.view.fit()
    scale = w.view.transform().m22()
    item = next(i for i in w.scene.items() if isinstance(i, FurrowHexItem))
    assert item.hex_size() * item.CODE_PX * scale < item.CODE_MIN_PX  # small without a floor
    assert item.code_px(scale) * scale >= item.CODE_MIN_PX  # the codes keep their floor
    before = w.view.transform().m11()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Plus)
    assert w.view.transform().m11() > before  # the board zooms in


def test_no_text_cut_only_real_levels_offered(qtbot: QtBot) -> None:
    dlg = FurrowNewGameDialog()
    qtbot.addWidget(dlg)
    for kind in dlg.kinds:
        data = [kind.itemData(i) for i in range(kind.count())]
        assert data == [HUMAN, "easy", "normal", "hard"]


def test_no_text_cut_replay_closes(qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, "greedy"])
    _settle(qtbot, w)
    c = w.controller
    replay = FurrowReplay(c.history(), list(c.entries), list(c.seats))
    qtbot.addWidget(replay)
    replay.show()
    close = replay.findChild(QPushButton, "replayClose")
    click(qtbot, close)
    assert not replay.isVisible()
