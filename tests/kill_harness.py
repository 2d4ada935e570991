"""Helpers of the SIGKILL tests of both games: a child process plays through a controller
with the real autosave and prints each confirmed action; the parent kills it at a random
moment and reads what it had confirmed."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The start of every child: one write a line (under PYTHONUNBUFFERED a print() of several
#: arguments is several writes, and a kill between them leaves a half line behind).
CHILD_PRELUDE = """
import json, random, sys
from PySide6.QtCore import QCoreApplication

def say(*words):
    sys.stdout.write(" ".join(map(str, words)) + "\\n")
    sys.stdout.flush()

app = QCoreApplication([])
"""


def play_and_kill(child_source: str, seed: int, home: Path, errors: Path, rng: random.Random,
                  most: int, stop: tuple[str, ...],
                  on_start: Callable[[list[str]], None]) -> list[str]:
    """Start a child on ``seed``; ``on_start`` sees its start line's words while it waits;
    let it confirm up to ``most`` actions (or print a line starting with one of ``stop``),
    kill it, and return every whole line it printed."""
    env = {**os.environ, "POCKET_TACTICS_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    with open(errors, "w") as err:
        child = subprocess.Popen([sys.executable, "-c", CHILD_PRELUDE + child_source, str(seed)],
                                 env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=err, text=True)
    assert child.stdout is not None and child.stdin is not None
    lines: list[str] = []
    try:
        start = child.stdout.readline().split()
        assert start and start[0] == "start", errors.read_text()[-2000:]
        on_start(start)
        child.stdin.write("go\n")
        child.stdin.flush()
        target = rng.randint(1, most)
        for seen, line in enumerate(child.stdout, start=1):
            lines.append(line)
            if line.startswith(stop) or seen >= target:
                break
        time.sleep(rng.uniform(0, 0.004))
    finally:
        died = child.poll()
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert died in (None, 0), f"the child failed by itself: {errors.read_text()[-2000:]}"
        child.stdin.close()
        # Lines printed before the kill but not read yet: confirmed all the same.
        lines += child.stdout.readlines()
        child.stdout.close()
    return _whole(lines)


def _whole(lines: list[str]) -> list[str]:
    """The lines up to the first one the kill cut while it was being written."""
    out = []
    for line in lines:
        if not line.endswith("\n"):
            break
        out.append(line)
    return out


def temp_files(home: Path) -> list[str]:
    """The temporary files of atomic writes anywhere in the home folder."""
    return sorted(p.name for p in home.rglob("*") if p.name.endswith(".tmp")) \
        if home.is_dir() else []


def read_confirmed(lines: list[str], confirmed: list[dict[str, Any]]) -> tuple[bool, bool]:
    """Add the actions the child confirmed (``ok N ACTION`` lines) to ``confirmed``;
    whether it said the game is ``over``, and whether the action in flight ends it
    (``final``)."""
    ending = False
    for line in lines:
        word, *rest = line.split(maxsplit=2)
        if word == "over":
            return True, ending
        if word == "final":
            ending = True
            continue
        count, action = int(rest[0]), json.loads(rest[1])
        assert count == len(confirmed) + 1, (count, len(confirmed))
        confirmed.append(action)
    return False, ending


def assert_kept(on_disk: list[dict[str, Any]], confirmed: list[dict[str, Any]],
                kill: int) -> list[dict[str, Any]]:
    """The autosave holds every confirmed action in order, plus at most the one in
    flight; what it holds is the game from now on."""
    assert len(confirmed) <= len(on_disk) <= len(confirmed) + 1, \
        f"kill {kill}: {len(on_disk)} actions on disk, {len(confirmed)} confirmed"
    assert on_disk[:len(confirmed)] == confirmed
    return list(on_disk)
