"""The league commands: ``/league standings|player|stakes|season``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.exts.leagues.cog import LeagueCog

if TYPE_CHECKING:
    from bot.bot import CardroomBot


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(LeagueCog(bot))
