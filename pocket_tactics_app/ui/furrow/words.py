"""Words for Furrow & Foundry on screen: names of terrains, resources, actions, tracks,
and one line of the log per event. Every text goes through Qt's translation (context
``FurrowWords``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...furrow.engine.game import Game
from ...textfmt import english_plural, fmt


def tr(text: str) -> str:
    return QCoreApplication.translate("FurrowWords", text)


def terrain(kind: str) -> str:
    return {
        "mountain": tr("Mountain"), "forest": tr("Forest"), "field": tr("Field"),
        "tundra": tr("Tundra"), "village": tr("Village"), "lake": tr("Lake"),
        "foundry": tr("The Foundry"),
    }.get(kind, kind)


def resource(kind: str) -> str:
    return {"food": tr("food"), "wood": tr("wood"), "metal": tr("metal"),
            "oil": tr("oil")}.get(kind, kind)


def top_action(kind: str) -> str:
    return {"strengthen": tr("Strengthen"), "move": tr("Move"), "produce": tr("Produce"),
            "trade": tr("Trade"), "foundry": tr("Foundry card")}.get(kind, kind)


def bottom_action(kind: str) -> str:
    return {"upgrade": tr("Upgrade"), "deploy": tr("Deploy"), "build": tr("Build"),
            "conscript": tr("Conscript"), "foundry_move": tr("Foundry move")}.get(kind, kind)


def unit_kind(kind: str) -> str:
    return {"character": tr("character"), "mech": tr("mech"),
            "worker": tr("worker")}.get(kind, kind)


def structure(kind: str) -> str:
    return {"beacon": tr("Beacon"), "waterwheel": tr("Waterwheel"), "delve": tr("Delve"),
            "drill_hall": tr("Drill Hall")}.get(kind, kind)


def track(kind: str) -> str:
    return {"power": tr("power"), "coins": tr("coins"), "popularity": tr("popularity"),
            "cards": tr("combat cards"), "resources": tr("resources")}.get(kind, kind)


def star(category: str) -> str:
    return {"upgrades": tr("all upgrades"), "mechs": tr("all mechs"),
            "structures": tr("all structures"), "recruits": tr("all recruits"),
            "workers": tr("all workers"), "popularity": tr("top popularity"),
            "power": tr("top power"), "objective": tr("objective"),
            "combat": tr("combat win")}.get(category, category)


def level(name: str) -> str:
    """A computer level's name."""
    return {"easy": tr("easy"), "normal": tr("normal"), "hard": tr("hard"),
            "greedy": tr("greedy"), "random": tr("random")}.get(name, name)


def phase(kind: str | None) -> str:
    return {
        "section": tr("choose a section"), "top": tr("top action"), "move": tr("moving"),
        "retreat": tr("retreat"), "combat_order": tr("choose a combat"),
        "pre_combat": tr("before the combat"), "commit": tr("sealed combat commit"),
        "encounter": tr("encounter"), "foundry_card": tr("take a Foundry card"),
        "bottom": tr("bottom action"), "objective": tr("objective or end of turn"),
    }.get(kind or "", tr("game over"))


def kind_label(kind: str) -> str:
    """The button text of one legal entry kind."""
    return {
        "section": tr("Section"), "skip": tr("Skip"), "strengthen": tr("Strengthen"),
        "gain_coins": tr("Take coins instead"), "move_unit": tr("Move a unit"),
        "end_move": tr("End the move"), "produce": tr("Produce"), "trade": tr("Trade"),
        "foundry_top": tr("Foundry card action"), "upgrade": tr("Upgrade"),
        "deploy": tr("Deploy a mech"), "build": tr("Build"), "conscript": tr("Conscript"),
        "foundry_move": tr("Foundry move"), "combat": tr("Fight here"),
        "bombard": tr("Bombard"), "hired_guns": tr("Hired guns"), "pass": tr("Pass"),
        "commit": tr("Commit to the combat"), "retreat": tr("Retreat"),
        "encounter": tr("Choose"), "take_foundry_card": tr("Take"),
        "objective": tr("Reveal objective"), "end_turn": tr("End the turn"),
    }.get(kind, kind)


def faction(fid: str, english: str) -> str:
    """A faction's name in the interface language (the content's own name otherwise)."""
    return {
        "veldmark": tr("Veldmark Commune"), "corvane": tr("Corvane Syndicate"),
        "hollin": tr("Hollin Clans"), "saltreach": tr("Saltreach Wardens"),
        "ember": tr("Ember Covenant"),
    }.get(fid, english)


def base(fid: str, english: str) -> str:
    return {"veldmark": tr("Haybarrow"), "corvane": tr("Ledgerport"),
            "hollin": tr("Thornhold"), "saltreach": tr("Brinewatch"),
            "ember": tr("Cinderspire")}.get(fid, english)


def mat(number: int, english: str) -> str:
    return {1: tr("Steward"), 2: tr("Artisan"), 3: tr("Pioneer"), 4: tr("Tinker"),
            5: tr("Vanguard")}.get(number, english)


def ability(key: str, english: str) -> str:
    return {
        "reed_boats": tr("Reed Boats"), "market_roads": tr("Market Roads"),
        "ridge_tunnels": tr("Ridge Tunnels"), "shoreline_ferry": tr("Shoreline Ferry"),
        "fallback": tr("Fallback"), "stride": tr("Stride"), "levy": tr("Levy"),
        "hired_guns": tr("Hired Guns"), "ambush_ground": tr("Ambush Ground"),
        "stand_fast": tr("Stand Fast"), "bombard": tr("Bombard"),
        "river": tr("River crossing"),
    }.get(key, english)


def faction_ability(key: str, english: str) -> str:
    """A faction ability's name (S3.2) in the interface language."""
    return {
        "common_stores": tr("Common Stores"), "wading_hands": tr("Wading Hands"),
        "requisition": tr("Requisition"), "tireless": tr("Tireless"),
        "wayfinders": tr("Wayfinders"), "unbounded": tr("Unbounded"),
    }.get(key, english)


def bonus_tile(key: str, name: str, text: str) -> tuple[str, str]:
    """A structure bonus tile's name and text."""
    return {
        "lakeshore": (tr("Lakeshore"), tr("Your structures on hexes next to a lake.")),
        "foundry_ring": (tr("Foundry Ring"),
                         tr("Your structures within two hexes of the Foundry.")),
        "riverwatch": (tr("Riverwatch"),
                       tr("Your structures on hexes with two or more river edges.")),
        "tunnel_works": (tr("Tunnel Works"),
                         tr("Tunnel hexes that hold or touch one of your structures.")),
        "many_fields": (tr("Many Fields"), tr("Different terrains under your structures.")),
        "chain": (tr("Chain"),
                  tr("Your structures in the largest group of neighbouring hexes.")),
    }.get(key, (name, text))


def card(game: Game, cid: str) -> tuple[str, str]:
    """A card's (name, flavour) in the interface language: objective, encounter or
    Foundry card."""
    from .card_words import cards

    c = game.content
    if cid in c.objectives:
        english = (c.objectives[cid].name, c.objectives[cid].flavour)
    elif cid in c.encounters:
        english = (c.encounters[cid].title, c.encounters[cid].flavour)
    elif cid in c.foundry:
        english = (c.foundry[cid].name, c.foundry[cid].flavour)
    else:
        english = (cid, "")
    return cards().get(cid, english)


def faction_name(game: Game, seat: int) -> str:
    fid = game.faction(seat)
    return faction(fid, str(game.content.factions[fid].name))


def hex_codes(hexes: Iterable[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """A code for each map hex as drawn on the board: a letter per row from the top (rows
    are the axial ``r``), a number per hex from the left in its row ("A1", "C4"): the
    log and the dialogs name a hex the way a player finds it on the map."""
    rows: dict[int, list[int]] = {}
    for q, r in hexes:
        rows.setdefault(r, []).append(q)
    codes: dict[tuple[int, int], str] = {}
    for i, r in enumerate(sorted(rows)):
        letter = chr(ord("A") + i) if i < 26 else f"Z{i - 25}"
        for n, q in enumerate(sorted(rows[r]), start=1):
            codes[(q, r)] = f"{letter}{n}"
    return codes


def hex_code(game: Game, h: tuple[int, int]) -> str:
    """The board's code of a map hex ("C4"), or "" off the map (a home base)."""
    return hex_codes(game.board.terrain).get(h, "")


def hex_name(game: Game, at: Any) -> str:
    """A hex in words and its code on the board: "Field C4" (never a bare axial pair)."""
    if at == "base" or at is None:
        return tr("home base")
    h = (int(at[0]), int(at[1]))
    kind = game.board.terrain.get(h)
    if kind is None:
        for fid, (name, where, _adj) in game.board.bases.items():
            if where == h:
                return fmt(tr("Home base of %1"), base(fid, name))
        return tr("off the map")
    return fmt(tr("%1 %2"), terrain(kind), hex_code(game, h))


def event_line(game: Game, e: Mapping[str, Any]) -> str | None:
    """One log line for an event (None: not worth a line)."""
    k = e.get("kind")
    who = faction_name(game, int(e["player"])) if "player" in e else ""
    if k == "section":
        return fmt(tr("%1 chose section %2."), who, e["section"])
    if k == "gained":
        if e.get("what") == "resources":
            return fmt(tr("%1 gained resources."), who)
        if e.get("what") == "workers":
            workers = int(e.get("n", 0))
            return fmt(english_plural(QCoreApplication.translate(
                "FurrowWords", "%1 gained %n worker(s).", None, workers), workers), who)
        if e.get("what") == "coins":
            coins = int(e.get("n", 0))
            return fmt(english_plural(QCoreApplication.translate(
                "FurrowWords", "%1 gained %n coin(s).", None, coins), coins), who)
        if e.get("what") == "cards":
            cards = int(e.get("n", 0))
            return fmt(english_plural(QCoreApplication.translate(
                "FurrowWords", "%1 gained %n combat card(s).", None, cards), cards), who)
        return fmt(tr("%1 gained %2 %3."), who, e.get("n", 0), track(str(e.get("what"))))
    if k == "paid":
        return fmt(tr("%1 paid."), who)
    if k == "moved":
        unit = game.units.get(str(e.get("unit")))
        return fmt(tr("%1 moved a %2 to %3."), who,
                   unit_kind(unit.kind) if unit is not None else str(e.get("unit")),
                   hex_name(game, e["path"][-1]) if e.get("path") else "")
    if k == "displaced":
        return fmt(tr("%1's workers were sent home from %2."), who, hex_name(game, e["at"]))
    if k == "retreated":
        return fmt(tr("%1 retreated."), who)
    if k == "combat":
        return fmt(tr("Combat at %1: %2 attacks %3."), hex_name(game, e["at"]),
                   faction_name(game, int(e["attacker"])),
                   faction_name(game, int(e["defender"])))
    if k == "committed":
        return fmt(tr("%1 sealed a commit."), who)
    if k == "revealed":
        parts = [fmt(tr("%1: %2"), faction_name(game, int(s)), c.get("total", 0))
                 for s, c in e.get("commits", {}).items()]
        return fmt(tr("Revealed: %1; %2 wins."), ", ".join(parts),
                   faction_name(game, int(e["winner"])))
    if k == "bombard":
        return fmt(tr("%1 bombarded."), who)
    if k == "hired_guns":
        return fmt(tr("%1 hired guns for %2 coins."), who, e.get("coins", 0))
    if k == "star":
        return fmt(tr("%1 placed a star: %2."), who, star(str(e.get("category"))))
    if k == "encounter":
        return fmt(tr("%1 met an encounter at %2."), who, hex_name(game, e["at"]))
    if k == "encounter_resolved":
        return fmt(tr("%1 chose %2."), who, ", ".join(e.get("options", [])))
    if k == "foundry_card":
        return fmt(tr("%1 took a Foundry card."), who)
    if k == "produced":
        return fmt(tr("%1 produced at %2."), who, hex_name(game, e["at"]))
    if k == "deployed":
        return fmt(tr("%1 deployed a mech at %2."), who, hex_name(game, e["at"]))
    if k == "built":
        return fmt(tr("%1 built a %2 at %3."), who, structure(str(e.get("structure"))),
                   hex_name(game, e["at"]))
    if k == "upgraded":
        return fmt(tr("%1 upgraded."), who)
    if k == "recruited":
        return fmt(tr("%1 conscripted a recruit."), who)
    if k == "recruit_bonus":
        return fmt(tr("%1 took a recruit bonus."), who)
    if k == "objective":
        return fmt(tr("%1 revealed an objective."), who)
    if k == "requisition":
        return fmt(tr("%1 used Requisition."), who)
    if k == "common_stores":
        if e.get("at") is not None:
            return fmt(tr("%1 used Common Stores: 1 %2 from %3 paid for 1 %4."), who,
                       resource(str(e.get("type"))), hex_name(game, e["at"]),
                       resource(str(e.get("instead_of"))))
        return fmt(tr("%1 used Common Stores: 1 %2 paid for 1 %3."), who,
                   resource(str(e.get("type"))), resource(str(e.get("instead_of"))))
    if k == "turn_end":
        return None
    if k == "game_over":
        winners = ", ".join(faction_name(game, int(s)) for s in e.get("winner") or [])
        return fmt(tr("Game over: %1 wins."), winners)
    return None
