"""The controller layer: owns the running game, its history and the computer's turns."""

from ..qt_compat import keep_none_alive
from .agents import FALLBACK_LEVEL, Agent, make_agent
from .game_controller import COMPUTER, DICE_EVENTS, HUMAN, GameController, LogEntry

__all__ = ["COMPUTER", "DICE_EVENTS", "FALLBACK_LEVEL", "HUMAN", "Agent", "GameController",
           "LogEntry", "make_agent"]

keep_none_alive()
