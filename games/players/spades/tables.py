"""Card constants for the Spades players: cards are ints, hands are 52-bit masks.

A card is ``suit * 13 + rank`` exactly as in ``games.cards`` (suit 0 = spades, 1 hearts,
2 diamonds, 3 clubs; rank 0 = the 2 … 12 = the ace), and bit ``c`` of a mask is card ``c``.
Spades are bits 0..12, so "is a spade" is ``c < 13`` and every question the rollouts ask
(follow suit? beats the winner? master card?) is a mask operation on small ints.  The masks of
the trick rules are the engine's (``games.spades.tricks``); the helpers here are the players'
own ways of picking a card out of a mask.
"""

from __future__ import annotations

from games.spades.tables import SUIT_OF as SUIT
from games.spades.tricks import ABOVE, FULL, NON_SPADE, SPADES, SUIT_MASK, TWO_OF_CLUBS

__all__ = [
    "ABOVE",
    "FULL",
    "NON_SPADE",
    "RANK",
    "SPADES",
    "SUIT",
    "SUIT_MASK",
    "TWO_OF_CLUBS",
    "highest_rank",
    "lowest_rank",
]

RANK: tuple[int, ...] = tuple(c % 13 for c in range(52))


def highest_rank(mask: int) -> int:
    """The card of highest rank in ``mask`` across suits (ties: the lowest suit index)."""
    best, best_rank = -1, -1
    for s in range(4):
        m = mask & SUIT_MASK[s]
        if m:
            c = m.bit_length() - 1
            if c % 13 > best_rank:
                best, best_rank = c, c % 13
    return best


def lowest_rank(mask: int, prefer_non_spade: bool = True) -> int:
    """The card of lowest rank in ``mask`` (non-spades first when ``prefer_non_spade``)."""
    if prefer_non_spade and mask & NON_SPADE:
        mask &= NON_SPADE
    best, best_rank = -1, 99
    for s in range(4):
        m = mask & SUIT_MASK[s]
        if m:
            c = (m & -m).bit_length() - 1
            if c % 13 < best_rank:
                best, best_rank = c, c % 13
    return best
