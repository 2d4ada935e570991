"""Loaders refuse impossible states with the field named: Furrow & Foundry objectives
beyond what a seat holds or duplicated, stars above six or a category's cap; Pocket
Tactics assaults whose attacker is the defender, in reserve or off the map, bumps outside
the cards' range; Furrow saves whose setup is malformed name the field, not Python."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import PositionError, from_json, to_json
from pocket_tactics_app.furrow.engine import position as furrow_position
from pocket_tactics_app.furrow.engine.game import new_game
from pocket_tactics_app.storage.errors import LoadError
from pocket_tactics_app.storage.furrow_saves import FURROW_SAVES
from tests.engine.helpers import attack, make_position


def furrow_start() -> dict[str, Any]:
    return furrow_position.to_json(new_game(seed=4, players=2))


def furrow_refused(mutate: Callable[[dict[str, Any]], None]) -> str:
    data = furrow_start()
    mutate(data)
    with pytest.raises(furrow_position.PositionError) as caught:
        furrow_position.from_json(data)
    return str(caught.value)


def test_impossible_furrow_start_is_accepted() -> None:
    furrow_position.from_json(furrow_start())


def test_impossible_furrow_one_seat_holding_every_objective() -> None:
    objectives = [f"obj-{i:02d}" for i in range(1, 19)]

    def all_to_seat_0(d: dict[str, Any]) -> None:
        d["players"][0]["objectives"] = objectives
        d["players"][1]["objectives"] = []
    message = furrow_refused(all_to_seat_0)
    assert message.startswith("players[0].objectives: at most 2 different objectives")


def test_impossible_furrow_duplicate_objectives() -> None:
    def twice(d: dict[str, Any]) -> None:
        d["players"][0]["objectives"] = ["obj-03", "obj-03"]
    assert furrow_refused(twice).startswith("players[0].objectives: at most 2 different")

    def shared(d: dict[str, Any]) -> None:
        d["players"][1]["objectives"] = [d["players"][0]["objectives"][0]]
    assert "is also held by players[0]" in furrow_refused(shared)


@pytest.mark.parametrize(("stars", "words"), [
    (["power", "popularity", "upgrades", "mechs", "structures", "recruits", "workers"],
     "players[0].stars: 7 stars; at most 6 (S3.5)"),
    (["power", "power"], "players[0].stars: 2 stars for power; at most 1 (S3.5)"),
    (["combat"] * 3, "players[0].stars: 3 stars for combat; at most 2 (S3.5)"),
    (["objective"] * 2, "players[0].stars: 2 stars for objective; at most 1 (S3.5)"),
])
def test_impossible_furrow_stars(stars: list[str], words: str) -> None:
    def set_stars(d: dict[str, Any]) -> None:
        if d["players"][0]["faction"] == "ember":  # Unbounded lifts two caps
            d["players"].reverse()
            for seat, p in enumerate(d["players"]):
                p["seat"] = seat
        d["players"][0]["stars"] = stars
    assert furrow_refused(set_stars).startswith(words.split(":")[0])
    assert words.split(": ", 1)[1] in furrow_refused(set_stars)


@pytest.mark.parametrize("field", ["coins", "power", "popularity"])
def test_impossible_furrow_negative_resources(field: str) -> None:
    def negative(d: dict[str, Any]) -> None:
        d["players"][0][field] = -1
    assert furrow_refused(negative).startswith(f"players[0].{field}: expected a whole number 0")


# --------------------------------------------------------------------------- Pocket Tactics

def pt_assault() -> dict[str, Any]:
    game = make_position("wwwwww", units=[("s", "mytoan-soldier", 1, (0, 0)),
                                          ("g", "cyber-grunt", 0, (1, 0)),
                                          ("s2", "mytoan-soldier", 1, (5, 0))],
                         to_move=1, dice=[4, 3, 1, 1, 1, 1, 4, 2])
    game.apply(attack("s", "g"))
    data = to_json(game)
    assert data["pending"]["kind"] == "assault"
    return data


def pt_refused(mutate: Callable[[dict[str, Any]], None]) -> str:
    data = copy.deepcopy(pt_assault())
    mutate(data)
    with pytest.raises(PositionError) as caught:
        from_json(data, default_catalog())
    return str(caught.value)


def test_impossible_pt_assault_loads_as_written() -> None:
    from_json(pt_assault(), default_catalog())


def test_impossible_pt_attacker_is_the_defender() -> None:
    def itself(d: dict[str, Any]) -> None:
        d["pending"]["defender"]["unit"] = d["pending"]["attacker"]["unit"]
    assert pt_refused(itself).startswith("position.pending.defender.unit: 's' is the attacker")


def test_impossible_pt_attacker_in_reserve() -> None:
    def reserve(d: dict[str, Any]) -> None:
        d["units"] = [u for u in d["units"] if u["id"] != "s"]
        d.setdefault("reserve", []).append({"id": "s", "card": "mytoan-soldier", "owner": 1})
    assert "position.pending.attacker.unit: 's' is not on the map" in pt_refused(reserve)


def test_impossible_pt_bump_outside_the_cards_range() -> None:
    def huge(d: dict[str, Any]) -> None:
        d["pending"]["attacker"]["bumps"]["off"] = [{"value": 10**9, "label": "x"}]
    assert pt_refused(huge).startswith("position.pending.attacker.bumps.off[0].value")


def test_impossible_pt_too_many_dice() -> None:
    def four(d: dict[str, Any]) -> None:
        d["pending"]["attacker"]["dice"]["off"] = [1, 2, 3, 4]
    assert "a card rolls at most 3" in pt_refused(four)


# --------------------------------------------------------------------------- saves

FURROW_SAVE = {"format": "furrow-foundry/save", "version": 2, "app_version": "0.1.0",
               "created": None, "setup": {"players": 2, "factions": None, "mats": None,
                                          "seed": 3, "round_limit": None},
               "seats": ["human", "normal"], "actions": [], "finished": False}


@pytest.mark.parametrize(("change", "field"), [
    ({"factions": 5}, "setup.factions"),
    ({"mats": ["a", "b"]}, "setup.mats[0]"),
    ({"players": "two"}, "setup.players"),
    ({"seed": 1.5}, "setup.seed"),
    ({"round_limit": -3}, "setup.round_limit"),
])
def test_impossible_furrow_save_setup_names_the_field(change: dict[str, Any],
                                                      field: str) -> None:
    data = copy.deepcopy(FURROW_SAVE)
    data["setup"].update(change)
    with pytest.raises(LoadError) as caught:
        FURROW_SAVES.parse(json.dumps(data), "game.furrow.json")
    assert caught.value.field == field
    assert "object is not" not in str(caught.value)
    assert str(caught.value).startswith(f"game.furrow.json, field '{field}': ")
