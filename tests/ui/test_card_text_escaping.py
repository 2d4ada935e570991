"""Card texts are shown as written, never read as markup: a player's own card may say
"Range < 2 & more" or even "<b>" and the card faces show exactly that."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from pocket_tactics_app.engine.cards import (
    Catalog,
    default_catalog,
    load_catalog,
    shipped_cards_dir,
)
from pocket_tactics_app.ui.card_face import CardFace
from pocket_tactics_app.ui.card_view import CardView

OWN_CARDS = """\
faction: Rock & <i>Roll</i>
units:
  - name: <b>Boss</b> & Co
    types: [Brute & <u>Kin</u>]
    points: 9
    off: 2
    def: 2
    favored: mud-b-b-muck
    abilities:
      - name: Grip <b> & hold
        text: Range < 2 & more <b>bold</b>
        effects:
          - {kind: no_support}
terrain:
  - name: Mud <b>&</b> Muck
    text: Slow < fast & <i>wet</i>
features:
  - name: Fort <b>&</b> Keep
    text: "Holds < 3 & <b>more</b>"
    effects:
      - {kind: hazard, test: {colour: def, target: 4}, unless_types: [Brute & <u>Kin</u>]}
"""


@pytest.fixture
def catalog(tmp_path: Path) -> Catalog:
    own = tmp_path / "own.yaml"
    own.write_text(OWN_CARDS, encoding="utf-8")
    cat = load_catalog([shipped_cards_dir(), own])
    assert not cat.errors, cat.errors
    return cat


def shown(label: QLabel) -> str:
    """What a label displays, as plain text (rich text rendered the way Qt reads it)."""
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText or (
            fmt == Qt.TextFormat.AutoText and not QtGuiQt.mightBeRichText(label.text())):
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def test_unit_card_shows_markup_and_ampersands_literally(qtbot: QtBot, catalog: Catalog) -> None:
    view = CardView(catalog)
    qtbot.addWidget(view)
    view.set_card(catalog.units["b-boss-b-co"], 0)
    assert shown(view.name_label) == "<b>Boss</b> & Co"
    assert shown(view.types_label) == "Rock & <i>Roll</i> · Brute & <u>Kin</u>"
    assert "Favored terrain: Mud <b>&</b> Muck" in shown(view.keywords_label)
    abilities = shown(view.abilities_label)
    assert "Grip <b> & hold: Range < 2 & more <b>bold</b>" in abilities, abilities


def test_tile_cards_show_markup_and_ampersands_literally(qtbot: QtBot, catalog: Catalog) -> None:
    face = CardFace(catalog)
    qtbot.addWidget(face)
    face.show_card(catalog.tile("mud-b-b-muck"))
    view = face.tile_view
    assert shown(view.name_label) == "Mud <b>&</b> Muck"
    assert shown(view.text_label) == "Slow < fast & <i>wet</i>"
    face.show_card(catalog.tile("fort-b-b-keep"))
    assert shown(view.name_label) == "Fort <b>&</b> Keep"
    assert shown(view.text_label) == "Holds < 3 & <b>more</b>"
    assert "(not Brute & <u>Kin</u>)" in shown(view.effects_label), shown(view.effects_label)


def test_new_game_dialog_lists_an_own_unit_literally(qtbot: QtBot, catalog: Catalog) -> None:
    from pocket_tactics_app.ui.new_game_dialog import ArmyChoice, _SideEditor

    army = ArmyChoice("Mine", ("b-boss-b-co", "cyber-grunt"), ("wasteland",) * 6, "badlands", 50)
    editor = _SideEditor(catalog, 0, {"mine": army}, "mine")
    qtbot.addWidget(editor)
    rows = shown(editor.units).splitlines()
    assert rows[:2] == ["<b>Boss</b> & Co · 9", "Cyber Grunt · 8"], rows


def test_shipped_cards_read_the_same(qtbot: QtBot) -> None:
    """English shipped cards: the faces show exactly the card texts (nothing escaped away)."""
    cat = default_catalog()
    view = CardView(cat)
    qtbot.addWidget(view)
    for card in cat.units.values():
        view.set_card(card, 0)
        assert shown(view.name_label) == card.name
        for ability in card.abilities:
            assert f"{ability.name}" in shown(view.abilities_label)
            assert ability.text in shown(view.abilities_label)
            assert ability.text in view.abilities_label.text()  # no apostrophe turned into &#x27;
    face = CardFace(cat)
    qtbot.addWidget(face)
    for tile in [*cat.terrain.values(), *cat.features.values()]:
        face.show_card(tile)
        assert shown(face.tile_view.name_label) == tile.name
        assert shown(face.tile_view.text_label) == tile.text
