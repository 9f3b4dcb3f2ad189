"""Spades ``strong``'s CPU savings (issue 15): each keeps the cards or stops only when clear.

``fastroll.play_out`` plays exactly the cards of ``rollout(st, policy.choose)``; the seat-by-seat
bid test keeps deals as the all-at-once test does; the tie stop ends a decision only when every
candidate has scored the same in every world so far.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from games import new_match
from games.players import make_player
from games.players.masks import cards_in
from games.players.racing import Race
from games.players.spades import fastroll, policy, strong
from games.players.spades.evaluate import estimate
from games.players.spades.fastroll import play_out
from games.players.spades.knowledge import read_view
from games.players.spades.sampler import Sampler
from games.players.spades.sim import Rules, State
from games.spades.options import Options
from tests.players.test_savings import _positions

FAR = 1e9
PROFILES: list[dict[str, Any]] = [
    {},
    {
        "nil_tricks_mode": "count_toward_contract",
        "first_lead": "two_of_clubs",
        "no_spades_first_trick": True,
        "bags_enabled": False,
    },
    {"spades_lead_anytime": True, "nil_tricks_mode": "ignored"},
]


def _random_states(n: int) -> list[State]:
    """Hands part-played (random legal cards and policy cards), nil bids among them."""
    rng = random.Random(15)
    out = []
    for i in range(n):
        rules = Rules.from_options(Options.model_validate(PROFILES[i % 3]), 0.4)
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for j, c in enumerate(deck):
            hands[j % 4] |= 1 << c
        bids = [0 if rng.random() < 0.2 else rng.randint(1, 6) for _ in range(4)]
        leader = rng.randrange(4)
        if rules.options.first_lead == "two_of_clubs":
            leader = next(s for s in range(4) if hands[s] >> 39 & 1)
        st = State(hands, bids, rules, leader=leader)
        for _ in range(rng.randrange(52)):
            seat = st.turn
            legal = cards_in(st.legal(seat))
            st.play(rng.choice(legal) if rng.random() < 0.5 else policy.choose(st, seat))
        out.append(st)
    return out


def _snapshot(st: State) -> tuple[Any, ...]:
    return (st.h, st.tricks, st.voids, st.leads, st.played, st.nt, st.leader, st.broken, st.trick)


def test_play_out_plays_the_cards_of_the_rule_policy() -> None:
    """From every position of 300 part-played hands (three rule profiles, nils), and from every
    position along the reference rollout, ``play_out`` ends the hand exactly as
    ``rollout(st, policy.choose)`` does: the same tricks, voids, leads and cards."""
    positions = 0
    for st in _random_states(300):
        ref = st.clone()
        path = []
        while ref.nt < 13:
            path.append(ref.clone())
            ref.play(policy.choose(ref, ref.turn))
        for p in path or [st.clone()]:
            mine = p.clone()
            play_out(mine)
            assert _snapshot(mine) == _snapshot(ref)
            positions += 1
    assert positions > 3000


def test_a_claimed_rollout_ends_with_the_tricks_of_the_full_one() -> None:
    """``play_out(claim=True)`` stops at the last trick or when the leader's every card wins,
    and from every position of 300 part-played hands ends with exactly the tricks per seat of
    the full rollout; some of them stop by a claim, before the last trick."""
    positions = claimed = 0
    for st in _random_states(300):
        ref = st.clone()
        path = []
        while ref.nt < 13:
            path.append(ref.clone())
            ref.play(policy.choose(ref, ref.turn))
        for p in path:
            mine = p.clone()
            play_out(mine, claim=True)
            assert mine.tricks == ref.tricks
            assert mine.nt == 13
            positions += 1
            if sum(h.bit_count() for h in mine.h) > 4:
                claimed += 1  # stopped by a claim: more than the last trick's cards in hand
    assert positions > 3000
    assert claimed > 50


def test_claims_only_when_every_card_of_the_leader_wins() -> None:
    """A leader with masters in every suit it holds claims only if no one can ruff."""
    ace_king_hearts = 1 << 25 | 1 << 24
    low_heart, low_spade = 1 << 13, 1 << 0
    assert fastroll._claims(ace_king_hearts, low_heart)
    assert not fastroll._claims(ace_king_hearts, low_spade)  # a void seat could ruff
    assert not fastroll._claims(ace_king_hearts | low_heart, 1 << 20)  # the low heart loses
    assert fastroll._claims(low_spade | 1 << 1, 1 << 20 | 1 << 30)  # spades only, no spade out
    assert not fastroll._claims(1 << 1, 1 << 2)  # a higher spade is out


def _bid_position() -> Any:
    m = new_match("spades", {}, seed="cheaper/spades/bids")
    basic = make_player("basic", "spades")
    rng = random.Random(3)
    while True:
        seat = m.to_act[0]
        view = m.view(seat)
        if view["phase"] == "play":
            return view
        m.apply(seat, basic.choose(view, m.legal_actions(seat), rng, FAR))


def test_the_seat_by_seat_bid_test_keeps_the_same_deals() -> None:
    """With bids made, the deals kept seat by seat fit each bidder's hand as the all-at-once
    test does, and so do the deals whose free cards are drawn seat by seat (``lazy``): each
    seat's mean count (``estimate``) within 0.1 trick over 3000 deals, all far nearer the bids
    than unweighted deals are for at least one seat."""
    view = _bid_position()
    k = read_view(view, Rules.from_options(Options.model_validate({})))
    means = {}
    for name, kw in (
        ("none", {"use_bids": False}),
        ("at once", {}),
        ("seat by seat", {"early": True}),
        ("drawn seat by seat", {"early": True, "lazy": True}),
    ):
        sampler = Sampler(k, random.Random(9), fast=True, **kw)
        tot = [0.0, 0.0, 0.0, 0.0]
        for _ in range(3000):
            h = sampler.sample()
            for s in sampler.others:
                tot[s] += estimate(h[s])
        means[name] = [t / 3000 for t in tot]
    for s in (x for x in range(4) if x != k.seat):
        assert abs(means["at once"][s] - means["seat by seat"][s]) < 0.1, s
        assert abs(means["at once"][s] - means["drawn seat by seat"][s]) < 0.1, s
    shift = max(abs(means["none"][s] - means["at once"][s]) for s in range(4))
    assert shift > 0.3  # the bids do move the deals, so the comparison means something


def test_all_alike_only_when_every_world_scored_the_same() -> None:
    race = Race(3)
    for vals in ([10.0, 10.0, 10.0], [-5.0, -5.0, -5.0]):
        race.add_unpruned(vals)
    assert strong.all_alike(race)
    race.add_unpruned([1.0, 1.0, 2.0])
    assert not strong.all_alike(race)
    other = Race(2)
    other.add_unpruned([3.0, 4.0])
    other.add_unpruned([4.0, 3.0])  # level on total, but not alike
    assert not strong.all_alike(other)


def test_the_tie_stop_stops_only_when_the_first_worlds_tie(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A decision stopped at ``TIE_WORLDS`` worlds had every candidate score the same in each
    of them; a decision with any difference runs its full count."""
    seen: list[Race] = []
    real = strong.Race

    def recording(*a: Any, **kw: Any) -> Race:
        r = real(*a, **kw)
        seen.append(r)
        return r

    monkeypatch.setattr(strong, "Race", recording)
    player = strong.StrongPlayer(effort=0.5)
    tie_at = max(2, int(strong.TIE_WORLDS * 0.5))
    stopped = full = 0
    for view, _, legal, seed in _positions("spades", 2, prefix="cheaper"):
        seen.clear()
        player.choose(view, legal, random.Random(seed), FAR)
        if not seen:
            continue  # forced or equivalent: no search
        race = seen[-1]
        vals = [race.values[i][:tie_at] for i in race.alive]
        if race.worlds == tie_at:
            stopped += 1
            assert all(v == vals[0] for v in vals), seed
        else:
            full += 1
            assert race.worlds > tie_at
            assert any(v != vals[0] for v in vals), seed
    assert stopped >= 2 and full >= 5


def test_the_lazy_deal_draws_each_card_to_each_seat_as_often() -> None:
    """Mid-hand, with a seat shown void (cards some seat cannot hold) and bids to fit, drawing
    the free cards seat by seat (``lazy``) gives every card to every seat as often as the full
    shuffle does: each of the 156 card-seat shares within 0.04 over 6000 deals (its standard
    error is under 0.009)."""
    m = new_match("spades", {}, seed="d/1")
    basic = make_player("basic", "spades")
    rng = random.Random(3)
    while True:
        seat = m.to_act[0]
        view = m.view(seat)
        if view["phase"] == "play":
            k = read_view(view, Rules.from_options(Options.model_validate({})))
            if any(k.voids):
                break
        m.apply(seat, basic.choose(view, m.legal_actions(seat), rng, FAR))
    shares = []
    for kw in ({}, {"lazy": True}):
        sampler = Sampler(k, random.Random(5), fast=True, early=True, **kw)
        assert sampler.tied and sampler.use_bids
        count = [[0] * 52 for _ in range(4)]
        for _ in range(6000):
            h = sampler.sample()
            for s in sampler.others:
                for c in cards_in(h[s]):
                    count[s][c] += 1
        shares.append(count)
    early, lazy = shares
    worst = max(abs(early[s][c] - lazy[s][c]) / 6000 for s in range(4) for c in range(52))
    assert 0 < worst < 0.04


def test_the_lean_later_bid_is_the_bid_of_a_copied_knowledge() -> None:
    """``strong``'s simulated later bidders bid by ``rules.honest_bid`` without copying the
    ``Knowledge``: the same bid as ``basic_bid`` of the copy, for 3000 random hands, every kind
    of partner bid, with the partnership cap on and off."""
    from games.players.spades import bidding
    from games.players.spades.sim import BLIND, NIL, UNKNOWN

    rng = random.Random(29)
    nils = 0
    for capped in (False, True):
        options = Options.model_validate({"partnership_bid_cap": capped})
        k = read_view(_bid_position(), Rules.from_options(options))
        k = dataclasses.replace(k, options=options)
        for _ in range(1500):
            hand = sum(1 << c for c in rng.sample(range(52), 13))
            seat = rng.randrange(4)
            bids = [rng.choice([UNKNOWN, NIL, BLIND, *range(1, 9)]) for _ in range(4)]
            lean = bidding._lean_later_bid(k, seat, hand, bids)
            assert lean == bidding._later_bid(k, seat, hand, bids)
            nils += lean == 0
    assert nils > 20  # nil bids were among them


def test_the_tabled_ruff_count_is_the_suit_by_suit_one() -> None:
    """``estimate`` reads the ruffs from per-suit tables; over 20,000 random hands it returns
    exactly (bit for bit) the count summed suit by suit as the rule states it."""
    from games.players.spades import evaluate as ev

    def by_rule(hand: int) -> float:
        sp, suits = hand & 0x1FFF, [hand >> (13 * s) & 0x1FFF for s in (1, 2, 3)]
        v = sum(ev.SIDE_VALUE[p] for p in suits) + ev.SPADE_VALUE[sp]
        k = sp.bit_count()
        if k:
            small = k - ev.HONOURS[sp] - max(0, k - 3)
            ruff = 0.0
            for p in suits:
                n = p.bit_count()
                if n == 0:
                    ruff += 0.9
                elif n == 1 and not p & 1 << 12:
                    ruff += 0.5
                elif n == 2 and k >= 3:
                    ruff += 0.15
            if ruff:
                v += min(ruff, max(0.0, small + 0.5 * max(0, k - 3)) * 0.8)
        return v

    rng = random.Random(11)
    for _ in range(20_000):
        hand = sum(1 << c for c in rng.sample(range(52), 13))
        assert ev.estimate(hand) == by_rule(hand)
