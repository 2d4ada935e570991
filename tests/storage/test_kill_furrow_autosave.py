"""SIGKILL at random moments of Furrow & Foundry games played through its controller with
the real autosave (the twin of tests/controller/test_kill_autosave.py for the first game).

A child process takes the home folder's lock as the app does (which also removes the
temporary files of a killed run), resumes the autosave through the one save container
class, plays random legal actions for every seat and prints each action once
``request()`` has returned: that action is *confirmed*. The parent kills it at random
moments and checks after each kill that the autosave (or its backup) holds every
confirmed action in order, plus at most the one in flight, and that no temporary file
is left once the next child has started.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES
from tests.kill_harness import assert_kept, play_and_kill, read_confirmed, temp_files

KILLS = int(os.environ.get("POCKET_TACTICS_KILLS", "100"))

_CHILD = """
from pocket_tactics_app.controller.furrow_controller import FurrowController, FurrowSetup
from pocket_tactics_app.furrow.ai.agents import RandomAgent
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES, furrow_autosave_path
from pocket_tactics_app.storage.instance import claim_home

lock = claim_home(wait=5.0)
assert lock.held, lock.message
seed = int(sys.argv[1])
c = FurrowController()
c.ai_delay_ms = 0
c.autosave_path = furrow_autosave_path()
found = FURROW_SAVES.resume(check=c.load_save)
if found.save is None:
    c.new_game(FurrowSetup(2, seed=seed), ["human", "human"])
say("start", len(c.entries), int(found.from_backup))
sys.stdin.readline()  # the parent looks at the folder first
pick = RandomAgent(seed * 1000 + len(c.entries))
while not c.game.over:
    seat = c.human_deciders()[0]
    action = pick(c.game, seat)  # a concrete random legal action
    assert c.request(seat, action)
    assert c.autosave_problem is None, c.autosave_problem
    say("ok", len(c.entries), json.dumps(action))
say("over", len(c.entries))
"""


@pytest.mark.slow
def test_random_sigkills_of_furrow_games_lose_no_confirmed_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    rng = random.Random(36)
    seed = 1
    confirmed: list[dict[str, Any]] = []
    kills = games = mid_write = from_backup = played = 0

    def started(words: list[str]) -> None:
        nonlocal from_backup
        resumed, backup_used = int(words[1]), int(words[2])
        from_backup += backup_used
        assert temp_files(home) == []  # the lock's cleanup ran
        assert len(confirmed) <= resumed <= len(confirmed) + 1

    while kills < KILLS:
        lines = play_and_kill(_CHILD, seed, home, tmp_path / "child-stderr.txt", rng, 8,
                              ("over",), started)
        before = len(confirmed)
        over, _ending = read_confirmed(lines, confirmed)
        played += len(confirmed) - before
        if over:
            assert FURROW_SAVES.resume().save is None
            games += 1
            seed += 1
            confirmed = []
            continue
        kills += 1
        if temp_files(home):
            mid_write += 1
        found = FURROW_SAVES.resume()
        assert found.save is not None, f"kill {kills}: the game is gone"
        confirmed = assert_kept(found.save.actions, confirmed, kills)
    print(f"{kills} kills ({mid_write} with a write in flight, {from_backup} resumed from "
          f"the backup), {played} actions confirmed, {games} games finished, "
          f"{len(confirmed)} actions in the last game, 0 confirmed actions lost")
    # The children played on: more than one confirmed action a child on average (each
    # may confirm up to 8 before its kill), whatever a game's length.
    assert played > KILLS
