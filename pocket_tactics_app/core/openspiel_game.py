"""Either game as an OpenSpiel game, for people who study game AI with OpenSpiel's bots.

OpenSpiel (``pip install .[openspiel]``) is not a dependency of the app: this module
imports ``pyspiel`` only when :func:`openspiel_game` is called. It speaks the game
protocol only, so it knows no game by name.

How the protocol maps onto OpenSpiel:

- An OpenSpiel action is an index into the legal actions of the seat that decides,
  enumerated in a stable order (by their JSON text, so the same position lists the same
  actions under the same indices in every copy and every process).
- Seats that decide together (Furrow's sealed commit) become sequential decisions, the
  first deciding seat first; each decides on its own information state (its ``view``),
  which does not show the other seats' sealed choices, so the game is an imperfect
  information game whenever the seats' views differ.
- Chance (dice, decks) is inside each game's ``apply``: the game is *sampled
  stochastic*. ``clone()`` gives a copy whose future chance is redrawn from the
  adapter's seeded generator (``resample_chance``, the default), so that a search on
  copies samples the dice instead of reading the game's; ``resample_from_infostate``
  is the protocol's ``determinized`` copy, for IS-MCTS.
- Returns are the protocol's (1.0 shared among the winners): a constant-sum game. A game
  cut by ``max_game_length`` is scored as a draw among all seats.
"""

from __future__ import annotations

import json
import random
from typing import Any

from .protocol import GameState, JSONObject
from .registry import game_kind

#: Stable ids OpenSpiel knows the games by.
SHORT_NAMES = {"pocket-tactics": "python_pocket_tactics", "furrow": "python_furrow"}
#: How many legal actions a decision may have (the size of the action index space).
DEFAULT_MAX_ACTIONS = 4096
DEFAULT_MAX_GAME_LENGTH = 20_000


def action_key(state: GameState[Any], action: Any) -> str:
    """The text an action is enumerated by: its JSON with sorted keys."""
    return json.dumps(state.action_to_json(action), sort_keys=True, separators=(",", ":"))


def enumerate_actions(state: GameState[Any], seat: int) -> list[Any]:
    """The legal actions of ``seat`` in their stable order: index i is OpenSpiel action i."""
    return sorted(state.legal_actions(seat), key=lambda a: action_key(state, a))


def openspiel_game(game_id: str, config: JSONObject, seed: int = 0, *,
                   resample_chance: bool = True,
                   max_actions: int = DEFAULT_MAX_ACTIONS,
                   max_game_length: int = DEFAULT_MAX_GAME_LENGTH) -> Any:
    """The registered game ``game_id`` started from ``config`` and ``seed`` as a
    ``pyspiel.Game`` (every ``new_initial_state()`` is that same start). Raises
    ``ImportError`` when OpenSpiel is not installed."""
    import pyspiel  # type: ignore[import-not-found, unused-ignore]

    kind = game_kind(game_id)
    start = kind.new_state(config, seed)
    seats = start.num_seats()
    views = [json.dumps(start.view(s), sort_keys=True) for s in range(seats)]
    perfect = all(v == json.dumps(start.view(None), sort_keys=True) for v in views)
    info = pyspiel.GameType.Information
    game_type = pyspiel.GameType(
        short_name=SHORT_NAMES.get(game_id, "python_" + game_id.replace("-", "_")),
        long_name=f"{kind.title} (protocol adapter)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=info.PERFECT_INFORMATION if perfect else info.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=kind.max_seats,
        min_num_players=kind.min_seats,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={},
    )
    game_info = pyspiel.GameInfo(
        num_distinct_actions=max_actions,
        max_chance_outcomes=0,
        num_players=seats,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0,
        max_game_length=max_game_length,
    )

    class ProtocolObserver:
        """Strings only: a seat's view as sorted JSON (no tensors)."""

        def __init__(self) -> None:
            import numpy as np

            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: ProtocolState, player: int) -> None:
            del state, player

        def string_from(self, state: ProtocolState, player: int) -> str:
            return json.dumps(state.protocol.view(player), sort_keys=True)

    rng = random.Random(seed)

    class Held:
        """The protocol state inside an OpenSpiel state. OpenSpiel copies a Python state
        by deep-copying its attributes; this one copies as ``clone`` (or, resampling
        chance, as ``determinized`` for the deciding seat) instead."""

        def __init__(self, protocol: GameState[Any]) -> None:
            self.protocol = protocol
            #: the deciding seat's legal actions in their stable order, once asked for
            self.legal: list[Any] | None = None

        def __deepcopy__(self, memo: dict[int, Any]) -> Held:
            del memo
            state = self.protocol
            if resample_chance and not state.is_over():
                return Held(state.determinized(state.current_seats()[0], rng))
            return Held(state.clone())

    class ProtocolGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__(game_type, game_info, {})

        def new_initial_state(self) -> ProtocolState:
            return ProtocolState(self, start.clone())

        def make_py_observer(self, iig_obs_type: Any = None,
                             params: Any = None) -> ProtocolObserver:
            del iig_obs_type, params
            return ProtocolObserver()

    class ProtocolState(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: ProtocolGame, protocol: GameState[Any],
                     length: int = 0) -> None:
            super().__init__(game)
            self.held = Held(protocol)
            self.length = length

        @property
        def protocol(self) -> GameState[Any]:
            return self.held.protocol

        # -- whose turn
        def _cut(self) -> bool:
            return self.length >= max_game_length

        def current_player(self) -> int:
            if self.is_terminal():
                return int(pyspiel.PlayerId.TERMINAL)
            return self.protocol.current_seats()[0]

        def is_terminal(self) -> bool:
            return self.protocol.is_over() or self._cut()

        def returns(self) -> list[float]:
            if not self.protocol.is_over() and self._cut():
                return [1.0 / seats] * seats
            return list(self.protocol.returns())

        # -- actions
        def _actions(self) -> list[Any]:
            held = self.held
            if held.legal is None:
                held.legal = enumerate_actions(held.protocol, self.current_player())
                if len(held.legal) > max_actions:
                    raise ValueError(f"{len(held.legal)} legal actions: more than the "
                                     f"{max_actions} this adapter was made for")
            return held.legal

        def _legal_actions(self, player: int) -> list[int]:
            if self.is_terminal() or player != self.current_player():
                return []
            return list(range(len(self._actions())))

        def _apply_action(self, action: int) -> None:
            chosen = self._actions()[action]
            self.protocol.apply(chosen)
            self.length += 1
            self.held.legal = None

        def _action_to_string(self, player: int, action: int) -> str:
            del player
            return action_key(self.protocol, self._actions()[action])

        def resample_from_infostate(self, player_id: int, sampler: Any) -> ProtocolState:
            """A world consistent with what ``player_id`` knows (``determinized``)."""
            del sampler
            return ProtocolState(self.get_game(), self.protocol.determinized(player_id, rng),
                                 self.length)

        def __str__(self) -> str:
            return json.dumps(self.protocol.to_json(), sort_keys=True)

    return ProtocolGame()
