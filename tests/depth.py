"""How many examples a property test draws: a sample in the default run, and the full
count again in the slow run (``pytest -m slow``, which CI runs as well), so the everyday
run stays short and every landing is still fuzzed in depth."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis.strategies import SearchStrategy

#: Examples a property draws in the default run, and in the slow run.
QUICK, FULL = 150, 1000


def depths(quick: int = QUICK, full: int = FULL) -> pytest.MarkDecorator:
    """Parametrize a test with ``examples``: the quick count, and the full count marked
    slow."""
    return pytest.mark.parametrize("examples", [
        pytest.param(quick, id="quick"),
        pytest.param(full, id="full", marks=pytest.mark.slow),
    ])


def check_property(examples: int, check: Callable[..., None],
                   *strategies: SearchStrategy[Any],
                   health: Sequence[HealthCheck] = ()) -> None:
    """Run ``check`` on ``examples`` draws of ``strategies`` (no deadline: the machines
    are shared), failing with Hypothesis's shrunk example."""
    settings(max_examples=examples, deadline=None,
             suppress_health_check=list(health))(given(*strategies)(check))()
