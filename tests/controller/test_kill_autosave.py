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
from pocket_tactics_app.storage.saves import find_resumable, remove_stale_temp_files

KILLS = int(os.environ.get("POCKET_TACTICS_KILLS", "200"))

_CHILD = textwrap.dedent("""
    import json, random, sys
    from PySide6.QtCore import QCoreApplication
    from pocket_tactics_app.app import default_setup
    from pocket_tactics_app.controller import HUMAN, GameController
    from pocket_tactics_app.storage.saves import find_resumable, remove_stale_temp_files

    def say(*words):
        # One write a line: under PYTHONUNBUFFERED a print() of several arguments is
        # several writes, and a kill between them leaves a half line behind.
        sys.stdout.write(" ".join(map(str, words)) + "\\n")
        sys.stdout.flush()

    app = QCoreApplication([])
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
""")


def _temp_files() -> list[str]:
    folder = paths.data_dir()
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp")) \
        if folder.is_dir() else []


@pytest.mark.slow
def test_random_sigkills_through_the_controller_lose_no_confirmed_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(18)
    seed = 1
    confirmed: list[dict[str, Any]] = []  # the game in the autosave, as confirmed
    kills = games = mid_write = 0
    finished_checks = 0
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
            resumed_seed, resumed_count = int(start[1]), int(start[2])
            # The start's cleanup left no temporary file behind.
            assert _temp_files() == []
            if confirmed:
                assert resumed_seed == seed
                assert len(confirmed) <= resumed_count <= len(confirmed) + 1
            else:
                assert resumed_count <= 1
            child.stdin.write("go\n")
            child.stdin.flush()
            target = rng.randint(1, 6)  # confirmed actions to wait for, then a delay
            seen = 0
            for line in child.stdout:
                seen += 1
                lines.append(line)
                if line.startswith(("over", "final")) or seen >= target:
                    break
            time.sleep(rng.uniform(0, 0.004))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdin.close()
            # Lines printed before the kill but not read yet: confirmed all the same.
            lines += child.stdout.readlines()
            child.stdout.close()
        over = ending = False
        for line in lines:
            if not line.endswith("\n"):
                break  # cut by the kill while it was being written: not confirmed
            word, *rest = line.split(maxsplit=2)
            if word == "over":
                over = True
                break
            if word == "final":
                ending = True
                continue
            count, action = int(rest[0]), json.loads(rest[1])
            assert count == len(confirmed) + 1, (count, len(confirmed))
            confirmed.append(action)
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
        if _temp_files():
            mid_write += 1
        save = find_resumable()
        assert save is not None, f"kill {kills}: the game is gone"
        assert save.seed == seed
        on_disk = save.actions
        assert len(confirmed) <= len(on_disk) <= len(confirmed) + 1, \
            f"kill {kills}: {len(on_disk)} actions on disk, {len(confirmed)} confirmed"
        assert on_disk[:len(confirmed)] == confirmed
        confirmed = list(on_disk)  # the one in flight, if kept, is part of the game now
    remove_stale_temp_files(min_age=0)
    assert _temp_files() == []
    print(f"{kills} kills ({mid_write} with a write in flight), {games} games finished, "
          f"{finished_checks} finished-game checks")
