"""``basic``: the rule-based Spades player (rules in ``rules.py`` and ``policy.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import BID_BLIND, BIDS, LOOK, PLAY, Action, Bid, Give
from games.players.spades import policy
from games.players.spades.knowledge import Knowledge, read_view
from games.players.spades.rules import basic_bid, cover_gives, desperate, nil_gives
from games.spades.view import SpadesView


def look_or_blind(k: Knowledge, legal: Sequence[Action]) -> Action | None:
    """Before looking: blind nil when desperate and allowed, else look (``None``: no choice)."""
    if k.hand is not None or LOOK not in legal:
        return None
    if BID_BLIND in legal and desperate(k):
        return BID_BLIND
    return LOOK


def exchange_give(k: Knowledge, legal: Sequence[Action]) -> Action:
    """The exchange: the nil bidder gives its dangerous cards, the partner low ones back."""
    n = len(next(a for a in legal if isinstance(a, Give)).cards)
    hand = k.hand or 0
    nil_side = k.bids[k.seat] <= 0
    cards = nil_gives(hand, n) if nil_side else cover_gives(hand, n)
    want = Give(cards)
    return want if want in legal else legal[0]


def bid_action(bid: int, legal: Sequence[Action]) -> Action:
    a = BIDS[bid]
    if a in legal:
        return a
    nums = [x for x in legal if isinstance(x, Bid) and x in BIDS]
    return min(nums, key=lambda x: abs(x.n - bid)) if nums else legal[0]


class BasicPlayer:
    """Sound rule-based play: honest bids, nil protection, no overtaking partner, no bags."""

    level = "basic"

    def choose(
        self, view: SpadesView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        k = read_view(view)
        first = look_or_blind(k, legal)
        if first is not None:
            return first
        if k.hand is None:  # cannot happen with the engine's legal actions; stay safe
            return LOOK if LOOK in legal else legal[0]
        if k.phase == "bid":
            return bid_action(basic_bid(k, k.hand), legal)
        if k.phase == "exchange":
            return exchange_give(k, legal)
        card = policy.choose(k.state(), k.seat)
        action = PLAY[card]
        return action if action in legal else next(a for a in legal if a is not LOOK)
