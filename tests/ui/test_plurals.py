"""Plural forms in the interface (issues 13 and 15): the texts that used to show "(s)"
read "1 card" / "2 cards" in English (no catalogue: ``english_plural``), and the zh_CN
catalogue gives Chinese for each of them."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from pocket_tactics_app.engine.cards import CardError, default_catalog
from pocket_tactics_app.furrow.engine.game import Game, Turn, new_game
from pocket_tactics_app.storage.armies import ArmyList
from pocket_tactics_app.ui.army_builder import ArmyBuilderDialog, army_problems
from pocket_tactics_app.ui.card_errors import CardErrorsPanel
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.dialogs import CommitDialog
from pocket_tactics_app.ui.furrow.panels import MatPanel, _top_effect

HAN = re.compile(r"[\u4e00-\u9fff]")


def _furrow_game(hand: int) -> Game:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    for p in g.players:
        p.hand = list(range(2, 2 + hand))
    return g


def _unknown_cards(n: int) -> str:
    army = ArmyList(name="Test", units=[f"ghost-{i}" for i in range(n)], tiles=[],
                    home_feature="", point_limit=0)
    return next(p for p in army_problems(army, default_catalog()) if "ghost-0" in p)


def _card_errors(qtbot: Any, problems: int, files: int) -> str:
    panel = CardErrorsPanel()
    qtbot.addWidget(panel)
    panel.set_errors([CardError(file=f"f{i % files}.yaml", line=i + 1, field="x",
                                message="bad") for i in range(problems)])
    return panel.heading.text()


def _reload_status(qtbot: Any, monkeypatch: pytest.MonkeyPatch, n: int) -> str:
    dialog = ArmyBuilderDialog(default_catalog())
    qtbot.addWidget(dialog)
    broken = dataclasses.replace(default_catalog(), errors=[
        CardError(file="a.yaml", line=1, field="x", message="bad")] * n)
    monkeypatch.setattr("pocket_tactics_app.ui.army_builder.load_cards", lambda: broken)
    dialog.reload_cards()
    return dialog.status.text()


def _commit_info(qtbot: Any, hand: int) -> str:
    g = _furrow_game(hand)
    g.turn = Turn(0, "combat")
    g.turn.combat = {"attacker": 0, "defender": 1, "at": [0, 0], "hired_guns": {}}
    dlg = CommitDialog(g, 0, {"power": [0, 3], "max_cards": 1, "cards": []})
    qtbot.addWidget(dlg)
    info = dlg.findChild(QLabel, "commitInfo")
    assert info is not None
    return str(info.text())


def _mat_header(qtbot: Any, hand: int) -> str:
    panel = MatPanel()
    qtbot.addWidget(panel)
    panel.show_seat(_furrow_game(hand), 0, False, [])
    return panel.header.text()


def _top(monkeypatch: pytest.MonkeyPatch, kind: str, amount: int) -> str:
    g = _furrow_game(0)
    monkeypatch.setattr(g, "top_amount", lambda seat, cube: amount)
    return _top_effect(g, 0, 0, kind)


def _texts(qtbot: Any, monkeypatch: pytest.MonkeyPatch, n: int) -> Iterator[tuple[str, str]]:
    """(name, rendered text) of every former "(s)" text with the count ``n``."""
    yield "unknown cards", _unknown_cards(n)
    yield "card errors", _card_errors(qtbot, n, n)
    yield "reload status", _reload_status(qtbot, monkeypatch, n)
    yield "commit info", _commit_info(qtbot, n)
    yield "mat header", _mat_header(qtbot, n)
    yield "strengthen", _top(monkeypatch, "strengthen", n)
    yield "move", _top(monkeypatch, "move", n)
    yield "workers gained", words.event_line(
        _furrow_game(0), {"kind": "gained", "what": "workers", "n": n, "player": 0}) or ""


EXPECTED: dict[str, Callable[[int], list[str]]] = {
    "unknown cards": lambda n: ["Unknown card: ghost-0." if n == 1
                                else "Unknown cards: ghost-0, ghost-1.",
                                "Remove the card from" if n == 1 else "Remove the cards from"],
    "card errors": lambda n: ["1 problem in 1 card file;" if n == 1
                              else "2 problems in 2 card files;",
                              "Fix the file and" if n == 1 else "Fix the files and"],
    "reload status": lambda n: ["1 problem in card files" if n == 1
                                else "2 problems in card files"],
    "commit info": lambda n: ["1 card in hand." if n == 1 else "2 cards in hand."],
    "mat header": lambda n: ["Hand: 1 card" if n == 1 else "Hand: 2 cards"],
    "strengthen": lambda n: ["+1 card" if n == 1 else "+2 cards"],
    "move": lambda n: ["+1 coin" if n == 1 else "+2 coins"],
    "workers gained": lambda n: ["gained 1 worker." if n == 1 else "gained 2 workers."],
}


@pytest.mark.parametrize("n", [1, 2])
def test_plural_texts_read_right_in_english(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                                           n: int) -> None:
    seen = dict(_texts(qtbot, monkeypatch, n))
    assert set(seen) == set(EXPECTED)
    for name, text in seen.items():
        assert "(s)" not in text and "%n" not in text, (name, text)
        for part in EXPECTED[name](n):
            assert part in text, (name, part, text)
    if n == 1:  # no stray plural next to a single count
        for name in ("unknown cards", "commit info", "mat header", "strengthen"):
            assert "cards" not in seen[name], (name, seen[name])
        assert "coins" not in seen["move"] and "problems" not in seen["card errors"]


def test_plural_texts_are_chinese_in_zh_cn(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                                          language: Callable[[str], None]) -> None:
    language("zh_CN")
    for n in (1, 2):
        for name, text in _texts(qtbot, monkeypatch, n):
            assert HAN.search(text), (name, text)
            assert "(s)" not in text and "%n" not in text, (name, text)
            if name != "unknown cards":  # that text names the cards, it shows no count
                assert str(n) in text, (name, text)
            assert not re.search(r"\b(cards?|coins?|problems?|workers?)\b", text), (
                name, text)
