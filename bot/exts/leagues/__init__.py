"""The league commands: ``/league standings|player|stakes|season``."""

from __future__ import annotations

from discord.ext import commands

from bot.exts.leagues.cog import LeagueCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LeagueCog(bot))
