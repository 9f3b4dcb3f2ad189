"""The lobby's components: Join, Leave, Add computer, House rules, Start, Cancel, seat choice,
and the computer level (host only; the select shows the level in force)."""

from __future__ import annotations

import discord

from bot.computers import LEVEL_BLURBS, level_title, levels
from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.lobby import lobby_teams
from bot.tables.service import PublicSnapshot
from bot.views.component import button, new_view, select


def thread_name(title: str, table_id: int) -> str:
    """The name of a table's thread; a restart looks for a thread it did not record by it."""
    return f"{title} table #{table_id}"


def lobby_view(snap: PublicSnapshot) -> discord.ui.View:
    tid = snap.table_id
    v = new_view()
    v.add_item(button("Join", "lobby", tid, "join", style=discord.ButtonStyle.success, row=0))
    v.add_item(button("Leave", "lobby", tid, "leave", row=0))
    v.add_item(button("Add computer", "lobby", tid, "addc", row=0))
    v.add_item(button("House rules", "lobby", tid, "rules", row=0))
    v.add_item(button("Start", "lobby", tid, "start", style=discord.ButtonStyle.primary, row=1))
    v.add_item(button("Cancel", "lobby", tid, "cancel", style=discord.ButtonStyle.danger, row=1))
    teams = lobby_teams(snap.game, len(snap.seats), snap.options)
    options = []
    for i, s in enumerate(snap.seats):
        team = f" · Team {TEAM_LETTERS[team_of(teams, i)]}" if has_teams(teams) else ""
        who = "free" if s.empty else s.name
        options.append(
            discord.SelectOption(label=f"Seat {i + 1}{team} — {who}"[:100], value=str(i))
        )
    v.add_item(select("Choose your seat", options, "seat", tid, row=2))
    v.add_item(level_select(snap))
    return v


def level_select(snap: PublicSnapshot) -> discord.ui.Item[discord.ui.View]:
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
    return select(f"Computers: {level_title(current)}", options, "level", snap.table_id, row=3)
