"""scripts/setup.sh: it waits for another package manager's dpkg lock (saying so), and a
second run with nothing changed does nothing, so scripts/run.sh starts at once."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETUP = ROOT / "scripts" / "setup.sh"


def test_setup_waits_for_the_dpkg_lock_and_says_so() -> None:
    text = SETUP.read_text(encoding="utf-8")
    calls = [line for line in text.splitlines() if "apt-get " in line
             and not line.lstrip().startswith("#") and "command -v" not in line]
    assert len(calls) == 2  # update and install
    assert all("-o DPkg::Lock::Timeout=$LOCK_WAIT" in line for line in calls)
    assert "LOCK_WAIT=300" in text
    assert "waiting up to $((LOCK_WAIT / 60)) minutes" in text


def _sandbox(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A copy of the project's setup with a stand-in .venv whose python notes each call,
    and a PATH with only the tools the script needs (no apt-get: nothing is installed)."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(SETUP, tmp_path / "scripts" / "setup.sh")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    python = venv / "python"
    python.write_text(f"#!/bin/sh\necho \"$@\" >> {tmp_path / 'calls'}\n", encoding="utf-8")
    python.chmod(0o755)
    app = venv / "pocket-tactics"
    app.write_text("#!/bin/sh\n", encoding="utf-8")
    app.chmod(0o755)
    tools = tmp_path / "tools"
    tools.mkdir()
    for tool in ("cat", "sha256sum", "cut", "dirname", "id", "sh"):
        found = shutil.which(tool)
        assert found is not None, tool
        (tools / tool).symlink_to(found)
    return tmp_path, {**os.environ, "PATH": str(tools)}


def test_a_second_run_with_nothing_changed_installs_nothing(tmp_path: Path) -> None:
    root, env = _sandbox(tmp_path)
    bash = shutil.which("bash")
    assert bash is not None
    script = str(root / "scripts" / "setup.sh")
    subprocess.run([bash, script], env=env, check=True, timeout=60)
    calls = (root / "calls").read_text(encoding="utf-8").splitlines()
    assert calls == ["-m pip install -q --upgrade pip", "-m pip install -q -e .[test]"]
    start = time.monotonic()
    subprocess.run([bash, script], env=env, check=True, timeout=60)
    assert time.monotonic() - start < 2.0
    assert (root / "calls").read_text(encoding="utf-8").splitlines() == calls  # no pip
    # a changed pyproject.toml installs again
    with (root / "pyproject.toml").open("a", encoding="utf-8") as f:
        f.write("\n# changed\n")
    subprocess.run([bash, script], env=env, check=True, timeout=60)
    assert len((root / "calls").read_text(encoding="utf-8").splitlines()) == 4
