"""Make the screenshots in resources/screenshots/ from the real window (offscreen).

    .venv/bin/python tools/make_screenshots.py [--out resources/screenshots]

Not a test (pytest does not collect it): it plays a seeded game against the
computer and grabs each screen: new game, tile drafting, play with highlights,
the assault panel with dice, and the end of the game.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="pt-shots-"))

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController  # noqa: E402
from pocket_tactics_app.core.hexgrid import Hex, hex_distance  # noqa: E402
from pocket_tactics_app.engine.cards import Catalog, default_catalog  # noqa: E402
from pocket_tactics_app.ui.main_window import MainWindow  # noqa: E402
from tools.qt_shots import composite, pump, start, wait  # noqa: E402


def hex_point(w: MainWindow, h: Hex) -> QPoint:
    return w.view.mapFromScene(w.scene.hex_center(h))


def open_main_window(cat: Catalog) -> tuple[GameController, MainWindow]:
    """The main window at 1280x800 on a fresh controller: no autosave, no settings, no
    animations, no delay before the computer's actions."""
    c = GameController(cat)
    c.ai_delay_ms = 0
    c.autosave = False
    w = MainWindow(c)
    w.settings = None
    w.act_anim.setChecked(False)
    w.resize(1280, 800)
    w.show()
    pump(200)
    return c, w


def main() -> int:
    out, seed, app = start(7)
    from pocket_tactics_app.ui import i18n

    i18n.install_fonts(app, "en")  # as the app does: the bundled CJK font a fallback
    cat = default_catalog()
    c, w = open_main_window(cat)

    # 1. New game dialog
    w.files.new_game_dialog()
    dlg = w.files.new_dialog
    pump(200)
    dlg.seed.setText(str(seed))
    composite(w, dlg).save(str(out / "01-new-game.png"))
    dlg._start()
    pump(100)

    def human_ready() -> bool:
        return c.game.is_over() or (c.human_to_decide() and not c.thinking)

    # 2. Tile drafting: a few tiles in, on the human's turn.
    while True:
        wait(human_ready)
        g = c.game
        if g.phase == "tiles" and len(g.tiles) >= 6:
            break
        # A compact map: each of our tiles goes as close to the centre as it can.
        c.request(min(c.legal_actions(), key=lambda a: (hex_distance(a.at, (0, 0)), a.at)))
    pump(150)
    slots = sorted(h for h, k in w.scene.highlights().items() if k == "place")
    QTest.mouseMove(w.view.viewport(), hex_point(w, slots[0]))
    pump(150)
    w.grab().save(str(out / "02-tile-drafting.png"))

    # 3. Play: advance to a turn where a unit of ours can attack or move.
    shots = {"play": False, "assault": False}
    for _ in range(600):
        wait(human_ready)
        g = c.game
        if g.is_over():
            break
        legal = c.legal_actions()
        if g.pending is not None:
            choice = [a for a in legal if a.kind in ("bump", "reroll")]
            if choice and not shots["assault"]:
                w.assault_dock.raise_()
                pump(200)
                w.grab().save(str(out / "04-assault.png"))
                shots["assault"] = True
            c.request(choice[0] if choice else legal[-1])
            continue
        if g.phase != "play":
            c.request(legal[0])
            continue
        attacks = [a for a in legal if a.kind == "attack"]
        movers = {a.unit for a in legal if a.kind == "move"}
        good = [a for a in attacks if a.unit in movers]
        if good and not shots["play"]:
            a = good[0]
            w.click_hex(g.units[a.unit].at)  # type: ignore[arg-type]
            pump(100)
            QTest.mouseMove(w.view.viewport(), hex_point(w, g.units[a.target].at))  # type: ignore[arg-type]
            pump(250)
            w.grab().save(str(out / "03-play-highlights.png"))
            shots["play"] = True
            w.click_hex(g.units[a.target].at)  # type: ignore[arg-type]
            continue
        if attacks:
            c.request(attacks[0])
            continue
        enemy = [u.at for u in g.on_map(1) if u.at is not None]
        moves = [a for a in legal if a.kind == "move"]
        if moves and enemy:
            c.request(min(moves, key=lambda m: min(hex_distance(m.path[-1], e) for e in enemy)))
        else:
            c.request(legal[0])
        if shots["play"] and shots["assault"]:
            break

    # 5. End of game: let the computer finish the game for both sides.
    c.set_paused(True)
    c.wait_idle()
    c.players = (HUMAN, COMPUTER)
    c.agents[0] = c.agent_factory("easy", 99)
    c.players = (COMPUTER, COMPUTER)
    c.set_paused(False)
    wait(lambda: c.game.is_over(), timeout=300)
    c.players = (HUMAN, COMPUTER)
    pump(300)
    w.refresh()
    end = w._end_dialog
    assert end is not None
    end.close()
    w._on_game_over(c.result())
    pump(300)
    composite(w, w._end_dialog).save(str(out / "05-end-of-game.png"))
    print("screenshots in", out)
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
