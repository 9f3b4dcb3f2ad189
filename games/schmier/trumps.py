"""Schmier's card tables, one set per trump suit, built once at import.

Trick play asks the same three questions of every card (which suit does it follow as, how high
is it, what is it worth), and the answers depend only on the trump suit.  Precomputing them as
plain tuples indexed by card keeps the hot path to list lookups and bit operations.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.cards import JOKER_INDEX, SUIT_MASKS, Rank, Suit

JACK = int(Rank.JACK)
TRUMP_POWER = 100
"""Every trump's power is at least this, above any plain card's rank (0..12)."""

CARD_VALUES: tuple[int, ...] = tuple(
    [{8: 10, 9: 1, 10: 2, 11: 3, 12: 4}.get(c % 13, 0) for c in range(52)] + [1]
)
"""Game-point values: A 4, K 3, Q 2, J 1 (bauers included), 10 10, joker 1, others 0."""


@dataclass(frozen=True, slots=True)
class TrumpTables:
    """Everything about the cards that changes with the trump suit."""

    suit: int
    right: int
    """The right bauer: the jack of trumps."""
    left: int
    """The left bauer: the jack of the other suit of the trump colour."""
    ace: int
    two: int
    mask: int
    """All 15 trumps (the suit, the left bauer and the joker)."""
    protected: int
    """A, right, left and 2 of trumps and the joker: the dealer may never discard them."""
    suit_masks: tuple[int, int, int, int]
    """Cards of each effective suit (the trump suit's entry is ``mask``)."""
    eff: tuple[int, ...]
    """Effective suit of each card 0..52."""
    power: tuple[int, ...]
    """Trick rank: trumps ``TRUMP_POWER`` + 0 (joker) .. 14 (A); others their rank 0..12."""
    strength: tuple[tuple[int, ...], ...]
    """``strength[led][card]``: a trump's power, a led-suit card's rank, anything else -1."""


def _build(trump: int) -> TrumpTables:
    right = trump * 13 + JACK
    left = int(Suit(trump).same_colour) * 13 + JACK
    mask = SUIT_MASKS[trump] | 1 << left | 1 << JOKER_INDEX
    suit_masks = [SUIT_MASKS[s] & ~(1 << left) for s in range(4)]
    suit_masks[trump] = mask
    eff = [c // 13 for c in range(52)] + [trump]
    eff[left] = trump
    power = [c % 13 for c in range(52)] + [TRUMP_POWER]
    for r in range(13):
        c = trump * 13 + r
        if r >= 10:  # Q K A above the bauers
            power[c] = TRUMP_POWER + 2 + r
        elif r <= 8:  # 2..10 below them
            power[c] = TRUMP_POWER + 1 + r
    power[right] = TRUMP_POWER + 11
    power[left] = TRUMP_POWER + 10
    ace, two = trump * 13 + 12, trump * 13
    protected = 1 << ace | 1 << right | 1 << left | 1 << two | 1 << JOKER_INDEX
    strength = tuple(
        tuple(power[c] if eff[c] in (trump, led) else -1 for c in range(53)) for led in range(4)
    )
    return TrumpTables(
        trump,
        right,
        left,
        ace,
        two,
        mask,
        protected,
        (suit_masks[0], suit_masks[1], suit_masks[2], suit_masks[3]),
        (*eff,),
        (*power,),
        strength,
    )


TABLES: tuple[TrumpTables, ...] = tuple(_build(s) for s in range(4))


def trick_winner_index(cards: list[int], t: TrumpTables) -> int:
    """Index in ``cards`` (in play order) of the card that wins the trick."""
    strength = t.strength[t.eff[cards[0]]]
    best, best_key = 0, strength[cards[0]]
    for i in range(1, len(cards)):
        key = strength[cards[i]]
        if key > best_key:
            best, best_key = i, key
    return best


def display_key(card: int, t: TrumpTables | None) -> tuple[int, int]:
    """Sort key for showing a hand: trumps first (high to low), then S H D C high to low."""
    if t is None:
        return (4, 0) if card == JOKER_INDEX else (card // 13, -(card % 13))
    if t.mask >> card & 1:
        return (-1, -t.power[card])
    return (card // 13, -(card % 13))


def playable(hand: int, led: int, t: TrumpTables, trump_anytime: bool, trump_lead: bool) -> int:
    """The cards of ``hand`` its holder may play now, as a mask (RULES.md §2.3).

    ``led`` is the effective suit led to the trick (-1: the holder leads).  A seat follows the
    led suit when it can (``trump_anytime``: or trumps instead), else plays anything; a lead is
    free, except that ``trump_lead`` (the bidder's first lead under ``bidder_must_lead_trump``)
    asks for a trump when the hand holds one.  The match checks the same rules card by card
    (``SchmierMatch._play``); the computer players' searches ask this over whole masks.
    """
    if led >= 0:
        follow = hand & t.suit_masks[led]
        if not follow:
            return hand
        if trump_anytime:
            follow |= hand & t.mask
        return follow
    if trump_lead and hand & t.mask:
        return hand & t.mask
    return hand
