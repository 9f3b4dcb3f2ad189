"""``/ledger balance|paid|history|settle|export``: the friends' ledger of Tonk stakes
(docs/leagues.md).

Everything is read from the store and every balance is computed from its rows: a table's
stakes are written with its end (``bot.ledger.record``), a payment is one row whatever becomes
of it (``bot.ledger.book``).  The balance post is public (friends settle up in the open); a
payment's question is public too, since the other person must see it; a history and the export
are private.  A refusal is a ``LedgerError``, answered privately, with nothing stored.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.components.base import language_of, tr_of
from bot.components.ledger import history_page, mention_of_other, payment_view
from bot.db import Database
from bot.exts.metadata import text
from bot.i18n import tr
from bot.ledger import queries
from bot.ledger.book import LedgerError, Person, check_payment, close_books_step
from bot.ledger.book import record_payment_step as record_payment
from bot.ledger.settle import settle_up
from bot.render.ledger import balance_embed, export_csv, payment_text, unit_word

if TYPE_CHECKING:
    from bot.bot import CardroomBot

NOT_ADMIN = tr("en")("ledger-not-admin")
"""The refusal of ``/ledger settle`` to others (English; answered in the asker's language)."""
I_PAID, THEY_PAID = "i_paid", "they_paid"


def never_played(name: str, you: bool) -> LedgerError:
    """The refusal of a payment with someone who has no stakes here (``you``: the asker)."""
    if you:
        return LedgerError("ledger-never-played-you")
    return LedgerError("ledger-never-played", name=name)


class LedgerCog(commands.Cog):
    """Who owes whom after the server's Tonk tables, payments between friends, settling up."""

    ledger = app_commands.Group(name="ledger", description=text("cmd-ledger"))

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot

    @property
    def store(self) -> Database:
        store = self.bot.store
        assert store is not None
        return store

    def unit(self, guild_id: int | None) -> str | None:
        """The server's stake unit (``/config stake-unit``), else the bot's."""
        return self.bot.stake_unit(guild_id)

    @ledger.command(name="balance", description=text("cmd-ledger-balance"))
    @app_commands.describe(book=text("cmd-ledger-balance-opt-book"))
    async def balance(
        self,
        interaction: discord.Interaction[Any],
        book: app_commands.Range[int, 1, 100_000] | None = None,
    ) -> None:
        guild_id = interaction.guild_id or 0
        current = (await queries.book(self.store, guild_id)).number
        if book is not None and book > current:
            raise LedgerError("ledger-no-book", book=str(book), current=str(current))
        number = current if book is None else book
        rows = await queries.balances(self.store, guild_id, number)
        payments = settle_up({b.user_id: b.net for b in rows})
        pending = await queries.pending(self.store, guild_id, number) if number == current else []
        language = language_of(interaction)
        unit = self.unit(guild_id)
        embed = balance_embed(number, current, unit, rows, payments, pending, language)
        await interaction.response.send_message(embed=embed)

    @ledger.command(name="paid", description=text("cmd-ledger-paid"))
    @app_commands.describe(
        member=text("cmd-ledger-paid-opt-member"),
        amount=text("cmd-ledger-paid-opt-amount"),
        direction=text("cmd-ledger-paid-opt-direction"),
    )
    @app_commands.choices(
        direction=[
            app_commands.Choice(name=text("cmd-ledger-paid-i-paid"), value=I_PAID),
            app_commands.Choice(name=text("cmd-ledger-paid-they-paid"), value=THEY_PAID),
        ]
    )
    async def paid(
        self,
        interaction: discord.Interaction[Any],
        member: discord.Member,
        amount: int,
        direction: str = I_PAID,
    ) -> None:
        # The amount is checked here, not by Discord's min/max: a refusal says why.
        guild_id = interaction.guild_id or 0
        me = Person(interaction.user.id, interaction.user.display_name[:32])
        other = Person(member.id, member.display_name[:32], bot=member.bot)
        check_payment(me, other, amount, unit_word(self.unit(guild_id), language_of(interaction)))
        if not await queries.played(self.store, guild_id, me.user_id):
            raise never_played(me.name, True)
        if not await queries.played(self.store, guild_id, other.user_id):
            raise never_played(other.name, False)
        payer, payee = (me, other) if direction == I_PAID else (other, me)
        step, made = record_payment(guild_id, payer, payee, amount, me.user_id, self.bot.clock())
        await self.store.write([step])
        p = await queries.payment(self.store, made[0])
        assert p is not None
        language = language_of(interaction)
        await interaction.response.send_message(
            payment_text(p, self.unit(guild_id), mention_of_other(p), language),
            view=payment_view(p.id, language),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(other.user_id)]),
        )

    @ledger.command(name="history", description=text("cmd-ledger-history"))
    @app_commands.describe(member=text("cmd-ledger-history-opt-member"))
    async def history(
        self, interaction: discord.Interaction[Any], member: discord.Member | None = None
    ) -> None:
        who = member or interaction.user
        embed, view = await history_page(interaction, who.id, who.display_name[:32], 0)
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

    @ledger.command(name="settle", description=text("cmd-ledger-settle"))
    async def settle(self, interaction: discord.Interaction[Any]) -> None:
        # Checked here, not by Discord's default permissions: those could only hide the whole
        # /ledger group, and everybody may read the balances and record payments.
        if not interaction.permissions.manage_guild:
            raise LedgerError("ledger-not-admin")
        guild_id = interaction.guild_id or 0
        before = await queries.pending(
            self.store, guild_id, (await queries.book(self.store, guild_id)).number
        )
        step, closed = close_books_step(guild_id, interaction.user.id, self.bot.clock())
        await self.store.write([step])
        book = closed[0]
        dropped = [p for p in before if p.book == book]
        t = tr_of(interaction)
        text = t("ledger-settled", book=str(book), next=str(book + 1))
        if dropped:
            text = t("ledger-settled-dropped", text=text, count=len(dropped))
        await interaction.response.send_message(text)

    @ledger.command(name="export", description=text("cmd-ledger-export"))
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        guild_id = interaction.guild_id or 0
        data = export_csv(
            await queries.stakes(self.store, guild_id),
            await queries.payments(self.store, guild_id),
            self.unit(guild_id),
        )
        book = (await queries.book(self.store, guild_id)).number
        await interaction.response.send_message(
            tr_of(interaction)(
                "ledger-export",
                book=str(book),
                unit=unit_word(self.unit(guild_id), language_of(interaction)),
            ),
            file=discord.File(io.BytesIO(data), filename="ledger.csv"),
            ephemeral=True,
        )
