"""Card constants for the Spades players: cards are ints, hands are 52-bit masks.

A card is ``suit * 13 + rank`` exactly as in ``games.cards`` (suit 0 = spades, 1 hearts,
2 diamonds, 3 clubs; rank 0 = the 2 … 12 = the ace), and bit ``c`` of a mask is card ``c``.
Spades are bits 0..12, so "is a spade" is ``c < 13`` and every question the rollouts ask
(follow suit? beats the winner? master card?) is a mask operation on small ints.
"""

from __future__ import annotations

from games.cards import CARDS

FULL = (1 << 52) - 1
SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
SPADES = SUIT_MASK[0]
NON_SPADE = FULL ^ SPADES
SUIT: tuple[int, ...] = tuple(c // 13 for c in range(52))
RANK: tuple[int, ...] = tuple(c % 13 for c in range(52))
BIT: tuple[int, ...] = tuple(1 << c for c in range(52))
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))
"""``ABOVE[c]``: the cards of ``c``'s suit that outrank it."""
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ((1 << c) - 1) for c in range(52))
"""``BELOW[c]``: the cards of ``c``'s suit that it outranks."""
TWO_OF_CLUBS = 39
ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8

CARD_OF: dict[str, int] = {str(CARDS[c]): c for c in range(52)}
"""Record text (``"TH"``) to card int."""


def text(c: int) -> str:
    """The record text of card ``c`` (``"AS"``)."""
    return str(CARDS[c])


def mask_of(texts: list[str] | tuple[str, ...]) -> int:
    """The mask of cards given as record texts."""
    m = 0
    for t in texts:
        m |= 1 << CARD_OF[t]
    return m


def cards_of(mask: int) -> list[int]:
    """The cards of ``mask``, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def low(mask: int) -> int:
    """The lowest-index card of a non-empty mask (in one suit: the lowest rank)."""
    return (mask & -mask).bit_length() - 1


def high(mask: int) -> int:
    """The highest-index card of a non-empty mask (in one suit: the highest rank)."""
    return mask.bit_length() - 1


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


def suit_lengths(mask: int) -> tuple[int, int, int, int]:
    """How many cards of each suit ``mask`` holds."""
    return (
        (mask & SUIT_MASK[0]).bit_count(),
        (mask & SUIT_MASK[1]).bit_count(),
        (mask & SUIT_MASK[2]).bit_count(),
        (mask & SUIT_MASK[3]).bit_count(),
    )
