"""Each seat's score if the game ended now (S16.2), term by term: the engine's
``score_parts`` put in words, so the tracks panel shows the total and its hover the
terms (coins, stars, territories, resource pairs at the popularity tier, structure
bonus)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ...furrow.engine.game import Game
from ...textfmt import fmt
from .words import tr


def score_terms(game: Game, seat: int) -> list[tuple[str, int]]:
    """The score's terms in words with their points, in S16.2's order."""
    sp = game.score_parts(seat)
    return [
        (tr("coins"), sp.coins),
        (fmt(tr("%1 stars × %2"), sp.stars, sp.star_value), sp.star_points),
        (fmt(tr("%1 territories × %2"), sp.territories, sp.territory_value),
         sp.territory_points),
        (fmt(tr("%1 resource pairs × %2"), sp.resource_pairs, sp.pair_value), sp.pair_points),
        (tr("structure bonus"), sp.structure_bonus),
    ]


def score_tooltip(game: Game, seat: int) -> str:
    """The hover text: the popularity tier, then each term and the total."""
    sp = game.score_parts(seat)
    lines = [fmt(tr("If the game ended now (popularity %1: tier %2 of 3):"),
                 game.players[seat].popularity, sp.tier)]
    lines += [fmt(tr("%1: %2"), name, points) for name, points in score_terms(game, seat)]
    lines.append(fmt(tr("Total: %1"), sp.total))
    return "\n".join(lines)


def score_label(game: Game, seat: int) -> QLabel:
    """The tracks panel's cell: the total now, its terms on hover."""
    lab = QLabel(str(game.score_parts(seat).total))
    lab.setObjectName(f"scoreNow_{seat}")
    lab.setToolTip(score_tooltip(game, seat))
    return lab
