"""The events ``apply`` returns (Appendix A, ``events``), and what one seat may see of them.

Most events are public: they say what every player at the table sees happen. The secrets
(S17.1) are another seat's hand values, its sealed commit and its unrevealed objectives;
:func:`event_for` leaves them out of the events shown to ``seat``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

#: Keys that carry the secret of the event's player (hand values, cards drawn, objectives
#: kept): shown to that seat only.
SECRET_KEYS = frozenset({"hand", "drawn", "objectives"})


def event_for(event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as JSON, as ``seat`` may see it (``None``: a spectator): another seat's
    sealed commit shows only that it was made (S17.2), its secret keys are left out."""
    data: dict[str, Any] = json.loads(json.dumps(dict(event)))
    owner = data.get("player")
    if owner is not None and owner == seat:
        return data
    if data.get("kind") == "committed":
        return {"kind": "committed", "player": owner}
    return {k: v for k, v in data.items() if k not in SECRET_KEYS}
