"""Qt's own words in Chinese mode: standard dialog buttons come from Qt's bundled
``qtbase_<lang>.qm`` (i18n.install_translators), and the replay window's messages
outside its methods reach the translation files too."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.randomgame import random_setup
from pocket_tactics_app.storage.saves import SaveFile
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui import i18n
from pocket_tactics_app.ui.replay_window import ReplayWindow, build_replay, rolls_at
from pocket_tactics_app.ui.settings_dialog import SettingsDialog

CJK = re.compile(r"[\u3400-\u9fff]")
CAT = default_catalog()
Button = QDialogButtonBox.StandardButton


def _needs_qt_translation(lang: str) -> None:
    if i18n.qt_translation_path(lang) is None:
        pytest.skip(f"the installed PySide6 ships no qtbase_{lang}.qm (Qt's own translations)")


def _button_text(buttons: Button, which: Button, qtbot: QtBot) -> str:
    box = QDialogButtonBox(buttons)
    qtbot.addWidget(box)
    button = box.button(which)
    assert button is not None
    return button.text()


def test_standard_buttons_in_zh_CN_and_back_in_english(
        qtbot: QtBot, language: Callable[[str], None]) -> None:
    _needs_qt_translation("zh_CN")
    language("zh_CN")
    cancel = _button_text(Button.Ok | Button.Cancel, Button.Cancel, qtbot)
    assert cancel == "取消", cancel
    assert _button_text(Button.Close, Button.Close, qtbot) == "关闭"
    language("en")
    assert _button_text(Button.Ok | Button.Cancel, Button.Cancel, qtbot) in {"Cancel", "&Cancel"}


def test_standard_buttons_in_zh_TW_are_traditional(
        qtbot: QtBot, language: Callable[[str], None]) -> None:
    _needs_qt_translation("zh_TW")
    language("zh_TW")
    assert _button_text(Button.Close, Button.Close, qtbot) == "關閉"
    assert _button_text(Button.Ok | Button.Cancel, Button.Cancel, qtbot) == "取消"


def test_settings_dialog_and_message_box_buttons_in_zh_CN(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None]) -> None:
    _needs_qt_translation("zh_CN")
    language("zh_CN")
    dlg = SettingsDialog(Settings(), path=tmp_path / "settings.yaml")
    qtbot.addWidget(dlg)
    texts = [b.text() for b in dlg.buttons.buttons()]
    assert len(texts) == 3 and all(CJK.search(t) for t in texts), texts
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    for which in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No):
        button = box.button(which)
        assert button is not None and CJK.search(button.text()), button.text()


def test_replay_open_error_is_translated(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        language: Callable[[str], None]) -> None:
    shown: list[tuple[str, str]] = []

    def warning(_parent: object, title: str, text: str, *_a: object) -> int:
        shown.append((title, text))
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    bad = tmp_path / "broken.json"
    bad.write_bytes(b"{ not json")
    language("zh_CN")
    assert ReplayWindow.open_file(bad, CAT, show=False) is None
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "无法打开回放"
    assert text.startswith(f"无法将 {bad} 作为回放打开：\n"), text


def test_replay_dice_notes_are_translated(language: Callable[[str], None]) -> None:
    rng = random.Random(0)
    setup = random_setup(CAT, rng)
    game = Game.new(setup, CAT)
    actions = []
    while not game.is_over():
        legal = game.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        game.apply(action)
        actions.append(action.to_json())
    data = build_replay(SaveFile(setup=setup.to_json(), seed=setup.seed, actions=actions), CAT)
    language("zh_CN")
    notes = {roll.note for i in range(data.count + 1) for roll in rolls_at(data, i)} - {""}
    assert notes & {"被击败", "存活"}, notes
    assert all(CJK.search(n) for n in notes), notes
