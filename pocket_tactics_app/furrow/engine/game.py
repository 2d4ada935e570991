"""Furrow & Foundry: the legal actions and ``apply`` (docs/SCYTHE.md S5-S16), the game
protocol's names (core/protocol.py), and a new game's setup (S5).

Actions are the JSON objects of Appendix A. :meth:`Game.legal` lists what the deciding
player may do now, with free fields given as domains; :meth:`Game.legal_actions` expands
them into concrete actions; :meth:`Game.apply` checks one concrete action and plays it
through the action family it belongs to, returning the events. Every random draw comes
from the game's one seeded generator (or the forced ``draws`` queue), so setup + seed +
actions replays a game exactly (S17.5). Rule numbers are cited in the errors:
``S6.1 ...``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.errors import IllegalAction as IllegalAction
from ...core.protocol import JSONObject, JSONValue
from .actions import (
    Action,
    BadAction,
    as_hex,
    int_field,
    need_field,
    str_field,
)
from .concrete import TRIED_KINDS, expand
from .content import (
    COLUMNS,
    FACTION_IDS,
    Content,
    default_content,
)
from .encounters import Encounters
from .events import (
    Event,
    FoundryCardEvent,
    ObjectiveEvent,
    SectionEvent,
    event_for,
    is_undo_barrier,
)
from .kinds import (
    ACTION_KINDS,
    PHASE_ACTIONS,
    PRE_COMBAT,
    ActionKind,
    EventKind,
    Phase,
)
from .snapshot import to_json as position_json
from .snapshot import view_json
from .state import (
    BONUSES,
    CUBES,
    DIAL_CAP,
    ONGOING,
    POPULARITY_CAP,
    POWER_CAP,
    STAR_CATEGORIES,
    STAR_LIMIT,
    Player,
    ScoreParts,
    Turn,
    Unit,
    named_seat,
)

__all__ = ["BONUSES", "CUBES", "DIAL_CAP", "ONGOING", "PHASE_ACTIONS", "POPULARITY_CAP",
           "POWER_CAP", "PRE_COMBAT", "STAR_CATEGORIES", "STAR_LIMIT", "Action", "BadAction",
           "Event", "Game", "IllegalAction", "Player", "ScoreParts", "Turn", "Unit", "as_hex",
           "is_undo_barrier", "new_game"]


class Game(Encounters):
    """One game of Furrow & Foundry: the full state (both hidden and open parts), its legal
    actions and ``apply``, under the names of the game protocol."""

    #: The game protocol's id of Furrow & Foundry.
    game_id = "furrow"

    def legal(self) -> list[Action]:
        """The actions allowed now, free fields as domains (Appendix A, ``legal``)."""
        if self.over:
            return []
        t = self.turn
        if t is None:
            return [{"kind": ActionKind.SECTION, "section": s}
                    for s in self._sections(self.to_move)]
        phase = t.phase
        seat = self.to_move
        if phase == Phase.TOP:
            return [*self._top_actions(seat, t.section), {"kind": ActionKind.SKIP}]
        if phase == Phase.MOVE:
            return [*self._move_entries(seat, "move_unit"), {"kind": ActionKind.END_MOVE}]
        if phase == Phase.BOTTOM:
            return [*self._bottom_actions(seat, t.section), {"kind": ActionKind.SKIP}]
        if phase == Phase.RETREAT and t.retreat is not None:
            who = int(t.retreat["player"])
            return [{"kind": ActionKind.RETREAT, "player": who, "to": to}
                    for to in ["base", *map(list, self._fallback_targets(who))]]
        if phase == Phase.COMBAT_ORDER:
            return [{"kind": ActionKind.COMBAT, "at": list(h)} for h in sorted(t.pending_combats)]
        if phase == Phase.PRE_COMBAT and t.combat is not None:
            who = named_seat(t.combat["next"], "next")
            out: list[Action] = []
            if self._can_bombard(who):
                out.append({"kind": ActionKind.BOMBARD, "player": who})
            if self._can_hire(who):
                out.append({"kind": ActionKind.HIRED_GUNS, "player": who,
                            "coins": list(range(1, min(2, self.players[who].coins) + 1))})
            return [*out, {"kind": ActionKind.PASS, "player": who}]
        if phase == Phase.COMMIT and t.combat is not None:
            return [{"kind": ActionKind.COMMIT, "player": s,
                     "power": [0, min(DIAL_CAP, self.players[s].power)],
                     "cards": sorted(self.players[s].hand, reverse=True),
                     "max_cards": self._card_limit(s)} for s in self.deciders()]
        if phase == Phase.ENCOUNTER and t.encounter is not None:
            return self._encounter_entries(seat, str(t.encounter["card"]))
        if phase == Phase.FOUNDRY_CARD:
            return [{"kind": ActionKind.TAKE_FOUNDRY_CARD, "card": c} for c in self.foundry_cards]
        if phase == Phase.OBJECTIVE:
            return [*({"kind": ActionKind.OBJECTIVE, "card": c} for c in self._revealable(seat)),
                    {"kind": ActionKind.END_TURN}]
        return []

    def _sections(self, seat: int) -> list[int]:
        """S6.1: any section but the last one (Tireless excepted; any on the first turn)."""
        p = self.players[seat]
        sections = [1, 2, 3, 4] + ([5] if p.foundry_card else [])
        if p.last_section is not None and not self.has(seat, "tireless"):
            sections = [s for s in sections if s != p.last_section]
        return sections

    def num_seats(self) -> int:
        return self.n

    def current_seats(self) -> list[int]:
        """The seats that decide now (both combatants during a sealed commit)."""
        return self.deciders()

    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        """1.0 shared among the winners (S16.3-S16.4) once the game is over; else 0.0."""
        winners = self.winner() or []
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.n)]

    def legal_actions(self, seat: int) -> list[Action]:
        """Every concrete action ``seat`` may take now: the legal entries' domains
        expanded as :mod:`.concrete` bounds them, each one accepted by ``apply``."""
        if seat not in self.deciders():
            return []
        trial: Game | None = None
        out: list[Action] = []
        for entry in self.legal():
            if entry.get("player", self.to_move) != seat:
                continue
            for action in expand(entry, self.trade_resources(seat)):
                if entry["kind"] in TRIED_KINDS:
                    trial = trial or self.clone()
                    if not trial.accepts(action):
                        continue
                out.append(action)
        return out

    def accepts(self, action: Action) -> bool:
        """Whether ``apply`` takes ``action`` now; the game is left as it was."""
        snap = self._snapshot()
        try:
            self.apply(action)
        except IllegalAction:
            return False
        finally:
            self._restore(snap)
            self._events = []
        return True

    def view(self, seat: int | None) -> JSONObject:
        """The position as ``seat`` may see it (S17.1); ``None``: a spectator's view, every
        seat's secrets hidden."""
        return view_json(self, -1 if seat is None else seat)

    def to_json(self) -> JSONObject:
        """The full-information position (Appendix A)."""
        return position_json(self)

    def action_to_json(self, action: Action) -> JSONObject:
        out: JSONObject = json.loads(json.dumps(action))
        return out

    def action_from_json(self, data: JSONValue) -> Action:
        """An action from its JSON; :class:`BadAction` when it is not of an Appendix A
        kind (legality is ``apply``'s to check)."""
        if not isinstance(data, dict):
            raise BadAction("an action is a JSON object")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in ACTION_KINDS:
            raise BadAction(f"action.kind: expected one of {', '.join(sorted(ACTION_KINDS))}")
        return self.action_to_json(data)

    def events_to_json(self, events: Sequence[Event], seat: int | None) -> list[JSONObject]:
        """``events`` as ``seat`` may see them (``None``: a spectator), other seats'
        secrets left out (:func:`.events.event_for`)."""
        return [event_for(e, seat) for e in events]

    def apply(self, action: JSONValue) -> list[Event]:
        """Play one concrete action; :class:`IllegalAction` (state unchanged) if refused."""
        if not isinstance(action, dict):
            raise BadAction("an action is a JSON object")
        kind = action.get("kind")
        if not isinstance(kind, str):
            raise BadAction("action.kind: missing")
        if self.over:
            raise IllegalAction("S16.1", "the game is over")
        phase = self.phase()
        assert phase is not None
        if kind not in PHASE_ACTIONS[phase]:
            rule = "S6.2" if phase in (Phase.TOP, Phase.BOTTOM, Phase.MOVE) else "Appendix A"
            raise IllegalAction(rule, f"{kind} is not an action of phase {phase}")
        backup = self._snapshot()
        self._events = []
        try:
            self._dispatch(kind, action)
        except IllegalAction:
            self._restore(backup)
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self._restore(backup)
            raise BadAction(f"{kind}: malformed field ({type(exc).__name__})") from exc
        events, self._events = self._events, []
        return events

    def _player_field(self, action: Action) -> int:
        who = int_field(action, "player")
        if who not in self.deciders():
            raise IllegalAction("S17.2" if action["kind"] == "commit" else "S10.4",
                                f"player {who} does not decide now")
        return who

    def _dispatch(self, kind: str, action: Action) -> None:
        seat = self.to_move
        t = self.turn
        if kind == ActionKind.SECTION:
            section = int_field(action, "section")
            if section not in self._sections(seat):
                p = self.players[seat]
                if section == p.last_section:
                    raise IllegalAction("S6.1", f"section {section} was used last turn")
                raise IllegalAction("S6.1", f"section {section} is not available")
            self.turn = Turn(section)
            self._emit(SectionEvent(kind=EventKind.SECTION, player=seat, section=section))
            if not self._has_top(seat, section):
                self._bottom_stage()
            return
        assert t is not None
        if kind in ("commit", "bombard", "hired_guns", "pass", "retreat"):
            who = self._player_field(action)
            if kind == ActionKind.COMMIT:
                self._apply_commit(action, who)
            elif kind == ActionKind.RETREAT:
                self._apply_retreat(action)
            else:
                self._apply_pre_combat(action)
            return
        if kind == ActionKind.SKIP:
            if t.phase == Phase.TOP:
                self._bottom_stage()
            else:
                self._objective_stage()
            return
        if kind == ActionKind.END_TURN:
            self._end_turn()
            return
        if kind == ActionKind.OBJECTIVE:
            card = str_field(action, "card")
            if card not in self._revealable(seat):
                raise IllegalAction("S14.2", f"objective {card} cannot be revealed now")
            p = self.players[seat]
            p.objectives_revealed.append(card)
            if not self.has(seat, "unbounded"):
                p.objectives = [card]
            self._emit(ObjectiveEvent(kind=EventKind.OBJECTIVE, player=seat, card=card))
            self._pending_objective.append(seat)
            if self._checkpoint():
                return
            self._end_turn()
            return
        if kind in ("move_unit", "end_move"):
            top = self.top_kind(seat, t.section)
            if top != "move":
                raise IllegalAction("S6.2", "this section's top action is not Move")
            if kind == ActionKind.END_MOVE:
                self._end_movement()
                return
            if t.phase == Phase.TOP:
                t.units_left = self.top_amount(seat, "move_units")
                t.moved = []
            self._do_move(seat, action, "move_unit")
            self._after_unit_moved()
            return
        if kind == ActionKind.FOUNDRY_MOVE:
            if t.section != 5:
                raise IllegalAction("S13.3", "only the Foundry card's bottom action moves")
            t.units_left = 1
            t.moved = []
            self._do_move(seat, action, "foundry_move")
            self._after_unit_moved()
            return
        if kind == ActionKind.COMBAT:
            h = as_hex(need_field(action, "at"), "combat.at")
            if h not in t.pending_combats:
                raise IllegalAction("S10.2", f"no combat awaits at {list(h)}")
            self._start_combat(h)
            return
        if kind == ActionKind.ENCOUNTER:
            self._apply_encounter(seat, action)
            return
        if kind == ActionKind.TAKE_FOUNDRY_CARD:
            card = str_field(action, "card")
            if card not in self.foundry_cards:
                raise IllegalAction("S13.2", f"Foundry card {card} is not face up")
            self.foundry_cards.remove(card)
            self.players[seat].foundry_card = card
            self._emit(FoundryCardEvent(kind=EventKind.FOUNDRY_CARD, player=seat, card=card))
            if self._checkpoint():
                return
            self._after_move_action()
            return
        if kind in COLUMNS:
            self._apply_bottom(seat, action)
            return
        self._apply_top(seat, kind, action)



# --------------------------------------------------------------------------- setup


def new_game(content: Content | None = None, factions: Sequence[str] | None = None,
             mats: Sequence[int] | None = None, seed: int = 0, players: int | None = None,
             round_limit: int | None = None, draws: Iterable[Mapping[str, Any]] = (),
             banned: Iterable[tuple[str, int]] = ()) -> Game:
    """S5: a starting position. Factions are drawn when not given, mats always drawn unless
    given; everything random comes from ``seed`` (S5.8, S17.5)."""
    content = content or default_content()
    rng = random.Random(seed)
    if factions is None:
        count = players or 2
        if not 2 <= count <= 5:
            raise ValueError("S5.1 2 to 5 players")
        factions = rng.sample(list(FACTION_IDS), count)
    factions = list(factions)
    if not 2 <= len(factions) <= 5 or len(set(factions)) != len(factions):
        raise ValueError("S5.1 2 to 5 different factions")
    for f in factions:
        if f not in content.factions:
            raise ValueError(f"S3.1 unknown faction {f!r}")
    ban = set(banned)
    if mats is None:
        for _ in range(1000):
            mats = rng.sample(sorted(content.mats), len(factions))
            if not any((f, m) in ban for f, m in zip(factions, mats, strict=True)):
                break
        else:
            raise ValueError("S5.1 no mat deal avoids the banned pairs")
    mats = list(mats)
    if len(mats) != len(factions) or len(set(mats)) != len(mats) \
            or any(m not in content.mats for m in mats):
        raise ValueError("S5.1 one different mat per player")
    pairs = sorted(zip(factions, mats, strict=True),
                   key=lambda fm: content.factions[fm[0]].number)  # S5.2 seat order
    plist = []
    for seat, (f, m) in enumerate(pairs):
        fac, mat = content.factions[f], content.mats[m]
        plist.append(Player(seat, f, m, mat.coins, fac.power, mat.popularity))
    tiles = sorted(content.bonus_tiles)
    game = Game(content, plist, seed, tiles[0], round_limit)
    game.rng = rng
    game.draws = [dict(d) for d in draws]
    game._place_start()
    for p in plist:  # S5.4: starting combat cards
        for _ in range(content.factions[p.faction].cards):
            card = game._draw_combat()
            if card is not None:
                p.hand.append(card)
    objectives = sorted(content.objectives)
    rng.shuffle(objectives)
    for p in plist:  # S5.5
        for _ in range(2):
            p.objectives.append(game._take(objectives, game._forced("objective"), "objective"))
    rng.shuffle(tiles)
    game.bonus_tile = game._take(tiles, game._forced("bonus"), "bonus")  # S5.7
    foundry = sorted(content.foundry)
    rng.shuffle(foundry)
    game.foundry_cards = [game._take(foundry, game._forced("foundry"), "foundry")
                          for _ in range(len(plist) + 1)]  # S5.8
    game.to_move = game.first_seat()  # S5.3
    return game
