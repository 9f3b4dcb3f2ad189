"""Cards and suits as people read them on Discord (``10♥``, ``♠ spades``).

Card faces are language-neutral (``10♥``, as the source texts write them); suit names and the
short phrases of a record's actions come from the catalogue (``cards.ftl``), in the language
of the ``Tr`` given (English when none is).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from bot.i18n import Tr, tr
from games.cards import Card

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
"""The suits' English words: also the keys of their catalogue messages (``suit-spades``)."""


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


def suit(ch: str | None, t: Tr | None = None) -> str:
    """A trump as shown: ``♥ hearts``; ``NT`` is no trump."""
    t = t or tr("en")
    if ch is None:
        return t("suit-hidden")
    if ch.upper() == "NT":
        return t("suit-no-trump")
    name = SUIT_NAMES.get(ch.upper())
    if name is None:
        return ch
    return t(f"suit-{name}")


def _count(args: list[str]) -> tuple[int, str]:
    """``["2", "cards", "(trumps", "5H)"]`` -> ``(2, "5♥")``: a redacted give/discard."""
    _, _, trumps = " ".join(args).partition(" (trumps ")
    return int(args[0]), pretty_list(trumps.rstrip(")").split()) if trumps else ""


def action_text(text: str, bare_discard: str = "", t: Tr | None = None) -> str:
    """A record action as a short phrase (``play TH`` -> ``played 10♥``).

    A hidden action says what happened without what was hidden.  A bare ``discard`` is
    ``bare_discard``: an empty one (Schmier, "discarded no cards"), unless the game's face
    says otherwise (Tonk's public history shows a buried discard so: ``GameFace.bare_discard``).
    """
    t = t or tr("en")
    words = text.split()
    if not words:
        return text
    verb, args = words[0], words[1:]
    if verb == "play" and args:
        return t("action-played", card=pretty(args[0]))
    if verb == "bid" and args:
        if args[0] == "blind":
            return t("action-bid-blind")
        return t("action-bid", bid=args[0])
    if verb == "trump" and args:
        if args[0] == "?":
            return t("action-trump-hidden")
        if args[0] == "seventh":
            return t("action-trump-seventh")
        if args[0].upper() == "NT":
            return t("action-trump-none")
        name = SUIT_NAMES.get(args[0].upper())
        if name is None:
            return t("action-trump", suit=args[0])
        return t(f"action-trump-{name}")
    if verb in ("give", "discard", "spread") and args:
        past = {"give": "gave", "discard": "discarded", "spread": "spread"}[verb]
        if args[0].isdigit():  # redacted: "give 3 cards", "discard 2 cards (trumps 5H)"
            count, trumps = _count(args)
            if trumps:
                return t(f"action-{past}-count-trumps", count=count, cards=trumps)
            return t(f"action-{past}-count", count=count)
        return t(f"action-{past}", cards=pretty_list(args))
    if verb == "discard":
        return bare_discard or t("action-discarded-none")
    if verb == "hit" and len(args) == 2:
        return t("action-hit", card=pretty(args[0]), spread=int(args[1]) + 1)
    if verb == "draw" and args:
        if args[0] in ("stock", "discard"):
            return t(f"action-drew-{args[0]}")
        return text
    if verb in WORDS:
        return t(f"action-{verb}")
    return text


WORDS = ("pass", "look", "drop", "end", "pair", "double", "redouble", "single", "reveal")
"""The actions that are one word (``action-<verb>`` in the catalogue)."""
