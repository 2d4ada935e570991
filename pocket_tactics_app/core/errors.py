"""The one error both games raise for an action the rules do not allow now."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now (or one not of the action JSON's shape).

    ``rule`` is the rule ID it breaks (``"R4.1"`` in Pocket Tactics, ``"S6.1"`` in Furrow
    & Foundry, ``"Appendix A"`` or ``"POSITION.md"`` for a malformed action); ``reason``
    says why in words. A network server sends both back to the client that sent it.
    """

    def __init__(self, rule: str, reason: str, message: str | None = None) -> None:
        super().__init__(message if message is not None else f"{rule} {reason}")
        self.rule = rule
        self.reason = reason
