"""The table commands: ``/table ...`` and ``/rules``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.exts.table.cog import TableCog

if TYPE_CHECKING:
    from bot.bot import CardroomBot


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(TableCog(bot))
