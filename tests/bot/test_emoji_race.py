"""Card emojis uploaded by two processes at once (issue 16): a cluster's processes start
together, both find the faces missing and both upload them; Discord takes each name once and
refuses the second upload (400, 50035, the name taken).  The process refused reads the
application's emojis again and uses the other's: both end with one set, stored once, and
neither falls back to text."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
import pytest

from bot.db.open import open_store
from bot.emojis import art
from bot.emojis.sync import CardEmojis
from bot.render.faces import KEYS, emoji_name
from tests.bot.harness import make_bot
from tests.fakediscord import FakeDiscord

RACED = KEYS[:8]


async def second_client() -> discord.Client:
    """Another process's client on the same application (REST only: it syncs emojis)."""
    client = discord.Client(intents=discord.Intents(guilds=True))
    await client.login("fake-token")
    return client


def too_large(key: str) -> bytes:
    return art.png(key) + bytes(300_000)


def posts(fake: Any) -> list[Any]:
    return [r for r in fake.requests if r.method == "POST" and r.path.endswith("/emojis")]


async def test_two_processes_uploading_at_once_end_with_one_set(
    pg_database: str, caplog: pytest.LogCaptureFixture
) -> None:
    async with FakeDiscord() as fake:
        bot = make_bot(pg_database)  # (card_emojis off: the two syncs are run here)
        await fake.start(bot)
        other = await second_client()
        stores = [await open_store(pg_database), await open_store(pg_database)]
        try:
            syncs = [CardEmojis(client, store, draw=art.png, keys=RACED)
                     for client, store in zip((bot, other), stores, strict=True)]  # fmt: skip
            with caplog.at_level(logging.WARNING), fake.expect_errors() as errors:
                first, second = await asyncio.gather(*(s.sync() for s in syncs))
            refused = len(posts(fake)) - len(RACED)
            assert refused > 0, "the two uploads did not race (the test proves nothing)"
            assert all("50035" in e for e in errors) and len(errors) == refused, errors
            uploaded = {e["name"]: int(e["id"]) for e in fake.application_emojis()}
            assert sorted(uploaded) == sorted(emoji_name(k) for k in RACED)
            expected = {key: uploaded[emoji_name(key)] for key in RACED}
            assert first.ids() == expected and second.ids() == expected
            rows = await stores[0].fetch("SELECT key, emoji_id FROM card_emojis")
            assert {str(k): int(i) for k, i in rows} == expected
            for s in syncs:
                assert s.report.uploaded + s.report.adopted == len(RACED), s.report
            assert sum(s.report.adopted for s in syncs) >= refused
            assert "unavailable" not in caplog.text and "text" not in caplog.text
        finally:
            await other.close()
            for store in stores:
                await store.close()


async def test_an_old_face_deleted_by_the_other_process_first_is_not_a_refusal(
    pg_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New art: both processes replace the old faces; the one whose delete comes second finds
    the face gone (404) and goes on (its upload is then refused and the other's adopted)."""
    async with FakeDiscord() as fake:
        bot = make_bot(pg_database)
        await fake.start(bot)
        other = await second_client()
        stores = [await open_store(pg_database), await open_store(pg_database)]
        try:
            await CardEmojis(bot, stores[0], draw=art.png, keys=RACED).sync()
            old = {e["id"] for e in fake.application_emojis()}
            monkeypatch.setattr(art, "ART_VERSION", art.ART_VERSION + 1)
            syncs = [CardEmojis(client, store, draw=art.png, keys=RACED)
                     for client, store in zip((bot, other), stores, strict=True)]  # fmt: skip
            with fake.expect_errors():
                first, second = await asyncio.gather(*(s.sync() for s in syncs))
            now = {e["name"]: int(e["id"]) for e in fake.application_emojis()}
            assert len(now) == len(RACED) and not old & {str(i) for i in now.values()}
            assert first.ids() == second.ids() == {k: now[emoji_name(k)] for k in RACED}
        finally:
            await other.close()
            for store in stores:
                await store.close()


async def test_a_refusal_that_is_not_a_taken_name_still_falls_back_to_text(
    pg_database: str,
) -> None:
    """Any other 50035 (here an image over Discord's 256 KiB; the name is not on Discord
    after all) is a refusal as before."""
    async with FakeDiscord() as fake:
        bot = make_bot(pg_database)
        await fake.start(bot)
        store = await open_store(pg_database)
        try:
            sync = CardEmojis(bot, store, draw=too_large, keys=RACED[:1])
            with fake.expect_errors(), pytest.raises(discord.HTTPException) as refused:
                await sync.sync()
            assert refused.value.code == 50035 and fake.application_emojis() == []
        finally:
            await store.close()
