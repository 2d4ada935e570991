"""What of a window's text is cut: a label or button whose text is wider than the widget,
or a widget only partly on screen (clipped by its parents), among those shown."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QPushButton, QWidget


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.window() is top and widget.width() > 0


def _clipped(widget: QWidget, top: QWidget) -> str:
    """The parent (its class) outside whose area part of the widget lies ("" if none;
    a scroll area's view included)."""
    rect = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            area = parent.viewport()
        else:
            area = parent
        seen = QRect(area.mapTo(top, area.rect().topLeft()), area.size())
        if not seen.contains(rect):
            return f"{type(parent).__name__} {parent.objectName()} {seen} {rect}"
        parent = parent.parentWidget()
    return "" if top.rect().contains(rect) else "the window"


def cut_widgets(top: QWidget) -> list[str]:
    """Each label or button whose text does not fit, with why."""
    out: list[str] = []
    for lab in top.findChildren(QLabel):
        if not _shown(lab, top) or not lab.text():
            continue
        name = lab.objectName() or lab.text()[:40]
        if lab.text().endswith("…") and lab.toolTip() == "":
            out.append(f"label {name!r}: elided")
        if lab.wordWrap():
            if lab.heightForWidth(lab.width()) > lab.height() + 2:
                out.append(f"label {name!r}: wraps to more lines than it has room for")
        elif lab.sizeHint().width() > lab.width() + 1:
            out.append(f"label {name!r}: {lab.sizeHint().width()} px of text in {lab.width()}")
        clip = _clipped(lab, top)
        if clip:
            out.append(f"label {name!r}: partly hidden by {clip}")
    for b in top.findChildren(QPushButton):
        if not _shown(b, top) or not b.text():
            continue
        need = max(b.sizeHint().width(), b.fontMetrics().horizontalAdvance(b.text()))
        if need > b.width() + 1:
            out.append(f"button {b.objectName() or b.text()!r}: {need} px of text in {b.width()}")
        clip = _clipped(b, top)
        if clip:
            out.append(f"button {b.objectName() or b.text()!r}: partly hidden by {clip}")
    return out
