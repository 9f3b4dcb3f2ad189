"""The bot: discord.py's ``commands.AutoShardedBot`` wired to the store, the table service, the
presenter and the components (the one place that builds them and hands each what it needs).

Sharded always: one process runs every shard (the count Discord recommends, or
``SHARD_COUNT``), or the shards ``SHARD_IDS`` names as part of a cluster (``bot.cluster``); a
bot with one shard is the same as an unsharded one, on one gateway connection."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.cluster import budget_share, shards
from bot.components import COMPONENTS
from bot.components.hand import final_hand, live_hand, plain_hand, seat_to_act
from bot.components.hand_keys import live_digest
from bot.components.messages import TableMessages
from bot.db import Database
from bot.db.open import is_postgres, open_store
from bot.exts.metadata import CardroomTree, CatalogueTranslator
from bot.health import Heartbeat, health_path
from bot.presenter import DiscordPresenter, TableCalls
from bot.presenter.clock import REAL, Clock
from bot.presenter.hands import HAND_EDIT_INTERVAL, HAND_WATCH_INTERVAL, LiveHands
from bot.remote_computers import queued_computers
from bot.settings import Settings
from bot.tables import snapshots
from bot.tables.languages import Languages
from bot.tables.service import ServiceConfig, TableService

if TYPE_CHECKING:
    from bot.db.notices import Listener
    from bot.metrics.server import Metrics

log = logging.getLogger(__name__)

EXTENSIONS = (
    "bot.exts.errors",
    "bot.exts.table",
    "bot.exts.leagues",
    "bot.exts.ledger",
    "bot.exts.emojis",
    "bot.exts.config",
)


SWITCH_INTERVAL = 0.0001
"""Seconds the event loop's thread may keep the interpreter lock while another thread waits for
it (Python's default: 0.005).  SQLite's writer thread takes the lock back after every
statement it runs, and a busy bot's commits hold hundreds (one per move of every table that
moved meanwhile); the computers' process pool hands work over through threads too.  Each
statement then waits up to this long: at 1,000 tables (``benchmarks/bot_load.py``) the writer
thread's p99 per commit was 148 ms at 0.5 ms, 11 ms at 0.1 ms (20 ms and more per commit at
Python's default)."""


def prepare_process() -> None:
    """Process-wide settings for a running bot (``python -m bot``; the load benchmark too).

    Called once the bot is built: everything imported so far lives as long as the process, so
    it is moved out of the garbage collector's full passes (which otherwise pause the event
    loop longer as imports grow); and the interpreter lock's switch interval is shortened (see
    ``SWITCH_INTERVAL``).
    """
    gc.freeze()
    sys.setswitchinterval(SWITCH_INTERVAL)


def intents() -> discord.Intents:
    """``Intents.default()`` without the message events: interactions carry everything the bot
    needs, and a busy bot would otherwise parse a MESSAGE_UPDATE for every edit of every table
    message it makes (on the event loop, between the answers to clicks)."""
    wanted = discord.Intents.default()
    wanted.messages = False  # guild and DM message events
    return wanted


class CardroomBot(commands.AutoShardedBot):
    """Cardroom.  Default intents minus message events; nothing privileged."""

    def __init__(
        self,
        settings: Settings,
        *,
        force_sync: bool = False,
        clock: Callable[[], float] = time.time,
        store: Database | None = None,
        edit_clock: Clock = REAL,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("max_messages", None)  # no message cache: nothing reads it
        # No voice here: discord.py's warnings that its voice libraries are missing are noise
        # (and two extra lines before the one line of a failed start).
        for flag in ("warn_nacl", "warn_dave"):
            if getattr(discord.VoiceClient, flag, False):
                setattr(discord.VoiceClient, flag, False)
        self.shard_plan = shards(settings)
        """The shards this process runs (``bot.cluster``): their servers' tables are its."""
        if self.shard_plan.count is not None:
            kwargs.setdefault("shard_count", self.shard_plan.count)
        if self.shard_plan.ids is not None:
            kwargs.setdefault("shard_ids", list(self.shard_plan.ids))
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            tree_cls=CardroomTree,
            **kwargs,
        )
        self.settings = settings
        self.flush_on_close = True
        """Bring the table messages up to date at the stop (not after losing the shards' lease:
        another process may run the tables by then, ``bot.db.lease``)."""
        self.force_sync = force_sync
        self.clock = clock
        """The wall clock of turn deadlines (tests move it to test a restart mid-turn)."""
        self.store: Database | None = store
        self.edit_clock = edit_clock
        """The presenter's clock of edits (tests drive it: ``bot.presenter.clock``)."""
        """Opened by ``python -m bot`` before it connects (a database problem is then reported
        without a trip to Discord); otherwise by ``setup_hook``."""
        self._service: TableService | None = None
        self.languages = Languages()
        """People's and servers' languages (``bot.components.base.language_of``)."""
        self.listener: Listener | None = None
        """PostgreSQL: hears the people's languages other processes set (``bot.db.notices``)."""
        self.presenter: DiscordPresenter | None = None
        self._stopping: asyncio.Future[None] | None = None
        self.heartbeat = Heartbeat(
            health_path(settings.database_path),
            settings.health_interval,
            self.connected,
            lambda: self._service.computers.load.steps if self._service is not None else None,
        )
        self.metrics: Metrics | None = None
        """``/metrics`` and ``/healthz`` (``METRICS_PORT``), started before anything else."""
        if settings.metrics_port is not None:  # (without it, not even imported)
            from bot.metrics.server import Metrics

            self.metrics = Metrics(
                self, lambda: self._service, settings.metrics_host, settings.metrics_port
            )

    @property
    def service(self) -> TableService:
        """The table service, built in ``setup_hook``: the cogs, the components and the
        presenter's table calls use it only once the bot runs, so it is always there for them."""
        if self._service is None:
            raise RuntimeError("the table service is built in setup_hook")
        return self._service

    def stake_unit(self, guild_id: int | None) -> str | None:
        """What the ledger counts stakes in, in this server: its own unit, else the bot's (None:
        none chosen, chips in each reader's language: ``bot.render.ledger.unit_word``)."""
        own = self.service.servers.of(guild_id or 0).stake_unit
        return own or self.settings.stake_unit

    def connected(self) -> bool:
        """Whether the gateway is up: ready, not stopping, and every shard's connection open."""
        if not self.is_ready() or self.is_closed() or self._stopping is not None:
            return False
        running = self.shards
        expected = self.shard_ids if self.shard_ids is not None else range(self.shard_count or 1)
        return bool(running) and all(i in running and not running[i].is_closed() for i in expected)

    async def start_metrics(self) -> None:
        """Serve ``/metrics`` and ``/healthz`` if ``METRICS_PORT`` is set (once; ``python -m bot``
        does it before it reaches Discord); raises ``bot.metrics.server.MetricsError``."""
        if self.metrics is not None:
            await self.metrics.start()

    async def setup_hook(self) -> None:
        await self.start_metrics()
        if self.store is None:
            self.store = await open_store(self.settings.database)
        store = self.store
        await self._load_languages(store)
        hands = LiveHands(
            lambda tid, uid, language: live_hand(self.service, tid, uid, language),
            # The end of a hand never opened (no language kept): the person's own choice,
            # else the server's (no interaction, so no Discord locale).
            lambda t, why, uid, language: final_hand(
                t, why, uid, language or self.languages.of(uid, None, t.row.guild_id)
            ),
            lifetime=self.settings.hand_live_seconds,
            clock=self.edit_clock.now,
            sleep=self.edit_clock.sleep,
            # EDIT_INTERVAL=0 (tests) turns the hands' coalescing off too.
            min_interval=min(HAND_EDIT_INTERVAL, self.settings.edit_interval),
            watch_interval=HAND_WATCH_INTERVAL if self.settings.edit_interval > 0 else 0.0,
            turn=lambda tid, uid: seat_to_act(self.service, tid, uid),
            plain=plain_hand,
            digest=lambda tid, uid, language: live_digest(self.service, tid, uid, language),
        )
        self.presenter = DiscordPresenter(
            self,
            store,
            TableMessages(),
            self._table_calls(),
            self.settings.edit_interval,
            clock=self.edit_clock,
            hands=hands,
            redis_url=self.settings.redis,
            budget_share=budget_share(self.settings),
        )
        config = ServiceConfig(
            turn_seconds=self.settings.turn_seconds,
            computer_pause=self.settings.computer_pause,
            computer_processes=self.settings.computer_processes,
            lobby_expiry=self.settings.lobby_expiry_minutes * 60,
            max_tables_per_host=self.settings.max_tables_per_host,
            max_tables_per_server=self.settings.max_tables_per_server,
            rematch_hold=self.settings.rematch_hold_minutes * 60,
        )
        self._service = TableService(
            store,
            config,
            self.presenter,
            clock=self.clock,
            owns=self.shard_plan.owns,
            computers=queued_computers(
                self.settings, config.computer_budget, config.decision_deadline
            ),
        )
        # The servers' settings (``/config``): the languages ask them for a server's.
        self.languages.settings = self._service.servers
        await self._service.servers.load(store)
        # Old buttons keep working after a restart: every kind, by its custom id's template.
        self.add_dynamic_items(*COMPONENTS)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        await self.tree.set_translator(CatalogueTranslator())
        await self.sync_commands()
        # Clicks are answered while the tables are rebuilt, after the gateway's ready.
        await self.service.load(lazy=True, ready=self.wait_until_ready)
        self.heartbeat.start()

    async def _load_languages(self, store: Database) -> None:
        """People's languages: read once (SQLite); on PostgreSQL read at each connection of a
        listener that hears the changes other processes commit (``bot.db.notices``)."""
        if not is_postgres(self.settings.database):
            await self.languages.load(store)
            return
        from bot.db.notices import PEOPLE, Listener, notice_op

        self.languages.announce = lambda payload: notice_op(PEOPLE, payload)
        self.listener = Listener(
            str(self.settings.database),
            PEOPLE,
            self.languages.heard,
            lambda: self.languages.reload(store),
        )
        await self.listener.start()

    async def _stop_listener(self) -> None:
        if self.listener is not None:
            await self.listener.stop()

    def _table_calls(self) -> TableCalls:
        """What the presenter needs of the tables.  The service is built after the presenter
        (it reports to it), so each call looks the service up when it is made: the presenter
        works only once the service told it of a table (or the gateway did, after this hook),
        so the service is there by then."""
        return TableCalls(
            snapshot=snapshots.public_snapshot,
            final_hands=lambda t, first: self.service.final_hands(t, first),
            attach=lambda tid, thread, message: self.service.attach(tid, thread, message),
            abandon=lambda tid: self.service.abandon(tid),
            lose=lambda tid, reason: self.service.lose(tid, reason),
        )

    async def on_ready(self) -> None:
        self.heartbeat.beat()

    async def command_digest(self, guild: discord.abc.Snowflake | None) -> str:
        """A hash of exactly what a sync sends (``CardroomTree.payloads``), localisations
        included: a changed Bulgarian description is a change to sync."""
        tree = self.tree
        assert isinstance(tree, CardroomTree)
        payload = await tree.payloads(guild)
        text = json.dumps(sorted(payload, key=lambda c: c["name"]), sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    async def sync_commands(self) -> bool:
        """Sync the slash commands if asked to (``--sync``) or if they changed since the last
        sync; Discord limits command updates, so not at every start."""
        assert self.store is not None
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        key = f"commands:{guild.id if guild else 'global'}"
        digest = await self.command_digest(guild)
        if not self.force_sync and await self.store.get_kv(key) == digest:
            log.info("slash commands unchanged since the last sync; not syncing")
            return False
        synced = await self.tree.sync(guild=guild)
        await self.store.set_kv(key, digest)
        log.info("synced %d slash commands (%s)", len(synced), key)
        return True

    async def close(self) -> None:
        """Stop in order: the tables (commits in flight finish first, then computers and
        timers stop), the table messages and posts (for ``settings.shutdown_flush`` seconds at
        most: what is left is shown at the next start), Discord, and last the database, which
        is closed in every case.  A step that fails is logged and the next one runs.  Calling
        it again (discord.py's runner, a signal, a test) waits for the same shutdown."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._shutdown())
        await asyncio.shield(self._stopping)

    async def _shutdown(self) -> None:
        try:
            for what, step in (
                ("the health heartbeat", self.heartbeat.stop),
                ("the tables", self._close_tables),
                ("the table messages", self._flush_messages),
                ("the connection to Discord", super().close),
                ("the metrics server", self._stop_metrics),
                ("the languages' listener", self._stop_listener),
            ):
                try:
                    await step()
                except Exception:
                    log.exception("shutdown: could not stop %s cleanly", what)
        finally:
            if self.store is not None:
                store, self.store = self.store, None
                await store.close()
            if self._service is not None:  # it had started (a failed start says so elsewhere)
                log.info("stopped")

    async def _stop_metrics(self) -> None:
        if self.metrics is not None:
            await self.metrics.stop()

    async def _close_tables(self) -> None:
        if self._service is not None:
            await self._service.close()

    async def _flush_messages(self) -> None:
        if self.presenter is None or not self.flush_on_close:
            return
        try:
            await asyncio.wait_for(self.presenter.flush(), self.settings.shutdown_flush)
        except TimeoutError:
            log.warning(
                "shutdown: some table messages and posts were not shown within %g s; "
                "they are shown at the next start",
                self.settings.shutdown_flush,
            )
