"""Axial hex coordinates (Red Blob Games' conventions) and searches over a map.

A hex is a plain ``(q, r)`` tuple: cheap to hash, to copy and to write as JSON.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping

Hex = tuple[int, int]

#: The six neighbour offsets, in the order docs/POSITION.md lists them.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(h: Hex) -> tuple[Hex, ...]:
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def hex_distance(a: Hex, b: Hex) -> int:
    """Distance on an unbounded hex plane (ignores void)."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacency(tiles: Iterable[Hex]) -> dict[Hex, tuple[Hex, ...]]:
    """Neighbour table restricted to the given tiles (void has no entry)."""
    tile_set = set(tiles)
    return {h: tuple(n for n in neighbours(h) if n in tile_set) for h in tile_set}


def bfs_distances(
    adj: Mapping[Hex, tuple[Hex, ...]],
    start: Hex,
    passable: Callable[[Hex], bool] | None = None,
    limit: int | None = None,
) -> dict[Hex, int]:
    """Shortest step counts from ``start`` over the tiles of ``adj``.

    ``passable`` says whether a route may go *through* a tile (the tile may
    still be reached as an end point); ``limit`` bounds the distance.
    """
    dist = {start: 0}
    frontier: deque[Hex] = deque([start])
    while frontier:
        h = frontier.popleft()
        d = dist[h]
        if limit is not None and d >= limit:
            continue
        if h != start and passable is not None and not passable(h):
            continue
        for n in adj.get(h, ()):
            if n not in dist:
                dist[n] = d + 1
                frontier.append(n)
    return dist
