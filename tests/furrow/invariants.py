"""Invariants checked after every action of the random games (issue 14)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pocket_tactics_app.furrow.engine.game import Game
from pocket_tactics_app.furrow.engine.position import from_json, to_json, view


def check(g: Game) -> None:
    total_cards: Counter[int] = Counter(g.combat_discard)
    for p in g.players:
        kinds = Counter(u.kind for u in g.units.values() if u.owner == p.seat)
        assert kinds["character"] == 1 and kinds["worker"] <= 8 and kinds["mech"] <= 4  # S1.1
        assert kinds["mech"] == len(p.mech_abilities)
        built = sorted(k for o, k in g.structures.values() if o == p.seat)
        assert built == sorted(p.structures_built) and len(built) <= 4
        assert len(p.recruits) <= 4 and len(p.cubes_removed) <= 6
        assert sum(p.slots_covered.values()) == len(p.cubes_removed)
        assert 0 <= p.power <= 16 and 0 <= p.popularity <= 18 and p.coins >= 0
        assert len(p.stars) <= 6
        assert p.stars.count("combat") <= (6 if p.faction == "ember" else 2)
        assert p.stars.count("objective") <= (2 if p.faction == "ember" else 1)
        assert all(p.stars.count(c) <= 1 for c in p.stars if c not in ("combat", "objective"))
        total_cards.update(p.hand)
        for u in g.units.values():
            if u.owner == p.seat and u.at is not None and g.board.terrain[u.at] == "lake":
                assert u.kind != "worker" and "reed_boats" in p.mech_abilities
    if g._combat_pile is not None:
        total_cards.update(g._combat_pile)
        assert total_cards == Counter(g.content.combat)
    else:
        assert not total_cards - Counter(g.content.combat)
    # control (S11.1): two players share a hex only while a combat awaits
    owners: dict[Any, set[int]] = {}
    for u in g.units.values():
        if u.at is not None:
            owners.setdefault(u.at, set()).add(u.owner)
    shared = {h for h, o in owners.items() if len(o) > 1}
    if g.turn is None and not g.over:
        assert not shared
    for h in shared:
        assert g.control(h) is None
    assert all(v >= 1 for r in g.resources.values() for v in r.values())
    # the engine never asks for a decision whose only choice is to pass (Appendix A)
    if not g.over:
        legal = g.legal()
        for s in g.deciders():
            mine = {e["kind"] for e in legal if e.get("player", g.to_move) == s}
            assert mine - {"skip", "end_turn", "end_move", "pass"}, (g.phase(), mine)


def hidden_free(g: Game) -> None:
    """A view carries no hidden value: changing every hidden part leaves it unchanged."""
    for s in range(g.n):
        before = view(g, s).to_json()
        other = g.clone()
        other.seed += 1
        other.draws = [{"deck": "combat", "card": 2}]
        for p in other.players:
            if p.seat != s:
                p.hand = [5 if v != 5 else 2 for v in p.hand]
                spare = [o for o in sorted(g.content.objectives) if o not in p.objectives]
                p.objectives = [o if o in p.objectives_revealed else spare.pop()
                                for o in p.objectives]
        if other.turn is not None and not (other.turn.combat and
                                           other.turn.combat.get("winner") is not None):
            for k, c in other.turn.commits.items():
                if k != s:
                    c["power"] = 7 - int(c["power"])
        after = view(other, s).to_json()
        # the legal list of the commit phase names its own hand only
        assert before == after


def roundtrip(g: Game) -> None:
    data = to_json(g)
    assert to_json(from_json(data)) == data
