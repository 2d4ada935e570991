"""Words for a unit's action abilities on its card: the chance to pass an ability's
test before it is used, and why an ability cannot be used now (CARDS.md: Reboot needs
a captive of its player, Sabotage an adjacent feature the enemy holds and no enemy
stands on)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.actions import Action
from ..engine.game import Game, Unit
from ..engine.kinds import Phase
from ..engine.pending_odds import pass_chance
from ..textfmt import fmt
from . import describe, i18n


def tr(text: str) -> str:
    return QCoreApplication.translate("ability_words", text)


def ability_pass_chance(game: Game, action: Action) -> float | None:
    """The chance that the ability ``action`` uses passes its test (R8.2), its bumps and
    re-rolls taken by the default policy; None when it makes no test."""
    unit = game.units.get(action.unit)
    if unit is None:
        return None
    ability = next((a for a in unit.card.abilities if a.id == action.ability), None)
    effect = next((e for e in ability.effects if e.test is not None), None) if ability else None
    if effect is None or effect.test is None:
        return None
    colour, target = effect.test.colour, effect.test.target
    n = unit.card.dice(colour).dice
    bumps = [b.value for b in game.bump_sources(unit, colour, ("test",))] if n else []
    return pass_chance(n, target, bumps, game.rerolls(unit, ("test",)))


def button_text(game: Game, action: Action) -> str:
    """The card's button for a withdrawal or an ability, with an ability's chance to pass
    its test."""
    text = describe.card_button_text(game, action)
    chance = ability_pass_chance(game, action) if action.kind == "ability" else None
    if chance is None:
        return text
    return fmt(tr("%1 (%2% to pass its test)"), text, round(chance * 100))


def unusable(game: Game, unit: Unit, legal: list[Action]) -> list[str]:
    """Why each action ability of ``unit`` (its player's to move, in play) cannot be used
    now, one line each; empty when every one can."""
    if game.phase != Phase.PLAY or game.pending is not None or unit.where != "map":
        return []
    used = {a.ability for a in legal if a.kind == "ability" and a.unit == unit.id}
    out = []
    for ability in unit.card.abilities:
        if not ability.is_action or ability.id in used:
            continue
        kinds = {e.kind for e in ability.effects}
        name = i18n.ability_name(ability)
        if "rescue" in kinds:
            out.append(fmt(tr("%1 cannot be used now: none of your units is held captive."),
                           name))
        elif "sabotage" in kinds:
            out.append(fmt(tr("%1 cannot be used now: no feature next to it is held by the "
                              "enemy with no enemy on it."), name))
        else:
            out.append(fmt(tr("%1 cannot be used now."), name))
    return out
