"""The controller: legal actions only, replayable history, undo to the last dice roll,
the computer off the GUI thread, and errors that leave the game at its last good state."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ai.agents import EasyAgent
from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game, GameSetup, PlayerSetup

CAT = default_catalog()


def setup(seed: int = 5) -> GameSetup:
    a, b = CAT.presets["core-space-force"], CAT.presets["core-mytoan"]
    return GameSetup((PlayerSetup(list(a.units), list(a.tiles), a.home_feature),
                      PlayerSetup(list(b.units), list(b.tiles), b.home_feature)), None, 50, seed)


def fast_controller(players: tuple[str, str]) -> GameController:
    c = GameController(CAT)
    c.ai_delay_ms = 0
    c.autosave = False
    c.agent_factory = lambda level, seed: EasyAgent(seed=seed or 0)
    return c


def play_human_first_legal(c: GameController, n: int) -> None:
    for _ in range(n):
        legal = c.legal_actions()
        assert legal
        assert c.request(legal[0])


def test_r2_hotseat_actions_are_recorded_and_replay_exactly() -> None:
    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    play_human_first_legal(c, 30)
    replay = Game.new(setup(), CAT)
    for e in c.entries:
        replay.apply(e.action)
    assert {u.id: (u.where, u.at) for u in replay.units.values()} == \
        {u.id: (u.where, u.at) for u in c.game.units.values()}
    assert replay.tiles == c.game.tiles


def test_request_refuses_an_illegal_action() -> None:
    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    errors: list[str] = []
    c.error.connect(errors.append)
    before = len(c.entries)
    assert not c.request(Action("place_tile", at=(40, 40)))
    assert len(c.entries) == before and errors


def test_undo_never_goes_back_past_dice_or_tile_draws() -> None:
    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    # Every tile placement draws the next tile: no undo during drafting.
    c.request(c.legal_actions()[0])
    assert not c.can_undo()
    while c.game.phase == "tiles":
        c.request(c.legal_actions()[0])
    # The last placement empties the bag (no draw), so it may be undone.
    assert c.game.phase == "features"
    c.request(c.legal_actions()[0])
    before_undo = len(c.entries)
    assert c.can_undo()
    assert c.undo()
    assert len(c.entries) == before_undo - 1
    assert c.game.phase == "features"
    assert c.can_redo() and c.redo()
    assert len(c.entries) == before_undo


def test_undo_vs_computer_goes_back_to_the_humans_decision(qtbot: QtBot) -> None:
    c = fast_controller((HUMAN, COMPUTER))
    c.new_game(setup(), (HUMAN, COMPUTER))

    def human_to_move() -> bool:
        return c.human_to_decide() and not c.thinking

    while c.game.phase != "units":
        qtbot.waitUntil(human_to_move, timeout=5000)
        if c.game.phase == "units":
            break
        c.request(c.legal_actions()[0])
    qtbot.waitUntil(human_to_move, timeout=5000)
    k = len(c.entries)
    placed = c.legal_actions()[0]
    assert placed.kind == "place_unit"
    c.request(placed)  # place a unit (no dice)
    qtbot.waitUntil(human_to_move, timeout=5000)
    assert len(c.entries) > k + 1, "the computer replied with a placement of its own"
    assert c.can_undo()
    c.undo()
    # One step back: the human's placement and the computer's reply to it are gone, and
    # the human is asked the same decision again.
    assert len(c.entries) == k
    assert c.human_to_decide() and c.game.current_player() == 0
    assert placed in c.legal_actions()


def test_computer_decides_off_the_gui_thread(qtbot: QtBot) -> None:
    seen: list[bool] = []

    class Spy(EasyAgent):
        def choose(self, game: Game) -> Action:
            seen.append(threading.current_thread() is threading.main_thread())
            return super().choose(game)

    c = fast_controller((COMPUTER, COMPUTER))
    c.agent_factory = lambda level, seed: Spy(seed=seed or 0)
    c.new_game(setup(), (COMPUTER, COMPUTER))
    qtbot.waitUntil(lambda: len(c.entries) >= 15, timeout=10000)
    c.set_paused(True)
    c.wait_idle()
    assert seen and not any(seen)


def test_computer_plays_a_whole_game_legally(qtbot: QtBot) -> None:
    c = fast_controller((COMPUTER, COMPUTER))
    over: list[dict[str, Any]] = []
    c.game_over.connect(over.append)
    c.new_game(setup(11), (COMPUTER, COMPUTER))
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    assert over[0]["reason"] in ("control", "no_action", "turn_limit", "draw_rule")
    assert c.game.is_over()


def test_an_error_while_applying_keeps_the_last_good_state(monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    play_human_first_legal(c, 3)
    errors: list[str] = []
    c.error.connect(errors.append)
    tiles_before = dict(c.game.tiles)
    n = len(c.entries)

    def boom(self: Game, action: Action) -> list[dict[str, Any]]:
        self.tiles[(99, 99)] = next(iter(self.tiles.values()))  # half-done change
        raise RuntimeError("boom")

    monkeypatch.setattr(Game, "apply", boom)
    assert not c.request(c.legal_actions()[0])
    monkeypatch.undo()
    assert errors and "boom" in errors[0]
    assert c.game.tiles == tiles_before and len(c.entries) == n
    assert c.request(c.legal_actions()[0])


def test_save_and_load_round_trip(tmp_path: Any) -> None:
    from pocket_tactics_app.storage.saves import SAVES

    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    play_human_first_legal(c, 25)
    path = SAVES.write(tmp_path / "g.json", c.to_save())
    d = fast_controller((HUMAN, HUMAN))
    d.load_save(SAVES.load(path))
    assert [e.action for e in d.entries] == [e.action for e in c.entries]
    assert {u.id: u.at for u in d.game.units.values()} == \
        {u.id: u.at for u in c.game.units.values()}


def test_undo_history_is_a_qundostack_with_named_steps() -> None:
    c = fast_controller((HUMAN, HUMAN))
    c.new_game(setup(), (HUMAN, HUMAN))
    counts = []
    while c.game.phase == "tiles":
        c.request(c.legal_actions()[0])
        counts.append(c.undo_stack.count())
    # each placement draws the next tile, which clears the stack; the last one draws none
    assert len(counts) > 1 and counts == [0] * (len(counts) - 1) + [1], counts
    c.request(c.legal_actions()[0])  # home feature
    assert c.undo_stack.canUndo() and c.can_undo()
    assert c.undo_text() == "Place home feature"
    assert c.undo()
    assert c.redo_text() == "Place home feature" and c.undo_stack.canRedo()
    assert c.redo()
    assert not c.can_redo()


def test_vs_computer_one_undo_step_holds_the_computers_replies(qtbot: QtBot) -> None:
    c = fast_controller((HUMAN, COMPUTER))
    c.new_game(setup(), (HUMAN, COMPUTER))

    def human_to_move() -> bool:
        return c.human_to_decide() and not c.thinking

    while c.game.phase != "units":
        qtbot.waitUntil(human_to_move, timeout=5000)
        if c.game.phase != "units":
            c.request(c.legal_actions()[0])
    qtbot.waitUntil(human_to_move, timeout=5000)
    n0 = len(c.entries)
    mine = c.legal_actions()[0]
    c.request(mine)
    qtbot.waitUntil(human_to_move, timeout=5000)
    after = [e.action for e in c.entries]
    assert len(after) >= n0 + 2 and c.entries[-1].by_ai  # the computer replied
    cmd = c.undo_stack.command(c.undo_stack.index() - 1)
    assert cmd.actions == after[n0:]  # type: ignore[attr-defined]
    assert c.undo()
    assert len(c.entries) == n0 and c.human_to_decide()
    assert mine in c.legal_actions()
    assert c.redo()
    assert [e.action for e in c.entries] == after
    c.set_paused(True)
    c.wait_idle()


def test_an_action_with_dice_clears_the_undo_stack() -> None:
    from pocket_tactics_app.engine.position import from_json

    position = {
        "format": "pocket-tactics/position@1", "point_limit": 50,
        "tiles": [{"at": [0, 0], "terrain": "grid", "feature": "badlands"},
                  {"at": [1, 0], "terrain": "grid"}, {"at": [2, 0], "terrain": "grid"},
                  {"at": [3, 0], "terrain": "wasteland", "feature": "biomass"}],
        "units": [{"id": "a1", "card": "space-force-marine", "owner": 0, "at": [1, 0]},
                  {"id": "b1", "card": "mytoan-soldier", "owner": 1, "at": [3, 0]}],
        "reserve": [], "captives": [],
        "control": [{"at": [0, 0], "owner": 0}, {"at": [3, 0], "owner": 1}], "to_move": 0,
    }
    c = fast_controller((HUMAN, HUMAN))
    c.start_position(from_json(position, CAT), (HUMAN, HUMAN))
    move = next(a for a in c.legal_actions() if a.kind == "move" and a.path[-1] == (2, 0))
    assert c.request(move)
    assert c.can_undo() and c.undo_text() == "Move"
    attack = next(a for a in c.legal_actions() if a.kind == "attack")
    assert c.request(attack)  # rolls dice
    assert c.undo_stack.count() == 0 and not c.can_undo() and not c.undo()


def test_modified_until_saved(tmp_path: Any) -> None:
    from pocket_tactics_app.storage.saves import SAVES

    c = fast_controller((HUMAN, HUMAN))
    seen: list[bool] = []
    c.modified_changed.connect(seen.append)
    c.new_game(setup(), (HUMAN, HUMAN))
    assert not c.is_modified()  # nothing played yet
    play_human_first_legal(c, 2)
    assert c.is_modified() and seen == [True]
    SAVES.write(tmp_path / "g.json", c.to_save())
    c.mark_saved()
    assert not c.is_modified() and seen == [True, False]
    play_human_first_legal(c, 1)
    assert c.is_modified()


def test_an_unknown_level_plays_as_the_fallback_level() -> None:
    """A save written by simulate names its seats "hard vs easy": that seat is played by
    the fallback level (a real AI, quick and legal), with no scaffolding agent."""
    from pocket_tactics_app.ai.agents import EasyAgent
    from pocket_tactics_app.controller import FALLBACK_LEVEL, make_agent

    assert FALLBACK_LEVEL == "easy"
    assert isinstance(make_agent("hard vs easy", 3), EasyAgent)
