"""Rules revision 2 on screen: what glows and what the assault panel says (docs/RULES.md)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pocket_tactics_app.app import default_setup
from pocket_tactics_app.controller import HUMAN
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.game import Assault
from pocket_tactics_app.ui import describe
from pocket_tactics_app.ui.main_window import MainWindow

CAT = default_catalog()


@pytest.fixture
def window(open_window: Callable[..., MainWindow]) -> MainWindow:
    return open_window()


def _play_until(w: MainWindow, done: object, limit: int = 600) -> bool:
    """Plays attacks first (then the first legal action) until ``done(game)``."""
    c = w.controller
    for _ in range(limit):
        if done(c.game):  # type: ignore[operator]
            return True
        if c.game.is_over():
            return False
        legal = c.legal_actions()
        pick = next((a for a in legal if a.kind == "attack"), None)
        if c.game.pending is not None:
            pick = next((a for a in legal if a.kind == "reroll"), legal[-1])
        assert c.request(pick or legal[0])
    return False


def test_r9_1_deploy_tiles_that_glow_are_never_features(window: MainWindow) -> None:
    """R9.1 [rev. 2]: dragging a reserve unit lights exactly the engine's deploy tiles,
    none of them a feature."""
    c = window.controller
    for seed in range(5, 12):
        c.new_game(default_setup(seed), (HUMAN, HUMAN))
        found = _play_until(window, lambda g: g.phase == "play" and any(
            a.kind == "deploy" for a in g.legal_actions()))
        if found:
            break
    assert found
    deploy = next(a for a in c.legal_actions() if a.kind == "deploy")
    legal = {a.at for a in c.legal_actions() if a.kind == "deploy" and a.unit == deploy.unit}
    window.reserve_panel.drag_started.emit(deploy.unit)
    glowing = {h for h, k in window.scene.highlights().items() if k == "deploy"}
    window.reserve_panel.drag_finished.emit(deploy.unit, False)
    assert glowing == legal
    assert not any(c.game.tiles[h].feature for h in glowing)


def test_r6_4_the_assault_panel_says_the_attacker_rerolls_first(window: MainWindow) -> None:
    """R6.4 [rev. 2]: in the re-roll phase, the attacker's prompt says that Pass ends its
    re-rolls and hands over to the defender; the defender's says Pass counts the dice."""
    c = window.controller
    seen: set[int] = set()
    for seed in range(5, 25):
        c.new_game(default_setup(seed), (HUMAN, HUMAN))

        def rerolling(g: object) -> bool:
            p = getattr(g, "pending", None)
            return isinstance(p, Assault) and p.phase == "reroll" and p.turn not in seen

        while _play_until(window, rerolling):
            p = c.game.pending
            assert isinstance(p, Assault)
            text = window.assault_panel.phase.text()
            if p.turn == 0:
                assert "Pass ends your re-rolls: then the defender re-rolls." in text
            else:
                assert "Pass counts the dice." in text
            seen.add(p.turn)
            if seen == {0, 1}:
                return
    pytest.fail(f"no re-roll decision of both sides was reached (seen {seen})")


def test_r11_3_end_reasons_say_what_the_turn_limit_decided() -> None:
    """R11.3 [rev. 2]: a game won at the turn limit says so; a draw at the limit says the
    features were even; an old (revision 1) game keeps its old words."""
    assert "turn limit" in describe.reason_text("turn_limit")
    assert "equally" in describe.reason_text("draw_rule")
    assert "change of control" in describe.reason_text("draw_rule", rules=1)


def test_the_replay_window_replays_revision_1_saves_to_the_end() -> None:
    """A save from before revision 2 steps through to the position it reached, with no
    failure, under revision 1."""
    from pocket_tactics_app.engine.position import to_json
    from pocket_tactics_app.storage.saves import SAVES
    from pocket_tactics_app.ui.replay_window import build_replay
    from tests.engine.helpers import REV1_EXPECTED, REV1_FIXTURES, rev1_renamed

    for name, want in REV1_EXPECTED.items():
        data = build_replay(SAVES.load(REV1_FIXTURES / name), CAT)
        assert data.failure is None and data.count == want["actions"]
        assert data.final.rules == 1
        got = to_json(data.final)
        got.pop("turn", None)
        assert got == rev1_renamed(want["position"])
