"""``python -m bot [--sync]``: run Cardroom; ``health``: is it connected; ``backup FILE``;
``move-data --to URL``: copy the SQLite database into an empty PostgreSQL one; ``computers``:
worker processes for strong computers, from the queue at ``COMPUTER_QUEUE_URL``.

Start and stop (``docs/operations.md``):

- A start that cannot go on prints **one line** on stderr, ``cardroom: ...``, and exits non-zero:
  2 when a setting or the token is wrong, 1 otherwise (no network, Discord down, the database
  locked by another bot, newer than this bot, or in a folder it cannot write, ``REDIS_URL``'s
  server unreachable).  The database is
  opened (and locked) before Discord is reached, so its problems need no network to show.
- SIGTERM (``docker stop``) and SIGINT (Ctrl-C) stop it cleanly within ``SHUTDOWN_GRACE``: the
  commits in flight finish, computers and timers stop, the table messages are brought up to date
  for ``SHUTDOWN_FLUSH`` seconds at most, then Discord and the database are closed; exit 0.  A
  second signal, or a stop that overruns the grace, exits at once with 1 (nothing acknowledged is
  lost: every move is committed before it is answered).

The token is never printed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from bot.settings import Settings, SettingsError, database_path, database_url, load_settings

if TYPE_CHECKING:
    from bot.bot import CardroomBot
    from bot.db import Database
    from bot.db.lease import Lease
    from bot.db.lock import DatabaseLock

log = logging.getLogger("bot.main")

SHUTDOWN_GRACE = 8.0
"""Seconds a stop may take before the process exits anyway (``docker stop`` kills at 10)."""


class StartFailure(Exception):
    """The one line to print, and the exit status."""

    def __init__(self, line: str, status: int = 1) -> None:
        super().__init__(line)
        self.line = line
        self.status = status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the Cardroom bot.")
    parser.add_argument(
        "--sync",
        action="store_true",
        help="sync the slash commands with Discord now (otherwise only when they changed)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("health", help="exit 0 if the running bot is connected to Discord, else 1")
    backup = commands.add_parser("backup", help="copy the database while the bot runs")
    backup.add_argument("file", type=Path, help="where to write the copy (replaced if it exists)")
    move = commands.add_parser(
        "move-data", help="copy the SQLite database (DATABASE_PATH) into an empty PostgreSQL one"
    )
    move.add_argument("--to", required=True, metavar="URL", help="postgresql://user@host/db")
    move.add_argument("--from", dest="source", type=Path, metavar="FILE",
                      help="the SQLite database (default: DATABASE_PATH)")  # fmt: skip
    add_computers_command(commands)
    args = parser.parse_args(argv)
    if args.command == "health":
        return health()
    if args.command == "backup":
        return backup_to(args.file)
    if args.command == "move-data":
        return move_to(args.to, args.source or database_path())
    if args.command == "computers":
        return computers(args.processes)
    return run(force_sync=args.sync)


def fail(line: str, status: int) -> int:
    print(f"cardroom: {line}", file=sys.stderr)
    return status


# ----- health, backup and move-data -----------------------------------------------------------


def health() -> int:
    """One line on stdout; 0 if healthy (a fresh heartbeat that says connected), else 1."""
    from bot.health import check, health_path

    state = check(health_path(database_path()))
    print(f"cardroom: {'healthy' if state.ok else 'unhealthy'}: {state.reason}")
    return 0 if state.ok else 1


def backup_to(dest: Path) -> int:
    from bot.db.backup import BackupError, backup

    if database_url():
        return fail(
            "the bot's database is PostgreSQL (DATABASE_URL): back it up with pg_dump "
            "(docs/operations.md); backup copies a SQLite database",
            1,
        )
    try:
        report = backup(database_path(), dest)
    except BackupError as exc:
        return fail(str(exc), 1)
    print(f"cardroom: {report.line(dest)}")
    return 0


# ----- computers on other machines ------------------------------------------------------------


def add_computers_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    worker = commands.add_parser(
        "computers", help="run worker processes for the bot's strong computers (COMPUTER_QUEUE_URL)"
    )
    worker.add_argument(
        "--processes",
        type=int,
        metavar="N",
        help="worker processes (default: COMPUTER_WORKERS, else one per core)",
    )


def computers(processes: int | None) -> int:
    """``python -m bot computers``: the settings, then the workers until a signal."""
    from bot.settings import load_worker_settings

    try:
        settings = load_worker_settings()
    except SettingsError as exc:
        return fail(str(exc), 2)
    if processes is not None and not 1 <= processes <= 64:
        return fail("--processes must be a number of worker processes from 1 to 64", 2)
    from bot.computer_worker import run as run_workers
    from bot.log import setup_logging
    from bot.remote_computers import quiet_saq

    setup_logging(settings.log_level, settings.library_log_level)
    quiet_saq()
    url = settings.computer_queue_url.get_secret_value()
    count = processes or settings.computer_workers
    return run_workers(url, count, settings.log_level, settings.library_log_level)


async def reach_computer_queue(settings: Settings) -> None:
    """With ``COMPUTER_QUEUE_URL``: the queue answers, else one ``StartFailure`` line."""
    if settings.computer_queue_url is None:
        return
    from bot.remote_computers import QueueUnreachable, reach

    try:
        await reach(settings.computer_queue_url.get_secret_value())
    except QueueUnreachable as exc:
        raise StartFailure(str(exc)) from None


# ----- running -----------------------------------------------------------------------------


def run(*, force_sync: bool) -> int:
    try:
        settings = load_settings()
    except SettingsError as exc:
        return fail(str(exc), 2)
    from bot.log import setup_logging

    setup_logging(settings.log_level, settings.library_log_level, settings.log_format)
    try:
        return asyncio.run(serve(settings, force_sync))
    except StartFailure as exc:
        return fail(exc.line, exc.status)


def move_to(url: str, source: Path) -> int:
    """Copy ``source`` into the empty PostgreSQL database ``url``; one line either way."""
    from bot.db.move import MoveError, move_data
    from bot.db.open import is_postgres

    if not is_postgres(url):
        return fail("--to must be a postgresql:// URL (an empty database)", 2)
    try:
        report = asyncio.run(move_data(source, url))
    except MoveError as exc:
        return fail(str(exc), 1)
    except OSError as exc:
        return fail(f"cannot reach the PostgreSQL database: {exc}", 1)
    print(f"cardroom: {report.line(url)}")
    return 0


async def serve(settings: Settings, force_sync: bool) -> int:
    """Lock and open the database, then run the bot until it stops."""
    stop = asyncio.Event()
    watch_signals(stop)  # from here on a signal stops cleanly (a migration is not cut short)
    if settings.redis is not None:
        await check_redis(settings.redis)
    lease = await take_lease(settings)
    try:
        if settings.database_url is not None:
            lock, store = None, await open_postgres(settings.database_url.get_secret_value())
            if lease is not None:
                lease.guard(store)  # its writer commits nothing once the lease is lost
        else:
            lock, store = await open_database(settings.database_path)
        try:
            try:
                await reach_computer_queue(settings)
                from bot.bot import CardroomBot, prepare_process

                bot = CardroomBot(settings, force_sync=force_sync, store=store)
            except BaseException:
                await store.close()  # the bot closes it from here on
                raise
            prepare_process()
            keep_lease(lease, bot, stop)
            status = await run_until_stopped(bot, settings, stop)
            return 1 if lease is not None and lease.lost else status
        finally:
            if lock is not None:
                lock.release()
    finally:
        if lease is not None:
            await lease.release()


# ----- the shards' lease (a PostgreSQL database: bot.db.lease) ------------------------------


async def take_lease(settings: Settings) -> Lease | None:
    """On PostgreSQL, this process's shards (all of them, or ``SHARD_IDS``), before anything
    else touches the database: a shard another process holds is one line, exit 1.  SQLite
    has its file lock instead (``open_database``)."""
    if settings.database_url is None:
        return None
    from bot.cluster import shards
    from bot.db.lease import Lease

    url = settings.database_url.get_secret_value()
    with postgres_failures(url):
        lease = await Lease.take(url, shards(settings))
    log.info("holding %s on the database", lease.shards.line())
    return lease


def keep_lease(lease: Lease | None, bot: CardroomBot, stop: asyncio.Event) -> None:
    """A lost lease stops the bot: its tables may be another process's by now, so it stops
    running them at once (without bringing their messages up to date) and exits 1."""
    if lease is None:
        return

    def lost(why: str) -> None:
        log.error(
            "lost the lease on %s (%s): stopping, another process may run these tables now; "
            "nothing acknowledged is lost",
            lease.shards.line(),
            why,
        )
        bot.flush_on_close = False
        stop.set()

    lease.watch(lost)


def not_writable(path: Path, exc: OSError | sqlite3.Error) -> StartFailure:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return StartFailure(
        f"cannot write the database {path} ({reason}): make its folder writable by this user "
        "or set DATABASE_PATH to a writable place"
    )


async def open_database(path: Path) -> tuple[DatabaseLock, Database]:
    """The lock first (another bot on this database is refused before anything is touched),
    then the store (migrated); each failure as one ``StartFailure`` line."""
    from bot.db import Store
    from bot.db.lock import DatabaseInUse, DatabaseLock
    from bot.db.migrations import SchemaTooNew

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = DatabaseLock.acquire(path)
    except DatabaseInUse as exc:
        raise StartFailure(str(exc)) from None
    except OSError as exc:
        raise not_writable(path, exc) from None
    try:
        return lock, await Store.open(path)
    except SchemaTooNew as exc:
        failure = StartFailure(f"{path}: {exc} (see docs/operations.md, Upgrade)")
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            failure = StartFailure(
                f"the database {path} is locked by another program ({exc}): close it and start "
                "again"
            )
        else:
            failure = not_writable(path, exc)
    except sqlite3.DatabaseError as exc:
        failure = StartFailure(f"{path} is not a Cardroom database, or it is damaged ({exc})")
    except OSError as exc:
        failure = not_writable(path, exc)
    lock.release()
    raise failure


async def open_postgres(url: str) -> Database:
    """The PostgreSQL store (``DATABASE_URL``; the lease is already held); each failure as one
    ``StartFailure`` line, which names the server and database but never the password."""
    from bot.db.migrations import SchemaTooNew
    from bot.db.open import open_store, shown

    with postgres_failures(url):
        try:
            return await open_store(url)  # the lease (take_lease) keeps other bots off
        except SchemaTooNew as exc:
            raise StartFailure(f"{shown(url)}: {exc} (see docs/operations.md, Upgrade)") from None


@contextlib.contextmanager
def postgres_failures(url: str) -> Iterator[None]:
    """A PostgreSQL database that cannot be used, as one ``StartFailure`` line (the lease's
    and the store's: the same server, the same causes), naming the server and database but
    never the password."""
    import asyncpg

    from bot.db.lock import DatabaseInUse
    from bot.db.open import shown

    where = shown(url)
    try:
        yield
    except DatabaseInUse as exc:
        raise StartFailure(str(exc)) from None
    except asyncpg.InvalidPasswordError:
        raise StartFailure(f"{where} refused the user or password in DATABASE_URL") from None
    except asyncpg.InvalidCatalogNameError:
        raise StartFailure(f"{where}: no such database: create it first (createdb)") from None
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise StartFailure(
            f"cannot use the PostgreSQL database {where} ({type(exc).__name__}: {exc}): "
            "check DATABASE_URL and that the server runs"
        ) from None


async def check_redis(url: str) -> None:
    """The shared request budget's Redis (``REDIS_URL``) answers; else one ``StartFailure``
    line, which names the server but never the password.  (Lost later, the bot goes on with
    its own share of the budget: ``bot.presenter.shared_budget``.)"""
    from redis.exceptions import AuthenticationError, RedisError, ResponseError

    from bot.presenter.shared_budget import connect, shown

    where = f"Redis at {shown(url)} (REDIS_URL)"
    client = connect(url)
    try:
        await client.ping()
    except AuthenticationError:
        raise StartFailure(f"{where} refused the user or password in REDIS_URL") from None
    except ResponseError as exc:  # (e.g. NOAUTH: a password is needed)
        raise StartFailure(f"{where} refused the bot: {exc}") from None
    except (RedisError, OSError) as exc:
        raise StartFailure(
            f"cannot reach {where} ({type(exc).__name__}: {exc}): check REDIS_URL and that the "
            "server runs, or leave REDIS_URL empty (each process keeps to its own share of the "
            "budget)"
        ) from None
    finally:
        with contextlib.suppress(RedisError, OSError):
            await client.aclose()


async def run_until_stopped(bot: CardroomBot, settings: Settings, stop: asyncio.Event) -> int:
    """Run ``bot`` until Discord ends it or a signal sets ``stop``."""
    token = settings.discord_token.get_secret_value()
    async with bot:  # closes the bot (and the database) however this block ends
        await start_metrics(bot)
        running = asyncio.create_task(bot.start(token), name="cardroom-main")
        stopping = asyncio.create_task(stop.wait(), name="cardroom-signal")
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if running.done():
            exc = running.exception()
            if exc is not None:
                raise start_failure(exc) from exc
            return 0
        try:
            await asyncio.wait_for(bot.close(), SHUTDOWN_GRACE)
        except TimeoutError:
            log.error("the stop took longer than %.0f s; exiting anyway", SHUTDOWN_GRACE)
            exit_now(1)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(running, 1)
    return 0


async def start_metrics(bot: CardroomBot) -> None:
    """``/metrics`` and ``/healthz`` (``METRICS_PORT``) before Discord is reached: an address
    that cannot be used is one line, whatever the network does."""
    if bot.metrics is None:
        return
    from bot.metrics.server import MetricsError

    try:
        await bot.start_metrics()
    except MetricsError as exc:
        raise StartFailure(str(exc)) from None


def watch_signals(stop: asyncio.Event) -> None:
    """SIGTERM and SIGINT set ``stop``; a second one exits at once."""
    loop = asyncio.get_running_loop()

    def on_signal(sig: signal.Signals) -> None:
        if stop.is_set():
            log.warning("%s again: exiting at once", sig.name)
            exit_now(1)
        log.info("%s: stopping", sig.name)
        stop.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, on_signal, sig)


def exit_now(status: int) -> None:
    """Exit without waiting for threads (aiosqlite's, the computers' pool) that may hang."""
    logging.shutdown()
    os._exit(status)


SHARD_REFUSALS = {
    4010: "Discord refused shard {shard} (4010, invalid shard): set SHARD_IDS below "
    "SHARD_COUNT, and the same SHARD_COUNT in every process",
    4011: "Discord requires more shards (4011, sharding required: too many servers for one "
    "shard): raise SHARD_COUNT, or leave it unset for the count Discord recommends",
}
"""The gateway's close codes that a setting fixes (``bot.cluster``)."""


def down(what: str) -> StartFailure:
    return StartFailure(
        f"Discord is not answering ({what}): try again later (https://discordstatus.com)"
    )


def start_failure(exc: BaseException) -> StartFailure:
    """The one line for why ``bot.start`` ended (at start, or later: the same mapping)."""
    import aiohttp
    import discord

    if isinstance(exc, StartFailure):
        return exc
    if isinstance(exc, discord.LoginFailure):
        return StartFailure(
            "Discord refused DISCORD_TOKEN: copy the bot token again from the developer portal "
            "(Bot → Reset Token) into .env",
            2,
        )
    if isinstance(exc, discord.ConnectionClosed) and exc.code in SHARD_REFUSALS:
        return StartFailure(SHARD_REFUSALS[exc.code].format(shard=exc.shard_id), 2)
    if isinstance(exc, discord.PrivilegedIntentsRequired):  # pragma: no cover - we ask for none
        return StartFailure("Discord asks for privileged intents, which Cardroom does not use")
    if isinstance(exc, discord.DiscordServerError):
        return down(f"{exc.status} {exc.response.reason}")
    if isinstance(exc, discord.GatewayNotFound):
        return down("no gateway")
    if isinstance(exc, discord.HTTPException):
        return StartFailure(f"Discord refused a start-up request: {exc.status} {exc.text}")
    if isinstance(exc, aiohttp.ClientConnectorDNSError):
        return StartFailure(f"cannot resolve Discord's address ({exc.os_error}): check DNS")
    if isinstance(exc, aiohttp.ClientError | OSError | TimeoutError):
        return StartFailure(f"cannot reach Discord ({exc}): check the network")
    if isinstance(exc, sqlite3.Error):
        return StartFailure(f"the database failed at start: {exc}")
    log.debug("start failed", exc_info=exc)
    return StartFailure(f"could not start: {type(exc).__name__}: {exc}")


if __name__ == "__main__":
    sys.exit(main())
