"""Edge-case records replay (``games.records.replay``) to the documented results.

The records were made by ``records/make_records.py``; each test checks the replay output
against the stored file and, independently, the facts the record is about.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from games.errors import CardroomError
from games.records import replay
from games.schmier.trumps import CARD_VALUES

from .helpers import c

RECORDS = Path(__file__).resolve().parent / "records"
NAMES = sorted(p.name.removesuffix(".expected.json") for p in RECORDS.glob("*.expected.json"))


def load(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    record = json.loads((RECORDS / f"{name}.json").read_text())
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text())
    return record, expected


def test_the_records_are_there() -> None:
    assert set(NAMES) >= {
        "all_pass_redeal",
        "dealer_over_six_trumps",
        "game_tie",
        "three_team_tie_another_hand",
        "three_team_tie_count_out",
    }


@pytest.mark.parametrize("name", NAMES)
def test_replay_matches_the_stored_output(name: str) -> None:
    record, expected = load(name)
    assert replay(record) == expected


def test_all_pass_redeal() -> None:
    record, out = load("all_pass_redeal")
    assert out["hands"][0] == {"redeal": True, "scores": [0, 0, 0]}
    assert record["hands"][0]["dealer"] == record["hands"][1]["dealer"] == 2
    assert [a for _, a in record["hands"][0]["actions"]] == ["pass"] * 6
    assert out["hands"][1]["bidder"] == 3 and out["hands"][1]["trump"] == "D"
    wrong = copy.deepcopy(record)
    wrong["hands"][1]["dealer"] = 3
    with pytest.raises(CardroomError, match="dealer must be seat 2"):
        replay(wrong)
    nxt = copy.deepcopy(record)
    nxt["options"] = {"all_pass": "redeal_next_dealer"}
    with pytest.raises(CardroomError, match="dealer must be seat 3"):
        replay(nxt)


def test_dealer_over_six_trumps() -> None:
    record, out = load("dealer_over_six_trumps")
    actions = record["hands"][0]["actions"]
    assert [0, "discard 5S 6S QH KH"] in actions
    hand = out["hands"][0]
    assert all(hand["awards"][k] == 0 for k in ("high", "low", "right", "left", "joker"))
    discarded = [c(x) for s, a in actions if a.startswith("discard") for x in a.split()[1:]]
    assert len(discarded) == 17
    assert sum(hand["game_values"]) == 81 - sum(CARD_VALUES[x] for x in discarded)
    for protected in ("AH", "JH", "JD", "2H", "JK"):
        bad = copy.deepcopy(record)
        i = bad["hands"][0]["actions"].index([0, "discard 5S 6S QH KH"])
        bad["hands"][0]["actions"][i] = [0, f"discard 5S 6S KH {protected}"]
        with pytest.raises(CardroomError, match=f"action {i}: .*may never be discarded"):
            replay(bad)


def test_game_tie() -> None:
    _, out = load("game_tie")
    hand = out["hands"][0]
    values = hand["game_values"]
    assert sorted(values)[-1] == sorted(values)[-2]  # a tie at the top
    assert hand["awards"]["game"] is None
    assert sum(hand["points"]) == 5


def _count_out(before: list[int], hand: dict[str, Any], target: int, tied: list[int]) -> int:
    running = list(before)
    for name in ("high", "low", "right", "left", "joker", "game"):
        team = hand["awards"][name]
        if team is not None and team != hand["bidder"] % 3:
            running[team] += 1
            if team in tied and running[team] >= target:
                return team
    raise AssertionError("nobody counted out")


def test_three_team_tie_plays_another_hand() -> None:
    record, out = load("three_team_tie_another_hand")
    k = len(out["hands"]) - 2  # the tie hand; one more hand follows
    tie = out["hands"][k]
    scores, bidder_team = tie["scores"], tie["bidder"] % 3
    top = max(scores)
    tied = [t for t, s in enumerate(scores) if s == top]
    assert top >= 7 and len(tied) == 2 and bidder_team not in tied
    upto = copy.deepcopy(record)
    upto["hands"] = upto["hands"][: k + 1]
    assert replay(upto)["complete"] is False  # another hand
    assert out["complete"] is True and len(record["hands"]) == k + 2


def test_three_team_tie_count_out_order() -> None:
    record, out = load("three_team_tie_count_out")
    assert record["options"]["tie_fallback"] == "count_out_order"
    tie = out["hands"][-1]
    before = out["hands"][-2]["scores"] if len(out["hands"]) > 1 else [0, 0, 0]
    top = max(tie["scores"])
    tied = [t for t, s in enumerate(tie["scores"]) if s == top]
    assert len(tied) == 2 and tie["bidder"] % 3 not in tied
    assert tie["points"][tie["bidder"] % 3] < tie["bid"]  # the bidder was set
    assert out["complete"] is True
    assert out["winner"] == _count_out(before, tie, 7, tied)
    # the same hands under another_hand leave the match open
    another = copy.deepcopy(record)
    another["options"] = {"target": 7}
    assert replay(another)["complete"] is False
