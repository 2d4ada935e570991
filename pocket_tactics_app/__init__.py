"""Pocket Tactics (4th edition): rules engine, computer opponent and desktop app."""

__version__ = "0.1.0"
