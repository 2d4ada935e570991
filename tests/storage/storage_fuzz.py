"""Hypothesis strategies shared by the storage loader tests: damaged and hostile input."""

from __future__ import annotations

import math
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

# A file the hostile documents try to create: it must never appear.
CANARY = Path(tempfile.gettempdir()) / f"pocket-tactics-canary-{os.getpid()}"

# Characters that stress encoders: quotes, escapes, controls, non-BMP, lone-ish ranges.
_ALPHABET = (
    "abcxyz019 -_.:,#&*!|>%@`'\"\\/\t\n\r\x00\x07\x1b\x7f\x85\xa0\u2028\ufeff"
    "\u00e9\u4e2d\u6587\U0001f600\U00010000"
)
_EDGE_NUMBERS: list[Any] = [0, -1, 2**63, -(2**64), 10**30, 0.5, -0.0, 1e308, 5e-324, 1e-7]


def random_text(rng: random.Random, max_size: int = 10) -> str:
    return "".join(rng.choice(_ALPHABET) for _ in range(rng.randrange(max_size + 1)))


def random_json(rng: random.Random, budget: int = 8, depth: int = 0) -> Any:
    """A JSON value built from ``rng``: one Hypothesis draw (the seed) instead of dozens."""
    roll = rng.random()
    if depth >= 4 or budget <= 1 or roll < 0.55:
        kind = rng.randrange(6)
        if kind == 0:
            return None
        if kind == 1:
            return rng.random() < 0.5
        if kind == 2:
            return rng.choice([*_EDGE_NUMBERS, rng.randint(-(10**6), 10**6)])
        if kind == 3:
            return rng.uniform(-1e6, 1e6)
        return random_text(rng)
    size = rng.randrange(min(budget, 4) + 1)
    if roll < 0.78:
        return [random_json(rng, budget // 2, depth + 1) for _ in range(size)]
    return {random_text(rng, 6): random_json(rng, budget // 2, depth + 1) for _ in range(size)}


def cheap_json(budget: int = 8) -> st.SearchStrategy[Any]:
    return st.integers(0, 2**32 - 1).map(lambda seed: random_json(random.Random(seed), budget))


def cheap_object(budget: int = 8) -> st.SearchStrategy[dict[str, Any]]:
    def build(seed: int) -> dict[str, Any]:
        rng = random.Random(seed)
        return {random_text(rng, 6): random_json(rng, budget // 2, 1)
                for _ in range(rng.randrange(4))}

    return st.integers(0, 2**32 - 1).map(build)


_CANARY = CANARY.as_posix()
HOSTILE_TAGS = [
    f'!!python/object/apply:os.mkdir ["{_CANARY}"]',
    f'!!python/object/apply:os.system ["mkdir {_CANARY}"]',
    f'!!python/object/new:os.mkdir ["{_CANARY}"]',
    f'!!python/object/apply:subprocess.check_call [["mkdir", "{_CANARY}"]]',
    f"!!python/object/apply:builtins.exec [\"__import__('os').mkdir('{_CANARY}')\"]",
    f"!!python/object/apply:builtins.eval [\"__import__('os').mkdir('{_CANARY}')\"]",
    f'!<tag:yaml.org,2002:python/object/apply:os.mkdir> ["{_CANARY}"]',
    "!!python/name:os.system",
    "!!python/name:builtins.eval ''",
    "!!python/module:os ''",
    "!!python/object:builtins.object {}",
    "!!python/object/new:builtins.type ['X', [], {}]",
    "!!python/tuple [1, 2]",
    "!!python/none ''",
    "!!python/complex 1+2j",
    "!!python/bytes AAAA",
    "!!python/str x",
    "!!python/unicode x",
    "!!python/long 1",
    "!custom {a: 1}",
    "!<tag:example.com,2000:app/thing> x",
]
# Safe tags the loader accepts, which give values of unexpected types.
ODD_SCALARS = [
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [{a: 1}, {b: 2}]",
    "!!pairs [{a: 1}]",
    "!!timestamp 2001-12-14t21:59:43.10-05:00",
    "2024-13-45",
    "!!float 1e400",
    "!!float -1e400",
    ".nan",
    "!!int 0x1F",
    "!!int " + "9" * 5000,
    "!!str 12",
    "!!null ''",
    "!!bool yes",
    "~",
    "yes",
    "Off",
    "0o17",
    "1_000",
    "'\\x00'",
    '"\\ud800"',
    '"\\x07\\u2028"',
    "&a [x]",
    "*undefined_alias",
    "&r [*r]",
    "{? [1, 2] : 3}",
    "[" * 5,
    "'unterminated",
]


def yaml_snippet(value: Any) -> str:
    """``value`` as an inline YAML value."""
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    text = yaml.dump(value, Dumper=dumper, default_flow_style=True, width=10**6)
    return text.strip().removesuffix("...").strip()


@st.composite
def yaml_values(draw: st.DrawFn) -> str:
    """Text of one YAML value: plain data, an odd safe tag or a hostile tag."""
    kind = draw(st.sampled_from(["plain", "plain", "plain", "odd", "hostile"]))
    if kind == "plain":
        return yaml_snippet(draw(cheap_json()))
    if kind == "odd":
        return draw(st.sampled_from(ODD_SCALARS))
    return draw(st.sampled_from(HOSTILE_TAGS))


@st.composite
def yaml_documents(draw: st.DrawFn, keys: list[str]) -> str:
    """A YAML mapping over ``keys`` (and some others) with arbitrary values."""
    chosen = draw(st.lists(st.sampled_from([*keys, "extra", "version", "1", "~"]), max_size=6))
    lines = [f"{yaml_snippet(key)}: {draw(yaml_values())}" for key in chosen]
    if draw(st.booleans()):
        lines.insert(0, "%TAG !p! tag:yaml.org,2002:python/\n---")
        lines.append(f'x: !p!object/apply:os.mkdir ["{_CANARY}"]')
    return "\n".join(lines) + "\n"


@st.composite
def hostile_documents(draw: st.DrawFn, keys: list[str]) -> str:
    """A mapping over ``keys`` where at least one place holds a hostile tag."""
    tag = draw(st.sampled_from(HOSTILE_TAGS))
    key = draw(st.sampled_from(keys))
    where = draw(st.sampled_from(["value", "item", "nested", "key", "document", "directive"]))
    if where == "value":
        body = f"{key}: {tag}"
    elif where == "item":
        body = f"{key}:\n  - a\n  - {tag}"
    elif where == "nested":
        body = f"{key}: {{inner: [ {tag} ]}}"
    elif where == "key":
        body = f"? {tag}\n: 1"
    elif where == "document":
        body = tag
    else:
        tail = draw(st.sampled_from(["object/apply:os.mkdir", "object/new:os.mkdir"]))
        body = f'%TAG !p! tag:yaml.org,2002:python/\n---\n{key}: !p!{tail} ["{_CANARY}"]'
    before = draw(st.lists(st.sampled_from(keys), max_size=3))
    prefix = "".join(f"{k}: 1\n" for k in before if k != key)
    if where in ("document", "directive"):
        return body + "\n"
    return prefix + body + "\n"


@st.composite
def deep_yaml(draw: st.DrawFn, key: str) -> str:
    """A value nested past the 64-level limit, in flow or block style."""
    depth = draw(st.integers(65, 3000))
    style = draw(st.sampled_from(["list", "map", "block", "mixed"]))
    if style == "list":
        value = "[" * depth + "]" * depth
    elif style == "map":
        value = "{a: " * depth + "1" + "}" * depth
    elif style == "mixed":
        value = "[{a: " * (depth // 2) + "1" + "}]" * (depth // 2)
    else:
        depth = min(depth, 400)
        return f"{key}:\n" + "".join(" " * (i + 1) + f"k{i}:\n" for i in range(depth)) + (
            " " * (depth + 1) + "end\n"
        )
    return f"{key}: {value}\n"


@st.composite
def alias_bombs(draw: st.DrawFn, key: str) -> str:
    """Anchors and aliases (or merge keys) that would expand to millions of values."""
    fan = draw(st.integers(2, 10))
    # fan ** levels is at least a million values once expanded.
    levels = math.ceil(math.log(1_000_000) / math.log(fan)) + draw(st.integers(0, 3))
    merge = draw(st.booleans())
    lines = ["l0: &l0 {x: 1, y: 2}" if merge else "l0: &l0 [lol, lol]"]
    for level in range(1, levels):
        if merge:
            items = ", ".join(f"*l{level - 1}" for _ in range(fan))
            lines.append(f"l{level}: &l{level} {{<<: [{items}], k{level}: 1}}")
        else:
            items = ", ".join(f"*l{level - 1}" for _ in range(fan))
            lines.append(f"l{level}: &l{level} [{items}]")
    lines.append(f"{key}: *l{levels - 1}")
    return "\n".join(lines) + "\n"


@st.composite
def damaged(draw: st.DrawFn, data: bytes) -> bytes:
    """``data`` truncated, with bytes replaced, inserted, deleted or flipped."""
    for _ in range(draw(st.integers(1, 3))):
        size = len(data)
        op = draw(st.sampled_from(["truncate", "replace", "insert", "delete", "flip", "dup"]))
        at = draw(st.integers(0, size))
        if op == "truncate":
            data = data[:at]
        elif op == "replace" and size:
            at = min(at, size - 1)
            data = data[:at] + draw(st.binary(min_size=1, max_size=4)) + data[at + 1 :]
        elif op == "insert":
            data = data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
        elif op == "delete":
            data = data[:at] + data[at + draw(st.integers(1, 16)) :]
        elif op == "flip" and size:
            at = min(at, size - 1)
            data = data[:at] + bytes([data[at] ^ (1 << draw(st.integers(0, 7)))]) + data[at + 1 :]
        elif op == "dup":
            data = data[:at] + data[at : at + 32] + data[at:]
    return data


def assert_one_line(message: str, source: str) -> None:
    assert len(message.splitlines()) == 1, message
    assert source in message, message


def canary_untouched() -> None:
    assert not CANARY.exists(), "a hostile file ran code"
