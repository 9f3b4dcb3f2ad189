"""A tiny discord.py bot that exercises what Cardroom needs, for the fake's own self-tests.

It is built like a production bot (``commands.Bot``, an app-command group, views, a
``DynamicItem`` registered in ``setup_hook``, a modal) so that the self-tests prove the fake runs
discord.py's real code paths. ``hooks`` lets a test reach into a command at the right moment.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands


class SeatButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"seat:(?P<table>\d+):(?P<action>[a-z]+)",
):
    """A persistent button whose state (table, action) lives in its custom_id."""

    def __init__(self, table: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=action.title(),
                style=discord.ButtonStyle.primary,
                custom_id=f"seat:{table}:{action}",
            )
        )
        self.table = table
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SeatButton:
        return cls(int(match["table"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: SampleBot = interaction.client  # type: ignore[assignment]
        bot.log.append((self.action, interaction.user.id, self.table))
        if self.action == "show":
            await interaction.response.send_message(
                f"Your hand at table {self.table}", view=HandView(), ephemeral=True
            )
            return
        await interaction.response.send_message(
            f"{interaction.user.name} {self.action}s", ephemeral=True
        )


class HandView(discord.ui.View):
    """An ephemeral hand: a string select of cards, then the same message shows the play."""

    def __init__(self) -> None:
        super().__init__(timeout=600)

    @discord.ui.select(
        custom_id="hand:play",
        placeholder="Play a card",
        options=[discord.SelectOption(label=c, value=c) for c in ("AS", "KH", "7D")],
    )
    async def play(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        select.disabled = True
        await interaction.response.edit_message(content=f"You played {select.values[0]}", view=self)

    @discord.ui.button(label="Sort", custom_id="hand:sort")
    async def sort(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()  # type 6: acknowledge now, edit @original later
        await interaction.edit_original_response(content="Your hand, sorted")


class RenameModal(discord.ui.Modal, title="Rename the table"):
    """A modal with one text input."""

    name: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="New name", custom_id="name", max_length=20
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Renamed to {self.name.value}", ephemeral=True)


class SampleBot(commands.Bot):
    """The sample bot; ``hooks[name]()`` is awaited inside command ``name`` when set."""

    def __init__(self) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.01
        )
        self.log: list[tuple[str, int, int]] = []
        self.hooks: dict[str, Callable[[], Any]] = {}
        self.saved: dict[str, discord.Interaction] = {}
        self.tree.add_command(table_group)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(SeatButton)

    async def hook(self, name: str) -> None:
        fn = self.hooks.get(name)
        if fn is not None:
            result = fn()
            if asyncio.iscoroutine(result):
                await result


table_group = app_commands.Group(name="table", description="Card tables")


@table_group.command(name="create", description="Open a table in a new thread")
@app_commands.describe(game="Which game", stake="Stake for Tonk")
@app_commands.choices(
    game=[
        app_commands.Choice(name="Spades", value="spades"),
        app_commands.Choice(name="Tonk", value="tonk"),
    ]
)
async def create(
    interaction: discord.Interaction, game: str, stake: app_commands.Range[int, 0, 100] = 0
) -> None:
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    if not interaction.app_permissions.create_public_threads:
        await interaction.response.send_message(
            "I need the Create Public Threads permission here.", ephemeral=True
        )
        return
    thread = await channel.create_thread(
        name=f"{game} table", type=discord.ChannelType.public_thread
    )
    await thread.add_user(interaction.user)
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "show"):
        view.add_item(SeatButton(thread.id, action))
    view.add_item(discord.ui.Button(label="Start", custom_id="noop:start", disabled=True))
    await thread.send(f"{game} lobby, stake {stake}", view=view)
    await interaction.response.send_message(f"Table opened in {thread.mention}", ephemeral=True)


@table_group.command(name="force", description="Create a thread without checking permissions")
async def force(interaction: discord.Interaction) -> None:
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    try:
        await channel.create_thread(name="forced", type=discord.ChannelType.public_thread)
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"Forbidden {exc.code}", ephemeral=True)
        return
    await interaction.response.send_message("created", ephemeral=True)


@table_group.command(name="rename", description="Rename through a modal")
async def rename(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(RenameModal())


@table_group.command(name="slow", description="Defer, then answer")
async def slow(interaction: discord.Interaction, ephemeral: bool = False) -> None:
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    bot: SampleBot = interaction.client  # type: ignore[assignment]
    bot.saved["slow"] = interaction
    await bot.hook("slow")
    await interaction.followup.send("done thinking")
    extra = await interaction.followup.send("a second follow-up", ephemeral=True, wait=True)
    await extra.edit(content="a second follow-up, edited")


@table_group.command(name="say", description="Post text in the channel")
async def say(interaction: discord.Interaction, text: str, repeat: int = 1) -> None:
    await interaction.response.defer(ephemeral=True)
    channel = interaction.channel
    assert isinstance(channel, discord.abc.Messageable)
    await channel.send(text * repeat)
    await interaction.edit_original_response(content="posted")


@table_group.command(name="silent", description="Never answers")
async def silent(interaction: discord.Interaction) -> None:
    return None


@table_group.command(name="crash", description="Raises")
async def crash(interaction: discord.Interaction) -> None:
    raise RuntimeError("boom in a command")


@table_group.command(name="late", description="Answers after the hook")
async def late(interaction: discord.Interaction) -> None:
    bot: SampleBot = interaction.client  # type: ignore[assignment]
    await bot.hook("late")
    with contextlib.suppress(discord.NotFound):
        await interaction.response.send_message("too late?")


@table_group.command(name="pick", description="Autocomplete a card")
async def pick(interaction: discord.Interaction, card: str) -> None:
    await interaction.response.send_message(f"picked {card}")


@pick.autocomplete("card")
async def pick_card(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    cards = ["AS", "AH", "KS"]
    return [app_commands.Choice(name=c, value=c) for c in cards if c.startswith(current.upper())]
