"""Army lists: round trip, problems listed, safe file names, rename, delete, import, export."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from pocket_tactics_app.storage import armies as armies_module
from pocket_tactics_app.storage import paths
from pocket_tactics_app.storage.armies import (
    MAX_NAME_CHARS,
    ArmyInfo,
    ArmyList,
    army_file_name,
    army_to_yaml,
    delete_army,
    export_army,
    find_army,
    import_army,
    list_armies,
    load_army,
    parse_army,
    rename_army,
    save_army,
)
from pocket_tactics_app.storage.errors import LoadError, StorageError
from tests.depth import check_property, depths
from tests.storage.storage_fuzz import (
    alias_bombs,
    assert_one_line,
    canary_untouched,
    damaged,
    deep_yaml,
    hostile_documents,
    yaml_documents,
    yaml_snippet,
)

FUZZ_HEALTH = [HealthCheck.too_slow, HealthCheck.filter_too_much]
FIELDS = ["version", "name", "point_limit", "units", "tiles", "home_feature"]
SOURCE = "fuzz/army.yaml"

CARDS = {"space-force-marine": 6, "space-force-captain": 12, "mytoan-soldier": 4}
TERRAIN = {"wasteland", "water", "grid"}
FEATURES = {"colony", "badlands", "biomass"}


def marines(**changes: Any) -> ArmyList:
    base: dict[str, Any] = dict(
        name="Marines",
        point_limit=30,
        units=["space-force-marine", "space-force-marine", "space-force-captain"],
        tiles=["wasteland", "wasteland", "water", "water", "grid", "grid"],
        home_feature="colony",
    )
    base.update(changes)
    return ArmyList(**base)


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def check_all(path: Path) -> tuple[ArmyList, list[str]]:
    return load_army(path, known_cards=set(CARDS), known_terrain=TERRAIN,
                     known_features=FEATURES, points=CARDS)


# --- round trip ------------------------------------------------------------------

def test_round_trip_in_the_armies_folder(home: Path) -> None:
    army = marines()
    path = save_army(army)
    assert path == paths.armies_dir() / "marines.yaml"
    assert path.is_relative_to(home)
    assert check_all(path) == (army, [])
    assert list_armies() == [ArmyInfo("Marines", path)]
    text = path.read_text()
    assert text.startswith("# Pocket Tactics army list\nversion: 1\nname: Marines\n")


def test_saving_again_replaces_the_same_file() -> None:
    first = save_army(marines())
    second = save_army(marines(point_limit=40))
    assert first == second
    assert load_army(first)[0].point_limit == 40
    assert len(list_armies()) == 1


def test_a_file_without_version_is_version_1(tmp_path: Path) -> None:
    text = army_to_yaml(marines()).replace("version: 1\n", "")
    assert check_all(write(tmp_path / "a.yaml", text)) == (marines(), [])


# --- problems ----------------------------------------------------------------------

ARMY_WITH_PROBLEMS = """\
name: Raiders
point_limit: 9
units:
  - space-force-marine
  - 42
  - space-force-dreadnought
  - space-force-dreadnought
  - mytoan-soldier
tiles: [wasteland, lava, water]
home_feature: castle
colour: red
"""


def test_every_problem_is_listed_with_its_line(tmp_path: Path) -> None:
    path = write(tmp_path / "raiders.yaml", ARMY_WITH_PROBLEMS)
    army, problems = check_all(path)
    assert army == ArmyList(
        name="Raiders", point_limit=9,
        units=["space-force-marine", "space-force-dreadnought", "space-force-dreadnought",
               "mytoan-soldier"],
        tiles=["wasteland", "lava", "water"], home_feature="castle",
    )
    assert problems == [
        f"{path}, line 11, field 'colour': unknown field 'colour' ignored",
        f"{path}, line 5, field 'units[1]': expected a card id (text), got 42; left out",
        f"{path}, line 9, field 'tiles': expected 6 terrain tiles, got 3",
        # Once per unknown card, at its first place; it stays in the list.
        f"{path}, line 6, field 'units[2]': unknown card 'space-force-dreadnought'",
        f"{path}, line 9, field 'tiles[1]': unknown terrain 'lava'",
        f"{path}, line 10, field 'home_feature': unknown feature 'castle'",
        f"{path}, line 3, field 'units': 10 points is over the limit of 9",
    ]


def test_over_the_point_limit(tmp_path: Path) -> None:
    path = save_army(marines(point_limit=20), directory=tmp_path)
    army, problems = check_all(path)
    assert army.point_limit == 20
    assert problems == [f"{path}, line 5, field 'units': 24 points is over the limit of 20"]


def test_card_without_a_point_value(tmp_path: Path) -> None:
    path = save_army(marines(units=["space-force-marine", "secret-unit"]), directory=tmp_path)
    _army, problems = load_army(path, points=CARDS)
    assert problems == [f"{path}, line 7, field 'units[1]': no point value for card "
                        "'secret-unit'"]


def test_nothing_is_checked_without_the_catalogue(tmp_path: Path) -> None:
    path = save_army(marines(units=["anything"], tiles=["x"] * 6, home_feature="y"),
                     directory=tmp_path)
    assert load_army(path)[1] == []


@pytest.mark.parametrize(
    ("text", "field", "words"),
    [
        ("point_limit: 5\nunits: []\ntiles: []\nhome_feature: c\n", "name", "missing"),
        ("name: ''\npoint_limit: 5\nunits: []\ntiles: []\nhome_feature: c\n", "name", "empty"),
        ("name: [a]\npoint_limit: 5\nunits: []\ntiles: []\nhome_feature: c\n", "name",
         "expected text"),
        ("name: a\nunits: []\ntiles: []\nhome_feature: c\n", "point_limit", "missing"),
        ("name: a\npoint_limit: lots\nunits: []\ntiles: []\nhome_feature: c\n", "point_limit",
         "whole number"),
        ("name: a\npoint_limit: 0\nunits: []\ntiles: []\nhome_feature: c\n", "point_limit",
         "whole number"),
        ("name: a\npoint_limit: true\nunits: []\ntiles: []\nhome_feature: c\n", "point_limit",
         "whole number"),
        ("name: a\npoint_limit: 5\ntiles: []\nhome_feature: c\n", "units", "missing"),
        ("name: a\npoint_limit: 5\nunits: marine\ntiles: []\nhome_feature: c\n", "units",
         "a list of card ids"),
        ("name: a\npoint_limit: 5\nunits: ['  ']\ntiles: []\nhome_feature: c\n", "units[0]",
         "not a card id"),
        ("name: a\npoint_limit: 5\nunits: []\nhome_feature: c\n", "tiles", "missing"),
        ("name: a\npoint_limit: 5\nunits: []\ntiles: []\n", "home_feature", "missing"),
        ("name: a\npoint_limit: 5\nunits: []\ntiles: []\nhome_feature: 3\n", "home_feature",
         "feature id"),
        ("version: 7\nname: a\npoint_limit: 5\nunits: []\ntiles: []\nhome_feature: c\n",
         "version", "newer version"),
        ("version: one\nname: a\npoint_limit: 5\nunits: []\ntiles: []\nhome_feature: c\n",
         "version", "whole number"),
    ],
)
def test_field_problems(tmp_path: Path, text: str, field: str, words: str) -> None:
    path = write(tmp_path / "my-army.yaml", text)
    army, problems = load_army(path)
    matching = [p for p in problems if f"field '{field}'" in p]
    assert matching and words in matching[0], problems
    assert_one_line(matching[0], str(path))
    if field == "name":
        assert army.name == "my-army"  # the file's name stands in


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("", "the file is empty"),
        ("# only a comment\n", "the file is empty"),
        ("- a\n- b\n", "expected a mapping"),
        ("name: [unclosed\n", "not valid YAML"),
        (b"name: \xc3\x28\n", "not UTF-8"),
        ("name: !!python/object/apply:os.system ['true']\n", "is not allowed"),
        ("name: a\n---\nname: b\n", "not valid YAML"),
    ],
)
def test_unreadable_army_raises_load_error(
    tmp_path: Path, content: str | bytes, words: str
) -> None:
    path = write(tmp_path / "bad.yaml", content)
    with pytest.raises(LoadError) as caught:
        load_army(path)
    assert words in str(caught.value)
    assert_one_line(str(caught.value), str(path))


def test_huge_army_file_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as handle:
        handle.truncate(armies_module.MAX_ARMY_BYTES + 1)
    from pocket_tactics_app.storage import _common

    monkeypatch.setattr(_common, "open", mock.Mock(side_effect=AssertionError("read")),
                        raising=False)
    with pytest.raises(LoadError, match="too large"):
        load_army(path)


# --- file names and the folder -----------------------------------------------------

@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("Marines", "marines.yaml"),
        ("../../etc/passwd", "etc-passwd.yaml"),
        ("/absolute/path", "absolute-path.yaml"),
        ("..", "army.yaml"),
        (".hidden", "hidden.yaml"),
        ("C:\\Windows\\system32", "c-windows-system32.yaml"),
        ("CON", "army-con.yaml"),
        ("nul", "army-nul.yaml"),
        ("Space  Force!!", "space-force.yaml"),
        ("\u5c0f\u961f", "\u5c0f\u961f.yaml"),
        ("\uff21\uff22", "ab.yaml"),
        ("a" * 200, "a" * 50 + ".yaml"),
    ],
)
def test_file_names_are_safe(name: str, file: str) -> None:
    assert army_file_name(name) == file


def test_hostile_names_stay_in_the_folder(home: Path) -> None:
    for name in ["../../escape", "/tmp/abs", "..", "a/../../b", "C:\\x", "CON"]:
        path = save_army(marines(name=name))
        assert path.parent == paths.armies_dir()
        assert find_army(name) == path
    assert not any(p.suffix == ".yaml" for p in home.parent.iterdir())
    assert len(list_armies()) == 6


def test_names_sharing_a_file_name_get_their_own_files() -> None:
    first = save_army(marines(name="A/B"))
    second = save_army(marines(name="A-B"))
    third = save_army(marines(name="a b"))
    assert [first.name, second.name, third.name] == ["a-b.yaml", "a-b-2.yaml", "a-b-3.yaml"]
    assert [info.name for info in list_armies()] == ["a b", "A-B", "A/B"]
    save_army(marines(name="A-B", point_limit=99))
    assert load_army(second)[0].point_limit == 99
    assert load_army(first)[0].point_limit == 30


@pytest.mark.parametrize("name", ["", "   ", "a\nb", "x" * 81])
def test_invalid_names_are_not_saved(name: str) -> None:
    with pytest.raises(StorageError, match="cannot save the army"):
        save_army(marines(name=name))
    assert list_armies() == []


def test_list_shows_broken_files_with_their_error() -> None:
    good = save_army(marines())
    broken = write(paths.armies_dir() / "broken.yaml", "name: [\n")
    write(paths.armies_dir() / "notes.txt", "not an army")
    infos = list_armies()
    assert infos[0] == ArmyInfo("broken", broken, infos[0].error)
    assert infos[0].error is not None and "not valid YAML" in infos[0].error
    assert infos[1] == ArmyInfo("Marines", good)


def test_list_of_a_missing_folder_is_empty() -> None:
    assert list_armies() == []
    assert find_army("Marines") is None


def test_rename() -> None:
    old_path = save_army(marines())
    new_path = rename_army("Marines", "Sky Marines")
    assert new_path.name == "sky-marines.yaml" and not old_path.exists()
    assert load_army(new_path)[0] == marines(name="Sky Marines")
    # A change of case keeps the file.
    assert rename_army("Sky Marines", "SKY MARINES") == new_path
    assert [info.name for info in list_armies()] == ["SKY MARINES"]
    assert rename_army("SKY MARINES", "SKY MARINES") == new_path


def test_rename_refusals() -> None:
    save_army(marines())
    save_army(marines(name="Scouts"))
    with pytest.raises(StorageError, match="exists"):
        rename_army("Marines", "Scouts")
    with pytest.raises(StorageError, match="empty"):
        rename_army("Marines", " ")
    with pytest.raises(StorageError, match="no army named 'Nobody'"):
        rename_army("Nobody", "Somebody")
    assert sorted(info.name for info in list_armies()) == ["Marines", "Scouts"]


def test_delete() -> None:
    path = save_army(marines())
    delete_army("Marines")
    assert not path.exists()
    with pytest.raises(StorageError, match="no army named"):
        delete_army("Marines")


def test_import_and_export(tmp_path: Path) -> None:
    outside = write(tmp_path / "shared" / "friend.yaml", army_to_yaml(marines(name="Friend")))
    army, problems = import_army(outside, known_cards=set(CARDS), points=CARDS)
    assert army == marines(name="Friend") and problems == []
    assert find_army("Friend") is not None
    # The same file again: a new name, and a problem saying so.
    again, problems = import_army(outside)
    assert again.name == "Friend (2)"
    assert problems == [f"{outside}, field 'name': an army named 'Friend' exists; imported as "
                        "'Friend (2)'"]
    # Export to a folder, and to a file name.
    exported = export_army("Friend (2)", tmp_path / "shared")
    assert exported == tmp_path / "shared" / "friend-2.yaml"
    assert load_army(exported)[0] == again
    exported = export_army("Friend", tmp_path / "out" / "mine.yaml")
    assert load_army(exported)[0] == marines(name="Friend")
    with pytest.raises(StorageError, match="no army named"):
        export_army("Nobody", tmp_path)


def test_import_keeps_problems_and_refuses_unreadable(tmp_path: Path) -> None:
    path = write(tmp_path / "raiders.yaml", ARMY_WITH_PROBLEMS)
    army, problems = import_army(path, known_cards=set(CARDS))
    assert army.name == "Raiders" and any("unknown card" in p for p in problems)
    with pytest.raises(LoadError):
        import_army(write(tmp_path / "evil.yaml", "!!python/name:os.system\n"))
    assert [info.name for info in list_armies()] == ["Raiders"]


# --- property-based --------------------------------------------------------------

# Text without control characters or line separators: what a name or id may hold.
CLEAN = st.characters(exclude_categories=("Cc", "Cs", "Zl", "Zp"))
# A letter added at either end keeps the text from being blank, without filtering.
IDS = st.builds(lambda s, at_end: s + "x" if at_end else "x" + s,
                st.text(CLEAN, max_size=11), st.booleans())
NAMES = st.builds(lambda s, at_end: s + "N" if at_end else "N" + s,
                  st.text(CLEAN, max_size=MAX_NAME_CHARS - 1), st.booleans())
ARMIES = st.builds(
    ArmyList,
    name=NAMES,
    point_limit=st.integers(1, 10**6),
    units=st.lists(IDS, max_size=6),
    tiles=st.lists(IDS, min_size=6, max_size=6),
    home_feature=IDS,
)


@depths()
def test_property_round_trip_and_safe_file_name(examples: int) -> None:
    def check(army: ArmyList) -> None:
        assert parse_army(army_to_yaml(army), SOURCE) == (army, [])
        file = army_file_name(army.name)
        assert file.endswith(".yaml") and file == Path(file).name
        assert "/" not in file and "\\" not in file and not file.startswith(".")
        assert file[: -len(".yaml")].lower() not in ("con", "prn", "aux", "nul")
        assert len(file.encode()) <= 255

    check_property(examples, check, ARMIES, health=FUZZ_HEALTH)


def _check(data: str | bytes, **kwargs: Any) -> tuple[ArmyList, list[str]] | LoadError:
    try:
        army, problems = parse_army(data, SOURCE, known_cards=set(CARDS), known_terrain=TERRAIN,
                                    known_features=FEATURES, points=CARDS, **kwargs)
    except LoadError as exc:
        assert_one_line(str(exc), SOURCE)
        canary_untouched()
        return exc
    canary_untouched()
    assert isinstance(army.name, str) and army.name.strip()
    assert isinstance(army.point_limit, int) and army.point_limit >= 0
    assert all(isinstance(u, str) for u in army.units + army.tiles)
    assert isinstance(army.home_feature, str)
    for problem in problems:
        assert_one_line(problem, SOURCE)
    return army, problems


def _version_text(version: object) -> str:
    return army_to_yaml(marines()).replace("version: 1", f"version: {yaml_snippet(version)}")


DAMAGED_FILES = st.sampled_from([army_to_yaml(marines()), ARMY_WITH_PROBLEMS]).flatmap(
    lambda text: damaged(text.encode()))
DAMAGED = st.one_of(
    DAMAGED_FILES.map(lambda data: ("damaged", data)),
    st.integers(0, 8000).map(
        lambda n: ("huge", (army_to_yaml(marines()) + f"# {'x' * n}\n").encode())),
    st.one_of(st.integers(), st.floats(), st.text(max_size=5), st.none(), st.booleans())
    .map(lambda v: ("version", _version_text(v).encode())),
)
HOSTILE = st.one_of(
    yaml_documents(FIELDS).map(lambda text: ("arbitrary", text)),
    hostile_documents(FIELDS).map(lambda text: ("hostile", text)),
    deep_yaml("units").map(lambda text: ("deep", text)),
    alias_bombs("units").map(lambda text: ("bomb", text)),
)


@depths()
def test_property_truncated_corrupted_huge_or_wrong_version(examples: int) -> None:
    def check(case: tuple[str, bytes]) -> None:
        kind, data = case
        result = _check(data, max_bytes=4096)
        if len(data) > 4096:
            assert isinstance(result, LoadError) and "too large" in str(result)
        elif kind == "version":
            assert not isinstance(result, LoadError)
            army, problems = result
            assert army.units == marines().units
            if "version: 1\n" not in data.decode():
                assert any("field 'version'" in p for p in problems), problems

    check_property(examples, check, DAMAGED, health=FUZZ_HEALTH)


@depths()
def test_property_hostile_deep_or_arbitrary_yaml(examples: int) -> None:
    def check(case: tuple[str, str]) -> None:
        kind, text = case
        result = _check(text)
        if kind == "hostile":
            assert isinstance(result, LoadError) and "not allowed" in str(result), result
        elif kind == "deep":
            assert isinstance(result, LoadError) and "nested too deeply" in str(result), result
        elif kind == "bomb":
            assert isinstance(result, LoadError) and "too many values" in str(result), result

    check_property(examples, check, HOSTILE, health=FUZZ_HEALTH)


@hsettings(max_examples=50, deadline=None)
@given(DAMAGED_FILES)
def test_property_through_a_real_file(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = write(tmp_path_factory.getbasetemp() / "real" / "army.yaml", data)
    try:
        _army, problems = load_army(path)
    except LoadError as exc:
        assert_one_line(str(exc), str(path))
    else:
        for problem in problems:
            assert_one_line(problem, str(path))
