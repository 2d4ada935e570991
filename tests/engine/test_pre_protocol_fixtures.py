"""Files written by the engine before the game protocol and the engine's split (a save, a
replay record and a position inside an assault, under tests/fixtures/pre_protocol/) still
load and replay to the final positions stored beside them, through the engine's replay
and through the protocol."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.core.replay import Replay, start
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import from_json, to_json
from pocket_tactics_app.engine.replay import replay
from pocket_tactics_app.storage.saves import SAVES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "pre_protocol"


def read(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def protocol_final(setup: Any, seed: int, actions: list[Any]) -> Any:
    state = start(game_kind("pocket-tactics"), setup, seed)
    assert len(Replay(state, actions).to_end()) == len(actions)
    assert state.is_over()
    return state.to_json()


def test_the_save_replays_to_its_final_position() -> None:
    save = SAVES.load(FIXTURES / "save.json")
    game, actions = replay(save.setup, save.seed, save.actions, default_catalog())
    assert save.finished and game.is_over()
    assert save.result == {"winner": game.winner, "reason": game.win_reason}
    assert len(actions) == len(save.actions)
    final = read("save.final.json")
    assert to_json(game) == final
    assert protocol_final(save.setup, save.seed, save.actions) == final


def test_the_replay_record_replays_to_its_final_position() -> None:
    record = read("replay.json")
    game, _ = replay(record["setup"], record["setup"]["seed"], record["actions"],
                     default_catalog())
    final = read("replay.final.json")
    assert to_json(game) == final
    assert protocol_final(record["setup"], record["setup"]["seed"], record["actions"]) == final


def test_the_position_plays_on_to_its_final_position() -> None:
    position = read("position.json")
    assert "pending" in position
    game = from_json(position, default_catalog(), seed=0)
    assert to_json(game) == position
    for raw in read("position.actions.json"):
        game.apply(Action.from_json(raw))
    assert game.is_over()
    assert to_json(game) == read("position.final.json")
    state = game_kind("pocket-tactics").state_from_json(position)
    for raw in read("position.actions.json"):
        state.apply(state.action_from_json(raw))
    assert state.to_json() == read("position.final.json")
