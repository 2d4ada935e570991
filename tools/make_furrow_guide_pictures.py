"""Draw the pictures of the Furrow & Foundry rules guide with the app's own widgets: the
map (the board at the start of a game, every hex with its label) and a player's mat, in
each interface language, written to resources/furrow/guide/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/make_furrow_guide_pictures.py

Run it again when the board or the mat is drawn differently.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from pocket_tactics_app.app import apply_style  # noqa: E402
from pocket_tactics_app.furrow.engine.game import new_game  # noqa: E402
from pocket_tactics_app.ui import i18n  # noqa: E402
from pocket_tactics_app.ui.furrow.board import FurrowScene, FurrowView  # noqa: E402
from pocket_tactics_app.ui.furrow.panels import MatPanel  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "resources" / "furrow" / "guide"
LANGUAGES = ("en", "zh_CN", "zh_TW")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    apply_style(app)
    OUT.mkdir(parents=True, exist_ok=True)
    game = new_game(factions=["veldmark", "corvane", "hollin", "saltreach", "ember"],
                    mats=[1, 2, 3, 4, 5], seed=1)
    for lang in LANGUAGES:
        i18n.install_translators(app, lang)
        scene = FurrowScene()  # the terrains' names are drawn when the scene is built
        scene.set_game(game)
        view = FurrowView(scene)
        view.resize(560, 520)
        view.show()
        view.fit()
        app.processEvents()
        view.grab().save(str(OUT / f"map.{lang}.png"))
        print(OUT / f"map.{lang}.png")
        view.close()
        mat = MatPanel()
        mat.resize(560, 10)
        mat.show_seat(game, 0, False, [])
        mat.resize(560, mat.heightForWidth(560) if mat.hasHeightForWidth()
                   else mat.sizeHint().height())
        mat.show()
        app.processEvents()
        path = OUT / f"mat.{lang}.png"
        mat.grab().save(str(path))
        print(path)
        mat.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
