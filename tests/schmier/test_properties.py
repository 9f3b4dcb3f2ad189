"""Property tests over random Schmier matches (every option combination hypothesis picks).

Each step of each match checks: every card is accounted for; no view holds a card its seat
may not see; only the seat on turn has legal actions; an illegal action changes nothing.
Each finished hand checks the six points and the score arithmetic; each match checks that its
record replays to the same results.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from games.actions import BIDS, PASS, PLAY, TRUMPS, Action, Discard, Play, Trump
from games.cards import CARDS, PACK_53, cards_of
from games.core import Deal
from games.errors import IllegalAction
from games.records import replay, summary
from games.schmier import SchmierMatch
from games.schmier.trumps import CARD_VALUES, TABLES

from .helpers import cards_in, random_action

ALL = (1 << 53) - 1
FIVE = ("high", "low", "right", "left", "joker")


@st.composite
def options(draw: st.DrawFn) -> dict[str, Any]:
    opts: dict[str, Any] = draw(
        st.fixed_dictionaries(
            {},
            optional={
                "teams": st.sampled_from(["3x2", "2x3"]),
                "target": st.integers(3, 21),
                "all_pass": st.sampled_from(
                    ["redeal_same_dealer", "redeal_next_dealer", "dealer_stuck"]
                ),
                "max_discard": st.integers(0, 3),
                "trump_anytime": st.booleans(),
                "bidder_must_lead_trump": st.booleans(),
                "show_dealer_trump_discards": st.booleans(),
                "tie_fallback": st.sampled_from(["another_hand", "count_out_order"]),
            },
        )
    )
    if draw(st.booleans()):
        lo = draw(st.integers(1, 6))
        opts["min_bid"], opts["max_bid"] = lo, draw(st.integers(lo, 6))
    return opts


def check_conservation(m: SchmierMatch) -> None:
    if m.waiting_for_deal or (m.phase == "over" and not m.hands):
        return
    played = 0
    for _, a in m.hands[-1].actions:
        if isinstance(a, Play):
            played |= 1 << a.card
    parts = [
        *m.hand.hands,
        *m.hand.discarded,
        sum(1 << c for c in m.hand.stock[m.hand.stock_pos :]),
        played,
    ]
    total = 0
    for p in parts:
        assert not total & p, "a card is in two places"
        total |= p
    assert total == ALL


def visible(m: SchmierMatch) -> tuple[set[str], list[set[str]]]:
    """What each seat may have seen this hand, worked out from the record alone."""
    log = m.hands[-1]
    deal, dealer = log.deal, log.dealer
    drawn: list[list[int]] = [[] for _ in range(6)]
    played: set[int] = set()
    public: set[int] = set()
    pos, trump = 0, None
    for s, a in log.actions:
        if isinstance(a, Trump):
            trump = TABLES[a.suit]
        elif isinstance(a, Play):
            played.add(a.card)
        elif isinstance(a, Discard):
            if s == dealer:
                assert trump is not None
                if m.options.show_dealer_trump_discards:
                    public |= {c for c in a.cards if trump.mask >> c & 1}
            else:
                drawn[s] = list(deal.stock[pos : pos + len(a.cards)])
                pos += len(a.cards)
                if (s + 1) % 6 == dealer:
                    drawn[dealer] = list(deal.stock[pos:])
    everyone = {str(CARDS[c]) for c in played | public}
    seats = [everyone | {str(c) for c in (*deal.hands[s], *drawn[s])} for s in range(6)]
    return everyone, seats


def check_views(m: SchmierMatch) -> None:
    if m.waiting_for_deal:
        return
    everyone, seats = visible(m)
    public = m.view(None)
    assert public["hand"] is None and public["discarded"] is None
    assert cards_in(public) <= everyone
    for s in range(6):
        v = m.view(s)
        assert cards_in(v) <= seats[s], (s, cards_in(v) - seats[s])
        assert sorted(v["hand"]) == sorted(str(c) for c in cards_of(m.hand.hands[s]))
        if s not in m.to_act:
            assert m.legal_actions(s) == ()


def random_candidate(m: SchmierMatch, rng: random.Random) -> tuple[int, Action]:
    seat = rng.randrange(6)
    kind = rng.randrange(5)
    if kind == 0:
        return seat, PLAY[rng.randrange(53)]
    if kind == 1:
        return seat, BIDS[rng.randrange(9)]
    if kind == 2:
        return seat, PASS
    if kind == 3:
        return seat, TRUMPS[rng.randrange(4)]
    own = list(cards_of(m.hand.hands[seat]))
    pool = list({*own, rng.choice(PACK_53)})
    n = rng.randrange(0, min(len(pool), 5) + 1)
    if seat == m.dealer and m.phase == "discard" and rng.random() < 0.7:
        n = max(0, len(own) - 6 + rng.randrange(-1, 2))
        pool = own
    return seat, Discard(rng.sample(pool, min(n, len(pool))))


def snapshot(m: SchmierMatch) -> str:
    return json.dumps([m.record(), [m.view(s) for s in (None, *range(6))], m.version])


def check_illegal(m: SchmierMatch, rng: random.Random) -> None:
    seat, action = random_candidate(m, rng)
    legal = action in m.legal_actions(seat)
    assert m.is_legal(seat, action) == legal
    if legal:
        return
    before = snapshot(m)
    try:
        m.apply(seat, action)
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"seat {seat} {action} was accepted but is not legal")
    assert snapshot(m) == before


def check_hand(m: SchmierMatch, k: int, before: list[int]) -> list[int]:
    r = m.results[k].to_json()
    if r.get("redeal"):
        assert r["scores"] == before
        return before
    awards = r["awards"]
    assert all(awards[name] is not None for name in FIVE)
    points = r["points"]
    assert sum(points) in (5, 6)
    assert points == [sum(1 for v in awards.values() if v == t) for t in range(len(points))]
    values = r["game_values"]
    leaders = [t for t, v in enumerate(values) if v == max(values)]
    assert awards["game"] == (leaders[0] if len(leaders) == 1 else None)
    discarded = [c for s, a in m.hands[k].actions if isinstance(a, Discard) for c in a.cards]
    assert len(discarded) == 17
    assert sum(values) == 81 - sum(CARD_VALUES[c] for c in discarded)
    plays = [a for _, a in m.hands[k].actions if isinstance(a, Play)]
    assert len(plays) == 36
    bidder_team = r["bidder"] % len(points)
    expected = [
        s - r["bid"] if t == bidder_team and points[t] < r["bid"] else s + points[t]
        for t, s in enumerate(before)
    ]
    assert r["scores"] == expected
    return expected


def rebuild(record: dict[str, Any]) -> SchmierMatch:
    """The match again from its record: recorded deals and actions only."""
    hands = record["hands"]
    m = SchmierMatch(record.get("options"), dealer=hands[0]["dealer"], auto_deal=False, seed=1)
    for h in hands:
        m.supply_deal(Deal.from_json(h["deal"]), h["dealer"])
        for seat, text in h["actions"]:
            m.apply(seat, text)
    return m


def play_match(opts: dict[str, Any], seed: int, max_hands: int = 6) -> SchmierMatch:
    m = SchmierMatch(opts, seed=seed)
    rng = random.Random(seed)
    scores = [0] * len(m.teams)
    awarded: dict[str, int] = {}
    while not m.is_over and len(m.results) < max_hands:
        check_conservation(m)
        if rng.random() < 0.3:
            check_views(m)
        if rng.random() < 0.15:
            check_illegal(m, rng)
        seat, action = random_action(m, rng)
        k = len(m.results)
        m.apply(seat, action)
        if len(m.results) > k:
            scores = check_hand(m, k, scores)
            awarded = {}
        else:
            now = m.view()["awards"]
            assert all(now[name] == team for name, team in awarded.items())
            awarded = now
    if m.is_over:
        assert m.phase == "over" and m.to_act == ()
        assert m.scores[m.winner] >= m.options.target
    return m


@settings(max_examples=30, deadline=None)
@given(options(), st.integers(0, 2**32))
def test_random_matches(opts: dict[str, Any], seed: int) -> None:
    m = play_match(opts, seed)
    record = m.record()
    again = rebuild(json.loads(json.dumps(record)))
    assert again.record() == record
    assert [r.to_json() for r in again.results] == [r.to_json() for r in m.results]
    assert (again.scores, again.winner, again.is_over) == (m.scores, m.winner, m.is_over)
    assert replay(record) == summary(m)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32))
def test_every_seed_deals_the_whole_pack(seed: int) -> None:
    m = SchmierMatch(seed=seed)
    deal = m.hands[0].deal
    assert sorted(deal.all_cards()) == list(range(53))
    assert [len(h) for h in deal.hands] == [6] * 6 and len(deal.stock) == 17
    again = SchmierMatch(seed=seed)
    assert again.hands[0].deal == deal and again.dealer == m.dealer
