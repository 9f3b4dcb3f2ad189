"""Property tests over random Tonk matches (2 to 5 seats, random house rules).

Checked at every step: every card is in exactly one place; one seat acts and has a legal action;
counts never include cards in spreads; every hand is zero-sum.  Checked on a sample of steps: an
illegal action changes nothing (record and every view), and no view shows a card its seat may
not see.  At the end the record replays to the same match.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action, Discard, Drop, Hit, Spread
from games.cards import CARDS
from games.core import Deal
from games.errors import IllegalAction
from games.records import build_match, summary
from games.tonk import TonkMatch
from games.tonk.hand import TonkHand
from games.tonk.melds import count
from tests.tonk.helpers import cards_in

ALL = (1 << 52) - 1
ENDINGS = {"initial_tonk", "tonk_out", "out", "drop_won", "caught", "stock_out", "draw"}

option_sets = st.fixed_dictionaries(
    {"max_players": st.just(5)},
    optional={
        "stake": st.integers(1, 3),
        "initial_upcard": st.booleans(),
        "must_lay_down_spreads": st.booleans(),
        "allow_hold_three_aces": st.booleans(),
        "tonk_out_requires_new_spread": st.booleans(),
        "caught_mode": st.sampled_from(
            [
                "double_each_leq_plus_low_bonus",
                "double_each_leq_only",
                "double_to_lowest_only",
                "seed_literal_dropper_pays_basic_too",
            ]
        ),
        "hit_lock_turns": st.integers(0, 2),
        "discard_pickup_must_meld": st.booleans(),
        "no_immediate_rediscard": st.booleans(),
        "initial_tonk_totals": st.sampled_from([[49, 50], [], [30, 31, 32, 33, 34, 35]]),
    },
)


def _snapshot(m: TonkMatch) -> str:
    """The current hand's whole state, its log, and every view (cheaper than the full record)."""
    h = m.current
    state = {k: getattr(h, k) for k in TonkHand.__slots__ if k != "opts"}
    log = [[s, str(a)] for s, a in m.hands[-1].actions]
    views = [m.view(s) for s in (None, *range(m.seats))]
    doc = {"state": state, "log": log, "views": views, "n": len(m.hands), "v": m.version}
    return json.dumps(doc, sort_keys=True, default=str)


def _check_cards(hand: TonkHand) -> None:
    masks = list(hand.hands) + list(hand.sp_masks)
    masks += [1 << c for c in hand.stock] + [1 << c for c in hand.pile]
    union = 0
    for m in masks:
        assert not union & m, "a card is in two places"
        union |= m
    assert union == ALL, "a card is missing"


def _visible(hand: TonkHand, seat: int | None) -> set[str]:
    mask = 0
    for m in hand.sp_masks:
        mask |= m
    if seat is not None:
        mask |= hand.hands[seat]
    seen = {str(CARDS[c]) for c in range(52) if mask >> c & 1}
    if hand.pile:
        seen.add(str(CARDS[hand.pile[-1]]))
    return seen


def _check_views(m: TonkMatch) -> None:
    hand = m.current
    for seat in (None, *range(m.seats)):
        view = m.view(seat)
        reveal = view.pop("last_reveal")
        shown = cards_in(json.dumps(view))
        assert shown <= _visible(hand, seat), (seat, shown - _visible(hand, seat))
        if reveal is not None:
            prev = m.results[-1].revealed
            allowed = {str(CARDS[c]) for r in prev if r for c in range(52) if r >> c & 1}
            assert cards_in(json.dumps(reveal)) <= allowed
        if seat is not None:
            assert view["count"] == count(hand.hands[seat])
        assert "stock" not in json.dumps(view).replace("stock_size", "").replace(
            "draw stock", ""
        ).replace("stock_out", "")


def _candidates(m: TonkMatch, seat: int, rng: random.Random) -> list[Action]:
    """A few actions of every kind, most of them illegal now."""
    hand = m.current.hands[seat]
    held = [c for c in range(52) if hand >> c & 1]
    out: list[Action] = [DRAW_STOCK, DRAW_DISCARD, DROP, END]
    out += [Discard((rng.randrange(52),)) for _ in range(2)]
    out += [Hit(CARDS[rng.randrange(52)], rng.randrange(len(m.current.sp_masks) + 2))]
    if len(held) >= 3:
        out.append(Spread(rng.sample(held, 3)))
    if held:
        out.append(Hit(CARDS[rng.choice(held)], rng.randrange(len(m.current.sp_masks) + 1)))
        out.append(Discard((rng.choice(held),)))
    return out


def _check_illegal(m: TonkMatch, rng: random.Random) -> None:
    seat = m.to_act[0]
    legal = set(m.legal_actions(seat))
    before = _snapshot(m)
    for a in _candidates(m, seat, rng):
        if a in legal:
            continue
        try:
            m.apply(seat, a)
        except IllegalAction:
            pass
        else:  # pragma: no cover - the assertion message is the point
            raise AssertionError(f"{a} was applied but is not in legal_actions")
    other = (seat + 1) % m.seats
    assert m.legal_actions(other) == ()
    for a in (DRAW_STOCK, DROP):
        try:
            m.apply(other, a)
        except IllegalAction:
            pass
        else:  # pragma: no cover
            raise AssertionError("a seat acted out of turn")
    assert _snapshot(m) == before


def _check_result(m: TonkMatch, k: int, hand: TonkHand | None) -> None:
    """Result ``k``; ``hand`` is its final state, or ``None`` for a hand that ended as dealt."""
    r = m.results[k]
    assert r.ending in ENDINGS
    assert sum(r.payouts) == 0
    assert sum(r.scores) == 0
    if hand is None:
        assert r.ending in ("initial_tonk", "draw")
        assert list(r.counts) == [sum(count(1 << c) for c in h) for h in m.hands[k].deal.hands]
    else:
        assert list(r.counts) == [count(h) for h in hand.hands]  # spreads never count
    if r.ending in ("out", "tonk_out"):
        assert sorted(r.counts)[0] == 0 and max(r.payouts) > 0
    if r.ending == "draw":
        assert r.redeal and r.to_json()["redeal"] is True and set(r.payouts) == {0}


def _policy(m: TonkMatch, rng: random.Random) -> Action:
    """Random, but a drop only now and then, so that hands also reach the stock's end."""
    legal = m.legal_actions(m.to_act[0])
    moves = [a for a in legal if type(a) is not Drop]
    if moves and rng.random() > 0.03:
        return rng.choice(moves)
    return rng.choice(legal)


@settings(max_examples=40, deadline=None)
@given(seats=st.integers(2, 5), options=option_sets, seed=st.integers(0, 10**6))
def test_random_matches_keep_every_invariant(
    seats: int, options: dict[str, Any], seed: int
) -> None:
    m = TonkMatch(options, seats=seats, seed=seed)
    rng = random.Random(seed)
    for step in range(600):
        hand = m.current
        _check_cards(hand)
        assert len(m.to_act) == 1
        seat = m.to_act[0]
        assert m.legal_actions(seat), "the seat to act has no legal action"
        if hand.drawn and hand.plain and (hand.taken < 0 or not hand.taken_rules):
            fast = hand.legal(seat)
            hand.plain = False  # the general path, with no option restricting anything
            assert hand.legal(seat) == fast
            hand.plain = True
        if step % 11 == 0:
            _check_illegal(m, rng)
        if step % 17 == 0:
            _check_views(m)
        done = len(m.results)
        m.apply(seat, _policy(m, rng))
        for k in range(done, len(m.results)):
            _check_result(m, k, hand if k == done else None)
    _check_replay(m)


def _check_replay(m: TonkMatch) -> None:
    record = json.loads(json.dumps(m.record()))
    again = build_match(record)
    assert summary(again) == summary(m)
    assert [again.view(s) for s in range(m.seats)] == [m.view(s) for s in range(m.seats)]
    # the same through the Match API alone: supply each deal, apply each action
    direct = TonkMatch(
        m.options, seats=m.seats, dealer=record["hands"][0]["dealer"], auto_deal=False
    )
    for h in record["hands"]:
        direct.supply_deal(Deal.from_json(h["deal"]), h["dealer"])
        for seat, text in h["actions"]:
            direct.apply(seat, text)
    assert [r.to_json() for r in direct.results] == [r.to_json() for r in m.results]
    assert direct.view(None) == m.view(None)


@settings(max_examples=15, deadline=None)
@given(seats=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_pure_random_play_replays(seats: int, seed: int) -> None:
    m = TonkMatch({"max_players": 5}, seats=seats, seed=seed)
    rng = random.Random(seed)
    while len(m.results) < 20:
        seat = m.to_act[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    _check_replay(m)


@settings(max_examples=20, deadline=None)
@given(seats=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_players_who_never_drop_or_end_still_finish_every_hand(seats: int, seed: int) -> None:
    """The loop guard: once the stock is empty, a round without spreads ends the hand."""
    m = TonkMatch({"max_players": 5}, seats=seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(5):
        start = len(m.results)
        for _turns in range(5000):
            if len(m.results) > start:
                break
            seat = m.to_act[0]
            legal = m.legal_actions(seat)
            if DRAW_STOCK in legal:
                m.apply(seat, DRAW_STOCK)
            elif DRAW_DISCARD in legal:
                m.apply(seat, DRAW_DISCARD)
            else:
                m.apply(seat, rng.choice([a for a in legal if a not in (DROP, END)]))
        assert len(m.results) > start, "a hand did not end"
    assert {r.ending for r in m.results} <= ENDINGS
