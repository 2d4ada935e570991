"""Screenshots of issue 13's play feel at 1280x800 (offscreen), into resources/screenshots:

    .venv/bin/python tools/make_play_feel_screenshots.py [--out resources/screenshots]

The assault panel in the middle of a re-roll decision (English and Chinese), the odds of
a hovered target next to the cursor, and a move into Water with its chance to survive.
Not a test; ``tests/ui/test_play_feel.py`` plays the same positions, which
``tests/ui/positions.py`` builds (``assault_position`` and ``water_position``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="pt-shots-"))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController  # noqa: E402
from pocket_tactics_app.engine.actions import Action  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.storage.settings import Settings  # noqa: E402
from tests.ui.positions import assault_position, water_position  # noqa: E402
from tools.qt_shots import pump  # noqa: E402


def make_window(lang: str = "en") -> Any:
    from pocket_tactics_app.app import apply_style
    from pocket_tactics_app.ui import i18n
    from pocket_tactics_app.ui.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translators(app, lang)
    i18n.install_fonts(app, lang)  # as the app does (app.setup_language)
    apply_style(app)
    c = GameController(default_catalog())
    c.autosave = False
    w = MainWindow(c, settings=Settings(confirm_actions=False))
    w.resize(1280, 800)
    w.show()
    pump(100)
    return w


def shoot_assault(out: Path, lang: str) -> None:
    w = make_window(lang)
    w.controller.start_position(assault_position(), (HUMAN, COMPUTER))
    w.controller.request(Action("attack", unit="m", target="s"))
    pump(1500)
    # pass the bump phase to reach the re-roll decision if it is asked
    while w.controller.game.pending is not None and w.controller.game.pending.phase == "bump":
        w.controller.request(Action("pass"))
        pump(1200)
    w.grab().save(str(out / f"13-assault-panel-{lang}.png"))
    w.close()


def hover(w: Any, h: tuple[int, int]) -> None:
    pos = w.view.mapFromScene(w.scene.hex_center(h))
    QTest.mouseMove(w.view.viewport(), pos)
    pump(200)
    w._on_hex_hovered(*h)  # the same point as the last window's: no move event then
    pump(200)


def shoot_odds(out: Path) -> None:
    w = make_window("en")
    g = assault_position()
    w.controller.start_position(g, (HUMAN, COMPUTER))
    w.click_hex((0, 0))
    hover(w, (1, 0))
    w.grab().save(str(out / "13-odds-at-cursor.png"))
    w.close()


def shoot_hazard(out: Path) -> None:
    w = make_window("en")
    w.controller.start_position(water_position(), (HUMAN, COMPUTER))
    w.click_hex((0, 0))
    hover(w, (1, 0))
    w.grab().save(str(out / "13-hazard-preview.png"))
    w.close()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="resources/screenshots")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication(sys.argv)
    jobs = {"assault": lambda: (shoot_assault(out, "en"), shoot_assault(out, "zh_CN")),
            "odds": lambda: shoot_odds(out), "hazard": lambda: shoot_hazard(out)}
    for name, job in jobs.items():
        if not args.only or args.only == name:
            job()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
