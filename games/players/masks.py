"""Card sets as bitmasks: the one helper every computer player reads and writes them with.

A card is the engines' int (``suit * 13 + rank``, the joker 52) and bit ``c`` of a mask is card
``c``.  Searches turn masks into cards thousands of times per decision, so ``cards_in`` is four
table look-ups (one per suit, the joker riding on the clubs' table) instead of a loop over bits.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.cards import CARDS, SUIT_CHARS

CARD_OF: dict[str, int] = {str(c): int(c) for c in CARDS}
"""Record text (``"TH"``, ``"JK"``) to card int; ``"10H"`` is read as ``"TH"`` too."""
CARD_OF.update({"10" + s: CARD_OF["T" + s] for s in SUIT_CHARS})


def _suit_table(suit: int, bits: int) -> tuple[tuple[int, ...], ...]:
    """``table[p]``: the cards of ``suit`` whose ranks are the set bits of ``p``, low first."""
    base = suit * 13
    table: list[tuple[int, ...]] = [()]
    for p in range(1, 1 << bits):
        high = p.bit_length() - 1
        table.append(table[p & ~(1 << high)] + (base + high,))
    return tuple(table)


_S, _H, _D = (_suit_table(s, 13) for s in range(3))
_C = _suit_table(3, 14)
"""Clubs with a 14th bit: ``mask >> 39`` holds the clubs and then the joker (card 52)."""


def cards_in(mask: int) -> list[int]:
    """The cards of ``mask``, lowest index first."""
    return [*_S[mask & 8191], *_H[mask >> 13 & 8191], *_D[mask >> 26 & 8191], *_C[mask >> 39]]


def card_of(text: str) -> int:
    """The card int of a record text such as ``"JS"``."""
    return CARD_OF[text]


def mask_of(texts: Iterable[str] | None) -> int:
    """The mask of cards given as record texts (``None``: no cards)."""
    m = 0
    for t in texts or ():
        m |= 1 << CARD_OF[t]
    return m


def lowest(mask: int) -> int:
    """The lowest-index card of a non-empty mask (in one suit: its lowest rank)."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest-index card of a non-empty mask (in one suit: its highest rank)."""
    return mask.bit_length() - 1
