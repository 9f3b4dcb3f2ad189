"""The records contract of shared/spec/records.md, for every game, through `python -m games`."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from typing import Any

import pytest

from games import GAMES
from games.cli.simulate_cmd import simulate
from games.errors import InvalidRecord
from games.records import ReplayError, build_match, load_record, replay, summary

ERROR_LINE = re.compile(r'^hand \d+, action \d+: seat \S+ ".*": .+$')
BOOL_OPTION = {
    "spades": "blind_nil_enabled",
    "twentynine": "last_trick_point",
    "schmier": "trump_anytime",
    "tonk": "initial_upcard",
}
INT_OPTION = {"spades": "target", "twentynine": "game_target", "schmier": "target", "tonk": "stake"}
SHORT = {
    "spades": {"target": 150, "mercy_loss_at": -150},
    "twentynine": {"game_target": 2},
    "schmier": {"target": 11},
    "tonk": {},
}


def run_replay(doc: Any, *, raw: str | None = None) -> subprocess.CompletedProcess[str]:
    text = raw if raw is not None else json.dumps(doc)
    return subprocess.run(
        [sys.executable, "-m", "games", "replay", "-"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module", params=GAMES)
def played(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any], dict[str, Any]]:
    game = request.param
    match = simulate(game, seed=11, options=SHORT[game], hands=4 if game == "tonk" else None)
    return game, match.record(players=["x"] * match.seats), summary(match)


def test_replay_reproduces_the_simulated_match(played: Any) -> None:
    game, record, expected = played
    assert replay(record) == expected
    assert expected["complete"] is (game != "tonk")


def test_replay_command_prints_the_contract_keys(played: Any) -> None:
    game, record, expected = played
    proc = run_replay(record)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    keys = ["game", "complete", "winner", "scores", "hands"]
    if game == "spades":
        keys.insert(4, "bags")
    assert list(out) == keys
    assert out == expected
    assert all("scores" in h for h in out["hands"])
    if game == "tonk":
        assert out["winner"] is None and out["complete"] is False
        assert sum(out["scores"]) == 0


def test_a_record_stopping_mid_hand_is_valid(played: Any) -> None:
    _game, record, _ = played
    doc = copy.deepcopy(record)
    last = next(i for i, h in enumerate(doc["hands"]) if len(h["actions"]) > 3)
    doc["hands"] = doc["hands"][: last + 1]
    doc["hands"][last]["actions"] = doc["hands"][last]["actions"][:3]
    out = replay(doc)
    assert out["complete"] is False
    assert len(out["hands"]) == last


def test_an_illegal_action_stops_the_replay_with_one_line(played: Any) -> None:
    game, record, _ = played
    doc = copy.deepcopy(record)
    hand = next(h for h in doc["hands"] if len(h["actions"]) > 3)
    k = doc["hands"].index(hand)
    seat, _text = hand["actions"][2]
    hand["actions"][2] = [seat, "play JK" if game != "schmier" else "play ZZ"]
    proc = run_replay(doc)
    assert proc.returncode == 1
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and ERROR_LINE.match(lines[0]), lines
    assert lines[0].startswith(f"hand {k}, action 2: seat {seat} ")
    with pytest.raises(ReplayError):
        replay(doc)


@pytest.mark.parametrize(
    ("game", "verb"), [("spades", "play"), ("twentynine", "play"), ("tonk", "discard")]
)
def test_a_card_outside_the_deck_is_one_line_where_cards_are_played(game: str, verb: str) -> None:
    """The joker (not in these decks) where a card is played, not at the bidding: Spades' fast
    path indexed its 52-card charts with it and raised IndexError instead of the one line."""
    match = simulate(game, seed=11, options=SHORT[game], hands=4 if game == "tonk" else None)
    doc = match.record(players=["x"] * match.seats)
    hand = doc["hands"][0]
    i = next(i for i, (_s, text) in enumerate(hand["actions"]) if text.startswith(f"{verb} "))
    seat = hand["actions"][i][0]
    hand["actions"][i] = [seat, f"{verb} JK"]
    proc = run_replay(doc)
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and ERROR_LINE.match(lines[0]), lines
    assert lines[0].startswith(f'hand 0, action {i}: seat {seat} "{verb} JK": ')


def test_an_action_after_the_hand_ended_is_rejected(played: Any) -> None:
    _game, record, _ = played
    doc = copy.deepcopy(record)
    finished = [h for h in doc["hands"] if h["actions"]]
    hand = finished[0]
    k = doc["hands"].index(hand)
    doc["hands"] = doc["hands"][: k + 1]
    hand["actions"].append(hand["actions"][-1])
    proc = run_replay(doc)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"hand {k}, action {len(hand['actions']) - 1}: ")


def test_lower_case_and_10_are_accepted_on_input(played: Any) -> None:
    _game, record, expected = played
    doc = copy.deepcopy(record)
    for h in doc["hands"]:
        h["deal"]["hands"] = [
            [c.lower().replace("t", "10") for c in hd] for hd in h["deal"]["hands"]
        ]
        h["actions"] = [[s, t.replace("T", "10").lower()] for s, t in h["actions"]]
    assert replay(doc) == expected


def test_optional_top_level_keys(played: Any) -> None:
    game, record, expected = played
    doc = copy.deepcopy(record)
    for key in ("format", "seats", "options", "players"):
        doc.pop(key, None)
    doc["options"] = SHORT[game]
    doc["comment"] = "other keys are ignored"
    assert replay(doc) == expected


def _invalid_variants(game: str, record: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    out = []

    def variant(name: str, change: Any) -> None:
        doc = copy.deepcopy(record)
        change(doc)
        out.append((name, doc))

    variant("unknown game", lambda d: d.update(game="bridge"))
    variant("unknown option", lambda d: d["options"].update(no_such_option=True))
    variant("bool option given 1", lambda d: d["options"].update({BOOL_OPTION[game]: 1}))
    variant("int option given true", lambda d: d["options"].update({INT_OPTION[game]: True}))
    variant("wrong format", lambda d: d.update(format="cardroom-record/9"))
    variant("seats mismatch", lambda d: d.update(seats=7))
    variant("players mismatch", lambda d: d.update(players=["a"]))
    variant(
        "card twice",
        lambda d: d["hands"][0]["deal"]["hands"][1].__setitem__(
            0, d["hands"][0]["deal"]["hands"][0][0]
        ),
    )
    variant("short hand", lambda d: d["hands"][0]["deal"]["hands"][0].pop())
    variant("not a card", lambda d: d["hands"][0]["deal"]["hands"][0].__setitem__(0, "XX"))
    variant("dealer not a seat", lambda d: d["hands"][0].update(dealer=99))
    if len(record["hands"]) > 1:
        variant(
            "wrong dealer",
            lambda d: d["hands"][1].update(dealer=(d["hands"][1]["dealer"] + 1) % record["seats"]),
        )
    return out


def test_invalid_records_are_rejected_before_any_action(played: Any) -> None:
    game, record, _ = played
    for name, doc in _invalid_variants(game, record):
        with pytest.raises(InvalidRecord):
            replay(doc)
        proc = run_replay(doc) if name in ("unknown option", "card twice") else None
        if proc is not None:
            assert proc.returncode == 1, name
            assert proc.stdout == ""
            assert len(proc.stderr.strip().splitlines()) == 1, name
            assert proc.stderr.startswith("invalid record: "), proc.stderr


def test_a_hand_after_the_match_ended_is_invalid(played: Any) -> None:
    game, record, _ = played
    doc = copy.deepcopy(record)
    if game == "tonk":  # no match end: a further deal is simply the next hand
        finished = [h for h in doc["hands"] if h["actions"]]
        doc["hands"] = doc["hands"][: doc["hands"].index(finished[0]) + 1]
        extra = copy.deepcopy(doc["hands"][-1])
        extra["actions"] = []
        extra["dealer"] = (extra["dealer"] + 1) % record["seats"]
        doc["hands"].append(extra)
        out = replay(doc)
        assert out["complete"] is False and out["winner"] is None
        return
    doc["hands"].append(copy.deepcopy(doc["hands"][-1]))
    doc["hands"][-1]["actions"] = []
    doc["hands"][-1]["dealer"] = (doc["hands"][-2]["dealer"] + 1) % record["seats"]
    with pytest.raises(InvalidRecord, match="follows the end of the match"):
        replay(doc)


def test_an_unfinished_hand_followed_by_another_is_invalid(played: Any) -> None:
    _game, record, _ = played
    doc = copy.deepcopy(record)
    hand = next(h for h in doc["hands"][:-1] if h["actions"])
    hand["actions"] = hand["actions"][:1]
    with pytest.raises(InvalidRecord, match="unfinished"):
        replay(doc)


def test_rebuilt_match_continues_dealing_from_its_seed(played: Any) -> None:
    _game, record, _ = played
    doc = copy.deepcopy(record)
    doc["hands"] = doc["hands"][:1]  # hand 0 finished, as in a table's record
    rebuilt = build_match(load_record(doc), seed="table-1")
    assert not rebuilt.is_over and not rebuilt.waiting_for_deal
    assert len(rebuilt.hands) >= 2
    again = build_match(load_record(doc), seed="table-1")
    assert again.hands[1].deal == rebuilt.hands[1].deal
    assert rebuilt.hands[1].deal == rebuilt.random_deal(1, rebuilt.hands[1].dealer)
    waiting = build_match(load_record(doc))
    assert waiting.waiting_for_deal and waiting.phase == "deal" and waiting.to_act == ()


def test_not_json_and_missing_file() -> None:
    proc = run_replay(None, raw="{not json")
    assert proc.returncode == 1 and proc.stderr.startswith("invalid record: not JSON")
    proc = subprocess.run(
        [sys.executable, "-m", "games", "replay", "/nonexistent/record.json"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1 and "cannot read" in proc.stderr
