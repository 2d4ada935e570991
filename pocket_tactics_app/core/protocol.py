"""The game protocol: what the shell, the save container, replay, ``simulate``, the
benchmarks, the computer players' harness and the network server know of a game.

After OpenSpiel's split of a *game* (what never changes: its name, seat counts, how to
start one, its revisions) and a *state* (one position, played forward by ``apply``). Both
engines implement :class:`GameState` under these names and register a :class:`GameKind`;
nothing that speaks the protocol knows which game it hosts.

Everything that crosses a process or a file is JSON (:data:`JSONObject`): positions, a
seat's view, actions and events, in the shapes of docs/POSITION.md (Pocket Tactics) and
docs/SCYTHE.md Appendix A (Furrow & Foundry).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

#: A JSON value as ``json.loads`` returns it.
JSONValue: TypeAlias = Any
#: A JSON object: a position, a view, an action or an event.
JSONObject: TypeAlias = dict[str, Any]

A = TypeVar("A")
E = TypeVar("E", covariant=True)


@runtime_checkable
class GameState(Protocol[A]):
    """One position of a game, and the moves that lead on from it.

    Determinism: every die and card comes from the state's own seeded generator, so the
    setup, the seed and the list of applied actions replay a game exactly.
    """

    #: The registered :attr:`GameKind.game_id` of this game.
    game_id: str

    def num_seats(self) -> int:
        """How many seats play (2 in Pocket Tactics, 2 to 5 in Furrow & Foundry)."""
        ...

    def current_seats(self) -> list[int]:
        """The seats that must decide now: one, several during a sealed (simultaneous)
        commit, none once the game is over."""
        ...

    def legal_actions(self, seat: int) -> list[A]:
        """Every action ``seat`` may take now, each one applicable as it is (no free
        fields); empty when the seat does not decide now."""
        ...

    def apply(self, action: A) -> Sequence[Any]:
        """Plays ``action`` (for the seat it names or the one deciding) and returns the
        events it caused. Raises :class:`~pocket_tactics_app.core.errors.IllegalAction`
        naming the rule when it is not legal now; the state is then unchanged."""
        ...

    def is_over(self) -> bool:
        ...

    def returns(self) -> list[float]:
        """The outcome per seat once the game is over: 1.0 for a sole winner, 0.0 for a
        loser; seats that share the win (or a draw) split 1.0 between them. All 0.0 while
        the game goes on."""
        ...

    def view(self, seat: int | None) -> JSONObject:
        """The position as ``seat`` may see it (its own secrets, every other seat's public
        state); ``None`` is a spectator's view (public state only). In a game without
        hidden information every view is the whole position."""
        ...

    def to_json(self) -> JSONObject:
        """The whole position (hidden parts included), as its position JSON."""
        ...

    def action_to_json(self, action: A) -> JSONObject:
        ...

    def action_from_json(self, data: JSONValue) -> A:
        """An action from its JSON. Raises ``IllegalAction`` naming the field when the
        JSON is not an action of this game (it does not check legality: ``apply`` does)."""
        ...

    def events_to_json(self, events: Sequence[Any], seat: int | None) -> list[JSONObject]:
        """``events`` as ``seat`` may see them (``None``: a spectator): another seat's
        secret (a sealed commit, a drawn card, an objective) is left out or masked."""
        ...

    def clone(self) -> Self:
        """An independent copy with the same generator state: applying the same actions
        to the copy and to this state gives the same game."""
        ...

    def determinized(self, seat: int, rng: random.Random) -> Self:
        """A copy consistent with all that ``seat`` knows, every hidden value it cannot
        know redrawn from ``rng`` (a game without hidden information returns a copy with a
        fresh generator seeded from ``rng``). A player searching on it cannot depend on
        any secret."""
        ...


class Player(Protocol):
    """A computer player: chooses one of the legal actions of ``seat`` in ``state``.

    ``deadline`` is a :func:`time.monotonic` time the choice must be made by (None: no
    limit); a player stops searching at the shared budget's share of the time left
    (:func:`~pocket_tactics_app.core.budget.cap_until`, ``search_seconds``)."""

    def choose(self, state: GameState[Any], seat: int, deadline: float | None = None) -> Any:
        ...


class GameKind(Protocol):
    """What a game is, apart from any one position of it."""

    #: Short id used in files, on the command line and on the wire ("pocket-tactics",
    #: "furrow").
    game_id: str
    #: The name a player reads.
    title: str
    min_seats: int
    max_seats: int

    def revisions(self) -> Mapping[str, int | str]:
        """The revisions a position depends on (rules, cards, content): a network
        handshake refuses a peer whose revisions differ."""
        ...

    def levels(self) -> Sequence[str]:
        """The computer levels a player may pick, weakest first."""
        ...

    def new_state(self, config: JSONObject, seed: int) -> GameState[Any]:
        """A new game from a setup (the game's own setup JSON: armies, seats, factions,
        ...) and a seed. Raises ``ValueError`` naming the field when the setup is bad."""
        ...

    def state_from_json(self, data: JSONValue) -> GameState[Any]:
        """A position from its JSON. Raises ``ValueError`` naming the field."""
        ...

    def make_player(self, level: str, seed: int) -> Player:
        """The computer player of a level (an unknown level raises ``ValueError``)."""
        ...
