"""The Pocket Tactics rules engine: pure Python, no Qt (a test enforces it)."""

from .actions import PASS, Action, ActionFormatError
from .cards import Catalog, UnitCard, default_catalog, load_catalog
from .game import (
    RULES_REVISION,
    RULES_REVISIONS,
    Assault,
    Dice,
    Game,
    GameSetup,
    IllegalAction,
    PlayerSetup,
    SetupError,
    Test,
    Tile,
    Unit,
    compare,
)

__all__ = [
    "PASS",
    "RULES_REVISION",
    "RULES_REVISIONS",
    "Action",
    "ActionFormatError",
    "Assault",
    "Catalog",
    "Dice",
    "Game",
    "GameSetup",
    "IllegalAction",
    "PlayerSetup",
    "SetupError",
    "Test",
    "Tile",
    "Unit",
    "UnitCard",
    "compare",
    "default_catalog",
    "load_catalog",
]
