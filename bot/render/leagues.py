"""The leagues as Discord shows them: standings, a profile, the stakes ledger, and the ratings
line of a table's result post."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import discord

from bot.i18n import Tr, tr
from bot.leagues.outcome import MIN_PEOPLE
from bot.leagues.queries import Change, Stake, Standing, Versus
from bot.render.common import COLOUR, ICONS, clip
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


def title_of(game: str, language: Tr) -> str:
    """A game's name in ``language`` (the catalogue's ``game-<game>``)."""
    key = f"game-{game}"
    return language(key) if language.has(key) else TITLES.get(game, game)


def closed(title: str, season_number: int, current: int, language: Tr) -> str:
    """A title, marked closed when it is a past season's (or book's)."""
    return language("league-closed", title=title) if season_number != current else title


def ratings_line(rated: bool, changes: list[Change], language: str = "en") -> str:
    """The line added to a played-out table's result post (in the table's language)."""
    t = tr(language)
    if not rated:
        return t("league-not-rated", min=str(MIN_PEOPLE))
    parts = [
        t(
            "league-rating-change",
            name=c.name,
            before=number(c.before),
            after=number(c.after),
            delta=delta(c.after - c.before),
        )
        for c in changes
    ]
    return t("league-ratings", changes=" · ".join(parts))


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
    game: str,
    season_number: int,
    current: int,
    rows: list[Standing],
    asker: int | None = None,
    language: str = "en",
) -> discord.Embed:
    """The top ``TOP`` of ``rows`` (the whole standings, best first), and the asker's place."""
    t = tr(language)
    title = t(
        "league-standings-title",
        icon=ICONS.get(game, ""),
        game=title_of(game, t),
        season=str(season_number),
    ).strip()
    title = closed(title, season_number, current, t)
    if not rows:
        text = t("league-standings-empty")
    else:
        text = top_and_asker(
            rows,
            TOP,
            lambda s: s.user_id == asker,
            lambda s: t(
                "league-standings-line",
                place=str(s.place),
                name=clip(s.name, NAME_LENGTH),
                rating=number(s.rating),
                played=str(s.played),
                won=str(s.wins),
            ),
        )
    embed = discord.Embed(title=title, description=text, colour=COLOUR.get(game, LEAGUE_COLOUR))
    footer = t("league-standings-footer")
    if len(rows) > TOP:
        footer = t("league-standings-footer-top", top=str(TOP), count=len(rows))
    embed.set_footer(text=footer)
    return embed


def profile_embed(
    name: str, season_number: int, games: dict[str, tuple[Standing, int]], language: str = "en"
) -> discord.Embed:
    t = tr(language)
    if not games:
        text = t("league-profile-none", season=str(season_number))
    else:
        text = "\n".join(
            t(
                "league-profile-line",
                game=title_of(g, t),
                rating=number(s.rating),
                place=str(s.place),
                count=str(n),
                won=str(s.wins),
                lost=str(s.played - s.wins),
            )
            for g, (s, n) in sorted(games.items(), key=lambda kv: TITLES[kv[0]])
        )
    return discord.Embed(
        title=t("league-profile-title", name=name, season=str(season_number)),
        description=text,
        colour=LEAGUE_COLOUR,
    )


def stakes_embed(
    season_number: int,
    current: int,
    rows: list[Stake],
    asker: int | None = None,
    language: str = "en",
) -> discord.Embed:
    """The first ``TOP_STAKES`` lines of the ledger (most won first) and the asker's."""
    t = tr(language)
    title = t("league-stakes-title", icon=ICONS["tonk"], season=str(season_number))
    title = closed(title, season_number, current, t)
    if not rows:
        text = t("league-stakes-empty")
    else:

        def line(s: Stake) -> str:
            return t(
                "league-stakes-line",
                name=clip(s.name, NAME_LENGTH),
                net=delta(s.net),
                tables=s.tables,
            )

        text = top_and_asker(
            rows,
            TOP_STAKES,
            lambda s: s.user_id == asker,
            line,
            lambda i, s: t(
                "league-stakes-you", place=str(i + 1), count=str(len(rows)), line=line(s)
            ),
        )
    embed = discord.Embed(title=title, description=text, colour=COLOUR["tonk"])
    if len(rows) > TOP_STAKES:
        embed.set_footer(text=t("league-top-of", top=str(TOP_STAKES), count=len(rows)))
    return embed


# ----- statistics (games.stats, from the stored records) --------------------------------------


def rate(made: int, tried: int, language: Tr | None = None) -> str:
    """``3 of 5 (60%)``, or ``0`` when nothing was tried."""
    if not tried:
        return "0"
    t = language or tr("en")
    return t("stats-rate", made=str(made), tried=str(tried), percent=str(round(100 * made / tried)))


def per_match(n: int, matches: int) -> str:
    return f"{n / matches:.1f}" if matches else "0"


def _spades(c: dict[str, int], s: PlayerStats, t: Tr) -> str:
    return t(
        "stats-spades",
        made=rate(c["made"], c["bids"], t),
        set=str(c["set"]),
        nil=rate(c["nil_made"], c["nil"], t),
        blind=rate(c["blind_nil_made"], c["blind_nil"], t),
        bags=str(c["bags"]),
        per=per_match(c["bags"], s.matches),
    )


def _twentynine(c: dict[str, int], s: PlayerStats, t: Tr) -> str:
    return t(
        "stats-twentynine",
        won=str(c["bids_won"]),
        made=rate(c["bids_made"], c["bids_won"], t),
        pairs=str(c["pairs"]),
        singles=rate(c["singles_made"], c["singles"], t),
        doubles=str(c["doubles"]),
    )


def _schmier(c: dict[str, int], s: PlayerStats, t: Tr) -> str:
    return t(
        "stats-schmier",
        bids=str(c["bids"]),
        won=str(c["bids_won"]),
        made=rate(c["bids_made"], c["bids_won"], t),
        points=str(c["points"]),
    )


def _tonk(c: dict[str, int], s: PlayerStats, t: Tr) -> str:
    return t(
        "stats-tonk",
        tonks=str(c["tonks"]),
        outs=str(c["outs"]),
        drops=rate(c["drops_won"], c["drops"], t),
        caught=str(c["caught"]),
        hands=str(c["hands_won"]),
        net=delta(c["net"]),
    )


GAME_LINES: dict[str, Callable[[dict[str, int], PlayerStats, Tr], str]] = {
    "spades": _spades,
    "twentynine": _twentynine,
    "schmier": _schmier,
    "tonk": _tonk,
}
"""Each game's counters in its own terms (``games/<game>/stats.py``)."""


def stats_value(s: PlayerStats, language: str = "en") -> str:
    """One game's statistics: the record, then the game's own counters."""
    t = tr(language)
    if s.win_rate is not None:
        head = t(
            "stats-head-rate",
            tables=s.matches,
            finished=str(s.finished),
            won=str(s.wins),
            percent=str(round(100 * s.win_rate)),
            hands=s.hands,
        )
    else:
        head = t("stats-head", tables=s.matches, finished=str(s.finished), won=str(s.wins),
                 hands=s.hands)  # fmt: skip
    return f"{head}\n{GAME_LINES[s.game](s.counts.to_json(), s, t)}"


def add_stats(
    embed: discord.Embed, stats: dict[str, PlayerStats], language: str = "en"
) -> discord.Embed:
    """The profile's statistics: a field per game, from the season's stored records."""
    t = tr(language)
    for game, s in sorted(stats.items(), key=lambda kv: TITLES[kv[0]]):
        name = t("stats-field", game=title_of(game, t))
        embed.add_field(name=name[:256], value=stats_value(s, language)[:1024], inline=False)
    return embed


def head_to_head_embed(
    you: str, other: str, season_number: int, versus: dict[str, Versus], language: str = "en"
) -> discord.Embed:
    """Your finished matches with (partners) and against ``other``, per game."""
    t = tr(language)
    lines = []
    for game, v in sorted(versus.items(), key=lambda kv: TITLES[kv[0]]):
        parts = []
        if v.together:
            parts.append(t("h2h-together", count=v.together, won=str(v.together_won)))
        if v.against:
            parts.append(
                t(
                    "h2h-against",
                    count=v.against,
                    mine=str(v.mine),
                    other=clip(other, NAME_LENGTH),
                    theirs=str(v.theirs),
                )
            )
        lines.append(t("h2h-line", game=title_of(game, t), parts=" · ".join(parts)))
    text = "\n".join(lines) or t("h2h-none", season=str(season_number))
    return discord.Embed(
        title=t(
            "h2h-title",
            you=clip(you, NAME_LENGTH),
            other=clip(other, NAME_LENGTH),
            season=str(season_number),
        ),
        description=text,
        colour=LEAGUE_COLOUR,
    )
