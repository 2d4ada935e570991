"""Issue 13, play feel: the assault panel explains itself (R6.5 layout, a live verdict,
exact odds of each choice), results wait for the dice and are held until seen, no click
leaks into a decision that is not the player's, and odds and hazards show at the pointer
and never go stale."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import COMPUTER, HUMAN, GameController
from pocket_tactics_app.engine.actions import PASS, Action
from pocket_tactics_app.engine.game import Assault, Game
from pocket_tactics_app.engine.pending_odds import choice_odds
from pocket_tactics_app.storage.settings import Settings
from pocket_tactics_app.ui.assault_panel import deciding_pair
from pocket_tactics_app.ui.main_window import MainWindow

from .positions import CAT, assault_position, computer_position, plain_position, water_position


@pytest.fixture
def window(open_window: Callable[..., MainWindow]) -> MainWindow:
    return open_window()


def start(w: MainWindow, g: Game, players: tuple[str, str] = (HUMAN, COMPUTER)) -> None:
    w.controller.start_position(g, players)
    w.controller.set_paused(True)  # the computer waits unless a test lets it play


def test_r6_5_the_deciding_pair() -> None:
    """R6.5: the first unequal pair decides; a leftover OFF die defeats; OFF running out
    is safe; no OFF die never defeats."""
    assert deciding_pair([5, 2], [4, 3]) == (0, "off")
    assert deciding_pair([4, 2], [4, 3]) == (1, "def")
    assert deciding_pair([4, 2], [4]) == (1, "left_over")
    assert deciding_pair([4], [4, 1]) == (-1, "run_out")
    assert deciding_pair([], [1]) == (-1, "none")


def test_dice_are_sorted_as_compared_with_the_deciding_pair_marked(window: MainWindow) -> None:
    """Each comparison shows OFF highest first over the other side's DEF highest first,
    and marks the pair that decides (R6.5)."""
    start(window, assault_position((2, 5, 1, 3, 4, 6, 3, 4)))
    window.controller.request(Action("attack", unit="m", target="s"))
    box = window.assault_panel.compares[0]
    assert [f.shown_value() for f in box.rows[0].faces()] == [5, 2]  # Marine OFF
    assert [f.shown_value() for f in box.rows[1].faces()] == [4, 3]  # Soldier DEF
    assert [f.is_marked() for f in box.rows[0].faces()] == [True, False]
    assert "5 against 4 decides" in box.line.text()
    other = window.assault_panel.compares[1]
    assert [f.shown_value() for f in other.rows[0].faces()] == [6, 4]
    assert [f.shown_value() for f in other.rows[1].faces()] == [3, 1]


def test_verdict_text_follows_a_bump(window: MainWindow) -> None:
    """The verdict in words changes with the bump that makes the Marine safe: Soldier OFF
    4 2 against Marine DEF 4 1 defeats (2 > 1); bumped to 4 2 it is safe (R6.3, R6.5)."""
    start(window, assault_position((5, 2, 4, 1, 4, 2, 4, 3)))
    c = window.controller
    c.request(Action("attack", unit="m", target="s"))
    panel = window.assault_panel
    assert panel.verdict.text() == (
        "As the dice stand: your Space Force Marine defeats the Mytoan Soldier; "
        "the Mytoan Soldier defeats your Space Force Marine.")
    bump = next(a for a in c.legal_actions() if a.kind == "bump" and a.colour == "def"
                and c.game.pending.attacker.dice["def"][a.die] == 1)  # type: ignore[union-attr]
    assert c.request(bump)
    assert panel.verdict.text() == (
        "As the dice stand: your Space Force Marine defeats the Mytoan Soldier; "
        "the Mytoan Soldier does not defeat your Space Force Marine.")


def test_each_choice_shows_its_exact_odds_and_the_best_is_marked(window: MainWindow,
                                                                  qtbot: QtBot) -> None:
    """Before the choice: every bump, re-roll and Pass with the engine's exact odds
    (pending_odds, computed on a worker), the best marked; a die's tooltip and Pass's say
    the same."""
    start(window, assault_position())
    c = window.controller
    c.request(Action("attack", unit="m", target="s"))
    panel = window.assault_panel
    while c.game.pending is not None and c.game.pending.phase == "bump":
        c.request(PASS) if c.human_to_decide() else c._apply(  # noqa: SLF001
            Action("pass"), by_ai=True)
    assert isinstance(c.game.pending, Assault) and c.human_to_decide()
    qtbot.waitUntil(lambda: "★" in panel.choices.text(), timeout=10_000)
    table = panel.choices.text()
    assert "★" in table and "Pass" in table and "Re-roll" in table
    odds = panel.choice_odds()
    assert set(odds) == set(c.legal_actions())
    for a, o in odds.items():
        assert o == choice_odds(c.game, a)
    faces = [f for f in panel.die_faces(0) if f.is_clickable()]
    assert faces and all("%" in f.toolTip() for f in faces)
    assert "%" in panel.pass_button.toolTip()


def test_odds_at_the_cursor_are_cleared_on_tab(window: MainWindow, qtbot: QtBot) -> None:
    """Hovering an enemy in reach shows the odds next to it (computed on a worker, so
    they may come a moment later); Tab (another unit) clears them from the map and the
    status line."""
    start(window, assault_position())
    window.click_hex((0, 0))
    window._on_hex_hovered(1, 0)
    qtbot.waitUntil(lambda: "%" in window.cursor_hint.text(), timeout=10_000)
    assert window.cursor_hint.isVisible() and "%" in window.cursor_hint.text()
    assert "you defeat it" in window.hint_label.text()
    window.cycle_units(1)
    assert not window.cursor_hint.isVisible() and window.cursor_hint.text() == ""
    assert window.hint_label.text() == ""


def test_a_move_into_water_shows_the_chance_to_survive(window: MainWindow) -> None:
    """R8.1, R8.2: the hint of a move into Water gives the chance to pass the 5 DEF test
    with the unit's bumps and re-rolls; a Mutant Rebel (Water spares Mutants) is told
    why there is no test."""
    from pocket_tactics_app.engine.pending_odds import hazard_survival

    g = water_position()
    start(window, g)
    window.click_hex((0, 0))
    window._on_hex_hovered(1, 0)
    p = hazard_survival(g, "m", [(1, 0)])
    assert p is not None
    text = window.cursor_hint.text()
    assert window.cursor_hint.isVisible()
    assert f"{round(p * 100)}% to survive" in text and "5 DEF test in Water" in text
    start(window, water_position("mutant-rebel"))
    window.click_hex((0, 0))
    window._on_hex_hovered(1, 0)
    assert "no hazard test" in window.cursor_hint.text()


def test_result_waits_for_the_dice_and_is_held_until_a_click(window: MainWindow,
                                                             qtbot: QtBot) -> None:
    """With animations on: while the dice roll no result or verdict is shown; then the
    result appears, goes into the history and is held (the computer waits) until a
    click on the panel."""
    window.act_anim.setChecked(True)
    start(window, plain_position((6, 6, 6, 1, 1, 1)))  # the Astronaut defeats the Wing
    c = window.controller
    panel = window.assault_panel
    c.request(Action("attack", unit="a", target="w"))
    assert c.game.pending is None  # counted at once: nothing to decide
    assert panel.is_rolling()
    assert panel.result.text() == "" and panel.history.count() == 0
    assert any(f.is_rolling() for f in panel.die_faces(0))
    qtbot.waitUntil(lambda: not panel.is_rolling(), timeout=5000)
    qtbot.waitUntil(lambda: panel.result.text() != "", timeout=2000)
    assert not any(f.is_rolling() for f in panel.die_faces(0) + panel.die_faces(1))
    assert "defeated" in panel.result.text()
    assert panel.history.count() == 1 and panel.is_holding()
    assert c._hold_until > time.monotonic()  # noqa: SLF001 - the computer waits
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton)
    assert not panel.is_holding() and c._hold_until == 0.0  # noqa: SLF001


def test_no_click_leaks_into_a_decision_that_is_not_the_players(window: MainWindow,
                                                                 qtbot: QtBot) -> None:
    """The computer's decision: Pass, Decide for me and the dice are disabled and a click
    changes nothing. The player's own decision is not clickable either while its dice
    still roll."""
    start(window, assault_position((5, 2, 4, 1, 4, 2, 4, 3)))
    c = window.controller
    panel = window.assault_panel
    c.request(Action("attack", unit="m", target="s"))
    c.request(PASS)  # the Soldier (the computer) decides its bump now
    assert not c.human_to_decide() and c.game.pending is not None
    n = len(c.entries)
    assert not panel.pass_button.isEnabled() and not panel.auto_button.isEnabled()
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    for side in (0, 1):
        for face in panel.die_faces(side):
            assert not face.is_clickable()
            qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
    panel._on_pass()  # noqa: SLF001 - even a stray signal does nothing
    assert len(c.entries) == n
    # animations on: a fresh roll for the player is not clickable until it stops
    window.act_anim.setChecked(True)
    start(window, assault_position())
    c.request(Action("attack", unit="m", target="s"))
    assert c.human_to_decide() and panel.is_rolling()
    n = len(c.entries)
    assert not panel.pass_button.isEnabled()
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert len(c.entries) == n
    qtbot.waitUntil(lambda: panel.pass_button.isEnabled(), timeout=5000)


def test_log_folds_decisions_under_their_assault(window: MainWindow) -> None:
    """One log row per action: the assault's bumps, re-rolls and passes are children of
    its row (expandable), and its Result column says how it ended."""
    start(window, assault_position((5, 2, 4, 1, 4, 2, 4, 3)), (HUMAN, HUMAN))
    c = window.controller
    model = window.log_model
    c.request(Action("attack", unit="m", target="s"))
    assert model.rowCount() == 2  # setup, the attack
    decisions = 0
    while c.game.pending is not None:
        assert c.request(PASS)
        decisions += 1
    assert model.rowCount() == 2
    attack = model.index(1, 0)
    assert model.rowCount(attack) == decisions > 0
    assert model.index(0, 2, attack).data() == "Pass"
    result = str(model.index(1, 3).data())
    assert result == ("Mytoan Soldier is defeated by Space Force Marine; "
                      "Space Force Marine is defeated by Mytoan Soldier"), result
    assert model.index(1, 3).data(Qt.ItemDataRole.ToolTipRole)  # the whole text
    window.log_view.expand(attack)
    assert window.log_view.isExpanded(attack)
    c.request(next(a for a in c.legal_actions() if a.kind == "move"))
    assert model.rowCount() == 3  # the next action is a row of its own


@pytest.mark.parametrize("kind", ["move", "deploy", "withdraw"])
def test_the_computers_actions_are_animated_and_lit(window: MainWindow, qtbot: QtBot,
                                                     kind: str) -> None:
    """The computer's move, deploy and withdrawal: the token travels (an animation runs,
    the computer waits for it) and the hexes it went through stay lit until the player
    acts; with animations off nothing moves but the hexes are lit."""
    window.act_anim.setChecked(True)
    start(window, computer_position(), (COMPUTER, HUMAN))
    c = window.controller
    action = {"move": Action("move", unit="m", path=((0, -2),)),
              "deploy": Action("deploy", unit="a", at=(-2, -1)),
              "withdraw": Action("withdraw", unit="m", at=(-2, -2))}[kind]
    assert action in c.game.legal_actions()
    assert c._apply(action, by_ai=True)  # noqa: SLF001 - as the computer's turn does
    uid = action.unit
    assert window.scene.is_animating()
    assert c._hold_until > time.monotonic()  # noqa: SLF001 - the computer waits
    lit = window.scene.highlights()
    end = {"move": (0, -2), "deploy": (-2, -1), "withdraw": (-2, -2)}[kind]
    assert lit.get(end) == "selected"
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
    if kind == "withdraw":
        assert window.scene.unit_item(uid) is None  # gone to the reserve once it arrived
    else:
        item = window.scene.unit_item(uid)
        assert item is not None and item.unit().at == end


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_two_items_of_a_menu_share_a_mnemonic(window: MainWindow, language: Any,
                                                 lang: str) -> None:
    """Alt+letter reaches one item per menu, in each language."""
    from PySide6.QtWidgets import QMenu

    if lang != "en":
        language(lang)
    c = GameController(CAT)
    w = MainWindow(c, settings=Settings(confirm_actions=False))

    def check(menu: QMenu) -> None:
        seen: dict[str, str] = {}
        for act in menu.actions():
            text = act.text().replace("&&", "")
            i = text.find("&")
            if i >= 0 and i + 1 < len(text):
                key = text[i + 1].lower()
                assert key not in seen, (menu.title(), seen[key], text)
                seen[key] = text
            if act.menu() is not None:
                check(act.menu())  # type: ignore[arg-type]

    for act in w.menuBar().actions():
        check(act.menu())  # type: ignore[arg-type]
    w.close()


def test_a_new_language_offers_a_restart_now(window: MainWindow, monkeypatch: Any) -> None:
    """Choosing a language says it needs a restart and offers it at once."""
    started: list[bool] = []
    monkeypatch.setattr(window, "restart_now", lambda: started.append(True) or True)
    window.language_actions["zh_CN"].trigger()
    box = window.restart_box
    assert box.isVisible()
    now = next(b for b in box.buttons() if b.text() == "Restart now")
    now.click()
    assert started == [True]


def test_log_names_tiles_in_words(window: MainWindow) -> None:
    """A tile in the log is named by its terrain and the nearest feature, never by bare
    axial coordinates; a feature by its name."""
    start(window, computer_position(), (HUMAN, HUMAN))
    c = window.controller
    c.request(Action("move", unit="m", path=((0, -2),)))
    text = str(window.log_model.index(window.log_model.rowCount() - 1, 2).data())
    assert text == "Space Force Marine moves to Wasteland 2 steps from the Colony", text
    c.request(PASS) if c.game.pending else None
    c.request(next(a for a in c.legal_actions() if a.kind == "move" and a.unit == "s"))
    c.request(Action("move", unit="m", path=((-1, -2),)))
    text = str(window.log_model.index(window.log_model.rowCount() - 1, 2).data())
    assert text == "Space Force Marine moves to Wasteland next to the Colony", text
    assert "[" not in text


def test_the_log_tells_a_result_only_after_the_dice(window: MainWindow, qtbot: QtBot) -> None:
    """With animations on, the attack's row in the log hides its result while the dice
    roll and shows it when they stop."""
    window.act_anim.setChecked(True)
    start(window, plain_position((6, 6, 6, 1, 1, 1)))
    window.refresh()
    c = window.controller
    model = window.log_model
    c.request(Action("attack", unit="a", target="w"))
    row = model.index(model.rowCount() - 1, 3)
    assert window.assault_panel.is_rolling()
    assert row.data() == "…" and model.is_veiled(row)
    qtbot.waitUntil(lambda: not window.assault_panel.is_rolling(), timeout=5000)
    qtbot.waitUntil(lambda: row.data() != "…", timeout=2000)
    assert "defeated" in str(row.data())


def test_the_window_layout_is_remembered(qtbot: QtBot, tmp_path: Any) -> None:
    """The docks' places (a hidden log, say) come back at the next start
    (settings.window_state), through the settings file."""
    from pocket_tactics_app.storage.settings import load_settings, save_settings

    w = MainWindow(GameController(CAT), settings=Settings(confirm_actions=False))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.log_dock.hide()
    path = tmp_path / "settings.yaml"
    save_settings(Settings(confirm_actions=False, window_state=w.layout_state()), path)
    loaded, problems = load_settings(path)
    assert problems == [] and loaded.window_state
    w2 = MainWindow(GameController(CAT), settings=loaded)
    qtbot.addWidget(w2)
    w2.resize(1280, 800)
    w2.show()
    assert w2.log_dock.isVisible()
    w2.restore_layout()
    assert not w2.log_dock.isVisible()


def test_nothing_jumps_when_the_dice_come(window: MainWindow) -> None:
    """The side panel keeps its width when the dice appear, and Pass and Decide for me
    keep their place from one decision to the next as messages are added."""
    start(window, assault_position(), (HUMAN, HUMAN))
    window.assault_dock.show()
    window.assault_dock.raise_()
    QTest.qWait(50)
    width = window.assault_dock.width()
    panel = window.assault_panel
    c = window.controller
    c.request(Action("attack", unit="m", target="s"))
    QTest.qWait(50)
    places = set()
    while c.game.pending is not None:
        assert window.assault_dock.width() == width
        places.add((panel.pass_button.mapTo(panel, panel.pass_button.rect().topLeft()),
                    panel.auto_button.mapTo(panel, panel.auto_button.rect().topLeft())))
        c.request(PASS)
        QTest.qWait(20)
    assert window.assault_dock.width() == width
    assert len(places) == 1


def test_bump_sources_are_named_in_the_language(language: Any) -> None:
    """The assault panel names a bump's source (a card, a feature, an ally's ability) in
    Chinese too."""
    from pocket_tactics_app.ui.assault_panel import AssaultPanel

    g = assault_position()
    language("zh_CN")
    assert AssaultPanel._source_name(g, "Colony") != "Colony"  # noqa: SLF001
    assert AssaultPanel._source_name(g, "Space Force Marine") == "太空部队陆战队员"  # noqa: SLF001
    named = AssaultPanel._source_name(g, "Command (Space Force Captain)")  # noqa: SLF001
    assert "Command" not in named and "太空部队上尉" in named


def test_the_difficulty_is_remembered(window: MainWindow) -> None:
    """A game begun against the computer at a level makes it the next default (and the
    new-game dialog's choice)."""
    from pocket_tactics_app.app import default_setup

    assert window.prefs.default_difficulty == "normal"
    window.controller.new_game(default_setup(3), (HUMAN, COMPUTER), "hard")
    window.controller.set_paused(True)
    assert window.prefs.default_difficulty == "hard"
    window.controller.new_game(default_setup(3), (HUMAN, HUMAN), "easy")
    assert window.prefs.default_difficulty == "hard"  # no computer: nothing to remember
