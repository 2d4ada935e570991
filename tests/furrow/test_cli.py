"""`pocket-tactics furrow new|position|simulate` (issue 14, Appendix A): output shape,
exit 1 for a bad file, 2 for an illegal action naming the rule, the file unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pocket_tactics_app.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def new(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    code, out, _ = run(["furrow", "new", "--factions", "veldmark,ember", "--mats", "3,1",
                        "--seed", "7"], capsys)
    assert code == 0
    path = tmp_path / "pos.json"
    path.write_text(out)
    return path


def test_furrow_new_and_position_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    pos = new(tmp_path, capsys)
    data = json.loads(pos.read_text())
    assert data["format"] == "furrow-foundry/position@1" and data["seed"] == 7
    code, out, _ = run(["furrow", "position", str(pos)], capsys)
    res = json.loads(out)
    assert code == 0 and set(res) == {"position", "legal", "events", "decision", "scores",
                                      "winner"}
    assert res["decision"] == {"players": [1], "phase": "section"}
    assert {"kind": "section", "section": 1} in res["legal"]


def test_furrow_position_apply_and_illegal(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    pos = new(tmp_path, capsys)
    before = pos.read_text()
    acts = tmp_path / "a.json"
    acts.write_text(json.dumps([{"kind": "section", "section": 1},
                                {"kind": "strengthen", "gain": "power"}]))
    code, out, _ = run(["furrow", "position", str(pos), "--apply", str(acts)], capsys)
    res = json.loads(out)
    assert code == 0 and res["position"]["players"][1]["power"] == 7
    assert [e["kind"] for e in res["events"]][:2] == ["section", "gained"]
    # the same section again next turn of that player is S6.1
    data = res["position"]
    data["to_move"] = 1
    p2 = tmp_path / "p2.json"
    p2.write_text(json.dumps(data))
    acts.write_text(json.dumps([{"kind": "section", "section": 1}]))
    code, _, err = run(["furrow", "position", str(p2), "--apply", str(acts)], capsys)
    assert code == 2 and "S6.1 section 1 was used last turn" in err
    assert len(err.strip().splitlines()) == 1
    assert pos.read_text() == before
    acts.write_text(json.dumps([{"kind": "section"}]))  # a malformed action: a bad file
    code, _, err = run(["furrow", "position", str(p2), "--apply", str(acts)], capsys)
    assert code == 1 and "section.section: missing" in err


def test_furrow_position_bad_file_names_the_field(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    pos = new(tmp_path, capsys)
    data = json.loads(pos.read_text())
    data["players"][0]["power"] = 17
    pos.write_text(json.dumps(data))
    code, _, err = run(["furrow", "position", str(pos)], capsys)
    assert code == 1 and "players[0].power" in err
    data["players"][0]["power"] = 2
    data["units"][1]["at"] = [1, -1]  # a worker on a lake
    pos.write_text(json.dumps(data))
    code, _, err = run(["furrow", "position", str(pos)], capsys)
    assert code == 1 and "units[1].at" in err
    pos.write_text("{")
    code, _, err = run(["furrow", "position", str(pos)], capsys)
    assert code == 1 and "not valid JSON" in err


def test_furrow_position_view_strips_hidden(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    pos = new(tmp_path, capsys)
    code, out, _ = run(["furrow", "position", str(pos), "--view", "1"], capsys)
    res = json.loads(out)["position"]
    assert code == 0 and "seed" not in res and "draws" not in res
    own = json.loads(pos.read_text())["players"][1]["hand"]  # Ember's 1 card (revision 2)
    assert res["players"][0]["hand"] is None and res["players"][1]["hand"] == own == [2]


def test_furrow_simulate_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["furrow", "simulate", "--players", "2", "--ai", "random,greedy",
                        "--games", "2", "--seed", "3", "--round-limit", "6"], capsys)
    res = json.loads(out)
    assert code == 0 and res["games"] == 2 and res["mean_rounds"] > 0
    assert set(res["levels"]) == {"random", "greedy"}
    row = res["levels"]["greedy"]
    assert {"games", "wins", "score", "score_ci95", "mean_coins", "think_mean_s",
            "think_p95_s"} <= set(row)
    assert sum(r["score"] * r["games"] for r in res["factions"].values()) == pytest.approx(2)
    assert set(res["mats"]) and set(res["factions"])


def test_furrow_position_names_its_content_revision(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A position records the content revision it is played with (resources/furrow/
    revisions.yaml) when it is not 1; without the field it is revision 1, the content
    docs/SCYTHE.md describes, so a file written before revision 2 keeps its meaning."""
    from pocket_tactics_app.furrow.engine.content import default_content
    from pocket_tactics_app.furrow.engine.position import PositionError, from_json, to_json

    current = default_content().revision
    assert current >= 2
    pos = new(tmp_path, capsys)
    data = json.loads(pos.read_text())
    assert data["content"] == current
    game = from_json(data)
    assert game.content is default_content()
    assert game.content.factions["veldmark"].ability == "common_stores"
    assert to_json(game) == data
    old = {k: v for k, v in data.items() if k != "content"}
    first = from_json(old)
    assert first.content.revision == 1
    assert first.content.factions["veldmark"].ability == "wading_hands"
    assert to_json(first) == old  # revision 1 is written as it was: without the field
    with pytest.raises(PositionError, match=r"position\.content: .*revision 1.*revision 2"):
        from_json(old, default_content())
    for bad, says in ((9, "content revision 9 is not known"), ("2", "expected a content "
                                                                   "revision number")):
        pos.write_text(json.dumps({**data, "content": bad}))
        code, _, err = run(["furrow", "position", str(pos)], capsys)
        assert code == 1 and "position.content" in err and says in err, err
