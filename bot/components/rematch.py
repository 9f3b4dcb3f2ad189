"""**Rematch**, under the result post of an ended table: one click opens the rematch.

The click is answered privately (deferred: a thread is made).  ``TableService.rematch`` refuses a
person who did not sit at the table and counts the new table against the limits of open tables;
a second click on the same post finds the rematch already opened and points to it.  Before
anything is made, the table's channel is looked up and the bot's permissions in it checked
(making a public thread, posting in threads): a channel that is gone or closed to the bot is
answered so, and nothing is stored.  Then the new table's thread is made and its lobby posted,
each recorded (as ``/table create`` does: a bot that stops in between finishes the lobby at its
next start, ``bot.presenter.lobby``); a Discord refusal cancels the new table (nothing
half-made is left open, and a later click may try again).  Last, the presenter posts the
invitation in the new thread and the link in the old one (``bot.presenter.rematches``).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    button,
    display_name,
    new_view,
    tr_of,
)
from bot.components.lobby import lobby_view
from bot.i18n import tr
from bot.render.lobby import lobby_embed
from bot.render.table import thread_title
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.tables.service import TableService

log = logging.getLogger(__name__)

DISCORD_FAULTS = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError, OSError)

NO_CHANNEL = tr("en")("rematch-no-channel")
REFUSED = tr("en")("rematch-refused")
"""Two of the private answers to Rematch, in English (tests; said in the clicker's language)."""


def no_permission(channel: str, language: str = "en") -> str:
    return tr(language)("rematch-no-permission", channel=channel)


class RematchButton(Component[Button], template=ids.template(ids.REMATCH) + r"(?::.*)?"):
    """Rematch: a new table like the ended one, its people's seats held for them."""

    kind = ids.REMATCH

    async def answer(self, interaction: Interaction) -> None:
        bot = interaction.client
        svc = bot.service
        t = tr_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        old = await svc.store.table(self.table_id)
        if old is None:
            raise TableError("error-table-unknown")
        channel: Any = bot.get_channel(old.channel_id)
        if not isinstance(channel, discord.TextChannel):
            await self._done(interaction, t("rematch-no-channel"))
            return
        me = channel.guild.me
        perms = channel.permissions_for(me) if me is not None else discord.Permissions.none()
        if not (perms.create_public_threads and perms.send_messages_in_threads):
            await self._done(interaction, no_permission(channel.mention, t.language))
            return
        row, created = await svc.rematch(self.table_id, interaction.user.id,
                                         display_name(interaction))  # fmt: skip
        if not created:
            where = f"<#{row.thread_id}>" if row.thread_id else t("rematch-being-opened")
            state = "open" if row.status in ("lobby", "playing") else "opened"
            await self._done(interaction, t("rematch-exists", state=state, where=where))
            return
        thread = await self._open(svc, channel, row.id)
        if thread is None:
            await self._done(interaction, t("rematch-refused"))
            return
        live = svc.tables.get(row.id)
        if live is not None and bot.presenter is not None:
            await bot.presenter.rematch_opened(live)
        await self._done(interaction, t("rematch-opened", thread=thread.mention))

    @staticmethod
    async def _open(
        svc: TableService, channel: discord.TextChannel, table_id: int
    ) -> discord.Thread | None:
        """The rematch's thread and its lobby, recorded; on a refusal the table is cancelled."""
        snap = await svc.public_snapshot(table_id)
        try:
            thread = await channel.create_thread(
                name=thread_title(snap.title, table_id, snap.language),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=1440,
                reason=tr(snap.language)("table-thread-reason-rematch", table=str(table_id)),
            )
        except DISCORD_FAULTS as exc:
            log.warning("table %s: Discord made no thread for the rematch (%s)", table_id,
                        type(exc).__name__)  # fmt: skip
            await svc.abandon(table_id)
            return None
        try:
            await svc.attach(table_id, thread.id, None)
            snap = await svc.public_snapshot(table_id)
            message = await thread.send(embed=lobby_embed(snap), view=lobby_view(snap))
            await svc.attach(table_id, thread.id, message.id)
        except (*DISCORD_FAULTS, TableError) as exc:
            log.warning("table %s: the rematch's lobby was not posted (%s)", table_id,
                        type(exc).__name__)  # fmt: skip
            await svc.abandon(table_id)
            try:
                await thread.edit(archived=True)
            except DISCORD_FAULTS:
                log.warning("table %s: could not archive the rematch's empty thread", table_id)
            return None
        return thread

    async def refused(self, interaction: Interaction, exc: TableError) -> None:
        """A refusal replaces the deferred answer ("thinking…")."""
        if interaction.response.is_done():
            await self._done(interaction, exc.text(tr_of(interaction)))
        else:
            await super().refused(interaction, exc)

    @staticmethod
    async def _done(interaction: Interaction, text: str) -> None:
        try:
            await interaction.edit_original_response(content=text)
        except DISCORD_FAULTS as exc:
            log.warning("could not answer a Rematch click (%s)", type(exc).__name__)


def rematch_view(table_id: int, language: str = "en") -> discord.ui.View:
    """The result post's components: Rematch (in the table's ``language``: the post is
    public)."""
    v = new_view()
    label = tr(language)("rematch-button")
    item = button(label, ids.make(ids.REMATCH, table_id), style=discord.ButtonStyle.primary)
    v.add_item(RematchButton(item, table_id))
    return v
