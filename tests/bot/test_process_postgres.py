"""``python -m bot`` on PostgreSQL (``DATABASE_URL``), as a real process against the fake
Discord: it runs, a second bot on the same database is refused with one line, the lock dies with
the first (``kill -9``), and a database it cannot use is one line that never shows the password.
"""

from __future__ import annotations

from pathlib import Path

from bot.db.open import open_store
from bot.db.pg_migrations import LATEST
from tests.bot.procs import BotProcess, attach, bot_env, closed_port, command, until_connected
from tests.bot.test_process import one_line
from tests.fakediscord import FakeDiscord


async def test_one_bot_per_postgres_database(pg_database: str, tmp_path: Path) -> None:
    db = tmp_path / "cardroom.db"  # the heartbeat's folder: the tables are in PostgreSQL
    env = bot_env(db, DATABASE_URL=pg_database)
    started: list[BotProcess] = []
    try:
        async with FakeDiscord(wire=True) as fake:
            assert fake._wire is not None
            wire = (fake._wire.base_url, fake._wire.gateway_url)
            first = await BotProcess.start(*wire, env, tmp_path)
            started.append(first)
            attach(fake, first)
            await until_connected(db, first)
            assert not db.exists(), "no SQLite database is made beside the heartbeat"

            second = await BotProcess.start(*wire, env, tmp_path)
            started.append(second)
            one_line(await second.finish(20), 1, "another Cardroom", "PostgreSQL database")

            first.proc.kill()  # kill -9: its connection, and so its lock, go with it
            await first.finish(5)
        again = await open_store(pg_database, exclusive=True)
        assert await again.fetch("SELECT version FROM cardroom_schema") == [(LATEST,)]
        await again.close()
    finally:
        for process in started:
            await process.kill()


async def test_a_postgres_it_cannot_reach_is_one_line_without_the_password(
    tmp_path: Path,
) -> None:
    url = f"postgresql://cardroom:hunter2@127.0.0.1:{closed_port()}/cardroom"
    done = await command(bot_env(tmp_path / "cardroom.db", DATABASE_URL=url), tmp_path)
    one_line(done, 1, "cannot use the PostgreSQL database", "127.0.0.1", "DATABASE_URL")
    assert "hunter2" not in done.stderr + done.stdout

    bad = await command(bot_env(tmp_path / "cardroom.db", DATABASE_URL="mysql://x"), tmp_path)
    one_line(bad, 2, "DATABASE_URL is not valid", "PostgreSQL URL")
    assert "mysql://x" not in bad.stderr


async def test_backup_names_pg_dump_for_a_postgres_database(tmp_path: Path) -> None:
    """``python -m bot backup`` copies SQLite only: on PostgreSQL it says what to use."""
    env = bot_env(tmp_path / "cardroom.db", DATABASE_URL="postgresql://u:pw@127.0.0.1/x")
    done = await command(env, tmp_path, "backup", str(tmp_path / "copy.db"))
    one_line(done, 1, "PostgreSQL", "pg_dump")
    assert not (tmp_path / "copy.db").exists() and "pw@" not in done.stderr
