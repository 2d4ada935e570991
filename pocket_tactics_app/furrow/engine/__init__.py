"""The Furrow & Foundry rules engine (docs/SCYTHE.md): pure Python, no Qt, no other layer.

- :mod:`.content` (with :mod:`.content_model`): the game's data (map, factions, mats,
  decks) from YAML, validated;
- :mod:`.board`: the map's geometry (rivers, tunnels, lakes, bases);
- :mod:`.kinds`, :mod:`.actions`, :mod:`.events`: the names, actions and events of
  Appendix A as StrEnums and TypedDicts;
- :mod:`.state`: players, units, the turn and what every action family shares; the action
  families build on it, each on the one before: :mod:`.scoring`, :mod:`.economy` (top
  actions), :mod:`.bottom`, :mod:`.movement`, :mod:`.combat`, :mod:`.encounters`
  (encounters and Foundry cards);
- :mod:`.game`: the legal actions and ``apply`` (S5-S16) under the game protocol's names;
  :mod:`.concrete` expands the legal entries into concrete actions;
- :mod:`.snapshot` and :mod:`.position`: the position JSON of Appendix A written and read,
  and the per-seat view (S17.1);
- :mod:`.kind`: the game for the registry (core/registry.py).
"""

from .content import Content, ContentError, default_content, load_content
from .game import Game, IllegalAction, new_game

__all__ = ["Content", "ContentError", "Game", "IllegalAction", "default_content",
           "load_content", "new_game"]
