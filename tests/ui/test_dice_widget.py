"""Dice faces: states, clicks, keyboard, the roll animation and the dice row."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.dice_widget import DiceRow, DieFace, DieView


def _face(qtbot: QtBot, **kwargs: object) -> DieFace:
    face = DieFace(**kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(face)
    face.show()
    qtbot.waitExposed(face)
    return face


def _centre(face: DieFace) -> QPoint:
    return face.rect().center()


def test_clickable_die_emits_clicked(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="off", value=3)
    face.set_clickable(True)
    with qtbot.waitSignal(face.clicked, timeout=500):
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton, pos=_centre(face))


def test_die_that_is_not_clickable_or_disabled_emits_nothing(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="def", value=4)
    with qtbot.assertNotEmitted(face.clicked):
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton, pos=_centre(face))
    face.set_clickable(True)
    face.setEnabled(False)
    with qtbot.assertNotEmitted(face.clicked):
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton, pos=_centre(face))
        qtbot.keyClick(face, Qt.Key.Key_Space)


def test_keyboard_space_and_enter_click_a_clickable_die(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="off", value=2)
    face.set_clickable(True)
    assert face.focusPolicy() == Qt.FocusPolicy.StrongFocus
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        with qtbot.waitSignal(face.clicked, timeout=500):
            qtbot.keyClick(face, key)


def test_bump_shows_the_raised_value(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="off", value=3)
    assert face.shown_value() == 3
    assert not face.is_bumped()
    face.set_bump(1)
    assert face.is_bumped()
    assert face.value() == 3
    assert face.shown_value() == 4
    assert "4" in face.accessibleName()
    assert "+1" in face.accessibleName()
    face.set_value(6)
    assert face.shown_value() == 6  # a bump raises to at most 6 (R6.3)
    face.grab()  # paints the badge


def test_rerolled_and_unrolled_states(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="def", value=0)
    assert face.shown_value() == 0
    face.set_rerolled(True)
    assert face.is_rerolled()
    assert "re-rolled" in face.accessibleName()
    face.grab()


def test_bad_values_are_refused(qtbot: QtBot) -> None:
    with pytest.raises(ValueError):
        DieFace(kind="green")
    face = _face(qtbot, kind="off", value=1)
    with pytest.raises(ValueError):
        face.set_value(7)
    with pytest.raises(ValueError):
        face.set_bump(-1)


def test_roll_animation_settles_on_the_final_value(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="off", value=1, seed=4)
    with qtbot.waitSignal(face.roll_finished, timeout=2000):
        face.roll_animation(5, 250)
        assert face.is_rolling()
        assert 1 <= face.shown_value() <= 6
    assert not face.is_rolling()
    assert face.value() == 5
    assert face.shown_value() == 5


def test_roll_animation_with_zero_ms_and_skipping(qtbot: QtBot) -> None:
    face = _face(qtbot, kind="def", value=2)
    with qtbot.waitSignal(face.roll_finished, timeout=100):
        face.roll_animation(6, 0)
    assert face.value() == 6
    face.roll_animation(3, 10_000)
    with qtbot.waitSignal(face.roll_finished, timeout=100):
        face.finish_roll()
    assert face.value() == 3
    assert not face.is_rolling()


def test_roll_animation_never_touches_the_global_random(qtbot: QtBot) -> None:
    random.seed(12345)
    state = random.getstate()
    face = _face(qtbot, kind="off", value=1)
    with qtbot.waitSignal(face.roll_finished, timeout=2000):
        face.roll_animation(4, 200)
    assert random.getstate() == state


def test_dice_row_shows_dice_and_reports_clicks(qtbot: QtBot) -> None:
    row = DiceRow("Mytoan Soldier")
    qtbot.addWidget(row)
    row.show()
    dice = [
        DieView("off", 5),
        DieView("off", 2, bump=1),
        DieView("def", 4, rerolled=True, clickable=True),
        DieView("def", 1, enabled=False),
    ]
    row.set_dice(dice)
    qtbot.waitExposed(row)
    faces = row.faces()
    assert [f.kind() for f in faces] == ["off", "off", "def", "def"]
    assert faces[1].shown_value() == 3
    assert faces[2].is_rerolled() and faces[2].is_clickable()
    assert not faces[3].isEnabled()
    assert row.dice() == dice
    with qtbot.waitSignal(row.die_clicked, timeout=500) as blocker:
        qtbot.mouseClick(faces[2], Qt.MouseButton.LeftButton, pos=_centre(faces[2]))
    assert blocker.args == [2]
    # fewer dice reuse the first faces; none shows the "no dice" note
    row.set_dice([DieView("def", 6)])
    assert row.faces()[0] is faces[0]
    assert row.faces()[0].kind() == "def"
    row.set_dice([])
    assert row.faces() == []
    assert row._empty.isVisible()
    row.grab()


def test_dice_row_rolls_every_die(qtbot: QtBot) -> None:
    row = DiceRow("OFF")
    qtbot.addWidget(row)
    row.set_dice([DieView("off", 0), DieView("off", 0)])
    row.show()
    with qtbot.waitSignal(row.faces()[1].roll_finished, timeout=2000):
        row.roll_animation(150, [6, 2])
    assert [f.value() for f in row.faces()] == [6, 2]
    with pytest.raises(ValueError):
        row.roll_animation(0, [1])
