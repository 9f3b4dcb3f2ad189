"""The discard-and-draw rules as data: which cards a seat may or must discard, and how many.

A legal discard is ``must`` plus any ``count - len(must)`` cards of ``may``, for a ``count`` in
``min_count..max_count``.  That one shape covers a non-dealer (0..3 non-trumps), a dealer with
six trumps or fewer (exactly ``n - 6`` non-trumps) and a dealer with more than six (every
non-trump and all but six trumps, never a protected one).  Computer players and the table UI use
it instead of scanning ``legal_actions``, which for a dealer holding 23 cards and no trump lists
C(23, 6) = 100,947 discards.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import TypedDict, overload

from games.actions import Discard
from games.cards import Card, cards_of, mask_of
from games.schmier.trumps import TrumpTables

HAND_SIZE = 6


class DiscardRuleView(TypedDict):
    """A discard rule as views show it (``DiscardRule.to_json``)."""

    min: int
    max: int
    must: list[str]
    may: list[str]
    dealer: bool


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

    def to_json(self) -> DiscardRuleView:
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


_BLOCKS: dict[tuple[int, int, int], tuple[tuple[int, int, int], ...]] = {}


def _blocks(n: int, lo: int, hi: int) -> tuple[tuple[int, int, int], ...]:
    """``(k, C(n, k), running total)`` for each discard size ``k`` in ``lo..hi`` (memoised)."""
    out, total = [], 0
    for k in range(lo, hi + 1):
        c = comb(n, k)
        total += c
        out.append((k, c, total))
    blocks = _BLOCKS[(n, lo, hi)] = tuple(out)
    return blocks


class DiscardChoices(Sequence[Discard]):
    """Every legal discard under a ``DiscardRule``, without making them all.

    A dealer's list runs to thousands of discards (100,947 at worst) and a non-dealer's to 42,
    remade at every step of the discard phase; building them was most of a random hand's time.
    Like python-chess's legal-move generator this is a lazy, immutable sequence: ``len``,
    indexing (what ``random.choice`` needs), iteration and ``in`` work without the list.  The
    order is the one the tuple always had: fewest cards first, then ``itertools.combinations``
    of ``may`` (each discard's cards sorted by index); it compares equal to that tuple.
    """

    __slots__ = ("_blocks", "_may", "_may_mask", "_must", "_must_mask", "_n")

    def __init__(self, rule: DiscardRule) -> None:
        self._must = rule.must
        self._may = rule.may
        self._must_mask = mask_of(rule.must)
        self._may_mask = mask_of(rule.may)
        lo, hi = rule.min_count - len(rule.must), rule.max_count - len(rule.must)
        n = len(rule.may)
        self._blocks = blocks = _BLOCKS.get((n, lo, hi)) or _blocks(n, lo, hi)
        self._n = blocks[-1][2] if blocks else 0

    def __len__(self) -> int:
        return self._n

    def _make(self, cs: tuple[Card, ...]) -> Discard:
        if not self._must:
            return _small(cs) if len(cs) <= 3 else _discard(cs)
        return _discard(tuple(sorted(self._must + cs)))

    @overload
    def __getitem__(self, i: int) -> Discard: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[Discard, ...]: ...
    def __getitem__(self, i: int | slice) -> Discard | tuple[Discard, ...]:
        if isinstance(i, slice):
            return tuple(self)[i]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("discard index out of range")
        may = self._may
        for k, n, _ in self._blocks:
            if i >= n:
                i -= n
                continue
            # Unrank the i-th k-combination of ``may`` in lexicographic order.
            pick: list[Card] = []
            pos, left = 0, len(may)
            while k:
                below = comb(left - pos - 1, k - 1)  # combinations that start with may[pos]
                if i < below:
                    pick.append(may[pos])
                    k -= 1
                else:
                    i -= below
                pos += 1
            return self._make(tuple(pick))
        raise AssertionError("unreachable: the blocks add up to len")

    def __iter__(self) -> Iterator[Discard]:
        for k, _, _ in self._blocks:
            yield from map(self._make, combinations(self._may, k))

    def __contains__(self, action: object) -> bool:
        if type(action) is not Discard:
            return False
        mask = discard_mask(action.cards)
        free = mask & ~self._must_mask
        if mask & self._must_mask != self._must_mask or free & ~self._may_mask:
            return False
        k = free.bit_count()
        return any(k == b for b, _, _ in self._blocks)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DiscardChoices):
            return (self._must, self._may, self._blocks) == (other._must, other._may, other._blocks)
        if isinstance(other, tuple | list):
            return len(other) == self._n and tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to tuples, so it cannot hash like one

    def __repr__(self) -> str:
        return f"DiscardChoices({self._n} discards)"


def small_discards(plain: tuple[Card, ...], max_count: int) -> DiscardChoices:
    """Every discard of 0..max_count of ``plain`` (a non-dealer: at most 42), fewest first."""
    return DiscardChoices(DiscardRule(0, max_count, (), plain, False))


def all_discards(rule: DiscardRule) -> DiscardChoices:
    """Every legal discard under ``rule`` (cards kept sorted by index, as ``Discard`` does)."""
    return DiscardChoices(rule)


def discard_mask(cards: tuple[Card, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
