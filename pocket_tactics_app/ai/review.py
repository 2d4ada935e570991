"""After a game: the win chance over it, and the player's choices that lowered it most.

``win_chance_series(positions, player)`` is the evaluation-only win chance
(``winchance.win_chance``) of each position in play (none during the setup), cheap
enough for the GUI thread (well under a millisecond a position).
``review(befores, actions, players)`` finds the turn actions (R3.1: move, attack,
deploy, withdraw, ability) of ``players`` that lowered their win chance the most and,
for each, the better move: Hard's choice there.

A choice's worth is its *expected* win chance over its dice (``chance.expand`` with
the engine's exact odds), not the one the dice then gave: the review judges the
choice, not the luck. The drop is the win chance before the choice minus that
expectation. Candidates are taken in order of their drop; Hard's search is run on
each (at most ``searches`` of them) and a candidate is kept only when Hard would have
done something else worth at least ``MIN_GAIN`` more: a drop nobody could avoid is not a
mistake, and a "better" move a point or two better (within the evaluation's own error,
and shown as the same percentage) is not advice.
Setup placements and the dice decisions inside an assault are not reviewed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.kinds import Phase
from .agents import HardAgent
from .chance import expand, expected
from .winchance import in_play, win_chance

#: Turn actions (R3.1) the review judges.
REVIEWED_KINDS = frozenset({"move", "attack", "deploy", "withdraw", "ability"})
#: The least a better move must gain over the one played, in win chance, to be listed.
MIN_GAIN = 0.03


@dataclass(frozen=True)
class Mistake:
    """One reviewed choice: ``actions[index]`` by ``player``."""

    index: int
    player: int
    action: Action
    before: float  # the player's win chance before the choice
    after: float  # its expectation after the choice (over the dice)
    better: Action  # Hard's choice in the same position
    better_after: float  # its expectation after Hard's choice

    @property
    def drop(self) -> float:
        return self.before - self.after

    @property
    def loss(self) -> float:
        """How much more Hard's choice was worth."""
        return self.better_after - self.after


def win_chance_series(positions: Sequence[Game], player: int) -> list[float]:
    """``player``'s win chance in each position in play (a draw counting half), in
    [0, 1]: the setup positions, which come first, are left out."""
    return [win_chance(g, player) for g in positions if in_play(g)]


def expected_after(game: Game, action: Action, player: int, seed: int = 0) -> float:
    """``player``'s expected win chance once ``action`` (legal in ``game``) is resolved."""
    return expected(expand(game, action, seed, exact=True), lambda g: win_chance(g, player))


def drops(befores: Sequence[Game], actions: Sequence[Action], players: Collection[int],
          stop: Callable[[], bool] | None = None) -> list[tuple[float, int, float, float]]:
    """(drop, index, before, after) of every reviewed choice of ``players``, largest
    drop first; ``befores[k]`` is the game before ``actions[k]``."""
    out = []
    for k, (g, a) in enumerate(zip(befores, actions, strict=False)):
        if stop is not None and stop():
            return []
        if (g.phase != Phase.PLAY or g.pending is not None or g.is_over()
                or a.kind not in REVIEWED_KINDS):
            continue
        p = g.current_player()
        if p not in players:
            continue
        before = win_chance(g, p)
        after = expected_after(g, a, p, seed=k)
        out.append((before - after, k, before, after))
    out.sort(key=lambda t: (-t[0], t[1]))
    return out


def review(befores: Sequence[Game], actions: Sequence[Action], players: Collection[int],
           top: int = 3, searches: int = 8, budget: int | None = None,
           time_limit: float | None = 1.0, seed: int = 0,
           stop: Callable[[], bool] | None = None,
           min_gain: float | None = None) -> list[Mistake]:
    """Up to ``top`` choices of ``players`` that lowered their win chance the most, each
    with Hard's better move, worth at least ``min_gain`` more (``MIN_GAIN`` when None);
    the largest drop first. Slow (Hard's search on up to ``searches`` positions): call
    it off the GUI thread; ``stop()`` turning true (the window closed) ends it early
    with what was found."""
    gain = MIN_GAIN if min_gain is None else min_gain
    found: list[Mistake] = []
    for drop, k, before, after in drops(befores, actions, players, stop)[:searches]:
        if drop <= 0 or len(found) >= top or (stop is not None and stop()):
            break
        g = befores[k]
        p = g.current_player()
        agent = HardAgent(seed=seed + k, budget=budget, time_limit=time_limit)
        better = agent.choose(g.clone(reseed=seed + k))
        if better == actions[k]:
            continue
        better_after = expected_after(g, better, p, seed=k)
        if better_after - after < gain - 1e-9:
            continue
        found.append(Mistake(k, p, actions[k], before, after, better, better_after))
    return found
