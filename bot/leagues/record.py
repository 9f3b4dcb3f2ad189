"""A table's league update, run inside the transaction that ends the table.

The step reads the people's current ratings and writes the new ones in the same
transaction as the table's end (its last move and hand results, or its cancel): a crash either
loses both or keeps both, and ``league_tables`` (keyed by table id) makes a second run a no-op,
so no table is rated twice or lost.  It is a ``bot.db.steps.TxStep`` (SQLite and PostgreSQL
alike), so it touches nothing but the transaction it is given.
"""

from __future__ import annotations

import time

from bot.db.steps import Tx, TxStep, tx_step
from bot.leagues.outcome import Outcome
from bot.leagues.rating import COMPUTER_RATINGS, NEW_PLAYER, rate, shown


async def current_season(tx: Tx, guild_id: int) -> int:
    row = await tx.one("SELECT season FROM league_seasons WHERE guild_id=?", (guild_id,))
    return int(row[0]) if row else 1


def record_step(outcome: Outcome, now: float | None = None) -> TxStep:
    """The step that counts ``outcome`` in its server's current season (and rates it if it was
    played out, or forfeited, by at least two people)."""
    at = time.time() if now is None else now

    @tx_step
    async def step(tx: Tx) -> None:
        seen = await tx.one("SELECT 1 FROM league_tables WHERE table_id=?", (outcome.table_id,))
        if seen:
            return
        season = await current_season(tx, outcome.guild_id)
        await tx.run(
            "INSERT INTO league_tables (table_id, guild_id, game, season, rated, at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (outcome.table_id, outcome.guild_id, outcome.game, season, int(outcome.rated), at),
        )
        if outcome.rated:
            await _rate(tx, outcome, season)

    return step


async def _rate(tx: Tx, outcome: Outcome, season: int) -> None:
    key = (outcome.guild_id, outcome.game, season)
    current: dict[int, tuple[float, float, int, int]] = {}
    for e in outcome.people:
        assert e.user_id is not None
        row = await tx.one(
            "SELECT mu, sigma, played, wins FROM league_ratings "
            "WHERE guild_id=? AND game=? AND season=? AND user_id=?",
            (*key, e.user_id),
        )
        current[e.user_id] = (
            (float(row[0]), float(row[1]), int(row[2]), int(row[3])) if row else (*NEW_PLAYER, 0, 0)
        )
    before = [
        [
            current[e.user_id][:2] if e.user_id is not None else COMPUTER_RATINGS[e.level]
            for e in team
        ]
        for team in outcome.teams
    ]
    after = rate(before, outcome.ranks)
    for team, new_team in zip(outcome.teams, after, strict=True):
        for e, (mu, sigma) in zip(team, new_team, strict=True):
            if e.user_id is None:
                continue  # a computer's rating is a fixed anchor
            old_mu, old_sigma, played, wins = current[e.user_id]
            won = outcome.won(e)
            await tx.run(
                "INSERT INTO league_ratings (guild_id, game, season, user_id, name, mu, sigma, "
                "played, wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(guild_id, game, season, user_id) DO UPDATE SET name=excluded.name, "
                "mu=excluded.mu, sigma=excluded.sigma, played=excluded.played, wins=excluded.wins",
                (*key, e.user_id, e.name, mu, sigma, played + 1, wins + int(won)),
            )
            await tx.run(
                "INSERT INTO league_games (table_id, user_id, seat, name, won, before, after) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    outcome.table_id,
                    e.user_id,
                    e.seat,
                    e.name,
                    int(won),
                    shown(old_mu, old_sigma),
                    shown(mu, sigma),
                ),
            )
