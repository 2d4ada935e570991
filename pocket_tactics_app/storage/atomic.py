"""Atomic file writes: the file on disk is always either the old one or the new one.

The data goes to a temporary file in the same folder, is flushed and fsynced, then
renamed over the target with :func:`os.replace` (atomic on POSIX and Windows when
both names are on one file system), and finally the folder itself is fsynced where
the platform allows it, so the rename survives a power cut. If anything fails the
temporary file is removed, the old file is left as it was and a
:class:`~pocket_tactics_app.storage.errors.WriteError` says why.
"""

from __future__ import annotations

import errno as errno_codes
import os
import stat
import tempfile
from pathlib import Path

from .errors import WriteError

__all__ = ["atomic_write_bytes", "atomic_write_text"]


def _read_umask() -> int:
    # os.umask can only be read by setting it; done once, at import time.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_NEW_FILE_MODE = 0o666 & ~_read_umask()


def _describe(exc: OSError) -> str:
    code = exc.errno
    reason = exc.strerror or str(exc) or type(exc).__name__
    if code == errno_codes.ENOSPC or code == getattr(errno_codes, "EDQUOT", None):
        return f"the disk is full ({reason})"
    if code in (errno_codes.EROFS, errno_codes.EACCES, errno_codes.EPERM):
        return f"the folder is read-only or not writable ({reason})"
    return reason


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable. Not possible everywhere (Windows, some file systems)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _target_mode(path: Path) -> int:
    """Keep the permissions of the file being replaced; new files get the usual ones."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return _NEW_FILE_MODE


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at ``path`` with ``data`` atomically, creating its folder if needed.

    Raises :class:`WriteError` (a ``StorageError``) naming the file when the write
    fails; the previous file, if any, is then unchanged.
    """
    target = Path(path)
    if target.is_symlink():
        # Write through a link (a settings file kept in a dotfiles folder, say)
        # instead of replacing the link with a file.
        target = Path(os.path.realpath(target))
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(
            target, f"cannot create the folder {folder}: {_describe(exc)}", errno=exc.errno
        ) from exc
    if target.is_dir():
        raise WriteError(target, "cannot write: a folder has that name", errno=errno_codes.EISDIR)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteError(
            target, f"cannot create a temporary file: {_describe(exc)}", errno=exc.errno
        ) from exc
    tmp = Path(tmp_name)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        if os.name == "posix":
            os.chmod(tmp, _target_mode(target))
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            tmp.unlink()
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteError(
                target, f"cannot write: {_describe(exc)}", errno=exc.errno
            ) from exc
        raise
    _fsync_folder(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically (see :func:`atomic_write_bytes`)."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise WriteError(
            path, f"cannot write: the text is not valid Unicode ({exc.reason})"
        ) from exc
    atomic_write_bytes(path, data)
