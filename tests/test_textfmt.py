"""``fmt`` fills Qt-style markers (%1, %2 …) for every translated text of the app."""

from __future__ import annotations

from pocket_tactics_app.textfmt import fmt
from pocket_tactics_app.ui import describe


def test_markers_are_filled_in_any_order() -> None:
    assert fmt("%1 attacks %2", "Marine", "Soldier") == "Marine attacks Soldier"
    assert fmt("%2 被 %1 攻击", "Marine", "Soldier") == "Soldier 被 Marine 攻击"
    assert fmt("%1% you defeat it · %2% it defeats you", 62, 18) == (
        "62% you defeat it · 18% it defeats you")
    assert fmt("Turn %1", 3) == "Turn 3"


def test_arguments_are_not_filled_again() -> None:
    # A card or file name with a marker in it stays as it is.
    assert fmt("Saved “%1” to %2.", "50%2 off", "/tmp/a") == "Saved “50%2 off” to /tmp/a."
    assert fmt("%2 and %1", "%2", "x") == "x and %2"


def test_a_marker_without_an_argument_stays() -> None:
    assert fmt("%1 of %2", 1) == "1 of %2"


def test_describe_fmt_is_the_same_helper() -> None:
    assert describe.fmt is fmt


def test_english_plural_settles_s_and_es_for_one_and_several() -> None:
    from pocket_tactics_app.textfmt import english_plural
    from pocket_tactics_app.ui import describe

    assert english_plural("%n step(s)", 1) == "%n step"
    assert english_plural("%n step(s)", 2) == "%n steps"
    assert english_plural("Produce on %n hex(es)", 1) == "Produce on %n hex"
    assert english_plural("Produce on %n hex(es)", 0) == "Produce on %n hexes"
    assert english_plural("走 %n 步", 3) == "走 %n 步"  # a translation has no marks
    assert describe.english_plural is english_plural
