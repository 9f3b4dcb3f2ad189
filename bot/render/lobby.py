"""The lobby message: seats and teams, the house rules in force, who the host is."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.computers import LEVEL_BLURBS, level_title
from bot.render.common import COLOUR, ICONS, clip, plural, seat_list
from bot.render.config import lobby_line
from bot.render.games import face
from bot.tables import house_rules

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot


def lobby_teams(game: str, seats: int, options: dict[str, object]) -> list[list[int]]:
    """The partnerships, from the engine itself (Schmier's depend on a house rule)."""
    return house_rules.teams_for(game, seats, options)


def computer_line(level: str) -> str:
    """``Strong`` (what the level means): the level of the table's computers."""
    blurb = LEVEL_BLURBS.get(level)
    return f"**{level_title(level)}**" + (f" ({blurb})" if blurb else "")


def rules_in_force(snap: PublicSnapshot) -> str:
    lines = [
        f"• {name.replace('_', ' ').capitalize()}: **{house_rules.format_value(value)}**"
        for name, value in snap.options.items()
        if name not in ("min_players", "max_players")
    ]
    lines += face(snap.game).lobby_lines(snap)
    if not lines:
        return "Standard rules (see `/rules`)."
    return "\n".join(lines) + "\nEverything else: standard rules (see `/rules`)."


def lobby_embed(snap: PublicSnapshot) -> discord.Embed:
    teams = lobby_teams(snap.game, len(snap.seats), snap.options)
    empty = sum(1 for s in snap.seats if s.empty)
    held = [s.name for s in snap.seats if s.held]
    status = (
        f"Waiting for {plural(empty, 'more player')}."
        if empty
        else "Every seat is taken: the host can **Start**."
    )
    if held:  # a rematch: it starts by itself once they are back
        status = f"Waiting for {', '.join(held)} (seat held), or the host can **Start**."
    rematch = [f"🔁 Rematch of table #{snap.rematch_of}"] if snap.rematch_of else []
    desc = "\n".join(
        [
            *rematch,
            f"Host: <@{snap.host_id}>",
            "",
            "**Seats**",
            seat_list(snap.seats, teams),
            "",
            "**House rules**",
            rules_in_force(snap),
            "",
            f"**Computers**: {computer_line(snap.computer_level)}",
            lobby_line(snap),
            "",
            status,
        ]
    )
    embed = discord.Embed(
        title=f"{ICONS.get(snap.game, '')} {snap.title} — table #{snap.table_id} (lobby)",
        description=clip(desc, 4000),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    embed.set_footer(
        text="Join takes a free seat; pick a seat below to choose one. Computers play empty seats "
        "the host adds and turns whose time runs out; the host chooses their level below."
    )
    return embed


def thread_name(title: str, table_id: int) -> str:
    """The name of a table's thread; a restart looks for a thread it did not record by it."""
    return f"{title} table #{table_id}"
