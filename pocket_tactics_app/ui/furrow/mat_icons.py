"""The mat's slots as icons and numbers (``icon_text.Tok`` rows): what a top or bottom
action costs and gives now, upgrades and covered slots as pips (filled: done), the
recruit bonus of a column. The same numbers come from the engine as in the words of
``panels.top_text`` / ``bottom_text``, which stay the slots' tooltips and accessible
names."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...furrow.engine.content import COLUMN_RESOURCE, COLUMNS, RESOURCES
from ...furrow.engine.game import CUBES, ONGOING, Game
from . import words
from .board import faction_colour
from .icon_text import Row, Tok, words_of

ROMAN = ("I", "II", "III", "IV", "F")
ARROW = Tok(text="→")
OR = Tok(text="/")
SPACE = Tok(text=" ")
#: an amount's key drawn as an icon (the rest stay words)
AMOUNT_ICONS = {"coins": "coins", "power": "power", "popularity": "popularity",
                "cards": "cards", "mech": "mech", "structure": "beacon", "upgrade": "upgrade",
                "recruit": "recruit", **{r: r for r in RESOURCES}, "choice": "any"}


def amount_toks(amounts: Mapping[str, Any], sign: str = "") -> list[Tok]:
    """A cost (``sign`` "") or a gain (``sign`` "+") as icons with numbers; nothing to
    pay is a dash."""
    out: list[Tok] = []
    for key, value in amounts.items():
        if key == "resources" and isinstance(value, Mapping):
            for r, n in value.items():
                out += [Tok(icon=AMOUNT_ICONS.get(str(r), "any")), Tok(text=f"{sign}{n}")]
        elif key == "resources":  # so many resources of any kinds
            out += [Tok(icon="any"), Tok(text=f"{sign}{value}")]
        elif key in ("mech", "structure", "upgrade", "recruit"):
            out += [Tok(text="+"), Tok(icon=AMOUNT_ICONS[key])]
        elif key in AMOUNT_ICONS:
            out += [Tok(icon=AMOUNT_ICONS[key]), Tok(text=f"{sign}{value}")]
        else:  # produce_one and anything without an icon: its words
            out += words_of(words.track(key) if key != "produce_one" else "×2")
    return out or [Tok(text="–")]


def pips(done: int, of: int, colour: str) -> list[Tok]:
    return [Tok(icon="pip", colour=colour)] * done + [Tok(icon="pip_empty")] * (of - done)


def top_rows(game: Game, seat: int, section: int) -> list[Row]:
    """The top slot: its name, what it costs and gives, its upgrades as pips."""
    p = game.players[seat]
    colour = faction_colour(game, seat)
    head = [Tok(text=ROMAN[section - 1], bold=True), Tok(text="·")]
    if section == 5:
        card = game.content.foundry[p.foundry_card] if p.foundry_card else None
        rows: list[Row] = [head + words_of(words.top_action("foundry"), bold=True)]
        for o in card.top if card is not None else ():
            rows.append([*amount_toks(o.cost), ARROW, *amount_toks(o.gain, "+")])
        return rows  # the name on a line of its own: a card's options are long
    kind = game.top_kind(seat, section)
    head += words_of(words.top_action(kind), bold=True)
    cost = game.top_cost(seat, section)
    pay = [*amount_toks(cost), ARROW] if cost else []
    amt = game.top_amount
    if kind == "strengthen":
        gain = [Tok(icon="power"), Tok(text=f"+{amt(seat, 'strengthen_power')}"), OR,
                Tok(icon="cards"), Tok(text=f"+{amt(seat, 'strengthen_cards')}")]
    elif kind == "move":
        gain = [Tok(icon="move"), Tok(text=str(amt(seat, "move_units"))), OR,
                Tok(icon="coins"), Tok(text=f"+{amt(seat, 'move_coins')}")]
    elif kind == "produce":
        gain = [Tok(icon="hex"), Tok(text=str(amt(seat, "produce_hexes")))]
    else:
        gain = [Tok(icon="any"), Tok(text=f"+{game.trade_resources(seat)}"), OR,
                Tok(icon="popularity"), Tok(text=f"+{amt(seat, 'trade_popularity')}")]
    cubes = [c for c in CUBES if c.startswith(kind)]
    done = sum(1 for c in cubes if c in set(p.cubes_removed))
    upgrades = [Tok(icon="upgrade"), *pips(done, len(cubes), colour)] if cubes else []
    # the name and the numbers on one line (it wraps where the slot is narrow)
    return [[*head, SPACE, *pay, *gain, *([SPACE, *upgrades] if upgrades else [])]]


def bottom_rows(game: Game, seat: int, section: int, short: str = "") -> list[Row]:
    """The bottom slot: its name, cost and coins, covered slots as pips (the coins it
    saves), the column's recruit and the neighbours' recruits that pay on it; ``short``
    says what the seat has when it cannot pay."""
    colour = faction_colour(game, seat)
    if section == 5:
        return [words_of(words.bottom_action("foundry_move"), bold=True),
                [Tok(icon="move"), Tok(text="1"), Tok(text="·"), Tok(icon="hex"),
                 Tok(text="2")]]
    column = COLUMNS[section - 1]
    col = game.mat(seat).columns[section - 1]
    p = game.players[seat]
    res = COLUMN_RESOURCE[column]
    head: list[Tok] = words_of(words.bottom_action(column), bold=True)
    line = [Tok(icon=res), Tok(text=str(game.column_cost(seat, column))), ARROW,
            Tok(icon="coins"), Tok(text=f"+{game.column_coins(seat, column)}")]
    if col.removable:
        line += [SPACE, *pips(p.slots_covered.get(column, 0), col.removable, colour)]
    # the recruits that pay on this column (the seat's own first), on the same line
    for n in [seat] * (column in p.recruits) + [
            n for n in game.neighbours(seat) if column in game.players[n].recruits]:
        line += [SPACE, Tok(icon="recruit", colour=faction_colour(game, n)),
                 Tok(icon=ONGOING[column], glue=True), Tok(text="+1")]
    if short:
        line += [SPACE, *words_of(short, warn=True)]
    return [[*head, SPACE, *line]]


__all__ = ["ROMAN", "amount_toks", "bottom_rows", "pips", "top_rows"]
