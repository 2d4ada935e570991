"""Issue 13, play feel, the points a first pass left open: English punctuation from a
Latin font, Qt's file dialog in Chinese, a map that does not re-fit per drafted tile,
armies and point limit remembered, the autosave offered at start with the log at its
latest row, the computer's moving token lit, every captive in sight at 1280x800, and
one mnemonic per letter in every menu."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui import i18n

CAT = default_catalog()
CJK = re.compile(r"[\u3400-\u9fff]")


def glyph_families(font: QFont, text: str) -> set[str]:
    """The families of the fonts Qt really draws ``text`` with in ``font`` (fallbacks
    included): each glyph run's raw font."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


@pytest.fixture
def fonts(qapp: QApplication) -> Iterator[Callable[[str], list[str]]]:
    """Order the app's fonts for a language (i18n.install_fonts); English afterwards."""
    yield lambda lang: i18n.install_fonts(qapp, lang)
    i18n.install_fonts(qapp, "en")


def test_english_punctuation_never_comes_from_the_cjk_font(
        qtbot: QtBot, fonts: Callable[[str], list[str]]) -> None:
    """With the bundled CJK font installed, an English label draws its letters, the
    ellipsis, curly quotes and dashes with a Latin font; the CJK font still draws
    Chinese (a fallback)."""
    cjk = set(fonts("en"))
    assert cjk, "the bundled CJK font did not register"
    label = QLabel("Save the game… “Blue” wins — ‘at once’")
    qtbot.addWidget(label)
    families = QApplication.font().families()
    assert set(families[-len(cjk):]) == cjk  # the CJK families come last
    for text in ("…", "“Blue”", "‘at once’", "—", "Save the game"):
        used = glyph_families(label.font(), text)
        assert used and not used & cjk, (text, used)
    assert glyph_families(label.font(), "中文") <= cjk


def test_chinese_punctuation_comes_from_the_cjk_font(
        qtbot: QtBot, fonts: Callable[[str], list[str]]) -> None:
    """In Chinese the CJK font comes first: its full-width quotes and ellipsis."""
    cjk = set(fonts("zh_CN"))
    label = QLabel("“保存”……")
    qtbot.addWidget(label)
    assert QApplication.font().families()[0] in cjk
    assert glyph_families(label.font(), "“保存”……") <= cjk
