"""Habits of the test suite itself: a test module imports no other test module (shared
helpers live in conftest.py or a helpers module), so that each test file can be read,
moved and run on its own."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _imported_test_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names += [module] if module else [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            names += [a.name for a in node.names]
    return [n for n in names if n.rsplit(".", 1)[-1].startswith("test_")]


def test_no_test_module_imports_another() -> None:
    found = {str(p.relative_to(TESTS)): _imported_test_modules(p)
             for p in sorted(TESTS.rglob("*.py"))}
    assert {p: names for p, names in found.items() if names} == {}
