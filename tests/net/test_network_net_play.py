"""``pocket-tactics net-play`` from source: the smoke run CI makes with the frozen app
(scripts/net_smoke.sh: ``serve`` and two clients, each its own process, one game to its
end), and the command's refusals in words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pocket_tactics_app.net.play import main, read_setup, seat_specs

ROOT = Path(__file__).resolve().parents[2]


def test_network_net_play_two_processes_play_a_game_through_serve() -> None:
    done = subprocess.run(["bash", str(ROOT / "scripts" / "net_smoke.sh"), sys.executable,
                           "-m", "pocket_tactics_app"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("game over after ") == 2
    assert done.stdout.rstrip().endswith("networked game between two processes: ok")


def test_network_net_play_refuses_in_words(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert seat_specs("human, computer:easy") == [{"kind": "human"},
                                                  {"kind": "computer", "level": "easy"}]
    with pytest.raises(ValueError, match="computer:LEVEL"):
        seat_specs("human,robot")
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match="bad.json"):
        read_setup(bad)
    assert read_setup(ROOT / ".ci" / "net-setup.json")["point_limit"] > 0
    assert main(["--url", "ws://127.0.0.1:1", "--join", "0" * 32, "--timeout", "10"]) == 1
    assert "cannot reach ws://127.0.0.1:1" in capsys.readouterr().err
