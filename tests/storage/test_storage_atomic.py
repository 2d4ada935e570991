"""Atomic writes: a failed write (disk full, rename refused, fsync error) keeps the old file."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

import pytest

from pocket_tactics_app.storage import armies, atomic, saves, settings
from pocket_tactics_app.storage.atomic import atomic_write_bytes, atomic_write_text
from pocket_tactics_app.storage.errors import StorageError, WriteError


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.fixture
def target(tmp_path: Path) -> Path:
    path = tmp_path / "out" / "file.txt"
    atomic_write_text(path, "old contents")
    return path


def test_write_creates_folder_and_replaces(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "f.bin"
    atomic_write_bytes(path, b"\x00\x01")
    assert path.read_bytes() == b"\x00\x01"
    atomic_write_text(path, "n\u00e9w \u4e2d")
    assert path.read_text(encoding="utf-8") == "n\u00e9w \u4e2d"
    assert _leftovers(path.parent) == []


def test_permissions_of_the_replaced_file_are_kept(target: Path) -> None:
    os.chmod(target, 0o600)
    atomic_write_text(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    path = tmp_path / "new.txt"
    atomic_write_text(path, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def _fail(*_args: object, **_kwargs: object) -> None:
    raise OSError(errno.EIO, "Input/output error")


@pytest.mark.parametrize("step", ["replace", "fsync"])
def test_failing_replace_or_fsync_keeps_the_old_file(
    target: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    monkeypatch.setattr(os, step, _fail)
    with pytest.raises(WriteError) as caught:
        atomic_write_text(target, "new contents")
    monkeypatch.undo()
    assert target.read_text() == "old contents"
    assert _leftovers(target.parent) == []
    assert str(target) in str(caught.value)
    assert caught.value.errno == errno.EIO


def test_full_disk_keeps_the_old_file(target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_write = os.write
    calls: list[int] = []

    def write_then_fill(fd: int, data: bytes) -> int:
        # The first chunk lands on disk, then the disk is full: a half-written temp file.
        if not calls:
            calls.append(fd)
            return real_write(fd, bytes(data)[:5])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", write_then_fill)
    with pytest.raises(WriteError) as caught:
        atomic_write_text(target, "a much longer new contents")
    monkeypatch.undo()
    assert calls, "the write was not reached"
    assert caught.value.errno == errno.ENOSPC
    assert "disk is full" in str(caught.value)
    assert target.read_text() == "old contents"
    assert _leftovers(target.parent) == []


def test_read_only_folder_keeps_the_old_file(
    target: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Tests run as root, who can write anywhere: the refusal is simulated.
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(WriteError, match="read-only"):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old contents"


def test_interrupt_removes_the_temp_file_and_propagates(
    target: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupt(*_args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old contents"
    assert _leftovers(target.parent) == []


def test_folder_fsync_failure_is_not_an_error(
    target: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = os.open

    def no_directories(path: object, flags: int, *args: int) -> int:
        if Path(str(path)) == target.parent:
            raise OSError(errno.EACCES, "no")
        return real_open(path, flags, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", no_directories)
    atomic_write_text(target, "new")
    assert target.read_text() == "new"


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_symlink_is_replaced_by_a_regular_file_and_its_target_untouched(
        tmp_path: Path) -> None:
    real = tmp_path / "victim" / "passwd"
    atomic_write_text(real, "old")
    link = tmp_path / "config" / "settings.yaml"
    link.parent.mkdir()
    link.symlink_to(real)
    notice = atomic_write_text(link, "new")
    assert not link.is_symlink() and link.read_text() == "new"
    assert real.read_text() == "old"
    assert notice is not None and "symbolic link" in notice and str(real) in notice
    assert atomic_write_text(link, "newer") is None  # told once


def test_text_that_is_not_unicode_is_refused(target: Path) -> None:
    with pytest.raises(WriteError, match="not valid Unicode"):
        atomic_write_text(target, "bad \ud800")
    assert target.read_text() == "old contents"


def test_a_folder_in_the_way_is_refused(tmp_path: Path) -> None:
    (tmp_path / "taken").mkdir()
    with pytest.raises(WriteError, match="folder"):
        atomic_write_text(tmp_path / "taken", "x")


def test_folder_that_cannot_be_created(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(WriteError) as caught:
        atomic_write_text(tmp_path / "file" / "inside.txt", "x")
    assert isinstance(caught.value, StorageError)


def test_every_writer_keeps_the_old_file_on_failure(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves, settings and armies all go through the atomic write."""
    save = saves.SaveFile(setup={"map": 1}, seed=3)
    save_path = saves.SAVES.write(home / "game.json", save)
    settings_path = settings.save_settings(settings.Settings(language="en"))
    army = armies.ArmyList("Marines", 50, ["m"], ["w"] * 6, "colony")
    army_path = armies.save_army(army)
    before = {p: p.read_bytes() for p in (save_path, settings_path, army_path)}

    monkeypatch.setattr(os, "replace", _fail)
    with pytest.raises(WriteError):
        saves.SAVES.write(save_path, saves.SaveFile(setup={}, seed=4))
    with pytest.raises(WriteError):
        settings.save_settings(settings.Settings(language="zh_CN"))
    with pytest.raises(WriteError):
        armies.save_army(armies.ArmyList("Marines", 60, [], [], "x"))
    monkeypatch.undo()
    assert {p: p.read_bytes() for p in before} == before
    assert atomic._NEW_FILE_MODE & 0o600 == 0o600
