"""Precomputed tables that let the engine answer ``legal_actions`` without allocating.

A hand is kept as four 13-bit rank patterns, one per suit (bit ``r`` = rank ``r``), so every
test and update is an operation on a small int.  The legal plays of a suit are looked up by its
pattern, and a whole hand's plays are at most four such tuples concatenated.  Every tuple holds
the interned ``PLAY`` / ``BIDS`` instances of ``games.actions``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations
from math import comb
from typing import Any, overload

from games.actions import BID_BLIND, BIDS, LOOK, PLAY, Action, Give, Play
from games.cards import CARDS

TWO_OF_CLUBS = 3 * 13  # clubs are suit 3, the 2 is rank 0
SUIT_OF: tuple[int, ...] = (*(c // 13 for c in range(52)), 0)
RANK_BIT: tuple[int, ...] = (*(1 << (c % 13) for c in range(52)), 0)
"""``RANK_BIT[card]``: the card's bit in its suit's pattern.  The joker (index 52, not in a Spades
deck) has no bit, so the hot path refuses it as a card the seat does not hold."""
BIT: list[int] = [1 << c for c in range(52)]
"""``BIT[card]``: the card's bit in a 52-bit mask (a list: its ``__getitem__`` is the fast one)."""
_bit = BIT.__getitem__


def _suit_table(suit: int) -> tuple[tuple[Play, ...], ...]:
    """``table[p]``: the plays of suit ``suit`` whose ranks are the set bits of ``p``, low first."""
    base = suit * 13
    table: list[tuple[Play, ...]] = [()]
    for p in range(1, 1 << 13):
        high = p.bit_length() - 1
        table.append(table[p & ~(1 << high)] + (PLAY[base + high],))
    return tuple(table)


SUIT_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(_suit_table(s) for s in range(4))
S_PLAYS, H_PLAYS, D_PLAYS, C_PLAYS = SUIT_PLAYS

LOOK_T: tuple[Action, ...] = (LOOK,)
BLIND_T: tuple[Action, ...] = (BID_BLIND,)
BIDS_UP_TO: tuple[tuple[Action, ...], ...] = tuple(tuple(BIDS[: n + 1]) for n in range(14))
"""``BIDS_UP_TO[n]``: ``bid 0`` .. ``bid n``."""


def mask_of(cards: Iterable[int]) -> int:
    """A 52-bit mask of ``cards`` (bit ``c`` = card ``c``)."""
    return sum(map(_bit, cards))


def patterns_of(cards: Iterable[int]) -> tuple[int, int, int, int]:
    """The four 13-bit suit patterns (S, H, D, C) of ``cards``."""
    m = sum(map(_bit, cards))
    return m & 8191, (m >> 13) & 8191, (m >> 26) & 8191, m >> 39


def mask_from(pats: Sequence[int], base: int) -> int:
    """The 52-bit mask of the four patterns ``pats[base:base + 4]``."""
    return pats[base] | pats[base + 1] << 13 | pats[base + 2] << 26 | pats[base + 3] << 39


def cards_in(mask: int) -> list[int]:
    """The cards of a 52-bit mask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _GiveMemo(dict[tuple[int, ...], Give]):
    """Interned ``give`` actions keyed by their sorted card indexes, made on first use.

    A pure memo (at most C(52,3) + C(52,2) entries): looking a whole exchange's legal gives up
    through ``map(memo.__getitem__, ...)`` stays in C once the entries exist.
    """

    def __missing__(self, cards: tuple[int, ...]) -> Give:
        g = self[cards] = Give(CARDS[c] for c in cards)
        return g


_GIVES = _GiveMemo()
_give_get = _GIVES.__getitem__


class Gives(Sequence[Give]):
    """Every ``give`` of exactly ``k`` cards out of a hand, without making them all.

    A blind-nil exchange offers C(13, 3) = 286 gives; building them at every step of the
    exchange cost more than the rest of the hand.  Like python-chess's legal-move generator this
    is a lazy, immutable sequence: ``len``, indexing (what ``random.choice`` needs), iteration
    and ``in`` work without materialising the list.  Order is ``itertools.combinations`` of the
    hand's cards by card index, the order ``gives_of`` always had; a ``Gives`` compares equal to
    the tuple of the same actions.
    """

    __slots__ = ("_cards", "_k", "_mask", "_n")

    def __init__(self, mask: int, k: int) -> None:
        self._mask = mask
        self._k = k
        self._cards = tuple(cards_in(mask))
        self._n = comb(len(self._cards), k)

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, i: int) -> Give: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[Give, ...]: ...
    def __getitem__(self, i: int | slice) -> Give | tuple[Give, ...]:
        if isinstance(i, slice):
            return tuple(self)[i]
        n = self._n
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("gives index out of range")
        # Unrank the i-th k-combination in lexicographic order.
        cards, k = self._cards, self._k
        left = len(cards)
        pick: list[int] = []
        pos = 0
        while k:
            below = comb(left - pos - 1, k - 1)  # combinations that start with cards[pos]
            if i < below:
                pick.append(cards[pos])
                k -= 1
            else:
                i -= below
            pos += 1
        return _give_get(tuple(pick))

    def __iter__(self) -> Iterator[Give]:
        return map(_give_get, combinations(self._cards, self._k))

    def __contains__(self, action: object) -> bool:
        if type(action) is not Give or len(action.cards) != self._k:
            return False
        return not mask_of(action.cards) & ~self._mask

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Gives):
            return self._mask == other._mask and self._k == other._k
        if isinstance(other, tuple | list):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to tuples, so it cannot hash like one

    def __add__(self, other: Any) -> tuple[Action, ...]:
        return (*self, *other)

    def __repr__(self) -> str:
        return f"Gives({self._k} of {len(self._cards)} cards, {self._n} gives)"


def gives_of(mask: int, k: int) -> Gives:
    """Every ``give`` of exactly ``k`` cards out of ``mask``, in a fixed order."""
    return Gives(mask, k)


def display_order(mask: int) -> list[str]:
    """A hand for display: by suit (S, H, D, C), then rank high to low."""
    out: list[str] = []
    for s in range(4):
        out.extend(str(CARDS[13 * s + r]) for r in reversed(cards_in(mask >> (13 * s) & 8191)))
    return out


def _with_look(table: tuple[tuple[Play, ...], ...]) -> tuple[tuple[Action, ...], ...]:
    return tuple(t + LOOK_T if t else () for t in table)


SUIT_PLAYS_LOOK: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    _with_look(t) for t in SUIT_PLAYS
)
"""As ``SUIT_PLAYS`` with ``look`` appended: a seat that has not looked may still look."""

BID_MENU: tuple[tuple[tuple[tuple[Action, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            BIDS_UP_TO[cap] + (BLIND_T if blind else ()) + (LOOK_T if unlooked else ())
            for unlooked in (0, 1)
        )
        for blind in (0, 1)
    )
    for cap in range(14)
)
"""``BID_MENU[cap][blind][unlooked]``: bids 0..cap, then ``bid blind``, then ``look``."""
