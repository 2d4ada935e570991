"""A hint for the player to decide now: Hard's choice, why, and the chance to win.

``hint(game, budget)`` runs Hard's search for ``game.current_player()`` (seeded, so the
same position and budget give the same hint) and returns a :class:`Hint`: the action,
a short reason in English and the player's chance to win from here
(``winchance.win_chance``). The reason quotes the engine's exact odds for an attack
("attack: 64% to defeat, 9% to lose the unit") and the exact chance to pass the hazard
tests of a move. The UI may show ``reason`` as it is or build its own words from
``reason_for`` (the same facts as a :class:`Reason`, for translation).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.odds import assault_odds
from .agents import HardAgent
from .chance import expand_move
from .winchance import win_chance


class Hint(NamedTuple):
    action: Action
    reason: str
    win_chance: float


def percent(p: float) -> str:
    """A probability as a whole percentage; never "0%" or "100%" for what may happen."""
    if 0.0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1.0:
        return ">99%"
    return f"{round(p * 100)}%"


@dataclass(frozen=True)
class Reason:
    """What a hint's reason says, as data (for the UI's own, translated words)."""

    kind: str
    #: attack: the engine's exact chance to defeat the target and to lose the attacker
    defeat: float | None = None
    lose: float | None = None
    #: move: the feature it takes (its name), the chance it wins the game (R11.2), the
    #: chance to pass its hazard tests (None: no test on the way)
    takes: str = ""
    wins: float | None = None
    pass_tests: float | None = None
    #: the unit, target or ability named
    name: str = ""

    def text(self) -> str:
        """The reason in a few English words."""
        k = self.kind
        if k == "attack" and self.defeat is not None and self.lose is not None:
            return (f"attack: {percent(self.defeat)} to defeat, "
                    f"{percent(self.lose)} to lose the unit")
        if k == "move":
            bits = []
            if self.wins is not None:
                bits.append("wins the game" if self.wins >= 1.0
                            else f"{percent(self.wins)} to win the game")
            elif self.takes:
                bits.append(f"takes the {self.takes}")
            if self.pass_tests is not None and self.wins is None:
                bits.append(f"{percent(self.pass_tests)} to pass the hazard test")
            return "move" + (": " + ", ".join(bits) if bits else "")
        text = _LABELS.get(k, k)
        return f"{text}: {self.name}" if self.name else text


_LABELS = {"deploy": "deploy", "withdraw": "withdraw to the reserve", "ability": "ability",
           "place_unit": "place", "bump": "bump", "reroll": "re-roll a die", "pass": "pass",
           "place_tile": "place the tile here", "place_feature": "home feature here"}


def reason_for(game: Game, action: Action) -> Reason:
    """Why ``action`` (legal now in ``game``) is worth taking, in facts."""
    k = action.kind
    if k == "attack":
        odds = assault_odds(game, action.unit, action.target)
        return Reason(k, defeat=float(odds.target_defeated), lose=float(odds.attacker_defeated),
                      name=game.units[action.target].card.name)
    if k == "move":
        me = game.current_player()
        dest = action.path[-1]
        tile = game.tiles[dest]
        takes = ""
        if tile.feature and game.control.get(dest) != me:
            takes = game.catalog.tile(tile.feature).name
        outs = expand_move(game, action, 1).outcomes
        arrived = sum(p for p, g in outs if g.units[action.unit].at == dest)
        won = sum(p for p, g in outs if g.winner == me)
        return Reason(k, takes=takes, wins=won if won > 0 else None,
                      pass_tests=arrived if arrived < 1.0 - 1e-12 or len(outs) > 1 else None)
    if k in ("deploy", "withdraw", "place_unit"):
        return Reason(k, name=game.units[action.unit].card.name)
    if k == "ability":
        unit = game.units[action.unit]
        return Reason(k, name=next((a.name for a in unit.card.abilities
                                    if a.id == action.ability), action.ability))
    return Reason(k)


def reason_text(game: Game, action: Action) -> str:
    return reason_for(game, action).text()


def hint(game: Game, budget: int | None = None, seed: int = 0,
         time_limit: float | None = None) -> Hint:
    """Hard's best action for the player to decide now, why, and their win chance.

    ``budget``: positions per decision (Hard's default if None); ``time_limit`` caps
    the search in seconds (interactive use). Call it off the GUI thread: it takes as
    long as one of Hard's turns. Raises ValueError when the game is over.
    """
    if game.is_over():
        raise ValueError("no hint: the game is over")
    player = game.current_player()
    agent = HardAgent(seed=seed, budget=budget, time_limit=time_limit)
    action = agent.choose(game.clone(reseed=seed))
    return Hint(action, reason_text(game, action), win_chance(game, player))
