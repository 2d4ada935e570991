"""Helpers shared by the controller tests."""

from __future__ import annotations

import random

from pocket_tactics_app.controller.furrow_controller import FurrowController
from pocket_tactics_app.furrow.ai.agents import concretize
from pocket_tactics_app.furrow.engine.game import IllegalAction


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
