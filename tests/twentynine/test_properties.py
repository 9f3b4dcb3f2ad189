"""Property tests over random Twenty-Nine matches under random house rules.

Random legal actions (including out-of-turn pairs) drive each match; after every action we check
that no view shows a card its seat may not see, that only the bidder may know a hidden trump, and
that a random illegal action raises and changes nothing.  After every deal: each card played
once and the card points conserved.  At the end: the record replays to the same match.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import new_match
from games.actions import (
    BIDS,
    DOUBLE,
    PAIR,
    PASS,
    PLAY,
    REDOUBLE,
    REVEAL,
    SINGLE,
    TRUMP_SEVENTH,
    TRUMPS,
    Action,
)
from games.cards import CARDS, PACK_32
from games.errors import IllegalAction
from games.records import build_match
from games.twentynine import TwentyNineMatch
from games.twentynine.actions import TRUMP_NT
from games.twentynine.cards import POINTS

CARD_RE = re.compile(r"\b([789TJQKA][SHDC])\b")
HIDDEN_TRUMP_RE = re.compile(r'trump [SHDC]"')
POOL: tuple[Action, ...] = (
    *(PLAY[c] for c in PACK_32),
    PLAY[0],
    *(BIDS[n] for n in range(13, 30)),
    PASS,
    *TRUMPS,
    TRUMP_SEVENTH,
    TRUMP_NT,
    REVEAL,
    PAIR,
    DOUBLE,
    REDOUBLE,
    SINGLE,
)

OPTIONS = st.fixed_dictionaries(
    {
        "min_bid": st.sampled_from([15, 16]),
        "last_trick_point": st.booleans(),
        "all_pass": st.sampled_from(["dealer_forced", "redeal"]),
        "reveal_mode": st.sampled_from(["mandatory", "optional"]),
        "caller_must_trump": st.booleans(),
        "trump_card_mode": st.sampled_from(["indicator", "own_card"]),
        "pair_enabled": st.booleans(),
        "pair_adjust": st.sampled_from(["all_or_nothing", "clamp"]),
        "pair_window": st.sampled_from(["after_own_side_trick", "any_time_after_eligible"]),
        "double_redouble": st.booleans(),
        "double_timing": st.sampled_from(["after_second_deal", "after_trump_choice"]),
        "seventh_card": st.booleans(),
        "seventh_card_visible_to_bidder": st.booleans(),
        "single_hand": st.booleans(),
        "no_trump_reverse": st.booleans(),
        "annul_pointless_first_four": st.booleans(),
        "set_scoring": st.sampled_from(["bidder_loses", "defenders_gain"]),
        "game_target": st.sampled_from([1, 2, 6]),
    }
)


def allowed_cards(m: TwentyNineMatch, seat: int | None) -> set[str]:
    """Every card ``seat`` may know of now: its own dealt cards, played ones, a shown trump card."""
    h = m.hand_state
    out = {str(a).split()[1] for _, a in m.hands[-1].actions if str(a).startswith("play")}
    if h.down_shown:
        out.add(str(CARDS[h.down]))
    if seat is not None:
        dealt = h.deal.hands[seat] if h.second_dealt else h.deal.hands[seat][:4]
        for i, c in enumerate(dealt):
            unseen_seventh = (
                i == 6
                and h.seventh
                and seat == h.bidder
                and not m.options.seventh_card_visible_to_bidder
                and not h.down_shown
                and h.down_active
            )
            if not unseen_seventh:
                out.add(str(c))
    return out


def check_views(m: TwentyNineMatch) -> None:
    if m.waiting_for_deal:
        return
    h = m.hand_state
    for seat in (None, 0, 1, 2, 3):
        v = m.view(seat)
        text = json.dumps(v)
        seen = set(CARD_RE.findall(text))
        extra = seen - allowed_cards(m, seat)
        assert not extra, (seat, extra, v)
        if seat is not None:
            assert v["hand"] is not None and set(v["hand"]) <= allowed_cards(m, seat)
        knows = (
            seat == h.bidder
            and h.trump >= 0
            and (not h.seventh or m.options.seventh_card_visible_to_bidder)
        )
        if h.hidden and not knows:
            assert v["trump"] is None and v["trump_card"] is None, (seat, v)
            assert not HIDDEN_TRUMP_RE.search(text), (seat, text)
        if h.hidden and knows:
            assert v["trump"] == "SHDC"[h.trump]


def check_illegal(m: TwentyNineMatch, rng: random.Random) -> None:
    seat = rng.randrange(4)
    legal = set(m.legal_actions(seat))
    wrong = [a for a in POOL if a not in legal]
    action = rng.choice(wrong)
    before = (m.record(), [json.dumps(m.view(s)) for s in (None, 0, 1, 2, 3)], m.version)
    try:
        m.apply(seat, action)
    except IllegalAction:
        pass
    else:  # pragma: no cover - the failure message is the point
        raise AssertionError(f"seat {seat} {action} was accepted but not listed as legal")
    after = (m.record(), [json.dumps(m.view(s)) for s in (None, 0, 1, 2, 3)], m.version)
    assert after == before


def check_finished_hand(m: TwentyNineMatch, k: int) -> None:
    log = m.hands[k]
    result = log.result
    assert result is not None
    r = result.to_json()
    if r.get("redeal"):
        return
    played = [a.card for _, a in log.actions if str(a).startswith("play")]  # type: ignore[attr-defined]
    assert len(played) == len(set(played))
    bonus = 1 if m.options.last_trick_point else 0
    if r.get("single"):
        out = (r["bidder"] + 2) % 4
        assert len(played) == 24
        assert not set(played) & set(log.deal.hands[out])
        assert sum(r["points"]) == sum(POINTS[c] for c in played) + bonus
    else:
        assert sorted(played) == sorted(PACK_32)
        assert sum(r["points"]) == 28 + bonus
        assert r["made"] == (r["points"][r["bidder"] % 2] >= r["target"])


def run_match(
    options: dict[str, Any], seed: int, max_hands: int = 3, rate: float = 1.0
) -> TwentyNineMatch:
    """Play random actions; check views at ``rate`` of the steps, illegal actions at a quarter."""
    m = new_match("twentynine", options, seed=seed)
    assert isinstance(m, TwentyNineMatch)
    rng = random.Random(seed)
    checked = 0
    while not m.is_over and len(m.results) < max_hands:
        while checked < len(m.results):
            check_finished_hand(m, checked)
            checked += 1
        if rng.random() < rate:
            check_views(m)
        if rng.random() < 0.25 * rate:
            check_illegal(m, rng)
        choices = [(s, a) for s in range(4) for a in m.legal_actions(s)]
        assert choices and all(s in m.to_act or str(a) == "pair" for s, a in choices)
        seat, action = rng.choice(choices)
        m.apply(seat, action)
    while checked < len(m.results):
        check_finished_hand(m, checked)
        checked += 1
    return m


@settings(max_examples=45, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(options: dict[str, Any], seed: int) -> None:
    m = run_match(options, seed)
    rebuilt = build_match(json.loads(json.dumps(m.record())))
    assert [r.to_json() for r in rebuilt.results] == [r.to_json() for r in m.results]
    assert rebuilt.scores == m.scores and rebuilt.is_over == m.is_over
    assert rebuilt.winner == m.winner and rebuilt.hand_number == m.hand_number
    if not m.is_over:
        for seat in (None, 0, 1, 2, 3):
            assert rebuilt.view(seat) | {"version": 0} == m.view(seat) | {"version": 0}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_default_matches_play_to_the_end(seed: int) -> None:
    m = run_match({}, seed, max_hands=200, rate=0.05)
    assert m.is_over and m.winner in (0, 1)
    assert max(m.scores) >= 6 or min(m.scores) <= -6
    changed = [
        (a, b)
        for a, b in zip(
            [r.to_json()["scores"] for r in m.results[:-1]],
            [r.to_json()["scores"] for r in m.results[1:]],
            strict=True,
        )
    ]
    for before, after in changed:  # only the bidding side's score moves
        assert sum(x != y for x, y in zip(before, after, strict=True)) <= 1
