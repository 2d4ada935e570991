"""SIGKILL at random moments of games played through the controller.

A child process plays hotseat games through :class:`GameController` (random legal
actions, the real autosave) and prints each action once ``request()`` has returned:
that action is *confirmed*. The parent kills it at random moments, at least
``KILLS`` times, and after each kill checks that the autosave (or its backup) holds
every confirmed action in order, plus at most the one in flight, and that a
finished game never comes back as unfinished. Each new child starts as the app does:
it removes stale temporary files, then resumes the autosave; no temporary file may
remain after that cleanup.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.saves import find_resumable, remove_stale_temp_files
from tests.kill_harness import assert_kept, play_and_kill, read_confirmed, temp_files

KILLS = int(os.environ.get("POCKET_TACTICS_KILLS", "200"))

_CHILD = """
from pocket_tactics_app.app import default_setup
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.storage.saves import find_resumable, remove_stale_temp_files

remove_stale_temp_files(min_age=0)  # the start's cleanup (the only writer here)
seed = int(sys.argv[1])
c = GameController()
c.ai_delay_ms = 0
save = find_resumable()
if save is not None:
    c.load_save(save, saved=False)
else:
    c.new_game(default_setup(seed), (HUMAN, HUMAN))
say("start", c.setup.seed, len(c.entries))
sys.stdin.readline()  # the parent looks at the folder first
rng = random.Random(seed * 1000 + len(c.entries))
while not c.game.is_over():
    action = rng.choice(c.legal_actions())
    trial = c.game.clone()
    trial.apply(action)
    if trial.is_over():
        say("final")  # the next action, in flight, ends the game
    assert c.request(action)
    assert c.autosave_problem is None, c.autosave_problem
    say("ok", len(c.entries), json.dumps(action.to_json()))
say("over", len(c.entries))
"""


@pytest.mark.slow
def test_random_sigkills_through_the_controller_lose_no_confirmed_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    rng = random.Random(18)
    seed = 1
    confirmed: list[dict[str, Any]] = []  # the game in the autosave, as confirmed
    kills = games = mid_write = 0
    finished_checks = 0

    def started(words: list[str]) -> None:
        resumed_seed, resumed_count = int(words[1]), int(words[2])
        # The start's cleanup left no temporary file behind.
        assert temp_files(home) == []
        if confirmed:
            assert resumed_seed == seed
            assert len(confirmed) <= resumed_count <= len(confirmed) + 1
        else:
            assert resumed_count <= 1

    while kills < KILLS:
        lines = play_and_kill(_CHILD, seed, home, tmp_path / "child-stderr.txt", rng, 6,
                              ("over", "final"), started)
        over, ending = read_confirmed(lines, confirmed)
        if ending and not over and find_resumable() is None:
            over = True  # killed after the game-ending action was saved, before "over"
        if over:
            # Finished: nothing to resume, whatever the kill interrupted afterwards.
            assert find_resumable() is None
            finished_checks += 1
            games += 1
            seed += 1
            confirmed = []
            continue
        kills += 1
        if temp_files(home):
            mid_write += 1
        save = find_resumable()
        assert save is not None, f"kill {kills}: the game is gone"
        assert save.seed == seed
        confirmed = assert_kept(save.actions, confirmed, kills)
    remove_stale_temp_files(min_age=0)
    assert temp_files(home) == []
    print(f"{kills} kills ({mid_write} with a write in flight), {games} games finished, "
          f"{finished_checks} finished-game checks")
