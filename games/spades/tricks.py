"""Spades' trick rules over 52-bit card masks (RULES.md §3.3), for searches that play many hands.

The match keeps each hand as four 13-bit suit patterns and looks its legal plays up in tables
of actions (``tables.py``), which is what its own speed needs.  A computer player's rollouts ask
the same questions of whole hands held as masks (bit ``c`` = card ``c``; spades are bits 0..12),
thousands of times per decision: which cards may be played, and which cards beat the one
winning the trick.  These are those rules as plain tables and one function over ints, checked
against the match at every step of seeded hands under every trick option
(``tests/players/spades/test_tricks.py``).
"""

from __future__ import annotations

from games.spades.options import Options
from games.spades.tables import TWO_OF_CLUBS

__all__ = ["ABOVE", "BEAT", "FULL", "NON_SPADE", "SPADES", "SUIT_MASK", "TWO_OF_CLUBS", "playable"]

FULL = (1 << 52) - 1
SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
SPADES = SUIT_MASK[0]
NON_SPADE = FULL ^ SPADES
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))
"""``ABOVE[c]``: the cards of ``c``'s suit that outrank it."""
BEAT: tuple[int, ...] = tuple(ABOVE[c] | (SPADES if c >= 13 else 0) for c in range(52))
"""``BEAT[w]``: the cards that beat ``w`` when ``w`` is winning a trick (``w`` is a spade or of
the led suit: a higher card of its suit, or any spade over a card that is not one)."""


def playable(
    hand: int, led: int, first_trick: bool, spades_open: bool, options: Options | None = None
) -> int:
    """The mask of the cards of ``hand`` its holder may play now (§3.3).

    ``led`` is the suit led to this trick (-1: the holder leads); ``spades_open`` whether a
    spade may be led (spades broken, or ``spades_lead_anytime``).  ``options`` brings trick 1's
    house rules (``first_lead``, ``no_spades_first_trick``); the default options when ``None``.
    """
    if led >= 0:
        follow = hand & SUIT_MASK[led]
        if follow:
            return follow
        if first_trick and options is not None and options.no_spades_first_trick:
            return hand & NON_SPADE or hand
        return hand
    if (
        first_trick
        and hand >> TWO_OF_CLUBS & 1
        and options is not None
        and options.first_lead == "two_of_clubs"
    ):
        return 1 << TWO_OF_CLUBS
    if spades_open or not hand & NON_SPADE:
        return hand
    return hand & NON_SPADE
