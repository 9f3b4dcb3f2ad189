"""The discard-and-draw rules as data: which cards a seat may or must discard, and how many.

A legal discard is ``must`` plus any ``count - len(must)`` cards of ``may``, for a ``count`` in
``min_count..max_count``.  That one shape covers a non-dealer (0..3 non-trumps), a dealer with
six trumps or fewer (exactly ``n - 6`` non-trumps) and a dealer with more than six (every
non-trump and all but six trumps, never a protected one).  Computer players and the table UI use
it instead of scanning ``legal_actions``, which for a dealer holding 23 cards and no trump lists
C(23, 6) = 100,947 discards.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from itertools import combinations, repeat
from math import comb

from games.actions import Discard
from games.cards import Card, cards_of
from games.schmier.trumps import TrumpTables

HAND_SIZE = 6


@dataclass(frozen=True, slots=True)
class DiscardRule:
    """What one seat's discard must look like."""

    min_count: int
    max_count: int
    must: tuple[Card, ...]
    may: tuple[Card, ...]
    dealer: bool

    def count(self) -> int:
        """How many different discards are legal."""
        free = range(self.min_count - len(self.must), self.max_count - len(self.must) + 1)
        return sum(comb(len(self.may), k) for k in free)

    def to_json(self) -> dict[str, object]:
        return {
            "min": self.min_count,
            "max": self.max_count,
            "must": [str(c) for c in self.must],
            "may": [str(c) for c in self.may],
            "dealer": self.dealer,
        }


def non_dealer_rule(hand: int, t: TrumpTables, max_discard: int) -> DiscardRule:
    plain = cards_of(hand & ~t.mask)
    return DiscardRule(0, min(max_discard, len(plain)), (), plain, False)


def dealer_rule(hand: int, t: TrumpTables) -> DiscardRule:
    n = hand.bit_count()
    k = n - HAND_SIZE
    trumps = hand & t.mask
    if trumps.bit_count() <= HAND_SIZE:
        return DiscardRule(k, k, (), cards_of(hand & ~t.mask), True)
    return DiscardRule(k, k, cards_of(hand & ~t.mask), cards_of(trumps & ~t.protected), True)


def refusal(dealer: bool, mask: int, hand: int, t: TrumpTables, max_discard: int) -> str | None:
    """Why discarding the cards in ``mask`` from ``hand`` is illegal, or ``None`` if it is legal.

    Works on masks alone (no ``DiscardRule``), because ``apply`` checks every discard.
    """
    missing = mask & ~hand
    if missing:
        return f"you do not hold {cards_of(missing)[0]}"
    n = mask.bit_count()
    trumps = mask & t.mask
    if not dealer:
        if trumps:
            return f"{cards_of(trumps)[0]} is a trump; trumps may not be discarded"
        if n > max_discard:
            if max_discard == 0:
                return "no discards at this table (max_discard is 0)"
            return f"you may discard at most {max_discard} card" + ("s" if max_discard > 1 else "")
        return None
    k = hand.bit_count() - HAND_SIZE
    if n != k:
        return f"the dealer must discard exactly {k} cards, down to six"
    protected = mask & t.protected
    if protected:
        return (
            f"{cards_of(protected)[0]} may never be discarded (the trump ace, both bauers, "
            "the trump two and the joker stay in play)"
        )
    if (hand & t.mask).bit_count() > HAND_SIZE:
        kept = hand & ~t.mask & ~mask
        if kept:
            return (
                "holding more than six trumps, the dealer keeps exactly six trumps and "
                f"discards every other card ({cards_of(kept)[0]} too)"
            )
        return None
    if trumps:
        return f"{cards_of(trumps)[0]} is a trump; with six trumps or fewer the dealer keeps them"
    return None


_new = object.__new__
_set_cards = next(k.__dict__["cards"] for k in Discard.__mro__ if "cards" in k.__dict__).__set__
"""Sets the ``cards`` slot directly (past the frozen ``__setattr__``): for ready, sorted cards."""


def _discard(cards: tuple[Card, ...]) -> Discard:
    """A ``Discard`` of cards already sorted by index, without re-validating them."""
    a = _new(Discard)
    _set_cards(a, cards)
    return a


class _SmallMemo(dict[tuple[Card, ...], Discard]):
    """Interned non-dealer discards (at most 3 of 53 cards: 24,858 possible), like ``PLAY``.

    A pure memo: once an entry exists, ``map(memo.__getitem__, ...)`` stays in C.
    """

    def __missing__(self, cards: tuple[Card, ...]) -> Discard:
        a = self[cards] = _discard(cards)
        return a


_small = _SmallMemo().__getitem__


def small_discards(plain: tuple[Card, ...], max_count: int) -> tuple[Discard, ...]:
    """Every discard of 0..max_count of ``plain`` (a non-dealer: at most 42), fewest first."""
    if max_count == 0:
        return (_small(()),)
    out: list[Discard] = []
    for k in range(max_count + 1):
        out.extend(map(_small, combinations(plain, k)))
    return tuple(out)


def _discards(combos: list[tuple[Card, ...]]) -> tuple[Discard, ...]:
    """``Discard`` objects for ready, sorted card tuples, made and filled by C-level ``map``s.

    A dealer's discard list runs to thousands of entries; building them one Python call at a
    time was a quarter of a random hand's time.
    """
    objs = list(map(_new, repeat(Discard, len(combos))))
    deque(map(_set_cards, objs, combos), maxlen=0)
    return tuple(objs)


def all_discards(rule: DiscardRule) -> tuple[Discard, ...]:
    """Every legal discard under ``rule`` (cards kept sorted by index, as ``Discard`` does)."""
    if not rule.dealer:
        return small_discards(rule.may, rule.max_count)
    free = rule.min_count - len(rule.must)
    if not rule.must:
        return _discards(list(combinations(rule.may, free)))
    must = rule.must
    return _discards([tuple(sorted(must + cs)) for cs in combinations(rule.may, free)])


def discard_mask(cards: tuple[Card, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
