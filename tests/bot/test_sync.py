"""Slash commands are synced on purpose: at the first start, when they change, or with --sync."""

from __future__ import annotations

from pathlib import Path

from bot.bot import CardroomBot
from tests.bot.harness import make_bot
from tests.fakediscord import FakeDiscord


def command_puts(fake: object) -> list[str]:
    return [r.path for r in fake.requests if r.method == "PUT" and "/commands" in r.path]  # type: ignore[attr-defined]


async def test_sync_only_when_needed(db_path: Path, fake: FakeDiscord, bot: CardroomBot) -> None:
    assert len(command_puts(fake)) == 1, "the first start syncs"
    names = {c["name"] for c in fake.commands()}
    assert names == {"table", "rules", "league", "ledger", "config"}
    await fake.stop()

    await fake.start(make_bot(db_path))
    assert len(command_puts(fake)) == 1, "unchanged commands are not synced again"
    await fake.stop()

    forced = make_bot(db_path)
    forced.force_sync = True
    await fake.start(forced)
    assert len(command_puts(fake)) == 2, "--sync syncs"
    await fake.stop()


async def test_dev_guild_sync(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = make_bot(db_path, dev_guild_id=fake.guild.id)
        await fake.start(bot)
        puts = command_puts(fake)
        assert puts and f"/guilds/{fake.guild.id}/commands" in puts[-1]
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        r = await fake.slash(alice, ch, "rules", game="twentynine")
        assert r.ephemeral and "Twenty-Nine" in r.response["data"]["embeds"][0]["title"]
