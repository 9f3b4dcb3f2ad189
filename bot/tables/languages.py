"""Which language to answer a person in, and the stored choices it reads.

A person's own choice (``/config my-language``) first, then Discord's locale of the interaction
where Discord has our language (Bulgarian; Welsh and Haitian Creole are no Discord locales),
then the server's language, then English (``bot.i18n.choose``).  The choices are few and small,
so they are read once at start and kept in memory; a change is committed before it is kept.
"""

from __future__ import annotations

from typing import Protocol

from bot.i18n import LANGUAGES, choose


class LanguageStore(Protocol):
    async def people_languages(self) -> dict[int, str]: ...

    async def set_person_language(self, user_id: int, language: str | None) -> None: ...


class Languages:
    """People's and servers' languages, in memory, as stored."""

    def __init__(self) -> None:
        self.people: dict[int, str] = {}
        self.servers: dict[int, str] = {}
        """Each server's language (its settings'; ``bot.tables`` fills it from them)."""

    async def load(self, store: LanguageStore) -> None:
        self.people = await store.people_languages()

    def server(self, guild_id: int | None) -> str:
        """The server's language (English where it chose none)."""
        return self.servers.get(guild_id or 0, "en")

    def of(self, user_id: int, discord_locale: object = None, guild_id: int | None = None) -> str:
        """The language to answer ``user_id`` in (``discord_locale``: the interaction's)."""
        return choose(self.people.get(user_id), discord_locale, self.servers.get(guild_id or 0))

    async def set_personal(self, store: LanguageStore, user_id: int, language: str | None) -> None:
        """Store a person's own language (``None``: forget it); kept once committed."""
        if language is not None and language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}")
        await store.set_person_language(user_id, language)
        if language is None:
            self.people.pop(user_id, None)
        else:
            self.people[user_id] = language
