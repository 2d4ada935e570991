"""Small helpers shared by the engine's loaders."""

from __future__ import annotations

import reprlib
from typing import Any

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = 40
_REPR.maxother = 40
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = 4


def brief(value: Any) -> str:
    """A short repr for error messages: safe on huge or deeply nested input."""
    return _REPR.repr(value)
