"""Make the issue 17 screenshots in resources/screenshots/ from the real windows (offscreen).

    .venv/bin/python tools/make_hint_screenshots.py [--out resources/screenshots]

Not a test (pytest does not collect it). A seeded game against the computer (Easy), the
human's decisions made by an Easy player: Game ▸ Hint on the map at the human's third
turn (``hint-on-map.png``), the end dialog with the win chance graph
(``end-win-chance.png``), and the replay window with the review, its first move shown
(``replay-review.png``). Each at 1280x800.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="pt-shots-"))


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.ai.agents import make_agent  # noqa: E402
from pocket_tactics_app.ai.simulate import make_setup  # noqa: E402
from pocket_tactics_app.controller import COMPUTER, HUMAN  # noqa: E402
from pocket_tactics_app.engine.cards import default_catalog  # noqa: E402
from pocket_tactics_app.ui.end_dialog import EndGameDialog  # noqa: E402
from pocket_tactics_app.ui.replay_window import ReplayWindow  # noqa: E402
from tools.make_screenshots import open_main_window  # noqa: E402
from tools.qt_shots import composite, pump, start, wait  # noqa: E402


def main() -> int:
    out, seed, app = start(9)
    cat = default_catalog()
    c, w = open_main_window(cat)
    c.new_game(make_setup(cat, 50, seed, 0), (HUMAN, COMPUTER), "easy")
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
