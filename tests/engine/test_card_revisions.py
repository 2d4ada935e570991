"""Card revisions (docs/CARDS.md): new games use the dice printed on the 4th-edition
cards; the balanced variant's dice sit in ``unit_cards/`` with the printed ones beside
those it changes. Games saved before the variant, setups and positions without
``cards_revision`` mean the printed dice; a game keeps the revision it was played with,
so an old save replays exactly as it was played.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.engine import GameSetup, SetupError, default_catalog
from pocket_tactics_app.engine.cards import (
    CARDS_REVISION,
    FIRST_BALANCE_CARDS,
    PRINTED_CARDS,
    DiceSpec,
)
from pocket_tactics_app.engine.game import Game
from pocket_tactics_app.engine.odds import assault_odds
from pocket_tactics_app.engine.position import PositionError, from_json, to_json
from pocket_tactics_app.engine.replay import ReplayError, replay
from pocket_tactics_app.storage.saves import SAVES, SaveFile

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules_rev1"
EXPECTED: dict[str, Any] = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
CLF_50 = ["cyber-grunt", "cyberteur", "cyber-doc", "cyber-commando"]
CORE_SF = ["colonial-astronaut", "space-force-marine", "colonial-science-mech",
           "space-force-jump-trooper", "space-force-captain"]
TILES = ["grid", "grid", "wasteland", "wasteland", "wasteland", "water"]


def _dice(card: Any) -> tuple[DiceSpec, DiceSpec]:
    return card.off, card.defence


def _setup(**kwargs: Any) -> GameSetup:
    from pocket_tactics_app.engine.setup import PlayerSetup

    return GameSetup((PlayerSetup(list(CLF_50), list(TILES), "badlands"),
                      PlayerSetup(list(CORE_SF), list(TILES), "colony")), seed=17, **kwargs)


def _fixture_names_using_changed_cards() -> list[str]:
    changed = {cid for cid, c in default_catalog().units.items() if c.printed}
    names = []
    for name in sorted(EXPECTED):
        setup = SAVES.load(FIXTURES / name).setup
        if changed & {u for p in setup["players"] for u in p["units"]}:
            names.append(name)
    return names


def test_old_saves_are_read_as_played_with_the_printed_cards() -> None:
    """Save versions before 3 get ``cards_revision: 1`` from their migration."""
    names = _fixture_names_using_changed_cards()
    assert names  # the fixtures field Cyber Commandos, Captains, Docs, Grunts
    for name in names:
        save = SAVES.load(FIXTURES / name)
        assert save.setup["cards_revision"] == PRINTED_CARDS
        game = replay(save.setup, save.seed, [], default_catalog())[0]
        assert game.catalog.cards_revision == PRINTED_CARDS
        for unit in game.units.values():
            assert _dice(unit.card) == _dice(unit.card.as_printed())


def test_a_version_2_save_without_a_card_revision_replays_with_the_printed_dice() -> None:
    """A save written by the app before issue 17's dice (version 2, no cards_revision)
    replays to the same final position as it did then."""
    name = _fixture_names_using_changed_cards()[0]
    v1 = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    v2 = {**v1, "version": 2, "setup": {**v1["setup"], "rules": 1}}
    save = SAVES.parse(json.dumps(v2))
    assert save.setup["cards_revision"] == PRINTED_CARDS
    game, actions = replay(save.setup, save.seed, save.actions, default_catalog())
    want = EXPECTED[name]
    assert len(actions) == want["actions"] and game.winner == want["winner"]
    got = to_json(game)
    got.pop("turn", None)
    assert "cards_revision" not in got  # a printed game's position reads as before
    names = {"quiet_turns": "turns_without_defeat", "draw_turns": "turn_limit"}
    assert got == {names.get(k, k): v for k, v in want["position"].items()}


def test_the_balanced_dice_would_change_the_old_games() -> None:
    """The revision matters: replayed with issue 17's dice, no fixture game using a changed
    card ends as it did (an action turns illegal, or the game takes another course)."""
    same = 0
    for name in _fixture_names_using_changed_cards():
        save = SAVES.load(FIXTURES / name)
        setup = {**save.setup, "cards_revision": CARDS_REVISION}
        try:
            game, _ = replay(setup, save.seed, save.actions, default_catalog())
        except ReplayError:
            continue
        got = to_json(game)
        got.pop("turn", None)
        got.pop("cards_revision", None)
        same += got == EXPECTED[name]["position"] and game.dice.rolled == \
            EXPECTED[name]["dice_rolled"]
    assert same == 0


def test_printed_default_a_new_game_uses_the_printed_cards_and_its_save_says_so() -> None:
    setup = _setup()
    assert setup.cards_revision == PRINTED_CARDS
    game = Game.new(setup, default_catalog())
    grunt = next(u.card for u in game.units.values() if u.card.id == "cyber-grunt")
    assert grunt.off == DiceSpec(2) and not grunt.printed
    data = json.loads(SAVES.dump(SaveFile(setup=setup.to_json(), seed=setup.seed)))
    assert data["setup"]["cards_revision"] == PRINTED_CARDS
    assert GameSetup.from_json(data["setup"]).cards_revision == PRINTED_CARDS


def test_printed_default_a_balanced_game_keeps_its_revision_in_the_save() -> None:
    setup = _setup(cards_revision=CARDS_REVISION)
    game = Game.new(setup, default_catalog())
    assert game.catalog is default_catalog()
    grunt = next(u.card for u in game.units.values() if u.card.id == "cyber-grunt")
    assert grunt.off == DiceSpec(2, (1,))
    data = json.loads(SAVES.dump(SaveFile(setup=setup.to_json(), seed=setup.seed)))
    assert data["setup"]["cards_revision"] == CARDS_REVISION
    assert GameSetup.from_json(data["setup"]).cards_revision == CARDS_REVISION


def _play_at_random(game: Game, seed: int) -> list[Any]:
    """Legal actions picked at random until the game ends (at most 400), played on ``game``."""
    rng = random.Random(seed)
    played: list[Any] = []
    while not game.is_over() and len(played) < 400:
        legal = game.legal_actions()
        played.append(legal[int(rng.random() * len(legal))])
        game.apply(played[-1])
    return played


def test_a_game_with_the_printed_cards_plays_and_replays_with_them() -> None:
    setup = _setup(cards_revision=PRINTED_CARDS)
    game = Game.new(setup, default_catalog())
    played = _play_at_random(game, 5)
    assert game.catalog.cards_revision == PRINTED_CARDS
    captain = next(u.card for u in game.units.values() if u.card.id == "space-force-captain")
    assert captain.off == DiceSpec(3)
    text = SAVES.dump(SaveFile(setup=setup.to_json(), seed=setup.seed,
                              actions=[a.to_json() for a in played]))
    save = SAVES.parse(text)
    again, _ = replay(save.setup, save.seed, save.actions, default_catalog())
    assert to_json(again) == to_json(game) and "cards_revision" not in to_json(game)


def test_an_unknown_card_revision_is_refused_naming_the_field() -> None:
    with pytest.raises(SetupError, match=r"setup\.cards_revision: card revision 4 is not"):
        GameSetup.from_json({**_setup().to_json(), "cards_revision": 4})
    position = {"format": "pocket-tactics/position@1", "point_limit": 50, "tiles": [],
                "units": [], "reserve": [], "captives": [], "control": [], "to_move": 0,
                "cards_revision": True}
    with pytest.raises(PositionError, match=r"position\.cards_revision"):
        from_json(position, default_catalog())


# A Space Force Marine (DEF 2+1 printed, 2 now) attacked by a Cyber Grunt (OFF 2 printed,
# 2+1 now) beside it, on plain Wasteland.
POSITION: dict[str, Any] = {
    "format": "pocket-tactics/position@1", "point_limit": 50,
    "tiles": [{"at": [0, 0], "terrain": "wasteland"}, {"at": [1, 0], "terrain": "wasteland"}],
    "units": [{"id": "g", "card": "cyber-grunt", "owner": 0, "at": [0, 0]},
              {"id": "m", "card": "space-force-marine", "owner": 1, "at": [1, 0]}],
    "reserve": [], "captives": [], "control": [], "to_move": 0,
}


def test_a_position_without_cards_revision_means_the_printed_dice() -> None:
    """POSITION.md: positions (puzzles, bug reports, the rules tests) written before issue
    17 keep their meaning; ``cards_revision: 2`` asks for the balanced dice, and a
    position the engine writes names the revision whenever it is not the printed one."""
    printed = from_json(POSITION, default_catalog())
    balanced = from_json({**POSITION, "cards_revision": CARDS_REVISION}, default_catalog())
    assert printed.units["g"].card.off == DiceSpec(2)
    assert printed.units["m"].card.defence == DiceSpec(2, (1,))
    assert balanced.units["g"].card.off == DiceSpec(2, (1,))
    assert balanced.units["m"].card.defence == DiceSpec(2)
    assert "cards_revision" not in to_json(printed)
    assert to_json(balanced)["cards_revision"] == CARDS_REVISION
    assert from_json(to_json(balanced), default_catalog()).units["g"].card.off == \
        DiceSpec(2, (1,))
    # the odds follow the dice: the grunt defeats the marine more often with the new cards
    p = assault_odds(printed, "g", "m").target_defeated
    b = assault_odds(balanced, "g", "m").target_defeated
    assert b > p


MYTOAN = ["mytoan-spore-wing", "mytoan-soldier", "mytoan-spore-guard", "mytoan-interloper",
          "mytoan-psycho-pontiff"]


def test_revision_2_has_the_first_balance_dice_and_revision_1_the_printed() -> None:
    """Card revision 3 (issue 17's second balance) changed cards again; revision 2 keeps
    the dice of the first balance (``revision_2:`` where they differ, else the current
    ones) and revision 1 the printed dice, so games saved with either replay as played."""
    cat = default_catalog()
    first = cat.for_revision(FIRST_BALANCE_CARDS)
    printed = cat.for_revision(PRINTED_CARDS)
    assert first.cards_revision == FIRST_BALANCE_CARDS and first.presets is cat.presets
    assert first.for_revision(CARDS_REVISION) is cat
    assert first.for_revision(PRINTED_CARDS).cards_revision == PRINTED_CARDS
    again = {cid for cid, c in cat.units.items() if c.revision_2}
    assert again == {"mytoan-psycho-pontiff", "colonial-science-mech",
                     "space-force-jump-trooper"}  # docs/CARDS.md, the second balance
    for cid, card in cat.units.items():
        old = first.units[cid]
        want = (card.revision_2.get("off", card.off), card.revision_2.get("def", card.defence))
        assert _dice(old) == want, cid
        assert (old.points, old.abilities, old.types) == (card.points, card.abilities,
                                                          card.types)
        assert not old.revision_2
        # the printed dice sit under every card changed in revision 2 or 3
        assert _dice(printed.units[cid]) == _dice(card.as_printed()), cid
        if cid in again:
            assert card.printed and _dice(old) == _dice(card.as_printed()), cid
            assert not old.printed  # in revision 2 it still had its printed dice
    # the first balance's own changes stay in revision 2
    assert first.units["cyber-grunt"].off == DiceSpec(2, (1,))
    assert first.units["cyber-grunt"].printed == {"off": DiceSpec(2)}


def test_a_game_with_the_first_balance_cards_plays_and_replays_with_them() -> None:
    """A game saved with ``cards_revision: 2`` keeps revision 2's dice when it is loaded,
    and its position says so."""
    from pocket_tactics_app.engine.setup import PlayerSetup

    setup = GameSetup((PlayerSetup(list(MYTOAN), list(TILES), "biomass"),
                       PlayerSetup(list(CORE_SF), list(TILES), "colony")), seed=23,
                      cards_revision=FIRST_BALANCE_CARDS)
    game = Game.new(setup, default_catalog())
    played = _play_at_random(game, 7)
    assert game.catalog.cards_revision == FIRST_BALANCE_CARDS
    for unit in game.units.values():
        card = default_catalog().units[unit.card.id]
        assert _dice(unit.card) == (card.revision_2.get("off", card.off),
                                    card.revision_2.get("def", card.defence))
    text = SAVES.dump(SaveFile(setup=setup.to_json(), seed=setup.seed,
                              actions=[a.to_json() for a in played]))
    save = SAVES.parse(text)
    assert save.setup["cards_revision"] == FIRST_BALANCE_CARDS
    again, _ = replay(save.setup, save.seed, save.actions, default_catalog())
    assert to_json(again) == to_json(game)
    assert to_json(game)["cards_revision"] == FIRST_BALANCE_CARDS
