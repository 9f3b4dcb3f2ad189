"""Which language to answer a person in, and the stored choices it reads.

A person's own choice (``/config my-language``) first, then Discord's locale of the interaction
where Discord has our language (Bulgarian; Welsh and Haitian Creole are no Discord locales),
then the server's language, then English (``bot.i18n.choose``).  People's choices are few and
small, so they are read once at start and kept in memory; a change is committed before it is
kept.  A server's language is its settings' (``/config language``): asked of them each time,
never copied, so a change is seen by the next choice.

A person speaks to every shard, and a cluster's processes each keep the copy: on PostgreSQL a
change carries a notice in its own commit (``announce``), which the other processes hear
(``heard``, ``bot.db.notices``); each time their listening connection is new, they read
everyone's again (``reload``), so a notice missed while it was down leaves nothing stale.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Protocol

from bot.db import sql
from bot.db.sql import Op, Step
from bot.i18n import LANGUAGES, choose

log = logging.getLogger(__name__)


class LanguageStore(Protocol):
    async def people_languages(self) -> dict[int, str]: ...

    async def write(self, ops: list[Step]) -> None: ...


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
        self.announce: Callable[[str], Op] | None = None
        """The notice a change carries in its commit, given its payload (PostgreSQL's
        ``bot.db.notices``); None: no other process keeps a copy (SQLite)."""
        self._meanwhile: list[str] | None = None
        """Notices heard while ``reload`` reads: applied after what it read."""

    async def load(self, store: LanguageStore) -> None:
        self.people = await store.people_languages()

    async def reload(self, store: LanguageStore) -> None:
        """Everyone's again (a notice may have been missed).  Notices heard during the read
        are applied after it, in order: the read may not see a change that they announce."""
        self._meanwhile = []
        try:
            people = await store.people_languages()
            for payload in self._meanwhile:
                _apply(people, payload)
            self.people = people
        finally:
            self._meanwhile = None

    def heard(self, payload: str) -> None:
        """A change another process (or this one) committed: ``"<user id> <language>"``."""
        if self._meanwhile is not None:
            self._meanwhile.append(payload)
        _apply(self.people, payload)

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
        ops: list[Step] = [sql.person_language_op(user_id, language)]
        if self.announce is not None:
            ops.append(self.announce(f"{user_id} {language or ''}"))
        await store.write(ops)
        if language is None:
            self.people.pop(user_id, None)
        else:
            self.people[user_id] = language


def _apply(people: dict[int, str], payload: str) -> None:
    user, _, language = payload.partition(" ")
    if not user.isdigit() or (language and language not in LANGUAGES):
        log.warning("a notice of a person's language that is not one: %r", payload[:40])
        return
    if language:
        people[int(user)] = language
    else:
        people.pop(int(user), None)
