"""The pieces of a Pocket Tactics position: the game's dice, tiles, units, and the
rollers, assaults and tests whose decisions are pending (R6, R8), with R6.5's count."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..core.hexgrid import Hex
from .cards import Effect, UnitCard
from .kinds import Location

MAP, RESERVE, CAPTIVE = Location.MAP, Location.RESERVE, Location.CAPTIVE


class Dice:
    """The game's single source of dice: forced results first, then a seeded generator."""

    __slots__ = ("rng", "forced", "rolled")

    def __init__(self, seed: int | None = None, forced: Iterable[int] = ()) -> None:
        self.rng = random.Random(seed)
        self.forced: deque[int] = deque(forced)
        self.rolled = 0

    def roll(self) -> int:
        self.rolled += 1
        if self.forced:
            return self.forced.popleft()
        return int(self.rng.random() * 6) + 1

    def choice_index(self, n: int) -> int:
        """A uniform index below n (tile draws, random central feature)."""
        return int(self.rng.random() * n)

    def copy(self) -> Dice:
        d = Dice.__new__(Dice)
        d.rng = random.Random()
        d.rng.setstate(self.rng.getstate())
        d.forced = deque(self.forced)
        d.rolled = self.rolled
        return d


@dataclass(frozen=True, slots=True)
class Tile:
    terrain: str
    feature: str | None = None

    @property
    def kind(self) -> str:
        """The tile's type: the feature when there is one (R8.3), else the terrain."""
        return self.feature or self.terrain


class Unit:
    __slots__ = ("id", "card", "owner", "at", "where", "held_by")

    def __init__(
        self,
        uid: str,
        card: UnitCard,
        owner: int,
        at: Hex | None = None,
        where: str = RESERVE,
        held_by: int | None = None,
    ) -> None:
        self.id = uid
        self.card = card
        self.owner = owner
        self.at = at
        self.where = where
        self.held_by = held_by

    def copy(self) -> Unit:
        return Unit(self.id, self.card, self.owner, self.at, self.where, self.held_by)

    def __repr__(self) -> str:
        return f"Unit({self.id!r}, {self.card.id!r}, p{self.owner}, {self.where}, {self.at})"


@dataclass
class BumpSource:
    colour: str
    value: int
    label: str
    used: bool = False


@dataclass
class Roller:
    """One unit's dice in an assault or a test, with its bumps and re-rolls."""

    unit: str
    owner: int
    dice: dict[str, list[int]]
    bumps: dict[str, list[BumpSource]]
    rerolls: int
    bumped: dict[str, list[int]] = field(default_factory=dict)  # per die: total bump on it

    def copy(self) -> Roller:
        return Roller(
            self.unit,
            self.owner,
            {c: list(v) for c, v in self.dice.items()},
            {
                c: [BumpSource(b.colour, b.value, b.label, b.used) for b in v]
                for c, v in self.bumps.items()
            },
            self.rerolls,
            {c: list(v) for c, v in self.bumped.items()},
        )

    def can_bump(self) -> bool:
        for colour, sources in self.bumps.items():
            if any(not b.used for b in sources) and any(v < 6 for v in self.dice[colour]):
                return True
        return False

    def can_reroll(self) -> bool:
        return self.rerolls > 0 and bool(self.dice["off"] or self.dice["def"])


@dataclass
class Assault:
    """An assault or ranged attack in progress (R6, R7)."""

    attacker: Roller
    defender: Roller
    ranged: bool
    reply: bool  # R7.3: the target rolls OFF only if it could attack back
    phase: str = "bump"
    turn: int = 0  # 0 attacker, 1 defender
    passes: int = 0

    def roller(self, side: int) -> Roller:
        return self.attacker if side == 0 else self.defender

    def copy(self) -> Assault:
        return Assault(
            self.attacker.copy(),
            self.defender.copy(),
            self.ranged,
            self.reply,
            self.phase,
            self.turn,
            self.passes,
        )


@dataclass
class Test:
    """An N OFF/DEF test in progress (R8.2): a hazard on a move, or an ability's test."""

    roller: Roller
    colour: str
    target: int
    purpose: str  # "hazard" or "rescue"
    rest_of_path: tuple[Hex, ...] = ()
    path_done: tuple[Hex, ...] = ()
    start: Hex | None = None
    captive: str = ""
    phase: str = "bump"

    @property
    def passed(self) -> bool:
        return any(v >= self.target for v in self.roller.dice[self.colour])

    def copy(self) -> Test:
        return Test(
            self.roller.copy(),
            self.colour,
            self.target,
            self.purpose,
            self.rest_of_path,
            self.path_done,
            self.start,
            self.captive,
            self.phase,
        )


Pending = Assault | Test


def defeats_sorted(off: tuple[int, ...], def_: tuple[int, ...]) -> bool:
    """R6.5 on rolls already sorted highest first: does this OFF roll defeat this DEF?

    Compared pair by pair from the top, the first unequal pair decides, a leftover OFF
    die defeats and running out of OFF dice is safe: that is exactly Python's
    lexicographic tuple order. (The odds and the AI keep their rolls sorted, and call
    this in their innermost loops.)
    """
    return off > def_


def compare(off: Sequence[int], def_: Sequence[int]) -> bool:
    """R6.5: does this OFF roll defeat this DEF roll (in any order)?"""
    return defeats_sorted(tuple(sorted(off, reverse=True)), tuple(sorted(def_, reverse=True)))


def _types_match(effect: Effect, card: UnitCard) -> bool:
    return not effect.types or any(t in card.types for t in effect.types)
