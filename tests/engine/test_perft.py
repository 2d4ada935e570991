"""Counts of legal actions on fixed positions, each counted by hand (see the comments).

Like chess perft: if move generation changes, these numbers say where.
"""

from __future__ import annotations

from typing import Any

from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Game, GameSetup, PlayerSetup
from pocket_tactics_app.engine.position import from_json


def pos(tiles: list[dict[str, Any]], units: list[dict[str, Any]], **extra: Any) -> Game:
    data: dict[str, Any] = {"format": "pocket-tactics/position@1", "point_limit": 50,
                            "tiles": tiles, "units": units, "to_move": 0}
    data.update(extra)
    return from_json(data, default_catalog())


def t(q: int, r: int, terrain: str = "wasteland", feature: str | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {"at": [q, r], "terrain": terrain}
    if feature:
        d["feature"] = feature
    return d


def u(uid: str, card: str, owner: int, q: int, r: int) -> dict[str, Any]:
    return {"id": uid, "card": card, "owner": owner, "at": [q, r]}


def kinds(game: Game) -> dict[str, int]:
    out: dict[str, int] = {}
    for a in game.legal_actions():
        out[a.kind] = out.get(a.kind, 0) + 1
    return out


def test_perft_lone_grunt_on_a_line() -> None:
    """Tiles (0,0)..(3,0); a Grunt at (0,0), an enemy Grunt at (3,0).
    The only tile next to (0,0) is (1,0): one move. Nothing else."""
    g = pos([t(q, 0) for q in range(4)],
            [u("a", "cyber-grunt", 0, 0, 0), u("b", "cyber-grunt", 1, 3, 0)])
    assert g.legal_actions() == [Action("move", unit="a", path=((1, 0),))]


def test_perft_colony_cluster() -> None:
    """Colony at (0,0) held by player 0 with its six neighbours, plus (2,0) water and
    (2,-1), a Biomass held by player 1 (so the position is not over on loading, R11.4).
    a1 Grunt (1,0), a2 Grunt (0,1), b1 Mytoan Soldier on the Biomass (2,-1), a3 Cyber Doc
    in reserve.

    a1: steps to (2,0), (1,-1), (0,0); jump over a2 to (0,0) (same) and (-1,1): 4 moves;
        attack b1 (adjacent): 1; no withdraw: the colony beside it is empty (R5.1). = 5
    a2: steps to (0,0), (-1,1); jump over a1 to (2,0), (1,-1), (0,0) (same): 4 moves;
        b1 is two steps away, a2 has no range: 0 attacks; no withdraw.            = 4
    a3: deploy next to the colony: (1,-1), (0,-1), (-1,0), (-1,1) are free:       = 4
    Total 13."""
    tiles = [t(0, 0, feature="colony")] + [t(q, r) for q, r in
                                           ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]
    tiles += [t(2, 0, "water"), t(2, -1, feature="biomass")]
    g = pos(tiles, [u("a1", "cyber-grunt", 0, 1, 0), u("a2", "cyber-grunt", 0, 0, 1),
                    u("b1", "mytoan-soldier", 1, 2, -1)],
            reserve=[{"id": "a3", "card": "cyber-doc", "owner": 0}],
            control=[{"at": [0, 0], "owner": 0}, {"at": [2, -1], "owner": 1}])
    assert kinds(g) == {"move": 8, "attack": 1, "deploy": 4}
    assert len(g.legal_actions()) == 13
    dests = sorted(a.path[-1] for a in g.legal_actions() if a.kind == "move" and a.unit == "a1")
    assert dests == [(-1, 1), (0, 0), (1, -1), (2, 0)]


def test_perft_swift_through_water_and_badlands() -> None:
    """Cyberteur (Swift 1) at (0,0). Tiles: (1,0) water, (2,0) with an enemy Grunt,
    (0,1), (1,-1) Badlands (uncontrolled), (2,-1).
    Step 1: (1,0), (1,-1), (0,1). From (1,0): (2,-1), (1,-1), (0,1) ((2,0) is the enemy).
    Badlands ends the move. From (0,1): (1,0).
    Destinations (1,0), (1,-1), (0,1), (2,-1): 4 moves. No attack (enemy two steps away),
    no Sabotage (the Badlands is not enemy-controlled), no withdraw. Total 4."""
    g = pos([t(0, 0), t(1, 0, "water"), t(2, 0), t(0, 1), t(1, -1, feature="badlands"),
             t(2, -1)],
            [u("s", "cyberteur", 0, 0, 0), u("e", "cyber-grunt", 1, 2, 0)])
    legal = g.legal_actions()
    assert len(legal) == 4
    paths = {a.path[-1]: a.path for a in legal}
    assert paths[(2, -1)] == ((1, 0), (2, -1))  # the only route crosses the water
    assert paths[(1, 0)] == ((1, 0),)  # the direct step, not the detour through (0,1)


def test_perft_flying_jumps_enemies() -> None:
    """Jump Trooper (Flying 1) at (0,0) on a line (0,0)..(3,0) with enemies at (1,0), (3,0).
    Step 1: jump the enemy at (1,0) to (2,0) [(0,0) is its start]. Step 2 from (2,0): jump
    (3,0)? nothing lies beyond it; (1,0) is occupied. So one destination: (2,0).
    Attack the adjacent enemy at (1,0): 1. Total 2."""
    g = pos([t(q, 0) for q in range(4)],
            [u("j", "space-force-jump-trooper", 0, 0, 0), u("e1", "cyber-grunt", 1, 1, 0),
             u("e2", "cyber-grunt", 1, 3, 0)])
    assert sorted(a.describe() for a in g.legal_actions()) == sorted([
        Action("move", unit="j", path=((2, 0),)).describe(),
        Action("attack", unit="j", target="e1").describe()])


def test_perft_ranged_route_blocked_by_feature_and_enemy() -> None:
    """Marine (Ranged 1: targets up to 2 steps) at (0,0); tiles (1,0) a Colony
    (uncontrolled), (2,0), (1,-1), (2,-1); enemy Grunts at (1,-1), (2,0), (2,-1).
    Targets: (1,-1) adjacent: yes. (2,0): routes (0,0)-(1,0)-(2,0) through the feature
    (blocked) or (0,0)-(1,-1)-(2,0)... (1,-1) is enemy-held (blocked): no.
    (2,-1): via (1,-1) (enemy, blocked) or via (1,0) (feature, blocked): no.
    Moves: (1,0) free colony: 1 (jumps need an ally). Withdraw: no control. Total 2."""
    g = pos([t(0, 0), t(1, 0, feature="colony"), t(2, 0), t(1, -1), t(2, -1)],
            [u("m", "space-force-marine", 0, 0, 0), u("e1", "cyber-grunt", 1, 1, -1),
             u("e2", "cyber-grunt", 1, 2, 0), u("e3", "cyber-grunt", 1, 2, -1)])
    assert kinds(g) == {"move": 1, "attack": 1}
    assert [a.target for a in g.legal_actions() if a.kind == "attack"] == ["e1"]


def test_perft_assault_bump_decision() -> None:
    """Marine (DEF 2+1) on water attacks an adjacent Mytoan Soldier (OFF 2+1). Dice forced:
    Marine OFF 6,1, DEF 3,6; Soldier OFF 5,3, DEF 2,4. The attacker decides first: its one
    DEF bump may go on die 0 (a 3); die 1 is a 6 and cannot rise. Its OFF has no bump.
    So: bump def die 0 with bump 0, or pass: 2 choices."""
    g = pos([t(0, 0), t(1, 0, "water"), t(2, 0)],
            [u("m", "space-force-marine", 0, 1, 0), u("s", "mytoan-soldier", 1, 2, 0)],
            dice=[6, 1, 3, 6, 5, 3, 2, 4])
    g.apply(Action("attack", unit="m", target="s"))
    assert g.decision() == {"player": 0, "phase": "bump", "in": "assault"}
    assert g.legal_actions() == [
        Action("bump", unit="m", colour="def", die=0, bump=0), Action("pass")]
    g.apply(Action("pass"))
    # The Soldier: one OFF bump, two OFF dice below 6 -> 2 bumps + pass.
    assert g.decision() == {"player": 1, "phase": "bump", "in": "assault"}
    assert len(g.legal_actions()) == 3


def test_perft_setup_tile_slots() -> None:
    """R2.5: after the first tile at (0,0) there are 6 places; after a second at (1,0),
    the union of both rings minus the two tiles: 8."""
    cat = default_catalog()
    army = PlayerSetup(["cyber-grunt"], ["wasteland"] * 6, "colony")
    g = Game.new(GameSetup((army, PlayerSetup(["cyber-grunt"], ["water"] * 6, "biomass")),
                           "badlands", seed=3), cat)
    assert g.phase == "tiles" and len(g.legal_actions()) == 6
    g.apply(Action("place_tile", at=(1, 0)))
    assert len(g.legal_actions()) == 8
