"""``/table create|hand|status|leave|cancel|scores|replay|record`` and ``/rules``.

``/table create`` checks the channel permissions first (from the interaction's
``app_permissions``, so a missing one is named before anything is made), then opens a public
thread and posts the lobby in it.  If Discord refuses either (too many active threads in the
server, a server error, a dropped connection), the answer says what happened and the table is
removed; a thread already made is closed with a line saying so (``_close_thread``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, TypeAlias

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.components.base import tr_of
from bot.components.config import preset_choices
from bot.components.forfeit import cancel_table
from bot.components.hand import show_hand
from bot.components.lobby import lobby_view
from bot.components.story import send_record, send_replay, send_sheet, table_in
from bot.exts.metadata import text
from bot.exts.table.permissions import RECOMMENDED, missing, missing_message
from bot.i18n import Tr, tr
from bot.render.lobby import lobby_embed
from bot.render.rules import rules_embeds
from bot.render.table import table_embed, thread_title
from bot.tables.errors import TableError, spoken
from bot.tables.model import LiveTable
from bot.tables.service import TableService

if TYPE_CHECKING:
    from bot.bot import CardroomBot

Interaction: TypeAlias = "discord.Interaction[CardroomBot]"

log = logging.getLogger(__name__)

DISCORD_FAULTS = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError, OSError)
"""What a Discord call may raise: an error answer, or a connection that failed."""
TOO_MANY_THREADS = 160006
"""Discord's error code for "Maximum number of active threads reached"."""


def opening_failed(exc: BaseException, channel: str, language: Tr | None = None) -> str:
    """The answer to ``/table create`` when the thread or its lobby could not be made, in
    ``language`` (the person's; English if not given).  The permissions are named as
    Discord's settings name them (Discord has no Welsh or Haitian Creole settings)."""
    say = language or tr("en")
    if isinstance(exc, discord.Forbidden):
        names = ", ".join(f"**{n}**" for n in ("Create Public Threads", "Send Messages in Threads"))
        return say("error-open-permissions", channel=channel, permissions=names)
    if isinstance(exc, discord.HTTPException) and exc.code == TOO_MANY_THREADS:
        return say("error-open-too-many-threads")
    if isinstance(exc, TableError):
        return say("error-open-refused", reason=exc.text(say))
    if isinstance(exc, discord.HTTPException):
        server = "yes" if exc.status >= 500 else "no"
        return say("error-open-discord-trouble", server=server, status=str(exc.status))
    return say("error-open-dropped")


def fault(exc: BaseException) -> str:
    """A failed Discord call for the log (no payload: it could hold a token)."""
    if isinstance(exc, discord.HTTPException):
        return f"{exc.status} {exc.code}"
    return type(exc).__name__


GAME_CHOICES = [
    app_commands.Choice(name=text(f"game-{g}"), value=g)
    for g in ("twentynine", "schmier", "spades", "tonk")
]


class TableCog(commands.Cog):
    """Card tables in threads.  A ``TableError`` a command raises is answered privately by the
    command tree's error handler (``bot.exts.errors``)."""

    table = app_commands.Group(name="table", description=text("cmd-table"))

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot

    @property
    def service(self) -> TableService:
        return self.bot.service

    def _table_here(self, interaction: Interaction) -> LiveTable:
        """The table of this thread, or else the user's latest table in this server."""
        t = self.service.in_thread(interaction.channel_id)
        if t is not None:
            return t
        mine = self.service.tables_of(interaction.user.id, interaction.guild_id)
        if not mine:
            raise TableError("error-no-table-here")
        return max(mine, key=lambda x: x.id)

    @table.command(name="create", description=text("cmd-table-create"))
    @app_commands.describe(
        game=text("cmd-table-create-opt-game"),
        seats=text("cmd-table-create-opt-seats"),
        stake=text("cmd-table-create-opt-stake"),
        preset=text("cmd-table-create-opt-preset"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def create(
        self,
        interaction: Interaction,
        game: str,
        seats: app_commands.Range[int, 2, 6] | None = None,
        stake: app_commands.Range[int, 1, 1_000_000] | None = None,
        preset: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            await interaction.response.send_message(
                tr_of(interaction)("error-open-text-channel"), ephemeral=True
            )
            return
        lacking = missing(interaction.app_permissions)
        if lacking:
            await interaction.response.send_message(
                missing_message(lacking, channel.mention, tr_of(interaction)), ephemeral=True
            )
            return
        t = await self.service.create(
            guild_id=interaction.guild_id or 0,
            channel_id=channel.id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name[:32],
            game=game,
            seats=seats,
            stake=stake,
            preset=preset,
        )
        try:
            await interaction.response.defer(thinking=True)
        except DISCORD_FAULTS as exc:
            log.warning("table %s: could not answer /table create (%s); not opened", t.id,
                        fault(exc))  # fmt: skip
            await self.service.abandon(t.id)
            return
        thread = await self._open_thread(interaction, channel, t)
        if thread is None:
            return
        said = tr(t.row.language)
        note = ""
        if missing(interaction.app_permissions, RECOMMENDED):
            note = "\n" + said("table-opened-no-lock")
        log.info("table %s: opened in thread %s", t.id, thread.id)
        opened = said(
            "table-opened",
            host=interaction.user.mention,
            game=said(f"game-{t.game}"),
            thread=thread.mention,
        )
        await self._answer(interaction, opened + note)

    @create.autocomplete("preset")
    async def _presets(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The presets of the game chosen so far (``/config preset-save``)."""
        return preset_choices(self.service.servers, interaction, current)

    async def _open_thread(
        self, interaction: Interaction, channel: discord.TextChannel, t: LiveTable
    ) -> discord.Thread | None:
        """Make the table's thread and post its lobby, recording each (the thread first: a bot
        that stops after it finds the thread at its next start).  On any failure the table is
        removed, the answer says what happened, and None is returned."""
        try:
            thread = await channel.create_thread(
                name=thread_title(t.title, t.id, t.row.language),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=1440,
                reason=tr(t.row.language)("table-thread-reason", table=str(t.id)),
            )
        except DISCORD_FAULTS as exc:
            log.warning("table %s: Discord made no thread (%s); not opened", t.id, fault(exc))
            await self.service.abandon(t.id)
            await self._answer(
                interaction, opening_failed(exc, channel.mention, tr_of(interaction))
            )
            return None
        try:
            await self.service.attach(t.id, thread.id, None)
            snap = await self.service.public_snapshot(t.id)
            message = await thread.send(embed=lobby_embed(snap), view=lobby_view(snap))
            await self.service.attach(t.id, thread.id, message.id)
        except (*DISCORD_FAULTS, TableError) as exc:
            log.warning("table %s: its lobby was not posted (%s); not opened", t.id, fault(exc))
            await self.service.abandon(t.id)
            await self._close_thread(thread, t)
            await self._answer(
                interaction, opening_failed(exc, channel.mention, tr_of(interaction))
            )
            return None
        return thread

    @staticmethod
    async def _close_thread(thread: discord.Thread, t: LiveTable) -> None:
        """The thread of a table that could not be opened: one line saying so, then archived.
        Not deleted: deleting needs Manage Threads, which the bot may lack (it is only
        recommended), and a deleted thread leaves the channel's "started a thread" notice
        pointing at nothing; an archived one explains itself.  A lobby message that went out
        unrecorded stays in it, and its buttons say the table has ended."""
        with contextlib.suppress(*DISCORD_FAULTS):
            await thread.send(tr(t.row.language)("error-open-closed-thread"))
        try:
            await thread.edit(archived=True)
        except DISCORD_FAULTS as exc:
            log.warning("table %s: could not archive its empty thread (%s)", t.id, fault(exc))

    @staticmethod
    async def _answer(interaction: Interaction, text: str) -> None:
        """Complete the deferred answer to ``/table create`` (a failure is only logged: the
        table's state does not depend on it)."""
        try:
            await interaction.edit_original_response(content=text)
        except DISCORD_FAULTS as exc:
            log.warning("could not answer /table create (%s)", fault(exc))

    @table.command(name="hand", description=text("cmd-table-hand"))
    async def hand(self, interaction: Interaction) -> None:
        t = self._table_here(interaction)
        await show_hand(interaction, t.id)

    @table.command(name="status", description=text("cmd-table-status"))
    async def status(self, interaction: Interaction) -> None:
        t = self._table_here(interaction)
        snap = await self.service.public_snapshot(t.id)
        if snap.status == "lobby":
            embed = lobby_embed(snap)
        else:
            _, embed = table_embed(snap)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @table.command(name="leave", description=text("cmd-table-leave"))
    async def leave(self, interaction: Interaction) -> None:
        t = self._table_here(interaction)
        message = await self.service.leave(t.id, interaction.user.id)
        await interaction.response.send_message(spoken(message, tr_of(interaction)), ephemeral=True)

    @table.command(name="cancel", description=text("cmd-table-cancel"))
    async def cancel(self, interaction: Interaction) -> None:
        t = self.service.in_thread(interaction.channel_id)
        if t is None:
            await interaction.response.send_message(
                tr_of(interaction)("error-cancel-in-thread"), ephemeral=True
            )
            return
        await cancel_table(interaction, t.id)

    @app_commands.command(name="rules", description=text("cmd-rules"))
    @app_commands.allowed_contexts(guilds=True, dms=True)  # as before: also in a DM with the bot
    @app_commands.describe(game=text("cmd-rules-opt-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: Interaction, game: str) -> None:
        """In the asker's language (a private answer)."""
        embeds = rules_embeds(game, tr_of(interaction))
        await interaction.response.send_message(embeds=embeds, ephemeral=True)

    # ----- what the gateway tells of the tables' threads ------------------------------------

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A moderator deleted a table's thread (THREAD_DELETE): the table is lost."""
        t = self.service.in_thread(payload.thread_id)
        if t is not None and self.bot.presenter is not None:
            await self.bot.presenter.thread_gone(t)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A moderator deleted a channel: Discord deletes its threads with it (with no
        THREAD_DELETE for each), so the tables opened in it are lost."""
        if self.bot.presenter is None:
            return
        for t in [t for t in self.service.tables.values() if t.row.channel_id == channel.id]:
            await self.bot.presenter.thread_gone(t)

    # ----- the story of a table (bot.components.story: who may see what) --------------------

    @table.command(name="scores", description=text("cmd-table-scores"))
    async def scores(self, interaction: Interaction) -> None:
        await send_sheet(interaction, await table_in(interaction))

    @table.command(name="replay", description=text("cmd-table-replay"))
    @app_commands.describe(hand=text("cmd-table-replay-opt-hand"))
    async def replay(
        self, interaction: Interaction, hand: app_commands.Range[int, 1, 100_000] | None = None
    ) -> None:
        asked = None if hand is None else hand - 1
        await send_replay(interaction, await table_in(interaction), asked)

    @table.command(name="record", description=text("cmd-table-record"))
    async def record(self, interaction: Interaction) -> None:
        await send_record(interaction, await table_in(interaction))
