"""The Furrow & Foundry rules engine (docs/SCYTHE.md): pure Python, no Qt, no other layer.

- :mod:`.content`: the game's data (map, factions, mats, decks) from YAML, validated;
- :mod:`.board`: the map's geometry (rivers, tunnels, lakes, bases);
- :mod:`.game`: state, legal actions and ``apply`` (S5-S16);
- :mod:`.position`: the position JSON of Appendix A and the per-seat view (S17.1).
"""

from .content import Content, ContentError, default_content, load_content
from .game import Game, IllegalAction, new_game

__all__ = ["Content", "ContentError", "Game", "IllegalAction", "default_content",
           "load_content", "new_game"]
