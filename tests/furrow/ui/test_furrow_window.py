"""The Furrow & Foundry window driven through its real widgets: a hot-seat game
of two humans, the hand-off screen that hides the other seat's hand, a computer seat's
turn, and a whole short computer-vs-computer game to the end screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowSetup
from pocket_tactics_app.furrow.engine.game import Game
from pocket_tactics_app.ui.furrow.dialogs import (
    ChoiceDialog,
    CommitDialog,
    EncounterDialog,
)
from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.window import FurrowWindow
from tests.ui.helpers import hover_tooltip

from .helpers import click, click_hex, step

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


@pytest.fixture
def window(furrow_window: FurrowWindow) -> FurrowWindow:
    return furrow_window


def test_hot_seat_two_humans_a_few_actions(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    assert w.handoff.isVisible()  # two humans: nobody's hand before the hand-off
    first = w.deciding()
    click(qtbot, w.handoff.button)
    assert not w.handoff.isVisible() and w.private_seat() == first
    assert "Hand: " in w.mat.header.text()
    for _ in range(40):
        step(qtbot, w)
        if w.deciding() != first:
            break
    assert w.controller.entries and w.deciding() != first
    # the next human's hand-off screen covers the board, the mat shows no hand values
    assert w.handoff.isVisible()
    assert w.handoff.geometry().contains(w.view.geometry().center())
    assert w.private_seat() is None
    assert not w.undo_action.isEnabled()  # nobody takes back another seat's decision
    assert first is not None
    hand = w.controller.game.players[first].hand
    header = w.mat.header.text()
    assert re.search(r"Hand: \d+ cards?\b", header)
    if hand:
        assert "Hand: " + ", ".join(str(v) for v in sorted(hand, reverse=True)) not in header
    click(qtbot, w.handoff.button)
    n = len(w.controller.entries)
    for _ in range(6):
        step(qtbot, w)
    assert len(w.controller.entries) > n


def test_undo_through_the_menu(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, "random"])
    qtbot.waitUntil(lambda: w.deciding() == 0 or w.controller.game.to_move == 0,
                    timeout=20000)
    qtbot.waitUntil(lambda: w.deciding() is not None, timeout=20000)
    assert not w.handoff.isVisible()  # one human: no hand-off
    sections = [b for b in w.mat.buttons.values() if b.isEnabled()]
    if sections:
        click(qtbot, sections[0])
        assert w.undo_action.isEnabled()
        w.undo_action.trigger()
        assert w.controller.game.turn is None


def test_a_computer_seat_plays_its_turn(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=9), [HUMAN, "greedy"])
    for _ in range(60):
        qtbot.waitUntil(lambda: w.deciding() is not None or w.controller.game.over
                        or w._dialog is not None, timeout=20000)
        if any(e.by_ai for e in w.controller.entries) and w.deciding() is not None:
            break
        step(qtbot, w)
    assert any(e.by_ai for e in w.controller.entries)
    assert w.log.count() > 0
    tip = hover_tooltip(w, (0, 0))
    assert "Foundry" in tip


def test_computer_game_reaches_the_end_screen(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=2, round_limit=4), ["greedy", "random"])

    def done() -> bool:
        dlg = w._dialog
        if isinstance(dlg, RevealPanel) and dlg.isVisible():
            dlg.accept()
        return w.controller.game.over

    qtbot.waitUntil(done, timeout=60000)
    qtbot.waitUntil(lambda: w.end_dialog.isVisible(), timeout=5000)
    assert isinstance(w.end_dialog, QDialog)
    labels = [lab.text() for lab in w.end_dialog.findChildren(QLabel)]
    assert "wins" in labels[0]
    assert any(" × " in t and " = " in t for t in labels)  # points per star, hex, pair


def test_game_new_game_offers_both_games(qtbot: QtBot) -> None:
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.furrow.new_game import FurrowNewGameDialog
    from pocket_tactics_app.ui.games.furrow import FurrowHosted
    from pocket_tactics_app.ui.shell import Shell

    main = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(main)
    main.show()
    main.act_new.trigger()
    dlg = main.new_dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.mouseClick(dlg.choices["furrow"], Qt.MouseButton.LeftButton)
    assert dlg.isVisible()
    furrow = dlg.pages["furrow"]
    assert isinstance(furrow, FurrowNewGameDialog) and furrow.isVisible()
    furrow.count.setValue(3)
    furrow.kinds[0].setCurrentIndex(furrow.kinds[0].findData(HUMAN))
    furrow.kinds[1].setCurrentIndex(furrow.kinds[1].findData("easy"))
    furrow.kinds[2].setCurrentIndex(furrow.kinds[2].findData("easy"))
    furrow.seed.setText("12")
    furrow.limit.setValue(5)
    furrow.factions[0].setCurrentIndex(2)  # a faction chosen, the others drawn: refused
    start = furrow.findChild(QPushButton, "furrowStart")
    assert not start.isEnabled() and "faction" in furrow.problem.text()
    furrow.factions[0].setCurrentIndex(0)
    assert start.isEnabled()
    click(qtbot, start)
    hosted = main.hosted
    assert isinstance(hosted, FurrowHosted)
    win = hosted.window
    assert isinstance(win, FurrowWindow)
    g = win.controller.game
    assert g.n == 3 and g.round_limit == 5 and win.controller.seats[0] == HUMAN
    hosted.shutdown()


FIXTURE = FIXTURES / "furrow_before_commit.json"


def labels_text(w: FurrowWindow) -> str:
    return "\n".join(lab.text() for lab in w.findChildren(QLabel) if lab.isVisible())


def test_hot_seat_combat_keeps_each_commit_private(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.load(FIXTURE)  # three humans, a combat of seats 0 and 2 awaiting both commits
    g = w.controller.game
    assert g.phase() == "commit" and g.deciders() == [0, 2]
    assert w.handoff.isVisible() and w.handoff.seat == 0
    click(qtbot, w.handoff.button)
    commit = next(b for b in w._buttons() if b.objectName() == "choice_commit")
    click(qtbot, commit)
    dlg = w._dialog
    assert isinstance(dlg, CommitDialog) and dlg.seat == 0
    dlg.dial.setValue(5)
    dlg.cards[0].setChecked(True)
    assert "Your total: 10" in dlg.total.text()
    click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    # sealed: the screen hands off to seat 2 and shows nothing of seat 0's commit
    assert w.handoff.isVisible() and w.handoff.seat == 2
    assert "Your total" not in labels_text(w) and w.private_seat() is None
    assert "0" not in w.controller.view(2).position["turn"]["commits"]
    click(qtbot, w.handoff.button)
    hand2 = sorted(g.players[2].hand, reverse=True)
    assert "Hand: " + ", ".join(map(str, hand2)) in w.mat.header.text()
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_commit"))
    dlg2 = w._dialog
    assert isinstance(dlg2, CommitDialog) and dlg2.seat == 2 and dlg2 is not dlg
    assert [cb.text() for cb in dlg2.cards] == [str(v) for v in hand2]
    # seat 2's dialog starts from its own dial (its maximum, 7) with no card: nothing of
    # seat 0's 5 and a card carries over
    assert dlg2.dial.value() == dlg2.dial.maximum() == 7
    assert not any(cb.isChecked() for cb in dlg2.cards)
    assert "Your total: 7" in dlg2.total.text()
    click(qtbot, dlg2.findChild(QPushButton, "commitOk"))
    reveal = w._dialog
    assert isinstance(reveal, RevealPanel) and reveal.isVisible()
    assert w.controller.paused  # held until seen
    assert "wins the combat" in reveal.findChild(QLabel, "revealText").text()
    assert not w.controller.can_undo()  # S17.4: no undo past a reveal
    click(qtbot, reveal.findChild(QPushButton, "revealOk"))
    assert not w.controller.paused


def test_a_move_on_the_board(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=4, factions=("veldmark", "ember"), mats=(1, 2)),
            [HUMAN, HUMAN])
    click(qtbot, w.handoff.button)
    g = w.controller.game
    seat = w.deciding()
    assert seat is not None
    move_section = next(i for i in (1, 2, 3, 4) if g.mat(seat).columns[i - 1].top == "move")
    click(qtbot, w.mat.buttons[move_section])
    sources = [h for h, k in w.scene.highlights().items() if k == "deploy"]
    assert sources
    click_hex(qtbot, w, sources[0])
    targets = [h for h, k in w.scene.highlights().items() if k == "move"]
    assert targets and w.interaction.selected is not None
    qtbot.keyClick(w, Qt.Key.Key_Escape)  # Esc forgets the unit
    assert w.interaction.selected is None and "move" not in w.scene.highlights().values()
    click_hex(qtbot, w, sources[0])
    assert w.interaction.selected is not None
    n = len(w.controller.entries)
    click_hex(qtbot, w, targets[0])
    assert len(w.controller.entries) == n + 1
    assert w.controller.entries[-1].action["kind"] == "move_unit"


def test_autosave_and_resume_from_the_new_game_dialog(qtbot: QtBot,
                                                      window: FurrowWindow) -> None:
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.furrow.new_game import FurrowNewGameDialog
    from pocket_tactics_app.ui.games.furrow import FurrowHosted
    from pocket_tactics_app.ui.shell import Shell

    w = window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    for _ in range(8):
        step(qtbot, w)
    played = [e.action for e in w.controller.entries]
    assert played
    w.close()
    main = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(main)
    main.new_game_dialog()
    assert main.new_dialog is not None
    qtbot.mouseClick(main.new_dialog.choices["furrow"], Qt.MouseButton.LeftButton)
    dlg = main.new_dialog.pages["furrow"]
    assert isinstance(dlg, FurrowNewGameDialog)
    click(qtbot, dlg.findChild(QPushButton, "furrowResume"))
    hosted = main.hosted
    assert isinstance(hosted, FurrowHosted)
    assert [e.action for e in hosted.window.controller.entries] == played
    hosted.shutdown()


def test_screenshot_command_for_the_second_game(qtbot: QtBot, tmp_path: Path) -> None:
    from pocket_tactics_app.app import main as app_main

    out = tmp_path / "furrow.png"
    assert app_main(["--game", "furrow", "--players", "3", "--screenshot", str(out),
                     "--autoplay", "12", "--seed", "5"]) == 0
    assert out.stat().st_size > 10_000


def test_an_encounter_offers_its_legal_options_and_their_choices(qtbot: QtBot,
                                                                  window: FurrowWindow) -> None:
    w = window
    w.load(FIXTURES / "furrow_before_encounter.json")
    assert w.controller.game.phase() == "encounter"
    click(qtbot, w.handoff.button)
    click(qtbot, next(b for b in w._buttons() if b.objectName() == "choice_encounter"))
    dlg = w._dialog
    assert isinstance(dlg, EncounterDialog)
    assert set(dlg.buttons) == {"A", "B", "C"}
    click(qtbot, dlg.buttons["B"])  # an upgrade: which cube, which slot
    cube = dlg.findChild(QComboBox, "encounterChoice_B_cube")
    assert cube is not None
    cube.setCurrentIndex(cube.findData("move_units"))
    n = len(w.controller.entries)
    click(qtbot, dlg.findChild(QPushButton, "encounterOk"))
    assert len(w.controller.entries) == n + 1
    action = w.controller.entries[-1].action
    assert action["options"] == ["B"] and action["choices"]["B"]["cube"] == "move_units"
    assert "move_units" in w.controller.game.players[w.controller.entries[-1].seat].cubes_removed


def test_human_against_the_computer_to_the_end_screen(qtbot: QtBot,
                                                      window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=6, round_limit=3), [HUMAN, "greedy"])
    for _ in range(200):
        qtbot.waitUntil(lambda: w.controller.game.over or w.deciding() is not None
                        or (w._dialog is not None and w._dialog.isVisible()), timeout=20000)
        if w.controller.game.over:
            break
        step(qtbot, w)
    assert w.controller.game.over
    qtbot.waitUntil(lambda: w.end_dialog.isVisible(), timeout=5000)
    assert any(e.by_ai for e in w.controller.entries)
    assert any(not e.by_ai for e in w.controller.entries)


def test_save_mid_turn_reopen_and_continue(qtbot: QtBot, window: FurrowWindow,
                                           tmp_path: Path) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    for _ in range(5):
        step(qtbot, w)
    assert w.controller.game.turn is not None and w.controller.entries  # inside a turn
    path = w.controller.save_to(tmp_path / "mid.furrow.json")
    other = FurrowWindow()
    qtbot.addWidget(other)
    other.controller.ai_delay_ms = 0
    other.show()
    other.load(path)
    assert [e.action for e in other.controller.entries] == [
        e.action for e in w.controller.entries]
    assert other.handoff.isVisible()  # two humans: the screen is handed over again
    n = len(other.controller.entries)
    for _ in range(6):
        step(qtbot, other)
    assert len(other.controller.entries) > n
    other.close()


def test_the_window_answers_while_a_computer_thinks(qtbot: QtBot, window: FurrowWindow,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from pocket_tactics_app.controller import furrow_controller as fc

    real = fc.make_agent  # type: ignore[attr-defined]
    thinks: list[tuple[float, float]] = []

    def slow(level: str, seed: int = 0, **kw: object) -> object:
        agent = real(level, seed, **kw)

        def call(game: object, seat: int) -> object:
            t0 = time.monotonic()
            time.sleep(1.0)
            thinks.append((t0, time.monotonic()))
            return agent(game, seat)
        return call

    monkeypatch.setattr(fc, "make_agent", slow)
    w = window
    w.start(FurrowSetup(players=2, seed=4), ["greedy", "greedy"])
    qtbot.waitUntil(lambda: w.controller.thinking, timeout=5000)
    ticks = []
    t0 = time.monotonic()
    while w.controller.thinking and len(thinks) < 2 and time.monotonic() - t0 < 10:
        qtbot.wait(50)
        ticks.append(time.monotonic())
    # A search on the GUI thread would hold the event loop for its whole think, so no tick
    # could fall inside one. Every think that ended while the loop was timed must hold a
    # tick: that tells the two apart on a busy machine too, where a bound on the gap
    # between ticks would time the machine instead (it failed beside four simulations).
    seen = [(a, b) for a, b in thinks if b <= ticks[-1]]
    assert seen
    for a, b in seen:
        assert any(a < t < b for t in ticks), f"no event-loop tick during a think {b - a:.2f} s"


def test_card_words_match_the_cards(qapp: object) -> None:
    from pocket_tactics_app.furrow.engine.content import default_content
    from pocket_tactics_app.ui.furrow.card_words import cards

    c = default_content()
    english = {**{o.id: (o.name, o.flavour) for o in c.objectives.values()},
               **{e.id: (e.title, e.flavour) for e in c.encounters.values()},
               **{f.id: (f.name, f.flavour) for f in c.foundry.values()}}
    assert cards() == english, "run tools/make_furrow_card_words.py"


def test_open_in_the_shell_opens_a_furrow_save_in_its_game(qtbot: QtBot) -> None:
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.games.furrow import FurrowHosted
    from pocket_tactics_app.ui.shell import Shell

    main = Shell(Settings(confirm_actions=False))
    qtbot.addWidget(main)
    main.host("pocket-tactics")
    assert main.open_file(FIXTURES / "furrow_before_commit.json")
    hosted = main.hosted
    assert isinstance(hosted, FurrowHosted)
    assert hosted.window.controller.game.phase() == "commit"
    hosted.shutdown()


def test_replay_steps_through_the_game(qtbot: QtBot, window: FurrowWindow) -> None:
    from pocket_tactics_app.ui.furrow.replay import FurrowReplay

    w = window
    w.start(FurrowSetup(players=2, seed=4), [HUMAN, HUMAN])
    for _ in range(8):
        step(qtbot, w)
    w.open_replay()
    r = w.replay
    assert isinstance(r, FurrowReplay)
    n = len(w.controller.entries)
    assert r.slider.maximum() == n and r.slider.value() == n and r.log.count() == n
    click(qtbot, r.back)
    assert r.slider.value() == n - 1
    r.slider.setValue(0)
    assert not r.back.isEnabled()
    start = w.controller.history()[0]
    assert r.scene.tooltips == scene_tooltips(start)
    r.close()


def scene_tooltips(game: object) -> dict[tuple[int, int], str]:
    from pocket_tactics_app.ui.furrow.board import FurrowScene

    s = FurrowScene()
    s.set_game(game)  # type: ignore[arg-type]
    return s.tooltips


def test_a_new_game_from_the_furrow_window(qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.start(FurrowSetup(players=2, seed=2, round_limit=1), ["random", "random"])
    qtbot.waitUntil(lambda: w.controller.game.over, timeout=20000)
    w.new_game_dialog()
    dlg = w.new_dialog
    assert dlg is not None and dlg.isVisible()
    dlg.count.setValue(4)  # type: ignore[attr-defined]
    for k in dlg.kinds:  # type: ignore[attr-defined]
        k.setCurrentIndex(k.findData("random"))
    click(qtbot, dlg.findChild(QPushButton, "furrowStart"))
    assert w.controller.game.n == 4 and not w.controller.game.over


def test_two_humans_and_a_computer_no_hand_on_show_during_the_computer_turn(
        qtbot: QtBot, window: FurrowWindow) -> None:
    w = window
    w.controller.ai_delay_ms = 400
    w.start(FurrowSetup(players=3, seed=5), [HUMAN, HUMAN, "random"])
    for _ in range(80):
        qtbot.waitUntil(lambda: w.deciding() is not None or w.controller.thinking
                        or w.controller._timer.isActive(), timeout=20000)
        if w.deciding() is None:
            break
        step(qtbot, w)
    assert w.deciding() is None  # the computer's turn
    assert w.private_seat() is None and re.search(r"Hand: \d+ cards?\b", w.mat.header.text())


def test_choosing_what_to_pay(qtbot: QtBot) -> None:
    from pocket_tactics_app.furrow.ai.agents import GreedyAgent
    from pocket_tactics_app.furrow.engine.content import COLUMNS
    from pocket_tactics_app.furrow.engine.game import new_game
    from pocket_tactics_app.ui.furrow.dialogs import ChoiceDialog

    g = new_game(players=2, seed=11)
    agents = [GreedyAgent(1), GreedyAgent(2)]
    entry = None
    for _ in range(400):
        entry = next((e for e in g.legal() if e["kind"] in COLUMNS and e.get("pay")
                      and "requisition" not in e), None)
        if entry is not None and ChoiceDialog._pay_need(g, entry) > 0:
            break
        seat = g.deciders()[0]
        g.apply(agents[seat](g, seat))
    assert entry is not None
    dlg = ChoiceDialog(g, entry, "pay")
    qtbot.addWidget(dlg)
    assert dlg.pay_box is not None and dlg.ok.isEnabled()
    dlg.pay_box.setChecked(True)
    assert not dlg.ok.isEnabled()  # nothing chosen yet
    left = dlg.pay_need
    for _item, spin in reversed(dlg.pay_spins):  # the last hexes first, not the usual order
        take = min(left, spin.maximum())
        spin.setValue(take)
        left -= take
    assert left == 0 and dlg.ok.isEnabled()
    action = dlg.action()
    assert sum(p["n"] for p in action["pay"]) == dlg.pay_need
    g.clone().apply(action)  # the engine takes it


def test_cargo_taken_up_on_the_way(qtbot: QtBot, window: FurrowWindow) -> None:
    from pocket_tactics_app.ui.furrow.dialogs import StopsDialog

    w = window
    w.load(FIXTURES / "furrow_before_stops.json")
    click(qtbot, w.handoff.button)
    g = w.controller.game
    seat = w.deciding()
    assert seat is not None
    moves = [e for e in w.controller.legal_for(seat) if e["kind"] == "move_unit"]

    def first_path(e: dict[str, object]) -> bool:  # the path the window takes to its end
        same = [x for x in moves if x["unit"] == e["unit"] and x["path"][-1] == e["path"][-1]]
        return min(same, key=lambda x: len(x["path"])) is e

    e = next(e for e in moves if len(e["path"]) == 2 and first_path(e) and any(
        d["hex"] == e["path"][0] and d.get("resources") for d in e["cargo"]))
    unit = g.units[e["unit"]]
    assert unit.kind == "character" and unit.at is not None
    click_hex(qtbot, w, unit.at)
    assert w.interaction.selected == e["unit"]
    end = (e["path"][1][0], e["path"][1][1])
    click_hex(qtbot, w, end)  # two steps, by a hex where resources lie
    dlg = w._dialog
    assert isinstance(dlg, StopsDialog) and dlg.take_res
    kind, spin = next(iter(dlg.take_res.items()))
    spin.setValue(spin.maximum())
    before = g.resources.get(end, {}).get(kind, 0)
    click(qtbot, dlg.findChild(QPushButton, "stopsOk"))
    action = w.controller.entries[-1].action
    assert action["path"] == e["path"]
    assert action["stops"] == [{"step": 1, "take": {"resources": {kind: spin.maximum()}}}]
    assert w.controller.game.resources[end][kind] == before + spin.maximum()


def test_a_computer_move_walks_across_the_board(qtbot: QtBot, window: FurrowWindow) -> None:
    from pocket_tactics_app.ui.furrow.icons import FIGURES
    from pocket_tactics_app.ui.furrow.pieces import PieceItem

    w = window

    def ghosts() -> list[PieceItem]:
        return [i for i in w.scene.items() if isinstance(i, PieceItem) and i.zValue() == 20]

    w.start(FurrowSetup(players=2, seed=3), ["greedy", "greedy"])
    qtbot.waitUntil(lambda: bool(ghosts()), timeout=30000)
    assert all(g.piece.icon in FIGURES for g in ghosts())  # the unit's figure on its way
    w.controller.set_paused(True)
    qtbot.waitUntil(lambda: not ghosts(), timeout=5000)


def _veldmark_deploy_dialog(qtbot: QtBot, resources: dict[tuple[int, int], dict[str, int]],
                            worker_at: tuple[int, int] | None = None) -> tuple[Game, ChoiceDialog]:
    """Veldmark on Pioneer at its bottom action II (Deploy for 4 metal) with ``resources``
    (and one more worker at ``worker_at``): the game and the choice dialog of its Deploy."""
    from pocket_tactics_app.furrow.engine.game import Turn, Unit, new_game

    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    v = next(p.seat for p in g.players if p.faction == "veldmark")
    if worker_at is not None:
        g.units["veldmark.w9"] = Unit("veldmark.w9", v, "worker", worker_at)
    g.resources.update(resources)
    g.to_move, g.turn = v, Turn(2, "bottom")
    entry = next(e for e in g.legal() if e["kind"] == "deploy")
    dlg = ChoiceDialog(g, entry, "Deploy")
    qtbot.addWidget(dlg)
    return g, dlg


def test_common_stores_pays_one_of_the_cost_in_the_pay_dialog(qtbot: QtBot) -> None:
    """Veldmark's Common Stores (content revision 2) in the choice dialog: short of one
    metal, the stand-in is ticked and cannot be unticked, the chosen payment counts one
    fewer, and the log says what paid for what."""
    from pocket_tactics_app.ui.furrow import words

    g, dlg = _veldmark_deploy_dialog(qtbot, {(1, -4): {"metal": 3, "oil": 2}})
    assert dlg.stores is not None and dlg.stores_type is not None
    assert dlg.stores.isChecked() and not dlg.stores.isEnabled()
    assert "Common Stores" in dlg.stores.text() and dlg.stores_type.currentData() == "oil"
    assert dlg.pay_box is not None
    dlg.pay_box.setChecked(True)
    dlg.pay_spins[0][1].setValue(3)
    assert dlg.ok.isEnabled() and dlg.pay_status.text() == "Chosen 3 of 3"
    action = dlg.action()
    assert action["stores"] == "oil" and action["pay"] == [{"at": [1, -4], "type": "metal",
                                                             "n": 3}]
    assert action["stores_at"] == [1, -4]  # the only hex holding oil
    events = g.apply(action)
    lines = [words.event_line(g, e) for e in events]
    where = words.hex_name(g, [1, -4])
    assert f"Veldmark Commune used Common Stores: 1 oil from {where} paid for 1 metal." \
        in lines


def test_common_stores_stand_in_hex_is_chosen_in_the_pay_dialog(qtbot: QtBot) -> None:
    """S6.6: the player picks the hex the stand-in comes from; the hexes follow the type."""
    from pocket_tactics_app.ui.furrow import words

    g, dlg = _veldmark_deploy_dialog(qtbot, {(1, -4): {"metal": 4, "oil": 1},
                                             (1, -3): {"oil": 2, "food": 1}},
                                     worker_at=(1, -3))
    assert dlg.stores is not None and dlg.stores_type is not None
    assert dlg.stores_at is not None
    assert dlg.stores.isEnabled() and not dlg.stores.isChecked()  # 4 metal pay in full
    assert not dlg.stores_at.isEnabled()
    dlg.stores.setChecked(True)
    assert dlg.stores_at.isEnabled()
    dlg.stores_type.setCurrentIndex(dlg.stores_type.findData("oil"))
    assert [dlg.stores_at.itemData(i) for i in range(dlg.stores_at.count())] == \
        [[1, -4], [1, -3]]
    dlg.stores_type.setCurrentIndex(dlg.stores_type.findData("food"))
    assert [dlg.stores_at.itemText(i) for i in range(dlg.stores_at.count())] == \
        [words.hex_name(g, [1, -3])]
    dlg.stores_type.setCurrentIndex(dlg.stores_type.findData("oil"))
    dlg.stores_at.setCurrentIndex(1)
    action = dlg.action()
    assert (action["stores"], action["stores_at"]) == ("oil", [1, -3])
    g.apply(action)
    assert g.resources[(1, -3)] == {"oil": 1, "food": 1}
    assert g.resources[(1, -4)] == {"metal": 1, "oil": 1}
