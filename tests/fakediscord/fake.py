"""``FakeDiscord``: the fake server plus the simulated users, wired to a real discord.py bot.

The test builds the bot exactly as production does; the fake logs it in against the fake routes,
feeds it READY/GUILD_CREATE and INTERACTION_CREATE through discord.py's own parsers, and lets the
test act as users who only do what the bot rendered. See README.md for the contract.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import traceback
import weakref
from collections.abc import Callable, Iterator
from typing import Any

import discord

from . import _patch, limits, wire
from . import permissions as perms
from .models import (
    FakeChannel,
    FakeGuild,
    FakeThread,
    FakeUser,
    Request,
    SentPayload,
    StoredMessage,
)
from .server import (
    ANSWER_DEADLINE,
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL,
    MODAL_SUBMIT,
    FakeInteraction,
    FakeServer,
    clone,
)
from .wire import WireServer

#: Tasks ``settle()`` waits for, by name prefix. discord.py names its own; the bot names its
#: background work ``cardroom:...`` (or hands tasks to ``fake.track``).
WAITED_TASK_PREFIXES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-modal-dispatch",
    "discord-ui-dynamic-item",
    "discord-ui-view-timeout",
    "discord.py: ",
    "cardroom:",
)


def _tiny_png() -> bytes:
    """A valid 1×1 PNG (no imaging library needed)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    pixels = zlib.compress(b"\x00\x00\x00\x00\x00")
    chunks = chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + chunks


TINY_PNG = _tiny_png()

#: Gateway events about messages; Discord sends them to bots with the default intents.
_MESSAGE_EVENTS = {"MESSAGE_CREATE", "MESSAGE_UPDATE", "MESSAGE_DELETE", "MESSAGE_DELETE_BULK"}

_OPTION_TYPE_NAMES = {
    3: "string",
    4: "integer",
    5: "boolean",
    6: "user",
    7: "channel",
    8: "role",
    9: "mentionable",
    10: "number",
    11: "attachment",
}


class InteractionResult:
    """What came of one simulated user action: the bot's answer, live as the bot edits it."""

    def __init__(self, fake: FakeDiscord, interaction: FakeInteraction) -> None:
        self._fake = fake
        self._inter = interaction

    @property
    def interaction(self) -> dict[str, Any]:
        """The INTERACTION_CREATE payload the fake sent."""
        return self._inter.payload

    @property
    def id(self) -> int:
        """The interaction id."""
        return self._inter.id

    @property
    def token(self) -> str:
        """The interaction token (what follow-ups and ``@original`` edits use)."""
        return self._inter.token

    @property
    def user(self) -> FakeUser:
        """Who acted."""
        return self._inter.user

    @property
    def response(self) -> dict[str, Any] | None:
        """The callback JSON the bot sent (``{"type": 4, "data": {...}}``), or None."""
        return self._inter.response

    @property
    def type(self) -> int | None:
        """The callback type: 4 message, 5 deferred, 6 deferred update, 7 update, 8, 9 modal."""
        return self._inter.response_type

    @property
    def ephemeral(self) -> bool:
        """True if the answer is visible only to the acting user."""
        return self._inter.ephemeral

    @property
    def message(self) -> dict[str, Any] | None:
        """The stored message the response created (4/5) or updated (6/7), edits applied."""
        inter = self._inter
        if inter.response_type in (6, 7):
            mid = inter.source_message_id
        else:
            mid = inter.original_message_id
        if mid is None:
            return None
        stored = self._fake.server.message_index.get(mid)
        return None if stored is None or stored.deleted else stored.data

    @property
    def content(self) -> str | None:
        """The response message's content (after later ``@original`` edits)."""
        msg = self.message
        return None if msg is None else msg.get("content")

    @property
    def followups(self) -> list[dict[str, Any]]:
        """Messages created by follow-ups on this interaction's token."""
        index = self._fake.server.message_index
        return [index[m].data for m in self._inter.followup_ids if not index[m].deleted]

    @property
    def latency(self) -> float | None:
        """Loop seconds from the interaction to the bot's acknowledgement (None if none)."""
        if self._inter.acked_at is None:
            return None
        return self._inter.acked_at - self._inter.created

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal (``data`` of a type-9 callback), if the bot answered with one."""
        if self._inter.response_type != MODAL or self._inter.response is None:
            return None
        return self._inter.response.get("data")

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        """Autocomplete choices (type-8 callback), if any."""
        if self._inter.response_type != 8 or self._inter.response is None:
            return None
        return (self._inter.response.get("data") or {}).get("choices", [])

    def __repr__(self) -> str:
        return (
            f"<InteractionResult {self._inter.name!r} type={self.type} ephemeral={self.ephemeral}>"
        )


def _format_record(record: logging.LogRecord) -> str:
    """The logger, message and traceback of a record: what a failing test should show."""
    text = f"{record.name}: {record.getMessage()}"
    if record.exc_info and record.exc_info[0] is not None:
        text += "\n" + "".join(traceback.format_exception(*record.exc_info))
    return text


class _ErrorCollector(logging.Handler):
    """Collects ERROR records: discord.py logs exceptions in commands and views and moves on."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(level=logging.ERROR)
        self.fake = fake

    def emit(self, record: logging.LogRecord) -> None:
        self.fake._on_log(record)


class FakeDiscord:
    """A fake Discord for one test: world building, the bot's lifecycle, users, inspection."""

    def __init__(
        self,
        *,
        fail_on_errors: bool = True,
        error_loggers: tuple[str, ...] = ("discord", "cardroom", "bot"),
        bot_name: str = "Cardroom",
        guild_name: str = "Cardroom Test Server",
        message_events: bool = True,
        wire: bool = False,
    ) -> None:
        self.server = FakeServer(clock=self._clock, bot_name=bot_name)
        self.server.gateway = self._gateway_event
        self.server.on_failure = self._fail
        self.server.on_invalid = self._on_invalid
        self.server.on_ack = self._on_ack
        self._ack_waiters: dict[int, asyncio.Future[None]] = {}
        self.fail_on_errors = fail_on_errors
        self.message_events = message_events
        self.errors: list[logging.LogRecord] = []
        self.failures: list[str] = []
        self.expected: list[str] = []
        self.leaked_tasks: list[str] = []
        self.bot: discord.Client | None = None
        self.guild: FakeGuild = self.server.add_guild(guild_name)
        self._error_loggers = error_loggers
        self._collector = _ErrorCollector(self)
        self._expect_depth = 0
        self._allow_unanswered_depth = 0
        self._unanswered_ok: set[int] = set()
        self._reported: set[int] = set()
        self._tracked: set[asyncio.Task[Any]] = set()
        self._seen_tasks: set[asyncio.Task[Any]] = set()
        self._task_checked: weakref.WeakSet[asyncio.Task[Any]] = weakref.WeakSet()
        self._factory: tuple[Any, Any, Any] | None = None
        self._drain: asyncio.Task[None] | None = None
        self._installed = False
        self._skew = 0.0
        self.wire = wire
        self._wire: WireServer | None = None
        self._bot_task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> FakeDiscord:
        if self.wire:
            self._wire = WireServer(self.server, self._ready_events)
            await self._wire.start()
        try:
            self.install()
        except BaseException:
            if self._wire is not None:
                await self._wire.close()
            raise
        self._install_task_factory()
        return self

    async def __aexit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            if self.bot is not None:
                await self.stop(check=False)
        finally:
            self._uninstall_task_factory()
            self.uninstall()
            if self._wire is not None:
                await self._wire.close()
        if exc_type is None:
            self.check()

    def install(self) -> None:
        """Patch discord.py and start collecting errors (``async with`` does this)."""
        if self._wire is not None:
            wire.install(self._wire)
        else:
            _patch.install(self._transport)
        self._installed = True
        for name in self._error_loggers:
            logging.getLogger(name).addHandler(self._collector)

    def uninstall(self) -> None:
        """Undo :meth:`install`; safe to call twice."""
        for name in self._error_loggers:
            logging.getLogger(name).removeHandler(self._collector)
        if self._installed:
            if self._wire is not None:
                wire.uninstall()
            else:
                _patch.uninstall()
            self._installed = False

    async def start(
        self, bot: discord.Client, *, sync: bool = False, register: bool = True
    ) -> None:
        """Log ``bot`` in (real ``login`` and ``setup_hook``), then READY and GUILD_CREATE.

        ``sync=True`` calls ``bot.tree.sync()`` (and per guild for guild commands) through the
        REST routes. Otherwise, with ``register=True``, the tree's commands are stored directly,
        as if synced on an earlier run, unless the bot synced during ``setup_hook``.
        """
        if not self._installed:
            raise RuntimeError("use `async with FakeDiscord() as fake:` before fake.start(bot)")
        if self.bot is not None:
            raise RuntimeError("a bot is already running on this fake; await fake.stop() first")
        self.bot = bot
        state = bot._connection
        if state.guild_ready_timeout > 0.05:
            # Production waits 2 s for late GUILD_CREATEs; the fake sends them all at once.
            state.guild_ready_timeout = 0.01
        if self._wire is not None:
            await self._start_wire(bot, sync=sync, register=register)
            return
        first = len(self.server.requests)
        await bot.login("fake-token")
        tree = state._command_tree
        if tree is not None:
            synced = any(
                r.method == "PUT" and "/commands" in r.path for r in self.server.requests[first:]
            )
            if sync:
                await self._sync(tree)
            elif register and not synced:
                self.register_commands(bot)
        shards = self._in_process_shards(bot)
        for shard in shards:
            state.parsers["READY"](self._ready_payload(shard))
        ready_task = state._ready_task
        all_members = bot.intents.members
        for guild in self.server.guilds.values():
            if any(self._in_shard(guild.id, shard) for shard in shards):
                payload = self.server.guild_payload(guild, all_members=all_members)
                state.parsers["GUILD_CREATE"](payload)
        if ready_task is not None:
            await ready_task
        await self.settle()

    def _in_process_shards(self, bot: discord.Client) -> list[tuple[int, int]]:
        """The shards an in-process bot runs, as ``launch_shards`` would set them up over the
        wire (an ``AutoShardedClient``: its ``shard_count``, else the fake's recommendation
        ``server.shards``; its ``shard_ids``, else all); a plain client: ``[(0, 1)]``."""
        if not isinstance(bot, discord.AutoShardedClient):
            return [(0, 1)]
        count = bot.shard_count or self.server.shards
        bot.shard_count = count
        ids = list(bot.shard_ids) if bot.shard_ids is not None else list(range(count))
        bot._connection.shard_count = count
        bot._connection.shard_ids = ids
        return [(i, count) for i in ids]

    @staticmethod
    def _in_shard(guild_id: int | None, shard: tuple[int, int]) -> bool:
        return (0 if guild_id is None else (guild_id >> 22) % shard[1]) == shard[0]

    async def _sync(self, tree: discord.app_commands.CommandTree) -> None:
        await tree.sync()
        for gid in self._tree_guild_ids(tree):
            await tree.sync(guild=discord.Object(gid))

    async def _start_wire(self, bot: discord.Client, *, sync: bool, register: bool) -> None:
        """``bot.start()`` exactly as in production, against the wire server."""
        tree = bot._connection._command_tree
        if tree is not None and register and not sync:
            self.register_commands(bot)
        self._bot_task = asyncio.get_running_loop().create_task(
            bot.start("fake-token"), name="fakediscord-wire:bot"
        )
        assert self._wire is not None
        identified = self._wire.identified
        identified.clear()

        async def ready_over_wire() -> None:
            await identified.wait()
            await bot.wait_until_ready()

        ready = asyncio.ensure_future(ready_over_wire())
        done, _ = await asyncio.wait(
            {ready, self._bot_task}, timeout=10, return_when=asyncio.FIRST_COMPLETED
        )
        if self._bot_task in done:
            ready.cancel()
            self._bot_task.result()
            raise AssertionError("bot.start() returned before the bot was ready")
        if ready not in done:
            ready.cancel()
            raise AssertionError("the bot did not become ready over the wire within 10 s")
        if tree is not None and sync:
            await self._sync(tree)
        await self.settle()

    def _ready_payload(self, shard: tuple[int, int] = (0, 1)) -> dict[str, Any]:
        guilds = [g for g in self.server.guilds if self._in_shard(g, shard)]
        return {
            "v": 10,
            "user": self.server.bot_user_payload(),
            "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
            "session_id": "fake-session",
            "resume_gateway_url": "wss://gateway.invalid",
            "application": {"id": str(self.server.application_id), "flags": 0},
            "shard": list(shard),
            "private_channels": [],
            "relationships": [],
        }

    def _ready_events(self, shard: tuple[int, int] = (0, 1)) -> list[tuple[str, dict[str, Any]]]:
        """What the gateway sends after IDENTIFY: READY, then one GUILD_CREATE per guild of
        the shard."""
        all_members = self.bot.intents.members if self.bot is not None else False
        events = [("READY", self._ready_payload(shard))]
        for guild in self.server.guilds.values():
            if not self._in_shard(guild.id, shard):
                continue
            events.append(
                ("GUILD_CREATE", self.server.guild_payload(guild, all_members=all_members))
            )
        return events

    def register_commands(self, bot: discord.Client) -> None:
        """Store the bot's tree as the registered commands, as if it had synced before."""
        tree = bot._connection._command_tree
        if tree is None:
            return
        self.server.register_commands(
            [c.to_dict(tree) for c in tree._get_all_commands(guild=None)], None
        )
        for gid in self._tree_guild_ids(tree):
            cmds = tree._get_all_commands(guild=discord.Object(gid))
            self.server.register_commands([c.to_dict(tree) for c in cmds], gid)

    @staticmethod
    def _tree_guild_ids(tree: discord.app_commands.CommandTree) -> list[int]:
        ids = set(tree._guild_commands)
        ids |= {gid for (_, gid, _) in tree._context_menus if gid is not None}
        return sorted(ids)

    async def stop(self, *, check: bool = True) -> None:
        """Settle, close the bot, detach it. Fake state survives: start a new bot to 'restart'."""
        bot = self.bot
        if bot is None:
            return
        try:
            await self.settle(check=False)
        finally:
            await bot.close()
            if self._bot_task is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self._bot_task, 5)
                self._bot_task = None
            self.bot = None
            for task in asyncio.all_tasks():
                name = task.get_name()
                if not task.done() and (name.startswith("cardroom:") or task in self._tracked):
                    self.leaked_tasks.append(name)
                    task.cancel()
            self._tracked.clear()
        if check:
            self.check()

    # ------------------------------------------------------------------ world building

    @property
    def bot_user(self) -> FakeUser:
        """The bot's own user."""
        return self.server.bot_user

    @property
    def application_id(self) -> int:
        """The application id (equal to the bot user's id, as on Discord)."""
        return self.server.application_id

    def add_guild(self, name: str = "Another Server") -> FakeGuild:
        """Another guild (sent to a running bot as GUILD_CREATE)."""
        guild = self.server.add_guild(name)
        if self.bot is not None:
            self._feed(
                "GUILD_CREATE",
                self.server.guild_payload(guild, all_members=self.bot.intents.members),
            )
        return guild

    def add_text_channel(
        self,
        guild: FakeGuild,
        name: str,
        *,
        bot_permissions: discord.Permissions | int | None = None,
    ) -> FakeChannel:
        """A text channel; ``bot_permissions`` replaces the bot's default permissions there."""
        channel = self.server.add_text_channel(guild, name, bot_permissions=bot_permissions)
        if self.bot is not None:
            self._feed("CHANNEL_CREATE", channel.to_dict(self.bot_user.id))
        return channel

    def set_bot_permissions(
        self, channel: FakeChannel, bot_permissions: discord.Permissions | int | None
    ) -> None:
        """Change what the bot may do in ``channel`` (sent to a running bot as CHANNEL_UPDATE)."""
        channel.bot_permissions = (
            None if bot_permissions is None else perms.as_int(bot_permissions, 0)
        )
        if self.bot is not None:
            self._feed("CHANNEL_UPDATE", channel.to_dict(self.bot_user.id))

    def add_member(
        self,
        guild: FakeGuild,
        name: str | FakeUser,
        *,
        permissions: discord.Permissions | int | None = None,
    ) -> FakeUser:
        """A member (a new user, or an existing ``FakeUser`` joining another guild).

        ``permissions`` are granted on top of @everyone's,
        e.g. ``Permissions(manage_threads=True)``.
        """
        user = name if isinstance(name, FakeUser) else self.server.new_user(name)
        member = self.server.add_member(guild, user, permissions=permissions)
        if self.bot is not None and self.bot.intents.members:
            self._feed("GUILD_MEMBER_ADD", dict(member.to_dict(), guild_id=str(guild.id)))
        return user

    # ------------------------------------------------------------------ inspection

    @property
    def requests(self) -> list[Request]:
        """Every HTTP request the bot made, in order (429s included)."""
        return self.server.requests

    def sent_payloads(self, *, kind: str | None = None) -> list[SentPayload]:
        """Everything the bot sent that someone sees, tagged public or ``visible_to`` a user id.

        Kinds: ``message``, ``edit`` (channel REST), ``response``, ``followup``,
        ``original_edit``, ``followup_edit`` (interaction token), ``modal``, ``autocomplete``,
        ``thread`` (thread names).
        """
        return [p for p in self.server.sent if kind is None or p.kind == kind]

    def _stored(self, channel: FakeChannel | FakeThread | int) -> list[StoredMessage]:
        cid = channel if isinstance(channel, int) else channel.id
        if cid not in self.server.messages:
            raise AssertionError(f"fakediscord knows no channel {channel!r}")
        return [m for m in self.server.messages[cid] if not m.deleted]

    def messages(
        self,
        channel: FakeChannel | FakeThread | int,
        *,
        visible_to: FakeUser | None = None,
        include_ephemeral: bool = False,
    ) -> list[dict[str, Any]]:
        """Messages in ``channel`` in order, edits applied, deletions removed.

        By default only public messages (what anyone reading the channel sees); ``visible_to=user``
        adds that user's ephemeral ones, ``include_ephemeral=True`` adds everyone's.
        """
        out = []
        for m in self._stored(channel):
            if (
                m.visible_to is None
                or include_ephemeral
                or (visible_to is not None and m.visible_to == visible_to.id)
            ):
                out.append(m.data)
        return out

    def last_message(
        self,
        channel: FakeChannel | FakeThread | int,
        *,
        visible_to: FakeUser | None = None,
        include_ephemeral: bool = False,
    ) -> dict[str, Any] | None:
        """The last of :meth:`messages` (same filters), or None."""
        msgs = self.messages(channel, visible_to=visible_to, include_ephemeral=include_ephemeral)
        return msgs[-1] if msgs else None

    def message(self, message_id: int | str) -> dict[str, Any] | None:
        """A stored message by id (None if unknown or deleted)."""
        stored = self.server.message_index.get(int(message_id))
        return None if stored is None or stored.deleted else stored.data

    def notifications(self, user: FakeUser) -> list[dict[str, Any]]:
        """The messages that notified ``user`` (new public messages that mention them and whose
        ``allowed_mentions`` let it through; never an edit), in order, deleted ones included."""
        return [m.data for uid, m in self.server.notifications if uid == user.id]

    def on_notification(self, callback: Callable[[FakeUser, dict[str, Any]], None]) -> None:
        """Call ``callback(user, message)`` whenever a message notifies a user (a simulated
        person who reacts to pings instead of watching the channel)."""
        users = self.server.users
        self.server.on_notify.append(lambda uid, msg: callback(users[uid], msg.data))

    def on_edit(self, callback: Callable[[dict[str, Any]], None]) -> None:
        """Call ``callback(message)`` whenever a stored message is edited, an ephemeral one too
        (a simulated person who watches their hand message follow the table)."""
        self.server.on_edit.append(lambda msg: callback(msg.data))

    def visible_to(self, message: dict[str, Any]) -> int | None:
        """None for a public message, else the id of the one user who can see it."""
        return self._resolve(message).visible_to

    def threads(self, channel: FakeChannel) -> list[FakeThread]:
        """Threads created under ``channel``, in creation order."""
        return self.server.threads_of(channel.id)

    def channel(self, channel_id: int | str) -> FakeChannel | FakeThread:
        """A channel or thread by id (e.g. from a message's ``channel_id``)."""
        return self.server.channels[int(channel_id)]

    def commands(self, guild: FakeGuild | None = None) -> list[dict[str, Any]]:
        """Registered commands: global ones, or a guild's."""
        return self.server.commands.get(guild.id if guild else None, [])

    @property
    def interactions(self) -> list[FakeInteraction]:
        """Every interaction the fake sent, in order."""
        return list(self.server.interactions.values())

    @property
    def unanswered(self) -> list[FakeInteraction]:
        """Interactions the bot has not acknowledged (yet)."""
        return [i for i in self.server.unacked.values() if not i.acknowledged]

    # ------------------------------------------------------------------ rules and failures

    def expire_tokens(self) -> None:
        """Make every interaction token issued so far invalid (Discord's 15 minutes)."""
        self.server.expire_tokens()

    def inject_rate_limit(
        self,
        route_pattern: str,
        retry_after: float = 0.05,
        *,
        count: int = 1,
        global_: bool = False,
    ) -> None:
        """The next ``count`` requests matching the regex (on ``"METHOD /path"``) get a 429."""
        self.server.rate_limits.append(
            {
                "pattern": route_pattern,
                "retry_after": retry_after,
                "count": count,
                "global": global_,
            }
        )

    def inject_failure(
        self,
        route_pattern: str,
        status: int = 503,
        *,
        code: int = 0,
        message: str = "Service Unavailable",
        count: int = 1,
    ) -> None:
        """The next ``count`` requests matching the regex (on ``"METHOD /path"``) get this
        error answer instead of the route's own (Discord's JSON shape: ``message`` and
        ``code``).  Note that discord.py itself retries 500, 502, 504 and 524 (sleeping 1 s,
        3 s, ...): a 503 or a 4xx reaches the bot at once."""
        self.server.failures_to_inject.append(
            {
                "pattern": route_pattern,
                "status": status,
                "code": code,
                "message": message,
                "count": count,
                "disconnect": False,
            }
        )

    def inject_disconnect(self, route_pattern: str, *, count: int = 1) -> None:
        """The next ``count`` matching requests lose their connection before any answer: the
        bot's request raises ``aiohttp.ServerDisconnectedError`` (not an ``HTTPException``),
        as when the network drops.  In-process transport only."""
        if self.wire:
            raise AssertionError("inject_disconnect is for the in-process transport")
        self.server.failures_to_inject.append(
            {
                "pattern": route_pattern,
                "status": 0,
                "code": 0,
                "message": "",
                "count": count,
                "disconnect": True,
            }
        )

    # ------------------------------------------------------------------ application emojis

    def application_emojis(self) -> list[dict[str, Any]]:
        """The application's emojis, in upload order: ``{"id", "name", "image", "animated",
        "by_bot"}`` (``image``: the uploaded bytes)."""
        keys = ("id", "name", "image", "animated", "by_bot")
        return [{k: getattr(e, k) for k in keys} for e in self.server.app_emojis.values()]

    def add_application_emoji(self, name: str, image: bytes | None = None) -> int:
        """Someone uploads an emoji in the developer portal (no checks, no request); its id."""
        return self.server.add_app_emoji(name, image or TINY_PNG, by_bot=False).id

    def delete_application_emoji(self, emoji: int | str) -> None:
        """Someone deletes an application emoji (by id or name) in the developer portal:
        later requests for it are ``404 10014 Unknown Emoji``, components naming it ``400``."""
        found = [e for e in self.server.app_emojis.values() if emoji in (e.id, e.name)]
        if not found:
            raise AssertionError(f"no application emoji {emoji!r}")
        for e in found:
            del self.server.app_emojis[e.id]

    def delete_channel(self, channel: FakeChannel | FakeThread | int) -> None:
        """A moderator deletes a channel or a thread (CHANNEL_DELETE / THREAD_DELETE); later
        requests to it get ``404 10003 Unknown Channel``."""
        self.server.delete_channel(channel if isinstance(channel, int) else channel.id)

    def delete_message(self, message: Any) -> None:
        """A moderator deletes a message (MESSAGE_DELETE); later edits get ``404 10008``."""
        self.server.delete_message_by_moderator(self._resolve(message).id)

    def archive_thread(self, thread: FakeThread | int, *, locked: bool = False) -> None:
        """Discord archives a thread after its inactivity period (THREAD_UPDATE): edits and
        deletes in it get ``400 50083`` until a post or an unarchive reopens it."""
        self.server.archive_thread(thread if isinstance(thread, int) else thread.id, locked=locked)

    @contextlib.contextmanager
    def expect_errors(self) -> Iterator[list[str]]:
        """Inside the block, logged errors and 50035 answers are expected: collected, not fatal."""
        self._expect_depth += 1
        start = len(self.expected)
        box: list[str] = []
        try:
            yield box
        finally:
            self._expect_depth -= 1
            box.extend(self.expected[start:])

    @contextlib.contextmanager
    def allow_unanswered(self) -> Iterator[None]:
        """Interactions created inside the block may stay unanswered without failing the test."""
        self._allow_unanswered_depth += 1
        try:
            yield
        finally:
            self._allow_unanswered_depth -= 1

    def track(self, task: asyncio.Task[Any]) -> asyncio.Task[Any]:
        """Make ``settle()`` wait for ``task`` (the bot may call this through a hook)."""
        self._tracked.add(task)
        return task

    def _fail(self, message: str) -> None:
        if self._expect_depth:
            self.expected.append(message)
        else:
            self.failures.append(message)

    def _on_invalid(self, req: Request) -> None:
        self._fail(f"Discord refused {req.method} {req.path}: 400 {req.response}")

    def _on_log(self, record: logging.LogRecord) -> None:
        if self._expect_depth:
            self.expected.append(_format_record(record))
            return
        self.errors.append(record)

    def check(self) -> None:
        """Raise if anything went wrong so far (failures, logged errors); then forget them."""
        problems = list(self.failures)
        if self.fail_on_errors:
            problems.extend(_format_record(rec) for rec in self.errors)
        self.failures.clear()
        self.errors.clear()
        if problems:
            raise AssertionError("fakediscord: " + "\n---\n".join(problems))

    # ------------------------------------------------------------------ waiting

    def _waited_for(self, task: asyncio.Task[Any]) -> bool:
        return task in self._tracked or task.get_name().startswith(WAITED_TASK_PREFIXES)

    async def settle(self, *, timeout: float = 30.0, check: bool = True) -> None:
        """Wait, without sleeping, until the work triggered so far is done; then check.

        Waits for discord.py's dispatch tasks, ``cardroom:`` tasks and tracked tasks; then every
        interaction must have been acknowledged (Discord's 3-second rule), and nothing may have
        been logged at ERROR. ``timeout`` (loop seconds) guards against a task that never ends.
        Concurrent callers (``asyncio.gather`` of many clicks) share one drain.
        """
        # Only interactions that existed when this call began are judged: their handlers were
        # already scheduled, so the drain waited for them. A click another coroutine sends while
        # we wait belongs to that coroutine's own settle().
        due = set(self.server.unacked)
        if self._drain is None or self._drain.done():
            self._drain = asyncio.get_running_loop().create_task(self._drain_tasks(timeout))
        await asyncio.shield(self._drain)
        self._collect_task_errors()
        for key, inter in list(self.server.unacked.items()):
            if key not in due:
                continue
            if inter.acknowledged or inter.id in self._reported or inter.id in self._unanswered_ok:
                continue
            self._reported.add(inter.id)
            self._fail(
                f"interaction {inter.id} ({inter.name or inter.type}) by {inter.user.name} was "
                "never acknowledged: the user saw 'This interaction failed' (3-second rule)"
            )
        if check:
            self.check()

    async def _drain_tasks(self, timeout: float) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        me = asyncio.current_task()
        idle = 0
        barrier_seq = -1
        while True:
            if self._wire is not None and self._wire.seq != barrier_seq:
                # Over the wire, an event is parsed only when the bot reads it: round-trip first.
                barrier_seq = self._wire.seq
                await self._wire.barrier(timeout=max(0.1, deadline - loop.time()))
                idle = 0
            pending = [
                t
                for t in asyncio.all_tasks()
                if t is not me and not t.done() and self._waited_for(t)
            ]
            if pending:
                idle = 0
                self._seen_tasks.update(pending)
                remaining = deadline - loop.time()
                if remaining <= 0:
                    names = ", ".join(sorted(t.get_name() for t in pending))
                    raise AssertionError(
                        f"fakediscord.settle() timed out after {timeout}s; still running: {names}"
                    )
                await asyncio.wait(pending, timeout=remaining)
                continue
            if idle < 3:
                # Let callbacks scheduled by the finished tasks create their follow-up tasks.
                idle += 1
                await asyncio.sleep(0)
                continue
            if self._wire is not None and self._wire.seq != barrier_seq:
                continue
            return

    def _collect_task_errors(self) -> None:
        """Fallback when no task factory is installed: check the tasks settle() waited for."""
        for task in list(self._seen_tasks):
            if task.done():
                self._seen_tasks.discard(task)
                self._on_task_done(task)

    def _on_task_done(self, task: asyncio.Task[Any]) -> None:
        """Waited-for tasks that died with an exception fail the test (nobody else would see it)."""
        if task.cancelled() or not self._waited_for(task) or task in self._task_checked:
            return
        self._task_checked.add(task)
        exc = task.exception()
        if exc is not None:
            tb = "".join(traceback.format_exception(exc))
            self._fail(f"task {task.get_name()!r} raised:\n{tb}")

    def _install_task_factory(self) -> None:
        """Watch every task created while the fake is active, to see the ones that crash fast."""
        loop = asyncio.get_running_loop()
        previous = loop.get_task_factory()
        on_done = self._on_task_done

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
            if previous is not None:
                task = previous(loop, coro, **kwargs)
            else:
                task = asyncio.Task(coro, loop=loop, **kwargs)
            task.add_done_callback(on_done)
            return task  # type: ignore[return-value]

        loop.set_task_factory(factory)  # type: ignore[arg-type]
        self._factory = (loop, factory, previous)

    def _uninstall_task_factory(self) -> None:
        if self._factory is None:
            return
        loop, factory, previous = self._factory
        if loop.get_task_factory() is factory:
            loop.set_task_factory(previous)
        self._factory = None

    # ------------------------------------------------------------------ transport and gateway

    def _clock(self) -> float:
        try:
            now = asyncio.get_running_loop().time()
        except RuntimeError:
            now = time.monotonic()
        return now + self._skew

    def advance(self, seconds: float) -> None:
        """Move the fake's clock forward (token age, answer deadline, a message's age for
        bulk delete) without sleeping.

        Only the fake's notion of time moves; the bot's ``asyncio.sleep`` timers do not.
        """
        self._skew += seconds
        self.server.skew += seconds

    def _transport(
        self,
        method: str,
        path: str,
        params: dict[str, str],
        payload: Any,
        files: list[tuple[str, str | None, bytes]],
    ) -> tuple[int, Any, dict[str, str]]:
        return self.server.handle(method, path, params, payload, files)

    def _feed(self, event: str, payload: dict[str, Any]) -> None:
        """Hand a gateway event to the running bot through discord.py's own parser."""
        if self.bot is None:
            raise AssertionError("no bot is running: await fake.start(bot) first")
        if self._wire is not None:
            self._wire.send(event, payload)
            return
        if not self._serves(wire.guild_of_event(event, payload)):
            return  # another shard's server: a bot that does not run that shard never hears it
        parser = self.bot._connection.parsers.get(event)
        if parser is not None:
            parser(clone(payload))

    def _serves(self, guild_id: int | None) -> bool:
        """Whether the in-process bot runs the shard of ``guild_id``."""
        bot = self.bot
        if not isinstance(bot, discord.AutoShardedClient) or bot.shard_count is None:
            return True
        ids = bot.shard_ids if bot.shard_ids is not None else range(bot.shard_count)
        return any(self._in_shard(guild_id, (i, bot.shard_count)) for i in ids)

    def _gateway_event(self, event: str, payload: dict[str, Any]) -> None:
        if self.bot is None or self.bot.is_closed():
            return
        if event in _MESSAGE_EVENTS and not self.message_events:
            return
        self._feed(event, payload)

    def dispatch(self, event: str, payload: dict[str, Any]) -> None:
        """Send any gateway event to the bot (escape hatch for events the fake does not model)."""
        self._feed(event, payload)

    # ------------------------------------------------------------------ users acting

    async def _run(self, inter: FakeInteraction, settle: bool = True) -> InteractionResult:
        if self._allow_unanswered_depth:
            self._unanswered_ok.add(inter.id)
        result = InteractionResult(self, inter)
        if settle:
            self._feed("INTERACTION_CREATE", inter.payload)
            await self.settle()
            return result
        # As a person sees it: the click returns once the bot answered (or after Discord's 3
        # seconds), whatever else the bot is busy with.  Nothing is checked here: the caller
        # settles (and so checks) later.
        waiter = asyncio.get_running_loop().create_future()
        self._ack_waiters[inter.id] = waiter
        self._feed("INTERACTION_CREATE", inter.payload)
        try:
            if inter.acked_at is None:
                await asyncio.wait_for(waiter, ANSWER_DEADLINE)
        except TimeoutError:
            pass
        finally:
            self._ack_waiters.pop(inter.id, None)
        return result

    def _on_ack(self, inter: FakeInteraction) -> None:
        waiter = self._ack_waiters.get(inter.id)
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _resolve(self, message: Any) -> StoredMessage:
        if message is None:
            raise AssertionError("no message given (fake.last_message(...) returned None?)")
        if isinstance(message, InteractionResult):
            message = message.message
            if message is None:
                raise AssertionError("that interaction result has no message")
        if isinstance(message, StoredMessage):
            return message
        mid = int(message["id"]) if isinstance(message, dict) else int(message)
        stored = self.server.message_index.get(mid)
        if stored is None:
            raise AssertionError(f"fakediscord has no message {mid}")
        if stored.deleted:
            raise AssertionError(f"message {mid} was deleted")
        return stored

    def _check_can_use(self, user: FakeUser, stored: StoredMessage) -> FakeChannel | FakeThread:
        channel = self.server.channels[stored.channel_id]
        if stored.visible_to is not None and stored.visible_to != user.id:
            raise AssertionError(
                f"{user.name} cannot see that ephemeral message "
                f"(it belongs to user {stored.visible_to})"
            )
        guild = self.server.guild_of(channel)
        if user.id not in guild.members:
            raise AssertionError(f"{user.name} is not a member of {guild.name}")
        if not self.server.permissions_in(channel, user.id) & perms.VIEW_CHANNEL:
            raise AssertionError(f"{user.name} cannot see {channel!r}")
        if (
            isinstance(channel, FakeThread)
            and channel.private
            and user.id not in channel.members
            and not self.server.permissions_in(channel, user.id) & perms.MANAGE_THREADS
        ):
            raise AssertionError(
                f"{user.name} is not a member of the private thread {channel.name!r}"
            )
        return channel

    def _check_user_in(self, user: FakeUser, channel: FakeChannel | FakeThread) -> None:
        guild = self.server.guild_of(channel)
        if user.id not in guild.members:
            raise AssertionError(f"{user.name} is not a member of {guild.name}")
        if not self.server.permissions_in(channel, user.id) & perms.VIEW_CHANNEL:
            raise AssertionError(f"{user.name} cannot see {channel!r}")

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel | FakeThread,
        command: str,
        /,
        *,
        settle: bool = True,
        **options: Any,
    ) -> InteractionResult:
        """``user`` runs ``/command`` (``"group sub"`` for subcommands) with options by name.
        ``settle=False``: return at the bot's answer, as ``click`` does."""
        inter = self._command_interaction(
            APPLICATION_COMMAND, user, channel, command, options, focused=None
        )
        return await self._run(inter, settle=settle)

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel | FakeThread,
        command: str,
        /,
        focused: str,
        **options: Any,
    ) -> list[dict[str, Any]]:
        """``user`` types into option ``focused``; returns the choices the bot offered."""
        inter = self._command_interaction(
            AUTOCOMPLETE, user, channel, command, options, focused=focused
        )
        result = await self._run(inter)
        return result.choices or []

    def _command_interaction(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel | FakeThread,
        command: str,
        options: dict[str, Any],
        *,
        focused: str | None,
    ) -> FakeInteraction:
        self._check_user_in(user, channel)
        guild = self.server.guild_of(channel)
        parts = command.strip().lstrip("/").split()
        if not parts:
            raise AssertionError("empty command")
        cmd = self.server.find_command(guild.id, parts[0])
        if cmd is None:
            known = sorted(
                {
                    c["name"]
                    for scope in (None, guild.id)
                    for c in self.server.commands.get(scope, [])
                }
            )
            raise AssertionError(f"/{parts[0]} is not a registered command (registered: {known})")
        node: dict[str, Any] = cmd
        top: list[dict[str, Any]] = []
        container = top
        for part in parts[1:]:
            sub = next(
                (o for o in node.get("options") or [] if o["name"] == part and o["type"] in (1, 2)),
                None,
            )
            if sub is None:
                subs = [o["name"] for o in node.get("options") or [] if o["type"] in (1, 2)]
                raise AssertionError(
                    f"/{command}: {part!r} is not a subcommand of {node['name']!r} (known: {subs})"
                )
            entry: dict[str, Any] = {"type": sub["type"], "name": part, "options": []}
            container.append(entry)
            container = entry["options"]
            node = sub
        specs = node.get("options") or []
        if any(o["type"] in (1, 2) for o in specs):
            subs = [o["name"] for o in specs if o["type"] in (1, 2)]
            raise AssertionError(f"/{command} is a group: name one of its subcommands {subs}")
        resolved: dict[str, dict[str, Any]] = {}
        by_name = {o["name"]: o for o in specs}
        for name, value in options.items():
            spec = by_name.get(name)
            if spec is None:
                raise AssertionError(
                    f"/{command} has no option {name!r} (options: {sorted(by_name)})"
                )
            is_focused = name == focused
            entry = {"type": spec["type"], "name": name}
            if is_focused:
                entry["value"] = str(value)
                entry["focused"] = True
            else:
                entry["value"] = self._option_value(command, spec, value, resolved, guild, channel)
            container.append(entry)
        if itype == APPLICATION_COMMAND:
            missing = [o["name"] for o in specs if o.get("required") and o["name"] not in options]
            if missing:
                raise AssertionError(f"/{command} is missing required options {missing}")
        elif focused not in by_name:
            raise AssertionError(f"/{command} has no option {focused!r} to autocomplete")
        elif focused not in options:
            container.append(
                {"type": by_name[focused]["type"], "name": focused, "value": "", "focused": True}
            )
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": top}
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return self.server.new_interaction(itype, user, channel, data, name=" ".join(parts))

    def _option_value(
        self,
        command: str,
        spec: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        guild: FakeGuild,
        channel: FakeChannel | FakeThread,
    ) -> Any:
        otype = spec["type"]
        name = spec["name"]
        where = f"/{command} option {name!r} ({_OPTION_TYPE_NAMES.get(otype, otype)})"
        if otype == 3:
            if not isinstance(value, str):
                raise AssertionError(f"{where} takes a string, got {value!r}")
            if "min_length" in spec and len(value) < spec["min_length"]:
                raise AssertionError(f"{where}: shorter than {spec['min_length']}")
            if "max_length" in spec and len(value) > spec["max_length"]:
                raise AssertionError(f"{where}: longer than {spec['max_length']}")
        elif otype in (4, 10):
            if (
                isinstance(value, bool)
                or not isinstance(value, int | float)
                or (otype == 4 and not isinstance(value, int))
            ):
                raise AssertionError(f"{where} takes a number, got {value!r}")
            if spec.get("min_value") is not None and value < spec["min_value"]:
                raise AssertionError(f"{where}: below the minimum {spec['min_value']}")
            if spec.get("max_value") is not None and value > spec["max_value"]:
                raise AssertionError(f"{where}: above the maximum {spec['max_value']}")
        elif otype == 5:
            if not isinstance(value, bool):
                raise AssertionError(f"{where} takes a bool, got {value!r}")
        elif otype in (6, 9):
            if not isinstance(value, FakeUser):
                raise AssertionError(f"{where} takes a FakeUser, got {value!r}")
            member = guild.members.get(value.id)
            resolved.setdefault("users", {})[str(value.id)] = value.to_dict()
            if member is not None:
                mdata = member.to_dict(with_user=False)
                mdata["permissions"] = str(self.server.permissions_in(channel, value.id))
                resolved.setdefault("members", {})[str(value.id)] = mdata
            return str(value.id)
        elif otype == 7:
            if not isinstance(value, FakeChannel | FakeThread):
                raise AssertionError(f"{where} takes a FakeChannel or FakeThread, got {value!r}")
            data = {
                "id": str(value.id),
                "name": value.name,
                "type": value.type,
                "permissions": str(self.server.permissions_in(value, self._any_user(guild))),
            }
            if isinstance(value, FakeThread):
                data["parent_id"] = str(value.parent_id)
                # Discord sends a resolved thread's owner and counts (AppCommandThread reads them).
                data["owner_id"] = str(value.owner_id)
                data["member_count"] = len(value.members)
                data["message_count"] = value.message_count
                data["thread_metadata"] = value.to_dict()["thread_metadata"]
            resolved.setdefault("channels", {})[str(value.id)] = data
            types = spec.get("channel_types")
            if types and value.type not in types:
                raise AssertionError(f"{where}: channel type {value.type} not in {types}")
            return str(value.id)
        else:
            raise AssertionError(f"{where}: fakediscord does not support this option type yet")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise AssertionError(
                f"{where}: {value!r} is not one of the choices {[c['value'] for c in choices]}"
            )
        return value

    def _any_user(self, guild: FakeGuild) -> int:
        return guild.owner_id

    def _components(self, stored: StoredMessage) -> list[dict[str, Any]]:
        return list(limits._walk(stored.data.get("components") or []))

    async def click(
        self,
        user: FakeUser,
        message: Any,
        *,
        label: str | None = None,
        custom_id: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """``user`` clicks the button with that label (or custom_id) on a rendered message.

        ``settle=False``: return as soon as this interaction is answered, without waiting for
        (or checking) anything else (load tests: people do not wait for each other)."""
        if (label is None) == (custom_id is None):
            raise TypeError("click() needs exactly one of label= or custom_id=")
        stored = self._resolve(message)
        channel = self._check_can_use(user, stored)
        buttons = [c for c in self._components(stored) if c.get("type") == limits.BUTTON]
        if label is not None:
            matches = [b for b in buttons if b.get("label") == label]
        else:
            matches = [b for b in buttons if b.get("custom_id") == custom_id]
        wanted = f"label={label!r}" if label is not None else f"custom_id={custom_id!r}"
        if not matches:
            shown = [b.get("label") or b.get("custom_id") for b in buttons]
            raise AssertionError(
                f"no button with {wanted} on message {stored.id} (buttons: {shown})"
            )
        if len(matches) > 1:
            raise AssertionError(f"{len(matches)} buttons with {wanted}; click by custom_id")
        button = matches[0]
        if button.get("disabled"):
            raise AssertionError(f"the button {wanted} is disabled")
        if button.get("style") in (5, 6):
            raise AssertionError(
                f"the button {wanted} is a link/premium button: Discord sends no interaction"
            )
        data = {"custom_id": button["custom_id"], "component_type": limits.BUTTON}
        inter = self.server.new_interaction(
            MESSAGE_COMPONENT, user, channel, data, message=stored, name=label or custom_id
        )
        return await self._run(inter, settle)

    async def select(
        self,
        user: FakeUser,
        message: Any,
        *,
        values: list[str],
        custom_id: str | None = None,
        placeholder: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """``user`` picks ``values`` in a string select (by custom_id, placeholder, or sole);
        ``settle`` as for :meth:`click`."""
        stored = self._resolve(message)
        channel = self._check_can_use(user, stored)
        selects = [c for c in self._components(stored) if c.get("type") in limits.SELECT_TYPES]
        if custom_id is not None:
            selects = [s for s in selects if s.get("custom_id") == custom_id]
        if placeholder is not None:
            selects = [s for s in selects if s.get("placeholder") == placeholder]
        if len(selects) != 1:
            raise AssertionError(
                f"expected one select (custom_id={custom_id!r}, placeholder={placeholder!r}) "
                f"on message {stored.id}, found {len(selects)}"
            )
        sel = selects[0]
        if sel.get("disabled"):
            raise AssertionError(f"the select {sel.get('custom_id')!r} is disabled")
        if sel["type"] != limits.STRING_SELECT:
            raise AssertionError("fakediscord supports string selects only (type 3)")
        values = list(values)
        allowed = [o["value"] for o in sel.get("options") or []]
        bad = [v for v in values if v not in allowed]
        if bad:
            raise AssertionError(
                f"{bad} are not options of the select {sel['custom_id']!r} (options: {allowed})"
            )
        if len(set(values)) != len(values):
            raise AssertionError(f"duplicate values {values}")
        lo, hi = sel.get("min_values", 1), sel.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise AssertionError(
                f"the select {sel['custom_id']!r} takes {lo}..{hi} values, got {len(values)}"
            )
        data = {
            "custom_id": sel["custom_id"],
            "component_type": limits.STRING_SELECT,
            "values": values,
        }
        inter = self.server.new_interaction(
            MESSAGE_COMPONENT,
            user,
            channel,
            data,
            message=stored,
            name=placeholder or sel["custom_id"],
        )
        return await self._run(inter, settle)

    async def submit_modal(
        self, user: FakeUser, result: InteractionResult, values: dict[str, Any]
    ) -> InteractionResult:
        """``user`` fills in and submits the modal the bot answered ``result`` with."""
        modal = result.modal
        if modal is None:
            raise AssertionError(f"{result!r} was not answered with a modal (type 9)")
        parent = result._inter
        if user.id != parent.user.id:
            raise AssertionError("only the user the modal was shown to can submit it")
        known: set[str] = set()
        rows: list[dict[str, Any]] = []
        for row in modal.get("components") or []:
            if row.get("type") == limits.ACTION_ROW:
                items = [self._modal_value(c, values, known) for c in row.get("components") or []]
                rows.append({"type": 1, "components": items})
            elif row.get("type") == limits.LABEL:
                out = {
                    "type": limits.LABEL,
                    "component": self._modal_value(row["component"], values, known),
                }
                if "id" in row:
                    out["id"] = row["id"]
                rows.append(out)
            elif row.get("type") == 10:
                rows.append({"type": 10, "id": row.get("id", 0), "content": row.get("content", "")})
        unknown = set(values) - known
        if unknown:
            raise AssertionError(
                f"the modal has no inputs {sorted(unknown)} (inputs: {sorted(known)})"
            )
        data = {"custom_id": modal["custom_id"], "components": rows}
        source = (
            self.server.message_index.get(parent.source_message_id)
            if parent.source_message_id
            else None
        )
        channel = self.server.channels[parent.channel_id]
        inter = self.server.new_interaction(
            MODAL_SUBMIT,
            user,
            channel,
            data,
            message=source,
            name=modal.get("title"),
            parent=parent,
        )
        return await self._run(inter)

    def _modal_value(
        self, comp: dict[str, Any], values: dict[str, Any], known: set[str]
    ) -> dict[str, Any]:
        cid = comp["custom_id"]
        known.add(cid)
        out: dict[str, Any] = {"type": comp["type"], "custom_id": cid}
        if "id" in comp:
            out["id"] = comp["id"]
        if comp["type"] == limits.TEXT_INPUT:
            value = values.get(cid, comp.get("value") or "")
            if not isinstance(value, str):
                raise AssertionError(f"text input {cid!r} takes a string")
            if comp.get("required", True) and not value:
                raise AssertionError(f"text input {cid!r} is required")
            if value and len(value) < comp.get("min_length", 0):
                raise AssertionError(
                    f"text input {cid!r} needs at least {comp['min_length']} characters"
                )
            if len(value) > comp.get("max_length", 4000):
                raise AssertionError(
                    f"text input {cid!r} takes at most {comp['max_length']} characters"
                )
            out["value"] = value
        elif comp["type"] == limits.STRING_SELECT:
            chosen = list(values.get(cid, []))
            allowed = [o["value"] for o in comp.get("options") or []]
            if any(v not in allowed for v in chosen):
                raise AssertionError(f"{chosen} are not all options of {cid!r} ({allowed})")
            lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
            if comp.get("required", True) and not lo <= len(chosen) <= hi:
                raise AssertionError(f"select {cid!r} takes {lo}..{hi} values")
            out["values"] = chosen
        else:
            raise AssertionError(f"fakediscord cannot fill modal component type {comp['type']}")
        return out
