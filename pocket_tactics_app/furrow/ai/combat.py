"""Combat commits as decisions under uncertainty (S10.4-S10.10, S17.2-S17.3).

The other player's commit is sealed and its hand hidden. What the seat knows: the other's
power, hand size and card limit (its characters and mechs on the hex, Levy), its public
modifiers (Ambush Ground, Stand Fast, Hired Guns paid, Bombard used), and the cards it
cannot hold (the seat's own hand and the public discard pile). :func:`opponent_totals`
samples hands for the other from those unseen cards and a spread of commit styles (all
in, a measured commit, nothing); :func:`choose_commit` then picks the dial and the cards
that maximise the chance of winning times what the win is worth, minus the power and
cards spent, plus the loser's consolation card (S10.9). With ``endgame`` (Hard) a result
that would end the game (a 6th star, S16.1) is valued as the game won or lost instead
(:func:`ending`). Nothing reads the other's real hand or sealed commit, so the commit is
the same whatever the other later commits.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..engine.game import DIAL_CAP, STAR_LIMIT, Game, IllegalAction, as_hex

#: how the other seat may commit: (share of its best dial and cards, weight)
STYLES = ((1.0, 0.55), (0.6, 0.25), (0.3, 0.1), (0.0, 0.1))
POWER_COST = 0.55
CARD_COST = 0.9


@dataclass(frozen=True)
class Side:
    seat: int
    power: int
    hand_size: int
    limit: int
    bonus: int  # modifiers known before the reveal


def card_limit(game: Game, seat: int, at: tuple[int, int]) -> int:
    here = [u for u in game.units.values() if u.at == at and u.owner == seat]
    k = sum(1 for u in here if u.kind != "worker")
    if game.has(seat, "levy") and any(u.kind == "worker" for u in here):
        k += 1
    return k


def modifiers(game: Game, seat: int, at: tuple[int, int], defender: int,
              hired: int) -> int:
    bonus = hired
    if game.has(seat, "ambush_ground") and game.board.terrain[at] in ("forest", "mountain"):
        bonus += 2
    if game.has(seat, "stand_fast") and seat == defender:
        bonus += 1
    return bonus


def sides(game: Game, seat: int) -> tuple[Side, Side, tuple[int, int], int, int]:
    t = game.turn
    assert t is not None and t.combat is not None
    c = t.combat
    at = as_hex(c["at"], "combat.at")
    att, dfd = int(c["attacker"]), int(c["defender"])
    other = dfd if seat == att else att
    hired = {int(k): int(v) for k, v in c.get("hired_guns", {}).items()}
    out = []
    for s in (seat, other):
        p = game.players[s]
        out.append(Side(s, p.power, len(p.hand), card_limit(game, s, at),
                        modifiers(game, s, at, dfd, hired.get(s, 0))))
    return out[0], out[1], at, att, dfd


def unseen(game: Game, seat: int) -> list[int]:
    """Combat cards the seat cannot see: the deck minus its hand and the discard pile."""
    left = Counter(game.content.combat)
    left.subtract(game.players[seat].hand)
    left.subtract(game.combat_discard)
    return sorted(left.elements())


def opponent_totals(game: Game, seat: int, other: Side, rng: random.Random,
                    samples: int) -> list[tuple[int, float]]:
    """(total, weight) pairs for the other seat's commit, from open values only."""
    pool = unseen(game, seat)
    dial = min(DIAL_CAP, other.power)
    out: list[tuple[int, float]] = []
    for _ in range(samples):
        hand = rng.sample(pool, min(other.hand_size, len(pool)))
        best = sorted(hand, reverse=True)[: other.limit]
        for share, weight in STYLES:
            d = round(dial * share)
            cards = sum(best[: round(len(best) * share + 0.49)]) if share > 0 else 0
            out.append((d + cards + other.bonus, weight / samples))
    return out


def stake(game: Game, seat: int, other: int, at: tuple[int, int], chase_combat: bool) -> float:
    """What winning rather than losing this combat is worth to the seat, in coins."""
    me, them = game.players[seat], game.players[other]
    cap = STAR_LIMIT if game.has(seat, "unbounded") else 2
    value = 0.0
    if me.stars.count("combat") < cap and len(me.stars) < STAR_LIMIT:
        value += 6.0 + (3.0 if chase_combat else 0.0)
    cap_o = STAR_LIMIT if game.has(other, "unbounded") else 2
    if them.stars.count("combat") < cap_o:
        value += 3.0
    mine = [u for u in game.units.values() if u.at == at and u.owner == seat]
    theirs = [u for u in game.units.values() if u.at == at and u.owner == other]
    value += sum(2.5 if u.kind != "worker" else 1.5 for u in mine)
    value += sum(1.2 if u.kind != "worker" else 0.8 for u in theirs)
    value += 3.0 + sum(game.resources.get(at, {}).values()) * 0.7
    return value


#: what a combat that ends the game (S16.1) is worth won or lost, beyond any stake
GAME = 100.0


def ending(game: Game, seat: int, seat_wins: bool) -> float | None:
    """If the combat's result ends the game (a 6th star, S10.10 and S16.1), the seat's
    share of the win minus the rest (1 won alone, -1 lost), else None. Played out on a copy
    with the winner committing all it may and the loser nothing. The copy is the seat's
    determinized view; the cards it redrew for the other seat decide nothing here, since
    whether the game ends and the final scores do not count combat cards (S16.2)."""
    g = game.clone()
    t = g.turn
    assert t is not None and t.combat is not None
    att, dfd = int(t.combat["attacker"]), int(t.combat["defender"])
    winner = seat if seat_wins else (dfd if seat == att else att)
    t.commits = {}
    at = as_hex(t.combat["at"], "combat.at")
    events: list[dict[str, object]] = []
    try:
        for s in (att, dfd):
            p = g.players[s]
            if s == winner:
                cards = sorted(p.hand, reverse=True)[: card_limit(g, s, at)]
                events += g.apply({"kind": "commit", "player": s,
                                   "power": min(DIAL_CAP, p.power), "cards": cards})
            else:
                events += g.apply({"kind": "commit", "player": s, "power": 0, "cards": []})
        guard = 0
        while not g.over and g.turn is not None and g.phase() == "retreat" and guard < 8:
            guard += 1
            g.apply({"kind": "retreat", "player": g.deciders()[0], "to": "base"})
    except IllegalAction:
        return None
    if not g.over:
        return None
    won = [e for e in events if e.get("kind") == "revealed"]
    if not won or int(str(won[0]["winner"])) != winner:
        return None  # the commit above could not give this result
    winners = g.winner() or []
    return 2.0 / len(winners) - 1.0 if seat in winners else -1.0


def choose_commit(game: Game, seat: int, rng: random.Random, samples: int = 24,
                  chase_combat: bool = False, endgame: bool = False) -> tuple[int, list[int]]:
    """The dial and cards with the best expected value against the other's possible commits.
    ``endgame``: a result that ends the game (S16.1) is judged by who then wins (Hard)."""
    me, other, at, att, dfd = sides(game, seat)
    totals = opponent_totals(game, seat, other, rng, samples)
    stand_fast_def = game.has(dfd, "stand_fast")
    i_win_ties = (seat == att and not stand_fast_def) or (seat == dfd and stand_fast_def)
    value = stake(game, seat, other.seat, at, chase_combat)
    loss_value: float | None = None
    if endgame:
        won, lost = ending(game, seat, True), ending(game, seat, False)
        if won is not None:
            value = GAME * won
        if lost is not None:
            loss_value = GAME * lost
    hand = sorted(game.players[seat].hand, reverse=True)
    max_dial = min(DIAL_CAP, me.power)
    best: tuple[float, int, list[int]] | None = None
    for j in range(0, min(me.limit, len(hand)) + 1):
        cards = hand[:j]
        card_cost = sum(CARD_COST + 0.15 * v for v in cards)
        for d in range(0, max_dial + 1):
            total = d + sum(cards) + me.bonus
            p_win = sum(wt for o, wt in totals if total > o or (total == o and i_win_ties))
            consolation = 1.2 if (d >= 1 or cards) else 0.0
            if loss_value is not None:
                consolation = loss_value
            u = p_win * value + (1 - p_win) * consolation - POWER_COST * d - card_cost
            if best is None or u > best[0] + 1e-9:
                best = (u, d, cards)
    assert best is not None
    return best[1], best[2]


def win_chance(game: Game, seat: int, rng: random.Random, samples: int = 12,
               extra: int = 0, other_power_loss: int = 0) -> float:
    """The chance to win committing everything, with ``extra`` to the total and the other
    seat's power lowered (Hired Guns, Bombard)."""
    me, other, at, att, dfd = sides(game, seat)
    if other_power_loss:
        other = Side(other.seat, max(0, other.power - other_power_loss), other.hand_size,
                     other.limit, other.bonus)
    totals = opponent_totals(game, seat, other, rng, samples)
    hand = sorted(game.players[seat].hand, reverse=True)[: me.limit]
    total = min(DIAL_CAP, me.power) + sum(hand) + me.bonus + extra
    stand_fast_def = game.has(dfd, "stand_fast")
    i_win_ties = (seat == att and not stand_fast_def) or (seat == dfd and stand_fast_def)
    return sum(wt for o, wt in totals if total > o or (total == o and i_win_ties))


def choose_pre_combat(game: Game, seat: int, legal: list[dict[str, object]],
                      rng: random.Random) -> dict[str, object]:
    """S10.4: Bombard or Hired Guns when they raise the chance of winning enough."""
    kinds = {str(e["kind"]): e for e in legal}
    t = game.turn
    assert t is not None and t.combat is not None
    at = as_hex(t.combat["at"], "combat.at")
    other = int(t.combat["defender"]) if seat == int(t.combat["attacker"]) \
        else int(t.combat["attacker"])
    value = stake(game, seat, other, at, False)
    state = rng.getstate()
    base = win_chance(game, seat, rng)
    best: tuple[float, dict[str, object]] = (0.0, {"kind": "pass", "player": seat})
    if "bombard" in kinds:
        rng.setstate(state)
        gain = win_chance(game, seat, rng, other_power_loss=2) - base
        u = gain * value - 1.0 * POWER_COST + 0.6
        if u > best[0]:
            best = (u, {"kind": "bombard", "player": seat})
    if "hired_guns" in kinds:
        options = kinds["hired_guns"].get("coins")
        for coins in options if isinstance(options, list) else []:
            rng.setstate(state)
            gain = win_chance(game, seat, rng, extra=int(coins)) - base
            u = gain * value - 1.0 * int(coins)
            if u > best[0]:
                best = (u, {"kind": "hired_guns", "player": seat, "coins": int(coins)})
    return best[1]
