"""The app's controller and revision-1 saves (docs/RULES.md revision 2)."""

from __future__ import annotations

from typing import Any

import pytest

from pocket_tactics_app.controller import GameController
from pocket_tactics_app.engine import default_catalog
from pocket_tactics_app.engine.position import to_json
from pocket_tactics_app.storage.saves import SAVES
from tests.engine.helpers import REV1_EXPECTED, REV1_FIXTURES, rev1_renamed


@pytest.mark.parametrize("name", sorted(REV1_EXPECTED))
def test_the_app_opens_a_revision_1_save_and_keeps_its_rules(name: str, qtbot: Any) -> None:
    """The controller (what File ▸ Open uses) replays a revision-1 save to the position
    it reached, plays on under revision 1, and writes it back as revision 1."""
    c = GameController(default_catalog())
    c.autosave = False
    c.load_save(SAVES.load(REV1_FIXTURES / name))
    assert c.game.rules == 1
    got = to_json(c.game)
    got.pop("turn", None)
    assert got == rev1_renamed(REV1_EXPECTED[name]["position"])
    assert c.to_save().setup["rules"] == 1
