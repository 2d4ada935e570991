"""The Furrow & Foundry engine is pure: no Qt, no ui, controller, storage or AI, and no
entry point (issue 14). Checked with import-linter on a contract of its own (the project's
pyproject contracts are pinned by tests/test_layers.py), and by a scan of its imports."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "pocket_tactics_app" / "furrow" / "engine"
FORBIDDEN = ("PySide6", "shiboken6", "pocket_tactics_app.ui", "pocket_tactics_app.controller",
             "pocket_tactics_app.storage", "pocket_tactics_app.ai", "pocket_tactics_app.app",
             "pocket_tactics_app.cli", "pocket_tactics_app.furrow.ai",
             "pocket_tactics_app.furrow.cli")

CONTRACT = f"""
[importlinter]
root_packages =
    pocket_tactics_app
include_external_packages = True

[importlinter:contract:furrow-engine]
name = The Furrow & Foundry engine imports no other layer and no Qt
type = forbidden
source_modules =
    pocket_tactics_app.furrow.engine
forbidden_modules =
{chr(10).join('    ' + m for m in FORBIDDEN)}

[importlinter:contract:furrow-ai]
name = The Furrow & Foundry AI imports no controller, storage, ui or Qt
type = forbidden
source_modules =
    pocket_tactics_app.furrow.ai
forbidden_modules =
{chr(10).join('    ' + m for m in FORBIDDEN[:7])}
"""


def _absolute(module: str, node: ast.ImportFrom, path: Path) -> str:
    if node.level == 0:
        return node.module or ""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)[: -node.level]
    return ".".join([*parts, *([node.module] if node.module else [])])


def test_furrow_engine_imports_scan() -> None:
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [_absolute(path.stem, node, path)]
            for name in names:
                assert not any(name == f or name.startswith(f + ".") for f in FORBIDDEN), (
                    f"{path.name} imports {name}")


def test_furrow_import_contracts(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("lint-imports")
    found = str(exe) if exe.exists() else shutil.which("lint-imports")
    if found is None:
        import pytest
        pytest.skip("lint-imports is not installed")
    config = tmp_path / "furrow.importlinter"
    config.write_text(CONTRACT)
    result = subprocess.run([found, "--no-cache", str(config)], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
