"""Combat (S10): its order, the abilities before the commit, the sealed commit and the
reveal."""

from __future__ import annotations

from collections import Counter

from ...core.errors import IllegalAction
from .actions import (
    Action,
    BadAction,
    as_hex,
    int_field,
)
from .board import Hex
from .events import (
    BombardEvent,
    CombatEvent,
    CommittedEvent,
    HiredGunsEvent,
    RevealedCommit,
    RevealedEvent,
)
from .kinds import ActionKind, EventKind, Phase, UnitKind
from .movement import Movement
from .state import (
    DIAL_CAP,
    named_seat,
)


class Combat(Movement):
    """Combats after a move."""

    def _next_combat(self) -> None:
        t = self.turn
        assert t is not None
        if len(t.pending_combats) > 1:
            t.phase = Phase.COMBAT_ORDER
        elif t.pending_combats:
            self._start_combat(t.pending_combats[0])
        else:
            self._encounter_stage()

    def _start_combat(self, h: Hex) -> None:
        t = self.turn
        assert t is not None
        attacker = self.to_move
        defender = next(u.owner for u in self.units.values()
                        if u.at == h and u.owner != attacker and u.kind != UnitKind.WORKER)
        t.combat = {"at": list(h), "attacker": attacker, "defender": defender, "next": None,
                    "bombard_used": False, "hired_guns": {}, "winner": None}
        t.commits = {}
        self._emit(CombatEvent(kind=EventKind.COMBAT, at=list(h), attacker=attacker,
                               defender=defender))
        self._advance_pre_combat(None)

    def _has_pre(self, seat: int) -> bool:
        return self._can_bombard(seat) or self._can_hire(seat)

    def _can_bombard(self, seat: int) -> bool:
        t = self.turn
        return (t is not None and t.combat is not None and not t.combat["bombard_used"]
                and self.has(seat, "bombard") and self.players[seat].power >= 1)

    def _can_hire(self, seat: int) -> bool:
        t = self.turn
        return (t is not None and t.combat is not None and self.has(seat, "hired_guns")
                and str(seat) not in t.combat["hired_guns"] and self.players[seat].coins >= 1)

    def _advance_pre_combat(self, done: int | None) -> None:
        """S10.4: the attacker, then the defender, may use a before-the-commit ability."""
        t = self.turn
        assert t is not None and t.combat is not None
        order = [t.combat["attacker"], t.combat["defender"]]
        rest = order if done is None else order[order.index(done) + 1:]
        for s in rest:
            if self._has_pre(s):
                t.combat["next"] = s
                t.phase = Phase.PRE_COMBAT
                return
        t.combat["next"] = None
        t.phase = Phase.COMMIT

    def _card_limit(self, seat: int) -> int:
        t = self.turn
        assert t is not None and t.combat is not None
        h = as_hex(t.combat["at"], "combat.at")
        here = [u for u in self.units.values() if u.at == h and u.owner == seat]
        k = sum(1 for u in here if u.kind != UnitKind.WORKER)
        if self.has(seat, "levy") and any(u.kind == UnitKind.WORKER for u in here):
            k += 1
        return k

    def _apply_pre_combat(self, action: Action) -> None:
        t = self.turn
        assert t is not None and t.combat is not None
        who = named_seat(t.combat["next"], "next")
        kind = action["kind"]
        if kind == ActionKind.BOMBARD:
            if not self._can_bombard(who):
                raise IllegalAction("S3.4", "Bombard is not available")
            other = t.combat["defender"] if who == t.combat["attacker"] else t.combat["attacker"]
            self._lose(who, "power", 1)
            self._lose(other, "power", 2)
            t.combat["bombard_used"] = True
            self._emit(BombardEvent(kind=EventKind.BOMBARD, player=who, target=other))
        elif kind == ActionKind.HIRED_GUNS:
            coins = int_field(action, "coins")
            if not self._can_hire(who) or not 1 <= coins <= min(2, self.players[who].coins):
                raise IllegalAction("S3.4", "Hired Guns takes 1 or 2 coins you have")
            self._lose(who, "coins", coins)
            t.combat["hired_guns"][str(who)] = coins
            self._emit(HiredGunsEvent(kind=EventKind.HIRED_GUNS, player=who, coins=coins))
        self._advance_pre_combat(who)

    def _apply_commit(self, action: Action, seat: int) -> None:
        """S10.5, S17.2: a sealed commit; revealed when both are in."""
        t = self.turn
        assert t is not None and t.combat is not None
        p = self.players[seat]
        dial = int_field(action, "power")
        cards = action.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool)
                                                  for c in cards):
            raise BadAction("commit.cards: expected a list of card values")
        if not 0 <= dial <= min(DIAL_CAP, p.power):
            raise IllegalAction("S10.5", f"the dial is 0..{min(DIAL_CAP, p.power)}")
        if len(cards) > self._card_limit(seat):
            raise IllegalAction("S10.5", f"at most {self._card_limit(seat)} combat card(s)")
        if Counter(cards) - Counter(p.hand):
            raise IllegalAction("S10.5", "those cards are not in your hand")
        t.commits[seat] = {"power": dial, "cards": list(cards)}
        self._emit(CommittedEvent(kind=EventKind.COMMITTED, player=seat))
        if len(t.commits) == 2:
            self._reveal()

    def combat_bonus(self, seat: int) -> int:
        """S10.6: what the seat's total gets beyond its dial and cards in the combat being
        fought (Hired Guns, Ambush Ground, Stand Fast: all public); 0 outside a combat."""
        t = self.turn
        if t is None or t.combat is None:
            return 0
        bonus = int(t.combat["hired_guns"].get(str(seat), 0))
        h = as_hex(t.combat["at"], "combat.at")
        if self.has(seat, "ambush_ground") and self.board.terrain[h] in ("forest", "mountain"):
            bonus += 2
        if self.has(seat, "stand_fast") and seat == t.combat["defender"]:
            bonus += 1
        return bonus

    def _total(self, seat: int) -> int:
        t = self.turn
        assert t is not None and t.combat is not None
        c = t.commits[seat]
        return int(c["power"]) + sum(int(v) for v in c["cards"]) + self.combat_bonus(seat)

    def _reveal(self) -> None:
        """S10.6-S10.9."""
        t = self.turn
        assert t is not None and t.combat is not None
        att, dfd = int(t.combat["attacker"]), int(t.combat["defender"])
        ta, td = self._total(att), self._total(dfd)
        if ta > td:
            winner = att
        elif td > ta:
            winner = dfd
        else:
            winner = dfd if self.has(dfd, "stand_fast") else att
        loser = dfd if winner == att else att
        t.combat["winner"] = winner
        self._emit(RevealedEvent(
            kind=EventKind.REVEALED, at=t.combat["at"],
            commits={str(s): RevealedCommit(power=t.commits[s]["power"],
                                            cards=t.commits[s]["cards"], total=tot)
                     for s, tot in ((att, ta), (dfd, td))},
            winner=winner))
        for s in (att, dfd):
            c = t.commits[s]
            self._lose(s, "power", int(c["power"]))
            for v in c["cards"]:
                self.players[s].hand.remove(v)
                self.combat_discard.append(v)
        h = as_hex(t.combat["at"], "combat.at")
        losers = [u for u in self.units.values() if u.at == h and u.owner == loser]
        t.combat["workers_retreated"] = sum(1 for u in losers if u.kind == UnitKind.WORKER)
        self._retreat(loser, losers, h, "combat")
        if t.phase != Phase.RETREAT:
            self._finish_combat()

    def _finish_combat(self) -> None:
        """S10.9 (consolation card), S10.10 (popularity, star), checkpoint, next combat."""
        t = self.turn
        assert t is not None and t.combat is not None
        c = t.combat
        winner = named_seat(c["winner"], "winner")
        loser = c["defender"] if winner == c["attacker"] else c["attacker"]
        commit = t.commits.get(loser, {"power": 0, "cards": []})
        if commit["power"] >= 1 or commit["cards"]:
            self._gain(loser, "cards", 1)
        if winner == c["attacker"] and c.get("workers_retreated"):
            self._lose(winner, "popularity", int(c["workers_retreated"]))
        self._pending_combat_wins.append(winner)
        h = as_hex(c["at"], "combat.at")
        if h in t.pending_combats:
            t.pending_combats.remove(h)
        t.combat = None
        t.commits = {}
        if self._checkpoint():
            return
        self._next_combat()
