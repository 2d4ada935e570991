"""The printed 4th-edition cards are the default on screen: the army builder shows the
printed dice, and a card of the balanced variant says where its dice differ."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from pocket_tactics_app.engine.cards import CARDS_REVISION, DiceSpec, default_catalog
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog, load_cards
from pocket_tactics_app.ui.card_view import CardView
from pocket_tactics_app.ui.catalog_model import CatalogModel


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


def test_printed_default_army_builder_shows_the_printed_dice(home: Path, qtbot: Any) -> None:
    del home
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    row = dialog.catalog_model.row_of("space-force-captain")
    index = dialog.proxy.mapFromSource(dialog.catalog_model.index(row, CatalogModel.NAME))
    dialog.table.scrollTo(index)
    pos: QPoint = dialog.table.visualRect(index).center()
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    card = dialog.card_face.current
    assert card is not None and card.id == "space-force-captain"
    assert card.off == DiceSpec(3)  # printed OFF 3; the balanced variant has 2+1
    view = dialog.card_face.unit_view
    assert view.off_view.spec == DiceSpec(3)
    assert not view.variant_label.isVisibleTo(dialog)
    # reloading the cards keeps the printed dice
    qtbot.mouseClick(dialog.reload_button, Qt.MouseButton.LeftButton)
    assert dialog.catalog.units["space-force-captain"].off == DiceSpec(3)


def test_printed_default_card_view_names_the_balanced_variants_changes(qtbot: Any) -> None:
    balanced = default_catalog().for_revision(CARDS_REVISION)
    view = CardView(balanced)
    qtbot.addWidget(view)
    view.show()
    view.set_card(balanced.units["space-force-captain"])
    assert view.variant_label.isVisible()
    assert view.variant_label.text() == ("Balanced variant: these dice differ from the "
                                         "printed card (printed: OFF 3).")
    view.set_card(balanced.units["mutant-rebel"])  # a card the variant leaves alone
    assert not view.variant_label.isVisible()
    view.set_card(balanced.units["space-force-captain"].as_printed())
    assert not view.variant_label.isVisible()
