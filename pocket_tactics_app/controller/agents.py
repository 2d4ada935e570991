"""Computer players as the controller sees them: anything with ``choose(game) -> Action``.

The opponents live in ``pocket_tactics_app.ai`` (``make_agent(level, seed)``).
:class:`SimpleAgent` is the fallback the controller uses when that player fails
(``GameController._on_ai_failed``) or a save names a level the AI does not know: it
plays legally, the engine's default policy for bumps, re-rolls and tests, and a light
greedy choice otherwise (take features, attack when the dice favour it, deploy, then
move toward features).
"""

from __future__ import annotations

import random
from typing import Protocol

from ..ai.agents import PLAY_TIME_LIMITS
from ..ai.agents import make_agent as ai_make_agent
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.hexgrid import Hex, hex_distance
from ..engine.policy import default_decision


class Agent(Protocol):
    def choose(self, game: Game) -> Action: ...


def _expected_dice(n: int) -> float:
    return 3.5 * n


class SimpleAgent:
    """A legal, mildly sensible opponent: the fallback when the AI's player cannot play."""

    def __init__(self, level: str = "normal", seed: int | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("no legal action to choose from")
        if game.pending is not None:
            action = default_decision(game)
            return action if action in legal else legal[-1]
        if game.phase != "play" or self.level == "easy":
            if game.phase == "units":
                return self._place_unit(game, legal)
            return self.rng.choice(legal)
        scored = [(self._score(game, a) + self.rng.random() * 0.5, i) for i, a in enumerate(legal)]
        scored.sort(reverse=True)
        return legal[scored[0][1]]

    def _place_unit(self, game: Game, legal: list[Action]) -> Action:
        # Strong units first; off the home feature so it stays free for deploys.
        best = max(legal, key=lambda a: (game.units[a.unit].card.points,
                                         0 if a.at is not None and game.tiles[a.at].feature else 1,
                                         self.rng.random()))
        return best

    def _score(self, game: Game, action: Action) -> float:
        player = game.to_move
        feats = game.features()

        def feature_pull(h: Hex) -> float:
            wanted = [f for f in feats if game.control.get(f) != player]
            if not wanted:
                return 0.0
            return -min(hex_distance(h, f) for f in wanted) * 0.4

        if action.kind == "move":
            unit = game.units[action.unit]
            dest = action.path[-1]
            score = 1.0 + feature_pull(dest)
            if unit.at is not None:
                score -= feature_pull(unit.at)
            if game.tiles[dest].feature and game.control.get(dest) != player:
                score += 6.0
            if game.hazard_of(unit, dest) is not None:
                score -= 2.0
            return score
        if action.kind == "attack":
            unit, target = game.units[action.unit], game.units[action.target]
            edge = (_expected_dice(unit.card.off.dice) + sum(unit.card.off.bumps)
                    - _expected_dice(target.card.defence.dice) - sum(target.card.defence.bumps))
            return 2.0 + edge * 0.5
        if action.kind == "deploy":
            return 2.5 if len(game.on_map(player)) < 3 else 0.5
        if action.kind == "withdraw":
            return -3.0
        if action.kind == "ability":
            return 3.0
        return 0.0


def make_agent(level: str, seed: int | None = None) -> Agent:
    """The computer player for a difficulty: ``ai.make_agent``, with its play time limit;
    :class:`SimpleAgent` for a level the AI does not know (a save's "hard vs easy")."""
    try:
        agent: Agent = ai_make_agent(level, 0 if seed is None else seed,
                                     time_limit=PLAY_TIME_LIMITS.get(level))
    except ValueError:
        return SimpleAgent(level, seed)
    return agent
