"""The new game dialog's army lists are shown whole (issue 17): the bold "Total: 50
points" line under each army's units was cut at the dialog's default size (960x607),
the list being given its minimum of 80 px where its wrapped lines need 84 (90 in
Chinese), and the armies were laid out narrower than their minimum width."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QGroupBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.storage.armies import ArmyList
from pocket_tactics_app.ui import i18n
from pocket_tactics_app.ui.army_files import army_problems
from pocket_tactics_app.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def lang(request: pytest.FixtureRequest, qapp: Any,
         language: Callable[[str], None]) -> Iterator[str]:
    """The app's language and its font order, as the app sets them; English after."""
    code: str = request.param
    i18n.install_fonts(qapp, code)
    if code != "en":
        language(code)
    yield code
    i18n.install_fonts(qapp, "en")


def _shown(qtbot: QtBot, dlg: NewGameDialog) -> NewGameDialog:
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.wait(20)  # the layout requests the lists' widths raise
    return dlg


def _assert_lists_whole(dlg: NewGameDialog) -> None:
    for side in dlg.sides:
        units = side.units
        assert "<b>" in units.text()  # the bold total line is in the list
        need = units.heightForWidth(units.width())
        assert units.height() >= need, (
            f"player {side.player}: the unit list is {units.height()} px high at "
            f"{units.width()} px wide, its lines need {need}")
        assert side.contentsRect().contains(units.geometry()), (
            f"player {side.player}: the unit list {units.geometry()} leaves its box "
            f"{side.contentsRect()}")
    # the armies get at least their minimum width (below it the layout's heights are
    # computed for other widths than the ones given)
    assert dlg.layout().minimumSize().width() <= dlg.width()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_each_armys_total_line_shows_whole_at_the_default_size(
        qtbot: QtBot, lang: str) -> None:
    dlg = _shown(qtbot, NewGameDialog(default_catalog()))
    assert dlg.width() == 960
    _assert_lists_whole(dlg)
    dlg.resize(960, 607)  # the size the dialog opened at before: it cannot go below now
    qtbot.wait(20)
    _assert_lists_whole(dlg)
    dlg.resize(1400, 900)
    qtbot.wait(20)
    _assert_lists_whole(dlg)
    # the extra height goes below the boxes, not into them (the Game and Players boxes
    # grew to 120 and 140 px around one row of buttons)
    for box in dlg.findChildren(QGroupBox):
        assert box.height() <= box.sizeHint().height() + 4, (box.title(), box.height())
    assert dlg.problem.geometry().bottom() > dlg.height() - 100


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_long_list_with_problems_grows_the_dialog_instead_of_being_cut(
        qtbot: QtBot, lang: str) -> None:
    """A saved army with missing cards (two wrapped problem lines) against the 100-point
    build (eight units), chosen after the dialog is shown."""
    cat = default_catalog()
    old = ArmyList("Old grunts", 50,
                   ["cyber-grunt", "cyber-grunt", "cyber-grunt-mk2", "ghost-trooper",
                    "cyber-commando", "cyber-doc", "cyber-doc"], ["wasteland"] * 6, "colony")
    dlg = _shown(qtbot, NewGameDialog(cat, saved=[(old, army_problems(old, cat))]))
    height = dlg.height()
    dlg.sides[0].preset.setCurrentIndex(dlg.sides[0].preset.findData("saved:Old grunts"))
    dlg.sides[1].preset.setCurrentIndex(dlg.sides[1].preset.findData("preset:clf-100"))
    qtbot.wait(20)
    assert dlg.height() > height
    _assert_lists_whole(dlg)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_an_army_over_the_limit_is_refused_in_the_players_language(
        qtbot: QtBot, lang: str) -> None:
    """R1.1: the dialog says which army is over the limit, by how much, in the app's
    language (it showed the engine's English field names, "setup.players[0].units")."""
    dlg = _shown(qtbot, NewGameDialog(default_catalog()))
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    points = dlg.sides[0].points()
    dlg.limit.setValue(points - 1)
    text = dlg.problem.text()
    assert not ok.isEnabled()
    assert "setup." not in text and str(points) in text and str(points - 1) in text
    if lang == "en":
        assert text.startswith("Blue's army") and "over the limit" in text
    else:
        assert "蓝" in text and "over" not in text
    dlg.limit.setValue(points)
    assert ok.isEnabled() and not dlg.problem.text()
