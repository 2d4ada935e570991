"""The search time budget every computer player keeps to, whichever game it plays.

A player is given a wall-clock cap (the app's play-time limit of its level, or the time
left before a protocol ``deadline``) and stops searching at :data:`CAP_SHARE` of it: the
node it is in when time runs out still has to finish, and the cap is the most a person
waits. Without a cap a player searches its position budget only, so a seed decides its
every choice. The think times behind the share are with the AI strength figures in
docs/.
"""

from __future__ import annotations

import time

#: The share of its wall-clock cap a search may spend before it stops.
CAP_SHARE = 0.85


def search_seconds(cap: float | None) -> float | None:
    """How long a decision under ``cap`` seconds may search (None: no cap)."""
    return None if cap is None else CAP_SHARE * cap


def search_deadline(cap: float | None, start: float | None = None) -> float | None:
    """The :func:`time.perf_counter` time a search started at ``start`` (default: now)
    under ``cap`` seconds stops at (None: no cap)."""
    seconds = search_seconds(cap)
    if seconds is None:
        return None
    return (time.perf_counter() if start is None else start) + seconds


def cap_until(deadline: float | None) -> float | None:
    """The cap, in seconds, that a protocol ``deadline`` (a :func:`time.monotonic` time)
    leaves from now; never negative (None: no deadline)."""
    return None if deadline is None else max(0.0, deadline - time.monotonic())
