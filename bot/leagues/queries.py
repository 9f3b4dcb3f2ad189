"""Reading the leagues: seasons, standings, one person's profile, the Tonk stakes ledger,
what a table did to its players' ratings, and the statistics and head-to-head records read
from the stored game records (``games.stats``: replayed, so the counts are the engines').
Read-only: every write is in ``record`` (with a table's end) or ``new_season_op``."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from bot.db.sql import Op
from bot.db.storage import Database
from bot.leagues.rating import shown
from bot.tables.replay import record_of
from games.errors import CardroomError
from games.sheets import score_sheet
from games.stats import PlayerStats, finished_match, record_stats, winning_seats

ORDER = "(mu - 3 * sigma) DESC, played DESC, wins DESC, user_id"
"""The standings' order: the shown (conservative) rating, then the longer record."""


@dataclass(frozen=True, slots=True)
class Season:
    number: int
    started_at: float | None
    """None: season 1, which began with the bot."""


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    user_id: int
    name: str
    rating: int
    played: int
    wins: int


@dataclass(frozen=True, slots=True)
class Stake:
    user_id: int
    name: str
    net: int
    tables: int


@dataclass(frozen=True, slots=True)
class Change:
    """One person's rating before and after a table."""

    name: str
    before: int
    after: int


async def season(store: Database, guild_id: int) -> Season:
    rows = await store.fetch(
        "SELECT season, started_at FROM league_seasons WHERE guild_id=?", (guild_id,)
    )
    return Season(int(rows[0][0]), float(rows[0][1])) if rows else Season(1, None)


def new_season_op(guild_id: int, now: float) -> Op:
    """Close the server's current season and start the next (ratings start afresh in it)."""
    return (
        "INSERT INTO league_seasons (guild_id, season, started_at) VALUES (?, 2, ?) "
        "ON CONFLICT(guild_id) DO UPDATE SET season = league_seasons.season + 1, "
        "started_at = excluded.started_at",
        (guild_id, now),
    )


async def standings(
    store: Database, guild_id: int, game: str, season_number: int, limit: int | None = None
) -> list[Standing]:
    # No LIMIT for all of them (SQLite's LIMIT -1 is not PostgreSQL's).
    rows = await store.fetch(
        "SELECT user_id, name, mu, sigma, played, wins FROM league_ratings "
        f"WHERE guild_id=? AND game=? AND season=? ORDER BY {ORDER}"
        + ("" if limit is None else " LIMIT ?"),
        (guild_id, game, season_number) + (() if limit is None else (limit,)),
    )
    return [
        Standing(i + 1, int(u), str(n), shown(mu, sigma), int(p), int(w))
        for i, (u, n, mu, sigma, p, w) in enumerate(rows)
    ]


async def profile(
    store: Database, guild_id: int, user_id: int, season_number: int
) -> dict[str, tuple[Standing, int]]:
    """Per game the person played this season: their standing and the number ranked."""
    out: dict[str, tuple[Standing, int]] = {}
    games = await store.fetch(
        "SELECT DISTINCT game FROM league_ratings WHERE guild_id=? AND season=? AND user_id=?",
        (guild_id, season_number, user_id),
    )
    for (game,) in games:
        table = await standings(store, guild_id, str(game), season_number)
        mine = next(s for s in table if s.user_id == user_id)
        out[str(game)] = (mine, len(table))
    return out


async def stakes(store: Database, guild_id: int, season_number: int) -> list[Stake]:
    """Each person's net Tonk stakes over the season's ended Tonk tables in the server (every
    hand played, cancelled tables too), most won first.  Computer seats are left out."""
    rows = await store.fetch(
        "SELECT t.id, t.players, h.side, SUM(h.points) FROM hand_results h "
        "JOIN league_tables l ON l.table_id = h.table_id JOIN tables t ON t.id = h.table_id "
        "WHERE l.guild_id=? AND l.season=? AND l.game='tonk' "
        "GROUP BY t.id, h.side ORDER BY t.id",  # t.id: its row's columns may be selected
        (guild_id, season_number),
    )
    net: dict[int, int] = {}
    names: dict[int, str] = {}
    tables: dict[int, set[int]] = {}
    for table_id, players, side, points in rows:
        seat = json.loads(players)[side]
        if seat.get("kind") != "human" or seat.get("user_id") is None:
            continue
        uid = int(seat["user_id"])
        net[uid] = net.get(uid, 0) + int(points)
        names[uid] = str(seat.get("name") or uid)  # the latest table's name
        tables.setdefault(uid, set()).add(int(table_id))
    ledger = [Stake(u, names[u], net[u], len(tables[u])) for u in net]
    return sorted(ledger, key=lambda s: (-s.net, s.name.lower(), s.user_id))


async def changes(store: Database, table_id: int) -> tuple[bool, list[Change]] | None:
    """What a table did to the ratings: (rated, changes by seat); None: not in a league (it
    ended before the leagues existed)."""
    rated = await store.fetch("SELECT rated FROM league_tables WHERE table_id=?", (table_id,))
    if not rated:
        return None
    rows = await store.fetch(
        "SELECT name, before, after FROM league_games WHERE table_id=? ORDER BY seat",
        (table_id,),
    )
    return bool(rated[0][0]), [Change(str(n), int(b), int(a)) for n, b, a in rows]


# ----- statistics from the stored records (games.stats) ---------------------------------------


@dataclass(frozen=True, slots=True)
class Played:
    """One ended table of a season, as its game record and its people by seat."""

    table_id: int
    game: str
    record: dict[str, Any]
    people: tuple[int | None, ...]
    """Each seat's person (``None``: a computer)."""

    @property
    def keys(self) -> list[str]:
        """The names ``games.stats`` counts the seats under: a person's id, a computer's seat
        (so computers never merge with a person, nor with each other across tables)."""
        return [str(u) if u is not None else f"computer {s}" for s, u in enumerate(self.people)]


def people_of(players: list[dict[str, Any]], seats: int) -> tuple[int | None, ...]:
    return tuple(
        int(p["user_id"]) if p.get("kind") == "human" and p.get("user_id") is not None else None
        for p in players[:seats]
    )


async def played(store: Database, guild_id: int, season_number: int, user_id: int) -> list[Played]:
    """The season's ended tables in the server that ``user_id`` sat at, oldest first, each
    with its whole stored record (every deal and action, as ``/table record`` sends it)."""
    rows = await store.fetch(
        "SELECT t.id FROM league_tables l JOIN tables t ON t.id = l.table_id "
        "WHERE l.guild_id=? AND l.season=? ORDER BY t.id",
        (guild_id, season_number),
    )
    out: list[Played] = []
    for (table_id,) in rows:
        row = await store.table(int(table_id))
        if row is None:
            continue
        people = people_of(row.players, row.seats)
        if user_id not in people:
            continue
        record = record_of(row, await store.deals(row.id), await store.actions(row.id))
        out.append(Played(row.id, row.game, record, people))
    return out


def player_stats(tables: list[Played], user_id: int) -> dict[str, PlayerStats]:
    """Per game, what ``user_id`` did at ``tables`` (``games.stats``, keyed by people's ids)."""
    out: dict[str, PlayerStats] = {}
    key = str(user_id)
    for p in tables:
        try:
            mine = record_stats(p.record, p.keys).get(key)
        except CardroomError:
            continue  # a stored record that does not replay: counted nowhere, as in the CLI
        if mine is not None:
            out[p.game] = out[p.game] + mine if p.game in out else mine
    return out


@dataclass(frozen=True, slots=True)
class Versus:
    """Two people's record in one game: at the same side, and on opposite sides."""

    game: str
    together: int = 0
    together_won: int = 0
    against: int = 0
    mine: int = 0
    """Of the matches against: those ``you`` won."""
    theirs: int = 0
    """Of the matches against: those the other won (Tonk: a shared first place is each's)."""


def head_to_head(tables: list[Played], you: int, other: int) -> dict[str, Versus]:
    """Per game, the finished matches both sat in (``games.stats.finished_match``): partners
    (one team) or opponents, and who won (``games.stats.winning_seats``)."""
    out: dict[str, Versus] = {}
    for p in tables:
        if you not in p.people or other not in p.people:
            continue
        try:
            sheet = score_sheet(p.record)
        except CardroomError:
            continue
        if not finished_match(sheet):
            continue
        won = winning_seats(sheet)
        a, b = p.people.index(you), p.people.index(other)
        side = {s: t for t, team in enumerate(sheet.teams) for s in team}
        v = out.get(p.game, Versus(p.game))
        if side[a] == side[b]:
            v = replace(v, together=v.together + 1, together_won=v.together_won + int(a in won))
        else:
            v = replace(
                v,
                against=v.against + 1,
                mine=v.mine + int(a in won),
                theirs=v.theirs + int(b in won),
            )
        out[p.game] = v
    return out


async def rating_history(
    store: Database, guild_id: int, season_number: int, user_id: int
) -> dict[str, list[int]]:
    """Per game, ``user_id``'s shown rating before the season's first rated table and after
    each one, in the order the tables ended (the rating chart's points)."""
    rows = await store.fetch(
        "SELECT l.game, g.before, g.after FROM league_games g "
        "JOIN league_tables l ON l.table_id = g.table_id "
        "WHERE l.guild_id=? AND l.season=? AND l.rated=1 AND g.user_id=? "
        "ORDER BY l.at, l.table_id",
        (guild_id, season_number, user_id),
    )
    out: dict[str, list[int]] = {}
    for game, before, after in rows:
        series = out.setdefault(str(game), [int(before)])
        series.append(int(after))
    return out
