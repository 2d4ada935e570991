"""``pocket-tactics simulate``: reproducible given its seed and budgets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pocket_tactics_app.ai import simulate


def without_times(result: dict[str, Any]) -> dict[str, Any]:
    out = json.loads(json.dumps(result))
    for side in ("a", "b"):
        del out[side]["think_mean_s"], out[side]["think_p95_s"], out[side]["think_max_s"]
    return out


def test_seeded_simulate_gives_the_same_result_twice() -> None:
    first = simulate.run("easy", "normal", games=2, seed=9, budget=80)
    second = simulate.run("easy", "normal", games=2, seed=9, budget=80)
    assert without_times(first) == without_times(second)
    assert first["games"] == 2
    assert first["a"]["wins"] + first["b"]["wins"] + first["draws"] == 2
    assert 0 <= first["a"]["score_ci95"][0] <= first["a"]["score"] <= first["a"]["score_ci95"][1]


def test_main_prints_one_json_object_and_saves_replayable_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pocket_tactics_app.cli import main as cli_main
    from pocket_tactics_app.engine.actions import Action
    from pocket_tactics_app.engine.cards import default_catalog
    from pocket_tactics_app.engine.game import Game, GameSetup

    rc = cli_main(["simulate", "--a", "random", "--b", "easy", "--games", "2", "--seed", "3",
                   "--save-dir", str(tmp_path)])
    assert rc == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"games", "a", "b", "draws", "mean_actions", "median_actions",
                           "median_turns", "reasons", "rules", "cards_revision"}
    assert result["rules"] == 2 and result["cards_revision"] == 1  # printed, the default
    assert set(result["a"]) == {"level", "wins", "score", "score_ci95", "think_mean_s",
                                "think_p95_s", "think_max_s"}
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    record = json.loads(files[0].read_text())
    game = Game.new(GameSetup.from_json(record["setup"]), default_catalog())
    for a in record["actions"]:
        game.apply(Action.from_json(a))
    assert game.is_over()


def test_seats_alternate_on_the_same_setup() -> None:
    from pocket_tactics_app.engine.cards import default_catalog

    cat = default_catalog()
    first = simulate.make_setup(cat, 50, 1, 0).to_json()
    assert first == simulate.make_setup(cat, 50, 1, 0).to_json()
    assert first != simulate.make_setup(cat, 50, 1, 1).to_json()


def test_bad_budget_is_a_usage_error() -> None:
    with pytest.raises(SystemExit):
        simulate.main(["--a", "easy", "--b", "random", "--budget", "seconds:3"])


def test_summary_counts_how_games_ended_and_the_median_length() -> None:
    """Issue 11: `reasons` histogram (R11.1, R11.2, R11.3 won, R11.3 drawn, action cap)
    and the median game length, in actions and in turns."""
    result = simulate.run("random", "random", games=30, seed=11)
    reasons = result["reasons"]
    assert list(reasons) == ["no_action", "control", "turn_limit", "draw_rule", "action_cap"]
    assert sum(reasons.values()) == 30
    assert reasons["draw_rule"] + reasons["action_cap"] == result["draws"]
    assert 0 < result["median_turns"] <= result["median_actions"]


def test_rules_1_plays_the_old_readings() -> None:
    """`--rules 1` plays the readings before revision 2 (for before/after figures)."""
    old = simulate.run("random", "random", games=6, seed=11, rules=1)
    new = simulate.run("random", "random", games=6, seed=11)
    assert (old["rules"], new["rules"]) == (1, 2)
    assert without_times(old) != without_times(new)


def test_a_save_dir_that_is_a_file_fails_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18: a --save-dir that is a file is refused at once, in one line, exit 1."""
    played: list[object] = []
    monkeypatch.setattr(simulate, "_run_one", lambda task: played.append(task))
    target = tmp_path / "a-file"
    target.write_text("x")
    from pocket_tactics_app.cli import main as cli_main

    code = cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                     "--save-dir", str(target)])
    err = capsys.readouterr().err
    assert code == 1 and played == []
    assert err.count("\n") == 1 and "not a folder" in err


def test_army_a_and_b_fix_each_sides_army_in_both_seats() -> None:
    """Issue 17: `--army-a`/`--army-b` take a suggested build; A's army goes where A sits."""
    from pocket_tactics_app.engine.cards import default_catalog

    cat = default_catalog()
    a, b = simulate.preset_army(cat, "clf-50"), simulate.preset_army(cat, "core-mytoan")
    s0 = simulate.armies_setup(cat, 50, 4, 0, 0, a, b)
    s1 = simulate.armies_setup(cat, 50, 4, 0, 1, a, b)
    assert s0.players == (a, b) and s1.players == (b, a) and s0.seed == s1.seed
    result = simulate.run("random", "random", games=2, seed=4, army_a=a, army_b=b)
    assert result["games"] == 2


def test_army_files_come_through_the_command_layer(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pocket_tactics_app.cli import main as cli_main

    army = tmp_path / "grunts.yaml"
    army.write_text("version: 1\nname: Grunts\npoint_limit: 50\n"
                    "units: [cyber-grunt, cyber-grunt, cyber-commando]\n"
                    "tiles: [wasteland, wasteland, water, water, grid, grid]\n"
                    "home_feature: colony\n", encoding="utf-8")
    rc = cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                   "--army-a", str(army), "--army-b", "core-space-force"])
    assert rc == 0 and json.loads(capsys.readouterr().out)["games"] == 2
    # the AI alone cannot read files: only suggested builds
    assert simulate.main(["--a", "random", "--b", "random", "--army-a", str(army)]) == 1
    assert "army files need" in capsys.readouterr().err
    assert cli_main(["simulate", "--a", "random", "--b", "random",
                     "--army-a", str(tmp_path / "missing.yaml")]) == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_balance_plays_every_pair_of_the_50_point_builds(
        capsys: pytest.CaptureFixture[str]) -> None:
    from pocket_tactics_app.ai import balance
    from pocket_tactics_app.cli import main as cli_main

    result = balance.run_balance("random", games=2, seed=1)
    ids = result["builds"]
    assert ids == ["clf-50", "core-mytoan", "core-space-force"]
    m = result["matrix"]
    for i in range(3):
        for j in range(3):
            if i != j:
                assert m[i][j]["score"] + m[j][i]["score"] == pytest.approx(1.0)
            lo, hi = m[i][j]["score_ci95"]
            assert lo <= m[i][j]["score"] <= hi and m[i][j]["games"] == 2
    assert cli_main(["balance", "--level", "random", "--games", "2", "--seed", "1",
                     "--table"]) == 0
    out = capsys.readouterr().out
    assert "clf-50" in out and "(" in out and len(out.splitlines()) == 5


def _games_played(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every game ``simulate`` plays in this process (``--jobs 1``), as it ended."""
    games: list[Any] = []
    play = simulate.play_game

    def recording(*args: Any) -> Any:
        out = play(*args)
        games.append(out[0])
        return out

    monkeypatch.setattr(simulate, "play_game", recording)
    return games


def test_cards_printed_plays_every_game_with_the_printed_dice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`--cards printed`: the games' catalog carries the 4th edition's dice (CLF 50
    fields the Cyber Grunt, Cyberteur, Cyber Doc and Commando, whose dice issue 17
    changed), the JSON says so, and the saves record it so they replay the same."""
    from pocket_tactics_app.cli import main as cli_main
    from pocket_tactics_app.engine.actions import Action
    from pocket_tactics_app.engine.cards import PRINTED_CARDS, default_catalog
    from pocket_tactics_app.engine.game import Game, GameSetup
    from pocket_tactics_app.engine.position import to_json

    games = _games_played(monkeypatch)
    rc = cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2", "--seed", "5",
                   "--army-a", "clf-50", "--cards", "printed", "--save-dir", str(tmp_path)])
    assert rc == 0
    result = json.loads(capsys.readouterr().out)
    assert result["cards_revision"] == PRINTED_CARDS and result["rules"] == 2
    assert len(games) == 2
    shipped = default_catalog()
    assert _units_at_revision(games, PRINTED_CARDS)  # the printed dice differ on some unit
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    for path, played in zip(files, games, strict=True):
        record = json.loads(path.read_text())
        assert record["setup"]["cards_revision"] == PRINTED_CARDS
        game = Game.new(GameSetup.from_json(record["setup"]), shipped)
        for a in record["actions"]:
            game.apply(Action.from_json(a))
        assert to_json(game) == to_json(played)


def test_printed_default_simulate_plays_the_printed_cards(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``--cards`` a run plays the printed cards; ``--cards balanced`` the
    balanced variant, whose loaded catalog carries the dice in unit_cards/."""
    from pocket_tactics_app.cli import main as cli_main
    from pocket_tactics_app.engine.cards import BALANCED_CARDS, PRINTED_CARDS, default_catalog
    from pocket_tactics_app.engine.position import to_json

    games = _games_played(monkeypatch)
    assert cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                     "--seed", "5", "--army-a", "clf-50"]) == 0
    assert json.loads(capsys.readouterr().out)["cards_revision"] == PRINTED_CARDS
    assert _units_at_revision(games, PRINTED_CARDS)
    first = games[:]
    # `--cards printed` is that same revision: the same games
    assert cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                     "--seed", "5", "--army-a", "clf-50", "--cards", "printed"]) == 0
    assert json.loads(capsys.readouterr().out)["cards_revision"] == PRINTED_CARDS
    assert [to_json(g) for g in games[2:4]] == [to_json(g) for g in first]
    assert cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                     "--seed", "5", "--army-a", "clf-50", "--cards", "balanced"]) == 0
    assert json.loads(capsys.readouterr().out)["cards_revision"] == BALANCED_CARDS
    assert [g.catalog for g in games[4:]] == [default_catalog()] * 2
    grunt = next(u.card for g in games[4:] for u in g.units.values()
                 if u.card.id == "cyber-grunt")
    assert grunt is default_catalog().unit("cyber-grunt")


def test_printed_default_simulate_without_levels_plays_normal_against_normal(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from pocket_tactics_app.ai import simulate

    seen: list[tuple[Any, ...]] = []
    monkeypatch.setattr(simulate, "run", lambda *a, **k: seen.append(a) or {"games": 0})
    assert simulate.main(["--games", "4"]) == 0
    assert seen[0][:3] == ("normal", "normal", 4)


@pytest.mark.parametrize("command", ["simulate", "balance"])
def test_an_unknown_cards_value_is_a_usage_error(
        command: str, capsys: pytest.CaptureFixture[str]) -> None:
    from pocket_tactics_app.cli import main as cli_main

    argv = {"simulate": ["simulate", "--a", "random", "--b", "random"],
            "balance": ["balance", "--level", "random"]}[command]
    with pytest.raises(SystemExit) as exc:
        cli_main([*argv, "--cards", "2"])
    assert exc.value.code == 2
    assert "--cards: invalid choice: '2'" in capsys.readouterr().err


def test_balance_cards_printed_plays_the_printed_dice(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from pocket_tactics_app.ai import balance
    from pocket_tactics_app.cli import main as cli_main
    from pocket_tactics_app.engine.cards import CARDS_REVISION, PRINTED_CARDS

    games = _games_played(monkeypatch)
    assert cli_main(["balance", "--level", "random", "--games", "2", "--seed", "1",
                     "--cards", "printed"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["cards_revision"] == PRINTED_CARDS
    assert len(games) == 12 and {g.catalog.cards_revision for g in games} == {PRINTED_CARDS}
    assert "random vs random, printed cards," in balance.table(result)
    default = balance.run_balance("random", games=2, seed=1, cards=CARDS_REVISION)
    assert default["cards_revision"] == CARDS_REVISION
    assert "random vs random, balanced cards," in balance.table(default)
    assert balance.run_balance("random", games=2, seed=1)["cards_revision"] == PRINTED_CARDS


def test_simulate_cards_balanced_2_plays_issue_17s_first_balance(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """``--cards balanced-2`` re-runs figures measured before the Mytoan change (card
    revision 2): its games carry revision 2's dice and the JSON says so."""
    from pocket_tactics_app.cli import main as cli_main
    from pocket_tactics_app.engine.cards import FIRST_BALANCE_CARDS

    games = _games_played(monkeypatch)
    assert cli_main(["simulate", "--a", "random", "--b", "random", "--games", "2",
                     "--seed", "5", "--army-a", "core-mytoan", "--cards", "balanced-2"]) == 0
    assert json.loads(capsys.readouterr().out)["cards_revision"] == FIRST_BALANCE_CARDS
    assert _units_at_revision(games, FIRST_BALANCE_CARDS)


def _units_at_revision(games: list[Any], revision: int) -> int:
    """Checks that every unit of ``games`` has its card's dice of card ``revision``; the
    number of units whose dice there differ from the shipped ones."""
    from pocket_tactics_app.engine.cards import default_catalog

    changed = 0
    for game in games:
        assert game.catalog.cards_revision == revision
        for unit in game.units.values():
            card = default_catalog().unit(unit.card.id)
            old = card.at_revision(revision)
            assert (unit.card.off, unit.card.defence) == (old.off, old.defence)
            changed += (old.off, old.defence) != (card.off, card.defence)
    return changed
