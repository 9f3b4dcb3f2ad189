"""The one ``DynamicItem`` class behind every Cardroom component, and its dispatcher.

``bot.add_dynamic_items(CardroomItem)`` in ``setup_hook`` makes every component whose custom id
matches ``cr:...`` route here, whichever message it is on and however old it is.  Handlers are
registered by kind (``@handler("show")``) in ``bot.views.handlers``.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.views import ids

log = logging.getLogger(__name__)

Handler = Callable[[discord.Interaction[Any], int, str, list[str]], Awaitable[None]]
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return register


class CardroomItem(discord.ui.DynamicItem[discord.ui.Item[Any]], template=ids.TEMPLATE):
    """Any Cardroom button or select; the custom id says what it does."""

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    def __repr__(self) -> str:
        """Kind and table only: discord.py logs this when a handler fails, and the item's own
        repr shows its label and custom id, which name the cards of a private hand."""
        parsed = ids.parse(self.custom_id)
        kind, table = (parsed[0], parsed[1]) if parsed else ("?", "?")
        return f"<CardroomItem {kind} table={table}>"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CardroomItem:
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        parsed = ids.parse(self.custom_id)
        if parsed is None:
            return
        kind, table_id, rest = parsed
        fn = HANDLERS.get(kind)
        if fn is None:
            await interaction.response.send_message(
                "This button is no longer used.", ephemeral=True
            )
            return
        values = list(getattr(self.item, "values", []) or [])
        # A named task: the test harness waits for "cardroom:" tasks, and a handler's work
        # (commit, answer, scheduling the re-render) is all inside it.
        task = asyncio.create_task(
            fn(interaction, table_id, rest, values), name=f"cardroom:click:{kind}:{table_id}"
        )
        await task


def new_view() -> discord.ui.View:
    """An empty view to send components with, already *finished*.

    Every Cardroom component is a ``CardroomItem`` (a ``DynamicItem`` registered once in
    ``setup_hook``), so clicks are routed by custom id and discord.py need not keep the view.
    It keeps every unfinished view it sends, though, and gives each ephemeral one a 15-minute
    timeout task: thousands of stored views and sleeping tasks on a busy bot, for nothing.
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def button(
    label: str,
    kind: str,
    table_id: int,
    *rest: object,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
    disabled: bool = False,
    emoji: str | discord.PartialEmoji | None = None,
) -> CardroomItem:
    return CardroomItem(
        discord.ui.Button(
            label=label[:80],
            custom_id=ids.make(kind, table_id, *rest),
            style=style,
            row=row,
            disabled=disabled,
            emoji=emoji,
        )
    )


def select(
    placeholder: str,
    options: list[discord.SelectOption],
    kind: str,
    table_id: int,
    *rest: object,
    min_values: int = 1,
    max_values: int = 1,
    row: int | None = None,
) -> CardroomItem:
    return CardroomItem(
        discord.ui.Select(
            placeholder=placeholder[:150],
            options=options[:25],
            custom_id=ids.make(kind, table_id, *rest),
            min_values=min_values,
            max_values=min(max_values, len(options[:25])),
            row=row,
        )
    )
