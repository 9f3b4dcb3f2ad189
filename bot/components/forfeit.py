"""Cancelling a table, and the question asked before a forfeit.

A seated person's cancel after the start ends the match for everybody, rated, so it is
confirmed first (ephemeral: **Forfeit** or **Keep playing**); a lobby's cancel and a
moderator's (unrated) are made at once.
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
    new_view,
    say,
    service_of,
    tr_of,
)
from bot.tables.errors import TableError, spoken
from bot.tables.terms import ForfeitTerms


class ForfeitButton(Component[Button], template=ids.template(ids.FORFEIT) + r"(?::(?P<yes>.*))?"):
    """The answer to the forfeit question (it replaces the question)."""

    kind = ids.FORFEIT

    def __init__(self, item: Button, table_id: int, yes: bool) -> None:
        super().__init__(item, table_id)
        self.yes = yes

    @classmethod
    def make(cls, table_id: int, yes: bool) -> Self:
        if yes:
            item = button(
                "Forfeit", ids.make(ids.FORFEIT, table_id, "yes"), style=discord.ButtonStyle.danger
            )
        else:
            item = button("Keep playing", ids.make(ids.FORFEIT, table_id, "no"))
        return cls(item, table_id, yes)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["yes"] == "yes")

    async def answer(self, interaction: Interaction) -> None:
        if not self.yes:
            await interaction.response.edit_message(content="You keep playing.", view=None)
            return
        message = await service_of(interaction).forfeit(self.table_id, interaction.user.id)
        await interaction.response.edit_message(
            content=spoken(message, tr_of(interaction)), view=None
        )

    async def refused(self, interaction: Interaction, exc: TableError) -> None:
        await interaction.response.edit_message(content=exc.text(tr_of(interaction)), view=None)


def forfeit_prompt(table_id: int, terms: ForfeitTerms) -> tuple[str, discord.ui.View]:
    lose = f"your team ({terms.losers}) loses" if terms.team else "you place last"
    rated = (
        "It counts in the league like a played-out match."
        if terms.rated
        else "It is not rated (a league table needs at least 2 people)."
    )
    text = f"**Forfeit the match?** It ends now for everybody: {lose} and {terms.winners}. {rated}"
    v = new_view()
    v.add_item(ForfeitButton.make(table_id, True))
    v.add_item(ForfeitButton.make(table_id, False))
    return text, v


async def cancel_table(interaction: Interaction, table_id: int) -> None:
    """``/table cancel`` and the lobby's Cancel.  A seated person's cancel after the start is
    a forfeit (rated): it is asked first, privately; a lobby's cancel and a moderator's
    (unrated) are made at once.  A refusal is raised (``TableError``), for the caller's one
    answer to it."""
    svc = service_of(interaction)
    perms = interaction.permissions
    can_manage = bool(perms and perms.manage_threads)
    if svc.cancel_means(table_id, interaction.user.id, can_manage) == "forfeit":
        text, view = forfeit_prompt(table_id, svc.forfeit_terms(table_id, interaction.user.id))
        await interaction.response.send_message(text, view=view, ephemeral=True)
        return
    await say(interaction, await svc.cancel(table_id, interaction.user.id, can_manage))
