"""The one error seam of the app commands (after python-discord's ``error_handler.py``).

A command refuses by raising ``TableError`` (not seated, no table here, a limit reached...);
this cog answers it once for every command, privately, as the components answer theirs
(``bot.components.base.refuse``).  Any other error is the command tree's, which logs it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.components import base
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.bot import CardroomBot


class ErrorHandler(commands.Cog):
    """Takes the command tree's ``on_error`` while it is loaded."""

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot
        self._default = bot.tree.on_error

    async def cog_load(self) -> None:
        self.bot.tree.error(self.on_app_command_error)

    async def cog_unload(self) -> None:
        self.bot.tree.error(self._default)

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, TableError):
            await base.refuse(interaction, original)
            return
        await self._default(interaction, error)


async def setup(bot: CardroomBot) -> None:
    await bot.add_cog(ErrorHandler(bot))
