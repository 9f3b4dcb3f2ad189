"""``/table create|hand|status|leave|cancel`` and ``/rules``.

``/table create`` checks the channel permissions first (from the interaction's
``app_permissions``, so a missing one is named before anything is made), then opens a public
thread and posts the lobby in it.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.exts.table.permissions import RECOMMENDED, missing, missing_message
from bot.render.lobby import lobby_embed
from bot.render.rules import rules_embed
from bot.render.table import table_embed
from bot.tables.errors import TableError
from bot.tables.model import LiveTable
from bot.tables.service import TableService
from bot.views.hand import answer_hand
from bot.views.handlers import private_hand
from bot.views.lobby import lobby_view
from games import TITLES

log = logging.getLogger(__name__)

GAME_CHOICES = [
    app_commands.Choice(name=TITLES[g], value=g)
    for g in ("twentynine", "schmier", "spades", "tonk")
]


class TableCog(commands.Cog):
    """Card tables in threads."""

    table = app_commands.Group(
        name="table", description="Card tables: open one, see your hand, leave", guild_only=True
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def service(self) -> TableService:
        return self.bot.service  # type: ignore[attr-defined, no-any-return]

    def _table_here(self, interaction: discord.Interaction[Any]) -> LiveTable:
        """The table of this thread, or else the user's latest table in this server."""
        t = self.service.in_thread(interaction.channel_id)
        if t is not None:
            return t
        mine = self.service.tables_of(interaction.user.id, interaction.guild_id)
        if not mine:
            raise TableError("There's no table here. Use this inside a table's thread.")
        return max(mine, key=lambda x: x.id)

    @table.command(name="create", description="Open a card table in a new thread")
    @app_commands.describe(
        game="The game to play",
        seats="Number of seats (Tonk: 2 to 5; the other games have a fixed number)",
        stake="Tonk only: the basic stake",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        seats: app_commands.Range[int, 2, 6] | None = None,
        stake: app_commands.Range[int, 1, 1_000_000] | None = None,
    ) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            await interaction.response.send_message(
                "Use `/table create` in a text channel (not in a thread or a DM).", ephemeral=True
            )
            return
        lacking = missing(interaction.app_permissions)
        if lacking:
            await interaction.response.send_message(
                missing_message(lacking, channel.mention), ephemeral=True
            )
            return
        try:
            t = await self.service.create(
                guild_id=interaction.guild_id or 0,
                channel_id=channel.id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name[:32],
                game=game,
                seats=seats,
                stake=stake,
            )
        except TableError as exc:
            await interaction.response.send_message(exc.message, ephemeral=True)
            return
        await interaction.response.defer(thinking=True)
        try:
            thread = await channel.create_thread(
                name=f"{t.title} table #{t.id}",
                type=discord.ChannelType.public_thread,
                auto_archive_duration=1440,
                reason=f"Cardroom table #{t.id}",
            )
            snap = await self.service.public_snapshot(t.id)
            message = await thread.send(embed=lobby_embed(snap), view=lobby_view(snap))
        except discord.Forbidden:
            await self.service.abandon(t.id)
            await interaction.edit_original_response(
                content=missing_message(
                    ["Create Public Threads", "Send Messages in Threads"], channel.mention
                )
            )
            return
        await self.service.attach(t.id, thread.id, message.id)
        note = ""
        if missing(interaction.app_permissions, RECOMMENDED):
            note = "\n(I can't lock the thread when the table ends: I lack **Manage Threads**.)"
        log.info("table %s: opened in thread %s", t.id, thread.id)
        await interaction.edit_original_response(
            content=f"{interaction.user.mention} opened a **{t.title}** table: {thread.mention} "
            f"— join there!{note}"
        )

    @table.command(name="hand", description="Show your private hand again")
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        try:
            t = self._table_here(interaction)
            content, view = await private_hand(interaction, t.id)
        except TableError as exc:
            await interaction.response.send_message(exc.message, ephemeral=True)
            return
        await answer_hand(
            lambda v: interaction.response.send_message(content, view=v, ephemeral=True), view
        )

    @table.command(name="status", description="Show the state of this table")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        try:
            t = self._table_here(interaction)
            snap = await self.service.public_snapshot(t.id)
        except TableError as exc:
            await interaction.response.send_message(exc.message, ephemeral=True)
            return
        if snap.status == "lobby":
            embed = lobby_embed(snap)
        else:
            _, embed = table_embed(snap)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @table.command(name="leave", description="Leave this table (the computer takes your seat)")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        try:
            t = self._table_here(interaction)
            message = await self.service.leave(t.id, interaction.user.id)
        except TableError as exc:
            message = exc.message
        await interaction.response.send_message(message, ephemeral=True)

    @table.command(name="cancel", description="Cancel this table (host or thread managers)")
    async def cancel(self, interaction: discord.Interaction[Any]) -> None:
        try:
            t = self.service.in_thread(interaction.channel_id)
            if t is None:
                raise TableError("Use `/table cancel` inside the table's thread.")
            perms = interaction.permissions
            message = await self.service.cancel(t.id, interaction.user.id, perms.manage_threads)
        except TableError as exc:
            message = exc.message
        await interaction.response.send_message(message, ephemeral=True)

    @app_commands.command(name="rules", description="A summary of a game and its house rules")
    @app_commands.describe(game="The game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        await interaction.response.send_message(embed=rules_embed(game), ephemeral=True)
