"""``strong``'s bid: each candidate bid played out over deals that fit the bids so far.

The honest count (``evaluate.estimate``) is a good centre but not a decision: whether to shade a
bid up or down depends on partner's bid, the opponents' bids (how many tricks are left to win),
the cost of a set against the cost of bags, and whether a marginal nil is worth its risk.  So
``strong`` deals the other hands with the sampler (which weighs deals by the bids already made),
lets the seats still to bid bid as ``basic`` would on their sampled hands (partner knowing our
bid), runs a blind-nil exchange if one is due, and plays each candidate out with the rollout
policy.  The candidate with the best mean score difference wins.  The samples are shared by all
candidates, so the comparison is paired.
"""

from __future__ import annotations

import dataclasses
import random
import time

from games.players.racing import Race
from games.players.spades import policy
from games.players.spades.evaluate import estimate, nil_risk
from games.players.spades.fastroll import play_out
from games.players.spades.knowledge import Knowledge
from games.players.spades.rules import basic_bid, cap_of, cover_gives, honest_bid, nil_gives
from games.players.spades.sampler import Sampler
from games.players.spades.sim import BLIND, NIL, UNKNOWN, State, rollout, value
from games.players.spades.tables import TWO_OF_CLUBS

BID_SAMPLES = 36
RACED_BUDGET = 120
"""Rollouts per bid in all when racing (the reference: ``BID_SAMPLES`` for every candidate)."""
RACED_MIN = 12
"""Worlds a raced bid always gets (unless one bid wins the race sooner)."""
NIL_RISK_TRY = 2.2
"""Nil is simulated as a candidate when the hand's ``nil_risk`` is at most this."""


def _later_bid(k: Knowledge, seat: int, hand: int, bids: list[int]) -> int:
    """What ``basic`` would bid in ``seat`` with ``hand`` after ``bids`` (``strong-ref``'s way:
    a copy of ``k`` for that seat; ``_lean_later_bid`` makes the same bid without the copy)."""
    other = dataclasses.replace(k, seat=seat, bids=bids)
    return basic_bid(other, hand)


def _lean_later_bid(k: Knowledge, seat: int, hand: int, bids: list[int]) -> int:
    """``_later_bid`` from what ``basic_bid`` reads (``rules.honest_bid``)."""
    return honest_bid(bids[seat ^ 2], k.options.partnership_bid_cap, hand)


def _exchange(k: Knowledge, hands: list[int], bids: list[int]) -> None:
    """Run the blind-nil exchanges the bids call for, as ``basic`` would give."""
    n = k.options.blind_nil_exchange_cards
    if not n:
        return
    for j in range(1, 5):
        s = (k.dealer + j) & 3
        if bids[s] == BLIND and bids[s ^ 2] != BLIND:
            give = nil_gives(hands[s], n)
            for c in give:
                hands[s] ^= 1 << c
                hands[s ^ 2] |= 1 << c
            back = cover_gives(hands[s ^ 2], n)
            for c in back:
                hands[s ^ 2] ^= 1 << c
                hands[s] |= 1 << c


def candidates(k: Knowledge, hand: int) -> list[int]:
    """The bids worth simulating: around the honest count, and nil when it is plausible."""
    cap = cap_of(k)
    centre = max(1, int(estimate(hand) + 0.5))
    out = sorted({b for b in (centre - 1, centre, centre + 1, centre + 2) if 1 <= b <= cap})
    if not out:
        out = [min(max(1, centre), cap)]
    if k.bids[k.partner] not in (NIL, BLIND) and nil_risk(hand) <= NIL_RISK_TRY:
        out.insert(0, 0)
    return out


def simulated_bid(
    k: Knowledge,
    rng: random.Random,
    stop: float,
    effort: float = 1.0,
    *,
    race: bool = False,
    fast: bool = False,
    lean: bool = False,
    early: bool = False,
    lazy: bool = False,
    claim: bool = False,
) -> int | None:
    """The candidate bid with the best mean simulated score (``None``: no time for any);
    ``race``: stop once the other bids are clearly beaten (``games.players.racing``), and
    after ``RACED_BUDGET`` rollouts in all;
    ``fast``: the sampler's shuffled deal (``Sampler(fast=True)``);
    ``lean``: rollouts by ``fastroll.play_out`` (the same cards), later bids by
    ``_lean_later_bid`` (the same bids);
    ``early``: ``Sampler(early=True)`` (the bids tested seat by seat); ``lazy``:
    ``Sampler(lazy=True)`` (each bidder's cards drawn when its bid is tested); ``claim``: with
    ``lean``, a rollout stops once its tricks are decided (``play_out(claim=True)``: the same
    tricks)."""
    hand = k.hand or 0
    cands = candidates(k, hand)
    if len(cands) == 1:
        return cands[0]
    sampler = Sampler(k, rng, fast=fast, early=early, lazy=lazy)
    order = [(k.dealer + j) & 3 for j in range(1, 5)]
    after = [s for s in order[order.index(k.seat) + 1 :] if k.bids[s] == UNKNOWN]
    team = k.team
    rules = k.rules
    c2 = k.options.first_lead == "two_of_clubs"
    runs = Race(len(cands), z=2.6)
    n = max(4, int(BID_SAMPLES * effort))
    choose = policy.choose
    later_bid = _lean_later_bid if lean else _later_bid
    budget = max(2, int(RACED_BUDGET * effort)) if race else 1 << 60
    least = min(n, max(2, int(RACED_MIN * effort)))
    spent = 0
    for _ in range(n):
        if runs.worlds and time.monotonic() > stop:
            break
        if spent >= budget and runs.worlds >= least:
            break
        spent += len(runs.alive)
        dealt = sampler.sample()
        values = []
        for i in runs.alive:
            b = cands[i]
            bids = k.bids[:]
            bids[k.seat] = b
            for s in after:
                bids[s] = later_bid(k, s, dealt[s], bids)
            hands = dealt[:]
            _exchange(k, hands, bids)
            leader = order[0]
            if c2:
                leader = next(s for s in range(4) if hands[s] >> TWO_OF_CLUBS & 1)
            st = State(hands, bids, rules, leader=leader)
            if lean:
                play_out(st, claim)
            else:
                rollout(st, choose)
            values.append(value(rules, bids, st.tricks, team, k.bags))
        if not race:
            runs.add_unpruned(values)
            continue
        runs.add(values)
        if runs.settled:
            break
    if not runs.worlds:
        return None
    totals = runs.totals
    best = max(runs.alive, key=lambda i: (totals[i], -abs(cands[i] - cands[-1])))
    return cands[best]
