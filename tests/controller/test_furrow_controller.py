"""The Furrow & Foundry controller (issue 15): seats, the computer on a worker thread from
its seat's view, undo up to the engine's barriers, saves that replay."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pocket_tactics_app.controller import furrow_controller as fc
from pocket_tactics_app.controller.furrow_controller import HUMAN, FurrowController, FurrowSetup
from pocket_tactics_app.furrow.ai.agents import concretize
from pocket_tactics_app.furrow.engine.game import Game, IllegalAction


def make(seats: list[str], seed: int = 3, limit: int | None = None) -> FurrowController:
    c = FurrowController()
    c.ai_delay_ms = 0
    c.new_game(FurrowSetup(players=len(seats), seed=seed, round_limit=limit), seats)
    return c


def play_one(c: FurrowController, seat: int, rng: random.Random) -> None:
    """A legal concrete action of a human seat (tried on a copy first)."""
    for _ in range(50):
        entry = rng.choice(c.legal_for(seat))
        action = concretize(entry, rng)
        trial = c.game.clone()
        try:
            trial.apply(action)
        except IllegalAction:
            continue
        assert c.request(seat, action)
        return
    raise AssertionError("no legal action found")


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
