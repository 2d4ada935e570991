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

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES

KILLS = int(os.environ.get("POCKET_TACTICS_KILLS", "100"))

_CHILD = textwrap.dedent("""
    import json, random, sys
    from PySide6.QtCore import QCoreApplication
    from pocket_tactics_app.controller.furrow_controller import FurrowController, FurrowSetup
    from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES, furrow_autosave_path
    from pocket_tactics_app.storage.instance import claim_home

    def say(*words):
        sys.stdout.write(" ".join(map(str, words)) + "\\n")
        sys.stdout.flush()

    app = QCoreApplication([])
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
    rng = random.Random(seed * 1000 + len(c.entries))
    while not c.game.over:
        seat = c.human_deciders()[0]
        action = rng.choice(c.legal_for(seat))
        assert c.request(seat, action)
        assert c.autosave_problem is None, c.autosave_problem
        say("ok", len(c.entries), json.dumps(action))
    say("over", len(c.entries))
""")


def _temp_files() -> list[str]:
    return sorted(p.name for p in paths.home_override().rglob("*")  # type: ignore[union-attr]
                  if p.name.endswith(".tmp"))


@pytest.mark.slow
def test_random_sigkills_of_furrow_games_lose_no_confirmed_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(36)
    seed = 1
    confirmed: list[dict[str, Any]] = []
    kills = games = mid_write = from_backup = 0
    while kills < KILLS:
        errors = tmp_path / "child-stderr.txt"
        with open(errors, "w") as err:
            child = subprocess.Popen([sys.executable, "-c", _CHILD, str(seed)], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=err, text=True)
        assert child.stdout is not None and child.stdin is not None
        lines: list[str] = []
        try:
            start = child.stdout.readline().split()
            assert start and start[0] == "start", errors.read_text()[-2000:]
            resumed, backup_used = int(start[1]), int(start[2])
            from_backup += backup_used
            assert _temp_files() == []  # the lock's cleanup ran
            assert len(confirmed) <= resumed <= len(confirmed) + 1
            child.stdin.write("go\n")
            child.stdin.flush()
            target = rng.randint(1, 8)
            for seen, line in enumerate(child.stdout, start=1):
                lines.append(line)
                if line.startswith("over") or seen >= target:
                    break
            time.sleep(rng.uniform(0, 0.004))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdin.close()
            lines += child.stdout.readlines()
            child.stdout.close()
        over = False
        for line in lines:
            if not line.endswith("\n"):
                break  # cut by the kill while it was being written: not confirmed
            word, *rest = line.split(maxsplit=2)
            if word == "over":
                over = True
                break
            count, action = int(rest[0]), json.loads(rest[1])
            assert count == len(confirmed) + 1, (count, len(confirmed))
            confirmed.append(action)
        if over:
            assert FURROW_SAVES.resume().save is None
            games += 1
            seed += 1
            confirmed = []
            continue
        kills += 1
        if _temp_files():
            mid_write += 1
        found = FURROW_SAVES.resume()
        assert found.save is not None, f"kill {kills}: the game is gone"
        on_disk = found.save.actions
        assert len(confirmed) <= len(on_disk) <= len(confirmed) + 1, \
            f"kill {kills}: {len(on_disk)} actions on disk, {len(confirmed)} confirmed"
        assert on_disk[:len(confirmed)] == confirmed
        confirmed = list(on_disk)
    print(f"{kills} kills ({mid_write} with a write in flight, {from_backup} resumed from "
          f"the backup), {games} games finished, {len(confirmed)} actions in the last game, "
          "0 confirmed actions lost")
