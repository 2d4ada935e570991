"""Shared test setup: Qt offscreen, the app's files in a temporary folder, and the
fixtures the UI tests of both games use (the language, the Furrow & Foundry window)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No AI warm-up at every new game of the suite (a background thread of up to 20 s of
# CPU each); the warm-up's own tests turn it on for their controller.
os.environ.setdefault("POCKET_TACTICS_WARM_UP", "0")

# Property-based tests explore new inputs on every local run; CI replays a fixed
# sequence (derandomize) so a landing never depends on the luck of the draw. Each
# test keeps its own max_examples.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True, scope="session")
def _pocket_tactics_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """POCKET_TACTICS_HOME points at a fresh folder for the whole session."""
    home = tmp_path_factory.mktemp("pocket_tactics_home")
    old = os.environ.get("POCKET_TACTICS_HOME")
    os.environ["POCKET_TACTICS_HOME"] = str(home)
    yield home
    if old is None:
        os.environ.pop("POCKET_TACTICS_HOME", None)
    else:
        os.environ["POCKET_TACTICS_HOME"] = old


@pytest.fixture
def language(qapp: object) -> Iterator[Callable[[str], None]]:
    """Switch the running app's language (the app's own catalogue must load for any
    language but English); always back to English afterwards."""
    from pocket_tactics_app.ui import i18n

    def switch(lang: str) -> None:
        installed = i18n.install_translators(qapp, lang)
        assert installed == (lang != "en"), f"no translation for {lang}"

    yield switch
    i18n.install_translators(qapp, "en")


@pytest.fixture
def furrow_window(qtbot: Any) -> Iterator[Any]:
    """The Furrow & Foundry window at 1280x800 with no delay between computer actions;
    its controller stopped after the test."""
    from tests.furrow.ui.helpers import open_furrow_window

    w = open_furrow_window(qtbot)
    yield w
    w.controller.stop()
