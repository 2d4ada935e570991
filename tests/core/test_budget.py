"""The one search time budget: every computer player stops at the same share of its cap."""

from __future__ import annotations

import time

import pytest

from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.core import budget


def test_a_search_stops_at_the_share_of_its_cap() -> None:
    assert budget.search_seconds(None) is None
    assert budget.search_seconds(2.0) == pytest.approx(2.0 * budget.CAP_SHARE)
    assert budget.search_deadline(None) is None
    assert budget.search_deadline(1.0, start=10.0) == pytest.approx(10.0 + budget.CAP_SHARE)


def test_a_deadline_leaves_the_time_up_to_it() -> None:
    assert budget.cap_until(None) is None
    assert budget.cap_until(time.monotonic() - 5.0) == 0.0
    left = budget.cap_until(time.monotonic() + 3.0)
    assert left is not None and 2.5 < left <= 3.0


def test_pocket_tactics_players_use_the_shared_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget, "CAP_SHARE", 0.5)
    assert make_agent("hard", 1, time_limit=1.6).search_seconds() == pytest.approx(0.8)
    assert make_agent("easy", 1).search_seconds() is None
