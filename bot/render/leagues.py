"""The leagues as Discord shows them: standings, a profile, the stakes ledger, and the ratings
line of a table's result post."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import discord

from bot.leagues.outcome import MIN_PEOPLE
from bot.leagues.queries import Change, Stake, Standing, Versus
from bot.render.common import COLOUR, ICONS, clip, plural
from games import TITLES
from games.stats import PlayerStats

LEAGUE_COLOUR = 0xF1C40F
TOP = 10
"""How many places a standings post shows (and the asker's, if lower)."""
TOP_STAKES = 20
"""How many lines of the stakes ledger a post shows (and the asker's, if lower)."""
NAME_LENGTH = 32
"""Discord display names are at most 32 characters; a stored name is shown no longer."""
DESCRIPTION = 4096
"""Discord's limit on an embed description (the whole embed: 6000)."""

Row = TypeVar("Row")


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


def top_and_asker(
    rows: Sequence[Row],
    top: int,
    is_asker: Callable[[Row], bool],
    line: Callable[[Row], str],
    asker_line: Callable[[int, Row], str] | None = None,
) -> str:
    """The first ``top`` rows, one line each, and the asker's own line below them when it is
    further down: a leaderboard post of a server with thousands of players still fits one
    embed (Discord refuses the whole post otherwise), and everybody finds themselves."""
    lines = [line(r) for r in rows[:top]]
    mine = next((i for i, r in enumerate(rows) if is_asker(r)), None)
    tail = []
    if mine is not None and mine >= top:
        tail = ["…", asker_line(mine, rows[mine]) if asker_line else line(rows[mine])]
    while lines and len("\n".join(lines + tail)) > DESCRIPTION:  # only with absurd lines
        lines.pop()
    return "\n".join(lines + tail)


def standings_embed(
    game: str, season_number: int, current: int, rows: list[Standing], asker: int | None = None
) -> discord.Embed:
    """The top ``TOP`` of ``rows`` (the whole standings, best first), and the asker's place."""
    title = f"{ICONS.get(game, '')} {TITLES[game]} league · season {season_number}".strip()
    if season_number != current:
        title += " (closed)"
    if not rows:
        text = "Nobody is rated yet: finish a table with at least two people."
    else:
        text = top_and_asker(
            rows,
            TOP,
            lambda s: s.user_id == asker,
            lambda s: (
                f"**{s.place}.** {clip(s.name, NAME_LENGTH)} — **{number(s.rating)}** · "
                f"{s.played} played · {s.wins} won"
            ),
        )
    embed = discord.Embed(title=title, description=text, colour=COLOUR.get(game, LEAGUE_COLOUR))
    footer = "Rating: the conservative estimate (openskill), grows with games."
    if len(rows) > TOP:
        footer = f"The top {TOP} of {plural(len(rows), 'player')}. {footer}"
    embed.set_footer(text=footer)
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


def stakes_embed(
    season_number: int, current: int, rows: list[Stake], asker: int | None = None
) -> discord.Embed:
    """The first ``TOP_STAKES`` lines of the ledger (most won first) and the asker's."""
    title = f"{ICONS['tonk']} Tonk stakes · season {season_number}"
    if season_number != current:
        title += " (closed)"
    if not rows:
        text = "No Tonk table has ended this season."
    else:

        def line(s: Stake) -> str:
            return f"{clip(s.name, NAME_LENGTH)}: **{delta(s.net)}** ({plural(s.tables, 'table')})"

        text = top_and_asker(
            rows,
            TOP_STAKES,
            lambda s: s.user_id == asker,
            line,
            lambda i, s: f"You, #{i + 1} of {len(rows)}: {line(s)}",
        )
    embed = discord.Embed(title=title, description=text, colour=COLOUR["tonk"])
    if len(rows) > TOP_STAKES:
        embed.set_footer(text=f"The top {TOP_STAKES} of {plural(len(rows), 'player')}.")
    return embed


# ----- statistics (games.stats, from the stored records) --------------------------------------


def rate(made: int, tried: int) -> str:
    """``3 of 5 (60%)``, or ``0`` when nothing was tried."""
    return f"{made} of {tried} ({round(100 * made / tried)}%)" if tried else "0"


def per_match(n: int, matches: int) -> str:
    return f"{n / matches:.1f}" if matches else "0"


def _spades(c: dict[str, int], s: PlayerStats) -> str:
    return (
        f"bids made {rate(c['made'], c['bids'])}, set {c['set']} · "
        f"nil {rate(c['nil_made'], c['nil'])} · "
        f"blind nil {rate(c['blind_nil_made'], c['blind_nil'])} · "
        f"bags {c['bags']} ({per_match(c['bags'], s.matches)} per match)"
    )


def _twentynine(c: dict[str, int], s: PlayerStats) -> str:
    return (
        f"bids won {c['bids_won']}, made {rate(c['bids_made'], c['bids_won'])} · "
        f"pairs declared {c['pairs']} · singles {rate(c['singles_made'], c['singles'])} · "
        f"doubles {c['doubles']}"
    )


def _schmier(c: dict[str, int], s: PlayerStats) -> str:
    return (
        f"bids {c['bids']}, won {c['bids_won']}, made {rate(c['bids_made'], c['bids_won'])} · "
        f"points won {c['points']}"
    )


def _tonk(c: dict[str, int], s: PlayerStats) -> str:
    return (
        f"tonks {c['tonks']} · went out {c['outs']} · drops won {rate(c['drops_won'], c['drops'])}"
        f", caught {c['caught']} · hands won {c['hands_won']} · net stakes **{delta(c['net'])}**"
    )


GAME_LINES: dict[str, Callable[[dict[str, int], PlayerStats], str]] = {
    "spades": _spades,
    "twentynine": _twentynine,
    "schmier": _schmier,
    "tonk": _tonk,
}
"""Each game's counters in its own terms (``games/<game>/stats.py``)."""


def stats_value(s: PlayerStats) -> str:
    """One game's statistics: the record, then the game's own counters."""
    won = f"{s.wins} won" + (f" ({round(100 * s.win_rate)}%)" if s.win_rate is not None else "")
    hands = plural(s.hands, "hand")
    head = f"{plural(s.matches, 'table')}, {s.finished} finished · {won} · {hands}"
    return f"{head}\n{GAME_LINES[s.game](s.counts.to_json(), s)}"


def add_stats(embed: discord.Embed, stats: dict[str, PlayerStats]) -> discord.Embed:
    """The profile's statistics: a field per game, from the season's stored records."""
    for game, s in sorted(stats.items(), key=lambda kv: TITLES[kv[0]]):
        name = f"{TITLES[game]} · statistics"
        embed.add_field(name=name, value=stats_value(s)[:1024], inline=False)
    return embed


def head_to_head_embed(
    you: str, other: str, season_number: int, versus: dict[str, Versus]
) -> discord.Embed:
    """Your finished matches with (partners) and against ``other``, per game."""
    lines = []
    for game, v in sorted(versus.items(), key=lambda kv: TITLES[kv[0]]):
        parts = []
        if v.together:
            parts.append(f"together {plural(v.together, 'match', 'matches')}, {v.together_won} won")
        if v.against:
            parts.append(
                f"against {plural(v.against, 'match', 'matches')}: you won {v.mine}, "
                f"{clip(other, NAME_LENGTH)} won {v.theirs}"
            )
        lines.append(f"**{TITLES[game]}**: " + " · ".join(parts))
    text = "\n".join(lines) or f"No finished match together this season (season {season_number})."
    return discord.Embed(
        title=f"{clip(you, NAME_LENGTH)} and {clip(other, NAME_LENGTH)} · season {season_number}",
        description=text,
        colour=LEAGUE_COLOUR,
    )
