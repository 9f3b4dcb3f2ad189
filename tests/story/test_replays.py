"""Replays against the record and the engine: every action appears once and in order, the
cards move as the actions say, the trick winners and the totals are the engine's, and a hand
still in play is refused."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from games.records import build_match, load_record, replay
from games.replays import Frame, NotReplayable, render_replay, replay_hand, replay_hands
from tests.story.cases import CASES, Case, record

TRICKS = {"spades": 13, "schmier": 6, "twentynine": 8}


def _finished(doc: dict[str, Any]) -> int:
    return len(replay(doc)["hands"])


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_finished_hand_replays_action_by_action(case: Case) -> None:
    doc = record(case)
    out = replay(doc)
    replays = replay_hands(doc)
    parse = build_match(doc).parse_action
    assert [r.hand for r in replays] == list(range(len(out["hands"])))
    for r, entry, hand in zip(replays, out["hands"], doc["hands"], strict=False):
        frames = r.frames
        assert frames[0].kind == "deal" and frames[-1].kind == "result"
        assert [f.index for f in frames] == list(range(len(frames)))
        assert r.result == entry
        moves = [(m.seat, m.text) for f in frames for m in f.moves]
        assert moves == [(s, str(parse(t))) for s, t in hand["actions"]]
        assert frames[-1].scores == tuple(entry["scores"])
        before = tuple(out["hands"][r.hand - 1]["scores"]) if r.hand else (0,) * len(out["scores"])
        assert all(f.scores == before for f in frames[:-1])
        dealt = [sorted(h) for h in hand["deal"]["hands"]]
        assert [sorted(c) for c in frames[0].cards] == dealt
        if case.game in TRICKS:
            _check_tricks(case.game, frames, entry)
        else:
            _check_turns(frames, entry)


def _check_tricks(game: str, frames: tuple[Frame, ...], entry: dict[str, Any]) -> None:
    tricks = [f for f in frames if f.kind == "trick"]
    if entry.get("redeal"):
        assert not tricks
        return
    assert [f.number for f in tricks] == list(range(len(tricks)))
    full = len(tricks) == TRICKS[game]
    assert full or (game == "twentynine" and entry.get("single"))
    for f in tricks:
        assert f.winner is not None and f.winner in [s for s, _ in f.trick]
        assert len(f.trick) == (3 if entry.get("single") else len(f.cards))
    if full and not entry.get("single"):  # a single hand's sitting-out partner keeps its cards
        assert all(not cards for cards in tricks[-1].cards)
    if game == "spades":
        assert list(Counter(f.winner for f in tricks)[s] for s in range(4)) == entry["tricks"]
    previous = None
    for f in frames[1:-1]:
        if previous is not None and f.kind == "trick" and previous.kind == "trick":
            gone = {c for s, cards in enumerate(previous.cards) for c in cards} - {
                c for cards in f.cards for c in cards
            }
            assert gone == {c for _, c in f.trick}
        previous = f


def _check_turns(frames: tuple[Frame, ...], entry: dict[str, Any]) -> None:
    turns = [f for f in frames if f.kind == "turn"]
    assert [f.number for f in turns] == list(range(len(turns)))
    for f in turns:
        assert len({m.seat for m in f.moves}) == 1
        assert f.moves[0].text.split()[0] in ("draw", "drop", "end")
        if f.moves[0].text == "draw stock":
            taken = f.moves[0].detail
            assert taken is not None and taken.split()[-1] in f.cards[f.moves[0].seat] + tuple(
                c for m in f.moves[1:] for c in m.text.split()[1:]
            )
    if turns:
        counts = dict(frames[-2].facts)["counts"]
        assert [int(x.split()[-1]) for x in counts.split(", ")] == entry["counts"]


@pytest.mark.parametrize("case", CASES[::2], ids=lambda c: c.id)
def test_a_hand_in_play_is_refused(case: Case) -> None:
    doc = record(case)
    finished = _finished(doc)
    k = next(k for k in range(1, finished) if len(doc["hands"][k]["actions"]) > 1)
    hand = dict(doc["hands"][k])
    hand["actions"] = hand["actions"][:-1]
    live = dict(doc, hands=[*doc["hands"][:k], hand])
    with pytest.raises(NotReplayable, match="still in play"):
        replay_hand(live, k)
    with pytest.raises(NotReplayable, match="no hand"):
        replay_hand(live, k + 1)
    with pytest.raises(NotReplayable, match="no hand"):
        replay_hand(live, -1)
    assert [r.hand for r in replay_hands(live)] == list(range(k))
    assert replay_hand(live, k - 1) == replay_hand(doc, k - 1)


def test_one_hand_equals_the_same_hand_of_all() -> None:
    doc = record(CASES[0])
    every = replay_hands(load_record(doc))
    assert replay_hand(doc, 3) == every[3]
    assert replay_hands(doc, [5, 2]) == (every[2], every[5])


@pytest.mark.parametrize("case", CASES[::4], ids=lambda c: c.id)
def test_render_shows_every_frame(case: Case) -> None:
    r = replay_hand(record(case), 0)
    text = render_replay(r)
    assert text.count("── ") == len(r.frames)
    assert "the result" in text.splitlines()[-2] or "result" in text


def test_a_live_match_replays_like_its_record() -> None:
    doc = record(CASES[4])
    live = build_match(doc)
    assert replay_hand(live, 1, doc["players"]) == replay_hand(doc, 1)
