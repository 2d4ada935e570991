"""Game state, legal actions and their application: the rules R1-R12 of RULES.md.

The state is mutable and owned by one ``Game``; ``clone()`` copies it cheaply for
search. Every die comes from the game's ``Dice`` (one seeded generator, plus an
optional queue of forced results), so setup + seed + actions replays a game.

Decisions inside an assault or a test (bumps, re-rolls) are explicit decision
points: ``decision()`` says who decides what, ``legal_actions()`` lists the
choices and ``apply()`` takes them one at a time.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.errors import IllegalAction as IllegalAction
from .actions import Action, illegal
from .assault import Assaults
from .cards import Effect
from .events import Event

# Re-exported: the names other modules have always imported from here.
from .kinds import RULES_REVISION as RULES_REVISION
from .kinds import RULES_REVISIONS as RULES_REVISIONS
from .kinds import EventKind, Phase
from .pieces import CAPTIVE as CAPTIVE
from .pieces import MAP as MAP
from .pieces import RESERVE as RESERVE
from .pieces import Assault as Assault
from .pieces import BumpSource as BumpSource
from .pieces import Dice as Dice
from .pieces import Pending as Pending
from .pieces import Roller as Roller
from .pieces import Test as Test
from .pieces import Tile as Tile
from .pieces import Unit as Unit
from .pieces import compare as compare
from .pieces import defeats_sorted as defeats_sorted
from .setup import GameSetup as GameSetup
from .setup import PlayerSetup as PlayerSetup
from .setup import SetupError as SetupError
from .setup import army_points as army_points
from .setup import army_problem as army_problem
from .setup import validate_setup as validate_setup
from .util import brief


class Game(Assaults):
    """One game of Pocket Tactics, from setup to result: the position and its questions
    (``board.Board``), the rules that change it (``endings``, ``setup_phase``,
    ``movement``, ``assault``) and here the legal actions and the one ``apply`` that
    dispatches an action to them."""

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self._generate_legal()
        return list(self._legal_cache)

    def _generate_legal(self) -> list[Action]:
        if self.phase == Phase.OVER:
            return []
        if self.pending is not None:
            return self._decision_actions()
        if self.phase != Phase.PLAY:
            return self._setup_actions()
        player = self.to_move
        out: list[Action] = []
        for u in list(self.units.values()):
            if u.owner != player:
                continue
            if u.where == MAP:
                for dest, path in self.move_options(u).items():
                    del dest
                    out.append(Action("move", unit=u.id, path=path))
                for t in self.attack_targets(u):
                    out.append(Action("attack", unit=u.id, target=t.id))
                for f in self.withdraw_features(u):
                    out.append(Action("withdraw", unit=u.id, at=f))
                out.extend(self.ability_actions(u))
            elif u.where == RESERVE:
                for h in self.deploy_tiles(u):
                    out.append(Action("deploy", unit=u.id, at=h))
        return out

    def apply(self, action: Action) -> list[Event]:
        """Apply one action; returns the events it caused. Raises IllegalAction."""
        self.events = []
        if self.phase == Phase.OVER:
            raise illegal(action, "R11", "the game is over")
        self._legal_cache = None
        if self.pending is not None:
            self._apply_decision(action)
        elif self.phase != Phase.PLAY:
            self._apply_setup(action)
        else:
            self._apply_turn(action)
        self._legal_cache = None
        return self.events

    def _apply_turn(self, action: Action) -> None:
        k = action.kind
        if k in ("bump", "reroll", "pass"):
            if k == "pass":
                raise illegal(
                    action, "R3.2", "a player may not pass while a legal action exists"
                )
            raise illegal(action, "R6.3", "there is no assault or test in progress")
        if k not in ("move", "attack", "deploy", "withdraw", "ability"):
            raise illegal(action, "R3.1", f"{k!r} is not a turn action")
        unit = self.units.get(action.unit)
        if unit is None:
            raise illegal(action, "R3.1", f"there is no unit {brief(action.unit)}")
        if unit.owner != self.to_move:
            raise illegal(
                action,
                "R3.1",
                f"{unit.id} belongs to player {unit.owner}, player {self.to_move} is to move",
            )
        self._turn_defeat = self._turn_control = False
        if k == "deploy":
            self._do_deploy(unit, action)
            return
        if unit.where != MAP:
            raise illegal(action, "R3.1", f"{unit.id} is not on the map")
        if k == "move":
            self._do_move(unit, action)
        elif k == "attack":
            self._do_attack(unit, action)
        elif k == "withdraw":
            self._do_withdraw(unit, action)
        else:
            self._do_ability(unit, action)

    def _do_ability(self, unit: Unit, action: Action) -> None:
        if action not in self.ability_actions(unit):
            names = [a.id for a in unit.card.abilities if a.is_action]
            if action.ability not in names:
                raise illegal(
                    action,
                    "R3.1",
                    f"{unit.card.name} has no action ability {brief(action.ability)}",
                )
            raise illegal(action, "R3.1", "that ability target is not legal now")
        ability = next(a for a in unit.card.abilities if a.id == action.ability)
        self._emit(
            {
                "kind": EventKind.ABILITY,
                "unit": unit.id,
                "ability": ability.id,
                "target": action.target or (list(action.at) if action.at else None),
            }
        )
        for e in ability.effects:
            resolve = ACTION_ABILITIES.get(e.kind)
            if resolve is not None:
                resolve(self, unit, action, e)
                return


Resolve = Callable[[Game, Unit, Action, Effect], None]


def _sabotage(g: Game, unit: Unit, action: Action, effect: Effect) -> None:
    """The feature becomes uncontrolled; the Cyberteur's turn ends."""
    assert action.at is not None
    del g.control[action.at]
    g._turn_control = True
    g._emit({"kind": EventKind.CONTROL, "feature": list(action.at), "owner": None})
    g._end_action(unit)


def _rescue(g: Game, unit: Unit, action: Action, effect: Effect) -> None:
    """A test (R8.2); on a pass the captive returns to its reserve (``_advance_test``)."""
    assert effect.test is not None
    colour, target = effect.test.colour, effect.test.target
    test = Test(g._roller(unit, colour, ("test",)), colour, target, "rescue", captive=action.target)
    g._start_test(test)


#: What every action effect kind of cards.ACTION_EFFECTS does, implemented once; its
#: targets are ``board.ABILITY_TARGETS``.
ACTION_ABILITIES: dict[str, Resolve] = {
    "sabotage": _sabotage,
    "rescue": _rescue,
}
