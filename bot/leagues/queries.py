"""Reading the leagues: seasons, standings, one person's profile, the Tonk stakes ledger and
what a table did to its players' ratings.  Read-only: every write is in ``record`` (with a
table's end) or ``new_season_op``."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.db.store import Op, Store
from bot.leagues.rating import shown

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


async def season(store: Store, guild_id: int) -> Season:
    rows = await store.fetch(
        "SELECT season, started_at FROM league_seasons WHERE guild_id=?", (guild_id,)
    )
    return Season(int(rows[0][0]), float(rows[0][1])) if rows else Season(1, None)


def new_season_op(guild_id: int, now: float) -> Op:
    """Close the server's current season and start the next (ratings start afresh in it)."""
    return (
        "INSERT INTO league_seasons (guild_id, season, started_at) VALUES (?, 2, ?) "
        "ON CONFLICT(guild_id) DO UPDATE SET season = season + 1, started_at = excluded.started_at",
        (guild_id, now),
    )


async def standings(
    store: Store, guild_id: int, game: str, season_number: int, limit: int | None = None
) -> list[Standing]:
    rows = await store.fetch(
        "SELECT user_id, name, mu, sigma, played, wins FROM league_ratings "
        f"WHERE guild_id=? AND game=? AND season=? ORDER BY {ORDER} LIMIT ?",
        (guild_id, game, season_number, -1 if limit is None else limit),
    )
    return [
        Standing(i + 1, int(u), str(n), shown(mu, sigma), int(p), int(w))
        for i, (u, n, mu, sigma, p, w) in enumerate(rows)
    ]


async def profile(
    store: Store, guild_id: int, user_id: int, season_number: int
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


async def stakes(store: Store, guild_id: int, season_number: int) -> list[Stake]:
    """Each person's net Tonk stakes over the season's ended Tonk tables in the server (every
    hand played, cancelled tables too), most won first.  Computer seats are left out."""
    rows = await store.fetch(
        "SELECT t.id, t.players, h.side, SUM(h.points) FROM hand_results h "
        "JOIN league_tables l ON l.table_id = h.table_id JOIN tables t ON t.id = h.table_id "
        "WHERE l.guild_id=? AND l.season=? AND l.game='tonk' "
        "GROUP BY h.table_id, h.side ORDER BY h.table_id",
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


async def changes(store: Store, table_id: int) -> tuple[bool, list[Change]] | None:
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
