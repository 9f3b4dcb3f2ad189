"""Card faces as application emojis: the background sync that starts and stops with the bot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.emojis.sync import CardEmojis

if TYPE_CHECKING:
    from bot.bot import CardroomBot


class EmojiCog(commands.Cog):
    """No commands: it starts the emoji sync with the bot and cancels it when the bot closes
    (``commands.Bot.close`` unloads every extension)."""

    def __init__(self, bot: CardroomBot) -> None:
        assert bot.store is not None  # opened before the extensions are loaded
        self.emojis = CardEmojis(bot, bot.store, enabled=bot.settings.card_emojis)

    async def cog_load(self) -> None:
        self.emojis.start()

    async def cog_unload(self) -> None:
        await self.emojis.stop()


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(EmojiCog(bot))
