"""Every storage test runs with POCKET_TACTICS_HOME in a fresh temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pocket_tactics_app.storage import paths


@pytest.fixture(autouse=True)
def home(tmp_path: Path) -> Iterator[Path]:
    # A monkeypatch of its own, so that a test's monkeypatch.undo() keeps the folder.
    folder = tmp_path / "home"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(paths.HOME_ENV, str(folder))
        yield folder
