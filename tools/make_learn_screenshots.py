"""Screenshots of the first screens of each guided game (Help ▸ Learn to play), in
English and Chinese, at 1280x800 and 1024x640, to look at what is cut.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/make_learn_screenshots.py --out /tmp/learn
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="learn-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qt_shots import pump, start  # noqa: E402

from pocket_tactics_app.ui import i18n  # noqa: E402
from pocket_tactics_app.ui.shell import Shell  # noqa: E402

SIZES = ((1280, 800), (1024, 640))
LANGUAGES = ("en", "zh_CN")
#: How many screens of each guided game: the first ones, Next or Do it for me between.
SCREENS = 3


def main() -> int:
    out, _seed, app = start(0)
    shots: list[Path] = []
    for language in LANGUAGES:
        i18n.install_translators(app, language)
        i18n.install_fonts(app, language)
        for w, h in SIZES:
            for game_id in ("pocket-tactics", "furrow"):
                shell = Shell(None, autosave=False)
                shell.resize(w, h)
                shell.show()
                shell.lessons.start(game_id)
                coach = shell.lessons.coach
                assert coach is not None
                coach.start(0)
                for n in range(SCREENS):
                    pump(400)
                    path = out / f"learn-{game_id}-{language}-{w}x{h}-{n + 1}.png"
                    shell.grab().save(str(path))
                    shots.append(path)
                    if coach.done:
                        coach.next()
                    else:
                        coach.do_it()
                        pump(600)
                        coach.next()
                shell.hosted.shutdown() if shell.hosted is not None else None
                shell.deleteLater()
                pump(50)
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
