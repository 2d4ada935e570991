"""The controller layer: owns the running game, its history and the computer's turns."""

from ..qt_compat import keep_none_alive
from .agents import Agent, SimpleAgent, make_agent
from .game_controller import COMPUTER, DICE_EVENTS, HUMAN, GameController, LogEntry

__all__ = ["COMPUTER", "DICE_EVENTS", "HUMAN", "Agent", "GameController", "LogEntry",
           "SimpleAgent", "make_agent"]

keep_none_alive()
