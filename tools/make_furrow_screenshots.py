"""Make the Furrow & Foundry screenshots in resources/screenshots/ from the real window.

    .venv/bin/python tools/make_furrow_screenshots.py [--out resources/screenshots]
        [--size 1280x800] [--only mat-zh_CN]

Not a test (pytest does not collect it): a three-player game with a human seat and a
move in progress (the path to the hovered hex shown), the mat with a section's top
action offered in its slot, the rules reference, a hot-seat combat commit on its private
screen and its reveal, an encounter card, and the end screen of a short computer game;
and in Chinese the human seat's mat during its turn, Trade chosen (``furrow-mat-zh_CN.png``;
``--only mat-zh_CN`` makes just that one).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("POCKET_TACTICS_HOME", tempfile.mkdtemp(prefix="ff-shots-"))

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from pocket_tactics_app.app import apply_style  # noqa: E402
from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup  # noqa: E402
from pocket_tactics_app.ui.furrow.dialogs import RevealDialog  # noqa: E402
from pocket_tactics_app.ui.furrow.window import FurrowWindow  # noqa: E402
from tools.qt_shots import composite, pump, wait  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures"
FIXTURE = FIXTURES / "furrow_before_commit.json"
# an encounter whose option C the player cannot pay (shown disabled, with the reason)
ENCOUNTER = FIXTURES / "furrow_encounter_unaffordable.json"


def new_window(size: tuple[int, int]) -> FurrowWindow:
    w = FurrowWindow()
    w.controller.ai_delay_ms = 0
    w.resize(*size)
    w.show()
    return w


def open_choice(size: tuple[int, ...], fixture: Path, choice: str) -> FurrowWindow:
    """A window on a saved game at a human's hand-off: the hand-off passed and the
    choice button named ``choice`` clicked, its dialog open."""
    w = new_window((size[0], size[1]))
    w.load(fixture)
    pump(50)
    w.handoff.button.click()
    pump(50)
    next(b for b in w._buttons() if b.objectName() == choice).click()
    pump(100)
    return w


def shoot_mat(path: Path, size: tuple[int, ...], kind: str) -> None:
    """The human seat's mat at the start of its turn (Veldmark against Corvane, seed 7),
    the section whose top action is ``kind`` chosen: its choices offered in the slot."""
    w = new_window((size[0], size[1]))
    w.start(FurrowSetup(players=2, seed=7, factions=("veldmark", "corvane"), mats=(4, 2)),
            [HUMAN, "greedy"])
    wait(lambda: w.deciding() is not None)
    seat = w.deciding()
    assert seat is not None
    g = w.controller.game
    section = next(i for i in (1, 2, 3, 4) if g.top_kind(seat, i) == kind)
    w.mat.buttons[section].click()
    pump(100)
    w.grab().save(str(path))
    w.close()


def mat_in_chinese(app: QApplication, out: Path, size: tuple[int, ...]) -> None:
    """The human seat's mat during its turn in Simplified Chinese: its Trade section
    chosen, the two choices offered in the slot with their cost (the longest texts)."""
    from pocket_tactics_app.ui import i18n

    i18n.install_translators(app, "zh_CN")
    i18n.install_fonts(app, "zh_CN")  # as the app does (app.setup_language)
    apply_style(app)
    shoot_mat(out / "furrow-mat-zh_CN.png", size, "trade")
    i18n.install_translators(app, "en")
    apply_style(app)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="resources/screenshots")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--only", choices=["mat-zh_CN"], default=None)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in args.size.split("x"))
    assert len(size) == 2
    app = QApplication.instance() or QApplication(sys.argv)
    apply_style(app)
    if args.only == "mat-zh_CN":
        mat_in_chinese(app, out, size)
        return 0

    # 1. a move in progress: a unit chosen, its destinations glowing, a path shown
    w = new_window((size[0], size[1]))
    w.start(FurrowSetup(players=3, seed=7, factions=("veldmark", "corvane", "ember"),
                        mats=(4, 2, 5)), [HUMAN, "greedy", "greedy"])
    for _ in range(3):  # let each seat play a few turns first
        wait(lambda: w.deciding() is not None)
        g = w.controller.game
        seat = w.deciding()
        assert seat is not None
        legal = [e["section"] for e in w.controller.legal_for(seat) if e["kind"] == "section"]
        tops = {i: g.mat(seat).columns[i - 1].top for i in (1, 2, 3, 4)}
        choice = next((i for i in legal if tops[i] in ("produce", "strengthen")), legal[0])
        w.mat.buttons[choice].click()
        pump(30)
        while w.deciding() == seat and w.controller.game.to_move == seat:
            skip = [b for b in w._buttons() if b.objectName().startswith("choice_skip")
                    or b.objectName().startswith("choice_end_turn")]
            produce = [b for b in w._buttons() if b.objectName() == "choice_produce"]
            if produce and not produce[0].isEnabled():
                targets = [h for h, k in w.scene.highlights().items() if k == "place"]
                w._hex_clicked(*targets[0])
                pump(10)
                produce = [b for b in w._buttons() if b.objectName() == "choice_produce"]
            (produce if produce and produce[0].isEnabled() else skip)[0].click()
            pump(30)
    wait(lambda: w.deciding() is not None)
    seat = w.deciding()
    assert seat is not None
    g = w.controller.game
    move = next(i for i in (1, 2, 3, 4) if g.mat(seat).columns[i - 1].top == "move")
    w.mat.buttons[move].click()
    pump(50)
    sources = [h for h, k in w.scene.highlights().items() if k == "deploy"]
    w._hex_clicked(*sources[0])
    pump(50)
    targets = [h for h, k in w.scene.highlights().items() if k == "move"]
    far = max(targets, key=lambda h: abs(h[0]) + abs(h[1]))
    w._hex_hovered(*far)
    pump(100)
    w.grab().save(str(out / "furrow-move.png"))
    w.close()

    # the mat: a section chosen on it, its top action's choices offered in its slot with
    # their cost, the other slots' costs and what the seat lacks
    shoot_mat(out / "furrow-mat.png", size, "strengthen")

    # the rules reference (Help), opened at a rule
    w = new_window((size[0], size[1]))
    w.show_rules("S10.7")
    pump(50)
    assert w.rules is not None
    composite(w, w.rules).save(str(out / "furrow-rules.png"))
    w.close()

    # 2. a hot-seat combat: the sealed commit on its private screen
    w = open_choice(size, FIXTURE, "choice_commit")
    dlg = w._dialog
    assert dlg is not None
    composite(w, dlg).save(str(out / "furrow-commit.png"))
    ok = dlg.findChild(QPushButton, "commitOk")
    assert ok is not None
    ok.click()
    pump(50)
    assert w.handoff.isVisible()  # the next human's hand-off screen
    w.handoff.button.click()
    pump(50)
    next(b for b in w._buttons() if b.objectName() == "choice_commit").click()
    pump(50)
    dlg = w._dialog
    assert dlg is not None
    ok = dlg.findChild(QPushButton, "commitOk")
    assert ok is not None
    ok.click()
    pump(100)
    reveal = w._dialog
    assert isinstance(reveal, RevealDialog)
    composite(w, reveal).save(str(out / "furrow-reveal.png"))
    w.close()

    # an encounter: the card, its options (unaffordable ones disabled)
    w = open_choice(size, ENCOUNTER, "choice_encounter")
    assert w._dialog is not None
    composite(w, w._dialog).save(str(out / "furrow-encounter.png"))
    w.close()

    # 3. the end screen of a short computer game
    w = new_window((size[0], size[1]))
    w.start(FurrowSetup(players=4, seed=3, round_limit=6),
            ["greedy", "greedy", "random", "greedy"])

    def over() -> bool:
        d = w._dialog
        if isinstance(d, RevealDialog) and d.isVisible():
            d.accept()
        return w.controller.game.over

    wait(over, 120)
    pump(200)
    composite(w, w.end_dialog).save(str(out / "furrow-end.png"))
    w.close()
    mat_in_chinese(app, out, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
