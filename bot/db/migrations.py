"""Numbered schema migrations, applied in order at start-up.

``PRAGMA user_version`` holds the number of the last migration applied, so a database made by an
older bot is brought up to date in place and a new one is built by the same path.  Migrations are
only ever appended: an existing one is never edited once released.
"""

from __future__ import annotations

import aiosqlite

MIGRATIONS: tuple[str, ...] = (
    # 1: tables, their records (deals + actions), hand results and a key-value store.
    """
    CREATE TABLE tables (
        id            INTEGER PRIMARY KEY,
        guild_id      INTEGER NOT NULL,
        channel_id    INTEGER NOT NULL,
        thread_id     INTEGER,
        host_id       INTEGER NOT NULL,
        game          TEXT    NOT NULL,
        options       TEXT    NOT NULL DEFAULT '{}',   -- house rules (changed options), JSON
        seats         INTEGER NOT NULL,
        players       TEXT    NOT NULL,                -- JSON list, one entry per seat
        status        TEXT    NOT NULL,                -- lobby, playing, finished, cancelled
        seed          INTEGER,
        first_dealer  INTEGER,
        version       INTEGER NOT NULL DEFAULT 0,      -- the match's version after the last action
        message_id    INTEGER,                         -- the lobby, later the table message
        turn_seconds  INTEGER NOT NULL,
        hand_limit    INTEGER,                         -- Tonk: hands to play (NULL: until ended)
        created_at    REAL    NOT NULL,
        updated_at    REAL    NOT NULL
    );
    CREATE INDEX tables_status ON tables(status);
    CREATE INDEX tables_thread ON tables(thread_id);

    CREATE TABLE deals (
        table_id  INTEGER NOT NULL REFERENCES tables(id),
        hand      INTEGER NOT NULL,
        dealer    INTEGER NOT NULL,
        deal      TEXT    NOT NULL,                    -- {"hands": [...], "stock": [...]}
        result    TEXT,                                -- the hand's result JSON once finished
        PRIMARY KEY (table_id, hand)
    );

    CREATE TABLE actions (
        table_id  INTEGER NOT NULL REFERENCES tables(id),
        seq       INTEGER NOT NULL,                    -- 0, 1, 2 ... over the whole match
        hand      INTEGER NOT NULL,
        seat      INTEGER NOT NULL,
        action    TEXT    NOT NULL,                    -- record text: "play TH"
        version   INTEGER NOT NULL,                    -- the match version after it
        source    TEXT    NOT NULL,                    -- human, computer, timeout
        user_id   INTEGER,
        at        REAL    NOT NULL,
        PRIMARY KEY (table_id, seq)
    );

    CREATE TABLE hand_results (
        table_id  INTEGER NOT NULL REFERENCES tables(id),
        hand      INTEGER NOT NULL,
        side      INTEGER NOT NULL,                    -- team index (Tonk: seat)
        points    INTEGER NOT NULL,                    -- what this hand changed (Tonk: payout)
        total     INTEGER NOT NULL,                    -- the match score after the hand
        bags      INTEGER,                             -- Spades: the team's bags after the hand
        PRIMARY KEY (table_id, hand, side)
    );

    CREATE TABLE kv (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # 2: the level of a table's computers, chosen by the host in the lobby.  Tables made before
    # it (computers that played at random) get the new default.
    """
    ALTER TABLE tables ADD COLUMN computer_level TEXT NOT NULL DEFAULT 'strong';
    """,
    # 3: when the current turn runs out (wall clock), so that a restart resumes the turn timer
    # with the time that was left.  NULL: no timer running (or a table saved before it).
    """
    ALTER TABLE tables ADD COLUMN deadline REAL;
    """,
    # 4: the turn pings still in a table's thread (the current one, and replaced ones not yet
    # deleted), so that a restarted bot deletes the pings it posted before the restart.  A row
    # goes when its message is deleted (or found gone).
    """
    CREATE TABLE pings (
        message_id  INTEGER PRIMARY KEY,               -- a snowflake: ordered by time
        table_id    INTEGER NOT NULL REFERENCES tables(id),
        channel_id  INTEGER NOT NULL                   -- the table's thread
    );
    """,
    # 5: what is left to show of a table that ended.  The row is written in the transaction
    # that ends the table and kept up to date as the bot shows the end in Discord, so a bot
    # that stopped in between finishes the follow-up at its next start and repeats no step that
    # is marked done.  Tables that ended before this migration get no row: their end was shown
    # (or lost) by the bot that ended them, and a start must not post it again.
    """
    CREATE TABLE endings (
        table_id    INTEGER PRIMARY KEY REFERENCES tables(id),
        reason      TEXT,                            -- posted in the thread; NULL: played out
        first_hand  INTEGER,                         -- hands finished by the end, from this one
        posted      INTEGER NOT NULL DEFAULT 0,      -- the end's posts made so far
        shown       INTEGER NOT NULL DEFAULT 0,      -- the table message shows the end
        done        INTEGER NOT NULL DEFAULT 0       -- the thread is archived: nothing is left
    );
    CREATE INDEX endings_pending ON endings(table_id) WHERE done = 0;
    """,
    # 6: the leagues (docs/leagues.md).  Every table that ends gets a ``league_tables`` row in
    # the transaction that ends it (its season; whether it moved the ratings), so a table is
    # counted once, in one season, however the bot stops.  ``league_ratings`` holds the current
    # rating of each person per server, game and season; ``league_games`` what one table did to
    # each person's rating (the result post shows it, at its first showing and after a
    # restart alike).  ``league_seasons`` holds a server's current season (no row: season 1).
    """
    CREATE TABLE league_seasons (
        guild_id    INTEGER PRIMARY KEY,
        season      INTEGER NOT NULL,
        started_at  REAL    NOT NULL
    );

    CREATE TABLE league_tables (
        table_id  INTEGER PRIMARY KEY REFERENCES tables(id),
        guild_id  INTEGER NOT NULL,
        game      TEXT    NOT NULL,
        season    INTEGER NOT NULL,
        rated     INTEGER NOT NULL,                  -- 1: the ratings moved
        at        REAL    NOT NULL
    );
    CREATE INDEX league_tables_season ON league_tables(guild_id, season, game);

    CREATE TABLE league_ratings (
        guild_id  INTEGER NOT NULL,
        game      TEXT    NOT NULL,
        season    INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        name      TEXT    NOT NULL,                  -- the seat name at the latest table
        mu        REAL    NOT NULL,
        sigma     REAL    NOT NULL,
        played    INTEGER NOT NULL,
        wins      INTEGER NOT NULL,
        PRIMARY KEY (guild_id, game, season, user_id)
    );

    CREATE TABLE league_games (
        table_id  INTEGER NOT NULL REFERENCES league_tables(table_id),
        user_id   INTEGER NOT NULL,
        seat      INTEGER NOT NULL,
        name      TEXT    NOT NULL,
        won       INTEGER NOT NULL,
        before    INTEGER NOT NULL,                  -- the shown rating before the table
        after     INTEGER NOT NULL,                  -- and after it
        PRIMARY KEY (table_id, user_id)
    );
    """,
    # 7: the hand summaries still to post.  A row is written in the transaction that commits
    # the hand's result and deleted once its summary is posted (or refused for good), so a bot
    # that stopped in between posts it at its next start.  The summaries of the hands that end
    # a table are posts of its end (``endings``): its rows go when the end is all shown.  Hands
    # finished before this migration get no row: their summary was posted (or lost) then.
    """
    CREATE TABLE summaries (
        table_id  INTEGER NOT NULL REFERENCES tables(id),
        hand      INTEGER NOT NULL,
        PRIMARY KEY (table_id, hand)
    );
    """,
    # 8: the card faces uploaded as the application's emojis (bot/emojis/sync.py): the emoji id
    # of each face and the version of the drawing it was made from, so that a restart reuses
    # them instead of uploading them again, and new drawings replace old ones.  Self-contained:
    # no other table refers to it, and an empty one only means "upload at the next start".
    """
    CREATE TABLE card_emojis (
        key       TEXT    PRIMARY KEY,               -- a card (AS, TH, JK), back, suit:S
        emoji_id  INTEGER NOT NULL,                  -- the application emoji's id
        art       INTEGER NOT NULL                   -- bot.emojis.art.ART_VERSION it shows
    );
    """,
    # 9: rematches (docs/bot.md, "Rematch"): the table a result post's Rematch opened, written
    # in the transaction that stores the new table, so a second click (before or after a
    # restart) finds it instead of opening another.  ``held_until`` is when the seats held for
    # the people of the old table become free (the held seats themselves are in the new
    # table's ``players``, kind ``held``); ``invited`` marks that the invitation and the link
    # in the old thread are posted, so a restart in between posts them once.
    """
    CREATE TABLE rematches (
        old_table_id  INTEGER PRIMARY KEY REFERENCES tables(id),
        new_table_id  INTEGER NOT NULL UNIQUE REFERENCES tables(id),
        host_id       INTEGER NOT NULL,              -- who clicked Rematch
        held_until    REAL    NOT NULL,              -- wall clock: the holds end
        invited       INTEGER NOT NULL DEFAULT 0     -- 1: invitation and link posted
    );
    """,
    # 10: the friends' ledger (docs/leagues.md).  A Tonk table's stakes enter it in the
    # transaction that ends the table: one ``ledger_tables`` row per table (keyed by its id, so a
    # second run adds nothing) and one ``ledger_stakes`` row per person at it.  A payment is one
    # ``ledger_payments`` row whatever becomes of it (pending, confirmed, declined, withdrawn,
    # closed with the books).  ``ledger_books`` holds a server's open book (no row: book 1);
    # ``/ledger settle`` opens the next, and the balances count the open book's rows only.
    # Tables that ended before this migration are not entered after the fact.
    """
    CREATE TABLE ledger_books (
        guild_id    INTEGER PRIMARY KEY,
        book        INTEGER NOT NULL,
        opened_at   REAL    NOT NULL,
        opened_by   INTEGER NOT NULL
    );

    CREATE TABLE ledger_tables (
        table_id  INTEGER PRIMARY KEY REFERENCES tables(id),
        guild_id  INTEGER NOT NULL,
        book      INTEGER NOT NULL,
        at        REAL    NOT NULL
    );

    CREATE TABLE ledger_stakes (
        table_id  INTEGER NOT NULL REFERENCES ledger_tables(table_id),
        user_id   INTEGER NOT NULL,
        seat      INTEGER NOT NULL,
        name      TEXT    NOT NULL,                  -- the seat name at the table
        payout    INTEGER NOT NULL,                  -- the seat's payouts, computers included
        amount    INTEGER NOT NULL,                  -- won (+) or lost (-) among the people
        PRIMARY KEY (table_id, user_id)
    );

    CREATE TABLE ledger_payments (
        id           INTEGER PRIMARY KEY,
        guild_id     INTEGER NOT NULL,
        book         INTEGER NOT NULL,
        payer_id     INTEGER NOT NULL,
        payer_name   TEXT    NOT NULL,
        payee_id     INTEGER NOT NULL,
        payee_name   TEXT    NOT NULL,
        amount       INTEGER NOT NULL CHECK (amount > 0),
        recorded_by  INTEGER NOT NULL,
        status       TEXT    NOT NULL,   -- pending, confirmed, declined, withdrawn, closed
        created_at   REAL    NOT NULL,
        decided_at   REAL
    );
    CREATE INDEX ledger_tables_book ON ledger_tables(guild_id, book);
    CREATE INDEX ledger_payments_book ON ledger_payments(guild_id, book, status);
    """,
    # 11: languages (issue 14).  A table's language (its public messages: the lobby, the table
    # message, the summaries) is chosen when it opens and kept; a person's own choice
    # (``/config my-language``) is one row in ``people``.  Tables stored before speak English.
    """
    ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

    CREATE TABLE people (
        user_id     INTEGER PRIMARY KEY,
        language    TEXT    NOT NULL,
        updated_at  REAL    NOT NULL
    );
    """,
    # 12: server settings (issue 14, ``/config``).  One ``servers`` row per server that changed
    # anything (its settings as JSON, ``bot.tables.servers.ServerSettings``; no row: the bot's
    # settings), and its named house-rule ``presets`` per game.  A table keeps what it was
    # created with: its lobby expiry (NULL: the bot's setting, as for tables stored before) and
    # whether its end is rated (tables stored before: rated, as they were).
    """
    ALTER TABLE tables ADD COLUMN lobby_expiry REAL;
    ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

    CREATE TABLE servers (
        guild_id    INTEGER PRIMARY KEY,
        settings    TEXT    NOT NULL,                -- JSON: ServerSettings
        updated_at  REAL    NOT NULL,
        updated_by  INTEGER NOT NULL
    );

    CREATE TABLE presets (
        guild_id    INTEGER NOT NULL,
        game        TEXT    NOT NULL,
        name        TEXT    NOT NULL,                -- at most 32 characters, unique per game
        options     TEXT    NOT NULL,                -- JSON: the house rules it sets
        created_at  REAL    NOT NULL,
        created_by  INTEGER NOT NULL,
        PRIMARY KEY (guild_id, game, name)
    );
    """,
    # 13: restarts at scale (issue 15).  ``shown``: a digest of what each open table's message
    # was last edited to, so a restart edits only the messages whose table changed while the
    # bot was down (a row of a table that ended is only stale, and is pruned at start).
    # ``checkpoints``: what the next hand of a long Tonk table needs, stored at each hand's end
    # (``games.tonk.checkpoint``), so a restart replays from the last one, not from hand 0; the
    # record (deals, actions) stays whole beside it.  Tables stored before have neither: they
    # are edited once and replayed whole, as before.
    """
    CREATE TABLE shown (
        table_id  INTEGER PRIMARY KEY REFERENCES tables(id),
        digest    TEXT    NOT NULL                   -- sha256 of the table message's payload
    );

    CREATE TABLE checkpoints (
        table_id  INTEGER NOT NULL REFERENCES tables(id),
        hands     INTEGER NOT NULL,                  -- hands dealt before it (redeals count)
        state     TEXT    NOT NULL,                  -- JSON: games.tonk.checkpoint
        PRIMARY KEY (table_id, hands)
    );
    """,
)


class SchemaTooNew(RuntimeError):
    """The database was made by a newer bot: migrations are forward-only, so an older bot
    refuses it rather than guess at tables it does not know."""


async def migrate(conn: aiosqlite.Connection) -> int:
    """Apply the migrations the database has not seen yet; return the schema version."""
    async with conn.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    current = int(row[0]) if row else 0
    if current > len(MIGRATIONS):
        raise SchemaTooNew(
            f"the database is at schema {current}, newer than this bot ({len(MIGRATIONS)}): "
            "upgrade the bot"
        )
    for number in range(current + 1, len(MIGRATIONS) + 1):
        # executescript commits first; each migration and its version bump go in one script.
        await conn.executescript(
            f"BEGIN;\n{MIGRATIONS[number - 1]}\nPRAGMA user_version = {number};\nCOMMIT;"
        )
    return len(MIGRATIONS)
