"""Actions: small immutable values whose ``str`` is the record text (``play TH``, ``bid 17``).

``parse_action`` and ``str`` round-trip.  Card lists are kept sorted by card index, so two
actions naming the same cards in a different order are equal, as the records spec requires.
Frequently used actions (every ``play`` and ``bid``) are interned so that engines can hand out
legal-action tuples without allocating.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from games.cards import CARDS, Card, Suit, parse_cards
from games.errors import MalformedAction


class Action:
    """Base class of all actions."""

    __slots__ = ()
    verb: ClassVar[str] = ""


def _sorted_cards(cards: Iterable[Card | int | str]) -> tuple[Card, ...]:
    out = []
    for c in cards:
        out.append(Card.parse(c) if isinstance(c, str) else CARDS[int(c)])
    if len(set(out)) != len(out):
        raise MalformedAction("a card is named twice")
    return tuple(sorted(out))


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: Card
    c: int = field(init=False, repr=False, compare=False, hash=False)
    """The card as a plain ``int``: engines index their tables with it on every card played,
    and an ``int`` subclass misses CPython's fast paths for indexing and arithmetic."""
    verb: ClassVar[str] = "play"

    def __post_init__(self) -> None:
        object.__setattr__(self, "c", int(self.card))

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A numeric bid (Spades: 0 is nil)."""

    n: int
    verb: ClassVar[str] = "bid"

    def __str__(self) -> str:
        return f"bid {self.n}"


@dataclass(frozen=True, slots=True)
class BidBlind(Action):
    """Spades blind nil."""

    verb: ClassVar[str] = "bid"

    def __str__(self) -> str:
        return "bid blind"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    verb: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Trump(Action):
    suit: Suit
    verb: ClassVar[str] = "trump"

    def __str__(self) -> str:
        return f"trump {self.suit.char}"


@dataclass(frozen=True, slots=True)
class TrumpSeventh(Action):
    verb: ClassVar[str] = "trump"

    def __str__(self) -> str:
        return "trump seventh"


@dataclass(frozen=True, slots=True)
class _Word(Action):
    """An action that is a single word."""

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class Reveal(_Word):
    verb: ClassVar[str] = "reveal"


@dataclass(frozen=True, slots=True)
class PairDeclare(_Word):
    verb: ClassVar[str] = "pair"


@dataclass(frozen=True, slots=True)
class Double(_Word):
    verb: ClassVar[str] = "double"


@dataclass(frozen=True, slots=True)
class Redouble(_Word):
    verb: ClassVar[str] = "redouble"


@dataclass(frozen=True, slots=True)
class Single(_Word):
    verb: ClassVar[str] = "single"


@dataclass(frozen=True, slots=True)
class Look(_Word):
    verb: ClassVar[str] = "look"


@dataclass(frozen=True, slots=True)
class Drop(_Word):
    verb: ClassVar[str] = "drop"


@dataclass(frozen=True, slots=True)
class End(_Word):
    verb: ClassVar[str] = "end"


@dataclass(frozen=True, slots=True, init=False)
class _CardList(Action):
    cards: tuple[Card, ...]

    def __init__(self, cards: Iterable[Card | int | str]) -> None:
        object.__setattr__(self, "cards", _sorted_cards(cards))

    def __str__(self) -> str:
        return f"{self.verb} {_cards_text(self.cards)}".rstrip()


@dataclass(frozen=True, slots=True, init=False)
class Give(_CardList):
    """Spades blind-nil (or nil) exchange."""

    verb: ClassVar[str] = "give"


@dataclass(frozen=True, slots=True, init=False)
class Discard(_CardList):
    """Schmier: zero or more cards; Tonk: exactly one."""

    verb: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True, init=False)
class Spread(_CardList):
    """Tonk: lay a book or a run."""

    verb: ClassVar[str] = "spread"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Tonk: ``source`` is ``stock`` or ``discard``."""

    source: str
    verb: ClassVar[str] = "draw"

    def __post_init__(self) -> None:
        if self.source not in ("stock", "discard"):
            raise MalformedAction("draw from 'stock' or 'discard'")

    def __str__(self) -> str:
        return f"draw {self.source}"


@dataclass(frozen=True, slots=True)
class Hit(Action):
    """Tonk: put ``card`` on the spread with index ``spread`` (in the order laid, from 0)."""

    card: Card
    spread: int
    verb: ClassVar[str] = "hit"

    def __str__(self) -> str:
        return f"hit {self.card} {self.spread}"


PLAY: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
"""``PLAY[card]`` is the interned ``play`` action for that card."""

BIDS: tuple[Bid, ...] = tuple(Bid(n) for n in range(30))
"""``BIDS[n]`` is the interned ``bid n``."""

PASS = Pass()
BID_BLIND = BidBlind()
LOOK = Look()
REVEAL = Reveal()
PAIR = PairDeclare()
DOUBLE = Double()
REDOUBLE = Redouble()
SINGLE = Single()
DROP = Drop()
END = End()
TRUMP_SEVENTH = TrumpSeventh()
TRUMPS: tuple[Trump, ...] = tuple(Trump(s) for s in Suit)
DRAW_STOCK = Draw("stock")
DRAW_DISCARD = Draw("discard")

_WORDS: dict[str, Action] = {
    a.verb: a for a in (PASS, LOOK, REVEAL, PAIR, DOUBLE, REDOUBLE, SINGLE, DROP, END)
}


VERBS: frozenset[str] = frozenset(
    {*_WORDS, "play", "bid", "trump", "give", "discard", "spread", "draw", "hit"}
)
"""Every verb ``parse_action`` knows (each game takes some of them)."""


def parse_action(text: str) -> Action:
    """Parse a record action text; raise ``MalformedAction`` with a readable reason."""
    if not isinstance(text, str):
        raise MalformedAction(f"an action is text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise MalformedAction("empty action")
    verb, args = words[0].lower(), words[1:]
    if verb in _WORDS:
        if args:
            raise MalformedAction(f"'{verb}' takes nothing after it")
        return _WORDS[verb]
    if verb == "play":
        if len(args) != 1:
            raise MalformedAction("'play' takes one card, e.g. 'play TH'")
        return PLAY[Card.parse(args[0])]
    if verb == "bid":
        if len(args) != 1:
            raise MalformedAction("'bid' takes a number (or 'blind')")
        if args[0].lower() == "blind":
            return BID_BLIND
        if not args[0].isdigit():
            raise MalformedAction(f"not a bid: {args[0]!r}")
        n = int(args[0])
        return BIDS[n] if n < len(BIDS) else Bid(n)
    if verb == "trump":
        if len(args) != 1:
            raise MalformedAction("'trump' takes a suit (S, H, D, C) or 'seventh'")
        if args[0].lower() == "seventh":
            return TRUMP_SEVENTH
        return TRUMPS[Suit.parse(args[0])]
    if verb in ("give", "discard", "spread"):
        cls = {"give": Give, "discard": Discard, "spread": Spread}[verb]
        return cls(parse_cards(args))
    if verb == "draw":
        if len(args) != 1 or args[0].lower() not in ("stock", "discard"):
            raise MalformedAction("'draw' takes 'stock' or 'discard'")
        return DRAW_STOCK if args[0].lower() == "stock" else DRAW_DISCARD
    if verb == "hit":
        if len(args) != 2 or not args[1].isdigit():
            raise MalformedAction("'hit' takes a card and a spread number, e.g. 'hit 5H 0'")
        return Hit(Card.parse(args[0]), int(args[1]))
    raise MalformedAction(f"unknown action {verb!r}")
