"""Deals of the unseen cards consistent with everything one seat has observed.

During play, the cards a seat has not seen lie in the other seats' hands or in their hidden
discards.  A sample puts each of them in one of those places so that:
- every hand has the size the view shows (``hand_sizes``), every discard pile its count;
- no seat holds a card of an effective suit it has shown void in (it failed to follow);
- no non-dealer discard holds a trump (trumps may not be discarded), and the dealer's holds
  none of the protected cards (the trump A, the bauers, the 2 and the joker) nor, with
  ``show_dealer_trump_discards``, any trump but the shown ones (already out of the sample);

The unseen cards are shuffled and dealt into the places; each card that landed where it may
not be is swapped with one that suits both places.  Without constraints this is a uniform
deal, and with them it stays close to one.  A dead end restarts; after a few failed restarts
the voids are dropped, then every constraint (a dealer holding more than six trumps may have
thrown some).

The bidder, when it is another seat, bid on its trumps: a sample is redrawn (a few times at
most) until the bidder's trumps, held and played, are worth a bid to the calibrated model.
"""

from __future__ import annotations

import random

from games.players.draws import shuffle
from games.players.masks import cards_in
from games.players.schmier import model
from games.players.schmier.knowledge import SEATS, Knowledge
from games.players.schmier.tables import TABLES

RESTARTS = 20
BIDDER_MIN_POINTS = 3.2
"""The bid model's expectation from the bidder's trumps alone (held and played) that a sample
must reach: at the first lead, 95% of rule-based bidders' trump holdings do."""
BIDDER_TRIES = 12
"""Samples drawn to find one whose bidder holds a biddable set of trumps; else the best."""


class PlaySampler:
    """Samples the other hands of the play phase for one ``Knowledge``."""

    def __init__(self, k: Knowledge, lean: bool = False) -> None:
        """``lean``: ``random.Random``'s ``shuffle`` and ``randrange`` inlined in each try (the
        same draws from the generator, so the same deals, for less CPU)."""
        t = TABLES[k.trump]
        self.lean = lean
        self.k = k
        self.t = t
        unseen = k.unseen
        self.unseen = unseen
        # places: 0..5 = the hands of those seats (own seat: capacity 0), 6..11 = discard piles
        caps = [0] * (2 * SEATS)
        allowed = [0] * (2 * SEATS)
        for q in range(SEATS):
            if q == k.seat:
                continue
            caps[q] = k.hand_sizes[q]
            m = unseen
            for s in range(4):
                if k.voids[q] >> s & 1:
                    m &= ~t.suit_masks[s]
            allowed[q] = m
            n = k.discard_counts[q] or 0
            if q == k.dealer:
                n -= k.public_out.bit_count()  # the shown trumps are not unseen
            caps[SEATS + q] = n
            if q == k.dealer:
                allowed[SEATS + q] = unseen & ~t.protected & ~t.mask
            else:
                allowed[SEATS + q] = unseen & ~t.mask
        self.caps = caps
        self.allowed = allowed
        # without the voids (a dead end of the placement order, not of the facts)
        self.loose = [unseen if c else 0 for c in caps]
        for q in range(SEATS):
            if caps[SEATS + q]:
                self.loose[SEATS + q] = allowed[SEATS + q] | (
                    unseen & ~t.protected if q == k.dealer else 0
                )
        self.free = [unseen if c else 0 for c in caps]
        self.cards = cards_in(unseen)
        self.bidder = k.bidder if k.bidder >= 0 and k.bidder != k.seat else -1
        self.slots = [p for p in range(2 * SEATS) for _ in range(caps[p])]
        if len(self.slots) != len(self.cards):
            raise ValueError("the hand sizes and discard counts do not match the unseen cards")

    def sample(self, rng: random.Random) -> list[int]:
        """Six hands: the seat's own and a consistent guess at the others', the bidder's
        trumps (when the bidder is another seat) such as a bidder holds."""
        b = self.bidder
        if b < 0:
            return self._sample(rng)
        k = self.k
        seen = k.played_by[b]
        best: list[int] = []
        best_mu = -1e9
        for _ in range(BIDDER_TRIES):
            hands = self._sample(rng)
            mu = model.expected_points(
                (hands[b] | seen) & self.t.mask, k.trump, b == k.dealer, k.n_teams
            )
            if mu >= BIDDER_MIN_POINTS:
                return hands
            if mu > best_mu:
                best, best_mu = hands, mu
        return best

    def _sample(self, rng: random.Random) -> list[int]:
        tries = [self.allowed] * RESTARTS + [self.loose] * RESTARTS + [self.free]
        for allowed in tries:
            hands = self._try(rng, allowed)
            if hands is not None:
                hands[self.k.seat] = self.k.hand
                return hands
        raise RuntimeError("no deal fits the hand sizes")  # unreachable: sizes add up

    def _try(self, rng: random.Random, allowed: list[int]) -> list[int] | None:
        """Deal the shuffled cards into the places, then repair each misplaced card by a swap
        that suits both cards; ``None`` if some card cannot be placed."""
        cards = list(self.cards)
        n = len(cards)
        lean = self.lean
        getrandbits = rng.getrandbits
        if lean:
            shuffle(cards, getrandbits)
        else:
            rng.shuffle(cards)
        slots = self.slots
        nbits = n.bit_length()
        for i in range(n):
            c = cards[i]
            p = slots[i]
            if allowed[p] >> c & 1:
                continue
            if lean:  # Random.randrange(n)
                start = getrandbits(nbits)
                while start >= n:
                    start = getrandbits(nbits)
            else:
                start = rng.randrange(n)
            for off in range(n):
                j = (start + off) % n
                cj = cards[j]
                if allowed[slots[j]] >> c & 1 and allowed[p] >> cj & 1:
                    cards[i], cards[j] = cj, c
                    break
            else:
                return None
        places = [0] * SEATS
        for i in range(n):
            p = slots[i]
            if p < SEATS:
                places[p] |= 1 << cards[i]
        return places
