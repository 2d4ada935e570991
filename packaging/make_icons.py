"""Renders resources/icons/pocket-tactics.svg to PNGs (16..512) with Qt, offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from pocket_tactics_app.resources import ICON_SIZES, icon_path  # noqa: E402


def main() -> int:
    app = QGuiApplication([])
    renderer = QSvgRenderer(str(icon_path()))
    if not renderer.isValid():
        print(f"bad SVG: {icon_path()}", file=sys.stderr)
        return 1
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = icon_path(size)
        if not image.save(str(out)):
            print(f"could not write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
