"""The lobby message: seats and teams, the house rules in force, who the host is.

Public, so in the table's language (``snap.language``): every word from the catalogue
(``lobby.ftl``, the house rules' names and values from ``house-rules.ftl``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.computers import level_title
from bot.i18n import Tr, tr
from bot.render.common import COLOUR, ICONS, clip, seat_list
from bot.render.games import face
from bot.tables import house_rules

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot


def lobby_teams(game: str, seats: int, options: dict[str, object]) -> list[list[int]]:
    """The partnerships, from the engine itself (Schmier's depend on a house rule)."""
    return house_rules.teams_for(game, seats, options)


def game_name(game: str, language: Tr) -> str:
    """A game's name in ``language`` (``common.ftl``); an unknown game by its code."""
    key = f"game-{game}"
    return language(key) if language.has(key) else game


def level_name(level: str, language: Tr) -> str:
    """``Strong``: a computers' level as the lobby names it."""
    key = f"level-{level}"
    return language(key) if language.has(key) else level_title(level)


def computer_line(level: str, language: Tr | None = None) -> str:
    """``**Computers**: **Strong** (what the level means)``: the table's computers."""
    said = language or tr("en")
    blurb = f"level-{level}-blurb"
    if said.has(blurb):
        return said("lobby-computers", level=level_name(level, said), blurb=said(blurb))
    return said("lobby-computers-plain", level=level_name(level, said))


def rules_in_force(snap: PublicSnapshot, language: Tr | None = None) -> str:
    said = language or tr(snap.language)
    lines = [
        said(
            "lobby-rule",
            rule=house_rules.label(house_rules.rule_key(snap.game, name), name, said),
            value=house_rules.value_label(house_rules.rule_key(snap.game, name), value, said),
        )
        for name, value in snap.options.items()
        if name not in ("min_players", "max_players")
    ]
    lines += face(snap.game, said.language).lobby_lines(snap)
    if not lines:
        return said("lobby-standard-rules")
    return "\n".join(lines) + "\n" + said("lobby-everything-else")


def status_line(snap: PublicSnapshot, language: Tr) -> str:
    """Who the lobby waits for, or that the host can start."""
    held = [s.name for s in snap.seats if s.held]
    if held:  # a rematch: it starts by itself once they are back
        return language("lobby-waiting-held", names=", ".join(held))
    empty = sum(1 for s in snap.seats if s.empty)
    if empty:
        return language("lobby-waiting", count=empty)
    return language("lobby-full")


def lobby_embed(snap: PublicSnapshot) -> discord.Embed:
    said = tr(snap.language)
    teams = lobby_teams(snap.game, len(snap.seats), snap.options)
    rematch = [said("lobby-rematch", table=snap.rematch_of)] if snap.rematch_of else []
    desc = "\n".join(
        [
            *rematch,
            said("lobby-host", host=str(snap.host_id)),
            "",
            said("lobby-seats"),
            seat_list(snap.seats, teams, language=said),
            "",
            said("lobby-house-rules"),
            rules_in_force(snap, said),
            "",
            computer_line(snap.computer_level, said),
            "",
            status_line(snap, said),
        ]
    )
    title = said(
        "lobby-title",
        icon=ICONS.get(snap.game, ""),
        game=game_name(snap.game, said),
        table=snap.table_id,
    )
    embed = discord.Embed(
        title=title,
        description=clip(desc, 4000),
        colour=COLOUR.get(snap.game, 0x5865F2),
    )
    embed.set_footer(text=said("lobby-footer"))
    return embed


def thread_name(title: str, table_id: int) -> str:
    """The name of a table's thread; a restart looks for a thread it did not record by it."""
    return f"{title} table #{table_id}"
