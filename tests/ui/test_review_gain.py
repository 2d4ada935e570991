"""The replay window says so when the review has no choice to list (no better move
would have gained 3 points of win chance)."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai import review as review_module
from pocket_tactics_app.ui import replay_review
from pocket_tactics_app.ui.replay_window import ReplayWindow

from .helpers import CAT, finished_game, save_of


def test_review_gain_says_when_there_is_no_choice_to_list(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def strict(*args: Any, **kwargs: Any) -> list[review_module.Mistake]:
        return review_module.review(*args, **kwargs, min_gain=1.01)  # nothing gains that

    monkeypatch.setattr(replay_review, "review", strict)
    monkeypatch.setattr(replay_review, "REVIEW_BUDGET", 150)
    monkeypatch.setattr(replay_review, "REVIEW_TIME_LIMIT", None)
    setup, actions = finished_game(9, "random")
    win = ReplayWindow.from_save(save_of(setup, actions), CAT)
    qtbot.addWidget(win)
    win.show()
    assert win.wait_review(120000)
    qtbot.waitUntil(lambda: win.mistakes is not None, timeout=5000)
    assert win.mistakes == [] and win.review_items() == []
    texts = [win.review_list.item(i).text() for i in range(win.review_list.count())]
    assert texts == ["No choice to review: no better move would have gained 3 points of "
                     "win chance or more."]
