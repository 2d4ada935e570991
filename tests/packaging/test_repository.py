"""What the repository itself may hold."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="not a git checkout")
def test_the_repository_tracks_no_virtualenv() -> None:
    # A tracked .venv (a worktree's link to a shared venv was once committed) makes a
    # checkout replace the developer's real venv, and setup.sh on a clean clone then
    # finds a broken link where it would create the venv: CI fails before any test.
    tracked = subprocess.run(["git", "ls-files", "--", ".venv", "venv"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    assert tracked == [], f"remove from git: git rm --cached {' '.join(tracked)}"
