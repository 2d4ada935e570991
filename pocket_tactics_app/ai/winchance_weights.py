"""The win chance's fitted weights (``winchance.Term`` -> weight), written by
``tools/fit_win_chance.py --write``; the command, the fit and its check are in
docs/AI_STRENGTH.md."""

from __future__ import annotations

WEIGHTS: dict[str, float] = {
    "map": 0.0952334,
    "reserve": 0.0916939,
    "features": 0.147838,
    "all_but_one": 0.400584,
    "initiative": 0.12853,
    "counter": 0.0909708,
    "to_move": 0.0274784,
    "clock_lead": 0.194538,
}
