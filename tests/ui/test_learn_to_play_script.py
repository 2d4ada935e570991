"""The guided games' scripts against the engines, without a window: every expected
action and reply of Pocket Tactics is legal in turn and the last one wins by control
(R11.2); each Furrow & Foundry lesson loads and offers its step's action to the seat
the player takes."""

from __future__ import annotations

from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import from_json as pocket_position
from pocket_tactics_app.furrow.engine.position import from_json as furrow_position
from pocket_tactics_app.ui.learn.script import FURROW, POCKET, lesson_data, matches


def test_learn_to_play_pocket_script_plays_to_a_win_by_control() -> None:
    game = pocket_position(lesson_data(POCKET.steps[0].lesson), default_catalog())
    played = 0
    for index, step in enumerate(POCKET.steps):
        assert len(POCKET.actions_before(index)) == played  # one lesson: all played so far
        for wanted in ([step.expect] if step.expect else []) + list(step.reply):
            legal = [a.to_json() for a in game.legal_actions()]
            assert wanted in legal, (index, wanted)
            game.apply(Action.from_json(wanted))
            played += 1
    assert game.is_over() and game.winner == POCKET.seat and game.win_reason == "control"


def test_learn_to_play_furrow_lessons_offer_each_step_its_action() -> None:
    """Each step's action (Do it for me's, when it names one) is legal for the seat the
    player takes, after the actions of the earlier steps on the same lesson."""
    lesson = None
    for step in FURROW.steps:
        if step.lesson != lesson:
            lesson = step.lesson
            game = furrow_position(lesson_data(lesson))
            seat = game.current_seats()[0]
        if step.expect is None:
            continue
        assert game.current_seats()[0] == seat
        legal = [game.action_to_json(a) for a in game.legal_actions(seat)]
        wanted = step.demo if step.demo is not None else step.expect
        assert matches(step.expect, wanted)
        played = next((a for a in legal if matches(wanted, a)), None)
        assert played is not None, step.text
        game.apply(played)
