"""No win chance before the first turn of play: during the setup (tiles, homes, units)
the evaluation swings with every placement, so the hint shows no chance to win, and
the graphs and the review start where play begins."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai.hint import Hint
from pocket_tactics_app.ai.review import win_chance_series
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.ai.winchance import in_play
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.replay_window import ReplayWindow

from .helpers import CAT, finished_game, save_of


def _show_hint(w: MainWindow) -> str:
    c = w.controller
    c.advisor.current_hint = Hint(c.legal_actions()[0], "", 0.949)
    c.advisor.hint_changed.emit()
    assert w.hints.banner.isVisible()
    return w.hints.banner.text()


def test_setup_win_chance_the_hint_names_no_chance_before_play(
        open_window: Callable[..., MainWindow]) -> None:
    c = GameController(CAT)
    c.ai_delay_ms = 0
    w = open_window(c)
    c.new_game(make_setup(CAT, 50, 3, 0), (HUMAN, HUMAN))
    rng = random.Random(3)
    seen_setup = False
    while not in_play(c.game):
        text = _show_hint(w)
        assert text.startswith("Hint: ") and "chance to win" not in text
        seen_setup = True
        legal = c.legal_actions()
        assert c.request(legal[int(rng.random() * len(legal))])
    assert seen_setup
    colour = ("Blue", "Orange")[c.game.current_player()]
    assert f"{colour}'s chance to win from here: 95%" in _show_hint(w)  # play has begun


def test_setup_win_chance_graphs_start_where_play_begins(qtbot: QtBot) -> None:
    setup, actions = finished_game(9, "random")
    game = Game.new(setup, CAT)
    after: list[Game] = []
    for a in actions:
        game.apply(a)
        after.append(game.clone())
    setup_count = sum(1 for g in after if not in_play(g))
    assert setup_count > 10
    assert len(win_chance_series(after, 0)) == len(actions) - setup_count
    win = ReplayWindow.from_save(save_of(setup, actions), CAT)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(win.graph.values()), timeout=20000)
    assert win._play_start == setup_count + 1  # the first position in play
    assert len(win.graph.values()) == win.count - setup_count
    assert win.wait_review(120000)
    qtbot.waitUntil(lambda: win.mistakes is not None, timeout=5000)
    assert win.mistakes is not None
    assert all(in_play(win.game_at(m.index)) for m in win.mistakes)  # no setup reviewed
