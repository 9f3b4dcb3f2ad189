from __future__ import annotations

from pathlib import Path

from tests.bot.harness import make_bot
from tests.fakediscord import FakeDiscord


async def test_create_and_lobby(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bot = make_bot(db_path)
        await fake.start(bot, sync=True)
        r = await fake.slash(alice, ch, "table create", game="spades")
        print(r.response, r.content)
        thread = fake.threads(ch)[0]
        lobby = fake.last_message(thread)
        print(lobby)
        r = await fake.click(alice, lobby, label="Add computer")
        print(r.content)
        for _ in range(3):
            await fake.click(alice, fake.last_message(thread), label="Add computer")
        r = await fake.click(alice, fake.last_message(thread), label="Start")
        print(r.content)
        print(fake.last_message(thread))
