"""Which database the bot opens: PostgreSQL when ``DATABASE_URL`` is set, else SQLite at
``DATABASE_PATH`` (the default: one file, nothing to run).

Both are a ``bot.db.storage.Database``; asyncpg is imported only for PostgreSQL, so a SQLite
bot never needs it.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from bot.db.storage import Database
from bot.db.store import Store

Location = Path | str
"""A SQLite file, or a ``postgresql://`` URL."""


def is_postgres(location: Location) -> bool:
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def shown(location: Location) -> str:
    """The location as a message may show it: a URL without its user and password."""
    if not is_postgres(location):
        return str(location)
    parts = urlsplit(str(location))
    host = parts.hostname or "localhost"
    port = f":{parts.port}" if parts.port else ""
    return f"postgresql://{host}{port}{parts.path}"


async def open_store(location: Location, *, exclusive: bool = False) -> Database:
    """Open (and migrate) the database at ``location``.  ``exclusive`` (PostgreSQL): take the
    run lock that keeps a second bot off the database (SQLite's is ``bot.db.lock``'s file)."""
    if is_postgres(location):
        from bot.db.postgres import PgStore

        return await PgStore.open(str(location), exclusive=exclusive)
    return await Store.open(location)
