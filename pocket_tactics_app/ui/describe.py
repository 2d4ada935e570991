"""Words for the game's state, actions and events, as players read them.

Every string goes through Qt's translation (context "describe"), so the app can
ship English and Chinese. Nothing here changes a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt

from ..core.hexgrid import Hex
from ..engine.actions import Action
from ..engine.cards import Catalog
from ..engine.events import Event
from ..engine.game import RULES_REVISION, Game
from ..engine.kinds import ActionKind, EventKind, Phase
from ..textfmt import english_plural as english_plural  # re-exported: describe.english_plural
from ..textfmt import fmt as fmt  # re-exported: describe.fmt
from . import i18n, theme

if TYPE_CHECKING:
    from .hexmap import TileView


def tr(text: str) -> str:
    return QCoreApplication.translate("describe", text)


def colour_text(colour: object) -> str:
    """``off``/``def`` as the dice colours' names (OFF, DEF) in the current language."""
    key = str(colour).lower()
    if key == "off":
        return tr("OFF")
    if key == "def":
        return tr("DEF")
    return str(colour).upper()


def player_colour(player: int) -> str:
    return tr("Blue") if player == 0 else tr("Orange")


def player_name(player: int, players: tuple[str, str] | None = None) -> str:
    """'Blue (you)', 'Orange (computer)', or 'Blue player' at one screen."""
    colour = player_colour(player)
    if players is None or players[0] == players[1]:
        return fmt(tr("%1 player"), colour)
    if players[player] == "ai":
        return fmt(tr("%1 (computer)"), colour)
    return fmt(tr("%1 (you)"), colour)


def tile_name(catalog: Catalog, tile_id: str | None) -> str:
    if not tile_id:
        return ""
    try:
        return i18n.tile_name(catalog.tile(tile_id))
    except KeyError:
        return theme.display_name(tile_id)


def tile_rule(catalog: Catalog, tile_id: str | None) -> str:
    """A terrain or feature card's rule text in the current language ("" when unknown)."""
    if not tile_id:
        return ""
    try:
        return i18n.tile_text(catalog.tile(tile_id))
    except KeyError:
        return ""


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it exactly as written.

    Qt shows a tooltip as rich text when its first line looks like HTML, so a card of
    the player's own named "<b>Boss</b>" would show "Boss" in bold. Such text is
    escaped into a rich-text paragraph (line breaks and spaces kept); any other text,
    every shipped card's included, is returned unchanged."""
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)


def tile_label(g: Game, h: Hex) -> str:
    """'Badlands · held by Blue [1, 2]': the tile's name, who holds it, where it is."""
    t = g.tiles[h]
    name = tile_name(g.catalog, t.kind)
    owner = g.control.get(h)
    if t.feature and owner is not None:
        name += " · " + fmt(tr("held by %1"), player_colour(owner))
    return f"{name} {hex_text(h)}"


def tile_tip(g: Game, h: Hex) -> str:
    """A map tile's hover text (plain): its label, then the rule of its type (the feature
    when there is one, R8.3) in the current language, as a unit token's tooltip reads."""
    rule = tile_rule(g.catalog, g.tiles[h].kind)
    return tile_label(g, h) + ("\n" + rule if rule else "")


def tile_view(g: Game, h: Hex) -> TileView:
    """The map's plain-data view of the tile at ``h``, with its hover text (``tile_tip``).
    Shared by the main window and replays."""
    from .hexmap import TileView

    t = g.tiles[h]
    return TileView(h, t.terrain, t.feature, plain_tooltip(tile_tip(g, h)))


def unit_name(game: Game, uid: str) -> str:
    unit = game.units.get(uid)
    return i18n.card_name(unit.card) if unit is not None else uid


def hex_text(h: Any) -> str:
    if h is None:
        return "?"
    return f"[{h[0]}, {h[1]}]"


def _nearest_feature(g: Game, h: Hex, other: bool = False) -> tuple[int, str] | None:
    """(distance, feature name) of the feature nearest to ``h`` (first in map order);
    ``other``: not the one on ``h``."""
    from ..core.hexgrid import hex_distance

    best: tuple[int, Hex] | None = None
    for f in sorted(g.features()):
        if other and f == h:
            continue
        d = hex_distance(f, h)
        if best is None or d < best[0]:
            best = (d, f)
    if best is None:
        return None
    return best[0], tile_name(g.catalog, g.tiles[best[1]].feature)


def near_text(g: Game, h: Any, other: bool = False) -> str:
    """Where ``h`` is, in words a player knows: 'on the Colony', 'next to the Colony',
    '2 steps from the Colony' (the nearest feature); the map coordinate when the map has
    no feature yet."""
    at = (int(h[0]), int(h[1])) if h is not None else None
    near = _nearest_feature(g, at, other) if at is not None else None
    if at is None or near is None:
        return fmt(tr("at %1"), hex_text(h))
    d, feature = near
    if d == 0:
        return fmt(tr("on the %1"), feature)
    if d == 1:
        return fmt(tr("next to the %1"), feature)
    return fmt(english_plural(QCoreApplication.translate(
        "describe", "%n step(s) from the %1", None, d), d), feature)


def place_text(g: Game, h: Any) -> str:
    """A tile in words: 'the Colony', 'Water next to the Colony', 'Wasteland 2 steps
    from the Biomass' (never bare axial pairs)."""
    at = (int(h[0]), int(h[1])) if h is not None else None
    if at is None or at not in g.tiles:
        return fmt(tr("the tile %1"), hex_text(h))
    t = g.tiles[at]
    if t.feature:
        return fmt(tr("the %1"), tile_name(g.catalog, t.feature))
    terrain = tile_name(g.catalog, t.terrain)
    near = _nearest_feature(g, at)
    if near is None:
        return fmt(tr("%1 at %2"), terrain, hex_text(at))
    where = QCoreApplication.translate("describe", "%1 %2", "a terrain, then where it is")
    return fmt(where, terrain, near_text(g, at))


def dice_text(values: list[int]) -> str:
    return " ".join(str(v) for v in values) if values else "–"


def reason_text(reason: str, rules: int = RULES_REVISION, winner: object = None,
                players: tuple[str, str] | None = None, limit: int = 40) -> str:
    """How a game ended, in words; ``rules`` is the revision it was played under (the
    turn limit of R11.3 read differently before revision 2). Given the ``winner`` (0, 1
    or "draw") and who sat where (``players``), the sentence names the seat: "You had no
    legal action left (R11.1)"; ``limit`` is the game's turn limit."""
    if reason == "draw_rule" and rules < 2:
        return tr("no defeat and no change of control for too many turns (R11.3)")
    if isinstance(winner, int) and not isinstance(winner, bool) and winner in (0, 1):
        if reason == "no_action":
            return fmt(tr("%1 had no legal action left (R11.1)"), seat_subject(1 - winner,
                                                                               players))
        if reason == "control":
            return fmt(tr("%1 held every feature on the map (R11.2)"),
                       seat_subject(winner, players))
        if reason == "turn_limit":
            return fmt(tr("%1 turns passed without a defeat and %2 held more features "
                          "(R11.3)"), limit, seat_object(winner, players))
    if reason == "draw_rule":
        return fmt(tr("%1 turns passed without a defeat with the features held equally "
                      "(R11.3)"), limit)
    return {
        "control": tr("controls every feature on the map (R11.2)"),
        "no_action": tr("the opponent had no legal action (R11.1)"),
        "turn_limit": tr("more features held when the turn limit ran out (R11.3)"),
    }.get(reason, reason)


def seat_subject(player: int, players: tuple[str, str] | None) -> str:
    """A seat as the subject of a sentence: "You", "The computer", or "Blue" at one
    screen (or when who sat where is not known)."""
    if players is not None and players[0] != players[1]:
        return tr("You") if players[player] == "human" else tr("The computer")
    return player_colour(player)


def seat_object(player: int, players: tuple[str, str] | None) -> str:
    """A seat inside a sentence: "you", "the computer", or "Blue"."""
    if players is not None and players[0] != players[1]:
        return tr("you") if players[player] == "human" else tr("the computer")
    return player_colour(player)


def status_line(g: Game, players: tuple[str, str], human_to_act: bool) -> str:
    """The main window's status line: whose turn it is and what to do, or how the game
    ended. ``human_to_act``: the player to act sits at this screen."""
    p = g.current_player()
    who = player_name(p, players)
    if g.is_over():
        reason = reason_text(g.win_reason, g.rules, g.winner, players, g.turn_limit or 40)
        if g.winner == "draw":
            return fmt(tr("Game over: a draw — %1."), reason)
        winner = player_name(int(cast(int, g.winner)), players)
        return fmt(tr("Game over: %1 wins — %2."), winner, reason)
    if not human_to_act:
        return fmt(tr("%1 is deciding…"), who)
    if g.pending is not None:
        d = g.decision() or {}
        if d.get("phase") == "bump":
            return fmt(tr("%1: bump phase — click one of your dice to bump it, or Pass."), who)
        return fmt(tr("%1: re-roll phase — click one of your dice to re-roll it, or Pass."),
                   who)
    if g.phase == Phase.TILES:
        return fmt(tr("%1: place the drawn %2 next to the map (glowing outlines)."),
                   who, tile_name(g.catalog, g.drawn))
    if g.phase == Phase.FEATURES:
        home = tile_name(g.catalog, g.home_features[p])
        if len(g.legal_actions()) == 1:
            return fmt(tr("%1: your home feature, %2, has one place left: the only tile "
                          "farthest from every feature on the map (R2.6). Click it."), who,
                       home)
        return fmt(tr("%1: choose a highlighted tile for your home feature, %2: the tiles "
                      "farthest from every feature on the map (R2.6)."), who, home)
    if g.phase == Phase.UNITS:
        return fmt(tr("%1: choose a unit in your reserve, then a highlighted tile by your "
                      "home feature (R2.7)."), who)
    return fmt(tr("Turn %1 · %2: move, attack, deploy or withdraw one unit — click a unit "
                  "to see what it can do."), g.turn, who)


def move_hint(
    steps: int,
    hazard: bool,
    survival: float | None = None,
    tests: tuple[tuple[int, str, str], ...] = (),
    immune: tuple[str, str] | None = None,
    catalog: Catalog | None = None,
) -> str:
    """The hint over a move's end: its steps, and a hazard on the way with the chance to
    survive its test (R8.1, R8.2), or why the hazard does not touch the unit."""
    text = english_plural(
        QCoreApplication.translate("describe", "Move here (%n step(s))", None, steps), steps)
    if tests and survival is not None:
        target, colour, kind = tests[0]
        tile = tile_name(catalog, kind) if catalog is not None else kind
        if len(tests) == 1:
            test = fmt(tr("a %1 %2 test in %3"), target, colour_text(colour), tile)
        else:
            n = len(tests)
            test = english_plural(QCoreApplication.translate("describe", "%n hazard test(s)",
                                                             None, n), n)
        return fmt(tr("%1 · %2: %3% to survive (bumps and re-rolls used)"), text, test,
                   round(survival * 100))
    if hazard:
        return fmt(tr("%1; hazard on the way!"), text)
    if immune is not None and catalog is not None:
        kind, why = immune
        tile = tile_name(catalog, kind)
        if why == "favored":
            reason = fmt(tr("%1 is its favored terrain"), tile)
        elif why.startswith("type:"):
            reason = fmt(tr("%1 spares a %2"), tile, why[5:])
        else:
            reason = fmt(tr("its card ignores the hazard of %1"), tile)
        return fmt(tr("%1 · no hazard test: %2"), text, reason)
    return text


def odds_line(win: float, lose: float, approximate: bool) -> str:
    """'62% you defeat it · 18% it defeats you' ('about …' when the odds are capped)."""
    text = fmt(tr("%1% you defeat it · %2% it defeats you"), round(win * 100), round(lose * 100))
    return fmt(tr("about %1"), text) if approximate else text


def odds_unavailable(problem: str) -> str:
    return fmt(tr("Odds unavailable: %1"), problem)


def card_button_text(g: Game, action: Action) -> str:
    """The button on a unit's card for its withdrawal or an ability."""
    if action.kind == ActionKind.WITHDRAW:
        return tr("Withdraw to the reserve")
    return fmt(tr("Use %1"), ability_name(g, action))


def menu_label(g: Game, a: Action, unit_hex: Hex | None) -> str:
    """A right-click menu entry for the legal action ``a`` (an attack's odds not
    included); ``unit_hex``: where ``a``'s unit stands on the map, if it does."""
    k = a.kind
    if k == ActionKind.PLACE_TILE:
        return tr("Place the drawn tile here")
    if k == ActionKind.PLACE_FEATURE:
        return tr("Place your home feature here")
    if k == ActionKind.PLACE_UNIT:
        return fmt(tr("Place %1 here"), unit_name(g, a.unit))
    if k == ActionKind.DEPLOY:
        return fmt(tr("Deploy %1 here"), unit_name(g, a.unit))
    if k == ActionKind.MOVE:
        return fmt(tr("Move %1 here"), unit_name(g, a.unit))
    if k == ActionKind.ATTACK:
        return fmt(tr("Attack %1 with %2"), unit_name(g, a.target), unit_name(g, a.unit))
    if k == ActionKind.WITHDRAW:
        return fmt(tr("Withdraw %1 to the reserve"), unit_name(g, a.unit))
    label = fmt(tr("%1: use %2"), unit_name(g, a.unit), ability_name(g, a))
    if a.target:
        label += " → " + unit_name(g, a.target)
    elif a.at is not None and a.at != unit_hex:
        label += " → " + hex_text(a.at)
    return label


def action_text(game: Game, action: Action) -> str:
    """One action in words; ``game`` is the state the action was taken in (or after)."""
    k = action.kind
    name = unit_name(game, action.unit) if action.unit else ""
    if k == "move":
        return fmt(tr("%1 moves to %2"), name,
                   place_text(game, action.path[-1] if action.path else None))
    if k == "attack":
        return fmt(tr("%1 attacks %2"), name, unit_name(game, action.target))
    if k == "deploy":
        return fmt(tr("%1 deploys to %2"), name, place_text(game, action.at))
    if k == "withdraw":
        return fmt(tr("%1 withdraws to the reserve"), name)
    if k == "ability":
        return fmt(tr("%1 uses %2"), name, ability_name(game, action))
    if k == "bump":
        return fmt(tr("%1 bumps a %2 die"), name, colour_text(action.colour))
    if k == "reroll":
        return fmt(tr("%1 re-rolls a %2 die"), name, colour_text(action.colour))
    if k == "pass":  # no more bumps or re-rolls: never "give up"
        return QCoreApplication.translate("describe", "Pass", "no more bumps or re-rolls")
    if k == "place_tile":
        return fmt(tr("Places a tile %1"), near_text(game, action.at))
    if k == "place_feature":
        return fmt(tr("Sets the home feature %1"), near_text(game, action.at, other=True))
    if k == "place_unit":
        return fmt(tr("Places %1 on %2"), name, place_text(game, action.at))
    return action.describe()


def ability_name(game: Game, action: Action) -> str:
    unit = game.units.get(action.unit)
    if unit is None:
        return action.ability
    for ability in unit.card.abilities:
        if ability.id == action.ability:
            return i18n.ability_name(ability)
    return action.ability


def event_text(game: Game, ev: Event) -> str:
    """A short line for one event (empty for those the log leaves out)."""
    cat = game.catalog
    k = ev["kind"]
    if ev["kind"] == EventKind.PLACED_TILE:
        return fmt(tr("%1 placed %2"), tile_name(cat, ev["tile"]), near_text(game, ev["at"]))
    if ev["kind"] == EventKind.DRAWN:
        return fmt(tr("drew %1"), tile_name(cat, ev["tile"]))
    if ev["kind"] == EventKind.PLACED_FEATURE:
        return fmt(tr("%1 set %2"), tile_name(cat, ev["feature"]),
                   near_text(game, ev["at"], other=True))
    if ev["kind"] == EventKind.ROLL_OFF:
        return fmt(tr("roll-off: Blue %1, Orange %2"), ev["dice"][0], ev["dice"][1])
    if ev["kind"] == EventKind.CENTRAL_FEATURE:
        return fmt(tr("central feature drawn: %1"), tile_name(cat, ev["feature"]))
    if ev["kind"] == EventKind.GAME_START:
        return fmt(tr("the game begins; %1 moves first"), player_colour(ev["to_move"]))
    if ev["kind"] == EventKind.ROLLED:
        parts = []
        if "off" in ev:
            parts.append(fmt(tr("OFF %1"), dice_text(ev["off"])))
        if "def" in ev:
            parts.append(fmt(tr("DEF %1"), dice_text(ev["def"])))
        return fmt(tr("%1 rolls %2"), unit_name(game, ev["unit"]), ", ".join(parts))
    if ev["kind"] == EventKind.BUMPED:
        return fmt(tr("%1 bumps %2 +%3 → %4"), unit_name(game, ev["unit"]),
                   colour_text(ev["colour"]), ev["by"], ev["value"])
    if ev["kind"] == EventKind.REROLLED:
        return fmt(tr("%1 re-rolls %2 %3 → %4"), unit_name(game, ev["unit"]),
                   colour_text(ev["colour"]), ev["old"], ev["value"])
    if ev["kind"] == EventKind.HAZARD:
        return fmt(tr("%1 enters %2: %3 test"), unit_name(game, ev["unit"]),
                   tile_name(cat, ev["tile"]), ev["test"])
    if ev["kind"] == EventKind.TEST:
        result = tr("passed") if ev["result"] == "pass" else tr("failed")
        return fmt(tr("%1 %2 the test (%3)"), unit_name(game, ev["unit"]), result,
                   dice_text(ev["dice"]))
    if ev["kind"] == EventKind.DEFEATED:
        u = unit_name(game, ev["unit"])
        by = ev.get("by")
        if by:
            return fmt(tr("%1 is defeated by %2"), u, unit_name(game, by))
        return fmt(tr("%1 is defeated"), u)
    if ev["kind"] == EventKind.CONTROL:
        owner = ev["owner"]
        if owner is None:
            return fmt(tr("%1 is no longer controlled"), place_text(game, ev["feature"]))
        return fmt(tr("%1 takes control of %2"), player_colour(owner),
                   place_text(game, ev["feature"]))
    if ev["kind"] == EventKind.RETURNED:
        return fmt(tr("%1 returns to the reserve"), unit_name(game, ev["unit"]))
    if ev["kind"] == EventKind.COUNT:  # a defeat says itself (its own event)
        return "" if ev["target_defeated"] or ev["attacker_defeated"] else tr("both survive")
    if k == EventKind.GAME_OVER:
        return tr("game over")
    return ""  # count, moved, attack, deployed, ...: the action's own row says them


def dice_of(events: list[Event]) -> str:
    """The dice an action rolled, in short form: 'OFF 5 3 · DEF 2 | OFF 4 · DEF 6 1'."""
    parts = []
    for ev in events:
        if ev["kind"] == EventKind.ROLLED:
            colours = [f"{colour_text(c)} {dice_text(v)}"
                       for c, v in (("off", ev.get("off")), ("def", ev.get("def"))) if v]
            parts.append(" · ".join(colours))
        elif ev["kind"] == EventKind.REROLLED:
            parts.append(f"↻{ev['old']}→{ev['value']}")
        elif ev["kind"] == EventKind.BUMPED:
            parts.append(f"+{ev['by']}→{ev['value']}")
        elif ev["kind"] == EventKind.ROLL_OFF:
            parts.append(f"{ev['dice'][0]}:{ev['dice'][1]}")
    return " | ".join(parts)


def deploy_block_reason(g: Game, player: int) -> str:
    """Why ``player``'s reserve cannot deploy now, in words (R9.1); empty when it can or
    when it is not their turn to act."""
    if g.phase != Phase.PLAY or g.pending is not None or g.current_player() != player:
        return ""
    if any(a.kind == ActionKind.DEPLOY for a in g.legal_actions()):
        return ""
    if not any(g.control.get(f) == player for f in g.features()):
        return tr("It cannot deploy now: units deploy next to a feature you control, and "
                  "you control none (R9.1).")
    return tr("It cannot deploy now: every tile next to a feature you control is taken or "
              "is a feature itself (R9.1).")


def fight_dice(events: list[Event]) -> str:
    """An assault's dice as they stand after its bumps and re-rolls, paired as the
    assault panel pairs them (R6.5): the attacker's OFF against the target's DEF, then
    the target's OFF against the attacker's DEF when it counts (not against a ranged
    attack without a reply, R7). ``events``: the assault's, from its attack on; without
    an attack (a test), the dice in short form (``dice_of``)."""
    attack = next((e for e in events if e["kind"] == EventKind.ATTACK), None)
    if attack is None:
        return dice_of(events)
    dice: dict[str, dict[str, list[int]]] = {}
    for ev in events:
        if ev["kind"] == EventKind.ROLLED:
            dice[ev["unit"]] = {"off": list(ev.get("off", [])), "def": list(ev.get("def", []))}
        elif ev["kind"] in (EventKind.BUMPED, EventKind.REROLLED):
            dice[ev["unit"]][ev["colour"]][ev["die"]] = ev["value"]
    a, t = attack["unit"], attack["target"]
    if a not in dice or t not in dice:
        return dice_of(events)
    pairs = [(a, t)] + ([(t, a)] if attack["reply"] else [])
    return " · ".join(
        fmt(tr("OFF %1 against DEF %2"), dice_text(sorted(dice[x]["off"], reverse=True)),
            dice_text(sorted(dice[y]["def"], reverse=True)))
        for x, y in pairs)


def unit_view(g: Game, uid: str, at: Hex | None = None) -> Any:
    """The map's plain-data view of a unit on the map: token name, dice and tooltip
    (card name, owner, dice, movement; shown as written, ``plain_tooltip``). Shared by
    the main window and replays."""
    from .hexmap import UnitView

    u = g.units[uid]
    c = u.card
    tip = f"{i18n.card_name(c)} ({player_colour(u.owner)})\n" + fmt(
        tr("OFF %1 · DEF %2"), c.off.label(), c.defence.label())
    extras = [w for w, n in ((tr("Swift"), c.swift), (tr("Flying"), c.flying),
                             (tr("Ranged"), c.ranged)) if n]
    if extras:
        tip += "\n" + ", ".join(extras)
    where = at if at is not None else u.at
    assert where is not None
    return UnitView(u.id, i18n.card_name(c), u.owner, where, c.off.dice, c.defence.dice,
                    plain_tooltip(tip))
