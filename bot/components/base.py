"""The base of every Cardroom component (``Component``), and the one answer to a refusal.

Each kind of component is a ``DynamicItem`` subclass with its own template (``bot.components.
ids``) and its state, typed, parsed from the template's match (``from_custom_id``): the bot
registers every kind in ``setup_hook`` (``bot.components.COMPONENTS``), so a click on any
Cardroom message, however old, reaches its kind's ``answer``.  Nothing is kept in memory per
message.

``callback`` runs ``answer`` in a task named ``cardroom:click:<kind>:<table>`` (the test
harness waits for ``cardroom:`` tasks) and answers a ``TableError`` once for every kind
(``refuse``: a private line with its message); the app commands' errors reach the same
``refuse`` through the command tree (``bot.exts.errors``).
"""

from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeAlias, TypeVar, cast

import discord

from bot.components import ids
from bot.db.writer import answering
from bot.i18n import Tr, tr
from bot.metrics import events
from bot.tables.errors import TableError, spoken

if TYPE_CHECKING:
    from bot.bot import CardroomBot
    from bot.tables.service import TableService

Interaction: TypeAlias = "discord.Interaction[CardroomBot]"
ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])
Button = discord.ui.Button[Any]
Select = discord.ui.Select[Any]

NEVER = r"(?!)"
"""The base class's template: it matches nothing (only the kinds are registered)."""


def service_of(interaction: Interaction) -> TableService:
    return interaction.client.service


def language_of(interaction: Interaction) -> str:
    """The language to answer this person in, privately (``bot.tables.languages``)."""
    return interaction.client.languages.of(
        interaction.user.id, interaction.locale, interaction.guild_id
    )


def tr_of(interaction: Interaction) -> Tr:
    """The catalogue in this person's language (``language_of``)."""
    return tr(language_of(interaction))


def display_name(interaction: Interaction) -> str:
    return interaction.user.display_name[:32]


async def say(interaction: Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already (an
    ``Answer`` of the rules layer in the person's language)."""
    text = spoken(text, tr_of(interaction))
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def refuse(interaction: Interaction, exc: TableError) -> None:
    """The answer to a refused request, for components and app commands alike: its message,
    privately (the message is written for the person; it names no card of another seat)."""
    await say(interaction, exc.text(tr_of(interaction)))


def new_view() -> discord.ui.View:
    """An empty view to send components with, already *finished*.

    Every Cardroom component is a ``DynamicItem`` registered once in ``setup_hook``, so clicks
    are routed by custom id and discord.py need not keep the view.  It keeps every unfinished
    view it sends, though, and gives each ephemeral one a 15-minute timeout task: thousands of
    stored views and sleeping tasks on a busy bot, for nothing.
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def button(
    label: str,
    custom_id: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
    disabled: bool = False,
    emoji: str | discord.PartialEmoji | None = None,
) -> Button:
    return discord.ui.Button(
        label=label[:80], custom_id=custom_id, style=style, row=row, disabled=disabled, emoji=emoji
    )


def select(
    placeholder: str,
    options: list[discord.SelectOption],
    custom_id: str,
    *,
    min_values: int = 1,
    max_values: int = 1,
    row: int | None = None,
) -> Select:
    options = options[:25]
    return discord.ui.Select(
        placeholder=placeholder[:150],
        options=options,
        custom_id=custom_id,
        min_values=min_values,
        max_values=min(max_values, len(options)),
        row=row,
    )


class Component(discord.ui.DynamicItem[ItemT], template=NEVER):
    """A Cardroom button or select: its kind, its table, and what it does when used."""

    kind: ClassVar[str] = ""

    def __init__(self, item: ItemT, table_id: int) -> None:
        super().__init__(item)
        self.table_id = table_id

    def __repr__(self) -> str:
        """Kind and table only: discord.py logs this when a handler fails, and the item's own
        repr shows its label and custom id, which name the cards of a private hand."""
        return f"<{type(self).__name__} {self.kind} table={self.table_id}>"

    @staticmethod
    def table_of(match: re.Match[str]) -> int:
        return int(match["table"])

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        """The component of a click (discord.py calls this with the match of ``template``):
        here, a kind whose state is its table alone; the others parse the rest of theirs."""
        return cls(cast(Any, item), cls.table_of(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        # discord.py runs this in a task of its own: named, it is a "cardroom:" task, which the
        # test harness waits for (the answer's work, commit, answer and scheduling the
        # re-render, is all inside it).  Not a new task: that cost the answer a trip through
        # the event loop, which at a busy bot is a long one.
        task = asyncio.current_task()
        if task is not None:
            task.set_name(f"cardroom:click:{self.kind}:{self.table_id}")
        with events.interaction(self.kind):  # its latency, by kind only (bot.metrics)
            await self._answered(interaction)

    async def _answered(self, interaction: Interaction) -> None:
        with answering():  # a person waits: this task's writes are resumed first
            try:
                await self.answer(interaction)
            except TableError as exc:
                await self.refused(interaction, exc)

    async def answer(self, interaction: Interaction) -> None:
        """What the component does; a ``TableError`` it raises is answered by ``refused``."""
        raise NotImplementedError

    async def refused(self, interaction: Interaction, exc: TableError) -> None:
        await refuse(interaction, exc)


class Retired(Component[discord.ui.Item[Any]], template=ids.RETIRED):
    """A Cardroom custom id of a kind no longer made: said so, rather than left to fail."""

    kind = "retired"

    async def answer(self, interaction: Interaction) -> None:
        await interaction.response.send_message(
            tr_of(interaction)("error-button-retired"), ephemeral=True
        )
