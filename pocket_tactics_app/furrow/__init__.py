"""Furrow & Foundry: the second game (docs/SCYTHE.md). ``engine/`` is pure Python."""
