"""`pocket-tactics`: the window with no arguments; headless subcommands otherwise.

    pocket-tactics                                   open the desktop app
    pocket-tactics position FILE.json [--apply A.json] [--auto] [--cards balanced]
    pocket-tactics odds FILE.json --attacker ID --target ID [--cards balanced]
    pocket-tactics cards [PATH ...] [--json] [--cards printed|balanced|balanced-2]
    pocket-tactics simulate [--a LEVEL --b LEVEL] --games N --seed S [--army-a A --army-b B]
                            [--cards printed|balanced|balanced-2] ...
    pocket-tactics balance --level LEVEL --games G --seed S [--jobs J] [--table]
                           [--cards printed|balanced|balanced-2]

The printed 4th-edition cards are the default everywhere; ``--cards balanced`` plays the
balanced variant (nine cards changed).
    pocket-tactics replay FILE
    pocket-tactics furrow new|position|simulate ...   (the second game, Furrow & Foundry)
    pocket-tactics serve [--bind ADDR] [--port P] [--data DIR] [--cert C --key K]
    pocket-tactics net-play --url ws://HOST:PORT --create SETUP.json | --join ROOM

Exit status: 0 success, 1 bad input file, 2 illegal action (POSITION.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_BAD_FILE, EXIT_ILLEGAL = 0, 1, 2
SUBCOMMANDS = ("position", "odds", "cards", "simulate", "balance", "replay")


#: Longest error line printed: a hostile file must not print megabytes (a value is cut).
MAX_MESSAGE = 500
#: Position and action files larger than this are refused before parsing.
MAX_JSON_BYTES = 20_000_000


def _fail(code: int, message: str) -> int:
    message = " ".join(message.splitlines())
    if len(message) > MAX_MESSAGE:
        message = message[: MAX_MESSAGE - 1] + "\u2026"
    print(message, file=sys.stderr)
    return code


def _read_json(path: str, what: str) -> Any:
    from .core.files import UnreadableFile, read_regular_file
    from .core.json_safe import JsonError, parse_json_bytes

    try:
        data = read_regular_file(path, MAX_JSON_BYTES)
    except UnreadableFile as exc:
        raise _BadFile(f"{path}: cannot read {what}: {exc.message}") from exc
    try:
        return parse_json_bytes(data)
    except JsonError as exc:
        raise _BadFile(exc.at(path)) from exc


class _BadFile(Exception):
    pass


def _catalog(extra: list[str] | None = None) -> Any:
    from .engine.cards import default_catalog, load_catalog, shipped_cards_dir

    if not extra:
        return default_catalog()
    return load_catalog([shipped_cards_dir(), *extra])


def _split_cards(values: list[str] | None) -> tuple[int | None, list[str]]:
    """``--cards`` of ``position``/``odds``/``replay``: a card set's name (engine/cards.py
    ``CARD_SETS``) picks its dice; anything else is an extra card file or folder."""
    from .engine.cards import CARD_SETS

    names = [v for v in values or [] if v in CARD_SETS]
    if len(set(names)) > 1:
        raise _BadFile(f"--cards: one card set at a time, not {' and '.join(names)}")
    return (CARD_SETS[names[0]] if names else None), [v for v in values or []
                                                       if v not in CARD_SETS]


def _load_position(path: str, cards: list[str] | None) -> Any:
    from .engine.position import PositionError, from_json

    revision, extra = _split_cards(cards)
    data = _read_json(path, "position")
    if isinstance(data, dict) and (data.get("format") == "pocket-tactics/save"
                                   or "setup" in data and ("actions" in data or "moves" in data)):
        raise _BadFile(f"{path}: this is a saved game, not a position; check or replay it "
                       f"with `pocket-tactics replay {path}`")
    if revision is not None and isinstance(data, dict):
        # the file's own card revision wins; without one, --cards names the dice
        named = data.get("cards_revision", revision)
        if named != revision:
            raise _BadFile(f"{path}: position.cards_revision is {named}, but --cards asks "
                           f"for card revision {revision}")
        data = {**data, "cards_revision": revision}
    try:
        return from_json(data, _catalog(extra))
    except PositionError as exc:
        raise _BadFile(f"{path}: {exc}") from exc


def _result(game: Any, events: list[dict[str, Any]]) -> dict[str, Any]:
    from .engine.position import to_json

    return {"position": to_json(game), "legal": [a.to_json() for a in game.legal_actions()],
            "events": events, "decision": game.decision(), "winner": game.winner}


def cmd_position(args: argparse.Namespace) -> int:
    from .engine.actions import Action, ActionFormatError
    from .engine.game import IllegalAction
    from .engine.policy import default_decision

    try:
        game = _load_position(args.file, args.cards)
        actions: list[Action] = []
        if args.apply:
            raw = _read_json(args.apply, "actions")
            if isinstance(raw, dict):
                raw = [raw]
            if not isinstance(raw, list):
                raise _BadFile(f"{args.apply}: expected a JSON list of actions")
            for i, item in enumerate(raw):
                try:
                    actions.append(Action.from_json(item))
                except ActionFormatError as exc:
                    raise _BadFile(f"{args.apply}: [{i}] {exc}") from exc
    except _BadFile as exc:
        return _fail(EXIT_BAD_FILE, str(exc))
    events: list[dict[str, Any]] = list(game.events)
    for i, action in enumerate(actions):
        try:
            events.extend(game.apply(action))
        except IllegalAction as exc:
            return _fail(EXIT_ILLEGAL, f"{args.apply}: [{i}] {exc}")
    if args.auto:
        while game.pending is not None and not game.is_over():
            events.extend(game.apply(default_decision(game)))
    print(json.dumps(_result(game, events)))
    return EXIT_OK


def cmd_odds(args: argparse.Namespace) -> int:
    from .engine.odds import assault_odds

    try:
        game = _load_position(args.file, args.cards)
    except _BadFile as exc:
        return _fail(EXIT_BAD_FILE, str(exc))
    for role, uid in (("attacker", args.attacker), ("target", args.target)):
        unit = game.units.get(uid)
        if unit is None or unit.where != "map":
            return _fail(EXIT_BAD_FILE, f"{args.file}: --{role} {uid!r} is not a unit on the map")
    attacker, target = game.units[args.attacker], game.units[args.target]
    if attacker.owner == target.owner:
        return _fail(EXIT_ILLEGAL, f"odds: R6.1 {args.target} is not an enemy of {args.attacker}")
    if game.assault_info(attacker, target) is None:
        rule = "R7.2" if attacker.card.ranged else "R6.1"
        return _fail(EXIT_ILLEGAL, f"odds: {rule} {args.attacker} cannot attack {args.target} "
                     "from where it stands")
    print(json.dumps(assault_odds(game, args.attacker, args.target).to_json()))
    return EXIT_OK


def cmd_cards(args: argparse.Namespace) -> int:
    from .engine.cards import CARD_SETS, default_catalog, load_catalog, shipped_cards_dir

    loaded = load_catalog([shipped_cards_dir(), *args.paths]) if args.paths else default_catalog()
    catalog = loaded.for_revision(CARD_SETS[args.cards])
    if args.json:
        print(json.dumps([c.to_json() for c in catalog.units.values()], ensure_ascii=False))
    else:
        for c in sorted(catalog.units.values(), key=lambda c: (c.faction, c.points, c.name)):
            moves = " ".join(f"{k.capitalize()} {v}" for k, v in
                             (("swift", c.swift), ("flying", c.flying), ("ranged", c.ranged)) if v)
            abilities = ", ".join(a.name for a in c.abilities)
            # in the balanced variant a card whose dice changed also shows the dice
            # printed on it, and those of card revision 2 when it changed again
            earlier = "".join(
                f" ({label}: {' '.join(f'{k.upper()} {d.label()}' for k, d in dice.items())})"
                for label, dice in (("printed", c.printed), ("revision 2", c.revision_2))
                if dice)
            print(f"{c.id:28} {c.points:3} pts  OFF {c.off.label():5} DEF {c.defence.label():5} "
                  f"{moves:10} {c.faction}{' — ' + abilities if abilities else ''}{earlier}")
        print(f"{len(catalog.units)} units, {len(catalog.terrain)} terrain, "
              f"{len(catalog.features)} features, {len(catalog.presets)} suggested builds")
    for err in catalog.errors:
        print(f"error: {err}", file=sys.stderr)
    return EXIT_BAD_FILE if catalog.errors else EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    from .engine.replay import ReplayError, replay, summary
    from .storage.errors import StorageError
    from .storage.saves import SAVES

    try:
        save = SAVES.load(args.file)
    except StorageError as exc:
        return _fail(EXIT_BAD_FILE, str(exc))
    try:
        game, actions = replay(save.setup, save.seed, save.actions, _catalog(args.cards))
    except ReplayError as exc:
        return _fail(EXIT_BAD_FILE, f"{args.file}: {exc}")
    if save.finished and not game.is_over():
        return _fail(EXIT_BAD_FILE, f"{args.file}: marked finished but the replay is not over")
    print(f"{args.file}: ok, {summary(game, len(actions))}")
    return EXIT_OK


def write_simulated_game(directory: Path, game: Any, seats: tuple[str, str]) -> None:
    """``simulate --save-dir``: one game as a real save file (storage format), so the
    ``replay`` command and the replay window open it."""
    from .storage.saves import SAVES, SaveFile

    record = game.record
    SAVES.write(directory / f"game-{game.index:04d}.json", SaveFile(
        setup=record["setup"], seed=int(record["setup"]["seed"]), actions=record["actions"],
        mode="ai", difficulty=" vs ".join(seats), finished=game.winner is not None,
        result={"winner": game.winner, "reason": game.reason} if game.winner is not None
        else None))


def read_army_file(path: str) -> Any:
    """``simulate --army-a FILE``: an army file (storage format) as an engine
    ``PlayerSetup``; ValueError with every problem found on one line."""
    from .engine.cards import default_catalog
    from .engine.game import PlayerSetup
    from .storage.armies import load_army
    from .storage.errors import StorageError

    catalog = default_catalog()
    try:
        army, problems = load_army(
            path, known_cards=set(catalog.units), known_terrain=set(catalog.terrain),
            known_features=set(catalog.features),
            points={c.id: c.points for c in catalog.units.values()})
    except StorageError as exc:
        raise ValueError(str(exc)) from exc
    if problems:
        raise ValueError(f"{path}: {'; '.join(problems)}")
    return PlayerSetup(list(army.units), list(army.tiles), army.home_feature)


def _delegate(module: str, argv: list[str]) -> int:
    import importlib

    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        return _fail(EXIT_BAD_FILE, f"this command is not available: {exc}")
    result: int = mod.main(argv)
    return result


def build_parser() -> argparse.ArgumentParser:
    from .engine.cards import CARD_SETS

    parser = argparse.ArgumentParser(
        prog="pocket-tactics",
        description="Pocket Tactics (4th edition). With no command, opens the desktop app.")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("position", help="legal actions of a position, or apply actions to it")
    p.add_argument("file", help="a position file (docs/POSITION.md); a save is checked "
                                "with `replay`")
    p.add_argument("--apply", metavar="ACTIONS.json",
                   help="a JSON list of actions (or one action) to apply in order")
    p.add_argument("--auto", action="store_true",
                   help="take pending assault/test decisions with the default policy")
    p.add_argument("--cards", nargs="*", metavar="FILE|balanced",
                   help="extra card files or folders; `balanced` plays the balanced variant's dice "
                        "when the file names no card revision (the printed cards otherwise)")
    p.set_defaults(func=cmd_position)
    o = sub.add_parser("odds", help="exact odds of an assault")
    o.add_argument("file", help="a position file (docs/POSITION.md)")
    o.add_argument("--attacker", required=True, help="the attacking unit's id")
    o.add_argument("--target", required=True, help="the target unit's id")
    o.add_argument("--cards", nargs="*", metavar="FILE|balanced",
                   help="extra card files or folders; `balanced` plays the balanced variant's dice "
                        "when the file names no card revision (the printed cards otherwise)")
    o.set_defaults(func=cmd_odds)
    c = sub.add_parser("cards", help="list the card catalogue; validate card files")
    c.add_argument("paths", nargs="*", metavar="PATH",
                   help="extra card files or folders to load and check with the shipped ones")
    c.add_argument("--json", action="store_true", help="one JSON list of the unit cards")
    c.add_argument("--cards", default="printed", choices=list(CARD_SETS),
                   help="whose dice to list: printed (the 4th-edition cards, the default), "
                        "balanced (the balanced variant, nine cards changed) or balanced-2")
    c.set_defaults(func=cmd_cards)
    sub.add_parser("simulate", help="computer-versus-computer games", add_help=False)
    sub.add_parser("balance", help="the suggested builds against each other", add_help=False)
    sub.add_parser("serve", help="host network games (headless server)", add_help=False)
    sub.add_parser("net-play", help="play one seat of a network game, no window",
                   add_help=False)
    r = sub.add_parser("replay", help="check a saved game by replaying it")
    r.add_argument("file", help="a save file")
    r.add_argument("--cards", nargs="*", metavar="FILE",
                   help="extra card files or folders (the save names its card revision)")
    r.set_defaults(func=cmd_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "simulate":
        from .ai import simulate

        return simulate.main(argv[1:], save_writer=write_simulated_game,
                             army_reader=read_army_file)
    if argv and argv[0] == "balance":
        from .ai import balance

        return balance.main(argv[1:])
    if argv and argv[0] == "furrow":
        return _delegate("pocket_tactics_app.furrow.cli", argv[1:])
    if argv and argv[0] == "serve":
        return _delegate("pocket_tactics_app.net.serve", argv[1:])
    if argv and argv[0] == "net-play":
        return _delegate("pocket_tactics_app.net.play", argv[1:])
    if not argv or argv[0] not in SUBCOMMANDS and argv[0] not in ("-h", "--help"):
        return _run_app(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


def _run_app(argv: list[str]) -> int:
    try:
        from . import app
    except ImportError as exc:
        print("The desktop app is not available here "
              f"({exc}). Headless commands: {', '.join(SUBCOMMANDS)}; "
              "see `pocket-tactics --help`.", file=sys.stderr)
        return EXIT_BAD_FILE
    result: int = app.main(argv)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
