"""Help ▸ Rules of Furrow & Foundry: the rules as a player's guide (S0-S17 in our words,
S18 every card made from the content files) with their IDs, navigable by section and rule
and searchable, the section titles translated; no spec notes or axial coordinates in any
language, hexes named by their board labels, pictures drawn by the app."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow.rules import (
    FurrowRulesDialog,
    guide_sections,
    rules_file,
    section_titles,
    sections,
)
from pocket_tactics_app.ui.furrow.window import FurrowWindow

ROOT = Path(__file__).resolve().parents[3]
#: what a player's guide never says: the spec's notes, its sources, the engine's insides
SPEC_WORDS = ("[authored", "[reading]", "the seed", "POSITION.md", "Appendix", "Scythe",
              "seeds/", "[自定", "[解读]", "[解讀]", "原始概要", "附录", "附錄", "引擎", "{{")
AXIAL = re.compile(r"\[\s*-?(\d+|q)\s*[,，]\s*-?(\d+|r)\s*\]|\bq-?\d+:|\br=\s*-?\d")


def test_rules_guide_has_no_spec_notes_or_coordinates_in_any_language(
        qtbot: QtBot, language: Callable[[str], None]) -> None:
    for lang in ("en", "zh_CN", "zh_TW"):
        language(lang)
        dlg = FurrowRulesDialog()
        qtbot.addWidget(dlg)
        assert [s.number for s in dlg.sections] == list(range(0, 19)), lang
        text = "\n".join(s.text for s in dlg.sections)
        for word in SPEC_WORDS:
            assert word not in text, (lang, word)
        assert AXIAL.search(text) is None, (lang, AXIAL.search(text))
        # the labels are explained, and the pictures are the app's own, in this language
        dlg.show_rule("S0")
        assert "A1" in dlg.browser.toPlainText() and "C4" in dlg.browser.toPlainText()
        for picture in (f"furrow/guide/map.{lang}.png", f"furrow/guide/mat.{lang}.png"):
            assert picture in text
            assert (ROOT / "resources" / picture).is_file(), picture
        dlg.close()
    language("en")


def test_rules_guide_search_finds_an_objectives_condition(qtbot: QtBot) -> None:
    dlg = FurrowRulesDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.keyClicks(dlg.search, "6 food on one hex you control")
    visible = [rid for rid, item in dlg.items.items() if "." in rid and not item.isHidden()]
    assert visible == ["S18.1"]
    assert dlg.shown == 18
    assert "Granary Reserve" in dlg.browser.toPlainText()
    assert dlg.browser.textCursor().selectedText() == "6 food on one hex you control"
    # every card of the content is in the guide, with the texts the window shows
    text = dlg.section(18).text
    from pocket_tactics_app.ui.furrow.card_words import cards, mech_ability_texts

    for name, flavour in cards().values():
        assert name in text and flavour in text
    abilities = dlg.section(3).text
    assert all(t in abilities for t in mech_ability_texts().values())
    dlg.search.clear()
    qtbot.keyClicks(dlg.search, "hired guns")
    visible = [rid for rid, item in dlg.items.items() if "." in rid and not item.isHidden()]
    assert "S3.4" in visible


def test_rules_guide_pictures_are_drawn_in_the_dialog(qtbot: QtBot) -> None:
    dlg = FurrowRulesDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.show_rule("S0")
    doc = dlg.browser.document()
    image = doc.resource(doc.ResourceType.ImageResource.value, "furrow/guide/map.en.png")
    assert image is not None and not image.isNull()


def test_every_section_has_a_translated_title(qapp: QApplication,
                                              language: Callable[[str], None]) -> None:
    shipped = guide_sections(rules_file())
    english = section_titles()
    assert {s.number for s in shipped} == set(english)
    for s in shipped:  # the navigation's English titles are the text's own
        assert s.title.startswith(english[s.number]), (s.title, english[s.number])
    for lang in ("zh_CN", "zh_TW"):
        language(lang)
        titles = section_titles()
        assert all(titles[n] != english[n] for n in english), lang
        dlg = FurrowRulesDialog()
        assert dlg.items["S10"].text(0) == f"S10 {titles[10]}"
        dlg.close()
    language("en")


def test_rules_navigable_by_section_and_rule_and_searchable(qtbot: QtBot) -> None:
    w = FurrowWindow()
    qtbot.addWidget(w)
    w.show()
    w.show_rules("S10.7")  # Help ▸ Rules, opened at a rule
    dlg = w.rules
    assert isinstance(dlg, FurrowRulesDialog) and dlg.isVisible()
    assert dlg.shown == 10 and dlg.tree.currentItem() is dlg.items["S10.7"]
    assert dlg.browser.textCursor().selectedText().startswith("S10.7")
    assert "Combat" in dlg.browser.toPlainText()
    # a section from the tree
    dlg.tree.setCurrentItem(dlg.items["S12"])
    assert dlg.shown == 12 and "Encounters" in dlg.browser.toPlainText()
    # search: only the rules holding the words stay, the first is shown and marked
    qtbot.keyClicks(dlg.search, "wayfinders")
    visible = [rid for rid, item in dlg.items.items() if "." in rid and not item.isHidden()]
    assert "S12.5" in visible and "S6.1" not in visible
    assert "wayfinders" in dlg.browser.toPlainText().lower()
    assert dlg.browser.textCursor().selectedText().lower() == "wayfinders"
    assert dlg.found.text().startswith(str(len(visible)))
    dlg.search.clear()
    assert all(not item.isHidden() for item in dlg.items.values())
    w.close()


def test_the_translated_rules_have_every_section_and_rule_id_of_the_english() -> None:
    english = sections(rules_file("en").read_text(encoding="utf-8"))
    for lang in ("zh_CN", "zh_TW"):
        path = rules_file(lang)
        assert path.name == f"rules-furrow.{lang}.md"
        translated = sections(path.read_text(encoding="utf-8"))
        assert [s.number for s in translated] == [s.number for s in english], lang
        for en, zh in zip(english, translated, strict=True):
            assert [r for r, _ in zh.rules] == [r for r, _ in en.rules], (lang, en.number)
            assert zh.text.count("|") == en.text.count("|"), (lang, en.number)  # tables
            assert zh.text.count("```") == en.text.count("```"), (lang, en.number)


def test_the_rules_open_in_the_interface_language(qtbot: QtBot,
                                                  language: Callable[[str], None]) -> None:
    language("zh_CN")
    try:
        dlg = FurrowRulesDialog()
        qtbot.addWidget(dlg)
        dlg.show_rule("S10.7")
        assert "胜者" in dlg.browser.toPlainText()
        assert dlg.browser.textCursor().selectedText().startswith("S10.7")
        dlg.search.setText("芦苇舟")  # typed: keyClicks takes ASCII only
        visible = [rid for rid, item in dlg.items.items() if "." in rid and not item.isHidden()]
        assert "S3.4" in visible and "S10.7" not in visible
    finally:
        language("en")
