"""A Tonk match resumed from a checkpoint (``games.tonk.checkpoint``) is the match the full
replay builds: the same scores, dealer, hand, version, every seat's view and legal actions, and
the same next moves apply the same way, hand after hand."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.errors import InvalidRecord
from games.records import build_match, checkpoint, load_record, resume_match
from games.tonk.checkpoint import EARLIER
from games.tonk.match import TonkMatch

SEED = 20261203
HANDS = 60


def long_match(seats: int, hands: int = HANDS, seed: int = SEED) -> TonkMatch:
    """Random moves until ``hands`` hands are dealt (the last one in play)."""
    m = TonkMatch({"max_players": 5} if seats > 3 else {}, seats=seats, seed=seed)
    rng = random.Random(seed)
    while len(m.hands) < hands:
        seat = m.to_act[0]
        m.apply(seat, rng.choice(list(m.legal_actions(seat))))
    return m


def tail(record: dict[str, Any], first: int) -> Any:
    return load_record({**record, "hands": record["hands"][first:]})


def same(a: Any, b: Any) -> None:
    """Everything a player or the bot can read of a match."""
    assert a.scores == b.scores
    assert a.dealer == b.dealer
    assert a.hand_number == b.hand_number
    assert a.version == b.version
    assert a.hands_played == b.hands_played
    assert a.phase == b.phase
    assert a.to_act == b.to_act
    assert a.waiting_for_deal == b.waiting_for_deal
    for seat in [None, *range(a.seats)]:
        assert a.view(seat) == b.view(seat), seat
    for seat in range(a.seats):
        assert list(a.legal_actions(seat)) == list(b.legal_actions(seat))
        assert list(type(a).legal_actions(a, seat)) == list(type(b).legal_actions(b, seat))
    assert a.hands[-1].deal == b.hands[-1].deal
    assert [str(x) for _, x in a.hands[-1].actions] == [str(x) for _, x in b.hands[-1].actions]


def play_on(a: Any, b: Any, moves: int, rng: random.Random) -> None:
    """The same random moves on both (dealing from the seed), compared after each."""
    for _ in range(moves):
        seat = a.to_act[0]
        text = str(rng.choice(list(a.legal_actions(seat))))
        a.apply(seat, text)
        b.apply(seat, text)
        same(a, b)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_a_resumed_match_is_the_full_replay(seats: int) -> None:
    m = long_match(seats)
    record = m.record()
    full = build_match(record, seed=SEED)
    same(full, m)
    finished = [i for i, h in enumerate(m.hands) if h.result is not None]
    assert len(finished) >= HANDS - 1
    for hand in (0, 1, len(finished) // 2, finished[-2], finished[-1]):
        state = checkpoint(m, hand)
        assert state is not None and state["hands"] == hand + 1
        resumed = resume_match(tail(record, hand + 1), state, seed=SEED)
        same(resumed, full)
        assert resumed.hands[:hand] == [EARLIER] * hand, "the hands before it are not kept"
        assert resumed.resumed_from == hand + 1
        a, b = full.clone(), resumed
        play_on(a, b, 300, random.Random(hand))
        assert len(a.hands) > len(m.hands) + 3, "several hands dealt from the seed after it"


def test_a_checkpoint_worked_back_from_a_later_state_is_the_one_taken_then() -> None:
    """Taken at a hand's end, or later from the match as it is then: the same checkpoint."""
    m = TonkMatch({}, seats=3, seed=SEED)
    rng = random.Random(1)
    taken: dict[int, dict[str, Any] | None] = {}
    while len(m.hands) < 25:
        done = len(m.results)
        seat = m.to_act[0]
        m.apply(seat, rng.choice(list(m.legal_actions(seat))))
        for hand in range(done, len(m.results)):
            taken[hand] = checkpoint(m, hand) if hand == len(m.results) - 1 else None
    for hand, state in taken.items():
        if state is not None:
            assert checkpoint(m, hand) == state


def test_the_resumed_match_deals_what_the_seed_deals() -> None:
    """No deal stored after the checkpoint: the next deal is the seed's for that hand, the
    one the match dealt before."""
    m = long_match(2, hands=12)
    last_finished = max(i for i, h in enumerate(m.hands) if h.result is not None)
    state = checkpoint(m, last_finished)
    assert state is not None
    resumed = resume_match(tail(m.record(), len(m.hands)), state, seed=SEED)
    assert not resumed.waiting_for_deal and resumed.hand_number == last_finished + 1
    assert resumed.hands[-1].deal == m.hands[last_finished + 1].deal
    assert resumed.hands[-1].dealer == m.hands[last_finished + 1].dealer


def test_the_other_games_keep_no_checkpoint() -> None:
    from games.spades.match import SpadesMatch

    assert checkpoint(SpadesMatch({}, seed=1), 0) is None


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.update(format=99),
        lambda s: s.update(hands=0),
        lambda s: s.update(dealer=(s["dealer"] + 1) % 3),
        lambda s: s["last"].update(scores=[0, 0]),
        lambda s: s.pop("version"),
    ],
    ids=["format", "no-hands", "dealer", "seats", "missing"],
)
def test_a_bad_checkpoint_is_refused(change: Any) -> None:
    m = long_match(3, hands=5)
    state = checkpoint(m, 0)
    assert state is not None
    change(state)
    with pytest.raises(InvalidRecord):
        resume_match(tail(m.record(), 1), state, seed=SEED)
