"""The server settings commands: ``/config ...``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.exts.config.cog import ConfigCog

if TYPE_CHECKING:
    from bot.bot import CardroomBot


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(ConfigCog(bot))
