"""The fake's world (guilds, channels, threads, users) and the records tests inspect.

These are plain objects owned by the fake server; they serialise themselves to the JSON Discord
would send, so discord.py builds its cache from the same payloads as in production.
"""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass, field
from typing import Any

from . import permissions as perms

DISCORD_EPOCH_MS = 1420070400000


class Snowflakes:
    """Monotonic, time-based snowflakes: discord.py derives ``created_at`` from them."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        """A new id, strictly greater than every id handed out before."""
        now = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(now, self._last + 1)
        return self._last


def iso_from_snowflake(snowflake: int) -> str:
    """The ISO timestamp Discord puts next to an object created with ``snowflake``."""
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.UTC).isoformat()


def now_iso() -> str:
    """The current time as Discord formats it."""
    return datetime.datetime.now(tz=datetime.UTC).isoformat()


@dataclass(eq=False)
class FakeUser:
    """A Discord user. Tests pass these to ``slash``/``click``/``select`` to act as that user."""

    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"
    """The user's client language, sent as the interaction's ``locale`` (one of Discord's
    locales: ``en-US``, ``en-GB``, ``bg``, ``fr``, ...; Discord has no Welsh or Haitian Creole)."""

    @property
    def mention(self) -> str:
        """How the bot mentions this user in content (``<@id>``)."""
        return f"<@{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        """The user object Discord sends."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": None if self.bot else self.name,
            "avatar": None,
            "public_flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data

    def __repr__(self) -> str:
        return f"<FakeUser {self.name} id={self.id}>"


@dataclass(eq=False)
class FakeMember:
    """A user's membership of one guild: roles and the permissions those roles grant."""

    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=now_iso)
    nick: str | None = None

    def to_dict(self, *, with_user: bool = True) -> dict[str, Any]:
        """The guild member object Discord sends."""
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": self.nick,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_dict()
        return data


@dataclass(eq=False)
class FakeRole:
    """A guild role; the @everyone role has the guild's id."""

    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The role object Discord sends."""
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeChannel:
    """A guild text channel. ``bot_permissions`` is what the bot may do here (None: default)."""

    id: int
    guild_id: int
    name: str
    position: int = 0
    type: int = 0
    bot_permissions: int | None = None
    topic: str | None = None
    last_message_id: int | None = None

    @property
    def mention(self) -> str:
        """``<#id>``, as the bot would write it."""
        return f"<#{self.id}>"

    def overwrites(self, bot_id: int) -> list[dict[str, Any]]:
        """Encode ``bot_permissions`` as a member overwrite, so discord.py computes the same."""
        if self.bot_permissions is None:
            return []
        return [
            {
                "id": str(bot_id),
                "type": 1,
                "allow": str(self.bot_permissions),
                "deny": str(perms.ALL & ~self.bot_permissions),
            }
        ]

    def to_dict(self, bot_id: int) -> dict[str, Any]:
        """The channel object Discord sends."""
        return {
            "id": str(self.id),
            "guild_id": str(self.guild_id),
            "type": self.type,
            "name": self.name,
            "position": self.position,
            "permission_overwrites": self.overwrites(bot_id),
            "topic": self.topic,
            "nsfw": False,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "rate_limit_per_user": 0,
            "parent_id": None,
            "default_auto_archive_duration": 1440,
            "flags": 0,
        }

    def __repr__(self) -> str:
        return f"<FakeChannel #{self.name} id={self.id}>"


@dataclass(eq=False)
class FakeThread:
    """A thread under a text channel; tests read ``archived``, ``locked`` and ``members``."""

    id: int
    guild_id: int
    parent_id: int
    name: str
    owner_id: int
    type: int = 11
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    members: set[int] = field(default_factory=set)
    created_at: str = field(default_factory=now_iso)
    archive_timestamp: str = field(default_factory=now_iso)
    message_count: int = 0
    last_message_id: int | None = None
    starter_message_id: int | None = None

    @property
    def private(self) -> bool:
        """Private threads (type 12) are visible to their members only."""
        return self.type == 12

    @property
    def mention(self) -> str:
        """``<#id>``, as the bot would write it."""
        return f"<#{self.id}>"

    def to_dict(self, *, member_id: int | None = None) -> dict[str, Any]:
        """The thread channel object Discord sends (with ``member`` if ``member_id`` joined)."""
        metadata: dict[str, Any] = {
            "archived": self.archived,
            "auto_archive_duration": self.auto_archive_duration,
            "archive_timestamp": self.archive_timestamp,
            "locked": self.locked,
            "create_timestamp": self.created_at,
        }
        if self.private:
            metadata["invitable"] = self.invitable
        data: dict[str, Any] = {
            "id": str(self.id),
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_id),
            "owner_id": str(self.owner_id),
            "type": self.type,
            "name": self.name,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "rate_limit_per_user": 0,
            "message_count": self.message_count,
            "member_count": min(len(self.members), 50),
            "total_message_sent": self.message_count,
            "flags": 0,
            "thread_metadata": metadata,
        }
        if member_id is not None and member_id in self.members:
            data["member"] = {
                "id": str(self.id),
                "user_id": str(member_id),
                "join_timestamp": self.created_at,
                "flags": 0,
            }
        return data

    def __repr__(self) -> str:
        state = "locked " if self.locked else ""
        state += "archived " if self.archived else ""
        return f"<FakeThread {state}{self.name!r} id={self.id}>"


@dataclass(eq=False)
class FakeGuild:
    """A Discord server with its roles, channels, threads and members."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"<FakeGuild {self.name!r} id={self.id}>"


@dataclass
class Request:
    """One HTTP request the bot made, with the fake's answer.

    ``path`` has ids filled in and no ``/api/v10`` prefix; ``json`` is the decoded payload
    (``payload_json`` for multipart); ``files`` are ``(field name, filename, bytes)``;
    ``ephemeral`` is set for requests that create or edit a message (True if only one user sees it).
    """

    method: str
    path: str
    params: dict[str, str]
    json: Any
    files: list[tuple[str, str | None, bytes]]
    status: int = 0
    response: Any = None
    ephemeral: bool | None = None
    visible_to: int | None = None

    @property
    def route(self) -> str:
        """``"METHOD /path"``, what ``inject_rate_limit`` patterns match against."""
        return f"{self.method} {self.path}"

    def __repr__(self) -> str:
        return f"<Request {self.method} {self.path} -> {self.status}>"


@dataclass
class SentPayload:
    """A payload the bot sent that someone can see, and who.

    ``visible_to`` is None when the payload is public (a channel or thread message, a thread name),
    else the id of the one user who can see it (ephemeral responses, modals).
    """

    kind: str
    payload: Any
    channel_id: int | None
    visible_to: int | None
    request: Request
    message_id: int | None = None

    @property
    def public(self) -> bool:
        """True if everyone who can read the channel sees it."""
        return self.visible_to is None


@dataclass(eq=False)
class StoredMessage:
    """A message the fake stores, with who may see it. ``data`` is what Discord would return."""

    data: dict[str, Any]
    channel_id: int
    visible_to: int | None = None
    interaction_id: int | None = None
    deleted: bool = False

    @property
    def id(self) -> int:
        """The message id."""
        return int(self.data["id"])
