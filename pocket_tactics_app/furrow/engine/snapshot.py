"""The position JSON of Appendix A (``furrow-foundry/position@1``) as the engine writes it,
and the part of it one seat may see (S17.1).

:func:`to_json` is the full-information snapshot; :func:`view_json` is what one seat may
know: no other seat's hand values, unrevealed objectives or sealed commit, no seed and no
forced draws. Reading a position back is :mod:`.position`'s job.
"""

from __future__ import annotations

from ...core.protocol import JSONObject
from .board import Hex
from .state import GameCore, Player, Turn

FORMAT = "furrow-foundry/position@1"
MAP_ID = "vell-basin@1"
def _hex(h: Hex | None) -> list[int] | str:
    return "base" if h is None else [h[0], h[1]]


def turn_json(t: Turn | None, full: bool = True) -> JSONObject | None:
    if t is None:
        return None
    return {
        "section": t.section, "phase": t.phase, "moved": list(t.moved),
        "units_left": t.units_left, "entered": None if t.entered is None else list(t.entered),
        "pending_combats": [list(h) for h in t.pending_combats],
        "combat": None if t.combat is None else dict(t.combat),
        "commits": {str(s): dict(c) for s, c in t.commits.items()} if full else {},
        "retreat": None if t.retreat is None else dict(t.retreat),
        "encounter": None if t.encounter is None else dict(t.encounter),
        "requisition_used": t.requisition_used,
    }


def player_json(p: Player) -> JSONObject:
    return {
        "seat": p.seat, "faction": p.faction, "mat": p.mat, "coins": p.coins,
        "power": p.power, "popularity": p.popularity, "hand": list(p.hand),
        "objectives": list(p.objectives), "objectives_revealed": list(p.objectives_revealed),
        "stars": list(p.stars), "cubes_removed": list(p.cubes_removed),
        "slots_covered": dict(p.slots_covered), "mech_abilities": list(p.mech_abilities),
        "structures_built": list(p.structures_built), "recruits": dict(p.recruits),
        "bonuses_taken": list(p.bonuses_taken), "foundry_card": p.foundry_card,
        "last_section": p.last_section,
    }


def to_json(game: GameCore) -> JSONObject:
    """The full-information position (Appendix A)."""
    out: JSONObject = {
        "format": FORMAT, "map": MAP_ID, "seed": game.seed,
        **({"content": game.content.revision} if game.content.revision != 1 else {}),
        "structure_bonus": game.bonus_tile,
        "players": [player_json(p) for p in game.players],
        "units": [{"id": u.id, "owner": u.owner, "kind": u.kind, "at": _hex(u.at)}
                  for u in sorted(game.units.values(), key=lambda u: (u.owner, u.id))],
        "structures": [{"owner": o, "kind": k, "at": list(h)}
                       for h, (o, k) in sorted(game.structures.items())],
        "resources": [{"at": list(h), "type": t, "n": n}
                      for h in game.board.order if h in game.resources
                      for t, n in sorted(game.resources[h].items()) if n],
        "encounter_tokens": [list(h) for h in game.board.encounters if h in game.tokens],
        "foundry_cards": list(game.foundry_cards),
        "combat_discard": list(game.combat_discard),
        "encounters_used": list(game.encounters_used),
        "to_move": game.to_move, "round": game.round, "turn": turn_json(game.turn),
        "draws": [dict(d) for d in game.draws],
    }
    if game.round_limit is not None:
        out["round_limit"] = game.round_limit
    if game.over:
        out["over"] = game.end_reason or True
    return out


def view_json(game: GameCore, seat: int) -> JSONObject:
    pos = to_json(game)
    pos.pop("seed", None)
    pos.pop("draws", None)
    for p in pos["players"]:
        if p["seat"] != seat:
            p["hand_size"] = len(p["hand"])
            p["hand"] = None
            hidden = [o for o in p["objectives"] if o not in p["objectives_revealed"]]
            p["objectives"] = [o for o in p["objectives"] if o in p["objectives_revealed"]]
            p["objectives_hidden"] = len(hidden)
    t = pos.get("turn")
    if t is not None:
        t["committed"] = sorted(int(s) for s in t["commits"])
        revealed = t["combat"] is not None and t["combat"].get("winner") is not None
        if not revealed:  # sealed (S17.2); revealed ones are open until the combat ends
            t["commits"] = {s: c for s, c in t["commits"].items() if int(s) == seat}
    return pos
