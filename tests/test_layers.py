"""The layers hold (docs/ARCHITECTURE.md): the import-linter contracts of pyproject.toml,
run as a test so that an import across a layer fails the README's test command and CI."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _lint_imports() -> str:
    path = Path(sys.executable).with_name("lint-imports")
    found = str(path) if path.exists() else shutil.which("lint-imports")
    if found is None:
        pytest.fail("lint-imports is not installed (pip install -e '.[test]')")
    return found


def _run(config: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([_lint_imports(), "--no-cache", str(config)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_the_contracts_cover_every_layer() -> None:
    """An emptied or renamed contract list would pass silently: name the layers."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    sources = {m for c in contracts for m in c.get("source_modules", [])}
    assert sources >= {f"pocket_tactics_app.{p}" for p in ("engine", "ai", "controller",
                                                           "storage", "ui.board",
                                                           "furrow.engine", "furrow.ai")}
    layers = next(c for c in contracts if c["id"] == "layers")
    assert layers["type"] == "layers"
    assert layers["layers"][:3] == ["pocket_tactics_app.app", "pocket_tactics_app.ui",
                                    "pocket_tactics_app.controller"]
    engine = next(c for c in contracts if c["id"] == "engine")
    assert {"PySide6", "pocket_tactics_app.ui"} <= set(engine["forbidden_modules"])


def test_the_import_contracts_are_kept() -> None:
    result = _run(ROOT / "pyproject.toml")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_a_broken_contract_fails(tmp_path: Path) -> None:
    """The check can fail: the ui imports the controller, so forbidding it is reported."""
    config = tmp_path / "broken.toml"
    config.write_text(
        '[tool.importlinter]\nroot_package = "pocket_tactics_app"\n\n'
        '[[tool.importlinter.contracts]]\nname = "ui without controller"\n'
        'type = "forbidden"\nsource_modules = ["pocket_tactics_app.ui"]\n'
        'forbidden_modules = ["pocket_tactics_app.controller"]\n', encoding="utf-8")
    result = _run(config)
    assert result.returncode != 0, result.stdout
    assert "BROKEN" in result.stdout
