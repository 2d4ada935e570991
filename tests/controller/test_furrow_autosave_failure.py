"""Furrow & Foundry autosave failures are reported as Pocket Tactics' are: the first
failed write of a streak is told once with its reason, the game is "not saved" until a
later write works, and that write clears it. Every write goes inside a tmp folder."""

from __future__ import annotations

import errno
import random
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowController, FurrowSetup
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES

from .helpers import play_one


def make(autosave: Path) -> tuple[FurrowController, list[str], list[bool]]:
    c = FurrowController()
    c.ai_delay_ms = 0
    c.autosave_path = autosave
    told: list[str] = []
    changes: list[bool] = []
    c.autosave_failed.connect(told.append)
    c.saved_changed.connect(changes.append)
    c.new_game(FurrowSetup(players=2, seed=5), [HUMAN, HUMAN])
    return c, told, changes


def play(c: FurrowController, n: int, rng: random.Random) -> None:
    """``n`` legal actions of the human deciding."""
    for _ in range(n):
        play_one(c, c.human_deciders()[0], rng)


def test_autosave_failure_unwritable_folder_is_told_once_and_cleared(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    c, told, changes = make(folder / "furrow-autosave.json")
    rng = random.Random(2)
    play(c, 2, rng)
    assert c.saved and c.autosave_problem is None and told == [] and changes == []
    (folder / "furrow-autosave.json").unlink()
    (folder / "furrow-autosave.bak.json").unlink(missing_ok=True)
    folder.rmdir()
    folder.write_text("a file where the saves folder should be")
    play(c, 4, rng)
    assert len(told) == 1 and told[0] and "\n" not in told[0]
    assert not c.saved and c.autosave_problem == told[0]
    assert changes == [False]
    folder.unlink()
    folder.mkdir()  # the folder is back: the next write works and clears the failure
    play(c, 1, rng)
    assert c.saved and c.autosave_problem is None and changes == [False, True]
    assert len(told) == 1
    assert len(FURROW_SAVES.load(folder / "furrow-autosave.json").actions) == len(c.entries)


def test_autosave_failure_full_disk_is_reported_again_after_recovery(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    c, told, changes = make(tmp_path / "furrow-autosave.json")
    rng = random.Random(3)
    real = FURROW_SAVES.write_autosave
    full = True

    def write(*args: Any, **kw: Any) -> Path:
        if full:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args, **kw)

    monkeypatch.setattr(FURROW_SAVES, "write_autosave", write)
    play(c, 3, rng)
    assert told == ["[Errno 28] No space left on device"] and not c.saved
    full = False
    play(c, 1, rng)
    assert c.saved and changes == [False, True]
    full = True
    play(c, 1, rng)  # a new streak of failures is told again
    assert len(told) == 2 and changes == [False, True, False] and not c.saved


def test_autosave_failure_undo_is_written_too(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    c, told, _changes = make(tmp_path / "furrow-autosave.json")
    play(c, 1, random.Random(4))

    def write(*_args: Any, **_kw: Any) -> Path:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(FURROW_SAVES, "write_autosave", write)
    assert c.undo()
    assert len(told) == 1 and "Permission denied" in told[0] and not c.saved


def test_no_autosave_path_is_not_a_failure() -> None:
    c = FurrowController()
    told: list[str] = []
    c.autosave_failed.connect(told.append)
    c.new_game(FurrowSetup(players=2, seed=5), [HUMAN, HUMAN])
    play(c, 2, random.Random(1))
    assert told == [] and c.autosave_problem is None and not c.saved


def test_autosave_failure_makes_quit_ask_as_in_pocket_tactics(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the shell asks before it quits: the game is kept by the autosave, or not."""
    c, _told, _changes = make(tmp_path / "furrow-autosave.json")
    rng = random.Random(8)
    play(c, 2, rng)
    assert c.kept_by_autosave() and c.is_modified()

    def write(*_args: Any, **_kw: Any) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(FURROW_SAVES, "write_autosave", write)
    play(c, 1, rng)
    assert not c.kept_by_autosave() and c.is_modified()
