"""The fake's gateway serves shards as Discord does: GET /gateway/bot recommends a count, each
connection gets READY and the events of its shard's servers only, a bad shard is closed with
4010, too many servers on one shard with 4011, and a shard identified twice is not refused (both
connections get its events, as a bot started twice does on Discord)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from .fake import FakeDiscord


class Sharded(discord.AutoShardedClient):
    """A bare sharded client (no commands), without discord.py's 5 s between two IDENTIFYs
    (Discord's one identify per 5 s per bucket; the fake has no such limit)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.01, **kwargs)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None


@contextlib.asynccontextmanager
async def running(client: discord.Client) -> AsyncIterator[asyncio.Task[None]]:
    """``client.start`` in a task of its own (a second bot beside ``fake.bot``), closed after."""
    task = asyncio.get_running_loop().create_task(client.start("fake-token"))
    try:
        done, _ = await asyncio.wait(
            {task, asyncio.ensure_future(client.wait_until_ready())},
            timeout=10,
            return_when=asyncio.FIRST_COMPLETED,
        )
        if task in done:
            task.result()
        yield task
    finally:
        await client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 5)


def test_guild_ids_spread_over_shards() -> None:
    fake = FakeDiscord()
    guilds = [fake.guild] + [fake.server.add_guild(f"g{i}") for i in range(5)]
    for count in (2, 3, 4):
        assert [(g.id >> 22) % count for g in guilds] == [i % count for i in range(6)]
    assert len({g.id for g in guilds}) == 6


async def test_each_connection_gets_its_shards_servers_only() -> None:
    async with FakeDiscord(wire=True) as fake:
        other = fake.add_guild("Shard One")
        first, second = Sharded(shard_count=2, shard_ids=[0]), Sharded(shard_count=2, shard_ids=[1])
        await fake.start(first)
        async with running(second):
            assert [g.id for g in first.guilds] == [fake.guild.id]
            assert [g.id for g in second.guilds] == [other.id]
            assert fake._wire is not None and sorted(fake._wire.shards()) == [(0, 2), (1, 2)]
            # Events go to the shard of their server only.
            here = fake.add_text_channel(fake.guild, "zero")
            there = fake.add_text_channel(other, "one")
            await fake.settle()
            assert first.get_channel(here.id) is not None and first.get_channel(there.id) is None
            assert second.get_channel(there.id) is not None
            assert second.get_channel(here.id) is None


async def test_the_recommended_count_from_gateway_bot() -> None:
    async with FakeDiscord(wire=True) as fake:
        fake.server.shards = 3
        client = Sharded()
        await fake.start(client)
        assert client.shard_count == 3 and sorted(client.shards) == [0, 1, 2]
        assert fake._wire is not None and sorted(fake._wire.shards()) == [(0, 3), (1, 3), (2, 3)]
        assert any(r.route == "GET /gateway/bot" for r in fake.requests)


async def test_a_shard_outside_its_count_is_closed_with_4010() -> None:
    async with FakeDiscord(wire=True) as fake:
        client = Sharded(shard_count=2, shard_ids=[2])
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(client.start("fake-token"), 10)
        assert closed.value.code == 4010
        assert fake._wire is not None and fake._wire.refused == [(4010, [2, 2])]
        await client.close()


async def test_too_many_servers_without_sharding_is_closed_with_4011() -> None:
    async with FakeDiscord(wire=True) as fake:
        fake.add_guild("Second")
        fake.server.max_guilds_per_shard = 1  # Discord's is 2,500
        client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(client.start("fake-token"), 10)
        assert closed.value.code == 4011
        await client.close()
        # Two shards hold one server each: accepted.
        sharded = Sharded(shard_count=2)
        await fake.start(sharded)
        assert len(sharded.guilds) == 2


async def test_a_shard_identified_twice_gets_its_events_on_both() -> None:
    """Discord does not refuse a second session of a shard: a bot started twice gets every
    event twice (and races to answer each interaction).  Only the bot's own lease keeps a
    second process off a shard (``bot.db.lease``)."""
    async with FakeDiscord(wire=True) as fake:
        first, second = Sharded(shard_count=1), Sharded(shard_count=1)
        await fake.start(first)
        async with running(second):
            channel = fake.add_text_channel(fake.guild, "both")
            await fake.settle()
            assert fake._wire is not None and fake._wire.shards() == [(0, 1), (0, 1)]
            assert first.get_channel(channel.id) is not None
            assert second.get_channel(channel.id) is not None
