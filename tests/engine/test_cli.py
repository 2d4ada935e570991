"""The headless commands: `pocket-tactics position`, `odds` and `cards` (docs/POSITION.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.cli import main

from .helpers import POSITION


def write(tmp_path: Path, name: str, data: Any) -> str:
    p = tmp_path / name
    p.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(p)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip().startswith(("{", "[")) else out), err


def test_position_lists_legal_actions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "position", write(tmp_path, "p.json", POSITION))
    assert code == 0
    assert set(out) == {"position", "legal", "events", "decision", "winner"}
    assert out["decision"] is None and out["winner"] is None
    assert {"kind": "attack", "unit": "m1", "target": "s1"} in out["legal"]
    assert out["position"]["format"] == "pocket-tactics/position@1"


def test_position_apply_stops_at_a_decision_and_auto_finishes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pos = write(tmp_path, "p.json", POSITION)
    acts = write(tmp_path, "a.json", [{"kind": "attack", "unit": "m1", "target": "s1"}])
    before = Path(pos).read_text()
    code, out, _ = run(capsys, "position", pos, "--apply", acts)
    assert code == 0
    assert out["decision"] == {"player": 0, "phase": "bump", "in": "assault"}
    assert out["legal"] == [{"kind": "bump", "unit": "m1", "colour": "def", "die": 0, "bump": 0},
                            {"kind": "pass"}]
    assert [e["kind"] for e in out["events"]] == ["attack", "rolled", "rolled"]
    # The written position records the pending decision and can be read back.
    again = write(tmp_path, "mid.json", out["position"])
    code, out2, _ = run(capsys, "position", again)
    assert code == 0 and out2["decision"] == out["decision"]
    code, out, _ = run(capsys, "position", pos, "--apply", acts, "--auto")
    assert code == 0 and out["decision"] is None
    kinds = [e["kind"] for e in out["events"]]
    assert "count" in kinds and {"kind": "defeated", "unit": "s1", "reason": "assault",
                                  "by": "m1"} in out["events"]
    assert out["position"]["to_move"] == 1
    assert Path(pos).read_text() == before  # the position file is never changed


def test_illegal_action_exits_2_naming_the_rule(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    pos = write(tmp_path, "p.json", POSITION)
    acts = write(tmp_path, "a.json", [{"kind": "move", "unit": "m1", "path": [[5, 5]]}])
    code, _, err = run(capsys, "position", pos, "--apply", acts)
    assert code == 2
    assert err.count("\n") == 1 and "R4.1" in err and '"kind":"move"' in err
    acts = write(tmp_path, "b.json", [{"kind": "pass"}])
    code, _, err = run(capsys, "position", pos, "--apply", acts)
    assert code == 2 and "R3.2" in err


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda p: p["units"].append({"id": "x", "card": "no-such", "owner": 1, "at": [0, 0]}),
         "position.units[2].card"),
        (lambda p: p["tiles"].append({"at": [0, 0], "terrain": "water"}), "position.tiles[4].at"),
        (lambda p: p["units"].append({"id": "x", "card": "cyber-grunt", "owner": 1, "at": [1, 0]}),
         "position.units[2].at"),
        (lambda p: p["units"].append({"id": "x", "card": "cyber-grunt", "owner": 1, "at": [9, 9]}),
         "position.units[2].at"),
        (lambda p: p.pop("to_move"), "position.to_move"),
        (lambda p: p["units"][0].pop("owner"), "position.units[0].owner"),
        (lambda p: p.update(dice=[7]), "position.dice[0]"),
    ],
)
def test_bad_position_exits_1_naming_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              mutate: Any, field: str) -> None:
    data = json.loads(json.dumps(POSITION))
    mutate(data)
    code, out, err = run(capsys, "position", write(tmp_path, "p.json", data))
    assert code == 1 and out == ""
    assert field in err and err.count("\n") == 1


def test_bad_json_and_bad_action_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "position", write(tmp_path, "p.json", '{"format": '))
    assert code == 1 and "p.json:1:" in err and "not valid JSON" in err
    pos = write(tmp_path, "q.json", POSITION)
    code, _, err = run(capsys, "position", pos, "--apply",
                       write(tmp_path, "a.json", [{"kind": "attack", "unit": "m1"}]))
    assert code == 1 and "action.target" in err


def test_odds_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "odds", write(tmp_path, "p.json", POSITION), "--attacker", "m1",
                       "--target", "s1")
    assert code == 0
    assert set(out) == {"target_defeated", "attacker_defeated", "both_defeated",
                        "neither_defeated"}
    total = (out["neither_defeated"] + out["target_defeated"] + out["attacker_defeated"]
             - out["both_defeated"])
    assert total == pytest.approx(1.0, abs=1e-12)
    code, _, err = run(capsys, "odds", write(tmp_path, "p.json", POSITION), "--attacker", "m1",
                       "--target", "c1")
    assert code == 1 and "c1" in err


def test_odds_and_position_use_the_printed_dice_unless_the_position_names_a_revision(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """POSITION.md: a position without ``cards_revision`` means the printed dice (the
    Marine's DEF 2+1), ``cards_revision: 2`` issue 17's (DEF 2); both commands follow it."""
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.engine.odds import assault_odds
    from pocket_tactics_app.engine.position import from_json

    got = {}
    for rev in (None, 1, 2):
        data = dict(POSITION) if rev is None else {**POSITION, "cards_revision": rev}
        path = write(tmp_path, f"p{rev}.json", data)
        code, out, _ = run(capsys, "odds", path, "--attacker", "s1", "--target", "m1")
        assert code == 0
        want = assault_odds(from_json(data, default_catalog()), "s1", "m1").to_json()
        assert out == want
        got[rev] = out["target_defeated"]
        code, out, _ = run(capsys, "position", path)
        assert code == 0 and out["position"].get("cards_revision") == (2 if rev == 2 else None)
    assert got[None] == got[1] < got[2]  # the Marine's DEF is weaker in revision 2


def test_printed_default_cards_json_and_validation(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`cards --json` lists the printed dice; `--cards balanced` the variant's, with the
    printed card's dice beside those it changes (docs/CARDS.md)."""
    code, out, _ = run(capsys, "cards", "--json")
    assert code == 0 and len(out) == 16
    grunt = next(c for c in out if c["id"] == "cyber-grunt")
    assert set(grunt) == {"id", "name", "faction", "types", "points", "off", "def", "swift",
                          "flying", "ranged", "favored", "abilities", "names"}
    assert grunt["off"] == {"dice": 2, "bumps": []}
    assert not any("printed" in c or "revision_2" in c for c in out)
    code, out, _ = run(capsys, "cards", "--json", "--cards", "balanced")
    assert code == 0 and len(out) == 16
    grunt = next(c for c in out if c["id"] == "cyber-grunt")
    assert grunt["off"] == {"dice": 2, "bumps": [1]}
    assert grunt["printed"] == {"off": {"dice": 2, "bumps": []}}
    assert sum("printed" in c for c in out) == 9
    rebel = next(c for c in out if c["id"] == "mutant-rebel")
    assert "printed" not in rebel and rebel["off"] == {"dice": 3, "bumps": []}
    assert grunt["name"] == "Cyber Grunt" and grunt["names"]["zh_CN"] == "赛博步兵"
    bad = write(tmp_path, "bad.yaml", "units:\n  - name: X\n    points: 1\n    off: 9\n")
    code, _, err = run(capsys, "cards", bad)
    assert code == 1 and "bad.yaml:4: units[0](X).off" in err


def test_cards_json_carries_the_translations_next_to_the_english(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pocket_tactics_app.engine.cards import default_catalog

    code, out, _ = run(capsys, "cards", "--json")
    assert code == 0
    doc = next(c for c in out if c["id"] == "cyber-doc")
    reboot = doc["abilities"][0]
    assert set(reboot) == {"id", "name", "text", "action", "names", "texts"}
    assert reboot["name"] == "Reboot" and reboot["text"].startswith("As its action, makes a 5")
    assert reboot["names"] == {"zh_CN": "重启", "zh_TW": "重啟"}
    assert reboot["texts"]["zh_TW"].startswith("作為其行動")
    # a card without translations keeps exactly the fields it had
    own = write(tmp_path, "own.yaml", "faction: Mine\nunits:\n  - name: Plain Joe\n"
                "    types: [Human]\n    points: 5\n    off: 1\n    def: 1\n    abilities:\n"
                "      - name: Shrug\n        text: Nothing < much & more.\n        effects:\n"
                "          - {kind: no_support}\n")
    code, out, _ = run(capsys, "cards", own, "--json")
    assert code == 0
    joe = next(c for c in out if c["id"] == "plain-joe")
    assert "names" not in joe and set(joe["abilities"][0]) == {"id", "name", "text", "action"}
    assert joe["abilities"][0]["text"] == "Nothing < much & more."
    # tiles (no part of `cards --json`, which lists the units) serialise the same way
    water = default_catalog().terrain["water"].to_json()
    assert water["text"].startswith("Hazard:") and water["texts"]["zh_CN"].startswith("危险")
    assert water["names"] == {"zh_CN": "水域", "zh_TW": "水域"}


def test_printed_default_cards_text_and_the_balanced_variant_beside_the_printed(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cards")
    assert code == 0
    lines = {line.split()[0]: " ".join(line.split()) for line in out.splitlines() if line}
    assert "OFF 2 DEF 2 Cybernetic Liberation Front" in lines["cyber-grunt"]
    assert "OFF 3 DEF 2+1" in lines["space-force-captain"]
    assert "printed" not in out
    code, out, _ = run(capsys, "cards", "--cards", "balanced")
    assert code == 0
    lines = {line.split()[0]: " ".join(line.split()) for line in out.splitlines() if line}
    assert "OFF 2+1 DEF 2 Cybernetic Liberation Front (printed: OFF 2)" in lines["cyber-grunt"]
    assert lines["space-force-captain"].endswith("— Command (printed: OFF 3)")
    assert lines["space-force-marine"].endswith("(printed: DEF 2+1)")
    assert "OFF 3+1 DEF 3+1 Swift 1" in lines["cyber-commando"]
    assert "printed" not in lines["mytoan-soldier"]


def test_printed_default_position_and_odds_take_cards_balanced(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A position naming no card revision plays the printed dice; `--cards balanced` the
    variant's; a file naming another revision than --cards is refused."""
    path = write(tmp_path, "p.json", POSITION)
    args = ("--attacker", "s1", "--target", "m1")
    code, printed, _ = run(capsys, "odds", path, *args)
    assert code == 0
    code, balanced, _ = run(capsys, "odds", path, *args, "--cards", "balanced")
    # the Marine's DEF is 2+1 printed, 2 in the balanced variant
    assert code == 0 and balanced["target_defeated"] > printed["target_defeated"]
    code, out, _ = run(capsys, "position", path, "--cards", "balanced")
    assert code == 0 and out["position"]["cards_revision"] == 3
    named = write(tmp_path, "n.json", {**POSITION, "cards_revision": 1})
    code, _, err = run(capsys, "position", named, "--cards", "balanced")
    assert code == 1 and "position.cards_revision is 1" in err


def test_position_given_a_save_says_to_use_replay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = write(tmp_path, "game.json", {"format": "pocket-tactics/save", "version": 3,
                                          "setup": {}, "seed": 1, "actions": []})
    code, _, err = run(capsys, "position", save)
    assert code == 1
    assert "is a saved game, not a position" in err and "pocket-tactics replay" in err


@pytest.mark.parametrize("command", ["position", "odds", "cards", "replay", "simulate",
                                     "balance"])
def test_every_option_of_every_command_has_help(command: str) -> None:
    """`--help` describes every option: each argument of each command has a help text."""
    import argparse

    from pocket_tactics_app import cli
    from pocket_tactics_app.ai import balance, simulate

    parsers: dict[str, argparse.ArgumentParser] = {}
    captured: list[argparse.ArgumentParser] = []
    original = argparse.ArgumentParser.parse_args

    def grab(self: argparse.ArgumentParser, *a: Any, **k: Any) -> Any:
        captured.append(self)
        raise SystemExit(0)

    if command in ("simulate", "balance"):
        argparse.ArgumentParser.parse_args = grab  # type: ignore[method-assign]
        try:
            with pytest.raises(SystemExit):
                (simulate if command == "simulate" else balance).main([])
        finally:
            argparse.ArgumentParser.parse_args = original  # type: ignore[method-assign]
        parser = captured[0]
    else:
        sub = next(a for a in cli.build_parser()._actions
                   if isinstance(a, argparse._SubParsersAction))
        parsers = dict(sub.choices)
        parser = parsers[command]
    missing = [a.dest for a in parser._actions
               if not isinstance(a, argparse._HelpAction) and not a.help]
    assert missing == []


def test_console_entry_point_runs() -> None:
    out = subprocess.run([sys.executable, "-m", "pocket_tactics_app", "cards"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "16 units" in out.stdout


def test_r11_4_position_command_on_a_finished_position(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """R11.4, POSITION.md: a position already over loads with its winner and no legal
    actions; the command still succeeds."""
    over = {**POSITION, "control": [{"at": [0, 0], "owner": 1}, {"at": [0, 1], "owner": 1}]}
    code, out, _ = run(capsys, "position", write(tmp_path, "p.json", over))
    assert code == 0
    assert out["winner"] == 1 and out["legal"] == [] and out["decision"] is None
    assert out["events"][-1] == {"kind": "game_over", "winner": 1, "reason": "control"}


def test_r11_3_position_fields_say_what_they_count(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """POSITION.md: `turns_without_defeat` and `turn_limit` are read and written back
    (the older names `quiet_turns` and `draw_turns` are read too, not both at once), and
    `turn` is written."""
    pos = {**POSITION, "turns_without_defeat": 7, "turn_limit": 12, "turn": 33}
    code, out, _ = run(capsys, "position", write(tmp_path, "p.json", pos))
    assert code == 0
    assert (out["position"]["turns_without_defeat"], out["position"]["turn_limit"],
            out["position"]["turn"]) == (7, 12, 33)
    old = {**POSITION, "quiet_turns": 5, "draw_turns": None}
    code, out, _ = run(capsys, "position", write(tmp_path, "old.json", old))
    assert code == 0
    assert out["position"]["turns_without_defeat"] == 5
    assert out["position"]["turn_limit"] is None
    both = {**POSITION, "quiet_turns": 5, "turns_without_defeat": 5}
    code, _, err = run(capsys, "position", write(tmp_path, "both.json", both))
    assert code == 1 and "position.quiet_turns" in err


def _pending_hazard(tmp_path: Path) -> dict[str, Any]:
    """A position written in the middle of a Swift move's Water test."""
    from pocket_tactics_app.engine.actions import Action
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.engine.position import from_json, to_json

    data = {"format": "pocket-tactics/position@1", "point_limit": 50,
            "tiles": [{"at": [q, 0], "terrain": "water" if q == 1 else "wasteland"}
                      for q in range(5)],
            "units": [{"id": "t", "card": "cyberteur", "owner": 0, "at": [0, 0]},
                      {"id": "e", "card": "cyber-grunt", "owner": 1, "at": [4, 0]}],
            "to_move": 0, "dice": [1]}
    g = from_json(data, default_catalog())
    g.apply(Action("move", unit="t", path=((1, 0), (2, 0))))
    assert g.pending is not None
    return to_json(g)


@pytest.mark.parametrize(("change", "field"), [
    ({"rest_of_path": [[50, 50]]}, "position.pending.rest_of_path[0]"),
    ({"path_done": [[3, 0]]}, "position.pending.path_done"),
    ({"purpose": "rescue", "captive": "nobody"}, "position.pending.captive"),
    ({"purpose": "picnic"}, "position.pending.purpose"),
])
def test_a_bad_pending_test_is_a_bad_file_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, Any],
        field: str) -> None:
    """Issue 18: a pending test whose path leaves the map, whose mover is elsewhere or
    whose captive is unknown is refused on loading (exit 1, the field named), so
    `--auto` never meets it."""
    pos = _pending_hazard(tmp_path)
    pos["pending"].update(change)
    code, _, err = run(capsys, "position", write(tmp_path, "p.json", pos), "--auto")
    assert code == 1 and field in err and err.count("\n") == 1
    good = _pending_hazard(tmp_path)
    code, out, _ = run(capsys, "position", write(tmp_path, "g.json", good), "--auto")
    assert code == 0 and out["decision"] is None
