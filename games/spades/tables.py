"""Precomputed tables that let the engine answer ``legal_actions`` without allocating.

Hands are 52-bit masks (bit ``c`` = card ``c``; spades are the lowest 13 bits).  The legal plays
of any hand are the concatenation of four per-suit tuples looked up by the suit's 13-bit
pattern, so a legal-action tuple costs a few lookups instead of a loop over cards.  Every tuple
holds the interned ``PLAY`` / ``BIDS`` instances of ``games.actions``.
"""

from __future__ import annotations

from itertools import combinations

from games.actions import BID_BLIND, BIDS, LOOK, PLAY, Action, Give, Play
from games.cards import CARDS, SUIT_MASKS, Card

SPADE = 0
TWO_OF_CLUBS = 3 * 13  # clubs are suit 3, the 2 is rank 0
ALL_CARDS = (1 << 52) - 1
SPADES_MASK = SUIT_MASKS[SPADE]
NON_SPADES = ALL_CARDS & ~SPADES_MASK
SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(52))
SHIFTS: tuple[int, ...] = (0, 13, 26, 39)


def _suit_table(suit: int) -> tuple[tuple[Play, ...], ...]:
    """``table[p]``: the plays of suit ``suit`` whose ranks are the set bits of ``p``, low first."""
    base = suit * 13
    table: list[tuple[Play, ...]] = [()]
    for p in range(1, 1 << 13):
        high = p.bit_length() - 1
        table.append(table[p & ~(1 << high)] + (PLAY[base + high],))
    return tuple(table)


SUIT_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(_suit_table(s) for s in range(4))
_S0, _S1, _S2, _S3 = SUIT_PLAYS


def plays_of(mask: int) -> tuple[Play, ...]:
    """The ``play`` actions of every card in ``mask``, lowest card index first."""
    return _S0[mask & 8191] + _S1[(mask >> 13) & 8191] + _S2[(mask >> 26) & 8191] + _S3[mask >> 39]


LOOK_T: tuple[Action, ...] = (LOOK,)
BLIND_T: tuple[Action, ...] = (BID_BLIND,)
BIDS_UP_TO: tuple[tuple[Action, ...], ...] = tuple(tuple(BIDS[: n + 1]) for n in range(14))
"""``BIDS_UP_TO[n]``: ``bid 0`` .. ``bid n``."""


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


def gives_of(mask: int, k: int) -> tuple[Give, ...]:
    """Every ``give`` of exactly ``k`` cards out of ``mask``, in a fixed order."""
    return tuple(map(_give_get, combinations(cards_in(mask), k)))


def cards_in(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: tuple[Card, ...] | list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def display_order(mask: int) -> list[str]:
    """A hand for display: by suit (S, H, D, C), then rank high to low."""
    out = []
    for s in range(4):
        out.extend(str(CARDS[c]) for c in reversed(cards_in(mask & SUIT_MASKS[s])))
    return out
