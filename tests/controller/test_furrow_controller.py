"""The Furrow & Foundry controller: seats, the computer on a worker thread from
its seat's view, undo up to the engine's barriers, saves that replay."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import furrow_controller as fc
from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowController, FurrowSetup
from pocket_tactics_app.furrow.engine.game import Game

from .helpers import play_one


def make(seats: list[str], seed: int = 3, limit: int | None = None) -> FurrowController:
    c = FurrowController()
    c.ai_delay_ms = 0
    c.new_game(FurrowSetup(players=len(seats), seed=seed, round_limit=limit), seats)
    return c


def test_hot_seat_requests_and_undo() -> None:
    c = make([HUMAN, HUMAN])
    seat = c.human_deciders()[0]
    other = 1 - seat
    assert not c.request(other, {"kind": "section", "section": 1})  # not its decision
    assert not c.can_undo()
    assert c.request(seat, {"kind": "section", "section": 1})
    assert c.can_undo()
    assert c.undo()
    assert c.game.turn is None and not c.entries
    assert not c.request(seat, {"kind": "section", "section": 9})  # the engine refuses
    assert not c.entries


def test_undo_stops_at_a_barrier() -> None:
    c = make([HUMAN, HUMAN])
    rng = random.Random(1)
    for _ in range(60):
        seats = c.human_deciders()
        if not seats:
            break
        play_one(c, seats[0], rng)
        if c._barrier:
            break
    assert c._barrier, "no barrier reached"
    while c.undo():
        pass
    assert len(c.entries) >= c._barrier


def test_computer_game_to_the_end_decides_from_its_view(qtbot: QtBot,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Game] = []
    real = fc.make_agent  # type: ignore[attr-defined]

    def spy(level: str, seed: int = 0, **kw: Any) -> Any:
        agent = real(level, seed, **kw)

        def call(game: Game, seat: int) -> Any:
            seen.append(game)
            return agent(game, seat)
        return call

    monkeypatch.setattr(fc, "make_agent", spy)
    c = make(["random", "greedy"], seed=5, limit=3)
    with qtbot.waitSignal(c.game_over, timeout=60000):
        pass
    assert c.game.over
    assert seen and all(g.draws == [] for g in seen)  # determinized copies, never the game
    assert all(g is not c.game for g in seen)


def test_save_and_load_replays(tmp_path: Path) -> None:
    c = make([HUMAN, HUMAN], seed=11)
    rng = random.Random(2)
    for _ in range(12):
        play_one(c, c.human_deciders()[0], rng)
    path = c.save_to(tmp_path / "g.json")
    d = FurrowController()
    d.load(path)
    assert d.game.round == c.game.round and d.game.to_move == c.game.to_move
    assert len(d.entries) == len(c.entries)
    assert d.seats == [HUMAN, HUMAN]


def test_a_save_records_its_content_revision_and_replays_with_its_content(
        tmp_path: Path) -> None:
    """Content revision 2 changed Veldmark's ability and Ember's start cards: a save
    says which revision it began under, and one without (written before revisions)
    replays with revision 1's, so an old game is the game that was played."""
    setup = FurrowSetup(players=2, factions=("veldmark", "ember"), mats=(1, 2), seed=5)
    assert setup.to_json()["content"] == 2
    g = setup.start()
    ember = next(p for p in g.players if p.faction == "ember")
    veld = next(p for p in g.players if p.faction == "veldmark")
    assert len(ember.hand) == 1 and g.has(veld.seat, "common_stores")
    old_json = {k: v for k, v in setup.to_json().items() if k != "content"}
    old = FurrowSetup.from_json(old_json)
    assert old.content == 1 and old.to_json()["content"] == 1
    g = old.start()
    assert len(next(p for p in g.players if p.faction == "ember").hand) == 0
    assert g.has(veld.seat, "wading_hands") and not g.has(veld.seat, "common_stores")
    assert FurrowSetup.from_json(setup.to_json()) == FurrowSetup(
        players=2, factions=("veldmark", "ember"), mats=(1, 2), seed=5, content=2)
    with pytest.raises(ValueError, match="setup.content: content revision 9 is not known"):
        FurrowSetup.from_json({**old_json, "content": 9})
    # an old save loads under revision 1 and is saved again as revision 1
    c = FurrowController()
    c.ai_delay_ms = 0
    c.load_data({"format": "furrow-foundry/save", "version": 2, "app_version": "0.1.0",
                 "created": None, "setup": old_json, "seats": [HUMAN, HUMAN],
                 "actions": [], "finished": False})
    assert c.setup.content == 1
    assert c.game.content.factions["veldmark"].ability == "wading_hands"
    path = c.save_to(tmp_path / "old.json")
    d = FurrowController()
    d.load(path)
    assert d.setup.content == 1
    assert len(next(p for p in d.game.players if p.faction == "ember").hand) == 0


FIXTURE = Path(__file__).parent.parent / "fixtures" / "furrow_before_commit.json"


def test_the_computer_commits_before_a_human_screen_opens(qtbot: QtBot) -> None:
    import json

    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["seats"] = [HUMAN, HUMAN, "greedy"]  # a combat of seat 0 (human) and 2 (computer)
    c = FurrowController()
    c.ai_delay_ms = 0
    opened: list[int] = []
    c.decision_needed.connect(opened.append)
    c.load_data(data)
    assert c.game.phase() == "commit" and c.game.deciders() == [0, 2]
    assert c.human_deciders() == [] and not opened  # the computer's commit comes first
    assert not c.request(0, {"kind": "commit", "player": 0, "power": 0, "cards": []})
    qtbot.waitUntil(lambda: c.human_deciders() == [0], timeout=20000)
    assert opened == [0] and 2 in c.game.turn.commits  # type: ignore[union-attr]
    assert c.undo_seat() is None  # the sealed commit is a barrier


def test_modified_until_saved_to_a_file_as_in_pocket_tactics(tmp_path: Path) -> None:
    c = make([HUMAN, HUMAN])
    told: list[bool] = []
    c.modified_changed.connect(told.append)
    rng = random.Random(6)
    assert not c.is_modified()  # no action yet
    play_one(c, c.human_deciders()[0], rng)
    assert c.is_modified() and told == [True]
    c.save_to(tmp_path / "game.furrow.json")
    assert not c.is_modified() and told == [True, False]
    play_one(c, c.human_deciders()[0], rng)
    assert c.is_modified() and told == [True, False, True]
    other = make([HUMAN, HUMAN])
    other.load(tmp_path / "game.furrow.json")
    assert not other.is_modified() and len(other.entries) == 1
    c.undo()  # back to what the file holds
    assert not c.is_modified() and told[-1] is False
