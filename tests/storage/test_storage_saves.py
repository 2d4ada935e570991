"""Save files: round trip, the version-0 migration, container checks, limits, autosave."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from pocket_tactics_app.storage import paths, saves
from pocket_tactics_app.storage.errors import LoadError, StorageError, WriteError
from pocket_tactics_app.storage.saves import (
    MAX_SAVE_BYTES,
    MIGRATIONS,
    SAVE_FORMAT,
    SAVE_VERSION,
    SAVES,
    SaveFile,
    find_resumable,
)
from tests.depth import check_property, depths
from tests.storage.storage_fuzz import assert_one_line, cheap_json, cheap_object, damaged

FUZZ_HEALTH = [HealthCheck.too_slow, HealthCheck.filter_too_much]
SOURCE = "fuzz/game.json"
CREATED = dt.datetime(2025, 3, 1, 18, 30, tzinfo=dt.UTC)


def game(**changes: Any) -> SaveFile:
    base: dict[str, Any] = dict(
        setup={"armies": [{"units": ["space-force-marine"]}, {"units": ["mytoan-soldier"]}],
               "map": [[0, 0, "wasteland"]]},
        seed=1234,
        actions=[{"kind": "deploy", "unit": "m1", "at": [0, 0]},
                 {"kind": "move", "unit": "m1", "path": [[1, 0]]}, {"kind": "pass"}],
        mode="ai",
        difficulty="normal",
        created=CREATED,
        app_version="0.1.0",
    )
    base.update(changes)
    return SaveFile(**base)


def as_json(**changes: Any) -> str:
    data = json.loads(SAVES.dump(game()))
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def error_of(text: str | bytes, **kwargs: Any) -> LoadError:
    with pytest.raises(LoadError) as caught:
        SAVES.parse(text, SOURCE, **kwargs)
    assert_one_line(str(caught.value), SOURCE)
    return caught.value


# --- round trip and format ---------------------------------------------------------

def test_round_trip_through_a_file(tmp_path: Path) -> None:
    original = game(finished=True, result={"winner": 0, "reason": "annihilation"})
    path = SAVES.write(tmp_path / "saves" / "g.json", original)
    assert SAVES.load(path) == original


def test_file_layout_is_one_field_and_one_action_per_line() -> None:
    text = SAVES.dump(game())
    lines = text.splitlines()
    assert lines[0] == "{" and lines[-1] == "}"
    assert lines[1] == ' "format": "pocket-tactics/save",'
    assert lines[2] == f' "version": {SAVE_VERSION},'
    assert '  {"kind": "move", "unit": "m1", "path": [[1, 0]]},' in lines
    assert json.loads(text)["created"] == "2025-03-01T18:30:00+00:00"


def test_defaults_of_a_new_save() -> None:
    save = SaveFile(setup={}, seed=7)
    assert save.actions == [] and save.mode == "ai" and not save.finished
    assert save.created.tzinfo is not None
    assert save.app_version == saves.current_app_version()
    assert SAVES.parse(SAVES.dump(save)) == save


def test_non_ascii_text_survives() -> None:
    original = game(setup={"name": "\u5c0f\u961f \u00e9 \U0001f600"})
    assert SAVES.parse(SAVES.dump(original)) == original
    assert SAVES.dump(original).isascii()


# --- version 0 ---------------------------------------------------------------------

V0_FILE = """\
{
  "app": "0.0.9",
  "saved": "2024-11-02T09:15:00",
  "vs": "human",
  "setup": {"armies": [{"units": ["space-force-marine"]}, {"units": ["mytoan-soldier"]}]},
  "seed": 99,
  "moves": [
    {"type": "deploy", "unit": "m1", "at": [0, 0]},
    {"type": "pass"}
  ],
  "winner": null
}
"""


def test_migration_from_a_hand_made_version_0_file(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(V0_FILE)
    loaded = SAVES.load(path)
    assert loaded == SaveFile(
        # rules 1: the version-1 step of the migration (games before rules revision 2);
        # cards_revision 1: the version-2 step (games before issue 17's dice: printed)
        setup={"armies": [{"units": ["space-force-marine"]}, {"units": ["mytoan-soldier"]}],
               "rules": 1, "cards_revision": 1},
        seed=99,
        actions=[{"kind": "deploy", "unit": "m1", "at": [0, 0]}, {"kind": "pass"}],
        mode="hotseat",
        difficulty=None,
        finished=False,
        result=None,
        created=dt.datetime(2024, 11, 2, 9, 15),
        app_version="0.0.9",
    )
    # Written again, it is a current save.
    SAVES.write(path, loaded)
    assert json.loads(path.read_text())["version"] == SAVE_VERSION
    assert SAVES.load(path) == loaded


def test_version_0_finished_game_and_ai_level() -> None:
    data = json.loads(V0_FILE)
    data.update(vs="ai", level="hard", winner="draw")
    loaded = SAVES.parse(json.dumps(data))
    assert (loaded.mode, loaded.difficulty) == ("ai", "hard")
    assert loaded.finished and loaded.result == {"winner": "draw"}


def test_version_0_problems_name_the_field() -> None:
    data = json.loads(V0_FILE)
    data["moves"][1] = {"unit": "m1"}
    assert error_of(json.dumps(data)).field == "actions[1].kind"
    data = json.loads(V0_FILE)
    data["vs"] = "robot"
    assert error_of(json.dumps(data)).field == "mode"


def test_migrations_cover_every_old_version() -> None:
    assert sorted(MIGRATIONS) == list(range(SAVE_VERSION))


def test_a_failing_migration_is_a_load_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_data: dict[str, Any]) -> dict[str, Any]:
        raise KeyError("moves")

    monkeypatch.setitem(MIGRATIONS, 0, broken)
    assert "cannot upgrade from save version 0" in str(error_of(V0_FILE))


# --- container checks --------------------------------------------------------------

@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"format": "pocket-tactics/position@1"}, "format", "not a Pocket Tactics save"),
        ({"format": ...}, "format", "no 'format' field"),
        ({"version": SAVE_VERSION + 1}, "version", "newer than this app reads"),
        ({"version": "1"}, "version", "whole number"),
        ({"version": True}, "version", "whole number"),
        ({"version": -1}, "version", "whole number"),
        ({"version": ...}, "version", "missing"),
        ({"app_version": 1}, "app_version", "expected text"),
        ({"created": "yesterday"}, "created", "ISO 8601"),
        ({"created": 20240101}, "created", "ISO 8601"),
        ({"mode": "online"}, "mode", "'ai' or 'hotseat'"),
        ({"mode": ...}, "mode", "missing"),
        ({"difficulty": 3}, "difficulty", "text or null"),
        ({"setup": []}, "setup", "an object"),
        ({"setup": None}, "setup", "an object"),
        ({"seed": "42"}, "seed", "whole number"),
        ({"seed": 4.0}, "seed", "whole number"),
        ({"seed": False}, "seed", "whole number"),
        ({"actions": {}}, "actions", "a list"),
        ({"actions": [{"kind": "pass"}, "pass"]}, "actions[1]", "an object"),
        ({"actions": [{"unit": "m1"}]}, "actions[0].kind", "missing"),
        ({"actions": [{"kind": 5}]}, "actions[0].kind", "expected text"),
        ({"actions": [{"kind": ""}]}, "actions[0].kind", "empty"),
        ({"finished": "no"}, "finished", "true or false"),
        ({"result": "won"}, "result", "an object or null"),
        ({"cheats": True}, "cheats", "unknown field"),
    ],
)
def test_each_container_problem_names_its_field(
    changes: dict[str, Any], field: str, words: str
) -> None:
    error = error_of(as_json(**changes))
    assert error.field == field
    assert words in str(error)


@pytest.mark.parametrize(
    ("text", "words", "line", "column"),
    [
        ('{\n "format": "pocket-tactics/save",\n "version": 1,,\n}', "Expecting", 3, 15),
        ("", "ends too early", 1, 1),
        ('{"format": "pocket-', "ends too early", 1, 12),
        ("[1, 2]", "JSON object at the top level", None, None),
        ('{"a": NaN}', "NaN is not allowed", None, None),
        ('{"a": -Infinity}', "-Infinity is not allowed", None, None),
        ('{"a": 1e400}', "too large", None, None),
        ('{"a": ' + "7" * 5000 + "}", "too many digits", 1, 7),
        ('{"a": 1, "a": 2}', "duplicate key 'a' (lines 1 and 1)", 1, 10),
        ("\ufeff[]", "JSON object at the top level", None, None),
    ],
)
def test_syntax_errors_give_line_and_column(
    text: str, words: str, line: int | None, column: int | None
) -> None:
    error = error_of(text)
    assert words in str(error)
    assert (error.line, error.column) == (line, column)


def test_bytes_that_are_not_utf8() -> None:
    error = error_of(b'{\n "format": "\xff"}')
    assert "not UTF-8" in str(error) and (error.line, error.column) == (2, 13)


def test_deep_nesting_is_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json, "loads", mock.Mock(side_effect=AssertionError("parsed")))
    deep = '{"setup": ' + "[" * 70 + "]" * 70 + "}"
    error = error_of(deep)
    # The top-level object is the first level: the 64th "[" is the 65th level.
    assert "nested too deeply" in str(error) and error.column == len('{"setup": ') + 64
    # Brackets inside strings do not count.
    monkeypatch.undo()
    text = as_json(setup={"note": "[" * 500})
    assert SAVES.parse(text).setup == {"note": "[" * 500}


def test_64_levels_are_allowed() -> None:
    value: Any = 1
    for _ in range(62):  # the top level and setup are two levels more
        value = [value]
    assert SAVES.parse(as_json(setup={"v": value})).setup["v"] == value
    with pytest.raises(ValueError, match="nested deeper"):
        SAVES.dump(game(setup={"v": [value]}))


def test_huge_file_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)
    from pocket_tactics_app.storage import _common

    monkeypatch.setattr(_common, "open", mock.Mock(side_effect=AssertionError("read")),
                        raising=False)
    with pytest.raises(LoadError, match="too large") as caught:
        SAVES.load(path)
    assert str(path) in str(caught.value) and "20.0 MB" in str(caught.value)


def test_a_big_but_allowed_save_loads(tmp_path: Path) -> None:
    actions = [{"kind": "move", "unit": f"u{i}", "path": [[i, 0]]} for i in range(20_000)]
    path = SAVES.write(tmp_path / "big.json", game(actions=actions))
    assert len(SAVES.load(path).actions) == 20_000


@pytest.mark.parametrize("name", ["missing.json", "folder"])
def test_missing_file_or_folder(tmp_path: Path, name: str) -> None:
    (tmp_path / "folder").mkdir()
    with pytest.raises(LoadError) as caught:
        SAVES.load(tmp_path / name)
    assert str(tmp_path / name) in str(caught.value)


@pytest.mark.parametrize(
    "bad",
    [
        {"setup": {"at": (1, 2)}},
        {"setup": {1: "x"}},
        {"setup": {"x": float("nan")}},
        {"setup": {"x": {1, 2}}},
        {"actions": [{"kind": "x", "when": dt.date(2024, 1, 1)}]},
        {"actions": [{"unit": "m1"}]},
        {"mode": "online"},
        {"seed": 1.5},
    ],
)
def test_dump_refuses_what_would_not_load_back(tmp_path: Path, bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        SAVES.dump(game(**bad))
    path = SAVES.write(tmp_path / "g.json", game())
    before = path.read_bytes()
    with pytest.raises(WriteError, match="cannot save this game"):
        SAVES.write(path, game(**bad))
    assert path.read_bytes() == before


# --- autosave ----------------------------------------------------------------------

def turn(n: int) -> SaveFile:
    """One game autosaved after its ``n``-th action (the same setup and seed)."""
    return game(actions=[{"kind": "pass", "n": i} for i in range(n)])


def test_autosave_rotates_the_previous_one(home: Path) -> None:
    assert find_resumable() is None
    first, second = turn(1), turn(2)
    assert SAVES.write_autosave(first) == paths.autosave_path()
    assert paths.autosave_path().is_relative_to(home)
    assert not paths.autosave_backup_path().exists()
    SAVES.write_autosave(second)
    assert SAVES.load(paths.autosave_backup_path()) == first
    assert find_resumable() == second


def test_finished_game_is_not_offered() -> None:
    SAVES.write_autosave(turn(1))
    SAVES.write_autosave(game(seed=2, finished=True, result={"winner": 1}))
    assert find_resumable() is None


def test_corrupt_autosave_falls_back_to_the_backup() -> None:
    SAVES.write_autosave(turn(1))
    SAVES.write_autosave(turn(2))
    paths.autosave_path().write_text('{"format": "pocket-tac')
    problems: list[str] = []
    resumed = find_resumable(problems=problems)
    assert resumed == turn(1)
    assert len(problems) == 1 and str(paths.autosave_path()) in problems[0]


def test_both_corrupt_gives_nothing_and_says_why() -> None:
    SAVES.write_autosave(turn(1))
    SAVES.write_autosave(turn(2))
    paths.autosave_path().write_bytes(b"\x00")
    paths.autosave_backup_path().write_text("[]")
    problems: list[str] = []
    assert find_resumable(problems=problems) is None
    assert len(problems) == 2


def test_failed_autosave_write_leaves_the_backup(monkeypatch: pytest.MonkeyPatch) -> None:
    SAVES.write_autosave(turn(1))
    SAVES.write_autosave(turn(2))
    from pocket_tactics_app.storage import atomic

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", full)
    with pytest.raises(WriteError, match="disk is full"):
        SAVES.write_autosave(turn(3))
    monkeypatch.undo()
    # Nothing rotated before the new file was written (issue 18): both are as they were.
    assert SAVES.load(paths.autosave_path()).actions == turn(2).actions
    assert SAVES.load(paths.autosave_backup_path()).actions == turn(1).actions
    resumed = find_resumable()
    assert resumed == turn(2)
    SAVES.write_autosave(turn(4))
    assert SAVES.load(paths.autosave_backup_path()).actions == turn(2).actions


def test_invalid_save_does_not_rotate() -> None:
    SAVES.write_autosave(game(seed=1))
    with pytest.raises(WriteError):
        SAVES.write_autosave(game(seed=2, setup={"x": (1,)}))
    assert SAVES.load(paths.autosave_path()).seed == 1
    assert not paths.autosave_backup_path().exists()


def test_clear_autosave() -> None:
    SAVES.clear_autosave()
    SAVES.write_autosave(game(seed=1))
    SAVES.write_autosave(game(seed=2))
    SAVES.clear_autosave()
    assert not paths.autosave_path().exists() and not paths.autosave_backup_path().exists()
    assert find_resumable() is None
    assert isinstance(WriteError("x", "y"), StorageError)


_WRITER = textwrap.dedent("""
    import sys
    from pocket_tactics_app.storage.saves import SAVES, SaveFile
    save = SaveFile(setup={"padding": "x" * 200_000}, seed=5)
    for n in range(100_000):
        save.actions.append({"kind": "pass", "n": n})
        SAVES.write_autosave(save)
        print(n, flush=True)
""")


@pytest.mark.parametrize(("kill_after", "delay"), [(3, 0.0), (17, 0.004), (40, 0.011)])
def test_killed_mid_game_resumes_with_at_most_the_action_in_flight(
    home: Path, kill_after: int, delay: float
) -> None:
    """SIGKILL at a random moment of an autosave loop: the game resumes, nothing lost."""
    env = {**os.environ, paths.HOME_ENV: str(home)}
    child = subprocess.Popen([sys.executable, "-c", _WRITER], env=env,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    last = -1
    try:
        for line in child.stdout:
            last = int(line)
            if last >= kill_after:
                time.sleep(delay)  # land somewhere inside the next write
                break
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    resumed = find_resumable()
    assert resumed is not None
    # Every action confirmed before the kill is there, in order.
    assert len(resumed.actions) >= last + 1
    assert [a["n"] for a in resumed.actions] == list(range(len(resumed.actions)))
    leftovers = [p.name for p in paths.data_dir().iterdir() if p.name.endswith(".tmp")]
    # At most the temporary files of the write in flight: the new data and the backup's
    # second name; the next start removes them (issue 18).
    assert len(leftovers) <= 2
    saves.remove_stale_temp_files(min_age=0)
    assert not [p for p in paths.data_dir().iterdir() if p.name.endswith(".tmp")]


# --- property-based ----------------------------------------------------------------

SAVE_FILES = st.builds(
    SaveFile,
    setup=cheap_object(),
    seed=st.integers(),
    actions=st.lists(
        st.builds(lambda kind, extra: {**extra, "kind": kind}, st.text(min_size=1, max_size=8),
                  cheap_object(4)),
        max_size=4,
    ),
    mode=st.sampled_from(["ai", "hotseat"]),
    difficulty=st.none() | st.text(max_size=8),
    finished=st.booleans(),
    result=st.none() | cheap_object(4),
    created=st.datetimes(timezones=st.none() | st.just(dt.UTC)
                         | st.integers(-1439, 1439).map(
                             lambda m: dt.timezone(dt.timedelta(minutes=m)))),
    app_version=st.text(max_size=10),
)


@depths()
def test_property_round_trip(examples: int) -> None:
    def check(original: SaveFile) -> None:
        text = SAVES.dump(original)
        assert SAVES.parse(text, SOURCE) == original
        assert SAVES.parse(text.encode("ascii"), SOURCE) == original

    check_property(examples, check, SAVE_FILES, health=FUZZ_HEALTH)


def _check(data: str | bytes, **kwargs: Any) -> SaveFile | LoadError:
    """Either a save that writes back the same, or a one-line LoadError; nothing else."""
    try:
        loaded = SAVES.parse(data, SOURCE, **kwargs)
    except LoadError as exc:
        assert_one_line(str(exc), SOURCE)
        return exc
    assert SAVES.parse(SAVES.dump(loaded)) == loaded
    return loaded


VALID_TEXT = SAVES.dump(game())
DAMAGED = st.one_of(
    damaged(VALID_TEXT.encode()).map(lambda data: ("damaged", data)),
    damaged(V0_FILE.encode()).map(lambda data: ("damaged", data)),
    st.binary(max_size=64).map(lambda data: ("bytes", data)),
    st.integers(0, 8000).map(lambda n: ("huge", as_json(setup={"pad": "x" * n}).encode())),
)


@depths()
def test_property_truncated_corrupted_or_huge(examples: int) -> None:
    def check(case: tuple[str, bytes]) -> None:
        kind, data = case
        result = _check(data, max_bytes=4096)
        if len(data) > 4096:
            assert isinstance(result, LoadError) and "too large" in str(result)
        elif kind == "huge":
            assert isinstance(result, SaveFile)

    check_property(examples, check, DAMAGED, health=FUZZ_HEALTH)


FIELDS = ["format", "version", "app_version", "created", "mode", "difficulty", "setup",
          "seed", "actions", "finished", "result"]


@st.composite
def wrong_containers(draw: st.DrawFn) -> tuple[str, str]:
    """A valid save with one field removed, replaced, added, or an action spoiled."""
    data = json.loads(VALID_TEXT)
    op = draw(st.sampled_from(["remove", "replace", "version", "add", "action", "kind"]))
    key = draw(st.sampled_from(FIELDS))
    if op == "remove":
        del data[key]
    elif op == "replace":
        data[key] = draw(cheap_json())
    elif op == "version":
        key = "version"
        data[key] = draw(st.integers(-5, 10**30) | cheap_json())
    elif op == "add":
        key = draw(st.text(max_size=8).filter(lambda k: k not in FIELDS))
        data[key] = draw(cheap_json())
    elif op == "action":
        key = "actions"
        index = draw(st.integers(0, len(data["actions"]) - 1))
        data["actions"][index] = draw(cheap_json())
    else:
        key = "actions"
        data["actions"][0]["kind"] = draw(cheap_json())
    return key, json.dumps(data)


@st.composite
def deep_json(draw: st.DrawFn) -> str:
    depth = draw(st.integers(65, 3000))
    opener, closer = draw(st.sampled_from([("[", "]"), ('{"a": ', "}"), ('[{"b": ', "}]")]))
    inner = opener * depth + "1" + closer * depth
    where = draw(st.sampled_from(["setup", "action", "top"]))
    if where == "top":
        return inner
    if where == "setup":
        return as_json(setup={"deep": "@@"}).replace('"@@"', inner)
    return as_json(actions=[{"kind": "x", "v": "@@"}]).replace('"@@"', inner)


@depths()
def test_property_wrong_fields_versions_and_deep_nesting(examples: int) -> None:
    def check(
    case: tuple[str, tuple[str, str]]
) -> None:
        kind, (key, text) = case
        result = _check(text)
        if kind == "deep":
            assert isinstance(result, LoadError) and "nested too deeply" in str(result), result
            return
        if isinstance(result, SaveFile):
            return
        if key in ("format", "version") or key not in FIELDS:
            assert result.field is not None
        else:
            assert result.field is not None and result.field.startswith(key), (key, str(result))

    cases = st.one_of(wrong_containers().map(lambda c: ("wrong", c)),
                      deep_json().map(lambda text: ("deep", ("", text))))
    check_property(examples, check, cases, health=FUZZ_HEALTH)


@hsettings(max_examples=50, deadline=None)
@given(damaged(VALID_TEXT.encode()))
def test_property_through_a_real_file(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = tmp_path_factory.getbasetemp() / "real" / "game.json"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    try:
        SAVES.load(path)
    except LoadError as exc:
        assert_one_line(str(exc), str(path))


def test_format_constant() -> None:
    assert SAVE_FORMAT == "pocket-tactics/save"
