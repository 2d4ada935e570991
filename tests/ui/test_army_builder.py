"""The army builder (issue 4): compose by clicking, the point limit, keeping lists,
own cards, broken card files and the New card form, driven with pytest-qt."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from pocket_tactics_app.engine.game import Game, GameSetup, PlayerSetup
from pocket_tactics_app.storage import armies as army_store
from pocket_tactics_app.storage import paths
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog
from pocket_tactics_app.ui.army_files import (
    army_to_player_setup,
    load_cards,
    load_saved_armies,
    saved_armies,
)
from pocket_tactics_app.ui.card_errors import CardErrorsModel
from pocket_tactics_app.ui.catalog_model import CatalogModel
from pocket_tactics_app.ui.roster_model import RosterModel

CLF_50 = ["cyber-grunt", "cyberteur", "cyber-doc", "cyber-commando"]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def builder(home: Path, qtbot: Any) -> ArmyBuilderDialog:
    del home
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _click_catalog_row(qtbot: Any, dialog: ArmyBuilderDialog, card_id: str) -> None:
    row = dialog.catalog_model.row_of(card_id)
    index = dialog.proxy.mapFromSource(dialog.catalog_model.index(row, CatalogModel.NAME))
    assert index.isValid(), card_id
    dialog.table.scrollTo(index)
    pos: QPoint = dialog.table.visualRect(index).center()
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert dialog.table.currentIndex().data(Qt.ItemDataRole.DisplayRole) == \
        dialog.catalog.units[card_id].name


def _compose(qtbot: Any, dialog: ArmyBuilderDialog, ids: list[str]) -> None:
    for cid in ids:
        _click_catalog_row(qtbot, dialog, cid)
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)


def test_compose_a_50_point_army_by_clicking(builder: ArmyBuilderDialog, qtbot: Any) -> None:
    qtbot.mouseClick(builder.table.viewport(), Qt.MouseButton.LeftButton)  # focus
    builder.kind_filter.setCurrentIndex(builder.kind_filter.findData("unit"))
    _compose(qtbot, builder, CLF_50[:3])
    # the last one by double-click
    _click_catalog_row(qtbot, builder, "cyber-commando")
    index = builder.table.currentIndex()
    qtbot.mouseDClick(builder.table.viewport(), Qt.MouseButton.LeftButton,
                      pos=builder.table.visualRect(index).center())
    assert builder.roster.units() == CLF_50
    assert builder.roster.total() == 50
    assert builder.total_label.text().startswith("50 / 50")
    assert builder.card_face.current is builder.catalog.units["cyber-commando"]
    qtbot.keyClicks(builder.name_edit, "Strike team")
    assert builder.use_button.isEnabled()
    with qtbot.waitSignal(builder.army_chosen) as signal:
        qtbot.mouseClick(builder.use_button, Qt.MouseButton.LeftButton)
    army = signal.args[0]
    assert builder.result() == QDialog.DialogCode.Accepted
    assert builder.chosen_army() is army and army is not None
    assert army.units == CLF_50 and army.name == "Strike team" and army.point_limit == 50
    assert len(army.tiles) == 6 and army.home_feature in builder.catalog.features


def test_remove_and_duplicate(builder: ArmyBuilderDialog, qtbot: Any) -> None:
    _compose(qtbot, builder, ["cyber-grunt", "cyber-doc"])
    builder.roster_view.selectRow(0)
    qtbot.mouseClick(builder.duplicate_button, Qt.MouseButton.LeftButton)
    assert builder.roster.units() == ["cyber-grunt", "cyber-grunt", "cyber-doc"]
    builder.roster_view.selectRow(2)
    qtbot.mouseClick(builder.remove_button, Qt.MouseButton.LeftButton)
    assert builder.roster.units() == ["cyber-grunt", "cyber-grunt"]
    assert builder.total_label.text().startswith("16 / 50")


def test_over_the_limit_blocks_use(builder: ArmyBuilderDialog, qtbot: Any) -> None:
    builder.apply_preset("clf-50")
    assert builder.use_button.isEnabled()
    _compose(qtbot, builder, ["cyber-grunt"])
    assert builder.roster.total() == 58
    assert not builder.use_button.isEnabled()
    assert "OVER THE LIMIT" in builder.total_label.text()
    assert "#ff7b6b" in builder.total_label.styleSheet()  # red
    assert "Over the limit (58 of 50 points)" in builder.message.text()
    qtbot.mouseClick(builder.use_button, Qt.MouseButton.LeftButton)
    assert builder.result() != QDialog.DialogCode.Accepted and builder.chosen_army() is None
    # a larger limit lets it through; a custom limit below the total blocks it again
    builder.limit_combo.setCurrentIndex(builder.limit_combo.findData(75))
    assert builder.use_button.isEnabled()
    builder.limit_combo.setCurrentIndex(builder.limit_combo.findData(0))
    assert not builder.limit_spin.isHidden()
    builder.limit_spin.setValue(57)
    assert builder.point_limit() == 57 and not builder.use_button.isEnabled()
    builder.limit_spin.setValue(58)
    assert builder.use_button.isEnabled()


def test_presets_fill_roster_tiles_and_home(builder: ArmyBuilderDialog) -> None:
    builder.preset_combo.setCurrentIndex(builder.preset_combo.findData("clf-100"))
    builder.preset_button.click()
    preset = builder.catalog.presets["clf-100"]
    assert builder.roster.units() == list(preset.units)
    assert builder.roster.total() == 100 and builder.point_limit() == 100
    assert builder.tiles() == list(preset.tiles) and builder.home_feature() == "badlands"
    assert builder.is_usable()


def test_save_reload_and_load_round_trip(home: Path, qtbot: Any) -> None:
    first = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(first)
    first.show()
    _compose(qtbot, first, ["space-force-marine", "space-force-marine", "space-force-captain"])
    first.tile_combos[0].setCurrentIndex(first.tile_combos[0].findData("water"))
    first.home_combo.setCurrentIndex(first.home_combo.findData("colony"))
    first.limit_combo.setCurrentIndex(first.limit_combo.findData(75))
    qtbot.keyClicks(first.name_edit, "Marines")
    qtbot.mouseClick(first.save_button, Qt.MouseButton.LeftButton)
    saved = first.army()
    files = list((home / "data" / "armies").glob("*.yaml"))
    assert [f.name for f in files] == ["marines.yaml"]
    first.close()

    second = ArmyBuilderDialog(load_cards())  # a new window reads the folder again
    qtbot.addWidget(second)
    second.show()
    assert second.saved_list.count() == 1
    assert second.roster.units() == []
    assert second.select_saved("Marines")
    qtbot.mouseClick(second.load_button, Qt.MouseButton.LeftButton)
    loaded = second.army()
    assert loaded == saved
    assert loaded.point_limit == 75 and loaded.tiles[0] == "water"
    assert second.use_button.isEnabled()
    assert [a.name for a in saved_armies()] == ["Marines"]

    # rename, export, import (a copy: "Marines (2)"), delete
    assert second.rename_selected("Sea Marines")
    assert [a.name for a in saved_armies()] == ["Sea Marines"]
    out = second.export_selected(home / "shared.yaml")
    assert out is not None and out.is_file()
    assert second.import_file(out)
    assert sorted(a.name for a in saved_armies()) == ["Sea Marines", "Sea Marines (2)"]
    assert second.select_saved("Sea Marines")
    assert second.delete_selected(confirm=False)
    assert [a.name for a in saved_armies()] == ["Sea Marines (2)"]


def test_bad_saved_army_loads_with_its_problems(builder: ArmyBuilderDialog, home: Path) -> None:
    folder = home / "data" / "armies"
    folder.mkdir(parents=True)
    (folder / "old.yaml").write_text(
        "version: 1\nname: Old list\npoint_limit: 50\n"
        "units: [cyber-commando, cyber-commando, retired-robot, cyber-commando]\n"
        "tiles: [grid, grid, lava, wasteland, wasteland, water]\nhome_feature: badlands\n",
        encoding="utf-8")
    (folder / "junk.yaml").write_text("- not\n- an army\n", encoding="utf-8")
    builder.refresh_saved()
    assert builder.select_saved("Old list")
    assert builder.load_selected()
    # nothing dropped: the unknown card and terrain stay, marked
    assert builder.roster.units() == ["cyber-commando", "cyber-commando", "retired-robot",
                                      "cyber-commando"]
    assert builder.roster.missing() == ["retired-robot"]
    assert "missing" in builder.roster.index(2, RosterModel.NAME).data()
    assert builder.tiles()[2] == "lava"
    assert builder.roster.total() == 51
    text = builder.message.text()
    assert "retired-robot" in text and "lava" in text and "over the limit" in text.lower()
    assert not builder.use_button.isEnabled()
    # the unreadable file is listed, not a crash
    names = [builder.saved_list.item(i).text() for i in range(builder.saved_list.count())]
    assert any("cannot be read" in n for n in names)
    listed = load_saved_armies(builder.catalog)
    assert [a.name for a, _p in listed] == ["Old list"] and len(listed[0][1]) >= 3
    # fixing it by hand makes it usable
    builder.roster.remove(2)
    builder.tile_combos[2].setCurrentIndex(builder.tile_combos[2].findData("grid"))
    builder.roster.remove(0)
    assert builder.roster.total() == 34
    assert builder.use_button.isEnabled()


def test_broken_card_file_is_listed_and_the_rest_load(home: Path, qtbot: Any) -> None:
    cards = paths.cards_dir()
    cards.mkdir(parents=True)
    (cards / "broken.yaml").write_text(
        "faction: Homebrew\nunits:\n  - name: Bad Bot\n    points: lots\n"
        "  - name: Good Bot\n    types: [Robot]\n    points: 5\n    off: 1\n    def: 1\n",
        encoding="utf-8")
    (cards / "not-yaml.yaml").write_text("units: [\n", encoding="utf-8")
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    errors = dialog.card_errors.model
    assert not dialog.card_errors.isHidden()
    rows = [(errors.index(r, CardErrorsModel.FILE).data(),
             errors.index(r, CardErrorsModel.LINE).data(),
             errors.index(r, CardErrorsModel.FIELD).data()) for r in range(errors.rowCount())]
    assert ("broken.yaml", "4", "units[0](Bad Bot).points") in rows
    assert any(r[0] == "not-yaml.yaml" for r in rows)
    assert "2 card file" in dialog.card_errors.heading.text()
    # every other card loaded: all shipped cards and the good card of the broken file
    assert "good-bot" in dialog.catalog.units and "bad-bot" not in dialog.catalog.units
    assert len(dialog.catalog.units) == 17
    assert dialog.catalog_model.entry(dialog.catalog_model.row_of("good-bot")).own
    # fix one file and reload
    (cards / "not-yaml.yaml").unlink()
    qtbot.mouseClick(dialog.reload_button, Qt.MouseButton.LeftButton)
    assert errors.rowCount() == 1
    (cards / "broken.yaml").unlink()
    dialog.reload_cards()
    assert dialog.card_errors.isHidden()


def test_a_long_own_faction_does_not_squeeze_the_names(home: Path, qtbot: Any) -> None:
    """The Faction column fits the longest faction only up to a point, and keeps its width
    while the catalogue is filtered."""
    del home
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.table
    shipped = table.columnWidth(CatalogModel.FACTION)
    cards = paths.cards_dir()
    cards.mkdir(parents=True)
    faction = "The Extremely Long And Winding Faction Name Of The Outer Rim Worlds"
    (cards / "long.yaml").write_text(
        f"faction: {faction}\nunits:\n  - name: Rim Bot\n    types: [Robot]\n"
        "    points: 5\n    off: 1\n    def: 1\n", encoding="utf-8")
    dialog.reload_cards()
    assert "rim-bot" in dialog.catalog.units
    wider = table.columnWidth(CatalogModel.FACTION)
    assert shipped < wider < table.fontMetrics().horizontalAdvance(faction)
    assert table.columnWidth(CatalogModel.NAME) >= table.viewport().width() // 4
    widths = [table.columnWidth(c) for c in range(CatalogModel.SOURCE + 1)]
    dialog.kind_filter.setCurrentIndex(dialog.kind_filter.findData("terrain"))
    assert [table.columnWidth(c) for c in range(CatalogModel.SOURCE + 1)] == widths


def test_fresh_data_folder_without_cards_folder_shows_no_errors(
        home: Path, qtbot: Any) -> None:
    """First start: no ``cards/`` folder yet is normal, not a broken file."""
    assert not paths.cards_dir().exists()
    catalog = load_cards()
    assert catalog.errors == []
    assert len(catalog.units) == 16
    dialog = ArmyBuilderDialog(catalog)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.card_errors.isHidden() and dialog.card_errors.model.rowCount() == 0
    dialog.reload_cards()
    assert dialog.card_errors.isHidden()
    assert "problem" not in dialog.status.text()
    assert not (home / "data").exists()  # looking created nothing


def test_cards_folder_that_cannot_be_read_is_still_listed(
        home: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = paths.cards_dir()
    cards.mkdir(parents=True)
    listdir = Path.iterdir

    def refuse(self: Path) -> Any:
        if self == cards:
            raise PermissionError(13, "Permission denied", str(self))
        return listdir(self)

    monkeypatch.setattr(Path, "iterdir", refuse)
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    [error] = dialog.catalog.errors
    assert error.file == str(cards) and "Permission denied" in error.message
    assert not dialog.card_errors.isHidden()
    assert len(dialog.catalog.units) == 16  # the shipped cards still load


def _play_setup(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    steps = 0
    while game.phase in ("tiles", "features", "units"):
        legal = game.legal_actions()
        assert legal, game.phase
        game.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 500


def test_card_made_with_the_form_is_in_the_catalogue_and_plays(
        builder: ArmyBuilderDialog, qtbot: Any, home: Path) -> None:
    form = builder.open_card_form(modal=False)
    qtbot.addWidget(form)
    assert not form.save_button.isEnabled()  # no name yet
    qtbot.keyClicks(form.name, "Cyber Grunt")  # taken: the loader says so as one types
    assert not form.save_button.isEnabled()
    assert "duplicate" in form.problems.text()
    form.name.clear()
    qtbot.keyClicks(form.name, "Cyber Sniper")
    assert form.save_button.isEnabled(), form.problems.text()
    form.faction.setCurrentText("Cybernetic Liberation Front")
    qtbot.keyClicks(form.types, "Human, Cyborg, Soldier")
    form.points.setValue(11)
    form.off_dice.setValue(2)
    form.off_bumps.setValue(1)
    form.def_dice.setValue(1)
    form.ranged.setValue(1)
    form.favored.setCurrentIndex(form.favored.findData("grid"))
    form.ability.setChecked(True)
    assert not form.save_button.isEnabled()  # an ability needs a name and an effect
    qtbot.keyClicks(form.ability_name, "Overwatch")
    form.ability_text.setPlainText("An extra re-roll when it attacks at range.")
    qtbot.mouseClick(form.add_effect_button, Qt.MouseButton.LeftButton)
    effect = form.effects[0]
    effect.kind.setCurrentIndex(effect.kind.findData("reroll"))
    effect.widgets["when"]["assault"].setChecked(False)
    effect.widgets["when"]["ranged_attack"].setChecked(True)
    assert form.save_button.isEnabled(), form.problems.text()
    assert "kind: reroll" in form.preview.toPlainText()
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)

    path = home / "data" / "cards" / "cyber-sniper.yaml"
    assert path.is_file() and form.saved_path == path
    card = builder.catalog.units["cyber-sniper"]
    assert (card.points, card.off.label(), card.defence.label(), card.ranged) == (11, "2+1", "1", 1)
    assert card.favored == "grid" and card.types == ("Human", "Cyborg", "Soldier")
    assert card.abilities[0].effects[0].kind == "reroll"
    assert card.abilities[0].effects[0].when == ("ranged_attack",)
    assert builder.catalog_model.row_of("cyber-sniper") >= 0
    assert builder.card_face.current is card  # selected after saving
    assert not builder.catalog.errors

    # use it in an army and a game
    qtbot.mouseClick(builder.add_button, Qt.MouseButton.LeftButton)
    _compose(qtbot, builder, ["cyber-grunt", "cyber-doc"])
    assert builder.roster.units() == ["cyber-sniper", "cyber-grunt", "cyber-doc"]
    assert builder.use_button.isEnabled()
    builder.use_army()
    army = builder.chosen_army()
    assert army is not None
    mine = army_to_player_setup(army)
    other = builder.catalog.presets["core-mytoan"]
    setup = GameSetup((mine, PlayerSetup(list(other.units), list(other.tiles),
                                         other.home_feature)), point_limit=50, seed=7)
    game = Game.new(setup, builder.catalog)
    _play_setup(game, seed=3)
    assert game.phase == "play"
    assert any(u.card.id == "cyber-sniper" for u in game.units.values())
    for _ in range(30):
        if game.is_over():
            break
        legal = game.legal_actions()
        assert legal
        game.apply(legal[0])


def test_saved_armies_and_player_setup_for_the_new_game_flow(home: Path) -> None:
    del home
    cat = load_cards()
    army = army_store.ArmyList("CLF", 50, list(CLF_50),
                               ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"],
                               "badlands")
    army_store.save_army(army)
    [loaded] = saved_armies()
    setup = army_to_player_setup(loaded)
    assert setup == PlayerSetup(CLF_50, army.tiles, "badlands")
    game = Game.new(GameSetup((setup, setup), seed=1), cat)
    assert game.legal_actions()


# --------------------------------------------------------------------------- screenshots


def make_screenshots(out: Path) -> list[Path]:
    """The builder with a full roster, over the limit, with a bad saved army, the New card
    form, and a gallery of card faces (``resources/screenshots/army_builder*.png``,
    ``card_view*.png``). Run: ``.venv/bin/python tests/ui/test_army_builder.py``."""
    import os
    import tempfile

    from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QWidget

    from pocket_tactics_app.app import apply_style
    from pocket_tactics_app.ui.card_face import CardFace

    os.environ["POCKET_TACTICS_HOME"] = tempfile.mkdtemp(prefix="pt-builder-shots-")
    app = QApplication.instance() or QApplication([])
    apply_style(app)
    written: list[Path] = []

    def pump() -> None:
        for _ in range(20):
            app.processEvents()

    def grab(widget: QWidget, name: str) -> None:
        pump()
        widget.grab().save(str(out / name))
        written.append(out / name)

    cards = paths.cards_dir()
    cards.mkdir(parents=True)
    (cards / "broken.yaml").write_text("units:\n  - name: Broken Bot\n    points: lots\n",
                                       encoding="utf-8")
    dialog = ArmyBuilderDialog(load_cards())
    dialog.resize(1200, 800)
    dialog.show()
    for preset, name in (("core-space-force", "Space Force core"), ("clf-100", "CLF 100"),
                         ("clf-50", "CLF strike team")):
        dialog.apply_preset(preset)
        dialog.name_edit.setText(name)
        dialog.save_current()
    dialog.roster_view.selectRow(3)
    dialog.select_card("cyber-commando")
    grab(dialog, "army_builder.png")
    dialog.add_card("cyber-grunt")
    grab(dialog, "army_builder_over_limit.png")
    folder = paths.armies_dir()
    (folder / "old.yaml").write_text(
        "version: 1\nname: Old list\npoint_limit: 50\n"
        "units: [cyber-commando, cyber-commando, retired-robot, cyber-commando]\n"
        "tiles: [grid, grid, lava, wasteland, wasteland, water]\nhome_feature: badlands\n",
        encoding="utf-8")
    dialog.refresh_saved()
    dialog.select_saved("Old list")
    dialog.load_selected()
    dialog.roster_view.selectRow(2)
    grab(dialog, "army_builder_bad_list.png")
    form = dialog.open_card_form(modal=False)
    form.name.setText("Space Force Sniper")
    form.faction.setCurrentText("Space Force")
    form.types.setText("Human, Soldier")
    form.points.setValue(12)
    form.ranged.setValue(1)
    form.ability_name.setText("Steady Aim")
    form.ability_text.setPlainText("An extra OFF bump of +1 when it makes a ranged attack.")
    editor = form.add_effect("bump")
    editor.widgets["when"]["assault"].setChecked(False)
    editor.widgets["when"]["test"].setChecked(False)
    editor.widgets["when"]["ranged_attack"].setChecked(True)
    grab(form, "army_builder_new_card.png")
    form.close()

    gallery = QWidget()
    gallery.resize(1200, 800)
    gallery.setWindowTitle("Cards")
    grid = QGridLayout(gallery)
    grid.setSpacing(16)
    grid.setContentsMargins(20, 16, 20, 16)
    title = QLabel("Card view: units (both players' colours), terrain tiles and features")
    title.setStyleSheet("font-size: 15px; font-weight: bold;")
    grid.addWidget(title, 0, 0, 1, 4)
    cat = dialog.catalog
    shown = ["space-force-captain", "mytoan-spore-wing", "cyber-doc", "hacker-proto-ox",
             "colonial-astronaut", "water", "grid", "biomass"]
    for i, cid in enumerate(shown):
        face = CardFace(cat)
        face.show_card(cat.units[cid] if cid in cat.units else cat.tile(cid), owner=i % 2)
        grid.addWidget(face, 1 + i // 4, i % 4)
    grid.setRowStretch(1, 1)
    grid.setRowStretch(2, 1)
    gallery.show()
    grab(gallery, "card_view.png")
    dialog.select_card("biomass")
    grab(dialog, "army_builder_feature_card.png")
    return written


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "resources/screenshots")
    for shot in make_screenshots(target):
        print(shot)
