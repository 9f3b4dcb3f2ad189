"""Edge-case records (tests/tonk/records/*.json) replay to the results written in them.

Each file is a game record with two extra top-level keys (ignored by the replay, as records.md
allows): ``note`` says what happens, ``expected`` is the replay output, worked out by hand from
RULES.md §4.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.records import ReplayError, replay

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))


def _load(name: str) -> dict[str, Any]:
    return json.loads((Path(__file__).parent / "records" / f"{name}.json").read_text())


def test_every_edge_case_has_a_record() -> None:
    names = {p.stem for p in RECORDS}
    assert {
        "initial_tonk",
        "drawn_deal",
        "caught_double_each_leq_plus_low_bonus",
        "caught_double_each_leq_only",
        "caught_double_to_lowest_only",
        "caught_seed_literal_dropper_pays_basic_too",
        "stock_out",
        "loop_guard",
        "tonk_out_hits_only",
    } <= names


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_record_replays_to_the_documented_result(path: Path) -> None:
    doc = json.loads(path.read_text())
    out = replay(doc)
    assert out == doc["expected"]
    for hand in out["hands"]:
        assert sum(hand["payouts"]) == 0


def test_the_replay_command_prints_the_same() -> None:
    path = Path(__file__).parent / "records" / "drawn_deal.json"
    proc = subprocess.run(
        [sys.executable, "-m", "games", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == json.loads(path.read_text())["expected"]


def test_an_action_after_the_loop_guard_ended_the_hand_is_rejected() -> None:
    doc = _load("loop_guard")
    doc["hands"][0]["actions"].append([0, "draw discard"])
    with pytest.raises(ReplayError, match="hand 0, action"):
        replay(doc)


def test_the_initial_tonk_hand_takes_no_action() -> None:
    doc = _load("initial_tonk")
    doc["hands"][0]["actions"] = [[0, "drop"]]
    with pytest.raises(ReplayError, match=r"hand 0, action 0: seat 0 \"drop\""):
        replay(doc)


def test_a_drawn_deal_is_redealt_by_the_next_dealer_only() -> None:
    doc = copy.deepcopy(_load("drawn_deal"))
    doc["hands"][1]["dealer"] = 2
    with pytest.raises(Exception, match="dealer"):
        replay(doc)


def test_end_with_cards_in_the_stock_stops_the_replay() -> None:
    doc = _load("stock_out")
    actions = doc["hands"][0]["actions"]
    doc["hands"][0]["actions"] = [*actions[:9], [0, "end"]]
    with pytest.raises(ReplayError, match="only for an empty stock"):
        replay(doc)
