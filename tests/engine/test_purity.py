"""The engine and the AI stay pure Python: no Qt import (docs/DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "pocket_tactics_app"


def test_engine_and_ai_source_never_import_qt() -> None:
    for folder in ("engine", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                for n in names:
                    assert not n.startswith(("PySide6", "PyQt", "shiboken")), f"{path}: {n}"


def test_importing_the_engine_loads_no_qt() -> None:
    code = ("import sys, pocket_tactics_app.engine.game, pocket_tactics_app.engine.odds, "
            "pocket_tactics_app.engine.position, pocket_tactics_app.cli; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr
