"""The hint's banner over a game's board, the same in both games: plain text (names,
never markup), wrapped, clicks passing through to the board under it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def hint_banner(parent: QWidget, name: str, width: int) -> QLabel:
    """A hidden banner of ``width`` pixels over ``parent`` (a board's viewport)."""
    banner = QLabel(parent)
    banner.setObjectName(name)
    banner.setTextFormat(Qt.TextFormat.PlainText)
    banner.setWordWrap(True)
    banner.setFixedWidth(width)
    banner.setStyleSheet(
        "background: rgba(14, 34, 48, 235); color: #bfe8ff; border: 2px solid #5cc8ff;"
        " border-radius: 8px; padding: 6px 10px; font-size: 13px;")
    banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    banner.hide()
    return banner


__all__ = ["hint_banner"]
