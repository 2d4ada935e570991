"""Write the positions of Furrow & Foundry's guided first game that start mid-turn:
``resources/learn/furrow-move.json``, ``furrow-trade.json`` and ``furrow-star.json``.

    .venv/bin/python tools/make_furrow_lessons.py

Each is the first lesson's position (``furrow-start.json``, the player at seat 0) with a
few pieces set for what the step teaches, and the section whose top action the step
asks for already chosen through the engine (so the file is a position the engine
reached, with the turn in progress):

- move: a mech and a worker on a tundra hex beside a river, section IV (Move);
- trade: section II (Trade), with coins to pay;
- star: power 14, section III (Strengthen): +2 power reaches 16, a star (S15).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pocket_tactics_app.furrow.engine.position import from_json  # noqa: E402
from pocket_tactics_app.furrow.engine.snapshot import to_json  # noqa: E402

LEARN = Path(__file__).resolve().parents[1] / "resources" / "learn"

#: Where the move lesson's mech and worker stand: a tundra hex with a river on two of
#: its western edges, the forest beside it free to move to.
MOVE_FROM = [3, -2]


def _unit(data: dict[str, Any], uid: str) -> dict[str, Any]:
    return next(u for u in data["units"] if u["id"] == uid)


def lesson(name: str, section: int, change: dict[str, Any]) -> dict[str, Any]:
    data = json.loads((LEARN / "furrow-start.json").read_text(encoding="utf-8"))
    me = data["players"][0]
    me.update(change.get("player", {}))
    for uid, at in change.get("units", {}).items():
        if any(u["id"] == uid for u in data["units"]):
            _unit(data, uid)["at"] = at
        else:
            kind = "mech" if ".m" in uid else "worker"
            data["units"].append({"id": uid, "owner": 0, "kind": kind, "at": at})
    game = from_json(data)
    game.apply({"kind": "section", "section": section})
    assert game.phase() == "top" and game.to_move == 0, name
    return dict(to_json(game))


def main() -> int:
    lessons = {
        "furrow-move": lesson("furrow-move", 4, {
            "player": {"mech_abilities": ["hired_guns"]},
            "units": {"corvane.m1": MOVE_FROM, "corvane.w1": MOVE_FROM}}),
        "furrow-trade": lesson("furrow-trade", 2, {"player": {"coins": 5}}),
        "furrow-star": lesson("furrow-star", 3, {"player": {"power": 14}}),
    }
    for name, data in lessons.items():
        path = LEARN / f"{name}.json"
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
