"""Which language to answer a person in, and the stored choices it reads.

A person's own choice (``/config my-language``) first, then Discord's locale of the interaction
where Discord has our language (Bulgarian; Welsh and Haitian Creole are no Discord locales),
then the server's language, then English (``bot.i18n.choose``).  People's choices are few and
small, so they are read once at start and kept in memory; a change is committed before it is
kept.  A server's language is its settings' (``/config language``): asked of them each time,
never copied, so a change is seen by the next choice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from bot.i18n import LANGUAGES, choose


class LanguageStore(Protocol):
    async def people_languages(self) -> dict[int, str]: ...

    async def set_person_language(self, user_id: int, language: str | None) -> None: ...


class ServerLanguages(Protocol):
    """Where the servers' languages are kept (``bot.tables.servers.Servers``)."""

    def language(self, guild_id: int) -> str | None: ...

    @property
    def languages(self) -> Mapping[int, str]: ...


class Languages:
    """People's languages, in memory, as stored; servers' asked of their settings."""

    def __init__(self, settings: ServerLanguages | None = None) -> None:
        self.people: dict[int, str] = {}
        self.settings = settings
        """The servers' settings (None until the bot has them: no server chose a language)."""

    async def load(self, store: LanguageStore) -> None:
        self.people = await store.people_languages()

    @property
    def servers(self) -> Mapping[int, str]:
        """Every server's chosen language, as its settings say now."""
        return {} if self.settings is None else self.settings.languages

    def _server(self, guild_id: int | None) -> str | None:
        if self.settings is None or not guild_id:
            return None
        return self.settings.language(guild_id)

    def server(self, guild_id: int | None) -> str:
        """The server's language (English where it chose none)."""
        return self._server(guild_id) or "en"

    def of(self, user_id: int, discord_locale: object = None, guild_id: int | None = None) -> str:
        """The language to answer ``user_id`` in (``discord_locale``: the interaction's)."""
        return choose(self.people.get(user_id), discord_locale, self._server(guild_id))

    async def set_personal(self, store: LanguageStore, user_id: int, language: str | None) -> None:
        """Store a person's own language (``None``: forget it); kept once committed."""
        if language is not None and language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}")
        await store.set_person_language(user_id, language)
        if language is None:
            self.people.pop(user_id, None)
        else:
            self.people[user_id] = language
