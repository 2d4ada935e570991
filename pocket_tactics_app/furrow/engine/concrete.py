"""Concrete actions from the legal entries of Appendix A (``legal``: free fields given as
domains), for players that pick from a list: the game protocol's ``legal_actions``, the
network server, search bots.

Each entry's free fields are expanded into whole actions. Families that would be too
large to list are bounded; every bound keeps at least one action of each entry, and the
engine still accepts any other legal combination on ``apply``:

- ``move_unit`` / ``foundry_move``: cargo only at the start hex, all or none of each kind
  (all the workers there, all the resources there, both, or nothing); no ``stops``.
- ``trade`` and ``foundry_top`` gains: every resource placed on one hex, each hex with
  each multiset of the chosen types (the named ones always included).
- ``commit``: every dial value with every distinct multiset of at most ``max_cards``
  cards from the hand (card values, not card copies).
- bottom actions: each combination of their choices paid the default way (S6.6), and
  with Requisition (each card value in hand) or Common Stores (each stand-in type) when
  the entry offers them; ``pay`` and ``stores_at`` are left to the default.
- ``encounter``: every combination of the choices each chosen option needs, a resource
  choice as each multiset of types.
- ``produce``: every set of 1 to ``max`` hexes.

Some expanded actions may still be refused (a Requisition when nothing is left to pay, a
worker carried where it cannot go); the caller filters them by trying them
(:data:`TRIED_KINDS`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import cast

from .actions import Action, Cargo, EncounterChoice, HexJSON, Placement
from .content import RESOURCES

#: Kinds whose expansions are tried on a copy before they are listed: the others are
#: legal by construction.
TRIED_KINDS = frozenset({"move_unit", "foundry_move", "trade", "foundry_top", "upgrade",
                         "deploy", "build", "conscript", "encounter"})
#: The free choices of each bottom action, in the order they are expanded.
BOTTOM_FIELDS = {"upgrade": ("cube", "slot"), "deploy": ("ability", "at"),
                 "build": ("structure", "at"), "conscript": ("column", "bonus")}


def multisets(items: Iterable[int], size: int) -> list[tuple[int, ...]]:
    """The distinct multisets of ``size`` items drawn from ``items`` (each copy once)."""
    return sorted(set(itertools.combinations(sorted(items), size)))


def type_multisets(types: Sequence[str], size: int) -> list[tuple[str, ...]]:
    """Each way to pick ``size`` resources of ``types``, repeats allowed."""
    return list(itertools.combinations_with_replacement(types, size))


def _counts(types: Iterable[str]) -> dict[str, int]:
    return dict(Counter(types))


def _move(entry: Action) -> Iterator[Action]:
    base: Action = {"kind": entry["kind"], "unit": entry["unit"], "path": entry["path"]}
    yield base
    cargo = entry.get("cargo") or []
    if not cargo:
        return
    first = cargo[0]
    options: list[Cargo] = []
    if first.get("workers"):
        options.append({"workers": list(first["workers"])})
    if first.get("resources"):
        options.append({"resources": dict(first["resources"])})
    if len(options) == 2:
        options.append({**options[0], **options[1]})
    for carry in options:
        yield {**base, "carry": carry}


def _placements(hexes: Sequence[HexJSON], named: Mapping[str, int], choice: int,
                types: Sequence[str]) -> list[list[Placement]]:
    fixed = [t for t, n in named.items() for _ in range(n)]
    out = []
    for h in hexes:
        for extra in type_multisets(types, choice):
            out.append([Placement(type=t, at=h) for t in (*fixed, *extra)])
    return out


def _trade(entry: Action, trade_count: int) -> Iterator[Action]:
    if entry["gain"] != "resources":
        yield {"kind": "trade", "gain": entry["gain"]}
        return
    hexes = entry.get("place") or []
    if not hexes:
        yield {"kind": "trade", "gain": "resources"}
        return
    for place in _placements(hexes, {}, trade_count, entry.get("types") or RESOURCES):
        yield {"kind": "trade", "gain": "resources", "place": place}


def _foundry_top(entry: Action) -> Iterator[Action]:
    base: Action = {"kind": "foundry_top", "option": entry["option"]}
    discards: list[Action] = [{"discard": d} for d in entry["discard"]] \
        if "discard" in entry else [{}]
    ats: list[Action] = [{"at": h} for h in entry["at"]] if "at" in entry else [{}]
    places: list[Action] = [{}]
    if "place" in entry and entry["place"]:
        places = [{"place": p} for p in _placements(entry["place"], entry.get("named", {}),
                                                    int(entry.get("choice", 0)),
                                                    entry.get("types") or RESOURCES)]
    for d, a, p in itertools.product(discards, ats, places):
        yield {**base, **d, **a, **p}


def _bottom(entry: Action) -> Iterator[Action]:
    kind = str(entry["kind"])
    fields = BOTTOM_FIELDS[kind]
    payments: list[Action] = [{}]
    if "requisition" in entry:
        payments += [{"requisition": entry["requisition"][0], "discard": d}
                     for d in entry["discard"]]
    payments += [{"stores": t} for t in entry.get("stores", [])]
    for values in itertools.product(*(entry[f] for f in fields)):
        for pay in payments:
            yield {"kind": kind, **dict(zip(fields, values, strict=True)), **pay}


def _commit(entry: Action) -> Iterator[Action]:
    lo, hi = entry["power"]
    hands = [c for k in range(int(entry["max_cards"]) + 1)
             for c in multisets(entry["cards"], k)]
    for power in range(int(lo), int(hi) + 1):
        for cards in hands:
            yield {"kind": "commit", "player": entry["player"], "power": power,
                   "cards": sorted(cards, reverse=True)}


def _choice_values(needs: Action) -> list[EncounterChoice]:
    keys = sorted(needs)
    domains: list[list[object]] = []
    for key in keys:
        dom = needs[key]
        if key == "resources":
            domains.append([_counts(m) for m in type_multisets(dom["types"],
                                                               int(dom["choice"]))])
        else:
            domains.append(list(dom))
    return [cast(EncounterChoice, dict(zip(keys, values, strict=True)))
            for values in itertools.product(*domains)]


def _encounter(entry: Action) -> Iterator[Action]:
    options = list(entry["options"])
    needs: Action = entry.get("choices") or {}
    keyed = sorted(needs)
    for picked in itertools.product(*(_choice_values(needs[o]) for o in keyed)):
        action: Action = {"kind": "encounter", "options": options}
        if keyed:
            action["choices"] = dict(zip(keyed, picked, strict=True))
        yield action


def _produce(entry: Action) -> Iterator[Action]:
    hexes = list(entry["hexes"])
    for k in range(1, min(int(entry["max"]), len(hexes)) + 1):
        for chosen in itertools.combinations(hexes, k):
            yield {"kind": "produce", "hexes": list(chosen)}


def expand(entry: Action, trade_count: int) -> list[Action]:
    """The concrete actions of one legal entry (see the module's bounds); ``trade_count``
    is how many resources Trade gives."""
    kind = entry["kind"]
    if kind in ("move_unit", "foundry_move"):
        return list(_move(entry))
    if kind == "trade":
        return list(_trade(entry, trade_count))
    if kind == "foundry_top":
        return list(_foundry_top(entry))
    if kind in BOTTOM_FIELDS:
        return list(_bottom(entry))
    if kind == "commit":
        return list(_commit(entry))
    if kind == "encounter":
        return list(_encounter(entry))
    if kind == "produce":
        return list(_produce(entry))
    if kind == "hired_guns":
        return [{"kind": kind, "player": entry["player"], "coins": c} for c in entry["coins"]]
    return [dict(entry)]
