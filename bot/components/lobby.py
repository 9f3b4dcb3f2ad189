"""The lobby's components: Join, Leave, Add computer, House rules, Start, Cancel, the seat
choice, and the computer level (host only; the select shows the level in force)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    display_name,
    new_view,
    say,
    select,
    service_of,
)
from bot.components.forfeit import cancel_table
from bot.components.house_rules import rules_page
from bot.computers import LEVEL_BLURBS, level_title, levels
from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.lobby import lobby_teams
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

JOIN, LEAVE, ADD_COMPUTER, RULES, START, CANCEL = (
    "join",
    "leave",
    "addc",
    "rules",
    "start",
    "cancel",
)


class LobbyButton(Component[Button], template=ids.template(ids.LOBBY) + r"(?::(?P<what>.*))?"):
    """One of the lobby's buttons (``what``: join, leave, addc, rules, start, cancel)."""

    kind = ids.LOBBY

    def __init__(self, item: Button, table_id: int, what: str) -> None:
        super().__init__(item, table_id)
        self.what = what

    @classmethod
    def make(
        cls,
        label: str,
        table_id: int,
        what: str,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int,
    ) -> Self:
        return cls(button(label, marker(table_id, what), style=style, row=row), table_id, what)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["what"] or "")

    async def answer(self, interaction: Interaction) -> None:
        svc = service_of(interaction)
        tid, user = self.table_id, interaction.user
        if self.what == JOIN:
            message = await svc.join(tid, user.id, display_name(interaction))
        elif self.what == LEAVE:
            message = await svc.leave(tid, user.id)
        elif self.what == ADD_COMPUTER:
            message = await svc.add_computer(tid, user.id)
        elif self.what == START:
            message = await svc.start(tid, user.id)
        elif self.what == CANCEL:
            await cancel_table(interaction, tid)
            return
        elif self.what == RULES:
            snap = await svc.public_snapshot(tid)
            if snap.status != "lobby":
                raise TableError("The game has started: the house rules are fixed.")
            text, view = rules_page(snap, 0, editable=user.id == snap.host_id)
            await interaction.response.send_message(text, view=view, ephemeral=True)
            return
        else:
            message = "This button is no longer used."
        await say(interaction, message)


class SeatSelect(Component[Select], template=ids.template(ids.SEAT) + r"(?::.*)?"):
    """The seat choice: join (or move to) the seat picked."""

    kind = ids.SEAT

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        seat = int(values[0]) if values else -1
        svc = service_of(interaction)
        await say(
            interaction,
            await svc.join(self.table_id, interaction.user.id, display_name(interaction), seat),
        )


class LevelSelect(Component[Select], template=ids.template(ids.LEVEL) + r"(?::.*)?"):
    """The computers' level (the host's)."""

    kind = ids.LEVEL

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        svc = service_of(interaction)
        level = values[0] if values else ""
        await say(interaction, await svc.set_level(self.table_id, interaction.user.id, level))


def marker(table_id: int, what: str = JOIN) -> str:
    """The custom id of a lobby button; the Join button's marks the lobby message of a table
    (a restart finds a lobby message it did not record by it)."""
    return ids.make(ids.LOBBY, table_id, what)


def lobby_view(snap: PublicSnapshot) -> discord.ui.View:
    tid = snap.table_id
    v = new_view()
    for label, what, style, row in (
        ("Join", JOIN, discord.ButtonStyle.success, 0),
        ("Leave", LEAVE, discord.ButtonStyle.secondary, 0),
        ("Add computer", ADD_COMPUTER, discord.ButtonStyle.secondary, 0),
        ("House rules", RULES, discord.ButtonStyle.secondary, 0),
        ("Start", START, discord.ButtonStyle.primary, 1),
        ("Cancel", CANCEL, discord.ButtonStyle.danger, 1),
    ):
        v.add_item(LobbyButton.make(label, tid, what, style=style, row=row))
    teams = lobby_teams(snap.game, len(snap.seats), snap.options)
    options = []
    for i, s in enumerate(snap.seats):
        team = f" · Team {TEAM_LETTERS[team_of(teams, i)]}" if has_teams(teams) else ""
        who = "free" if s.empty else s.name
        options.append(
            discord.SelectOption(label=f"Seat {i + 1}{team} — {who}"[:100], value=str(i))
        )
    seats = select("Choose your seat", options, ids.make(ids.SEAT, tid), row=2)
    v.add_item(SeatSelect(seats, tid))
    v.add_item(level_select(snap))
    return v


def level_select(snap: PublicSnapshot) -> LevelSelect:
    current = snap.computer_level
    options = [
        discord.SelectOption(
            label=f"Computers: {level_title(level)}",
            value=level,
            description=LEVEL_BLURBS.get(level, "")[:100] or None,
            default=level == current,
        )
        for level in levels(snap.game)
    ]
    placeholder = f"Computers: {level_title(current)}"
    item = select(placeholder, options, ids.make(ids.LEVEL, snap.table_id), row=3)
    return LevelSelect(item, snap.table_id)
