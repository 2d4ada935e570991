"""S7.4 on the mat and in its slot: the Trade texts take its resource count from the engine
(``Game.trade_resources``), in English and in Chinese, with Qt's plural form (issue 15)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.furrow.engine.game import Game, new_game
from pocket_tactics_app.ui.furrow.panels import top_text
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .helpers import click


def _trade_section(g: Game, seat: int) -> int:
    return next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == "trade")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "pay 1 coin → {n} resources or +1 popularity"),
    ("zh_CN", "→ {n} 个资源或 +1 声望"),
    ("zh_TW", "→ {n} 個資源或 +1 聲望"),
])
def test_s7_4_mat_trade_text_uses_the_engine_count(
        language: Callable[[str], None], lang: str, expected: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    language(lang)
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    section = _trade_section(g, 0)
    assert expected.format(n=2) in top_text(g, 0, section)
    # the text follows the engine's amount, not a copy of it
    monkeypatch.setattr(Game, "trade_resources", lambda self, seat: 3)
    assert expected.format(n=3) in top_text(g, 0, section)
    monkeypatch.setattr(Game, "trade_resources", lambda self, seat: 1)
    if lang == "en":
        assert "→ 1 resource or" in top_text(g, 0, section)


def test_s7_4_trade_offered_in_the_slot_with_the_engine_count(
        qtbot: QtBot, furrow_window: FurrowWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    w = furrow_window
    w.start(FurrowSetup(players=2, seed=7, factions=("veldmark", "corvane"), mats=(4, 2)),
            [HUMAN, "random"])
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    seat = w.deciding()
    assert seat is not None
    g = w.controller.game
    monkeypatch.setattr(Game, "trade_resources", lambda self, seat: 3)
    click(qtbot, w.mat.buttons[_trade_section(g, seat)])
    offered = [b.text() for n, b in w.mat.offered_buttons.items()
               if n.startswith("matTop_trade")]
    assert "3 resources of your choice (pay 1 coin)…" in offered
