"""Words a player found missing: the end reason names the seat, a home with one place
left (R2.6) and an undeployable reserve unit (R9.1) say why, Pass never reads "give up"
in Chinese, and the log pairs the final dice OFF against DEF and says "both survive"."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine.actions import PASS, Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import from_json
from pocket_tactics_app.ui import describe
from pocket_tactics_app.ui.end_dialog import EndGameDialog
from pocket_tactics_app.ui.main_window import MainWindow

from .positions import assault_position

CAT = default_catalog()


def test_the_end_reason_names_the_seat(qtbot: QtBot) -> None:
    dlg = EndGameDialog({"winner": 1, "reason": "no_action", "players": ("human", "ai"),
                         "turns": 12, "lost": [3, 1], "rules": 2})
    qtbot.addWidget(dlg)
    assert dlg.headline.text() == "The computer wins"
    assert dlg.reason.text() == "You had no legal action left (R11.1)"
    assert describe.reason_text("no_action", 2, 0, ("human", "ai")) == \
        "The computer had no legal action left (R11.1)"
    assert describe.reason_text("no_action", 2, 0, ("human", "human")) == \
        "Orange had no legal action left (R11.1)"
    assert describe.reason_text("control", 2, 0, ("human", "ai")) == \
        "You held every feature on the map (R11.2)"


def test_one_home_left_says_why_in_words(open_window: Callable[..., MainWindow]) -> None:
    c = GameController(CAT)
    w = open_window(c)
    c.new_game(make_setup(CAT, 50, 0, 0), (HUMAN, HUMAN))
    rng = random.Random(0)
    while c.game.phase == "tiles":
        legal = c.legal_actions()
        assert c.request(legal[int(rng.random() * len(legal))])
    assert c.game.phase == "features" and len(c.legal_actions()) == 1
    text = w.status_label.text()
    assert "has one place left: the only tile farthest from every feature on the map " \
        "(R2.6). Click it." in text


def test_an_undeployable_reserve_unit_says_why(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    tiles: list[dict[str, Any]] = [{"at": [q, 0], "terrain": "wasteland"} for q in range(5)]
    tiles[0]["feature"] = "colony"
    tiles[4]["feature"] = "biomass"
    game = from_json({"format": "pocket-tactics/position@1", "point_limit": 100,
                      "tiles": tiles,
                      "units": [{"id": "m", "card": "space-force-marine", "owner": 0,
                                 "at": [2, 0]},
                                {"id": "s", "card": "mytoan-soldier", "owner": 1,
                                 "at": [4, 0]}],
                      "reserve": [{"id": "a", "card": "colonial-astronaut", "owner": 0}],
                      "control": [{"at": [4, 0], "owner": 1}], "to_move": 0}, CAT)
    c = GameController(CAT)
    w = open_window(c)
    c.start_position(game, (HUMAN, COMPUTER))
    c.set_paused(True)
    button = w.reserve_panel.button("a")
    assert button is not None
    why = ("It cannot deploy now: units deploy next to a feature you control, and you "
           "control none (R9.1).")
    assert why in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.hint_label.text() == why


def test_the_log_pairs_the_final_dice_and_says_both_survive(
        open_window: Callable[..., MainWindow]) -> None:
    w = open_window()
    c = w.controller
    # Marine OFF 3 2, DEF 4 1; Soldier OFF 4 2, DEF 4 3: the Marine's DEF 1 bumped to 2
    # makes it safe, and its OFF does not defeat the Soldier
    c.start_position(assault_position((3, 2, 4, 1, 4, 2, 4, 3)), (HUMAN, HUMAN))
    c.request(Action("attack", unit="m", target="s"))
    model = w.log_model
    assert model.index(1, 4).data() == "OFF 3 2 against DEF 4 3 · OFF 4 2 against DEF 4 1"
    pending: Any = c.game.pending
    bump = next(a for a in c.legal_actions() if a.kind == "bump" and a.colour == "def"
                and pending.attacker.dice["def"][a.die] == 1)
    assert c.request(bump)
    while c.game.pending is not None:
        assert c.request(PASS)
    assert model.index(1, 4).data() == "OFF 3 2 against DEF 4 3 · OFF 4 2 against DEF 4 2"
    assert model.index(1, 3).data() == "both survive"


def test_pass_reads_no_more_bumps_or_re_rolls_in_chinese(
        language: Callable[[str], None], open_window: Callable[..., MainWindow]) -> None:
    language("zh_CN")
    w = open_window()
    c = w.controller
    c.start_position(assault_position((5, 2, 4, 1, 4, 2, 4, 3)), (HUMAN, HUMAN))
    c.request(Action("attack", unit="m", target="s"))
    panel = w.assault_panel
    assert c.game.pending is not None and c.game.pending.phase == "bump"
    assert panel.pass_button.text() == "不再加值"
    while c.game.pending is not None and c.game.pending.phase == "bump":
        assert c.request(PASS)
    assert c.game.pending is not None and panel.pass_button.text() == "不再重掷"
    assert "放弃" not in panel.pass_button.text() + w.status_label.text()
