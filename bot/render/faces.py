"""Card faces as Discord application emojis: their names, and the ids known in this process.

The emojis are drawn and uploaded in the background (``bot.emojis``); until they are known, and
whenever the host turns them off, ``current()`` is ``NO_FACES`` and every renderer shows text
only.  An emoji never replaces text: a card reads ``<:cr_ace_of_spades:id> A♠`` in a message
and is a button labelled ``A♠`` with the face beside it, so screen readers and text-only
clients read the same cards.

Keys: a card in record notation (``AS``, ``TH``, ``JK``), ``back``, or a suit char as
``suit:S``.  Names are readable (they show when hovering and are what a screen reader says):
``cr_ace_of_spades``, ``cr_10_of_hearts``, ``cr_joker``, ``cr_card_back``, ``cr_spades``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import discord

from bot.i18n import Tr
from games.cards import RANK_CHARS, SUIT_CHARS, Card

PREFIX = "cr_"
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_WORDS = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}

CARD_KEYS: tuple[str, ...] = (*(r + s for s in SUIT_CHARS for r in RANK_CHARS), "JK")
"""The 52 faces and the joker (Schmier's): Twenty-Nine's 32 cards and Tonk's 52 are among them."""
BACK = "back"
SUIT_KEYS: tuple[str, ...] = tuple(f"suit:{s}" for s in SUIT_CHARS)
KEYS: tuple[str, ...] = (*CARD_KEYS, BACK, *SUIT_KEYS)
"""Every emoji Cardroom owns (58 of the 2,000 an application may have)."""


def emoji_name(key: str) -> str:
    """The emoji's name on Discord (2–32 characters of ``[A-Za-z0-9_]``)."""
    if key == BACK:
        return PREFIX + "card_back"
    if key == "JK":
        return PREFIX + "joker"
    if key.startswith("suit:"):
        return PREFIX + SUIT_WORDS[key[5:]]
    rank, suit = key[0], key[1]
    return f"{PREFIX}{RANK_WORDS.get(rank, rank)}_of_{SUIT_WORDS[suit]}"


class Faces:
    """The emoji ids of the faces (key -> id); empty: text only."""

    def __init__(self, ids: Mapping[str, int] | None = None) -> None:
        self._ids = dict(ids or {})

    def __bool__(self) -> bool:
        return bool(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def ids(self) -> dict[str, int]:
        return dict(self._ids)

    def emoji(self, key: str | None) -> discord.PartialEmoji | None:
        """The component emoji for ``key`` (a button's or a select option's), if known."""
        emoji_id = self._ids.get(key or "")
        if emoji_id is None or key is None:
            return None
        return discord.PartialEmoji(name=emoji_name(key), id=emoji_id)

    def mark(self, key: str | None) -> str:
        """``<:name:id>`` followed by a space, or nothing: written before the text it shows."""
        emoji_id = self._ids.get(key or "")
        if emoji_id is None or key is None:
            return ""
        return f"<:{emoji_name(key)}:{emoji_id}> "

    def card(self, code: str) -> str:
        """A card in a message: ``<:cr_ace_of_spades:1> A♠``, or ``A♠`` without faces."""
        try:
            parsed = Card.parse(code)
        except ValueError:
            return code
        return self.mark(str(parsed)) + parsed.pretty()

    def cards(self, codes: list[str] | tuple[str, ...], sep: str = " ") -> str:
        return sep.join(self.card(c) for c in codes)

    def suit(self, ch: str | None, t: Tr | None = None) -> str:
        """A trump as shown, ``♥ hearts`` with the suit's emoji before it, in ``t``'s
        language; see ``cards.suit``."""
        from bot.render.cards import suit

        text = suit(ch, t)
        if ch is None or ch.upper() not in SUIT_WORDS:
            return text
        return self.mark(f"suit:{ch.upper()}") + text


NO_FACES = Faces()
_current: Faces = NO_FACES
_on_refused: Callable[[], None] | None = None


def current() -> Faces:
    """The faces every renderer uses by default: those of the running bot, once known."""
    return _current


def install(faces: Faces) -> None:
    """Make ``faces`` the ones renderers use (the emoji task, once the upload is done)."""
    global _current
    _current = faces


def reset() -> None:
    """Back to text only (a bot that stops: the next one in this process starts from text)."""
    install(NO_FACES)


def on_refused(hook: Callable[[], None] | None) -> None:
    """What to do when Discord refuses a face (the emoji task: check them again)."""
    global _on_refused
    _on_refused = hook


def refused() -> None:
    """Discord refused a message for one of its faces (see ``bot.components.hand.answer_hand``)."""
    if _on_refused is not None:
        _on_refused()
