"""Deals of the unseen cards consistent with everything the seat has observed.

Hard constraints: the seat's own hand, the cards played, the cards it knows its partner holds
(given in an exchange and not given back), each seat's hand size, and the suits each seat has
shown void (failing to follow; leading a spade unbroken proves a hand of only spades).

Soft constraints: the bids.  A deal is kept with probability ``exp(-(estimate - bid)² / 2σ²)``
for every seat whose bid is known (with its dealt hand rebuilt from its cards now plus the cards
it has played), and a nil bid keeps a deal only as often as the hand looks like a nil.  A few
draws are tried per sample and the best-explaining one is kept, so a sample costs a bounded time
even when the bids are surprising.
"""

from __future__ import annotations

import math
import random

from games.players.draws import shuffle
from games.players.masks import cards_in
from games.players.spades.evaluate import estimate, nil_risk
from games.players.spades.knowledge import Knowledge
from games.players.spades.sim import BLIND, NIL, UNKNOWN
from games.players.spades.tables import FULL, SUIT

SIGMA = 1.1
TRIES = 12
"""Draws tried per sample before the best-weighted one is taken."""


def bid_weight(bid: int, hand: int) -> float:
    """How well a dealt ``hand`` explains ``bid`` (1: perfectly)."""
    if bid in (UNKNOWN, BLIND):
        return 1.0
    if bid == NIL:
        r = nil_risk(hand)
        return 1.0 if r <= 1.0 else math.exp(-((r - 1.0) ** 2) / 0.8)
    d = estimate(hand) - bid
    return math.exp(-(d * d) / (2 * SIGMA * SIGMA))


class Sampler:
    """Draws full deals (four hand masks) for one seat's ``Knowledge``."""

    def __init__(
        self,
        k: Knowledge,
        rng: random.Random,
        *,
        use_bids: bool = True,
        fast: bool = False,
        early: bool = False,
        lazy: bool = False,
    ) -> None:
        """``fast``: deal the cards any other seat may hold by one shuffle and slices (the same
        distribution as the card-by-card deal, drawn from the generator differently);
        ``early``: test the bids seat by seat and redraw at the first seat that rejects (the same
        kept deals, fewer hands evaluated); ``lazy``: as ``early``, but each bidder's free cards
        are drawn only when its bid is tested, so a deal rejected at the first bidder costs one
        hand drawn, not three (the same distribution of kept deals, drawn from the generator
        differently)."""
        self.k = k
        self.rng = rng
        self.seat = k.seat
        me = k.hand or 0
        known = 0
        for m in k.known:
            known |= m
        self.pool = cards_in(FULL & ~me & ~k.played & ~known)
        self.others = [s for s in range(4) if s != k.seat]
        self.need = {s: k.hand_sizes[s] - k.known[s].bit_count() for s in self.others}
        if sum(self.need.values()) != len(self.pool):
            # the view's sizes disagree with what we derived: trust the card count
            self._fix_sizes()
        self.allowed = [
            tuple(s for s in self.others if not k.voids[s] >> SUIT[c] & 1) for c in range(52)
        ]
        # the most constrained cards first, so the greedy deal rarely paints itself in
        self.pool.sort(key=lambda c: len(self.allowed[c]))
        self.use_bids = use_bids and any(k.bids[s] not in (UNKNOWN, BLIND) for s in self.others)
        n_others = len(self.others)
        self.fast = fast
        self.width = [len(a) for a in self.allowed]
        """How many seats may hold each card (the deal's order: the most constrained first)."""
        self.tied = [c for c in self.pool if len(self.allowed[c]) < n_others]
        self.free = [c for c in self.pool if len(self.allowed[c]) == n_others]
        self.early = early
        self.bidders = [s for s in self.others if k.bids[s] not in (UNKNOWN, BLIND)]
        self.lazy = lazy
        tested = [s for s in self.bidders if s == k.seat ^ 2 or not k.exchange_done[s & 1]]
        self.draw_order = tested + [s for s in self.others if s not in tested]
        """``lazy``: the seats whose bids say something of their hands first, in bid order."""
        self.tested = len(tested)

    def _fix_sizes(self) -> None:
        total = len(self.pool)
        base = [self.need[s] for s in self.others]
        while sum(base) > total:
            i = base.index(max(base))
            base[i] -= 1
        while sum(base) < total:
            i = base.index(min(base))
            base[i] += 1
        self.need = dict(zip(self.others, base, strict=True))

    def _deal(self, relax: bool = False) -> list[int] | None:
        rng = self.rng
        left = dict(self.need)
        hands = [0, 0, 0, 0]
        for s in self.others:
            hands[s] = self.k.known[s]
        pool = self.pool
        # shuffle within groups of equal constraint so ties are random
        order = pool[:]
        rng.shuffle(order)
        if not relax:
            order.sort(key=lambda c: len(self.allowed[c]))
        for c in order:
            cand = self.others if relax else self.allowed[c]
            total = 0
            for s in cand:
                total += left[s]
            if total <= 0:
                return None
            r = rng.randrange(total)
            for s in cand:
                r -= left[s]
                if r < 0:
                    hands[s] |= 1 << c
                    left[s] -= 1
                    break
        hands[self.seat] = self.k.hand or 0
        return hands

    def _deal_fast(self) -> list[int] | None:
        """Cards some seat cannot hold card by card, then the free cards shuffled and sliced:
        dealing a free card to a seat with chance proportional to its room left is a uniform
        deal of the free cards into the room left, which is what the slices draw.

        ``random.Random``'s ``shuffle`` and ``randrange`` are inlined (``getrandbits`` drawn
        exactly as they draw it: the same deals from the same generator, for less CPU)."""
        dealt = self._tied_deal()
        if dealt is None:
            return None
        hands, left = dealt
        others = self.others
        rand = self.rng.random
        free = self.free
        keys = [rand() for _ in free]  # the keys ``sorted(free, key=lambda _: rand())`` draws
        ranks = sorted(range(len(free)), key=keys.__getitem__)
        i = 0
        for s in others:
            j = i + left[s]
            m = 0
            for x in ranks[i:j]:
                m |= 1 << free[x]
            hands[s] |= m
            i = j
        hands[self.seat] = self.k.hand or 0
        return hands

    def deal(self) -> list[int]:
        """One deal: four hand masks (this seat's hand as it is)."""
        draw = self._deal_fast if self.fast else self._deal
        for _ in range(40):
            h = draw()
            if h is not None:
                return h
        h = self._deal(relax=True)
        assert h is not None
        return h

    def weight(self, hands: list[int]) -> float:
        k = self.k
        w = 1.0
        for s in self.others:
            b = k.bids[s]
            if b in (UNKNOWN, BLIND):
                continue
            if s == k.seat ^ 2:
                dealt = k.partner_original(hands[s])
            elif k.exchange_done[s & 1]:
                continue  # their hands are no longer as bid on
            else:
                dealt = hands[s] | k.played_by[s]
            w *= bid_weight(b, dealt)
        return w

    def _dealt(self, s: int, hands: list[int]) -> int | None:
        """Seat ``s``'s hand as it bid on (``None``: its exchange is done, the bid says
        nothing of its hand now)."""
        k = self.k
        if s == k.seat ^ 2:
            return k.partner_original(hands[s])
        if k.exchange_done[s & 1]:
            return None
        return hands[s] | k.played_by[s]

    def _sample_early(self) -> list[int]:
        """``sample`` with the bids tested one seat at a time: a deal is kept with chance
        the product of the seats' weights, as when tested at once, but a deal the first seat
        rejects costs one evaluation, not three.  After ``TRIES`` the deal with the best weight
        so far is kept (a rejected deal's weight counts its seats up to the rejecting one)."""
        best, best_w = None, -1.0
        rand = self.rng.random
        bids = self.k.bids
        for _ in range(TRIES):
            h = self.deal()
            w = 1.0
            for s in self.bidders:
                dealt = self._dealt(s, h)
                if dealt is None:
                    continue
                ws = bid_weight(bids[s], dealt)
                w *= ws
                if rand() >= ws:
                    break
            else:
                return h
            if w > best_w:
                best, best_w = h, w
        assert best is not None
        return best

    def _tied_deal(self) -> tuple[list[int], list[int]] | None:
        """``_deal_fast``'s first part: the cards some seat cannot hold, card by card (the hands
        so far and each seat's room left), or ``None`` if the greedy deal painted itself in."""
        getrandbits = self.rng.getrandbits
        left = [0, 0, 0, 0]
        hands = [0, 0, 0, 0]
        known = self.k.known
        for s in self.others:
            left[s] = self.need[s]
            hands[s] = known[s]
        order = self.tied[:]
        if not order:
            return hands, left
        shuffle(order, getrandbits)
        order.sort(key=self.width.__getitem__)
        allowed = self.allowed
        for c in order:
            cand = allowed[c]
            total = 0
            for s in cand:
                total += left[s]
            if total <= 0:
                return None
            b = total.bit_length()
            r = getrandbits(b)
            while r >= total:
                r = getrandbits(b)
            for s in cand:
                r -= left[s]
                if r < 0:
                    hands[s] |= 1 << c
                    left[s] -= 1
                    break
        return hands, left

    def _sample_lazy(self) -> list[int]:
        """``_sample_early`` with the free cards drawn seat by seat (a partial Fisher-Yates
        shuffle: the seats' shares are a uniform deal of the free cards into their room, in any
        order of the seats), the tested bidders first; a deal is kept with chance the product
        of their weights, as in ``sample``.  After ``TRIES`` the best-weighted deal so far is
        kept (its remaining seats drawn then)."""
        best, best_w = None, -1.0
        rng = self.rng
        rand = rng.random
        getrandbits = rng.getrandbits
        bids = self.k.bids
        seat = self.seat
        mine = self.k.hand or 0
        order = self.draw_order
        tested = self.tested
        last = order[-1]
        for _ in range(TRIES):
            base = None
            for _ in range(40):
                base = self._tied_deal()
                if base is not None:
                    break
            if base is None:  # as ``deal``: the relaxed deal, tested at once
                h = self._deal(relax=True)
                assert h is not None
                w = self.weight(h)
                if rand() < w:
                    return h
                if w > best_w:
                    best, best_w = h, w
                continue
            hands, left = base
            pool = self.free[:]
            n = len(pool)
            w = 1.0
            kept = True
            done = 0
            for s in order:
                m = 0
                if s == last:  # the free cards left are this seat's
                    for c in pool[:n]:
                        m |= 1 << c
                    n = 0
                for _ in range(left[s] if n else 0):
                    b = n.bit_length()  # Random.randrange(n), then the pick moved to the end
                    j = getrandbits(b)
                    while j >= n:
                        j = getrandbits(b)
                    n -= 1
                    c = pool[j]
                    pool[j] = pool[n]
                    m |= 1 << c
                hands[s] |= m
                done += 1
                if done > tested:
                    continue
                dealt = self._dealt(s, hands)
                assert dealt is not None
                ws = bid_weight(bids[s], dealt)
                w *= ws
                if rand() >= ws:
                    kept = False
                    break
            if kept:
                hands[seat] = mine
                return hands
            if w > best_w:
                for s in order[done:]:  # the rest of this deal: the free cards left, dealt
                    m = 0
                    if s == last:
                        for c in pool[:n]:
                            m |= 1 << c
                        n = 0
                    for _ in range(left[s] if n else 0):
                        b = n.bit_length()
                        j = getrandbits(b)
                        while j >= n:
                            j = getrandbits(b)
                        n -= 1
                        c = pool[j]
                        pool[j] = pool[n]
                        m |= 1 << c
                    hands[s] |= m
                hands[seat] = mine
                best, best_w = hands, w
        assert best is not None
        return best

    def sample(self) -> list[int]:
        """A deal drawn in proportion to how well it explains the bids (bounded tries)."""
        if not self.use_bids:
            return self.deal()
        if self.lazy:
            return self._sample_lazy()
        if self.early:
            return self._sample_early()
        best, best_w = None, -1.0
        rng = self.rng
        for _ in range(TRIES):
            h = self.deal()
            w = self.weight(h)
            if rng.random() < w:
                return h
            if w > best_w:
                best, best_w = h, w
        assert best is not None
        return best
