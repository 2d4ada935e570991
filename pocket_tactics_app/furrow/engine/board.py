"""The map's geometry (S2): hexes and terrains, rivers, tunnels, lake bodies, home bases.

Neighbours and distances come from the shared hex module
(:mod:`pocket_tactics_app.core.hexgrid`, the same axial convention as S0).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...core.hexgrid import hex_distance, neighbours

Hex = tuple[int, int]
FOUNDRY: Hex = (0, 0)


class Board:
    __slots__ = ("terrain", "rivers", "tunnels", "encounters", "bases", "adjacent",
                 "crossings", "lake_bodies", "body_of", "shore", "lakeside", "starts",
                 "river_edges", "order")

    def __init__(self, terrain: Mapping[Hex, str], rivers: Iterable[tuple[Hex, Hex]],
                 tunnels: Iterable[Hex], encounters: Iterable[Hex],
                 bases: Mapping[str, tuple[str, Hex, tuple[Hex, ...]]]) -> None:
        self.terrain: dict[Hex, str] = dict(terrain)
        self.rivers: frozenset[frozenset[Hex]] = frozenset(frozenset(p) for p in rivers)
        self.tunnels: frozenset[Hex] = frozenset(tunnels)
        self.encounters: tuple[Hex, ...] = tuple(encounters)
        self.bases = dict(bases)
        self.starts: dict[str, tuple[Hex, ...]] = {f: b[2] for f, b in self.bases.items()}
        #: map neighbours (rivers or not), and the subset not across a river
        self.adjacent: dict[Hex, tuple[Hex, ...]] = {
            h: tuple(n for n in neighbours(h) if n in self.terrain) for h in self.terrain}
        self.crossings: dict[Hex, frozenset[Hex]] = {
            h: frozenset(n for n in adj if frozenset((h, n)) in self.rivers)
            for h, adj in self.adjacent.items()}
        self.river_edges: dict[Hex, int] = {h: len(c) for h, c in self.crossings.items()}
        lakes = [h for h, t in self.terrain.items() if t == "lake"]
        self.body_of: dict[Hex, int] = {}
        bodies: list[frozenset[Hex]] = []
        for lake in sorted(lakes, key=lambda h: (h[1], h[0])):
            if lake in self.body_of:
                continue
            body, todo = {lake}, [lake]
            while todo:
                h = todo.pop()
                for n in self.adjacent[h]:
                    if self.terrain[n] == "lake" and n not in body:
                        body.add(n)
                        todo.append(n)
            for h in body:
                self.body_of[h] = len(bodies)
            bodies.append(frozenset(body))
        self.lake_bodies: tuple[frozenset[Hex], ...] = tuple(bodies)
        #: per body, the non-lake hexes on its shore (S3.4 Shoreline Ferry)
        self.shore: tuple[frozenset[Hex], ...] = tuple(
            frozenset(n for h in body for n in self.adjacent[h] if self.terrain[n] != "lake")
            for body in bodies)
        self.lakeside: frozenset[Hex] = frozenset().union(*self.shore) if bodies else frozenset()
        #: hexes in the S6.6 default payment order (ascending r, then q)
        self.order: tuple[Hex, ...] = tuple(sorted(self.terrain, key=lambda h: (h[1], h[0])))

    @staticmethod
    def distance(a: Hex, b: Hex) -> int:
        return hex_distance(a, b)

    def crosses_river(self, a: Hex, b: Hex) -> bool:
        return b in self.crossings.get(a, frozenset())

    def base_of_hex(self, at: Hex) -> str | None:
        for fid, (_, where, _adj) in self.bases.items():
            if where == at:
                return fid
        return None

    def buildable(self) -> list[Hex]:
        return [h for h, t in self.terrain.items() if t not in ("lake", "foundry")]
