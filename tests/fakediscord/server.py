"""The fake Discord server: state, REST routes, interaction tokens, permissions and limits.

It is transport-agnostic: :meth:`FakeServer.handle` takes a decoded request and returns
``(status, body, headers)``. The in-process transport (``_patch.py``) and the wire transport
(``wire.py``) both feed it, so both answer exactly alike. Gateway events that Discord would send as
a consequence of a REST call (THREAD_CREATE, MESSAGE_CREATE, ...) go to :attr:`FakeServer.gateway`.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import limits
from . import permissions as perms
from .models import (
    DISCORD_EPOCH_MS,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeThread,
    FakeUser,
    Request,
    SentPayload,
    Snowflakes,
    StoredMessage,
    iso_from_snowflake,
    now_iso,
)

TOKEN_LIFETIME = 15 * 60.0
ANSWER_DEADLINE = 3.0
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

# Interaction types (requests) and callback types (responses).
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
PONG, CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9

_MENTION = re.compile(r"<@!?(\d+)>")


class DiscordError(Exception):
    """An error answer (status and Discord's JSON body) raised inside a route handler."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(f"{status} {body}")
        self.status = status
        self.body = body


class Disconnected(Exception):
    """The connection dropped before Discord answered (``inject_disconnect``): the transport
    raises the client library's connection error instead of returning an answer."""


def _err(status: int, code: int, message: str) -> DiscordError:
    return DiscordError(status, {"message": message, "code": code})


def unknown_channel() -> DiscordError:
    """Discord's answer for a channel id it does not know."""
    return _err(404, 10003, "Unknown Channel")


def unknown_message() -> DiscordError:
    """Discord's answer for a message id it does not know."""
    return _err(404, 10008, "Unknown Message")


def missing_permissions() -> DiscordError:
    """Discord's 403 when the bot lacks a permission for the call."""
    return _err(403, 50013, "Missing Permissions")


def missing_access() -> DiscordError:
    """Discord's 403 when the bot cannot see the channel at all."""
    return _err(403, 50001, "Missing Access")


def archived_thread() -> DiscordError:
    """Discord's 400 for writes into an archived thread."""
    return _err(400, 50083, "Thread is archived")


@dataclass(eq=False)
class FakeInteraction:
    """An interaction the fake sent to the bot, and everything the bot answered on its token."""

    id: int
    token: str
    type: int
    user: FakeUser
    guild_id: int | None
    channel_id: int
    payload: dict[str, Any]
    created: float
    source_message_id: int | None = None
    name: str | None = None
    response: dict[str, Any] | None = None
    response_type: int | None = None
    acked_at: float | None = None
    original_message_id: int | None = None
    ephemeral: bool = False
    loading: bool = False
    followup_ids: list[int] = field(default_factory=list)
    expired: bool = False
    parent: FakeInteraction | None = None

    @property
    def acknowledged(self) -> bool:
        """True once the bot sent any callback for this interaction."""
        return self.response is not None


@dataclass(eq=False)
class AppEmoji:
    """An emoji the application owns (uploaded by the bot, or in the developer portal)."""

    id: int
    name: str
    image: bytes
    animated: bool = False
    by_bot: bool = True

    def payload(self, server: FakeServer) -> dict[str, Any]:
        """Discord's emoji object (``user``: the bot for an API upload, else the owner)."""
        user = server.bot_user if self.by_bot else server.owner
        return {
            "id": str(self.id),
            "name": self.name,
            "roles": [],
            "user": user.to_dict(),
            "require_colons": True,
            "managed": False,
            "animated": self.animated,
            "available": True,
        }


_IMAGE_URI = re.compile(r"data:image/(png|jpeg|jpg|gif|webp|avif);base64,(.*)", re.S)
_MAGIC = {
    "png": (b"\x89PNG\r\n\x1a\n",),
    "jpeg": (b"\xff\xd8\xff",),
    "jpg": (b"\xff\xd8\xff",),
    "gif": (b"GIF87a", b"GIF89a"),
    "webp": (b"RIFF",),
    "avif": (b"",),
}


@dataclass
class _Incoming:
    method: str
    path: str
    params: dict[str, str]
    json: Any
    files: list[tuple[str, str | None, bytes]]


GUILD_TIME_BASE = (1_577_836_800_000 - DISCORD_EPOCH_MS) // 2520 * 2520
"""The time part (ms since Discord's epoch) of the first guild id: early 2020, a multiple of
2520 (every count from 1 to 10 divides it): see ``FakeServer._guild_id``."""


class FakeServer:
    """Discord's state and REST behaviour, as seen by one bot application."""

    def __init__(self, *, clock: Callable[[], float], bot_name: str = "Cardroom") -> None:
        self.clock = clock
        self.ids = Snowflakes()
        self.application_id = self.ids.next()
        self.bot_user = FakeUser(self.application_id, bot_name, bot=True)
        self.owner = FakeUser(self.ids.next(), "server-owner")
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel | FakeThread] = {}
        self.users: dict[int, FakeUser] = {
            self.bot_user.id: self.bot_user,
            self.owner.id: self.owner,
        }
        self.messages: dict[int, list[StoredMessage]] = {}
        self.message_index: dict[int, StoredMessage] = {}
        self.interactions: dict[int, FakeInteraction] = {}
        self.unacked: dict[int, FakeInteraction] = {}
        self.tokens: dict[str, FakeInteraction] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {None: []}
        self.requests: list[Request] = []
        self.sent: list[SentPayload] = []
        self.rate_limits: list[dict[str, Any]] = []
        self.failures_to_inject: list[dict[str, Any]] = []
        """Rules of ``inject_failure``/``inject_disconnect``: answers Discord (or the network)
        gives instead of the route's own, for the next ``count`` matching requests."""
        self.gateway: Callable[[str, dict[str, Any]], None] = lambda event, data: None
        self.on_failure: Callable[[str], None] = lambda message: None
        self.on_invalid: Callable[[Request], None] = lambda request: None
        self.on_ack: Callable[[FakeInteraction], None] = lambda interaction: None
        self.notifications: list[tuple[int, StoredMessage]] = []
        """(user id, message) for every new message that notified a user (see ``_notify``)."""
        self.on_notify: list[Callable[[int, StoredMessage], None]] = []
        self.on_edit: list[Callable[[StoredMessage], None]] = []
        """Called after each edit of a stored message (``FakeDiscord.on_edit``)."""
        self.skew = 0.0
        """Seconds ``FakeDiscord.advance`` moved the fake's clock: a message's age counts them
        (bulk delete's 14 days)."""
        self.wire_gateway_url = "ws://127.0.0.1:0/"
        self.bot_role_ids: dict[int, int] = {}
        self.app_emojis: dict[int, AppEmoji] = {}
        """The application's own emojis (``/applications/{id}/emojis``), by id."""
        self.shards = 1
        """The shard count GET /gateway/bot recommends (a test sets it: an ``AutoShardedBot``
        without ``shard_count`` runs that many)."""
        self.max_guilds_per_shard = 2500
        """Discord's limit: a connection whose shard would hold more servers is closed with
        4011 (sharding required); a test lowers it instead of making 2,500 guilds."""

    # ------------------------------------------------------------------ world building

    def add_guild(self, name: str) -> FakeGuild:
        """A guild with @everyone, the bot's managed role, the bot and the owner as members."""
        gid = self._guild_id()
        guild = FakeGuild(gid, name, self.owner.id)
        guild.roles[gid] = FakeRole(gid, "@everyone", perms.EVERYONE_DEFAULT)
        bot_role = FakeRole(
            self.ids.next(), self.bot_user.name, perms.BOT_DEFAULT, position=1, managed=True
        )
        guild.roles[bot_role.id] = bot_role
        self.bot_role_ids[gid] = bot_role.id
        self.guilds[gid] = guild
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, gid, roles=[bot_role.id])
        guild.members[self.owner.id] = FakeMember(self.owner, gid)
        return guild

    def _guild_id(self) -> int:
        """Guild ids spread over the shards as Discord's do: the n-th guild's id has
        ``(id >> 22) % count == n % count`` for any count dividing 2520 (so the default guild
        is shard 0's, the next shard 1's, ...; other counts spread them too).  Their time part
        lies in 2020, before every other id, so they never meet one."""
        n = len(self.guilds)
        while (gid := (GUILD_TIME_BASE + n) << 22) in self.guilds:
            n += 1
        return gid

    def add_text_channel(
        self, guild: FakeGuild, name: str, *, bot_permissions: Any = None, topic: str | None = None
    ) -> FakeChannel:
        """A text channel; ``bot_permissions`` (None: default) become a member overwrite."""
        channel = FakeChannel(
            self.ids.next(),
            guild.id,
            name,
            position=len(guild.channels),
            bot_permissions=None if bot_permissions is None else perms.as_int(bot_permissions, 0),
            topic=topic,
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self.messages[channel.id] = []
        return channel

    def add_member(
        self, guild: FakeGuild, user: FakeUser, *, permissions: Any = None
    ) -> FakeMember:
        """Make ``user`` a member; extra ``permissions`` come through a role of their own."""
        roles: list[int] = []
        if permissions is not None:
            role = FakeRole(
                self.ids.next(), f"{user.name}-role", perms.as_int(permissions, 0), position=1
            )
            guild.roles[role.id] = role
            roles.append(role.id)
        member = FakeMember(user, guild.id, roles=roles)
        guild.members[user.id] = member
        self.users[user.id] = user
        return member

    def new_user(self, name: str) -> FakeUser:
        """A user not yet in any guild."""
        user = FakeUser(self.ids.next(), name)
        self.users[user.id] = user
        return user

    # ------------------------------------------------------------------ permissions

    def guild_of(self, channel: FakeChannel | FakeThread) -> FakeGuild:
        """The guild a channel or thread belongs to."""
        return self.guilds[channel.guild_id]

    def base_permissions(self, guild: FakeGuild, user_id: int) -> int:
        """Guild-level permissions: @everyone plus the member's roles (owner/admin: all)."""
        if user_id == guild.owner_id:
            return perms.ALL
        member = guild.members.get(user_id)
        value = guild.roles[guild.id].permissions
        if member is not None:
            for role_id in member.roles:
                role = guild.roles.get(role_id)
                if role is not None:
                    value |= role.permissions
        if value & perms.ADMINISTRATOR:
            return perms.ALL
        return value

    def permissions_in(self, channel: FakeChannel | FakeThread, user_id: int) -> int:
        """Discord's channel permission computation; threads use their parent's overwrites."""
        if isinstance(channel, FakeThread):
            parent = self.channels[channel.parent_id]
            assert isinstance(parent, FakeChannel)
            channel = parent
        guild = self.guild_of(channel)
        base = self.base_permissions(guild, user_id)
        if base == perms.ALL:
            return base
        for ow in channel.overwrites(self.bot_user.id):
            if int(ow["id"]) == user_id:
                base = perms.apply_overwrite(base, int(ow["allow"]), int(ow["deny"]))
        if not base & perms.VIEW_CHANNEL:
            return 0
        return base

    def bot_permissions_in(self, channel: FakeChannel | FakeThread) -> int:
        """What the bot may do in ``channel`` (its ``app_permissions``)."""
        return self.permissions_in(channel, self.bot_user.id)

    def _require(self, channel: FakeChannel | FakeThread, need: int) -> None:
        have = self.bot_permissions_in(channel)
        if not have & perms.VIEW_CHANNEL:
            raise missing_access()
        if have & need != need:
            raise missing_permissions()

    # ------------------------------------------------------------------ payloads

    def channel_payload(self, channel: FakeChannel | FakeThread) -> dict[str, Any]:
        """The channel object Discord returns for ``channel``."""
        if isinstance(channel, FakeThread):
            return channel.to_dict(member_id=self.bot_user.id)
        return channel.to_dict(self.bot_user.id)

    def guild_payload(self, guild: FakeGuild, *, all_members: bool = False) -> dict[str, Any]:
        """GUILD_CREATE: without the members intent Discord sends only the bot's own member."""
        members = [
            m.to_dict()
            for uid, m in guild.members.items()
            if all_members or uid == self.bot_user.id
        ]
        threads = [
            self.channel_payload(t)
            for t in self.channels.values()
            if isinstance(t, FakeThread) and t.guild_id == guild.id and not t.archived
        ]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "roles": [r.to_dict() for r in guild.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "member_count": len(guild.members),
            "members": members,
            "channels": [c.to_dict(self.bot_user.id) for c in guild.channels.values()],
            "threads": threads,
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "large": False,
            "unavailable": False,
            "joined_at": now_iso(),
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "vanity_url_code": None,
            "application_id": None,
            "max_members": 500000,
        }

    def member_payload(
        self, guild: FakeGuild, user: FakeUser, channel: FakeChannel | FakeThread
    ) -> dict[str, Any]:
        """The ``member`` of an interaction: with the user and their permissions in the channel."""
        member = guild.members.get(user.id)
        if member is None:
            raise AssertionError(
                f"{user!r} is not a member of {guild!r}; use fake.add_member first"
            )
        data = member.to_dict()
        data["permissions"] = str(self.permissions_in(channel, user.id))
        return data

    def bot_user_payload(self) -> dict[str, Any]:
        """``GET /users/@me`` for the bot."""
        data = self.bot_user.to_dict()
        data.update({"verified": True, "mfa_enabled": False, "flags": 0, "locale": "en-US"})
        return data

    def application_payload(self) -> dict[str, Any]:
        """``GET /oauth2/applications/@me``."""
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.owner.to_dict(),
            "team": None,
            "bot": self.bot_user_payload(),
            "rpc_origins": [],
            "interactions_endpoint_url": None,
            "tags": [],
        }

    # ------------------------------------------------------------------ lookups

    def channel(self, channel_id: int) -> FakeChannel | FakeThread:
        """A channel or thread by id, or Discord's 404."""
        try:
            return self.channels[channel_id]
        except KeyError:
            raise unknown_channel() from None

    def stored(self, channel_id: int, message_id: int) -> StoredMessage:
        """A stored (not deleted) message in ``channel_id``, or Discord's 404."""
        msg = self.message_index.get(message_id)
        if msg is None or msg.deleted or msg.channel_id != channel_id:
            raise unknown_message()
        return msg

    def threads_of(self, channel_id: int) -> list[FakeThread]:
        """Threads whose parent is ``channel_id``, in creation order."""
        return [
            t
            for t in self.channels.values()
            if isinstance(t, FakeThread) and t.parent_id == channel_id
        ]

    def find_command(self, guild_id: int | None, name: str) -> dict[str, Any] | None:
        """A registered chat-input command: guild commands first, then global ones."""
        for scope in (guild_id, None):
            for cmd in self.commands.get(scope, []):
                if cmd["name"] == name and cmd.get("type", 1) == 1:
                    return cmd
        return None

    # ------------------------------------------------------------------ request entry point

    def handle(
        self,
        method: str,
        path: str,
        params: dict[str, str],
        payload: Any,
        files: list[tuple[str, str | None, bytes]],
    ) -> tuple[int, Any, dict[str, str]]:
        """Answer one request: ``(status, JSON body or None, extra headers)``."""
        req = Request(method, path, dict(params), payload, files)
        self.requests.append(req)
        limited = self._take_rate_limit(req)
        if limited is not None:
            req.status, req.response = 429, limited[0]
            return 429, limited[0], limited[1]
        failure = self._take_failure(req)
        if failure is not None:
            if failure["disconnect"]:
                req.status, req.response = 0, None
                raise Disconnected(req.route)
            body = {"message": failure["message"], "code": failure["code"]}
            req.status, req.response = failure["status"], body
            return failure["status"], body, {}
        handler, match = self._route(method, path)
        if handler is None:
            req.status = 404
            req.response = {"message": "404: Not Found", "code": 0}
            msg = f"fakediscord does not know the route {method} {path}"
            self.on_failure(msg)
            raise AssertionError(msg)
        try:
            status, body = handler(req, *match.groups())
        except DiscordError as exc:
            req.status, req.response = exc.status, exc.body
            if exc.status == 400 and exc.body.get("code") == 50035:
                self.on_invalid(req)
            return exc.status, exc.body, {}
        except Exception as exc:
            # A bug in the fake (or a payload it did not expect): say so, loudly.
            self.on_failure(f"fakediscord failed on {method} {path}: {exc!r}")
            raise
        # A snapshot: stored messages keep changing, the answer given does not.
        snapshot = clone(body)
        req.status, req.response = status, snapshot
        return status, snapshot, {}

    def _take_failure(self, req: Request) -> dict[str, Any] | None:
        for rule in self.failures_to_inject:
            if rule["count"] > 0 and re.search(rule["pattern"], req.route):
                rule["count"] -= 1
                return rule
        return None

    def delete_channel(self, channel_id: int) -> None:
        """A moderator deletes a channel or thread: every later request to it is a 404
        (``10003 Unknown Channel``), its messages go with it (CHANNEL/THREAD_DELETE)."""
        channel = self.channel(channel_id)
        del self.channels[channel_id]
        for msg in self.messages.get(channel_id, []):
            msg.deleted = True
        data = {"id": str(channel.id), "guild_id": str(channel.guild_id)}
        if isinstance(channel, FakeThread):
            data.update(parent_id=str(channel.parent_id), type=channel.type)
            self.gateway("THREAD_DELETE", data)
        else:
            data["type"] = 0
            self.gateway("CHANNEL_DELETE", data)

    def delete_message_by_moderator(self, message_id: int) -> None:
        """Someone with Manage Messages deletes a message (MESSAGE_DELETE)."""
        msg = self.message_index.get(message_id)
        if msg is None or msg.deleted:
            raise AssertionError(f"no message {message_id} to delete")
        self._delete(msg)

    def archive_thread(self, thread_id: int, *, locked: bool = False) -> None:
        """Discord archives an inactive thread (its auto-archive timer), as THREAD_UPDATE."""
        thread = self._thread(str(thread_id))
        thread.archived = True
        thread.locked = thread.locked or locked
        thread.archive_timestamp = now_iso()
        self.gateway("THREAD_UPDATE", self.channel_payload(thread))

    def _take_rate_limit(self, req: Request) -> tuple[dict[str, Any], dict[str, str]] | None:
        for rule in self.rate_limits:
            if rule["count"] > 0 and re.search(rule["pattern"], req.route):
                rule["count"] -= 1
                retry = rule["retry_after"]
                body = {
                    "message": "You are being rate limited.",
                    "retry_after": retry,
                    "global": rule["global"],
                }
                headers = {
                    "Via": "1.1 google",
                    "Retry-After": str(max(1, int(retry))),
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset-After": str(retry),
                    "X-RateLimit-Scope": "shared" if not rule["global"] else "global",
                }
                if rule["global"]:
                    headers["X-RateLimit-Global"] = "true"
                return body, headers
        return None

    def _route(self, method: str, path: str) -> tuple[Any, Any]:
        for m, pattern, handler in self._routes():
            if m != method:
                continue
            match = pattern.fullmatch(path)
            if match:
                return handler, match
        return None, None

    def _routes(self) -> list[tuple[str, re.Pattern[str], Callable[..., tuple[int, Any]]]]:
        try:
            return self._route_table
        except AttributeError:
            pass
        s = r"(\d+)"
        tok = r"([^/]+)"
        table = [
            ("GET", "/users/@me", self._get_me),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", f"/users/{s}", self._get_user),
            ("GET", f"/applications/{s}/commands", self._get_commands),
            ("PUT", f"/applications/{s}/commands", self._put_commands),
            ("POST", f"/applications/{s}/commands", self._post_command),
            ("GET", f"/applications/{s}/emojis", self._list_app_emojis),
            ("POST", f"/applications/{s}/emojis", self._create_app_emoji),
            ("GET", f"/applications/{s}/emojis/{s}", self._get_app_emoji),
            ("PATCH", f"/applications/{s}/emojis/{s}", self._patch_app_emoji),
            ("DELETE", f"/applications/{s}/emojis/{s}", self._delete_app_emoji),
            ("GET", f"/applications/{s}/guilds/{s}/commands", self._get_commands),
            ("PUT", f"/applications/{s}/guilds/{s}/commands", self._put_commands),
            ("POST", f"/applications/{s}/guilds/{s}/commands", self._post_command),
            ("GET", f"/guilds/{s}", self._get_guild),
            ("GET", f"/guilds/{s}/channels", self._get_guild_channels),
            ("GET", f"/guilds/{s}/members/{s}", self._get_member),
            ("GET", f"/guilds/{s}/threads/active", self._get_active_threads),
            ("GET", f"/channels/{s}", self._get_channel),
            ("PATCH", f"/channels/{s}", self._patch_channel),
            ("POST", f"/channels/{s}/typing", self._typing),
            ("GET", f"/channels/{s}/messages", self._get_history),
            ("POST", f"/channels/{s}/messages", self._post_message),
            ("GET", f"/channels/{s}/messages/{s}", self._get_message),
            ("PATCH", f"/channels/{s}/messages/{s}", self._patch_message),
            ("DELETE", f"/channels/{s}/messages/{s}", self._delete_message),
            ("POST", f"/channels/{s}/messages/bulk-delete", self._bulk_delete),
            ("PUT", f"/channels/{s}/messages/{s}/reactions/{tok}/@me", self._no_content),
            ("DELETE", f"/channels/{s}/messages/{s}/reactions/{tok}/@me", self._no_content),
            ("PUT", f"/channels/{s}/messages/pins/{s}", self._pin),
            ("DELETE", f"/channels/{s}/messages/pins/{s}", self._unpin),
            ("POST", f"/channels/{s}/messages/{s}/threads", self._thread_from_message),
            ("POST", f"/channels/{s}/threads", self._thread_without_message),
            ("PUT", f"/channels/{s}/thread-members/(@me|\\d+)", self._add_thread_member),
            ("DELETE", f"/channels/{s}/thread-members/(@me|\\d+)", self._remove_thread_member),
            ("GET", f"/channels/{s}/thread-members", self._list_thread_members),
            ("POST", f"/interactions/{s}/{tok}/callback", self._callback),
            ("POST", f"/webhooks/{s}/{tok}", self._followup),
            ("GET", f"/webhooks/{s}/{tok}/messages/(@original|\\d+)", self._get_webhook_message),
            (
                "PATCH",
                f"/webhooks/{s}/{tok}/messages/(@original|\\d+)",
                self._patch_webhook_message,
            ),
            (
                "DELETE",
                f"/webhooks/{s}/{tok}/messages/(@original|\\d+)",
                self._delete_webhook_message,
            ),
        ]
        self._route_table = [(m, re.compile(p), h) for m, p, h in table]
        return self._route_table

    # ------------------------------------------------------------------ simple routes

    def _get_me(self, req: Request) -> tuple[int, Any]:
        return 200, self.bot_user_payload()

    def _get_application(self, req: Request) -> tuple[int, Any]:
        return 200, self.application_payload()

    def _get_gateway(self, req: Request) -> tuple[int, Any]:
        return 200, {"url": self.wire_gateway_url}

    def _get_gateway_bot(self, req: Request) -> tuple[int, Any]:
        return 200, {
            "url": self.wire_gateway_url,
            "shards": self.shards,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }

    def _get_user(self, req: Request, user_id: str) -> tuple[int, Any]:
        user = self.users.get(int(user_id))
        if user is None:
            raise _err(404, 10013, "Unknown User")
        return 200, user.to_dict()

    def _get_guild(self, req: Request, guild_id: str) -> tuple[int, Any]:
        guild = self._guild(guild_id)
        data = self.guild_payload(guild)
        for key in (
            "members",
            "channels",
            "threads",
            "presences",
            "voice_states",
            "joined_at",
            "large",
        ):
            data.pop(key, None)
        return 200, data

    def _guild(self, guild_id: str) -> FakeGuild:
        guild = self.guilds.get(int(guild_id))
        if guild is None:
            raise _err(404, 10004, "Unknown Guild")
        return guild

    def _get_guild_channels(self, req: Request, guild_id: str) -> tuple[int, Any]:
        guild = self._guild(guild_id)
        return 200, [c.to_dict(self.bot_user.id) for c in guild.channels.values()]

    def _get_member(self, req: Request, guild_id: str, user_id: str) -> tuple[int, Any]:
        member = self._guild(guild_id).members.get(int(user_id))
        if member is None:
            raise _err(404, 10007, "Unknown Member")
        return 200, member.to_dict()

    def _get_active_threads(self, req: Request, guild_id: str) -> tuple[int, Any]:
        guild = self._guild(guild_id)
        threads = [
            t
            for t in self.channels.values()
            if isinstance(t, FakeThread) and t.guild_id == guild.id and not t.archived
        ]
        members = [
            {
                "id": str(t.id),
                "user_id": str(self.bot_user.id),
                "join_timestamp": t.created_at,
                "flags": 0,
            }
            for t in threads
            if self.bot_user.id in t.members
        ]
        return 200, {"threads": [t.to_dict() for t in threads], "members": members}

    # ------------------------------------------------------------------ application emojis

    def _app(self, app_id: str) -> None:
        """Only the bot's own application: another one's emojis are out of reach."""
        if int(app_id) != self.application_id:
            raise missing_access()

    def _app_emoji(self, emoji_id: str) -> AppEmoji:
        emoji = self.app_emojis.get(int(emoji_id))
        if emoji is None:
            raise _err(404, 10014, "Unknown Emoji")
        return emoji

    def _list_app_emojis(self, req: Request, app_id: str) -> tuple[int, Any]:
        self._app(app_id)
        return 200, {"items": [e.payload(self) for e in self.app_emojis.values()]}

    def _get_app_emoji(self, req: Request, app_id: str, emoji_id: str) -> tuple[int, Any]:
        self._app(app_id)
        return 200, self._app_emoji(emoji_id).payload(self)

    def _check_emoji_name(self, name: Any, errors: limits.ErrorTree, own: int | None) -> None:
        limits.check_emoji_name(errors, name)
        if not errors and any(e.name == name and e.id != own for e in self.app_emojis.values()):
            errors.add(
                ("name",), "APPLICATION_EMOJI_NAME_ALREADY_TAKEN", "Emoji name already taken"
            )

    def _create_app_emoji(self, req: Request, app_id: str) -> tuple[int, Any]:
        self._app(app_id)
        body = req.json or {}
        errors = limits.ErrorTree()
        self._check_emoji_name(body.get("name"), errors, None)
        image, animated = _decode_image(errors, body.get("image"))
        if errors:
            raise DiscordError(400, errors.body())
        if len(self.app_emojis) >= limits.APP_EMOJIS_MAX:
            raise _err(400, 30008, f"Maximum number of emojis reached ({limits.APP_EMOJIS_MAX})")
        emoji = self.add_app_emoji(body["name"], image, animated=animated)
        return 201, emoji.payload(self)

    def add_app_emoji(
        self, name: str, image: bytes, *, animated: bool = False, by_bot: bool = True
    ) -> AppEmoji:
        """Store a new application emoji (the route, or an upload in the developer portal)."""
        emoji = AppEmoji(self.ids.next(), name, image, animated, by_bot)
        self.app_emojis[emoji.id] = emoji
        return emoji

    def _patch_app_emoji(self, req: Request, app_id: str, emoji_id: str) -> tuple[int, Any]:
        self._app(app_id)
        emoji = self._app_emoji(emoji_id)
        body = req.json or {}
        if "name" in body:
            errors = limits.ErrorTree()
            self._check_emoji_name(body["name"], errors, emoji.id)
            if errors:
                raise DiscordError(400, errors.body())
            emoji.name = body["name"]
        return 200, emoji.payload(self)

    def _delete_app_emoji(self, req: Request, app_id: str, emoji_id: str) -> tuple[int, Any]:
        self._app(app_id)
        del self.app_emojis[self._app_emoji(emoji_id).id]
        return 204, None

    def _no_content(self, req: Request, *args: str) -> tuple[int, Any]:
        return 204, None

    def _pin(self, req: Request, channel_id: str, message_id: str) -> tuple[int, Any]:
        return self._set_pinned(channel_id, message_id, True)

    def _unpin(self, req: Request, channel_id: str, message_id: str) -> tuple[int, Any]:
        return self._set_pinned(channel_id, message_id, False)

    def _set_pinned(self, channel_id: str, message_id: str, pinned: bool) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        msg = self.stored(channel.id, int(message_id))
        self._require(channel, perms.MANAGE_MESSAGES)
        self._check_writable_thread(channel, sending=False)
        msg.data["pinned"] = pinned
        return 204, None

    def _typing(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        self._require(channel, self._send_permission(channel))
        return 204, None

    # ------------------------------------------------------------------ commands

    def _put_commands(
        self, req: Request, app_id: str, guild_id: str | None = None
    ) -> tuple[int, Any]:
        scope = int(guild_id) if guild_id else None
        if scope is not None:
            self._guild(guild_id or "0")
        payload = req.json or []
        errors = limits.ErrorTree()
        for i, cmd in enumerate(payload):
            limits.check_command(errors, cmd, (i,))
        if errors:
            raise DiscordError(400, errors.body())
        old = {(c["name"], c.get("type", 1)): c for c in self.commands.get(scope, [])}
        stored = []
        for cmd in payload:
            prev = old.get((cmd["name"], cmd.get("type", 1)))
            stored.append(self._command_record(cmd, scope, prev["id"] if prev else None))
        self.commands[scope] = stored
        return 200, stored

    def _post_command(
        self, req: Request, app_id: str, guild_id: str | None = None
    ) -> tuple[int, Any]:
        scope = int(guild_id) if guild_id else None
        cmd = req.json or {}
        errors = limits.ErrorTree()
        limits.check_command(errors, cmd, ())
        if errors:
            raise DiscordError(400, errors.body())
        existing = self.commands.setdefault(scope, [])
        for i, c in enumerate(existing):
            if c["name"] == cmd["name"] and c.get("type", 1) == cmd.get("type", 1):
                existing[i] = self._command_record(cmd, scope, c["id"])
                return 200, existing[i]
        record = self._command_record(cmd, scope, None)
        existing.append(record)
        return 201, record

    def _get_commands(
        self, req: Request, app_id: str, guild_id: str | None = None
    ) -> tuple[int, Any]:
        return 200, self.commands.get(int(guild_id) if guild_id else None, [])

    def _command_record(
        self, cmd: dict[str, Any], scope: int | None, cid: str | None
    ) -> dict[str, Any]:
        record = copy.deepcopy(cmd)
        record.setdefault("type", 1)
        record.setdefault("options", [])
        record["id"] = cid or str(self.ids.next())
        record["application_id"] = str(self.application_id)
        record["version"] = str(self.ids.next())
        record.setdefault("default_member_permissions", None)
        record.setdefault("nsfw", False)
        record.setdefault("description", "")
        if scope is not None:
            record["guild_id"] = str(scope)
        return record

    def register_commands(self, payload: list[dict[str, Any]], scope: int | None) -> None:
        """Store commands as if the bot had synced them earlier (no request recorded)."""
        old = {(c["name"], c.get("type", 1)): c for c in self.commands.get(scope, [])}
        self.commands[scope] = [
            self._command_record(
                cmd,
                scope,
                old[(cmd["name"], cmd.get("type", 1))]["id"]
                if (cmd["name"], cmd.get("type", 1)) in old
                else None,
            )
            for cmd in payload
        ]

    # ------------------------------------------------------------------ channels and threads

    def _get_channel(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        if not self.bot_permissions_in(channel) & perms.VIEW_CHANNEL:
            raise missing_access()
        return 200, self.channel_payload(channel)

    def _patch_channel(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        body = req.json or {}
        have = self.bot_permissions_in(channel)
        if not have & perms.VIEW_CHANNEL:
            raise missing_access()
        errors = limits.ErrorTree()
        if "name" in body:
            errors.length_between(("name",), body["name"], 1, limits.THREAD_NAME_MAX)
        if errors:
            raise DiscordError(400, errors.body())
        if isinstance(channel, FakeChannel):
            if not have & perms.MANAGE_CHANNELS:
                raise missing_permissions()
            if "name" in body:
                channel.name = body["name"]
            if "topic" in body:
                channel.topic = body["topic"]
            data = self.channel_payload(channel)
            self.gateway("CHANNEL_UPDATE", data)
            return 200, data
        manage = bool(have & perms.MANAGE_THREADS)
        owner = channel.owner_id == self.bot_user.id
        if "locked" in body and bool(body["locked"]) != channel.locked and not manage:
            raise missing_permissions()
        if channel.locked and not manage:
            raise missing_permissions()
        if not (manage or owner):
            raise missing_permissions()
        if "name" in body:
            self._record_sent(req, "thread", {"name": body["name"]}, channel.id, None)
            channel.name = body["name"]
        if "archived" in body:
            if bool(body["archived"]) != channel.archived:
                channel.archive_timestamp = now_iso()
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        if "auto_archive_duration" in body:
            channel.auto_archive_duration = int(body["auto_archive_duration"])
        if "invitable" in body:
            channel.invitable = bool(body["invitable"])
        data = self.channel_payload(channel)
        self.gateway("THREAD_UPDATE", data)
        return 200, data

    def _thread_from_message(
        self, req: Request, channel_id: str, message_id: str
    ) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        if isinstance(channel, FakeThread):
            raise _err(400, 50024, "Cannot execute action on this channel type")
        msg = self.stored(channel.id, int(message_id))
        self._require(channel, perms.CREATE_PUBLIC_THREADS)
        body = req.json or {}
        errors = limits.ErrorTree()
        limits.check_thread(errors, body)
        if errors:
            raise DiscordError(400, errors.body())
        if msg.id in self.channels:
            raise _err(400, 160004, "A thread has already been created for this message")
        thread = self._make_thread(channel, msg.id, body, 11)
        thread.starter_message_id = msg.id
        msg.data["flags"] = (msg.data.get("flags") or 0) | (1 << 5)
        msg.data["thread"] = thread.to_dict()
        self._record_sent(req, "thread", {"name": thread.name}, channel.id, None)
        return 201, self._announce_thread(thread)

    def _thread_without_message(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        if isinstance(channel, FakeThread):
            raise _err(400, 50024, "Cannot execute action on this channel type")
        body = req.json or {}
        ttype = int(body.get("type") or 12)
        if ttype not in (11, 12):
            raise DiscordError(
                400, _field_error(("type",), "BASE_TYPE_CHOICES", "Value must be one of {11, 12}.")
            )
        self._require(
            channel, perms.CREATE_PUBLIC_THREADS if ttype == 11 else perms.CREATE_PRIVATE_THREADS
        )
        errors = limits.ErrorTree()
        limits.check_thread(errors, body)
        if errors:
            raise DiscordError(400, errors.body())
        thread = self._make_thread(channel, self.ids.next(), body, ttype)
        if ttype == 12:
            thread.invitable = bool(body.get("invitable", True))
        self._record_sent(req, "thread", {"name": thread.name}, channel.id, None)
        data = self._announce_thread(thread)
        if ttype == 11:
            # Discord posts a THREAD_CREATED system message in the parent channel.
            system = self._store_message(
                channel,
                {"content": thread.name},
                author=self.bot_user,
                msg_type=18,
            )
            system.data["message_reference"] = {
                "type": 0,
                "channel_id": str(thread.id),
                "guild_id": str(thread.guild_id),
            }
            self.gateway("MESSAGE_CREATE", system.data)
        return 201, data

    def _make_thread(
        self, parent: FakeChannel, thread_id: int, body: dict[str, Any], ttype: int
    ) -> FakeThread:
        thread = FakeThread(
            id=thread_id,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            name=body["name"],
            owner_id=self.bot_user.id,
            type=ttype,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            members={self.bot_user.id},
        )
        self.channels[thread.id] = thread
        self.messages[thread.id] = []
        return thread

    def _announce_thread(self, thread: FakeThread) -> dict[str, Any]:
        data = self.channel_payload(thread)
        event = dict(data, newly_created=True)
        self.gateway("THREAD_CREATE", event)
        return data

    def _thread(self, channel_id: str) -> FakeThread:
        thread = self.channel(int(channel_id))
        if not isinstance(thread, FakeThread):
            raise _err(400, 50024, "Cannot execute action on this channel type")
        return thread

    def _add_thread_member(self, req: Request, channel_id: str, user: str) -> tuple[int, Any]:
        thread = self._thread(channel_id)
        have = self.bot_permissions_in(thread)
        if not have & perms.VIEW_CHANNEL:
            raise missing_access()
        if thread.archived:
            raise archived_thread()
        if user == "@me":
            uid = self.bot_user.id
        else:
            uid = int(user)
            if not have & perms.SEND_MESSAGES_IN_THREADS:
                raise missing_permissions()
            if (
                thread.private
                and self.bot_user.id not in thread.members
                and not have & perms.MANAGE_THREADS
            ):
                raise missing_permissions()
            if uid not in self.guild_of(thread).members:
                raise _err(404, 10007, "Unknown Member")
        thread.members.add(uid)
        return 204, None

    def _remove_thread_member(self, req: Request, channel_id: str, user: str) -> tuple[int, Any]:
        thread = self._thread(channel_id)
        if thread.archived:
            raise archived_thread()
        uid = self.bot_user.id if user == "@me" else int(user)
        if uid != self.bot_user.id and not self.bot_permissions_in(thread) & perms.MANAGE_THREADS:
            raise missing_permissions()
        thread.members.discard(uid)
        return 204, None

    def _list_thread_members(self, req: Request, channel_id: str) -> tuple[int, Any]:
        thread = self._thread(channel_id)
        return 200, [
            {
                "id": str(thread.id),
                "user_id": str(uid),
                "join_timestamp": thread.created_at,
                "flags": 0,
            }
            for uid in sorted(thread.members)
        ]

    # ------------------------------------------------------------------ messages

    def _send_permission(self, channel: FakeChannel | FakeThread) -> int:
        return (
            perms.SEND_MESSAGES_IN_THREADS
            if isinstance(channel, FakeThread)
            else perms.SEND_MESSAGES
        )

    def _check_writable_thread(self, channel: FakeChannel | FakeThread, *, sending: bool) -> None:
        """Archived threads refuse writes; sending into an unlocked one unarchives it."""
        if not isinstance(channel, FakeThread) or not channel.archived:
            return
        manage = bool(self.bot_permissions_in(channel) & perms.MANAGE_THREADS)
        if channel.locked and not manage:
            raise archived_thread()
        if not sending:
            raise archived_thread()
        channel.archived = False
        channel.archive_timestamp = now_iso()
        self.gateway("THREAD_UPDATE", self.channel_payload(channel))

    def _validate_message(
        self, req: Request, payload: dict[str, Any], *, prefix: tuple = (), creating: bool
    ) -> None:
        errors = limits.ErrorTree()
        limits.check_message(
            errors,
            payload,
            prefix=prefix,
            creating=creating,
            has_files=bool(req.files),
            emojis=self.app_emojis.keys(),
        )
        if errors:
            raise DiscordError(400, errors.body())
        if creating and limits.is_empty_message(payload, has_files=bool(req.files)):
            raise _err(400, 50006, "Cannot send an empty message")

    def _post_message(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        payload = req.json or {}
        need = self._send_permission(channel) | (perms.ATTACH_FILES if req.files else 0)
        if (
            isinstance(channel, FakeThread)
            and channel.private
            and self.bot_user.id not in channel.members
        ):
            need |= perms.MANAGE_THREADS
        self._require(channel, need)
        self._validate_message(req, payload, creating=True)
        self._check_writable_thread(channel, sending=True)
        if payload.get("flags", 0) & limits.FLAG_EPHEMERAL:
            raise DiscordError(
                400, _field_error(("flags",), "MESSAGE_FLAGS_INVALID", "Cannot set ephemeral flag")
            )
        ref = payload.get("message_reference")
        if ref and ref.get("fail_if_not_exists", True) and ref.get("message_id"):
            target = self.message_index.get(int(ref["message_id"]))
            if target is None or target.deleted:
                raise DiscordError(
                    400,
                    _field_error(
                        ("message_reference",),
                        "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                        "Unknown message",
                    ),
                )
        msg = self._store_message(
            channel, payload, author=self.bot_user, files=req.files, msg_type=19 if ref else 0
        )
        req.ephemeral, req.visible_to = False, None
        self._record_sent(req, "message", payload, channel.id, None, msg.id)
        self._notify(msg, payload)
        self.gateway("MESSAGE_CREATE", msg.data)
        return 200, msg.data

    def _get_message(self, req: Request, channel_id: str, message_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        self._require(channel, perms.READ_MESSAGE_HISTORY)
        msg = self.stored(channel.id, int(message_id))
        if msg.visible_to is not None:
            raise unknown_message()
        return 200, msg.data

    def _get_history(self, req: Request, channel_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        self._require(channel, perms.READ_MESSAGE_HISTORY)
        limit = int(req.params.get("limit", 50))
        msgs = [
            m for m in self.messages.get(channel.id, []) if not m.deleted and m.visible_to is None
        ]
        if "before" in req.params:
            msgs = [m for m in msgs if m.id < int(req.params["before"])]
        if "after" in req.params:
            msgs = [m for m in msgs if m.id > int(req.params["after"])]
            return 200, [m.data for m in msgs[:limit]][::-1]
        return 200, [m.data for m in msgs[::-1][:limit]]

    def _patch_message(self, req: Request, channel_id: str, message_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        msg = self.stored(channel.id, int(message_id))
        if not self.bot_permissions_in(channel) & perms.VIEW_CHANNEL:
            raise missing_access()
        if msg.visible_to is not None:
            raise unknown_message()
        payload = req.json or {}
        if int(msg.data["author"]["id"]) != self.bot_user.id and set(payload) - {"flags"}:
            raise _err(403, 50005, "Cannot edit a message authored by another user")
        self._validate_message(req, payload, creating=False)
        self._check_writable_thread(channel, sending=False)
        self._edit_message(msg, payload, req.files)
        req.ephemeral, req.visible_to = False, None
        self._record_sent(req, "edit", payload, channel.id, None, msg.id)
        self.gateway("MESSAGE_UPDATE", msg.data)
        return 200, msg.data

    def _delete_message(self, req: Request, channel_id: str, message_id: str) -> tuple[int, Any]:
        channel = self.channel(int(channel_id))
        msg = self.stored(channel.id, int(message_id))
        if msg.visible_to is not None:
            raise unknown_message()
        if int(msg.data["author"]["id"]) != self.bot_user.id:
            self._require(channel, perms.MANAGE_MESSAGES)
        self._check_writable_thread(channel, sending=False)
        self._delete(msg)
        return 204, None

    def _bulk_delete(self, req: Request, channel_id: str) -> tuple[int, Any]:
        """Discord's bulk delete: 2 to 100 ids (duplicates and unknown ones count), none older
        than 14 days (``50034``), Manage Messages needed even for the bot's own messages; ids
        that are not messages of this channel are ignored.  One MESSAGE_DELETE_BULK."""
        channel = self.channel(int(channel_id))
        self._require(channel, perms.MANAGE_MESSAGES)
        ids = (req.json or {}).get("messages")
        if not isinstance(ids, list) or not 2 <= len(ids) <= 100:
            n = len(ids) if isinstance(ids, list) else 0
            code = "BASE_TYPE_MIN_LENGTH" if n < 2 else "BASE_TYPE_MAX_LENGTH"
            limit = "at least 2" if n < 2 else "100 or fewer"
            raise DiscordError(
                400, _field_error(("messages",), code, f"Must be {limit} in length.")
            )
        now = (time.time() + self.skew) * 1000
        found = []
        for raw in dict.fromkeys(int(x) for x in ids):
            if now - ((raw >> 22) + DISCORD_EPOCH_MS) > 14 * 24 * 3600 * 1000:
                raise _err(
                    400, 50034, "You can only bulk delete messages that are under 14 days old."
                )
            msg = self.message_index.get(raw)
            mine = msg is not None and msg.channel_id == channel.id and msg.visible_to is None
            if msg is not None and mine and not msg.deleted:
                found.append(msg)
        self._check_writable_thread(channel, sending=False)
        for msg in found:
            msg.deleted = True
        data = {
            "ids": [str(m.id) for m in found],
            "channel_id": str(channel.id),
            "guild_id": str(channel.guild_id),
        }
        self.gateway("MESSAGE_DELETE_BULK", data)
        return 204, None

    def _delete(self, msg: StoredMessage) -> None:
        msg.deleted = True
        channel = self.channels.get(msg.channel_id)
        data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
        if channel is not None:
            data["guild_id"] = str(channel.guild_id)
        if msg.visible_to is None:
            self.gateway("MESSAGE_DELETE", data)

    def _attachments(
        self, channel_id: int, files: list[tuple[str, str | None, bytes]], meta: list[Any]
    ) -> list[dict[str, Any]]:
        out = []
        for i, (_, filename, content) in enumerate(files):
            aid = self.ids.next()
            name = filename or f"file{i}"
            info = next((a for a in meta if str(a.get("id")) == str(i)), {}) if meta else {}
            att = {
                "id": str(aid),
                "filename": name,
                "size": len(content),
                "url": f"https://cdn.discordapp.com/attachments/{channel_id}/{aid}/{name}",
                "proxy_url": f"https://media.discordapp.net/attachments/{channel_id}/{aid}/{name}",
                "content_type": _content_type(name),
            }
            if info.get("description"):
                att["description"] = info["description"]
            out.append(att)
        return out

    def _mentions(self, content: str | None) -> list[dict[str, Any]]:
        if not content:
            return []
        seen: list[dict[str, Any]] = []
        for uid in dict.fromkeys(int(x) for x in _MENTION.findall(content)):
            user = self.users.get(uid)
            if user is not None:
                seen.append(user.to_dict())
        return seen

    def _notify(self, msg: StoredMessage, payload: dict[str, Any]) -> None:
        """Who a *new* public message notifies, as Discord decides: the users mentioned in its
        content that ``allowed_mentions`` lets through (all of them without one).  An edit
        notifies nobody, whatever it mentions; nor does an ephemeral message."""
        content = payload.get("content") or ""
        mentioned = dict.fromkeys(int(x) for x in _MENTION.findall(content))
        allowed = payload.get("allowed_mentions")
        if allowed is not None and "users" not in (allowed.get("parse") or []):
            listed = {int(u) for u in allowed.get("users") or []}
            mentioned = {u: None for u in mentioned if u in listed}
        for uid in mentioned:
            if uid in self.users and uid != self.bot_user.id:
                self.notifications.append((uid, msg))
                for hook in list(self.on_notify):
                    hook(uid, msg)

    def _store_message(
        self,
        channel: FakeChannel | FakeThread,
        payload: dict[str, Any],
        *,
        author: FakeUser,
        files: list[tuple[str, str | None, bytes]] | None = None,
        visible_to: int | None = None,
        interaction: FakeInteraction | None = None,
        msg_type: int = 0,
        flags: int | None = None,
    ) -> StoredMessage:
        mid = self.ids.next()
        content = payload.get("content") or ""
        data: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel.id),
            "guild_id": str(channel.guild_id),
            "author": author.to_dict(),
            "content": content,
            "timestamp": iso_from_snowflake(mid),
            "edited_timestamp": None,
            "tts": bool(payload.get("tts", False)),
            "mention_everyone": False,
            "mentions": self._mentions(content),
            "mention_roles": [],
            "attachments": self._attachments(
                channel.id, files or [], payload.get("attachments") or []
            ),
            "embeds": [dict({"type": "rich"}, **e) for e in payload.get("embeds") or []],
            "pinned": False,
            "type": msg_type,
            "flags": payload.get("flags", 0) if flags is None else flags,
            "components": clone(payload.get("components") or []),
        }
        if payload.get("message_reference"):
            ref = dict(payload["message_reference"])
            ref.setdefault("channel_id", str(channel.id))
            ref.setdefault("guild_id", str(channel.guild_id))
            data["message_reference"] = ref
        if interaction is not None:
            data["webhook_id"] = str(self.application_id)
            data["application_id"] = str(self.application_id)
            data["interaction_metadata"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user.to_dict(),
                "authorizing_integration_owners": {"0": str(interaction.guild_id)},
            }
            if interaction.type == APPLICATION_COMMAND:
                data["interaction_metadata"]["name"] = interaction.name
            data["interaction"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "name": interaction.name or "",
                "user": interaction.user.to_dict(),
            }
        if isinstance(channel, FakeThread):
            data["position"] = channel.message_count
            channel.message_count += 1
        channel.last_message_id = mid
        msg = StoredMessage(
            data,
            channel.id,
            visible_to=visible_to,
            interaction_id=interaction.id if interaction else None,
        )
        self.messages.setdefault(channel.id, []).append(msg)
        self.message_index[mid] = msg
        return msg

    def _edit_message(
        self,
        msg: StoredMessage,
        payload: dict[str, Any],
        files: list[tuple[str, str | None, bytes]],
    ) -> None:
        data = msg.data
        if "content" in payload:
            data["content"] = payload["content"] or ""
            data["mentions"] = self._mentions(data["content"])
        if "embeds" in payload:
            data["embeds"] = [dict({"type": "rich"}, **e) for e in payload["embeds"] or []]
        if "components" in payload:
            data["components"] = clone(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            keep = data.get("flags", 0) & (limits.FLAG_EPHEMERAL | (1 << 5))
            data["flags"] = keep | (
                payload["flags"] & ~(limits.FLAG_EPHEMERAL | limits.FLAG_LOADING)
            )
        if "attachments" in payload:
            kept_ids = {str(a.get("id")) for a in payload["attachments"] or []}
            data["attachments"] = [a for a in data["attachments"] if a["id"] in kept_ids]
        if files:
            data["attachments"] += self._attachments(
                msg.channel_id, files, payload.get("attachments") or []
            )
        data["edited_timestamp"] = now_iso()
        for hook in list(self.on_edit):
            hook(msg)

    def _record_sent(
        self,
        req: Request,
        kind: str,
        payload: Any,
        channel_id: int | None,
        visible_to: int | None,
        message_id: int | None = None,
    ) -> None:
        self.sent.append(SentPayload(kind, payload, channel_id, visible_to, req, message_id))

    # ------------------------------------------------------------------ interactions

    def new_interaction(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel | FakeThread,
        data: dict[str, Any],
        *,
        message: StoredMessage | None = None,
        name: str | None = None,
        parent: FakeInteraction | None = None,
    ) -> FakeInteraction:
        """Build the INTERACTION_CREATE payload a user's action produces, and remember its token."""
        guild = self.guild_of(channel)
        iid = self.ids.next()
        token = f"fake-{iid}-{secrets.token_hex(8)}"
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": "en-US", "features": []},
            "channel_id": str(channel.id),
            "channel": self.channel_payload(channel),
            "member": self.member_payload(guild, user, channel),
            "app_permissions": str(self.bot_permissions_in(channel)),
            "locale": user.locale,
            "guild_locale": "en-US",
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "data": data,
        }
        if message is not None:
            payload["message"] = clone(message.data)
        inter = FakeInteraction(
            id=iid,
            token=token,
            type=itype,
            user=user,
            guild_id=guild.id,
            channel_id=channel.id,
            payload=payload,
            created=self.clock(),
            source_message_id=message.id if message is not None else None,
            name=name,
            parent=parent,
        )
        self.interactions[iid] = inter
        self.unacked[iid] = inter
        self.tokens[token] = inter
        return inter

    def expire_tokens(self) -> None:
        """Every token issued so far stops working, as after Discord's 15 minutes."""
        for inter in self.interactions.values():
            inter.expired = True

    def _token_interaction(self, app_id: str, token: str) -> FakeInteraction:
        inter = self.tokens.get(token)
        if inter is None or int(app_id) != self.application_id:
            raise _err(404, 10015, "Unknown Webhook")
        if inter.expired or self.clock() - inter.created > TOKEN_LIFETIME:
            inter.expired = True
            raise _err(401, 50027, "Invalid Webhook Token")
        return inter

    def _callback(self, req: Request, interaction_id: str, token: str) -> tuple[int, Any]:
        inter = self.interactions.get(int(interaction_id))
        if inter is None or inter.token != token:
            raise _err(404, 10062, "Unknown interaction")
        if inter.acknowledged:
            raise _err(400, 40060, "Interaction has already been acknowledged.")
        elapsed = self.clock() - inter.created
        if elapsed > ANSWER_DEADLINE or inter.expired:
            self.on_failure(
                f"interaction {inter.id} ({inter.name or inter.type}) answered after "
                f"{elapsed:.2f}s (Discord's limit is {ANSWER_DEADLINE:.0f}s): "
                "the user saw 'This interaction failed'"
            )
            raise _err(404, 10062, "Unknown interaction")
        body = req.json or {}
        ctype = body.get("type")
        data = body.get("data") or {}
        channel = self.channel(inter.channel_id)
        allowed = {
            APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_MESSAGE, MODAL},
            MESSAGE_COMPONENT: {
                CHANNEL_MESSAGE,
                DEFERRED_MESSAGE,
                DEFERRED_UPDATE,
                UPDATE_MESSAGE,
                MODAL,
            },
            MODAL_SUBMIT: {CHANNEL_MESSAGE, DEFERRED_MESSAGE}
            | ({DEFERRED_UPDATE, UPDATE_MESSAGE} if inter.source_message_id else set()),
            AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
            PING: {PONG},
        }[inter.type]
        if ctype not in allowed:
            raise DiscordError(
                400,
                _field_error(
                    ("type",),
                    "INTERACTION_RESPONSE_TYPE_INVALID",
                    f"Invalid interaction response type {ctype}",
                ),
            )
        errors = limits.ErrorTree()
        if ctype in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            limits.check_message(
                errors,
                data,
                prefix=("data",),
                creating=ctype == CHANNEL_MESSAGE,
                emojis=self.app_emojis.keys(),
            )
        elif ctype == MODAL:
            limits.check_modal(errors, data, prefix=("data",))
        elif ctype == AUTOCOMPLETE_RESULT:
            limits.check_autocomplete(errors, data, prefix=("data",))
        if errors:
            raise DiscordError(400, errors.body())
        if ctype == CHANNEL_MESSAGE and limits.is_empty_message(data, has_files=bool(req.files)):
            raise _err(400, 50006, "Cannot send an empty message")

        resource: dict[str, Any] = {"type": ctype}
        info: dict[str, Any] = {"id": str(inter.id), "type": inter.type}
        message: StoredMessage | None = None
        if ctype == CHANNEL_MESSAGE:
            flags = data.get("flags", 0) or 0
            inter.ephemeral = bool(flags & limits.FLAG_EPHEMERAL)
            visible = inter.user.id if inter.ephemeral else None
            message = self._store_message(
                channel,
                data,
                author=self.bot_user,
                files=req.files,
                visible_to=visible,
                interaction=inter,
                msg_type=20 if inter.type == APPLICATION_COMMAND else 0,
            )
            inter.original_message_id = message.id
            self._record_sent(req, "response", body, channel.id, visible, message.id)
        elif ctype == DEFERRED_MESSAGE:
            flags = data.get("flags", 0) or 0
            inter.ephemeral = bool(flags & limits.FLAG_EPHEMERAL)
            inter.loading = True
            visible = inter.user.id if inter.ephemeral else None
            message = self._store_message(
                channel,
                {},
                author=self.bot_user,
                visible_to=visible,
                interaction=inter,
                msg_type=20 if inter.type == APPLICATION_COMMAND else 0,
                flags=limits.FLAG_LOADING | (flags & limits.FLAG_EPHEMERAL),
            )
            inter.original_message_id = message.id
            self._record_sent(req, "response", body, channel.id, visible, message.id)
        elif ctype in (UPDATE_MESSAGE, DEFERRED_UPDATE):
            message = self.message_index[inter.source_message_id]  # type: ignore[index]
            inter.ephemeral = message.visible_to is not None
            if ctype == UPDATE_MESSAGE:
                self._edit_message(message, data, req.files)
                self._record_sent(req, "response", body, channel.id, message.visible_to, message.id)
                if message.visible_to is None:
                    self.gateway("MESSAGE_UPDATE", message.data)
        elif ctype == MODAL:
            self._record_sent(req, "modal", body, channel.id, inter.user.id)
        elif ctype == AUTOCOMPLETE_RESULT:
            self._record_sent(req, "autocomplete", body, channel.id, inter.user.id)
        req.ephemeral = inter.ephemeral if message is not None else None
        req.visible_to = message.visible_to if message is not None else None
        inter.response = body
        self.unacked.pop(inter.id, None)
        inter.response_type = ctype
        inter.acked_at = self.clock()
        self.on_ack(inter)
        if message is not None:
            info["response_message_id"] = str(message.id)
            info["response_message_loading"] = ctype == DEFERRED_MESSAGE
            info["response_message_ephemeral"] = message.visible_to is not None
            if ctype != DEFERRED_UPDATE:
                resource["message"] = message.data
        if (
            message is not None
            and ctype in (CHANNEL_MESSAGE, DEFERRED_MESSAGE)
            and message.visible_to is None
        ):
            if ctype == CHANNEL_MESSAGE:
                self._notify(message, data)
            self.gateway("MESSAGE_CREATE", message.data)
        if req.params.get("with_response") not in ("1", "true", "True"):
            return 204, None
        answer: dict[str, Any] = {"interaction": info}
        if ctype not in (DEFERRED_UPDATE, MODAL, AUTOCOMPLETE_RESULT, PONG):
            answer["resource"] = resource
        return 200, answer

    def _followup(self, req: Request, app_id: str, token: str) -> tuple[int, Any]:
        inter = self._token_interaction(app_id, token)
        if not inter.acknowledged or inter.response_type in (MODAL, AUTOCOMPLETE_RESULT):
            raise _err(404, 10015, "Unknown Webhook")
        payload = req.json or {}
        self._validate_message(req, payload, creating=True)
        channel = self.channel(inter.channel_id)
        if inter.loading and inter.original_message_id is not None:
            # The first follow-up after a "thinking" deferral completes the loading message.
            msg = self.message_index[inter.original_message_id]
            self._edit_message(msg, payload, req.files)
            msg.data["flags"] = msg.data.get("flags", 0) & ~limits.FLAG_LOADING
            inter.loading = False
            self._record_sent(req, "followup", payload, channel.id, msg.visible_to, msg.id)
            req.ephemeral, req.visible_to = msg.visible_to is not None, msg.visible_to
            if msg.visible_to is None:
                self.gateway("MESSAGE_UPDATE", msg.data)
        else:
            flags = payload.get("flags", 0) or 0
            visible = inter.user.id if flags & limits.FLAG_EPHEMERAL else None
            msg = self._store_message(
                channel,
                payload,
                author=self.bot_user,
                files=req.files,
                visible_to=visible,
                interaction=inter,
            )
            inter.followup_ids.append(msg.id)
            self._record_sent(req, "followup", payload, channel.id, visible, msg.id)
            req.ephemeral, req.visible_to = visible is not None, visible
            if visible is None:
                self._notify(msg, payload)
                self.gateway("MESSAGE_CREATE", msg.data)
        if req.params.get("wait") in ("1", "true", "True"):
            return 200, msg.data
        return 204, None

    def _webhook_target(self, inter: FakeInteraction, which: str) -> StoredMessage:
        """``@original`` is the response message, or the component's message after type 6/7."""
        if not inter.acknowledged:
            raise unknown_message()
        mid: int | None
        if which == "@original":
            if inter.response_type in (DEFERRED_UPDATE, UPDATE_MESSAGE):
                mid = inter.source_message_id
            else:
                mid = inter.original_message_id
        else:
            mid = int(which)
            if mid not in inter.followup_ids and mid != inter.original_message_id:
                raise unknown_message()
        msg = self.message_index.get(mid) if mid is not None else None
        if msg is None or msg.deleted:
            raise unknown_message()
        return msg

    def _get_webhook_message(
        self, req: Request, app_id: str, token: str, which: str
    ) -> tuple[int, Any]:
        inter = self._token_interaction(app_id, token)
        return 200, self._webhook_target(inter, which).data

    def _patch_webhook_message(
        self, req: Request, app_id: str, token: str, which: str
    ) -> tuple[int, Any]:
        inter = self._token_interaction(app_id, token)
        msg = self._webhook_target(inter, which)
        payload = req.json or {}
        self._validate_message(req, payload, creating=False)
        channel = self.channel(msg.channel_id)
        if msg.visible_to is None:
            self._check_writable_thread(channel, sending=False)
        self._edit_message(msg, payload, req.files)
        if msg.data.get("flags", 0) & limits.FLAG_LOADING:
            msg.data["flags"] &= ~limits.FLAG_LOADING
            inter.loading = False
        kind = "original_edit" if which == "@original" else "followup_edit"
        self._record_sent(req, kind, payload, msg.channel_id, msg.visible_to, msg.id)
        req.ephemeral, req.visible_to = msg.visible_to is not None, msg.visible_to
        if msg.visible_to is None:
            self.gateway("MESSAGE_UPDATE", msg.data)
        return 200, msg.data

    def _delete_webhook_message(
        self, req: Request, app_id: str, token: str, which: str
    ) -> tuple[int, Any]:
        inter = self._token_interaction(app_id, token)
        msg = self._webhook_target(inter, which)
        self._delete(msg)
        return 204, None


def _decode_image(errors: limits.ErrorTree, data: Any) -> tuple[bytes, bool]:
    """An emoji's ``image``: a data URI of a JPEG, PNG, GIF, WebP or AVIF, at most 256 KiB.
    Returns the bytes and whether it is animated (a GIF)."""
    if data is None:
        errors.add(("image",), "BASE_TYPE_REQUIRED", "This field is required")
        return b"", False
    m = _IMAGE_URI.fullmatch(data) if isinstance(data, str) else None
    raw = b""
    if m is not None:
        try:
            raw = base64.b64decode(m.group(2), validate=True)
        except (binascii.Error, ValueError):
            m = None
    if m is None or not raw.startswith(_MAGIC[m.group(1)]):
        errors.add(("image",), "IMAGE_INVALID", "Invalid image data")
        return b"", False
    if len(raw) > limits.EMOJI_IMAGE_MAX:
        errors.add(("image",), "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb.")
    return raw, m.group(1) == "gif"


def _field_error(path: tuple[str | int, ...], code: str, message: str) -> dict[str, Any]:
    errors = limits.ErrorTree()
    errors.add(path, code, message)
    return errors.body()


def _content_type(filename: str) -> str:
    ext = filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    return {
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "txt": "text/plain; charset=utf-8",
        "json": "application/json",
    }.get(ext, "application/octet-stream")


def clone(data: Any) -> Any:
    """A deep copy through JSON: fast, and proves the data is what Discord could send."""
    return json.loads(json.dumps(data))


def dumps(data: Any) -> str:
    """JSON the way Discord sends it (compact)."""
    return json.dumps(data, separators=(",", ":"))
