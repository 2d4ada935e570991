"""Furrow & Foundry advice without Qt: the win chance model, Hard's hint (on the seat's
knowledge only, S17.3) and the review of a finished game's turns."""

from __future__ import annotations

import pytest

from pocket_tactics_app.furrow.ai import winchance
from pocket_tactics_app.furrow.ai.agents import make_agent
from pocket_tactics_app.furrow.ai.hint import Change, ChangeKind, changes, hint, ranked
from pocket_tactics_app.furrow.ai.review import MIN_GAIN, review, series, turns
from pocket_tactics_app.furrow.engine.game import Game, new_game

from .helpers import recorded


def at_turn_start(seed: int, actions: int, players: int = 3) -> Game:
    g = new_game(players=players, seed=seed, round_limit=80)
    agents = [make_agent("normal", seed * 7 + i, budget=40) for i in range(players)]
    n = 0
    while n < actions or g.turn is not None:
        s = g.deciders()[0]
        g.apply(agents[s](g, s))
        n += 1
    return g


# ---------------------------------------------------------------- the win chance

def test_win_chances_add_up_to_one_and_follow_the_estimates() -> None:
    g = at_turn_start(3, 60)
    p = winchance.win_chances(g)
    assert len(p) == 3
    assert sum(p) == pytest.approx(1.0)
    est = winchance.estimates(g)
    assert max(range(3), key=lambda s: p[s]) == max(range(3), key=lambda s: est[s])


def test_a_lead_counts_more_near_the_end() -> None:
    early = winchance.chances_from([40.0, 30.0], 0.0)
    late = winchance.chances_from([40.0, 30.0], 1.0)
    assert 0.5 < early[0] < late[0] < 1.0
    assert winchance.chances_from([30.0, 30.0, 30.0], 0.5) == pytest.approx([1 / 3] * 3)


def test_a_finished_game_gives_its_result() -> None:
    *_, final = recorded(11)
    assert final.over
    winners = final.winner() or []
    assert winchance.win_chances(final) == [1.0 / len(winners) if s in winners else 0.0
                                            for s in range(2)]


def test_series_has_one_line_per_seat() -> None:
    befores, *_ = recorded(11)
    lines = series(befores[:30])
    assert len(lines) == 2 and all(len(x) == 30 for x in lines)
    assert all(a + b == pytest.approx(1.0) for a, b in zip(*lines, strict=True))


# ---------------------------------------------------------------- the hint

def test_furrow_hint_is_legal_now_and_names_its_turn() -> None:
    g = at_turn_start(5, 45)
    seat = g.deciders()[0]
    h = hint(g, seat, seed=2, budget=120)
    assert h.seat == seat and h.steps[0] == h.action
    g.clone().apply(h.action)  # legal in the real game
    assert 0.0 <= h.win_chance <= 1.0
    assert h.changes, "a whole turn changes something for the seat"
    assert h.reason()


def test_furrow_hint_reads_no_hidden_value() -> None:
    """The other seats' hands and objectives do not change the hint (S17.3)."""
    g = at_turn_start(6, 45)
    seat = g.deciders()[0]
    other = (seat + 1) % g.n
    changed = g.clone()
    p = changed.players[other]
    p.hand = [5 if v < 5 else 1 for v in p.hand]
    p.objectives = list(reversed(p.objectives))
    a = hint(g, seat, seed=4, budget=120)
    b = hint(changed, seat, seed=4, budget=120)
    assert a.steps == b.steps and a.changes == b.changes


def test_furrow_hint_refuses_a_seat_not_deciding() -> None:
    g = at_turn_start(5, 45)
    other = (g.deciders()[0] + 1) % g.n
    with pytest.raises(ValueError, match="does not decide"):
        hint(g, other)


def test_changes_name_stars_coins_and_pieces_by_the_terms_they_move() -> None:
    g = at_turn_start(7, 30)
    seat = g.to_move
    after = g.clone()
    after.players[seat].coins += 3
    after.players[seat].stars.append("upgrades")
    found = changes(g, after, seat)
    assert Change(ChangeKind.COINS, 3) in found
    assert Change(ChangeKind.STAR, 1, "upgrades") in found
    order = ranked(found, {"coins": 0.0, "stars": 0.0}, {"coins": 3.0, "stars": 4.0})
    assert order[0].kind is ChangeKind.STAR
    assert order[0].text() == "+1 star (upgrades)"


# ---------------------------------------------------------------- the review

def test_turns_start_where_no_turn_is_under_way() -> None:
    befores, actions, seats, _ = recorded(11)
    ts = turns(befores, actions, seats)
    assert ts and ts[0].start == 0
    for t in ts:
        assert befores[t.start].turn is None
        assert befores[t.start].to_move == t.seat
        assert t.steps[0]["kind"] == "section"
    assert [t.end for t in ts[:-1]] == [t.start for t in ts[1:]]


def test_furrow_review_lists_at_most_three_turns_each_with_a_better_one() -> None:
    befores, actions, seats, _ = recorded(11)
    found = review(befores, actions, seats, {0}, budget=80, time_limit=None, seed=1)
    assert found, "a random player's turns cost it chances Hard would have kept"
    assert len(found) <= 3
    for m in found:
        assert m.turn.seat == 0
        assert m.gain >= MIN_GAIN - 1e-9
        assert list(m.better.steps) != list(m.turn.steps)
    assert [m.gain for m in found] == sorted((m.gain for m in found), reverse=True)


def test_furrow_review_lists_nothing_below_the_gain_asked() -> None:
    befores, actions, seats, _ = recorded(11)
    assert review(befores, actions, seats, {0}, budget=80, time_limit=None,
                  min_gain=1.01) == []
    assert review(befores, actions, seats, set(), budget=80, time_limit=None) == []


def test_review_is_the_same_for_the_same_seed() -> None:
    befores, actions, seats, _ = recorded(11)
    a = review(befores, actions, seats, {0}, budget=60, time_limit=None, seed=3, searches=3)
    b = review(befores, actions, seats, {0}, budget=60, time_limit=None, seed=3, searches=3)
    assert [(m.turn, m.better.steps) for m in a] == [(m.turn, m.better.steps) for m in b]

