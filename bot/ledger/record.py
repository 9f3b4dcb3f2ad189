"""A Tonk table's stakes entering the friends' ledger, inside the transaction that ends it.

Beside the league update (``bot.leagues.record_step``) and for the same reasons: the step runs
in the transaction of the table's end (its last move with the hand results, or its
cancel or forfeit), so a crash keeps the end and its ledger rows together or neither, and
``ledger_tables`` (keyed by the table id) makes a second run add nothing.  It reads the table's
payouts from ``hand_results`` in that same transaction (the last hand's rows are written just
before it).  Every Tonk table that ends counts, cancelled ones too, as in ``/league stakes``:
a hand that was played was paid.  A ``bot.db.steps.TxStep`` (SQLite and PostgreSQL alike): it
touches nothing but the transaction it is given.
"""

from __future__ import annotations

import time

from bot.db.steps import Tx, TxStep, tx_step
from bot.leagues.outcome import Outcome
from bot.ledger.stakes import people_amounts

GAME = "tonk"


async def open_book(tx: Tx, guild_id: int) -> int:
    row = await tx.one("SELECT book FROM ledger_books WHERE guild_id=?", (guild_id,))
    return int(row[0]) if row else 1


def ledger_step(outcome: Outcome, now: float | None = None) -> TxStep:
    """The step that enters ``outcome``'s stakes in its server's open book (nothing for a game
    other than Tonk, or a table entered before)."""
    at = time.time() if now is None else now

    @tx_step
    async def step(tx: Tx) -> None:
        if outcome.game != GAME:
            return
        seen = await tx.one("SELECT 1 FROM ledger_tables WHERE table_id=?", (outcome.table_id,))
        if seen:
            return
        payouts: dict[int, int] = dict(
            await tx.all(
                "SELECT side, SUM(points) FROM hand_results WHERE table_id=? GROUP BY side",
                (outcome.table_id,),
            )
        )
        people = outcome.people
        if len(people) < 2 or not payouts:
            return  # nobody at the table can owe anybody (or no hand was played)
        book = await open_book(tx, outcome.guild_id)
        await tx.run(
            "INSERT INTO ledger_tables (table_id, guild_id, book, at) VALUES (?, ?, ?, ?)",
            (outcome.table_id, outcome.guild_id, book, at),
        )
        totals = [int(payouts.get(e.seat, 0)) for e in people]
        for e, total, amount in zip(people, totals, people_amounts(totals), strict=True):
            await tx.run(
                "INSERT INTO ledger_stakes (table_id, user_id, seat, name, payout, amount) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (outcome.table_id, e.user_id, e.seat, e.name, total, amount),
            )

    return step
