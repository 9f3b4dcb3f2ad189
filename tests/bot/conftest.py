"""Fixtures for the bot's tests: a fake Discord, a bot on a temporary database, helpers that act
only on what the bot rendered (as a user would)."""

from __future__ import annotations

import asyncio
import io
import logging
import shutil
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.bot import CardroomBot  # noqa: E402  (after the path)
from bot.log import setup_logging  # noqa: E402
from bot.tables.errors import TableError  # noqa: E402
from tests import pgserver, redisserver  # noqa: E402
from tests.bot.harness import heartbeat_folder, make_bot  # noqa: E402
from tests.bot.test_log_privacy import LOGGERS  # noqa: E402
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402

# A refusal naming no catalogue message fails where it is raised (production logs it).
TableError.strict = True


@pytest.fixture
def db_path(request: pytest.FixtureRequest, tmp_path: Path) -> Path | str:
    """The bot's database: a SQLite file; in a module marked ``both_stores`` also (a second
    run of each test) a new PostgreSQL database's URL (a copy of ``pg_template``), which
    ``make_bot`` passes on as ``DATABASE_URL``."""
    if getattr(request, "param", "sqlite") == "sqlite":
        return tmp_path / "cardroom.db"
    server: pgserver.Server = request.getfixturevalue("pg_server")
    template: str = request.getfixturevalue("pg_template")
    url = server.database_url(server.next_name())
    _now(_create_from(server, url, template))
    if server.folder is None:
        request.addfinalizer(lambda: pgserver.drop_database_now(server, url))
    return url


def _now(coro: Any) -> None:
    """Run ``coro`` on a loop of its own (a sync fixture, beside pytest-asyncio's loop)."""
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(coro)
    finally:
        loop.close()


async def _create_from(server: pgserver.Server, url: str, template: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'CREATE DATABASE "{url.rpartition("/")[2]}" TEMPLATE "{template}"')
    finally:
        await conn.close()


@pytest.fixture(scope="session")
def pg_template(pg_server: pgserver.Server) -> Iterator[str]:
    """A database migrated once (the real migrations, on an empty database) that each bot
    test's database is copied from: its bot then opens a database at the latest schema, as a
    restarted bot does, rather than migrating an empty one in every test (a third of a PostgreSQL
    test's time).  Only migrated: no table id taken from its sequence, so each copy starts at 1.
    The store tests (``database``) still get empty databases."""
    import asyncpg

    from bot.db.pg_migrations import migrate

    url = pgserver.new_database_now(pg_server)

    async def build() -> None:
        conn = await asyncpg.connect(url)
        try:
            await migrate(conn)
        finally:
            await conn.close()

    _now(build())
    name = url.rpartition("/")[2]
    yield name
    if pg_server.folder is None:
        pgserver.drop_database_now(pg_server, url)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``both_stores`` (a module's ``pytestmark``): its tests that take ``db_path`` run on
    SQLite and on PostgreSQL; ``sqlite_only`` keeps one of them (it reads the SQLite file)."""
    node = metafunc.definition
    if (
        "db_path" in metafunc.fixturenames
        and node.get_closest_marker("both_stores") is not None
        and node.get_closest_marker("sqlite_only") is None
    ):
        metafunc.parametrize("db_path", BACKENDS, indirect=True)


# ----- both stores (issue 16): a test that takes ``database`` runs on SQLite and PostgreSQL ----

BACKENDS = ("sqlite", "postgresql")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without ``CARDROOM_TEST_POSTGRES`` the PostgreSQL half (and tests marked
    ``needs_postgres``) is deselected, without ``CARDROOM_TEST_REDIS`` the tests marked
    ``needs_redis`` (counted as such in pytest's summary, never passed): ``tests/pgserver.py``
    and ``tests/redisserver.py`` say what they need.  CI sets both."""
    no_pg, no_redis = pgserver.wanted() is None, redisserver.wanted() is None
    if not (no_pg or no_redis):
        return
    kept, dropped = [], []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        needs_pg = "postgresql" in params.values() or item.get_closest_marker("needs_postgres")
        needs_redis = item.get_closest_marker("needs_redis") is not None
        (dropped if (no_pg and needs_pg) or (no_redis and needs_redis) else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(scope="session")
def pg_server() -> Iterator[pgserver.Server]:
    """The test session's PostgreSQL server (started on first use, stopped at the end)."""
    server = pgserver.Server.start()
    try:
        yield server
    finally:
        server.stop()
        for name in server.made:  # the heartbeats of make_bot's PostgreSQL bots
            shutil.rmtree(heartbeat_folder(server.database_url(name)), ignore_errors=True)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[redisserver.Server]:
    """The test session's Redis server (started on first use, stopped at the end)."""
    server = redisserver.Server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def redis_url(redis_server: redisserver.Server) -> str:
    """A numbered database of the session's Redis, flushed before the test (mark the test
    ``needs_redis``)."""
    import redis

    url = redis_server.next_url()
    client = redis.Redis.from_url(url)
    try:
        client.flushdb()
    finally:
        client.close()
    return url


async def _location(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    if request.param == "sqlite":
        yield tmp_path / "cardroom.db"
        return
    server: pgserver.Server = request.getfixturevalue("pg_server")
    url = await pgserver.new_database(server)
    yield url
    if server.folder is None:  # an outside server: leave nothing behind
        await pgserver.drop_database(server, url)


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    """Where a test's store lives: a SQLite file, or a new empty PostgreSQL database (its URL);
    open it with ``bot.db.open.open_store``, as the bot does."""
    async for location in _location(request, tmp_path):
        yield location


@pytest.fixture(params=["postgresql"])
async def pg_database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A new empty PostgreSQL database (its URL), for what only PostgreSQL has."""
    async for location in _location(request, tmp_path):
        assert isinstance(location, str)
        yield location


# The fake-Discord set-up every end-to-end test shares: a guild with a "cards" text channel, the
# people alice and bob, and a bot started on the test's database.  Fixtures are set up in the
# order a test names them, so name `alice` and `bob` before `bot` (as Discord would have them
# as members when the bot connects).
@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as discord:
        yield discord


@pytest.fixture
def channel(fake: FakeDiscord) -> FakeChannel:
    return fake.add_text_channel(fake.guild, "cards")


@pytest.fixture
def alice(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "alice")


@pytest.fixture
def bob(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "bob")


@pytest.fixture
async def bot(fake: FakeDiscord, channel: FakeChannel, db_path: Path) -> CardroomBot:
    started = make_bot(db_path)
    await fake.start(started)
    return started


@pytest.fixture
def json_log() -> Iterator[io.StringIO]:
    """The bot's logging as ``python -m bot`` sets it up with ``LOG_LEVEL=DEBUG`` and
    ``LOG_FORMAT=json``, its output captured; the test run's logging is put back afterwards."""
    root = logging.getLogger()
    saved = (root.level, root.handlers[:], {n: logging.getLogger(n).level for n in LOGGERS})
    out = io.StringIO()
    try:
        setup_logging("DEBUG", "WARNING", "json")
        handler = root.handlers[0]
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream(out)
        yield out
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
        for name, level in saved[2].items():
            logging.getLogger(name).setLevel(level)
