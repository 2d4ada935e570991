"""Every loader of a player's file against the same hostile inputs (issue 18): a FIFO, a
link to /dev/zero or to stdin, a folder, a huge integer, control and bidi characters,
bad UTF-8, an oversized file. Each returns at once with short one-line errors naming
the file; none hangs, raises a traceback or runs out of memory."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from pocket_tactics_app.cli import main as cli_main
from pocket_tactics_app.engine.cards import load_catalog
from pocket_tactics_app.storage.armies import ArmyList, army_to_yaml, load_army
from pocket_tactics_app.storage.errors import LoadError
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES, FurrowSaveFile
from pocket_tactics_app.storage.saves import SAVES, SaveFile
from pocket_tactics_app.storage.settings import Settings, load_settings, settings_to_yaml
from tests.engine.helpers import POSITION

MAX_LINE = 1000
HUGE = "9" * 5000

CARD = ("faction: Test\nunits:\n  - name: Probe\n    points: 5\n"
        "    off: 1\n    def: 1\n    text: \"TEXT\"\n")
ACTIONS = '[{"kind": "attack", "unit": "TEXT", "target": "s1"}]'


def _cards(path: Path) -> list[str]:
    return [str(e) for e in load_catalog([path]).errors]


def _cli(*argv: str) -> list[str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(list(argv))
    lines = err.getvalue().splitlines()
    assert code in (0, 1, 2), code
    assert (code == 0) == (not lines), (code, lines)
    return lines


def _position(path: Path) -> list[str]:
    return _cli("position", str(path))


def _actions(path: Path) -> list[str]:
    pos = path.parent / "position-for-actions.json"
    pos.write_text(json.dumps(POSITION), encoding="utf-8")
    return _cli("position", str(pos), "--apply", str(path))


def _save(path: Path) -> list[str]:
    try:
        SAVES.load(path)
    except LoadError as exc:
        return [str(exc)]
    return []


def _furrow_save(path: Path) -> list[str]:
    try:
        FURROW_SAVES.load(path)
    except LoadError as exc:
        return [str(exc)]
    return []


def _army(path: Path) -> list[str]:
    try:
        return load_army(path)[1]
    except LoadError as exc:
        return [str(exc)]


def _settings(path: Path) -> list[str]:
    return load_settings(path)[1]


def _army_list(name: str) -> ArmyList:
    return ArmyList(name=name, point_limit=50, units=["cyber-grunt"],
                    tiles=["wasteland", "water", "wasteland", "water", "wasteland", "water"],
                    home_feature="colony")


def _valid_save() -> str:
    return SAVES.dump(SaveFile(setup={"note": "TEXT"}, seed=7,
                              actions=[{"kind": "pass", "note": "TEXT"}]))


def _valid_furrow_save() -> str:
    return FURROW_SAVES.dump(FurrowSaveFile(setup={"note": "TEXT", "seed": 7},
                                           seats=["human", "normal"],
                                           actions=[{"kind": "skip", "note": "TEXT"}]))


#: name: (loader, a valid file with TEXT where a string goes, a copy with a huge integer)
LOADERS: dict[str, tuple[Callable[[Path], list[str]], str, str]] = {
    "cards": (_cards, CARD, CARD.replace("points: 5", f"points: {HUGE}")),
    "position": (_position, json.dumps(POSITION).replace('"c1"', '"TEXT"'),
                 json.dumps(POSITION).replace('"to_move": 0', f'"to_move": {HUGE}')),
    "actions": (_actions, ACTIONS, ACTIONS.replace('"TEXT"', HUGE)),
    "save": (_save, _valid_save(), _valid_save().replace('"seed": 7', f'"seed": {HUGE}')),
    "furrow save": (_furrow_save, _valid_furrow_save(),
                    _valid_furrow_save().replace('"seed": 7', f'"seed": {HUGE}')),
    "army": (_army, army_to_yaml(_army_list("TEXT")),
             army_to_yaml(_army_list("x")).replace("50", HUGE)),
    "settings": (_settings, settings_to_yaml(Settings()).replace("language: system",
                                                                "language: TEXT"),
                 settings_to_yaml(Settings()).replace("animation_speed: 1.0",
                                                      f"animation_speed: {HUGE}")),
}
#: What TEXT becomes in the valid sample (the position's reserve unit, the attacker).
PLAIN = {"position": "c1", "actions": "m1", "settings": "en"}
NAME = {"cards": "probe.yaml", "position": "probe.json", "actions": "probe.json",
        "save": "probe.json", "furrow save": "probe.json", "army": "probe.yaml",
        "settings": "settings.yaml"}


def run_bounded(loader: Callable[[Path], list[str]], path: Path, seconds: float = 20
                ) -> list[str]:
    """The loader's error lines; fails (instead of hanging) when it does not return."""
    result: list[list[str]] = []
    failed: list[BaseException] = []

    def work() -> None:
        try:
            result.append(loader(path))
        except BaseException as exc:  # noqa: BLE001 - raised again below
            failed.append(exc)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"{path}: still reading after {seconds} s"
    if failed:
        raise failed[0]
    lines = result[0]
    for line in lines:
        assert "\n" not in line and "\r" not in line, line
        assert len(line) <= MAX_LINE, len(line)
        assert str(path.name) in line, line
        assert "Traceback" not in line
    return lines


def _make(kind: str, name: str, folder: Path) -> Path:
    _loader, valid, huge = LOADERS[name]
    path = folder / NAME[name]
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "stdin":
        path.symlink_to("/dev/stdin")
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge_int":
        path.write_text(huge, encoding="utf-8")
    elif kind == "nul":
        path.write_text(valid.replace("TEXT", "a\x00b"), encoding="utf-8")
    elif kind == "controls":
        path.write_text(valid.replace("TEXT", "\x1b[31m\x07\x85\u2028\u202e\u2066"),
                        encoding="utf-8")
    elif kind == "not_utf8":
        path.write_bytes(valid.replace("TEXT", "caf").encode() + b"\xe9\xff\n")
    elif kind == "oversized":
        with open(path, "wb") as handle:
            handle.truncate(64 * 1024 * 1024)  # sparse: no disk used
    return path


MUST_FAIL = {"fifo", "dev_zero", "stdin", "folder", "huge_int", "not_utf8", "oversized"}
KINDS = ["fifo", "dev_zero", "stdin", "folder", "huge_int", "nul", "controls", "not_utf8",
         "oversized"]


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                    reason="needs FIFOs and /dev/zero")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", list(LOADERS))
def test_every_loader_refuses_hostile_files_quickly_on_one_line(
        tmp_path: Path, name: str, kind: str) -> None:
    path = _make(kind, name, tmp_path)
    lines = run_bounded(LOADERS[name][0], path)
    if kind in MUST_FAIL and (name, kind) != ("cards", "folder"):  # a folder of cards
        assert lines, f"{name} accepted a {kind} file"


def test_every_loader_reads_its_valid_sample(tmp_path: Path) -> None:
    for name, (loader, valid, _huge) in LOADERS.items():
        folder = tmp_path / name
        folder.mkdir()
        path = folder / NAME[name]
        path.write_text(valid.replace("TEXT", PLAIN.get(name, "plain")), encoding="utf-8")
        assert run_bounded(loader, path) == [], name


_NASTY = "\x00\x01\x07\x08\x0b\x0c\x1b\x7f\x80\x85\x9b\u2028\u2029\u202a\u202b\u202c" \
         "\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200e\u200f\ufeff\ufffe\ud800"


@hsettings(max_examples=150, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture,
                                  HealthCheck.too_slow])
@given(name=st.sampled_from(list(LOADERS)), seed=st.integers(0, 2**32 - 1))
def test_control_characters_anywhere_give_one_line_errors(
        tmp_path_factory: pytest.TempPathFactory, name: str, seed: int) -> None:
    rng = random.Random(seed)
    _loader, valid, _huge = LOADERS[name]
    text = valid.replace("TEXT", PLAIN.get(name, "plain"))
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(text) + 1)
        text = text[:at] + rng.choice(_NASTY) + text[at:]
    path = tmp_path_factory.mktemp(name) / NAME[name]
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    run_bounded(LOADERS[name][0], path)
