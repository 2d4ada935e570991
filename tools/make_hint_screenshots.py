"""Make the issue 17 screenshots in resources/screenshots/ from the real windows (offscreen).

    .venv/bin/python tools/make_hint_screenshots.py [--out resources/screenshots]

Not a test (pytest does not collect it). A seeded game against the computer (Easy), the
human's decisions made by an Easy player: Game ▸ Hint on the map at the human's third
turn (``hint-on-map.png``), the end dialog with the win chance graph
(``end-win-chance.png``), and the replay window with the review, its first move shown
(``replay-review.png``). Each at 1280x800.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="pt-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.ai.simulate import make_setup  # noqa: E402
from pocket_tactics_app.app import apply_style  # noqa: E402
from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.ui.end_dialog import EndGameDialog  # noqa: E402
from pocket_tactics_app.ui.main_window import MainWindow  # noqa: E402
from pocket_tactics_app.ui.replay_window import ReplayWindow  # noqa: E402
from tools.make_screenshots import composite, pump, wait  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="resources/screenshots")
    ap.add_argument("--seed", type=int, default=9)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    apply_style(app)
    cat = default_catalog()
    c = GameController(cat)
    c.ai_delay_ms = 0
    c.autosave = False
    w = MainWindow(c)
    w.settings = None
    w.act_anim.setChecked(False)
    w.resize(1280, 800)
    w.show()
    pump(200)
    c.new_game(make_setup(cat, 50, args.seed, 0), (HUMAN, COMPUTER), "easy")
    me = make_agent("easy", 5)

    def human_ready() -> bool:
        return c.game.is_over() or (c.human_to_decide() and not c.thinking)

    hinted = False
    while True:
        wait(human_ready, timeout=120)
        g = c.game
        if g.is_over():
            break
        if (not hinted and g.phase == "play" and g.pending is None and g.turn >= 5
                and any(a.kind == "attack" for a in g.legal_actions())):
            w.act_hint.trigger()
            wait(lambda: c.advisor.current_hint is not None, timeout=60)
            pump(300)
            w.grab().save(str(out / "hint-on-map.png"))
            hinted = True
        c.request(me.choose(g.clone(reseed=len(c.entries))))
        pump(5)
    pump(300)
    end = w._end_dialog
    assert isinstance(end, EndGameDialog)
    wait(lambda: bool(end.graph.values()), timeout=60)  # computed on a worker
    pump(100)
    composite(w, end).save(str(out / "end-win-chance.png"))
    end.close()

    replay = ReplayWindow.from_save(c.to_save(), cat)
    replay.resize(1280, 800)
    replay.show()
    pump(200)
    replay.wait_review(300000)
    wait(lambda: replay.mistakes is not None and bool(replay.graph.values()), timeout=30)
    pump(100)
    items = replay.review_items()
    if items:
        replay.review_list.setCurrentItem(items[0])
        replay._on_review_clicked(items[0])
    pump(300)
    replay.grab().save(str(out / "replay-review.png"))
    print("hinted:", hinted, "review:", len(items), "screenshots in", out)
    replay.close()
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
