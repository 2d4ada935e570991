"""Qt tests here run without a display; shared fixtures for the UI tests."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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
def furrow_window(qtbot: Any) -> Iterator[Any]:
    """The Furrow & Foundry window at 1280x800 with no delay between computer actions;
    its controller stopped after the test."""
    from pocket_tactics_app.ui.furrow.window import FurrowWindow

    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.controller.stop()
