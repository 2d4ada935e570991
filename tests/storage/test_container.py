"""The versioned JSON container both games' saves share (storage/container.py)."""

from __future__ import annotations

from typing import Any

import pytest

from pocket_tactics_app.storage.container import (
    check_fields,
    check_json,
    check_version,
    migrate,
    parse_text,
)
from pocket_tactics_app.storage.errors import LoadError


def test_check_version_takes_whole_numbers_in_range_only() -> None:
    assert check_version("f.json", 2, lowest=1, current=2) == 2
    for bad in (True, 1.0, "2", None, 0):
        with pytest.raises(LoadError) as info:
            check_version("f.json", bad, lowest=1, current=2)
        assert info.value.field == "version"
    with pytest.raises(LoadError, match="newer than this app reads .up to 2.; update Furrow"):
        check_version("f.json", 3, lowest=1, current=2, app="Furrow")


def test_migrate_runs_each_step_in_order() -> None:
    steps = {0: lambda d: {**d, "a": 1}, 1: lambda d: {**d, "b": d["a"] + 1}}
    assert migrate("f.json", {}, 0, 2, steps) == {"a": 1, "b": 2}
    assert migrate("f.json", {"x": 0}, 2, 2, steps) == {"x": 0}


def test_a_migration_that_fails_on_odd_content_is_a_load_error_not_a_crash() -> None:
    def needs_setup(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "rules": data["setup"]["rules"]}

    with pytest.raises(LoadError, match="cannot upgrade from save version 1: KeyError"):
        migrate("f.json", {}, 1, 2, {1: needs_setup})
    with pytest.raises(LoadError, match="gave no object"):
        migrate("f.json", {}, 1, 2, {1: lambda d: [d]})  # type: ignore[dict-item]
    with pytest.raises(LoadError, match="no upgrade known"):
        migrate("f.json", {}, 0, 2, {1: needs_setup})


def test_check_fields_names_the_unknown_and_the_missing_field() -> None:
    check_fields("f.json", {"a": 1, "b": 2}, ("a", "b"))
    with pytest.raises(LoadError) as info:
        check_fields("f.json", {"a": 1, "b": 2, "c": 3}, ("a", "b"))
    assert (info.value.field, info.value.message) == ("c", "unknown field")
    with pytest.raises(LoadError) as info:
        check_fields("f.json", {"a": 1}, ("a", "b"))
    assert (info.value.field, info.value.message) == ("b", "missing")


def test_parse_text_refuses_size_before_parsing_and_reads_bytes_or_text() -> None:
    assert parse_text("f.json", b'\xef\xbb\xbf{"a": [1]}', max_bytes=100, max_depth=4) == {"a": [1]}
    assert parse_text("f.json", '\ufeff{"a": 1}', max_bytes=100, max_depth=4) == {"a": 1}
    with pytest.raises(LoadError, match="too large"):
        parse_text("f.json", "[" * 200, max_bytes=100, max_depth=4)
    with pytest.raises(LoadError, match="nested too deeply"):
        parse_text("f.json", "[[[[[[1]]]]]]", max_bytes=100, max_depth=4)


def test_check_json_refuses_what_would_not_come_back_equal() -> None:
    check_json({"a": [1, 2.5, None, True, "x"]}, "save")
    with pytest.raises(ValueError, match=r"save\.a\[0\]: nan"):
        check_json({"a": [float("nan")]}, "save")
    with pytest.raises(ValueError, match="nested deeper than 2"):
        check_json([[[1]]], "save", max_depth=2)
