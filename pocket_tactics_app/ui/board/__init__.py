"""Hex-board widgets that know no game: the reusable half of the map (issue 12).

- `geometry`: axial <-> pixel, corners, hit testing (the axial maths itself is
  `engine/hexgrid.py`).
- `painting`: text as paths, highlight fills and edges, pixmaps.
- `items`: a hex item with highlight and hover states.
- `scene`: hit testing, clicks, hover and highlights over the hex items; token moves.
- `view`: zoom, pan, fit to the window, the background.

A game's board subclasses these and adds its own pieces: Pocket Tactics' tiles, features
and unit tokens are `ui/map_paint.py` and `ui/hexmap.py`. Nothing here imports a game.
"""
