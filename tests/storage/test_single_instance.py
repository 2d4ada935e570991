"""One app per home folder: the lock is taken at start, a second start says in words
that the app is already running with that folder and writes nothing, and the lock of a
killed app is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.instance import LOCK_NAME, claim_home

from .helpers import holder, snapshot

pytestmark = pytest.mark.skipif(os.name != "posix", reason="fcntl locks and kill -9")


def test_single_instance_second_start_is_refused_in_words(home: Path) -> None:
    child = holder(home)
    try:
        lock = claim_home(wait=0.3)
        assert not lock.held
        assert lock.message.startswith("Pocket Tactics is already running with the folder "
                                       f"{paths.data_dir()} (process {child.pid})")
    finally:
        child.kill()
        child.wait()


def test_single_instance_stale_lock_of_a_killed_app_is_taken_over(home: Path) -> None:
    child = holder(home)
    leftover = paths.data_dir() / ".autosave.json.abcd1234.tmp"
    leftover.write_text("half a save", encoding="utf-8")
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    lock = claim_home(wait=1.0)
    try:
        assert lock.held and lock.message == ""
        assert not leftover.exists()  # the killed run's temporary file, whatever its age
        assert claim_home() is lock  # the same process asking again
    finally:
        lock.release()


def test_single_instance_symlink_lock_file_is_replaced(home: Path,
                                                                 tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep", encoding="utf-8")
    paths.data_dir().mkdir(parents=True)
    (paths.data_dir() / LOCK_NAME).symlink_to(victim)
    lock = claim_home(wait=0)
    try:
        assert lock.held and lock.fd is not None
        assert not (paths.data_dir() / LOCK_NAME).is_symlink()
        assert victim.read_text(encoding="utf-8") == "keep"
    finally:
        lock.release()


def test_single_instance_second_app_exits_without_writing(home: Path) -> None:
    child = holder(home)
    try:
        before = snapshot(home)
        env = {**os.environ, paths.HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
        start = time.monotonic()
        run = subprocess.run([sys.executable, "-m", "pocket_tactics_app"], env=env,
                             capture_output=True, text=True, timeout=60)
        print(f"second start refused in {time.monotonic() - start:.2f} s")
        assert run.returncode == 3
        assert "already running with the folder" in run.stderr
        assert snapshot(home) == before
    finally:
        child.kill()
        child.wait()
