"""``python -m games replay FILE --show [--hand N]`` and ``--sheet``; without them the output
is the records contract's JSON, byte for byte as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.cli import main
from games.records import replay
from games.replays import render_replay, replay_hand
from games.sheets import render_sheet, score_sheet
from tests.story.cases import CASES, record


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "spades.json"
    path.write_text(json.dumps(record(CASES[0])), encoding="utf-8")
    return path


def test_plain_replay_output_is_the_contract(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(record_file)]) == 0
    out = capsys.readouterr().out
    assert out == json.dumps(replay(json.loads(record_file.read_text()))) + "\n"


def test_show_one_hand_prints_its_replay(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(record_file), "--show", "--hand", "2"]) == 0
    doc = json.loads(record_file.read_text())
    assert capsys.readouterr().out == render_replay(replay_hand(doc, 1)) + "\n"


def test_show_prints_every_finished_hand(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(record_file), "--show"]) == 0
    out = capsys.readouterr().out
    hands = len(replay(json.loads(record_file.read_text()))["hands"])
    assert out.count("the result ──") == hands


def test_sheet_prints_the_score_sheet(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(record_file), "--sheet"]) == 0
    doc = json.loads(record_file.read_text())
    assert capsys.readouterr().out == render_sheet(score_sheet(doc)) + "\n"


def test_a_hand_in_play_is_refused_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = record(CASES[0])
    doc["hands"] = doc["hands"][:3]
    doc["hands"][2]["actions"] = doc["hands"][2]["actions"][:9]
    path = tmp_path / "live.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["replay", str(path), "--hand", "3"])
    assert exc.value.code == 1
    err = capsys.readouterr().err
    assert err == "replay: hand 3 is still in play: a replay shows only hands that are over\n"
    assert main(["replay", str(path), "--show"]) == 0
    out = capsys.readouterr().out
    assert out.count("the result ──") == 2
    assert out.rstrip().endswith("(hand 3 is still in play: not shown)")


def test_an_illegal_action_fails_as_the_contract_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = record(CASES[0])
    doc["hands"][0]["actions"][20] = [0, "pass"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["replay", str(path)])
    plain = capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["replay", str(path), "--show"])
    assert capsys.readouterr().err == plain
