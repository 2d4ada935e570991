"""Help ▸ Learn to play, clicked through in the shell for each game: started from the
Help menu, every step gone through with the coach's buttons (and the board where the
step asks for a move), left and resumed at the same step, a wrong action refused
gently, and the offer made at a game's first start only once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QGraphicsPolygonItem, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.ui.dice_widget import DieFace
from pocket_tactics_app.ui.furrow.dialogs import CommitDialog, EncounterDialog
from pocket_tactics_app.ui.furrow.window import FurrowWindow
from pocket_tactics_app.ui.learn.overlay import Coach
from pocket_tactics_app.ui.learn.progress import load_progress
from pocket_tactics_app.ui.learn.script import FURROW, POCKET
from pocket_tactics_app.ui.main_window import MainWindow
from pocket_tactics_app.ui.shell import Shell

from .helpers import click_hex

W = TypeVar("W", MainWindow, FurrowWindow)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own app folder: no guided game offered or started yet."""
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path / "home"))


@pytest.fixture
def shell(qtbot: QtBot) -> Iterator[Shell]:
    window = Shell(None, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    yield window
    if window.hosted is not None:
        window.hosted.shutdown()


def help_learn(shell: Shell, game_id: str) -> Coach:
    """Help ▸ Learn to play <game>, as the menu triggers it (opened, its entries named)."""
    shell.menu_help.popup(shell.mapToGlobal(shell.rect().center()))
    act = next(a for a in shell.menu_help.actions() if a.objectName() == f"learn-{game_id}")
    assert act.isEnabled() and act.isVisible()
    shell.menu_help.hide()
    act.trigger()
    coach = shell.lessons.coach
    assert coach is not None and coach.is_active()
    return coach


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def glows(coach: Coach) -> set[tuple[int, int]]:
    scene = coach.scene()
    found = set()
    for item in scene.items():
        if isinstance(item, QGraphicsPolygonItem) and item.data(0) == "coachGlow":
            found.add(scene.hex_at(item.pos()))
    return found


def hosted_window(shell: Shell, kind: type[W]) -> W:
    """The hosted game's window, of the kind the guided game runs in."""
    assert shell.hosted is not None
    window = shell.hosted.content()
    assert isinstance(window, kind)
    return window


def advance(qtbot: QtBot, coach: Coach, to: int) -> None:
    """Next, and Do it for me on the steps that ask for an action, up to step ``to``."""
    while coach.index < to:
        if not coach.done:
            qtbot.waitUntil(lambda: bool(coach.legal()), timeout=20000)
            click(qtbot, coach.panel.do_it)
            qtbot.waitUntil(lambda: coach.done, timeout=20000)
        click(qtbot, coach.panel.next)


def leave_and_resume(qtbot: QtBot, coach: Coach) -> tuple[Shell, Coach]:
    """Leave at the coach's step, then Learn to play again in a new window, as at the
    next start: it resumes at the same step."""
    index, game_id = coach.index, coach.script.game_id
    click(qtbot, coach.panel.leave)
    assert not coach.panel.isVisible() and glows(coach) == set()
    assert load_progress().steps[game_id] == index
    other = Shell(None, autosave=False)
    qtbot.addWidget(other)
    other.show()
    again = help_learn(other, game_id)
    assert again.index == index
    assert again.panel.text.text() == coach.script.steps[index].text
    return other, again


def step_of(kind: str) -> int:
    """The index of the Furrow step that asks for an action of ``kind``."""
    return next(i for i, s in enumerate(FURROW.steps) if s.expect and s.expect["kind"] == kind)


def choice(qtbot: QtBot, window: FurrowWindow, prefix: str, words: str) -> QPushButton:
    """The shown button of the choices whose name starts with ``prefix`` and whose text
    holds ``words`` (once it is shown: new widgets are shown by a posted event)."""
    def found() -> QPushButton | None:
        return next((b for b in window.choices_box.findChildren(QPushButton)
                     if b.isVisible() and b.objectName().startswith(prefix)
                     and words in b.text()), None)
    qtbot.waitUntil(lambda: found() is not None, timeout=20000)
    button = found()
    assert button is not None
    return button


def pocket_window(shell: Shell) -> MainWindow:
    return hosted_window(shell, MainWindow)


def furrow_window(shell: Shell) -> FurrowWindow:
    return hosted_window(shell, FurrowWindow)


def test_learn_to_play_pocket_starts_from_the_help_menu(shell: Shell) -> None:
    coach = help_learn(shell, "pocket-tactics")
    window = pocket_window(shell)
    named = [a.text() for a in shell.menu_help.actions() if a.objectName().startswith("learn-")]
    assert named == ["Learn to play Pocket Tactics", "Learn to play Furrow & Foundry"]
    assert coach.panel.isVisible()
    assert coach.panel.title.text() == f"Step 1 of {len(POCKET.steps)}"
    assert coach.panel.text.text() == POCKET.steps[0].text
    g = window.controller.game
    assert g.units["m1"].at == (1, 1) and g.units["c1"].at == (3, 1)
    assert glows(coach) == set(POCKET.steps[0].glow)


def test_learn_to_play_pocket_every_step_by_clicking(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    window = pocket_window(shell)
    p = coach.panel
    click(qtbot, p.next)
    assert coach.index == 1 and not p.next.isEnabled()
    # the move on the board: the soldier, then the glowing tile beside it
    click_hex(window, (1, 1))
    click_hex(window, (2, 1))
    qtbot.waitUntil(lambda: coach.done)
    qtbot.waitUntil(lambda: window.controller.game.units["c2"].at == (4, 2))
    for index in range(2, len(POCKET.steps)):
        click(qtbot, p.next)
        assert coach.index == index
        assert p.text.text() == POCKET.steps[index].text
        assert glows(coach) == set(POCKET.steps[index].glow)
        if not coach.done:
            click(qtbot, p.do_it)
            qtbot.waitUntil(lambda: coach.done)
    g = window.controller.game
    assert g.is_over() and g.winner == 0 and g.win_reason == "control"
    assert g.units["c1"].where == "captive"
    assert p.next.text() == "Finish"
    click(qtbot, p.next)
    assert not p.isVisible()
    assert "pocket-tactics" not in load_progress().steps


def attacker_die(window: MainWindow, colour: str, die: int) -> DieFace:
    """The face of the attacker's die ``die`` of ``colour`` in the assault panel."""
    for box in window.assault_panel.compares:
        if not box.isVisible():
            continue
        for row, refs in zip(box.rows, box.refs, strict=True):
            for face, ref in zip(row.faces(), refs, strict=False):
                if (ref.side, ref.colour, ref.die) == (0, colour, die):
                    return face
    raise AssertionError(f"no attacker {colour} die {die} on show")


def test_learn_to_play_pocket_dice_clicked_in_the_assault_panel(shell: Shell,
                                                                qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    window = pocket_window(shell)
    p = coach.panel
    advance(qtbot, coach, 3)  # moved and attacked: the dice are rolled
    # the bump: the first red die, clicked where the panel shows it
    face = attacker_die(window, "off", 0)
    qtbot.waitUntil(lambda: face.is_clickable(), timeout=5000)
    qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.done)
    g = window.controller.game
    assert g.pending is not None and g.pending.attacker.dice["off"][0] == 4
    click(qtbot, p.next)
    # the re-roll: the red 2
    face = attacker_die(window, "off", 1)
    qtbot.waitUntil(lambda: face.is_clickable(), timeout=5000)
    qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.done)
    assert window.controller.game.units["c1"].where == "captive"


def test_learn_to_play_pocket_wrong_action_is_refused_gently(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    window = pocket_window(shell)
    click(qtbot, coach.panel.next)
    click_hex(window, (1, 2))  # the other soldier, into the water: not this step's move
    click_hex(window, (2, 2))
    qtbot.waitUntil(lambda: coach.panel.note.text() != "")
    assert coach.panel.note.text().startswith("Not quite")
    qtbot.waitUntil(lambda: window.controller.game.units["m2"].at == (1, 2))
    assert not coach.done and coach.index == 1


def test_learn_to_play_pocket_leave_and_resume(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    advance(qtbot, coach, 3)  # moved and attacked: the bump is next
    # a new window, as at the next start: the guided game resumes at the bump
    other, again = leave_and_resume(qtbot, coach)
    g = pocket_window(other).controller.game
    assert g.pending is not None and g.units["m1"].at == (2, 1)
    click(qtbot, again.panel.do_it)
    qtbot.waitUntil(lambda: again.done)
    other.hosted.shutdown() if other.hosted is not None else None


def test_learn_to_play_pocket_back_rebuilds_the_step(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    window = pocket_window(shell)
    p = coach.panel
    click(qtbot, p.next)
    click(qtbot, p.do_it)
    qtbot.waitUntil(lambda: coach.done)
    assert window.controller.game.units["m1"].at == (2, 1)
    click(qtbot, p.back)
    assert coach.index == 0
    assert window.controller.game.units["m1"].at == (1, 1)


@pytest.mark.parametrize("game_id", ["pocket-tactics", "furrow"])
def test_learn_to_play_offered_at_first_start_once(shell: Shell, qtbot: QtBot,
                                                   game_id: str) -> None:
    shell.lessons.offer_enabled = True
    shell.host(game_id)
    qtbot.waitUntil(lambda: shell.lessons.offer_box is not None)
    box = shell.lessons.offer_box
    assert box is not None
    later = next(b for b in box.buttons() if b.objectName() == "learnOfferNo")
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    assert game_id in load_progress().offered
    assert shell.lessons.coach is None
    # the next start: the game is not offered again
    other = Shell(None, autosave=False)
    qtbot.addWidget(other)
    other.lessons.offer_enabled = True
    other.host(game_id)
    QApplication.processEvents()
    qtbot.wait(50)
    assert other.lessons.offer_box is None
    if other.hosted is not None:
        other.hosted.shutdown()


def test_learn_to_play_offer_accepted_starts_it(shell: Shell, qtbot: QtBot) -> None:
    shell.lessons.offer_enabled = True
    shell.host("furrow")
    qtbot.waitUntil(lambda: shell.lessons.offer_box is not None)
    box = shell.lessons.offer_box
    assert box is not None
    go = next(b for b in box.buttons() if b.objectName() == "learnOfferYes")
    qtbot.mouseClick(go, Qt.MouseButton.LeftButton)
    coach = shell.lessons.coach
    assert coach is not None and coach.is_active() and coach.index == 0


def test_learn_to_play_furrow_starts_from_the_help_menu(shell: Shell) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    assert coach.panel.title.text() == f"Step 1 of {len(FURROW.steps)}"
    assert window.controller.humans() == [0]
    assert not window.handoff.isVisible()
    assert glows(coach) == set(FURROW.steps[0].glow)


def test_learn_to_play_furrow_section_and_produce_clicked(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    advance(qtbot, coach, 3)
    assert coach.step.expect == {"kind": "section", "section": 1} and not coach.done
    section = next(b for b in window.choices_box.findChildren(QPushButton)
                   if b.isVisible() and b.text().startswith("I ·"))
    qtbot.mouseClick(section, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.done)
    click(qtbot, coach.panel.next)
    assert coach.step.expect == {"kind": "produce"} and glows(coach) == {(4, -3), (4, -2)}
    click_hex(window, (4, -3))
    click_hex(window, (4, -2))
    produce = window.choices_box.findChild(QPushButton, "choice_produce")
    assert produce is not None
    click(qtbot, produce)
    qtbot.waitUntil(lambda: coach.done)
    entry = next(e for e in window.controller.entries if e.action["kind"] == "produce")
    assert sorted(map(tuple, entry.action["hexes"])) == [(4, -3), (4, -2)]


def test_learn_to_play_furrow_wrong_section_is_taken_back(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    advance(qtbot, coach, 3)
    section = next(b for b in window.choices_box.findChildren(QPushButton)
                   if b.isVisible() and b.text().startswith("IV ·"))
    qtbot.mouseClick(section, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.panel.note.text().startswith("Not quite"))
    qtbot.waitUntil(lambda: not window.controller.entries)
    assert not coach.done and coach.index == 3


def test_learn_to_play_furrow_every_step_by_clicking(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    p = coach.panel
    for index in range(len(FURROW.steps)):
        assert coach.index == index
        assert p.text.text() == FURROW.steps[index].text
        if not coach.done:
            qtbot.waitUntil(lambda: bool(coach.legal()), timeout=20000)
            click(qtbot, p.do_it)
            qtbot.waitUntil(lambda: coach.done, timeout=20000)
        if index == len(FURROW.steps) - 1:
            assert p.next.text() == "Finish"
        click(qtbot, p.next)
        if coach.is_active() and coach.step.expect == {"kind": "commit"}:
            assert window.controller.game.phase() == "commit"
    assert not p.isVisible()
    assert "furrow" not in load_progress().steps


def test_learn_to_play_furrow_leave_and_resume(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    advance(qtbot, coach, step_of("commit"))
    assert coach.step.lesson == "furrow-combat"
    other, again = leave_and_resume(qtbot, coach)
    window = furrow_window(other)
    assert window.controller.humans() == [0]
    assert glows(again) == {(3, -3)}
    assert window.controller.game.phase() == "commit"
    other.hosted.shutdown() if other.hosted is not None else None


def test_learn_to_play_pocket_left_when_a_new_game_starts(shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "pocket-tactics")
    click(qtbot, coach.panel.next)
    shell.new_game_dialog()  # the lesson's game asks nothing before it goes
    dlg = shell.new_dialog
    assert dlg is not None
    qtbot.mouseClick(dlg.choices["pocket-tactics"], Qt.MouseButton.LeftButton)
    start = dlg.pages["pocket-tactics"].findChild(QPushButton, "startGame")
    assert start is not None
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    window = pocket_window(shell)
    assert window.controller.setup is not None  # the new game, not the lesson's
    assert not coach.is_active() and not coach.panel.isVisible()
    assert load_progress().steps["pocket-tactics"] == 1


def test_learn_to_play_furrow_move_waits_for_the_worker_carried(shell: Shell,
                                                                qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    advance(qtbot, coach, step_of("move_unit"))
    assert not coach.done and glows(coach) == {(3, -2), (3, -1)}
    g = window.controller.game
    # the mech moved without its worker: not what the step teaches, taken back
    click_hex(window, (3, -2))
    assert window.interaction.selected == "corvane.m1"
    click_hex(window, (3, -1))
    qtbot.waitUntil(lambda: "carry worker" in coach.panel.note.text(), timeout=5000)
    qtbot.waitUntil(lambda: window.controller.game.units["corvane.m1"].at == (3, -2),
                    timeout=5000)
    assert not coach.done and not coach.panel.next.isEnabled()
    # clicked again with the worker carried
    click_hex(window, (3, -2))
    box = next(b for b in window.choices_box.findChildren(QCheckBox)
               if b.objectName() == "carry_corvane.w1")
    assert box.text() == "carry worker w1"  # as the step's words name it
    qtbot.waitUntil(box.isVisible, timeout=2000)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    assert box.isChecked()
    click_hex(window, (3, -1))
    qtbot.waitUntil(lambda: coach.done, timeout=5000)
    g = window.controller.game
    assert g.units["corvane.m1"].at == (3, -1) and g.units["corvane.w1"].at == (3, -1)
    assert coach.panel.next.isEnabled()


def test_learn_to_play_furrow_trade_and_star_wait_for_their_action(shell: Shell,
                                                                   qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    advance(qtbot, coach, step_of("trade"))
    assert not coach.done and not coach.panel.next.isEnabled()
    click(qtbot, choice(qtbot, window, "choice_trade", "popularity"))
    qtbot.waitUntil(lambda: coach.done, timeout=5000)
    assert window.controller.game.players[0].popularity == 4
    advance(qtbot, coach, step_of("strengthen"))
    p = window.controller.game.players[0]
    assert not coach.done and p.power == 14 and "power" not in p.stars
    # cards instead of power: no star, so the step's nudge and the choice taken back
    click(qtbot, choice(qtbot, window, "choice_strengthen", "card"))
    qtbot.waitUntil(lambda: "brings your power to 16" in coach.panel.note.text(),
                    timeout=5000)
    qtbot.waitUntil(lambda: len(window.controller.entries) == 0, timeout=5000)
    assert not coach.done
    click(qtbot, choice(qtbot, window, "choice_strengthen", "power"))
    qtbot.waitUntil(lambda: coach.done, timeout=5000)
    p = window.controller.game.players[0]
    assert p.power == 16 and "power" in p.stars
    click(qtbot, coach.panel.next)
    assert coach.step.expect is None and coach.panel.next.text() == "Finish"


def test_learn_to_play_furrow_commit_and_encounter_clicked(shell: Shell,
                                                           qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    window = furrow_window(shell)
    advance(qtbot, coach, step_of("commit"))
    click(qtbot, choice(qtbot, window, "choice_commit", ""))
    dlg = window._dialog
    assert isinstance(dlg, CommitDialog)
    dlg.dial.setValue(dlg.dial.maximum())
    click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    qtbot.waitUntil(lambda: coach.done, timeout=20000)
    advance(qtbot, coach, step_of("encounter"))
    assert not coach.done
    click(qtbot, choice(qtbot, window, "choice_encounter", ""))
    enc = window._dialog
    assert isinstance(enc, EncounterDialog)
    click(qtbot, enc.buttons["A"])
    qtbot.waitUntil(lambda: coach.done, timeout=5000)


def test_learn_to_play_furrow_resumed_mid_lesson_has_the_earlier_steps_played(
        shell: Shell, qtbot: QtBot) -> None:
    coach = help_learn(shell, "furrow")
    advance(qtbot, coach, step_of("produce"))
    other, again = leave_and_resume(qtbot, coach)
    window = furrow_window(other)
    g = window.controller.game
    assert g.turn is not None and g.turn.section == 1  # section I chosen again
    assert not again.done
    click_hex(window, (4, -3))
    click_hex(window, (4, -2))
    produce = window.choices_box.findChild(QPushButton, "choice_produce")
    assert produce is not None
    click(qtbot, produce)
    qtbot.waitUntil(lambda: again.done, timeout=5000)
    other.hosted.shutdown() if other.hosted is not None else None
