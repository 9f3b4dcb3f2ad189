"""Card faces as application emojis: the background sync that starts and stops with the bot."""

from __future__ import annotations

from typing import Any

from discord.ext import commands

from bot.emojis.sync import CardEmojis


class EmojiCog(commands.Cog):
    """No commands: it starts the emoji sync with the bot and cancels it when the bot closes
    (``commands.Bot.close`` unloads every extension)."""

    def __init__(self, bot: Any) -> None:
        self.emojis = CardEmojis(bot, bot.store, enabled=bot.settings.card_emojis)

    async def cog_load(self) -> None:
        self.emojis.start()

    async def cog_unload(self) -> None:
        await self.emojis.stop()


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(EmojiCog(bot))
