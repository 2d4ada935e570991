"""Agents never choose an illegal action: 500 random positions, every decision kind."""

from __future__ import annotations

import random

import pytest

from pocket_tactics_app.ai.agents import make_agent
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Assault, Game
from pocket_tactics_app.engine.randomgame import random_setup

CAT = default_catalog()
#: small budgets: legality does not depend on the search depth
AGENTS = [make_agent("random", 1), make_agent("easy", 2), make_agent("normal", 3, budget=60),
          make_agent("hard", 4, budget=80)]


def kind_of(g: Game) -> str:
    if g.pending is not None:
        where = "assault" if isinstance(g.pending, Assault) else "test"
        return f"{where}-{g.pending.phase}"
    return g.phase


@pytest.mark.slow  # about 5 s: run with -m slow (and in .ci/run)
def test_agents_choose_legal_actions_in_500_positions() -> None:
    rng = random.Random(2024)
    seen: dict[str, int] = {}
    checked = 0
    game_no = 0
    while checked < 500:
        game_no += 1
        g = Game.new(random_setup(CAT, rng), CAT)
        while not g.is_over() and checked < 500:
            kind = kind_of(g)
            legal = g.legal_actions()
            # every decision inside assaults and tests, one setup/turn position in three
            if g.pending is not None or rng.random() < 0.33:
                agent = AGENTS[checked % len(AGENTS)]
                action = agent.choose(g)
                assert action in legal, (agent.level, kind, action)
                seen[kind] = seen.get(kind, 0) + 1
                checked += 1
                g.apply(action)
            else:
                g.apply(legal[int(rng.random() * len(legal))])
    for kind in ("tiles", "features", "units", "play", "assault-bump", "assault-reroll",
                 "test-bump", "test-reroll"):
        assert seen.get(kind, 0) > 0, f"no {kind} decision was checked: {seen}"
