"""The assault table's star and the "Decide for me" button are one policy: clicking the
button takes the starred choice, which is the engine's default decision; the rule
alone would have taken another (a Pass where a bump does better, as a player found)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import COMPUTER, HUMAN
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.decision_rule import rule_decision
from pocket_tactics_app.engine.policy import best_choices, default_decision
from pocket_tactics_app.ui.main_window import MainWindow

from .positions import assault_position


def _starred_labels(window: MainWindow) -> set[str]:
    table = window.assault_panel.choices.text()
    return set(re.findall(r"★ ([^<]+)</td>", table))


def _decide_for_me(qtbot: QtBot, window: MainWindow, dice: tuple[int, ...]) -> bool:
    """Attack with ``dice``; at the player's first decision click "Decide for me" and
    check it takes the starred choice. False when the dice leave the player nothing to
    decide."""
    c = window.controller
    c.start_position(assault_position(dice), (HUMAN, COMPUTER))
    c.set_paused(True)
    c.request(Action("attack", unit="m", target="s"))
    g = c.game
    if g.pending is None or not c.human_to_decide():
        return False
    panel = window.assault_panel
    qtbot.waitUntil(lambda: panel.auto_button.isEnabled() and not panel.is_rolling(),
                    timeout=5000)
    # the odds of the choices are computed on a worker: the table shows them once there
    qtbot.waitUntil(lambda: "★" in panel.choices.text(), timeout=10_000)
    want = default_decision(g)
    odds, starred = best_choices(g)
    assert want in starred
    label = panel._action_label(g, want)  # noqa: SLF001 - the row's own words
    assert label in _starred_labels(window)
    before = len(c.entries)
    qtbot.mouseClick(panel.auto_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.entries) > before, timeout=10_000)  # from the worker
    assert len(c.entries) == before + 1
    assert c.entries[-1].action == want
    return True


def test_decide_for_me_is_starred_where_the_rule_would_pass(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    window = open_window()
    dice = (4, 3, 1, 4, 5, 6, 1, 2)  # the rule passes; a DEF bump saves the Marine more
    game = assault_position(dice)
    game.apply(Action("attack", unit="m", target="s"))
    assert rule_decision(game).kind == "pass" and default_decision(game).kind == "bump"
    assert _decide_for_me(qtbot, window, dice)


def test_decide_for_me_is_starred_over_random_assaults(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    window = open_window()
    rng = random.Random(34)
    decided = 0
    for _ in range(40):
        dice = tuple(rng.randint(1, 6) for _ in range(8))
        decided += _decide_for_me(qtbot, window, dice)
    assert decided >= 10
