"""Atomic file writes: the file on disk is always either the old one or the new one.

The data goes to a temporary file in the same folder, is flushed and fsynced, then
renamed over the target with :func:`os.replace` (atomic on POSIX and Windows when
both names are on one file system), and finally the folder itself is fsynced where
the platform allows it, so the rename survives a power cut. If anything fails the
temporary file is removed, the old file is left as it was and a
:class:`~pocket_tactics_app.storage.errors.WriteError` says why.

``keep_previous_as`` keeps the file being replaced as a backup, and only once the new
data is safely on disk: a full disk leaves both the old file and the old backup as
they were, and at every moment the target exists (old or new). The temporary files
are named ``.<target>.<8 characters>.tmp``; a process killed while writing leaves one
behind, and :func:`remove_stale_temp_files` (run at start) removes them.
"""

from __future__ import annotations

import errno as errno_codes
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from .errors import WriteError, one_line

__all__ = ["atomic_write_bytes", "atomic_write_text", "remove_stale_temp_files"]

# The names tempfile.mkstemp gives our temporary files (prefix ".<target>.", suffix ".tmp").
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


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


def _keep_previous(target: Path, backup: Path) -> None:
    """Make ``backup`` a copy of ``target`` in one atomic step (a second name for the
    same file where links work, else a written copy); ``target`` stays where it is."""
    folder = backup.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{backup.name}.", suffix=".tmp", dir=folder)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        try:
            os.unlink(tmp)
            os.link(target, tmp)
        except OSError:  # no hard links here (some file systems): copy the bytes
            data = target.read_bytes()
            with open(tmp, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, backup)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *,
                       keep_previous_as: str | os.PathLike[str] | None = None) -> str | None:
    """Replace the file at ``path`` with ``data`` atomically, creating its folder if needed.

    Raises :class:`WriteError` (a ``StorageError``) naming the file when the write
    fails; the previous file, if any, is then unchanged.

    ``keep_previous_as``: once the new data is written and flushed, the file being
    replaced becomes this backup (replacing the older backup), then the new file takes
    its place. Nothing is removed before the new data is safely on disk.

    A symbolic link at ``path`` is replaced by a regular file, never written through;
    the return value is then the notice to show the player (else None).
    """
    target = Path(path)
    notice = _link_notice(target)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(
            target, f"cannot create the folder {folder}: {_describe(exc)}", errno=exc.errno
        ) from exc
    if target.is_dir() and notice is None:
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
            os.chmod(tmp, _NEW_FILE_MODE if notice else _target_mode(target))
        if keep_previous_as is not None and notice is None and target.is_file():
            _keep_previous(target, Path(keep_previous_as))
            _fsync_folder(folder)  # the backup is durable before the target changes
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
    return notice


def _link_notice(target: Path) -> str | None:
    """What the player is told when ``target`` is a symbolic link: the write replaces
    the link itself with a regular file, and the file it pointed to is left as it was
    (a link planted where the app writes must not let it overwrite another file)."""
    if not target.is_symlink():
        return None
    try:
        pointed = os.readlink(target)
    except OSError:
        pointed = "another file"
    return one_line(f"{target} was a symbolic link to {pointed}; it is replaced by a regular "
                    "file and the file it pointed to is left unchanged")


def atomic_write_text(path: str | os.PathLike[str], text: str, *,
                      keep_previous_as: str | os.PathLike[str] | None = None) -> str | None:
    """Write ``text`` as UTF-8 to ``path`` atomically (see :func:`atomic_write_bytes`)."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise WriteError(
            path, f"cannot write: the text is not valid Unicode ({exc.reason})"
        ) from exc
    return atomic_write_bytes(path, data, keep_previous_as=keep_previous_as)


def remove_stale_temp_files(folder: str | os.PathLike[str], *, min_age: float = 10.0
                            ) -> list[Path]:
    """Remove the temporary files our atomic writes left in ``folder`` (a process killed
    mid-write), when older than ``min_age`` seconds (a younger one may be another
    window's write in progress). Returns the files removed; never raises."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < min_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
