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


# --- tooltips --------------------------------------------------------------------------
# A tooltip is a plain string that Qt shows as rich text when its first line looks like
# HTML; the card-provided parts must still read as written.


def tip_shown(tip: str) -> str:
    """What a tooltip displays, as plain text (rich text rendered the way Qt reads it)."""
    doc = QTextDocument()
    if QtGuiQt.mightBeRichText(tip):
        doc.setHtml(tip)
    else:
        doc.setPlainText(tip)
    return doc.toPlainText()


def test_catalogue_tooltips_show_markup_and_ampersands_literally(
        catalog: Catalog, tmp_path: Path) -> None:
    from pocket_tactics_app.ui.catalog_model import CatalogModel

    model = CatalogModel(catalog, tmp_path)

    def tip(card_id: str) -> str:
        row = model.row_of(card_id)
        assert row >= 0 and model.entry(row).own
        return str(model.index(row, CatalogModel.FACTION).data(Qt.ItemDataRole.ToolTipRole))

    boss = tip_shown(tip("b-boss-b-co")).splitlines()
    assert boss[:2] == ["<b>Boss</b> & Co — 9 points",
                        "Grip <b> & hold: Range < 2 & more <b>bold</b>"], boss
    assert boss[-1] == f"Your own card: {tmp_path / 'own.yaml'}"
    mud = tip_shown(tip("mud-b-b-muck")).splitlines()
    assert mud[0] == "Mud <b>&</b> Muck: Slow < fast & <i>wet</i>", mud
    fort = tip_shown(tip("fort-b-b-keep")).splitlines()
    assert fort[0] == "Fort <b>&</b> Keep: Holds < 3 & <b>more</b>", fort


def test_map_reserve_and_log_tooltips_show_an_own_unit_literally(
        qtbot: QtBot, catalog: Catalog) -> None:
    """The reserve button, the token on the map, the map tiles and the log name a player's
    own card exactly as written."""
    from pocket_tactics_app.controller import HUMAN, GameController
    from pocket_tactics_app.engine.game import GameSetup, PlayerSetup
    from pocket_tactics_app.ui.main_window import MainWindow

    c = GameController(catalog)
    c.autosave = False
    w = MainWindow(c, settings=None)
    w.settings = None
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    setup = GameSetup((PlayerSetup(["b-boss-b-co", "cyber-grunt"], ["mud-b-b-muck"] * 6,
                                   "fort-b-b-keep"),
                       PlayerSetup(["cyber-grunt"], ["wasteland"] * 6, "badlands")),
                      "badlands", 50, 1)
    c.new_game(setup, (HUMAN, HUMAN))
    boss = next(u.id for u in c.game.units.values() if u.card.id == "b-boss-b-co")
    reserve_tips = []
    for _ in range(100):
        if c.game.units[boss].at is not None:
            break
        button = w.reserve_panel.button(boss)
        assert button is not None
        reserve_tips.append(tip_shown(button.toolTip()))
        legal = c.legal_actions()
        assert c.request(next((a for a in legal if a.unit == boss), legal[0]))
    assert c.game.units[boss].at is not None, "Boss never reached the map"
    assert "<b>Boss</b> & Co · 9" in reserve_tips  # the reserve, before it could be placed
    assert "<b>Boss</b> & Co · 9 — click it, then a glowing tile; or drag it onto the map." \
        in reserve_tips  # ... and when it could

    token = w.scene.unit_item(boss)
    assert token is not None
    assert tip_shown(token.toolTip()).splitlines()[0] == "<b>Boss</b> & Co (Blue)"

    g = c.game
    mud = next(h for h, t in g.tiles.items() if t.kind == "mud-b-b-muck")
    fort = next(h for h, t in g.tiles.items() if t.kind == "fort-b-b-keep")
    for h, name, text in ((mud, "Mud <b>&</b> Muck", "Slow < fast & <i>wet</i>"),
                          (fort, "Fort <b>&</b> Keep", "Holds < 3 & <b>more</b>")):
        item = w.scene.tile_item(h)
        assert item is not None
        shown = tip_shown(item.toolTip())
        assert shown.startswith(f"{name} ") and shown.endswith(
            f" [{h[0]}, {h[1]}]\n{text}"), shown  # (the fort may say who holds it)

    at = g.units[boss].at
    assert at is not None
    log = w.log_model
    row = next(r for r in range(log.rowCount())
               if "Boss" in str(log.index(r, 2).data(Qt.ItemDataRole.DisplayRole)))
    action = log.index(row, 2)
    assert tip_shown(action.data(Qt.ItemDataRole.ToolTipRole)) == action.data(
        Qt.ItemDataRole.DisplayRole) == "Places <b>Boss</b> & Co on the Fort <b>&</b> Keep"


def test_shipped_tooltips_read_the_same(qtbot: QtBot) -> None:
    """Shipped cards' tooltips stay plain text, exactly as they read before."""
    from pocket_tactics_app.ui.catalog_model import CatalogModel

    model = CatalogModel(default_catalog())
    for row in range(model.rowCount()):
        tip = str(model.index(row, CatalogModel.NAME).data(Qt.ItemDataRole.ToolTipRole))
        assert not QtGuiQt.mightBeRichText(tip), tip
        card = model.entry(row).card
        assert tip.startswith(card.name)
