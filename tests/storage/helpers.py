"""Shared helpers for the storage tests: another process holding a home folder's lock,
and a snapshot of the folder's files to see that nothing was written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pocket_tactics_app.storage import paths

HOLD = """
import sys, time
from pocket_tactics_app.storage.instance import claim_home
lock = claim_home(wait=0)
print("held" if lock.held else "busy", flush=True)
time.sleep(60)
"""


def holder(home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, paths.HOME_ENV: str(home)}
    child = subprocess.Popen([sys.executable, "-c", HOLD], env=env, stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "held"
    return child


def snapshot(home: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in home.rglob("*")}
