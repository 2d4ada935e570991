"""The autosave of both games through one save container class: a failed write is
reported and loses nothing confirmed, resume falls back to the backup and says what was
lost, a new game keeps the older backup until its own autosave is confirmed, a game that
ended on a full disk says so at the next start, no temporary file is left, and symbolic
links planted where the app writes are replaced, their targets untouched."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.storage import atomic, paths
from pocket_tactics_app.storage.armies import ArmyList, save_army
from pocket_tactics_app.storage.errors import WriteError
from pocket_tactics_app.storage.furrow_saves import (
    FURROW_SAVES,
    FurrowSaveFile,
    furrow_autosave_backup_path,
    furrow_autosave_path,
)
from pocket_tactics_app.storage.save_format import FINISHED_UNSAVED, SaveFormat
from pocket_tactics_app.storage.saves import SAVES, SaveFile
from pocket_tactics_app.storage.settings import Settings, save_settings

CREATED = dt.datetime(2026, 12, 3, 9, 0, tzinfo=dt.UTC)


def pt(n: int, seed: int = 1, finished: bool = False) -> SaveFile:
    return SaveFile(setup={"x": 1}, seed=seed, actions=[{"kind": "pass", "n": i}
                                                        for i in range(n)],
                    finished=finished, result={"winner": 0} if finished else None,
                    created=CREATED)


def furrow(n: int, seed: int = 5, finished: bool = False) -> FurrowSaveFile:
    return FurrowSaveFile(setup={"players": 2, "seed": seed}, seats=["human", "normal"],
                          actions=[{"kind": "section", "section": 1 + i % 4}
                                   for i in range(n)],
                          finished=finished, created=CREATED)


GAMES: list[tuple[SaveFormat[Any], Any]] = [(SAVES, pt), (FURROW_SAVES, furrow)]
IDS = ["pocket-tactics", "furrow"]


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", full)


def played_then_disk_full(fmt: SaveFormat[Any], make: Any, n: int,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A game autosaved after its actions ``n - 1`` and ``n``, then the disk full."""
    fmt.write_autosave(make(n - 1))
    fmt.write_autosave(make(n))
    full_disk(monkeypatch)


def temp_files() -> list[Path]:
    return [p for p in paths.home_override().rglob("*") if p.name.endswith(".tmp")]  # type: ignore[union-attr]


def refuse_from(limit: int) -> Any:
    """A replay check that fails past ``limit`` actions, as a save whose action 20 the
    engine refuses."""
    def check(save: Any) -> None:
        if len(save.actions) > limit:
            raise ValueError(f"actions[{limit}]: not a legal action")
    return check


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_backup_resume_when_the_autosave_reads_but_does_not_replay(
        fmt: SaveFormat[Any], make: Any) -> None:
    for n in range(1, 41):
        fmt.write_autosave(make(n))
    found = fmt.resume(check=refuse_from(39))
    main, backup, _marker = fmt.paths()
    assert found.save == make(39) and found.path == backup and found.from_backup
    assert any("cannot be replayed: actions[39]" in n for n in found.notices)
    assert found.restored == ("The backup was restored instead: 39 actions; "
                              "1 action of the autosave are lost.")


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_backup_resume_after_an_unreadable_autosave_says_so(fmt: SaveFormat[Any],
                                                            make: Any) -> None:
    fmt.write_autosave(make(3))
    fmt.write_autosave(make(4))
    main, backup, _marker = fmt.paths()
    main.write_text('{"format": ', encoding="utf-8")
    found = fmt.resume()
    assert found.save == make(3) and found.from_backup
    assert found.notices[0].startswith(f"The autosave {main.name} cannot be read")
    assert "3 actions; the actions after it are lost" in found.restored


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_backup_resume_a_new_game_keeps_the_backup_until_its_autosave_is_read_back(
        fmt: SaveFormat[Any], make: Any) -> None:
    for n in (38, 39, 40):
        fmt.write_autosave(make(n))
    main, backup, _marker = fmt.paths()
    assert fmt.resume(check=refuse_from(39)).save == make(39)
    # The player starts another game instead: its first autosave leaves the backup.
    fmt.write_autosave(make(1, seed=9))
    assert fmt.load(backup) == make(39)
    assert fmt.load(main) == make(1, seed=9)
    # Its second autosave, the first one confirmed, becomes the backup.
    fmt.write_autosave(make(2, seed=9))
    assert fmt.load(backup) == make(1, seed=9)


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_backup_resume_a_write_that_reads_back_differently_fails(
        fmt: SaveFormat[Any], make: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    fmt.write_autosave(make(1))
    real = atomic._write_all
    monkeypatch.setattr(atomic, "_write_all", lambda fd, data: real(fd, data[:-2]))
    with pytest.raises(WriteError, match="reads back differently"):
        fmt.write_autosave(make(2))


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_autosave_failure_keeps_the_confirmed_game_and_leaves_no_temp_file(
        fmt: SaveFormat[Any], make: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    played_then_disk_full(fmt, make, 2, monkeypatch)
    for n in range(3, 10):
        with pytest.raises(WriteError, match="the disk is full"):
            fmt.write_autosave(make(n))
    monkeypatch.undo()
    found = fmt.resume()
    assert found.save == make(2) and not found.from_backup and found.notices == []
    assert temp_files() == []


@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_autosave_failure_of_a_finished_game_is_said_at_the_next_start(
        fmt: SaveFormat[Any], make: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    played_then_disk_full(fmt, make, 6, monkeypatch)
    with pytest.raises(WriteError):
        if fmt is SAVES:
            fmt.clear_autosave(make(7, finished=True))
        else:
            fmt.write_autosave(make(7, finished=True))
    monkeypatch.undo()
    found = fmt.resume()
    assert found.save is None and found.notices == [FINISHED_UNSAVED]
    assert "could not be saved as finished" in FINISHED_UNSAVED
    problems: list[str] = []
    assert fmt.find_resumable(problems=problems) is None and problems == [FINISHED_UNSAVED]
    # The next game's first autosave clears the notice.
    fmt.write_autosave(make(1, seed=3))
    assert fmt.resume().notices == []
    assert temp_files() == []


def test_autosave_failure_normal_play_of_both_games_leaves_no_temp_file() -> None:
    for n in range(1, 30):
        SAVES.write_autosave(pt(n))
        FURROW_SAVES.write_autosave(furrow(n))
    SAVES.clear_autosave(pt(30, finished=True))
    FURROW_SAVES.write_autosave(furrow(30, finished=True))
    assert temp_files() == []
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == [
        "furrow-autosave.bak.json", "furrow-autosave.json"]
    assert not paths.autosave_path().exists()


# --------------------------------------------------------------------------- links

@pytest.fixture
def victim(tmp_path: Path) -> Path:
    target = tmp_path / "elsewhere" / "victim.txt"
    target.parent.mkdir()
    target.write_text("do not touch\n", encoding="utf-8")
    return target


def plant(link: Path, victim: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(victim)


def assert_replaced(link: Path, victim: Path, notices: list[str]) -> None:
    assert not link.is_symlink() and link.is_file()
    assert victim.read_text(encoding="utf-8") == "do not touch\n"
    assert len(notices) == 1 and "symbolic link" in notices[0] and str(victim) in notices[0]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_symlink_autosave_is_replaced(fmt: SaveFormat[Any], make: Any, victim: Path) -> None:
    main, _backup, _marker = fmt.paths()
    plant(main, victim)
    notices: list[str] = []
    fmt.write_autosave(make(1), notices=notices)
    assert_replaced(main, victim, notices)
    assert fmt.load(main) == make(1)


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
@pytest.mark.parametrize(("fmt", "make"), GAMES, ids=IDS)
def test_symlink_backup_is_replaced(fmt: SaveFormat[Any], make: Any, victim: Path) -> None:
    main, backup, _marker = fmt.paths()
    fmt.write_autosave(make(1))
    plant(backup, victim)
    fmt.write_autosave(make(2))
    assert not backup.is_symlink() and fmt.load(backup) == make(1)
    assert victim.read_text(encoding="utf-8") == "do not touch\n"


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_symlink_settings_file_is_replaced_and_nothing_copied(victim: Path) -> None:
    link = paths.settings_path()
    plant(link, victim)
    notices: list[str] = []
    save_settings(Settings(language="de"), notices=notices)
    assert_replaced(link, victim, notices)
    assert sorted(p.name for p in link.parent.iterdir()) == ["settings.yaml"]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_symlink_army_file_is_replaced(victim: Path) -> None:
    army = ArmyList(name="Raiders", point_limit=100, units=[], tiles=[], home_feature="")
    target = save_army(army)
    text = target.read_text(encoding="utf-8")
    victim.write_text(text, encoding="utf-8")  # an army file kept elsewhere, linked
    target.unlink()
    plant(target, victim)
    notices: list[str] = []
    assert save_army(ArmyList(name="Raiders", point_limit=200), notices=notices) == target
    assert not target.is_symlink() and "point_limit: 200" in target.read_text(encoding="utf-8")
    assert victim.read_text(encoding="utf-8") == text
    assert len(notices) == 1 and str(victim) in notices[0]


def test_symlink_paths_are_in_the_home_folder(home: Path) -> None:
    assert furrow_autosave_path().is_relative_to(home)
    assert furrow_autosave_backup_path().is_relative_to(home)
