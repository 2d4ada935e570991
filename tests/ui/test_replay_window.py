"""The replay window: open a save, step through it, play it, export a position."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from pocket_tactics_app.core.hexgrid import Hex
from pocket_tactics_app.engine import position
from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game, GameSetup
from pocket_tactics_app.engine.randomgame import random_setup
from pocket_tactics_app.engine.replay import replay
from pocket_tactics_app.storage.saves import SAVES, SaveFile
from pocket_tactics_app.ui import i18n
from pocket_tactics_app.ui.replay_window import ReplayWindow, build_replay, rolls_at
from tests.ui.helpers import hover_tooltip

CAT = default_catalog()
CJK = re.compile(r"[\u3400-\u9fff]")


def random_game(seed: int) -> tuple[GameSetup, list[Action]]:
    rng = random.Random(seed)
    setup = random_setup(CAT, rng)
    game = Game.new(setup, CAT)
    actions: list[Action] = []
    while not game.is_over():
        legal = game.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        game.apply(action)
        actions.append(action)
    return setup, actions


def write_game(path: Path, setup: GameSetup, raw_actions: list[Any]) -> Path:
    save = SaveFile(setup=setup.to_json(), seed=setup.seed, actions=raw_actions, finished=True)
    return SAVES.write(path, save)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes are recorded instead of shown."""
    shown: list[str] = []

    def warning(_parent: object, title: str, text: str, *_a: object) -> int:
        shown.append(f"{title}: {text}")
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    return shown


@pytest.fixture
def game_file(home: Path) -> tuple[Path, GameSetup, list[Action]]:
    setup, actions = random_game(24)  # 96 actions, with assaults, bumps, re-rolls and tests
    path = write_game(home / "game.json", setup, [a.to_json() for a in actions])
    return path, setup, actions


@pytest.fixture
def window(
    qtbot: QtBot, game_file: tuple[Path, GameSetup, list[Action]], errors: list[str]
) -> Iterator[ReplayWindow]:
    path = game_file[0]
    w = ReplayWindow.open_file(path, CAT, show=False)
    assert w is not None
    assert errors == []
    w.animations = False
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause()


def expected_units(setup: GameSetup, actions: list[Action], index: int) -> dict[str, Hex]:
    game, _ = replay(setup.to_json(), setup.seed, [a.to_json() for a in actions[:index]], CAT)
    return {u.id: u.at for u in game.on_map() if u.at is not None}


def map_units(w: ReplayWindow) -> dict[str, Hex]:
    w.scene.finish_animations()
    return {item.unit().id: item.unit().at for item in w.scene.unit_items()}


def test_opens_at_the_start(window: ReplayWindow,
                            game_file: tuple[Path, GameSetup, list[Action]]) -> None:
    _path, _setup, actions = game_file
    assert window.index == 0
    assert window.count == len(actions)
    assert window.failure is None
    assert window.log_model.rowCount() == len(actions) + 1
    assert window.status_text().startswith(f"Action 0 of {len(actions)}")
    assert window.warning_label.isHidden()
    assert not window.export_button.isEnabled()  # the map is still being drafted


def test_step_forward_and_back_match_the_engine(
    window: ReplayWindow, qtbot: QtBot, game_file: tuple[Path, GameSetup, list[Action]]
) -> None:
    _path, setup, actions = game_file
    window.go_to(30)
    assert map_units(window) == expected_units(setup, actions, 30)
    window.animations = True  # a forward step animates a move; the truth is the same
    for _ in range(5):
        window.step_forward()
        assert map_units(window) == expected_units(setup, actions, window.index)
    assert window.index == 35
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert window.index == 33
    assert map_units(window) == expected_units(setup, actions, 33)
    qtbot.keyClick(window.log_view, Qt.Key.Key_Right)
    assert window.index == 34
    qtbot.keyClick(window.view, Qt.Key.Key_End)
    assert window.index == len(actions)
    assert map_units(window) == expected_units(setup, actions, len(actions))
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    assert window.index == 0
    window.btn_end.click()
    assert window.index == len(actions)
    window.btn_back.click()
    assert window.index == len(actions) - 1
    window.btn_start.click()
    assert window.index == 0
    window.btn_forward.click()
    assert window.index == 1


def test_snapshots_equal_a_fresh_replay(game_file: tuple[Path, GameSetup, list[Action]]) -> None:
    _path, setup, actions = game_file
    save = SaveFile(setup=setup.to_json(), seed=setup.seed, actions=[a.to_json() for a in actions])
    data = build_replay(save, CAT)
    for i in (40, 60, len(actions)):
        game, _ = replay(setup.to_json(), setup.seed, [a.to_json() for a in actions[:i]], CAT)
        assert position.to_json(data.snapshots[i]) == position.to_json(game)


def test_log_row_selection_follows_and_leads(window: ReplayWindow) -> None:
    window.go_to(12)
    assert window.log_view.currentIndex().row() == 12
    assert window.slider.value() == 12
    window.log_view.selectRow(20)
    assert window.index == 20
    window.slider.setValue(25)
    assert window.index == 25
    assert window.log_view.currentIndex().row() == 25
    assert "Action 25 of" in window.status_text()


def test_dice_of_an_assault_with_bumps_and_rerolls(window: ReplayWindow) -> None:
    data = window.data
    found = None
    for i in range(1, window.count + 1):
        if data.steps[i - 1].action.kind in ("bump", "reroll"):
            found = i
            break
    assert found is not None
    window.go_to(found)
    shown = window.dice_panel.rolls_shown()
    assert shown, "a bump or re-roll shows the dice of its roll"
    assert [r.die_views() for r in rolls_at(data, found)] == shown
    step = data.steps[found - 1]
    if step.action.kind == "bump":
        assert any(d.bump > 0 for row in shown for d in row)
    else:
        assert any(d.rerolled for row in shown for d in row)
    # an action that rolls nothing shows no dice
    quiet = next(i for i in range(1, window.count + 1)
                 if data.steps[i - 1].action.kind == "place_tile")
    window.go_to(quiet)
    assert window.dice_panel.rolls_shown() == []
    assert not window.dice_panel.empty.isHidden()


def test_play_at_4x_reaches_the_end(window: ReplayWindow, qtbot: QtBot) -> None:
    window.go_to(window.count - 6)
    window.set_speed(4.0)
    assert window.speed_box.currentText().startswith("4")
    assert window._timer.interval() == 250
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert window.is_playing()
    assert "Pause" in window.btn_play.text()
    qtbot.waitUntil(lambda: window.index == window.count, timeout=5000)
    qtbot.waitUntil(lambda: not window.is_playing(), timeout=2000)
    final = window.current_game()
    assert final.is_over()
    assert "Orange wins: Blue had no legal action left (R11.1)" in window.status_text()


def test_map_tiles_show_name_holder_and_rule_on_hover(window: ReplayWindow) -> None:
    """As on the main window's map: name, holder, where, then the rule of the tile's type."""
    assert i18n.current_language() == "en"
    holders: set[int | None] = set()
    for index in (0, window.count // 2, window.count):
        window.go_to(index)
        g = window.current_game()
        occupied = {u.at for u in g.on_map()}  # a unit's token there shows its own tooltip
        assert g.tiles
        for h, tile in g.tiles.items():
            if h in occupied:
                continue
            card = CAT.tile(tile.kind)
            owner = g.control.get(h) if tile.feature else None
            held = "" if owner is None else " · held by " + ("Blue", "Orange")[owner]
            assert hover_tooltip(window, h) == f"{card.name}{held} [{h[0]}, {h[1]}]\n{card.text}"
            holders.add(owner)
    assert holders - {None}, "no free feature was held: the test never saw a holder"


def test_map_tile_tooltip_in_chinese(
        window: ReplayWindow, language: Callable[[str], None]) -> None:
    language("zh_CN")
    window.go_to(window.count)
    g = window.current_game()
    occupied = {u.at for u in g.on_map()}
    held = next((h for h, t in g.tiles.items()
                 if t.feature and g.control.get(h) is not None and h not in occupied), None)
    assert held is not None
    feature = CAT.tile(g.tiles[held].kind)
    holder = QCoreApplication.translate("describe", "held by %1").replace(
        "%1", QCoreApplication.translate("describe", ("Blue", "Orange")[g.control[held]]))
    assert CJK.search(holder), holder
    assert hover_tooltip(window, held) == (f"{feature.names['zh_CN']} · {holder} "
                                            f"[{held[0]}, {held[1]}]\n{feature.texts['zh_CN']}")
    terrain_hex = next(h for h, t in g.tiles.items() if not t.feature and h not in occupied)
    terrain = CAT.tile(g.tiles[terrain_hex].kind)
    tip = hover_tooltip(window, terrain_hex)
    assert tip.startswith(terrain.names["zh_CN"] + " [") and tip.endswith(
        "\n" + terrain.texts["zh_CN"]), tip


def test_speed_selector(window: ReplayWindow) -> None:
    window.speed_box.setCurrentIndex(0)
    assert window.speed() == 0.5
    assert window._timer.interval() == 2000
    window.speed_box.setCurrentIndex(2)
    assert window.speed() == 2.0
    assert window._timer.interval() == 500


def test_play_and_pause(window: ReplayWindow, qtbot: QtBot) -> None:
    window.set_speed(4.0)
    window.btn_play.click()
    qtbot.waitUntil(lambda: window.index >= 2, timeout=3000)
    window.btn_play.click()
    assert not window.is_playing()
    stopped = window.index
    qtbot.wait(400)
    assert window.index == stopped


def test_export_position_round_trip(
    window: ReplayWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = window.data
    mid = next(i for i in range(1, window.count + 1)
               if window.game_at(i).pending is not None)
    window.go_to(mid)
    assert window.export_button.isEnabled()
    asked: list[str] = []

    def ask(_parent: object, _title: str, start: str, _filter: str,
            **_options: object) -> tuple[str, str]:  # options: i18n.file_dialog_options()
        asked.append(start)
        return str(home / "mid-assault"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    written = window.export_position()
    assert written == home / "mid-assault.json"
    assert Path(asked[0]).name == f"replay-turn{window.current_game().turn}.json"
    text = written.read_text(encoding="utf-8")
    assert text.startswith("{\n  ")  # pretty JSON
    loaded = json.loads(text)
    assert "pending" in loaded
    assert position.to_json(position.from_json(loaded, CAT)) == loaded
    assert loaded == position.to_json(data.snapshots[mid])

    window.go_to(window.count - 3)
    plain = window.export_position(home / "late.json")
    assert plain is not None
    again = json.loads(plain.read_text(encoding="utf-8"))
    assert position.to_json(position.from_json(again, CAT)) == again


def test_export_failure_is_reported(
    window: ReplayWindow, home: Path, errors: list[str]
) -> None:
    window.go_to(window.count)
    folder = home / "a-folder"
    folder.mkdir()
    assert window.export_position(folder) is None
    assert len(errors) == 1 and str(folder) in errors[0]


@pytest.mark.parametrize(
    "content",
    [b"{ not json", b"", b'{"format": "pocket-tactics/save", "version": 99}', b"\xff\xfe\x00"],
)
def test_unreadable_file_gives_an_error_and_no_window(
    home: Path, errors: list[str], qtbot: QtBot, content: bytes
) -> None:
    bad = home / "broken.json"
    bad.write_bytes(content)
    assert ReplayWindow.open_file(bad, CAT) is None
    assert len(errors) == 1
    assert "broken.json" in errors[0]


def test_missing_file_and_bad_setup(home: Path, errors: list[str], qtbot: QtBot) -> None:
    assert ReplayWindow.open_file(home / "nowhere.json", CAT) is None
    setup, _ = random_game(1)
    data = setup.to_json()
    data["players"][0]["units"] = ["no-such-card"]
    save = SaveFile(setup=data, seed=setup.seed, actions=[])
    path = SAVES.write(home / "badsetup.json", save)
    assert ReplayWindow.open_file(path, CAT) is None
    assert len(errors) == 2
    assert "nowhere.json" in errors[0]
    assert "badsetup.json" in errors[1]


def test_bad_action_opens_with_a_warning(
    home: Path, errors: list[str], qtbot: QtBot
) -> None:
    setup, actions = random_game(24)
    raw = [a.to_json() for a in actions]
    k = 40
    bad = {"kind": "move", "unit": "a1", "path": [[99, 99]]}
    raw = raw[:k] + [bad] + raw[k:]
    path = write_game(home / "bad.json", setup, raw)
    w = ReplayWindow.open_file(path, CAT, show=False)
    assert w is not None
    qtbot.addWidget(w)
    w.animations = False
    w.show()
    assert errors == []
    assert w.count == k
    assert w.failure is not None and w.failure.index == k
    assert not w.warning_label.isHidden()
    assert f"actions[{k}]" in w.warning_text()
    assert "[99,99]" in w.warning_text()
    w.to_end()
    assert w.index == k
    assert f"actions[{k}]" in w.status_text()
    assert map_units(w) == expected_units(setup, actions, k)


def test_malformed_action_opens_with_a_warning(
    home: Path, errors: list[str], qtbot: QtBot
) -> None:
    setup, actions = random_game(3)
    raw: list[Any] = [a.to_json() for a in actions[:5]] + [{"kind": "dance"}]
    path = write_game(home / "odd.json", setup, raw)
    w = ReplayWindow.open_file(path, CAT, show=False)
    assert w is not None
    qtbot.addWidget(w)
    assert w.count == 5
    assert "actions[5]" in w.warning_text()
    assert errors == []


def test_empty_save_and_strings(home: Path, errors: list[str], qtbot: QtBot) -> None:
    setup, _ = random_game(2)
    path = write_game(home / "empty.json", setup, [])
    w = ReplayWindow.open_file(path, CAT, show=False)
    assert w is not None
    qtbot.addWidget(w)
    assert w.count == 0
    w.play()
    assert not w.is_playing()
    w.step_forward()
    w.step_back()
    assert w.index == 0
    assert "empty.json" in w.windowTitle()


def test_the_replay_window_has_a_close_button(window: ReplayWindow, qtbot: QtBot) -> None:
    """Issue 13: a Close button (and Esc) closes the replay window."""
    assert window.close_button.isVisible() and window.close_button.text() == "Close"
    qtbot.mouseClick(window.close_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()
