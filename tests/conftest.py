"""Shared test setup: Qt offscreen, and the app's files in a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

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
