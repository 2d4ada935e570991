"""Setup: what the players agree before the map is drawn (R1, R2.1, R2.2): the armies,
tiles and features of each player, the point and turn limits, the revisions, and their
validation. The setup phase that then draws the map is ``setup_phase.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .cards import CARDS_REVISIONS, DEFAULT_CARDS, PRINTED_CARDS, Catalog
from .kinds import RULES_REVISION, RULES_REVISIONS
from .util import brief


class SetupError(ValueError):
    """A game setup (armies, tiles, features) that breaks R1/R2; names the field."""


@dataclass
class PlayerSetup:
    units: list[str]
    tiles: list[str]
    home_feature: str

    def to_json(self) -> dict[str, Any]:
        return {
            "units": list(self.units),
            "tiles": list(self.tiles),
            "home_feature": self.home_feature,
        }


@dataclass
class GameSetup:
    """What the players agree before the map is drawn (R1, R2.1, R2.2)."""

    players: tuple[PlayerSetup, PlayerSetup]
    central_feature: str | None = None  # None: drawn at random (R2.2)
    point_limit: int = 50
    seed: int = 0
    draw_turns: int | None = 40  # R11.3 house rule: the turn limit; None turns it off
    rules: int = RULES_REVISION  # the RULES.md revision the game is played under
    #: The card revision whose dice the game uses (engine/cards.py: 1 printed, the
    #: default; 3 the balanced variant; 2 its first balance).
    cards_revision: int = DEFAULT_CARDS

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "central_feature": self.central_feature,
            "point_limit": self.point_limit,
            "seed": self.seed,
            "draw_turns": self.draw_turns,
            "rules": self.rules,
            "cards_revision": self.cards_revision,
        }

    @staticmethod
    def from_json(data: Any) -> GameSetup:
        if not isinstance(data, dict):
            raise SetupError("setup: expected an object")
        players = data.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise SetupError("setup.players: expected a list of two players")
        ps = []
        for i, p in enumerate(players):
            if not isinstance(p, dict):
                raise SetupError(f"setup.players[{i}]: expected an object")
            units, tiles, home = p.get("units"), p.get("tiles"), p.get("home_feature")
            if not isinstance(units, list) or not all(isinstance(u, str) for u in units):
                raise SetupError(f"setup.players[{i}].units: expected a list of card ids")
            if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
                raise SetupError(f"setup.players[{i}].tiles: expected a list of terrain ids")
            if not isinstance(home, str):
                raise SetupError(f"setup.players[{i}].home_feature: expected a feature id")
            ps.append(PlayerSetup(list(units), list(tiles), home))
        central = data.get("central_feature")
        if central is not None and not isinstance(central, str):
            raise SetupError("setup.central_feature: expected a feature id or null")
        limit = data.get("point_limit", 50)
        seed = data.get("seed", 0)
        draw = data.get("draw_turns", 40)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise SetupError("setup.point_limit: expected a positive integer")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("setup.seed: expected an integer")
        if draw is not None and (not isinstance(draw, int) or isinstance(draw, bool) or draw < 1):
            raise SetupError("setup.draw_turns: expected a positive integer or null")
        # A setup without ``rules`` is read as the current revision; saves written before
        # revision 2 get ``rules: 1`` from their migration (storage/saves.py).
        rules = data.get("rules", RULES_REVISION)
        if rules not in RULES_REVISIONS or isinstance(rules, bool):
            raise SetupError(
                f"setup.rules: rules revision {brief(rules)} is not known "
                f"(this version plays {', '.join(map(str, RULES_REVISIONS))})"
            )
        # A setup without ``cards_revision`` was written before the cards changed (issue 17):
        # it keeps meaning the printed dice (old saves, bug reports, test fixtures).
        cards = data.get("cards_revision", PRINTED_CARDS)
        if cards not in CARDS_REVISIONS or isinstance(cards, bool):
            raise SetupError(
                f"setup.cards_revision: card revision {brief(cards)} is not known "
                f"(this version has {', '.join(map(str, CARDS_REVISIONS))})"
            )
        return GameSetup((ps[0], ps[1]), central, limit, seed, draw, rules, cards)


@dataclass(frozen=True)
class ArmyProblem:
    """What R1.1 finds wrong with one army: ``"empty"`` (no unit) or ``"over_limit"``
    (``points`` above ``limit``). The engine words it for a file's error, the new game
    dialog in the player's language: one check, two voices."""

    kind: str
    points: int
    limit: int


def army_problem(catalog: Catalog, units: Iterable[str], limit: int) -> ArmyProblem | None:
    """R1.1 for one army (cards the catalogue does not know count 0 here; the caller
    reports them by name)."""
    ids = list(units)
    if not ids:
        return ArmyProblem("empty", 0, limit)
    total = sum(catalog.units[c].points for c in ids if c in catalog.units)
    return ArmyProblem("over_limit", total, limit) if total > limit else None


def validate_setup(setup: GameSetup, catalog: Catalog) -> None:
    """R1.1, R2.1, R2.2: raises SetupError naming the field."""
    for p, ps in enumerate(setup.players):
        where = f"setup.players[{p}]"
        problem = army_problem(catalog, ps.units, setup.point_limit)
        if problem is not None and problem.kind == "empty":
            raise SetupError(f"{where}.units: an army needs at least one unit")
        for i, cid in enumerate(ps.units):
            if cid not in catalog.units:
                raise SetupError(f"{where}.units[{i}]: unknown unit card {brief(cid)}")
        if problem is not None:
            raise SetupError(f"{where}.units: {problem.points} points is over the limit of "
                             f"{problem.limit} (R1.1)")
        if len(ps.tiles) != 6:
            raise SetupError(
                f"{where}.tiles: each player chooses 6 terrain tiles, got {len(ps.tiles)} (R2.1)"
            )
        for i, t in enumerate(ps.tiles):
            if t not in catalog.terrain:
                raise SetupError(f"{where}.tiles[{i}]: unknown terrain {brief(t)}")
        if ps.home_feature not in catalog.features:
            raise SetupError(f"{where}.home_feature: unknown feature {ps.home_feature!r}")
    if setup.central_feature is not None and setup.central_feature not in catalog.features:
        raise SetupError(f"setup.central_feature: unknown feature {setup.central_feature!r}")


def army_points(catalog: Catalog, units: Iterable[str]) -> int:
    return sum(catalog.units[c].points for c in units)
