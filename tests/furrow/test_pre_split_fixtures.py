"""Files written by the engine before it was split by action family still load and replay
to the same final position: a save in the autosave format (a game in progress), a replay
(a whole three-seat game with combats and encounters) and a position JSON with the
actions played on from it. The expected final positions are stored beside them; the saves
replay to them through the engine and through the protocol's replay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.core.registry import game_kind
from pocket_tactics_app.core.replay import Replay, start
from pocket_tactics_app.furrow.engine.content import content_at
from pocket_tactics_app.furrow.engine.game import Game, new_game
from pocket_tactics_app.furrow.engine.position import from_json, to_json
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "furrow_pre_split"


def _load(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def _replay_save(name: str) -> tuple[Game, list[str]]:
    save = FURROW_SAVES.load(FIXTURES / name)
    setup = save.setup
    game = new_game(content=content_at(int(setup["content"])), factions=setup["factions"],
                    mats=setup["mats"], seed=int(setup["seed"]), players=int(setup["players"]),
                    round_limit=setup["round_limit"])
    kinds: list[str] = []
    for action in save.actions:
        kinds += [str(e["kind"]) for e in game.apply(dict(action))]
    return game, kinds


def _protocol_final(name: str) -> Any:
    save = FURROW_SAVES.load(FIXTURES / name)
    state = start(game_kind("furrow"), save.setup, int(save.setup["seed"]))
    played = Replay(state, save.actions)
    assert len(played.to_end()) == len(save.actions)
    return state.to_json()


@pytest.mark.parametrize("name", ["autosave", "replay"])
def test_pre_split_save_replays_to_the_stored_position(name: str) -> None:
    game, kinds = _replay_save(f"{name}.json")
    final = _load(f"{name}_final_position.json")
    assert to_json(game) == final
    assert _protocol_final(f"{name}.json") == final
    assert kinds.count("revealed") == 2
    assert kinds.count("encounter_resolved") >= 2


def test_pre_split_replay_is_a_finished_three_seat_game() -> None:
    game, _ = _replay_save("replay.json")
    assert game.n == 3
    assert game.over
    assert FURROW_SAVES.load(FIXTURES / "replay.json").finished


def test_pre_split_position_plays_on_to_the_stored_position() -> None:
    data = _load("position.json")
    game = from_json(data)
    assert to_json(game) == data
    kinds: list[str] = []
    for action in _load("position_actions.json"):
        kinds += [str(e["kind"]) for e in game.apply(action)]
    assert to_json(game) == _load("position_final_position.json")
    assert "revealed" in kinds
