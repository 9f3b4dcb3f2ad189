"""The friends' ledger commands: ``/ledger balance|paid|history|settle|export``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.exts.ledger.cog import LedgerCog

if TYPE_CHECKING:
    from bot.bot import CardroomBot


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(LedgerCog(bot))
