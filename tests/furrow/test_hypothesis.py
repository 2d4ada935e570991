"""hypothesis on positions and actions (issue 14): any input gives exit 0, 1 or 2 with one
line, never a traceback. The default run tries a few hundred inputs; ``-m slow`` 1,000+."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pocket_tactics_app.furrow.ai.agents import RandomAgent
from pocket_tactics_app.furrow.cli import main
from pocket_tactics_app.furrow.engine.game import IllegalAction, new_game
from pocket_tactics_app.furrow.engine.position import PositionError, from_json, to_json

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.sampled_from(
        ["base", "veldmark", "obj-01", "enc-03", "fc-02", "oil", "top", "A", "x"])
    | st.floats(allow_nan=False, width=16),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["at", "kind", "n", "type", "player", "to", "cards", "power"]),
        inner, max_size=3),
    max_leaves=6)


def _positions() -> list[dict[str, Any]]:
    out = []
    for seed in range(6):
        g = new_game(players=2 + seed % 4, seed=seed, round_limit=80)
        agent = RandomAgent(seed)
        for _ in range(seed * 23):
            if g.over:
                break
            g.apply(agent(g, g.deciders()[0]))
        out.append(to_json(g))
    return out


POSITIONS = _positions()


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            out += _paths(v, (*prefix, i))
    return out


def _mutate(data: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    data = json.loads(json.dumps(data))
    node = data
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = new
    return data


def _check_position(index: int, pick: int, new: Any) -> None:
    base = POSITIONS[index % len(POSITIONS)]
    paths = _paths(base)
    data = _mutate(base, paths[pick % len(paths)], new)
    try:
        g = from_json(data)
    except PositionError:
        return
    g.legal()
    to_json(g)


def _check_action(index: int, action: Any) -> None:
    g = from_json(POSITIONS[index % len(POSITIONS)])
    legal = g.legal()
    try:
        g.apply(action)
    except IllegalAction:
        assert to_json(g) == POSITIONS[index % len(POSITIONS)]  # unchanged when refused
        return
    del legal


def _legalish(index: int, rnd: random.Random) -> Any:
    """A legal entry with one field changed: close to the accepted shapes."""
    g = from_json(POSITIONS[index % len(POSITIONS)])
    legal = g.legal()
    if not legal:
        return {"kind": "skip"}
    entry = dict(rnd.choice(legal))
    if len(entry) > 1:
        key = rnd.choice([k for k in entry if k != "kind"])
        entry[key] = rnd.choice([None, -1, 99, [0, 0], "base", [[0, 0]], {"x": 1}, [],
                                 entry[key]])
    return entry


settings.register_profile("furrow_fast", max_examples=150, deadline=None,
                          suppress_health_check=list(HealthCheck))


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.integers(0, 10**6), json_values)
def test_hypothesis_positions_never_crash(index: int, pick: int, new: Any) -> None:
    _check_position(index, pick, new)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.one_of(
    json_values,
    st.fixed_dictionaries({"kind": st.sampled_from(
        ["section", "skip", "move_unit", "produce", "trade", "strengthen", "commit",
         "upgrade", "deploy", "build", "conscript", "encounter", "retreat", "foundry_top",
         "foundry_move", "objective", "end_turn", "end_move", "combat", "pass"])},
        optional={k: json_values for k in ("section", "unit", "path", "player", "power",
                                           "cards", "hexes", "gain", "place", "at", "to",
                                           "options", "choices", "carry", "stops", "pay")})))
def test_hypothesis_actions_never_crash(index: int, action: Any) -> None:
    _check_action(index, action)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.integers(0, 10**6))
def test_hypothesis_near_legal_actions(index: int, seed: int) -> None:
    _check_action(index, _legalish(index, random.Random(seed)))


@pytest.mark.slow
@settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.integers(0, 10**6), json_values, json_values)
def test_hypothesis_cli_exit_codes(index: int, pick: int, new: Any, action: Any) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        pos, acts = Path(tmp) / "p.json", Path(tmp) / "a.json"
        base = POSITIONS[index % len(POSITIONS)]
        paths = _paths(base)
        pos.write_text(json.dumps(_mutate(base, paths[pick % len(paths)], new)))
        acts.write_text(json.dumps([action]))
        before = pos.read_text()
        assert main(["position", str(pos), "--apply", str(acts)]) in (0, 1, 2)
        assert pos.read_text() == before


@pytest.mark.slow
@settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.integers(0, 10**6), json_values)
def test_hypothesis_positions_1200(index: int, pick: int, new: Any) -> None:
    _check_position(index, pick, new)


@pytest.mark.slow
@settings(max_examples=1200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.integers(0, 10**6))
def test_hypothesis_actions_1200(index: int, seed: int) -> None:
    _check_action(index, _legalish(index, random.Random(seed)))
