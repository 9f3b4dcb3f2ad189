"""The ledger's buttons: a payment's Confirm, Decline and Withdraw, and the pages of a history.

A payment's message is public (the other person must see it and be asked); its buttons name the
payment by its id (``cr:pay:<payment>:<yes|no|wd>``), so they work after a restart.  Who may
press which is the ledger's rule (``bot.ledger.book.decide_step``): anybody else is refused
privately and the message stays as it is.  A decision edits the message to what became of the
payment; a click on a payment decided meanwhile (by the other button, or closed with the books)
brings the message up to date instead.

The history's ◀ Newer / Older ▶ (``cr:ledh:<member>:<page>``) turn the pages of an ephemeral
message, which only its owner sees.
"""

from __future__ import annotations

import re
from typing import Any, Self, cast

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    button,
    language_of,
    new_view,
)
from bot.i18n import tr
from bot.ledger import queries
from bot.ledger.book import CONFIRMED, DECLINED, WITHDRAWN, decide_step
from bot.render.ledger import history_embed, history_entries, pages, payment_text
from bot.tables.errors import TableError

WHAT = {"yes": CONFIRMED, "no": DECLINED, "wd": WITHDRAWN}


def unit_of(interaction: Interaction) -> str | None:
    return interaction.client.stake_unit(interaction.guild_id)


def mention_of_other(p: queries.PaymentRow) -> str:
    """The person asked to confirm: the one who did not record the payment."""
    return f"<@{p.payee_id if p.recorded_by == p.payer_id else p.payer_id}>"


class PaymentButton(
    Component[Button], template=ids.template(ids.PAYMENT) + r":(?P<what>yes|no|wd)"
):
    """Confirm, Decline (the other person) or Withdraw (the one who recorded it)."""

    kind = ids.PAYMENT

    def __init__(self, item: Button, payment_id: int, what: str) -> None:
        super().__init__(item, payment_id)
        self.what = what

    @classmethod
    def make(cls, payment_id: int, what: str, language: str = "en") -> Self:
        key, style = {
            "yes": ("ledger-button-confirm", discord.ButtonStyle.success),
            "no": ("ledger-button-decline", discord.ButtonStyle.danger),
            "wd": ("ledger-button-withdraw", discord.ButtonStyle.secondary),
        }[what]
        label = tr(language)(key)
        item = button(label, ids.make(ids.PAYMENT, payment_id, what), style=style)
        return cls(item, payment_id, what)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["what"])

    async def answer(self, interaction: Interaction) -> None:
        store = interaction.client.store
        assert store is not None
        now = interaction.client.clock()
        step = decide_step(self.table_id, interaction.user.id, WHAT[self.what], now)
        try:
            await store.write([step])
        except TableError as exc:
            if not exc.already:
                raise
            # Decided meanwhile: the message shows what became of it (public facts only).
        p = await queries.payment(store, self.table_id)
        assert p is not None
        await interaction.response.edit_message(
            content=payment_text(
                p, unit_of(interaction), mention_of_other(p), language_of(interaction)
            ),
            view=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )


def payment_view(payment_id: int, language: str = "en") -> discord.ui.View:
    v = new_view()
    for what in ("yes", "no", "wd"):
        v.add_item(PaymentButton.make(payment_id, what, language))
    return v


class HistoryPage(Component[Button], template=ids.template(ids.LEDGER_PAGE) + r":(?P<page>\d+)"):
    """A page of ``/ledger history`` (the id's number is the member whose history it is)."""

    kind = ids.LEDGER_PAGE

    def __init__(self, item: Button, member_id: int, page: int) -> None:
        super().__init__(item, member_id)
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), int(match["page"]))

    async def answer(self, interaction: Interaction) -> None:
        embed, view = await history_page(interaction, self.table_id, None, self.page)
        await interaction.response.edit_message(embed=embed, view=view)


async def history_page(
    interaction: Interaction, member_id: int, member_name: str | None, page: int
) -> tuple[discord.Embed, discord.ui.View]:
    """The page ``page`` (clamped) of a member's history in this server, with its buttons."""
    store = interaction.client.store
    assert store is not None
    guild_id = interaction.guild_id or 0
    unit = unit_of(interaction)
    language = language_of(interaction)
    t = tr(language)
    stakes = await queries.stakes(store, guild_id, user_id=member_id)
    payments = await queries.payments(store, guild_id, user_id=member_id)
    entries = history_entries(member_id, stakes, payments, unit, language)
    if member_name is None:  # a page turned: the name from the rows (as the first page had it)
        member_name = next(
            (s.name for s in reversed(stakes)),
            next(
                (p.payer_name if p.payer_id == member_id else p.payee_name for p in payments),
                str(member_id),
            ),
        )
    page = min(max(page, 0), pages(entries) - 1)
    book = (await queries.book(store, guild_id)).number
    view = new_view()
    if pages(entries) > 1:
        view.add_item(
            button(
                t("ledger-newer"),
                ids.make(ids.LEDGER_PAGE, member_id, page - 1),
                disabled=page == 0,
            )
        )
        view.add_item(
            button(
                t("ledger-older"),
                ids.make(ids.LEDGER_PAGE, member_id, page + 1),
                disabled=page + 1 >= pages(entries),
            )
        )
    return history_embed(member_name, entries, page, book, language), view
