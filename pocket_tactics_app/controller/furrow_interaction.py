"""What the Furrow & Foundry player at the screen may click now, and what a click does
(no Qt here).

The Furrow window keeps one :class:`FurrowInteraction`: the unit chosen to move and the
hexes chosen to produce on. Its queries answer from the game and the engine's legal
entries for a seat only (``legal_for(seat)`` of a :class:`FurrowSource`, in the app the
:class:`~.furrow_controller.FurrowController`): which sections of the mat may be chosen
and, for each, which top and bottom actions it offers or why not (a rule ID and the
reason); which units may move and where; what a click on a hex does; which entries are
buttons, which need a dialog, and what the dialogs offer. It never changes the game:
the window sends the actions it returns to ``controller.request``. The preview of a
section not yet chosen is the engine's own: its ``legal()`` on a copy where the section
has been chosen (and, for the bottom action, the top one skipped).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, Protocol

from ..furrow.engine.content import COLUMN_RESOURCE, COLUMNS
from ..furrow.engine.game import Action, Game, IllegalAction

Hex = tuple[int, int]

#: The entry kinds that move a unit (a Move top action, a Foundry card's bottom move).
MOVE_KINDS = ("move_unit", "foundry_move")
#: Entry kinds that are complete as listed (no free field): sent as they are.
PLAIN = ("skip", "end_move", "gain_coins", "pass", "end_turn", "bombard",
         "take_foundry_card", "objective", "strengthen", "combat", "retreat")
#: The fields of a plain entry that its action keeps.
_SENT_FIELDS = ("kind", "player", "gain", "card", "at", "to", "section")
#: The free fields a choice dialog offers, each as a list of values, in this order.
CHOICE_FIELDS = ("cube", "slot", "ability", "at", "structure", "column", "bonus", "coins",
                 "discard")
#: Which unit a click on a hex holding several movers chooses first.
_UNIT_ORDER = {"character": 0, "mech": 1, "worker": 2}


class FurrowSource(Protocol):
    """The running game as the screen sees it (``FurrowController`` is one)."""

    @property
    def game(self) -> Game: ...

    def has_game(self) -> bool: ...

    def legal_for(self, seat: int) -> list[Action]:
        """The legal entries of a human seat deciding now (empty otherwise)."""
        ...


class Reason(StrEnum):
    """Why a section, or one of its actions, cannot be chosen now."""

    NOT_DECIDING = "not_deciding"  # another seat decides, or another step of the turn
    LAST_SECTION = "last_section"  # S6.1: the section of the previous turn
    COST = "cost"  # S6.7: the cost cannot be paid in full
    NO_HEX = "no_hex"  # S7.3 b: no hex to produce on
    NO_EFFECT = "no_effect"  # S9.1: nothing left to deploy, build, upgrade or conscript


@dataclass(frozen=True)
class WhyNot:
    """A rule ID and the reason it gives; ``short``: what a cost lacks (kind -> amount),
    ``need``/``have``: a bottom action's resources."""

    rule: str
    reason: Reason
    short: Mapping[str, int] = field(default_factory=dict)
    need: int = 0
    have: int = 0
    resource: str = ""

    def text(self) -> str:
        """The reason in English (logs, tests; the window words it in the player's
        language from the same fields)."""
        if self.reason is Reason.NOT_DECIDING:
            return f"{self.rule}: it is not this decision now"
        if self.reason is Reason.LAST_SECTION:
            return f"{self.rule}: this section was used last turn"
        if self.reason is Reason.NO_HEX:
            return f"{self.rule}: no hex to produce on"
        if self.reason is Reason.NO_EFFECT:
            return f"{self.rule}: nothing left to do with it"
        if self.resource:
            return f"{self.rule}: costs {self.need} {self.resource}, you have {self.have}"
        lacks = ", ".join(f"{n} {k}" for k, n in self.short.items())
        return f"{self.rule}: cannot pay, {lacks} short"


@dataclass(frozen=True)
class Slot:
    """A top or bottom action of a section: the legal entries it offers (as they would be
    were the section chosen now), or why it offers none."""

    kind: str  # the top action ("strengthen", ..., "foundry") or the bottom column
    entries: tuple[Action, ...] = ()
    why_not: WhyNot | None = None


@dataclass(frozen=True)
class Section:
    """One section of a seat's mat: whether it may be chosen now (or why not) and what
    its top and bottom actions offer."""

    number: int
    choosable: bool
    why_not: WhyNot | None
    top: Slot
    bottom: Slot


@dataclass(frozen=True)
class Click:
    """What a click on a hex does: ``move`` (``entry``: the shortest legal move of the
    chosen unit there), ``select`` (``unit`` is now chosen), ``produce`` (the hex was
    added to or taken from the produce choice), ``send`` (``entry`` is complete: send
    it), ``choose`` (``entry`` needs its dialog, with ``at`` chosen) or ``clear`` (the
    choice in progress is dropped)."""

    kind: Literal["move", "select", "produce", "send", "choose", "clear"]
    entry: Action | None = None
    unit: str | None = None
    at: list[int] | None = None


def as_hex(value: object) -> Hex | None:
    """A hex of an entry (a two-number list), or None for anything else ("base")."""
    if isinstance(value, list | tuple) and len(value) == 2:
        return (int(value[0]), int(value[1]))
    return None


def is_plain(entry: Mapping[str, Any]) -> bool:
    """An entry complete as listed (no free field to choose): sent as it is."""
    kind = entry["kind"]
    return kind in PLAIN or (kind == "trade" and entry.get("gain") == "popularity")


def plain_action(entry: Mapping[str, Any]) -> Action:
    """The concrete action of a plain entry."""
    return {k: v for k, v in entry.items() if k in _SENT_FIELDS}


def move_action(entry: Mapping[str, Any], workers: Sequence[str] = (),
                resources: Mapping[str, int] | None = None) -> Action:
    """The concrete move of a move entry, with the cargo chosen to carry (S8.8)."""
    action: Action = {"kind": entry["kind"], "unit": entry["unit"], "path": entry["path"]}
    carry: dict[str, Any] = {}
    if workers:
        carry["workers"] = list(workers)
    res = {r: n for r, n in (resources or {}).items() if n}
    if res:
        carry["resources"] = res
    if carry:
        action["carry"] = carry
    return action


def choice_fields(entry: Mapping[str, Any]) -> list[tuple[str, list[Any]]]:
    """The free fields a choice dialog offers for ``entry``, each with its values
    (a combat card to discard only for a Foundry card's option: elsewhere it goes with
    Requisition)."""
    out: list[tuple[str, list[Any]]] = []
    for key in CHOICE_FIELDS:
        dom = entry.get(key)
        if not isinstance(dom, list) or not dom:
            continue
        if key == "discard" and entry["kind"] != "foundry_top":
            continue
        out.append((key, list(dom)))
    return out


def placements(entry: Mapping[str, Any]) -> tuple[list[str], list[Any]]:
    """The resources ``entry`` places (a fixed type each, or "" for one of the player's
    choice) and the hexes they may go on; none when the entry places nothing."""
    place = entry.get("place")
    wants = entry["kind"] == "foundry_top" or entry.get("gain") == "resources"
    if not (isinstance(place, list) and place and wants):
        return [], []
    named: Mapping[str, int] = entry.get("named") or {}
    types = [t for t, n in named.items() for _ in range(int(n))]
    types += [""] * int(entry.get("choice", 2 if entry["kind"] == "trade" else 0))
    return types, list(place)


class FurrowInteraction:
    """The unit chosen to move and the hexes chosen to produce on, for one screen, and
    the queries on them (a seat at a time: the one whose screen is open)."""

    def __init__(self, source: FurrowSource) -> None:
        self.source = source
        self.selected: str | None = None
        self.produce: list[list[int]] = []

    # ------------------------------------------------------------------ the choice in progress
    def sync(self, seat: int | None) -> None:
        """Drop a chosen unit that may no longer move and produce hexes no longer
        allowed (after any change of the game)."""
        if self.selected not in self.movers(seat):
            self.selected = None
        self.produce = self.produce_hexes(seat)

    def clear(self) -> bool:
        """Forget the chosen unit and produce hexes; True if there was something."""
        had = self.selected is not None or bool(self.produce)
        self.selected = None
        self.produce = []
        return had

    def legal(self, seat: int | None) -> list[Action]:
        if seat is None or not self.source.has_game():
            return []
        return self.source.legal_for(seat)

    def of_kind(self, seat: int | None, *kinds: str) -> list[Action]:
        """The seat's legal entries of these kinds, in the engine's order."""
        return [e for e in self.legal(seat) if e["kind"] in kinds]

    # ------------------------------------------------------------------ the mat
    def sections(self, seat: int | None) -> list[int]:
        """The sections the seat may choose now."""
        return [int(e["section"]) for e in self.of_kind(seat, "section")]

    def section_action(self, seat: int | None, n: int) -> Action | None:
        """The action choosing section ``n`` (None: it may not be chosen now)."""
        return {"kind": "section", "section": n} if n in self.sections(seat) else None

    def mat(self, seat: int) -> list[Section]:
        """Every section of the seat's mat (and its Foundry card): whether it may be
        chosen now, or why not, and what its top and bottom actions would offer."""
        g = self.source.game
        choosable = self.sections(seat)
        deciding = bool(self.of_kind(seat, "section"))
        p = g.players[seat]
        out: list[Section] = []
        for n in range(1, (5 if p.foundry_card else 4) + 1):
            why: WhyNot | None = None
            if n not in choosable:
                why = (WhyNot("S6.1", Reason.LAST_SECTION)
                       if deciding and p.last_section == n
                       else WhyNot("S6", Reason.NOT_DECIDING))
            top, bottom = self._preview(g, seat, n, why)
            out.append(Section(n, n in choosable, why, top, bottom))
        return out

    def _preview(self, g: Game, seat: int, n: int,
                 why: WhyNot | None) -> tuple[Slot, Slot]:
        """The section's top and bottom entries: the engine's legal entries on a copy
        where the seat has chosen it (the bottom ones with the top action skipped).
        Only while the seat chooses its section; otherwise, or for a section it may not
        choose, none, with the section's reason."""
        top_kind = g.top_kind(seat, n)
        column = "foundry_move" if n == 5 else COLUMNS[n - 1]
        if why is not None:  # the bottom cost is still told: it is the seat's own
            unpaid = self._bottom_why_not(g, seat, column)
            return (Slot(top_kind, why_not=why),
                    Slot(column, why_not=unpaid if unpaid.reason is Reason.COST else why))
        trial = g.clone()
        try:
            trial.apply({"kind": "section", "section": n})
        except IllegalAction as exc:
            refused = WhyNot(exc.rule or "S6.1", Reason.NOT_DECIDING)
            return Slot(top_kind, why_not=refused), Slot(column, why_not=refused)
        # an impossible top action is passed over by the engine (S6.2): then the bottom
        # one, or the next turn, is what the section gives at once
        tops: tuple[Action, ...] = ()
        if trial.phase() == "top" and trial.to_move == seat:
            tops = tuple(e for e in trial.legal() if e["kind"] != "skip")
            trial.apply({"kind": "skip"})
        bottoms: tuple[Action, ...] = ()
        if trial.phase() == "bottom" and trial.to_move == seat:
            bottoms = tuple(e for e in trial.legal() if e["kind"] != "skip")
        top = Slot(top_kind, tops, None if tops else self._top_why_not(g, seat, n, top_kind))
        bottom = Slot(column, bottoms,
                      None if bottoms else self._bottom_why_not(g, seat, column))
        return top, bottom

    @staticmethod
    def _top_why_not(g: Game, seat: int, n: int, kind: str) -> WhyNot:
        short = g.shortfall(seat, [g.top_cost(seat, n)])
        if kind in ("strengthen", "trade") and short:
            return WhyNot("S6.7", Reason.COST, short)
        if kind == "produce":
            cost = g.produce_cost(seat)
            lacks = g.shortfall(seat, [cost])
            return (WhyNot("S7.3", Reason.COST, lacks) if lacks
                    else WhyNot("S7.3", Reason.NO_HEX))
        if kind == "foundry":
            card_id = g.players[seat].foundry_card
            if card_id is not None:
                costs = [o.cost for o in g.content.foundry[card_id].top]
                lacks = min((g.shortfall(seat, [c]) for c in costs),
                            key=lambda s: sum(s.values()), default={})
                if lacks:
                    return WhyNot("S6.7", Reason.COST, lacks)
            return WhyNot("S13", Reason.NO_EFFECT)
        return WhyNot("S6.7", Reason.COST, short)

    @staticmethod
    def _bottom_why_not(g: Game, seat: int, column: str) -> WhyNot:
        if column in COLUMNS and not g.can_pay_column(seat, column):
            kind = COLUMN_RESOURCE[column]
            return WhyNot("S6.7", Reason.COST, need=g.column_cost(seat, column),
                          have=g.controlled_resources(seat, kind), resource=kind)
        if column == "foundry_move":
            return WhyNot("S8", Reason.NO_EFFECT)
        return WhyNot("S9.1", Reason.NO_EFFECT)

    def slot_entries(self, seat: int) -> tuple[str, list[Action]]:
        """The slot of the section being played ("top", "bottom"; "" between them) and
        the entries it offers now (a move's units are offered on the board)."""
        g = self.source.game
        t = g.turn
        if t is None or g.to_move != seat or t.phase not in ("top", "move", "bottom"):
            return "", []
        slot = "bottom" if t.phase == "bottom" else "top"
        return slot, self.legal(seat)

    # ------------------------------------------------------------------ moving
    def movers(self, seat: int | None) -> list[str]:
        """The units that may move now (ids, sorted)."""
        return sorted({str(e["unit"]) for e in self.of_kind(seat, *MOVE_KINDS)})

    def unit_hex(self, seat: int, unit: str) -> Hex:
        """Where a unit stands; a unit in its home base at the base's hex."""
        g = self.source.game
        at = g.units[unit].at
        return at if at is not None else g.board.bases[g.faction(seat)][1]

    def moves_of(self, seat: int | None, unit: str | None) -> list[Action]:
        """The legal move entries of one unit."""
        return [e for e in self.of_kind(seat, *MOVE_KINDS) if e["unit"] == unit]

    def destinations(self, seat: int | None) -> list[Hex]:
        """Where the chosen unit may go (each path's last hex, once)."""
        ends = [as_hex(e["path"][-1]) for e in self.moves_of(seat, self.selected)]
        return list(dict.fromkeys(h for h in ends if h is not None))

    def move_to(self, seat: int | None, end: Hex) -> Action | None:
        """The chosen unit's shortest legal move ending at ``end`` (None: there is none)."""
        entries = [e for e in self.moves_of(seat, self.selected)
                   if as_hex(e["path"][-1]) == end]
        return min(entries, key=lambda e: len(e["path"])) if entries else None

    def path_to(self, seat: int | None, end: Hex) -> list[Hex]:
        """The hexes the chosen unit passes on its shortest move to ``end`` (not ``end``)."""
        e = self.move_to(seat, end)
        if e is None:
            return []
        return [h for h in (as_hex(x) for x in e["path"][:-1]) if h is not None]

    def units_at(self, seat: int, at: Hex) -> list[str]:
        """The movers standing at ``at`` (a home base counts as its hex)."""
        return [u for u in self.movers(seat) if self.unit_hex(seat, u) == at]

    def cargo(self, seat: int | None) -> Mapping[str, Any]:
        """What the chosen unit may carry from its start (workers, resources)."""
        entries = self.moves_of(seat, self.selected)
        cargo = (entries[0].get("cargo") or []) if entries else []
        return cargo[0] if cargo else {}

    # ------------------------------------------------------------------ producing
    def produce_entry(self, seat: int | None) -> Action | None:
        entries = self.of_kind(seat, "produce")
        return entries[0] if entries else None

    def produce_hexes(self, seat: int | None) -> list[list[int]]:
        """The produce choice kept to what the entry allows now."""
        e = self.produce_entry(seat)
        if e is None:
            return []
        allowed = [list(h) for h in e["hexes"]]
        return [h for h in self.produce if h in allowed][: int(e["max"])]

    def produce_action(self) -> Action:
        return {"kind": "produce", "hexes": list(self.produce)}

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int | None, at: Hex) -> Click:
        """What a click on ``at`` does now, the choice in progress updated with it."""
        if seat is None:
            return Click("clear")
        move = self.move_to(seat, at) if self.selected is not None else None
        if move is not None:
            self.selected = None
            return Click("move", move, str(move["unit"]))
        g = self.source.game
        here = self.units_at(seat, at)
        if here:
            self.selected = min(here, key=lambda u: (_UNIT_ORDER[g.units[u].kind], u))
            return Click("select", unit=self.selected)
        h = [at[0], at[1]]
        for e in self.legal(seat):
            kind = e["kind"]
            if kind == "produce" and h in [list(x) for x in e["hexes"]]:
                self.produce = self.produce_hexes(seat)
                if h in self.produce:
                    self.produce.remove(h)
                elif len(self.produce) < int(e["max"]):
                    self.produce.append(h)
                return Click("produce", e, at=h)
            if kind == "combat" and as_hex(e["at"]) == at:
                return Click("send", e)
            if kind == "retreat" and as_hex(e["to"]) == at:
                return Click("send", e)
            spots = e.get("at")
            if isinstance(spots, list) and kind != "combat" \
                    and h in [list(x) for x in spots if isinstance(x, list)]:
                return Click("choose", e, at=h)
        self.selected = None
        return Click("clear")

    def glow(self, seat: int | None) -> dict[Hex, str]:
        """What glows on the board for the seat's decision: the movers' hexes ("deploy"),
        the chosen unit ("selected") and its destinations ("move"), produce hexes
        ("place", chosen ones "selected"), combats ("attack"), retreats ("move"), and
        the hexes a dialog's entry may place on ("deploy")."""
        out: dict[Hex, str] = {}
        if seat is None:
            return out
        movers = self.movers(seat)
        for u in movers:
            out.setdefault(self.unit_hex(seat, u), "deploy")
        if self.selected in movers and self.selected is not None:
            out[self.unit_hex(seat, self.selected)] = "selected"
            for end in self.destinations(seat):
                out[end] = "move"
        chosen = self.produce_hexes(seat)
        for e in self.legal(seat):
            kind = e["kind"]
            if kind == "combat":
                h = as_hex(e["at"])
                if h is not None:
                    out[h] = "attack"
            elif kind == "retreat":
                h = as_hex(e["to"])
                if h is not None:
                    out[h] = "move"
            elif kind == "produce":
                for x in e["hexes"]:
                    h = as_hex(x)
                    if h is not None:
                        out[h] = "selected" if list(x) in chosen else "place"
            elif not is_plain(e) and isinstance(e.get("at"), list):
                for x in e["at"]:
                    h = as_hex(x)
                    if h is not None:
                        out.setdefault(h, "deploy")
        return out

    # ------------------------------------------------------------------ buttons and dialogs
    def buttons(self, seat: int | None) -> list[Action]:
        """The entries offered as buttons of the choices (not sections, not moves: those
        are on the mat and the board); one entry for an encounter, whatever its options."""
        out: list[Action] = []
        for e in self.legal(seat):
            kind = e["kind"]
            if kind in ("section", *MOVE_KINDS):
                continue
            if kind == "encounter" and any(x["kind"] == "encounter" for x in out):
                continue
            out.append(e)
        return out

    def encounter(self, seat: int | None) -> EncounterChoice | None:
        """The options of the encounter at hand (None: no encounter decision now)."""
        entries = self.of_kind(seat, "encounter")
        t = self.source.game.turn
        if not entries or t is None or t.encounter is None:
            return None
        assert seat is not None  # entries are only listed for a seat
        return EncounterChoice(self.source.game, seat, str(t.encounter["card"]), entries)


class EncounterChoice:
    """An encounter card's options for the seat: the legal entry of each single option
    (None: not possible, with what it lacks), the pairs (Wayfinders, S12.5), and the
    parts of an option's gain with nothing left to take (S12.4)."""

    def __init__(self, game: Game, seat: int, card: str, entries: Sequence[Action]) -> None:
        self.card = card
        self.entries = list(entries)
        self.single: dict[str, Action | None] = {o: None for o in "ABC"}
        for e in self.entries:
            if len(e["options"]) == 1:
                self.single[str(e["options"][0])] = e
        self.pairs = [e for e in self.entries if len(e["options"]) >= 2]
        options = game.content.encounters[card].options
        self.short: dict[str, dict[str, int]] = {
            o: game.shortfall(seat, [options[o].cost]) for o, e in self.single.items()
            if e is None}
        self.lost: dict[str, list[str]] = {
            o: _lost(options[o].gain, e) for o, e in self.single.items() if e is not None}

    def why_not(self, option: str) -> WhyNot | None:
        if self.single.get(option) is not None:
            return None
        short = self.short.get(option, {})
        return WhyNot("S12.3", Reason.COST if short else Reason.NO_EFFECT, short)


def _lost(gain: Mapping[str, Any], entry: Action) -> list[str]:
    """The keys of an option's gain that need a choice and whose entry offers none."""
    o = str(entry["options"][0])
    given = (entry.get("choices") or {}).get(o, {})
    needs = {"mech": "ability", "structure": "structure", "upgrade": "cube",
             "recruit": "column"}
    return [k for k, key in needs.items() if k in gain and key not in given]
