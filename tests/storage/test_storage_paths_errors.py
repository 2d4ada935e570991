"""Folders (platformdirs, POCKET_TACTICS_HOME) and the error messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.errors import LoadError, StorageError, WriteError


def test_home_override_puts_everything_under_the_folder(home: Path) -> None:
    assert paths.home_override() == home
    for path in (
        paths.config_dir(),
        paths.data_dir(),
        paths.settings_path(),
        paths.saves_dir(),
        paths.armies_dir(),
        paths.cards_dir(),
        paths.autosave_path(),
        paths.autosave_backup_path(),
    ):
        assert path.is_relative_to(home)
    assert paths.settings_path().parent == paths.config_dir()
    assert paths.armies_dir() == paths.data_dir() / "armies"
    assert paths.cards_dir() == paths.data_dir() / "cards"
    assert paths.autosave_path().name == "autosave.json"
    assert paths.autosave_backup_path().name == "autosave.bak.json"


def test_nothing_is_created_by_asking_for_a_path(home: Path) -> None:
    paths.settings_path()
    paths.autosave_path()
    assert not home.exists()


def test_card_folders_leave_out_a_missing_cards_folder(home: Path) -> None:
    assert paths.card_folders() == []  # first start: nothing to load, nothing to report
    assert not home.exists()
    paths.cards_dir().mkdir(parents=True)
    assert paths.card_folders() == [paths.cards_dir()]
    paths.cards_dir().rmdir()
    paths.cards_dir().write_text("not a folder", encoding="utf-8")
    assert paths.card_folders() == [paths.cards_dir()]  # the loader reports it
    paths.cards_dir().unlink()
    paths.cards_dir().symlink_to(home / "gone")
    assert paths.card_folders() == [paths.cards_dir()]  # a dangling link too


def test_relative_override_becomes_absolute(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(paths.HOME_ENV, "portable")
    assert paths.data_dir() == tmp_path / "portable" / "data"


@pytest.mark.parametrize("value", [None, ""])
def test_without_override_the_platform_folders_are_used(
    monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    if value is None:
        monkeypatch.delenv(paths.HOME_ENV)
    else:
        monkeypatch.setenv(paths.HOME_ENV, value)
    assert paths.home_override() is None
    assert paths.APP_NAME in paths.config_dir().parts
    assert paths.APP_NAME in paths.data_dir().parts
    assert paths.config_dir().is_absolute()


def test_storage_error_names_the_file_on_one_line() -> None:
    error = StorageError("/games/a.json", "cannot write")
    assert str(error) == "/games/a.json: cannot write"
    assert error.path == Path("/games/a.json")
    assert isinstance(WriteError("x", "y"), StorageError)


def test_load_error_location() -> None:
    error = LoadError("s.json", "expected text", line=3, column=7, field="actions[2].kind")
    assert str(error) == "s.json, line 3, column 7, field 'actions[2].kind': expected text"
    assert (error.line, error.column, error.field) == (3, 7, "actions[2].kind")
    assert str(LoadError("a.yaml", "bad", field="name")) == "a.yaml, field 'name': bad"
    assert isinstance(error, StorageError)


def test_messages_stay_on_one_line_whatever_they_contain() -> None:
    error = LoadError("odd\nname\u2028.json", "line one\nline two\r\x85", field="a\nb")
    assert len(str(error).splitlines()) == 1
