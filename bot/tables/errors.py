"""The one exception the Discord layer shows to a user as it is, said in their language."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from typing import ClassVar

from bot.i18n import Tr, tr

log = logging.getLogger(__name__)

KEY = re.compile(r"[a-z][a-z0-9-]{0,79}")
"""What a catalogue message id looks like."""


class Said:
    """A piece of a refusal that is a catalogue message of its own (a game's name, a computer
    level, a table as a refusal lists it), given as a placeholder: it is said in the same
    language as the refusal around it, never in English glued into another language."""

    __slots__ = ("args", "key")

    def __init__(self, key: str, **args: object) -> None:
        self.key = key
        self.args = args

    def text(self, language: Tr) -> str:
        return language(self.key, **resolved(self.args, language))

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {self.args!r})"


class Worded(Said):
    """A piece worded by the bot itself in each language (a house rule's name and value, a
    duration): ``words(language)`` says it, ``english`` is what English keeps as it was."""

    __slots__ = ("english", "words")

    def __init__(self, words: Callable[[Tr], str], english: str | None = None) -> None:
        super().__init__("")
        self.words = words
        self.english = english

    def text(self, language: Tr) -> str:
        if self.english is not None and language.language == "en":
            return self.english
        return self.words(language)

    def __repr__(self) -> str:
        return f"Worded({self.english!r})"


def resolved(args: Mapping[str, object], language: Tr) -> dict[str, object]:
    """Placeholders with each ``Said`` said in ``language`` (a list or tuple of them: one
    after the other, separated by commas, as every one of our languages lists)."""
    out: dict[str, object] = {}
    for name, value in args.items():
        if isinstance(value, Said):
            value = value.text(language)
        elif isinstance(value, list | tuple):
            value = ", ".join(v.text(language) if isinstance(v, Said) else str(v) for v in value)
        out[name] = value
    return out


class Answer(str):
    """A short answer to the person who made a change ("You took seat 2."): as a ``str`` it
    is the English (logs, tests, callers that only pass it on), ``text`` says it in the
    person's language.  Whole sentences may follow one another (``+``), never pieces."""

    parts: tuple[Said, ...]

    def __new__(cls, key: str, **args: object) -> Answer:
        if TableError.strict and not tr("en").has(key):
            raise UnknownMessage(f"no catalogue message {key!r}")
        return cls._of((Said(key, **args),))

    @classmethod
    def _of(cls, parts: tuple[Said, ...]) -> Answer:
        self = str.__new__(cls, " ".join(p.text(tr("en")) for p in parts))
        self.parts = parts
        return self

    def __add__(self, other: str) -> str:
        if isinstance(other, Answer):
            return Answer._of(self.parts + other.parts)
        return str(self) + other

    def text(self, language: Tr) -> str:
        return " ".join(p.text(language) for p in self.parts)


def spoken(text: str, language: Tr) -> str:
    """``text`` in ``language`` if it is an ``Answer``; any other text as it is."""
    return text.text(language) if isinstance(text, Answer) else text


class UnknownMessage(KeyError):
    """A ``TableError`` whose key is no message of the catalogue (strict mode: the tests)."""


class TableError(Exception):
    """A request that changes nothing, with a short message for the person who made it.

    ``key`` is the message's id in the catalogue (``bot/locales/*/errors.ftl`` and the other
    areas' files) and ``values`` its placeholders (``Said`` for a piece said in the same
    language), so the answer is said in the person's language (``text``); ``message`` is the
    English text (logs, tests).  ``already`` marks the friendly case of a double click: the
    first click counted.

    A key that is not in the catalogue is a bug (every raiser in ``bot/tables`` names one:
    ``tests/bot/test_error_languages.py`` scans them).  With ``strict`` (the tests) it raises
    ``UnknownMessage`` where it is made; in production it is logged and the key is said as
    it is, so the person still gets an answer (a refusal must never turn into a failed
    interaction).
    """

    strict: ClassVar[bool] = False

    def __init__(self, key: str, *, already: bool = False, **args: object) -> None:
        self.key = key
        self.values = args
        self.message = self.text(tr("en"))
        super().__init__(self.message)
        self.already = already

    def text(self, language: Tr) -> str:
        """The message in ``language``."""
        if not language.has(self.key):
            if TableError.strict:
                raise UnknownMessage(f"no catalogue message {self.key!r}")
            # The key, if it looks like one: English text could name a card.
            shown = self.key if KEY.fullmatch(self.key) else "(text, not a key)"
            log.warning("a refusal names no catalogue message: %s", shown)
            return self.key
        return language(self.key, **resolved(self.values, language))


class SaveFailed(TableError):
    """The store could not commit a change, so memory was put back as it was: the same change
    may simply be tried again (a computer's move is, after a pause: ``TableService``)."""


class OutOfDate(TableError):
    """A click on a hand message the table has moved on from: the handler answers with the
    seat's current hand (the old message is edited), not only a line of text."""
