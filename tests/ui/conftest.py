"""Qt tests here run without a display; shared fixtures for the UI tests."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

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
