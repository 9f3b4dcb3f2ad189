"""Cards, suits, ranks and packs.

A card is a small ``int`` (``suit * 13 + rank``, the joker is 52) so that engines can keep hands
as bitmasks and compare cards without allocating; the ``Card`` subclass only adds the record
notation on top (``TH``, ``JK``).  All 53 instances are created once and shared.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from games.errors import MalformedAction

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "SHDC"


class Suit(IntEnum):
    """The four suits, in the order of the records spec (``S H D C``)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def plural(self) -> str:
        """The word people use in an error message: ``must follow hearts``."""
        return ("spades", "hearts", "diamonds", "clubs")[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of this colour (Schmier's left bauer comes from it)."""
        return (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)[self]

    def __str__(self) -> str:
        return SUIT_CHARS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        t = text.strip().upper()
        if len(t) == 1 and t in SUIT_CHARS:
            return cls(SUIT_CHARS.index(t))
        names = {"SPADES": 0, "HEARTS": 1, "DIAMONDS": 2, "CLUBS": 3}
        if t in names:
            return cls(names[t])
        raise MalformedAction(f"not a suit: {text!r} (use S, H, D or C)")


class Rank(IntEnum):
    """Ranks in natural order (2 low, A high); each game applies its own trick order."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def char(self) -> str:
        return RANK_CHARS[self]


JOKER_INDEX = 52


class Card(int):
    """An immutable card: an ``int`` 0..52 that prints in record notation."""

    __slots__ = ()

    @property
    def suit(self) -> Suit | None:
        """The printed suit; ``None`` for the joker (games decide which suit it belongs to)."""
        return None if self == JOKER_INDEX else _SUITS[self // 13]

    @property
    def rank(self) -> Rank | None:
        return None if self == JOKER_INDEX else _RANKS[self % 13]

    @property
    def is_joker(self) -> bool:
        return self == JOKER_INDEX

    @property
    def mask(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card({_TEXT[self]!r})"

    def pretty(self) -> str:
        """Human form with a suit symbol, for terminals and Discord (``10♥``, ``🃏``)."""
        if self == JOKER_INDEX:
            return "🃏"
        r = RANK_CHARS[self % 13]
        return ("10" if r == "T" else r) + "♠♥♦♣"[self // 13]

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``TH``, ``th``, ``10h`` or ``JK``; anything else raises ``MalformedAction``."""
        card = _BY_TEXT.get(text.strip().upper())
        if card is None:
            raise MalformedAction(f"not a card: {text!r}")
        return card

    @staticmethod
    def of(rank: Rank | int, suit: Suit | int) -> Card:
        return CARDS[int(suit) * 13 + int(rank)]


_SUITS = tuple(Suit)
_RANKS = tuple(Rank)
_TEXT = (*(RANK_CHARS[i % 13] + SUIT_CHARS[i // 13] for i in range(52)), "JK")
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(53))
JOKER = CARDS[JOKER_INDEX]
_BY_TEXT: dict[str, Card] = {t: CARDS[i] for i, t in enumerate(_TEXT)}
_BY_TEXT.update({"10" + s: _BY_TEXT["T" + s] for s in SUIT_CHARS})

PACK_52: tuple[Card, ...] = CARDS[:52]
PACK_53: tuple[Card, ...] = CARDS
PACK_32: tuple[Card, ...] = tuple(c for c in PACK_52 if c % 13 >= Rank.SEVEN)

SUIT_MASKS: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
"""Bitmask of the 13 cards of each suit, indexed by ``Suit``."""


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse a space-separated card list; a card named twice is malformed (records spec)."""
    parts = text.split() if isinstance(text, str) else list(text)
    cards = tuple(Card.parse(p) for p in parts)
    if len(set(cards)) != len(cards):
        dup = next(c for c in cards if cards.count(c) > 1)
        raise MalformedAction(f"card {dup} named twice")
    return cards


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)
