"""Rules revision 2 (docs/RULES.md) and the games played before it.

A save records the revision it was played under (``setup.rules``); saves written before
revision 2 (save version 1) are read as revision 1 and replay exactly as they were
played. The fixtures in ``tests/fixtures/rules_rev1`` were written by the engine before
revision 2 was implemented, with the final position each one reached.
"""

from __future__ import annotations

import json

import pytest

from pocket_tactics_app.engine import RULES_REVISION, GameSetup, SetupError, default_catalog
from pocket_tactics_app.engine.position import to_json
from pocket_tactics_app.engine.replay import ReplayError, replay
from pocket_tactics_app.storage.saves import SAVE_VERSION, SAVES, SaveFile

from .helpers import REV1_EXPECTED, REV1_FIXTURES, rev1_renamed


def test_rules_revision_is_2() -> None:
    assert RULES_REVISION == 2


@pytest.mark.parametrize("name", sorted(REV1_EXPECTED))
def test_a_revision_1_save_replays_exactly_as_it_was_played(name: str) -> None:
    save = SAVES.load(REV1_FIXTURES / name)
    assert save.setup["rules"] == 1  # the version-1 save was migrated to say so
    game, actions = replay(save.setup, save.seed, save.actions, default_catalog())
    want = REV1_EXPECTED[name]
    assert game.rules == 1
    assert len(actions) == want["actions"]
    assert (game.winner, game.win_reason, game.turn) == (want["winner"], want["reason"],
                                                        want["turn"])
    assert game.dice.rolled == want["dice_rolled"]
    got = to_json(game)
    got.pop("turn", None)  # written since revision 2; the fixtures predate it
    assert got == rev1_renamed(want["position"])


def test_revision_2_plays_the_old_games_differently() -> None:
    """The revision switch matters: replayed under revision 2, no fixture game ends as
    it did (an action turns illegal, or the game takes another course)."""
    same = 0
    for name, want in REV1_EXPECTED.items():
        save = SAVES.load(REV1_FIXTURES / name)
        setup = {**save.setup, "rules": 2}
        try:
            game, _ = replay(setup, save.seed, save.actions, default_catalog())
        except ReplayError:
            continue
        got = to_json(game)
        got.pop("turn", None)
        same += got == rev1_renamed(want["position"]) and game.winner == want["winner"]
    assert same == 0


def test_a_new_save_records_the_rules_revision() -> None:
    save = SAVES.load(REV1_FIXTURES / sorted(REV1_EXPECTED)[0])
    setup = GameSetup.from_json({**save.setup, "rules": RULES_REVISION})
    text = SAVES.dump(SaveFile(setup=setup.to_json(), seed=save.seed))
    data = json.loads(text)
    assert data["version"] == SAVE_VERSION == 3
    assert data["setup"]["rules"] == RULES_REVISION
    again = SAVES.parse(text.encode("utf-8"), "<memory>")
    assert again.setup["rules"] == RULES_REVISION


def test_an_unknown_rules_revision_is_refused_naming_the_field() -> None:
    save = SAVES.load(REV1_FIXTURES / sorted(REV1_EXPECTED)[0])
    with pytest.raises(SetupError, match=r"setup\.rules: rules revision 3 is not known"):
        GameSetup.from_json({**save.setup, "rules": 3})

