"""What a fake Discord holds, written out and read back: the same guilds, channels, threads,
members and stored messages, with the same ids, in a new ``FakeDiscord``.

Discord keeps its state while a bot is upgraded: the new bot connects to the same server, the
same threads and the messages (with their components) the old bot posted, and people click
those.  ``dump`` writes that state as JSON-able data; ``load`` makes a fresh fake hold exactly
it (the application, the bot's user and role, the server owner: every id as it was), so an
upgrade test can start today's bot on a database and a Discord made by an older commit.

Kept: guilds (roles, members), users, text channels, threads (members, archived, locked),
messages not deleted, ephemeral ones included with whom they are visible to (a person still has
them on screen: Discord keeps an ephemeral message until its reader dismisses it or reloads).
Not kept: interactions and their tokens (a token dies with its 15 minutes anyway; a click on a
kept message is a new interaction), requests, registered commands (the new bot registers or
syncs its own), application emojis.  ``dump`` reads only attributes the fake has had since
de91f85, so a script running an older checkout's fake can call it (load the file by path).
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from .models import (
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeThread,
    FakeUser,
    StoredMessage,
)

FORMAT = 1


def _fields(obj: Any) -> dict[str, Any]:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def dump(fake: Any) -> dict[str, Any]:
    """The state of ``fake`` (a ``FakeDiscord``) as JSON-able data."""
    server = fake.server
    channels: list[dict[str, Any]] = []
    threads: list[dict[str, Any]] = []
    for ch in server.channels.values():
        if isinstance(ch, FakeThread):
            data = _fields(ch)
            data["members"] = sorted(ch.members)
            threads.append(data)
        else:
            channels.append(_fields(ch))
    messages = [
        {"channel_id": m.channel_id, "visible_to": m.visible_to, "data": copy.deepcopy(m.data)}
        for msgs in server.messages.values()
        for m in msgs
        if not m.deleted
    ]
    return {
        "format": FORMAT,
        "application_id": server.application_id,
        "bot_user": _fields(server.bot_user),
        "owner": _fields(server.owner),
        "users": [_fields(u) for u in server.users.values()],
        "guilds": [
            {
                "id": g.id,
                "name": g.name,
                "owner_id": g.owner_id,
                "bot_role_id": server.bot_role_ids.get(g.id),
                "roles": [_fields(r) for r in g.roles.values()],
                "members": [
                    {
                        "user_id": m.user.id,
                        "roles": m.roles,
                        "joined_at": m.joined_at,
                        "nick": m.nick,
                    }
                    for m in g.members.values()
                ],
            }
            for g in server.guilds.values()
        ],
        "default_guild_id": fake.guild.id,
        "channels": channels,
        "threads": threads,
        "messages": sorted(messages, key=lambda m: int(m["data"]["id"])),
    }


def load(fake: Any, snap: dict[str, Any]) -> None:
    """Make ``fake`` (a new ``FakeDiscord``, before ``start``) hold the state ``snap`` records,
    instead of the guild it was made with.  New ids come after every id in ``snap``."""
    if snap.get("format") != FORMAT:
        raise ValueError(f"unknown snapshot format {snap.get('format')!r}")
    if fake.bot is not None:
        raise RuntimeError("load a snapshot before fake.start(bot)")
    server = fake.server
    users = {u["id"]: FakeUser(**u) for u in snap["users"]}
    server.application_id = snap["application_id"]
    server.bot_user = users[snap["bot_user"]["id"]]
    server.owner = users[snap["owner"]["id"]]
    server.users = dict(users)
    server.guilds.clear()
    server.channels.clear()
    server.messages.clear()
    server.message_index.clear()
    server.bot_role_ids.clear()
    for g in snap["guilds"]:
        guild = FakeGuild(g["id"], g["name"], g["owner_id"])
        guild.roles = {r["id"]: FakeRole(**r) for r in g["roles"]}
        guild.members = {
            m["user_id"]: FakeMember(
                users[m["user_id"]],
                guild.id,
                roles=list(m["roles"]),
                joined_at=m["joined_at"],
                nick=m["nick"],
            )
            for m in g["members"]
        }
        if g["bot_role_id"] is not None:
            server.bot_role_ids[guild.id] = g["bot_role_id"]
        server.guilds[guild.id] = guild
    for c in snap["channels"]:
        channel = FakeChannel(**c)
        server.guilds[channel.guild_id].channels[channel.id] = channel
        server.channels[channel.id] = channel
        server.messages[channel.id] = []
    for t in snap["threads"]:
        thread = FakeThread(**{**t, "members": set(t["members"])})
        server.channels[thread.id] = thread
        server.messages[thread.id] = []
    for m in snap["messages"]:
        stored = StoredMessage(
            copy.deepcopy(m["data"]), m["channel_id"], visible_to=m["visible_to"]
        )
        server.messages[stored.channel_id].append(stored)
        server.message_index[stored.id] = stored
    fake.guild = server.guilds[snap["default_guild_id"]]
    every = [*users, *server.guilds, *server.channels, *server.message_index]
    every += [r for g in server.guilds.values() for r in g.roles]
    server.ids._last = max([server.ids._last, *every])
