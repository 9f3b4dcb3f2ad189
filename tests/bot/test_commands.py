"""The other slash commands: /table hand, status, leave, cancel and /rules."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


async def test_table_commands(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    mod = fake.add_member(fake.guild, "mod", permissions=discord.Permissions(manage_threads=True))
    await fake.start(make_bot(db_path))
    for game in ("twentynine", "schmier", "spades", "tonk"):
        r = await fake.slash(alice, channel, "rules", game=game)
        assert r.ephemeral and len(r.response["data"]["embeds"][0]["description"]) > 200
    r = await fake.slash(alice, channel, "table create", game="tonk", seats=2, stake=5)
    thread = fake.threads(channel)[0]
    lobby = table_message(fake, thread)
    assert "Stake: **5**" in lobby["embeds"][0]["description"]
    r = await fake.slash(bob, thread, "table hand")
    assert r.ephemeral and "hasn't started" in r.content
    await fake.click(bob, lobby, label="Join")
    r = await fake.slash(bob, thread, "table status")
    assert r.ephemeral and "bob" in r.response["data"]["embeds"][0]["description"]
    r = await fake.slash(bob, thread, "table cancel")
    assert "Only the host" in r.content
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    r = await fake.slash(alice, thread, "table hand")
    assert r.ephemeral and "Your cards" in r.content
    r = await fake.slash(bob, thread, "table leave")
    assert "computer plays your seat" in r.content
    await fake.settle()
    assert any("bob left" in (m.get("content") or "") for m in fake.messages(thread)), (
        "the table says so"
    )
    # A member who can manage threads may cancel (not seated: unrated).
    r = await fake.slash(mod, thread, "table cancel")
    assert r.content == "The table is cancelled (not rated)."
    await fake.settle()
    assert thread.archived and thread.locked
    assert not table_message(fake, thread).get("components")
    r = await fake.slash(alice, thread, "table status")
    assert r.ephemeral
