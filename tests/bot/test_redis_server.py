"""The tests' throwaway Redis (``tests/redisserver.py``): each test's database is its own and
starts empty, so tests that share the session's server cannot see each other's keys."""

from __future__ import annotations

import pytest
import redis.asyncio as redis

from tests import redisserver

pytestmark = pytest.mark.needs_redis


async def test_each_test_gets_an_empty_database(redis_server: redisserver.Server) -> None:
    first, second = redis_server.next_url(), redis_server.next_url()
    assert first != second
    a, b = redis.Redis.from_url(first), redis.Redis.from_url(second)
    try:
        await a.set("k", "1")
        assert await b.get("k") is None
        assert await a.get("k") == b"1"
    finally:
        await a.flushdb()
        await a.aclose()
        await b.aclose()


async def test_redis_url_is_flushed(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url)
    try:
        assert await client.dbsize() == 0
    finally:
        await client.aclose()
