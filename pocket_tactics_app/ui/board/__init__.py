"""Hex-board widgets that know no game: the reusable half of the map.

- `geometry`: axial <-> pixel, corners, edges, hit testing, token stacks (the axial
  maths itself is `core/hexgrid.py`).
- `painting`: text as paths, highlight fills and edges, marks on hex edges, pixmaps.
- `items`: a hex item with highlight and hover states, an edge mark (a river, a wall),
  a round chip (a token, a resource count).
- `scene`: hit testing, clicks, hover and highlights over the hex items; token moves.
- `view`: zoom, pan, fit to the window, the background.

A game's board subclasses these and adds its own pieces: Pocket Tactics' tiles, features
and unit tokens are `ui/map_paint.py` and `ui/hexmap.py`. Nothing here imports a game;
`tests/ui/test_board.py` checks that.
"""
