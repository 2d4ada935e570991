"""The parts of the rules guide made from the content files rather than typed: the faction
and mech ability texts (where the guide's text holds ``{{faction_abilities}}`` and
``{{mech_abilities}}``) and a last section, S18, with every card (objectives with their
conditions, Foundry cards, encounters), the structures, the structure-bonus tiles and
the recruits' bonuses, all in the interface language. Nothing here is written twice:
the words come from resources/furrow through card_words and the dialogs' amounts."""

from __future__ import annotations

from functools import cache

from ...furrow.engine.content import COLUMNS
from ...furrow.engine.game import BONUSES, ONGOING, Game, new_game
from ...textfmt import fmt
from . import words
from .card_words import faction_ability_texts, mech_ability_texts, structure_texts
from .dialogs import amounts_text
from .objective_words import condition_words
from .words import tr

CARDS_SECTION = 18


def _item(name: str, text: str, depth: int = 1) -> str:
    return "  " * depth + f"- **{name}**: {text}"


@cache
def _sample() -> Game:
    """A game at its start: the content's texts are drawn from it (conditions take a game
    for their counts; the words do not depend on them)."""
    return new_game(seed=0)


def faction_abilities() -> str:
    g = _sample()
    texts = faction_ability_texts()
    out = []
    for fid, fac in g.content.factions.items():
        name = words.faction_ability(fac.ability, fac.ability_name)
        out.append(_item(fmt(tr("%1 (%2)"), name, words.faction(fid, fac.name)),
                         texts.get(fac.ability, "")))
    return "\n".join(out)


def mech_abilities() -> str:
    g = _sample()
    texts = mech_ability_texts()
    names = dict(g.content.ability_names)
    out = [_item(words.ability("river", "River crossing"), texts["river"])]
    for key in ("stride", *(k for k in names if k != "stride")):
        if key in texts:
            out.append(_item(words.ability(key, names.get(key, key)), texts[key]))
    return "\n".join(out)


def cards_section() -> str:
    """The section S18 in markdown: each card and piece with what it does."""
    g = _sample()
    c = g.content
    lines = [f"## S{CARDS_SECTION} " + tr("Cards and abilities"),
             tr("Every card of the game, made from the game's own card files."),
             "- S18.1 **" + tr("Objectives") + "**: " + tr(
                 "reveal one at the end of your turn when its condition is true (S14).")]
    for cid in sorted(c.objectives):
        name, flavour = words.card(g, cid)
        lines.append(_item(name, fmt(tr("%1. *%2*"), condition_words(g, 0, cid), flavour)))
    lines.append("- S18.2 **" + tr("Foundry cards") + "**: " + tr(
        "taken at the Foundry; a fifth section of your mat (S13)."))
    for cid in sorted(c.foundry):
        name, flavour = words.card(g, cid)
        options = "; ".join(fmt(tr("pay %1 → %2"), amounts_text(o.cost), amounts_text(o.gain))
                            for o in c.foundry[cid].top)
        lines.append(_item(name, fmt(tr("%1. *%2*"), options, flavour)))
    lines.append("- S18.3 **" + tr("Encounters") + "**: " + tr(
        "met by your character on an encounter hex; choose one option (S12)."))
    for cid in sorted(c.encounters):
        name, flavour = words.card(g, cid)
        options = "; ".join(fmt(tr("%1: pay %2 → %3"), key, amounts_text(o.cost),
                                amounts_text(o.gain))
                            for key, o in c.encounters[cid].options.items())
        lines.append(_item(name, fmt(tr("%1. *%2*"), options, flavour)))
    lines.append("- S18.4 **" + tr("Structures") + "**: " + tr(
        "one of each per player, placed by Build (S9.6)."))
    for sid, text in structure_texts().items():
        lines.append(_item(words.structure(sid), text))
    lines.append("- S18.5 **" + tr("Structure bonus tiles") + "**: " + tr(
        "one is drawn for the game; it pays at the end for 1, 2, 3 or 4+ (S16.2)."))
    for tile in c.bonus_tiles.values():
        name, text = words.bonus_tile(tile.id, tile.name, tile.text)
        lines.append(_item(name, fmt(tr("%1 Pays %2."), text,
                                     " / ".join(str(v) for v in tile.payout))))
    lines.append("- S18.6 **" + tr("Recruits") + "**: " + tr(
        "placed by Conscript on a column of your mat (S9.7)."))
    for column in COLUMNS:
        lines.append(_item(words.bottom_action(column), fmt(
            tr("+1 %1 whenever you or a neighbour does this bottom action."),
            words.track(ONGOING[column]))))
    lines.append(_item(tr("One-time bonuses"), ", ".join(
        fmt(tr("%1 %2"), 2, words.track(b)) for b in BONUSES) + "."))
    return "\n".join(lines) + "\n"


def expand(text: str) -> str:
    """The guide's text with the generated parts in place of their markers."""
    if "{{faction_abilities}}" in text:
        text = text.replace("  {{faction_abilities}}", faction_abilities())
    if "{{mech_abilities}}" in text:
        text = text.replace("  {{mech_abilities}}", mech_abilities())
    return text
