"""A tiny game on the game protocol, so the server's tests depend on no real game.

"Count": 2 to 4 seats, each dealt a secret card (1-100) from the seeded generator. With
``sealed`` set, every seat first commits a secret digit at the same time (a sealed,
simultaneous decision). Then seats take turns adding 1 or 2 to a shared count; whoever
brings it to ``target`` wins. Actions name their seat: ``{"seat": 0, "add": 2}``,
``{"seat": 1, "commit": 7}``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any, Self

from pocket_tactics_app.core.errors import IllegalAction
from pocket_tactics_app.core.protocol import GameState, JSONObject, JSONValue

GAME_ID = "count"
#: Marks that make a seat's secret easy to find in recorded bytes.
CARD_MARK = "CARD-SECRET-"
COMMIT_MARK = "COMMIT-SECRET-"


class CountState:
    game_id = GAME_ID

    def __init__(self, seats: int, target: int, sealed: bool, seed: int) -> None:
        self.rng = random.Random(seed)
        self.cards = [self.rng.randint(1, 100) for _ in range(seats)]
        self.commits: list[int | None] = [None] * seats if sealed else []
        self.count = 0
        self.turn = 0
        self.target = target

    def num_seats(self) -> int:
        return len(self.cards)

    def current_seats(self) -> list[int]:
        if self.is_over():
            return []
        waiting = [i for i, c in enumerate(self.commits) if c is None]
        return waiting if waiting else [self.turn]

    def legal_actions(self, seat: int) -> list[JSONObject]:
        if seat not in self.current_seats():
            return []
        if self.commits and self.commits[seat] is None:
            return [{"seat": seat, "commit": d} for d in range(10)]
        return [{"seat": seat, "add": n} for n in (1, 2) if self.count + n <= self.target]

    def apply(self, action: JSONObject) -> Sequence[Any]:
        seat = action["seat"]
        if seat not in self.current_seats():
            raise IllegalAction("C1", f"seat {seat} does not decide now")
        if "commit" in action:
            if not self.commits or self.commits[seat] is not None:
                raise IllegalAction("C2", "nothing to commit now")
            self.commits[seat] = action["commit"]
            return [{"kind": "committed", "seat": seat, "digit": action["commit"]}]
        if any(c is None for c in self.commits):
            raise IllegalAction("C2", "every seat commits first")
        if self.count + action["add"] > self.target:
            raise IllegalAction("C3", f"the count may not pass {self.target}")
        self.count += action["add"]
        self.turn = (self.turn + 1) % len(self.cards)
        return [{"kind": "added", "seat": seat, "n": action["add"], "count": self.count,
                 "draw": self.rng.randint(1, 6)}]

    def is_over(self) -> bool:
        return self.count >= self.target

    def winner(self) -> int:
        return (self.turn - 1) % len(self.cards)

    def returns(self) -> list[float]:
        if not self.is_over():
            return [0.0] * len(self.cards)
        return [1.0 if i == self.winner() else 0.0 for i in range(len(self.cards))]

    def view(self, seat: int | None) -> JSONObject:
        data = self.to_json()
        data["cards"] = [f"{CARD_MARK}{c}" if i == seat else None
                         for i, c in enumerate(self.cards)]
        data["commits"] = [(f"{COMMIT_MARK}{c}" if i == seat else c is not None)
                           if c is not None else None for i, c in enumerate(self.commits)]
        return data

    def to_json(self) -> JSONObject:
        return {"count": self.count, "turn": self.turn, "target": self.target,
                "cards": [f"{CARD_MARK}{c}" for c in self.cards],
                "commits": [None if c is None else f"{COMMIT_MARK}{c}" for c in self.commits]}

    def action_to_json(self, action: JSONObject) -> JSONObject:
        return dict(action)

    def action_from_json(self, data: JSONValue) -> JSONObject:
        if not isinstance(data, dict) or set(data) not in ({"seat", "add"}, {"seat", "commit"}):
            raise IllegalAction("Count", "an action is {seat, add} or {seat, commit}")
        seat = data["seat"]
        if not isinstance(seat, int) or not 0 <= seat < len(self.cards):
            raise IllegalAction("Count", "field 'seat': not a seat")
        if data.get("add", 1) not in (1, 2) or data.get("commit", 0) not in range(10):
            raise IllegalAction("C3", "add 1 or 2; commit a digit")
        return dict(data)

    def events_to_json(self, events: Sequence[Any], seat: int | None) -> list[JSONObject]:
        out = []
        for event in events:
            event = dict(event)
            if event["kind"] == "committed":
                event["digit"] = (f"{COMMIT_MARK}{event['digit']}" if event["seat"] == seat
                                  else None)
            out.append(event)
        return out

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.cards, other.commits = list(self.cards), list(self.commits)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def determinized(self, seat: int, rng: random.Random) -> Self:
        other = self.clone()
        other.rng = random.Random(rng.random())
        return other


class FirstLegal:
    """The computer player: the largest legal addition (or digit 0), after ``delay``."""

    def __init__(self, delay: float) -> None:
        self.delay = delay

    def choose(self, state: GameState[Any], seat: int, deadline: float | None = None) -> Any:
        time.sleep(self.delay)
        return state.legal_actions(seat)[-1]


class CountKind:
    game_id = GAME_ID
    title = "Count"
    min_seats = 2
    max_seats = 4
    #: Seconds the computer player waits before it chooses (a test may raise it).
    delay = 0.0

    def revisions(self) -> Mapping[str, int | str]:
        return {"rules": 1}

    def levels(self) -> Sequence[str]:
        return ("easy",)

    def new_state(self, config: JSONObject, seed: int) -> CountState:
        seats, target = config.get("seats", 2), config.get("target", 10)
        if not isinstance(seats, int) or not 2 <= seats <= 4:
            raise ValueError("field 'seats': 2 to 4")
        if not isinstance(target, int) or not 1 <= target <= 1000:
            raise ValueError("field 'target': 1 to 1000")
        return CountState(seats, target, bool(config.get("sealed", False)), seed)

    def state_from_json(self, data: JSONValue) -> CountState:
        raise ValueError("Count positions are not read from JSON")

    def make_player(self, level: str, seed: int) -> FirstLegal:
        if level != "easy":
            raise ValueError(f"unknown level {level!r}")
        return FirstLegal(self.delay)


KIND = CountKind()


def lookup(game_id: str) -> Any:
    """The server's game lookup in tests: Count, then the registered games."""
    from pocket_tactics_app.core import registry

    return KIND if game_id == GAME_ID else registry.game_kind(game_id)
