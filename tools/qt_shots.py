"""What the screenshot tools share: their command line and styled application, letting Qt
run for a while, waiting for a condition, and a dialog drawn over its window. Each tool
sets QT_QPA_PLATFORM before importing this."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from pocket_tactics_app.app import apply_style


def start(seed: int) -> tuple[Path, int, QApplication]:
    """``--out`` (made if missing) and ``--seed`` (default ``seed``) from the command line,
    and the application with the app's style."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="resources/screenshots")
    ap.add_argument("--seed", type=int, default=seed)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    apply_style(app)
    return out, args.seed, app


def pump(ms: int = 50) -> None:
    """Run Qt's event loop for ``ms`` milliseconds (animations, posted events)."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def wait(cond: Callable[[], object], timeout: float = 60.0) -> None:
    """Pump until ``cond()`` is true; TimeoutError after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("waited too long")
        pump(10)


def composite(window: QWidget, dialog: QWidget) -> QPixmap:
    """The window with a dialog drawn over its centre, dimmed behind."""
    base = window.grab()
    top = dialog.grab()
    p = QPainter(base)
    p.setOpacity(0.45)
    p.fillRect(base.rect(), Qt.GlobalColor.black)
    p.setOpacity(1.0)
    p.drawPixmap(QPoint((base.width() - top.width()) // 2,
                        (base.height() - top.height()) // 2), top)
    p.end()
    return base
