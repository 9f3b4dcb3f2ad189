"""The table commands: ``/table ...`` and ``/rules``."""

from __future__ import annotations

from discord.ext import commands

from bot.exts.table.cog import TableCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(TableCog(bot))
