"""Helpers shared by the controller tests."""

from __future__ import annotations

import random

from pocket_tactics_app.controller.furrow_controller import FurrowController
from pocket_tactics_app.core.hexgrid import neighbours
from pocket_tactics_app.furrow.ai.agents import concretize
from pocket_tactics_app.furrow.engine.game import Action, Game, IllegalAction, Unit
from pocket_tactics_app.furrow.engine.position import view


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


class Source:
    """A bare engine game as the screen sees it: every seat is a human."""

    def __init__(self, game: Game) -> None:
        self._game = game

    @property
    def game(self) -> Game:
        return self._game

    def has_game(self) -> bool:
        return True

    def legal_for(self, seat: int) -> list[Action]:
        return view(self._game, seat).legal


def own_unit(g: Game, seat: int, kind: str) -> Unit:
    """The first of the seat's units of ``kind``."""
    return next(u for u in g.units.values() if u.owner == seat and u.kind == kind)


def guarded_beside_rival(g: Game, seat: int) -> tuple[Unit, Unit, Unit]:
    """The seat's character put with one of its workers, a rival's character or mech on
    a land hex beside them: (character, worker, rival)."""
    character, worker = own_unit(g, seat, "character"), own_unit(g, seat, "worker")
    here = worker.at
    assert here is not None
    character.at = here
    rival = next(u for u in g.units.values() if u.owner != seat and u.kind != "worker")
    rival.at = next(h for h in neighbours(here)
                    if h in g.board.terrain and g.board.terrain[h] != "lake")
    return character, worker, rival
