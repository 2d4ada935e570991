"""The win chance's fitted weights (``winchance.Term`` -> weight), written by
``tools/fit_win_chance.py --write``; the fit and its check are in docs/AI_STRENGTH.md."""

from __future__ import annotations

WEIGHTS: dict[str, float] = {
    "map": 0.0849,
    "reserve": 0.07217,
    "stranded": -0.03608,
    "features": 0.5094,
    "all_but_one": 0.6792,
    "approach": 0.3396,
    "guard": 0.12735,
    "initiative": 0.05094,
    "counter": 0.021225,
    "to_move": 0.0613,
    "late_material": 0.0,
    "clock_lead": 0.0,
}
