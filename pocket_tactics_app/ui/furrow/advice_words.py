"""The words of Furrow & Foundry's advice: a turn's steps, a hint's reasons and a chance
to win, as the hint banner, the end dialog and the replay's review say them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...furrow.ai.hint import Change, ChangeKind, FurrowHint
from ...furrow.ai.planner import PLAY_TIME_LIMITS
from ...furrow.engine.game import Action, Game
from ...textfmt import fmt
from . import words

#: how long the hint's search may take (Hard's own cap in play)
HINT_TIME_LIMIT = PLAY_TIME_LIMITS["hard"]


def tr(text: str) -> str:
    return QCoreApplication.translate("FurrowAdvice", text)


def chance_text(p: float) -> str:
    """A chance as a whole percentage; "<1%" and ">99%" for what may still happen."""
    if p <= 0.0 or p >= 1.0:
        return f"{round(p * 100)}%"
    return "<1%" if p < 0.005 else ">99%" if p > 0.995 else f"{round(p * 100)}%"


def action_words(game: Game, a: Action) -> str:
    """One step of a turn in words ("Section II", "Move the mech to Field C4")."""
    kind = str(a["kind"])
    if kind == "section":
        return fmt(tr("Section %1"), ("I", "II", "III", "IV", "V")[int(a["section"]) - 1])
    if kind in ("move_unit", "foundry_move") and a.get("path"):
        unit = game.units.get(str(a["unit"]))
        what = words.unit_kind(unit.kind) if unit is not None else str(a["unit"])
        return fmt(tr("Move the %1 to %2"), what, words.hex_name(game, a["path"][-1]))
    if kind == "produce":
        return fmt(tr("Produce on %1"), tr(", ").join(
            words.hex_code(game, (int(h[0]), int(h[1]))) for h in a.get("hexes", [])))
    if kind in ("deploy", "build") and "at" in a:
        what = (words.structure(str(a["structure"])) if kind == "build"
                else words.bottom_action(kind))
        return fmt(tr("%1 on %2"), what, words.hex_name(game, a["at"]))
    if kind in ("strengthen", "trade") and "gain" in a:
        return fmt(tr("%1: %2"), words.kind_label(kind), words.track(str(a["gain"])))
    if kind == "combat" and "at" in a:
        return fmt(tr("Fight at %1"), words.hex_name(game, a["at"]))
    if kind == "commit":
        return fmt(tr("Commit %1 power and %2 cards"), a.get("power", 0),
                   len(a.get("cards", [])))
    return words.kind_label(kind)


def change_words(game: Game, c: Change) -> str:
    """A fact of a hint's reason in words ("+1 star (all upgrades)", "a mech on C4")."""
    k, n = c.kind, c.amount
    signed = f"{n:+d}"
    where = words.hex_code(game, c.at) if c.at is not None else ""
    if k is ChangeKind.STAR:
        return fmt(tr("%1 star (%2)"), signed, words.star(c.detail))
    if k is ChangeKind.MECH:
        return fmt(tr("a mech on %1"), where) if where else tr("a mech")
    if k is ChangeKind.STRUCTURE:
        return fmt(tr("a %1 on %2"), words.structure(c.detail), where)
    if k is ChangeKind.RECRUIT:
        return fmt(tr("a recruit (%1)"), words.bottom_action(c.detail))
    if k is ChangeKind.UPGRADE:
        return tr("an upgrade")
    if k is ChangeKind.RESOURCES:
        return fmt(tr("%1 %2"), signed, words.resource(c.detail))
    label = {ChangeKind.COINS: tr("coins"), ChangeKind.POPULARITY: tr("popularity"),
             ChangeKind.POWER: tr("power"), ChangeKind.CARDS: tr("combat cards"),
             ChangeKind.WORKERS: tr("workers"),
             ChangeKind.TERRITORY: tr("territories")}[k]
    return fmt(tr("%1 %2"), signed, label)


def hint_text(game: Game, h: FurrowHint) -> str:
    """The banner's words: the choice, the rest of the turn, why, the chance to win."""
    lines = [fmt(tr("Hint for %1: %2"), words.faction_name(game, h.seat),
                 action_words(game, h.action))]
    sep = tr(", ")  # between the items of a list
    rest = [action_words(game, a) for a in h.steps[1:]]
    if rest:
        lines.append(fmt(tr("Then: %1"), sep.join(rest)))
    why = [change_words(game, c) for c in h.changes[:3]]
    if why:
        lines.append(fmt(tr("Why: %1"), sep.join(why)))
    lines.append(fmt(tr("Chance to win from here: %1"), chance_text(h.win_chance)))
    return "\n".join(lines)
