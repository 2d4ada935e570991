"""The guided games' scripts against the engines, without a window: every expected
action and reply of Pocket Tactics is legal in turn and the last one wins by control
(R11.2); each Furrow & Foundry lesson loads and offers its step's action to the seat
the player takes."""

from __future__ import annotations

from pocket_tactics_app.engine.actions import Action
from pocket_tactics_app.engine.cards import default_catalog
from pocket_tactics_app.engine.position import from_json as pocket_position
from pocket_tactics_app.furrow.engine.position import from_json as furrow_position
from pocket_tactics_app.ui.learn.script import (
    FURROW,
    POCKET,
    lesson_data,
    matches,
    reported,
)


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
        events = [dict(e) for e in game.apply(played)]
        assert reported(step.event, events), (step.text, events)


def test_learn_to_play_furrow_every_action_step_checks_what_the_engine_reports() -> None:
    """Every step that asks for an action names the event that shows it was done, and
    has its own nudge; another legal action of the same kind that does not do what the
    step teaches (a move without the worker, a trade for resources, cards instead of
    power) is not taken for it."""
    asking = [s for s in FURROW.steps if s.expect is not None]
    assert {s.expect["kind"] for s in asking if s.expect} == {
        "section", "produce", "move_unit", "trade", "commit", "encounter", "strengthen"}
    for step in asking:
        assert step.event is not None and step.nudge, step.text
    for kind, other in (("move_unit", {"kind": "move_unit", "unit": "corvane.m1",
                                       "path": [[3, -1]]}),
                        ("trade", {"kind": "trade", "gain": "resources"}),
                        ("strengthen", {"kind": "strengthen", "gain": "cards"})):
        step = next(s for s in asking if s.expect and s.expect["kind"] == kind)
        game = furrow_position(lesson_data(step.lesson))
        seat = game.current_seats()[0]
        legal = [game.action_to_json(a) for a in game.legal_actions(seat)]
        done = next(a for a in legal if matches(other, a))
        events = [dict(e) for e in game.apply(done)]
        assert not (matches(step.expect or {}, done) and reported(step.event, events)), kind
