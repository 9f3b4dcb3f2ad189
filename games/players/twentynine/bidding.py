"""``strong``'s auction, trump choice, doubling and single-hand decisions.

The auction is decided on the game-point expectation the arena scores.  Winning the contract at
n is worth ``2·P(make n) − 1``; letting an opponent keep theirs is worth about ``1 − 2·q``.  The
probability of making n comes from the self-play-calibrated model (``evaluate.py``: expected
card points of the best trump choice for our first four cards, with the residual spread), shifted
by what the auction says about our partner's hand.

Doubling and the single hand are decided after the second deal by simulation: PIMC samples of
the unseen cards (``sampler.py``) played out with the rule-based policy estimate the chance the
contract (or the sweep) succeeds.
"""

from __future__ import annotations

import random
import time

from games.actions import DOUBLE, PASS, REDOUBLE, SINGLE, Action, Bid
from games.players.masks import cards_in
from games.players.twentynine.evaluate import expected_points, make_probability, spread
from games.players.twentynine.knowledge import Knowledge
from games.players.twentynine.rules import available_choices, choice_of, sure_sweep
from games.players.twentynine.sampler import Sampler
from games.players.twentynine.sim import rollout, score_value
from games.twentynine.hand import DOUBLE_STEP, SINGLE_STEP, HandState

PARTNER_BID_BONUS = 1.5
"""Card points our side gains, on average, when the partner has shown a biddable hand."""
PARTNER_PASS_MALUS = 0.75
"""…and loses when the partner passed with the auction open to them."""
OPPONENT_BID_MALUS = 0.0
"""…and loses when an opponent has bid (their strength is cards we do not hold)."""
OPPONENT_THRESHOLD = 0.45
"""Make probability at which we outbid an opponent (their contract is worth ~−0.1 to us)."""
OPEN_THRESHOLD = 0.5
"""Make probability needed to bid when nobody on the other side has bid."""
PARTNER_OVERCALL = 0.85
"""Make probability (at the raised level) we need to take the contract from our partner."""
SIM_SAMPLES = 48


def _partner_adjustment(k: Knowledge) -> float:
    """Card points the other seats' calls add to (or take from) our side's expectation.

    The model assumes the three other hands are random; a partner who bid holds more than
    that, one who passed less, and an opponent who bid holds cards we will not take.
    """
    partner = k.partner
    calls = [b for s, b in k.calls if s == partner]
    adj = 0.0
    if calls:
        if any(calls):
            adj = PARTNER_BID_BONUS + 0.25 * max(0, max(calls) - 16)
        else:
            adj = -PARTNER_PASS_MALUS
    if any(b for s, b in k.calls if s & 1 != k.seat & 1):
        adj -= OPPONENT_BID_MALUS
    return adj


def contract_odds(k: Knowledge, target: int, extra: float = 0.0) -> float:
    """P(our side makes ``target``) with our best trump choice, from the calibrated model."""
    four = cards_in(k.first_four or k.hand)
    best = 0.0
    for ch in available_choices(k):
        mu = expected_points(four, ch, k.pos) + extra
        best = max(best, make_probability(mu, spread(ch), target))
    return best


def auction_call(
    k: Knowledge, legal: tuple[Action, ...], rng: random.Random, stop: float
) -> Action:
    bids = [a for a in legal if isinstance(a, Bid)]
    if PASS not in legal:
        return bids[0]
    if not bids:
        return PASS
    nxt = bids[0].n
    adj = _partner_adjustment(k)
    p = contract_odds(k, nxt, adj)
    high_seat = next((s for s, b in reversed(k.calls) if b), -1)
    if high_seat == k.partner:
        # The partner's contract already has our cards behind it; raising it only helps when
        # our own trump makes the higher contract a clear favourite.
        return bids[0] if p >= PARTNER_OVERCALL else PASS
    threshold = OPPONENT_THRESHOLD if high_seat >= 0 else OPEN_THRESHOLD
    return bids[0] if p >= threshold else PASS


def trump_choice(
    k: Knowledge, legal: tuple[Action, ...], rng: random.Random, stop: float
) -> Action:
    """The choice most likely to make the contract (not merely the most points expected)."""
    four = cards_in(k.first_four or k.hand)
    adj = _partner_adjustment(k)
    best, score = legal[0], -1.0
    for a in legal:
        ch = choice_of(a)
        mu = expected_points(four, ch, k.pos) + adj
        p = make_probability(mu, spread(ch), k.target)
        key = p + mu / 1000.0
        if key > score:
            best, score = a, key
    return best


def _advance(h: HandState) -> None:
    """Pass through the remaining doubling / single-hand questions of a sampled state."""
    while h.phase in (DOUBLE_STEP, SINGLE_STEP):
        h.apply(h.turn, PASS)


def _simulate(
    k: Knowledge, first: Action, rng: random.Random, stop: float, n: int = SIM_SAMPLES
) -> tuple[float, int]:
    """Mean value for our side of taking ``first`` now, then passing and playing out."""
    sampler = Sampler(k, rng)
    total, done = 0.0, 0
    for _ in range(n):
        if done and time.monotonic() > stop:
            break
        h = sampler.sample_state()
        if h is None:
            continue
        h.apply(k.seat, first)
        _advance(h)
        rollout(h, k.voids[:])
        total += score_value(h, k.seat & 1)
        done += 1
    return (total / done if done else 0.0), done


def double_call(
    k: Knowledge, legal: tuple[Action, ...], rng: random.Random, stop: float, effort: float = 1.0
) -> Action:
    """Double / redouble when simulation says the stakes favour us."""
    act = DOUBLE if DOUBLE in legal else REDOUBLE
    n = max(2, int(SIM_SAMPLES * effort) // 2)
    with_it, n1 = _simulate(k, act, rng, stop, n)
    without, n2 = _simulate(k, PASS, rng, stop, n)
    if not n1 or not n2:
        return PASS
    # Doubling also invites a redouble; demand a clear edge.
    return act if with_it > without + 0.25 else PASS


def single_call(
    k: Knowledge, legal: tuple[Action, ...], rng: random.Random, stop: float, effort: float = 1.0
) -> Action:
    if k.hand.bit_count() == 8 and sure_sweep(k.hand, k.outstanding):
        return SINGLE
    if SINGLE not in legal or k.hand.bit_count() < 8:
        return PASS
    # Only hands with several masters are worth simulating.
    n = max(2, int(SIM_SAMPLES * effort) // 2)
    with_it, n1 = _simulate(k, SINGLE, rng, stop, n)
    without, n2 = _simulate(k, PASS, rng, stop, n)
    return SINGLE if n1 and n2 and with_it > without + 0.5 else PASS
