"""Helpers shared by the UI tests."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.ai.simulate import make_setup
from pocket_tactics_app.core.hexgrid import Hex
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import BALANCED_CARDS, default_catalog
from pocket_tactics_app.engine.game import Game, GameSetup
from pocket_tactics_app.engine.position import from_json
from pocket_tactics_app.storage.saves import SaveFile

CAT = default_catalog()


def hover_tooltip(window: Any, h: Hex) -> str:
    """The tooltip a map (``window.view`` over ``window.scene``) shows when the pointer
    rests on hex ``h``: a real ToolTip event, as Qt sends it."""
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(window.scene.hex_center(h))
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos,
                                                 viewport.mapToGlobal(pos)))
    text = QToolTip.text() if QToolTip.isVisible() else ""
    QToolTip.hideText()
    return str(text)


def click_hex(window: Any, h: Hex) -> None:
    """A left click on the centre of hex ``h`` of the main window's map."""
    pos: QPoint = window.view.mapFromScene(window.scene.hex_center(h))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def duel() -> Game:
    """a1 can attack b1 at once (tests/ai/test_hint.py); each side holds its colony."""
    tiles = []
    for r, qs in ((0, range(-3, 4)), (1, range(-3, 3))):
        for q in qs:
            t: dict[str, Any] = {"at": [q, r], "terrain": "wasteland"}
            feature = {(0, 0): "badlands", (3, 0): "colony", (-3, 0): "colony"}.get((q, r))
            if feature:
                t["feature"] = feature
            tiles.append(t)
    data = {"format": "pocket-tactics/position@1", "point_limit": 50, "tiles": tiles,
            "units": [{"id": "a1", "card": "cyber-commando", "owner": 0, "at": [-1, 0]},
                      {"id": "a2", "card": "cyber-grunt", "owner": 0, "at": [-3, 1]},
                      {"id": "b1", "card": "colonial-astronaut", "owner": 1, "at": [-2, 0]},
                      {"id": "b2", "card": "cyber-grunt", "owner": 1, "at": [2, 1]}],
            "reserve": [], "control": [{"at": [-3, 0], "owner": 0}, {"at": [3, 0], "owner": 1}],
            "to_move": 0}
    return from_json(data, CAT, seed=11)


def finished_game(seed: int = 7, first: str = "easy") -> tuple[GameSetup, list[Action]]:
    """``first`` (seat 0, the human's in a save of mode "ai") against Easy: a whole game
    in a second or so. On the balanced variant's cards, which these games were recorded
    with."""
    setup = make_setup(CAT, 50, seed, 0, cards=BALANCED_CARDS)
    game = Game.new(setup, CAT)
    agents = (make_agent(first, 1), make_agent("easy", 2))
    actions: list[Action] = []
    while not game.is_over():
        a = agents[game.current_player()].choose(game)
        game.apply(a)
        actions.append(a)
    return setup, actions


def save_of(setup: GameSetup, actions: list[Action]) -> SaveFile:
    return SaveFile(setup=setup.to_json(), seed=setup.seed,
                    actions=[a.to_json() for a in actions], mode="ai", difficulty="easy",
                    finished=True)
