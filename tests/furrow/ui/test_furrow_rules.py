"""Help ▸ Rules of Furrow & Foundry (issue 15): the player-facing rules of docs/SCYTHE.md
(S0-S17) with their IDs, navigable by section and rule and searchable, the section
titles translated."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.furrow.rules import (
    FurrowRulesDialog,
    player_rules,
    rules_file,
    section_titles,
    sections,
)
from pocket_tactics_app.ui.furrow.window import FurrowWindow

ROOT = Path(__file__).resolve().parents[3]


def test_the_shipped_rules_are_the_specs_player_sections() -> None:
    spec = (ROOT / "docs" / "SCYTHE.md").read_text(encoding="utf-8")
    shipped = rules_file().read_text(encoding="utf-8")
    assert shipped == player_rules(spec), "refresh resources/rules-furrow.md (see rules.py)"
    numbers = [s.number for s in sections(shipped)]
    assert numbers == list(range(0, 18))
    assert "Scythe" not in shipped and "seeds/" not in shipped  # no published name on screen


def test_every_section_has_a_translated_title(qapp: QApplication,
                                              language: Callable[[str], None]) -> None:
    shipped = sections(rules_file().read_text(encoding="utf-8"))
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
