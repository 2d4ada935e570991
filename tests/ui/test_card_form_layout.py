"""The New card form's layout: at the form's own size (980x720) the Ability rows sit at
their natural height one under the other, the spare height goes below them, and a
form taller than the window scrolls instead of being squeezed or clipped. In English
and in Chinese."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog, load_cards
from pocket_tactics_app.ui.card_form import CardForm

#: At most this much blank between one row of the Ability box and the next (Qt's own
#: spacing is about 6 px; the old layout left 80-100 px).
GAP = 20
LANGUAGES = ("en", "zh_CN")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(params=LANGUAGES)
def card_form(request: pytest.FixtureRequest, home: Path, qtbot: Any,
              language: Callable[[str], None]) -> CardForm:
    """The New card form as the army builder opens it, at 980x720."""
    del home
    language(request.param)
    builder = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(builder)
    builder.show()
    form = builder.open_card_form(modal=False)
    qtbot.addWidget(form)
    form.resize(980, 720)
    _settle(qtbot)
    assert form.size().width() == 980 and form.size().height() == 720
    return form


def _settle(qtbot: Any) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(5)


def _top(widget: QWidget, form: CardForm) -> int:
    return widget.mapTo(form, QPoint(0, 0)).y()


def _bottom(widget: QWidget, form: CardForm) -> int:
    return _top(widget, form) + widget.height()


def _gap(upper: QWidget, lower: QWidget, form: CardForm) -> int:
    return _top(lower, form) - _bottom(upper, form)


def _scroll(form: CardForm) -> QScrollArea:
    scroll = form.findChild(QScrollArea)
    assert scroll is not None
    return scroll


@pytest.mark.parametrize("ticked", [False, True])
def test_card_form_ability_rows_keep_their_spacing_when_empty(
        card_form: CardForm, qtbot: Any, ticked: bool) -> None:
    form = card_form
    form.ability.setChecked(ticked)
    _settle(qtbot)
    assert 0 <= _gap(form.ability_name, form.ability_text, form) < GAP
    assert 0 <= _gap(form.ability_text, form.add_effect_button, form) < GAP
    # the spare height is below the Ability box, not inside it
    assert _bottom(form.ability, form) - _bottom(form.add_effect_button, form) < GAP
    viewport = _scroll(form).viewport()
    assert _bottom(viewport, form) - _bottom(form.ability, form) > 100
    assert form.ability.height() <= form.ability.sizeHint().height() + 2


def test_card_form_effects_follow_the_text(card_form: CardForm, qtbot: Any) -> None:
    """Two short effects fit in the window: each follows the one above closely."""
    form = card_form
    form.ability.setChecked(True)
    form.ability_name.setText("Steady Aim")
    form.ability_text.setPlainText("Ignores hazards; no support re-rolls next to it.")
    first = form.add_effect("deploy_near_any_feature")
    second = form.add_effect("sabotage")
    _settle(qtbot)
    assert _scroll(form).verticalScrollBar().maximum() == 0  # it all fits
    assert 0 <= _gap(form.ability_name, form.ability_text, form) < GAP
    assert 0 <= _gap(form.ability_text, first, form) < GAP
    assert 0 <= _gap(first, second, form) < GAP
    assert 0 <= _gap(second, form.add_effect_button, form) < GAP
    for editor in (first, second):
        assert editor.height() <= editor.sizeHint().height() + 2


def test_card_form_taller_than_the_window_scrolls_and_nothing_is_squeezed(
        card_form: CardForm, qtbot: Any) -> None:
    form = card_form
    form.ability.setChecked(True)
    form.ability_name.setText("Steady Aim")
    form.ability_text.setPlainText("An extra OFF bump of +1 when it makes a ranged attack.")
    editors = [form.add_effect("bump"), form.add_effect("reroll"),
               form.add_effect("ignore_hazard")]
    _settle(qtbot)
    scroll = _scroll(form)
    content = scroll.widget()
    assert content is not None
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.isVisible()
    assert content.height() >= content.minimumSizeHint().height()
    assert 0 <= _gap(form.ability_name, form.ability_text, form) < GAP
    assert 0 <= _gap(form.ability_text, editors[0], form) < GAP
    for upper, lower in zip(editors, editors[1:], strict=False):
        assert 0 <= _gap(upper, lower, form) < GAP
        assert upper.height() >= upper.minimumSizeHint().height()
    assert 0 <= _gap(editors[-1], form.add_effect_button, form) < GAP
    # scrolled to the end, the last row and the Add effect button are in view
    bar.setValue(bar.maximum())
    _settle(qtbot)
    viewport = scroll.viewport()
    assert _bottom(form.add_effect_button, form) <= _bottom(viewport, form)
    assert _top(form.add_effect_button, form) >= _top(viewport, form)
