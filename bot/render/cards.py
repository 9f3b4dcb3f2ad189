"""Cards and suits as people read them on Discord (``10♥``, ``♠ spades``)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from games.cards import Card

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


@lru_cache(maxsize=256)
def pretty(code: str) -> str:
    """``TH`` -> ``10♥``; anything that is not a card is returned unchanged.  Kept: a hand
    message and a table message print dozens of cards, of 53."""
    try:
        return Card.parse(code).pretty()
    except ValueError:
        return code


def pretty_list(codes: Iterable[str], sep: str = " ") -> str:
    return sep.join(pretty(c) for c in codes)


def suit(ch: str | None) -> str:
    """A trump as shown: ``♥ hearts``; ``NT`` is no trump."""
    if ch is None:
        return "hidden"
    if ch.upper() == "NT":
        return "no trump"
    return f"{SUITS.get(ch.upper(), ch)} {SUIT_NAMES.get(ch.upper(), ch)}"


def action_text(text: str, bare_discard: str = "discarded no cards") -> str:
    """A record action as a short phrase (``play TH`` -> ``played 10♥``).

    A hidden action says what happened without what was hidden.  A bare ``discard`` is
    ``bare_discard``: an empty one (Schmier), unless the game's face says otherwise (Tonk's
    public history shows a buried discard so: ``GameFace.bare_discard``).
    """
    words = text.split()
    if not words:
        return text
    verb, args = words[0], words[1:]
    if verb == "play" and args:
        return f"played {pretty(args[0])}"
    if verb == "bid" and args:
        if args[0] == "blind":
            return "bid blind nil"
        return f"bid {args[0]}"
    if verb == "trump" and args:
        if args[0] == "?":
            return "chose trump (hidden)"
        if args[0] == "seventh":
            return "chose the seventh card as trump"
        if args[0].upper() == "NT":
            return "chose no trump"
        return f"chose trump {suit(args[0])}"
    if verb in ("give", "discard", "spread") and args:
        past = {"give": "gave", "discard": "discarded", "spread": "spread"}[verb]
        if args[0] == "0":  # redacted, and empty: "discard 0 cards"
            return f"{past} no cards"
        if args[0].isdigit():  # redacted: "give 3 cards", "discard 2 cards (trumps 5H)"
            count, _, trumps = " ".join(args).partition(" (trumps ")
            if trumps:
                return f"{past} {count} (trumps {pretty_list(trumps.rstrip(')').split())})"
            return f"{past} {count}"
        return f"{past} {pretty_list(args)}"
    if verb == "discard":
        return bare_discard
    if verb == "hit" and len(args) == 2:
        return f"hit {pretty(args[0])} on spread {int(args[1]) + 1}"
    if verb == "draw" and args:
        return f"drew from the {args[0]}"
    return {
        "pass": "passed",
        "look": "looked",
        "drop": "dropped",
        "end": "ended the hand",
        "pair": "declared the pair",
        "double": "doubled",
        "redouble": "redoubled",
        "single": "declared single hand",
        "reveal": "asked for trump",
    }.get(verb, text)
