"""Round trip: 200 simulated games saved, reloaded and replayed to identical final positions."""

from __future__ import annotations

import random
from pathlib import Path

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.position import to_json
from pocket_tactics_app.engine.randomgame import random_setup
from pocket_tactics_app.engine.replay import replay
from pocket_tactics_app.storage.saves import SAVES, SaveFile


def test_200_simulated_games_round_trip_through_save_files(tmp_path: Path) -> None:
    cat = default_catalog()
    rng = random.Random(606)
    for i in range(200):
        setup = random_setup(cat, rng)
        game = Game.new(setup, cat)
        actions = []
        # Stop some games midway: unfinished saves must replay too.
        limit = rng.choice([10**6, rng.randrange(5, 80)])
        while not game.is_over() and len(actions) < limit:
            action = rng.choice(game.legal_actions())
            actions.append(action.to_json())
            game.apply(action)
        path = tmp_path / f"game{i}.json"
        SAVES.write(path, SaveFile(
            setup=setup.to_json(), seed=setup.seed, actions=actions, mode="hotseat",
            finished=game.is_over(),
            result={"winner": game.winner, "reason": game.win_reason} if game.is_over() else None))
        save = SAVES.load(path)
        again, parsed = replay(save.setup, save.seed, save.actions, cat)
        assert len(parsed) == len(actions)
        assert to_json(again) == to_json(game), f"game {i}"
        assert (again.winner, again.win_reason, again.turn, again.phase) == (
            game.winner, game.win_reason, game.turn, game.phase)
        assert again.legal_actions() == game.legal_actions()
        assert save.finished == game.is_over()
