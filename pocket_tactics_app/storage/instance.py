"""One app per home folder: a lock taken at start, held until the process ends.

Two windows on one home folder would resume the same game and overwrite each other's
autosave. The lock is the operating system's advisory lock on a file of the data folder
(``flock`` on POSIX, ``msvcrt.locking`` on Windows): the system releases it when the
holding process ends, however it ends, so the lock of a killed app is simply taken over.
A second start learns who holds it and exits without writing anything. The holder writes
its process id into the file for that message; the file is opened without following a
symbolic link.

Once the lock is held no other instance can be writing, so temporary files of a killed
run are removed whatever their age.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from . import paths

__all__ = ["LOCK_NAME", "HomeLock", "claim_home"]

LOCK_NAME: Final = "pocket-tactics.lock"
_PID_OFFSET: Final = 16  # the pid is written past the locked byte (Windows locks bytes)


def _try_lock(fd: int) -> bool:
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


@dataclass
class HomeLock:
    """The outcome of :func:`claim_home`. ``held`` is true when this process holds the
    lock (keep the object alive); otherwise ``message`` says, in words, that the app is
    already running with this folder."""

    path: Path
    held: bool
    fd: int | None = None
    holder: int | None = None

    @property
    def message(self) -> str:
        if self.held:
            return ""
        who = f" (process {self.holder})" if self.holder else ""
        return (f"Pocket Tactics is already running with the folder {self.path.parent}{who}. "
                "Switch to its window; this one closes without changing anything.")

    def release(self) -> None:
        """Let go of the lock (the process ending does the same)."""
        if self.fd is not None:
            _HELD.pop(self.path, None)
            os.close(self.fd)
            self.fd = None
            self.held = False


_HELD: dict[Path, HomeLock] = {}


def _holder(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, _PID_OFFSET) if hasattr(os, "pread") else b""
        return int(text.strip(b"\0 \n") or b"0") or None
    except (OSError, ValueError):
        return None


#: Seconds a start waits for the lock of a previous run that is closing (a language
#: restart starts the new process while the old one still saves and quits).
CLOSING_WAIT = 3.0


def claim_home(*, wait: float | None = None, folder: Path | None = None) -> HomeLock:
    """Take the home folder's lock, waiting up to ``wait`` seconds (``CLOSING_WAIT`` by
    default) for a previous run that is closing. Never raises: a folder that cannot hold a
    lock file (read-only, say) lets the app run unlocked, as before."""
    if wait is None:
        wait = CLOSING_WAIT
    base = paths.data_dir() if folder is None else folder
    path = base / LOCK_NAME
    if path in _HELD:  # this process holds it already (a second window of one run)
        return _HELD[path]
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        base.mkdir(parents=True, exist_ok=True)
        if path.is_symlink():  # planted: the app's own file replaces it, the target untouched
            path.unlink()
        fd = os.open(path, flags, 0o644)
    except OSError:
        return HomeLock(path, held=True)
    deadline = time.monotonic() + wait
    while not _try_lock(fd):
        if time.monotonic() >= deadline:
            holder = _holder(fd)
            os.close(fd)
            return HomeLock(path, held=False, holder=holder)
        time.sleep(0.1)
    try:
        os.ftruncate(fd, 0)
        if hasattr(os, "pwrite"):
            os.pwrite(fd, str(os.getpid()).encode().rjust(16), _PID_OFFSET)
    except OSError:
        pass
    _remove_temp_files()
    _HELD[path] = HomeLock(path, held=True, fd=fd)
    return _HELD[path]


def _remove_temp_files() -> None:
    from .saves import remove_stale_temp_files

    remove_stale_temp_files(min_age=0.0)
