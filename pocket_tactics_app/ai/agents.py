"""Computer opponents: one ``Agent.choose(game)`` for every decision point.

Levels (``make_agent``):
- ``random``: uniform over the legal actions.
- ``easy``: one-move greedy (expected evaluation over the action's exact chance
  outcomes) with softmax noise, so it blunders now and then.
- ``normal``: one move plus the opponent's *forcing* replies (attacks, abilities,
  and replies that change control or end the game), each with its exact chance
  outcomes; quiet replies are covered by the evaluation's initiative term; the
  choice is a softmax over those values (``NormalAgent.temperature``). Its setup
  plays each tile slot out 4 times (Hard: 8 times), see ``NormalAgent``.
- ``hard``: full two-ply expectimax: own action -> chance -> every opponent reply
  -> chance -> evaluation, root actions searched best-first by their one-ply value
  so that a budget cut keeps the most promising ones; then a third ply
  (``ExpectimaxAgent.deepen``): the actions again, best two-ply value first, each
  followed by every reply and our best answer to it, with cuts against the best
  finished action and the opponent's likeliest refutations searched first. Its leaf
  value adds what the plies miss (``HardAgent.value``): a win-in-one threat on the
  last feature (R11.2) and a discount of a lead that is drifting into the draw rule
  (R11.3).

Why expectimax and not MCTS: one position costs about a millisecond to build and
evaluate, a turn has tens of actions with one to four exact chance outcomes each, and
the opponent's best reply is where the game is decided. Enumerating the exact outcomes
in a two- or three-ply tree with cuts is cheaper than sampling them in play-outs; depth,
not breadth, separates the levels (the measurements are in docs/AI_STRENGTH.md).

Agents never read the game's generator: every look-ahead position is a clone with
the agent's own seed and forced dice (``chance.py``). Given a seed and a budget
(positions built per decision) an agent is deterministic; ``time_limit`` is an
optional wall-clock cap for interactive play.
"""

from __future__ import annotations

import math
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from ..core.budget import search_seconds
from ..core.hexgrid import bfs_distances
from ..engine.actions import Action
from ..engine.cards import Catalog
from ..engine.game import Game, PlayerSetup
from ..engine.policy import default_decision
from .chance import Expansion, expand
from .evaluate import DEFAULT_WEIGHTS, WIN, Weights, evaluate, sigmoid
from .setup_play import DEFAULT_MAP_WEIGHTS, SetupPlanner

LEVELS = ("random", "easy", "normal", "hard")

#: Default budgets: positions built per turn decision.
DEFAULT_BUDGETS = {"random": 0, "easy": 400, "normal": 1200, "hard": 3000}

#: Wall-clock caps for interactive play, under each level's limit (Easy 0.2 s, Normal
#: 1 s, Hard 2 s at the 95th percentile) with room for a loaded machine; the position
#: budget decides first almost always, so play stays as strong as in ``simulate``.
PLAY_TIME_LIMITS = {"random": None, "easy": 0.15, "normal": 0.8, "hard": 1.6}


def random_army(catalog: Catalog, point_limit: int, rng: random.Random) -> PlayerSetup:
    """A random legal force (R1.1) filled towards the limit, 6 random tiles, a home feature."""
    ids = sorted(catalog.units)
    best: list[str] = []
    best_pts = -1
    for _ in range(12):
        units: list[str] = []
        pts = 0
        while True:
            fits = [c for c in ids if pts + catalog.units[c].points <= point_limit]
            if not fits:
                break
            c = rng.choice(fits)
            units.append(c)
            pts += catalog.units[c].points
        if pts > best_pts:
            best, best_pts = units, pts
        if pts == point_limit:
            break
    if not best:  # nothing fits: the cheapest card (validate_setup will say why)
        best = [min(ids, key=lambda c: (catalog.units[c].points, c))]
    terrain = sorted(catalog.terrain)
    tiles = [rng.choice(terrain) for _ in range(6)]
    home = rng.choice(sorted(catalog.features))
    return PlayerSetup(best, tiles, home)


class Agent(ABC):
    """A player: ``choose`` any legal action of ``game.current_player()``."""

    level = "agent"

    def __init__(self, seed: int = 0, budget: int | None = None,
                 time_limit: float | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.budget = budget if budget is not None else DEFAULT_BUDGETS.get(self.level, 1000)
        self.time_limit = time_limit
        #: positions built by the last decision (for benchmarks)
        self.last_positions = 0

    @abstractmethod
    def choose(self, game: Game) -> Action:
        """A legal action for the player to decide now (``game.current_player()``)."""

    def choose_army(self, catalog: Catalog, point_limit: int,
                    rng: random.Random | None = None) -> PlayerSetup:
        return random_army(catalog, point_limit, rng if rng is not None else self.rng)


class RandomAgent(Agent):
    level = "random"

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        return legal[int(self.rng.random() * len(legal))]


class _Budget:
    def __init__(self, positions: int, time_limit: float | None) -> None:
        self.left = positions
        self.deadline = time.perf_counter() + time_limit if time_limit is not None else None
        self.spent = 0

    def take(self, n: int) -> None:
        self.left -= n
        self.spent += n

    def out(self) -> bool:
        if self.left <= 0:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


class SearchAgent(Agent):
    """Shared machinery: setup heuristics, decisions in assaults and tests, expansion."""

    weights: Weights = DEFAULT_WEIGHTS
    temperature = 0.0  # softmax noise over one-ply values (points); 0: pick the best
    exact_odds = False  # chance nodes from the engine's exact assault odds (else estimated)
    #: setup with purpose (``setup_play.SetupPlanner``): play-outs per tile slot; 0 plays
    #: tiles and the home at random and units by ``place_unit``'s rule (Easy)
    setup_rollouts = 0
    #: positions a setup decision may build, as a multiple of ``budget``
    setup_factor = 1.0
    #: what the setup play-outs value in a map besides the evaluation
    map_weights = DEFAULT_MAP_WEIGHTS

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        if len(legal) == 1:
            return legal[0]
        if game.pending is not None:
            return self.decide_pending(game, legal)
        if game.phase in ("tiles", "features", "units") and self.setup_rollouts:
            planner = SetupPlanner(self.rng, round(self.budget * self.setup_factor),
                                   self.setup_rollouts, self.weights, self.map_weights,
                                   time_limit=self.search_seconds())
            action = planner.choose(game, legal)
            self.last_positions = planner.spent
            return action
        if game.phase == "tiles":
            return self.rng.choice(legal)
        if game.phase == "features":
            return self.rng.choice(legal)
        if game.phase == "units":
            return self.place_unit(game, legal)
        return self.choose_turn(game, legal)

    # ---------------------------------------------------------------- decisions
    def decide_pending(self, game: Game, legal: Sequence[Action]) -> Action:
        action = default_decision(game)
        return action if action in legal else legal[-1]

    def place_unit(self, game: Game, legal: Sequence[Action]) -> Action:
        """R2.7: the strongest unit first, on the tile nearest the central feature
        (the home feature itself is kept for the last, sturdiest placement)."""
        me = game.current_player()
        central = game.central
        dist = bfs_distances(game.adj, central) if central is not None else {}
        home = next((h for h, t in game.tiles.items()
                     if t.feature and game.control.get(h) == me), None)

        def key(a: Action) -> tuple[float, float, float]:
            u = game.units[a.unit]
            assert a.at is not None
            d = dist.get(a.at, 50)
            on_home = 1.0 if a.at == home else 0.0
            return (-u.card.points, d + 2 * on_home, self.rng.random())

        return min(legal, key=key)

    # ---------------------------------------------------------------- search
    def search_seconds(self) -> float | None:
        """How long a decision may search: the shared budget's share of the cap."""
        return search_seconds(self.time_limit)

    def expand(self, game: Game, action: Action, budget: _Budget) -> Expansion:
        exp = expand(game, action, self.rng.getrandbits(31), exact=self.exact_odds)
        budget.take(exp.cost)
        return exp

    def value(self, game: Game, me: int) -> float:
        return evaluate(game, me, self.weights)

    def is_win(self, q: float) -> bool:
        """Whether a value from ``value`` is a won game (points: beyond half a win)."""
        return q > WIN / 2

    def one_ply(self, game: Game, legal: Sequence[Action], me: int,
                budget: _Budget) -> list[tuple[float, Action, Expansion]]:
        out = []
        for a in legal:
            exp = self.expand(game, a, budget)
            q = sum(p * self.value(g, me) for p, g in exp.outcomes)
            out.append((q, a, exp))
        out.sort(key=lambda t: -t[0])
        return out

    def pick(self, scored: list[tuple[float, Action]]) -> Action:
        if self.temperature <= 0 or len(scored) == 1:
            return max(scored, key=lambda t: t[0])[1]
        top = max(q for q, _ in scored)
        if self.is_win(top):  # never throw away a win
            return max(scored, key=lambda t: t[0])[1]
        weights = [math.exp(max(-50.0, (q - top) / self.temperature)) for q, _ in scored]
        r = self.rng.random() * sum(weights)
        for w, (_, a) in zip(weights, scored, strict=True):
            r -= w
            if r <= 0:
                return a
        return scored[-1][1]

    @abstractmethod
    def choose_turn(self, game: Game, legal: Sequence[Action]) -> Action:
        """A turn action (R3.1)."""


class EasyAgent(SearchAgent):
    level = "easy"
    weights = Weights(initiative=0.0, counter=0.0, approach=3.0, guard=0.5)
    temperature = 1.5

    def choose_turn(self, game: Game, legal: Sequence[Action]) -> Action:
        me = game.current_player()
        budget = _Budget(self.budget, self.search_seconds())
        scored: list[tuple[float, Action]] = []
        for i, a in enumerate(legal):
            if i and budget.out():
                break
            exp = self.expand(game, a, budget)
            scored.append((sum(p * self.value(g, me) for p, g in exp.outcomes), a))
        self.last_positions = budget.spent
        return self.pick(scored)


def _is_forcing(before: Game, action: Action, exp: Expansion) -> bool:
    if action.kind in ("attack", "ability"):
        return True
    for _, g in exp.outcomes:
        if g.is_over() or g.control != before.control:
            return True
    return False


class ExpectimaxAgent(SearchAgent):
    """Own action -> chance -> opponent reply -> chance -> evaluation."""

    level = "hard"
    forcing_replies_only = False

    def reply_value(self, game: Game, me: int, budget: _Budget,
                    cut: float = -math.inf) -> float | None:
        """Expected value after the opponent's best reply (None: out of budget).

        The search stops early once a reply brings the value below ``cut``: the
        caller already has a better action, so the exact minimum does not matter.
        """
        if game.is_over() or game.pending is not None:
            return self.value(game, me)
        if game.to_move == me:  # the opponent had no turn (cannot happen) - evaluate
            return self.value(game, me)
        legal = game.legal_actions()
        if self.forcing_replies_only:
            # quiet replies: the static value, whose initiative term stands in for them
            best = self.value(game, me)
        else:
            best = math.inf
        # likeliest refutations first: attacks, then moves onto features
        legal.sort(key=lambda a: 0 if a.kind == "attack" else
                   (1 if self._may_change_control(game, a) else 2))
        for a in legal:
            if budget.out():
                return None
            if self.forcing_replies_only and a.kind not in ("attack", "ability"):
                if a.kind not in ("move", "deploy", "withdraw"):
                    continue
                if not self._may_change_control(game, a):
                    continue
            exp = self.expand(game, a, budget)
            if self.forcing_replies_only and not _is_forcing(game, a, exp):
                continue
            q = sum(p * self.value(g, me) for p, g in exp.outcomes)
            if q < best:
                best = q
                if best < cut:
                    return best
        return best

    @staticmethod
    def _may_change_control(game: Game, a: Action) -> bool:
        if a.kind == "withdraw":
            return True
        dest = a.path[-1] if a.kind == "move" else a.at
        return dest is not None and bool(game.tiles[dest].feature)

    def choose_turn(self, game: Game, legal: Sequence[Action]) -> Action:
        me = game.current_player()
        budget = _Budget(self.budget, self.search_seconds())
        self._deadline = budget.deadline
        first = self.one_ply(game, legal, me, budget)
        if self.is_win(first[0][0]):  # a win now
            self.last_positions = budget.spent
            return first[0][1]
        scored: list[tuple[float, Action]] = []
        alpha = -math.inf  # the best complete action's value so far
        for _q1, a, exp in first:
            if budget.out():
                break
            outs = sorted(exp.outcomes, key=lambda t: -t[0])
            statics = [self.value(g, me) for _, g in outs]
            total = 0.0
            complete = True
            for i, (p, g) in enumerate(outs):
                # Probable cut: the outcomes still to search are bounded by their values
                # before the reply (optimistic for us only if the reply never helps us).
                rest = sum(pp * sv for (pp, _), sv in zip(outs[i + 1:], statics[i + 1:],
                                                          strict=True))
                cut = (alpha - total - rest) / p if p > 0 else -math.inf
                v = self.reply_value(g, me, budget, cut)
                if v is None:
                    complete = False
                    break
                total += p * v
            if not complete:
                break
            scored.append((total, a))
            if total > alpha:
                alpha = total
        self.last_positions = budget.spent
        if not scored:
            return first[0][1]
        if self.deep_top and self.temperature <= 0:
            deep = self.deepen(game, scored, me, {a: exp for _q, a, exp in first})
            if deep is not None:
                return deep
        return self.pick(scored)

    # ------------------------------------------------------------ third ply
    #: re-search the ``deep_top`` best two-ply actions three plies deep (0: off)
    deep_top = 0
    #: positions the third ply may build per decision, as a multiple of ``budget``
    #: (so ``--budget`` and the ten-times-budget ceiling scale both searches)
    deep_factor = 0.0
    _deadline: float | None = None

    def deepen(self, game: Game, scored: list[tuple[float, Action]], me: int,
               first: dict[Action, Expansion]) -> Action | None:
        """Own action -> chance -> every reply -> chance -> our best answer -> chance.

        Only the ``deep_top`` actions the two-ply search liked best are searched again,
        best first; the choice is made among those whose three-ply value is complete
        (values of different depths are not compared: the odd ply flatters the side
        that moves last). None when fewer than two finished inside the budget.
        """
        top = sorted(scored, key=lambda t: -t[0])[:self.deep_top]
        if len(top) < 2:
            return None
        budget = _Budget(round(self.budget * self.deep_factor), self._time_left())
        best_a: Action | None = None
        alpha = -math.inf
        done = 0
        for _q, a in top:
            v = self._chance_then(self._scored_outcomes(first[a], me), me, alpha, budget,
                                  self._min_node)
            if v is None:
                break
            done += 1
            if v > alpha:
                alpha, best_a = v, a
        self.last_positions += budget.spent
        return best_a if done >= 2 else None

    def _time_left(self) -> float | None:
        if self._deadline is None:
            return None
        return max(0.0, self._deadline - time.perf_counter())

    def _scored_outcomes(self, exp: Expansion, me: int) -> list[tuple[float, Game, float]]:
        """(probability, position, static value), likeliest first."""
        return [(p, g, self.value(g, me)) for p, g in sorted(exp.outcomes, key=lambda t: -t[0])]

    def _chance_then(self, outs: list[tuple[float, Game, float]], me: int, bound: float,
                     budget: _Budget, node: Callable[[Game, int, float, _Budget], float | None]
                     ) -> float | None:
        """Expected value over ``outs`` with ``node`` searched after each outcome.

        ``bound`` is the value the caller already has elsewhere; an outcome's search may
        stop once it cannot change the caller's choice (same probable bound on the
        outcomes still to search as in the two-ply search: their static values).
        """
        total = 0.0
        for i, (p, g, _static) in enumerate(outs):
            rest = sum(pp * sv for pp, _, sv in outs[i + 1:])
            cut = bound if p <= 0 or math.isinf(bound) else (bound - total - rest) / p
            v = node(g, me, cut, budget)
            if v is None:
                return None
            total += p * v
        return total

    def _min_node(self, game: Game, me: int, cut: float, budget: _Budget) -> float | None:
        """The opponent's best reply followed by our best answer; stops below ``cut``."""
        if game.is_over() or game.pending is not None or game.to_move == me:
            return self.value(game, me)
        replies: list[tuple[float, list[tuple[float, Game, float]]]] = []
        for a in game.legal_actions():
            if budget.out():
                return None
            outs = self._scored_outcomes(self.expand(game, a, budget), me)
            replies.append((sum(p * sv for p, _, sv in outs), outs))
        # the replies that look best for the opponent first: the bound tightens soonest
        replies.sort(key=lambda t: t[0])
        best = math.inf
        for _q, outs in replies:
            v = self._chance_then(outs, me, best, budget, self._max_node)
            if v is None:
                return None
            if v < best:
                best = v
                if best < cut:
                    return best
        return best

    def _max_node(self, game: Game, me: int, cut: float, budget: _Budget) -> float | None:
        """Our best one-move answer (static values after it); stops at ``cut`` or above."""
        if game.is_over() or game.pending is not None or game.to_move != me:
            return self.value(game, me)
        legal = game.legal_actions()
        legal.sort(key=lambda a: 0 if a.kind == "attack" else
                   (1 if self._may_change_control(game, a) else 2))
        best = -math.inf
        for a in legal:
            if budget.out():
                return None
            exp = self.expand(game, a, budget)
            v = sum(p * self.value(g, me) for p, g in exp.outcomes)
            if v > best:
                best = v
                if best >= cut:
                    return best
        return best


class NormalAgent(ExpectimaxAgent):
    """The middle level: two plies with forcing replies only, a noisy choice, a planned setup.

    Normal plays each tile slot out 4 times (Hard 8) and places its home and first units
    by the map they lead to, so its setup has a purpose; the settings that were tried
    instead are in docs/AI_STRENGTH.md.
    """

    level = "normal"
    forcing_replies_only = True
    setup_rollouts = 4
    #: Softmax noise over its two-ply values, in card points (Easy: 1.5 over one ply
    #: with weaker weights), so Normal is the middle level and not a second Hard.
    temperature = 1.2
    #: R11.3: behind on features, the turn limit would lose the game; a leaf then loses
    #: ``clock_stake`` card points times the chance that the turns still to go pass with
    #: no defeat (``quiet_turn_chance ** to_go``, as Hard's), so near the limit Normal
    #: fights to break the count instead of shuffling (at 5 turns to go ~44 points, at
    #: 20 turns ~4: it leaves the middle game alone).
    clock_stake = 100.0
    quiet_turn_chance = 0.85

    def value(self, game: Game, me: int) -> float:
        v = evaluate(game, me, self.weights)
        if game.is_over() or game.pending is not None:
            return v
        return v - self.clock_stake * clock_loss_weight(game, me, self.quiet_turn_chance)


class HardAgent(ExpectimaxAgent):
    """The strongest level: three plies of expectimax whose leaves are worth the chance
    to win, with the win-in-one threat and the turn limit's verdict weighed in."""

    level = "hard"
    #: play-outs per tile slot in the setup (more showed no gain)
    setup_rollouts = 8
    #: see ``value``: fixes visible blunders (sitting on a lead into R11.3, missing a
    #: win at the third ply)
    draw_pressure = 1.0
    #: R11.3 (rev. 2): the chance taken for one turn to pass with no unit defeated; the
    #: weight of the turn limit's verdict is this to the power of the turns still to go.
    #: A flat (count/limit)**2 weight let a feature lead outweigh whole units from early
    #: in a quiet stretch, so Hard shunned fights that would win material.
    quiet_turn_chance = 0.85
    win_threat = True
    #: The evaluation's weights inside Hard's search (the shared defaults stay as they
    #: are for Easy, Normal, setup and the win chance's calibration), fit by a logistic
    #: regression of how games ended on the evaluation's terms and scaled to one point per
    #: card point on the map: a feature is worth about two cards more than the defaults
    #: say, nearness to features three times as much, the attack at hand several times
    #: more (the fit and its figures are in docs/AI_STRENGTH.md).
    search_weights: Weights | None = Weights(
        on_map=1.0, in_reserve=0.98, feature=11.6, all_but_one=0.0, approach=11.7,
        guard=1.2, initiative=3.4, counter=2.3, no_deploy=2.0)
    #: The engine's exact odds at Hard's chance nodes (cached by spec); the evaluation
    #: keeps the estimate, since it meets every pair of units on the map at every leaf.
    exact_odds = True
    #: third ply (``deepen``) over every action the two-ply search finished, best first;
    #: cuts against the best finished action keep the weaker actions cheap.
    deep_top = 1_000
    #: the third ply's positions as a share of the budget: most trees are complete well
    #: inside it, and a larger share only lengthened the slowest decisions.
    deep_factor = 1.0

    #: Hard's leaves are worth the chance to win (``chance_value``), not points: an
    #: expectation over dice is then an expectation of winning, so a gamble that could
    #: lose the game weighs what it risks, and more points on a won position are worth
    #: little. The slope turns the evaluation (with ``search_weights``) into a chance, as
    #: fit by ``tools/fit_win_chance.py --weights search``; 0 values leaves in points
    #: (``points_value``).
    win_prob_slope = 0.06
    #: the share of a curve eight times flatter in the chance, so that a large lead
    #: still prefers to grow (on the steep curve alone 60 and 80 points both read 1.0)
    chance_tail = 0.02

    def value(self, game: Game, me: int) -> float:
        if self.win_prob_slope > 0:
            return self.chance_value(game, me)
        return self.points_value(game, me)

    def is_win(self, q: float) -> bool:
        if self.win_prob_slope > 0:
            return q >= 1.0 - 1e-4
        return super().is_win(q)

    def chance(self, points: float) -> float:
        """An evaluation in points as a chance to win, between 0 and 1."""
        s, tail = self.win_prob_slope, self.chance_tail
        return (1.0 - tail) * sigmoid(s * points) + tail * sigmoid(s / 8 * points)

    @staticmethod
    def won_at(turn: int) -> float:
        """A win's worth: 1, a hair less the later it comes (sooner is better)."""
        return 1.0 - 1e-7 * turn

    def chance_value(self, game: Game, me: int) -> float:
        """``points_value`` in chances: the evaluation through ``chance``, with the
        win-in-one threat and the turn limit's verdict mixed in as the wins, losses
        and draws they are (a draw is half a win). The pressure of a drawn turn limit
        shrinks the evaluation in points, before the curve, as in ``points_value``."""
        if game.is_over():
            if game.winner == me:
                return self.won_at(game.turn)
            if game.winner == 1 - me:
                return 1.0 - self.won_at(game.turn)
            return 0.5
        v = evaluate(game, me, self.search_weights or self.weights)
        if game.pending is not None:
            return self.chance(v)
        scale, limit_weight, verdict, to_go = self._turn_limit(game, me)
        p = self.chance(v * scale)
        if self.win_threat:
            p_win = self._win_in_one(game)
            if p_win > 0:
                won = self.won_at(game.turn + 1)
                p = p_win * (won if game.to_move == me else 1.0 - won) + (1 - p_win) * p
                if p_win >= 1.0 - 1e-9:
                    return p
        if limit_weight:
            won = self.won_at(game.turn + to_go)
            p = (1.0 - limit_weight) * p + limit_weight * (won if verdict > 0 else 1.0 - won)
        return p

    def points_value(self, game: Game, me: int) -> float:
        """The evaluation (card points) plus two things a two-ply search misses.

        - Win threats: when the side to move holds every feature but one and can end
          a move or deploy on that last one (R11.2), the leaf is worth the exact
          chance of doing so (its hazard tests) times a win: a third ply, but only
          for the one move that ends the game.
        - The turn limit (R11.3). When it would end the game in a draw (always under
          revision 1; with the features held equally under revision 2) a lead is
          worth less as the count nears the limit: ``v * (1 - draw_pressure * f**2)``
          with ``f = turns_without_defeat / turn_limit``. Without it Hard sat on a lead
          until the draw (23-32% draws against Normal). When revision 2's limit would
          give the game to the player with more features, the value moves towards
          that win or loss by the chance that the turns still to go pass with no
          defeat, ``w = quiet_turn_chance ** (turn_limit - turns_without_defeat)``:
          ``(1 - w) * v + w * at_limit``.
        """
        v = evaluate(game, me, self.search_weights or self.weights)
        if game.is_over() or game.pending is not None:
            return v
        if self.win_threat:
            p_win = self._win_in_one(game)
            if p_win > 0:
                mover = game.to_move
                win = WIN - game.turn - 1
                v = p_win * (win if mover == me else -win) + (1 - p_win) * v
                if p_win >= 1.0 - 1e-9:
                    return v
        scale, w, at_limit, _to_go = self._turn_limit(game, me)
        return (1.0 - w) * v * scale + w * at_limit

    def _turn_limit(self, game: Game, me: int) -> tuple[float, float, float, int]:
        """R11.3's pull on a leaf (see ``points_value``): the factor on the evaluation
        when the limit would draw, the weight ``w`` of its verdict when it would decide,
        that verdict (``at_turn_limit``, 0 for a draw) and the turns still to go."""
        if not (self.draw_pressure and game.turn_limit):
            return 1.0, 0.0, 0.0, 0
        verdict = at_turn_limit(game, me)
        to_go = max(0, game.turn_limit - game.turns_without_defeat)
        if verdict == 0.0:
            f = min(1.0, game.turns_without_defeat / game.turn_limit)
            return 1.0 - self.draw_pressure * f * f, 0.0, 0.0, to_go
        return 1.0, self.quiet_turn_chance**to_go, verdict, to_go

    def _win_in_one(self, game: Game) -> float:
        mover = game.to_move
        feats = game.features()
        missing = [f for f in feats if game.control.get(f) != mover]
        if len(missing) != 1 or len(feats) < 2:
            return 0.0
        last = missing[0]
        if last in game.occ:  # an enemy stands there: it must be defeated first
            return 0.0
        best = 0.0
        for a in game.legal_actions():
            if a.kind == "move":
                if a.path[-1] != last:
                    continue
            elif a.kind != "deploy" or a.at != last:
                continue
            exp = expand(game, a, self.rng.getrandbits(31))
            p = sum(pp for pp, g in exp.outcomes if g.winner == mover)
            if p > best:
                best = p
                if best >= 1.0 - 1e-9:
                    break
        return best


def at_turn_limit(game: Game, me: int) -> float:
    """What R11.3 would decide if the turn limit ran out now, as an evaluation."""
    if game.rules < 2:
        return 0.0
    held = [0, 0]
    for f in game.features():
        owner = game.control.get(f)
        if owner is not None:
            held[owner] += 1
    if held[me] == held[1 - me]:
        return 0.0
    at_end = WIN - game.turn - (game.turn_limit or 0) + game.turns_without_defeat
    return at_end if held[me] > held[1 - me] else -at_end


def clock_loss_weight(game: Game, me: int, quiet_turn_chance: float) -> float:
    """How much R11.3 threatens ``me`` with a loss: 0 unless the turn limit would give
    the game to the opponent now (more features held); then the chance that the turns
    still to go pass with no defeat, ``quiet_turn_chance ** to_go``."""
    if not game.turn_limit or at_turn_limit(game, me) >= 0:
        return 0.0
    return float(quiet_turn_chance ** max(0, game.turn_limit - game.turns_without_defeat))


_CLASSES: dict[str, type[Agent]] = {
    "random": RandomAgent, "easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent,
}


def make_agent(level: str, seed: int, budget: int | None = None,
               time_limit: float | None = None) -> Agent:
    """An agent of that level; ``budget`` is positions built per decision."""
    try:
        cls = _CLASSES[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(seed=seed, budget=budget, time_limit=time_limit)
