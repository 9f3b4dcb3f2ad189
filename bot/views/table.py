"""The table message's components: Show hand (always), Take my seat back (when needed)."""

from __future__ import annotations

import discord

from bot.tables.service import PublicSnapshot
from bot.views.component import button, new_view


def table_view(snap: PublicSnapshot) -> discord.ui.View:
    v = new_view()
    v.add_item(button("Show hand", "show", snap.table_id, style=discord.ButtonStyle.primary, row=0))
    if any(s.human and s.computer_plays for s in snap.seats):
        v.add_item(button("Take my seat back", "back", snap.table_id, row=0))
    return v
