"""Random legal setups and random games: for tests, benchmarks and AI baselines."""

from __future__ import annotations

import random

from .cards import Catalog
from .game import Game, GameSetup, PlayerSetup


def random_army(catalog: Catalog, rng: random.Random, point_limit: int = 50) -> list[str]:
    """A random legal army: cards added while they fit under the limit (R1.1, R1.2)."""
    ids = sorted(catalog.units)
    out: list[str] = []
    total = 0
    while True:
        fits = [c for c in ids if total + catalog.units[c].points <= point_limit]
        if not fits or (out and rng.random() < 0.1):
            return out
        card = fits[int(rng.random() * len(fits))]
        out.append(card)
        total += catalog.units[card].points


def random_setup(catalog: Catalog, rng: random.Random, point_limit: int = 50) -> GameSetup:
    terrain = sorted(catalog.terrain)
    features = sorted(catalog.features)
    players = []
    for _ in range(2):
        players.append(
            PlayerSetup(
                random_army(catalog, rng, point_limit),
                [terrain[int(rng.random() * len(terrain))] for _ in range(6)],
                features[int(rng.random() * len(features))],
            )
        )
    central = None if rng.random() < 0.5 else features[int(rng.random() * len(features))]
    return GameSetup((players[0], players[1]), central, point_limit, rng.randrange(2**31))


def play_random(game: Game, rng: random.Random, max_actions: int = 100_000) -> int:
    """Play uniformly random legal actions to the end; returns the number applied."""
    n = 0
    while not game.is_over() and n < max_actions:
        legal = game.legal_actions()
        game.apply(legal[int(rng.random() * len(legal))])
        n += 1
    return n
