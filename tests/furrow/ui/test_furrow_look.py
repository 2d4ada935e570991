"""Furrow & Foundry drawn as a board game: unit figures per kind in the owner's colour
with a count, pieces that never overlap each other or the hex's code, the mat's costs and
gains as icons whose tooltips say them in words, and the computers' moves animated
(skipped by a click or Esc, switched off in the View menu)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller.furrow_controller import FurrowEntry, FurrowSetup
from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from pocket_tactics_app.furrow.engine.game import Game, new_game
from pocket_tactics_app.ui.board.geometry import hex_polygon
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.board import FurrowHexItem, FurrowScene, faction_colour
from pocket_tactics_app.ui.furrow.icon_text import IconText
from pocket_tactics_app.ui.furrow.icons import FIGURES, ICON_NAMES, STRUCTURES
from pocket_tactics_app.ui.furrow.mat_icons import AMOUNT_ICONS, amount_toks
from pocket_tactics_app.ui.furrow.pieces import PieceItem
from pocket_tactics_app.ui.furrow.reveal_panel import RevealPanel
from pocket_tactics_app.ui.furrow.window import FurrowWindow

from .fit_check import cut_widgets
from .helpers import FIXTURE, at_human_decision, click, open_commit, played

SCALES = (0.5, 0.65, 0.82, 1.0, 2.0)  # 1024x640's fit is about 0.65, 1280x800's 0.82


def _hex_item(scene: FurrowScene, h: tuple[int, int]) -> FurrowHexItem:
    return next(i for i in scene.items() if isinstance(i, FurrowHexItem) and i.at() == h)


def _check_no_overlap(scene: FurrowScene, h: tuple[int, int]) -> int:
    """Every piece on ``h`` inside the hex, clear of the others and of the code at every
    zoom; the number of pieces checked."""
    item = _hex_item(scene, h)
    pieces = scene.pieces_at(h)
    outline = item.mapToScene(hex_polygon(scene.hex_size() * 0.97))
    for p in pieces:
        r = p.scene_rect()
        for corner in (r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()):
            assert outline.containsPoint(corner, Qt.FillRule.OddEvenFill), (item.code, p.piece)
    for a, b in combinations(pieces, 2):
        assert not a.scene_rect().intersects(b.scene_rect()), (item.code, a.piece, b.piece)
    if item.code:
        for scale in SCALES:
            box = item.code_rect(scale)
            for p in pieces:
                assert not p.scene_rect().intersects(box), (item.code, scale, p.piece)
    return len(pieces)


def test_figures_per_kind_in_the_owners_colour_with_counts(qtbot: QtBot) -> None:
    g = played(4, 160)
    scene = FurrowScene()
    scene.set_game(g)
    groups = Counter((u.at, u.owner, u.kind) for u in g.units.values() if u.at is not None)
    assert {k for (_h, _o, k) in groups} >= {"worker", "character"}
    for (h, owner, kind), n in groups.items():
        figures = [p for p in scene.pieces_at(h)
                   if p.piece.icon == kind and p.piece.colour == faction_colour(g, owner)]
        assert len(figures) == 1, (h, owner, kind)  # one figure per kind, with its count
        assert figures[0].piece.count == n
        assert figures[0].badge() == (n > 1)
        assert words.unit_kind(kind) in figures[0].piece.tip
    for h, (owner, kind) in g.structures.items():
        assert [p.piece.colour for p in scene.pieces_at(h) if p.piece.icon == kind] == [
            faction_colour(g, owner)]
    for h, res in g.resources.items():
        piles = {p.piece.icon: p.piece.count for p in scene.pieces_at(h) if p.piece.number}
        assert piles == {r: n for r, n in res.items() if n}
    assert {*FIGURES, *STRUCTURES, "food", "wood", "metal", "oil", "coins", "power",
            "popularity", "cards", "star", "recruit", "encounter"} <= set(ICON_NAMES)


def test_no_overlap_on_the_most_crowded_hexes_of_a_played_game(qtbot: QtBot) -> None:
    g = new_game(players=4, seed=11)
    agents = [make_agent("easy", 70 + i) for i in range(4)]
    scene = FurrowScene()
    worst: list[tuple[int, Game, tuple[int, int]]] = []
    for _ in range(260):
        if g.over:
            break
        s = g.deciders()[0]
        g.apply(agents[s](g, s))
        scene.set_game(g)
        h = max(g.board.terrain, key=lambda x: len(scene.pieces_at(x)))
        worst.append((len(scene.pieces_at(h)), g.clone(), h))
    worst.sort(key=lambda t: -t[0])
    checked = 0
    for n, pos, h in worst[:6]:
        scene.set_game(pos)
        assert _check_no_overlap(scene, h) == n
        checked += n
    assert worst[0][0] >= 4
    # the most a hex can hold: a structure, a token, three kinds of two seats, four piles
    h = next(x for x in g.board.terrain if x not in g.board.bases)
    g.structures[h] = (0, "beacon")
    g.tokens.add(h)
    for u in [u for u in g.units.values() if u.owner in (0, 1)]:
        u.at = h
    g.resources[h] = {"food": 3, "wood": 12, "metal": 1, "oil": 2}
    scene.set_game(g)
    assert _check_no_overlap(scene, h) >= 10


def test_the_mat_shows_icons_with_their_words_in_tooltips(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    seat = at_human_decision(qtbot, w, played(4, 160))
    g = w.controller.game
    for i in (1, 2, 3, 4):
        top, low = w.mat.buttons[i], w.mat.bottom_slots[i]
        assert isinstance(top.icons, IconText) and isinstance(low.icons, IconText)
        assert top.icons.isVisible() and not top.label.isVisible()
        col = COLUMNS[i - 1]
        res = COLUMN_RESOURCE[col]
        assert low.icons.icons()[:2] == [res, "coins"]  # cost → coins, as icons
        words_tip = (f"{g.column_cost(seat, col)} {words.resource(res)} → "
                     f"+{g.column_coins(seat, col)} coins")
        assert words_tip in low.toolTip() and words_tip in low.accessibleName()
        kind = g.top_kind(seat, i)
        assert words.top_action(kind) in top.toolTip()
        if kind in ("strengthen", "trade"):
            assert top.icons.icons()[0] == "coins" and "pay 1 coin" in top.toolTip()
        if kind != "produce":  # upgrades as pips, filled for the cubes removed
            pips = [n for n in top.icons.icons() if n.startswith("pip")]
            assert pips.count("pip") == sum(
                1 for c in g.players[seat].cubes_removed if c.startswith(kind))
            assert f"upgraded {pips.count('pip')} of {len(pips)}" in top.toolTip()
    heads = [c for c in w.tracks.findChildren(IconText)]
    assert sorted(n for h in heads for n in h.icons()) == sorted(
        ["power", "popularity", "coins", "cards", "star"])
    assert {h.toolTip() for h in heads} == {"Power", "Popularity", "Coins", "Cards", "Stars"}


def _ghosts(w: FurrowWindow) -> list[PieceItem]:
    return [i for i in w.scene.items() if isinstance(i, PieceItem) and i.zValue() >= 20]


def _a_computer_move(qtbot: QtBot, w: FurrowWindow) -> FurrowEntry:
    """Two Easy computers play until one has moved a unit; then the game pauses."""
    w.start(FurrowSetup(players=2, seed=4), ["easy", "easy"])

    def moved() -> FurrowEntry | None:
        return next((e for e in w.controller.entries if e.by_ai and any(
            ev.get("kind") == "moved" and ev.get("path") for ev in e.events)), None)
    qtbot.waitUntil(lambda: moved() is not None, timeout=20000)
    w.controller.set_paused(True)
    w.animator.finish()
    entry = moved()
    assert entry is not None
    w.animator.ms_per_step = 60_000  # far longer than a test: only a skip ends it
    return entry


def test_animation_runs_and_a_click_or_esc_skips_it(qtbot: QtBot,
                                                   furrow_window: FurrowWindow) -> None:
    w = furrow_window
    entry = _a_computer_move(qtbot, w)
    g = w.controller.game
    moving = next(str(e["unit"]) for e in entry.events if e.get("kind") == "moved")
    unit = g.units[moving]
    colour = faction_colour(g, unit.owner)

    def drawn() -> int:
        """The figures of the moving unit's seat and kind standing on the board."""
        return sum(p.piece.count for p in w.scene.items() if isinstance(p, PieceItem)
                   and p.zValue() < 20 and p.piece.icon == unit.kind
                   and p.piece.colour == colour)
    standing = drawn()
    w._animate(entry)
    assert w.animator.running() and len(_ghosts(w)) >= 1
    assert drawn() == standing - 1  # while it slides, the unit is not yet where it ends
    qtbot.wait(50)
    start = _ghosts(w)[0].pos()
    qtbot.wait(400)
    assert _ghosts(w)[0].pos() != start  # it walks
    assert _ghosts(w)[0].piece.icon in FIGURES
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.view.rect().center())
    assert not w.animator.running() and _ghosts(w) == []
    assert drawn() == standing  # and then it stands there
    w._animate(entry)
    assert w.animator.running()
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_Escape)
    assert not w.animator.running() and _ghosts(w) == []
    # a combat flashes its hex with both totals, and is skipped the same way
    g = w.controller.game
    at = next(iter(g.board.terrain))
    w.animator.play_combat(g, {
        "kind": "revealed", "at": list(at), "winner": 0,
        "commits": {"0": {"power": 3, "cards": [2], "total": 5},
                    "1": {"power": 1, "cards": [], "total": 1}}})
    assert w.animator.running()
    texts = [i.text() for i in w.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert texts == [f"{words.faction_name(g, 0)} 5  ·  {words.faction_name(g, 1)} 1"]
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.view.rect().center())
    assert not w.animator.running()
    assert [i for i in w.scene.items() if isinstance(i, QGraphicsSimpleTextItem)] == []


def test_the_animate_toggle_is_honoured(qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    entry = _a_computer_move(qtbot, w)
    view_menu = next(a.menu() for a in w.menuBar().actions()
                     if isinstance(a.menu(), QMenu) and w.act_fit in a.menu().actions())
    toggle = next(a for a in view_menu.actions() if a.objectName() == "animateMoves")
    assert toggle.isCheckable() and toggle.isChecked()
    assert toggle.text() == "Animate computer moves"
    toggle.trigger()  # off
    assert not w.animator.enabled
    w._animate(entry)
    assert not w.animator.running() and _ghosts(w) == []
    toggle.trigger()  # on again
    w._animate(entry)
    assert w.animator.running()
    toggle.trigger()  # off while running: finished at once
    assert not w.animator.running() and _ghosts(w) == []


def test_the_mat_fits_at_1280x800_also_with_the_reveal_open(
        qtbot: QtBot, furrow_window: FurrowWindow) -> None:
    w = furrow_window
    at_human_decision(qtbot, w, played(4, 160))
    qtbot.wait(20)  # the mat's column is fitted once the new mat is laid out
    assert w._mat_scroll.verticalScrollBar().maximum() == 0
    w.load(FIXTURE)  # a combat about to be committed
    for _ in range(2):
        dlg = open_commit(qtbot, w)
        dlg.dial.setValue(min(2, dlg.dial.maximum()))
        click(qtbot, dlg.findChild(QPushButton, "commitOk"))
    assert isinstance(w._dialog, RevealPanel)
    qtbot.waitUntil(w.reveal.isVisible, timeout=2000)
    qtbot.wait(20)
    assert w._mat_scroll.verticalScrollBar().maximum() == 0
    assert w._mat_scroll.viewport().height() >= w._mat_inner.height()
    assert cut_widgets(w) == []


def test_the_mat_draws_every_cost_and_gain_of_the_foundry_cards_as_icons(
        qtbot: QtBot) -> None:
    g = new_game(players=2, seed=4)
    for card in g.content.foundry.values():
        for o in card.top:
            for amounts, sign in ((o.cost, ""), (o.gain, "+")):
                shown = [t.icon or t.text for t in amount_toks(amounts, sign)]
                if not amounts:
                    assert shown == ["–"]
                for key, value in amounts.items():  # every key an icon (produce_one: words)
                    if key == "produce_one":
                        continue
                    if key == "resources":
                        expect = ([AMOUNT_ICONS[str(r)] for r in value]
                                  if isinstance(value, dict) else ["any"])
                    else:
                        expect = [AMOUNT_ICONS[key]]
                    assert set(expect) <= set(shown), (card.id, key, shown)
    assert [t.icon or t.text for t in amount_toks({"resources": 2})] == ["any", "2"]
    assert [t.icon or t.text for t in amount_toks({"resources": {"food": 2}}, "+")] == [
        "food", "+2"]


def test_the_animate_toggle_is_kept_in_the_app_settings(qtbot: QtBot) -> None:
    from dataclasses import replace

    from pocket_tactics_app.storage.settings import Settings, load_settings
    from pocket_tactics_app.ui.games.furrow import FurrowHosted
    from pocket_tactics_app.ui.shell import Shell

    shell = Shell(Settings(confirm_actions=False, animations=False))
    shell.quit_app = lambda: None  # type: ignore[method-assign]
    qtbot.addWidget(shell)
    shell.show()
    hosted = shell.host("furrow")
    assert isinstance(hosted, FurrowHosted)
    animator = hosted.window.animator
    assert not animator.action.isChecked() and not animator.enabled  # the setting read
    view = next(a.menu() for a in shell.menuBar().actions()
                if isinstance(a.menu(), QMenu) and animator.action in a.menu().actions())
    assert hosted.window.act_fit in view.actions()  # in the shell's View menu
    animator.action.trigger()
    assert animator.enabled
    saved, problems = load_settings()
    assert problems == [] and saved.animations is True
    assert shell.settings is not None and shell.settings.animations is True
    hosted.settings_changed(replace(saved, animation_speed=2.0))
    assert animator.ms_per_step == 110 and animator.active()
    hosted.settings_changed(replace(saved, animation_speed=0.0))
    assert animator.ms_per_step == 0 and not animator.active()
