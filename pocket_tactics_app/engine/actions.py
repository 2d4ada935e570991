"""Actions: small hashable value objects, with the JSON form of docs/POSITION.md."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.hexgrid import Hex
from .util import brief

#: Turn actions (R3.1), decisions inside an assault or test (R6.3, R6.4, R8.2) and setup (R2).
TURN_KINDS = ("move", "attack", "deploy", "withdraw", "ability")
DECISION_KINDS = ("bump", "reroll", "pass")
SETUP_KINDS = ("place_tile", "place_feature", "place_unit")
ALL_KINDS = TURN_KINDS + DECISION_KINDS + SETUP_KINDS

_FIELDS: dict[str, tuple[str, ...]] = {
    "move": ("unit", "path"),
    "attack": ("unit", "target"),
    "deploy": ("unit", "at"),
    "withdraw": ("unit", "feature"),
    "ability": ("unit", "ability"),
    "bump": ("unit", "colour", "die", "bump"),
    "reroll": ("unit", "colour", "die"),
    "pass": (),
    "place_tile": ("at",),
    "place_feature": ("at",),
    "place_unit": ("unit", "at"),
}


class ActionFormatError(ValueError):
    """An action object that is not well formed (names the field)."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    unit: str = ""
    path: tuple[Hex, ...] = ()
    target: str = ""
    at: Hex | None = None
    ability: str = ""
    colour: str = ""
    die: int = -1
    bump: int = -1

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        k = self.kind
        if self.unit:
            out["unit"] = self.unit
        if k == "move":
            out["path"] = [list(h) for h in self.path]
        elif k == "attack":
            out["target"] = self.target
        elif k in ("deploy", "place_tile", "place_feature", "place_unit"):
            out["at"] = list(self.at) if self.at is not None else None
        elif k == "withdraw":
            out["feature"] = list(self.at) if self.at is not None else None
        elif k == "ability":
            out["ability"] = self.ability
            if self.target:
                out["target"] = self.target
            elif self.at is not None:
                out["target"] = list(self.at)
        elif k in ("bump", "reroll"):
            out["colour"] = self.colour
            out["die"] = self.die
            if k == "bump":
                out["bump"] = self.bump
        return out

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, dict):
            raise ActionFormatError(f"action: expected an object, got {brief(data)}")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in _FIELDS:
            raise ActionFormatError(f"action.kind: unknown kind {brief(kind)}")
        for name in _FIELDS[kind]:
            if name not in data:
                raise ActionFormatError(f"action.{name}: missing in {brief(kind)} action")
        known = set(_FIELDS[kind]) | {"kind"} | ({"target"} if kind == "ability" else set())
        for name in data:
            if name not in known:
                raise ActionFormatError(f"action.{name}: unknown field for a {brief(kind)} action")

        def text(name: str) -> str:
            value = data[name]
            if not isinstance(value, str):
                raise ActionFormatError(f"action.{name}: expected a string, got {brief(value)}")
            return value

        def number(name: str) -> int:
            value = data[name]
            if not isinstance(value, int) or isinstance(value, bool):
                raise ActionFormatError(f"action.{name}: expected an integer, got {brief(value)}")
            return value

        def hex_of(name: str, value: Any) -> Hex:
            if (
                not isinstance(value, list)
                or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            ):
                raise ActionFormatError(f"action.{name}: expected [q, r], got {brief(value)}")
            return (value[0], value[1])

        if kind == "move":
            raw = data["path"]
            if not isinstance(raw, list) or not raw:
                raise ActionFormatError(f"action.path: expected a non-empty list, got {brief(raw)}")
            return Action(
                "move",
                unit=text("unit"),
                path=tuple(hex_of(f"path[{i}]", h) for i, h in enumerate(raw)),
            )
        if kind == "attack":
            return Action("attack", unit=text("unit"), target=text("target"))
        if kind in ("deploy", "place_unit"):
            return Action(kind, unit=text("unit"), at=hex_of("at", data["at"]))
        if kind in ("place_tile", "place_feature"):
            return Action(kind, at=hex_of("at", data["at"]))
        if kind == "withdraw":
            return Action("withdraw", unit=text("unit"), at=hex_of("feature", data["feature"]))
        if kind == "ability":
            target = data.get("target")
            if target is None:
                return Action("ability", unit=text("unit"), ability=text("ability"))
            if isinstance(target, str):
                return Action("ability", unit=text("unit"), ability=text("ability"), target=target)
            return Action(
                "ability", unit=text("unit"), ability=text("ability"), at=hex_of("target", target)
            )
        if kind in ("bump", "reroll"):
            colour = text("colour")
            if colour not in ("off", "def"):
                raise ActionFormatError(
                    f"action.colour: expected 'off' or 'def', got {brief(colour)}"
                )
            return Action(
                kind,
                unit=text("unit"),
                colour=colour,
                die=number("die"),
                bump=number("bump") if kind == "bump" else -1,
            )
        return Action("pass")

    def describe(self) -> str:
        """A compact one-line form for logs and error messages."""
        import json

        return json.dumps(self.to_json(), separators=(",", ":"))


PASS = Action("pass")


def illegal(action: Action, rule: str, reason: str) -> IllegalAction:
    """The error for ``action`` breaking ``rule``: its message names the action, the rule
    and why (the one ``IllegalAction`` of both games)."""
    return IllegalAction(rule, reason, f"illegal action {action.describe()}: {rule} {reason}")
