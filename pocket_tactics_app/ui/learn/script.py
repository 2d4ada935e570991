"""The guided first games, step by step: what the coach says, which hexes glow, which
action the step asks for and how the opponent answers. Qt-free: the coach panel
(:mod:`.overlay`) shows the words in the player's language and drives the game.

Each game's lessons start from fixed positions under ``resources/learn/`` (a Pocket
Tactics ``pocket-tactics/position@1``, Furrow & Foundry ``furrow-foundry/position@1``
files), so every guided game plays the same way: the Pocket Tactics position fixes its
dice, and the state at any step is its lesson's position with the actions of the steps
before it applied.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...resources import resources_dir

#: The translation context of every coach text.
CONTEXT = "Learn"

#: An action in its JSON form (docs/POSITION.md, docs/SCYTHE.md Appendix A); an expected
#: action names only the fields that must match.
ActionJSON = dict[str, Any]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's name
    """Marks ``text`` for translation in ``context`` (translated where it is shown)."""
    del context
    return text


@dataclass(frozen=True)
class Step:
    """One screen of the coach.

    ``text``: the English words (translated on screen); ``lesson``: the position it is
    played on; ``glow``: the hexes the words name; ``expect``: the player's action this
    step asks for (None: the step only explains, Next goes on); ``reply``: the opponent's
    actions played after it, in order; ``demo``: what Do it for me plays when it is
    not the first legal action ``expect`` names; ``event``: an event the engine must
    report for the action (its fields, as :func:`matches` compares them: the action did
    what the step teaches, e.g. carried the worker or earned the star); ``nudge``: what
    the coach says when the player does something else (English, translated on
    screen; empty: a general word)."""

    text: str
    lesson: str
    glow: tuple[tuple[int, int], ...] = ()
    expect: ActionJSON | None = None
    reply: tuple[ActionJSON, ...] = ()
    demo: ActionJSON | None = None
    event: ActionJSON | None = None
    nudge: str = ""


@dataclass(frozen=True)
class Script:
    """A game's guided first game: the seat the player plays and the steps in order."""

    game_id: str
    seat: int
    steps: tuple[Step, ...]

    def actions_before(self, index: int) -> list[ActionJSON]:
        """Every action played before step ``index`` in its lesson: the expected actions
        (Do it for me's, where the expected one names only some fields) and replies of
        the earlier steps on the same position."""
        lesson = self.steps[index].lesson
        out: list[ActionJSON] = []
        for step in self.steps[:index]:
            if step.lesson != lesson:
                out = []
                continue
            played = step.demo if step.demo is not None else step.expect
            if played is not None:
                out.append(played)
            out.extend(step.reply)
        return out


def reported(expected: ActionJSON | None, events: list[ActionJSON]) -> bool:
    """True when no event is expected, or one of ``events`` matches it."""
    return expected is None or any(matches(expected, e) for e in events)


def matches(expected: ActionJSON, actual: ActionJSON) -> bool:
    """True when ``actual`` has every field ``expected`` names, with the same value."""
    return all(actual.get(key) == value for key, value in expected.items())


def lesson_path(lesson: str) -> Path:
    """The position file of ``lesson``."""
    return resources_dir() / "learn" / f"{lesson}.json"


def lesson_data(lesson: str) -> dict[str, Any]:
    """The position object of ``lesson`` (ValueError naming the file when it is not JSON
    or not an object)."""
    path = lesson_path(lesson)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: line {exc.lineno}: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise ValueError(f"{path}: the position must be a JSON object")
    return data


_PT = "pocket-tactics"

POCKET = Script("pocket-tactics", 0, (
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Welcome! You are the Blue player, with two Mytoan Soldiers (MS), against the "
        "Orange player's Cyber Grunts (CG). A turn is one action: move one unit, attack "
        "with one, deploy or withdraw one. The three glowing tiles are features: your "
        "home, the badlands in the middle and the enemy's colony."), _PT,
         ((0, 1), (3, 1), (4, 0))),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Move: click your soldier on the glowing tile, then the glowing tile beside it. A"
        " move is one step to a free tile next to the unit."), _PT,
         ((1, 1), (2, 1)), {"kind": "move", "unit": "m1", "path": [[2, 1]]},
         ({"kind": "move", "unit": "c2", "path": [[4, 2]]},)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "The enemy moved. Now assault: select your soldier and attack the Cyber Grunt on "
        "the badlands (the glowing enemy). Both units roll their red OFF and blue DEF "
        "dice at once."), _PT, ((2, 1), (3, 1)),
         {"kind": "attack", "unit": "m1", "target": "c1"}),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Bump: your soldier's card prints a +1 under its OFF dice. Click your first red "
        "die (a 3) to raise it by one. Each bump is used once per assault; the players "
        "take turns, the attacker first."), _PT, ((2, 1),),
         {"kind": "bump", "unit": "m1", "colour": "off", "die": 0, "bump": 0},
         ({"kind": "bump", "unit": "c1", "colour": "def", "die": 1, "bump": 0},)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "The enemy bumped a DEF die with the badlands' bump. Re-roll: your soldier has "
        "one re-roll because an ally stands next to it (support). Re-roll your red 2: "
        "your highest OFF must beat its highest DEF."), _PT,
         ((2, 1), (1, 2)), {"kind": "reroll", "unit": "m1", "colour": "off", "die": 1},
         ({"kind": "move", "unit": "c2", "path": [[5, 1]]},)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "The dice are counted highest against highest: your 5 beat its 4, so the Grunt is"
        " defeated and becomes your captive. Next, hazards: water makes a unit pass a 5 "
        "DEF test as it enters, or it is lost. Move your other soldier into the glowing "
        "water."), _PT, ((1, 2), (2, 2)),
         {"kind": "move", "unit": "m2", "path": [[2, 2]]},
         ({"kind": "move", "unit": "c2", "path": [[4, 2]]},)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Passed: a die showed 5. Features: a unit that ends its action on a feature takes"
        " control of it, and keeps it after leaving until an enemy ends an action there. "
        "Move onto the badlands."), _PT, ((2, 1), (3, 1)),
         {"kind": "move", "unit": "m1", "path": [[3, 1]]},
         ({"kind": "move", "unit": "c2", "path": [[5, 1]]},)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "How a game is won: at once when you control every feature (R11.2); when your "
        "opponent cannot act at the start of their turn (R11.1); after 40 turns in a row "
        "without a defeat, by whoever holds more features (R11.3, the clock in the status"
        " bar). Take the enemy's colony to win."), _PT,
         ((3, 1), (4, 0)), {"kind": "move", "unit": "m1", "path": [[4, 0]]}),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "You control every feature: you win! Start a real game with Game ▸ New game. Game"
        " ▸ Hint shows a good move whenever you want one."), _PT,
         ((0, 1), (3, 1), (4, 0))),
))

_START = "furrow-start"
_MOVE = "furrow-move"
_TRADE = "furrow-trade"
_COMBAT = "furrow-combat"
_ENCOUNTER = "furrow-encounter"
_STAR = "furrow-star"

FURROW = Script("furrow", 0, (
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Welcome to Furrow & Foundry! You lead the faction at the top of the "
        "tracks: your character (the figure with a banner) waits at your base beside "
        "the map and your two workers (the small figures) stand on the glowing hexes. "
        "The game ends when a player places their sixth star."), _START, ((4, -3), (4, -2))),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "The mat, on the right: four sections, each with a top action (move, "
        "produce, trade, strengthen) and a bottom action (upgrade, deploy, build, "
        "conscript). Each turn you choose a section other than your last, then may take "
        "its top action, then its bottom action; either may be skipped."), _START),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Upgrades: six cubes sit on the top row, each covering a better benefit. "
        "Upgrade moves one cube onto a free cost slot of the bottom row: from then on "
        "that top action gives 1 more and that bottom action costs 1 less. Each bottom "
        "action also pays its column's coins."), _START),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Choose section I, Produce / Upgrade: click its button on the mat (or in "
        "Choices)."), _START, (), {"kind": "section", "section": 1},
         event={"kind": "section", "player": 0, "section": 1},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: this step asks for section I, Produce / Upgrade. Your "
             "choice was taken back; click section I.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Produce: each chosen territory gains one resource per worker on it. Click "
        "both glowing hexes on the board, then Produce in Choices. The bottom action, "
        "Upgrade, costs oil you do not have yet, so it is skipped."), _START,
         ((4, -3), (4, -2)), {"kind": "produce"},
         demo={"kind": "produce", "hexes": [[4, -3], [4, -2]]},
         event={"kind": "produced", "player": 0},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: this step asks you to produce. Click the glowing hexes, "
             "then Produce in Choices.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Movement: you chose section IV, Move: up to two units go one step each. "
        "Rivers, the blue edges west of your mech, cannot be crossed, and lakes not "
        "entered, unless an ability allows it. A mech carries workers and resources. "
        "Click your mech on the glowing tundra, tick \"carry worker w1\" in Choices, then "
        "click the glowing forest."), _MOVE, ((3, -2), (3, -1)),
         {"kind": "move_unit", "unit": "corvane.m1"},
         demo={"kind": "move_unit", "unit": "corvane.m1", "path": [[3, -1]],
               "carry": {"workers": ["corvane.w1"]}},
         event={"kind": "moved", "player": 0, "unit": "corvane.m1", "path": [[3, -1]],
                "carried": ["corvane.w1"]},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: move the mech to the glowing forest with \"carry worker "
             "w1\" ticked, so that the worker goes with it. The move was taken back.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Trade: you chose section II, Trade: pay a coin for two resources of your "
        "choice, or for one popularity. Take +1 popularity on the mat (or in Choices)."),
         _TRADE, (), {"kind": "trade", "gain": "popularity"},
         event={"kind": "gained", "player": 0, "what": "popularity"},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: this step asks for the trade for popularity. Your choice "
             "was taken back; take +1 popularity.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Combat: your unit ended its move on the glowing hex with another "
        "faction's unit. Each side secretly sets a dial (0 to 7, at most its power) and "
        "picks combat cards, one per character or mech there; then both are revealed "
        "together (the sealed commit). The higher total wins, a tie goes to the "
        "attacker, and both pay what they set. Choose your commit."), _COMBAT,
         ((3, -3),), {"kind": "commit"}, demo={"kind": "commit", "power": 7, "cards": [5]},
         event={"kind": "committed", "player": 0},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: this step asks for your sealed commit. Click Commit to the "
             "combat in Choices, set the dial and the cards, then Seal my commit.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "The reveal names every term: dial, cards and modifiers. The loser's units "
        "retreat to its base; the winner holds the hex and earns a star for each combat "
        "won, up to two."), _COMBAT, ((3, -3),)),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Encounter: your character entered the glowing hex's encounter token. Pick "
        "one of the card's options: A is free, the others cost something for more."),
         _ENCOUNTER, ((3, -3),), {"kind": "encounter"},
         event={"kind": "encounter_resolved", "player": 1},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: this step asks you to pick an option of the encounter "
             "card. Click Resolve the encounter in Choices.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Stars: you chose section III, Strengthen, and your power is 14. Power 16 "
        "earns a star. Take +2 power on the mat (or in Choices) and place your star."),
         _STAR, (), {"kind": "strengthen", "gain": "power"},
         event={"kind": "star", "player": 0, "category": "power"},
         nudge=QT_TRANSLATE_NOOP(
             "Learn", "Not quite: take +2 power, which brings your power to 16 and earns "
             "the star. Your choice was taken back.")),
    Step(QT_TRANSLATE_NOOP(
        "Learn", "Stars: all six upgrades, all four mechs, all four structures, all four "
        "recruits, all eight workers in play, an objective, each combat won (up to two), "
        "popularity 18, power 16. At the end you score your coins, the structure bonus, "
        "and coins per star, territory and two resources by your popularity tier. The "
        "tracks show each seat's score if the game ended now."), _STAR),
))

SCRIPTS: dict[str, Script] = {POCKET.game_id: POCKET, FURROW.game_id: FURROW}

__all__ = ["CONTEXT", "FURROW", "POCKET", "SCRIPTS", "ActionJSON", "Script", "Step",
           "lesson_data", "lesson_path", "matches", "reported"]
