"""Issue 13, play feel, the points a first pass left open: English punctuation from a
Latin font, Qt's file dialog in Chinese, a map that does not re-fit per drafted tile,
armies and point limit remembered, the autosave offered at start with the log at its
latest row, the computer's moving token lit, every captive in sight at 1280x800, and
one mnemonic per letter in every menu."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.ui import i18n

CAT = default_catalog()
CJK = re.compile(r"[\u3400-\u9fff]")


def glyph_families(font: QFont, text: str) -> set[str]:
    """The families of the fonts Qt really draws ``text`` with in ``font`` (fallbacks
    included): each glyph run's raw font."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


@pytest.fixture
def fonts(qapp: QApplication) -> Iterator[Callable[[str], list[str]]]:
    """Order the app's fonts for a language (i18n.install_fonts); English afterwards."""
    yield lambda lang: i18n.install_fonts(qapp, lang)
    i18n.install_fonts(qapp, "en")


def test_english_punctuation_never_comes_from_the_cjk_font(
        qtbot: QtBot, fonts: Callable[[str], list[str]]) -> None:
    """With the bundled CJK font installed, an English label draws its letters, the
    ellipsis, curly quotes and dashes with a Latin font; the CJK font still draws
    Chinese (a fallback)."""
    cjk = set(fonts("en"))
    assert cjk, "the bundled CJK font did not register"
    label = QLabel("Save the game… “Blue” wins — ‘at once’")
    qtbot.addWidget(label)
    families = QApplication.font().families()
    assert set(families[-len(cjk):]) == cjk  # the CJK families come last
    for text in ("…", "“Blue”", "‘at once’", "—", "Save the game"):
        used = glyph_families(label.font(), text)
        assert used and not used & cjk, (text, used)
    assert glyph_families(label.font(), "中文") <= cjk


def test_chinese_punctuation_comes_from_the_cjk_font(
        qtbot: QtBot, fonts: Callable[[str], list[str]]) -> None:
    """In Chinese the CJK font comes first: its full-width quotes and ellipsis."""
    cjk = set(fonts("zh_CN"))
    label = QLabel("“保存”……")
    qtbot.addWidget(label)
    assert QApplication.font().families()[0] in cjk
    assert glyph_families(label.font(), "“保存”……") <= cjk


# --- Qt's file dialog in Chinese ------------------------------------------------------

def _system_locale(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(name)))


def test_file_dialogs_are_qts_own_when_the_system_speaks_another_language(
        monkeypatch: pytest.MonkeyPatch, language: Callable[[str], None]) -> None:
    """A native file dialog speaks the system's language: a Chinese app on an English
    system uses Qt's dialog (translated by qtbase_zh_CN.qm); the same language, native."""
    from PySide6.QtWidgets import QFileDialog

    native_off = QFileDialog.Option.DontUseNativeDialog
    _system_locale(monkeypatch, "en_US")
    language("zh_CN")
    assert i18n.file_dialog_options() & native_off
    language("en")
    assert not i18n.file_dialog_options() & native_off
    _system_locale(monkeypatch, "zh_TW")
    assert i18n.file_dialog_options() & native_off
    language("zh_TW")
    assert not i18n.file_dialog_options() & native_off


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_file_dialog_reads_chinese(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                       language: Callable[[str], None], lang: str) -> None:
    """Game ▸ Open in Chinese on an English system: the dialog the app opens is Qt's,
    and its buttons and labels read Chinese (Qt's own qtbase translations)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel

    from pocket_tactics_app.controller import GameController
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.main_window import MainWindow

    if i18n.qt_translation_path(lang) is None:
        pytest.skip(f"the installed PySide6 ships no qtbase_{lang}.qm")
    _system_locale(monkeypatch, "en_US")
    language(lang)
    c = GameController(CAT)
    c.autosave = False
    w = MainWindow(c, settings=Settings(confirm_actions=False))
    qtbot.addWidget(w)
    seen: dict[str, list[str]] = {}

    def look() -> None:
        # Always close what is open (a failed look must not leave the test waiting).
        dialogs = [d for d in QApplication.topLevelWidgets()
                   if isinstance(d, QFileDialog) and d.isVisible()]
        modal = QApplication.activeModalWidget()
        try:
            dialog = dialogs[0]
            seen["qt_dialog"] = [dialog.testOption(QFileDialog.Option.DontUseNativeDialog)]
            box = dialog.findChild(QDialogButtonBox)
            seen["buttons"] = [b.text() for b in box.buttons()] if box is not None else []
            seen["labels"] = [lab.text() for lab in dialog.findChildren(QLabel) if lab.text()]
        finally:
            for d in dialogs:
                d.reject()
            if modal is not None and modal not in dialogs:
                modal.close()

    QTimer.singleShot(200, look)
    w.files._choose_and_open()  # noqa: SLF001 - Game ▸ Open's dialog, as the menu runs it
    assert seen, "no file dialog was shown"
    assert seen["qt_dialog"] == [True]
    assert len(seen["buttons"]) == 2, seen
    for text in seen["buttons"] + seen["labels"]:
        assert CJK.search(text), (text, seen)
    # the Type column of a folder (Qt 6 asks under the icon provider's context)
    from PySide6.QtCore import QCoreApplication

    folder = QCoreApplication.translate("QAbstractFileIconProvider", "Folder",
                                        "All other platforms")
    assert CJK.search(folder), folder


# --- the map while it is drafted ---------------------------------------------------------

@pytest.fixture
def window(open_window: Callable[..., Any]) -> Any:
    return open_window(exposed=True)


def _in_sight(view: Any, rect: Any) -> bool:
    return bool(view.mapToScene(view.viewport().rect()).boundingRect().contains(rect))


def _view_state(w: Any) -> tuple[Any, Any]:
    view = w.view
    return view.transform(), view.mapToScene(view.viewport().rect().center())


def test_a_board_shown_in_an_empty_window_is_fitted(window: Any) -> None:
    """The first board in a window that had none (a position opened at start) is
    fitted, filling the view one way: a fit by hand (View ▸ Fit to window) changes
    nothing then."""
    from pocket_tactics_app.controller import HUMAN
    from tests.ui.positions import assault_position

    w = window
    empty = _view_state(w)
    w.controller.start_position(assault_position(), (HUMAN, HUMAN))
    QApplication.processEvents()
    shown = _view_state(w)
    assert shown != empty
    sight = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    board = w.scene.board_rect()
    assert board.width() > 0.8 * sight.width()  # the wide board fills the view's width
    w.view.fit()
    assert _view_state(w) == shown


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_r2_5_the_map_does_not_refit_after_each_drafted_tile(window: Any, seed: int) -> None:
    """R2.5 drafting, tiles placed at random among the legal places (a sprawling map):
    the view is fitted as the draft starts, with room for the whole map, and keeps its
    scale and centre tile after tile. It refits only when the map would leave the
    window (then with room to grow), and the whole map, empty places included, stays
    in sight throughout. The last tile ends the draft: the empty places go and the
    finished map is fitted once."""
    import random

    from pocket_tactics_app.app import default_setup
    from pocket_tactics_app.controller import HUMAN
    from pocket_tactics_app.engine.kinds import Phase

    w = window
    w.files.start_game(default_setup(seed), (HUMAN, HUMAN), "normal")
    c = w.controller
    rng = random.Random(seed)
    view, scene = w.view, w.scene
    assert _in_sight(view, scene.board_rect())
    tiles = jumps = 0
    while c.game.phase == Phase.TILES:
        before = _view_state(w)
        sight = view.mapToScene(view.viewport().rect()).boundingRect()
        legal = [a for a in c.legal_actions() if a.kind == "place_tile"]
        assert c.request(legal[rng.randrange(len(legal))])
        QApplication.processEvents()
        tiles += 1
        assert _in_sight(view, scene.board_rect()), "the map left the window"
        if c.game.phase == Phase.TILES and _view_state(w) != before:
            jumps += 1
            assert not sight.contains(scene.board_rect()), "a refit with the map in sight"
    assert tiles >= 10 and jumps <= 1, (tiles, jumps)


# --- the computer's moving token ----------------------------------------------------------

def _painted_pixels(item: Any) -> int:
    """How many pixels a unit token paints (its glow included), drawn alone."""
    from PySide6.QtGui import QImage, QPainter

    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 40)


@pytest.mark.parametrize("kind", ["move", "deploy", "withdraw"])
def test_the_computers_moving_token_is_highlighted(window: Any, qtbot: QtBot, kind: str) -> None:
    """While the computer's unit travels (a move, a deploy, a withdrawal) its token
    glows, a halo painted around it; the glow goes when it arrives."""
    import time

    from pocket_tactics_app.controller import COMPUTER, HUMAN
    from pocket_tactics_app.engine.actions import Action
    from tests.ui.positions import computer_position

    w = window
    w.act_anim.setChecked(True)
    w.controller.start_position(computer_position(), (COMPUTER, HUMAN))
    w.controller.set_paused(True)
    c = w.controller
    action = {"move": Action("move", unit="m", path=((0, -2),)),
              "deploy": Action("deploy", unit="a", at=(-2, -1)),
              "withdraw": Action("withdraw", unit="m", at=(-2, -2))}[kind]
    still = w.scene.unit_item("m")
    assert still is not None and not still.is_moving()
    plain = _painted_pixels(still)
    assert c._apply(action, by_ai=True)  # noqa: SLF001 - as the computer's turn does
    assert w.scene.is_animating() and c._hold_until > time.monotonic()  # noqa: SLF001
    token = w.scene.unit_item(action.unit)
    assert token is not None and token.is_moving()
    if kind != "deploy":  # the same Marine: its glow adds pixels all round
        assert _painted_pixels(token) > plain * 1.3
    qtbot.waitUntil(lambda: not w.scene.is_animating(), timeout=5000)
    token = w.scene.unit_item(action.unit)
    if kind == "withdraw":
        assert token is None  # gone to the reserve once it arrived
    else:
        assert token is not None and not token.is_moving()


# --- every captive in sight at 1280x800 ------------------------------------------------------

def _most_captives_position() -> Any:
    """R1.1 at the common 100 points, the largest armies the cards allow: sixteen
    6-point Colonial Astronauts a side. Each side has lost all but one: 30 captives."""
    from pocket_tactics_app.engine.position import from_json

    tiles: list[dict[str, Any]] = [
        {"at": [q, r], "terrain": "wasteland"} for q in range(-2, 4) for r in range(-2, 3)
    ]
    tiles[0]["feature"] = "colony"
    tiles[-1]["feature"] = "biomass"
    card = "colonial-astronaut"
    assert CAT.units[card].points * 16 <= 100 < CAT.units[card].points * 17
    assert min(u.points for u in CAT.units.values()) == CAT.units[card].points
    units = [{"id": "a0", "card": card, "owner": 0, "at": [0, 0]},
             {"id": "b0", "card": card, "owner": 1, "at": [2, 0]}]
    captives = [{"id": f"{side}{i}", "card": card, "owner": owner, "held_by": 1 - owner}
                for side, owner in (("a", 0), ("b", 1)) for i in range(1, 16)]
    return from_json({"format": "pocket-tactics/position@1", "point_limit": 100,
                      "tiles": tiles, "units": units, "captives": captives, "to_move": 0}, CAT)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_armies_panel_shows_every_captive_at_1280x800(
        window: Any, qtbot: QtBot, language: Callable[[str], None], lang: str,
        tmp_path: Any) -> None:
    """With the most captives a 100-point game can have, every captive's token is in
    the Armies dock, wholly inside its visible area (no scrolling needed) at 1280x800;
    each names its unit on hover and shows its card on a click."""
    from PySide6.QtCore import QPoint, QRect, Qt

    from pocket_tactics_app.controller import HUMAN

    if lang != "en":
        language(lang)
    w = window
    w.resize(1280, 800)
    w.controller.start_position(_most_captives_position(), (HUMAN, HUMAN))
    w.controller.set_paused(True)
    QApplication.processEvents()
    qtbot.wait(50)
    scroll = w.armies_dock.widget()
    viewport = scroll.viewport()
    sight = QRect(QPoint(0, 0), viewport.size())
    captives = [b for box in w.reserve_panel.boxes for b in box.captives]
    assert len(captives) == 30
    for b in captives:
        assert b.isVisible(), b.objectName()
        corner = b.mapTo(viewport, QPoint(0, 0))
        assert sight.contains(QRect(corner, b.size())), (b.objectName(), corner, sight)
        assert b.toolTip() and b.accessibleName() in b.toolTip()
    assert not scroll.verticalScrollBar().isVisible()
    w.grab().save(str(tmp_path / f"captives_{lang}.png"))
    qtbot.mouseClick(captives[-1], Qt.MouseButton.LeftButton)
    assert w.card_view.card is not None


# --- after a crash: the autosave offered, the log at its latest row -------------------------

def _crashed_game(home: Any, monkeypatch: pytest.MonkeyPatch, actions: int = 60) -> int:
    """An unfinished game left in the autosave, as a killed run leaves it (the autosave
    is written after every action and nothing clears it): ``actions`` random legal
    actions of a hotseat game, seed 7 (it lasts 132). Returns how many were played."""
    import random

    from pocket_tactics_app.app import default_setup
    from pocket_tactics_app.controller import HUMAN, GameController

    monkeypatch.setenv("POCKET_TACTICS_HOME", str(home))
    c = GameController(CAT)
    c.new_game(default_setup(7), (HUMAN, HUMAN), "normal")
    rng = random.Random(7)
    played = 0
    while played < actions and not c.game.is_over():
        legal = c.legal_actions()
        assert c.request(legal[rng.randrange(len(legal))])
        played += 1
    assert not c.game.is_over()
    from pocket_tactics_app.storage import paths
    from pocket_tactics_app.storage.saves import find_resumable

    assert paths.autosave_path().is_file() and find_resumable() is not None
    return played


def _started_window(qtbot: QtBot) -> Any:
    """The window as ``app.main`` starts it: shown at 1280x800, then ``start()``."""
    from pocket_tactics_app.controller import GameController
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.main_window import MainWindow

    w = MainWindow(GameController(CAT), settings=Settings(confirm_actions=False))
    w.act_anim.setChecked(False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.start()
    return w


def test_after_a_crash_the_autosave_is_offered_and_resumes(
        qtbot: QtBot, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """At start with an unfinished game in the autosave: a question offers it (how
    many actions, Resume the default); Resume brings the game back, and the log opens
    scrolled to its latest row."""
    played = _crashed_game(tmp_path, monkeypatch)
    w = _started_window(qtbot)
    box = w.files.resume_box
    assert box is not None and box.isVisible()
    assert not w.controller.has_game()  # nothing resumed behind the player's back
    assert f"after {played} actions" in box.informativeText()
    resume = box.defaultButton()
    assert resume is not None and resume.text() == "Resume"
    resume.click()
    qtbot.waitUntil(lambda: w.controller.has_game(), timeout=3000)
    assert len(w.controller.entries) >= played
    assert w.files.new_dialog is None
    log, model = w.log_view, w.log_model
    assert model.rowCount() > 20, model.rowCount()
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)  # longer than its view
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)
    last = model.index(model.rowCount() - 1, 0)
    assert log.viewport().rect().contains(log.visualRect(last))
    first = model.index(0, 0)
    assert not log.viewport().rect().intersects(log.visualRect(first))
    w.controller.set_paused(True)


def test_after_a_crash_a_new_game_can_be_chosen_instead(
        qtbot: QtBot, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """New game in the offer opens the new game dialog; the autosave stays until a new
    game replaces it (Game ▸ Resume last game still finds it)."""
    from pocket_tactics_app.storage.saves import find_resumable

    _crashed_game(tmp_path, monkeypatch, actions=12)
    w = _started_window(qtbot)
    box = w.files.resume_box
    assert box is not None
    other = next(b for b in box.buttons() if b is not box.defaultButton())
    assert other.text() == "New game"
    other.click()
    qtbot.waitUntil(lambda: w.files.new_dialog is not None, timeout=3000)
    assert not w.controller.has_game() and find_resumable() is not None
    w.files.new_dialog.reject()


def test_without_an_autosave_the_new_game_dialog_opens(
        qtbot: QtBot, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))
    w = _started_window(qtbot)
    assert w.files.resume_box is None and w.files.new_dialog is not None
    w.files.new_dialog.reject()


# --- remembered between runs ----------------------------------------------------------------

def test_armies_point_limit_difficulty_and_layout_are_remembered_between_runs(
        qtbot: QtBot, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game begun from the new game dialog (CLF 100 against the Mytoan Spore Hosts,
    150 points, Hard) and a hidden log, then the window closed; the next run reads the
    settings file under the test home: its dialog offers the same armies, limit and
    level, and its docks are as they were left."""
    from pocket_tactics_app.controller import GameController
    from pocket_tactics_app.storage.settings import load_settings
    from pocket_tactics_app.ui.main_window import MainWindow

    monkeypatch.setenv("POCKET_TACTICS_HOME", str(tmp_path))

    def run() -> MainWindow:
        settings, problems = load_settings()
        assert problems == []
        c = GameController(CAT)
        c.autosave = False
        w = MainWindow(c, settings=settings)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.restore_geometry()
        w.show()
        qtbot.waitExposed(w)
        return w

    w = run()
    w.files._open_new_game_dialog()  # noqa: SLF001 - as Game ▸ New game opens it
    dlg = w.files.new_dialog
    assert dlg is not None
    first, second = dlg.sides
    assert (first.preset.currentData(), second.preset.currentData()) != (
        "preset:clf-100", "preset:core-mytoan")  # not the defaults already
    first.preset.setCurrentIndex(first.preset.findData("preset:clf-100"))
    second.preset.setCurrentIndex(second.preset.findData("preset:core-mytoan"))
    dlg.limit.setValue(150)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("hard"))
    dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()
    assert w.controller.has_game()
    w.controller.set_paused(True)
    w.log_dock.hide()
    w._close_confirmed = True  # noqa: SLF001 - quit without the question
    w.close()

    w2 = run()
    assert not w2.log_dock.isVisible()  # the layout
    w2.files._open_new_game_dialog()  # noqa: SLF001
    dlg2 = w2.files.new_dialog
    assert dlg2 is not None
    assert [s.preset.currentData() for s in dlg2.sides] == ["preset:clf-100",
                                                             "preset:core-mytoan"]
    assert dlg2.limit.value() == 150
    assert dlg2.difficulty.currentData() == "hard"
    dlg2.reject()


# --- one mnemonic per letter in every menu ---------------------------------------------------

def _mnemonic(text: str) -> str | None:
    """The letter Alt reaches in a menu text ("&&" is a plain "&"), lower case, or None."""
    i = 0
    while (i := text.find("&", i)) >= 0 and i + 1 < len(text):
        if text[i + 1] != "&":
            return text[i + 1].lower()
        i += 2
    return None


def _clashes(actions: list[Any], where: str) -> list[str]:
    """Mnemonic clashes among ``actions`` (a menu's items, or a menu bar's menus), and
    within each submenu, recursively."""
    out: list[str] = []
    seen: dict[str, str] = {}
    for act in actions:
        if act.isSeparator() or not act.isVisible():
            continue
        key = _mnemonic(act.text())
        if key is not None:
            if key in seen:
                out.append(f"{where}: {seen[key]!r} and {act.text()!r} share Alt+{key}")
            seen[key] = act.text()
        if act.menu() is not None:
            out += _clashes(act.menu().actions(), f"{where} ▸ {act.text()}")
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_two_items_share_a_mnemonic_in_any_menu_of_either_game(
        qtbot: QtBot, language: Callable[[str], None], lang: str) -> None:
    """Every menu of the main window (the menu bar's titles too) and of the Furrow &
    Foundry window: Alt+letter reaches one item, in each language; and the menu
    titles keep a mnemonic in Chinese as well."""
    from PySide6.QtWidgets import QMenu

    from pocket_tactics_app.controller import GameController
    from pocket_tactics_app.storage.settings import Settings
    from pocket_tactics_app.ui.furrow.window import FurrowWindow
    from pocket_tactics_app.ui.main_window import MainWindow

    control = QMenu()
    for text in ("&Open", "Save &as", "&Options", "Fish && &chips"):
        control.addAction(text)
    assert len(_clashes(control.actions(), "control")) == 1  # Open and Options
    language(lang)
    c = GameController(CAT)
    c.autosave = False
    main = MainWindow(c, settings=Settings(confirm_actions=False))
    furrow = FurrowWindow()
    for w in (main, furrow):
        qtbot.addWidget(w)
    clashes = _clashes(main.menuBar().actions(), "main window")
    clashes += _clashes(furrow.menuBar().actions(), "Furrow & Foundry window")
    from pocket_tactics_app.ui.shell import Shell

    shell = Shell(None, autosave=False)
    qtbot.addWidget(shell)
    for game in ("pocket-tactics", "furrow"):
        hosted = shell.host(game)
        clashes += _clashes(shell.menuBar().actions(), f"the shell with {game}")
        hosted.shutdown()
    assert clashes == []
    titles = [a.text() for a in main.menuBar().actions() + furrow.menuBar().actions()
              + shell.menuBar().actions()]
    assert all(_mnemonic(t) for t in titles), titles


def test_r2_5_the_drawn_tile_counts_the_bag_in_words(window: Any) -> None:
    """R2.5: the drawn tile's caption counts the tiles left with Qt's plural forms:
    "10 tiles left", then "1 tile left"."""
    from pocket_tactics_app.app import default_setup
    from pocket_tactics_app.controller import HUMAN

    w = window
    w.files.start_game(default_setup(3), (HUMAN, HUMAN), "normal")
    c = w.controller
    caption = w.reserve_panel.draft.caption
    assert len(c.game.bag) == 10 and "10 tiles left in the bag." in caption.text()
    while len(c.game.bag) > 1:
        assert c.request(next(a for a in c.legal_actions() if a.kind == "place_tile"))
    assert "1 tile left in the bag." in caption.text(), caption.text()


# --- words: plural forms, one term per rule word, whole-sentence templates --------------------

def _translations(lang: str) -> list[tuple[str, list[str]]]:
    """(source, its translations: the plain one or each plural form) of the app's .ts."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "resources" / "translations" / (
        f"pocket_tactics_{lang}.ts")
    out = []
    for message in ET.parse(ts).iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [n.text or "" for n in translation.findall("numerusform")]
        out.append((message.findtext("source") or "", forms or [translation.text or ""]))
    return out


def test_english_counts_take_qts_plural_forms(qapp: QApplication) -> None:
    """ "1 step", "2 steps" (Qt's %n with the English fallback), never "1 step(s)"."""
    from pocket_tactics_app.ui import describe

    assert describe.move_hint(1, False) == "Move here (1 step)"
    assert describe.move_hint(2, False) == "Move here (2 steps)"


@pytest.mark.parametrize(("lang", "terms"), [
    # Pass: "no more (bumps, re-rolls, ...)", never "give up" (放弃, forfeiting)
    ("zh_CN", {"OFF": "攻击", "DEF": "防御", "Pass": "不再"}),
    ("zh_TW", {"OFF": "攻擊", "DEF": "防禦", "Pass": "不再"}),
])
def test_chinese_uses_one_term_per_rule_word_and_no_stray_spaces(
        lang: str, terms: dict[str, str]) -> None:
    """Every text naming OFF or DEF dice uses the same Chinese term, the decision to
    pass one word; and no sentence has a space between two Chinese characters (each
    is a whole-sentence template, not words joined with spaces)."""
    for source, forms in _translations(lang):
        for form in forms:
            assert not re.search(r"[\u3400-\u9fff] [\u3400-\u9fff]", form), (source, form)
            for word in ("OFF", "DEF"):
                if re.search(rf"\b{word}\b", source):
                    assert terms[word] in form, (source, form)
            if source in ("Pass", "passes", "&Pass"):
                assert form.startswith(terms["Pass"]), (source, form)
