"""Qt tests here run without a display; the main window fixture of the UI tests (the
language and Furrow window fixtures are in tests/conftest.py, for tests/furrow/ui too)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def open_window(qtbot: Any) -> Iterator[Callable[..., Any]]:
    """``open_window(controller=None, exposed=False)``: the main window at 1280x800 on
    ``controller`` (a fresh one on the default cards if None), without autosave, the
    "not saved" question or animations; every controller it opened is stopped after the
    test, so no worker outlives it."""
    from pocket_tactics_app.controller import GameController
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.main_window import MainWindow

    opened: list[Any] = []

    def open_(controller: Any = None, *, exposed: bool = False) -> Any:
        c = GameController(default_catalog()) if controller is None else controller
        c.autosave = False
        w = MainWindow(c, settings=Settings(confirm_actions=False))
        w.act_anim.setChecked(False)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        if exposed:
            qtbot.waitExposed(w)
        opened.append(c)
        return w

    yield open_
    for c in opened:
        c.set_paused(True)
        c.wait_idle()


@pytest.fixture
def shells(qtbot: Any) -> Iterator[list[Any]]:
    """The shells a network test makes (tests/ui/network_shells.py), their hosted games
    dropped after the test: the joiner's first, as the host's server stops with its
    window."""
    made: list[Any] = []
    yield made
    for shell in made:  # the joiner first: the host's server stops with its window
        shell._drop_hosted()
