"""Hostile card, position and action files (issue 18): nothing hangs, every error is
one bounded line naming the file and, where it has one, the line."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from pocket_tactics_app.cli import main
from pocket_tactics_app.core.files import UnreadableFile, read_regular_file
from pocket_tactics_app.engine.card_data import ID_PATTERN, MAX_ERROR_LINE, MAX_REROLLS
from pocket_tactics_app.engine.cards import (
    CardError,
    Catalog,
    load_catalog,
    load_text,
    shipped_cards_dir,
)

from .helpers import POSITION

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def within(seconds: float, call: Callable[[], object]) -> object:
    """``call()``, failing the test (not hanging it) when it does not return in time."""
    box: list[object] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            box.append(call())
        except BaseException as exc:  # noqa: BLE001 - raised again in the test's thread
            failed.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still blocked after {seconds} s"
    if failed:
        raise failed[0]
    return box[0] if box else None


def errors_of(text: str) -> list[CardError]:
    catalog = Catalog()
    load_text(text, "mine.yaml", catalog)
    return catalog.errors


UNIT = "faction: Test\nunits:\n  - name: Bad\n    points: 5\n"


# --------------------------------------------------------------------------- the reader

@needs_fifo
def test_the_reader_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.yaml"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableFile, match="pipe"):
        within(5, lambda: read_regular_file(fifo, 1000))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_the_reader_refuses_a_device() -> None:
    with pytest.raises(UnreadableFile, match="device"):
        within(5, lambda: read_regular_file("/dev/zero", 1000))


def test_the_reader_bounds_the_size_and_refuses_folders(tmp_path: Path) -> None:
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2000)
    with pytest.raises(UnreadableFile, match="too large"):
        read_regular_file(big, 1000)
    assert read_regular_file(big, 2000) == b"x" * 2000
    with pytest.raises(UnreadableFile, match="folder"):
        read_regular_file(tmp_path, 1000)
    with pytest.raises(UnreadableFile, match="not found"):
        read_regular_file(tmp_path / "none", 1000)


# --------------------------------------------------------------------------- card files

@needs_fifo
def test_a_fifo_in_the_card_folder_does_not_hang_loading(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "stuck.yaml")
    catalog = within(10, lambda: load_catalog([shipped_cards_dir(), tmp_path]))
    assert isinstance(catalog, Catalog)
    assert len(catalog.units) == 16
    [err] = catalog.errors
    assert err.file.endswith("stuck.yaml") and "pipe" in err.message


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_card_file_linked_to_dev_zero_is_refused(tmp_path: Path) -> None:
    (tmp_path / "zero.yaml").symlink_to("/dev/zero")
    catalog = within(10, lambda: load_catalog([tmp_path]))
    assert isinstance(catalog, Catalog)
    [err] = catalog.errors
    assert "device" in err.message


def test_a_huge_integer_in_a_card_names_the_line() -> None:
    [err] = errors_of(UNIT + "    off: " + "9" * 5000 + "\n")
    assert err.line == 5 and "too many digits" in err.message
    assert len(str(err)) <= MAX_ERROR_LINE


def test_a_nul_byte_gives_one_line_with_line_and_column() -> None:
    [err] = errors_of(UNIT + "    text: a\x00b\n")
    assert err.line == 5 and "column 12" in err.message and "U+0000" in err.message
    assert "\n" not in str(err)


def test_non_utf8_gives_line_and_column(tmp_path: Path) -> None:
    (tmp_path / "latin1.yaml").write_bytes(b"faction: Test\nunits:\n  - name: Caf\xe9\n")
    [err] = load_catalog([tmp_path]).errors
    assert err.line == 3 and "column 14" in err.message and "UTF-8" in err.message


def test_a_duplicate_key_is_refused_naming_both_lines() -> None:
    [err] = errors_of(UNIT + "    points: 7\n")
    assert err.line == 5 and "duplicate key 'points'" in err.message
    assert "lines 4 and 5" in err.message


def test_yaml_merge_keys_are_not_duplicates() -> None:
    text = ("faction: Test\nunits:\n  - &base {name: A, points: 5, off: 1, def: 1}\n"
            "  - {<<: *base, name: B}\n")
    assert errors_of(text) == []


@pytest.mark.parametrize(
    "bad_id", ["", "../../etc/passwd", "<script>", "Upper", "a--b", "-a", "a\u202eb", "a\nb",
               "x" * 65, "caf\u00e9"])
def test_card_ids_follow_the_documented_pattern(bad_id: str) -> None:
    [err] = errors_of(UNIT + f"    id: {json.dumps(bad_id)}\n")
    assert err.field.endswith(".id") and "lower-case letters" in err.message
    assert "\n" not in str(err)


def test_a_name_that_gives_no_id_needs_one() -> None:
    [err] = errors_of("faction: Test\nunits:\n  - name: '!!!'\n    points: 5\n")
    assert "add an id" in err.message
    assert errors_of("faction: Test\nunits:\n  - name: '!!!'\n    id: bangs\n    points: 5\n") \
        == []
    assert ID_PATTERN.fullmatch("cyber-grunt")


@pytest.mark.parametrize(
    "bad_name", ["a\u202eb", "a\nb", "a\x1bb", "a\u2066b", "   ", "a\u200bb", "x" * 81])
def test_names_are_printable_text(bad_name: str) -> None:
    [err] = errors_of(f"faction: Test\nunits:\n  - name: {json.dumps(bad_name)}\n"
                      "    id: ok\n    points: 5\n")
    assert err.field == "units[0].name"
    assert "\n" not in str(err) and "\u202e" not in str(err)


def test_rule_texts_may_hold_line_breaks_but_no_controls() -> None:
    assert errors_of(UNIT + "    abilities:\n      - name: A\n        text: \"one\\ntwo\"\n") == []
    [err] = errors_of(UNIT + "    abilities:\n      - name: A\n        text: \"a\\u202eb\"\n")
    assert err.field.endswith("abilities[0].text")


def test_reroll_counts_are_bounded_with_a_clear_message() -> None:
    ability = "    abilities:\n      - name: Luck\n        effects:\n"
    [err] = errors_of(UNIT + ability + "          - {kind: reroll, count: 5}\n")
    assert err.field.endswith("effects[0].count")
    assert f"at most {MAX_REROLLS}" in err.message
    [err] = errors_of(UNIT + ability + "          - {kind: reroll, count: 2}\n"
                      "          - {kind: reroll, count: 2}\n")
    assert "4 re-rolls" in err.message
    assert errors_of(UNIT + ability + "          - {kind: reroll, count: 3}\n") == []


def test_error_lines_are_bounded() -> None:
    long_key = "k" * 100_000
    for err in errors_of(f"{long_key}: 1\n") + errors_of(UNIT + f"    {long_key}: 1\n"):
        assert len(str(err)) <= MAX_ERROR_LINE and "\n" not in str(err)


# --------------------------------------------------------------------------- the CLI

def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, err


@needs_fifo
@pytest.mark.parametrize("command", ["position", "apply", "cards", "odds"])
def test_cli_refuses_a_fifo_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    command: str) -> None:
    fifo = tmp_path / "in.json"
    os.mkfifo(fifo)
    pos = tmp_path / "p.json"
    pos.write_text(json.dumps(POSITION), encoding="utf-8")
    argv = {"position": ["position", str(fifo)],
            "apply": ["position", str(pos), "--apply", str(fifo)],
            "cards": ["cards", str(fifo)],
            "odds": ["odds", str(fifo), "--attacker", "m1", "--target", "s1"]}[command]
    result = within(20, lambda: run(capsys, *argv))
    assert isinstance(result, tuple)
    code, err = result
    assert code == 1 and "pipe" in err and err.count("\n") <= 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_cli_refuses_dev_zero(capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(capsys, "position", "/dev/zero")
    assert code == 1 and "device" in err


@pytest.mark.parametrize("which", ["position", "actions"])
def test_cli_huge_integer_is_one_line_with_its_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], which: str) -> None:
    huge = "9" * 5000
    pos = tmp_path / "p.json"
    acts = tmp_path / "a.json"
    if which == "position":
        pos.write_text(json.dumps(POSITION).replace('"to_move": 0', f'"to_move": {huge}'))
        code, err = run(capsys, "position", str(pos))
        path = pos
    else:
        pos.write_text(json.dumps(POSITION))
        acts.write_text(f'[\n{{"kind": "attack", "unit": "m1", "target": {huge}}}]')
        code, err = run(capsys, "position", str(pos), "--apply", str(acts))
        path = acts
    assert code == 1 and "too many digits" in err and f"{path}:" in err
    assert err.count("\n") == 1 and len(err) < 600


def test_cli_error_lines_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pos = tmp_path / "p.json"
    data = dict(POSITION, units=[{"id": "u" * 1_000_000, "card": "nope", "owner": 0,
                                  "at": [9, 9]}])
    pos.write_text(json.dumps(data))
    code, err = run(capsys, "position", str(pos))
    assert code == 1 and len(err) <= 501


def test_cli_non_utf8_names_line_and_column(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    pos = tmp_path / "p.json"
    pos.write_bytes(b'{\n  "format": "caf\xe9"}')
    code, err = run(capsys, "position", str(pos))
    assert code == 1 and f"{pos}:2:17:" in err and "UTF-8" in err


def test_an_ability_named_without_latin_letters_gets_a_numbered_id() -> None:
    catalog = Catalog()
    load_text(UNIT + "    abilities:\n      - name: 坚韧\n", "mine.yaml", catalog)
    assert catalog.errors == []
    assert [a.id for a in catalog.units["bad"].abilities] == ["ability-1"]
