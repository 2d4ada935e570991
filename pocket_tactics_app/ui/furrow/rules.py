"""Help ▸ Rules of Furrow & Foundry: the rules as a player's guide (resources/rules-furrow.md,
``.zh_CN.md`` and ``.zh_TW.md``, the same sections and rule IDs in each), navigable by
section and rule ID and searchable. Hexes are named by their board labels ("A1", "C4"), with
pictures of the map and of a mat drawn by the app itself (tools/make_furrow_guide_pictures.py
writes them to resources/furrow/guide). The ability texts and a last section with every
card come from the content files (:mod:`guide_cards`). docs/SCYTHE.md stays the spec.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...resources import resources_dir
from ...textfmt import english_plural, fmt

_HEADING = re.compile(r"^## S(\d+) (.+)$")
_RULE = re.compile(r"^- (S\d+\.\d+[a-z]?)\s+(.*)$")


def tr(text: str) -> str:
    return QCoreApplication.translate("FurrowRules", text)


def section_titles() -> dict[int, str]:
    """The sections' titles in the current language, by number."""
    return {
        0: tr("Terms"), 1: tr("Components"), 2: tr("The map: the Vell Basin"),
        3: tr("Factions"), 4: tr("Player mats"), 5: tr("Setup"), 6: tr("The turn"),
        7: tr("Top actions"), 8: tr("Movement"), 9: tr("Bottom actions"), 10: tr("Combat"),
        11: tr("Control, territories and resources"), 12: tr("Encounters"),
        13: tr("The Foundry and Foundry cards"), 14: tr("Objectives"), 15: tr("Stars"),
        16: tr("Game end and scoring"), 17: tr("Hidden information, secrecy and randomness"),
        18: tr("Cards and abilities"),
    }


def rules_file(language: str | None = None) -> Path:
    """The rules in the interface language (``rules-furrow.<lang>.md``, a translation of
    the English text with the same sections and rule IDs), English as the fallback."""
    from .. import i18n

    lang = language or i18n.current_language()
    if lang != "en":
        translated = resources_dir() / f"rules-furrow.{lang}.md"
        if translated.is_file():
            return translated
    return resources_dir() / "rules-furrow.md"


@dataclass
class Section:
    number: int
    title: str  # as in the text (English)
    text: str  # its markdown, heading included
    rules: list[tuple[str, str]] = field(default_factory=list)  # (ID, first words)


def guide_sections(path: Path) -> list[Section]:
    """The guide's sections from ``path`` with the parts made from the content in place,
    and the cards' section last."""
    from .guide_cards import cards_section, expand

    return sections(expand(path.read_text(encoding="utf-8")) + "\n" + cards_section())


def sections(text: str) -> list[Section]:
    out: list[Section] = []
    for line in text.splitlines():
        m = _HEADING.match(line)
        if m:
            out.append(Section(int(m.group(1)), m.group(2), line + "\n"))
            continue
        if not out:
            continue
        out[-1].text += line + "\n"
        r = _RULE.match(line)
        if r:
            words = re.sub(r"[*`]", "", r.group(2))
            out[-1].rules.append((r.group(1), words[:60].rstrip() + ("…" if len(words) > 60
                                                                    else "")))
    return out


class FurrowRulesDialog(QDialog):
    """The rules by section (translated titles) with their rule IDs; a search field keeps
    the sections and rules whose text holds the words and marks them in the text."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("furrowRules")
        self.setWindowTitle(self.tr("Rules of Furrow & Foundry"))
        self.resize(1000, 720)
        source = path or rules_file()
        try:
            self.sections = guide_sections(source)
            english = rules_file("en")
            if path is None and source != english:  # a section not translated: in English
                have = {s.number for s in self.sections}
                extra = [s for s in guide_sections(english) if s.number not in have]
                self.sections = sorted([*self.sections, *extra], key=lambda s: s.number)
        except OSError:
            self.sections = []
        titles = section_titles()
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Search:")))
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText(self.tr("a word or a rule ID, e.g. S10.7"))
        self.search.setClearButtonEnabled(True)
        row.addWidget(self.search, 1)
        self.found = QLabel()
        self.found.setObjectName("rulesFound")
        row.addWidget(self.found)
        lay.addLayout(row)
        self.tree = QTreeWidget()
        self.tree.setObjectName("rulesTree")
        self.tree.setHeaderHidden(True)
        self.items: dict[str, QTreeWidgetItem] = {}
        for sec in self.sections:
            top = QTreeWidgetItem([fmt(self.tr("S%1 %2"), sec.number,
                                       titles.get(sec.number, sec.title))])
            top.setData(0, Qt.ItemDataRole.UserRole, (sec.number, ""))
            self.tree.addTopLevelItem(top)
            self.items[f"S{sec.number}"] = top
            for rid, words in sec.rules:
                child = QTreeWidgetItem([f"{rid} {words}"])
                child.setData(0, Qt.ItemDataRole.UserRole, (sec.number, rid))
                child.setToolTip(0, words)
                top.addChild(child)
                self.items[rid] = child
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setSearchPaths([str(resources_dir())])  # the guide's pictures
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(self.browser)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 5)
        split.setSizes([300, 700])
        lay.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.shown: int | None = None
        if not self.sections:
            self.browser.setPlainText(self.tr("The rules text is missing from this install."))
            return
        self.tree.currentItemChanged.connect(lambda item, _old: self._open(item))
        self.search.textChanged.connect(self.filter)
        self.tree.setCurrentItem(self.items[f"S{self.sections[0].number}"])

    def section(self, number: int) -> Section:
        return next(s for s in self.sections if s.number == number)

    def _open(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        number, rid = item.data(0, Qt.ItemDataRole.UserRole)
        self.show_rule(f"S{number}" if not rid else rid)

    def show_rule(self, rid: str) -> bool:
        """Show a section (``S6``) or a rule (``S6.1``): its section, scrolled to it."""
        m = re.fullmatch(r"S(\d+)(?:\.\d+[a-z]?)?", rid.strip())
        if m is None or int(m.group(1)) not in {s.number for s in self.sections}:
            return False
        number = int(m.group(1))
        if self.shown != number:
            self.shown = number
            self.browser.setMarkdown(self.section(number).text)
        words = self.search.text().strip()
        if "." in rid:
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
            self.browser.find(rid + " ")
        elif words:
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
            self.browser.find(words)
        else:
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
        item = self.items.get(rid)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)
        return True

    def filter(self, text: str) -> None:
        """Keep the sections and rules whose text holds ``text`` (any case); a rule ID
        opens that rule."""
        words = text.strip().lower()
        shown = 0
        first: str | None = None
        for sec in self.sections:
            top = self.items[f"S{sec.number}"]
            hit_section = not words or words in sec.text.lower() or words in top.text(0).lower()
            top.setHidden(not hit_section)
            for i in range(top.childCount()):
                child = top.child(i)
                if child is None:
                    continue
                rid = child.text(0).split(" ", 1)[0]
                body = _rule_text(sec.text, rid).lower()
                hit = not words or words in body or words == rid.lower()
                child.setHidden(not hit)
                if hit and words:
                    shown += 1
                    first = first or rid
            top.setExpanded(bool(words) and hit_section)
            if hit_section and words and first is None:
                first = f"S{sec.number}"
        self.found.setText(english_plural(self.tr("%n rule(s)", "", shown), shown)
                           if words else "")
        if words and first is not None:
            self.shown = None
            self.show_rule(first)
            self.browser.find(text.strip())


def _rule_text(section_text: str, rid: str) -> str:
    """The lines of one rule (its item and the indented lines under it)."""
    lines = section_text.splitlines()
    out: list[str] = []
    for i, line in enumerate(lines):
        if line.startswith(f"- {rid} "):
            out.append(line)
            for more in lines[i + 1:]:
                if more.startswith("- ") or more.startswith("## "):
                    break
                out.append(more)
            break
    return "\n".join(out)
