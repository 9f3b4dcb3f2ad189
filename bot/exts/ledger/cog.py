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

from bot.components.ledger import history_page, mention_of_other, payment_view
from bot.db import Store
from bot.exts.metadata import text
from bot.ledger import queries
from bot.ledger.book import LedgerError, Person, check_payment, close_books_step
from bot.ledger.book import record_payment_step as record_payment
from bot.ledger.settle import settle_up
from bot.render.ledger import balance_embed, export_csv, payment_text

if TYPE_CHECKING:
    from bot.bot import CardroomBot

NOT_ADMIN = "Only members with **Manage Server** can close the books."
I_PAID, THEY_PAID = "i_paid", "they_paid"


def never_played(name: str, you: bool) -> str:
    who = "You have" if you else f"{name} has"
    return (
        f"{who} no Tonk stakes in this server's ledger: payments are recorded only between "
        "people who played Tonk here."
    )


class LedgerCog(commands.Cog):
    """Who owes whom after the server's Tonk tables, payments between friends, settling up."""

    ledger = app_commands.Group(name="ledger", description=text("cmd-ledger"))

    def __init__(self, bot: CardroomBot) -> None:
        self.bot = bot

    @property
    def store(self) -> Store:
        store = self.bot.store
        assert store is not None
        return store

    @property
    def unit(self) -> str:
        return self.bot.settings.stake_unit

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
            raise LedgerError(f"There's no book {book} yet: this server's open book is {current}.")
        number = current if book is None else book
        rows = await queries.balances(self.store, guild_id, number)
        payments = settle_up({b.user_id: b.net for b in rows})
        pending = await queries.pending(self.store, guild_id, number) if number == current else []
        embed = balance_embed(number, current, self.unit, rows, payments, pending)
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
        check_payment(me, other, amount, self.unit)
        if not await queries.played(self.store, guild_id, me.user_id):
            raise LedgerError(never_played(me.name, True))
        if not await queries.played(self.store, guild_id, other.user_id):
            raise LedgerError(never_played(other.name, False))
        payer, payee = (me, other) if direction == I_PAID else (other, me)
        step, made = record_payment(guild_id, payer, payee, amount, me.user_id, self.bot.clock())
        await self.store.write([step])
        p = await queries.payment(self.store, made[0])
        assert p is not None
        await interaction.response.send_message(
            payment_text(p, self.unit, mention_of_other(p)),
            view=payment_view(p.id),
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
            raise LedgerError(NOT_ADMIN)
        guild_id = interaction.guild_id or 0
        before = await queries.pending(
            self.store, guild_id, (await queries.book(self.store, guild_id)).number
        )
        step, closed = close_books_step(guild_id, interaction.user.id, self.bot.clock())
        await self.store.write([step])
        book = closed[0]
        dropped = [p for p in before if p.book == book]
        text = (
            f"📕 Book {book} is closed: every balance starts at zero in **book {book + 1}**. "
            f"Its tables and payments stay viewable: `/ledger balance book:{book}`, "
            "`/ledger history`, `/ledger export`."
        )
        if dropped:
            text += (
                f" {len(dropped)} pending payment{'s were' if len(dropped) != 1 else ' was'} "
                "closed with it, unconfirmed."
            )
        await interaction.response.send_message(text)

    @ledger.command(name="export", description=text("cmd-ledger-export"))
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        guild_id = interaction.guild_id or 0
        data = export_csv(
            await queries.stakes(self.store, guild_id),
            await queries.payments(self.store, guild_id),
            self.unit,
        )
        book = (await queries.book(self.store, guild_id)).number
        await interaction.response.send_message(
            f"This server's ledger, every book (book {book} is open), amounts in {self.unit}: "
            "a `stake` row per person per Tonk table, a `payment` row per payment (only "
            "`confirmed` ones count).",
            file=discord.File(io.BytesIO(data), filename="ledger.csv"),
            ephemeral=True,
        )
