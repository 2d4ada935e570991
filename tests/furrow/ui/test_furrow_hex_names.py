"""Furrow & Foundry names a hex the way a player finds it on the map (issues 13, 15):
a code drawn on every map hex ("C4": row letter from the top, number from the left),
and the log and dialogs say "Tundra C4", never a bare axial pair."""

from __future__ import annotations

import re
from typing import Any

from pocket_tactics_app.furrow.engine.game import new_game
from pocket_tactics_app.ui.furrow import words
from pocket_tactics_app.ui.furrow.board import FurrowHexItem, FurrowScene

AXIAL = re.compile(r"\[-?\d+, -?\d+\]")


def test_every_map_hex_has_one_code_rows_from_the_top_numbers_from_the_left() -> None:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    codes = words.hex_codes(g.board.terrain)
    assert set(codes) == set(g.board.terrain)
    assert len(set(codes.values())) == len(codes)
    rows = sorted({r for _q, r in codes})
    for (q, r), code in codes.items():
        assert code[0] == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[rows.index(r)]
        left = sorted(qq for qq, rr in codes if rr == r)
        assert code[1:] == str(left.index(q) + 1)


def test_hex_names_carry_the_code_and_no_axial_pair() -> None:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    codes = words.hex_codes(g.board.terrain)
    for h, kind in g.board.terrain.items():
        name = words.hex_name(g, list(h))
        assert name == f"{words.terrain(kind)} {codes[h]}"
        assert not AXIAL.search(name)
    fid, (base_name, where, _adj) = next(iter(g.board.bases.items()))
    assert words.hex_name(g, list(where)) == f"Home base of {words.base(fid, base_name)}"
    assert not AXIAL.search(words.hex_name(g, [99, 99]))


def test_the_board_draws_the_code_the_log_uses(qtbot: Any) -> None:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    scene = FurrowScene()
    scene.set_game(g)
    items = {i.at(): i for i in scene.items() if isinstance(i, FurrowHexItem)}
    for h in g.board.terrain:
        assert items[h].code and words.hex_name(g, list(h)).endswith(" " + items[h].code)


def test_log_lines_name_hexes_by_code() -> None:
    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    h = next(iter(g.board.terrain))
    line = words.event_line(g, {"kind": "produced", "player": 0, "at": list(h)})
    assert line is not None and words.hex_codes(g.board.terrain)[h] in line
    assert not AXIAL.search(line)
    coins = words.event_line(g, {"kind": "gained", "what": "coins", "n": 1, "player": 0})
    assert coins is not None and coins.endswith("gained 1 coin.")


def test_the_pieces_leave_the_hex_code_readable(qtbot: Any) -> None:
    """The code ("A1") is drawn in the band at the bottom of its hex; the figures, tokens
    and resource piles on the hex stand clear of it (chips once covered the codes of the
    start hexes, where a worker and its resources stand side by side)."""
    from pocket_tactics_app.ui.furrow.pieces import PieceItem

    g = new_game(factions=["veldmark", "ember"], mats=[3, 1], seed=7)
    crowded = {u.at for u in g.units.values() if u.at is not None}
    for n, h in enumerate(sorted(crowded)):  # 2 to 4 pieces on those hexes
        g.resources[h] = {"food": 2} if n % 2 else {"food": 2, "oil": 1, "metal": 3}
    scene = FurrowScene()
    scene.set_game(g)
    pieces = [i for i in scene.items() if isinstance(i, PieceItem)]
    assert len(pieces) >= 2 * len(crowded)
    for h in crowded:
        item = next(i for i in scene.items() if isinstance(i, FurrowHexItem) and i.at() == h)
        for scale in (0.5, 0.65, 0.82, 1.5):  # zoomed out to zoomed in
            box = item.code_rect(scale)
            for piece in pieces:
                assert not piece.scene_rect().intersects(box), (item.code, piece.piece)
