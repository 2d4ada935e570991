"""Nothing the player has is lost silently (issue 18): a full disk keeps the older
autosave and its backup, a finished game never comes back unfinished, temporary files
of killed writes are removed at start, and a broken or newer settings file is kept."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from pocket_tactics_app.storage import atomic, paths
from pocket_tactics_app.storage.errors import WriteError
from pocket_tactics_app.storage.saves import (
    SAVES,
    SaveFile,
    find_resumable,
    remove_stale_temp_files,
)
from pocket_tactics_app.storage.settings import (
    Settings,
    load_settings,
    save_settings,
    settings_to_yaml,
)


def game(seed: int, n: int = 0, finished: bool = False) -> SaveFile:
    return SaveFile(setup={"x": 1}, seed=seed, actions=[{"kind": "pass", "n": i}
                                                        for i in range(n)],
                    finished=finished, result={"winner": 0} if finished else None)


# --------------------------------------------------------------------------- autosave

@pytest.mark.parametrize("step", ["_write_all", "fsync"])
def test_a_full_disk_keeps_the_autosave_and_the_older_backup(
        monkeypatch: pytest.MonkeyPatch, step: str) -> None:
    SAVES.write_autosave(game(1, 1))
    SAVES.write_autosave(game(1, 2))

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic if step == "_write_all" else atomic.os, step, full)
    with pytest.raises(WriteError, match="disk is full"):
        SAVES.write_autosave(game(1, 3))
    monkeypatch.undo()
    assert SAVES.load(paths.autosave_path()).actions == game(1, 2).actions
    assert SAVES.load(paths.autosave_backup_path()).actions == game(1, 1).actions
    assert [p.name for p in paths.data_dir().iterdir() if p.suffix == ".tmp"] == []


def test_the_autosave_exists_at_every_step_of_a_rotation(monkeypatch: pytest.MonkeyPatch) -> None:
    """The moment the older code removed it: the backup is made, the new file not yet
    in place. A kill there must find the last confirmed game in the autosave itself."""
    SAVES.write_autosave(game(1, 1))
    SAVES.write_autosave(game(1, 2))
    seen: list[tuple[int | None, int | None]] = []
    real_replace = os.replace

    def watch(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        main, backup = paths.autosave_path(), paths.autosave_backup_path()
        seen.append((len(SAVES.load(main).actions) if main.exists() else None,
                     len(SAVES.load(backup).actions) if backup.exists() else None))
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", watch)
    SAVES.write_autosave(game(1, 3))
    monkeypatch.undo()
    assert seen and all(main is not None and main >= 2 for main, _backup in seen), seen
    assert len(SAVES.load(paths.autosave_path()).actions) == 3
    assert len(SAVES.load(paths.autosave_backup_path()).actions) == 2


class _Killed(BaseException):
    pass


def test_a_kill_between_the_deletes_never_brings_a_finished_game_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    SAVES.write_autosave(game(1, 4))
    SAVES.write_autosave(game(1, 5))
    real_unlink = Path.unlink
    calls: list[Path] = []

    def unlink_then_die(self: Path, missing_ok: bool = False) -> None:
        calls.append(self)
        if len(calls) == 2:
            raise _Killed
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink_then_die)
    with pytest.raises(_Killed):
        SAVES.clear_autosave(game(1, 6, finished=True))
    monkeypatch.undo()
    assert find_resumable() is None  # finished, not the unfinished game of 5 actions
    SAVES.clear_autosave()
    assert not paths.autosave_path().exists() and not paths.autosave_backup_path().exists()


def test_clear_autosave_refuses_an_unfinished_final_game() -> None:
    SAVES.write_autosave(game(1, 2))
    with pytest.raises(ValueError, match="not finished"):
        SAVES.clear_autosave(game(1, 3))
    assert SAVES.load(paths.autosave_path()).seed == 1


# --------------------------------------------------------------------------- temp files

def test_stale_temp_files_of_our_own_are_removed_at_start(home: Path) -> None:
    data = paths.data_dir()
    data.mkdir(parents=True)
    paths.config_dir().mkdir(parents=True)
    old = time.time() - 3600
    stale = [data / ".autosave.json.a1b2c3d4.tmp", data / ".autosave.bak.json.zz_9x8y7.tmp",
             paths.config_dir() / ".settings.yaml.q1w2e3r4.tmp"]
    for p in stale:
        p.write_bytes(b"half a save")
        os.utime(p, (old, old))
    young = data / ".autosave.json.youngone.tmp"
    young.write_bytes(b"being written")
    others = [data / "notes.tmp", data / ".hidden.tmp", data / "autosave.json"]
    for p in others:
        p.write_bytes(b"mine")
        os.utime(p, (old, old))
    removed = remove_stale_temp_files()
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert young.exists() and all(p.exists() for p in others)
    assert remove_stale_temp_files(min_age=0) == [young]


def test_the_app_start_removes_stale_temp_files(monkeypatch: pytest.MonkeyPatch) -> None:
    from pocket_tactics_app import app

    data = paths.data_dir()
    data.mkdir(parents=True)
    stale = data / ".autosave.json.a1b2c3d4.tmp"
    stale.write_bytes(b"x")
    os.utime(stale, (0, 0))
    app._remove_stale_temp_files()
    assert not stale.exists()


# --------------------------------------------------------------------------- settings

BROKEN_SETTINGS = [
    "version: 2\nlanguage: [\n",
    "version: 2\nanimation_speed: fast\n",
    "version: 2\nlanguage: klingon\n",
    "- just\n- a list\n",
    "version: 2\nmy_own_note: keep me\n",
    "anim_speed: 50\n",
    "\x00\x01binary",
    "version: 2\nwindow_geometry: '***'\n",
    "version: 2\nanimations: maybe\n",
    "version: 2\ndefault_difficulty: impossible\n",
    "version: 2\nanimation_speed: .nan\n",
    "version: -4\n",
    "version: 2\nconfirm_actions: 7\n",
    "version: 2\nshow_coordinates: [1]\n",
    "caf\xe9: 1\n",
]


@pytest.mark.parametrize("text", BROKEN_SETTINGS)
def test_a_broken_settings_file_is_kept_before_anything_is_written(
        tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.yaml"
    original = text.encode("latin-1")
    path.write_bytes(original)
    _loaded, problems = load_settings(path)
    assert problems
    save_settings(Settings(language="en"), path)
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("settings.yaml.broken-")]
    assert kept.read_bytes() == original
    assert path.read_text() == settings_to_yaml(Settings(language="en"))
    assert load_settings(path) == (Settings(language="en"), [])
    save_settings(Settings(language="zh_CN"), path)  # a good file is simply replaced
    assert len(list(tmp_path.iterdir())) == 2


def test_a_good_settings_file_is_replaced_without_a_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(), path)
    save_settings(Settings(language="en"), path)
    assert list(tmp_path.iterdir()) == [path]
