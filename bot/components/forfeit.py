"""Cancelling a table, and the question asked before a forfeit.

A seated person's cancel after the start ends the match for everybody, rated (where the
server rates its tables), so it is confirmed first (ephemeral: **Forfeit** or **Keep
playing**); a lobby's cancel and a moderator's (unrated) are made at once.  The question
and its buttons are private: the person's language.
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
    say,
    service_of,
    tr_of,
)
from bot.i18n import Tr, tr
from bot.leagues.outcome import MIN_PEOPLE
from bot.render.seats import seat_names
from bot.tables.errors import TableError, spoken
from bot.tables.terms import ForfeitTerms


class ForfeitButton(Component[Button], template=ids.template(ids.FORFEIT) + r"(?::(?P<yes>.*))?"):
    """The answer to the forfeit question (it replaces the question)."""

    kind = ids.FORFEIT

    def __init__(self, item: Button, table_id: int, yes: bool) -> None:
        super().__init__(item, table_id)
        self.yes = yes

    @classmethod
    def make(cls, table_id: int, yes: bool, language: str = "en") -> Self:
        t = tr(language)
        if yes:
            custom_id = ids.make(ids.FORFEIT, table_id, "yes")
            item = button(t("forfeit-button"), custom_id, style=discord.ButtonStyle.danger)
        else:
            item = button(t("forfeit-keep-button"), ids.make(ids.FORFEIT, table_id, "no"))
        return cls(item, table_id, yes)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["yes"] == "yes")

    async def answer(self, interaction: Interaction) -> None:
        if not self.yes:
            kept = tr_of(interaction)("forfeit-kept")
            await interaction.response.edit_message(content=kept, view=None)
            return
        message = await service_of(interaction).forfeit(self.table_id, interaction.user.id)
        await interaction.response.edit_message(
            content=spoken(message, tr_of(interaction)), view=None
        )

    async def refused(self, interaction: Interaction, exc: TableError) -> None:
        await interaction.response.edit_message(content=exc.text(tr_of(interaction)), view=None)


def listed(t: Tr, items: tuple[str, ...]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in ``t``'s language."""
    if len(items) == 1:
        return items[0]
    return t("hand-list-and", first=", ".join(items[:-1]), last=items[-1])


def forfeit_prompt(
    table_id: int, terms: ForfeitTerms, language: str = "en"
) -> tuple[str, discord.ui.View]:
    """The question before a forfeit, and its two buttons, in ``language``; the sides named
    as the table names its seats (``seat_names``: a computer in ``language`` too).  Whether it
    counts in the league is said only where the server rates its tables (``/config rated``):
    an unrated server's people hear nothing of ratings."""
    t = tr(language)
    losers, winning = terms.sides(seat_names(terms.seats, t), t("table-team-members-sep"))
    winners, count = listed(t, winning), terms.count
    if terms.team:
        question = t("forfeit-question-team", losers=losers, winners=winners, count=count)
    else:
        question = t("forfeit-question-seat", winners=winners, count=count)
    if terms.league:
        rated = t("forfeit-rated") if terms.rated else t("forfeit-unrated", count=MIN_PEOPLE)
        question = f"{question} {rated}"
    v = new_view()
    v.add_item(ForfeitButton.make(table_id, True, language))
    v.add_item(ForfeitButton.make(table_id, False, language))
    return question, v


async def cancel_table(interaction: Interaction, table_id: int) -> None:
    """``/table cancel`` and the lobby's Cancel.  A seated person's cancel after the start is
    a forfeit (rated): it is asked first, privately; a lobby's cancel and a moderator's
    (unrated) are made at once.  A refusal is raised (``TableError``), for the caller's one
    answer to it."""
    svc = service_of(interaction)
    perms = interaction.permissions
    can_manage = bool(perms and perms.manage_threads)
    await svc.loaded(table_id)  # a table still being rebuilt after a restart: its match first
    if svc.cancel_means(table_id, interaction.user.id, can_manage) == "forfeit":
        terms = svc.forfeit_terms(table_id, interaction.user.id)
        text, view = forfeit_prompt(table_id, terms, language_of(interaction))
        await interaction.response.send_message(text, view=view, ephemeral=True)
        return
    await say(interaction, await svc.cancel(table_id, interaction.user.id, can_manage))
