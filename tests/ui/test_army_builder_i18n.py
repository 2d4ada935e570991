"""The army builder in Chinese: card, tile, preset, faction and unit-type names in the
catalogue, its filters, the roster, the tile and preset choices, the card faces and
the New card form come from the cards' translations (``i18n``), as in the main
window; the army's problems and the buttons come from the .qm files. English looks
as before."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from pocket_tactics_app.engine.cards import TileCard
from pocket_tactics_app.storage.armies import ArmyList
from pocket_tactics_app.ui import i18n
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog, army_problems, load_cards
from pocket_tactics_app.ui.catalog_model import CardIdRole, CatalogModel
from pocket_tactics_app.ui.roster_model import RosterModel

CJK = re.compile(r"[\u3400-\u9fff]")

UNIT = "cyber-grunt"
FACTION = "Cybernetic Liberation Front"
TYPES = ("Human", "Cyborg")
ZH_FACTION = "控制论解放阵线"
ZH_TYPES = ("人类", "赛博格")
ZH_UNIT = "赛博步兵"  # Cyber Grunt


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


def _builder(qtbot: Any) -> ArmyBuilderDialog:
    dialog = ArmyBuilderDialog(load_cards())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _shown(dialog: ArmyBuilderDialog, card_id: str, col: int) -> str:
    """What the catalogue table shows for ``card_id`` in column ``col``."""
    row = dialog.proxy.mapFromSource(
        dialog.catalog_model.index(dialog.catalog_model.row_of(card_id), 0)).row()
    assert row >= 0, card_id
    return str(dialog.proxy.index(row, col).data())


def _combo_items(combo: Any) -> dict[str, str]:
    return {combo.itemText(i): combo.itemData(i) for i in range(combo.count())}


def _select(dialog: ArmyBuilderDialog, card_id: str) -> None:
    assert dialog.select_card(card_id)
    cat = dialog.catalog
    assert dialog.card_face.current is (
        cat.units[card_id] if card_id in cat.units else cat.tile(card_id))


def _visible_ids(dialog: ArmyBuilderDialog) -> set[str]:
    return {dialog.proxy.index(r, 0).data(CardIdRole) for r in range(dialog.proxy.rowCount())}


def test_catalogue_shows_faction_and_types_in_chinese(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    faction = _shown(dialog, UNIT, CatalogModel.FACTION)
    types = _shown(dialog, UNIT, CatalogModel.TYPES)
    assert faction == ZH_FACTION and FACTION not in faction
    assert types == ", ".join(ZH_TYPES)
    assert not any(t in types for t in TYPES), types
    # Tiles still say what they are in the faction column (translated by Qt).
    assert CJK.search(_shown(dialog, "water", CatalogModel.FACTION))


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_catalogue_columns_show_whole_names_at_the_default_size(
        home: Path, qtbot: Any, language: Callable[[str], None], lang: str) -> None:
    """At 1200x800 no faction name (nor card name, points, dice or movement) is cut."""
    del home
    if lang != "en":
        language(lang)
    assert i18n.current_language() == lang
    dialog = _builder(qtbot)
    assert (dialog.width(), dialog.height()) == (1200, 800)
    table = dialog.table
    shown = [c for c in range(dialog.catalog_model.columnCount()) if not table.isColumnHidden(c)]
    assert CatalogModel.FACTION in shown and CatalogModel.NAME in shown
    for col in shown:  # the view's own measure of its widest text in the column
        assert table.columnWidth(col) >= table.sizeHintForColumn(col), (
            dialog.catalog_model.headers()[col], table.columnWidth(col),
            table.sizeHintForColumn(col))
    assert sum(table.columnWidth(c) for c in shown) <= table.viewport().width()
    factions = {_shown(dialog, cid, CatalogModel.FACTION) for cid in dialog.catalog.units}
    metrics = table.fontMetrics()
    assert factions and all(metrics.horizontalAdvance(f) < table.columnWidth(
        CatalogModel.FACTION) for f in factions), factions
    if lang == "en":
        assert {"Cybernetic Liberation Front", "Mytoan Spore Hosts"} <= factions


def test_filters_show_chinese_names_and_still_filter(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    factions = _combo_items(dialog.faction_filter)
    types = _combo_items(dialog.type_filter)
    assert factions[ZH_FACTION] == FACTION and FACTION not in factions
    assert types["赛博格"] == "Cyborg" and "Cyborg" not in types
    assert all(CJK.search(label) for label in factions), factions
    assert all(CJK.search(label) for label in types), types

    dialog.faction_filter.setCurrentIndex(dialog.faction_filter.findText(ZH_FACTION))
    units = dialog.catalog.units
    shown = _visible_ids(dialog)
    assert UNIT in shown and {units[c].faction for c in shown} == {FACTION}
    dialog.faction_filter.setCurrentIndex(0)
    dialog.type_filter.setCurrentIndex(dialog.type_filter.findText("赛博格"))
    assert _visible_ids(dialog) == {c.id for c in units.values() if "Cyborg" in c.types}
    dialog.type_filter.setCurrentIndex(0)
    dialog.search.setText("人类")  # the search finds the translated type names too
    assert _visible_ids(dialog) == {c.id for c in units.values() if "Human" in c.types}


def test_card_faces_show_chinese_faction_and_types(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    _select(dialog, UNIT)
    text = dialog.card_face.unit_view.types_label.text()
    assert ZH_FACTION in text and all(t in text for t in ZH_TYPES), text
    assert FACTION not in text and not any(t in text for t in TYPES), text
    _select(dialog, "biomass")  # its hazard spares Fungal units
    effects = dialog.card_face.tile_view.effects_label.text()
    assert "真菌" in effects and "Fungal" not in effects, effects


def test_english_names_show_in_english(home: Path, qtbot: Any) -> None:
    del home
    assert i18n.current_language() == "en"
    dialog = _builder(qtbot)
    assert _shown(dialog, UNIT, CatalogModel.FACTION) == FACTION
    assert _shown(dialog, UNIT, CatalogModel.TYPES) == ", ".join(TYPES)
    factions = _combo_items(dialog.faction_filter)
    assert factions[FACTION] == FACTION and ZH_FACTION not in factions
    assert all(label == key for label, key in factions.items() if key)
    types = _combo_items(dialog.type_filter)
    assert all(label == key for label, key in types.items() if key)
    assert "Cyborg" in types
    _select(dialog, UNIT)
    text = dialog.card_face.unit_view.types_label.text()
    assert text == f"<b>{FACTION}</b> · " + " · ".join(TYPES)
    _select(dialog, "biomass")
    assert "(not Fungal)" in dialog.card_face.tile_view.effects_label.text()


def test_new_card_form_offers_chinese_factions_and_writes_the_key(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    form = dialog.open_card_form(modal=False)
    qtbot.addWidget(form)
    assert ZH_FACTION in _combo_items(form.faction)
    form.faction.setCurrentIndex(form.faction.findText(ZH_FACTION))
    assert form.faction.currentText() == ZH_FACTION
    assert form.card_data()["units"][0]["faction"] == FACTION
    form.faction.setCurrentText("新势力")  # a new faction is written as typed
    assert form.card_data()["units"][0]["faction"] == "新势力"


def test_new_card_form_in_english_writes_what_is_typed(home: Path, qtbot: Any) -> None:
    del home
    dialog = _builder(qtbot)
    form = dialog.open_card_form(modal=False)
    qtbot.addWidget(form)
    assert _combo_items(form.faction)[FACTION] == FACTION
    form.faction.setCurrentIndex(form.faction.findText(FACTION))
    assert form.card_data()["units"][0]["faction"] == FACTION
    form.faction.setCurrentText("space force")  # not a known faction's exact name
    assert form.card_data()["units"][0]["faction"] == "space force"


# --- card, tile and preset names -----------------------------------------------------


def _name_column(dialog: ArmyBuilderDialog) -> list[str]:
    return [str(dialog.proxy.index(r, CatalogModel.NAME).data())
            for r in range(dialog.proxy.rowCount())]


def test_catalogue_and_roster_show_card_names_in_chinese(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    cat = dialog.catalog
    grunt = cat.units[UNIT]
    assert grunt.name == "Cyber Grunt" and grunt.names["zh_CN"] == ZH_UNIT
    assert _shown(dialog, UNIT, CatalogModel.NAME) == ZH_UNIT
    # every shipped card and tile has a Chinese name, and it is the one shown
    zh_names = {cid: c.names["zh_CN"] for cid, c in cat.units.items()}
    zh_names |= {tid: t.names["zh_CN"] for tid, t in [*cat.terrain.items(),
                                                       *cat.features.items()]}
    for cid, name in zh_names.items():
        shown = _shown(dialog, cid, CatalogModel.NAME)
        assert shown == name and CJK.search(shown), (cid, shown)
    tip = dialog.proxy.index(
        dialog.proxy.mapFromSource(dialog.catalog_model.index(
            dialog.catalog_model.row_of("cyberteur"), CatalogModel.NAME)).row(),
        CatalogModel.NAME).data(Qt.ItemDataRole.ToolTipRole)
    saboteur = cat.units["cyberteur"]
    assert saboteur.abilities
    assert tip.startswith(saboteur.names["zh_CN"] + " — ")
    for ability in saboteur.abilities:
        assert f"{ability.names['zh_CN']}: {ability.texts['zh_CN']}" in tip
        assert ability.name not in tip and ability.text not in tip
    assert saboteur.name not in tip and "Double-click" not in tip
    water_tip = dialog.catalog_model.index(
        dialog.catalog_model.row_of("water"), CatalogModel.NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert water_tip.startswith("水域")

    # sorting by the Name column sorts what is shown
    dialog.kind_filter.setCurrentIndex(dialog.kind_filter.findData("unit"))
    dialog.table.sortByColumn(CatalogModel.NAME, Qt.SortOrder.AscendingOrder)
    names = _name_column(dialog)
    assert names == sorted(names, key=str.casefold) and ZH_UNIT in names
    dialog.table.sortByColumn(CatalogModel.NAME, Qt.SortOrder.DescendingOrder)
    assert _name_column(dialog) == names[::-1]
    # the search finds a card by its name in either language, and by an ability's
    for text in (ZH_UNIT, "cyber grunt"):
        dialog.search.setText(text)
        assert UNIT in _visible_ids(dialog), text
    dialog.search.setText(saboteur.abilities[0].names["zh_CN"])
    assert "cyberteur" in _visible_ids(dialog)
    dialog.search.clear()

    dialog.roster.set_units([UNIT, "cyber-doc", "no-such-card"])
    roster = [dialog.roster.index(r, RosterModel.NAME).data() for r in range(3)]
    assert roster[:2] == [ZH_UNIT, cat.units["cyber-doc"].names["zh_CN"]]
    assert "no-such-card" in roster[2]  # a missing card shows its id


def test_tile_feature_and_preset_choices_show_chinese_and_keep_ids(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    cat = dialog.catalog
    terrain = {t.names["zh_CN"]: tid for tid, t in cat.terrain.items()}
    features = {f.names["zh_CN"]: fid for fid, f in cat.features.items()}
    for combo in dialog.tile_combos:
        assert _combo_items(combo) == terrain
    assert _combo_items(dialog.home_combo) == features
    assert _combo_items(dialog.preset_combo) == {
        p.names["zh_CN"]: pid for pid, p in cat.presets.items()}
    assert dialog.preset_combo.findText("太空部队（核心组4）") >= 0

    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("clf-50"))
    dialog.preset_button.click()
    preset = cat.presets["clf-50"]
    assert dialog.name_edit.text() == preset.names["zh_CN"]
    assert [c.currentText() for c in dialog.tile_combos] == [
        cat.terrain[t].names["zh_CN"] for t in preset.tiles]
    assert dialog.home_combo.currentText() == "恶地"
    # what is kept is the ids
    army = dialog.army()
    assert army.tiles == list(preset.tiles) and army.home_feature == "badlands"
    assert army.units == list(preset.units)

    _select(dialog, "biomass")
    assert dialog.card_face.tile_view.name_label.text() == "生物质"
    _select(dialog, "water")
    assert dialog.card_face.tile_view.name_label.text() == "水域"

    form = dialog.open_card_form(modal=False)
    qtbot.addWidget(form)
    favored = _combo_items(form.favored)
    assert favored.pop(form.favored.itemText(0)) == ""  # (none)
    assert favored == terrain | features
    form.name.setText("网格兵")
    form.favored.setCurrentIndex(form.favored.findText("网格"))
    assert form.card_data()["units"][0]["favored"] == "grid"
    editor = form.add_effect("ignore_hazard")  # its tiles, shown translated
    assert {cb.text(): tid for tid, cb in editor.widgets["tiles"].items()} == terrain | features
    editor.widgets["tiles"]["water"].setChecked(True)
    assert editor.to_dict()["tiles"] == ["water"]
    assert form.cancel_button.text() == "取消"
    assert form.save_button.text() == "保存卡牌"


def test_army_problems_and_buttons_in_chinese(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    cat = dialog.catalog
    empty = ArmyList(name="", point_limit=50, units=[], tiles=[], home_feature="")
    assert army_problems(empty, cat) == [
        "至少加入一个单位。", "请恰好选择 6 个地形地块。", "请选择本营特征。"]
    odd = ArmyList(name="x", point_limit=10, units=["cyber-commando", "retired-robot"],
                   tiles=["grid", "lava"], home_feature="badlands")
    assert army_problems(odd, cat) == [
        "未知卡牌：retired-robot。请从军队中移除这些卡牌，或添加这些卡牌后重新载入。",
        f"超出上限（{cat.units['cyber-commando'].points} / 10 点）：移除一个单位或提高上限。",
        "请恰好选择 6 个地形地块。",
        "未知地形：lava。",
    ]
    dialog.roster.clear()
    message = dialog.message.text()
    assert "至少加入一个单位。" in message and "Add at least" not in message
    assert dialog.use_button.toolTip() == "至少加入一个单位。"
    assert dialog.close_button.text() == "关闭"
    assert dialog.use_button.text() == "使用军队"
    dialog.add_card(UNIT)
    for _ in range(6):
        dialog.add_card("cyber-commando")
    assert "超出上限" in dialog.message.text()

    language("zh_TW")
    assert army_problems(empty, cat) == [
        "至少加入一個單位。", "請恰好選擇 6 個地形地塊。", "請選擇本營特徵。"]
    traditional = _builder(qtbot)
    assert traditional.close_button.text() == "關閉"
    assert _shown(traditional, UNIT, CatalogModel.NAME) == "賽博步兵"
    assert traditional.preset_combo.findText("太空部隊（核心組4）") >= 0


def test_english_names_problems_and_buttons_stay_english(home: Path, qtbot: Any) -> None:
    del home
    assert i18n.current_language() == "en"
    dialog = _builder(qtbot)
    cat = dialog.catalog
    assert _shown(dialog, UNIT, CatalogModel.NAME) == "Cyber Grunt"
    assert _shown(dialog, "water", CatalogModel.NAME) == "Water"
    assert _combo_items(dialog.tile_combos[0]) == {t.name: tid for tid, t in cat.terrain.items()}
    assert _combo_items(dialog.home_combo) == {f.name: fid for fid, f in cat.features.items()}
    assert _combo_items(dialog.preset_combo) == {p.name: pid for pid, p in cat.presets.items()}
    dialog.roster.set_units([UNIT])
    assert dialog.roster.index(0, RosterModel.NAME).data() == "Cyber Grunt"
    _select(dialog, "biomass")
    assert dialog.card_face.tile_view.name_label.text() == "Biomass"
    empty = ArmyList(name="", point_limit=50, units=[], tiles=[], home_feature="")
    assert army_problems(empty, cat) == [
        "Add at least one unit.", "Choose exactly 6 terrain tiles.", "Choose a home feature."]
    assert dialog.close_button.text() == "Close"
    form = dialog.open_card_form(modal=False)
    qtbot.addWidget(form)
    assert form.favored.findText("Grid") >= 0 and form.favored.findText("网格") < 0
    assert form.cancel_button.text() == "Cancel"


# --- terrain and feature rule texts ------------------------------------------------


def _tooltip(dialog: ArmyBuilderDialog, card_id: str) -> str:
    return str(dialog.catalog_model.index(
        dialog.catalog_model.row_of(card_id), CatalogModel.NAME).data(Qt.ItemDataRole.ToolTipRole))


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_tile_card_face_and_tooltip_show_the_rule_text_in_chinese(
        home: Path, qtbot: Any, language: Callable[[str], None], lang: str) -> None:
    del home
    language(lang)
    dialog = _builder(qtbot)
    cat = dialog.catalog
    for tile in [*cat.terrain.values(), *cat.features.values()]:
        _select(dialog, tile.id)
        shown = dialog.card_face.tile_view.text_label.text()
        assert shown == tile.texts[lang], (tile.id, shown)
        tip = _tooltip(dialog, tile.id)
        assert tip == f"{tile.names[lang]}: {tile.texts[lang]}", tip
        assert tile.text not in shown and tile.text not in tip
    biomass = cat.features["biomass"]
    _select(dialog, "biomass")
    shown = dialog.card_face.tile_view.text_label.text()
    assert "OFF" not in shown and "Fungal" not in shown and CJK.search(shown)
    # the search finds a tile by its rule text in the app's language
    dialog.search.setText(biomass.texts[lang][:8])
    assert "biomass" in _visible_ids(dialog)


def test_tile_card_face_and_tooltip_show_the_rule_text_in_english(
        home: Path, qtbot: Any) -> None:
    del home
    assert i18n.current_language() == "en"
    dialog = _builder(qtbot)
    cat = dialog.catalog
    biomass = cat.features["biomass"]
    _select(dialog, "biomass")
    assert dialog.card_face.tile_view.text_label.text() == biomass.text
    assert biomass.text.startswith("+1 OFF bump to the unit occupying it.")
    assert _tooltip(dialog, "biomass") == f"Biomass: {biomass.text}"
    for tile in [*cat.terrain.values(), *cat.features.values()]:
        _select(dialog, tile.id)
        assert dialog.card_face.tile_view.text_label.text() == tile.text
        assert _tooltip(dialog, tile.id) == f"{tile.name}: {tile.text}"
        assert not CJK.search(_tooltip(dialog, tile.id))


def test_tile_without_translated_text_falls_back_to_english(
        home: Path, qtbot: Any, language: Callable[[str], None]) -> None:
    del home
    language("zh_CN")
    dialog = _builder(qtbot)
    swamp = TileCard("swamp", "Swamp", "feature", text="Slow going.",
                     names={"zh_CN": "沼泽"}, texts={"zh_TW": "難以通行。"})
    assert i18n.tile_text(swamp) == "Slow going."
    assert i18n.tile_text(swamp, "zh_TW") == "難以通行。"
    dialog.card_face.show_card(swamp)
    assert dialog.card_face.tile_view.text_label.text() == "Slow going."
    dialog.card_face.show_card(TileCard("bare", "Bare", "terrain"))
    assert "无效果" in dialog.card_face.tile_view.text_label.text()  # "No effect.", from Qt
