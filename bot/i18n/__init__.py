"""The message catalogue (issue 14): every sentence people read, in English, Welsh, Bulgarian
and Haitian Creole, from Project Fluent files in ``bot/locales/<language>/*.ftl``.

One message per sentence with named placeholders, never sentences glued from translated pieces
(plurals and word order differ; Welsh has six plural forms that carry its mutations).  Why
Fluent and not gettext: ``docs/i18n/README.md``.  A message missing in a language falls back to
English, message by message; the tests require that none is missing.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import fluent.runtime.resolver
from fluent.runtime import FluentLocalization, FluentResource, FluentResourceLoader
from fluent.syntax.ast import Message

fluent.runtime.resolver.MAX_PART_LENGTH = 8000
"""Fluent refuses a placeable longer than 2,500 characters (and prints ``{???}``); a table
message's lines (Tonk's spreads with their card faces) pass more, up to Discord's 4,096."""

LANGUAGES = ("en", "cy", "bg", "ht")
"""The languages Cardroom speaks: English first (the fallback of every other)."""
NAMES = {"en": "English", "cy": "Cymraeg", "bg": "Български", "ht": "Kreyòl ayisyen"}
"""Each language's name in itself (the language menus)."""
LOCALES = Path(__file__).resolve().parents[1] / "locales"
"""Where the ``.ftl`` files are: one folder per language, one file per area of the bot."""
DISCORD_LOCALES = {"en-US": "en", "en-GB": "en", "bg": "bg"}
"""Discord's interaction locales that are ours (Discord has no Welsh or Haitian Creole)."""


def resources(language: str) -> list[str]:
    """The catalogue's files of ``language``, by name (every language has the same ones)."""
    return sorted(p.name for p in (LOCALES / language).glob("*.ftl"))


STRICT = False
"""Tests set it (``tests/i18n``): a message that is missing in its language, or formats with
an error (an unknown placeholder, a term or argument Fluent cannot resolve), raises
``CatalogueError`` instead of falling back to English or printing Fluent's ``{???}``."""


MEMO = 8192
"""Formatted messages kept per language (a few MiB at most; the least recently used go)."""


class CatalogueError(LookupError):
    """A message that the strict catalogue (``STRICT``) could not format in its language."""


class Tr:
    """The catalogue in one language: ``tr("message-id", name=value)`` formats a message."""

    def __init__(self, language: str) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
        self.language = language
        chain = [language] if language == "en" else [language, "en"]
        self._fluent = FluentLocalization(
            chain, resources("en"), FluentResourceLoader(str(LOCALES / "{locale}"))
        )
        self._formatted = lru_cache(maxsize=MEMO)(self._format)

    def __call__(self, message_id: str, **args: object) -> str:
        if STRICT:
            return self._strict(message_id, dict(args))
        # A move renders the same labels and lines over and over (a hundred formats a move,
        # a quarter of the event loop's time at a busy bot): formatting is a pure function of
        # the id and the arguments, so the same ones are formatted once.
        given = tuple((name, type(v), v) for name, v in sorted(args.items()))
        try:
            return self._formatted(message_id, given)
        except TypeError:  # an argument that cannot be a key (none today): format it
            return self._format(message_id, given)

    def _format(self, message_id: str, given: tuple[tuple[str, type, object], ...]) -> str:
        values = {name: value for name, _, value in given}
        return str(self._fluent.format_value(message_id, values))  # type: ignore[arg-type]

    def _strict(self, message_id: str, args: dict[str, object]) -> str:
        bundle = next(iter(self._fluent._bundles()), None)  # this language's own bundle
        if bundle is None or not bundle.has_message(message_id):
            raise CatalogueError(f"{self.language}: {message_id} is not in the catalogue")
        message = bundle.get_message(message_id)
        value, errors = bundle.format_pattern(message.value, args)  # type: ignore[arg-type]
        if errors:
            raise CatalogueError(f"{self.language}: {message_id}: {errors}")
        return str(value)

    def has(self, message_id: str) -> bool:
        """Whether the catalogue has ``message_id`` (in this language or English)."""
        return message_id in _ids(self.language) or message_id in _ids("en")

    def __repr__(self) -> str:
        return f"<Tr {self.language}>"


@cache
def _ids(language: str) -> frozenset[str]:
    """The message ids of ``language``'s files (read once per process)."""
    ids: set[str] = set()
    for name in resources(language):
        for entry in FluentResource((LOCALES / language / name).read_text("utf-8")).body:
            if isinstance(entry, Message):
                ids.add(entry.id.name)
    return frozenset(ids)


@cache
def tr(language: str) -> Tr:
    """The catalogue of ``language`` (loaded once per process)."""
    return Tr(language)


def choose(
    personal: str | None = None,
    discord_locale: object = None,
    server: str | None = None,
) -> str:
    """The language to answer a person in: their own choice (``/config my-language``), then
    Discord's locale of the interaction where it is ours, then the server's, then English."""
    if personal in LANGUAGES:
        return personal
    spoken = DISCORD_LOCALES.get(str(discord_locale))
    if spoken is not None and spoken != "en":
        return spoken
    if server in LANGUAGES:
        return server
    return "en"
