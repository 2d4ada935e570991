"""Qt reads one '&' in a button's or menu item's text as the mark of its shortcut letter,
so a literal ampersand must be written '&&': 'Furrow & Foundry' on a radio button showed
as 'Furrow _Foundry' (the space underlined). These tests walk every button and action of
the windows and dialogs and check that no '&' marks anything but a letter or digit."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QWidget

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog

#: a single '&' (not part of '&&') before something that is not a letter or digit
_STRAY = re.compile(r"(?<!&)&(?:&&)*(?![&\w])")


def stray_ampersands(root: QWidget) -> list[str]:
    texts = [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [a.text() for a in root.findChildren(QAction)]
    return [t for t in texts if _STRAY.search(t.replace("&&", ""))]


def test_stray_pattern_tells_a_shortcut_from_a_literal_ampersand() -> None:
    assert not _STRAY.search("&Rules of Furrow && Foundry".replace("&&", ""))
    assert _STRAY.search("Furrow & Foundry".replace("&&", ""))
    assert not _STRAY.search("Save &as…")


def test_new_game_dialog_shows_furrow_and_foundry_with_its_ampersand(qtbot: Any) -> None:
    from pocket_tactics_app.ui.shell import Shell

    dlg = NewGameDialog(default_catalog())
    qtbot.addWidget(dlg)
    assert stray_ampersands(dlg) == []
    shell = Shell(None, autosave=False)
    qtbot.addWidget(shell)
    shell.new_game_dialog()
    chooser = shell.new_dialog
    assert chooser is not None
    assert stray_ampersands(chooser) == []
    assert chooser.choices["furrow"].text().replace("&&", "&") == "Furrow & Foundry"


def test_main_window_menus_have_no_stray_ampersand(open_window: Any) -> None:
    assert stray_ampersands(open_window()) == []


def test_furrow_window_menus_have_no_stray_ampersand(furrow_window: Any) -> None:
    assert stray_ampersands(furrow_window) == []
