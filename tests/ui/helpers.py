"""Helpers shared by the UI tests."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from pocket_tactics_app.core.hexgrid import Hex


def hover_tooltip(window: Any, h: Hex) -> str:
    """The tooltip a map (``window.view`` over ``window.scene``) shows when the pointer
    rests on hex ``h``: a real ToolTip event, as Qt sends it."""
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(window.scene.hex_center(h))
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos,
                                                 viewport.mapToGlobal(pos)))
    text = QToolTip.text() if QToolTip.isVisible() else ""
    QToolTip.hideText()
    return str(text)


def click_hex(window: Any, h: Hex) -> None:
    """A left click on the centre of hex ``h`` of the main window's map."""
    pos: QPoint = window.view.mapFromScene(window.scene.hex_center(h))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)
