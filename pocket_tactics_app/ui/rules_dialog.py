"""Help ▸ Rules reference: the player-facing rules text (resources/rules.md, or
rules.zh_CN.md / rules.zh_TW.md in Chinese)."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def rules_path(language: str | None = None) -> Path | None:
    """resources/rules[.<lang>].md in the current language (source tree or bundled app)."""
    from . import i18n

    return cast("Path | None", i18n.rules_path(language))


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference"))
        self.resize(720, 760)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = rules_path()
        if path is not None:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        else:
            self.browser.setPlainText(self.tr("The rules text is missing from this install."))
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
