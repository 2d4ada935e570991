"""`pocket-tactics replay`: a save checked with no window (exit 0 and a summary, or exit 1
naming the first bad action)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pocket_tactics_app.cli import main
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.randomgame import random_setup
from pocket_tactics_app.engine.replay import ReplayError, replay
from pocket_tactics_app.storage.saves import SAVES, SaveFile


def recorded(seed: int) -> tuple[dict[str, object], list[dict[str, object]], Game]:
    cat = default_catalog()
    rng = random.Random(seed)
    setup = random_setup(cat, rng)
    g = Game.new(setup, cat)
    actions = []
    while not g.is_over():
        a = rng.choice(g.legal_actions())
        actions.append(a.to_json())
        g.apply(a)
    return setup.to_json(), actions, g


def test_replay_rebuilds_the_game() -> None:
    setup, actions, g = recorded(1)
    again, parsed = replay(setup, None, actions, default_catalog())
    assert len(parsed) == len(actions) and again.winner == g.winner and again.turn == g.turn


def test_replay_names_the_first_bad_action() -> None:
    setup, actions, _ = recorded(2)
    actions[5] = {"kind": "place_tile", "at": [99, 99]}
    with pytest.raises(ReplayError) as err:
        replay(setup, None, actions, default_catalog())
    assert err.value.index == 5 and "actions[5]" in str(err.value) and "R2.5" in str(err.value)


def test_replay_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, actions, g = recorded(3)
    path = tmp_path / "game.json"
    SAVES.write(path, SaveFile(setup=setup, seed=int(setup["seed"]),  # type: ignore[call-overload]
                              actions=actions, finished=True,
                              result={"winner": g.winner, "reason": g.win_reason}))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "ok" in out and f"{len(actions)} actions" in out
    data = json.loads(path.read_text())
    data["actions"][3] = {"kind": "pass"}
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "actions[3]" in err and err.count("\n") == 1
    path.write_text("{broken")
    assert main(["replay", str(path)]) == 1
    assert "game.json" in capsys.readouterr().err


def test_simulate_save_dir_writes_save_files_that_replay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`pocket-tactics simulate ... --save-dir DIR` writes each game as a save file."""
    from pocket_tactics_app.storage.saves import SAVES

    assert main(["simulate", "--a", "random", "--b", "easy", "--games", "2", "--seed", "5",
                 "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    for f in files:
        save = SAVES.load(f)
        assert save.mode == "ai" and save.finished
        assert main(["replay", str(f)]) == 0
        assert "ok" in capsys.readouterr().out
