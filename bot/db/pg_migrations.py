"""PostgreSQL's schema migrations: numbered like SQLite's (``bot.db.migrations``), forward-only.

The numbers are SQLite's schema versions, so a PostgreSQL database and a SQLite one at the same
number hold the same tables with the same meaning (``python -m bot move-data`` relies on it).
PostgreSQL starts at 13: its first migration builds what SQLite's 1 to 13 built, in one step
(there are no older PostgreSQL databases to bring up).  A later schema change appends one entry
here and one to ``bot.db.migrations.MIGRATIONS``, with the same number.

The types say what SQLite's columns hold: Discord snowflakes and table ids as ``BIGINT``, counts
and scores as ``INTEGER`` (its ``SUM`` stays an integer), times as ``DOUBLE PRECISION``
(SQLite's ``REAL``; PostgreSQL's ``REAL`` has only 24 bits), JSON as ``TEXT`` (stored and read
back byte for byte), flags as ``INTEGER`` 0/1 (the statements are shared with SQLite).  Text that
is ordered by compares bytewise (``COLLATE "C"``), as in SQLite.

``cardroom_schema`` holds the version (SQLite: ``PRAGMA user_version``); each migration and its
version bump commit together, under an advisory lock so that two processes starting at once do
not both migrate.
"""

from __future__ import annotations

from typing import Any

from bot.db.migrations import SchemaTooNew

SCHEMA_13 = """
CREATE TABLE tables (
    id              BIGINT  PRIMARY KEY,
    guild_id        BIGINT  NOT NULL,
    channel_id      BIGINT  NOT NULL,
    thread_id       BIGINT,
    host_id         BIGINT  NOT NULL,
    game            TEXT    COLLATE "C" NOT NULL,
    options         TEXT    NOT NULL DEFAULT '{}',
    seats           INTEGER NOT NULL,
    players         TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    seed            BIGINT,
    first_dealer    INTEGER,
    version         INTEGER NOT NULL DEFAULT 0,
    message_id      BIGINT,
    turn_seconds    INTEGER NOT NULL,
    hand_limit      INTEGER,
    created_at      DOUBLE PRECISION NOT NULL,
    updated_at      DOUBLE PRECISION NOT NULL,
    computer_level  TEXT    NOT NULL DEFAULT 'strong',
    deadline        DOUBLE PRECISION,
    language        TEXT    NOT NULL DEFAULT 'en',
    lobby_expiry    DOUBLE PRECISION,
    rated           INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX tables_status ON tables(status);
CREATE INDEX tables_thread ON tables(thread_id);
-- Table ids: a sequence, so that processes sharing the database never give the same id.
CREATE SEQUENCE table_ids AS BIGINT;

CREATE TABLE deals (
    table_id  BIGINT  NOT NULL REFERENCES tables(id),
    hand      INTEGER NOT NULL,
    dealer    INTEGER NOT NULL,
    deal      TEXT    NOT NULL,
    result    TEXT,
    PRIMARY KEY (table_id, hand)
);

CREATE TABLE actions (
    table_id  BIGINT  NOT NULL REFERENCES tables(id),
    seq       INTEGER NOT NULL,
    hand      INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    action    TEXT    NOT NULL,
    version   INTEGER NOT NULL,
    source    TEXT    NOT NULL,
    user_id   BIGINT,
    at        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE hand_results (
    table_id  BIGINT  NOT NULL REFERENCES tables(id),
    hand      INTEGER NOT NULL,
    side      INTEGER NOT NULL,
    points    INTEGER NOT NULL,
    total     INTEGER NOT NULL,
    bags      INTEGER,
    PRIMARY KEY (table_id, hand, side)
);

CREATE TABLE kv (
    key    TEXT COLLATE "C" PRIMARY KEY,
    value  TEXT NOT NULL
);

CREATE TABLE pings (
    message_id  BIGINT PRIMARY KEY,
    table_id    BIGINT NOT NULL REFERENCES tables(id),
    channel_id  BIGINT NOT NULL
);

CREATE TABLE endings (
    table_id    BIGINT  PRIMARY KEY REFERENCES tables(id),
    reason      TEXT,
    first_hand  INTEGER,
    posted      INTEGER NOT NULL DEFAULT 0,
    shown       INTEGER NOT NULL DEFAULT 0,
    done        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX endings_pending ON endings(table_id) WHERE done = 0;

CREATE TABLE league_seasons (
    guild_id    BIGINT  PRIMARY KEY,
    season      INTEGER NOT NULL,
    started_at  DOUBLE PRECISION NOT NULL
);

CREATE TABLE league_tables (
    table_id  BIGINT  PRIMARY KEY REFERENCES tables(id),
    guild_id  BIGINT  NOT NULL,
    game      TEXT    COLLATE "C" NOT NULL,
    season    INTEGER NOT NULL,
    rated     INTEGER NOT NULL,
    at        DOUBLE PRECISION NOT NULL
);
CREATE INDEX league_tables_season ON league_tables(guild_id, season, game);

CREATE TABLE league_ratings (
    guild_id  BIGINT  NOT NULL,
    game      TEXT    COLLATE "C" NOT NULL,
    season    INTEGER NOT NULL,
    user_id   BIGINT  NOT NULL,
    name      TEXT    NOT NULL,
    mu        DOUBLE PRECISION NOT NULL,
    sigma     DOUBLE PRECISION NOT NULL,
    played    INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, season, user_id)
);

CREATE TABLE league_games (
    table_id  BIGINT  NOT NULL REFERENCES league_tables(table_id),
    user_id   BIGINT  NOT NULL,
    seat      INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    won       INTEGER NOT NULL,
    before    INTEGER NOT NULL,
    after     INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id)
);

CREATE TABLE summaries (
    table_id  BIGINT  NOT NULL REFERENCES tables(id),
    hand      INTEGER NOT NULL,
    PRIMARY KEY (table_id, hand)
);

CREATE TABLE card_emojis (
    key       TEXT    COLLATE "C" PRIMARY KEY,
    emoji_id  BIGINT  NOT NULL,
    art       INTEGER NOT NULL
);

CREATE TABLE rematches (
    old_table_id  BIGINT  PRIMARY KEY REFERENCES tables(id),
    new_table_id  BIGINT  NOT NULL UNIQUE REFERENCES tables(id),
    host_id       BIGINT  NOT NULL,
    held_until    DOUBLE PRECISION NOT NULL,
    invited       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE ledger_books (
    guild_id    BIGINT  PRIMARY KEY,
    book        INTEGER NOT NULL,
    opened_at   DOUBLE PRECISION NOT NULL,
    opened_by   BIGINT  NOT NULL
);

CREATE TABLE ledger_tables (
    table_id  BIGINT  PRIMARY KEY REFERENCES tables(id),
    guild_id  BIGINT  NOT NULL,
    book      INTEGER NOT NULL,
    at        DOUBLE PRECISION NOT NULL
);

CREATE TABLE ledger_stakes (
    table_id  BIGINT  NOT NULL REFERENCES ledger_tables(table_id),
    user_id   BIGINT  NOT NULL,
    seat      INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    payout    INTEGER NOT NULL,
    amount    INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id)
);

-- SQLite's INTEGER PRIMARY KEY hands out ids itself; here an identity column does.
CREATE TABLE ledger_payments (
    id           BIGINT  GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    guild_id     BIGINT  NOT NULL,
    book         INTEGER NOT NULL,
    payer_id     BIGINT  NOT NULL,
    payer_name   TEXT    NOT NULL,
    payee_id     BIGINT  NOT NULL,
    payee_name   TEXT    NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    recorded_by  BIGINT  NOT NULL,
    status       TEXT    NOT NULL,
    created_at   DOUBLE PRECISION NOT NULL,
    decided_at   DOUBLE PRECISION
);
CREATE INDEX ledger_tables_book ON ledger_tables(guild_id, book);
CREATE INDEX ledger_payments_book ON ledger_payments(guild_id, book, status);

CREATE TABLE people (
    user_id     BIGINT PRIMARY KEY,
    language    TEXT   NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL
);

CREATE TABLE servers (
    guild_id    BIGINT PRIMARY KEY,
    settings    TEXT   NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL,
    updated_by  BIGINT NOT NULL
);

CREATE TABLE presets (
    guild_id    BIGINT NOT NULL,
    game        TEXT   COLLATE "C" NOT NULL,
    name        TEXT   COLLATE "C" NOT NULL,
    options     TEXT   NOT NULL,
    created_at  DOUBLE PRECISION NOT NULL,
    created_by  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, game, name)
);

CREATE TABLE shown (
    table_id  BIGINT PRIMARY KEY REFERENCES tables(id),
    digest    TEXT   NOT NULL
);

CREATE TABLE checkpoints (
    table_id  BIGINT  NOT NULL REFERENCES tables(id),
    hands     INTEGER NOT NULL,
    state     TEXT    NOT NULL,
    PRIMARY KEY (table_id, hands)
);
"""

PG_MIGRATIONS: tuple[tuple[int, str], ...] = ((13, SCHEMA_13),)
"""(the schema version it brings the database to, its statements), in order."""

LATEST = PG_MIGRATIONS[-1][0]

LOCK = 0x63617264  # "card": the advisory lock the migrations run under

VERSION_TABLE = "CREATE TABLE IF NOT EXISTS cardroom_schema (version INTEGER NOT NULL)"


async def schema_version(conn: Any) -> int:
    """The database's schema version (0: empty).  ``conn``: an asyncpg connection."""
    exists = await conn.fetchval("SELECT to_regclass('cardroom_schema') IS NOT NULL")
    if not exists:
        return 0
    version = await conn.fetchval("SELECT MAX(version) FROM cardroom_schema")
    return int(version or 0)


async def migrate(conn: Any) -> int:
    """Apply the migrations the database has not seen; return the schema version."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK)
        current = await schema_version(conn)
        if current > LATEST:
            raise SchemaTooNew(
                f"the database is at schema {current}, newer than this bot ({LATEST}): "
                "upgrade the bot"
            )
        if current == 0:
            await conn.execute(VERSION_TABLE)
        for number, statements in PG_MIGRATIONS:
            if number <= current:
                continue
            await conn.execute(statements)
            await conn.execute("DELETE FROM cardroom_schema")
            await conn.execute("INSERT INTO cardroom_schema (version) VALUES ($1)", number)
    return LATEST
