"""The leagues as Discord shows them: standings, a profile, the stakes ledger, and the ratings
line of a table's result post."""

from __future__ import annotations

import discord

from bot.leagues.outcome import MIN_PEOPLE
from bot.leagues.queries import Change, Stake, Standing
from bot.render.common import COLOUR, ICONS, plural
from games import TITLES

LEAGUE_COLOUR = 0xF1C40F


def number(n: int) -> str:
    """A signed-looking number with a real minus sign (−16), as people write it."""
    return f"−{-n}" if n < 0 else str(n)


def delta(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def ratings_line(rated: bool, changes: list[Change]) -> str:
    """The line added to a played-out table's result post."""
    if not rated:
        return f"Not rated: a league table needs at least {MIN_PEOPLE} people."
    parts = [
        f"{c.name} {number(c.before)} → {number(c.after)} ({delta(c.after - c.before)})"
        for c in changes
    ]
    return "📈 Ratings: " + " · ".join(parts)


def standings_embed(
    game: str, season_number: int, current: int, rows: list[Standing]
) -> discord.Embed:
    title = f"{ICONS.get(game, '')} {TITLES[game]} league · season {season_number}".strip()
    if season_number != current:
        title += " (closed)"
    if not rows:
        text = "Nobody is rated yet: finish a table with at least two people."
    else:
        text = "\n".join(
            f"**{s.place}.** {s.name} — **{number(s.rating)}** · {s.played} played · {s.wins} won"
            for s in rows
        )
    embed = discord.Embed(title=title, description=text, colour=COLOUR.get(game, LEAGUE_COLOUR))
    embed.set_footer(text="Rating: the conservative estimate (openskill), grows with games.")
    return embed


def profile_embed(
    name: str, season_number: int, games: dict[str, tuple[Standing, int]]
) -> discord.Embed:
    if not games:
        text = f"No rated tables this season (season {season_number})."
    else:
        text = "\n".join(
            f"**{TITLES[g]}**: rating **{number(s.rating)}**, #{s.place} of {n} · "
            f"{s.wins} won, {s.played - s.wins} lost"
            for g, (s, n) in sorted(games.items(), key=lambda kv: TITLES[kv[0]])
        )
    return discord.Embed(
        title=f"{name} · season {season_number}", description=text, colour=LEAGUE_COLOUR
    )


def stakes_embed(season_number: int, current: int, rows: list[Stake]) -> discord.Embed:
    title = f"{ICONS['tonk']} Tonk stakes · season {season_number}"
    if season_number != current:
        title += " (closed)"
    if not rows:
        text = "No Tonk table has ended this season."
    else:
        text = "\n".join(
            f"{s.name}: **{delta(s.net)}** ({plural(s.tables, 'table')})" for s in rows
        )
    return discord.Embed(title=title, description=text, colour=COLOUR["tonk"])
