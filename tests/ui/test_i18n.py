"""The app in Chinese (issue 7): translated menus and docks, card names, rules text,
and how the language is chosen."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDockWidget
from pytestqt.qtbot import QtBot

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.controller import HUMAN, GameController
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui import i18n
from pocket_tactics_app.ui.main_window import MainWindow
from tests.ui.helpers import hover_tooltip

CJK = re.compile(r"[\u3400-\u9fff]")
CAT = default_catalog()


def _strip_accel(text: str) -> str:
    return text.replace("&", "")


def _window(qtbot: QtBot) -> MainWindow:
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c, settings=None)
    w.settings = None
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    c.new_game(default_setup(3), (HUMAN, HUMAN))
    return w


def test_main_window_zh_CN_menus_and_docks_are_chinese(qtbot: QtBot, language) -> None:
    language("zh_CN")
    w = _window(qtbot)
    menus = [_strip_accel(a.text()) for a in w.menuBar().actions()]
    assert menus and all(CJK.search(m) for m in menus), menus
    assert "游戏(G)" in menus and "帮助(H)" in menus
    for menu_action in w.menuBar().actions():
        items = [a.text() for a in menu_action.menu().actions() if a.text()]
        assert any(CJK.search(t) for t in items), items
    docks = [d.windowTitle() for d in w.findChildren(QDockWidget)]
    assert len(docks) >= 4 and all(CJK.search(t) for t in docks), docks
    assert {"单位卡", "突击", "军队", "游戏记录"} <= set(docks)
    assert CJK.search(w.status_label.text()), w.status_label.text()
    assert CJK.search(w.windowTitle())


def test_card_names_show_in_chinese(qtbot: QtBot, language) -> None:
    language("zh_CN")
    w = _window(qtbot)
    g = w.controller.game
    unit = next(iter(g.units.values()))
    w.card_view.set_card(unit.card, unit.owner)
    shown = w.card_view.name_label.text()
    assert shown == unit.card.names["zh_CN"] and CJK.search(shown)
    with_abilities = next(c for c in CAT.units.values() if c.abilities)
    w.card_view.set_card(with_abilities, 0)
    ability = with_abilities.abilities[0]
    assert ability.texts["zh_CN"] in w.card_view.abilities_label.text()
    assert ability.names["zh_CN"] in w.card_view.abilities_label.text()


def test_zh_TW_uses_traditional_characters(qtbot: QtBot, language) -> None:
    language("zh_TW")
    w = _window(qtbot)
    menus = [_strip_accel(a.text()) for a in w.menuBar().actions()]
    assert "遊戲(G)" in menus and "說明(H)" in menus
    docks = {d.windowTitle() for d in w.findChildren(QDockWidget)}
    assert {"單位卡", "遊戲記錄"} <= docks
    card = next(iter(CAT.units.values()))
    assert i18n.card_name(card) == card.names["zh_TW"]


def test_strings_from_helper_contexts_are_translated(language) -> None:
    """describe.tr() and friends: lupdate files them under no context (i18n.Translator)."""
    language("zh_CN")
    assert QCoreApplication.translate("describe", "%1 withdraws to the reserve") == "%1 撤回预备队"
    assert QCoreApplication.translate("theme", "Water") == "水域"
    assert QCoreApplication.translate("describe", "no such message") == "no such message"


def test_english_is_the_fallback(language) -> None:
    card = next(iter(CAT.units.values()))
    assert i18n.current_language() == "en"
    assert i18n.card_name(card) == card.name
    language("zh_CN")
    assert i18n.card_name(card) == card.names["zh_CN"]
    assert i18n.card_name(card, "en") == card.name
    assert i18n.localized("Plain", {}, "zh_CN") == "Plain"
    assert i18n.localized("Plain", {"zh_TW": "x"}, "zh_CN") == "Plain"
    tile = next(iter(CAT.terrain.values()))
    assert i18n.tile_name(tile) == tile.names["zh_CN"]


def test_rules_text_follows_the_language(qtbot: QtBot, language) -> None:
    from pocket_tactics_app.ui.rules_dialog import RulesDialog

    language("zh_TW")
    dlg = RulesDialog()
    qtbot.addWidget(dlg)
    assert "如何玩口袋戰術" in dlg.browser.toPlainText()
    assert i18n.rules_path().name == "rules.zh_TW.md"
    assert i18n.rules_path("en").name == "rules.md"


def test_resolve_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(i18n.LANG_ENV, raising=False)
    monkeypatch.setattr(i18n, "system_language", lambda: "zh_TW")
    assert i18n.resolve_language("zh_CN") == "zh_CN"
    assert i18n.resolve_language("system") == "zh_TW"
    assert i18n.resolve_language(None) == "zh_TW"
    assert i18n.resolve_language("klingon") == "zh_TW"
    assert i18n.resolve_language("en", override="zh_CN") == "zh_CN"
    monkeypatch.setenv(i18n.LANG_ENV, "zh-Hans")
    assert i18n.resolve_language("en") == "zh_CN"
    assert i18n.resolve_language("en", override="en") == "en"


def test_system_language_maps_chinese_locales(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale

    for name, expected in (("zh_CN", "zh_CN"), ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"),
                           ("zh_SG", "zh_CN"), ("en_US", "en"), ("de_DE", "en")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda n=name: QLocale(n)))
        assert i18n.system_language() == expected, name


def test_bundled_font_is_registered(qapp: QApplication) -> None:
    families = i18n.install_fonts(qapp)
    assert families == ["WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"], families
    assert i18n.install_fonts(qapp) == families  # once per process


def test_view_language_menu_saves_the_setting(qtbot: QtBot) -> None:
    from pocket_tactics_app.storage.settings import Settings, load_settings

    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c, settings=Settings())
    qtbot.addWidget(w)
    assert w.language_actions["system"].isChecked()
    w.language_actions["zh_TW"].trigger()
    assert w.settings.language == "zh_TW"
    assert load_settings()[0].language == "zh_TW"
    assert w.language_actions["zh_TW"].isChecked()
    w.language_actions["system"].trigger()
    assert load_settings()[0].language == "system"


def test_card_view_shows_faction_and_types_in_chinese(qtbot: QtBot) -> None:
    from pocket_tactics_app.ui.card_view import CardView

    cat = default_catalog()
    i18n.set_language("zh_CN")
    try:
        view = CardView(cat)
        qtbot.addWidget(view)
        view.set_card(cat.units["cyber-grunt"], 0)
        text = view.types_label.text()
    finally:
        i18n.set_language("en")
    assert "控制论解放阵线" in text and "赛博格" in text and "人类" in text


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_drawn_tile_caption_shows_the_rule_text_in_chinese(
        qtbot: QtBot, language: Callable[[str], None], lang: str) -> None:
    language(lang)
    w = _window(qtbot)
    g = w.controller.game
    assert g.phase == "tiles" and g.drawn is not None
    tile = CAT.tile(g.drawn)
    caption = w.reserve_panel.draft.caption.text()
    assert caption.startswith(tile.names[lang])
    assert caption.endswith("\n" + tile.texts[lang]), caption
    assert tile.text not in caption


def test_drawn_tile_caption_shows_the_rule_text_in_english(qtbot: QtBot) -> None:
    assert i18n.current_language() == "en"
    w = _window(qtbot)
    g = w.controller.game
    assert g.phase == "tiles" and g.drawn is not None
    tile = CAT.tile(g.drawn)
    caption = w.reserve_panel.draft.caption.text()
    assert caption.startswith(tile.name + " — for ")
    assert caption.endswith("\n" + tile.text) and not CJK.search(caption), caption


def _place_drawn_tile(w: MainWindow) -> tuple[int, int]:
    """Put the drawn terrain tile on the map; where it went."""
    c = w.controller
    action = next(a for a in c.legal_actions() if a.kind == "place_tile")
    assert c.request(action)
    assert action.at is not None
    return (action.at[0], action.at[1])


def test_map_tile_tooltip_gives_the_rule_text_in_english(qtbot: QtBot) -> None:
    assert i18n.current_language() == "en"
    w = _window(qtbot)
    g = w.controller.game
    home = next(h for h, t in g.tiles.items() if t.feature)
    feature = CAT.tile(g.tiles[home].kind)
    where = f"[{home[0]}, {home[1]}]"
    assert hover_tooltip(w, home) == f"{feature.name} {where}\n{feature.text}"
    w.scene.update_hover(w.scene.hex_center(home))
    assert w.hint_label.text() == f"{feature.name} {where}"  # the status line as before
    g.control[home] = 0  # held: the holder stays on the first line
    w.refresh()
    assert hover_tooltip(w, home) == f"{feature.name} · held by Blue {where}\n{feature.text}"
    placed = _place_drawn_tile(w)
    terrain = CAT.tile(g.tiles[placed].terrain)
    tip = hover_tooltip(w, placed)
    assert tip.startswith(terrain.name + " [") and tip.endswith("\n" + terrain.text), tip
    assert not CJK.search(tip)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_map_tile_tooltip_gives_the_rule_text_in_chinese(
        qtbot: QtBot, language: Callable[[str], None], lang: str) -> None:
    language(lang)
    w = _window(qtbot)
    g = w.controller.game
    home = next(h for h, t in g.tiles.items() if t.feature)
    g.control[home] = 1
    w.refresh()
    feature = CAT.tile(g.tiles[home].kind)
    holder = QCoreApplication.translate("describe", "held by %1").replace(
        "%1", QCoreApplication.translate("describe", "Orange"))
    assert CJK.search(holder), holder
    assert hover_tooltip(w, home) == (f"{feature.names[lang]} · {holder} "
                                       f"[{home[0]}, {home[1]}]\n{feature.texts[lang]}")
    placed = _place_drawn_tile(w)
    terrain = CAT.tile(g.tiles[placed].terrain)
    tip = hover_tooltip(w, placed)
    assert tip.startswith(terrain.names[lang] + " [") and tip.endswith(
        "\n" + terrain.texts[lang]), tip
    assert terrain.text not in tip and feature.text not in tip
