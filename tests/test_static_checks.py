"""The code stays typed and lint-clean: ``mypy`` (strict, as pyproject.toml sets it) and
``ruff`` (its rule sets in pyproject.toml) as tests, so a change that breaks either fails the
README's test command (and CI), not a later reader."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")
    return found


def test_mypy_strict_on_the_app() -> None:
    result = subprocess.run(
        [_tool("mypy"), "--cache-dir", "/dev/null", "pocket_tactics_app"],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_reads_strict_from_pyproject() -> None:
    # the test above calls mypy without --strict: the project's own setting must say it
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["mypy"]["strict"] is True


def test_ruff_on_app_tests_benchmarks_and_tools() -> None:
    result = subprocess.run([_tool("ruff"), "check", "--no-cache", "pocket_tactics_app", "tests",
                             "benchmarks", "tools"],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
