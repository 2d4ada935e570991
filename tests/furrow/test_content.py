"""Content as data (S2, S3, S4, S18): the shipped files load clean, S2.8's checked facts
hold on the shipped map, S18's deck constraints hold, and the loader names file, line and
field for a bad file without stopping the others."""

from __future__ import annotations

import shutil
from collections import Counter, deque
from pathlib import Path

import pytest

from pocket_tactics_app.furrow.engine.board import FOUNDRY, Board
from pocket_tactics_app.furrow.engine.content import (
    FACTION_IDS,
    ContentError,
    content_at,
    data_dir,
    default_content,
    load_content,
    main_gain,
    vu,
)

C = default_content()
B: Board = C.board  # type: ignore[assignment]


def test_shipped_content_has_no_problem() -> None:
    assert load_content(data_dir()).problems == []


def test_s2_8_terrain_counts_and_buildable_hexes() -> None:
    counts = Counter(B.terrain.values())
    assert len(B.terrain) == 52
    assert counts == {"mountain": 9, "forest": 9, "field": 9, "tundra": 10, "village": 8,
                      "lake": 6, "foundry": 1}
    assert len(B.buildable()) == 45


def test_s2_4_to_s2_7_rivers_tunnels_encounters_lakes() -> None:
    assert len(B.rivers) == 23
    assert all(B.terrain[h] != "lake" for pair in B.rivers for h in pair)
    assert B.tunnels == {(1, -2), (2, -1), (1, 1), (-1, 2), (-2, 1), (-1, -1)}
    assert all(B.distance(t, FOUNDRY) == 2 for t in B.tunnels)
    assert len(B.encounters) == 10
    assert sorted(map(sorted, B.lake_bodies)) == sorted(
        [[(1, -1)], [(-1, 0)], sorted([(0, 1), (0, 2), (-1, 3), (-2, 3)])])
    assert all(FOUNDRY in shore for shore in B.shore)
    assert len(B.lakeside) == 16  # S18.3


def _steps(start: tuple[int, int] | None, fid: str | None, tunnels: bool = True
           ) -> dict[tuple[int, int], int]:
    """Steps of a unit with no ability from a base (or hex), rivers and lakes respected."""
    dist: dict[tuple[int, int], int] = {}
    todo: deque[tuple[tuple[int, int], int]] = deque()
    if start is None:
        assert fid is not None
        for h in B.starts[fid]:
            dist[h] = 1
            todo.append((h, 1))
    else:
        dist[start] = 0
        todo.append((start, 0))
    while todo:
        h, d = todo.popleft()
        nxt = [n for n in B.adjacent[h] if B.terrain[n] != "lake" and not B.crosses_river(h, n)]
        if tunnels and h in B.tunnels:
            nxt += list(B.tunnels)
        for n in nxt:
            if n not in dist:
                dist[n] = d + 1
                todo.append((n, d + 1))
    return dist


@pytest.mark.parametrize("fid", FACTION_IDS)
def test_s2_8_reachability_and_distances(fid: str) -> None:
    dist = _steps(None, fid)
    assert set(dist) == {h for h, t in B.terrain.items() if t != "lake"}
    assert dist[FOUNDRY] == 5
    own_tunnel = min(dist[t] for t in B.tunnels)
    assert own_tunnel == 3
    enc = sorted(dist[e] for e in B.encounters)
    assert enc[:2] == [2, 3]
    assert enc[2] == (5 if fid == "hollin" else 4)


@pytest.mark.parametrize("fid", FACTION_IDS)
def test_s2_8_valley_holds_four_resources_and_a_village(fid: str) -> None:
    near = set(B.starts[fid])
    for s in B.starts[fid]:
        near |= {n for n in B.adjacent[s] if not B.crosses_river(s, n)}
    terrains = {B.terrain[h] for h in near}
    assert {"mountain", "forest", "field", "tundra", "village"} <= terrains


def test_s2_3_bases_touch_exactly_their_starting_hexes() -> None:
    for fid in FACTION_IDS:
        name, at, adj = B.bases[fid]
        assert at not in B.terrain
        assert len(adj) == 2 and all(B.distance(h, at) == 1 for h in adj)


def test_s18_6_qualifying_hex_counts() -> None:
    buildable = set(B.buildable())
    assert len(buildable & B.lakeside) == 15
    assert sum(1 for h in buildable if B.distance(h, FOUNDRY) <= 2) == 14
    assert sum(1 for h in buildable if B.river_edges[h] >= 2) == 17
    within2 = [h for h in B.terrain if B.distance(h, FOUNDRY) <= 2]
    assert len(within2) == 19


def test_s3_1_factions_and_s4_3_mats() -> None:
    assert [C.factions[f].number for f in FACTION_IDS] == [1, 2, 3, 4, 5]
    # S3.1's power + cards = 5, except Ember's extra card: content revision 2
    # (revisions.yaml, issue 16's balance pass)
    assert {f.id: f.power + f.cards for f in C.factions.values()} == {
        "veldmark": 5, "corvane": 5, "hollin": 5, "saltreach": 5, "ember": 6}
    for m in C.mats.values():
        cols = m.columns
        assert sorted(c.cost for c in cols) == [2, 3, 4, 4]
        assert sorted(c.coins for c in cols) == [0, 1, 2, 3]
        assert sum(c.removable for c in cols) == 6
        assert sum(c.coins for c in cols) - (13 - 6) == -1  # S4.6
    assert [(m.coins, m.popularity) for _, m in sorted(C.mats.items())] == [
        (4, 2), (5, 2), (5, 3), (6, 3), (6, 4)]
    # S3.2's abilities, with Common Stores in Veldmark's place (content revision 2)
    assert [C.factions[f].ability for f in FACTION_IDS] == [
        "common_stores", "requisition", "tireless", "wayfinders", "unbounded"]


def test_content_revision_1_is_scythe_s3_and_only_veldmark_and_ember_differ() -> None:
    assert C.revision == 2 and content_at(2) is C
    old = content_at(1)
    assert old.revision == 1 and content_at(1) is old
    assert [old.factions[f].ability for f in FACTION_IDS] == [
        "wading_hands", "requisition", "tireless", "wayfinders", "unbounded"]  # S3.2
    assert old.factions["veldmark"].ability_name == "Wading Hands"
    assert all(f.power + f.cards == 5 for f in old.factions.values())  # S3.1
    assert old.factions["ember"].cards == 0 and old.factions["ember"].power == 5
    assert {f: old.factions[f] for f in ("corvane", "hollin", "saltreach")} == {
        f: C.factions[f] for f in ("corvane", "hollin", "saltreach")}
    assert old.mats == C.mats and old.board is C.board
    with pytest.raises(ContentError, match="revision 3 is not known"):
        content_at(3)
    with pytest.raises(ContentError, match="revision 0 is not known"):
        content_at(0)


def test_loader_revisions_name_file_line_and_field(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    rev = root / "revisions.yaml"
    rev.write_text("current: 3\nearlier:\n  - revision: 1\n    mats:\n"
                   "      - {number: 7, coins: 4}\n")
    msgs = [str(p) for p in load_content(root).problems]
    assert any("revisions.yaml:2: earlier" in m and "[2] are not listed" in m for m in msgs)
    rev.write_text("current: 2\nearlier:\n  - revision: 1\n    mats:\n"
                   "      - {number: 7, coins: 4}\n")
    msgs = [str(p) for p in load_content(root).problems]
    assert any("revisions.yaml" in m and "no mat 7 to revise" in m for m in msgs)
    rev.write_text("current: 2\nearlier:\n  - revision: 1\n    mats:\n"
                   "      - {number: 1, columns: 4}\n")
    msgs = [str(p) for p in load_content(root).problems]
    assert any("revisions.yaml:5: earlier[0].mats[0].columns: unknown key" in m for m in msgs)
    rev.write_text("current: 2\nearlier:\n  - revision: 1\n    factions:\n"
                   "      - {id: veldmark, ability: flying}\n")
    msgs = [str(p) for p in load_content(root).problems]
    assert any("revisions.yaml:5: earlier[0].factions[0].ability" in m
               and "is not one of" in m for m in msgs)
    rev.write_text("current: 2\nearlier:\n  - revision: 2\n")
    msgs = [str(p) for p in load_content(root).problems]
    assert any("earlier[0].revision: 2 is outside 1..1" in m for m in msgs)


def test_s18_1_combat_deck() -> None:
    assert Counter(C.combat) == {2: 16, 3: 12, 4: 8, 5: 6}
    assert round(sum(C.combat) / 42, 1) == 3.1


def test_s18_3_objectives() -> None:
    assert len(C.objectives) == 18
    assert C.objectives["obj-01"].condition == {"resource": "food", "min": 6,
                                                "scope": "one_hex"}
    assert C.objectives["obj-12"].name == "Feared, Not Loved"
    assert C.objectives["obj-14"].condition["per"] == "distinct_hexes"


def test_s18_3_no_objective_true_at_any_start() -> None:
    from itertools import permutations

    from pocket_tactics_app.furrow.engine.game import new_game

    for i, fs in enumerate(permutations(FACTION_IDS, 2)):
        g = new_game(factions=list(fs), mats=[1 + i % 5, 1 + (i + 1) % 5], seed=i)
        for p in g.players:
            for oid, o in C.objectives.items():
                assert not g.check_condition(p.seat, o.condition), (oid, p.faction)


def test_s18_4_encounters_values_and_mix() -> None:
    assert len(C.encounters) == 22
    b, c = Counter(), Counter()
    for e in C.encounters.values():
        a, bb, cc = (e.options[k] for k in "ABC")
        assert not a.cost and 6 <= vu(a.gain) <= 8
        assert 2 <= bb.cost["coins"] <= 4 and 5 <= vu(bb.gain) - vu(bb.cost) <= 8
        assert 2 <= cc.cost["popularity"] <= 3 and 6 <= vu(cc.gain) - vu(cc.cost) <= 9
        assert "popularity" not in cc.gain
        assert main_gain(bb.gain) != main_gain(cc.gain)
        b[main_gain(bb.gain)] += 1
        c[main_gain(cc.gain)] += 1
    assert b == {"upgrade": 6, "recruit": 4, "mech": 2, "structure": 2, "bundle": 8}
    assert c == {"mech": 5, "structure": 5, "recruit": 4, "upgrade": 4, "workers": 4}
    # the three examples of S18.4, checked as printed
    e1, e2, e3 = (C.encounters[f"enc-0{i}"] for i in (1, 2, 3))
    assert [vu(e1.options["A"].gain), vu(e1.options["B"].gain) - 6,
            vu(e1.options["C"].gain) - 6] == [7, 6, 8]
    assert [vu(e2.options["A"].gain), vu(e2.options["B"].gain) - 4] == [7, 7]
    assert [vu(e3.options["A"].gain), vu(e3.options["B"].gain) - 8,
            vu(e3.options["C"].gain) - 9] == [6, 5, 7]


def test_s18_5_foundry_cards() -> None:
    assert len(C.foundry) == 10
    kinds = Counter()
    for f in C.foundry.values():
        if "produce_one" in f.top[0].gain:
            kinds["boost"] += 1
        elif len(f.top) == 2:
            kinds["choice"] += 1
            assert all(not o.cost and 5 <= vu(o.gain) <= 7 for o in f.top)
        else:
            kinds["exchange"] += 1
            assert 4 <= vu(f.top[0].gain) - vu(f.top[0].cost) <= 6
    assert kinds == {"exchange": 6, "choice": 2, "boost": 2}
    assert vu(C.foundry["fc-01"].top[0].gain) - vu(C.foundry["fc-01"].top[0].cost) == 6


def test_s18_6_bonus_tiles() -> None:
    assert sorted(C.bonus_tiles) == ["chain", "foundry_ring", "lakeshore", "many_fields",
                                     "riverwatch", "tunnel_works"]


def _copy(tmp_path: Path) -> Path:
    dst = tmp_path / "furrow"
    shutil.copytree(data_dir(), dst)
    return dst


def test_loader_names_file_line_field_and_keeps_loading(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    enc = root / "encounters" / "enc-05.yaml"
    enc.write_text(enc.read_text().replace("coins: 3}", "coins: 9}", 1))
    bad = root / "objectives" / "obj-03.yaml"
    bad.write_text("id: obj-03\nname: X\nflavour: y\ncondition:\n  colour: red\n")
    c = load_content(root)
    msgs = [str(p) for p in c.problems]
    assert any("obj-03.yaml:5: condition.colour: unknown condition term" in m for m in msgs)
    assert any("enc-05.yaml" in m and "B" in m for m in msgs)
    assert len(c.objectives) == 17 and len(c.encounters) == 21  # the rest loaded
    assert any("17 cards; the deck has 18" in m for m in msgs)


def test_loader_refuses_hostile_yaml(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    (root / "objectives" / "obj-99.yaml").write_text(
        "!!python/object/apply:os.system ['echo hi']\n")
    (root / "foundry" / "fc-99.yaml").write_text("a: &a [*a, *a]\n")
    (root / "mats.yaml").write_bytes(b"\xff\xfe")
    c = load_content(root)
    msgs = [str(p) for p in c.problems]
    assert any("obj-99.yaml" in m and "not valid YAML" in m for m in msgs)
    assert any("mats.yaml" in m and "UTF-8" in m for m in msgs)
    assert len(c.objectives) == 18


def test_loader_bad_map_field(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    m = root / "map.yaml"
    m.write_text(m.read_text().replace("terrain: field, start: veldmark}",
                                       "terrain: swamp, start: veldmark}", 1))
    c = load_content(root)
    assert any("map.yaml:5: hexes[0].terrain" in str(p) for p in c.problems)
